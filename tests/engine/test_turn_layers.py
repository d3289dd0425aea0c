"""Issue 18: a turn beginning is layer-neutral for the characteristics cache (613) unless a static ability reads
whose turn it is; such an ability is applied anew at each turn (611.3a)."""
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario


def test_611_3a_during_your_turn_a_static_ability_follows_whose_turn_it_is():
    s = Scenario(2)
    aeronaut = s.battlefield(0, "Daggersail Aeronaut")        # "During your turn, this creature has flying."
    bears = s.battlefield(1, "Grizzly Bears")
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    assert "Flying" in s.chars(aeronaut).keywords and not g.chars(bears).keywords
    s.pass_to_later_turn(1, Step.UPKEEP)
    assert "Flying" not in s.chars(aeronaut).keywords
    s.pass_to_later_turn(0, Step.UPKEEP)
    assert "Flying" in s.chars(aeronaut).keywords


def test_302_6_a_creature_is_no_longer_summoning_sick_once_its_controllers_turn_began():
    s = Scenario(2)
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Grizzly Bears")
    s.pass_until_resolved()
    bears = s.on_battlefield("Grizzly Bears", 0)[0]
    from manamelee.engine.casting import summoning_sick
    assert summoning_sick(g, bears)
    s.pass_to_later_turn(0, Step.UPKEEP)
    assert not summoning_sick(g, bears)
