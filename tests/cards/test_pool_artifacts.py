"""Behaviour of every card in manamelee/cards/sets/pool_artifacts.py (colourless artifacts)."""
import pytest

from manamelee.cards import default_pool
from manamelee.cards.dsl import GainLife, test_creature, test_spell
from manamelee.cards.sets import pool_artifacts
from manamelee.engine.casting import summoning_sick
from manamelee.engine.combat import can_attack
from manamelee.engine.constants import BATTLEFIELD, Step
from manamelee.scenario import Scenario

from .pool_helpers import cast_resolve, lands_for, pay_lands, resolve_stack

COSTS = ["{1}", "{2}", "{3}", "{W}", "{U}", "{B}", "{G}", "{R}{R}{R}"]
TEST_SPELLS = [test_spell(f"Test Spell {c}", [GainLife(1)], cost=c) for c in COSTS]
SICK_BEAR = test_creature("Test Sick Bear", 2, 2)
POOL = default_pool().extended(*TEST_SPELLS, SICK_BEAR)


def scenario(n=2):
    return Scenario(n, pool=POOL)


# ----------------------------------------------------------------------------- mana abilities (605)
MANA = {
    "Sol Ring": "{2}", "Thran Dynamo": "{3}", "Manalith": "{U}", "Darksteel Ingot": "{B}",
    "Gilded Lotus": "{R}{R}{R}", "Worn Powerstone": "{2}", "Mind Stone": "{1}", "Hedron Archive": "{2}",
}


@pytest.mark.parametrize("name", sorted(MANA))
def test_605_card_mana_rock_pays_for_a_spell_alone(name):
    s = scenario()
    rock = s.battlefield(0, name)
    s.hand(0, f"Test Spell {MANA[name]}")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, f"Test Spell {MANA[name]}")
    assert g.players[0].life == 21 and g.objects[rock].tapped


@pytest.mark.parametrize("name,amount", [("Sol Ring", 2), ("Thran Dynamo", 3), ("Gilded Lotus", 3),
                                         ("Worn Powerstone", 2), ("Hedron Archive", 2), ("Mind Stone", 1)])
def test_605_card_mana_rock_makes_that_much_mana(name, amount):
    s = scenario()
    s.battlefield(0, name)
    s.hand(0, "Test Spell {1}")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Test Spell {1}")
    assert sum(g.players[0].pool.amounts.values()) == amount - 1     # the rest floats until the step ends


def test_card_darksteel_ingot_is_indestructible():
    s = scenario()
    ingot = s.battlefield(1, "Darksteel Ingot")
    s.hand(0, "Disenchant")
    lands_for(s, 0, "Disenchant")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Disenchant", ingot)
    assert g.objects[ingot].zone == BATTLEFIELD


@pytest.mark.parametrize("name,label,drawn", [("Mind Stone", "Draw a card.", 1),
                                               ("Hedron Archive", "Draw two cards.", 2)])
def test_card_mana_rock_sacrifices_to_draw(name, label, drawn):
    s = scenario()
    rock = s.battlefield(0, name)
    s.library(0, "Plains", "Plains", "Plains")
    s.lands(0, "Plains", 2)
    g = s.start(0, Step.MAIN1)
    s.choose("activate", label=label)
    s.pass_until_resolved()
    assert rock not in g.objects and len(g.players[0].hand) == drawn
    assert s.zone_of(name)[0][0] == "graveyard"


def test_614_12_card_worn_powerstone_enters_tapped():
    s = scenario()
    s.hand(0, "Worn Powerstone")
    lands_for(s, 0, "Worn Powerstone")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Worn Powerstone")
    [stone] = s.on_battlefield("Worn Powerstone")
    assert g.objects[stone].tapped


