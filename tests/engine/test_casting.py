"""Casting spells (601), timing (117.1a, 307.1), playing lands (305), mana abilities (605) and resolving (608)."""
from manamelee.cards.dsl import ANY, CREATURE, X, Bounce, Damage, test_spell
from manamelee.cards.pool import default_pool
from manamelee.engine import events as ev
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, HAND, STACK, Step
from manamelee.scenario import Scenario

# Test-only cards (not real card names): an X burn sorcery and a bounce instant.
TEST_CARDS = [
    test_spell("Test Blaze", [Damage(X)], [ANY], cost="{X}{R}", types=("Sorcery",), x=True),
    test_spell("Test Unsummon", [Bounce()], [CREATURE], cost="{U}"),
]
POOL = default_pool().extended(*TEST_CARDS)


def options(s, kind):
    return [o for o in s.decision.options if o.kind == kind]


def cast_labels(s):
    return {o.label for o in options(s, "cast")}


# --------------------------------------------------------------------------- 601.2: the casting sequence
def test_601_2_x_then_targets_then_payment():
    s = Scenario(2, pool=POOL, auto_pay=False)
    for _ in range(3):
        s.battlefield(0, "Mountain")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Test Blaze")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Test Blaze")
    d = s.decision
    assert d.kind == "choose_x" and d.rule == "601.2b"
    # Only values that can be paid are offered: 3 Mountains pay {X}{R} for X up to 2.
    assert sorted(o.value for o in d.options if o.kind == "x") == [0, 1, 2]
    s.choose("x", value=2)
    d = s.decision
    assert d.kind == "target" and d.rule == "601.2c"
    s.choose("target", value=("obj", bear))
    d = s.decision
    assert d.kind == "pay_mana" and d.rule == "601.2g"
    assert d.prompt.endswith("pay {2}{R}")                   # 601.2f: the total cost has X fixed
    s.choose("auto")
    stack = g.turns[0].stack
    assert len(stack) == 1 and stack[0].x == 2 and stack[0].targets == [("obj", bear)]
    assert sum(g.objects[o].tapped for o in s.on_battlefield("Mountain")) == 3
    s.pass_until_resolved()
    assert s.on_battlefield("Runeclaw Bear") == []


def test_601_2a_spell_moves_from_hand_to_the_stack_as_a_new_object():
    s = Scenario(2)
    s.battlefield(0, "Mountain")
    shock = s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    assert shock not in g.objects and g.players[0].hand == []
    item = g.turns[0].stack[-1]
    assert item.kind == "spell" and item.controller == 0
    assert g.objects[item.source].zone == STACK and item.source != shock    # 400.7
    cast_events = [e for e in g.events if e.kind == ev.CAST]
    assert len(cast_events) == 1 and cast_events[0].player == 0


def _cancel_leaves_everything(s, g, shock, lands):
    assert g.players[0].hand == [shock] and g.objects[shock].zone == HAND
    assert all(not g.objects[m].tapped for m in lands)
    assert not g.turns[0].stack
    assert g.players[0].pool.total() == 0
    d = s.decision
    assert d.kind == "priority" and d.player == 0


def test_601_2_cancel_at_targets_changes_nothing():
    s = Scenario(2)
    m = s.battlefield(0, "Mountain")
    shock = s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    before = (len(g.events), g.version)
    s.choose("cast", label="cast Shock")
    assert s.decision.kind == "target"
    s.choose("cancel")
    _cancel_leaves_everything(s, g, shock, [m])
    assert (len(g.events), g.version) == before


def test_601_2_cancel_at_x_changes_nothing():
    s = Scenario(2, pool=POOL)
    m = s.battlefield(0, "Mountain")
    blaze = s.hand(0, "Test Blaze")
    g = s.start(active=0, step=Step.MAIN1)
    before = len(g.events)
    s.choose("cast", label="cast Test Blaze")
    s.choose("cancel")
    _cancel_leaves_everything(s, g, blaze, [m])
    assert len(g.events) == before


def test_601_2_cancel_at_payment_changes_nothing():
    s = Scenario(2, auto_pay=False)
    m1, m2 = s.battlefield(0, "Mountain"), s.battlefield(0, "Mountain")
    shock = s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    before = len(g.events)
    s.cast("Shock", ("player", 1))
    assert s.decision.kind == "pay_mana"
    s.choose("cancel")
    _cancel_leaves_everything(s, g, shock, [m1, m2])
    assert len(g.events) == before
    # The same spell can be cast afterwards.
    s.cast("Shock", ("player", 1))
    s.choose("auto")
    assert len(g.turns[0].stack) == 1


def test_601_2c_spell_with_no_legal_target_is_not_offered():
    s = Scenario(2)
    s.battlefield(0, "Forest")
    s.hand(0, "Giant Growth")
    s.start(active=0, step=Step.MAIN1)
    assert "cast Giant Growth" not in cast_labels(s)


