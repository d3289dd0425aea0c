"""Behaviour of every card in manamelee/cards/sets/pool_multi.py, each on a board built for it."""
import pytest

from manamelee.cards.sets import pool_multi
from manamelee.engine.combat import can_attack
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

from .pool_helpers import answer, cast, grave_names, hand_names, lands_for, life, main, spell_on_stack

TESTED_BELOW = {
    "Glimpse the Unthinkable", "Recoil", "Agony Warp", "Baleful Strix", "Dimir Guildmage", "Dinrova Horror",
    "Extract from Darkness", "Countersquall", "Undermine", "Psychic Strike", "Izzet Charm", "Niv-Mizzet, the Firemind",
    "Stormchaser Mage", "Terminate", "Dreadbore", "Wrecking Ball", "Blightning", "Rakdos's Return",
    "Kolaghan's Command", "Spiteful Visions", "Crosis's Charm", "Grixis Charm", "Slave of Bolas", "Cruel Ultimatum",
    "Absorb", "Sphinx's Revelation", "Lightning Helix", "Vindicate", "Zealous Persecution", "Maelstrom Pulse",
    "Savage Twister", "Stromkirk Captain", "Shivan Zombie",
}


def test_every_multicolour_pool_card_has_a_behaviour_test_here():
    names = {c.name for c in pool_multi.CARDS}
    assert names == TESTED_BELOW
    assert all(len(c.colors) >= 2 for c in pool_multi.CARDS)


def bolt_then_respond(s):
    """P0 casts Lightning Bolt at P1; P1 gets priority; returns the Bolt's id on the stack."""
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    g = main(s)
    cast(s, "Lightning Bolt", ("player", 1), resolve=False)
    s.pass_priority()
    return g, spell_on_stack(g, "Lightning Bolt")


# ----------------------------------------------------------------------------- blue-black
def test_701_13_card_glimpse_the_unthinkable_mills_ten():
    s = Scenario(2)
    s.library(1, *["Swamp"] * 12)
    s.hand(0, "Glimpse the Unthinkable")
    lands_for(s, 0, "Glimpse the Unthinkable")
    g = main(s)
    cast(s, "Glimpse the Unthinkable", ("player", 1))
    assert len(g.players[1].graveyard) == 10 and len(g.players[1].library) == 2


def test_card_recoil_returns_a_permanent_then_its_owner_discards():
    s = Scenario(3)
    stolen = s.battlefield(0, "Wind Drake", owner=2)      # P2 owns it: P2 gets it back and discards
    s.hand(2, "Murder")
    s.hand(0, "Recoil")
    lands_for(s, 0, "Recoil")
    g = main(s)
    cast(s, "Recoil", stolen)
    d = s.decision
    assert d.kind == "discard" and d.player == 2
    s.choose(label="Murder")
    assert hand_names(g, 2) == ["Wind Drake"] and grave_names(g, 2) == ["Murder"]


def test_115_3_card_agony_warp_two_targets_may_be_one_creature():
    s = Scenario(2)
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Agony Warp", "Agony Warp")
    lands_for(s, 0, "Agony Warp")
    lands_for(s, 0, "Agony Warp")
    g = main(s)
    cast(s, "Agony Warp", giant, bears)
    assert (s.chars(giant).power, s.chars(giant).toughness) == (0, 3) and bears not in g.battlefield
    cast(s, "Agony Warp", giant, giant)
    assert giant not in g.battlefield


def test_card_baleful_strix_flying_deathtouch_artifact_draws_on_entering():
    s = Scenario(2)
    s.hand(0, "Baleful Strix")
    s.library(0, "Island")
    lands_for(s, 0, "Baleful Strix")
    g = main(s)
    cast(s, "Baleful Strix")
    s.pass_until_resolved()
    [strix] = s.on_battlefield("Baleful Strix")
    assert {"Flying", "Deathtouch"} <= s.chars(strix).keywords and "Artifact" in s.chars(strix).types
    assert hand_names(g, 0) == ["Island"]


