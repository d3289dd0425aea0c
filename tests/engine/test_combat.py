"""Combat (506-511): declaring attackers and blockers, dividing damage, first-strike steps, 800.4e.

Test-only creatures and spells live in this module's card pool so the tests don't depend on the
card sets being written elsewhere.
"""
from manamelee.cards.dsl import CREATURE, Destroy, Grant, test_creature, test_spell
from manamelee.cards.pool import default_pool
from manamelee.engine import events as ev
from manamelee.engine.constants import Step
from manamelee.engine.definitions import CardDef
from manamelee.scenario import Scenario, damage_events


TEST_CARDS = [
    test_creature("Test Bear", 2, 2),
    test_creature("Test Giant", 4, 4),
    test_creature("Test Duelist", 2, 2, "First strike"),
    test_creature("Test Fencer", 0, 1, "First strike"),
    test_creature("Test Twinblade", 2, 2, "Double strike"),
    test_creature("Test Trampler", 5, 5, "Trample"),
    test_creature("Test Quick", 2, 2, "Haste"),
    test_creature("Test Crusher", 3, 3, "Double strike", "Trample"),
    CardDef(name="Test Walker", types=frozenset({"Planeswalker"}), supertypes=frozenset({"Legendary"}), loyalty=3),
    test_spell("Test Murder", [Destroy()], [CREATURE]),
    test_spell("Test Finesse", [Grant("First strike")], [CREATURE]),
]
POOL = default_pool().extended(*TEST_CARDS)


def scenario(n=2, **kw):
    return Scenario(n, pool=POOL, **kw)


def attack_options(s):
    d = s.decision
    assert d.kind == "declare_attackers"
    return {o.value for o in d.options if o.kind == "attacker"}


def steps_seen(g):
    return [e.data for e in g.events if e.kind == ev.STEP]


# ----------------------------------------------------------------------------- declaring attackers
def test_508_1f_attacking_taps_the_attacker():
    s = scenario()
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, 1))
    assert g.objects[bear].tapped
    assert g.turns[0].combat.attackers == {bear: ("player", 1)}


def test_508_1f_vigilance_attacker_does_not_tap():
    s = scenario()
    angel = s.battlefield(0, "Serra Angel")          # Flying, vigilance
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((angel, 1))
    assert angel in g.turns[0].combat.attackers
    assert not g.objects[angel].tapped


def test_302_6_summoning_sick_creature_cannot_attack():
    s = scenario()
    old = s.battlefield(0, "Runeclaw Bear")
    new = s.battlefield(0, "Test Bear", sick=True)
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    opts = attack_options(s)
    assert old in opts
    assert new not in opts


def test_302_6_haste_creature_can_attack_the_turn_it_arrives():
    s = scenario()
    quick = s.battlefield(0, "Test Quick", sick=True)
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert quick in attack_options(s)
    s.attack((quick, 1))
    assert quick in g.turns[0].combat.attackers


def test_302_6_tapped_creature_cannot_attack():
    s = scenario()
    ready = s.battlefield(0, "Runeclaw Bear")
    tapped = s.battlefield(0, "Test Bear", tapped=True)
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    opts = attack_options(s)
    assert ready in opts and tapped not in opts


def test_702_3b_defender_cannot_attack():
    s = scenario()
    bear = s.battlefield(0, "Runeclaw Bear")
    wall = s.battlefield(0, "Wall of Wood")           # Defender
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    opts = attack_options(s)
    assert bear in opts and wall not in opts


def test_508_1b_each_attacker_chooses_which_opponent_it_attacks():
    s = scenario(3)
    a = s.battlefield(0, "Runeclaw Bear")
    b = s.battlefield(0, "Test Giant")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.choose("attacker", value=a)
    d = s.decision
    assert d.kind == "choose_defender" and d.player == 0
    assert {o.value for o in d.options} == {("player", 1), ("player", 2)}   # never yourself
    s.choose("defender", value=("player", 1))
    s.choose("attacker", value=b)
    s.choose("defender", value=("player", 2))
    assert s.decision.kind == "priority"
    assert g.turns[0].combat.attackers == {a: ("player", 1), b: ("player", 2)}
    s.pass_until(Step.COMBAT_DAMAGE)
    assert g.players[1].life == 18
    assert g.players[2].life == 16


