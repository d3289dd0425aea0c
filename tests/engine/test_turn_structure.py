"""Turn structure (500-514): steps in order, untap, draw, combat skipping, cleanup."""
from manamelee.cards.dsl import GainLife, when_event
from manamelee.cards.pool import CardPool, default_pool
from manamelee.engine import events as ev
from manamelee.engine.constants import Step
from manamelee.engine.definitions import CardDef
from manamelee.scenario import Scenario


def steps_seen(g, since=0):
    return [(e.turn, Step(e.data)) for e in g.events[since:] if e.kind == ev.STEP]


def step_names(g, since=0):
    return [s for _, s in steps_seen(g, since)]


# Test-only card: "Whenever you discard a card, you gain 1 life." (to make something trigger in cleanup)
_WATCHER_TRIGGER = when_event(ev.DISCARD, lambda g, e, src: e.player == g.controller(src), [GainLife(1)],
                              text="Whenever you discard a card, you gain 1 life.")
TEST_WATCHER = CardDef(name="Test Discard Watcher", types=frozenset({"Creature"}), power=1, toughness=1,
                       type_line="Creature", triggered=(_WATCHER_TRIGGER,), text=_WATCHER_TRIGGER.text)


def watcher_pool():
    cards = dict(default_pool().cards)
    cards[TEST_WATCHER.name] = TEST_WATCHER
    return CardPool(cards)


def run_to_next_turn(s, attack=()):
    """Pass everything until the next turn's upkeep, declaring the given attackers."""
    g = s.g
    start = g.turns[0].number
    for _ in range(100):
        t = g.turns[0]
        if t.number != start and t.step == Step.UPKEEP:
            return
        d = s.decision
        if d.kind == "declare_attackers":
            if attack:
                s.attack(*attack)
                attack = ()
            else:
                s.choose("done")
        elif d.kind == "declare_blockers":
            s.choose("done")
        else:
            s.choose("pass")
    raise AssertionError("the turn never ended")


# --------------------------------------------------------------------------- 500.1
def test_500_1_steps_and_phases_in_order():
    s = Scenario(2)
    bear = s.battlefield(0, "Runeclaw Bear")
    s.library(0, "Forest")
    s.library(1, "Forest")
    g = s.start(active=0, step=Step.UNTAP, run_step_actions=True)
    run_to_next_turn(s, attack=[(bear, 1)])
    assert step_names(g) == [
        Step.UNTAP, Step.UPKEEP, Step.DRAW, Step.MAIN1,
        Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_COMBAT,
        Step.MAIN2, Step.END, Step.CLEANUP,
        Step.UNTAP, Step.UPKEEP,                               # the next player's turn
    ]
    assert g.players[1].life == 18
    assert g.turns[0].active == 1


def test_508_8_no_attackers_skips_to_end_of_combat():
    s = Scenario(2)
    s.battlefield(0, "Runeclaw Bear")                         # could attack, but doesn't
    s.battlefield(1, "Giant Spider")
    g = s.start(active=0, step=Step.MAIN1)
    mark = len(g.events)
    s.pass_priority(2)
    assert g.turns[0].step == Step.BEGIN_COMBAT
    s.pass_priority(2)
    d = s.decision
    assert d.kind == "declare_attackers"
    s.choose("done")
    s.pass_priority(2)                                          # priority in the declare attackers step
    assert g.turns[0].step == Step.END_COMBAT
    assert step_names(g, mark) == [Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.END_COMBAT]


