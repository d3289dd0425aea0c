"""Triggered abilities (603): triggering, look-back, intervening "if", APNAP order, ordering, no target."""
from manamelee.cards.dsl import (ANY, CREATURE, EACH_CREATURE, Custom, Damage, Destroy, GainLife, LoseLife, at_step,
                                 etb, test_creature, test_spell, when_event)
from manamelee.cards.pool import default_pool
from manamelee.engine import events as ev
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, Step
from manamelee.engine.damage import gain_life
from manamelee.engine.definitions import TargetSpec
from manamelee.scenario import Scenario


def _dies(g, e, src):
    return e.obj == src and e.from_zone == BATTLEFIELD and e.to_zone == GRAVEYARD


def _a_creature_dies(g, e, src):
    return e.from_zone == BATTLEFIELD and e.to_zone == GRAVEYARD and "Creature" in e.data.chars.types


def _attacks(g, e, src):
    return e.obj == src


OPP_CREATURE = TargetSpec("creature", "target creature an opponent controls",
                          where=lambda g, oid, me: g.is_opponent(me, g.controller(oid)))

TEST_CARDS = [
    test_creature("Test Bear", 2, 2),
    test_creature("Test Healer", 1, 1, triggered=[etb([GainLife(3)], text="When this enters, you gain 3 life.")]),
    test_creature("Test Mourner", 1, 1, triggered=[when_event(ev.ZONE_CHANGE, _dies, [GainLife(2)], look_back=True,
                                                            text="When this dies, you gain 2 life.")]),
    test_creature("Test Watcher", 1, 1, triggered=[when_event(
        ev.ZONE_CHANGE, _a_creature_dies, [GainLife(1)], look_back=True,
        text="Whenever a creature dies, you gain 1 life.")]),
    test_creature("Test Martyr", 1, 1, triggered=[when_event(
        ev.ZONE_CHANGE, _dies, [Custom(lambda ctx: gain_life(ctx.g, ctx.controller, ctx.item.source_lki.chars.power))],
        look_back=True, text="When this dies, you gain life equal to its power.")]),
    test_creature("Test Dawn", 1, 1, triggered=[at_step(Step.UPKEEP, [GainLife(1)],
                                                        text="At the beginning of your upkeep, you gain 1 life.")]),
    test_creature("Test Dusk", 1, 1, triggered=[at_step(Step.UPKEEP, [LoseLife(1)],
                                                        text="At the beginning of your upkeep, you lose 1 life.")]),
    test_creature("Test Bell", 1, 1, triggered=[at_step(Step.UPKEEP, [GainLife(1)], whose="each",
                                                        text="At the beginning of each upkeep, you gain 1 life.")]),
    test_creature("Test Miser", 1, 1, triggered=[at_step(Step.UPKEEP, [GainLife(1)],
                                                         intervening=lambda g, e, src, ctl: g.players[ctl].life >= 15,
                                                         text="At the beginning of your upkeep, if you have 15 or "
                                                              "more life, you gain 1 life.")]),
    test_creature("Test Raider", 2, 2, triggered=[when_event(ev.ATTACKS, _attacks, [GainLife(2)],
                                                             text="Whenever this attacks, you gain 2 life.")]),
    test_creature("Test Sniper", 1, 1, triggered=[etb([Damage(1)], targets=[OPP_CREATURE],
                                                      text="When this enters, it deals 1 damage to target creature "
                                                           "an opponent controls.")]),
    test_spell("Test Zap", [Damage(2)], [ANY]),
    test_spell("Test Murder", [Destroy()], [CREATURE]),
    test_spell("Test Pyroclasm", [Damage(2, EACH_CREATURE)]),
]
POOL = default_pool().extended(*TEST_CARDS)


def scenario(n=2, **kw):
    return Scenario(n, pool=POOL, **kw)


def stack(g):
    return g.turns[0].stack


def gains(g):
    return [(e.player, e.amount) for e in g.events if e.kind == ev.LIFE_GAIN]


# ----------------------------------------------------------------------------- 603.6a enters
def test_603_6a_enters_the_battlefield_trigger():
    s = scenario()
    s.hand(0, "Test Healer")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Healer")
    s.pass_priority(2)                          # the creature spell resolves
    assert s.on_battlefield("Test Healer", 0)
    assert [it.name for it in stack(g)] == ["Test Healer"]
    assert stack(g)[0].kind == "triggered"
    assert g.players[0].life == 20
    s.pass_until_resolved()
    assert g.players[0].life == 23


def test_603_6a_other_permanents_entering_do_not_trigger_it():
    s = scenario()
    s.battlefield(0, "Test Healer")
    s.hand(0, "Test Mourner")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Mourner")
    s.pass_priority(2)
    assert stack(g) == []
    assert g.players[0].life == 20


# ----------------------------------------------------------------------------- 603.10a leaves / dies
def test_603_10a_dies_trigger_looks_back():
    s = scenario()
    mourner = s.battlefield(0, "Test Mourner")
    s.hand(1, "Test Zap")
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Test Zap", mourner)
    s.pass_until_resolved()
    assert mourner not in g.objects
    assert g.players[0].life == 22
    assert gains(g) == [(0, 2)]


def test_603_10a_dies_trigger_uses_last_known_power():
    s = scenario()
    martyr = s.battlefield(0, "Test Martyr")
    s.battlefield(0, "Forest")
    s.hand(0, "Giant Growth", "Test Murder")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Giant Growth", martyr)
    s.pass_until_resolved()
    s.cast("Test Murder", martyr)
    s.pass_until_resolved()
    assert g.players[0].life == 24             # it was a 4/4 when it died


