"""The ISMCTS agent: its budget, its use of the sampler, and that it finds a winning line."""
from __future__ import annotations

import itertools

import pytest

from manamelee.agents import HeuristicAgent, make_agent
from manamelee.agents.determinize import Sampler
from manamelee.agents.mcts import MCTSAgent, _actions
from manamelee.engine import Step
from manamelee.scenario import Scenario
from manamelee.sim.runner import run_game

from .helpers import new_game


def _decision_with_choices(g, seat):
    agents = [HeuristicAgent(i) for i in range(len(g.players))]
    while not g.over:
        d = g.pending()[0]
        if d.player == seat and d.kind == "priority" and len({o.label for o in d.options}) > 1:
            return d
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
    raise AssertionError("no decision found")


class CountingSampler:
    def __init__(self, g, seat):
        self.inner = Sampler(g, seat, seed=1)
        self.calls = 0

    def __call__(self):
        self.calls += 1
        return self.inner()


@pytest.mark.parametrize("budget", [1, 7])
def test_mcts_runs_exactly_its_iteration_budget(budget):
    g = new_game("duel", 2, seed=4)
    d = _decision_with_choices(g, 0)
    agent = MCTSAgent(0, iterations=budget, time_ms=None, rollout_turns=0, rollout_decisions=10)
    sampler = CountingSampler(g, 0)
    agent.bind(sampler)
    i = agent.choose(g.view(0), d)
    assert 0 <= i < len(d.options)
    assert agent.last_iterations == budget
    # One determinization per round; a round plays it once from each action of the decision.
    actions = len(_actions(d))
    assert actions >= 2 and sampler.calls == -(-budget // actions)


def test_mcts_time_budget_stops_on_its_clock():
    g = new_game("duel", 2, seed=4)
    d = _decision_with_choices(g, 0)
    ticks = itertools.count()
    agent = MCTSAgent(0, iterations=None, time_ms=500, rollout_turns=0, rollout_decisions=10,
                      clock=lambda: next(ticks) * 0.1)     # every look at the clock: 100 ms later
    agent.bind(CountingSampler(g, 0))
    agent.choose(g.view(0), d)
    assert 1 <= agent.last_iterations <= 5


def test_mcts_leaves_the_real_game_alone():
    g = new_game("duel", 2, seed=5)
    d = _decision_with_choices(g, 0)
    before = (g.view(0), g.view(1), list(g.record), g.rng.getstate(), [x.id for x in g.pending()])
    agent = MCTSAgent(0, iterations=5, rollout_turns=1)
    agent.bind(Sampler(g, 0, seed=3))
    agent.choose(g.view(0), d)
    assert (g.view(0), g.view(1), list(g.record), g.rng.getstate(), [x.id for x in g.pending()]) == before


def test_mcts_without_a_sampler_answers_like_the_heuristic():
    g = new_game("duel", 2, seed=6)
    d = _decision_with_choices(g, 0)
    assert MCTSAgent(0, iterations=3).choose(g.view(0), d) == HeuristicAgent(0).choose(g.view(0), d)
    assert MCTSAgent(0, iterations=3).last_iterations == 0


def test_mcts_finds_the_lethal_attack():
    """Opponent at 2 life, one attacker and no blockers: attacking wins; every rollout says so."""
    s = Scenario(2)
    for p in (0, 1):
        s.library(p, *["Plains"] * 8)
    bear = s.battlefield(0, "Grizzly Bears")
    s.life(1, 2)
    g = s.start(active=0, step=Step.MAIN1)
    d = s.pass_until_decision("declare_attackers")
    agent = MCTSAgent(0, iterations=12, time_ms=None, rollout_turns=1, margin=0.0)
    agent.bind(Sampler(g, 0, seed=0))
    assert d.options[agent.choose(g.view(0), d)].value == bear


def test_run_game_binds_a_sampler_to_each_search_agent():
    seen = {}

    class Probe(HeuristicAgent):
        def bind(self, sampler):
            seen[sampler.seat] = sampler

    from manamelee.configs import make_config
    g = run_game(make_config(2, seed=1), 1, [Probe(0), HeuristicAgent(1)])
    assert g.over and set(seen) == {0}
    copy = seen[0]()
    assert copy is not g and copy.record == []


def test_mcts_plays_a_whole_multiplayer_game():
    from manamelee.configs import make_config
    agents = [make_agent("mcts", 0, iterations=2, rollout_turns=0, rollout_decisions=15)] + \
        [make_agent("heuristic", s) for s in range(1, 4)]
    g = run_game(make_config(4, variant="two-headed-giant", seed=2), 2, agents)
    assert g.over
