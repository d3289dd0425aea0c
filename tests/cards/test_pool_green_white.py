"""Behaviour of every card in manamelee/cards/sets/pool_green_white.py."""
import pytest

from manamelee.cards.sets import pool_green_white
from manamelee.engine.constants import EXILE, Step
from manamelee.scenario import Scenario

from .pool_helpers import cast_resolve, lands_for, pay_lands, resolve_stack


def pt(g, oid):
    ch = g.chars(oid)
    return ch.power, ch.toughness


def test_card_watchwolf_is_a_green_and_white_3_3():
    s = Scenario(2)
    s.hand(0, "Watchwolf")
    lands_for(s, 0, "Watchwolf")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Watchwolf")
    [wolf] = s.on_battlefield("Watchwolf")
    assert pt(g, wolf) == (3, 3) and g.chars(wolf).colors == {"G", "W"}


def test_card_centaur_healer_gains_3():
    s = Scenario(2)
    s.hand(0, "Centaur Healer")
    lands_for(s, 0, "Centaur Healer")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Centaur Healer")
    resolve_stack(s)
    [healer] = s.on_battlefield("Centaur Healer")
    assert g.players[0].life == 23 and pt(g, healer) == (3, 3)


@pytest.mark.parametrize("name,creature", [("Armada Wurm", True), ("Advent of the Wurm", False)])
def test_card_makes_a_5_5_trampling_wurm_token(name, creature):
    s = Scenario(2)
    s.hand(0, name)
    lands_for(s, 0, name)
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, name)
    resolve_stack(s)
    [wurm] = [o for o in s.on_battlefield("Wurm", 0) if g.objects[o].token]
    assert pt(g, wurm) == (5, 5) and "Trample" in g.chars(wurm).keywords and g.chars(wurm).colors == {"G"}
    if creature:
        [armada] = s.on_battlefield("Armada Wurm")
        assert "Trample" in g.chars(armada).keywords


def test_card_advent_of_the_wurm_at_instant_speed():
    s = Scenario(2)
    s.hand(0, "Advent of the Wurm")
    lands_for(s, 0, "Advent of the Wurm")
    s.library(1, "Plains")
    s.start(1, Step.UPKEEP)
    s.pass_priority()
    assert "cast Advent of the Wurm" in {o.label for o in s.decision.options}


def test_card_collective_blessing_your_creatures_get_3_3():
    s = Scenario(2)
    s.battlefield(0, "Collective Blessing")
    mine, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    assert pt(g, mine) == (5, 5) and pt(g, theirs) == (2, 2)


def test_card_sigil_blessing_target_gets_3_3_and_your_others_1_1():
    s = Scenario(2)
    a, b = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Savannah Lions")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Sigil Blessing")
    lands_for(s, 0, "Sigil Blessing")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Sigil Blessing")
    assert ("obj", theirs) not in {o.value for o in s.decision.options}
    s.choose("target", value=("obj", a))
    s.pass_until_resolved()
    assert (pt(g, a), pt(g, b), pt(g, theirs)) == ((5, 5), (3, 2), (2, 2))


def test_700_2_card_selesnya_charm_each_mode():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    big, small = s.battlefield(1, "Craw Wurm"), s.battlefield(1, "Hill Giant")
    s.hand(0, "Selesnya Charm", "Selesnya Charm", "Selesnya Charm")
    for _ in range(3):
        lands_for(s, 0, "Selesnya Charm")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Selesnya Charm")
    s.choose("mode", label="+2/+2")
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert pt(g, bears) == (4, 4) and "Trample" in g.chars(bears).keywords
    s.choose("cast", label="cast Selesnya Charm")
    s.choose("mode", label="Exile")
    values = {o.value for o in s.decision.options}
    assert ("obj", big) in values and ("obj", small) not in values        # power 5 or greater only
    s.choose("target", value=("obj", big))
    s.pass_until_resolved()
    assert s.zone_of("Craw Wurm")[0][0] == EXILE
    s.choose("cast", label="cast Selesnya Charm")
    s.choose("mode", label="Knight")
    s.pass_until_resolved()
    [knight] = s.on_battlefield("Knight", 0)
    assert pt(g, knight) == (2, 2) and g.chars(knight).keywords == {"Vigilance"} and g.chars(knight).colors == {"W"}


@pytest.mark.parametrize("land", ["Forest", "Plains"])
def test_107_4e_card_selesnya_guildmage_hybrid_cost_and_both_abilities(land):
    s = Scenario(2)
    s.hand(0, "Selesnya Guildmage")
    s.lands(0, land, 2)
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Selesnya Guildmage")
    [mage] = s.on_battlefield("Selesnya Guildmage")
    assert g.chars(mage).colors == {"G", "W"}
    pay_lands(s, 0, "{3}{G}")
    pay_lands(s, 0, "{3}{W}")
    s.refresh()
    s.activate("Selesnya Guildmage", index=0)
    s.pass_until_resolved()
    [sap] = s.on_battlefield("Saproling", 0)
    s.activate("Selesnya Guildmage", index=1)
    s.pass_until_resolved()
    assert pt(g, sap) == (2, 2) and pt(g, mage) == (3, 3)


def test_card_behemoth_sledge_equips_for_3():
    s = Scenario(2)
    sledge = s.battlefield(0, "Behemoth Sledge")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 3)
    g = s.start(0, Step.MAIN1)
    s.activate("Behemoth Sledge", bears)
    s.pass_until_resolved()
    assert g.objects[sledge].attached_to == bears
    assert pt(g, bears) == (4, 4) and {"Trample", "Lifelink"} <= g.chars(bears).keywords


def test_card_armadillo_cloak_gains_life_whenever_the_creature_deals_damage():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Armadillo Cloak")
    lands_for(s, 0, "Armadillo Cloak")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Armadillo Cloak", bears)
    assert pt(g, bears) == (4, 4) and "Trample" in g.chars(bears).keywords
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bears, 1))
    s.pass_until(Step.MAIN2)
    resolve_stack(s)
    assert g.players[1].life == 16 and g.players[0].life == 24


def test_every_green_white_card_has_a_behaviour_test_here():
    tested = {"Watchwolf", "Centaur Healer", "Armada Wurm", "Advent of the Wurm", "Collective Blessing",
              "Sigil Blessing", "Selesnya Charm", "Selesnya Guildmage", "Behemoth Sledge", "Armadillo Cloak"}
    assert {c.name for c in pool_green_white.CARDS} == tested
    assert all(c.colors == {"G", "W"} for c in pool_green_white.CARDS)          # 202.2: every one is both
