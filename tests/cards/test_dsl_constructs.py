"""The card DSL's constructs, one rule-named test (or a few) each: Equipment (301.5, 702.6, 704.5n, 801.9),
kicker (702.33), cost changes (601.2f, 801.10), copying a spell (707.10, 704.5e), anthems and "can't attack"
statics (613, 508.1a), conditions and optional payments (608.2c-d), fights (701.12), land search for each
player (701.19), "when you cycle" (702.29) and "enters tapped" (614.12). Range of influence (801) is checked
wherever a construct looks at other players."""
from manamelee.cards import default_pool
from manamelee.cards.dsl import CREATURE, Grant, test_spell
from manamelee.engine.casting import castable, mana_sources
from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, HAND, Step
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

PROTECT_GREEN = test_spell("Test Green Ward", [Grant("Protection from green")], [CREATURE], colors="W")
POOL = default_pool().extended(PROTECT_GREEN)
FIVE = ["Alex", "Rob", "Carissa", "Dan", "Eve"]          # seat 0..4; with range 1 Alex sees Eve, Alex, Rob


def ranged(ranges, names=FIVE):
    """A Free-for-All table with limited range of influence (801)."""
    s = Scenario(list(names), ranges=list(ranges), pool=POOL, hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    for p in range(len(names)):
        s.library(p, *["Plains"] * 6)
    return s


def option_kinds(s):
    return {o.kind for o in s.decision.options}


def can_cast(s, name):
    return any(o.kind == "cast" and o.label == f"cast {name}" for o in s.decision.options)


def equip_option(s, name):
    return [o for o in s.decision.options if o.kind == "activate" and o.label.startswith(f"activate {name}: Equip")]


# =============================================================================== Equipment (301.5, 702.6)
def test_702_6a_equip_attaches_to_target_creature_you_control_and_it_gets_the_bonus():
    s = Scenario(2)
    splitter = s.battlefield(0, "Bonesplitter")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.battlefield(0, "Plains")
    g = s.start(0, Step.MAIN1)
    assert g.chars(splitter).types == {"Artifact"} and g.objects[splitter].attached_to is None
    s.choose("activate", label="Equip {1}")
    targets = {o.value for o in s.decision.options if o.kind == "target"}
    assert targets == {("obj", bears)}                     # only a creature you control (702.6a)
    s.choose("target", value=("obj", bears))
    s.pass_until_resolved()
    assert g.objects[splitter].attached_to == bears
    assert (g.chars(bears).power, g.chars(bears).toughness) == (4, 2)
    assert any("[702.6a] Bonesplitter is attached to Grizzly Bears" in line for line in g.log)


def test_702_6a_equip_only_as_a_sorcery():
    s = Scenario(2)
    s.battlefield(0, "Bonesplitter")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Plains")
    s.library(0, "Plains")
    s.start(0, Step.UPKEEP)
    assert not equip_option(s, "Bonesplitter")              # not in the upkeep
    s.pass_until(Step.MAIN1)
    assert equip_option(s, "Bonesplitter")
    s.hand(0, "Giant Growth")
    s.battlefield(0, "Forest")
    s.g.version += 1
    s.refresh()
    s.cast("Giant Growth", s.on_battlefield("Grizzly Bears")[0])
    assert not equip_option(s, "Bonesplitter")              # not with a spell on the stack (307.1)


def test_301_5c_equip_to_another_creature_moves_it_with_a_new_timestamp():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    morningstar = s.battlefield(0, "Vulshok Morningstar", attached_to=bears)
    s.lands(0, "Plains", 2)
    g = s.start(0, Step.MAIN1)
    assert g.chars(bears).power == 4
    before = g.objects[morningstar].timestamp
    s.activate("Vulshok Morningstar", giant)
    s.pass_until_resolved()
    assert g.objects[morningstar].attached_to == giant       # one creature only (301.5c)
    assert (g.chars(bears).power, g.chars(giant).power) == (2, 5)
    assert g.objects[morningstar].timestamp > before         # 613.7e


def test_301_5d_equipped_creature_changing_control_stays_equipped_and_only_the_equipment_controller_equips():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    splitter = s.battlefield(0, "Bonesplitter", attached_to=bears)
    s.hand(1, "Threaten")
    s.lands(1, "Mountain", 3)
    g = s.start(1, Step.MAIN1)
    s.cast("Threaten", bears)
    s.pass_until_resolved()
    assert g.controller(bears) == 1 and g.controller(splitter) == 0
    assert g.objects[splitter].attached_to == bears and g.chars(bears).power == 4
    assert not equip_option(s, "Bonesplitter")             # P1 doesn't control the Equipment


def test_704_5n_equipment_attached_to_a_noncreature_becomes_unattached_and_stays():
    s = Scenario(2)
    land = s.battlefield(0, "Plains")
    splitter = s.battlefield(0, "Bonesplitter", attached_to=land)
    g = s.start(0, Step.MAIN1)
    assert g.objects[splitter].attached_to is None
    assert g.objects[splitter].zone == BATTLEFIELD
    assert any(line.startswith("[704.5n] Bonesplitter becomes unattached") for line in g.log)


def test_704_5n_equipment_stays_on_the_battlefield_when_the_creature_dies():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Hill Giant")
    sledge = s.battlefield(0, "Loxodon Warhammer", attached_to=mine)
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start(1, Step.MAIN1)
    s.cast("Murder", mine)
    s.pass_until_resolved()
    assert s.on_battlefield("Hill Giant") == [] and g.objects[sledge].zone == BATTLEFIELD
    assert g.objects[sledge].attached_to is None
    assert g.chars(bears).power == 2


def test_702_16d_protection_from_its_colour_unattaches_equipment():
    s = Scenario(2, pool=POOL)
    bears = s.battlefield(0, "Grizzly Bears")
    sledge = s.battlefield(0, "Behemoth Sledge", attached_to=bears)    # green and white
    s.hand(0, "Test Green Ward")
    s.battlefield(0, "Plains")
    g = s.start(0, Step.MAIN1)
    assert g.chars(bears).power == 4 and "Lifelink" in g.chars(bears).keywords
    s.cast("Test Green Ward", bears)
    s.pass_until_resolved()
    assert g.objects[sledge].attached_to is None and g.chars(bears).power == 2


def test_801_9_equipment_becomes_unattached_from_a_creature_outside_its_controllers_range():
    s = ranged([1, 1, 1, 1, 1])
    far = s.battlefield(2, "Grizzly Bears")                 # Carissa: two seats from Alex
    near = s.battlefield(1, "Hill Giant")                   # Rob: next to Alex
    far_eq = s.battlefield(0, "Bonesplitter", attached_to=far)
    near_eq = s.battlefield(0, "Vulshok Morningstar", attached_to=near)
    g = s.start(0, Step.MAIN1)
    assert g.objects[far_eq].attached_to is None            # 801.9, as a state-based action
    assert g.objects[near_eq].attached_to == near


# =============================================================================== kicker (702.33)
def test_702_33a_kicker_is_an_optional_additional_cost_and_the_kicked_part_happens():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Vines of Vastwood")
    s.lands(0, "Forest", 2)
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Vines of Vastwood")
    assert s.decision.kind == "kicker" and s.decision.rule == "702.33a"
    s.choose("kick")
    s.choose("target", value=("obj", bears))
    assert all(g.objects[o].tapped for o in s.on_battlefield("Forest"))   # {G} + kicker {G} (601.2f)
    s.pass_until_resolved()
    ch = g.chars(bears)
    assert (ch.power, ch.toughness) == (6, 6) and "Hexproof" in ch.keywords


def test_702_33a_not_kicked_pays_only_the_mana_cost_and_skips_the_kicked_part():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Vines of Vastwood")
    s.lands(0, "Forest", 2)
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Vines of Vastwood")
    s.choose("no_kick")
    s.choose("target", value=("obj", bears))
    assert sum(g.objects[o].tapped for o in s.on_battlefield("Forest")) == 1
    s.pass_until_resolved()
    ch = g.chars(bears)
    assert (ch.power, ch.toughness) == (2, 2) and "Hexproof" in ch.keywords


def test_702_33a_kicker_is_not_offered_when_it_cant_be_paid():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Vines of Vastwood")
    s.battlefield(0, "Forest")
    s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Vines of Vastwood")
    assert s.decision.kind == "target"
    assert ("obj", bears) in {o.value for o in s.decision.options}


def test_730_cancelling_after_choosing_to_kick_changes_nothing():
    s = Scenario(2)
    s.battlefield(0, "Grizzly Bears")
    vines = s.hand(0, "Vines of Vastwood")
    s.lands(0, "Forest", 2)
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Vines of Vastwood")
    s.choose("kick")
    s.choose("cancel")
    assert g.objects[vines].zone == HAND and not any(g.objects[o].tapped for o in s.on_battlefield("Forest"))
    assert s.decision.kind == "priority"


def test_702_33d_kicked_creature_enters_with_counters_and_keyword():
    s = Scenario(2)
    s.hand(0, "Kavu Titan", "Kavu Titan")
    s.lands(0, "Forest", 10)
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Kavu Titan")
    s.choose("kick")
    s.pass_until_resolved()
    [titan] = s.on_battlefield("Kavu Titan")
    assert g.objects[titan].counters == {"+1/+1": 3}
    assert (g.chars(titan).power, g.chars(titan).toughness) == (5, 5) and "Trample" in g.chars(titan).keywords
    s.choose("cast", label="cast Kavu Titan")
    s.choose("no_kick")
    s.pass_until_resolved()
    plain = [o for o in s.on_battlefield("Kavu Titan") if o != titan][0]
    assert g.objects[plain].counters == {} and "Trample" not in g.chars(plain).keywords


def test_603_4_kicked_etb_trigger_happens_only_if_it_was_kicked():
    s = Scenario(2)
    anthem = s.battlefield(1, "Glorious Anthem")
    s.hand(0, "Kor Sanctifiers", "Kor Sanctifiers")
    s.lands(0, "Plains", 7)
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Kor Sanctifiers")
    s.choose("no_kick")
    s.pass_until_resolved()
    assert s.decision.kind == "priority" and not g.turns[0].stack     # no trigger, no target asked
    s.choose("cast", label="cast Kor Sanctifiers")
    s.choose("kick")
    s.pass_until_resolved()
    s.choose("target", value=("obj", anthem))
    s.pass_until_resolved()
    assert s.on_battlefield("Glorious Anthem") == []


# =============================================================================== cost changes (601.2f)
def test_601_2f_cost_increase_thalia_taxes_noncreature_spells_of_every_player():
    s = Scenario(2)
    s.battlefield(1, "Thalia, Guardian of Thraben")
    s.hand(0, "Lightning Bolt", "Grizzly Bears")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest")
    s.start(0, Step.MAIN1)
    assert can_cast(s, "Grizzly Bears") and can_cast(s, "Lightning Bolt")     # {R}+{1}: two lands
    s.cast("Lightning Bolt", ("player", 1))
    assert all(s.g.objects[o].tapped for o in s.g.battlefield_of(0))


def test_601_2f_cost_increase_makes_a_spell_uncastable_without_the_extra_mana():
    s = Scenario(2)
    s.battlefield(1, "Thalia, Guardian of Thraben")
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(0, Step.MAIN1)
    assert not can_cast(s, "Lightning Bolt")


def test_601_2f_cost_reduction_lowers_only_the_generic_part():
    s = Scenario(2)
    s.battlefield(1, "Helm of Awakening")
    s.hand(0, "Grizzly Bears", "Llanowar Elves", "Lightning Bolt")
    s.battlefield(0, "Forest")
    s.start(0, Step.MAIN1)
    assert can_cast(s, "Grizzly Bears")          # {1}{G} -> {G}
    assert can_cast(s, "Llanowar Elves")         # {G} stays {G}
    assert not can_cast(s, "Lightning Bolt")     # {R} can't be reduced to nothing colourless


def test_601_2f_reduction_for_your_own_white_spells_only():
    s = Scenario(2)
    s.battlefield(0, "Pearl Medallion")
    s.hand(0, "Raise the Alarm")
    s.hand(1, "Raise the Alarm")
    s.battlefield(0, "Plains")
    s.battlefield(1, "Plains")
    g = s.start(0, Step.MAIN1)
    assert can_cast(s, "Raise the Alarm")                     # {1}{W} -> {W} with one Plains
    theirs = g.players[1].hand[0]
    assert not castable(g, g.turns[0], 1, theirs, mana_sources(g, 1))     # P1's instant still costs {1}{W}


def test_601_2f_increase_only_for_opponents_artifact_and_enchantment_spells():
    from manamelee.engine.costs import total_cost
    s = Scenario(3)
    s.battlefield(0, "Aura of Silence")
    g = s.start(0, Step.MAIN1)
    pool = default_pool()
    for p, card, want in [(1, "Bonesplitter", "{3}"), (2, "Glorious Anthem", "{3}{W}{W}"),
                          (0, "Bonesplitter", "{1}"), (1, "Grizzly Bears", "{1}{G}")]:
        c = pool[card]
        assert str(total_cost(g, p, c, c.mana_cost)) == want, (p, card)


def test_601_2f_increases_apply_before_reductions():
    from manamelee.engine.costs import total_cost
    s = Scenario(2)
    s.battlefield(0, "Sphere of Resistance")
    s.battlefield(1, "Helm of Awakening")
    s.battlefield(1, "Pearl Medallion")
    g = s.start(0, Step.MAIN1)
    pool = default_pool()
    bolt, alarm = pool["Lightning Bolt"], pool["Raise the Alarm"]
    assert str(total_cost(g, 0, bolt, bolt.mana_cost)) == "{R}"             # +1 -1
    assert str(total_cost(g, 1, alarm, alarm.mana_cost)) == "{W}"           # {1}{W} +1 -1 -1
    assert str(total_cost(g, 0, alarm, alarm.mana_cost)) == "{1}{W}"        # the Medallion is P1's


def test_601_2f_reduction_applies_to_x_so_a_larger_x_can_be_chosen():
    s = Scenario(2)
    s.battlefield(0, "Helm of Awakening")
    s.hand(0, "Secure the Wastes")
    s.lands(0, "Plains", 3)
    s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Secure the Wastes")
    assert max(o.value for o in s.decision.options if o.kind == "x") == 3    # X + {W} - 1 with three Plains
    s.choose("x", value=3)
    s.pass_until_resolved()
    assert len(s.on_battlefield("Warrior", 0)) == 3


def test_801_10_cost_changes_apply_only_to_players_in_range():
    from manamelee.engine.costs import total_cost
    s = ranged([1, 1, 1, 1, 1])
    s.battlefield(0, "Sphere of Resistance")
    g = s.start(0, Step.MAIN1)
    bolt = default_pool()["Lightning Bolt"]
    assert [str(total_cost(g, p, bolt, bolt.mana_cost)) for p in range(5)] == \
        ["{1}{R}", "{1}{R}", "{R}", "{R}", "{1}{R}"]


# =============================================================================== copying a spell (707.10)
def _mirari_table(players=3):
    s = Scenario(players)
    s.battlefield(0, "Mirari")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 4)
    return s