def test_601_2c_targets_offered_are_the_legal_ones():
    s = Scenario(2)
    s.battlefield(0, "Forest")
    mine = s.battlefield(0, "Runeclaw Bear")
    theirs = s.battlefield(1, "Giant Spider")
    s.battlefield(1, "Mountain")
    s.hand(0, "Giant Growth")
    s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Giant Growth")
    vals = {o.value for o in options(s, "target")}
    assert vals == {("obj", mine), ("obj", theirs)}                    # creatures only, no players, no lands


# --------------------------------------------------------------------------- timing
def test_307_1_sorcery_speed_spell_in_own_main_phase_with_empty_stack():
    s = Scenario(2, pool=POOL)
    for _ in range(4):
        s.battlefield(0, "Forest")
    s.battlefield(0, "Mountain")
    s.hand(0, "Runeclaw Bear", "Test Blaze", "Shock")
    s.start(active=0, step=Step.MAIN1)
    assert {"cast Runeclaw Bear", "cast Test Blaze", "cast Shock"} <= cast_labels(s)


def test_307_1_sorcery_speed_spell_not_in_upkeep_or_combat():
    s = Scenario(2, pool=POOL)
    for _ in range(3):
        s.battlefield(0, "Forest")
    s.battlefield(0, "Mountain")
    s.hand(0, "Runeclaw Bear", "Test Blaze", "Shock")
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.UPKEEP)
    assert cast_labels(s) == {"cast Shock"}
    s.pass_until(Step.BEGIN_COMBAT)
    assert g.turns[0].step == Step.BEGIN_COMBAT
    assert cast_labels(s) == {"cast Shock"}
    s.pass_until(Step.END)
    assert cast_labels(s) == {"cast Shock"}


def test_307_1_sorcery_speed_spell_not_while_the_stack_is_not_empty():
    s = Scenario(2)
    s.battlefield(0, "Forest")
    s.battlefield(0, "Forest")
    s.battlefield(0, "Mountain")
    s.hand(0, "Runeclaw Bear", "Shock")
    s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    d = s.decision
    assert d.kind == "priority" and d.player == 0
    assert "cast Runeclaw Bear" not in cast_labels(s)


def test_307_1_sorcery_speed_spell_not_in_an_opponents_main_phase():
    s = Scenario(2)
    s.battlefield(1, "Forest")
    s.battlefield(1, "Forest")
    s.battlefield(1, "Mountain")
    s.hand(1, "Runeclaw Bear", "Shock")
    s.start(active=0, step=Step.MAIN1)
    s.pass_priority()                      # P0 passes, P1 gets priority in P0's main phase
    d = s.decision
    assert d.player == 1
    assert cast_labels(s) == {"cast Shock"}


def test_117_1a_instant_whenever_you_have_priority():
    s = Scenario(2)
    s.battlefield(1, "Mountain")
    s.battlefield(1, "Mountain")
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.hand(1, "Shock", "Shock")
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.UPKEEP)
    s.pass_priority()
    assert s.decision.player == 1 and "cast Shock" in cast_labels(s)       # opponent's upkeep
    s.pass_priority()
    assert g.turns[0].step == Step.DRAW
    s.cast("Shock", ("player", 0))                                            # active player, in the draw step
    s.pass_priority()
    assert s.decision.player == 1 and "cast Shock" in cast_labels(s)       # with a spell on the stack
    s.cast("Shock", ("player", 0))
    assert len(g.turns[0].stack) == 2