def test_508_8_no_creatures_at_all_skips_blockers_and_damage():
    s = Scenario(2)
    s.library(1, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    mark = len(g.events)
    s.pass_until(Step.MAIN2)
    names = step_names(g, mark)
    assert Step.DECLARE_BLOCKERS not in names and Step.COMBAT_DAMAGE not in names
    assert Step.FIRST_STRIKE_DAMAGE not in names
    assert names == [Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.END_COMBAT, Step.MAIN2]


# --------------------------------------------------------------------------- 502 untap
def test_502_3_untap_step_untaps_only_the_active_players_permanents():
    s = Scenario(2)
    mine = [s.battlefield(0, "Forest", tapped=True), s.battlefield(0, "Runeclaw Bear", tapped=True)]
    theirs = [s.battlefield(1, "Mountain", tapped=True), s.battlefield(1, "Giant Spider", tapped=True)]
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.UNTAP, run_step_actions=True)
    assert g.turns[0].step == Step.UPKEEP
    assert all(not g.objects[o].tapped for o in mine)
    assert all(g.objects[o].tapped for o in theirs)
    assert {e.obj for e in g.events if e.kind == ev.UNTAP} == set(mine)


def test_502_4_no_player_receives_priority_in_the_untap_step():
    s = Scenario(2)
    s.battlefield(0, "Mountain", tapped=True)
    s.battlefield(1, "Mountain")
    s.hand(0, "Shock")
    s.hand(1, "Shock")                                          # both could act if they had priority
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.UNTAP, run_step_actions=True)
    d = s.decision
    assert d.kind == "priority" and d.player == 0
    assert g.turns[0].step == Step.UPKEEP
    assert step_names(g) == [Step.UNTAP, Step.UPKEEP]
    assert g.record == []                                       # nothing was asked in the untap step


# --------------------------------------------------------------------------- 504 draw
def test_504_1_active_player_draws_in_the_draw_step():
    s = Scenario(2)
    top, second = s.library(0, "Island", "Mountain")
    s.library(1, "Forest")
    g = s.start(active=0, step=Step.UPKEEP)
    assert g.players[0].hand == []
    s.pass_priority(2)
    assert g.turns[0].step == Step.DRAW
    assert [g.name(c) for c in g.players[0].hand] == ["Island"]     # the top card
    assert [g.name(c) for c in g.players[0].library] == ["Mountain"]
    assert g.players[1].hand == [] and len(g.players[1].library) == 1
    draws = [e for e in g.events if e.kind == ev.DRAW]
    assert len(draws) == 1 and draws[0].rule == "504.1" and draws[0].player == 0
    assert s.decision.player == 0                                # 504.2: then the active player gets priority


# --------------------------------------------------------------------------- 514 cleanup
def test_514_1_cleanup_discard_to_maximum_hand_size_is_a_decision():
    s = Scenario(2)
    hand = s.hand(0, "Forest", "Forest", "Mountain", "Mountain", "Island", "Island", "Plains", "Plains", "Swamp")
    s.hand(1, *["Forest"] * 9)                                  # not the active player: keeps 9
    g = s.start(active=0, step=Step.END)
    s.pass_priority(2)
    d = s.decision
    assert d.kind == "discard" and d.player == 0 and d.rule == "514.1"
    assert g.turns[0].step == Step.CLEANUP
    assert sorted(o.value for o in d.options) == sorted(hand)
    s.choose("card", value=hand[8])                             # the Swamp
    d = s.decision
    assert d.kind == "discard" and len(d.options) == 8
    s.choose("card", value=hand[0])                             # a Forest
    assert len(g.players[0].hand) == 7
    assert sorted(g.name(c) for c in g.players[0].graveyard) == ["Forest", "Swamp"]
    assert len(g.players[1].hand) == 9
    assert g.turns[0].active == 1                               # the turn ended after cleanup


def test_514_1_no_discard_with_seven_cards():
    s = Scenario(2)
    s.hand(0, *["Forest"] * 7)
    s.library(1, "Forest")
    g = s.start(active=0, step=Step.END)
    s.pass_priority(2)
    assert s.decision.kind == "priority"
    assert g.turns[0].active == 1 and len(g.players[0].hand) == 7


