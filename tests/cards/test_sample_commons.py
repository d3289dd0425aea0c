"""Behaviour of every card in manamelee/cards/sets/sample_commons.py (the sample decks' commons)."""
import pytest

from manamelee.cards.sets import sample_commons
from manamelee.engine.casting import summoning_sick
from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, Step
from manamelee.scenario import Scenario

from .pool_helpers import cast_resolve as cast_and_resolve, lands_for


# name -> (power, toughness, engine keywords) — the printed facts every creature must show on the battlefield.
CREATURES = {
    "Elite Vanguard": (2, 1, set()),
    "Tundra Wolves": (1, 1, {"First strike"}),
    "Suntail Hawk": (1, 1, {"Flying"}),
    "Youthful Knight": (2, 1, {"First strike"}),
    "Fencing Ace": (1, 1, {"Double strike"}),
    "Sungrace Pegasus": (1, 2, {"Flying", "Lifelink"}),
    "Standing Troops": (1, 4, {"Vigilance"}),
    "White Knight": (2, 2, {"First strike", "Protection from black"}),
    "Storm Crow": (1, 2, {"Flying"}),
    "Wind Drake": (2, 2, {"Flying"}),
    "Horned Turtle": (1, 4, set()),
    "Hover Barrier": (0, 6, {"Defender", "Flying"}),
    "Air Elemental": (4, 4, {"Flying"}),
    "Segovian Leviathan": (3, 3, {"Islandwalk"}),
    "Typhoid Rats": (1, 1, {"Deathtouch"}),
    "Walking Corpse": (2, 2, set()),
    "Dusk Imp": (2, 1, {"Flying"}),
    "Bog Wraith": (3, 3, {"Swampwalk"}),
    "Black Knight": (2, 2, {"First strike", "Protection from white"}),
    "Vampire Nighthawk": (2, 3, {"Flying", "Deathtouch", "Lifelink"}),
    "Raging Goblin": (1, 1, {"Haste"}),
    "Mountain Goat": (1, 1, {"Mountainwalk"}),
    "Gray Ogre": (2, 2, set()),
    "Hill Giant": (3, 3, set()),
    "Boggart Brute": (3, 2, {"Menace"}),
    "Ridgetop Raptor": (2, 1, {"Double strike"}),
    "Furnace Whelp": (2, 2, {"Flying"}),
    "Charging Monstrosaur": (5, 5, {"Trample", "Haste"}),
    "Llanowar Elves": (1, 1, set()),
    "Grizzly Bears": (2, 2, set()),
    "Gladecover Scout": (1, 1, {"Hexproof"}),
    "Canopy Spider": (1, 3, {"Reach"}),
    "Centaur Courser": (3, 3, set()),
    "War Mammoth": (3, 3, {"Trample"}),
    "Sentinel Spider": (4, 4, {"Vigilance", "Reach"}),
    "Colossal Dreadmaw": (6, 6, {"Trample"}),
    "Darksteel Myr": (0, 1, {"Indestructible"}),
}


def test_every_sample_common_is_covered_by_a_test_here():
    """Each card of the set is either in the creature table or has its own behaviour test below."""
    spells = {"Pacifism", "Pressure Point", "Angel's Mercy", "Man-o'-War", "Cancel", "Essence Scatter",
              "Divination", "Unsummon", "Opt", "Doom Blade", "Murder", "Mind Rot", "Sign in Blood",
              "Gruesome Fate", "Lightning Bolt", "Volcanic Hammer", "Lava Spike", "Naturalize", "Aggressive Urge",
              "Battlegrowth"}
    names = {c.name for c in sample_commons.CARDS}
    assert names == set(CREATURES) | spells
    assert all(c.implemented for c in sample_commons.CARDS)


