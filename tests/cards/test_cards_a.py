"""Behaviour tests for the batch-A cards (manamelee/cards/sets/cr_examples_a.py) and the sample cards
Giant Growth, Shock and Wall of Wood. Each test builds a board with Scenario and checks the effect."""
from manamelee.engine import Step
from manamelee.engine.constants import EXILE, GRAVEYARD, LIBRARY
from manamelee.engine.players import LifeTotal
from manamelee.scenario import Scenario
from manamelee.engine import zones


def lands(s, p, *names):
    for n in names:
        s.battlefield(p, n)


def life(g, p):
    return g.players[p].life


# ----------------------------------------------------------------------------- Giant Growth / Titanic Growth
def test_card_giant_growth_gives_plus_3_until_end_of_turn():
    s = Scenario(2)
    lands(s, 0, "Forest", "Mountain")
    bear = s.battlefield(0, "Runeclaw Bear")
    s.hand(0, "Giant Growth", "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Giant Growth", bear)
    s.pass_until_resolved()
    assert (s.chars(bear).power, s.chars(bear).toughness) == (5, 5)
    s.cast("Shock", bear)                 # 2 damage no longer kills a 5/5
    s.pass_until_resolved()
    assert bear in g.battlefield and g.objects[bear].damage == 2
    s.pass_until(Step.UPKEEP)             # 514.2: the effect ends in the cleanup step
    assert (s.chars(bear).power, s.chars(bear).toughness) == (2, 2)


def test_card_titanic_growth_gives_plus_4_and_saves_from_lightning_blast():
    s = Scenario(2)
    lands(s, 0, "Forest", "Forest")
    lands(s, 1, "Mountain", "Mountain", "Mountain", "Mountain")
    bear = s.battlefield(0, "Runeclaw Bear")
    s.hand(0, "Titanic Growth")
    s.hand(1, "Lightning Blast")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Titanic Growth", bear)
    s.pass_until_resolved()
    assert (s.chars(bear).power, s.chars(bear).toughness) == (6, 6)
    s.pass_priority()                     # P1 gets priority with an empty stack
    s.cast("Lightning Blast", bear)
    s.pass_until_resolved()
    assert bear in g.battlefield and g.objects[bear].damage == 4


# ----------------------------------------------------------------------------- Shock / Lightning Blast / Lava Axe
def test_card_shock_deals_2_to_any_target():
    s = Scenario(2)
    lands(s, 0, "Mountain", "Mountain")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Shock", "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    s.pass_until_resolved()
    assert life(g, 1) == 18
    s.cast("Shock", bear)
    s.pass_until_resolved()
    assert bear not in g.battlefield                      # 704.5g: lethal damage
    assert s.zone_of("Runeclaw Bear", 1)[0][0] == GRAVEYARD