# ----------------------------------------------------------------------------- Equipment (301.5, 702.6)
EQUIPMENT = {   # name: (equip cost, power bonus, toughness bonus, keywords granted)
    "Bonesplitter": ("{1}", 2, 0, set()),
    "Vulshok Morningstar": ("{2}", 2, 2, set()),
    "Loxodon Warhammer": ("{3}", 3, 0, {"Trample", "Lifelink"}),
    "Lightning Greaves": ("{0}", 0, 0, {"Haste", "Shroud"}),
    "Swiftfoot Boots": ("{1}", 0, 0, {"Hexproof", "Haste"}),
    "Fireshrieker": ("{2}", 0, 0, {"Double strike"}),
    "Accorder's Shield": ("{3}", 0, 3, {"Vigilance"}),
    "Cobbled Wings": ("{1}", 0, 0, {"Flying"}),
}


@pytest.mark.parametrize("name", sorted(EQUIPMENT))
def test_702_6a_card_equipment_equips_for_its_cost_and_grants_its_bonus(name):
    cost, dp, dt, kws = EQUIPMENT[name]
    s = scenario()
    eq = s.battlefield(0, name)
    bears = s.battlefield(0, "Grizzly Bears")
    lands = pay_lands(s, 0, cost)
    g = s.start(0, Step.MAIN1)
    s.activate(name, bears)
    s.pass_until_resolved()
    assert g.objects[eq].attached_to == bears
    assert all(g.objects[land].tapped for land in lands)
    ch = g.chars(bears)
    assert (ch.power, ch.toughness) == (2 + dp, 2 + dt)
    assert ch.keywords == frozenset(kws)


def test_702_10_card_lightning_greaves_lets_a_new_creature_attack():
    s = scenario()
    bear = s.battlefield(0, "Test Sick Bear", sick=True)
    s.battlefield(0, "Lightning Greaves", attached_to=bear)
    g = s.start(0, Step.MAIN1)
    assert not summoning_sick(g, bear) and can_attack(g, bear)
    assert "Shroud" in g.chars(bear).keywords


def test_702_11_card_swiftfoot_boots_hexproof_stops_opponents_targeting():
    s = scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Swiftfoot Boots", attached_to=bears)
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Lightning Bolt")
    assert ("obj", bears) not in {o.value for o in s.decision.options}


def test_702_15b_card_loxodon_warhammer_lifelink_and_trample_in_combat():
    s = scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Loxodon Warhammer", attached_to=bears)
    wall = s.battlefield(1, "Steel Wall")
    g = s.start(0, Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bears, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((wall, bears))
    for _ in range(20):
        if s.decision.kind == "assign_damage":
            break
        s.pass_priority()
    s.choose("amount", value=4)              # lethal to the 0/4 wall, 1 tramples over
    s.pass_until(Step.MAIN2)
    assert g.players[1].life == 19 and g.players[0].life == 25


def test_702_4b_card_fireshrieker_double_strike_deals_damage_twice():
    s = scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Fireshrieker", attached_to=bears)
    g = s.start(0, Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bears, 1))
    s.pass_until(Step.MAIN2)
    assert g.players[1].life == 16


# ----------------------------------------------------------------------------- artifact creatures
CREATURES = {"Ornithopter": (0, 2, {"Flying"}), "Steel Wall": (0, 4, {"Defender"}),
             "Bottle Gnomes": (1, 3, set()), "Solemn Simulacrum": (2, 2, set()), "Steel Overseer": (1, 1, set()),
             "Chief of the Foundry": (2, 3, set()), "Foundry Inspector": (3, 2, set()),
             "Burnished Hart": (2, 2, set()), "Wurmcoil Engine": (6, 6, {"Deathtouch", "Lifelink"})}


@pytest.mark.parametrize("name", sorted(CREATURES))
def test_card_artifact_creature_resolves_with_printed_power_toughness_and_keywords(name):
    p, t, kws = CREATURES[name]
    s = scenario()
    s.hand(0, name)
    lands_for(s, 0, name)
    s.library(0, "Plains")
    g = s.start(0, Step.MAIN1)
    s.cast(name)
    for _ in range(10):                       # an optional enters trigger (Solemn) is declined
        d = s.decision
        if d.kind == "yes_no":
            s.choose("no")
        elif d.kind == "priority" and g.turns[0].stack:
            s.pass_priority()
        else:
            break
    [oid] = s.on_battlefield(name, 0)
    ch = g.chars(oid)
    assert (ch.power, ch.toughness) == (p, t) and ch.keywords == frozenset(kws)
    assert "Artifact" in ch.types and ch.colors == frozenset()