def test_603_10a_whenever_a_creature_dies_sees_creatures_dying_with_it():
    for first in (True, False):
        s = scenario()
        if first:
            s.battlefield(0, "Test Watcher")
        s.battlefield(1, "Test Bear")
        s.battlefield(1, "Test Bear")
        if not first:
            s.battlefield(0, "Test Watcher")
        s.hand(0, "Test Pyroclasm")
        g = s.start(active=0, step=Step.MAIN1)
        s.cast("Test Pyroclasm")
        s.pass_priority(2)
        orderings = 0
        while s.decision.kind == "order_triggers":  # three triggers of P0 at once (603.3b)
            orderings += 1
            s.choose("trigger")
        assert orderings == 2
        assert len(stack(g)) == 3
        s.pass_until_resolved()
        # The Watcher and both bears died at once: three triggers, whatever order they moved in.
        assert g.players[0].life == 23, f"watcher first={first}"


# ----------------------------------------------------------------------------- 503.1a beginning of step
def test_503_1a_upkeep_trigger_goes_on_the_stack_before_priority():
    s = scenario()
    s.battlefield(0, "Test Dawn")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    d = s.decision
    assert d.kind == "priority" and d.player == 0
    assert [it.name for it in stack(g)] == ["Test Dawn"]
    s.pass_until_resolved()
    assert g.players[0].life == 21


def test_503_1a_your_upkeep_trigger_does_not_trigger_on_opponents_upkeep():
    s = scenario()
    s.battlefield(0, "Test Dawn")
    g = s.start(active=1, step=Step.UPKEEP, run_step_actions=True)
    assert stack(g) == []


# ----------------------------------------------------------------------------- 508.1m attacks
def test_508_1m_attack_trigger():
    s = scenario()
    raider = s.battlefield(0, "Test Raider")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((raider, 1))
    assert g.turns[0].step == Step.DECLARE_ATTACKERS
    assert [it.name for it in stack(g)] == ["Test Raider"]
    s.pass_until_resolved()
    assert g.players[0].life == 22


def test_508_1m_no_trigger_when_it_does_not_attack():
    s = scenario()
    s.battlefield(0, "Test Raider")
    bear = s.battlefield(0, "Test Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, 1))
    assert stack(g) == []


# ----------------------------------------------------------------------------- 603.4 intervening if
def test_603_4_intervening_if_false_when_triggering_means_no_trigger():
    s = scenario()
    s.battlefield(0, "Test Miser")
    s.life(0, 14)
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    assert stack(g) == []


def test_603_4_intervening_if_rechecked_on_resolution():
    s = scenario()
    s.battlefield(0, "Test Miser")
    s.hand(0, "Test Zap")
    s.life(0, 16)
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    assert [it.name for it in stack(g)] == ["Test Miser"]
    s.cast("Test Zap", ("player", 0))          # in response: down to 14
    s.pass_until_resolved()
    assert g.players[0].life == 14             # the condition failed on resolution: no life gained
    assert any(e.rule == "603.4" for e in g.events)


def test_603_4_intervening_if_still_true_on_resolution():
    s = scenario()
    s.battlefield(0, "Test Miser")
    s.life(0, 16)
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    s.pass_until_resolved()
    assert g.players[0].life == 17


# ----------------------------------------------------------------------------- 603.3b APNAP, ordering
def test_603_3b_apnap_active_players_triggers_go_on_the_stack_first():
    s = scenario(3)
    for p in range(3):
        s.battlefield(p, "Test Bell")
    g = s.start(active=1, step=Step.UPKEEP, run_step_actions=True)
    # APNAP from P1: P1, P2, P0 put theirs on the stack in that order...
    assert [it.controller for it in stack(g)] == [1, 2, 0]
    s.pass_until_resolved()
    # ...so the active player's resolves last.
    assert [p for p, _ in gains(g)] == [0, 2, 1]


def test_603_3b_player_orders_their_own_simultaneous_triggers():
    s = scenario()
    s.battlefield(0, "Test Dawn")
    s.battlefield(0, "Test Dusk")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    d = s.decision
    assert d.kind == "order_triggers" and d.player == 0
    assert len(d.options) == 2
    s.choose("trigger", label="Test Dusk")     # put on the stack first: resolves last
    assert [it.name for it in stack(g)] == ["Test Dusk", "Test Dawn"]
    s.pass_priority(2)                          # Dawn resolves: 21
    assert g.players[0].life == 21
    s.pass_until_resolved()
    assert g.players[0].life == 20


def test_603_3b_each_player_orders_only_their_own():
    s = scenario()
    s.battlefield(0, "Test Dawn")
    s.battlefield(1, "Test Bell")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    assert s.decision.kind == "priority"        # one trigger each: nothing to order
    assert [it.controller for it in stack(g)] == [0, 1]


# ----------------------------------------------------------------------------- 603.3d no legal target
def test_603_3d_trigger_without_a_legal_target_is_removed():
    s = scenario()
    s.battlefield(0, "Test Bear")               # only the controller's own creature
    s.hand(0, "Test Sniper")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Sniper")
    s.pass_priority(2)
    assert stack(g) == []
    assert any(e.rule == "603.3d" for e in g.events)
    assert s.decision.kind == "priority"


def test_603_3d_trigger_with_a_legal_target_asks_for_it():
    s = scenario()
    bear = s.battlefield(1, "Test Bear")
    s.battlefield(0, "Test Bear")
    s.hand(0, "Test Sniper")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Sniper")
    s.pass_priority(2)
    d = s.decision
    assert d.kind == "target" and d.player == 0
    assert {o.value for o in d.options} == {("obj", bear)}      # not the controller's own bear
    s.choose("target", value=("obj", bear))
    s.pass_until_resolved()
    assert g.objects[bear].damage == 1