def test_602_5d_card_dimir_guildmage_hybrid_cost_and_sorcery_speed_abilities():
    s = Scenario(2)
    s.hand(0, "Dimir Guildmage")
    s.hand(1, "Murder")
    s.library(0, "Island")
    s.battlefield(0, "Swamp"), s.battlefield(0, "Swamp")      # {U/B}{U/B} paid with black
    for _ in range(4):
        s.battlefield(0, "Island")
    for _ in range(4):
        s.battlefield(0, "Swamp")
    g = main(s)
    cast(s, "Dimir Guildmage")
    s.activate("Dimir Guildmage", ("player", 0), index=0)
    s.pass_until_resolved()
    assert hand_names(g, 0) == ["Island"]
    s.activate("Dimir Guildmage", ("player", 1), index=1)
    s.pass_until_resolved()
    assert grave_names(g, 1) == ["Murder"]


def test_602_5d_card_dimir_guildmage_cannot_activate_at_instant_speed():
    s = Scenario(2)
    s.battlefield(0, "Dimir Guildmage")
    for _ in range(4):
        s.battlefield(0, "Island")
    g = s.start(active=1, step=Step.MAIN1)
    s.pass_priority()
    assert s.decision.player == 0 and not any(o.kind == "activate" for o in s.decision.options)


def test_card_dinrova_horror_bounces_then_that_player_discards():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Dinrova Horror")
    lands_for(s, 0, "Dinrova Horror")
    g = main(s)
    cast(s, "Dinrova Horror")
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert hand_names(g, 1) == [] and grave_names(g, 1) == ["Grizzly Bears"]   # its only card


def test_card_extract_from_darkness_each_player_mills_two_then_you_take_a_creature_from_any_graveyard():
    s = Scenario(3)
    s.library(1, "Air Elemental", "Swamp")
    s.library(2, "Island", "Island")
    s.library(0, "Island", "Island")
    s.hand(0, "Extract from Darkness")
    lands_for(s, 0, "Extract from Darkness")
    g = main(s)
    cast(s, "Extract from Darkness")
    d = s.decision
    assert d.kind == "choose_card" and [o.label for o in d.options] == ["Air Elemental (P1)"]
    s.choose(label="Air Elemental")
    [elemental] = s.on_battlefield("Air Elemental")
    assert g.controller(elemental) == 0 and g.objects[elemental].owner == 1
    assert [len(g.players[p].graveyard) for p in range(3)] == [3, 1, 2]


@pytest.mark.parametrize("name,loss,milled", [("Countersquall", 2, 0), ("Undermine", 3, 0), ("Psychic Strike", 0, 2)])
def test_701_5a_card_counterspells_that_punish_the_spells_controller(name, loss, milled):
    s = Scenario(2)
    s.library(0, "Mountain", "Mountain", "Mountain")
    s.hand(1, name)
    lands_for(s, 1, name)
    g, bolt = bolt_then_respond(s)
    cast(s, name, bolt)
    assert life(g, 1) == 20 and life(g, 0) == 20 - loss
    assert len(g.players[0].graveyard) == 1 + milled


def test_card_countersquall_cannot_target_a_creature_spell():
    s = Scenario(2)
    s.hand(0, "Grizzly Bears")
    s.battlefield(0, "Forest"), s.battlefield(0, "Forest")
    s.hand(1, "Countersquall")
    lands_for(s, 1, "Countersquall")
    g = main(s)
    cast(s, "Grizzly Bears", resolve=False)
    s.pass_priority()
    assert not any(o.kind == "cast" for o in s.decision.options)


# ----------------------------------------------------------------------------- blue-red
@pytest.mark.parametrize("pays", [True, False])
def test_118_12a_card_izzet_charm_counter_mode_unless_pays_2(pays):
    s = Scenario(2)
    s.battlefield(0, "Mountain"), s.battlefield(0, "Mountain")
    s.hand(1, "Izzet Charm")
    lands_for(s, 1, "Izzet Charm")
    g, bolt = bolt_then_respond(s)
    s.choose("cast", label="cast Izzet Charm")
    s.choose("mode", label="Counter target noncreature spell")
    s.choose("target", value=("obj", bolt))
    s.pass_until_resolved()
    answer(s, "pay_or_not", kind="pay" if pays else "decline")
    s.pass_until_resolved()
    assert life(g, 1) == (17 if pays else 20)