def test_702_3b_card_steel_wall_defender_cant_attack():
    s = scenario()
    wall = s.battlefield(0, "Steel Wall")
    g = s.start(0, Step.MAIN1)
    assert not can_attack(g, wall)


def test_card_bottle_gnomes_sacrifice_to_gain_3_life():
    s = scenario()
    gnomes = s.battlefield(0, "Bottle Gnomes")
    g = s.start(0, Step.MAIN1)
    s.activate("Bottle Gnomes")
    s.pass_until_resolved()
    assert gnomes not in g.objects and g.players[0].life == 23


def test_card_solemn_simulacrum_fetches_a_tapped_basic_and_draws_when_it_dies():
    s = scenario()
    s.hand(0, "Solemn Simulacrum")
    s.library(0, "Forest", "Island")
    lands_for(s, 0, "Solemn Simulacrum")
    s.hand(1, "Murder")
    g = s.start(0, Step.MAIN1)
    s.cast("Solemn Simulacrum")
    s.pass_until_decision("yes_no")
    s.choose("yes")
    s.choose("card", label="Island")
    resolve_stack(s)
    [island] = s.on_battlefield("Island", 0)
    assert g.objects[island].tapped and [g.name(c) for c in g.players[0].library] == ["Forest"]
    [sim] = s.on_battlefield("Solemn Simulacrum")
    from manamelee.engine.zones import destroy
    destroy(g, sim)
    s.refresh()
    s.pass_until_decision("yes_no")
    s.choose("yes")
    resolve_stack(s)
    assert [g.name(c) for c in g.players[0].hand] == ["Forest"]


def test_card_steel_overseer_counters_on_each_artifact_creature_you_control():
    s = scenario()
    overseer = s.battlefield(0, "Steel Overseer")
    thopter = s.battlefield(0, "Ornithopter")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Ornithopter")
    g = s.start(0, Step.MAIN1)
    s.activate("Steel Overseer")
    s.pass_until_resolved()
    assert g.objects[overseer].counters == {"+1/+1": 1} and g.objects[thopter].counters == {"+1/+1": 1}
    assert g.objects[bears].counters == {} and g.objects[theirs].counters == {}


def test_card_chief_of_the_foundry_pumps_other_artifact_creatures_you_control():
    s = scenario()
    chief = s.battlefield(0, "Chief of the Foundry")
    thopter = s.battlefield(0, "Ornithopter")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Ornithopter")
    g = s.start(0, Step.MAIN1)
    assert g.chars(thopter).power == 1 and g.chars(chief).power == 2
    assert g.chars(bears).power == 2 and g.chars(theirs).power == 0


def test_601_2f_card_foundry_inspector_artifact_spells_you_cast_cost_1_less():
    s = scenario()
    s.battlefield(0, "Foundry Inspector")
    s.hand(0, "Bonesplitter", "Grizzly Bears")
    s.start(0, Step.MAIN1)
    labels = {o.label for o in s.decision.options}
    assert "cast Bonesplitter" in labels and "cast Grizzly Bears" not in labels      # {1} -> {0}
    cast_resolve(s, "Bonesplitter")
    assert len(s.on_battlefield("Bonesplitter", 0)) == 1


def test_card_burnished_hart_fetches_two_tapped_basics():
    s = scenario()
    hart = s.battlefield(0, "Burnished Hart")
    s.library(0, "Forest", "Plains", "Grizzly Bears")
    s.lands(0, "Plains", 3)
    g = s.start(0, Step.MAIN1)
    s.activate("Burnished Hart")
    s.pass_until_decision("search")
    s.choose("card", label="Forest")
    s.choose("card", label="Plains")
    s.pass_until_resolved()
    assert hart not in g.objects
    new = [o for o in g.battlefield_of(0) if g.name(o) in ("Forest", "Plains") and g.objects[o].entered_turn >= 0]
    assert len(new) == 2 and all(g.objects[o].tapped for o in new)
    assert [g.name(c) for c in g.players[0].library] == ["Grizzly Bears"]


