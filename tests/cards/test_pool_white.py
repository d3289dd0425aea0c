"""Behaviour of every card in manamelee/cards/sets/pool_white.py."""
import pytest

from manamelee.cards.sets import pool_white
from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import EXILE, Step
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

from .pool_helpers import answer_until_priority, cast_resolve, lands_for, resolve_stack


def pt(g, oid):
    ch = g.chars(oid)
    return ch.power, ch.toughness


# ----------------------------------------------------------------------------- creatures with keywords
CREATURES = {
    "Savannah Lions": (2, 1, set()),
    "Benalish Knight": (2, 2, {"Flash", "First strike"}),
    "Knight of Meadowgrain": (2, 2, {"First strike", "Lifelink"}),
    "Paladin en-Vec": (2, 2, {"First strike", "Protection from black", "Protection from red"}),
    "Righteous Avengers": (3, 1, {"Plainswalk"}),
    "Wall of Swords": (3, 5, {"Defender", "Flying"}),
    "Thalia, Guardian of Thraben": (2, 1, {"First strike"}),
    "Attended Knight": (2, 2, {"First strike"}),
    "Soul Warden": (1, 1, set()),
    "Ajani's Pridemate": (2, 2, set()),
    "Benalish Marshal": (3, 3, set()),
    "Captain of the Watch": (3, 3, {"Vigilance"}),
    "Peacekeeper": (1, 1, {"CantAttack"}),               # "Creatures can't attack." includes itself
    "Kor Sanctifiers": (2, 3, set()),
    "Kor Aeronaut": (2, 2, {"Flying"}),
    "Benalish Lancer": (2, 2, set()),
    "Kor Outfitter": (2, 2, set()),
    "Blinding Mage": (1, 2, set()),
    "Samite Healer": (1, 1, set()),
}


@pytest.mark.parametrize("name", sorted(CREATURES))
def test_card_white_creature_resolves_with_printed_power_toughness_and_keywords(name):
    p, t, kws = CREATURES[name]
    s = Scenario(2)
    s.hand(0, name)
    lands_for(s, 0, name)
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    for _ in range(10):                      # no kicker; decline an optional enters trigger
        d = s.decision
        if d.kind == "kicker":
            s.choose("no_kick")
        elif d.kind == "yes_no":
            s.choose("no")
        elif d.kind == "priority" and g.turns[0].stack:
            s.pass_priority()
        else:
            break
    [oid] = s.on_battlefield(name, 0)
    assert pt(g, oid) == (p, t) and g.chars(oid).keywords == frozenset(kws)
    assert g.chars(oid).colors == {"W"}


def test_702_8_card_benalish_knight_flash_cast_in_an_opponents_turn():
    s = Scenario(2)
    s.hand(0, "Benalish Knight", "Savannah Lions")
    lands_for(s, 0, "Benalish Knight")
    s.library(1, "Plains")
    s.start(1, Step.UPKEEP)
    s.pass_priority()                        # P1 passes; P0 gets priority in P1's upkeep
    assert s.decision.player == 0
    opts = {o.label for o in s.decision.options}
    assert "cast Benalish Knight" in opts and "cast Savannah Lions" not in opts
    cast_resolve(s, "Benalish Knight")
    assert len(s.on_battlefield("Benalish Knight", 0)) == 1


