"""The agents with planeswalkers and battles (issue 14): a "[-X]" loyalty cost keeps the planeswalker alive
(606.6, 704.5i), and a battle's protector (310.11a) is chosen among the offered opponents."""
from manamelee.agents import HeuristicAgent, RandomAgent
from manamelee.cards.dsl import test_battle
from manamelee.cards.pool import default_pool
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario


def test_heuristic_minus_x_loyalty_keeps_a_loyalty_counter():
    s = Scenario(2)
    s.battlefield(0, "Chandra Nalaar")                    # 6 loyalty
    s.battlefield(1, "Grizzly Bears")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Chandra Nalaar", index=1)
    d = s.decision
    assert d.kind == "choose_x" and d.rule == "606.6"
    i = HeuristicAgent(1).choose(s.g.view(0), d)
    assert d.options[i].value == 5


def test_agents_choose_a_protector_among_the_offered_opponents():
    pool = default_pool().extended(test_battle("Test Siege", 3, cost="{R}"))
    for agent in (HeuristicAgent(2), RandomAgent(2)):
        s = Scenario(3, pool=pool)
        s.hand(0, "Test Siege")
        s.lands(0, "Mountain", 1)
        s.start(active=0, step=Step.MAIN1)
        s.cast("Test Siege")
        s.pass_priority(3)
        d = s.decision
        assert d.kind == "choose_protector"
        i = agent.choose(s.g.view(0), d)
        assert d.options[i].value in (1, 2)
        s.g.submit(d.id, i)
        (b,) = s.on_battlefield("Test Siege", 0)
        assert s.g.objects[b].note["protector"] == d.options[i].value
