"""Every agent answers every kind of decision with a legal option index, in every variant — including Grand
Melee with several decisions pending at once (807) and mana payment by hand (601.2g-h, auto_pay off)."""
from __future__ import annotations

import collections

import pytest

from manamelee.agents import make_agent

from .helpers import drive, new_game

TABLES = [("duel", 2, {}), ("two-headed-giant", 4, {}), ("emperor", 6, {}), ("archenemy", 4, {}),
          ("grand-melee", 10, {}), ("ffa", 4, {"auto_pay": False}), ("team-vs-team", 4, {"range_": 1}),
          ("supervillain-rumble", 3, {})]


@pytest.mark.parametrize("name", ["random", "heuristic"])
@pytest.mark.parametrize("variant,players,kw", TABLES)
def test_agent_answers_are_legal(name, variant, players, kw):
    kinds: collections.Counter = collections.Counter()
    for seed in (1, 2):
        g = new_game(variant, players, seed=seed, **kw)
        agents = [make_agent(name, seed * 100 + s) for s in range(players)]
        drive(g, agents, 400, lambda v, d, i: kinds.update([d.kind]), seed=seed, rotate=True)
    assert {"mulligan", "priority", "declare_attackers"} <= set(kinds)
    if not kw.get("auto_pay", True):
        assert "pay_mana" in kinds


@pytest.mark.parametrize("variant,players", [("duel", 2), ("two-headed-giant", 4), ("grand-melee", 10)])
def test_mcts_answers_are_legal(variant, players):
    g = new_game(variant, players, seed=3)
    agents = [make_agent("mcts", s, iterations=2, rollout_turns=0, rollout_decisions=20) if s < 2
              else make_agent("heuristic", s) for s in range(players)]
    searched = collections.Counter()

    def check(view, d, i):
        if d.player < 2 and agents[d.player].last_iterations:
            searched[d.kind] += 1

    drive(g, agents, 120, check, seed=3, rotate=True)
    assert searched["priority"] >= 1


def test_all_decision_kinds_seen_over_the_tables():
    """The runs above meet the usual decision kinds; check the heuristic handles each one in a longer run."""
    kinds: collections.Counter = collections.Counter()
    for variant, players, kw in TABLES[:5]:
        g = new_game(variant, players, seed=9, **kw)
        drive(g, [make_agent("heuristic", s) for s in range(players)], 3000,
              lambda v, d, i: kinds.update([d.kind]), rotate=True)
    for seed in range(40):                  # a mulligan, then a card to the bottom (103.5)
        if "bottom" in kinds:
            break
        g = new_game("duel", 2, seed=seed)
        drive(g, [make_agent("heuristic", s) for s in range(2)], 40, lambda v, d, i: kinds.update([d.kind]))
    expected = {"mulligan", "bottom", "priority", "target", "declare_attackers", "choose_defender",
                "declare_blockers", "choose_attacker", "discard", "scry"}
    assert expected <= set(kinds), expected - set(kinds)