def test_700_2_card_izzet_charm_damage_mode_and_loot_mode():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Izzet Charm", "Izzet Charm", "Murder", "Shock")
    s.library(0, "Island", "Island")
    lands_for(s, 0, "Izzet Charm")
    lands_for(s, 0, "Izzet Charm")
    g = main(s)
    s.choose("cast", label="cast Izzet Charm")
    s.choose("mode", label="2 damage")
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert bears not in g.battlefield
    s.choose("cast", label="cast Izzet Charm")
    s.choose("mode", label="Draw two")
    s.pass_until_resolved()
    answer(s, "discard", label="Murder")
    answer(s, "discard", label="Shock")
    assert sorted(hand_names(g, 0)) == ["Island", "Island"]


def test_card_niv_mizzet_pings_whenever_you_draw():
    s = Scenario(2)
    s.battlefield(0, "Niv-Mizzet, the Firemind")
    s.library(0, "Island", "Island")
    g = main(s)
    s.activate("Niv-Mizzet")
    s.pass_until_resolved()
    s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    assert life(g, 1) == 19 and hand_names(g, 0) == ["Island"]


def test_702_108a_card_stormchaser_mage_flying_haste_prowess():
    s = Scenario(2)
    mage = s.battlefield(0, "Stormchaser Mage", sick=True)
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    g = main(s)
    assert can_attack(g, mage) and {"Flying", "Haste"} <= s.chars(mage).keywords
    cast(s, "Shock", ("player", 1))
    assert (s.chars(mage).power, s.chars(mage).toughness) == (2, 4)


# ----------------------------------------------------------------------------- black-red
def test_card_terminate_dreadbore_wrecking_ball_destroy():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    drake = s.battlefield(1, "Wind Drake")
    island = s.battlefield(1, "Island")
    s.hand(0, "Terminate", "Dreadbore", "Wrecking Ball")
    for name in ("Terminate", "Dreadbore", "Wrecking Ball"):
        lands_for(s, 0, name)
    g = main(s)
    cast(s, "Terminate", bears)
    cast(s, "Dreadbore", drake)
    cast(s, "Wrecking Ball", island)
    assert not {bears, drake, island} & set(g.battlefield)


def test_card_blightning_3_damage_and_that_player_discards_two():
    s = Scenario(2)
    s.hand(1, "Murder", "Shock", "Opt")
    s.hand(0, "Blightning")
    lands_for(s, 0, "Blightning")
    g = main(s)
    cast(s, "Blightning", ("player", 1))
    answer(s, "discard", label="Murder")
    answer(s, "discard", label="Shock")
    assert life(g, 1) == 17 and hand_names(g, 1) == ["Opt"]


def test_107_3_card_rakdos_return_x_damage_to_an_opponent_who_discards_x():
    s = Scenario(2)
    s.hand(1, "Murder", "Shock")
    s.hand(0, "Rakdos's Return")
    lands_for(s, 0, "Rakdos's Return", x=2)
    g = main(s)
    s.choose("cast", label="cast Rakdos's Return")
    s.choose("x", value=2)
    assert ("player", 0) not in [o.value for o in s.decision.options]       # target opponent
    s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    assert life(g, 1) == 18 and hand_names(g, 1) == []


def test_700_2_card_kolaghans_command_raise_dead_and_shock():
    s = Scenario(2)
    s.graveyard(0, "Wind Drake")
    s.hand(0, "Kolaghan's Command")
    lands_for(s, 0, "Kolaghan's Command")
    g = main(s)
    s.choose("cast", label="cast Kolaghan's Command")
    s.choose("mode", label="Return target creature card")
    s.choose("mode", label="2 damage")
    s.choose("target", label="Wind Drake")
    s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    assert hand_names(g, 0) == ["Wind Drake"] and life(g, 1) == 18


def test_700_2_card_kolaghans_command_discard_and_shatter():
    s = Scenario(2)
    coat = s.battlefield(1, "Coat of Arms")
    s.hand(1, "Murder")
    s.hand(0, "Kolaghan's Command")
    lands_for(s, 0, "Kolaghan's Command")
    g = main(s)
    s.choose("cast", label="cast Kolaghan's Command")
    s.choose("mode", label="discards")
    s.choose("mode", label="Destroy target artifact")
    s.choose("target", value=("player", 1))
    s.choose("target", value=("obj", coat))
    s.pass_until_resolved()
    assert coat not in g.battlefield and grave_names(g, 1) == ["Murder", "Coat of Arms"]


