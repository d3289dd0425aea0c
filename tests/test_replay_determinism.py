"""DESIGN "determinism": config + seed + answers determine the game; a replay re-runs it exactly."""
import json

import pytest

from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.engine.errors import ConfigError
from manamelee.sim.replay import replay, replay_record
from manamelee.sim.runner import result_line, run_game


def _state(g):
    return (json.dumps([g.view(p) for p in range(len(g.players))], sort_keys=True, default=str),
            g.log, g.result)


def _play(seed, players):
    cfg = make_config(players)
    return run_game(cfg, seed, [RandomAgent(seed * 7 + i) for i in range(players)])


@pytest.mark.parametrize("block", range(4))
def test_200_random_games_replay_to_identical_state(block):
    for seed in range(block * 50, block * 50 + 50):
        players = 2 + seed % 3
        g = _play(seed, players)
        assert g.over
        record = json.loads(json.dumps(replay_record(g)))     # through JSON, as on disk
        r = replay(record)
        assert r.over
        assert _state(r) == _state(g)
        assert result_line(r) == record["result"]


def test_same_seed_same_game_different_seed_differs():
    a, b, c = _play(11, 3), _play(11, 3), _play(12, 3)
    assert a.log == b.log
    assert a.log != c.log


def test_replay_rejects_malformed_records():
    g = _play(3, 2)
    rec = replay_record(g)
    with pytest.raises(ConfigError):
        replay({"seed": 1})
    bad = dict(rec, answers=[["x", 1]])
    with pytest.raises(ConfigError):
        replay(bad)
    wrong = dict(rec, answers=[[999999, 0]])
    with pytest.raises(ConfigError, match="does not replay"):
        replay(wrong)
    with pytest.raises(ConfigError):
        replay(dict(rec, config={"players": "nope"}))
