"""productions/land_dependence: the state trigger "When you control no Islands, sacrifice this creature." (603.8)."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ...pool_helpers import grave_names, lands_for, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real, scenario_of

TEXT = "When you control no Swamps, sacrifice this creature."


def test_603_8_sacrificed_when_its_controller_controls_no_swamp_any_more():
    fish = made_up("Test Bog Fish", "Creature — Fish", "{2}{B}", TEXT, "3/3")
    stone = made_up("Test Stone Rain", "Sorcery", "{2}{R}", "Destroy target land.")
    s = scenario(fish, stone)
    f = s.battlefield(1, "Test Bog Fish")
    swamp = s.battlefield(1, "Swamp")
    s.hand(0, "Test Stone Rain")
    lands_for(s, 0, "Test Stone Rain")
    g = s.start(active=0, step=Step.MAIN1)
    assert f in g.battlefield and not any(t.stack for t in g.turns)     # a Swamp: no trigger
    s.cast("Test Stone Rain", swamp)
    resolve_stack(s)
    assert grave_names(g, 1) == ["Swamp", "Test Bog Fish"]


def test_603_8_with_no_swamp_it_triggers_once_and_the_creature_is_sacrificed():
    fish = made_up("Test Bog Fish", "Creature — Fish", "{2}{B}", TEXT, "3/3")
    s = scenario(fish)
    s.battlefield(0, "Test Bog Fish")
    s.battlefield(1, "Swamp")                        # an opponent's Swamp doesn't count
    g = s.start(active=0, step=Step.MAIN1)
    assert sum(len(t.stack) for t in g.turns) == 1   # 603.8: it doesn't trigger again while on the stack
    resolve_stack(s)
    assert grave_names(g, 0) == ["Test Bog Fish"]


def test_real_card_dandan():
    d = real("Dandân")
    s = scenario_of(d)
    dd = s.battlefield(0, "Dandân")
    s.battlefield(0, "Island")
    s.battlefield(1, "Island")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((dd, 1))                                # "can't attack unless defending player controls an Island"
    assert g.turns[0].combat.attackers[dd] == ("player", 1) and dd in g.battlefield