def test_707_10_copy_spell_with_a_new_target_both_resolve():
    s = _mirari_table()
    g = s.start(0, Step.MAIN1)
    s.cast("Lightning Bolt", ("player", 1))
    s.pass_until_decision("pay_or_not")           # Mirari's trigger resolves: "you may pay {3}"
    s.choose("pay")
    assert s.decision.kind == "target" and s.decision.rule == "707.10c"
    s.choose("target", value=("player", 2))
    stack = g.turns[0].stack
    assert [it.name for it in stack] == ["Lightning Bolt", "Lightning Bolt"]
    assert stack[-1].targets == [("player", 2)] and stack[0].targets == [("player", 1)]
    s.pass_until_resolved()
    assert (g.players[1].life, g.players[2].life) == (17, 17)
    assert [g.name(c) for c in g.players[0].graveyard] == ["Lightning Bolt"]       # 704.5e: the copy is gone
    assert any(line.startswith("[704.5e]") for line in g.log)


def test_707_10c_the_copy_may_keep_its_targets():
    s = _mirari_table(2)
    g = s.start(0, Step.MAIN1)
    s.cast("Lightning Bolt", ("player", 1))
    s.pass_until_decision("pay_or_not")
    s.choose("pay")
    s.choose("keep")
    s.pass_until_resolved()
    assert g.players[1].life == 14


