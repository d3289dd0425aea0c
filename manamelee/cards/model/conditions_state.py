"""Conditions on the state of the game that oracle text names after "if" (603.4 intervening "if", 608.2c) and "as
long as" (604, 611.3a): what players control (in the controller's range of influence, 801.10), what is in a
graveyard or hand, life totals, what happened this turn, and this permanent's own state.

Each node defines ``holds(g, src, me, e, ctx)`` (``me``: the controller of the ability or static ability). A
static ability's condition may be asked while the layer system computes characteristics (613): it then reads
the characteristics known so far (``filters.view``).
"""
from __future__ import annotations

import operator
from typing import Any

from ...engine.constants import BATTLEFIELD, GRAVEYARD
from .conditions import Condition
from .filters import Filter, related, relation, view
from .node import node

_OPS = {">=": operator.ge, "<=": operator.le, "==": operator.eq}
CARD_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker",
              "Sorcery")


def _check_op(op: str) -> None:
    if op not in _OPS:
        raise ValueError(f"unknown comparison {op!r}")


def _in_range(g: Any, me: int, p: int) -> bool:
    """801.2: is player ``p`` in ``me``'s range of influence (and still in the game)?"""
    pl = g.players
    if pl[p].left:
        return False
    r = pl[me]
    return r.range is None or p in r.in_range


@node
class Controls(Condition):
    """``whose`` ("you" or "opponent": a single opponent) controls at least ``n`` (``op`` ">=") — or at most, or
    exactly — permanents passing ``what`` in your range of influence (801.10); ``other``: not counting this one
    ("you control another Wizard")."""

    whose: str
    what: Filter
    n: int = 1
    op: str = ">="
    other: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "whose", relation(self.whose))
        _check_op(self.op)

    def holds(self, g, src, me, e, ctx) -> bool:
        counts: dict[int, int] = {}
        for oid in g.battlefield:
            if self.other and oid == src:
                continue
            ctl = g.controller(oid)
            if not related(g, me, ctl, self.whose) or not _in_range(g, me, ctl):
                continue
            if self.what.test(g, oid, view(g, oid), me):
                counts[ctl] = counts.get(ctl, 0) + 1
        if self.whose == "you":
            return _OPS[self.op](counts.get(me, 0), self.n)
        players = [p for p in g.in_game() if related(g, me, p, self.whose) and _in_range(g, me, p)]
        return any(_OPS[self.op](counts.get(p, 0), self.n) for p in players)


@node
class DefendingPlayerControls(Condition):
    """This creature is attacking and its defending player (506.2, 508.5: the player it attacks, or the
    controller of the planeswalker or protector of the battle it attacks) controls a permanent passing ``what``
    ("this creature can't be blocked as long as defending player controls an artifact")."""

    what: Filter

    def holds(self, g, src, me, e, ctx) -> bool:
        from ...engine.battles import attacked_player
        for t in g.turns:
            c = t.combat
            if c is not None and src in c.attackers:
                d = attacked_player(g, c.attackers[src])
                return d is not None and d >= 0 and any(
                    g.controller(o) == d and self.what.test(g, o, view(g, o), me) for o in g.battlefield)
        return False


@node
class GraveyardHas(Condition):
    """There are ``n`` or more cards passing ``what`` (any card, when None) in your graveyard."""

    n: int
    what: Filter | None = None

    def holds(self, g, src, me, e, ctx) -> bool:
        cards = g.players[me].graveyard
        if self.what is None:
            return len(cards) >= self.n
        return sum(1 for c in cards if self.what(g.objects[c].card)) >= self.n


@node
class GraveyardCardTypes(Condition):
    """There are ``n`` or more card types (205.2a) among cards in your graveyard (Delirium)."""

    n: int

    def holds(self, g, src, me, e, ctx) -> bool:
        seen: set[str] = set()
        for c in g.players[me].graveyard:
            seen |= set(g.objects[c].card.types) & set(CARD_TYPES)
        return len(seen) >= self.n


@node
class HandSizeIs(Condition):
    """You have ``n`` cards in hand, compared with ``op`` (Hellbent: ``==`` 0)."""

    n: int
    op: str = ">="

    def __post_init__(self) -> None:
        _check_op(self.op)

    def holds(self, g, src, me, e, ctx) -> bool:
        return _OPS[self.op](len(g.players[me].hand), self.n)


@node
class LifeIs(Condition):
    """Your life total — or, with ``who`` "opponent" / "anyone", the life total of one of your opponents / of
    any player in your range (801.10) — compared (``op``) with ``n`` (119); ``over_start``: with your starting
    life total plus ``n`` (103.4)."""

    n: int
    op: str = ">="
    over_start: bool = False
    who: str = "you"

    def __post_init__(self) -> None:
        _check_op(self.op)
        object.__setattr__(self, "who", relation(self.who))

    def holds(self, g, src, me, e, ctx) -> bool:
        n = self.n + (g.config.starting_life if self.over_start else 0)
        if self.who == "you":
            return _OPS[self.op](g.players[me].life, n)
        return any(_OPS[self.op](g.players[p].life, n) for p in g.in_game()
                   if related(g, me, p, self.who) and _in_range(g, me, p))


