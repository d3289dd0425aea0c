"""Behaviour of every card in manamelee/cards/sets/pool_blue.py, each on a board built for it."""
import pytest

from manamelee.cards.sets import pool_blue
from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

from .pool_helpers import answer, cast, grave_names, hand_names, lands_for, life, main, spell_on_stack, until

# name -> (power, toughness, engine keywords) for the creatures whose whole text is keywords.
KEYWORD_CREATURES = {
    "Wall of Air": (1, 5, {"Defender", "Flying"}),
    "Invisible Stalker": (1, 1, {"Hexproof", "CantBeBlocked"}),
    "Serra Sphinx": (4, 4, {"Flying", "Vigilance"}),
    "Zephid": (3, 4, {"Flying", "Shroud"}),
    "Sea Sprite": (1, 1, {"Flying", "Protection from red"}),
    "Narwhal": (2, 2, {"First strike", "Protection from red"}),
}

TESTED_BELOW = {
    "Counterspell", "Negate", "Mana Leak", "Dissolve", "Exclude", "Cryptic Command", "Mind Control", "Confiscate",
    "Sower of Temptation", "Prosperity", "Words of Wisdom", "Vision Skeins", "Windfall", "Timetwister",
    "Rhystic Study", "Psychic Corrosion", "Coastal Breach", "Stroke of Genius", "Thought Scour", "Boomerang",
    "Evacuation", "Pongify", "Cloudkin Seer", "Merfolk Looter", "Serendib Efreet", "Pestermite", "Spectral Sailor",
    "Twincast", "Into the Roil", "Maddening Cacophony",
}


def test_every_blue_pool_card_has_a_behaviour_test_here():
    names = {c.name for c in pool_blue.CARDS}
    assert names <= set(KEYWORD_CREATURES) | TESTED_BELOW
    assert names >= set(KEYWORD_CREATURES)
    assert all(c.implemented for c in pool_blue.CARDS)


@pytest.mark.parametrize("name", sorted(KEYWORD_CREATURES))
def test_card_keyword_creature_resolves_with_printed_power_toughness_and_keywords(name):
    power, toughness, keywords = KEYWORD_CREATURES[name]
    s = Scenario(2)
    s.hand(0, name)
    lands_for(s, 0, name)
    g = main(s)
    cast(s, name)
    [oid] = s.on_battlefield(name, 0)
    assert (s.chars(oid).power, s.chars(oid).toughness) == (power, toughness)
    assert s.chars(oid).keywords == frozenset(keywords)


# ----------------------------------------------------------------------------- counterspells
def bolt_then_respond(s, responder=1, bolt_target=("player", 1)):
    """P0 casts Lightning Bolt; priority passes to ``responder``; returns the Bolt's id on the stack."""
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    g = main(s)
    cast(s, "Lightning Bolt", bolt_target, resolve=False)
    for _ in range(responder):
        s.pass_priority()
    return g, spell_on_stack(g, "Lightning Bolt")


def test_701_5a_card_counterspell_counters_target_spell():
    s = Scenario(2)
    s.hand(1, "Counterspell")
    lands_for(s, 1, "Counterspell")
    g, bolt = bolt_then_respond(s)
    cast(s, "Counterspell", bolt)
    assert life(g, 1) == 20
    assert grave_names(g, 0) == ["Lightning Bolt"] and grave_names(g, 1) == ["Counterspell"]


def test_card_negate_counters_a_noncreature_spell_but_cannot_target_a_creature_spell():
    s = Scenario(2)
    s.hand(1, "Negate", "Negate")
    lands_for(s, 1, "Negate")
    s.hand(0, "Grizzly Bears")
    s.battlefield(0, "Forest"), s.battlefield(0, "Forest")
    g, bolt = bolt_then_respond(s)
    cast(s, "Negate", bolt)
    assert life(g, 1) == 20 and "Lightning Bolt" in grave_names(g, 0)
    cast(s, "Grizzly Bears", resolve=False)
    s.pass_priority()
    assert not any(o.kind == "cast" and "Negate" in o.label for o in s.decision.options)