def test_608_2d_declining_the_optional_payment_makes_no_copy():
    s = _mirari_table(2)
    g = s.start(0, Step.MAIN1)
    s.cast("Lightning Bolt", ("player", 1))
    s.pass_until_decision("pay_or_not")
    s.choose("decline")
    s.pass_until_resolved()
    assert g.players[1].life == 17
    assert sum(g.objects[o].tapped for o in s.on_battlefield("Mountain")) == 1


def test_707_10_a_copy_keeps_x_and_kicker():
    s = Scenario(2)
    s.battlefield(0, "Mirari")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Vines of Vastwood")
    s.lands(0, "Forest", 5)
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Vines of Vastwood")
    s.choose("kick")
    s.choose("target", value=("obj", bears))
    s.pass_until_decision("pay_or_not")
    s.choose("pay")
    assert g.turns[0].stack[-1].data.get("kicked")          # 707.10: additional costs are copied
    s.pass_until_resolved()
    assert (g.chars(bears).power, g.chars(bears).toughness) == (10, 10)


def test_801_10_copy_new_targets_only_in_the_copiers_range():
    s = ranged([1, 1, 1, 1, 1])
    s.battlefield(0, "Mirari")
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 4)
    s.start(0, Step.MAIN1)
    s.cast("Lightning Bolt", ("player", 1))
    s.pass_until_decision("pay_or_not")
    s.choose("pay")
    assert {o.value for o in s.decision.options if o.kind == "target"} == {("player", 0), ("player", 4)}


