"""Replacement and prevention effects on damage (614, 615): shields, Holy Day, redirection."""
from manamelee.cards.dsl import (ANY, Damage, PreventAllCombatDamage, PreventNext, RedirectNext, test_creature,
                                 test_spell)
from manamelee.cards.pool import default_pool
from manamelee.engine import events as ev
from manamelee.engine.constants import Step
from manamelee.engine.damage import add_shield, deal_damage
from manamelee.engine.objects import Shield
from manamelee.scenario import Scenario, damage_events


TEST_CARDS = [
    test_creature("Test Bear", 2, 2),
    test_creature("Test Giant", 4, 4),
    test_creature("Test Wisp", 0, 1),
    test_creature("Test Lifelinker", 3, 3, "Lifelink"),
    test_spell("Test Zap", [Damage(2)], [ANY]),
    test_spell("Test Dud", [Damage(0)], [ANY]),
    test_spell("Test Guard", [PreventNext(3)], [ANY]),
    test_spell("Test Holy Day", [PreventAllCombatDamage()]),
    test_spell("Test Maneuver", [RedirectNext(3)], [ANY, ANY]),
]
POOL = default_pool().extended(*TEST_CARDS)


def scenario(n=2, **kw):
    s = Scenario(n, pool=POOL, **kw)
    for p in range(n):
        s.library(p, "Forest", "Forest")
    return s


def cast_resolve(s, name, *targets):
    s.cast(name, *targets)
    s.pass_until_resolved()


def attack_unblocked(s, *attacks):
    g = s.g
    for _ in range(20):
        if s.decision.kind == "declare_attackers":
            break
        s.pass_priority()
    s.attack(*attacks)
    s.pass_until(Step.END_COMBAT)
    return g


