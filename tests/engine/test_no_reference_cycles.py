"""Issue 18: playing a game makes no reference cycles. Garbage in a cycle waits for the cyclic collector, which then
walks everything young again (the collector took about 4% of a duel's time when each payment search left a cycle
of nested functions behind)."""
import gc

import pytest

from manamelee.agents.random_agent import RandomAgent
from manamelee.configs import make_config
from manamelee.engine.game import Game


@pytest.mark.parametrize("variant,players", [("duel", 2), ("ffa", 4), ("two-headed-giant", 4)])
def test_a_random_game_leaves_no_cyclic_garbage(variant, players):
    cfg = make_config(players, variant=variant, seed=3)
    agents = [RandomAgent(3 + i) for i in range(players)]
    g = Game.new(cfg, 3)
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for _ in range(400):                       # some turns: casting, paying mana, combat, creatures dying
            if g.over:
                break
            d = g.pending()[0]
            g.submit(d.id, agents[d.player].choose(None, d))
        gc.collect()
        kinds = sorted({type(o).__name__ for o in gc.garbage})
        assert gc.garbage == [], f"cyclic garbage: {kinds}"
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
