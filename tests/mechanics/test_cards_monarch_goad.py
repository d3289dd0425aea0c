"""Behaviour of the monarch and goad cards of manamelee/cards/sets/multiplayer_mechanics.py, each from its Oracle
text (facts checked against /work/shared/cards/oracle-cards.json by the pool's oracle tests)."""
import pytest

from manamelee.engine.constants import Step
from manamelee.engine.goad import goaders
from manamelee.engine.monarch import become_monarch
from manamelee.scenario import Scenario

from ..cards.pool_helpers import lands_for
from .helpers import resolve_all


def cast_it(s, name, *targets):
    s.cast(name, *targets)
    resolve_all(s)


MONARCH_ETB = ["Palace Sentinels", "Thorn of the Black Rose", "Crimson Fleet Commodore", "Staunch Throneguard"]


@pytest.mark.parametrize("name", MONARCH_ETB)
def test_card_722_when_this_creature_enters_you_become_the_monarch(name):
    s = Scenario(4)
    s.hand(1, name)
    lands_for(s, 1, name)
    g = s.start(active=1, step=Step.MAIN1)
    become_monarch(g, 3)
    cast_it(s, name)
    assert s.on_battlefield(name, 1)
    assert g.monarch == 1


def test_card_printed_keywords_of_the_monarch_creatures():
    s = Scenario(2)
    ids = {n: s.battlefield(0, n) for n in MONARCH_ETB}
    g = s.start(active=0, step=Step.MAIN1)
    kw = {n: g.chars(i).keywords for n, i in ids.items()}
    assert "Deathtouch" in kw["Thorn of the Black Rose"] and "Trample" in kw["Crimson Fleet Commodore"]
    assert "Vigilance" in kw["Staunch Throneguard"]
    assert (g.chars(ids["Palace Sentinels"]).power, g.chars(ids["Palace Sentinels"]).toughness) == (2, 4)


def test_card_feast_of_succession_all_creatures_get_minus_4_and_you_become_the_monarch():
    s = Scenario(3)
    s.hand(0, "Feast of Succession")
    lands_for(s, 0, "Feast of Succession")
    bear = s.battlefield(1, "Runeclaw Bear")
    big = s.battlefield(2, "Colossal Dreadmaw")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Feast of Succession")
    assert g.monarch == 0
    assert bear not in g.battlefield                     # 2/2 at -2/-2 dies (704.5f)
    assert (g.chars(big).power, g.chars(big).toughness) == (2, 2)


def test_card_throne_of_the_high_city_taps_for_colorless_and_sacrifices_to_make_you_the_monarch():
    s = Scenario(3)
    throne = s.battlefield(0, "Throne of the High City")
    s.lands(0, "Plains", 4)
    g = s.start(active=0, step=Step.MAIN1)
    assert any(a.mana == "C" for a in g.objects[throne].card.activated)
    s.activate("Throne of the High City", index=1)
    resolve_all(s)
    assert g.monarch == 0
    assert throne not in g.battlefield and s.zone_of("Throne of the High City")[0][0] == "graveyard"


def test_card_throne_warden_gets_a_counter_at_your_end_step_only_while_you_are_the_monarch():
    s = Scenario(2)
    warden = s.battlefield(0, "Throne Warden")
    s.library(0, "Plains", "Plains")
    g = s.start(active=0, step=Step.MAIN2)
    s.pass_until(Step.END)
    resolve_all(s)
    assert g.objects[warden].counters.get("+1/+1", 0) == 0          # 603.4: not the monarch, no trigger
    s2 = Scenario(2)
    warden = s2.battlefield(0, "Throne Warden")
    s2.library(0, "Plains", "Plains")
    g2 = s2.start(active=0, step=Step.MAIN2)
    become_monarch(g2, 0)
    s2.pass_until(Step.END)
    resolve_all(s2)
    assert g2.objects[warden].counters.get("+1/+1", 0) == 1
    assert len(g2.players[0].hand) == 1                            # and the monarch drew (722.2)


def test_card_garrulous_sycophant_drains_each_opponent_while_you_are_the_monarch():
    s = Scenario(4)
    s.battlefield(0, "Garrulous Sycophant")
    s.library(0, "Plains")
    g = s.start(active=0, step=Step.MAIN2)
    become_monarch(g, 0)
    s.pass_until(Step.END)
    resolve_all(s)
    assert [pl.life for pl in g.players] == [21, 19, 19, 19]      # "you gain 1 life": once, not per opponent