# --------------------------------------------------------------------------- 305: lands
def test_305_2_one_land_per_turn():
    s = Scenario(2)
    f1, f2 = s.hand(0, "Forest", "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    assert {o.value for o in options(s, "land")} == {f1, f2}
    s.choose("land", label="play Forest")
    assert s.on_battlefield("Forest", 0)
    assert options(s, "land") == []
    s.pass_until(Step.MAIN2)
    assert s.decision.player == 0
    assert options(s, "land") == []
    assert [g.name(c) for c in g.players[0].hand] == ["Mountain"]


def test_305_1_playing_a_land_does_not_use_the_stack():
    s = Scenario(2)
    s.hand(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("land", label="play Forest")
    assert not g.turns[0].stack
    forest = s.on_battlefield("Forest", 0)
    assert len(forest) == 1 and not g.objects[forest[0]].tapped
    d = s.decision
    assert d.kind == "priority" and d.player == 0                        # 117.3c


def test_305_1_lands_only_in_a_main_phase_with_an_empty_stack():
    s = Scenario(2)
    s.battlefield(0, "Mountain")
    s.hand(0, "Forest", "Shock")
    s.library(0, "Island")
    g = s.start(active=0, step=Step.UPKEEP)
    assert options(s, "land") == []
    s.pass_until(Step.MAIN1)
    assert options(s, "land")
    s.cast("Shock", ("player", 1))
    assert s.decision.player == 0 and options(s, "land") == []           # stack not empty
    s.pass_until_resolved()
    assert options(s, "land")
    s.pass_until(Step.END)
    assert options(s, "land") == []
    assert g.turns[0].step == Step.END


def test_305_3_no_land_during_an_opponents_turn():
    s = Scenario(2)
    s.hand(1, "Forest")
    s.start(active=0, step=Step.MAIN1)
    s.pass_priority()
    assert s.decision.player == 1
    assert options(s, "land") == []


# --------------------------------------------------------------------------- paying
def test_601_2h_spell_not_offered_without_enough_mana():
    s = Scenario(2)
    for _ in range(3):
        s.battlefield(0, "Plains")
    s.battlefield(0, "Forest")
    s.hand(0, "Serra Angel", "Shock")
    s.start(active=0, step=Step.MAIN1)
    # Serra Angel costs 5 (4 lands); Shock needs {R} (no Mountain).
    assert cast_labels(s) == set()


def test_601_2h_spell_offered_once_it_can_be_paid():
    s = Scenario(2)
    for _ in range(2):
        s.battlefield(0, "Plains")
    for _ in range(3):
        s.battlefield(0, "Forest")
    s.hand(0, "Serra Angel")
    s.start(active=0, step=Step.MAIN1)
    assert cast_labels(s) == {"cast Serra Angel"}


def test_601_2h_tapped_lands_do_not_pay():
    s = Scenario(2)
    s.battlefield(0, "Mountain", tapped=True)
    s.hand(0, "Shock")
    s.start(active=0, step=Step.MAIN1)
    assert cast_labels(s) == set()


def test_605_3b_mana_abilities_do_not_use_the_stack():
    s = Scenario(2)
    m = s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    stack = g.turns[0].stack
    assert [i.kind for i in stack] == ["spell"]           # the Mountain's ability never was on the stack
    assert g.objects[m].tapped
    assert not [e for e in g.events if e.kind == ev.ACTIVATE]
    assert not [o for o in s.decision.options if o.kind == "activate"]   # nothing to respond to


# --------------------------------------------------------------------------- 608: resolving
def test_608_2b_shock_fizzles_when_its_target_is_bounced_in_response():
    s = Scenario(2, pool=POOL)
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Island")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Shock")
    s.hand(1, "Test Unsummon")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", bear)
    s.pass_priority()
    s.cast("Test Unsummon", bear)                          # P1 saves the bear
    s.pass_until_resolved()
    assert not g.turns[0].stack
    assert [g.name(c) for c in g.players[1].hand] == ["Runeclaw Bear"]
    assert [g.name(c) for c in g.players[0].graveyard] == ["Shock"]
    fizzles = [e for e in g.events if e.kind == ev.FIZZLE]
    assert len(fizzles) == 1 and fizzles[0].rule == "608.2b"
    assert not [e for e in g.events if e.kind == ev.DAMAGE]
    assert g.players[1].life == 20 and g.players[0].life == 20


def test_608_2b_second_shock_fizzles_when_the_first_killed_the_target():
    s = Scenario(2)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Shock", "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", bear)
    s.cast("Shock", bear)                                  # 117.3c: P0 holds priority
    s.pass_until_resolved()
    assert s.on_battlefield("Runeclaw Bear") == []
    assert [g.name(c) for c in g.players[0].graveyard] == ["Shock", "Shock"]
    assert len([e for e in g.events if e.kind == ev.DAMAGE]) == 1
    assert len([e for e in g.events if e.kind == ev.FIZZLE]) == 1


def test_608_2n_instant_goes_to_its_owners_graveyard():
    s = Scenario(2)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    s.pass_until_resolved()
    assert g.players[1].life == 18
    assert [g.name(c) for c in g.players[0].graveyard] == ["Shock"]
    assert not [o for o in g.objects.values() if o.zone == STACK]
    assert [e.rule for e in g.events if e.kind == ev.RESOLVE] == ["608.2n"]


def test_608_2n_sorcery_goes_to_its_owners_graveyard():
    s = Scenario(2, pool=POOL)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    s.hand(0, "Test Blaze")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Blaze", ("player", 1), x=1)
    s.pass_until_resolved()
    assert g.players[1].life == 19
    assert [g.name(c) for c in g.players[0].graveyard] == ["Test Blaze"]


def test_608_3_permanent_spell_enters_the_battlefield_under_its_controller():
    s = Scenario(2)
    for _ in range(3):
        s.battlefield(0, "Mountain")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Plains")
    s.hand(0, "Serra Angel")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Serra Angel")
    assert s.on_battlefield("Serra Angel") == []           # on the stack, not yet a permanent
    assert len(g.turns[0].stack) == 1
    s.pass_until_resolved()
    angel = s.on_battlefield("Serra Angel", 0)
    assert len(angel) == 1
    assert g.objects[angel[0]].zone == BATTLEFIELD and not g.objects[angel[0]].tapped
    assert g.players[0].graveyard == []
    assert [e.rule for e in g.events if e.kind == ev.RESOLVE] == ["608.3"]