def test_card_wurmcoil_engine_dies_into_two_wurm_tokens():
    s = scenario()
    wurm = s.battlefield(0, "Wurmcoil Engine")
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start(1, Step.MAIN1)
    cast_resolve(s, "Murder", wurm)
    resolve_stack(s)
    tokens = s.on_battlefield("Phyrexian Wurm", 0)
    assert sorted(sorted(g.chars(t).keywords) for t in tokens) == [["Deathtouch"], ["Lifelink"]]
    assert all((g.chars(t).power, g.chars(t).toughness) == (3, 3) and "Artifact" in g.chars(t).types for t in tokens)


# ----------------------------------------------------------------------------- cost changes (601.2f)
def test_601_2f_card_sphere_of_resistance_spells_cost_1_more():
    s = scenario()
    s.battlefield(1, "Sphere of Resistance")
    s.hand(0, "Test Spell {W}")
    s.battlefield(0, "Plains")
    s.start(0, Step.MAIN1)
    assert all(o.kind != "cast" for o in s.decision.options)
    s.battlefield(0, "Plains")
    s.refresh()
    cast_resolve(s, "Test Spell {W}")
    assert s.g.players[0].life == 21


def test_601_2f_card_helm_of_awakening_spells_cost_1_less():
    s = scenario()
    s.battlefield(1, "Helm of Awakening")
    s.hand(0, "Test Spell {2}")
    s.battlefield(0, "Plains")
    s.start(0, Step.MAIN1)
    cast_resolve(s, "Test Spell {2}")
    assert s.g.players[0].life == 21


def test_601_2f_card_pearl_medallion_white_spells_you_cast_cost_1_less():
    s = scenario()
    s.battlefield(0, "Pearl Medallion")
    s.hand(0, "Raise the Alarm", "Test Spell {1}")
    s.battlefield(0, "Plains")
    s.start(0, Step.MAIN1)
    labels = {o.label for o in s.decision.options}
    assert "cast Raise the Alarm" in labels and "cast Test Spell {1}" in labels
    s.choose("cast", label="cast Raise the Alarm")
    s.pass_until_resolved()
    assert len(s.on_battlefield("Soldier", 0)) == 2


# ----------------------------------------------------------------------------- the table
def test_707_10_card_mirari_copies_your_instant_for_3():
    s = scenario(3)
    s.battlefield(0, "Mirari")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 4)
    g = s.start(0, Step.MAIN1)
    s.cast("Lightning Bolt", ("player", 1))
    s.pass_until_decision("pay_or_not")
    s.choose("pay")
    s.choose("target", value=("player", 2))
    s.pass_until_resolved()
    assert [pl.life for pl in g.players] == [20, 17, 17]


def test_card_mirari_ignores_creature_spells_and_opponents_spells():
    s = scenario()
    s.battlefield(0, "Mirari")
    s.hand(0, "Grizzly Bears")
    s.hand(1, "Lightning Bolt")
    s.lands(0, "Forest", 5)
    s.battlefield(1, "Mountain")
    g = s.start(0, Step.MAIN1)
    s.cast("Grizzly Bears")
    assert [it.kind for it in g.turns[0].stack] == ["spell"]
    s.pass_priority()
    s.cast("Lightning Bolt", ("player", 0))
    assert [it.kind for it in g.turns[0].stack] == ["spell", "spell"]       # no trigger for P1's bolt


def test_card_howling_mine_each_player_draws_an_extra_card_while_untapped():
    s = scenario()
    mine = s.battlefield(1, "Howling Mine")
    for p in (0, 1):
        s.library(p, *["Plains"] * 6)
    g = s.start(0, Step.UPKEEP)
    s.pass_until(Step.MAIN1)
    assert len(g.players[0].hand) == 2             # P0's draw step: one card plus one from the Mine
    s.pass_until(Step.UPKEEP)
    assert g.turns[0].active == 1
    s.pass_until(Step.MAIN1)
    assert len(g.players[1].hand) == 2
    g.objects[mine].tapped = True                  # P1's permanent stays tapped through P0's untap step
    s.pass_until(Step.UPKEEP)
    s.pass_until(Step.MAIN1)
    assert g.turns[0].active == 0 and len(g.players[0].hand) == 3     # 603.4: "if untapped" is false