def test_card_garrulous_sycophant_does_nothing_when_another_player_is_the_monarch():
    s = Scenario(3)
    s.battlefield(0, "Garrulous Sycophant")
    g = s.start(active=0, step=Step.MAIN2)
    become_monarch(g, 1)
    s.pass_until(Step.END)
    resolve_all(s)
    assert [pl.life for pl in g.players] == [20, 20, 20]


def test_card_disrupt_decorum_goads_all_creatures_you_dont_control():
    s = Scenario(3)
    s.hand(0, "Disrupt Decorum")
    lands_for(s, 0, "Disrupt Decorum")
    mine = s.battlefield(0, "Runeclaw Bear")
    a = s.battlefield(1, "Runeclaw Bear")
    b = s.battlefield(2, "Craw Wurm")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Disrupt Decorum")
    assert goaders(g, a) == (0,) and goaders(g, b) == (0,) and goaders(g, mine) == ()


def test_card_jeering_homunculus_may_goad_target_creature():
    s = Scenario(3)
    s.hand(0, "Jeering Homunculus")
    lands_for(s, 0, "Jeering Homunculus")
    bear = s.battlefield(2, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Jeering Homunculus")
    s.pass_until_resolved()
    s.choose("target", value=("obj", bear))
    for _ in range(10):                         # 603.5: "you may" is asked as the trigger resolves
        d = s.decision
        if d.kind == "yes_no":
            s.choose("yes")
            break
        s.choose("pass")
    resolve_all(s)
    assert goaders(g, bear) == (0,)


def test_card_jeering_homunculus_goad_is_optional():
    s = Scenario(3)
    s.hand(0, "Jeering Homunculus")
    lands_for(s, 0, "Jeering Homunculus")
    bear = s.battlefield(2, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Jeering Homunculus")
    s.pass_until_resolved()
    s.choose("target", value=("obj", bear))
    for _ in range(10):
        d = s.decision
        if d.kind == "yes_no":
            s.choose("no")
            break
        s.choose("pass")
    resolve_all(s)
    assert goaders(g, bear) == ()


def test_card_taunting_kobold_goads_a_creature_an_opponent_controls_when_it_attacks():
    s = Scenario(3)
    kobold = s.battlefield(0, "Taunting Kobold", sick=True)          # haste
    bear = s.battlefield(2, "Runeclaw Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((kobold, 1))
    d = s.decision
    assert d.kind == "target" and {o.value for o in d.options} == {("obj", bear)}   # not the kobold itself
    s.choose("target", value=("obj", bear))
    resolve_all(s)
    assert goaders(g, bear) == (0,)


def test_card_oceanus_dragon_taps_and_goads_target_creature_an_opponent_controls():
    s = Scenario(3)
    s.hand(0, "Oceanus Dragon")
    lands_for(s, 0, "Oceanus Dragon")
    bear = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Oceanus Dragon")
    s.pass_until_resolved()
    s.choose("target", value=("obj", bear))
    resolve_all(s)
    assert g.objects[bear].tapped and goaders(g, bear) == (0,)
    assert "Flying" in g.chars(s.on_battlefield("Oceanus Dragon")[0]).keywords


def test_card_custodi_lich_becoming_the_monarch_makes_target_player_sacrifice_a_creature():
    s = Scenario(3)
    s.hand(0, "Custodi Lich")
    lands_for(s, 0, "Custodi Lich")
    bear = s.battlefield(2, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Custodi Lich")
    for _ in range(20):
        d = s.decision
        if d.kind == "target":
            s.choose("target", value=("player", 2))
            break
        s.choose("pass")
    resolve_all(s)
    assert g.monarch == 0 and bear not in g.battlefield


def test_card_custodi_lich_does_not_trigger_when_another_player_becomes_the_monarch():
    s = Scenario(3)
    s.battlefield(0, "Custodi Lich")
    s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    become_monarch(g, 1)
    s.refresh()
    assert not g.turns[0].stack and s.decision.kind == "priority"
    become_monarch(g, 0)
    s.refresh()
    assert s.decision.kind == "target"                   # "whenever you become the monarch" (722.3)
