"""Conditions card definitions test, as data nodes (``manamelee.cards.model``): kicked (702.33d), and kinds of
card for searches and cost changes (basic land 205.4c, colour 105, noncreature); ``in_combat`` for card code.
"""
from __future__ import annotations

from typing import Any

from ..model.conditions import KICKED
from ..model.filters import COLOR, IS_BASIC_LAND, IS_CREATURE, Filter

kicked = KICKED
"""702.33d: was this spell kicked — or, for an ability of a permanent, the spell that became it (607)?"""
was_kicked = KICKED
"""Intervening "if it was kicked" of a permanent's triggered ability (603.4, 702.33d)."""
basic_land = IS_BASIC_LAND
""""a basic land card" (205.4c), for ``SearchLibrary``."""
noncreature = ~IS_CREATURE
"""A card that is not a creature card, for ``spells_cost`` and searches."""


def of_color(color: str) -> Filter:
    """A spell of this colour (W U B R G), for ``spells_cost``."""
    return COLOR(color)


def in_combat(g: Any, oid: int) -> bool:
    """Is this creature attacking or blocking (506.4) in any Turn's combat?"""
    for t in g.turns:
        c = t.combat
        if c is not None and (oid in c.attackers or oid in c.blockers):
            return True
    return False
