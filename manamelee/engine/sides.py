"""Sides (DESIGN "state model"): the unit that takes turns and receives priority.

A side is one player, or a whole team under the shared team turns option (805.4-805.7). Turn
order, priority order and APNAP order are computed over sides; inside a team side the primary
player (805.2) decides for the team.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Turn


def shared_turns(g: "Game") -> bool:
    return g._turns_shared


def side_of(g: "Game", p: int) -> tuple[int, ...]:
    """The players who act together with ``p`` (805.4): ``(p,)`` unless teams share turns.

    Team members are listed from the primary player (805.2) on, in turn order; players who left are skipped.
    """
    if not shared_turns(g) or g.players[p].team is None:
        return (p,)
    team = g.players[p].team
    n = len(g.players)
    # The team sits in adjacent seats (805.1); its first seat in turn order is the one whose right
    # neighbour is not a teammate — the rightmost seat from the team's perspective (805.2).
    start = p
    for _ in range(n):
        prev = (start - 1) % n
        if g.players[prev].team != team or prev == p:
            break
        start = prev
    out = []
    for k in range(n):
        q = (start + k) % n
        if g.players[q].team != team:
            break
        if not g.players[q].left:
            out.append(q)
    return tuple(out)


def primary(g: "Game", p: int) -> int:
    """805.2: the primary player of p's side (the first member still in the game), or p itself."""
    side = side_of(g, p)
    return side[0] if side else p


def sides_from(g: "Game", start: int) -> list[tuple[int, ...]]:
    """Sides still in the game in turn order, starting with the side of ``start`` (101.4, 805.6)."""
    if not g._turns_shared and not g.players[start].left:
        return [(p,) for p in g.turn_order_from(start)]      # each player a side of their own
    out: list[tuple[int, ...]] = []
    seen: set[int] = set()
    for p in g.turn_order_from(start) if not g.players[start].left else g.in_game():
        if p in seen:
            continue
        s = side_of(g, p)
        seen.update(s)
        out.append(s)
    if g.players[start].left and out:
        # rotate so the order still begins after the departed player's seat
        nxt = g.next_in_turn_order(start)
        idx = next(i for i, s in enumerate(out) if nxt in s)
        out = out[idx:] + out[:idx]
    return out


def apnap_sides(g: "Game", t: "Turn | None") -> list[tuple[int, ...]]:
    """101.4 / 805.6: the active side first, then the others in turn order."""
    start = t.active if t is not None else g.starting_player
    return sides_from(g, start)


def apnap_players(g: "Game", t: "Turn | None") -> list[int]:
    return [p for s in apnap_sides(g, t) for p in s]


def next_priority(g: "Game", p: int, t: "Turn | None" = None) -> int | None:
    """117.3d / 805.5b: priority passes to the next side in turn order (its primary player);
    807.5a: skipping players who don't get priority for Turn t's stack."""
    if t is not None and g._turns_concurrent:
        eligible = _eligible(g, t)
        players = g.players
        n = len(players)
        for k in range(1, n + 1):                # the next seats in turn order, ``p`` last (800.4a: after a
            q = (p + k) % n                      # departed player, the next one still in the game)
            if not players[q].left and q in eligible:
                return q
        return None
    if not shared_turns(g):                   # a side is one player: the next one in turn order (800.4a too)
        return g.next_in_turn_order(p)
    sides = sides_from(g, p)
    if g.players[p].left:                     # 800.4a: the next player in turn order still in the game
        return sides[0][0] if sides else None
    if len(sides) < 2:
        return sides[0][0] if sides else None
    me = side_of(g, p)
    for i, s in enumerate(sides):
        if s == me or p in s:
            return sides[(i + 1) % len(sides)][0]
    return sides[1][0]


def _eligible(g: "Game", t: "Turn") -> frozenset[int]:
    """807.5a: the players in the game who get priority for Turn t's stack, remembered for the state version
    (eligibility reads ranges fixed at a turn's start and the stack's controllers, which change only by events).
    When the variant's answer reads only those, who is in the game and the Turn's active player
    (Hooks.eligible_by_stack), it is kept while they stand: the ranges (counted each time they are fixed, 801.2c),
    departures, the active player and the stack's controllers."""
    known = g._eligible
    assert g.hooks is not None
    key: tuple[int, ...] = ()
    if g.hooks.eligible_by_stack:
        key = (g.ranges_fixed, g.departures, t.active)
        if t.stack:
            key = key + tuple([it.controller for it in t.stack])
        c = known.get(t.id)
        if c is not None and c[0] == key:
            return c[1]
        if len(known) > 64:
            known.clear()                  # Turns that ended
    elif g._eligible_version != g.version:
        known.clear()                      # one state version's answers, for every Turn running (807.4)
        g._eligible_version = g.version
    else:
        c = known.get(t.id)
        if c is not None:
            return c[1]
    if g.hooks.eligible_by_stack:
        s = frozenset([q for q in g.in_game() if stack_in_range(g, t, q)])
    else:
        s = frozenset([q for q in g.in_game() if g.hooks.priority_eligible(g, t, q)])
    known[t.id] = (key, s)
    return s


def stack_in_range(g: "Game", t: "Turn", p: int) -> bool:
    """807.5a: ``p`` gets priority for Turn ``t``'s stack only if its turn marker (the seat of ``t``'s active
    player, in range as ranges were fixed at the start of the latest turn, 801.2c, 807.4h; it stays there when that
    player left, 800.4j) is within ``p``'s range of influence, or an object on that stack is controlled by a
    player in range. The eligibility of a variant with ``Hooks.eligible_by_stack`` (Grand Melee)."""
    pl = g.players[p]
    if pl.range is None or t.active in pl.in_range:
        return True
    players = g.players
    for item in t.stack:
        q = item.controller
        if not players[q].left and q in pl.in_range:    # Scope.in_range
            return True
    return False


def count_sides(g: "Game", t: "Turn | None" = None) -> int:
    if t is not None and g._turns_concurrent:
        return len(_eligible(g, t))
    c = g._sides
    if c is not None and c[0] == g.departures:
        return c[1]                        # sides change only when a player leaves (800.4, 805)
    ig = g.in_game()
    n = len(sides_from(g, ig[0])) if ig else 0
    g._sides = (g.departures, n)
    return n