def test_509_1_defending_players_declare_blockers_in_apnap_order():
    # Four players; P1 is active, so APNAP order is P1, P2, P3, P0 (not seat order).
    s = scenario(4)
    a0 = s.battlefield(1, "Runeclaw Bear")
    a2 = s.battlefield(1, "Test Bear")
    b0 = s.battlefield(0, "Test Giant")
    b2 = s.battlefield(2, "Test Giant")
    g = s.start(active=1, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((a0, 0), (a2, 2))
    d = s.pass_until_decision("declare_blockers")
    assert d.player == 2
    s.block((b2, a2))
    d = s.decision
    assert d.kind == "declare_blockers" and d.player == 0
    s.block((b0, a0))
    c = g.turns[0].combat
    assert c.blocked == {a2: [b2], a0: [b0]}


def test_509_1a_several_creatures_may_block_one_attacker():
    s = scenario()
    giant = s.battlefield(0, "Test Giant")
    b1 = s.battlefield(1, "Runeclaw Bear")
    b2 = s.battlefield(1, "Test Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((giant, 1))
    s.pass_until_decision("declare_blockers")
    s.block((b1, giant), (b2, giant))
    assert sorted(g.turns[0].combat.blocked[giant]) == sorted([b1, b2])
    assert g.turns[0].combat.blockers == {b1: [giant], b2: [giant]}


def test_509_1a_only_players_being_attacked_declare_blockers():
    s = scenario(3)
    bear = s.battlefield(0, "Runeclaw Bear")
    s.battlefield(1, "Test Giant")                    # P1 isn't attacked: no block declaration
    b2 = s.battlefield(2, "Test Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, 2))
    d = s.pass_until_decision("declare_blockers")
    assert d.player == 2
    assert {o.value for o in d.options if o.kind == "blocker"} == {b2}
    s.block((b2, bear))
    assert s.decision.kind == "priority"
    assert g.turns[0].combat.blocked == {bear: [b2]}


def test_509_1a_defender_blocks_only_creatures_attacking_them():
    s = scenario(3)
    a1 = s.battlefield(0, "Runeclaw Bear")
    a2 = s.battlefield(0, "Test Bear")
    b1 = s.battlefield(1, "Test Giant")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((a1, 1), (a2, 2))
    s.pass_until_decision("declare_blockers")
    s.choose("blocker", value=b1)
    # Only one attacker attacks P1, so the block is assigned without asking which attacker.
    assert s.decision.kind == "declare_blockers"
    s.choose("done")
    assert g.turns[0].combat.blockers == {b1: [a1]}


def test_506_attacking_a_planeswalker_damages_it():
    s = scenario()
    bear = s.battlefield(0, "Runeclaw Bear")
    walker = s.battlefield(1, "Test Walker")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.choose("attacker", value=bear)
    d = s.decision
    assert d.kind == "choose_defender"
    assert {o.value for o in d.options} == {("player", 1), ("obj", walker)}
    s.choose("defender", value=("obj", walker))
    s.pass_until(Step.END_COMBAT)
    assert g.objects[walker].counters["loyalty"] == 1
    assert g.players[1].life == 20


# ----------------------------------------------------------------------------- combat damage
def _giant_double_blocked():
    s = scenario()
    giant = s.battlefield(0, "Test Giant")
    b1 = s.battlefield(1, "Runeclaw Bear")
    b2 = s.battlefield(1, "Test Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((giant, 1))
    s.pass_until_decision("declare_blockers")
    s.block((b1, giant), (b2, giant))
    return s, g, giant, b1, b2


def test_510_1c_attacking_player_divides_damage_among_blockers():
    s, g, giant, b1, b2 = _giant_double_blocked()
    d = s.pass_until_decision("assign_damage")
    assert d.player == 0                       # the attacking creature's controller divides
    assert {o.value for o in d.options} == set(range(0, 5))
    first = g.turns[0].combat.blocked[giant][0]
    second = b2 if first == b1 else b1
    s.choose("amount", value=4)                 # all 4 to the first blocker, none to the second
    s.pass_until(Step.END_COMBAT)
    assert first not in g.objects
    assert g.objects[second].damage == 0
    # The blockers dealt 2 + 2 = 4 damage back: the giant dies too.
    assert giant not in g.objects


def test_510_1c_no_damage_assignment_order_lethal_not_required_first():
    # Current rules (2024+): any division is legal; 1 to the first and 3 to the second.
    s, g, giant, b1, b2 = _giant_double_blocked()
    s.pass_until_decision("assign_damage")
    first = g.turns[0].combat.blocked[giant][0]
    second = b2 if first == b1 else b1
    s.choose("amount", value=1)
    s.pass_until(Step.COMBAT_DAMAGE)
    assert g.objects[first].damage == 1         # survives with 1 damage
    assert second not in g.objects              # 3 damage: destroyed (704.5g)
    assert g.players[1].life == 20


def test_510_1b_unblocked_creature_deals_damage_to_the_player_it_attacks():
    s = scenario()
    bear = s.battlefield(0, "Runeclaw Bear")
    s.battlefield(1, "Test Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, 1))
    s.pass_until(Step.COMBAT_DAMAGE)             # P1 declares no blockers
    assert g.players[1].life == 18
    assert len(damage_events(g, source=bear, target_player=1, combat=True)) == 1


def test_510_1a_creature_with_zero_power_assigns_no_damage():
    s = scenario()
    fencer = s.battlefield(0, "Test Fencer")      # 0/1
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((fencer, 1))
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 20
    assert damage_events(g, source=fencer) == []


def test_510_1c_blocked_creature_whose_blocker_left_deals_no_damage():
    s = scenario()
    bear = s.battlefield(0, "Runeclaw Bear")
    blocker = s.battlefield(1, "Test Bear")
    s.hand(0, "Test Murder")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, 1))
    s.pass_until_decision("declare_blockers")
    s.block((blocker, bear))
    assert g.turns[0].step == Step.DECLARE_BLOCKERS
    s.cast("Test Murder", blocker)
    s.pass_until_resolved()
    assert blocker not in g.objects
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 20               # still blocked: no damage to the player
    assert damage_events(g, source=bear) == []


def test_702_19d_trampler_whose_blocker_left_assigns_all_damage_to_player():
    s = scenario()
    trampler = s.battlefield(0, "Test Trampler")
    blocker = s.battlefield(1, "Test Bear")
    s.hand(0, "Test Murder")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((trampler, 1))
    s.pass_until_decision("declare_blockers")
    s.block((blocker, trampler))
    s.cast("Test Murder", blocker)
    s.pass_until_resolved()
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 15


def test_510_4_no_first_strike_step_without_first_or_double_strike():
    s = scenario()
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, 1))
    s.pass_until(Step.END_COMBAT)
    seen = steps_seen(g)
    assert Step.COMBAT_DAMAGE in seen
    assert Step.FIRST_STRIKE_DAMAGE not in seen


def test_510_4_first_strike_step_exists_when_a_first_striker_is_in_combat():
    s = scenario()
    duelist = s.battlefield(0, "Test Duelist")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((duelist, 1))
    s.pass_until(Step.FIRST_STRIKE_DAMAGE)
    assert g.players[1].life == 18                 # dealt in the first-strike step
    s.pass_until(Step.END_COMBAT)
    seen = steps_seen(g)
    assert seen.index(Step.FIRST_STRIKE_DAMAGE) < seen.index(Step.COMBAT_DAMAGE)
    assert g.players[1].life == 18                 # and not again in the regular step


def test_510_4_first_strike_blocker_makes_the_step_exist_too():
    s = scenario()
    bear = s.battlefield(0, "Runeclaw Bear")
    duelist = s.battlefield(1, "Test Duelist")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, 1))
    s.pass_until_decision("declare_blockers")
    s.block((duelist, bear))
    s.pass_until(Step.END_COMBAT)
    assert Step.FIRST_STRIKE_DAMAGE in steps_seen(g)
    assert bear not in g.objects
    assert g.objects[duelist].damage == 0


