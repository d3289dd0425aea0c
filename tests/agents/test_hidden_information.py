"""Agents see only ``game.view(seat)`` (DESIGN "views and hidden information"); search agents get game copies
only through a Sampler that re-deals every card hidden from their seat (ISMCTS determinization)."""
from __future__ import annotations

import random

import pytest

from manamelee.agents import HeuristicAgent, RandomAgent, make_agent
from manamelee.agents.determinize import Sampler, determinized, hidden_pools
from manamelee.engine.constants import LIBRARY

from .helpers import drive, hidden_ids, ids_in, new_game


def _advance_to(g, seat: int, decisions: int, seed: int = 0):
    """Play heuristic answers until at least ``decisions`` answers are in and ``seat`` is to decide."""
    agents = [HeuristicAgent(seed + i) for i in range(len(g.players))]
    n = 0
    while not g.over:
        d = g.pending()[0]
        if n >= decisions and d.player == seat and len(d.options) > 1:
            return d
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
        n += 1
    raise AssertionError("the game ended first")


def _swap_hidden(g, owner: int) -> None:
    """Swap a card of ``owner``'s hand with a different card of their library (a different hidden arrangement)."""
    pl = g.players[owner]
    for h in pl.hand:
        for lib in pl.library:
            a, b = g.objects[h], g.objects[lib]
            if a.card.name != b.card.name:
                a.card, b.card = b.card, a.card
                g._chars.clear()
                return
    raise AssertionError("no two different hidden cards to swap")


def _names(g, ids):
    return [g.objects[o].card.name for o in ids]


@pytest.mark.parametrize("variant,players", [("duel", 2), ("two-headed-giant", 4), ("emperor", 6)])
def test_views_given_to_agents_hold_no_hidden_card(variant, players):
    g = new_game(variant, players, seed=3)
    seen = []

    def check(view, d, i):
        viewer = view["viewer"]
        assert viewer == d.player
        for p in view["players"]:
            if p["seat"] != viewer and "hand" in p:
                # Only a teammate's hand, where the variant shows it (808.5, 809.7, 810.5).
                assert g.players[p["seat"]].team is not None and g.players[p["seat"]].team == g.players[viewer].team
        assert not (ids_in(view) & hidden_ids(g, viewer)), d
        seen.append(d.kind)

    drive(g, [HeuristicAgent(i) for i in range(players)], 250, check)
    assert "priority" in seen and "mulligan" in seen


def test_an_opponent_hand_is_absent_from_the_view_in_a_duel():
    g = new_game("duel", 2, seed=5)
    v = g.view(0)
    assert "hand" in v["players"][0] and "hand" not in v["players"][1]
    assert v["players"][1]["hand_size"] == len(g.players[1].hand)


def test_hidden_arrangement_changes_nothing_an_agent_receives():
    """Two games identical except which of the opponent's hidden cards is in hand and which in the library:
    the agent's view is the same, and a sampler with the same seed deals the same determinizations."""
    g1 = new_game("duel", 2, seed=11, decks=["red", "green"])
    d = _advance_to(g1, 0, 30)
    g2 = g1.copy()
    _swap_hidden(g2, 1)
    assert _names(g1, g1.players[1].hand) != _names(g2, g2.players[1].hand)      # the swap is real
    assert g1.view(0) == g2.view(0)
    assert g1.view(1) != g2.view(1)
    s1, s2 = Sampler(g1, 0, seed=9), Sampler(g2, 0, seed=9)
    for _ in range(5):
        a, b = s1(), s2()
        for p in (0, 1):
            assert _names(a, a.players[p].hand) == _names(b, b.players[p].hand)
            assert _names(a, a.players[p].library) == _names(b, b.players[p].library)
        assert a.rng.getstate() == b.rng.getstate()
    # So every agent answers the same in both games, the search agent included.
    def search():
        return make_agent("mcts", seed=4, iterations=4, time_ms=None, rollout_turns=0)

    for make in (lambda: HeuristicAgent(1), search):
        x, y = make(), make()
        if hasattr(x, "bind"):
            x.bind(Sampler(g1, 0, seed=2))
            y.bind(Sampler(g2, 0, seed=2))
        assert x.choose(g1.view(0), d) == y.choose(g2.view(0), d)


