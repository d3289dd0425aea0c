"""Issue 14 soak: random 4-player games with decks that contain planeswalkers (306, 606) end without an
exception and replay exactly; the slow test is part of `make soak`, a short run is part of `make test`."""
import json
from pathlib import Path

import pytest

from manamelee.agents import HeuristicAgent, RandomAgent
from manamelee.configs import make_config
from manamelee.engine import events as ev
from manamelee.sim.replay import replay, replay_record
from manamelee.sim.runner import run_game

DECKS = [str(Path(__file__).parent / "decks" / n) for n in ("walkers_rg.txt", "walkers_u.txt", "walkers_w.txt", "walkers_bg.txt")]


def _state(g):
    return (json.dumps([g.view(p) for p in range(len(g.players))], sort_keys=True, default=str), g.log, g.result)


def _play(seed, heuristic=False):
    cfg = make_config(4, decks=DECKS, seed=seed)
    agents = [(HeuristicAgent(seed * 4 + i) if heuristic and i % 2 else RandomAgent(seed * 4 + i)) for i in range(4)]
    return run_game(cfg, seed, agents)


def _loyalty_activations(g):
    return sum(1 for e in g.events if e.kind == ev.ACTIVATE and e.data is not None and e.data.text.startswith("["))


def _check(seed, heuristic=False):
    g = _play(seed, heuristic)
    assert g.over and g.result is not None, seed
    r = replay(json.loads(json.dumps(replay_record(g))))
    assert _state(r) == _state(g), seed
    return g


def test_a_few_4_player_games_with_planeswalkers_run_and_replay_exactly():
    games = [_check(seed, heuristic=bool(seed % 2)) for seed in range(6)]
    assert sum(_loyalty_activations(g) for g in games) > 0          # the agents do use loyalty abilities


@pytest.mark.slow
def test_soak_1000_random_4_player_games_with_planeswalkers_replay_exactly():
    used = 0
    for seed in range(1000):
        used += _loyalty_activations(_check(seed))
    assert used > 0
