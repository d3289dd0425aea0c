"""Conditions about a card an instruction moved: "If it was a creature card, ..." (608.2c, 608.2h: the card's
last known characteristics, read after it left its zone)."""
from __future__ import annotations

from .conditions import Condition
from .node import node


@node
class TargetWasCardType(Condition):
    """The card that was target ``i`` had the card type ``type`` as it last existed in its zone (400.7: it is a
    new object after the instruction moved it; 608.2h: its last known information)."""

    i: int
    type: str

    def holds(self, g, src, me, e, ctx) -> bool:
        if ctx is None or self.i >= len(ctx.item.targets):
            return False
        ref = ctx.item.targets[self.i]
        if ref is None or ref[0] != "obj":
            return False
        oid = ref[1]
        o = g.objects.get(oid)
        if o is not None:
            return self.type in o.card.types
        lki = g.lki.get(oid)
        return lki is not None and self.type in lki.card.types


__all__ = ["TargetWasCardType"]
