"""sim/collector.py: the drivers that play games in a row hold Python's cyclic collector back for each game
(issue 18), which is sound only because a game makes no reference cycles."""
import gc

import pytest

from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.sim import bench, simulate
from manamelee.sim.collector import collector_paused
from manamelee.sim.runner import run_game
from tests.test_engine_builds import CASES


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_game_of_every_variant_leaves_no_cyclic_garbage_so_pausing_the_collector_frees_nothing_later(case):
    variant, players, opts = CASES[case]
    cfg = make_config(players, variant=variant, seed=5, **opts)
    run_game(cfg, 4, [RandomAgent(40 + i) for i in range(players)])       # first-use imports and caches
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        g = run_game(cfg, 5, [RandomAgent(50 + i) for i in range(players)])
        assert g.over and len(g.log) > 20
        del g
        assert gc.collect() == 0, "a game left objects only the cyclic collector can free"
    finally:
        if was:
            gc.enable()


def test_the_collector_is_off_inside_and_as_it_was_after_also_when_the_block_raises():
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(KeyError):
        with collector_paused():
            raise KeyError("x")
    assert gc.isenabled()
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()                    # one that was off stays off
    finally:
        gc.enable()


class _Watching(RandomAgent):
    """A random agent noting whether the collector was on at each of its decisions."""

    seen: list[bool] = []

    def choose(self, view, d):
        self.seen.append(gc.isenabled())
        return super().choose(view, d)


def test_simulate_and_bench_play_each_game_with_the_collector_paused(monkeypatch):
    _Watching.seen = []
    monkeypatch.setattr(simulate, "make_named_agent", lambda name, seed: _Watching(seed or 0))
    rec = simulate.play_game(simulate.SimSpec(games=1, seed=2, variant="duel"), 0)
    assert "error" not in rec and _Watching.seen and not any(_Watching.seen)
    assert gc.isenabled()
    _Watching.seen = []
    g = bench.Game.new(make_config(2, variant="duel", seed=1), 1)
    assert bench._play(g, [_Watching(1), _Watching(2)]) == len(_Watching.seen) > 0
    assert not any(_Watching.seen) and gc.isenabled()
