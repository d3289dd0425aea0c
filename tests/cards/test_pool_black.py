"""Behaviour of every card in manamelee/cards/sets/pool_black.py, each on a board built for it."""
import pytest

from manamelee.cards.sets import pool_black
from manamelee.engine.constants import Step
from manamelee.engine.damage import lose_life
from manamelee.scenario import Scenario

from .pool_helpers import answer, cast, grave_names, hand_names, lands_for, life, main

TESTED_BELOW = {
    "Gray Merchant of Asphodel", "Kokusho, the Evening Star", "Exsanguinate", "Subversion", "Syphon Soul",
    "Wound Reflection", "Vicious Rumors", "Bad Deal", "Arterial Flow", "Innocent Blood", "Barter in Blood",
    "Diabolic Edict", "Fleshbag Marauder", "Grave Pact", "Dictate of Erebos", "Hymn to Tourach", "Mind Twist",
    "Duress", "Thoughtseize", "Syphon Mind", "Necrogen Mists", "Go for the Throat", "Hero's Downfall", "Cast Down",
    "Curtains' Call", "Famine", "Sadistic Shell Game", "Pestilence", "Night's Whisper", "Diabolic Tutor",
    "Unholy Strength", "Underworld Dreams", "Child of Night", "Royal Assassin", "Gravedigger", "Bloodgift Demon",
    "Vampire Sovereign", "Blood Artist", "Zulaport Cutthroat", "Massacre Wurm", "Grave Titan",
    "Gatekeeper of Malakir", "Stone-Throwing Devils", "Cemetery Gate", "Eviscerator",
}


def test_every_black_pool_card_has_a_behaviour_test_here():
    assert {c.name for c in pool_black.CARDS} <= TESTED_BELOW
    assert all(c.implemented for c in pool_black.CARDS)


def kill(s, oid):
    """Destroy a permanent directly (as a Murder would) and let the game react."""
    from manamelee.engine import zones
    zones.destroy(s.g, oid)
    s.refresh()


# ----------------------------------------------------------------------------- drains
def test_700_5_card_gray_merchant_drains_each_opponent_by_devotion_to_black():
    s = Scenario(4)
    s.battlefield(0, "Child of Night")                  # {1}{B}: one more {B}
    s.battlefield(1, "Vampire Nighthawk")               # an opponent's {B}{B} doesn't count
    s.hand(0, "Gray Merchant of Asphodel")
    lands_for(s, 0, "Gray Merchant of Asphodel")
    g = main(s)
    cast(s, "Gray Merchant of Asphodel")
    s.pass_until_resolved()
    devotion = 2 + 1                                     # Gray Merchant {3}{B}{B} and Child of Night
    assert [life(g, p) for p in (1, 2, 3)] == [20 - devotion] * 3
    assert life(g, 0) == 20 + 3 * devotion


def test_801_10_card_gray_merchant_drains_only_opponents_in_range():
    s = Scenario(5, ranges=[1] * 5)
    s.hand(0, "Gray Merchant of Asphodel")
    lands_for(s, 0, "Gray Merchant of Asphodel")
    g = main(s)
    cast(s, "Gray Merchant of Asphodel")
    s.pass_until_resolved()
    assert [life(g, p) for p in range(5)] == [24, 18, 20, 20, 18]


def test_700_4_card_kokusho_dies_and_drains_each_opponent_for_5():
    s = Scenario(3)
    kokusho = s.battlefield(0, "Kokusho, the Evening Star")
    g = main(s)
    kill(s, kokusho)
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [30, 15, 15]


def test_107_3_card_exsanguinate_each_opponent_loses_x_you_gain_the_total():
    s = Scenario(4)
    s.hand(0, "Exsanguinate")
    lands_for(s, 0, "Exsanguinate", x=3)
    g = main(s)
    cast(s, "Exsanguinate", x=3)
    assert [life(g, p) for p in range(4)] == [29, 17, 17, 17]