@pytest.mark.parametrize("pays", [True, False])
def test_118_12a_card_mana_leak_counters_unless_the_spells_controller_pays_3(pays):
    s = Scenario(2)
    s.hand(1, "Mana Leak")
    lands_for(s, 1, "Mana Leak")
    for _ in range(3):
        s.battlefield(0, "Mountain")
    g, bolt = bolt_then_respond(s)
    cast(s, "Mana Leak", bolt)
    d = s.decision
    assert d.kind == "pay_or_not" and d.player == 0
    s.choose("pay" if pays else "decline")
    s.pass_until_resolved()
    assert life(g, 1) == (17 if pays else 20)
    tapped = sum(g.objects[o].tapped for o in g.battlefield if g.controller(o) == 0)
    assert tapped == (4 if pays else 1)


def test_118_12a_card_mana_leak_counters_without_asking_a_player_who_cannot_pay():
    s = Scenario(2)
    s.hand(1, "Mana Leak")
    lands_for(s, 1, "Mana Leak")
    g, bolt = bolt_then_respond(s)
    cast(s, "Mana Leak", bolt)
    assert life(g, 1) == 20 and "Lightning Bolt" in grave_names(g, 0)


def test_701_18_card_dissolve_counters_then_scries_1():
    s = Scenario(2)
    s.hand(1, "Dissolve")
    s.library(1, "Storm Crow", "Island")
    lands_for(s, 1, "Dissolve")
    g, bolt = bolt_then_respond(s)
    cast(s, "Dissolve", bolt)
    answer(s, "scry", kind="bottom")
    s.pass_until_resolved()
    assert life(g, 1) == 20
    assert [g.name(o) for o in g.players[1].library] == ["Island", "Storm Crow"]


def test_card_exclude_counters_a_creature_spell_and_draws():
    s = Scenario(2)
    s.hand(0, "Grizzly Bears")
    s.battlefield(0, "Forest"), s.battlefield(0, "Forest")
    s.hand(1, "Exclude")
    s.library(1, "Island")
    lands_for(s, 1, "Exclude")
    g = main(s)
    cast(s, "Grizzly Bears", resolve=False)
    s.pass_priority()
    cast(s, "Exclude", spell_on_stack(g, "Grizzly Bears"))
    assert s.on_battlefield("Grizzly Bears") == []
    assert hand_names(g, 1) == ["Island"]


def test_700_2_card_cryptic_command_counter_and_draw():
    s = Scenario(2)
    s.hand(1, "Cryptic Command")
    s.library(1, "Island")
    lands_for(s, 1, "Cryptic Command")
    g, bolt = bolt_then_respond(s)
    s.choose("cast", label="cast Cryptic Command")
    s.choose("mode", label="Counter target spell")
    s.choose("mode", label="Draw a card")
    s.choose("target", value=("obj", bolt))
    s.pass_until_resolved()
    assert life(g, 1) == 20 and hand_names(g, 1) == ["Island"]


def test_700_2_card_cryptic_command_taps_every_opponents_creature_and_bounces_in_four_player_game():
    s = Scenario(4)
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = [s.battlefield(p, "Grizzly Bears") for p in (1, 2, 3)]
    aura = s.battlefield(2, "Pacifism", attached_to=theirs[1])
    s.hand(0, "Cryptic Command")
    lands_for(s, 0, "Cryptic Command")
    g = main(s)
    s.choose("cast", label="cast Cryptic Command")
    s.choose("mode", label="Return target permanent")
    s.choose("mode", label="Tap all creatures")
    s.choose("target", value=("obj", aura))
    s.pass_until_resolved()
    assert all(g.objects[o].tapped for o in theirs) and not g.objects[mine].tapped
    assert hand_names(g, 2) == ["Pacifism"]


# ----------------------------------------------------------------------------- control changing
def test_613_1b_card_mind_control_takes_enchanted_creature():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Mind Control")
    lands_for(s, 0, "Mind Control")
    g = main(s)
    cast(s, "Mind Control", bears)
    assert g.controller(bears) == 0 and g.objects[bears].owner == 1


def test_613_1b_card_confiscate_takes_any_permanent_even_a_land():
    s = Scenario(2)
    swamp = s.battlefield(1, "Swamp")
    s.hand(0, "Confiscate")
    lands_for(s, 0, "Confiscate")
    g = main(s)
    cast(s, "Confiscate", swamp)
    assert g.controller(swamp) == 0
    [conf] = s.on_battlefield("Confiscate", 0)
    assert g.objects[conf].attached_to == swamp