# =============================================================================== statics: anthems, can't attack
def test_613_4c_anthem_your_creatures_only():
    s = Scenario(2)
    s.battlefield(0, "Glorious Anthem")
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    assert g.chars(mine).power == 3 and g.chars(theirs).power == 2


def test_801_10_anthem_for_every_player_reaches_only_players_in_range():
    s = ranged([1, 1, 1, 1, 1])
    s.battlefield(0, "Crusade")
    knights = [s.battlefield(p, "Savannah Lions") for p in range(5)]
    g = s.start(0, Step.MAIN1)
    assert [g.chars(k).power for k in knights] == [3, 3, 2, 2, 3]


def test_508_1a_moat_creatures_without_flying_cant_attack():
    s = Scenario(2)
    s.battlefield(1, "Moat")
    bears = s.battlefield(0, "Grizzly Bears")
    drake = s.battlefield(0, "Wind Drake")
    g = s.start(0, Step.MAIN1)
    assert not can_attack(g, bears) and can_attack(g, drake)


def test_509_1a_light_of_day_black_creatures_cant_attack_or_block():
    s = Scenario(2)
    s.battlefield(1, "Light of Day")
    rats = s.battlefield(0, "Typhoid Rats")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    assert not can_attack(g, rats) and not can_block(g, rats, bears) and can_attack(g, bears)