def test_card_subversion_drains_each_opponent_at_your_upkeep():
    s = Scenario(3)
    s.battlefield(0, "Subversion")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [22, 19, 19]


def test_card_syphon_soul_damages_each_other_player_and_gains_the_damage_dealt():
    s = Scenario(4, teams=[0, 0, 1, 1])          # a teammate is an "other player" too
    s.hand(0, "Syphon Soul")
    lands_for(s, 0, "Syphon Soul")
    g = main(s)
    cast(s, "Syphon Soul")
    assert [life(g, p) for p in range(4)] == [26, 18, 18, 18]


def test_119_3_card_wound_reflection_each_opponent_loses_again_what_they_lost_this_turn():
    s = Scenario(3)
    s.battlefield(0, "Wound Reflection")
    g = s.start(active=0, step=Step.MAIN2)
    lose_life(g, 1, 3)
    s.refresh()
    s.pass_until(Step.END)
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [20, 14, 20]


def test_card_vicious_rumors_hits_discards_and_mills_each_opponent():
    s = Scenario(3)
    s.hand(0, "Vicious Rumors")
    for p in (1, 2):
        s.hand(p, "Murder")
        s.library(p, "Swamp")
    lands_for(s, 0, "Vicious Rumors")
    g = main(s)
    cast(s, "Vicious Rumors")
    assert [life(g, p) for p in range(3)] == [21, 19, 19]
    assert grave_names(g, 1) == ["Murder", "Swamp"] and grave_names(g, 2) == ["Murder", "Swamp"]


def test_card_bad_deal_you_draw_two_opponents_discard_two_everyone_loses_two():
    s = Scenario(3)
    s.hand(0, "Bad Deal")
    s.library(0, "Swamp", "Swamp")
    for p in (1, 2):
        s.hand(p, "Murder", "Murder")
    lands_for(s, 0, "Bad Deal")
    g = main(s)
    cast(s, "Bad Deal")
    assert hand_names(g, 0) == ["Swamp", "Swamp"]
    assert [len(g.players[p].hand) for p in (1, 2)] == [0, 0]
    assert [life(g, p) for p in range(3)] == [18, 18, 18]


@pytest.mark.parametrize("vampire", [True, False])
def test_card_arterial_flow_discard_two_and_drain_two_if_you_control_a_vampire(vampire):
    s = Scenario(3)
    if vampire:
        s.battlefield(0, "Child of Night")
    s.hand(0, "Arterial Flow")
    for p in (1, 2):
        s.hand(p, "Murder", "Murder", "Murder")
    lands_for(s, 0, "Arterial Flow")
    g = main(s)
    cast(s, "Arterial Flow")
    for p in (1, 2):
        answer(s, "discard", label="Murder")
        answer(s, "discard", label="Murder")
    s.pass_until_resolved()
    assert [len(g.players[p].hand) for p in (1, 2)] == [1, 1]
    assert [life(g, p) for p in range(3)] == ([22, 18, 18] if vampire else [20, 20, 20])


# ----------------------------------------------------------------------------- sacrifice
def test_701_17a_card_innocent_blood_each_player_sacrifices_a_creature_of_their_choice():
    s = Scenario(3)
    mine = s.battlefield(0, "Grizzly Bears")
    keep = s.battlefield(1, "Wind Drake")
    lose = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Innocent Blood")
    lands_for(s, 0, "Innocent Blood")
    g = main(s)
    cast(s, "Innocent Blood")
    d = s.decision
    assert d.kind == "sacrifice" and d.player == 1      # P0 and P2 have one or no creature: no choice
    s.choose("permanent", value=lose)
    s.pass_until_resolved()
    assert mine not in g.battlefield and lose not in g.battlefield and keep in g.battlefield


def test_card_barter_in_blood_each_player_sacrifices_two():
    s = Scenario(2)
    for p in (0, 1):
        for _ in range(3):
            s.battlefield(p, "Grizzly Bears")
    s.hand(0, "Barter in Blood")
    lands_for(s, 0, "Barter in Blood")
    g = main(s)
    cast(s, "Barter in Blood")
    for _ in range(4):
        answer(s, "sacrifice", kind="permanent")
    s.pass_until_resolved()
    assert len(s.on_battlefield("Grizzly Bears", 0)) == 1 and len(s.on_battlefield("Grizzly Bears", 1)) == 1


