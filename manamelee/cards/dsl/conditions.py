"""Conditions card code tests: kicked (702.33d), in combat (506.4), and kinds of card for searches and
cost changes (basic land 205.4c, colour 105, noncreature).
"""
from __future__ import annotations

from typing import Any, Callable

from ...engine.definitions import CardDef
from ...engine.resolution import Ctx


def kicked(ctx: Ctx) -> bool:
    """702.33d: was this spell kicked — or, for an ability of a permanent, the spell that became it (607)?"""
    if ctx.item.data.get("kicked"):
        return True
    o = ctx.g.objects.get(ctx.source)
    return o is not None and bool(o.note.get("kicked"))


def was_kicked(g: Any, e: Any, src: int, controller: int) -> bool:
    """Intervening "if it was kicked" of a permanent's triggered ability (603.4, 702.33d)."""
    o = g.objects.get(src)
    return o is not None and bool(o.note.get("kicked"))


def in_combat(g: Any, oid: int) -> bool:
    """Is this creature attacking or blocking (506.4) in any Turn's combat?"""
    for t in g.turns:
        c = t.combat
        if c is not None and (oid in c.attackers or oid in c.blockers):
            return True
    return False


def basic_land(cd: CardDef) -> bool:
    """"a basic land card" (205.4c), for ``SearchLibrary``."""
    return "Land" in cd.types and "Basic" in cd.supertypes


def of_color(color: str) -> Callable[[CardDef], bool]:
    """A spell of this colour (W U B R G), for ``spells_cost``."""
    return lambda c: color in c.colors


def noncreature(c: CardDef) -> bool:
    """A card that is not a creature card, for ``spells_cost`` and searches."""
    return "Creature" not in c.types
