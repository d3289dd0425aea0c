"""Behaviour of every card in manamelee/cards/sets/pool_red.py, each on a board built for it."""
import pytest

from manamelee.cards.sets import pool_red
from manamelee.engine.casting import summoning_sick
from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

from .pool_helpers import answer, cast, grave_names, hand_names, lands_for, life, main, spell_on_stack

TESTED_BELOW = {
    "Searing Spear", "Blaze", "Chandra's Outrage", "Sizzle", "Tectonic Hazard", "Earthquake", "Inferno", "Slagstorm",
    "Sweltering Suns", "Smash to Smithereens", "Stone Rain", "Act of Treason", "Mark of Mutiny", "Insurrection",
    "Wheel of Fortune", "Magus of the Wheel", "Tempt with Vengeance", "Goblin War Drums", "Impact Tremors",
    "Shivan Dragon", "Goblin Guide", "Prodigal Pyromancer", "Hellrider", "Ball Lightning", "Goblin Arsonist",
    "Mogg Fanatic", "Thundermaw Hellkite", "Guttersnipe", "Young Pyromancer", "Kiln Fiend", "Monastery Swiftspear",
    "Goblin Chieftain", "Keldon Raider", "Goblin Mountaineer", "Burst Lightning", "Breath of Darigaaz", "Reverberate",
    "Two-Headed Cerberus", "Blood Knight", "Goblin Striker", "Windseeker Centaur",
}


def test_every_red_pool_card_has_a_behaviour_test_here():
    assert {c.name for c in pool_red.CARDS} <= TESTED_BELOW
    assert all(c.implemented for c in pool_red.CARDS)


def tokens(g, p=None):
    return [o for o in g.battlefield if g.objects[o].token and (p is None or g.controller(o) == p)]


# ----------------------------------------------------------------------------- burn
@pytest.mark.parametrize("name,x,amount", [("Searing Spear", None, 3), ("Blaze", 4, 4)])
def test_120_3_card_burn_to_any_target(name, x, amount):
    s = Scenario(2)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, name, name)
    lands_for(s, 0, name, x=x or 0)
    lands_for(s, 0, name, x=x or 0)
    g = main(s)
    cast(s, name, ("player", 1), x=x)
    assert life(g, 1) == 20 - amount
    cast(s, name, giant, x=x)
    assert giant not in g.battlefield


def test_card_chandras_outrage_4_to_the_creature_and_2_to_its_controller():
    s = Scenario(3)
    drake = s.battlefield(2, "Wind Drake")
    s.hand(0, "Chandra's Outrage")
    lands_for(s, 0, "Chandra's Outrage")
    g = main(s)
    cast(s, "Chandra's Outrage", drake)
    assert drake not in g.battlefield and [life(g, p) for p in range(3)] == [20, 20, 18]


def test_801_10_card_sizzle_3_to_each_opponent_in_range_only():
    s = Scenario(5, ranges=[1] * 5)
    s.hand(0, "Sizzle")
    lands_for(s, 0, "Sizzle")
    g = main(s)
    cast(s, "Sizzle")
    assert [life(g, p) for p in range(5)] == [20, 17, 20, 20, 17]


def test_card_tectonic_hazard_1_to_each_opponent_and_each_creature_they_control():
    s = Scenario(3)
    mine = s.battlefield(0, "Suntail Hawk")
    theirs = [s.battlefield(p, "Suntail Hawk") for p in (1, 2)]
    s.hand(0, "Tectonic Hazard")
    lands_for(s, 0, "Tectonic Hazard")
    g = main(s)
    cast(s, "Tectonic Hazard")
    assert mine in g.battlefield and not any(o in g.battlefield for o in theirs)
    assert [life(g, p) for p in range(3)] == [20, 19, 19]


def test_107_3_card_earthquake_x_to_each_creature_without_flying_and_each_player():
    s = Scenario(3)
    bears = s.battlefield(1, "Grizzly Bears")
    drake = s.battlefield(2, "Wind Drake")
    s.hand(0, "Earthquake")
    lands_for(s, 0, "Earthquake", x=2)
    g = main(s)
    cast(s, "Earthquake", x=2)
    assert bears not in g.battlefield and drake in g.battlefield and g.objects[drake].damage == 0
    assert [life(g, p) for p in range(3)] == [18, 18, 18]