# ----------------------------------------------------------------------------- creatures
@pytest.mark.parametrize("name", sorted(CREATURES))
def test_card_creature_resolves_with_printed_power_toughness_and_keywords(name):
    power, toughness, keywords = CREATURES[name]
    s = Scenario(2)
    s.hand(0, name)
    lands_for(s, 0, name)
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, name)
    [oid] = s.on_battlefield(name, 0)
    ch = g.chars(oid)
    assert (ch.power, ch.toughness) == (power, toughness)
    assert ch.keywords == frozenset(keywords)
    assert all(g.objects[o].tapped for o in g.battlefield if o != oid)   # the lands paid for it


def attack_scenario(attackers, blockers=(), defender_lands=(), n=2):
    s = Scenario(n)
    a_ids = [s.battlefield(0, a) for a in attackers]
    b_ids = [s.battlefield(1, b) for b in blockers]
    for land in defender_lands:
        s.battlefield(1, land)
    return s, a_ids, b_ids


def combat(s, attacks, blocks=()):
    """P0 attacks P1; P1 blocks; play to the postcombat main phase."""
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack(*[(a, 1) for a in attacks])
    s.pass_until(Step.DECLARE_BLOCKERS)
    if s.decision.kind == "declare_blockers":
        s.block(*blocks)
    s.pass_until(Step.MAIN2)
    return g


def test_702_9b_card_suntail_hawk_flying_cant_be_blocked_by_grizzly_bears_but_by_storm_crow():
    s, (hawk,), (bears, crow) = attack_scenario(["Suntail Hawk"], ["Grizzly Bears", "Storm Crow"])
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_block(g, bears, hawk)
    assert can_block(g, crow, hawk)


def test_702_17b_card_canopy_spider_reach_blocks_a_flier():
    s, (drake,), (spider, bears) = attack_scenario(["Wind Drake"], ["Canopy Spider", "Grizzly Bears"])
    g = combat(s, [drake], [(spider, drake)])
    assert g.players[1].life == 20
    assert g.objects[drake].damage == 1 and g.objects[spider].damage == 2


def test_702_7b_card_youthful_knight_first_strike_kills_blocker_before_it_deals_damage():
    s, (knight,), (vanguard,) = attack_scenario(["Youthful Knight"], ["Elite Vanguard"])
    g = combat(s, [knight], [(vanguard, knight)])
    assert s.on_battlefield("Youthful Knight", 0) == [knight]
    assert g.objects[knight].damage == 0
    assert s.on_battlefield("Elite Vanguard") == []


def test_702_4b_card_fencing_ace_double_strike_deals_damage_twice():
    s, (ace,), _ = attack_scenario(["Fencing Ace"])
    g = combat(s, [ace])
    assert g.players[1].life == 18


