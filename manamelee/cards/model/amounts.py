"""Amounts: numbers worked out when an instruction resolves (608.2h) or a cost is paid (118).

An amount node is called the way the engine and DSL already call an amount function: ``n(ctx)`` while an
instruction resolves, or ``n(game, player)`` for a cost (Cost.life). ``of(g, me, ctx)`` is the one method each
node defines; amounts that need the resolving spell or event (X, targets, "that much") require ``ctx``.
"""
from __future__ import annotations

from typing import Any

from .filters import Filter
from .node import Node, node


class Amount(Node):
    """A number read from the game."""

    __slots__ = ()

    def of(self, g: Any, me: int, ctx: Any) -> int:
        raise NotImplementedError

    def __call__(self, *a: Any) -> int:
        if len(a) == 2:                 # a cost: (game, player)
            return self.of(a[0], a[1], None)
        ctx = a[0]
        return self.of(ctx.g, ctx.controller, ctx)


def _need(ctx: Any, what: str) -> Any:
    if ctx is None:
        raise ValueError(f"{what} is only known while a spell or ability resolves")
    return ctx


def _chars_or_lki(g: Any, oid: int | None) -> Any:
    if oid is None:
        return None
    if oid in g.objects:
        return g.chars(oid)
    lki = g.lki.get(oid)
    return lki.chars if lki is not None else None


@node
class XValue(Amount):
    """The value of X (107.3)."""

    def of(self, g, me, ctx) -> int:
        return _need(ctx, "X").x


@node
class TargetPower(Amount):
    """The power of target number ``i``, or as it last existed if it left (608.2h; Swords to Plowshares)."""

    i: int = 0

    def of(self, g, me, ctx) -> int:
        r = _need(ctx, "a target").target(self.i)
        ch = _chars_or_lki(g, r[1]) if r is not None and r[0] == "obj" else None
        return max(0, ch.power or 0) if ch is not None else 0


@node
class EventAmount(Amount):
    """The amount of the triggering event ("that much": damage dealt, life gained or lost)."""

    def of(self, g, me, ctx) -> int:
        e = _need(ctx, "the event").event
        return e.amount if e is not None else 0


@node
class EventToughness(Amount):
    """The toughness of the object that entered (Angelic Chorus), or as it last existed."""

    def of(self, g, me, ctx) -> int:
        e = _need(ctx, "the event").event
        ch = _chars_or_lki(g, e.new_obj if e is not None else None)
        return max(0, ch.toughness or 0) if ch is not None else 0


@node
class Count(Amount):
    """How many permanents in your range (801.10) pass ``what`` ("for each creature you control")."""

    what: Filter

    def of(self, g, me, ctx) -> int:
        if ctx is not None:
            scope = ctx.scope
        else:
            from ...engine.scope import Scope
            scope = Scope(g, me)
        what, n = self.what, 0
        # "... you control": only your permanents can count (all of them are in your range, 801.2a)
        mine = me is not None and scope.player == me and what.only_yours()
        for o in (g.controlled_by(me) if mine else scope.permanents()):
            if what(g, o, me):
                n += 1
        return n


@node
class Devotion(Amount):
    """Your devotion to ``color``: its mana symbols (hybrid ones too) among the mana costs of permanents you
    control (700.5)."""

    color: str

    def of(self, g, me, ctx) -> int:
        n = 0
        for oid in g.battlefield:
            if g.controller(oid) == me:
                cost = g.objects[oid].card.mana_cost
                n += sum(1 for c in cost.colored if c == self.color) + sum(1 for h in cost.hybrid if self.color in h)
        return n


@node
class Times(Amount):
    """``k`` times ``amount`` ("2 life for each ...")."""

    k: int
    amount: Amount

    def of(self, g, me, ctx) -> int:
        return self.k * self.amount.of(g, me, ctx)


@node
class CardsInGraveyard(Amount):
    """How many cards passing ``what`` are in your graveyard, or in target player ``of_target``'s ("for each creature
    card in your graveyard", "... in their graveyard")."""

    what: Filter | None = None
    of_target: int | None = None

    def of(self, g, me, ctx) -> int:
        p = me
        if self.of_target is not None:
            p = ctx.target_player(self.of_target) if ctx is not None else None
            if p is None:
                return 0
        return sum(1 for c in g.players[p].graveyard if self.what is None or self.what(g.objects[c].card))