def test_805_4d_card_spiteful_visions_extra_draw_and_1_damage_per_card_drawn():
    s = Scenario(2)
    s.battlefield(0, "Spiteful Visions")
    s.library(1, "Swamp", "Swamp", "Swamp")
    g = s.start(active=1, step=Step.DRAW, run_step_actions=True)
    for _ in range(10):
        if s.decision.kind == "order_triggers":
            s.choose("trigger")
        elif g.turns[0].stack:
            s.pass_priority()
        else:
            break
    assert len(g.players[1].hand) == 2 and life(g, 1) == 18 and life(g, 0) == 20


# ----------------------------------------------------------------------------- three colours
def test_700_2_card_crosis_charm_three_modes():
    s = Scenario(2)
    knight = s.battlefield(1, "Black Knight")
    bears = s.battlefield(1, "Grizzly Bears")
    coat = s.battlefield(1, "Coat of Arms")
    s.hand(0, "Crosis's Charm", "Crosis's Charm", "Crosis's Charm")
    for _ in range(3):
        lands_for(s, 0, "Crosis's Charm")
    g = main(s)
    s.choose("cast", label="cast Crosis's Charm")
    s.choose("mode", label="Destroy target nonblack creature")
    assert ("obj", knight) not in [o.value for o in s.decision.options]
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    s.choose("cast", label="cast Crosis's Charm")
    s.choose("mode", label="Destroy target artifact")
    s.choose("target", value=("obj", coat))
    s.pass_until_resolved()
    s.choose("cast", label="cast Crosis's Charm")
    s.choose("mode", label="Return target permanent")
    s.choose("target", value=("obj", knight))
    s.pass_until_resolved()
    assert g.battlefield == [o for o in g.battlefield if g.controller(o) == 0]
    assert hand_names(g, 1) == ["Black Knight"]


