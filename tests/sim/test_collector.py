"""sim/collector.py: the drivers that play games in a row hold Python's cyclic collector back for each game
(issue 18), which is sound only because a game makes no reference cycles."""
import contextlib
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


def _counting_pause(monkeypatch, module):
    """Wrap ``module``'s collector_paused to note the collector's count of new objects as each pause ends."""
    from manamelee.sim import collector
    counts = []
    real = collector.collector_paused

    @contextlib.contextmanager
    def noting():
        with real():
            yield
            counts.append(gc.get_count()[0])
    monkeypatch.setattr(module, "collector_paused", noting)
    return counts


def test_simulate_plays_each_game_with_the_collector_paused_and_drops_the_game_before_it_resumes(monkeypatch):
    from manamelee.sim import collector
    _Watching.seen = []
    monkeypatch.setattr(simulate, "make_named_agent", lambda name, seed: _Watching(seed or 0))
    counts = _counting_pause(monkeypatch, collector)
    gc.collect()
    rec = simulate.play_game(simulate.SimSpec(games=1, seed=2, variant="duel"), 0)
    assert "error" not in rec and rec["decisions"] == len(_Watching.seen) > 50 and not any(_Watching.seen)
    assert gc.isenabled()
    # the game's objects were freed inside the pause: few new ones are left for the collector's next pass
    assert len(counts) == 1 and counts[0] < 1200, counts   # a duel kept alive leaves ~2,400


@pytest.mark.parametrize("figure", ["games", "turns"])
def test_bench_plays_each_game_with_the_collector_paused_and_drops_it_inside(monkeypatch, figure):
    from manamelee.sim import bench_builds
    _Watching.seen = []
    monkeypatch.setattr(bench, "RandomAgent", _Watching)
    monkeypatch.setattr(bench_builds, "RandomAgent", _Watching)
    counts = _counting_pause(monkeypatch, bench if figure == "games" else bench_builds)
    gc.collect()
    if figure == "games":
        games, decisions, _el = bench._games("duel", 2, 0.0, 1)
        assert games == 1 and decisions == len(_Watching.seen) > 50
    else:
        bench_builds.turn_costs(1e-9, 1, {"turn2"})                    # one whole game
    assert _Watching.seen and not any(_Watching.seen) and gc.isenabled()
    assert len(counts) == 1 and counts[0] < 1200, counts   # a duel kept alive leaves ~2,400
