"""Melee (CR 702.121): whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you
attacked with a creature this combat; the cards Wings of the Guard, Deputized Protester, Menagerie Liberator."""
import pytest

from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

from .helpers import resolve_all


def pt(g, oid):
    ch = g.chars(oid)
    return ch.power, ch.toughness


def attack_and_resolve(s, *pairs):
    s.attack(*pairs)
    resolve_all(s)


@pytest.mark.parametrize("name,base,kw", [("Wings of the Guard", (1, 1), "Flying"),
                                         ("Deputized Protester", (2, 1), "Menace"),
                                         ("Menagerie Liberator", (3, 2), "Trample")])
def test_card_702_121a_melee_gets_plus_one_for_each_opponent_attacked(name, base, kw):
    s = Scenario(4)
    m = s.battlefield(0, name)
    bear = s.battlefield(0, "Runeclaw Bear")
    ogre = s.battlefield(0, "Gray Ogre")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert kw in g.chars(m).keywords and pt(g, m) == base
    attack_and_resolve(s, (m, 1), (bear, 2), (ogre, 3))
    assert pt(g, m) == (base[0] + 3, base[1] + 3)          # three opponents attacked
    s.pass_until(Step.END)
    assert pt(g, m) == (base[0] + 3, base[1] + 3)          # until end of turn: still there at the end step


def test_702_121a_melee_counts_opponents_not_attackers():
    s = Scenario(4)
    m = s.battlefield(0, "Wings of the Guard")
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    attack_and_resolve(s, (m, 2), (bear, 2))
    assert pt(g, m) == (2, 2)                               # two creatures, one opponent: +1/+1


def test_702_121a_melee_does_not_count_teammates_or_unattacked_opponents():
    from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
    s = Scenario(4, teams=[0, 1, 0, 1], hooks=MultiplayerHooks(MultiplayerRules("team-vs-team")))
    m = s.battlefield(0, "Wings of the Guard")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    attack_and_resolve(s, (m, 1))
    assert pt(g, m) == (2, 2)