def test_card_lightning_blast_deals_4_to_any_target():
    s = Scenario(2)
    lands(s, 0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    angel = s.battlefield(1, "Serra Angel")
    s.hand(0, "Lightning Blast", "Lightning Blast")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Lightning Blast", ("player", 1))
    s.pass_until_resolved()
    assert life(g, 1) == 16
    s.cast("Lightning Blast", angel)
    s.pass_until_resolved()
    assert angel not in g.battlefield                     # a 4/4 takes 4


def test_card_lava_axe_deals_5_to_player_and_cannot_target_creatures():
    s = Scenario(2)
    lands(s, 0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Lava Axe")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Lava Axe")
    values = [o.value for o in s.decision.options if o.kind == "target"]
    assert ("obj", bear) not in values and ("player", 1) in values
    s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    assert life(g, 1) == 15


# ----------------------------------------------------------------------------- Wall of Wood
def test_702_3b_wall_of_wood_defender_cannot_attack():
    s = Scenario(2)
    wall = s.battlefield(0, "Wall of Wood")
    bear = s.battlefield(0, "Runeclaw Bear")
    s.start(active=0, step=Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    d = s.decision
    assert d.kind == "declare_attackers"
    attackers = [o.value for o in d.options if o.kind == "attacker"]
    assert bear in attackers and wall not in attackers


def test_card_wall_of_wood_can_block():
    s = Scenario(2)
    wall = s.battlefield(1, "Wall of Wood")
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bear, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((wall, bear))
    s.pass_until(Step.END_COMBAT)
    assert life(g, 1) == 20 and g.objects[wall].damage == 2 and wall in g.battlefield


# ----------------------------------------------------------------------------- Pyroclasm
def test_card_pyroclasm_deals_2_to_each_creature():
    s = Scenario(2)
    lands(s, 0, "Mountain", "Mountain")
    b0 = s.battlefield(0, "Runeclaw Bear")
    b1 = s.battlefield(1, "Runeclaw Bear")
    wall = s.battlefield(1, "Wall of Wood")
    s.hand(0, "Pyroclasm")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Pyroclasm")
    s.pass_until_resolved()
    assert b0 not in g.battlefield and b1 not in g.battlefield
    assert wall in g.battlefield and g.objects[wall].damage == 2
    assert life(g, 0) == 20 and life(g, 1) == 20          # creatures only


def test_801_10_pyroclasm_only_hits_creatures_in_range_of_influence():
    # Six players with range of influence 1: Alex (seat 0) reaches seats 5, 0 and 1 only.
    s = Scenario(6, ranges=[1] * 6)
    lands(s, 0, "Mountain", "Mountain")
    bears = [s.battlefield(p, "Runeclaw Bear") for p in range(6)]
    s.hand(0, "Pyroclasm")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Pyroclasm")
    s.pass_until_resolved()
    alive = [p for p in range(6) if bears[p] in g.battlefield]
    assert alive == [2, 3, 4]


# ----------------------------------------------------------------------------- Flame Rift
def test_card_flame_rift_deals_4_to_each_player():
    s = Scenario(3)
    lands(s, 0, "Mountain", "Mountain")
    s.hand(0, "Flame Rift")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Flame Rift")
    s.pass_until_resolved()
    assert [life(g, p) for p in range(3)] == [16, 16, 16]


def test_810_9_flame_rift_deals_8_to_each_team_with_shared_life():
    # Two teams of two sharing a life total (810.9): damage applies to each player, then to the total.
    s = Scenario(4, teams=[0, 0, 1, 1], life=30)
    s.g.players[1].total = s.g.players[0].total
    s.g.players[3].total = s.g.players[2].total
    lands(s, 0, "Mountain", "Mountain")
    s.hand(0, "Flame Rift")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Flame Rift")
    s.pass_until_resolved()
    assert g.players[0].total.life == 22 and g.players[2].total.life == 22


# ----------------------------------------------------------------------------- Healing Hands
def test_card_healing_hands_target_gains_4_and_caster_draws():
    s = Scenario(2)
    lands(s, 0, "Plains", "Plains", "Plains")
    s.library(0, "Serra Angel")
    s.hand(0, "Healing Hands")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Healing Hands", ("player", 1))
    s.pass_until_resolved()
    assert life(g, 1) == 24 and life(g, 0) == 20
    assert s.names(g.players[0].hand) == ["Serra Angel"] and not g.players[1].hand


# ----------------------------------------------------------------------------- Holy Day
def test_615_holy_day_prevents_combat_damage_but_not_shock():
    s = Scenario(2)
    lands(s, 0, "Plains", "Mountain")
    bear = s.battlefield(0, "Runeclaw Bear")
    blocker = s.battlefield(1, "Runeclaw Bear")
    attacker2 = s.battlefield(0, "Mesa Unicorn")
    s.hand(0, "Holy Day", "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Holy Day")
    s.pass_until_resolved()
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bear, 1), (attacker2, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((blocker, bear))
    s.pass_until(Step.END_COMBAT)
    assert life(g, 1) == 20                              # unblocked unicorn's damage prevented
    assert g.objects[bear].damage == 0 and g.objects[blocker].damage == 0
    assert bear in g.battlefield and blocker in g.battlefield
    s.pass_until(Step.MAIN2)
    s.cast("Shock", ("player", 1))                         # noncombat damage is not prevented
    s.pass_until_resolved()
    assert life(g, 1) == 18


def test_615_holy_day_ends_at_end_of_turn():
    s = Scenario(2)
    lands(s, 1, "Plains")
    bear = s.battlefield(0, "Runeclaw Bear")
    s.library(0, "Plains")
    s.library(1, "Plains")
    s.hand(1, "Holy Day")
    g = s.start(active=0, step=Step.END)
    s.pass_priority()
    s.cast("Holy Day")                                     # P1 casts it in P0's end step
    s.pass_until_resolved()
    s.pass_until(Step.UPKEEP)                              # P1's turn
    s.pass_until(Step.DRAW)
    s.pass_until(Step.UPKEEP)                              # ...and back to P0's turn
    assert g.turns[0].active == 0
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bear, 1))
    s.pass_until(Step.END_COMBAT)
    assert life(g, 1) == 18