# ----------------------------------------------------------------------------- 615.7 shields
def test_615_7_prevent_the_next_n_damage_to_a_creature():
    s = scenario()
    giant = s.battlefield(0, "Test Giant")
    s.hand(0, "Test Guard", "Test Zap", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Guard", giant)
    cast_resolve(s, "Test Zap", giant)
    assert g.objects[giant].damage == 0          # 2 of the 3 prevented
    assert [sh.amount for sh in g.shields] == [1]
    cast_resolve(s, "Test Zap", giant)
    assert g.objects[giant].damage == 1          # 1 more prevented, then the shield is used up
    assert g.shields == []
    assert sum(e.amount for e in g.events if e.kind == ev.PREVENT) == 3


def test_615_7_prevent_the_next_n_damage_to_a_player():
    s = scenario()
    s.hand(0, "Test Guard", "Test Zap", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Guard", ("player", 0))
    cast_resolve(s, "Test Zap", ("player", 0))
    cast_resolve(s, "Test Zap", ("player", 0))
    assert g.players[0].life == 19


def test_615_7_shield_counts_damage_not_sources_or_events():
    # Two unblocked 2/2s hit a player with a 3-point shield at once: 3 of the 4 damage is prevented.
    s = scenario()
    a = s.battlefield(0, "Test Bear")
    b = s.battlefield(0, "Runeclaw Bear")
    s.hand(0, "Test Guard")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Guard", ("player", 1))
    attack_unblocked(s, (a, 1), (b, 1))
    assert g.players[1].life == 19


def test_615_shield_ends_at_cleanup():
    s = scenario()
    s.hand(0, "Test Guard")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Guard", ("player", 1))
    assert len(g.shields) == 1
    s.pass_until(Step.UPKEEP)
    assert g.turns[0].active == 1
    assert g.shields == []


# ----------------------------------------------------------------------------- prevent all combat damage
def test_615_prevent_all_combat_damage_stops_combat_damage_only():
    s = scenario()
    attacker = s.battlefield(0, "Test Giant")
    blocker = s.battlefield(1, "Test Bear")
    other = s.battlefield(0, "Runeclaw Bear")
    s.hand(1, "Test Holy Day", "Test Zap")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((attacker, 1), (other, 1))
    s.pass_priority()                               # P0 passes; P1 casts Holy Day
    assert s.decision.player == 1
    cast_resolve(s, "Test Holy Day")
    assert [sh.kind for sh in g.shields] == ["prevent_combat"]
    for _ in range(5):
        if s.decision.kind == "declare_blockers":
            break
        s.pass_priority()
    s.block((blocker, attacker))
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 20                   # the unblocked bear's damage was prevented
    assert blocker in g.objects and g.objects[blocker].damage == 0
    assert g.objects[attacker].damage == 0
    assert damage_events(g, combat=True) == []
    # Noncombat damage is still dealt.
    for _ in range(5):
        if s.decision.player == 1:
            break
        s.pass_priority()
    cast_resolve(s, "Test Zap", ("player", 0))
    assert g.players[0].life == 18


def test_615_prevented_lifelink_damage_gains_no_life():
    s = scenario()
    ll = s.battlefield(0, "Test Lifelinker")
    s.hand(0, "Test Holy Day")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Holy Day")
    attack_unblocked(s, (ll, 1))
    assert g.players[1].life == 20
    assert g.players[0].life == 20


# ----------------------------------------------------------------------------- 614.9 redirection
def test_614_9_redirect_next_damage_to_another_player():
    s = scenario(3)
    s.hand(0, "Test Maneuver", "Test Zap", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Maneuver", ("player", 0), ("player", 2))
    cast_resolve(s, "Test Zap", ("player", 0))
    assert g.players[0].life == 20 and g.players[2].life == 18
    cast_resolve(s, "Test Zap", ("player", 0))       # only 1 of the 3 left: 1 redirected, 1 dealt
    assert g.players[0].life == 19 and g.players[2].life == 17
    assert g.shields == []


def test_614_9_redirect_damage_from_a_creature_to_a_creature():
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    giant = s.battlefield(1, "Test Giant")
    s.hand(0, "Test Maneuver", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Maneuver", bear, giant)
    cast_resolve(s, "Test Zap", bear)
    assert g.objects[bear].damage == 0
    assert g.objects[giant].damage == 2
    assert len(damage_events(g, obj=giant)) == 1


def test_614_9_redirection_does_nothing_if_new_recipient_left_the_battlefield():
    s = scenario()
    bear = s.battlefield(1, "Test Bear")
    s.hand(0, "Test Maneuver", "Test Zap", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Maneuver", ("player", 0), bear)
    # Kill the bear with damage to it directly (not through P0's shield).
    cast_resolve(s, "Test Zap", bear)
    assert bear not in g.objects
    cast_resolve(s, "Test Zap", ("player", 0))
    assert g.players[0].life == 18                   # nothing to redirect to: P0 is dealt the damage


def test_614_9_redirection_does_nothing_if_new_recipient_left_the_game():
    s = scenario(3)
    s.hand(0, "Test Maneuver", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Maneuver", ("player", 0), ("player", 2))
    g.concede(2)
    assert g.players[2].left
    cast_resolve(s, "Test Zap", ("player", 0))
    assert g.players[0].life == 18


def test_614_5_each_replacement_applies_only_once_to_an_event():
    # Damage to P0 goes to P1 (first shield), then back to P0 (second shield); the first can't apply again.
    s = scenario()
    s.hand(0, "Test Maneuver", "Test Maneuver", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Maneuver", ("player", 0), ("player", 1))
    cast_resolve(s, "Test Maneuver", ("player", 1), ("player", 0))
    cast_resolve(s, "Test Zap", ("player", 0))
    assert g.players[0].life == 18
    assert g.players[1].life == 20
    assert len(damage_events(g)) == 1
    assert sum(1 for e in g.events if e.rule == "614.9") == 2


def test_614_5_redirect_shield_added_directly_applies_once():
    s = scenario(3)
    bear = s.battlefield(0, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    add_shield(g, Shield("redirect_next", g.new_timestamp(), 0, 0, 5, ("player", 1), ("player", 2)))
    add_shield(g, Shield("redirect_next", g.new_timestamp(), 0, 0, 5, ("player", 2), ("player", 1)))
    dealt = deal_damage(g, bear, ("player", 1), 3)
    assert dealt == 3
    assert g.players[1].life == 17 and g.players[2].life == 20


# ----------------------------------------------------------------------------- 614.7a zero damage
def test_614_7a_zero_damage_is_not_dealt_and_uses_no_shield():
    s = scenario()
    bear = s.battlefield(1, "Test Bear")
    s.hand(0, "Test Guard", "Test Maneuver", "Test Dud", "Test Dud")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Guard", bear)
    cast_resolve(s, "Test Dud", bear)
    assert damage_events(g) == []
    assert [sh.amount for sh in g.shields] == [3]    # the prevention shield wasn't touched
    cast_resolve(s, "Test Maneuver", ("player", 1), ("player", 0))
    cast_resolve(s, "Test Dud", ("player", 1))
    assert damage_events(g) == []
    assert sorted(sh.amount for sh in g.shields) == [3, 3]   # nor the redirection
    assert g.players[0].life == 20 and g.players[1].life == 20


def test_614_7a_zero_power_attacker_deals_no_damage_and_uses_no_shield():
    s = scenario()
    wisp = s.battlefield(0, "Test Wisp")            # 0/1
    s.hand(0, "Test Guard")
    g = s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Test Guard", ("player", 1))
    attack_unblocked(s, (wisp, 1))
    assert wisp in g.turns[0].combat.attackers
    assert damage_events(g) == []
    assert [e for e in g.events if e.kind == ev.PREVENT] == []
    assert [sh.amount for sh in g.shields] == [3]
