"""Meld (701.37, 712.4) as data: "if you both own and control this and a creature named X, exile them, then meld
them into Y" (and "if they are attacking ... It enters tapped and attacking", Mishra, Claimed by Gix), and what the
six meld cards of Eldritch Moon read besides (a creature card with mana value 3 or less,
"When you cast this spell", tokens "tapped and attacking", 508.4)."""
from __future__ import annotations

from typing import Any

from ...engine.constants import BATTLEFIELD, EXILE
from .conditions import Condition
from .events import EventTest
from .filters import Filter
from .node import Node, node


def _partners(g: Any, src: int, me: int, name: str, kind: str, attacking: bool = False) -> list[int]:
    """Permanents named ``name`` of card type ``kind`` (any, if empty) that ``me`` both owns and controls (and that
    are attacking, with ``attacking``)."""
    return [o for o in g.battlefield if o != src and g.objects[o].owner == me and g.controller(o) == me
            and g.objects[o].card.name == name and (not kind or kind in g.chars(o).types)
            and (not attacking or _attacking(g, o))]


def _attacking(g: Any, oid: int) -> bool:
    """Is ``oid`` an attacking creature (506.4) in some turn's combat?"""
    return any(t.combat is not None and oid in t.combat.attackers for t in g.turns)


def _owns_and_controls(g: Any, src: int, me: int) -> bool:
    o = g.objects.get(src)
    return o is not None and o.zone == BATTLEFIELD and o.owner == me and g.controller(src) == me


@node
class OwnsAndControlsWith(Condition):
    """"if you both own and control this <permanent> and a <kind> named ``name``" (603.4 when a trigger's
    intervening "if"; 608.2c when an instruction's)."""

    name: str
    kind: str = "Creature"

    def holds(self, g, src, me, e, ctx) -> bool:
        return _owns_and_controls(g, src, me) and bool(_partners(g, src, me, self.name, self.kind))


@node
class MeldWith(Node):
    """"[If you both own and control this and a <kind> named ``partner``,] exile them, then meld them into
    ``into``" (701.37a): both are exiled, then put onto the battlefield as one permanent with their combined back
    face up (712.14c); with several such partners, you choose one. 701.37c: cards that can't be melded stay in
    exile. ``attacking``: "If <this> and a creature named ``partner`` are attacking, and you both own and control
    them, ... It enters tapped and attacking." (Mishra, Claimed by Gix; 508.4: its controller chooses what it
    attacks, asked before anything is exiled)."""

    partner: str
    into: str
    kind: str = "Creature"
    attacking: bool = False

    def run(self, ctx: Any) -> None:
        from ...engine.decisions import Option
        from ...engine.meld import meld
        from ...engine.zones import exile
        from .attacking_tokens import attack_choices, choose_attacked, put_attacking
        g, me, src = ctx.g, ctx.controller, ctx.source
        if not _owns_and_controls(g, src, me) or (self.attacking and not _attacking(g, src)):
            return
        cands = _partners(g, src, me, self.partner, self.kind, self.attacking)
        if not cands:
            return
        other = cands[0]
        if len(cands) > 1:
            other = ctx.ask(me, "choose_meld_partner", "prompt.choose_meld_partner",
                            [Option("target", "text", o, (("text", g.name(o)),)) for o in cands], "701.37a",
                            args={"card": g.name(src)}).value
        where = choose_attacked(ctx, attack_choices(g, ctx.turn), self.into) if self.attacking else None
        a = exile(g, src, rule="701.37a")
        b = exile(g, other, rule="701.37a")
        if a is None or b is None or g.objects[a].zone != EXILE or g.objects[b].zone != EXILE:
            return
        if g.objects[a].card.faces and g.objects[a].card.faces[0].name == self.into:
            nid = meld(g, a, b, me)
            if nid is not None and self.attacking:
                put_attacking(g, ctx.turn, nid, where)          # 508.4


__all__ = ["MeldWith", "OwnsAndControlsWith"]
