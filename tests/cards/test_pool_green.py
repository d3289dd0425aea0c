"""Behaviour of every card in manamelee/cards/sets/pool_green.py."""
import pytest

from manamelee.cards import default_pool
from manamelee.cards.dsl import GainLife, test_spell
from manamelee.cards.sets import pool_green
from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, Step
from manamelee.engine.zones import destroy
from manamelee.scenario import Scenario

from .pool_helpers import answer_until_priority, cast_resolve, lands_for, resolve_stack

POOL = default_pool().extended(*[test_spell(f"Test Spell {c}", [GainLife(1)], cost=c) for c in ("{G}", "{W}", "{U}")])


def pt(g, oid):
    ch = g.chars(oid)
    return ch.power, ch.toughness


def new_lands(g, p, names=("Forest", "Plains", "Island", "Swamp", "Mountain")):
    """Lands ``p`` controls that entered during the game (not placed by the Scenario)."""
    return [o for o in g.battlefield_of(p) if g.name(o) in names and g.objects[o].entered_turn >= 0]


# ----------------------------------------------------------------------------- creatures
CREATURES = {
    "Fyndhorn Elves": (1, 1, set()), "Avacyn's Pilgrim": (1, 1, set()), "Birds of Paradise": (0, 1, {"Flying"}),
    "Sakura-Tribe Elder": (1, 1, set()), "Wood Elves": (1, 1, set()), "Farhaven Elf": (1, 1, set()),
    "Civic Wayfinder": (2, 2, set()), "Yavimaya Elder": (2, 1, set()), "Krosan Tusker": (6, 5, set()),
    "Veteran Explorer": (1, 1, set()), "Elvish Visionary": (1, 1, set()), "Eternal Witness": (2, 1, set()),
    "Argothian Enchantress": (0, 1, {"Shroud"}), "Acidic Slime": (2, 2, {"Deathtouch"}),
    "Hornet Queen": (2, 2, {"Flying", "Deathtouch"}), "Thragtusk": (5, 3, set()), "Craw Wurm": (6, 4, set()),
    "Ambush Viper": (2, 1, {"Flash", "Deathtouch"}), "Shanodin Dryads": (1, 1, {"Forestwalk"}),
    "Baloth Gorger": (4, 4, set()), "Kavu Titan": (2, 2, set()), "Citanul Woodreaders": (1, 4, set()),
}


@pytest.mark.parametrize("name", sorted(CREATURES))
def test_card_green_creature_resolves_with_printed_power_toughness_and_keywords(name):
    p, t, kws = CREATURES[name]
    s = Scenario(2)
    s.hand(0, name)
    lands_for(s, 0, name)
    s.library(0, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    for _ in range(20):                         # no kicker; decline or answer its enters trigger simply
        d = s.decision
        if d.kind == "kicker":
            s.choose("no_kick")
        elif d.kind == "yes_no":
            s.choose("no")
        elif d.kind in ("search", "target"):
            g.submit(d.id, len(d.options) - 1)
        elif d.kind == "priority" and g.turns[0].stack:
            s.pass_priority()
        else:
            break
    [oid] = s.on_battlefield(name, 0)
    assert pt(g, oid) == (p, t) and g.chars(oid).keywords == frozenset(kws)
    assert g.chars(oid).colors == {"G"}


@pytest.mark.parametrize("name,cost", [("Fyndhorn Elves", "{G}"), ("Avacyn's Pilgrim", "{W}"),
                                       ("Birds of Paradise", "{U}")])
def test_605_card_mana_creature_pays_for_a_spell(name, cost):
    s = Scenario(2, pool=POOL)
    elf = s.battlefield(0, name)
    s.hand(0, f"Test Spell {cost}")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, f"Test Spell {cost}")
    assert g.players[0].life == 21 and g.objects[elf].tapped


# ----------------------------------------------------------------------------- land search (701.19)
def test_card_rampant_growth_puts_a_basic_land_onto_the_battlefield_tapped():
    s = Scenario(2)
    s.hand(0, "Rampant Growth")
    s.library(0, "Grizzly Bears", "Island")
    lands_for(s, 0, "Rampant Growth")
    g = s.start(0, Step.MAIN1)
    s.cast("Rampant Growth")
    s.pass_until_decision("search")
    assert {o.label for o in s.decision.options} == {"Island", "find nothing"}
    s.choose("card", label="Island")
    s.pass_until_resolved()
    [island] = new_lands(g, 0)
    assert g.name(island) == "Island" and g.objects[island].tapped