def test_611_2b_card_sower_of_temptation_steals_for_as_long_as_it_remains():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Sower of Temptation", "Lightning Bolt")
    lands_for(s, 0, "Sower of Temptation")
    s.battlefield(0, "Mountain")
    g = main(s)
    cast(s, "Sower of Temptation")
    [sower] = s.on_battlefield("Sower of Temptation", 0)
    assert "Flying" in s.chars(sower).keywords
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert g.controller(bears) == 0
    cast(s, "Lightning Bolt", sower)
    assert s.on_battlefield("Sower of Temptation") == []
    assert g.controller(bears) == 1


def test_611_2b_card_sower_of_temptation_does_nothing_if_it_left_before_its_trigger_resolved():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Sower of Temptation", "Lightning Bolt")
    lands_for(s, 0, "Sower of Temptation")
    s.battlefield(0, "Mountain")
    g = main(s)
    cast(s, "Sower of Temptation")
    [sower] = s.on_battlefield("Sower of Temptation", 0)
    s.choose("target", value=("obj", bears))
    assert g.turns[0].stack[-1].kind == "triggered"
    cast(s, "Lightning Bolt", sower)          # in response to the trigger
    assert g.controller(bears) == 1 and not [e for e in g.effects if e.layer == "2"]


# ----------------------------------------------------------------------------- each player
def test_801_10_card_prosperity_each_player_draws_x_in_four_player_game():
    s = Scenario(4)
    for p in range(4):
        s.library(p, "Island", "Island", "Island")
    s.hand(0, "Prosperity")
    lands_for(s, 0, "Prosperity", x=2)
    g = main(s)
    cast(s, "Prosperity", x=2)
    assert [len(g.players[p].hand) for p in range(4)] == [2, 2, 2, 2]


def test_card_words_of_wisdom_you_draw_two_each_other_player_draws_one():
    s = Scenario(4, teams=[0, 0, 1, 1])        # "each other player" includes a teammate
    for p in range(4):
        s.library(p, "Island", "Island", "Island")
    s.hand(0, "Words of Wisdom")
    lands_for(s, 0, "Words of Wisdom")
    g = main(s)
    cast(s, "Words of Wisdom")
    assert [len(g.players[p].hand) for p in range(4)] == [2, 1, 1, 1]


def test_801_10_card_vision_skeins_only_players_in_range_draw():
    s = Scenario(5, ranges=[1] * 5)           # P0 reaches P4, P0 and P1
    for p in range(5):
        s.library(p, "Island", "Island", "Island")
    s.hand(0, "Vision Skeins")
    lands_for(s, 0, "Vision Skeins")
    g = main(s)
    cast(s, "Vision Skeins")
    assert [len(g.players[p].hand) for p in range(5)] == [2, 2, 0, 0, 2]


def test_card_windfall_each_player_discards_hand_then_draws_the_greatest_number_discarded():
    s = Scenario(3)
    for p in range(3):
        s.library(p, *["Island"] * 5)
    s.hand(0, "Windfall")
    s.hand(1, "Storm Crow", "Storm Crow", "Storm Crow")
    s.hand(2, "Storm Crow")
    lands_for(s, 0, "Windfall")
    g = main(s)
    cast(s, "Windfall")
    assert [len(g.players[p].hand) for p in range(3)] == [3, 3, 3]
    assert [grave_names(g, p).count("Storm Crow") for p in range(3)] == [0, 3, 1]


def test_701_20_card_timetwister_shuffles_hands_and_graveyards_in_then_each_player_draws_seven():
    s = Scenario(2)
    s.hand(0, "Timetwister", "Storm Crow")
    s.graveyard(0, "Wind Drake")
    s.hand(1, "Grizzly Bears", "Grizzly Bears")
    s.graveyard(1, "Murder", "Murder")
    for p in range(2):
        s.library(p, *["Island"] * 5)
    lands_for(s, 0, "Timetwister")
    g = main(s)
    cast(s, "Timetwister")
    assert len(g.players[0].hand) == 7 and len(g.players[1].hand) == 7
    assert len(g.players[0].library) == 0 and len(g.players[1].library) == 2
    assert grave_names(g, 0) == ["Timetwister"] and grave_names(g, 1) == []