def test_700_2_card_grixis_charm_shrink_or_pump_your_team():
    s = Scenario(2)
    giant = s.battlefield(1, "Hill Giant")
    mine = [s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Wind Drake")]
    s.hand(0, "Grixis Charm", "Grixis Charm")
    lands_for(s, 0, "Grixis Charm")
    lands_for(s, 0, "Grixis Charm")
    g = main(s)
    s.choose("cast", label="cast Grixis Charm")
    s.choose("mode", label="-4/-4")
    s.choose("target", value=("obj", giant))
    s.pass_until_resolved()
    assert giant not in g.battlefield
    s.choose("cast", label="cast Grixis Charm")
    s.choose("mode", label="+2/+0")
    s.pass_until_resolved()
    assert [s.chars(o).power for o in mine] == [4, 4]


def test_603_7_card_slave_of_bolas_steals_attacks_then_sacrifices_at_end_step():
    s = Scenario(2)
    giant = s.battlefield(1, "Hill Giant", tapped=True)
    s.hand(0, "Slave of Bolas")
    lands_for(s, 0, "Slave of Bolas")
    g = main(s)
    cast(s, "Slave of Bolas", giant)
    assert g.controller(giant) == 0 and not g.objects[giant].tapped and can_attack(g, giant)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((giant, 1))
    s.pass_until(Step.END)
    s.pass_until_resolved()
    assert life(g, 1) == 17 and giant not in g.battlefield and grave_names(g, 1) == ["Hill Giant"]


def test_card_cruel_ultimatum_takes_everything_from_target_opponent():
    s = Scenario(2)
    s.battlefield(1, "Grizzly Bears")
    s.hand(1, "Murder", "Shock", "Opt", "Cancel")
    s.graveyard(0, "Wind Drake")
    s.library(0, "Island", "Island", "Island")
    s.hand(0, "Cruel Ultimatum")
    lands_for(s, 0, "Cruel Ultimatum")
    g = main(s)
    cast(s, "Cruel Ultimatum", ("player", 1))
    for name in ("Murder", "Shock", "Opt"):
        answer(s, "discard", label=name)
    answer(s, "choose_card", label="Wind Drake")
    s.pass_until_resolved()
    assert s.on_battlefield("Grizzly Bears") == [] and hand_names(g, 1) == ["Cancel"]
    assert life(g, 1) == 15 and life(g, 0) == 25
    assert sorted(hand_names(g, 0)) == ["Island", "Island", "Island", "Wind Drake"]


# ----------------------------------------------------------------------------- with white or green
def test_card_absorb_counters_and_gains_3():
    s = Scenario(2)
    s.hand(1, "Absorb")
    lands_for(s, 1, "Absorb")
    g, bolt = bolt_then_respond(s)
    cast(s, "Absorb", bolt)
    assert life(g, 1) == 23


def test_107_3_card_sphinxs_revelation_gain_x_draw_x():
    s = Scenario(2)
    s.hand(0, "Sphinx's Revelation")
    s.library(0, "Island", "Island", "Island")
    lands_for(s, 0, "Sphinx's Revelation", x=3)
    g = main(s)
    cast(s, "Sphinx's Revelation", x=3)
    assert life(g, 0) == 23 and len(g.players[0].hand) == 3


def test_card_lightning_helix_3_damage_and_3_life():
    s = Scenario(2)
    s.hand(0, "Lightning Helix")
    lands_for(s, 0, "Lightning Helix")
    g = main(s)
    cast(s, "Lightning Helix", ("player", 1))
    assert life(g, 1) == 17 and life(g, 0) == 23


def test_card_vindicate_destroys_any_permanent():
    s = Scenario(2)
    island = s.battlefield(1, "Island")
    s.hand(0, "Vindicate")
    lands_for(s, 0, "Vindicate")
    g = main(s)
    cast(s, "Vindicate", island)
    assert island not in g.battlefield


def test_611_2c_card_zealous_persecution_plus_one_yours_minus_one_each_opponents():
    s = Scenario(3)
    mine = s.battlefield(0, "Grizzly Bears")
    hawk = s.battlefield(1, "Suntail Hawk")
    bears = s.battlefield(2, "Grizzly Bears")
    s.hand(0, "Zealous Persecution")
    lands_for(s, 0, "Zealous Persecution")
    g = main(s)
    cast(s, "Zealous Persecution")
    assert hawk not in g.battlefield
    assert s.chars(mine).power == 3 and s.chars(bears).power == 1


def test_card_maelstrom_pulse_destroys_the_target_and_every_permanent_of_that_name():
    s = Scenario(3)
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(2, "Grizzly Bears")
    c = s.battlefield(0, "Grizzly Bears")
    drake = s.battlefield(1, "Wind Drake")
    s.hand(0, "Maelstrom Pulse")
    lands_for(s, 0, "Maelstrom Pulse")
    g = main(s)
    cast(s, "Maelstrom Pulse", a)
    assert not {a, b, c} & set(g.battlefield) and drake in g.battlefield


def test_107_3_card_savage_twister_x_damage_to_each_creature():
    s = Scenario(2)
    giant = s.battlefield(1, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Savage Twister")
    lands_for(s, 0, "Savage Twister", x=2)
    g = main(s)
    cast(s, "Savage Twister", x=2)
    assert bears not in g.battlefield and giant in g.battlefield and g.objects[giant].damage == 2
    assert life(g, 0) == 20 and life(g, 1) == 20


def test_613_4c_card_stromkirk_captain_other_vampires_get_plus_one_and_first_strike():
    s = Scenario(2)
    captain = s.battlefield(0, "Stromkirk Captain")
    child = s.battlefield(0, "Child of Night")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Child of Night")
    main(s)
    assert (s.chars(child).power, s.chars(child).toughness) == (3, 2)
    assert s.chars(child).keywords == frozenset({"Lifelink", "First strike"})
    assert s.chars(captain).power == 2 and "First strike" in s.chars(captain).keywords
    assert s.chars(bears).power == 2 and s.chars(theirs).power == 2


def test_702_16_card_shivan_zombie_protection_from_white():
    s = Scenario(2)
    zombie = s.battlefield(0, "Shivan Zombie")
    vanguard = s.battlefield(1, "Elite Vanguard")
    g = main(s)
    from manamelee.engine.combat import can_block
    assert not can_block(g, vanguard, zombie) and "Protection from white" in s.chars(zombie).keywords
