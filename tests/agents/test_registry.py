"""The agent registry: ``make_agent(name, seed, **options)`` for the server, the CLI and batch simulation."""
from __future__ import annotations

import pytest

from manamelee.agents import AGENTS, Agent, HeuristicAgent, RandomAgent, SearchAgent, make_agent
from manamelee.agents.mcts import MCTSAgent


def test_registry_names_the_three_agents():
    assert AGENTS == ("random", "heuristic", "mcts")
    assert isinstance(make_agent("random", 1), RandomAgent)
    assert isinstance(make_agent("heuristic", 1), HeuristicAgent)
    assert isinstance(make_agent("mcts", 1, iterations=3), MCTSAgent)


def test_every_agent_follows_the_protocol():
    for name in AGENTS:
        assert isinstance(make_agent(name, 0), Agent)
    assert isinstance(make_agent("mcts", 0), SearchAgent)
    assert not isinstance(make_agent("heuristic", 0), SearchAgent)


def test_unknown_name_raises_value_error_listing_the_known_names():
    with pytest.raises(ValueError) as e:
        make_agent("alphazero", 0)
    assert "alphazero" in str(e.value)
    for name in AGENTS:
        assert name in str(e.value)


def test_bad_options_raise_value_error():
    with pytest.raises(ValueError, match="heuristic"):
        make_agent("heuristic", 0, depth=3)
    with pytest.raises(ValueError, match="iterations"):
        make_agent("mcts", 0, iterations=0)
    with pytest.raises(ValueError, match="budget"):
        make_agent("mcts", 0, time_ms=None)
    with pytest.raises(ValueError, match="time_ms"):
        make_agent("mcts", 0, time_ms=-5)
    with pytest.raises(ValueError, match="rollout"):
        make_agent("mcts", 0, rollout="perfect")


def test_same_seed_same_agent_behaviour():
    from .helpers import drive, new_game
    records = []
    for _ in range(2):
        g = new_game("duel", 2, seed=6)
        drive(g, [make_agent("heuristic", 3, epsilon=0.2), make_agent("random", 4)], 150)
        records.append(list(g.record))
    assert records[0] == records[1]