def test_card_knight_of_meadowgrain_first_strike_and_lifelink():
    s = Scenario(2)
    knight = s.battlefield(0, "Knight of Meadowgrain")
    lions = s.battlefield(1, "Savannah Lions")
    g = s.start(0, Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((knight, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((lions, knight))
    s.pass_until(Step.MAIN2)
    assert s.on_battlefield("Savannah Lions") == [] and g.objects[knight].damage == 0
    assert g.players[0].life == 22


def test_702_16_card_paladin_en_vec_cant_be_targeted_by_red_or_black():
    s = Scenario(2)
    paladin = s.battlefield(1, "Paladin en-Vec")
    s.hand(0, "Lightning Bolt", "Murder")
    s.battlefield(0, "Mountain")
    s.lands(0, "Swamp", 3)
    s.start(0, Step.MAIN1)
    assert "cast Murder" not in {o.label for o in s.decision.options}      # no legal target at all
    s.choose("cast", label="cast Lightning Bolt")
    assert ("obj", paladin) not in {o.value for o in s.decision.options}


def test_702_14c_card_righteous_avengers_plainswalk():
    s = Scenario(2)
    avengers = s.battlefield(0, "Righteous Avengers")
    lions = s.battlefield(1, "Savannah Lions")
    g = s.start(0, Step.MAIN1)
    assert can_block(g, lions, avengers)
    s.battlefield(1, "Plains")
    g.version += 1
    assert not can_block(g, lions, avengers)


def test_card_wall_of_swords_defender_blocks_fliers():
    s = Scenario(2)
    wall = s.battlefield(0, "Wall of Swords")
    aeronaut = s.battlefield(1, "Kor Aeronaut")
    g = s.start(0, Step.MAIN1)
    assert not can_attack(g, wall) and can_block(g, wall, aeronaut)


# ----------------------------------------------------------------------------- anthems and statics
def test_card_glorious_anthem_your_creatures_get_plus_one():
    s = Scenario(2)
    s.battlefield(0, "Glorious Anthem")
    mine, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    assert pt(g, mine) == (3, 3) and pt(g, theirs) == (2, 2)


def test_card_honor_of_the_pure_only_your_white_creatures():
    s = Scenario(2)
    s.battlefield(0, "Honor of the Pure")
    lions, bears, theirs = s.battlefield(0, "Savannah Lions"), s.battlefield(0, "Grizzly Bears"), \
        s.battlefield(1, "Savannah Lions")
    g = s.start(0, Step.MAIN1)
    assert (pt(g, lions), pt(g, bears), pt(g, theirs)) == ((3, 2), (2, 2), (2, 1))


def test_card_crusade_every_white_creature():
    s = Scenario(2)
    s.battlefield(0, "Crusade")
    lions, bears, theirs = s.battlefield(0, "Savannah Lions"), s.battlefield(0, "Grizzly Bears"), \
        s.battlefield(1, "Savannah Lions")
    g = s.start(0, Step.MAIN1)
    assert (pt(g, lions), pt(g, bears), pt(g, theirs)) == ((3, 2), (2, 2), (3, 2))


def test_card_benalish_marshal_other_creatures_you_control():
    s = Scenario(2)
    marshal = s.battlefield(0, "Benalish Marshal")
    bears, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    assert (pt(g, marshal), pt(g, bears), pt(g, theirs)) == ((3, 3), (3, 3), (2, 2))


def test_card_serras_blessing_creatures_you_control_have_vigilance():
    s = Scenario(2)
    s.battlefield(0, "Serra's Blessing")
    bears, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    g = s.start(0, Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert "Vigilance" in g.chars(bears).keywords and "Vigilance" not in g.chars(theirs).keywords
    s.attack((bears, 1))
    assert not g.objects[bears].tapped


def test_card_captain_of_the_watch_makes_three_soldiers_that_it_pumps():
    s = Scenario(2)
    s.hand(0, "Captain of the Watch")
    lands_for(s, 0, "Captain of the Watch")
    lions = s.battlefield(0, "Savannah Lions")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Captain of the Watch")
    resolve_stack(s)
    soldiers = s.on_battlefield("Soldier", 0)
    assert len(soldiers) == 3
    assert all(pt(g, o) == (2, 2) and "Vigilance" in g.chars(o).keywords for o in soldiers)
    assert pt(g, lions) == (2, 1)                           # a Cat, not a Soldier
    [captain] = s.on_battlefield("Captain of the Watch")
    assert pt(g, captain) == (3, 3)                         # "other"


def test_card_moat_creatures_without_flying_cant_attack():
    s = Scenario(2)
    s.battlefield(1, "Moat")
    bears, aeronaut = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Kor Aeronaut")
    mine = s.battlefield(1, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    assert not can_attack(g, bears) and can_attack(g, aeronaut) and not can_attack(g, mine)


def test_card_light_of_day_black_creatures_cant_attack_or_block():
    s = Scenario(2)
    s.battlefield(0, "Light of Day")
    rats, bears = s.battlefield(1, "Typhoid Rats"), s.battlefield(0, "Grizzly Bears")
    g = s.start(1, Step.MAIN1)
    assert not can_attack(g, rats) and not can_block(g, rats, bears) and can_block(g, bears, rats)


def test_card_peacekeeper_no_creature_can_attack_and_its_upkeep_cost():
    s = Scenario(2)
    keeper = s.battlefield(0, "Peacekeeper")
    bears, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    lands = s.lands(0, "Plains", 2)
    g = s.start(0, Step.UPKEEP, run_step_actions=True)
    assert not can_attack(g, bears) and not can_attack(g, theirs)
    s.pass_until_decision("pay_or_not")
    s.choose("pay")
    s.pass_until_resolved()
    assert keeper in g.objects and all(g.objects[x].tapped for x in lands)


def test_card_peacekeeper_is_sacrificed_if_unpaid_and_creatures_attack_again():
    s = Scenario(2)
    s.battlefield(0, "Peacekeeper")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(0, Step.UPKEEP, run_step_actions=True)     # no lands: the payment isn't even offered
    resolve_stack(s)
    assert s.on_battlefield("Peacekeeper") == [] and can_attack(g, bears)


def test_card_pious_interdiction_gains_2_and_the_creature_cant_attack_or_block():
    s = Scenario(2)
    target = s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Savannah Lions")
    s.hand(0, "Pious Interdiction")
    lands_for(s, 0, "Pious Interdiction")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Pious Interdiction", target)
    resolve_stack(s)
    assert g.players[0].life == 22
    assert not can_attack(g, target) and not can_block(g, target, mine)


# ----------------------------------------------------------------------------- cost taxes (601.2f)
def test_601_2f_card_thalia_noncreature_spells_cost_1_more():
    s = Scenario(2)
    s.battlefield(1, "Thalia, Guardian of Thraben")
    s.hand(0, "Raise the Alarm", "Savannah Lions")
    s.lands(0, "Plains", 2)
    s.start(0, Step.MAIN1)
    labels = {o.label for o in s.decision.options}
    assert "cast Raise the Alarm" not in labels and "cast Savannah Lions" in labels


def test_601_2f_card_aura_of_silence_taxes_opponents_artifacts_and_sacrifices_to_destroy_one():
    s = Scenario(2)
    aura = s.battlefield(0, "Aura of Silence")
    ring = s.battlefield(1, "Vulshok Morningstar")
    s.hand(1, "Bonesplitter", "Savannah Lions")
    s.lands(1, "Plains", 2)
    g = s.start(1, Step.MAIN1)
    labels = {o.label for o in s.decision.options}
    assert "cast Bonesplitter" not in labels and "cast Savannah Lions" in labels    # {1} + {2} with two lands
    s.pass_priority()
    s.activate("Aura of Silence", ring)
    s.pass_until_resolved()
    assert aura not in g.objects and ring not in g.objects


# ----------------------------------------------------------------------------- removal and wraths
def test_card_day_of_judgment_destroys_all_creatures():
    s = Scenario(3)
    ids = [s.battlefield(p, "Grizzly Bears") for p in range(3)]
    anthem = s.battlefield(1, "Glorious Anthem")
    s.hand(0, "Day of Judgment")
    lands_for(s, 0, "Day of Judgment")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Day of Judgment")
    assert not set(ids) & set(g.objects) and anthem in g.objects


def test_card_planar_cleansing_destroys_all_nonland_permanents():
    s = Scenario(2)
    bears, ring, anthem = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Sol Ring"), \
        s.battlefield(0, "Glorious Anthem")
    s.hand(0, "Planar Cleansing")
    lands = lands_for(s, 0, "Planar Cleansing")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Planar Cleansing")
    assert not {bears, ring, anthem} & set(g.objects) and all(x in g.objects for x in lands)


def test_card_swords_to_plowshares_exiles_and_its_controller_gains_its_power():
    s = Scenario(3)
    giant = s.battlefield(2, "Hill Giant")
    s.battlefield(2, "Glorious Anthem")
    s.hand(0, "Swords to Plowshares")
    lands_for(s, 0, "Swords to Plowshares")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Swords to Plowshares", giant)
    assert s.zone_of("Hill Giant")[0][0] == EXILE
    assert [pl.life for pl in g.players] == [20, 20, 24]      # its power as it last existed: 3 + 1


def test_card_disenchant_destroys_target_artifact_or_enchantment():
    s = Scenario(2)
    ring, bears = s.battlefield(1, "Sol Ring"), s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Disenchant")
    lands_for(s, 0, "Disenchant")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Disenchant")
    assert ("obj", bears) not in {o.value for o in s.decision.options}
    s.choose("target", value=("obj", ring))
    s.pass_until_resolved()
    assert ring not in g.objects


def test_card_sunlance_deals_3_to_a_nonwhite_creature_only():
    s = Scenario(2)
    giant, lions = s.battlefield(1, "Hill Giant"), s.battlefield(1, "Savannah Lions")
    s.hand(0, "Sunlance")
    lands_for(s, 0, "Sunlance")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Sunlance")
    assert ("obj", lions) not in {o.value for o in s.decision.options}
    s.choose("target", value=("obj", giant))
    s.pass_until_resolved()
    assert giant not in g.objects


def test_card_divine_verdict_destroys_an_attacking_creature():
    s = Scenario(2)
    giant = s.battlefield(1, "Hill Giant")
    idle = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Divine Verdict")
    lands_for(s, 0, "Divine Verdict")
    g = s.start(1, Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((giant, 0))
    s.pass_priority()                                        # P1 passes in declare attackers; P0 acts
    s.choose("cast", label="cast Divine Verdict")
    values = {o.value for o in s.decision.options}
    assert ("obj", giant) in values and ("obj", idle) not in values
    s.choose("target", value=("obj", giant))
    s.pass_until_resolved()
    assert giant not in g.objects


@pytest.mark.parametrize("x,wiped", [(4, False), (5, True)])
def test_card_martial_coup_x_soldiers_and_a_wrath_from_five(x, wiped):
    s = Scenario(2)
    theirs = s.battlefield(1, "Hill Giant")
    s.hand(0, "Martial Coup")
    lands_for(s, 0, "Martial Coup", x=x)
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Martial Coup", x=x)
    assert len(s.on_battlefield("Soldier", 0)) == x
    assert (theirs not in g.objects) == wiped


# ----------------------------------------------------------------------------- tokens
@pytest.mark.parametrize("name,token,n,flying", [("Raise the Alarm", "Soldier", 2, False),
                                                 ("Spectral Procession", "Spirit", 3, True)])
def test_card_token_spell_creates_white_tokens(name, token, n, flying):
    s = Scenario(2)
    s.hand(0, name)
    lands_for(s, 0, name)
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, name)
    tokens = s.on_battlefield(token, 0)
    assert len(tokens) == n and all(g.objects[t].token and g.chars(t).colors == {"W"} and pt(g, t) == (1, 1)
                                    for t in tokens)
    assert all(("Flying" in g.chars(t).keywords) == flying for t in tokens)


@pytest.mark.parametrize("land,n", [("Plains", 3), ("Mountain", 6)])
def test_107_4e_card_spectral_procession_paid_with_white_or_two_generic_each(land, n):
    s = Scenario(2)
    s.hand(0, "Spectral Procession")
    lands = s.lands(0, land, n)
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Spectral Procession")                   # {2/W}{2/W}{2/W}
    assert len(s.on_battlefield("Spirit", 0)) == 3 and all(g.objects[x].tapped for x in lands)


def test_card_secure_the_wastes_creates_x_warriors_at_instant_speed():
    s = Scenario(2)
    s.hand(0, "Secure the Wastes")
    s.lands(0, "Plains", 4)
    s.library(1, "Plains")
    g = s.start(1, Step.UPKEEP)
    s.pass_priority()
    cast_resolve(s, "Secure the Wastes", x=3)
    assert len(s.on_battlefield("Warrior", 0)) == 3 and g.turns[0].active == 1


def test_card_attended_knight_brings_a_soldier():
    s = Scenario(2)
    s.hand(0, "Attended Knight")
    lands_for(s, 0, "Attended Knight")
    s.start(0, Step.MAIN1)
    cast_resolve(s, "Attended Knight")
    resolve_stack(s)
    assert len(s.on_battlefield("Soldier", 0)) == 1


# ----------------------------------------------------------------------------- life
def test_card_congregate_two_life_for_each_creature_on_the_battlefield():
    s = Scenario(3)
    for p in range(3):
        s.battlefield(p, "Grizzly Bears")
    s.hand(0, "Congregate")
    lands_for(s, 0, "Congregate")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Congregate", ("player", 2))
    assert g.players[2].life == 26


def test_801_11_card_congregate_counts_only_creatures_in_range():
    s = Scenario(["A", "B", "C", "D", "E"], ranges=[1] * 5, hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    for p in range(5):
        s.battlefield(p, "Grizzly Bears")
        s.library(p, "Plains")
    s.hand(0, "Congregate")
    lands_for(s, 0, "Congregate")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Congregate", ("player", 0))
    assert g.players[0].life == 26                          # A sees E's, A's and B's creatures


def test_card_healing_salve_either_mode():
    s = Scenario(2)
    s.hand(0, "Healing Salve", "Healing Salve")
    s.lands(0, "Plains", 2)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Healing Salve")
    s.choose("mode", label="Target player gains 3 life.")
    s.choose("target", value=("player", 0))
    s.pass_until_resolved()
    assert g.players[0].life == 23
    s.choose("cast", label="cast Healing Salve")
    s.choose("mode", label="Prevent the next 3")
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    from manamelee.engine.damage import deal_damage
    assert deal_damage(g, bears, ("obj", bears), 4) == 1


def test_card_renewed_faith_gains_6_or_cycles_for_2_more():
    s = Scenario(2)
    s.hand(0, "Renewed Faith", "Renewed Faith")
    s.library(0, "Plains")
    s.lands(0, "Plains", 5)
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Renewed Faith")
    assert g.players[0].life == 26
    s.choose("activate", label="Cycling")
    answer_until_priority(s, "yes_no", kind="yes")
    assert g.players[0].life == 28 and [g.name(c) for c in g.players[0].hand] == ["Plains"]


def test_card_soul_warden_gains_1_when_an_opponents_creature_enters():
    s = Scenario(2)
    s.battlefield(0, "Soul Warden")
    s.hand(1, "Grizzly Bears")
    lands_for(s, 1, "Grizzly Bears")
    g = s.start(1, Step.MAIN1)
    cast_resolve(s, "Grizzly Bears")
    resolve_stack(s)
    assert (g.players[0].life, g.players[1].life) == (21, 20)


def test_card_soul_warden_counts_each_token_entering():
    s = Scenario(2)
    s.battlefield(0, "Soul Warden")
    s.hand(0, "Raise the Alarm")
    lands_for(s, 0, "Raise the Alarm")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Raise the Alarm")
    resolve_stack(s)
    assert g.players[0].life == 22


def test_card_ajanis_pridemate_grows_whenever_you_gain_life():
    s = Scenario(2)
    mate = s.battlefield(0, "Ajani's Pridemate")
    s.hand(0, "Angel's Mercy")
    lands_for(s, 0, "Angel's Mercy")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Angel's Mercy")
    resolve_stack(s)
    assert g.objects[mate].counters == {"+1/+1": 1} and pt(g, mate) == (3, 3)


def test_card_angelic_chorus_gains_the_toughness_of_your_entering_creature():
    s = Scenario(2)
    s.battlefield(0, "Angelic Chorus")
    s.hand(0, "Wall of Swords")
    lands_for(s, 0, "Wall of Swords")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Wall of Swords")
    resolve_stack(s)
    assert g.players[0].life == 25


def test_card_righteous_cause_gains_1_for_each_attacking_creature():
    s = Scenario(2)
    s.battlefield(1, "Righteous Cause")
    a, b = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Savannah Lions")
    g = s.start(0, Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((a, 1), (b, 1))
    resolve_stack(s)
    assert g.players[1].life == 22


# ----------------------------------------------------------------------------- kicker
def test_702_33_card_kor_sanctifiers_kicked_destroys_an_artifact():
    s = Scenario(2)
    ring = s.battlefield(1, "Sol Ring")
    s.hand(0, "Kor Sanctifiers")
    lands_for(s, 0, "Kor Sanctifiers", extra="{W}")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Kor Sanctifiers")
    s.choose("kick")
    s.pass_until_resolved()
    s.choose("target", value=("obj", ring))
    resolve_stack(s)
    assert ring not in g.objects


def test_702_33_card_kor_aeronaut_kicked_gives_flying():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Kor Aeronaut")
    lands_for(s, 0, "Kor Aeronaut", extra="{1}{W}")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Kor Aeronaut")
    s.choose("kick")
    s.pass_until_resolved()
    s.choose("target", value=("obj", bears))
    resolve_stack(s)
    assert "Flying" in g.chars(bears).keywords


def test_702_33_card_benalish_lancer_kicked_enters_with_two_counters_and_first_strike():
    s = Scenario(2)
    s.hand(0, "Benalish Lancer")
    lands_for(s, 0, "Benalish Lancer", extra="{2}{W}")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Benalish Lancer")
    s.choose("kick")
    s.pass_until_resolved()
    [lancer] = s.on_battlefield("Benalish Lancer")
    assert pt(g, lancer) == (4, 4) and "First strike" in g.chars(lancer).keywords


# ----------------------------------------------------------------------------- abilities
def test_card_kor_outfitter_attaches_your_equipment_to_your_creature():
    s = Scenario(2)
    splitter = s.battlefield(0, "Bonesplitter")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Kor Outfitter")
    lands_for(s, 0, "Kor Outfitter")
    g = s.start(0, Step.MAIN1)
    cast_resolve(s, "Kor Outfitter")
    s.choose("target", value=("obj", splitter))
    s.choose("target", value=("obj", bears))
    answer_until_priority(s, "yes_no", kind="yes")
    assert g.objects[splitter].attached_to == bears and pt(g, bears) == (4, 2)


def test_card_blinding_mage_taps_target_creature():
    s = Scenario(2)
    s.battlefield(0, "Blinding Mage")
    s.battlefield(0, "Plains")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    s.activate("Blinding Mage", bears)
    s.pass_until_resolved()
    assert g.objects[bears].tapped


def test_card_samite_healer_prevents_the_next_1_damage():
    s = Scenario(2)
    s.battlefield(0, "Samite Healer")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start(0, Step.MAIN1)
    s.activate("Samite Healer", ("player", 0))
    s.pass_until_resolved()
    s.pass_priority()
    cast_resolve(s, "Lightning Bolt", ("player", 0))
    assert g.players[0].life == 18


def test_every_white_card_has_a_behaviour_test_here():
    tested = set(CREATURES) | {
        "Glorious Anthem", "Honor of the Pure", "Crusade", "Serra's Blessing", "Moat", "Light of Day",
        "Pious Interdiction", "Aura of Silence", "Day of Judgment", "Planar Cleansing", "Swords to Plowshares",
        "Disenchant", "Sunlance", "Divine Verdict", "Martial Coup", "Raise the Alarm", "Spectral Procession",
        "Secure the Wastes", "Congregate", "Healing Salve", "Renewed Faith", "Angelic Chorus", "Righteous Cause"}
    assert {c.name for c in pool_white.CARDS} == tested