def test_determinization_keeps_what_the_seat_knows_and_redeals_the_rest():
    g = new_game("duel", 2, seed=21, decks=["blue", "black"])
    _advance_to(g, 0, 40)
    before = g.view(0), g.view(1), len(g.record), g.rng.getstate()
    real_hidden = sorted(_names(g, g.players[1].hand + g.players[1].library))
    moved = 0
    rng = random.Random(1)
    for _ in range(10):
        s = determinized(g, 0, rng)
        assert _names(s, s.players[0].hand) == _names(g, g.players[0].hand)        # my hand: known
        assert s.players[0].hand == g.players[0].hand
        for p in (0, 1):                                                           # same zone sizes
            assert len(s.players[p].hand) == len(g.players[p].hand)
            assert len(s.players[p].library) == len(g.players[p].library)
        assert sorted(_names(s, s.players[1].hand + s.players[1].library)) == real_hidden
        assert s.view(0)["battlefield"] == g.view(0)["battlefield"]
        assert s.record == [] and s.rng.getstate() != g.rng.getstate()
        moved += _names(s, s.players[1].hand) != _names(g, g.players[1].hand)
    assert moved >= 5                                   # the opponent's real hand is not what comes back
    assert (g.view(0), g.view(1), len(g.record), g.rng.getstate()) == before      # the real game is untouched


def test_determinization_rewrites_last_known_information_of_drawn_cards():
    g = new_game("duel", 2, seed=8, decks=["green", "white"])
    _advance_to(g, 0, 8)
    assert g.players[1].hand
    s = determinized(g, 0, random.Random(3))
    checked = 0
    for lki in s.lki.values():
        if lki.zone != LIBRARY or lki.new_id not in s.objects:
            continue
        o = s.objects[lki.new_id]
        if o.owner == 1 and lki.new_id in s.players[1].hand:
            assert lki.card is o.card
            checked += 1
    assert checked == len(g.players[1].hand)


def test_a_teammates_hand_stays_put_in_two_headed_giant():
    g = new_game("two-headed-giant", 4, seed=2)
    _advance_to(g, 0, 20)
    mate = next(p.index for p in g.players if p.index != 0 and p.team == g.players[0].team)
    pools = hidden_pools(g, 0)
    assert (mate, "cards") in pools and not set(g.players[mate].hand) & set(pools[(mate, "cards")])
    s = determinized(g, 0, random.Random(0))
    assert _names(s, s.players[mate].hand) == _names(g, g.players[mate].hand)


def test_scheme_decks_are_hidden_from_everyone():
    g = new_game("archenemy", 4, seed=1)
    arch = g.config.options["multiplayer"]["archenemies"][0]
    pools = hidden_pools(g, arch)
    assert set(pools[(arch, "face_down")]) == set(g.players[arch].scheme_deck)


def test_other_players_pending_questions_are_asked_about_the_redealt_cards():
    """Grand Melee (807.5) has several decisions pending; another player's "cast X" options must name the
    cards the sample gave them, not their real hand."""
    g = new_game("grand-melee", 10, seed=4)          # ten players: two turn markers (807.4a)
    agents = [RandomAgent(i) for i in range(10)]
    for _ in range(3000):
        ds = g.pending()
        seat = ds[0].player
        others = [d for d in ds if d.player != seat and any(o.kind == "cast" for o in d.options)]
        if others:
            s = determinized(g, seat, random.Random(5))
            for d in s.pending():
                for o in d.options:
                    if o.kind == "cast":
                        assert s.objects[o.value].card.name in o.label
                        assert o.value in s.players[d.player].hand or d.player == seat
            return
        d = ds[0]
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
        assert not g.over
    pytest.skip("no state with another player's cast options pending")