def test_702_19b_card_war_mammoth_trample_assigns_excess_to_player():
    s, (mammoth,), (elves,) = attack_scenario(["War Mammoth"], ["Llanowar Elves"])
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((mammoth, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((elves, mammoth))
    for _ in range(20):
        if s.decision.kind == "assign_damage":
            break
        s.pass_priority()
    s.choose("amount", value=1)            # lethal damage to the 1/1 blocker, the rest tramples over
    s.pass_until(Step.MAIN2)
    assert g.players[1].life == 18
    assert s.on_battlefield("Llanowar Elves") == []


def test_702_2b_card_typhoid_rats_deathtouch_destroys_the_creature_it_blocks():
    s, (giant,), (rats,) = attack_scenario(["Hill Giant"], ["Typhoid Rats"])
    combat(s, [giant], [(rats, giant)])
    assert s.on_battlefield("Hill Giant") == []
    assert s.zone_of("Hill Giant")[0][0] == GRAVEYARD


def test_702_15b_card_sungrace_pegasus_lifelink_gains_its_controller_life():
    s, (pegasus,), _ = attack_scenario(["Sungrace Pegasus"])
    g = combat(s, [pegasus])
    assert g.players[1].life == 19
    assert g.players[0].life == 21


def test_card_vampire_nighthawk_flying_deathtouch_lifelink_together():
    s, (hawk,), (spider,) = attack_scenario(["Vampire Nighthawk"], ["Sentinel Spider"])
    g = combat(s, [hawk], [(spider, hawk)])      # the reach spider can block the flier
    assert s.on_battlefield("Sentinel Spider") == []   # 2 deathtouch damage kills a 4/4
    assert s.on_battlefield("Vampire Nighthawk") == []  # 4 damage to a 2/3
    assert g.players[0].life == 22


def test_702_20b_card_standing_troops_vigilance_attacks_without_tapping():
    s, (troops, ogre), _ = attack_scenario(["Standing Troops", "Gray Ogre"])
    g = combat(s, [troops, ogre])
    assert not g.objects[troops].tapped
    assert g.objects[ogre].tapped
    assert g.players[1].life == 17


def test_702_10b_card_raging_goblin_haste_attacks_the_turn_it_arrives():
    s = Scenario(2)
    goblin = s.battlefield(0, "Raging Goblin", sick=True)
    ogre = s.battlefield(0, "Gray Ogre", sick=True)
    g = s.start(active=0, step=Step.MAIN1)
    assert not summoning_sick(g, goblin) and can_attack(g, goblin)
    assert summoning_sick(g, ogre) and not can_attack(g, ogre)


def test_card_charging_monstrosaur_haste_and_trample():
    s = Scenario(2)
    dino = s.battlefield(0, "Charging Monstrosaur", sick=True)
    g = combat(s, [dino])
    assert g.players[1].life == 15


def test_702_111b_card_boggart_brute_menace_needs_two_blockers():
    s, (brute,), (bears, corpse) = attack_scenario(["Boggart Brute"], ["Grizzly Bears", "Walking Corpse"])
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((brute, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.choose("blocker", value=bears)
    assert all(o.kind != "done" for o in s.decision.options)   # one blocker alone is illegal
    s.choose("blocker", value=corpse)
    s.choose("done")
    for _ in range(20):
        if s.decision.kind == "assign_damage":
            break
        s.pass_priority()
    s.choose("amount", value=2)            # 510.1c: 2 to the Bears, the remaining 1 to the Corpse
    s.pass_until(Step.MAIN2)
    assert s.on_battlefield("Boggart Brute") == []
    assert s.on_battlefield("Grizzly Bears") == []
    assert g.objects[corpse].damage == 1
    assert g.players[1].life == 20


def test_702_3b_card_hover_barrier_defender_cant_attack_but_blocks_fliers():
    s, (barrier,), _ = attack_scenario(["Hover Barrier"])
    drake = s.battlefield(1, "Wind Drake")
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_attack(g, barrier)
    assert can_block(g, barrier, drake)


@pytest.mark.parametrize("walker,land,other_land", [
    ("Segovian Leviathan", "Island", "Plains"),
    ("Bog Wraith", "Swamp", "Island"),
    ("Mountain Goat", "Mountain", "Forest"),
])
def test_702_14c_landwalk_unblockable_only_if_defender_controls_that_land_type(walker, land, other_land):
    s, (w,), (bears,) = attack_scenario([walker], ["Grizzly Bears"], [other_land])
    g = s.start(active=0, step=Step.MAIN1)
    assert can_block(g, bears, w)
    s.battlefield(1, land)
    g.version += 1
    assert not can_block(g, bears, w)


def test_702_11_card_gladecover_scout_hexproof_only_its_controller_can_target_it():
    s = Scenario(2)
    theirs = s.battlefield(1, "Gladecover Scout")
    mine = s.battlefield(0, "Gladecover Scout")
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Lightning Bolt")
    values = {o.value for o in s.decision.options if o.kind == "target"}
    assert ("obj", theirs) not in values
    assert ("obj", mine) in values


def test_702_12b_card_darksteel_myr_indestructible_survives_murder_and_lethal_damage():
    s = Scenario(2)
    myr = s.battlefield(1, "Darksteel Myr")
    s.hand(0, "Murder", "Lightning Bolt")
    for land in ("Swamp", "Swamp", "Swamp", "Mountain"):
        s.battlefield(0, land)
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Murder", myr)
    cast_and_resolve(s, "Lightning Bolt", myr)
    assert s.on_battlefield("Darksteel Myr", 1) == [myr]
    assert g.objects[myr].damage == 3


def test_702_16b_card_white_knight_protection_from_black_cant_be_targeted_by_murder():
    s = Scenario(2)
    knight = s.battlefield(1, "White Knight")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Murder")
    for land in ("Swamp", "Swamp", "Swamp"):
        s.battlefield(0, land)
    s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Murder")
    values = {o.value for o in s.decision.options if o.kind == "target"}
    assert ("obj", knight) not in values and ("obj", bears) in values


def test_702_16f_card_black_knight_protection_from_white_cant_be_blocked_by_white_creatures():
    s, (knight,), (vanguard, bears) = attack_scenario(["Black Knight"], ["Elite Vanguard", "Grizzly Bears"])
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_block(g, vanguard, knight)
    assert can_block(g, bears, knight)


def test_702_16e_card_white_knight_blocks_a_black_attacker_and_takes_no_damage_from_it():
    s, (wraith,), (knight,) = attack_scenario(["Bog Wraith"], ["White Knight"])
    g = combat(s, [wraith], [(knight, wraith)])
    assert g.objects[knight].damage == 0 and s.on_battlefield("White Knight", 1) == [knight]
    assert g.objects[wraith].damage == 2


def test_card_llanowar_elves_taps_for_green_but_not_while_summoning_sick():
    s = Scenario(2)
    elves = s.battlefield(0, "Llanowar Elves")
    s.battlefield(0, "Forest")
    s.hand(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Grizzly Bears")
    assert len(s.on_battlefield("Grizzly Bears", 0)) == 1
    assert g.objects[elves].tapped

    s = Scenario(2)
    s.battlefield(0, "Llanowar Elves", sick=True)
    s.battlefield(0, "Forest")
    s.hand(0, "Grizzly Bears")
    s.start(active=0, step=Step.MAIN1)
    assert all(o.kind != "cast" for o in s.decision.options)


def test_card_furnace_whelp_pays_red_for_plus_one_power_until_end_of_turn():
    s = Scenario(2)
    whelp = s.battlefield(0, "Furnace Whelp")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    for _ in range(2):
        s.activate("Furnace Whelp")
        s.pass_until_resolved()
    assert (g.chars(whelp).power, g.chars(whelp).toughness) == (4, 2)
    s.pass_until(Step.UPKEEP)                      # the next turn: "until end of turn" has ended (514.2)
    assert g.turns[0].active == 1 and not g.over
    assert g.chars(whelp).power == 2


def test_card_man_o_war_enters_and_returns_target_creature_to_its_owners_hand():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Man-o'-War")
    lands_for(s, 0, "Man-o'-War")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Man-o'-War")
    assert len(s.on_battlefield("Man-o'-War", 0)) == 1
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert s.on_battlefield("Grizzly Bears") == []
    assert [g.name(o) for o in g.players[1].hand] == ["Grizzly Bears"]


# ----------------------------------------------------------------------------- spells
def test_card_lightning_bolt_deals_3_to_any_target():
    s = Scenario(2)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Lightning Bolt", "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Lightning Bolt", ("player", 1))
    assert g.players[1].life == 17
    cast_and_resolve(s, "Lightning Bolt", giant)
    assert s.on_battlefield("Hill Giant") == []


def test_card_volcanic_hammer_deals_3_to_any_target_at_sorcery_speed():
    s = Scenario(2)
    s.hand(0, "Volcanic Hammer")
    s.library(0, "Mountain")                # for the draw step on the way to the main phase
    lands_for(s, 0, "Volcanic Hammer")
    g = s.start(active=0, step=Step.UPKEEP)
    assert all(o.kind != "cast" for o in s.decision.options)   # sorcery: main phase only (307.1)
    s.pass_until(Step.MAIN1)
    cast_and_resolve(s, "Volcanic Hammer", ("player", 1))
    assert g.players[1].life == 17


def test_card_lava_spike_deals_3_to_target_player_only():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Lava Spike")
    s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Lava Spike")
    values = {o.value for o in s.decision.options if o.kind == "target"}
    assert ("obj", bears) not in values and ("player", 1) in values
    s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    assert g.players[1].life == 17


def test_card_pacifism_enchanted_creature_cant_attack_or_block():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    s.hand(0, "Pacifism")
    lands_for(s, 0, "Pacifism")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Pacifism", bears)
    [aura] = s.on_battlefield("Pacifism", 0)
    assert g.objects[aura].attached_to == bears
    assert {"CantAttack", "CantBlock"} <= g.chars(bears).keywords
    assert not can_attack(g, bears) and not can_block(g, bears, giant)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((giant, 1))
    s.pass_until(Step.MAIN2)                  # no block could be declared
    assert g.players[1].life == 17


def test_card_naturalize_destroys_target_enchantment():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    aura = s.battlefield(1, "Pacifism", attached_to=bears)
    s.hand(0, "Naturalize")
    lands_for(s, 0, "Naturalize")
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_attack(g, bears)
    cast_and_resolve(s, "Naturalize", aura)
    assert s.on_battlefield("Pacifism") == []
    assert can_attack(g, bears)


def test_card_pressure_point_taps_target_creature_and_draws_a_card():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Pressure Point")
    s.library(0, "Plains")
    lands_for(s, 0, "Pressure Point")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Pressure Point", bears)
    assert g.objects[bears].tapped
    assert [g.name(o) for o in g.players[0].hand] == ["Plains"]


def test_card_angels_mercy_gains_7_life():
    s = Scenario(2)
    s.hand(0, "Angel's Mercy")
    lands_for(s, 0, "Angel's Mercy")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Angel's Mercy")
    assert g.players[0].life == 27


def test_card_divination_draws_two_cards():
    s = Scenario(2)
    s.hand(0, "Divination")
    s.library(0, "Island", "Wind Drake", "Opt")
    lands_for(s, 0, "Divination")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Divination")
    assert [g.name(o) for o in g.players[0].hand] == ["Island", "Wind Drake"]
    assert len(g.players[0].library) == 1


def test_card_unsummon_returns_target_creature_to_its_owners_hand():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Unsummon")
    lands_for(s, 0, "Unsummon")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Unsummon", bears)
    assert s.on_battlefield("Grizzly Bears") == []
    assert [g.name(o) for o in g.players[1].hand] == ["Grizzly Bears"]


def test_card_opt_scry_1_then_draw():
    s = Scenario(2)
    s.hand(0, "Opt")
    s.library(0, "Grizzly Bears", "Hill Giant", "Forest")
    lands_for(s, 0, "Opt")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Opt")
    assert s.decision.kind == "scry"
    s.choose("bottom")
    s.pass_until_resolved()
    assert [g.name(o) for o in g.players[0].hand] == ["Hill Giant"]
    assert [g.name(o) for o in g.players[0].library] == ["Forest", "Grizzly Bears"]


def _opponent_responds(s, spell_p0, target_p0, response):
    """P0 casts a spell, passes; P1 responds by countering it."""
    s.cast(spell_p0, *target_p0)
    s.pass_priority()                       # P0 passes, P1 receives priority (117.3d)
    [(zone, on_stack)] = s.zone_of(spell_p0, 0)
    assert zone == "stack"
    s.cast(response, on_stack)
    s.pass_until_resolved()


def test_card_cancel_counters_target_spell():
    s = Scenario(2)
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.hand(1, "Cancel")
    lands_for(s, 1, "Cancel")
    g = s.start(active=0, step=Step.MAIN1)
    _opponent_responds(s, "Lightning Bolt", [("player", 1)], "Cancel")
    assert g.players[1].life == 20
    assert s.zone_of("Lightning Bolt")[0][0] == GRAVEYARD
    assert s.zone_of("Cancel")[0][0] == GRAVEYARD


def test_card_essence_scatter_counters_creature_spells_only():
    s = Scenario(2)
    s.hand(0, "Grizzly Bears")
    lands_for(s, 0, "Grizzly Bears")
    s.hand(1, "Essence Scatter")
    lands_for(s, 1, "Essence Scatter")
    g = s.start(active=0, step=Step.MAIN1)
    _opponent_responds(s, "Grizzly Bears", [], "Essence Scatter")
    assert s.on_battlefield("Grizzly Bears") == []
    assert s.zone_of("Grizzly Bears")[0][0] == GRAVEYARD

    s = Scenario(2)
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.hand(1, "Essence Scatter")
    lands_for(s, 1, "Essence Scatter")
    s.start(active=0, step=Step.MAIN1)
    s.cast("Lightning Bolt", ("player", 1))
    s.pass_priority()
    assert s.decision.player == 1
    assert all(o.kind != "cast" for o in s.decision.options)   # no creature spell to target


def test_card_doom_blade_destroys_target_nonblack_creature():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    rats = s.battlefield(1, "Typhoid Rats")
    s.hand(0, "Doom Blade")
    lands_for(s, 0, "Doom Blade")
    s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Doom Blade")
    values = {o.value for o in s.decision.options if o.kind == "target"}
    assert ("obj", rats) not in values
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert s.on_battlefield("Grizzly Bears") == []
    assert s.on_battlefield("Typhoid Rats") == [rats]


def test_card_murder_destroys_target_creature():
    s = Scenario(2)
    rats = s.battlefield(1, "Typhoid Rats")
    s.hand(0, "Murder")
    lands_for(s, 0, "Murder")
    s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Murder", rats)
    assert s.on_battlefield("Typhoid Rats") == []
    assert s.zone_of("Typhoid Rats")[0][0] == GRAVEYARD


def test_card_mind_rot_target_player_discards_two_cards_of_their_choice():
    s = Scenario(2)
    keep, toss1, toss2 = s.hand(1, "Forest", "Grizzly Bears", "Hill Giant")
    s.hand(0, "Mind Rot")
    lands_for(s, 0, "Mind Rot")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Mind Rot", ("player", 1))
    for card in (toss1, toss2):
        d = s.decision
        assert d.kind == "discard" and d.player == 1
        s.choose("card", value=card)
    s.pass_until_resolved()
    assert g.players[1].hand == [keep]
    assert sorted(g.name(o) for o in g.players[1].graveyard) == ["Grizzly Bears", "Hill Giant"]


def test_card_sign_in_blood_target_player_draws_two_and_loses_2_life():
    s = Scenario(2)
    s.library(1, "Forest", "Island")
    s.hand(0, "Sign in Blood")
    lands_for(s, 0, "Sign in Blood")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Sign in Blood", ("player", 1))
    assert len(g.players[1].hand) == 2
    assert g.players[1].life == 18
    assert g.players[0].life == 20


def test_card_gruesome_fate_each_opponent_loses_1_per_creature_you_control():
    s = Scenario(3)
    s.battlefield(0, "Walking Corpse")
    s.battlefield(0, "Typhoid Rats")
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Gruesome Fate")
    lands_for(s, 0, "Gruesome Fate")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Gruesome Fate")
    assert [pl.life for pl in g.players] == [20, 18, 18]


def test_card_aggressive_urge_gives_plus_1_plus_1_and_draws_a_card():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Aggressive Urge")
    s.library(0, "Forest")
    lands_for(s, 0, "Aggressive Urge")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Aggressive Urge", bears)
    assert (g.chars(bears).power, g.chars(bears).toughness) == (3, 3)
    assert [g.name(o) for o in g.players[0].hand] == ["Forest"]


def test_card_battlegrowth_puts_a_plus_1_plus_1_counter_that_lasts():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Battlegrowth")
    lands_for(s, 0, "Battlegrowth")
    g = s.start(active=0, step=Step.MAIN1)
    cast_and_resolve(s, "Battlegrowth", bears)
    assert g.objects[bears].counters == {"+1/+1": 1}
    assert (g.chars(bears).power, g.chars(bears).toughness) == (3, 3)
    s.pass_until(Step.UPKEEP)                      # the next turn: the counter stays
    assert g.turns[0].active == 1 and not g.over
    assert g.objects[bears].zone == BATTLEFIELD and g.chars(bears).power == 3