def test_510_4_creature_killed_by_first_strike_damage_deals_none():
    s = scenario()
    duelist = s.battlefield(0, "Test Duelist")      # 2/2 first strike
    bear = s.battlefield(1, "Runeclaw Bear")        # 2/2
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((duelist, 1))
    s.pass_until_decision("declare_blockers")
    s.block((bear, duelist))
    s.pass_until(Step.END_COMBAT)
    assert bear not in g.objects
    assert g.objects[duelist].damage == 0
    assert damage_events(g, source=bear) == []


def test_510_4_double_strike_deals_damage_in_both_steps():
    s = scenario()
    twin = s.battlefield(0, "Test Twinblade")       # 2/2 double strike
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((twin, 1))
    s.pass_until(Step.FIRST_STRIKE_DAMAGE)
    assert g.players[1].life == 18
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 16
    assert len(damage_events(g, source=twin, target_player=1)) == 2


def test_702_19d_double_strike_trampler_whose_blocker_died_hits_player_in_second_step():
    s = scenario()
    crusher = s.battlefield(0, "Test Crusher")      # 3/3 double strike, trample
    bear = s.battlefield(1, "Test Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((crusher, 1))
    s.pass_until_decision("declare_blockers")
    s.block((bear, crusher))
    d = s.pass_until_decision("assign_damage")
    assert sorted(o.value for o in d.options) == [2, 3]
    s.choose("amount", value=2)                     # first strike: 2 to the bear, 1 to P1
    s.pass_until(Step.COMBAT_DAMAGE)
    assert bear not in g.objects
    assert g.players[1].life == 16                  # then all 3 to P1: no blocker left (702.19d)


def test_510_4_first_striker_at_step_start_deals_no_regular_damage_even_if_pumped():
    # A 0/1 first striker assigns nothing in the first-strike step; pumped afterwards it still
    # doesn't deal damage in the second step: it had first strike as the first step began.
    s = scenario()
    fencer = s.battlefield(0, "Test Fencer")
    s.battlefield(0, "Forest")
    s.hand(0, "Giant Growth")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((fencer, 1))
    s.pass_until(Step.FIRST_STRIKE_DAMAGE)
    s.cast("Giant Growth", fencer)
    s.pass_until_resolved()
    assert g.chars(fencer).power == 3
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 20


def test_510_4_creature_given_first_strike_after_first_step_still_deals_regular_damage():
    s = scenario()
    duelist = s.battlefield(0, "Test Duelist")
    bear = s.battlefield(0, "Runeclaw Bear")
    s.hand(0, "Test Finesse")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((duelist, 1), (bear, 1))
    s.pass_until(Step.FIRST_STRIKE_DAMAGE)
    assert g.players[1].life == 18                  # only the first striker so far
    s.cast("Test Finesse", bear)
    s.pass_until_resolved()
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 16                  # 702.7c: the bear still deals its damage


def test_800_4e_no_combat_damage_is_assigned_to_a_player_who_left():
    s = scenario(3)
    a1 = s.battlefield(0, "Runeclaw Bear")
    a2 = s.battlefield(0, "Test Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((a1, 1), (a2, 2))
    s.pass_until_decision("priority")
    g.concede(1)
    assert g.players[1].left and not g.over
    s.pass_until(Step.END_COMBAT)
    assert damage_events(g, target_player=1) == []
    assert g.players[2].life == 18