@pytest.mark.parametrize("pays", [True, False])
def test_118_12a_card_rhystic_study_opponent_pays_1_or_you_may_draw(pays):
    s = Scenario(3)
    s.battlefield(0, "Rhystic Study")
    s.library(0, "Island")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain"), s.battlefield(1, "Mountain")
    g = main(s, active=1)
    cast(s, "Lightning Bolt", ("player", 2), resolve=False)
    d = until(s, "pay_or_not")
    assert d.player == 1
    s.choose("pay" if pays else "decline")
    if not pays:
        answer(s, "yes_no", kind="yes")
    s.pass_until_resolved()
    assert hand_names(g, 0) == ([] if pays else ["Island"])
    assert life(g, 2) == 17


def test_card_rhystic_study_does_not_trigger_on_its_controllers_own_spells():
    s = Scenario(2)
    s.battlefield(0, "Rhystic Study")
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    g = main(s)
    cast(s, "Lightning Bolt", ("player", 1))
    assert life(g, 1) == 17 and not any(e.kind == "trigger" for e in g.events)


def test_card_psychic_corrosion_each_opponent_mills_two_per_card_you_draw():
    s = Scenario(3)
    s.battlefield(0, "Psychic Corrosion")
    s.hand(0, "Divination")
    s.library(0, "Island", "Island")
    for p in (1, 2):
        s.library(p, *["Swamp"] * 5)
    lands_for(s, 0, "Divination")
    g = main(s)
    cast(s, "Divination")
    answer(s, "order_triggers", kind="trigger")      # two identical triggers, one per card drawn
    s.pass_until_resolved()
    assert [len(g.players[p].graveyard) for p in (1, 2)] == [4, 4]


def test_702_125a_card_coastal_breach_costs_1_less_per_opponent_and_returns_all_nonland_permanents():
    s = Scenario(4)
    s.hand(0, "Coastal Breach")
    lands = [s.battlefield(0, "Island") for _ in range(4)]      # {6}{U} minus 3 opponents = {3}{U}
    bears = [s.battlefield(p, "Grizzly Bears") for p in range(4)]
    corrosion = s.battlefield(2, "Psychic Corrosion")
    g = main(s)
    cast(s, "Coastal Breach")
    assert s.on_battlefield("Grizzly Bears") == [] and corrosion not in g.battlefield
    assert all(land in g.battlefield for land in lands)
    assert hand_names(g, 2) == ["Grizzly Bears", "Psychic Corrosion"]


def test_702_125b_card_coastal_breach_undaunted_does_not_count_players_who_left():
    s = Scenario(4)
    s.hand(0, "Coastal Breach")
    for _ in range(4):
        s.battlefield(0, "Island")
    g = main(s)
    g.concede(3)
    g.concede(2)                               # one opponent left: {6}{U} costs {5}{U}, more than 4 Islands
    assert s.decision.player == 0 and s.decision.kind == "priority"
    assert not any(o.kind == "cast" for o in s.decision.options)


# ----------------------------------------------------------------------------- draw, mill, bounce
def test_107_3_card_stroke_of_genius_target_player_draws_x():
    s = Scenario(2)
    s.library(1, "Swamp", "Swamp", "Swamp", "Swamp")
    s.hand(0, "Stroke of Genius")
    lands_for(s, 0, "Stroke of Genius", x=3)
    g = main(s)
    cast(s, "Stroke of Genius", ("player", 1), x=3)
    assert len(g.players[1].hand) == 3


def test_701_13_card_thought_scour_target_player_mills_two_and_you_draw():
    s = Scenario(2)
    s.library(1, "Swamp", "Murder", "Swamp")
    s.library(0, "Island")
    s.hand(0, "Thought Scour")
    lands_for(s, 0, "Thought Scour")
    g = main(s)
    cast(s, "Thought Scour", ("player", 1))
    assert grave_names(g, 1) == ["Swamp", "Murder"]
    assert hand_names(g, 0) == ["Island"]


def test_card_boomerang_returns_target_permanent_even_a_land():
    s = Scenario(2)
    swamp = s.battlefield(1, "Swamp")
    s.hand(0, "Boomerang")
    lands_for(s, 0, "Boomerang")
    g = main(s)
    cast(s, "Boomerang", swamp)
    assert hand_names(g, 1) == ["Swamp"]


def test_card_evacuation_returns_every_creature_to_its_owners_hand():
    s = Scenario(3)
    stolen = s.battlefield(0, "Grizzly Bears", owner=2)
    s.battlefield(1, "Wind Drake")
    s.battlefield(2, "Storm Crow")
    s.hand(0, "Evacuation")
    lands_for(s, 0, "Evacuation")
    g = main(s)
    cast(s, "Evacuation")
    assert not any("Creature" in g.chars(o).types for o in g.battlefield)
    assert hand_names(g, 1) == ["Wind Drake"]
    assert sorted(hand_names(g, 2)) == ["Grizzly Bears", "Storm Crow"]
    assert stolen not in g.objects