def test_card_inferno_6_to_each_creature_and_player_at_instant_speed():
    s = Scenario(2)
    djinn = s.battlefield(1, "Air Elemental")
    s.hand(0, "Inferno")
    lands_for(s, 0, "Inferno")
    g = s.start(active=1, step=Step.MAIN1)
    s.pass_priority()
    cast(s, "Inferno")
    assert djinn not in g.battlefield and [life(g, p) for p in range(2)] == [14, 14]


@pytest.mark.parametrize("which", ["creature", "player"])
def test_700_2_card_slagstorm_either_each_creature_or_each_player(which):
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Slagstorm")
    lands_for(s, 0, "Slagstorm")
    g = main(s)
    s.choose("cast", label="cast Slagstorm")
    s.choose("mode", label=f"each {which}")
    s.pass_until_resolved()
    if which == "creature":
        assert bears not in g.battlefield and life(g, 1) == 20
    else:
        assert bears in g.battlefield and [life(g, p) for p in range(2)] == [17, 17]


def test_702_29a_card_sweltering_suns_3_to_each_creature_or_cycle_it():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Sweltering Suns", "Sweltering Suns")
    s.library(0, "Mountain")
    lands_for(s, 0, "Sweltering Suns")
    lands_for(s, 0, "Sweltering Suns")
    g = main(s)
    cast(s, "Sweltering Suns")
    assert bears not in g.battlefield
    s.activate("Sweltering Suns")
    s.pass_until_resolved()
    assert hand_names(g, 0) == ["Mountain"] and grave_names(g, 0) == ["Sweltering Suns", "Sweltering Suns"]


def test_card_smash_to_smithereens_destroys_an_artifact_and_hits_its_controller():
    s = Scenario(3)
    myr = s.battlefield(2, "Darksteel Myr")          # indestructible: not destroyed, controller still hit
    coat = s.battlefield(1, "Coat of Arms")
    s.hand(0, "Smash to Smithereens", "Smash to Smithereens")
    lands_for(s, 0, "Smash to Smithereens")
    lands_for(s, 0, "Smash to Smithereens")
    g = main(s)
    cast(s, "Smash to Smithereens", coat)
    assert coat not in g.battlefield and life(g, 1) == 17
    cast(s, "Smash to Smithereens", myr)
    assert myr in g.battlefield and life(g, 2) == 17