def test_card_explosive_vegetation_two_basics_tapped():
    s = Scenario(2)
    s.hand(0, "Explosive Vegetation")
    s.library(0, "Island", "Swamp", "Forest")
    lands_for(s, 0, "Explosive Vegetation")
    g = s.start(0, Step.MAIN1)
    s.cast("Explosive Vegetation")
    s.pass_until_decision("search")
    s.choose("card", label="Island")
    s.choose("card", label="Swamp")
    s.pass_until_resolved()
    got = new_lands(g, 0)
    assert sorted(g.name(o) for o in got) == ["Island", "Swamp"] and all(g.objects[o].tapped for o in got)


def test_card_sakura_tribe_elder_sacrifices_for_a_tapped_basic():
    s = Scenario(2)
    elder = s.battlefield(0, "Sakura-Tribe Elder")
    s.library(0, "Mountain")
    g = s.start(0, Step.MAIN1)
    s.activate("Sakura-Tribe Elder")
    s.pass_until_decision("search")
    s.choose("card", label="Mountain")
    s.pass_until_resolved()
    assert elder not in g.objects and g.objects[new_lands(g, 0)[0]].tapped


def test_card_wood_elves_puts_a_forest_onto_the_battlefield_untapped():
    s = Scenario(2)
    s.hand(0, "Wood Elves")
    s.library(0, "Plains", "Forest")
    lands_for(s, 0, "Wood Elves")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Wood Elves")
    s.pass_until_decision("search")
    assert {o.label for o in s.decision.options} == {"Forest", "find nothing"}
    s.choose("card", label="Forest")
    resolve_stack(s)
    [forest] = new_lands(g, 0)
    assert not g.objects[forest].tapped


@pytest.mark.parametrize("name,zone,tapped", [("Farhaven Elf", BATTLEFIELD, True), ("Civic Wayfinder", HAND, None)])
def test_card_may_search_for_a_basic_when_it_enters(name, zone, tapped):
    s = Scenario(2)
    s.hand(0, name)
    s.library(0, "Plains")
    lands_for(s, 0, name)
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, name)
    s.pass_until_decision("yes_no")
    s.choose("yes")
    s.choose("card", label="Plains")
    resolve_stack(s)
    assert g.players[0].library == []
    if zone == HAND:
        assert [g.name(c) for c in g.players[0].hand] == ["Plains"]
    else:
        [plains] = new_lands(g, 0)
        assert g.name(plains) == "Plains" and g.objects[plains].tapped == tapped