# =============================================================================== each player / each opponent
def test_801_10_each_player_effect_skips_players_out_of_range():
    s = ranged([1, 1, 1, 1, 1])
    s.hand(0, "Hurricane")
    s.lands(0, "Forest", 3)
    g = s.start(0, Step.MAIN1)
    s.cast("Hurricane", x=2)
    s.pass_until_resolved()
    assert [pl.life for pl in g.players] == [18, 18, 20, 20, 18]


def test_701_19_each_player_searches_their_own_library():
    s = Scenario(3)
    explorer = s.battlefield(0, "Veteran Explorer")
    for p in range(3):
        s.library(p, "Forest", "Plains", "Grizzly Bears")
    s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start(1, Step.MAIN1)
    s.cast("Murder", explorer)
    s.pass_until_resolved()
    picks = []
    while s.decision.kind != "priority" or g.turns[0].stack:
        d = s.decision
        if d.kind == "search":
            picks.append(d.player)
            names = {o.label for o in d.options}
            assert "Grizzly Bears" not in names                 # basic land cards only
            s.choose("card" if any(o.kind == "card" for o in d.options) else "none")
        else:
            s.pass_priority()
    assert picks == [1, 1, 2, 2, 0, 0]                     # APNAP; each searcher is the library's owner
    for p in range(3):
        lands = [o for o in g.battlefield_of(p) if g.objects[o].owner == p and g.objects[o].card.name in
                 ("Forest", "Plains") and not g.objects[o].tapped]
        assert len([o for o in lands if g.objects[o].entered_turn == g.turn_count]) == 2


# =============================================================================== conditions, fights, cycling, enters
def test_608_2c_if_condition_martial_coup_x_5_destroys_all_other_creatures():
    s = Scenario(2)
    theirs = s.battlefield(1, "Hill Giant")
    mine = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Martial Coup")
    s.lands(0, "Plains", 7)
    g = s.start(0, Step.MAIN1)
    s.cast("Martial Coup", x=5)
    s.pass_until_resolved()
    assert theirs not in g.objects and mine not in g.objects
    assert len(s.on_battlefield("Soldier", 0)) == 5