def test_card_diabolic_edict_target_player_sacrifices_a_creature():
    s = Scenario(3)
    drake = s.battlefield(2, "Wind Drake")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Diabolic Edict")
    lands_for(s, 0, "Diabolic Edict")
    g = main(s)
    cast(s, "Diabolic Edict", ("player", 2))
    assert drake not in g.battlefield and bears in g.battlefield


def test_card_fleshbag_marauder_makes_each_player_sacrifice_it_can_be_its_own_victim():
    s = Scenario(3)
    theirs = [s.battlefield(p, "Grizzly Bears") for p in (1, 2)]
    s.hand(0, "Fleshbag Marauder")
    lands_for(s, 0, "Fleshbag Marauder")
    g = main(s)
    cast(s, "Fleshbag Marauder")
    s.pass_until_resolved()
    assert all(o not in g.battlefield for o in theirs)
    assert s.on_battlefield("Fleshbag Marauder") == []      # its controller's only creature


@pytest.mark.parametrize("name,teammate_sacrifices", [("Grave Pact", True), ("Dictate of Erebos", False)])
def test_card_grave_pact_and_dictate_of_erebos_punish_when_your_creature_dies(name, teammate_sacrifices):
    s = Scenario(4, teams=[0, 0, 1, 2])
    s.battlefield(0, name)
    mine = s.battlefield(0, "Grizzly Bears")
    others = [s.battlefield(p, "Grizzly Bears") for p in (1, 2, 3)]
    g = main(s)
    kill(s, mine)
    s.pass_until_resolved()
    assert (others[0] not in g.battlefield) == teammate_sacrifices
    assert others[1] not in g.battlefield and others[2] not in g.battlefield


def test_702_8a_card_dictate_of_erebos_has_flash():
    s = Scenario(2)
    s.hand(0, "Dictate of Erebos")
    lands_for(s, 0, "Dictate of Erebos")
    g = s.start(active=1, step=Step.MAIN1)
    s.pass_priority()
    cast(s, "Dictate of Erebos")
    assert len(s.on_battlefield("Dictate of Erebos", 0)) == 1


# ----------------------------------------------------------------------------- discard
def test_701_8b_card_hymn_to_tourach_discards_two_at_random():
    s = Scenario(2)
    s.hand(1, "Murder", "Shock", "Opt")
    s.hand(0, "Hymn to Tourach")
    lands_for(s, 0, "Hymn to Tourach")
    g = main(s)
    cast(s, "Hymn to Tourach", ("player", 1))
    assert len(g.players[1].hand) == 1 and len(g.players[1].graveyard) == 2


def test_701_8b_card_mind_twist_discards_x_at_random():
    s = Scenario(2)
    s.hand(1, "Murder", "Shock", "Opt", "Cancel")
    s.hand(0, "Mind Twist")
    lands_for(s, 0, "Mind Twist", x=3)
    g = main(s)
    cast(s, "Mind Twist", ("player", 1), x=3)
    assert len(g.players[1].hand) == 1 and len(g.players[1].graveyard) == 3


def test_701_16a_card_duress_you_choose_a_noncreature_nonland_card():
    s = Scenario(2)
    s.hand(1, "Grizzly Bears", "Swamp", "Murder", "Shock")
    s.hand(0, "Duress")
    lands_for(s, 0, "Duress")
    g = main(s)
    cast(s, "Duress", ("player", 1))
    d = s.decision
    assert d.kind == "discard" and d.player == 0
    assert sorted(o.label for o in d.options) == ["Murder", "Shock"]
    s.choose(label="Shock")
    assert grave_names(g, 1) == ["Shock"]


