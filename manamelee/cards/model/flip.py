"""Flip cards (710) as data: the instruction "flip this creature" and the conditions and amounts their two halves
read (Kamigawa's flip cards: "If you have nine or more cards in hand, flip this creature", "When this creature has
flying, flip it", "that player loses 1 life for each card fewer than three in their hand")."""
from __future__ import annotations

from typing import Any

from ...engine.constants import BATTLEFIELD
from .amounts import Amount
from .conditions import Condition
from .node import Node, node


@node
class FlipSelf(Node):
    """"Flip this creature" (710.2): this permanent, if it is still on the battlefield and not yet flipped
    (710.4: flipping is one way)."""

    def run(self, ctx: Any) -> None:
        from ...engine.faces import flip
        flip(ctx.g, ctx.source)


@node
class ThisHasKeyword(Condition):
    """This permanent is on the battlefield and has ``keyword`` ("when this creature has flying", 603.8)."""

    keyword: str

    def holds(self, g, src, me, e, ctx) -> bool:
        o = g.objects.get(src)
        return o is not None and o.zone == BATTLEFIELD and self.keyword in g.chars(src).keywords


@node
class TargetOwnersGraveyardEmpty(Condition):
    """"If no cards are in that graveyard": the graveyard of the owner of the card that was target ``i`` (608.2h:
    its last known information names the owner after the card moved)."""

    i: int = 0

    def holds(self, g, src, me, e, ctx) -> bool:
        if ctx is None or self.i >= len(ctx.item.targets):
            return False
        ref = ctx.item.targets[self.i]
        if ref is None or ref[0] != "obj":
            return False
        o = g.objects.get(ref[1])
        owner = o.owner if o is not None else (g.lki[ref[1]].owner if ref[1] in g.lki else None)
        return owner is not None and not g.players[owner].graveyard


@node
class CardsFewerThanInHand(Amount):
    """"1 for each card fewer than ``n`` in their hand": ``n`` minus the trigger event's player's hand size, at
    least 0 (that player: the one whose upkeep it is)."""

    n: int

    def of(self, g, me, ctx) -> int:
        e = ctx.event if ctx is not None else None
        p = e.player if e is not None and e.player is not None else me
        return max(0, self.n - len(g.players[p].hand))


__all__ = ["CardsFewerThanInHand", "FlipSelf", "TargetOwnersGraveyardEmpty", "ThisHasKeyword"]