def test_card_stone_rain_destroys_target_land():
    s = Scenario(2)
    island = s.battlefield(1, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Stone Rain")
    lands_for(s, 0, "Stone Rain")
    g = main(s)
    s.choose("cast", label="cast Stone Rain")
    assert ("obj", bears) not in [o.value for o in s.decision.options]
    s.choose("target", value=("obj", island))
    s.pass_until_resolved()
    assert island not in g.battlefield


# ----------------------------------------------------------------------------- gain control
@pytest.mark.parametrize("name,power", [("Act of Treason", 3), ("Mark of Mutiny", 4)])
def test_613_1b_card_threaten_effects_untap_steal_and_haste_until_end_of_turn(name, power):
    s = Scenario(2)
    ogre = s.battlefield(1, "Hill Giant", tapped=True, sick=True)
    s.hand(0, name)
    lands_for(s, 0, name)
    g = main(s)
    cast(s, name, ogre)
    assert g.controller(ogre) == 0 and not g.objects[ogre].tapped and can_attack(g, ogre)
    assert s.chars(ogre).power == power
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((ogre, 1))
    s.pass_until(Step.MAIN2)
    assert life(g, 1) == 20 - power
    s.pass_until(Step.UPKEEP)
    assert g.controller(ogre) == 1


def test_card_insurrection_takes_every_creature_untapped_with_haste_in_range():
    s = Scenario(4, ranges=[1] * 4)                   # P0 reaches P3, P0, P1
    theirs = {p: s.battlefield(p, "Grizzly Bears", tapped=True) for p in (1, 2, 3)}
    s.hand(0, "Insurrection")
    lands_for(s, 0, "Insurrection")
    g = main(s)
    cast(s, "Insurrection")
    assert g.controller(theirs[1]) == 0 and g.controller(theirs[3]) == 0 and g.controller(theirs[2]) == 2
    assert not g.objects[theirs[1]].tapped and g.objects[theirs[2]].tapped
    assert "Haste" in s.chars(theirs[1]).keywords and not summoning_sick(g, theirs[1])


# ----------------------------------------------------------------------------- each player
def test_card_wheel_of_fortune_each_player_discards_hand_and_draws_seven():
    s = Scenario(3)
    s.hand(0, "Wheel of Fortune", "Shock")
    s.hand(1, "Murder", "Murder")
    for p in range(3):
        s.library(p, *["Mountain"] * 8)
    lands_for(s, 0, "Wheel of Fortune")
    g = main(s)
    cast(s, "Wheel of Fortune")
    assert [len(g.players[p].hand) for p in range(3)] == [7, 7, 7]
    assert grave_names(g, 1) == ["Murder", "Murder"] and "Shock" in grave_names(g, 0)


def test_card_magus_of_the_wheel_sacrifices_itself_to_wheel():
    s = Scenario(2)
    magus = s.battlefield(0, "Magus of the Wheel")
    s.hand(1, "Murder")
    for p in range(2):
        s.library(p, *["Mountain"] * 8)
    lands_for(s, 0, "Magus of the Wheel")        # {2}{R}: enough for {1}{R}
    g = main(s)
    s.activate("Magus of the Wheel")
    s.pass_until_resolved()
    assert magus not in g.battlefield and grave_names(g, 0) == ["Magus of the Wheel"]
    assert [len(g.players[p].hand) for p in range(2)] == [7, 7] and grave_names(g, 1) == ["Murder"]


def test_card_tempt_with_vengeance_each_opponent_who_accepts_gives_you_x_more():
    s = Scenario(4)
    s.hand(0, "Tempt with Vengeance")
    lands_for(s, 0, "Tempt with Vengeance", x=2)
    g = main(s)
    cast(s, "Tempt with Vengeance", x=2)
    for p, yes in ((1, True), (2, False), (3, True)):
        d = s.decision
        assert d.kind == "yes_no" and d.player == p
        s.choose("yes" if yes else "no")
    s.pass_until_resolved()
    assert [len(tokens(g, p)) for p in range(4)] == [6, 2, 0, 2]
    t = tokens(g, 0)[0]
    assert "Haste" in s.chars(t).keywords and s.chars(t).colors == frozenset("R")


# ----------------------------------------------------------------------------- enchantments
def test_702_111b_card_goblin_war_drums_gives_your_creatures_menace():
    s = Scenario(2)
    s.battlefield(0, "Goblin War Drums")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = main(s)
    assert "Menace" in s.chars(mine).keywords and "Menace" not in s.chars(theirs).keywords


def test_card_impact_tremors_pings_each_opponent_when_your_creature_enters():
    s = Scenario(3)
    s.battlefield(0, "Impact Tremors")
    s.hand(0, "Grizzly Bears")
    s.hand(1, "Grizzly Bears")
    lands_for(s, 0, "Grizzly Bears")
    g = main(s)
    cast(s, "Grizzly Bears")
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [20, 19, 19]


# ----------------------------------------------------------------------------- creatures
def test_card_shivan_dragon_firebreathing():
    s = Scenario(2)
    dragon = s.battlefield(0, "Shivan Dragon")
    s.battlefield(0, "Mountain"), s.battlefield(0, "Mountain")
    g = main(s)
    for _ in range(2):
        s.activate("Shivan Dragon")
        s.pass_until_resolved()
    assert (s.chars(dragon).power, s.chars(dragon).toughness) == (7, 5) and "Flying" in s.chars(dragon).keywords


@pytest.mark.parametrize("top,to_hand", [("Swamp", True), ("Murder", False)])
def test_701_16a_card_goblin_guide_defending_player_reveals_and_takes_a_land(top, to_hand):
    s = Scenario(2)
    guide = s.battlefield(0, "Goblin Guide", sick=True)       # haste
    s.library(1, top)
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((guide, 1))
    s.pass_until_resolved()
    assert hand_names(g, 1) == ([top] if to_hand else [])
    assert len(g.players[1].library) == (0 if to_hand else 1)


def test_card_prodigal_pyromancer_pings_any_target():
    s = Scenario(2)
    s.battlefield(0, "Prodigal Pyromancer")
    g = main(s)
    s.activate("Prodigal Pyromancer", ("player", 1))
    s.pass_until_resolved()
    assert life(g, 1) == 19


def test_802_card_hellrider_each_attacker_pings_the_player_it_attacks():
    s = Scenario(3)
    s.battlefield(0, "Hellrider")
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Hill Giant")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((a, 1), (b, 2))
    if s.decision.kind == "order_triggers":
        s.choose("trigger")
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [20, 19, 19]


def test_card_ball_lightning_tramples_with_haste_then_is_sacrificed_at_end_step():
    s = Scenario(2)
    ball = s.battlefield(0, "Ball Lightning", sick=True)
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert {"Trample", "Haste"} <= s.chars(ball).keywords
    s.attack((ball, 1))
    s.pass_until(Step.END)
    s.pass_until_resolved()
    assert life(g, 1) == 14 and ball not in g.battlefield and grave_names(g, 0) == ["Ball Lightning"]


def test_700_4_card_goblin_arsonist_may_deal_1_damage_when_it_dies():
    s = Scenario(2)
    arsonist = s.battlefield(0, "Goblin Arsonist")
    s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    g = s.start(active=1, step=Step.MAIN1)
    cast(s, "Shock", arsonist)
    s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    answer(s, "yes_no", kind="yes")
    assert life(g, 1) == 19


def test_card_mogg_fanatic_sacrifices_itself_to_deal_1_damage():
    s = Scenario(2)
    fanatic = s.battlefield(0, "Mogg Fanatic")
    hawk = s.battlefield(1, "Suntail Hawk")
    g = main(s)
    s.activate("Mogg Fanatic", hawk)
    assert fanatic not in g.battlefield                    # sacrificed as a cost (602.2b)
    s.pass_until_resolved()
    assert hawk not in g.battlefield


def test_card_thundermaw_hellkite_pings_and_taps_opponents_fliers():
    s = Scenario(2)
    hawk = s.battlefield(1, "Suntail Hawk")
    drake = s.battlefield(1, "Air Elemental")
    bears = s.battlefield(1, "Grizzly Bears")
    my_drake = s.battlefield(0, "Wind Drake")
    s.hand(0, "Thundermaw Hellkite")
    lands_for(s, 0, "Thundermaw Hellkite")
    g = main(s)
    cast(s, "Thundermaw Hellkite")
    s.pass_until_resolved()
    assert hawk not in g.battlefield
    assert g.objects[drake].tapped and g.objects[drake].damage == 1
    assert not g.objects[bears].tapped and not g.objects[my_drake].tapped
    [kite] = s.on_battlefield("Thundermaw Hellkite")
    assert can_attack(g, kite)


def test_card_guttersnipe_young_pyromancer_kiln_fiend_trigger_on_instants_and_sorceries_only():
    s = Scenario(3)
    s.battlefield(0, "Guttersnipe")
    s.battlefield(0, "Young Pyromancer")
    fiend = s.battlefield(0, "Kiln Fiend")
    s.hand(0, "Shock", "Grizzly Bears")
    lands_for(s, 0, "Shock")
    lands_for(s, 0, "Grizzly Bears")
    g = main(s)
    cast(s, "Shock", ("player", 1), resolve=False)
    while s.decision.kind == "order_triggers":
        s.choose("trigger")
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [20, 16, 18]
    assert len(tokens(g, 0)) == 1 and s.chars(tokens(g, 0)[0]).power == 1
    assert s.chars(fiend).power == 4
    cast(s, "Grizzly Bears")                    # a creature spell: no trigger
    assert [life(g, p) for p in range(3)] == [20, 16, 18] and len(tokens(g, 0)) == 1


def test_702_108a_card_monastery_swiftspear_prowess_on_noncreature_spells():
    s = Scenario(2)
    spear = s.battlefield(0, "Monastery Swiftspear", sick=True)
    s.hand(0, "Shock", "Goblin War Drums")
    lands_for(s, 0, "Shock")
    lands_for(s, 0, "Goblin War Drums")
    g = main(s)
    assert can_attack(g, spear)                 # haste
    cast(s, "Shock", ("player", 1))
    cast(s, "Goblin War Drums")                 # an enchantment is a noncreature spell too
    assert (s.chars(spear).power, s.chars(spear).toughness) == (3, 4)
    s.pass_until(Step.UPKEEP)
    assert (s.chars(spear).power, s.chars(spear).toughness) == (1, 2)


def test_613_4c_card_goblin_chieftain_pumps_and_hastes_other_goblins_you_control():
    s = Scenario(2)
    chief = s.battlefield(0, "Goblin Chieftain")
    guide = s.battlefield(0, "Mogg Fanatic", sick=True)
    bears = s.battlefield(0, "Grizzly Bears", sick=True)
    their_goblin = s.battlefield(1, "Mogg Fanatic")
    g = main(s)
    assert (s.chars(guide).power, s.chars(guide).toughness) == (2, 2) and can_attack(g, guide)
    assert s.chars(chief).power == 2 and s.chars(bears).power == 2 and not can_attack(g, bears)
    assert s.chars(their_goblin).power == 1


@pytest.mark.parametrize("discard", [True, False])
def test_118_12_card_keldon_raider_may_discard_to_draw(discard):
    s = Scenario(2)
    s.hand(0, "Keldon Raider", "Murder")
    s.library(0, "Mountain")
    lands_for(s, 0, "Keldon Raider")
    g = main(s)
    cast(s, "Keldon Raider")
    s.pass_until_resolved()
    if discard:
        answer(s, "discard", label="Murder")
        assert hand_names(g, 0) == ["Mountain"] and grave_names(g, 0) == ["Murder"]
    else:
        answer(s, "discard", kind="no")
        assert hand_names(g, 0) == ["Murder"]


def test_702_14c_card_goblin_mountaineer_mountainwalk():
    s = Scenario(2)
    goblin = s.battlefield(0, "Goblin Mountaineer")
    bears = s.battlefield(1, "Grizzly Bears")
    g = main(s)
    assert can_block(g, bears, goblin)
    s.battlefield(1, "Mountain")
    g.version += 1
    assert not can_block(g, bears, goblin)


# ----------------------------------------------------------------------------- kicker, copy
@pytest.mark.parametrize("kick,amount", [(True, 4), (False, 2)])
def test_702_33d_card_burst_lightning_2_or_4_if_kicked(kick, amount):
    s = Scenario(2)
    s.hand(0, "Burst Lightning")
    lands_for(s, 0, "Burst Lightning", extra=4)
    g = main(s)
    s.choose("cast", label="cast Burst Lightning")
    answer(s, "kicker", kind="kick" if kick else "no_kick")
    s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    assert life(g, 1) == 20 - amount


@pytest.mark.parametrize("kick,amount", [(True, 4), (False, 1)])
def test_702_33d_card_breath_of_darigaaz_hits_every_nonflier_and_player(kick, amount):
    s = Scenario(3)
    hawk = s.battlefield(1, "Suntail Hawk")
    giant = s.battlefield(2, "Hill Giant")
    bears = s.battlefield(2, "Grizzly Bears")
    s.hand(0, "Breath of Darigaaz")
    lands_for(s, 0, "Breath of Darigaaz", extra=2)
    g = main(s)
    s.choose("cast", label="cast Breath of Darigaaz")
    answer(s, "kicker", kind="kick" if kick else "no_kick")
    s.pass_until_resolved()
    assert hawk in g.battlefield and g.objects[hawk].damage == 0
    assert (giant in g.battlefield) != kick and (bears in g.battlefield) != kick
    assert [life(g, p) for p in range(3)] == [20 - amount] * 3


def test_707_10_card_reverberate_copies_your_own_burn_spell():
    s = Scenario(2)
    s.hand(0, "Lightning Bolt", "Reverberate")
    s.battlefield(0, "Mountain")
    lands_for(s, 0, "Reverberate")
    g = main(s)
    cast(s, "Lightning Bolt", ("player", 1), resolve=False)
    cast(s, "Reverberate", spell_on_stack(g, "Lightning Bolt"), resolve=False)
    s.pass_until_resolved()
    s.choose("keep")                            # keep the copy's target
    s.pass_until_resolved()
    assert life(g, 1) == 14


@pytest.mark.parametrize("name,power,damage_to_player", [("Two-Headed Cerberus", 1, 2), ("Goblin Striker", 1, 1),
                                                         ("Windseeker Centaur", 2, 2)])
def test_702_card_red_keyword_attackers(name, power, damage_to_player):
    s = Scenario(2)
    c = s.battlefield(0, name, sick=(name == "Goblin Striker"))     # haste lets the Striker attack at once
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((c, 1))
    s.pass_until(Step.MAIN2)
    assert life(g, 1) == 20 - damage_to_player and s.chars(c).power == power
    assert g.objects[c].tapped == (name != "Windseeker Centaur")       # vigilance


def test_702_16_card_blood_knight_first_strike_and_protection_from_white():
    s = Scenario(2)
    knight = s.battlefield(0, "Blood Knight")
    vanguard = s.battlefield(1, "Elite Vanguard")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert not can_block(g, vanguard, knight) and can_block(g, bears, knight)
    s.attack((knight, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((bears, knight))
    s.pass_until(Step.MAIN2)
    assert bears not in g.battlefield and knight in g.battlefield