def test_514_2_damage_wears_off_and_until_end_of_turn_effects_end():
    s = Scenario(2)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest")
    bear = s.battlefield(0, "Runeclaw Bear")
    s.hand(0, "Giant Growth", "Shock")
    s.library(1, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Giant Growth", bear)
    s.pass_until_resolved()
    s.cast("Shock", bear)
    s.pass_until_resolved()
    assert (g.chars(bear).power, g.chars(bear).toughness) == (5, 5)
    assert g.objects[bear].damage == 2
    s.pass_until(Step.END)
    assert g.objects[bear].damage == 2 and g.chars(bear).toughness == 5     # still this turn
    s.pass_priority(2)                                                      # end step -> cleanup -> next turn
    assert g.turns[0].active == 1
    # Both at once (514.2): the bear is a 2/2 with no damage, not a 2/2 with 2 damage.
    assert bear in g.battlefield
    assert g.objects[bear].damage == 0
    assert (g.chars(bear).power, g.chars(bear).toughness) == (2, 2)


def test_514_3_normally_no_priority_in_the_cleanup_step():
    s = Scenario(2)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.library(1, "Forest")
    g = s.start(active=0, step=Step.END)
    s.pass_priority(2)
    assert g.turns[0].active == 1
    asked_in_cleanup = [e for e in g.events if e.kind == ev.STEP and e.data == Step.CLEANUP]
    assert len(asked_in_cleanup) == 1
    assert s.decision.player == 1


def test_514_3a_trigger_during_cleanup_gives_priority_and_another_cleanup_step():
    s = Scenario(2, pool=watcher_pool())
    s.battlefield(0, "Test Discard Watcher")
    s.battlefield(1, "Mountain")
    s.hand(0, *["Forest"] * 8)
    s.hand(1, "Shock")
    s.library(1, "Forest")
    g = s.start(active=0, step=Step.END)
    mark = len(g.events)
    s.pass_priority(2)
    s.choose("card")                                            # discard 1 -> the watcher triggers
    t = g.turns[0]
    assert t.active == 0 and t.step == Step.CLEANUP
    assert [i.name for i in t.stack] == ["Test Discard Watcher"]
    d = s.decision
    assert d.kind == "priority" and d.player == 0               # the active player gets priority
    s.pass_priority()
    d = s.decision
    assert d.player == 1 and any(o.kind == "cast" for o in d.options)   # instants may be cast in cleanup
    s.pass_priority()                                           # the trigger resolves
    assert g.players[0].life == 21
    assert s.decision.player == 0 and g.turns[0].step == Step.CLEANUP
    s.pass_priority(2)                                          # stack empty, all pass: another cleanup step
    assert g.turns[0].active == 1
    assert step_names(g, mark) == [Step.CLEANUP, Step.CLEANUP, Step.UNTAP, Step.UPKEEP]


def test_514_3a_a_creature_dying_as_a_pump_ends_in_cleanup_gives_priority_and_another_cleanup_step():
    s = Scenario(2)
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Forest")
    s.hand(1, "Giant Growth")
    s.hand(0, "Elesh Norn, Grand Cenobite")
    s.lands(0, "Plains", 7)
    s.library(1, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_priority()                               # player 1 gets priority in player 0's main phase
    s.cast("Giant Growth", ("obj", bears))
    s.pass_until_resolved()                         # Grizzly Bears 5/5 until end of turn
    s.cast("Elesh Norn, Grand Cenobite")
    s.pass_until_resolved()                         # opponents' creatures get -2/-2: 3/3
    assert s.chars(bears).toughness == 3
    mark = len(g.events)
    s.pass_until(Step.CLEANUP)
    t = g.turns[0]
    assert bears not in g.battlefield and t.active == 0 and t.step == Step.CLEANUP   # 514.2, then 704.5f
    assert s.decision.kind == "priority" and s.decision.player == 0                  # 514.3a
    s.pass_priority(2)
    assert g.turns[0].active == 1
    assert step_names(g, mark).count(Step.CLEANUP) == 2