def test_card_duress_with_no_fitting_card_only_reveals():
    s = Scenario(2)
    s.hand(1, "Grizzly Bears", "Swamp")
    s.hand(0, "Duress")
    lands_for(s, 0, "Duress")
    g = main(s)
    cast(s, "Duress", ("player", 1))
    assert len(g.players[1].hand) == 2 and any("reveals their hand" in line for line in g.log)


def test_card_thoughtseize_takes_a_nonland_card_and_you_lose_2():
    s = Scenario(2)
    s.hand(1, "Grizzly Bears", "Swamp")
    s.hand(0, "Thoughtseize")
    lands_for(s, 0, "Thoughtseize")
    g = main(s)
    cast(s, "Thoughtseize", ("player", 1))
    assert [o.label for o in s.decision.options] == ["Grizzly Bears"]
    s.choose(label="Grizzly Bears")
    assert hand_names(g, 1) == ["Swamp"] and life(g, 0) == 18


def test_card_syphon_mind_each_other_player_discards_and_you_draw_that_many():
    s = Scenario(4)
    s.hand(0, "Syphon Mind")
    s.library(0, "Swamp", "Swamp", "Swamp")
    s.hand(1, "Murder")
    s.hand(2, "Shock")                       # P3 has no card to discard
    lands_for(s, 0, "Syphon Mind")
    g = main(s)
    cast(s, "Syphon Mind")
    s.pass_until_resolved()
    assert hand_names(g, 0) == ["Swamp", "Swamp"]
    assert grave_names(g, 1) == ["Murder"] and grave_names(g, 2) == ["Shock"]


def test_805_4d_card_necrogen_mists_the_player_whose_upkeep_it_is_discards():
    s = Scenario(2)
    s.battlefield(0, "Necrogen Mists")
    s.hand(1, "Murder")
    s.hand(0, "Shock")
    g = s.start(active=1, step=Step.UPKEEP, run_step_actions=True)
    s.pass_until_resolved()
    assert grave_names(g, 1) == ["Murder"] and hand_names(g, 0) == ["Shock"]


# ----------------------------------------------------------------------------- removal
def test_card_go_for_the_throat_cannot_target_an_artifact_creature():
    s = Scenario(2)
    myr = s.battlefield(1, "Darksteel Myr")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Go for the Throat")
    lands_for(s, 0, "Go for the Throat")
    g = main(s)
    s.choose("cast", label="cast Go for the Throat")
    values = [o.value for o in s.decision.options if o.kind == "target"]
    assert ("obj", myr) not in values and ("obj", bears) in values
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert bears not in g.battlefield


def test_card_heros_downfall_destroys_a_creature():
    s = Scenario(2)
    drake = s.battlefield(1, "Wind Drake")
    land = s.battlefield(1, "Island")
    s.hand(0, "Hero's Downfall")
    lands_for(s, 0, "Hero's Downfall")
    g = main(s)
    s.choose("cast", label="cast Hero's Downfall")
    assert ("obj", land) not in [o.value for o in s.decision.options]
    s.choose("target", value=("obj", drake))
    s.pass_until_resolved()
    assert drake not in g.battlefield


def test_card_cast_down_cannot_target_a_legendary_creature():
    s = Scenario(2)
    kokusho = s.battlefield(1, "Kokusho, the Evening Star")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Cast Down")
    lands_for(s, 0, "Cast Down")
    g = main(s)
    s.choose("cast", label="cast Cast Down")
    assert ("obj", kokusho) not in [o.value for o in s.decision.options]
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert bears not in g.battlefield


def test_702_125a_card_curtains_call_costs_less_per_opponent_and_destroys_two_creatures():
    s = Scenario(4)
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(3, "Wind Drake")
    s.hand(0, "Curtains' Call")
    for _ in range(3):                        # {5}{B} minus 3 opponents = {2}{B}
        s.battlefield(0, "Swamp")
    g = main(s)
    s.choose("cast", label="cast Curtains' Call")
    s.choose("target", value=("obj", a))
    assert ("obj", a) not in [o.value for o in s.decision.options]      # "another target creature"
    s.choose("target", value=("obj", b))
    s.pass_until_resolved()
    assert a not in g.battlefield and b not in g.battlefield