def test_701_12a_fight_each_deals_damage_equal_to_its_power_to_the_other():
    s = Scenario(2)
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Prey Upon")
    s.battlefield(0, "Forest")
    g = s.start(0, Step.MAIN1)
    s.cast("Prey Upon", giant, bears)
    s.pass_until_resolved()
    assert s.on_battlefield("Grizzly Bears") == [] and g.objects[giant].damage == 2


def test_701_12b_no_fight_damage_when_one_creature_is_gone():
    s = Scenario(2)
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Prey Upon")
    s.hand(1, "Unsummon")
    s.battlefield(0, "Forest")
    s.battlefield(1, "Island")
    g = s.start(0, Step.MAIN1)
    s.cast("Prey Upon", giant, bears)
    s.pass_priority()
    s.cast("Unsummon", giant)
    s.pass_until_resolved()
    assert g.objects[bears].damage == 0


def test_702_29_when_you_cycle_this_card_triggers_from_the_cycled_card():
    s = Scenario(2)
    s.hand(0, "Renewed Faith")
    s.library(0, "Plains", "Plains")
    s.lands(0, "Plains", 2)
    g = s.start(0, Step.MAIN1)
    s.choose("activate", label="Cycling")
    s.pass_until_decision("yes_no")
    s.choose("yes")
    s.pass_until_resolved()
    assert g.players[0].life == 22 and len(g.players[0].hand) == 1


def test_614_12_enters_tapped_replacement():
    s = Scenario(2)
    s.hand(0, "Worn Powerstone")
    s.lands(0, "Plains", 3)
    g = s.start(0, Step.MAIN1)
    s.cast("Worn Powerstone")
    s.pass_until_resolved()
    [stone] = s.on_battlefield("Worn Powerstone")
    assert g.objects[stone].tapped


def test_608_2d_unless_pays_peacekeeper_is_sacrificed_when_its_controller_doesnt_pay():
    s = Scenario(2)
    keeper = s.battlefield(0, "Peacekeeper")
    s.lands(0, "Plains", 2)
    g = s.start(0, Step.UPKEEP, run_step_actions=True)
    s.pass_until_decision("pay_or_not")
    s.choose("decline")
    s.pass_until_resolved()
    assert keeper not in g.objects and s.zone_of("Peacekeeper")[0][0] == GRAVEYARD


def test_docs_dsl_reference_examples_build_cards():
    """Every code block of docs/dsl.md runs and builds card definitions (the reference can't rot)."""
    import re
    from pathlib import Path

    import manamelee.cards.dsl as dsl
    from manamelee.engine.definitions import CardDef
    text = (Path(__file__).resolve().parents[2] / "docs" / "dsl.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) >= 6
    env = {n: getattr(dsl, n) for n in dir(dsl) if not n.startswith("_")}
    env["WARRIOR"] = dsl.token("Warrior", 1, 1, subtypes=("Warrior",), colors="W")
    built = []
    env["card"] = lambda *a, **k: built.append(dsl.card(*a, **k)) or built[-1]
    for block in blocks:
        exec(block.replace("from manamelee.cards.dsl import *", ""), env)   # noqa: S102 (our own documentation)
    assert len(built) >= 8 and all(isinstance(c, CardDef) for c in built)


def test_509_1a_creatures_your_opponents_control_cant_block_and_shrink_only_in_range():
    from manamelee.cards.dsl import opponents_creatures, test_creature
    warlord = test_creature("Test Warlord", 2, 2, static=opponents_creatures(
        -1, -1, ("CantBlock",), text="Creatures your opponents control get -1/-1 and can't block."))
    s = Scenario(list(FIVE), ranges=[1] * 5, pool=default_pool().extended(warlord),
                 hooks=MultiplayerHooks(MultiplayerRules("ffa")), teams=[0, 0, 1, 2, 3])
    for p in range(5):
        s.library(p, "Plains")
    mine = s.battlefield(0, "Test Warlord")
    others = [s.battlefield(p, "Hill Giant") for p in range(5)]
    g = s.start(0, Step.MAIN1)
    # Rob (1) is a teammate; Carissa (2) and Dan (3) are out of range; Eve (4) is an opponent in range.
    assert [g.chars(o).power for o in others] == [3, 3, 3, 3, 2]
    assert not can_block(g, others[4], mine) and can_block(g, others[1], mine)
    assert g.chars(mine).power == 2
