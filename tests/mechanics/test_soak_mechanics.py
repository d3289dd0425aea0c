"""`make soak`: random games with the multiplayer mechanics' cards (the monarch, goad, voting, melee, myriad,
join forces, assist) end without an exception
and replay exactly (marked slow; MANAMELEE_SOAK_GAMES games, 500 by default)."""
import json
import os
from pathlib import Path

import pytest

from manamelee.agents import RandomAgent
from manamelee.agents.heuristic import HeuristicAgent
from manamelee.configs import make_config
from manamelee.sim.replay import replay, replay_record
from manamelee.sim.runner import run_game

DECKS = [str(p) for p in sorted((Path(__file__).parent / "decks").glob("*.txt"))]
SOAK_GAMES = int(os.environ.get("MANAMELEE_SOAK_GAMES", "500"))


def mechanics_game(seed: int, heuristic: bool = False):
    """A 3-5 player Free-for-All (every fourth with range of influence 1) between the mechanics' decks, played
    by random agents (or heuristic ones)."""
    players = 3 + seed % 3
    kw = {"range_": 1} if seed % 4 == 3 else {}
    cfg = make_config(players, decks=DECKS, seed=seed, **kw)
    agent = HeuristicAgent if heuristic else RandomAgent
    return run_game(cfg, seed, [agent(seed * 16 + i) for i in range(players)])


def _state(g):
    return json.dumps([g.view(p) for p in range(len(g.players))], sort_keys=True, default=str), g.log, g.result


def test_mechanics_games_crown_a_monarch_goad_creatures_and_replay_exactly():
    """A handful of games in `make test`: the mechanics happen, and the replays reproduce the games."""
    crowned = goaded = voted = 0
    for seed in range(8):
        g = mechanics_game(seed, heuristic=seed % 2 == 1)
        assert g.over, seed
        crowned += any("becomes the monarch" in line for line in g.log)
        goaded += any("is goaded by" in line for line in g.log)
        voted += any("votes for" in line for line in g.log)
        r = replay(json.loads(json.dumps(replay_record(g))))
        assert _state(r) == _state(g), seed
    assert crowned and goaded and voted


@pytest.mark.slow
def test_soak_500_random_games_with_the_monarch_goad_and_voting_cards_replay_exactly():
    for seed in range(SOAK_GAMES):
        g = mechanics_game(seed)
        assert g.over and g.result is not None, seed
        r = replay(json.loads(json.dumps(replay_record(g))))
        assert _state(r) == _state(g), seed