def test_801_13b_holy_day_prevents_only_damage_with_source_and_recipient_in_range():
    # Five players, range 1. P0 casts Holy Day; P2 (out of P0's range) attacks P1 (in range).
    s = Scenario(5, ranges=[1] * 5)
    lands(s, 0, "Plains")
    b2 = s.battlefield(2, "Runeclaw Bear")
    s.hand(0, "Holy Day")
    g = s.start(active=2, step=Step.MAIN1)
    s.pass_priority(3)                                     # P2, P3, P4 pass; P0 has priority
    s.cast("Holy Day")
    s.pass_until_resolved()
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((b2, 1))
    s.pass_until(Step.END_COMBAT)
    assert life(g, 1) == 18                                # the source is outside P0's range


# ----------------------------------------------------------------------------- Captain's Maneuver
def test_card_captains_maneuver_redirects_part_of_lava_axe():
    s = Scenario(2)
    lands(s, 0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    lands(s, 1, "Mountain", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Lava Axe")
    s.hand(1, "Captain's Maneuver")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Lava Axe", ("player", 1))
    s.pass_priority()                                      # P1 responds
    s.cast("Captain's Maneuver", ("player", 1), ("player", 0), x=3)
    s.pass_until_resolved()
    assert life(g, 1) == 18 and life(g, 0) == 17           # 3 of the 5 damage redirected (614.9)


def test_card_captains_maneuver_second_target_must_differ():
    s = Scenario(2)
    lands(s, 1, "Mountain", "Plains")
    s.hand(1, "Captain's Maneuver")
    s.start(active=1, step=Step.MAIN1)
    s.choose("cast", label="cast Captain's Maneuver")
    s.choose("x", value=0)
    s.choose("target", value=("player", 1))
    values = [o.value for o in s.decision.options if o.kind == "target"]
    assert ("player", 1) not in values and ("player", 0) in values


def test_card_captains_maneuver_redirects_to_a_creature():
    s = Scenario(2)
    lands(s, 0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    lands(s, 1, "Mountain", "Plains", "Plains", "Plains")
    angel = s.battlefield(0, "Serra Angel")
    s.hand(0, "Lava Axe")
    s.hand(1, "Captain's Maneuver")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Lava Axe", ("player", 1))
    s.pass_priority()
    s.cast("Captain's Maneuver", ("player", 1), angel, x=2)
    s.pass_until_resolved()
    assert life(g, 1) == 17 and g.objects[angel].damage == 2


def test_801_13a_captains_maneuver_redirect_outside_range_does_nothing():
    # Six players, range 1: Alex = 0, Rob = 1 (in Alex's range), Carissa = 2 (in Rob's, not Alex's).
    s = Scenario(6, ranges=[1] * 6)
    lands(s, 0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    lands(s, 1, "Mountain", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Lava Axe")
    s.hand(1, "Captain's Maneuver")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Lava Axe", ("player", 1))
    s.pass_priority()                                      # Rob is next in turn order
    s.cast("Captain's Maneuver", ("player", 1), ("player", 2), x=3)
    s.pass_until_resolved()
    assert life(g, 1) == 18 and life(g, 2) == 20


# ----------------------------------------------------------------------------- Control Magic
def test_card_control_magic_attaches_and_takes_control_until_it_leaves():
    s = Scenario(2)
    lands(s, 0, "Island", "Island", "Island", "Island")
    angel = s.battlefield(1, "Serra Angel")
    s.hand(0, "Control Magic")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Control Magic", angel)
    s.pass_until_resolved()
    [aura] = s.on_battlefield("Control Magic")
    assert g.objects[aura].attached_to == angel
    assert g.controller(angel) == 0 and g.controller(aura) == 0
    assert g.objects[angel].owner == 1
    zones.destroy(g, aura)                                  # the Aura leaves: the static effect ends
    assert g.controller(angel) == 1


def test_302_6_creature_taken_by_control_magic_cannot_attack_this_turn():
    s = Scenario(2)
    lands(s, 0, "Island", "Island", "Island", "Island")
    angel = s.battlefield(1, "Serra Angel")
    bear = s.battlefield(0, "Runeclaw Bear")
    s.hand(0, "Control Magic")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Control Magic", angel)
    s.pass_until_resolved()
    assert g.controller(angel) == 0
    s.pass_until(Step.DECLARE_ATTACKERS)
    attackers = [o.value for o in s.decision.options if o.kind == "attacker"]
    assert bear in attackers and angel not in attackers


# ----------------------------------------------------------------------------- Threaten
def test_card_threaten_untaps_steals_with_haste_and_control_returns_after_cleanup():
    s = Scenario(2)
    lands(s, 0, "Mountain", "Mountain", "Mountain")
    bear = s.battlefield(1, "Runeclaw Bear", tapped=True)
    s.hand(0, "Threaten")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Threaten", bear)
    s.pass_until_resolved()
    assert g.controller(bear) == 0 and not g.objects[bear].tapped
    assert "Haste" in s.chars(bear).keywords
    s.pass_until(Step.DECLARE_ATTACKERS)
    assert bear in [o.value for o in s.decision.options if o.kind == "attacker"]
    s.attack((bear, 1))
    s.pass_until(Step.END)
    assert life(g, 1) == 18
    assert g.controller(bear) == 0                         # still stolen in the end step
    s.pass_until(Step.UPKEEP)                              # cleanup (514.2) ended the effects
    assert g.turns[0].active == 1
    assert g.controller(bear) == 1 and "Haste" not in s.chars(bear).keywords


# ----------------------------------------------------------------------------- Bribery
def test_card_bribery_puts_a_creature_from_opponents_library_onto_battlefield_then_shuffles():
    s = Scenario(2)
    lands(s, 0, "Island", "Island", "Island", "Island", "Island")
    s.library(1, "Plains", "Serra Angel", "Runeclaw Bear", "Plains")
    s.hand(0, "Bribery")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Bribery", ("player", 1))
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "search" and d.player == 0
    assert sorted(o.label for o in d.options) == ["Runeclaw Bear", "Serra Angel", "find nothing"]
    s.choose("card", label="Serra Angel")
    [angel] = s.on_battlefield("Serra Angel")
    assert g.controller(angel) == 0 and g.objects[angel].owner == 1
    assert sorted(s.names(g.players[1].library)) == ["Plains", "Plains", "Runeclaw Bear"]
    assert any(e.rule == "701.20a" for e in g.events)     # that player shuffles
    assert s.zone_of("Bribery")[0][0] == GRAVEYARD


def test_701_19b_bribery_may_find_nothing():
    s = Scenario(2)
    lands(s, 0, "Island", "Island", "Island", "Island", "Island")
    s.library(1, "Serra Angel", "Plains")
    s.hand(0, "Bribery")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Bribery", ("player", 1))
    s.pass_until_resolved()
    s.choose("none")
    assert not s.on_battlefield("Serra Angel")
    assert len(g.players[1].library) == 2


def test_800_4a_bribery_creature_leaves_with_its_owner_or_is_exiled_with_its_controller():
    def steal():
        s = Scenario(3)
        lands(s, 0, "Island", "Island", "Island", "Island", "Island")
        s.library(1, "Serra Angel")
        s.hand(0, "Bribery")
        g = s.start(active=0, step=Step.MAIN1)
        s.cast("Bribery", ("player", 1))
        s.pass_until_resolved()
        s.choose("card", label="Serra Angel")
        [angel] = s.on_battlefield("Serra Angel")
        return s, g, angel

    s, g, angel = steal()
    g.concede(1)                                           # Bianca (the owner) leaves
    assert angel not in g.objects and not s.zone_of("Serra Angel")
    s, g, angel = steal()
    g.concede(0)                                           # Alex (the controller) leaves
    assert [z for z, _ in s.zone_of("Serra Angel")] == [EXILE]


# ----------------------------------------------------------------------------- Coat of Arms
def test_613_4c_coat_of_arms_counts_other_creatures_sharing_a_type():
    s = Scenario(2)
    s.battlefield(0, "Coat of Arms")
    b0 = s.battlefield(0, "Runeclaw Bear")
    b1 = s.battlefield(1, "Runeclaw Bear")
    angel = s.battlefield(1, "Serra Angel")
    wall = s.battlefield(0, "Wall of Wood")
    s.start(active=0, step=Step.MAIN1)
    assert (s.chars(b0).power, s.chars(b0).toughness) == (3, 3)
    assert (s.chars(b1).power, s.chars(b1).toughness) == (3, 3)
    assert (s.chars(angel).power, s.chars(angel).toughness) == (4, 4)
    assert (s.chars(wall).power, s.chars(wall).toughness) == (0, 3)


def test_613_coat_of_arms_adds_after_pump_and_counts_types_from_layer_4():
    s = Scenario(2)
    s.battlefield(0, "Coat of Arms")
    lands(s, 0, "Forest")
    e1 = s.battlefield(0, "Lurking Evil")
    e2 = s.battlefield(1, "Lurking Evil")
    bear = s.battlefield(0, "Runeclaw Bear")
    s.hand(0, "Giant Growth")
    g = s.start(active=0, step=Step.MAIN1)
    assert "Creature" not in s.chars(e1).types
    s.activate("Lurking Evil")
    s.pass_until_resolved()
    assert (s.chars(e1).power, s.chars(e1).toughness) == (4, 4)    # the only Horror
    s.pass_priority()
    s.activate("Lurking Evil")                                     # P1 animates theirs too
    s.pass_until_resolved()
    assert (s.chars(e1).power, s.chars(e1).toughness) == (5, 5)    # 7b sets 4/4, then 7c adds +1/+1
    assert (s.chars(e2).power, s.chars(e2).toughness) == (5, 5)
    s.cast("Giant Growth", bear)
    s.pass_until_resolved()
    assert (s.chars(bear).power, s.chars(bear).toughness) == (5, 5)


def test_801_11_coat_of_arms_counts_only_creatures_in_its_controllers_range():
    # Six players, range 1. Alex (0) controls Coat of Arms; Rob (5) sits to Alex's right.
    s = Scenario(6, ranges=[1] * 6)
    s.battlefield(0, "Coat of Arms")
    bears = [s.battlefield(p, "Runeclaw Bear") for p in range(6)]
    s.start(active=0, step=Step.MAIN1)
    pt = [s.chars(b).power for b in bears]
    # Every affected bear (seats 5, 0, 1) counts the other bears in Alex's range — Rob's bear counts
    # seat 1's too, though seat 1 is out of Rob's range (801.11, second example); seats 2-4 are not affected.
    assert pt == [4, 4, 2, 2, 2, 4]


# ----------------------------------------------------------------------------- Beacon of Immortality
def test_card_beacon_of_immortality_doubles_life_and_shuffles_itself_into_library():
    s = Scenario(2)
    lands(s, 0, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains")
    s.library(0, "Plains", "Plains")
    s.life(0, 13)
    s.hand(0, "Beacon of Immortality")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Beacon of Immortality", ("player", 0))
    s.pass_until_resolved()
    assert life(g, 0) == 26
    assert [z for z, _ in s.zone_of("Beacon of Immortality")] == [LIBRARY]
    assert sorted(s.names(g.players[0].library)) == ["Beacon of Immortality", "Plains", "Plains"]
    assert not g.players[0].graveyard and not g.turns[0].stack


def test_701_9d_beacon_of_immortality_on_negative_life_loses_life():
    s = Scenario(2)
    lands(s, 0, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Beacon of Immortality")
    s.battlefield(1, "Runeclaw Bear")
    s.life(1, 3)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Beacon of Immortality", ("player", 1))
    s.pass_until_resolved()
    assert life(g, 1) == 6


def test_810_9a_beacon_of_immortality_doubles_a_shared_team_total():
    s = Scenario(4, teams=[0, 0, 1, 1])
    shared = LifeTotal(17)
    s.g.players[0].total = s.g.players[1].total = shared
    lands(s, 0, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains")
    s.hand(0, "Beacon of Immortality")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Beacon of Immortality", ("player", 1))
    s.pass_until_resolved()
    assert shared.life == 34 and life(g, 0) == 34


# ----------------------------------------------------------------------------- Test of Endurance
def _endurance(life_total):
    s = Scenario(2)
    s.battlefield(0, "Test of Endurance")
    s.library(0, "Plains")
    s.life(0, life_total)
    return s


def test_603_4_test_of_endurance_wins_at_50_life_in_upkeep():
    s = _endurance(50)
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    assert g.turns[0].stack and g.turns[0].stack[-1].name == "Test of Endurance"
    s.pass_until_resolved()
    assert g.over and g.result.winners == (0,)


def test_603_4_test_of_endurance_does_not_trigger_at_49_life():
    s = _endurance(49)
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    assert not g.turns[0].stack
    s.pass_until(Step.DRAW)
    assert not g.over


def test_603_4_test_of_endurance_does_not_trigger_in_opponents_upkeep():
    s = _endurance(60)
    g = s.start(active=1, step=Step.UPKEEP, run_step_actions=True)
    assert not g.turns[0].stack and not g.over


def test_603_4_test_of_endurance_rechecks_the_if_on_resolution():
    s = _endurance(50)
    lands(s, 1, "Mountain")
    s.hand(1, "Shock")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    assert g.turns[0].stack                                  # it triggered at 50 life
    s.pass_priority()                                        # P0 passes; P1 responds
    s.cast("Shock", ("player", 0))
    s.pass_until_resolved()
    assert life(g, 0) == 48 and not g.over and not g.turns[0].stack


def test_810_9a_test_of_endurance_uses_the_team_life_total():
    s = Scenario(4, teams=[0, 0, 1, 1])
    shared = LifeTotal(50)
    s.g.players[0].total = s.g.players[1].total = shared
    s.battlefield(1, "Test of Endurance")
    g = s.start(active=1, step=Step.UPKEEP, run_step_actions=True)
    s.pass_until_resolved()
    assert g.over and set(g.result.winners) == {0, 1}


# ----------------------------------------------------------------------------- Lurking Evil
def test_card_lurking_evil_pays_half_life_rounded_up_and_becomes_a_4_4_flyer():
    s = Scenario(2)
    evil = s.battlefield(0, "Lurking Evil")
    s.life(0, 15)
    g = s.start(active=0, step=Step.MAIN1)
    assert "Creature" not in s.chars(evil).types
    s.activate("Lurking Evil")
    assert life(g, 0) == 7                                   # paid 8 (119.4) as a cost, before resolving
    s.pass_until_resolved()
    ch = s.chars(evil)
    assert {"Creature", "Enchantment"} <= ch.types
    assert {"Phyrexian", "Horror"} <= ch.subtypes
    assert (ch.power, ch.toughness) == (4, 4) and "Flying" in ch.keywords
    s.pass_until(Step.UPKEEP)                                # no duration: it lasts past the turn
    assert "Creature" in s.chars(evil).types and s.chars(evil).power == 4


def test_card_lurking_evil_animated_can_attack():
    s = Scenario(2)
    evil = s.battlefield(0, "Lurking Evil")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Lurking Evil")
    s.pass_until_resolved()
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((evil, 1))
    s.pass_until(Step.END_COMBAT)
    assert life(g, 0) == 10 and life(g, 1) == 16


def test_810_9a_lurking_evil_team_at_11_pays_6():
    s = Scenario(4, teams=[0, 0, 1, 1])
    shared = LifeTotal(11)
    s.g.players[0].total = s.g.players[1].total = shared
    s.battlefield(0, "Lurking Evil")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Lurking Evil")
    assert shared.life == 5


def test_119_4_lurking_evil_at_1_life_pays_1_and_loses():
    s = Scenario(2)
    s.battlefield(0, "Lurking Evil")
    s.life(0, 1)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Lurking Evil")
    s.pass_until_resolved()
    assert g.over and g.result.winners == (1,)


def test_119_4b_lurking_evil_half_of_zero_or_less_life_is_zero():
    from manamelee.cards.sets.cr_examples_a import _half_life_rounded_up
    s = Scenario(2)
    for total, half in ((0, 0), (-3, 0), (1, 1), (20, 10), (15, 8)):
        s.life(0, total)
        assert _half_life_rounded_up(s.g, 0) == half