@node
class GreatestPower(Amount):
    """The greatest power among creatures you control in range (801.10); 0 with none."""

    def of(self, g, me, ctx) -> int:
        if ctx is not None:
            scope = ctx.scope
        else:
            from ...engine.scope import Scope
            scope = Scope(g, me)
        powers = [g.chars(o).power or 0 for o in scope.permanents()
                  if g.controller(o) == me and "Creature" in g.chars(o).types]
        return max([0, *powers])


@node
class LifeTotal(Amount):
    """Your life total ("where X is your life total", 119.1); 0 when it is negative."""

    def of(self, g, me, ctx) -> int:
        return max(0, g.players[me].life)


@node
class HalfLife(Amount):
    """Half your life total, rounded up (``up``) or down (107.1a); 0 with 0 or less life (119.4b)."""

    up: bool = True

    def of(self, g, me, ctx) -> int:
        life = g.players[me].life
        return max(0, -(-life // 2) if self.up else life // 2)


def _player(me: int, ctx: Any, that_player: bool) -> int:
    """You, or "that player" of a ``ForEachPlayer`` round."""
    if not that_player:
        return me
    p = _need(ctx, "that player").vars.get("that_player")
    if p is None:
        raise ValueError("'that player' is only known inside ForEachPlayer")
    return p


@node
class LifeLostThisTurn(Amount):
    """The life you (or ``that_player``) lost this turn (119.3; damage counts, 120.3a)."""

    that_player: bool = False

    def of(self, g, me, ctx) -> int:
        return g.players[_player(me, ctx, self.that_player)].life_lost_this_turn


@node
class HandSize(Amount):
    """The number of cards in your (or ``that_player``'s, or target player ``of_target``'s) hand."""

    that_player: bool = False
    of_target: int | None = None

    def of(self, g, me, ctx) -> int:
        if self.of_target is not None:
            p = ctx.target_player(self.of_target) if ctx is not None else None
            return len(g.players[p].hand) if p is not None else 0
        return len(g.players[_player(me, ctx, self.that_player)].hand)


@node
class OpponentSpellsSinceYourLastTurn(Amount):
    """Spells your opponents cast since your last turn ended (the spells cast during it don't count), read back
    through the event log (I Bask in Your Silent Awe)."""

    def of(self, g, me, ctx) -> int:
        from ...engine import events as ev
        from ...engine.sides import side_of
        seen_own = False
        this_turn = 0
        total = 0
        for x in reversed(g.events):
            if x.kind == ev.CAST and x.player is not None and g.is_opponent(me, x.player):
                this_turn += 1
            elif x.kind == ev.TURN:
                own = x.player == me or me in side_of(g, x.player)
                if own and seen_own:
                    return total           # the casts counted in this_turn were during your last turn
                total += this_turn
                this_turn = 0
                seen_own = seen_own or own
        return total + this_turn


X = XValue()
EVENT_AMOUNT = EventAmount()
EVENT_TOUGHNESS = EventToughness()


@node
class Discarded(Amount):
    """Cards discarded "this way" by the spell's last discard instruction: in total, or (``most``) the greatest
    number one player discarded (Windfall)."""

    most: bool = False

    def of(self, g, me, ctx) -> int:
        counts = _need(ctx, "a discard").vars.get("discarded", {}).values()
        return max(counts, default=0) if self.most else sum(counts)


@node
class DamageTakenThisTurn(Amount):
    """The damage you have been dealt this turn (120.3)."""

    def of(self, g, me, ctx) -> int:
        return g.players[me].damage_this_turn


@node
class CardsToGraveyardThisTurn(Amount):
    """Cards put into your graveyard this turn from anywhere (tokens are not cards, 111.8; 712.21e: a melded
    permanent is two cards)."""

    def of(self, g, me, ctx) -> int:
        from ...engine import events as ev
        from ...engine.constants import GRAVEYARD
        from ...engine.zones import moved_cards
        n = 0
        for x in reversed(g.events):
            if x.kind == ev.TURN:
                break
            if x.kind == ev.ZONE_CHANGE and x.to_zone == GRAVEYARD and x.data is not None \
                    and x.data.owner == me and not x.data.token:
                n += len(moved_cards(x.data))
        return n