def test_card_temple_bell_each_player_draws():
    s = scenario(3)
    s.battlefield(0, "Temple Bell")
    for p in range(3):
        s.library(p, "Plains")
    g = s.start(0, Step.MAIN1)
    s.activate("Temple Bell")
    s.pass_until_resolved()
    assert [len(pl.hand) for pl in g.players] == [1, 1, 1]


def test_card_ankh_of_mishra_deals_2_to_the_controller_of_each_land_that_enters():
    s = scenario()
    s.battlefield(0, "Ankh of Mishra")
    s.hand(1, "Forest")
    s.hand(0, "Plains")
    g = s.start(1, Step.MAIN1)
    s.choose("land", label="play Forest")
    s.pass_until_resolved()
    assert (g.players[0].life, g.players[1].life) == (20, 18)


def test_card_nevinyrrals_disk_enters_tapped_then_destroys_artifacts_creatures_enchantments():
    s = scenario()
    s.hand(0, "Nevinyrral's Disk")
    lands_for(s, 0, "Nevinyrral's Disk")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Nevinyrral's Disk")
    [disk] = s.on_battlefield("Nevinyrral's Disk")
    assert g.objects[disk].tapped
    bears = s.battlefield(1, "Grizzly Bears")
    anthem = s.battlefield(1, "Glorious Anthem")
    ring = s.battlefield(1, "Sol Ring")
    g.objects[disk].tapped = False
    for o in s.on_battlefield("Plains", 0):
        g.objects[o].tapped = False
    s.refresh()
    s.activate("Nevinyrral's Disk")
    s.pass_until_resolved()
    assert not ({disk, bears, anthem, ring} & set(g.objects))
    assert len(s.on_battlefield("Plains", 0)) == 4


def test_card_icy_manipulator_taps_target_artifact_creature_or_land():
    s = scenario()
    s.battlefield(0, "Icy Manipulator")
    s.battlefield(0, "Plains")
    bears = s.battlefield(1, "Grizzly Bears")
    anthem = s.battlefield(1, "Glorious Anthem")
    g = s.start(0, Step.MAIN1)
    s.choose("activate", label="Icy Manipulator")
    values = {o.value for o in s.decision.options if o.kind == "target"}
    assert ("obj", bears) in values and ("obj", anthem) not in values
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert g.objects[bears].tapped


def test_card_millstone_target_player_mills_two():
    s = scenario()
    s.battlefield(0, "Millstone")
    s.lands(0, "Plains", 2)
    s.library(1, "Forest", "Island", "Swamp")
    g = s.start(0, Step.MAIN1)
    s.activate("Millstone", ("player", 1))
    s.pass_until_resolved()
    assert [g.name(c) for c in g.players[1].graveyard] == ["Forest", "Island"]


def test_card_tormods_crypt_exiles_target_players_graveyard():
    s = scenario()
    crypt = s.battlefield(0, "Tormod's Crypt")
    s.graveyard(1, "Grizzly Bears", "Murder")
    s.graveyard(0, "Lightning Bolt")
    g = s.start(0, Step.MAIN1)
    s.activate("Tormod's Crypt", ("player", 1))
    s.pass_until_resolved()
    assert g.players[1].graveyard == [] and sorted(g.name(o) for o in g.exile) == ["Grizzly Bears", "Murder"]
    assert sorted(g.name(c) for c in g.players[0].graveyard) == ["Lightning Bolt", "Tormod's Crypt"]
    assert crypt not in g.objects


def test_every_artifact_card_has_a_behaviour_test_here():
    names = {c.name for c in pool_artifacts.CARDS}
    covered = set(MANA) | set(EQUIPMENT) | set(CREATURES) | {
        "Sphere of Resistance", "Helm of Awakening", "Pearl Medallion", "Mirari", "Howling Mine", "Temple Bell",
        "Ankh of Mishra", "Nevinyrral's Disk", "Icy Manipulator", "Millstone", "Tormod's Crypt"}
    assert names == covered
