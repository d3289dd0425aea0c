"""`make soak`: long random-game runs (marked slow; not part of `make test`)."""
import pytest

from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.sim.runner import run_game


@pytest.mark.slow
def test_soak_1000_random_4_player_games():
    ended = 0
    for seed in range(1000):
        g = run_game(make_config(4), seed, [RandomAgent(seed * 4 + i) for i in range(4)])
        assert g.over, seed
        ended += 1
    assert ended == 1000
