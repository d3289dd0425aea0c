"""Amounts oracle text counts with "for each ..." and "equal to the number of ..." (107.1; 608.2h: worked out as the
instruction resolves; a static ability's at each moment, 611.3a): permanents of a kind in your range of influence
(801.10), cards in your hand or graveyard, opponents, basic land types among your lands (Domain, 305.6), creatures
blocking this one (509.1h)."""
from __future__ import annotations

from typing import Any

from ...engine.constants import BATTLEFIELD
from .amounts import Amount
from .filters import Filter, view
from .node import node


def _in_range(g: Any, me: int, p: int) -> bool:
    pl = g.players
    if pl[p].left:
        return False
    r = pl[me]
    return r.range is None or p in r.in_range


@node
class PermanentCount(Amount):
    """How many permanents passing ``what`` (``me``: the controller of the ability) are in your range (801.10);
    ``other``: not counting this one (``src``, known only while an ability resolves or a static applies)."""

    what: Filter
    other: bool = False

    def of(self, g, me, ctx) -> int:
        src = ctx.source if ctx is not None else None
        return self.count(g, me, src)

    def count(self, g: Any, me: int, src: int | None) -> int:
        n = 0
        for oid in g.battlefield:
            if self.other and oid == src:
                continue
            if _in_range(g, me, g.controller(oid)) and self.what.test(g, oid, view(g, oid), me):
                n += 1
        return n


@node
class AttachedCount(Amount):
    """How many permanents passing ``what`` are attached to this one (301.5, 303.4: "for each Aura attached to
    it")."""

    what: Filter

    def of(self, g, me, ctx) -> int:
        return self.count(g, me, ctx.source if ctx is not None else None)

    def count(self, g: Any, me: int, src: int | None) -> int:
        return sum(1 for oid in g.battlefield if g.objects[oid].attached_to == src and src is not None
                   and self.what.test(g, oid, view(g, oid), me))


@node
class CardsInHandCount(Amount):
    """The number of cards in your hand."""

    def of(self, g, me, ctx) -> int:
        return len(g.players[me].hand)


@node
class CardsInAllGraveyards(Amount):
    """The number of cards passing ``what`` (any, when None) in the graveyards of the players in your range
    (801.10)."""

    what: Filter | None = None

    def of(self, g, me, ctx) -> int:
        n = 0
        for p in g.in_game():
            if _in_range(g, me, p):
                n += sum(1 for c in g.players[p].graveyard if self.what is None or self.what(g.objects[c].card))
        return n


@node
class OpponentCount(Amount):
    """The number of opponents you have (102.3; players who left don't count, 800.4a)."""

    def of(self, g, me, ctx) -> int:
        return sum(1 for p in g.in_game() if g.is_opponent(me, p))


_BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")


@node
class BasicLandTypes(Amount):
    """Domain: the number of basic land types (305.6) among lands you control."""

    def of(self, g, me, ctx) -> int:
        seen: set[str] = set()
        for oid in g.battlefield:
            if g.controller(oid) == me:
                ch = view(g, oid)
                if "Land" in ch.types:
                    seen |= set(ch.subtypes) & set(_BASIC)
        return len(seen)


@node
class BlockingSource(Amount):
    """The number of creatures blocking this creature (509.1h: "for each creature blocking it")."""

    def of(self, g, me, ctx) -> int:
        return self.count(g, me, ctx.source if ctx is not None else None)

    def count(self, g: Any, me: int, src: int | None) -> int:
        for t in g.turns:
            c = t.combat
            if c is not None and src in c.blocked:
                return sum(1 for b in c.blocked[src] if b in g.objects and g.objects[b].zone == BATTLEFIELD)
        return 0


def amount_for(a: Any, g: Any, me: int, src: int) -> int:
    """An amount as a static ability of ``src`` reads it (611.3a: no spell or ability is resolving)."""
    count = getattr(a, "count", None)
    return int(count(g, me, src)) if count is not None else int(a.of(g, me, None))


__all__ = ["amount_for", "AttachedCount", "BasicLandTypes", "CardsInAllGraveyards", "BlockingSource", "CardsInHandCount", "OpponentCount", "PermanentCount"]