def test_card_famine_deals_3_to_each_creature_and_each_player():
    s = Scenario(3)
    drake = s.battlefield(1, "Wind Drake")
    turtle = s.battlefield(2, "Horned Turtle")
    s.hand(0, "Famine")
    lands_for(s, 0, "Famine")
    g = main(s)
    cast(s, "Famine")
    assert drake not in g.battlefield and turtle in g.battlefield and g.objects[turtle].damage == 3
    assert [life(g, p) for p in range(3)] == [17, 17, 17]


def test_card_sadistic_shell_game_each_player_chooses_a_creature_you_dont_control():
    s = Scenario(3)
    mine = s.battlefield(0, "Grizzly Bears")
    b1 = s.battlefield(1, "Grizzly Bears")
    b2 = s.battlefield(2, "Wind Drake")
    s.hand(0, "Sadistic Shell Game")
    lands_for(s, 0, "Sadistic Shell Game")
    g = main(s)
    cast(s, "Sadistic Shell Game")
    order = []
    picks = {1: b2, 2: b2, 0: b1}
    for _ in range(3):
        d = s.decision
        assert d.kind == "choose_permanent" and ("obj", mine) not in [o.value for o in d.options]
        assert mine not in [o.value for o in d.options]
        order.append(d.player)
        s.choose(value=picks[d.player])
    s.pass_until_resolved()
    assert order == [1, 2, 0]                  # starting with the next opponent in turn order
    assert b1 not in g.battlefield and b2 not in g.battlefield and mine in g.battlefield


def test_card_pestilence_pings_every_creature_and_player_then_is_sacrificed_without_creatures():
    s = Scenario(2)
    pest = s.battlefield(0, "Pestilence")
    s.battlefield(1, "Suntail Hawk")
    s.battlefield(0, "Swamp")
    g = s.start(active=0, step=Step.MAIN2)
    s.activate("Pestilence")
    s.pass_until_resolved()
    assert [life(g, p) for p in range(2)] == [19, 19] and s.on_battlefield("Suntail Hawk") == []
    s.pass_until(Step.END)
    s.pass_until_resolved()
    assert pest not in g.battlefield and grave_names(g, 0) == ["Pestilence"]


def test_603_4_card_pestilence_stays_while_a_creature_is_on_the_battlefield():
    s = Scenario(2)
    pest = s.battlefield(0, "Pestilence")
    s.battlefield(1, "Horned Turtle")
    g = s.start(active=0, step=Step.MAIN2)
    s.pass_until(Step.END)
    s.pass_until_resolved()
    assert pest in g.battlefield


# ----------------------------------------------------------------------------- other spells
def test_card_nights_whisper_draw_two_lose_two():
    s = Scenario(2)
    s.hand(0, "Night's Whisper")
    s.library(0, "Swamp", "Swamp")
    lands_for(s, 0, "Night's Whisper")
    g = main(s)
    cast(s, "Night's Whisper")
    assert len(g.players[0].hand) == 2 and life(g, 0) == 18


def test_701_19_card_diabolic_tutor_finds_any_card():
    s = Scenario(2)
    s.hand(0, "Diabolic Tutor")
    s.library(0, "Swamp", "Murder", "Swamp")
    lands_for(s, 0, "Diabolic Tutor")
    g = main(s)
    cast(s, "Diabolic Tutor")
    answer(s, "search", label="Murder")
    assert hand_names(g, 0) == ["Murder"] and len(g.players[0].library) == 2


def test_613_4c_card_unholy_strength_gives_plus_2_plus_1():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Unholy Strength")
    lands_for(s, 0, "Unholy Strength")
    g = main(s)
    cast(s, "Unholy Strength", bears)
    assert (s.chars(bears).power, s.chars(bears).toughness) == (4, 3)


