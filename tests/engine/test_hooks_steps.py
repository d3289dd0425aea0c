"""Hooks.after_turn_based_actions is asked only in the steps a variant lists (steps_after_turn_based_actions), so a
step costs no call into a variant with nothing to do there; Archenemy lists its precombat main phase (904.9)."""
from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.engine.constants import Step
from manamelee.engine.game import Game
from manamelee.engine.hooks import Hooks
from manamelee.multiplayer.archenemy import ArchenemyHooks


class _Noting(Hooks):
    def __init__(self, steps):
        self.steps_after_turn_based_actions = frozenset(steps)
        self.asked = []

    def after_turn_based_actions(self, g, t, step):
        self.asked.append(step)
        return None


def _play_turns(hooks, turns=4):
    g = Game.new(make_config(2, variant="duel", seed=3), 3)
    g.hooks = hooks
    agents = [RandomAgent(1), RandomAgent(2)]
    while not g.over and g.turn_count < turns:
        d = g.pending()[0]
        g.submit(d.id, agents[d.player].choose(None, d))
    return g


def test_a_variant_listing_no_step_is_never_asked():
    h = _Noting(())
    g = _play_turns(h)
    assert g.turn_count >= 3 and h.asked == []


def test_a_variant_listing_steps_is_asked_in_those_steps_once_each_turn():
    h = _Noting({Step.MAIN1, Step.END})
    g = _play_turns(h)
    assert set(h.asked) == {Step.MAIN1, Step.END}
    assert h.asked.count(Step.MAIN1) >= g.turn_count - 1


def test_archenemy_lists_its_precombat_main_phase_904_9():
    assert ArchenemyHooks.steps_after_turn_based_actions == frozenset({Step.MAIN1})
    assert Hooks.steps_after_turn_based_actions == frozenset()
