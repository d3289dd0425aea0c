"""Determinization for search agents (Cowling, Ward and Powley, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 2012): a copy of the game in which every card hidden from one seat is re-dealt at random.

This is the only sanctioned way for an agent to get a :class:`~manamelee.engine.game.Game`: the runner
(not the agent) holds the real game and hands a search agent a :class:`Sampler` bound to its seat.
Each sample is ``game.copy()`` with

* every hidden card re-dealt among the hidden places of the same owner, from a canonical (name-sorted)
  pool, so the sample depends on what the seat may know and on the sampler's random generator only:
  other players' hands (except those the seat may see, e.g. a teammate's in Two-Headed Giant 810.5),
  every library including the seat's own (order unknown, 401.2), face-down schemes (904.3);
* a fresh random generator and seed, and no answer record, so the real game's future shuffles and
  random choices cannot be predicted or replayed;
* last known information and zone-change events of hidden cards rewritten to the re-dealt cards, and
  other players' pending questions asked again (their options name cards in their hands).

Deck lists are treated as public (open decklists): which cards an owner has *somewhere* hidden is
known, not where they are.
"""
from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING, Any

from ..engine.constants import HAND, LIBRARY
from ..engine.foretell import is_foretold
from ..engine.view import can_see_hand

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


def hidden_pools(g: "Game", seat: int) -> dict[tuple[int, str], list[int]]:
    """Object ids hidden from ``seat``, grouped by (owner, pool): "cards" = hidden hand + library,
    "face_down" = face-down objects in the command zone or exile (schemes, 904.3); another player's foretold cards
    (702.143a) are hidden cards of their owner, dealt with the hand and library. Objects the seat is
    being shown right now (options of its own pending decisions, e.g. a library search, 701.19) stay put."""
    shown: set[int] = set()
    for d in g.pending():
        if d.player == seat:
            for o in d.options:
                v = o.value
                if isinstance(v, int) and not isinstance(v, bool):
                    shown.add(v)
    pools: dict[tuple[int, str], list[int]] = {}
    for pl in g.players:
        ids = [o for o in pl.library if o not in shown]
        if not can_see_hand(g, seat, pl.index):
            ids = [o for o in pl.hand if o not in shown] + ids
        if ids:
            pools[(pl.index, "cards")] = ids
    for zone in (g.command, g.exile):
        for oid in zone:
            o = g.objects[oid]
            if o.face_down and is_foretold(o):
                if o.owner != seat and oid not in shown:    # 702.143a: only its owner may look at a foretold card
                    pools.setdefault((o.owner, "cards"), []).append(oid)
            elif o.face_down:
                pools.setdefault((o.owner, "face_down"), []).append(oid)
    for pl in g.players:
        for oid in pl.scheme_deck:
            lst = pools.setdefault((pl.index, "face_down"), [])
            if oid not in lst and oid in g.objects:
                lst.append(oid)
    return pools


def determinized(game: "Game", seat: int, rng: random.Random) -> "Game":
    """A copy of ``game`` for ``seat`` with every hidden card re-dealt at random (see the module docstring).

    The result depends only on what ``seat`` may know and on ``rng``: two games that differ only in how
    hidden cards are arranged give identical samples for the same ``rng`` state.
    """
    g = game.copy()
    g.rng = random.Random(rng.getrandbits(64))
    g.seed = rng.getrandbits(31)
    g.record = []
    redealt: set[int] = set()
    pools = hidden_pools(g, seat)
    for key in sorted(pools):
        ids = pools[key]
        cards = sorted((g.objects[o].card for o in ids), key=lambda c: c.name)
        rng.shuffle(cards)
        for oid, card in zip(ids, cards):
            g.objects[oid].card = card
            redealt.add(oid)
    _rewrite_hidden_history(g, seat, redealt)
    _ask_others_again(g, seat)
    return g


def _hidden_zone(g: "Game", seat: int, zone: str, owner: int) -> bool:
    return zone == LIBRARY or (zone == HAND and not can_see_hand(g, seat, owner))


def _rewrite_hidden_history(g: "Game", seat: int, redealt: set[int]) -> None:
    """Last known information of cards that went from one hidden place to another carries the real card;
    point it at the re-dealt card instead (the zone-change events share those records)."""
    if not redealt:
        return
    replaced: dict[int, Any] = {}
    for old_id, lki in list(g.lki.items()):
        if not _hidden_zone(g, seat, lki.zone, lki.owner):
            continue
        nid, hops = lki.new_id, 0
        while nid is not None and nid not in g.objects and nid in g.lki and hops < 64:
            nid, hops = g.lki[nid].new_id, hops + 1
        if nid is None or nid not in redealt:
            continue
        card = g.objects[nid].card
        if card is lki.card:
            continue
        chars = lki.chars
        if chars is not None and dataclasses.is_dataclass(chars):
            chars = dataclasses.replace(chars, name=card.name, types=card.types, subtypes=card.subtypes,
                                        supertypes=card.supertypes, colors=card.colors, power=card.power,
                                        toughness=card.toughness, keywords=card.keywords)
        new = dataclasses.replace(lki, card=card, chars=chars)
        g.lki[old_id] = new
        replaced[id(lki)] = new
    if not replaced:
        return
    for i, e in enumerate(g.events):
        if e.data is not None and id(e.data) in replaced:
            g.events[i] = dataclasses.replace(e, data=replaced[id(e.data)])


def _ask_others_again(g: "Game", seat: int) -> None:
    """Other players' pending questions were asked with their real cards (a priority decision lists the
    spells in hand): drop them so the engine asks again about the re-dealt cards (as for 807 refreshes)."""
    stale = False
    for frames in g._frame_stacks():
        f = frames[-1] if frames else None
        if f is not None and f.pending is not None and f.pending.player != seat:
            f.pending = None
            f.state.pop("asked_before", None)
            stale = True
    if stale:
        g._advance()


class Sampler:
    """Determinized copies of a live game for one seat: ``sampler()`` returns a fresh sample.

    Made by the runner and handed to a search agent through ``agent.bind(sampler)``; the agent never
    holds the real game itself.
    """

    __slots__ = ("_game", "seat", "rng")

    def __init__(self, game: "Game", seat: int, seed: int | None = None):
        self._game = game
        self.seat = seat
        self.rng = random.Random(seed)

    def __call__(self) -> "Game":
        """A new determinized copy of the game as it stands now."""
        return determinized(self._game, self.seat, self.rng)