def test_card_pongify_destroys_target_creature_and_its_controller_gets_an_ape():
    s = Scenario(3)
    drake = s.battlefield(2, "Wind Drake")
    s.hand(0, "Pongify")
    lands_for(s, 0, "Pongify")
    g = main(s)
    cast(s, "Pongify", drake)
    assert s.on_battlefield("Wind Drake") == []
    [ape] = [o for o in g.battlefield if g.objects[o].token]
    assert g.controller(ape) == 2
    ch = s.chars(ape)
    assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (3, 3, frozenset("G"), frozenset({"Ape"}))


# ----------------------------------------------------------------------------- creatures
def test_603_6a_card_cloudkin_seer_draws_a_card_when_it_enters():
    s = Scenario(2)
    s.hand(0, "Cloudkin Seer")
    s.library(0, "Island")
    lands_for(s, 0, "Cloudkin Seer")
    g = main(s)
    cast(s, "Cloudkin Seer")
    s.pass_until_resolved()
    assert hand_names(g, 0) == ["Island"]
    [seer] = s.on_battlefield("Cloudkin Seer")
    assert "Flying" in s.chars(seer).keywords


def test_card_merfolk_looter_draws_then_discards():
    s = Scenario(2)
    looter = s.battlefield(0, "Merfolk Looter")
    s.hand(0, "Storm Crow")
    s.library(0, "Island")
    g = main(s)
    s.activate("Merfolk Looter")
    s.pass_until_resolved()
    answer(s, "discard", label="Storm Crow")
    assert hand_names(g, 0) == ["Island"] and grave_names(g, 0) == ["Storm Crow"]
    assert g.objects[looter].tapped


def test_503_1a_card_serendib_efreet_deals_1_damage_to_you_each_upkeep():
    s = Scenario(2)
    efreet = s.battlefield(0, "Serendib Efreet")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    s.pass_until_resolved()
    assert life(g, 0) == 19 and "Flying" in s.chars(efreet).keywords


def test_702_8a_card_pestermite_flash_on_an_opponents_turn_taps_an_attacker_to_be():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Pestermite")
    lands_for(s, 0, "Pestermite")
    g = s.start(active=1, step=Step.BEGIN_COMBAT)
    s.pass_priority()                          # P1 passes in their beginning of combat; P0 may respond
    cast(s, "Pestermite", resolve=False)
    s.pass_until_resolved()
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    answer(s, "yes_no", kind="yes")
    answer(s, "choose_mode", kind="tap")
    assert g.objects[bears].tapped and not can_attack(g, bears)


def test_card_pestermite_can_untap_your_own_land():
    s = Scenario(2)
    s.hand(0, "Pestermite")
    lands = lands_for(s, 0, "Pestermite")
    g = main(s)
    cast(s, "Pestermite")
    s.choose("target", value=("obj", lands[0]))
    s.pass_until_resolved()
    answer(s, "yes_no", kind="yes")
    answer(s, "choose_mode", kind="untap")
    assert not g.objects[lands[0]].tapped


def test_card_spectral_sailor_flash_and_pays_3u_to_draw():
    s = Scenario(2)
    s.hand(0, "Spectral Sailor")
    s.library(0, "Island")
    lands_for(s, 0, "Spectral Sailor", extra=4)
    g = s.start(active=1, step=Step.MAIN1)
    s.pass_priority()
    cast(s, "Spectral Sailor")              # flash: on an opponent's turn
    assert len(s.on_battlefield("Spectral Sailor", 0)) == 1
    s.pass_priority()                         # the active player gets priority first after resolution
    s.activate("Spectral Sailor")
    s.pass_until_resolved()
    assert hand_names(g, 0) == ["Island"]


def test_509_1b_card_invisible_stalker_cant_be_blocked_and_has_hexproof():
    s = Scenario(2)
    stalker = s.battlefield(0, "Invisible Stalker")
    drake = s.battlefield(1, "Wind Drake")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start(active=1, step=Step.MAIN1)
    assert not can_block(g, drake, stalker)
    s.choose("cast", label="cast Lightning Bolt")
    assert ("obj", stalker) not in [o.value for o in s.decision.options]