def test_card_underworld_dreams_pings_each_opponent_who_draws():
    s = Scenario(3)
    s.battlefield(0, "Underworld Dreams")
    s.hand(0, "Prosperity")
    for p in range(3):
        s.library(p, "Island", "Island")
    lands_for(s, 0, "Prosperity", x=2)
    g = main(s)
    cast(s, "Prosperity", x=2)
    while s.decision.kind == "order_triggers":
        s.choose("trigger")
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [20, 18, 18]


# ----------------------------------------------------------------------------- creatures
def test_702_15b_card_child_of_night_lifelink():
    s = Scenario(2)
    child = s.battlefield(0, "Child of Night")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((child, 1))
    s.pass_until(Step.MAIN2)
    assert life(g, 0) == 22 and life(g, 1) == 18


def test_card_royal_assassin_destroys_target_tapped_creature_only():
    s = Scenario(2)
    s.battlefield(0, "Royal Assassin")
    tapped = s.battlefield(1, "Grizzly Bears", tapped=True)
    untapped = s.battlefield(1, "Wind Drake")
    g = main(s)
    s.activate("Royal Assassin")
    values = [o.value for o in s.decision.options if o.kind == "target"]
    assert ("obj", untapped) not in values
    s.choose("target", value=("obj", tapped))
    s.pass_until_resolved()
    assert tapped not in g.battlefield and untapped in g.battlefield


def test_card_gravedigger_returns_a_creature_card_from_your_graveyard_only():
    s = Scenario(2)
    mine = s.graveyard(0, "Wind Drake")
    s.graveyard(0, "Murder")
    theirs = s.graveyard(1, "Grizzly Bears")
    s.hand(0, "Gravedigger")
    lands_for(s, 0, "Gravedigger")
    g = main(s)
    cast(s, "Gravedigger")
    d = s.decision
    assert d.kind == "target" and [o.value for o in d.options] == [("obj", mine)]
    s.choose("target", value=("obj", mine))
    s.pass_until_resolved()
    answer(s, "yes_no", kind="yes")
    assert hand_names(g, 0) == ["Wind Drake"] and theirs in g.players[1].graveyard


def test_card_bloodgift_demon_upkeep_target_player_draws_and_loses_1():
    s = Scenario(3)
    s.battlefield(0, "Bloodgift Demon")
    s.library(2, "Island")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    s.choose("target", value=("player", 2))
    s.pass_until_resolved()
    assert hand_names(g, 2) == ["Island"] and life(g, 2) == 19


def test_card_vampire_sovereign_target_opponent_loses_3_you_gain_3():
    s = Scenario(3)
    s.hand(0, "Vampire Sovereign")
    lands_for(s, 0, "Vampire Sovereign")
    g = main(s)
    cast(s, "Vampire Sovereign")
    values = [o.value for o in s.decision.options]
    assert ("player", 0) not in values
    s.choose("target", value=("player", 2))
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [23, 20, 17]


def test_603_10a_card_blood_artist_triggers_for_each_creature_dying_itself_included():
    s = Scenario(2)
    s.battlefield(0, "Blood Artist")
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Famine")
    lands_for(s, 0, "Famine")
    g = main(s)
    cast(s, "Famine")
    for _ in range(2):                          # both die at once; both triggers target P1
        if s.decision.kind == "order_triggers":
            s.choose("trigger")
        s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    assert life(g, 1) == 17 - 2 and life(g, 0) == 17 + 2


def test_card_zulaport_cutthroat_drains_when_your_creature_dies_not_an_opponents():
    s = Scenario(3)
    s.battlefield(0, "Zulaport Cutthroat")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = main(s)
    kill(s, theirs)
    s.pass_until_resolved()
    assert life(g, 1) == 20
    kill(s, mine)
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [21, 19, 19]


