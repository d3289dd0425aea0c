"""The agent registry: ``make_agent(name, seed, **options)`` for the server, the CLI and batch simulation."""
from __future__ import annotations

import pytest

from manamelee.agents import (AGENTS, Agent, HeuristicAgent, RandomAgent, SearchAgent, agent_from_spec, make_agent,
                              parse_agent_spec)
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


def test_agent_spec_gives_the_name_and_typed_options():
    assert parse_agent_spec("random") == ("random", {})
    assert parse_agent_spec(" mcts:iterations=80:time_ms=none:rollout=random:c=0.5 ") == \
        ("mcts", {"iterations": 80, "time_ms": None, "rollout": "random", "c": 0.5})
    assert parse_agent_spec("heuristic:epsilon=0.1") == ("heuristic", {"epsilon": 0.1})
    assert parse_agent_spec("x:flag=true:other=False") == ("x", {"flag": True, "other": False})


def test_agent_from_spec_builds_the_agent_with_its_options():
    a = agent_from_spec("mcts:iterations=7:time_ms=none", 3)
    assert isinstance(a, MCTSAgent) and a.iterations == 7 and a.time_ms is None
    h = agent_from_spec("heuristic:epsilon=0.25", 3)
    assert isinstance(h, HeuristicAgent)


@pytest.mark.parametrize("spec,needle", [
    ("", "needs a name"),
    (":iterations=3", "no name before ':'"),
    ("mcts:", "is not key=value"),
    ("mcts:iterations", "is not key=value"),
    ("mcts:=3", "is not key=value"),
    ("mcts:iterations=", "is not key=value"),
    ("mcts:iterations=3:iterations=4", "gives 'iterations' twice"),
    ("mcts:9lives=1", "is not key=value"),
    ("nosuch:x=1", "unknown agent 'nosuch'"),
    ("mcts:iterations=zero", "iterations must be a whole number"),
])
def test_malformed_agent_specs_raise_value_error(spec, needle):
    with pytest.raises(ValueError, match=needle):
        agent_from_spec(spec, 0)