def test_card_yavimaya_elder_dies_for_two_basics_and_sacrifices_to_draw():
    s = Scenario(2)
    elder = s.battlefield(0, "Yavimaya Elder")
    s.library(0, "Forest", "Island", "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    destroy(g, elder)
    s.refresh()
    s.pass_until_decision("yes_no")
    s.choose("yes")
    s.choose("card", label="Forest")
    s.choose("card", label="Island")
    resolve_stack(s)
    assert sorted(g.name(c) for c in g.players[0].hand) == ["Forest", "Island"]
    other = s.battlefield(0, "Yavimaya Elder")
    s.lands(0, "Plains", 2)
    s.refresh()
    s.activate("Yavimaya Elder", index=0)
    answer_until_priority(s, "yes_no", kind="no")           # sacrificing it also makes it die: decline that search
    assert other not in g.objects and "Grizzly Bears" in [g.name(c) for c in g.players[0].hand]


def test_card_krosan_tusker_cycles_and_searches_before_drawing():
    s = Scenario(2)
    s.hand(0, "Krosan Tusker")
    s.library(0, "Grizzly Bears", "Forest")
    s.lands(0, "Forest", 3)
    g = s.start(0, Step.MAIN1)
    s.choose("activate", label="Cycling")
    s.pass_until_decision("yes_no")           # the cycle trigger is above the draw (702.29)
    s.choose("yes")
    s.choose("card", label="Forest")
    resolve_stack(s)
    assert sorted(g.name(c) for c in g.players[0].hand) == ["Forest", "Grizzly Bears"]
    assert s.zone_of("Krosan Tusker")[0][0] == GRAVEYARD


def test_card_veteran_explorer_each_player_may_fetch_two_basics():
    s = Scenario(2)
    explorer = s.battlefield(0, "Veteran Explorer")
    s.library(0, "Forest", "Forest")
    s.library(1, "Island", "Island")
    g = s.start(0, Step.MAIN1)
    destroy(g, explorer)
    s.refresh()
    answer_until_priority(s, "search", kind="card")
    assert len(new_lands(g, 0)) == 2 and len(new_lands(g, 1)) == 2
    assert not any(g.objects[o].tapped for o in new_lands(g, 0) + new_lands(g, 1))


# ----------------------------------------------------------------------------- cards and recursion
def test_card_elvish_visionary_draws_and_harmonize_draws_three():
    s = Scenario(2)
    s.hand(0, "Elvish Visionary", "Harmonize")
    s.library(0, *["Plains"] * 4)
    lands_for(s, 0, "Elvish Visionary")
    lands_for(s, 0, "Harmonize")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Elvish Visionary")
    resolve_stack(s)
    assert len(g.players[0].hand) == 2
    cast_resolve(s, "Harmonize")
    assert len(g.players[0].hand) == 4


def test_card_regrowth_returns_a_card_from_your_graveyard_only():
    s = Scenario(2)
    mine = s.graveyard(0, "Lightning Bolt")
    theirs = s.graveyard(1, "Murder")
    s.hand(0, "Regrowth")
    lands_for(s, 0, "Regrowth")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Regrowth")
    values = {o.value for o in s.decision.options}
    assert ("obj", mine) in values and ("obj", theirs) not in values
    s.choose("target", value=("obj", mine))
    s.pass_until_resolved()
    assert [g.name(c) for c in g.players[0].hand] == ["Lightning Bolt"]


def test_card_eternal_witness_may_return_a_card():
    s = Scenario(2)
    bolt = s.graveyard(0, "Lightning Bolt")
    s.hand(0, "Eternal Witness")
    lands_for(s, 0, "Eternal Witness")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Eternal Witness")
    s.choose("target", value=("obj", bolt))
    answer_until_priority(s, "yes_no", kind="yes")
    assert [g.name(c) for c in g.players[0].hand] == ["Lightning Bolt"]


def test_card_argothian_enchantress_draws_on_enchantment_spells_and_has_shroud():
    s = Scenario(2)
    ench = s.battlefield(0, "Argothian Enchantress")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Glorious Anthem", "Giant Growth")
    s.library(0, "Plains", "Plains")
    lands_for(s, 0, "Glorious Anthem")
    lands_for(s, 0, "Giant Growth")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Glorious Anthem")
    resolve_stack(s)
    assert [g.name(c) for c in g.players[0].hand] == ["Giant Growth", "Plains"]
    s.choose("cast", label="cast Giant Growth")
    assert ("obj", ench) not in {o.value for o in s.decision.options if o.kind == "target"}   # shroud
    s.choose("target", value=("obj", bears))
    resolve_stack(s)
    assert [g.name(c) for c in g.players[0].hand] == ["Plains"]          # not an enchantment: no draw


# ----------------------------------------------------------------------------- pump, fights, combat
def test_card_overrun_your_creatures_get_3_3_and_trample():
    s = Scenario(2)
    mine, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Overrun")
    lands_for(s, 0, "Overrun")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Overrun")
    assert pt(g, mine) == (5, 5) and "Trample" in g.chars(mine).keywords
    assert pt(g, theirs) == (2, 2) and "Trample" not in g.chars(theirs).keywords


def test_card_vines_of_vastwood_unkicked_stops_opponents_targeting():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Vines of Vastwood")
    s.hand(1, "Lightning Bolt")
    s.battlefield(0, "Forest")
    s.battlefield(1, "Mountain")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Vines of Vastwood", bears)
    assert pt(g, bears) == (2, 2)
    s.pass_priority()
    s.choose("cast", label="cast Lightning Bolt")
    assert ("obj", bears) not in {o.value for o in s.decision.options}


def test_card_vines_of_vastwood_kicked_adds_4_4():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Vines of Vastwood")
    s.lands(0, "Forest", 2)
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Vines of Vastwood")
    s.choose("kick")
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert pt(g, bears) == (6, 6)


def test_card_prey_upon_fight_and_rabid_bite_one_sided():
    s = Scenario(2)
    giant = s.battlefield(0, "Hill Giant")
    bears, lions = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Savannah Lions")
    s.hand(0, "Prey Upon", "Rabid Bite")
    lands_for(s, 0, "Prey Upon")
    lands_for(s, 0, "Rabid Bite")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Prey Upon")
    assert ("obj", bears) not in {o.value for o in s.decision.options}     # first: a creature you control
    s.choose("target", value=("obj", giant))
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert bears not in g.objects and g.objects[giant].damage == 2
    cast_resolve(s, "Rabid Bite", giant, lions)
    assert lions not in g.objects and g.objects[giant].damage == 2         # the Lions deal nothing back


def test_card_fog_prevents_all_combat_damage():
    s = Scenario(2)
    giant = s.battlefield(0, "Hill Giant")
    s.hand(1, "Fog")
    s.battlefield(1, "Forest")
    g = s.start(0, Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((giant, 1))
    s.pass_priority()
    cast_resolve(s, "Fog")
    s.pass_until(Step.MAIN2)
    assert g.players[1].life == 20


def test_card_hurricane_hits_fliers_and_each_player():
    s = Scenario(3)
    birds, bears = s.battlefield(1, "Birds of Paradise"), s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Hurricane")
    lands_for(s, 0, "Hurricane", x=1)
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Hurricane", x=1)
    assert birds not in g.objects and g.objects[bears].damage == 0
    assert [pl.life for pl in g.players] == [19, 19, 19]


def test_card_rancor_pumps_and_returns_to_hand_when_it_goes_to_the_graveyard():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Rancor")
    s.hand(1, "Murder")
    lands_for(s, 0, "Rancor")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Rancor", bears)
    assert pt(g, bears) == (4, 2) and "Trample" in g.chars(bears).keywords
    destroy(g, bears)
    s.refresh()
    resolve_stack(s)
    assert [g.name(c) for c in g.players[0].hand] == ["Rancor"]


# ----------------------------------------------------------------------------- removal
def test_card_creeping_mold_destroys_a_land():
    s = Scenario(2)
    land = s.battlefield(1, "Island")
    s.hand(0, "Creeping Mold")
    lands_for(s, 0, "Creeping Mold")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Creeping Mold", land)
    assert land not in g.objects


def test_card_tranquility_destroys_all_enchantments_only():
    s = Scenario(2)
    a, b, ring = s.battlefield(0, "Glorious Anthem"), s.battlefield(1, "Crusade"), s.battlefield(1, "Sol Ring")
    s.hand(0, "Tranquility")
    lands_for(s, 0, "Tranquility")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Tranquility")
    assert a not in g.objects and b not in g.objects and ring in g.objects


def test_card_natures_claim_destroys_and_its_controller_gains_4():
    s = Scenario(3)
    ring = s.battlefield(2, "Sol Ring")
    s.hand(0, "Nature's Claim")
    lands_for(s, 0, "Nature's Claim")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Nature's Claim", ring)
    assert ring not in g.objects and [pl.life for pl in g.players] == [20, 20, 24]


def test_card_beast_within_destroys_and_its_controller_gets_a_beast():
    s = Scenario(3)
    land = s.battlefield(1, "Island")
    s.hand(0, "Beast Within")
    lands_for(s, 0, "Beast Within")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Beast Within", land)
    [beast] = s.on_battlefield("Beast", 1)
    assert land not in g.objects and pt(g, beast) == (3, 3) and g.chars(beast).colors == {"G"}


def test_card_plow_under_puts_two_lands_on_top_of_their_owners_libraries():
    s = Scenario(3)
    a, b = s.battlefield(1, "Island"), s.battlefield(2, "Swamp")
    s.library(1, "Plains")
    s.hand(0, "Plow Under")
    lands_for(s, 0, "Plow Under")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Plow Under")
    s.choose("target", value=("obj", a))
    assert ("obj", a) not in {o.value for o in s.decision.options}           # "two target lands"
    s.choose("target", value=("obj", b))
    s.pass_until_resolved()
    assert [g.name(c) for c in g.players[1].library] == ["Island", "Plains"]
    assert [g.name(c) for c in g.players[2].library] == ["Swamp"]
    assert g.objects[g.players[1].library[0]].zone == LIBRARY


def test_card_acidic_slime_destroys_an_artifact_enchantment_or_land():
    s = Scenario(2)
    land = s.battlefield(1, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Acidic Slime")
    lands_for(s, 0, "Acidic Slime")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Acidic Slime")
    assert ("obj", bears) not in {o.value for o in s.decision.options}
    s.choose("target", value=("obj", land))
    resolve_stack(s)
    assert land not in g.objects


# ----------------------------------------------------------------------------- bodies and tokens
def test_card_hornet_queen_makes_four_flying_deathtouch_insects():
    s = Scenario(2)
    s.hand(0, "Hornet Queen")
    lands_for(s, 0, "Hornet Queen")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Hornet Queen")
    resolve_stack(s)
    insects = s.on_battlefield("Insect", 0)
    assert len(insects) == 4 and all(g.chars(i).keywords == {"Flying", "Deathtouch"} for i in insects)


def test_card_thragtusk_gains_5_and_leaves_a_beast():
    s = Scenario(2)
    s.hand(0, "Thragtusk")
    s.hand(1, "Unsummon")
    lands_for(s, 0, "Thragtusk")
    s.battlefield(1, "Island")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Thragtusk")
    resolve_stack(s)
    assert g.players[0].life == 25
    [tusk] = s.on_battlefield("Thragtusk")
    s.pass_priority()
    cast_resolve(s, "Unsummon", tusk)
    resolve_stack(s)
    assert len(s.on_battlefield("Beast", 0)) == 1


def test_card_ambush_viper_flash_and_deathtouch():
    s = Scenario(2)
    s.hand(0, "Ambush Viper")
    lands_for(s, 0, "Ambush Viper")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start(1, Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((giant, 0))
    s.pass_priority()
    cast_resolve(s, "Ambush Viper")                          # flash: in the opponent's combat
    [viper] = s.on_battlefield("Ambush Viper")
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((viper, giant))
    s.pass_until(Step.MAIN2)
    assert giant not in g.objects


def test_card_shanodin_dryads_forestwalk_and_craw_wurm():
    s = Scenario(2)
    dryads, wurm = s.battlefield(0, "Shanodin Dryads"), s.battlefield(0, "Craw Wurm")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Forest")
    g = s.start(0, Step.MAIN1)
    assert not can_block(g, bears, dryads) and can_block(g, bears, wurm)
    assert pt(g, wurm) == (6, 4) and can_attack(g, wurm)


# ----------------------------------------------------------------------------- kicker
@pytest.mark.parametrize("name,kick,want,kw", [("Baloth Gorger", "{4}", (7, 7), set()),
                                               ("Kavu Titan", "{2}{G}", (5, 5), {"Trample"})])
def test_702_33_card_kicked_creature_enters_bigger(name, kick, want, kw):
    s = Scenario(2)
    s.hand(0, name)
    lands_for(s, 0, name, extra=kick)
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    s.choose("kick")
    s.pass_until_resolved()
    [oid] = s.on_battlefield(name)
    assert pt(g, oid) == want and set(kw) <= g.chars(oid).keywords


def test_702_33_card_citanul_woodreaders_kicked_draws_two():
    s = Scenario(2)
    s.hand(0, "Citanul Woodreaders")
    s.library(0, "Plains", "Plains", "Plains")
    lands_for(s, 0, "Citanul Woodreaders", extra="{2}{G}")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Citanul Woodreaders")
    s.choose("kick")
    s.pass_until_resolved()
    resolve_stack(s)
    assert len(g.players[0].hand) == 2


def test_every_green_card_has_a_behaviour_test_here():
    tested = set(CREATURES) | {
        "Rampant Growth", "Explosive Vegetation", "Harmonize", "Regrowth", "Overrun", "Vines of Vastwood",
        "Prey Upon", "Rabid Bite", "Fog", "Hurricane", "Rancor", "Creeping Mold", "Tranquility", "Nature's Claim",
        "Beast Within", "Plow Under"}
    assert {c.name for c in pool_green.CARDS} == tested