def test_702_3b_card_wall_of_air_blocks_a_flier_but_cannot_attack():
    s = Scenario(2)
    wall = s.battlefield(0, "Wall of Air")
    drake = s.battlefield(1, "Wind Drake")
    g = main(s)
    assert not can_attack(g, wall) and can_block(g, wall, drake)


# ----------------------------------------------------------------------------- copy, kicker
def test_707_10c_card_twincast_copies_a_spell_with_a_new_target():
    s = Scenario(3)
    s.hand(1, "Twincast")
    lands_for(s, 1, "Twincast")
    g, bolt = bolt_then_respond(s)             # P0 bolts P1
    cast(s, "Twincast", bolt, resolve=False)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "target" and d.player == 1
    s.choose("target", value=("player", 2))    # the copy hits P2 instead
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [20, 17, 17]
    assert grave_names(g, 0) == ["Lightning Bolt"]             # the copy is not a card (707.10a)


@pytest.mark.parametrize("kick", [True, False])
def test_702_33d_card_into_the_roil_bounces_and_draws_only_if_kicked(kick):
    s = Scenario(2)
    drake = s.battlefield(1, "Wind Drake")
    s.hand(0, "Into the Roil")
    s.library(0, "Island")
    lands_for(s, 0, "Into the Roil", extra=2)
    g = main(s)
    s.choose("cast", label="cast Into the Roil")
    answer(s, "kicker", kind="kick" if kick else "no_kick")
    s.choose("target", value=("obj", drake))
    s.pass_until_resolved()
    assert hand_names(g, 1) == ["Wind Drake"]
    assert hand_names(g, 0) == (["Island"] if kick else [])
    assert sum(g.objects[o].tapped for o in g.battlefield) == (4 if kick else 2)


@pytest.mark.parametrize("kick,milled", [(False, [8, 8]), (True, [6, 5])])
def test_702_33d_card_maddening_cacophony_each_opponent_mills_8_or_half_rounded_up(kick, milled):
    s = Scenario(3)
    s.library(1, *["Swamp"] * 12)
    s.library(2, *["Swamp"] * 9)
    s.hand(0, "Maddening Cacophony")
    lands_for(s, 0, "Maddening Cacophony", extra=4)
    g = main(s)
    s.choose("cast", label="cast Maddening Cacophony")
    answer(s, "kicker", kind="kick" if kick else "no_kick")
    s.pass_until_resolved()
    assert [len(g.players[p].graveyard) for p in (1, 2)] == milled


def test_702_18a_card_zephid_shroud_cannot_be_targeted_even_by_its_controller():
    s = Scenario(2)
    zephid = s.battlefield(0, "Zephid")
    s.hand(0, "Boomerang")
    lands_for(s, 0, "Boomerang")
    s.battlefield(1, "Island")
    main(s)
    s.choose("cast", label="cast Boomerang")
    assert ("obj", zephid) not in [o.value for o in s.decision.options]


@pytest.mark.parametrize("name", ["Sea Sprite", "Narwhal"])
def test_702_16_card_protection_from_red_stops_red_burn_but_not_blue_bounce(name):
    s = Scenario(2)
    guard = s.battlefield(1, name)
    s.hand(0, "Lightning Bolt", "Boomerang")
    s.battlefield(0, "Mountain")
    lands_for(s, 0, "Boomerang")
    g = main(s)
    s.choose("cast", label="cast Lightning Bolt")
    assert ("obj", guard) not in [o.value for o in s.decision.options]
    s.choose("cancel")
    cast(s, "Boomerang", guard)
    assert hand_names(g, 1) == [name]


def test_702_7b_card_narwhal_first_strike_kills_a_blocker_first():
    s = Scenario(2)
    narwhal = s.battlefield(0, "Narwhal")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((narwhal, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((bears, narwhal))
    s.pass_until(Step.MAIN2)
    assert bears not in g.battlefield and narwhal in g.battlefield and g.objects[narwhal].damage == 0


def test_702_20b_card_serra_sphinx_attacks_without_tapping():
    s = Scenario(2)
    sphinx = s.battlefield(0, "Serra Sphinx")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((sphinx, 1))
    s.pass_until(Step.MAIN2)
    assert not g.objects[sphinx].tapped and life(g, 1) == 16