def events_this_turn(g: Any) -> list[Any]:
    """The events since the current turn began, most recent first."""
    out = []
    for x in reversed(g.events):
        if x.kind == "turn":
            break
        out.append(x)
    return out


@node
class HappenedThisTurn(Condition):
    """Something happened this turn: ``what`` "creature_died" (Morbid: a creature was put into a graveyard from
    the battlefield, 700.4), "you_attacked" (Raid: you declared an attacker, 508.1), "permanent_left" (Revolt: a
    permanent you controlled left the battlefield), "gained_life" (you gained life, 119.9)."""

    what: str

    def __post_init__(self) -> None:
        if self.what not in ("creature_died", "you_attacked", "permanent_left", "gained_life"):
            raise ValueError(f"unknown happening {self.what!r}")

    def holds(self, g, src, me, e, ctx) -> bool:
        w = self.what
        for x in events_this_turn(g):
            if w == "creature_died" and x.kind == "zone_change" and x.from_zone == BATTLEFIELD \
                    and x.to_zone == GRAVEYARD and x.data is not None and "Creature" in x.data.chars.types:
                return True
            if w == "you_attacked" and x.kind == "attacks" and x.player == me:
                return True
            if w == "permanent_left" and x.kind == "zone_change" and x.from_zone == BATTLEFIELD \
                    and x.data is not None and x.data.controller == me:
                return True
            if w == "gained_life" and x.kind == "life_gain" and x.player == me and x.amount > 0:
                return True
        return False


@node
class SpellsLastTurn(Condition):
    """The spells cast during the previous turn (601.2i; copies aren't cast), compared (``op``) with ``n``: in
    all (``by_one_player`` False: "no spells were cast last turn") or by one player ("a player cast two or more
    spells last turn")."""

    n: int
    op: str = "=="
    by_one_player: bool = False

    def __post_init__(self) -> None:
        _check_op(self.op)

    def holds(self, g, src, me, e, ctx) -> bool:
        turns_seen = 0
        counts: dict[int, int] = {}
        for x in reversed(g.events):
            if x.kind == "turn":
                turns_seen += 1
                if turns_seen == 2:
                    break
            elif turns_seen == 1 and x.kind == "cast" and x.player is not None:
                counts[x.player] = counts.get(x.player, 0) + 1
        if self.by_one_player:
            return any(_OPS[self.op](n, self.n) for n in counts.values())
        return _OPS[self.op](sum(counts.values()), self.n)


@node
class DifferentPowers(Condition):
    """You control ``n`` or more creatures with different powers (Coven), in your range."""

    n: int = 3

    def holds(self, g, src, me, e, ctx) -> bool:
        powers = {view(g, o).power for o in g.battlefield
                  if g.controller(o) == me and "Creature" in view(g, o).types}
        powers.discard(None)
        return len(powers) >= self.n


@node
class YourTurn(Condition):
    """It is (``yes``) or isn't your turn — your team's, with shared team turns (805.4)."""

    yes: bool = True

    def holds(self, g, src, me, e, ctx) -> bool:
        mine = any(me in t.side for t in g.turns)
        return mine == self.yes


@node
class SourceIs(Condition):
    """This permanent is on the battlefield and ``state``: "attacking", "blocking" (506.4), "tapped",
    "untapped" (110.5), "equipped", "enchanted" (301.5, 303.4), or has a ``counter:<kind>`` counter (122)."""

    state: str

    def holds(self, g, src, me, e, ctx) -> bool:
        o = g.objects.get(src)
        if o is None or o.zone != BATTLEFIELD:
            return False
        st = self.state
        if st == "tapped":
            return o.tapped
        if st == "untapped":
            return not o.tapped
        if st in ("attacking", "blocking"):
            for t in g.turns:
                c = t.combat
                if c is not None and src in (c.attackers if st == "attacking" else c.blockers):
                    return True
            return False
        if st in ("equipped", "enchanted"):
            sub = "Equipment" if st == "equipped" else "Aura"
            return any(g.objects[a].attached_to == src and sub in g.objects[a].card.subtypes for a in g.battlefield)
        if st.startswith("counter:"):
            return o.counters.get(st[8:], 0) > 0
        raise ValueError(f"unknown state {st!r}")


__all__ = ["CARD_TYPES", "SpellsLastTurn", "Controls", "DefendingPlayerControls", "DifferentPowers", "GraveyardCardTypes", "GraveyardHas", "HandSizeIs",
           "HappenedThisTurn", "LifeIs", "SourceIs", "YourTurn", "events_this_turn"]