def test_card_massacre_wurm_shrinks_opponents_creatures_and_each_death_costs_2_life():
    s = Scenario(3)
    mine = s.battlefield(0, "Grizzly Bears")
    b1 = s.battlefield(1, "Grizzly Bears")
    b2 = s.battlefield(2, "Suntail Hawk")
    turtle = s.battlefield(2, "Horned Turtle")
    s.hand(0, "Massacre Wurm")
    lands_for(s, 0, "Massacre Wurm")
    g = main(s)
    cast(s, "Massacre Wurm")
    s.pass_until_resolved()
    while s.decision.kind == "order_triggers":
        s.choose("trigger")
    s.pass_until_resolved()
    assert mine in g.battlefield and b1 not in g.battlefield and b2 not in g.battlefield
    assert (s.chars(turtle).power, s.chars(turtle).toughness) == (-1, 2)
    assert [life(g, p) for p in range(3)] == [20, 18, 18]


def test_card_grave_titan_makes_two_zombies_on_entering_and_on_attacking():
    s = Scenario(2)
    s.hand(0, "Grave Titan")
    lands_for(s, 0, "Grave Titan")
    g = main(s)
    cast(s, "Grave Titan")
    s.pass_until_resolved()
    zombies = [o for o in g.battlefield if g.objects[o].token]
    assert len(zombies) == 2 and all((s.chars(z).power, s.chars(z).toughness) == (2, 2) for z in zombies)
    assert s.chars(zombies[0]).colors == frozenset("B")
    [titan] = s.on_battlefield("Grave Titan")
    assert "Deathtouch" in s.chars(titan).keywords
    g.objects[titan].since = 0                 # as if it had been under control since the turn began
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((titan, 1))
    s.pass_until_resolved()
    assert len([o for o in g.battlefield if g.objects[o].token]) == 4


@pytest.mark.parametrize("kick", [True, False])
def test_603_4_card_gatekeeper_of_malakir_edict_only_if_kicked(kick):
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Gatekeeper of Malakir")
    lands_for(s, 0, "Gatekeeper of Malakir", extra=1)
    g = main(s)
    s.choose("cast", label="cast Gatekeeper of Malakir")
    answer(s, "kicker", kind="kick" if kick else "no_kick")
    s.pass_until_resolved()
    if kick:
        s.choose("target", value=("player", 1))
        s.pass_until_resolved()
    assert (bears in g.battlefield) != kick
    assert len(s.on_battlefield("Gatekeeper of Malakir", 0)) == 1


def test_702_7b_card_stone_throwing_devils_first_strike_blocks_and_survives():
    s = Scenario(2)
    goblin = s.battlefield(0, "Raging Goblin")
    devils = s.battlefield(1, "Stone-Throwing Devils")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((goblin, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((devils, goblin))
    s.pass_until(Step.MAIN2)
    assert goblin not in g.battlefield and devils in g.battlefield


def test_702_16_card_cemetery_gate_defender_with_protection_from_black():
    s = Scenario(2)
    gate = s.battlefield(1, "Cemetery Gate")
    wraith = s.battlefield(0, "Bog Wraith")
    from manamelee.engine.combat import can_attack
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert not can_attack(g, gate)
    s.attack((wraith, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((gate, wraith))                    # it may block a black creature, and takes no damage from it
    s.pass_until(Step.MAIN2)
    assert gate in g.battlefield and g.objects[gate].damage == 0 and life(g, 1) == 20


def test_702_16b_card_cemetery_gate_cannot_be_targeted_by_black_spells():
    s = Scenario(2)
    gate = s.battlefield(1, "Cemetery Gate")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Murder")
    lands_for(s, 0, "Murder")
    main(s)
    s.choose("cast", label="cast Murder")
    values = [o.value for o in s.decision.options]
    assert ("obj", gate) not in values and ("obj", bears) in values


def test_card_eviscerator_you_lose_5_when_it_enters():
    s = Scenario(2)
    s.hand(0, "Eviscerator")
    lands_for(s, 0, "Eviscerator")
    g = main(s)
    cast(s, "Eviscerator")
    s.pass_until_resolved()
    [ev] = s.on_battlefield("Eviscerator")
    assert life(g, 0) == 15 and "Protection from white" in s.chars(ev).keywords
