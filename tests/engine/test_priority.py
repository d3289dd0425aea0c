"""Priority (117) and the stack (405): who gets priority when, passing in succession, last in first out."""
from manamelee.engine import events as ev
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario


def who(s):
    d = s.decision
    assert d.kind == "priority", d
    return d.player


def pass_and_record(s, n):
    """Pass priority n times, returning who passed each time."""
    out = []
    for _ in range(n):
        out.append(who(s))
        s.pass_priority()
    return out


# --------------------------------------------------------------------------- 117.3a
def test_117_3a_active_player_receives_priority_first_in_each_step():
    s = Scenario(2)
    s.library(1, "Forest", "Forest")
    g = s.start(active=1, step=Step.UPKEEP)
    firsts = {}
    for _ in range(40):
        t = g.turns[0]
        if t.number != 2:
            break
        firsts.setdefault(t.step, who(s))
        s.pass_priority()
    expected = [Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.END_COMBAT,
                Step.MAIN2, Step.END]
    assert list(firsts) == expected
    assert set(firsts.values()) == {1}


def test_117_3a_active_player_first_in_a_multiplayer_game():
    s = Scenario(4)
    s.start(active=2, step=Step.MAIN1)
    assert who(s) == 2


# --------------------------------------------------------------------------- 117.3b
def test_117_3b_after_resolution_the_active_player_receives_priority():
    s = Scenario(2)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_priority()
    assert who(s) == 1
    s.cast("Shock", ("player", 0))
    s.pass_priority()          # P1
    s.pass_priority()          # P0: Shock resolves
    assert not g.turns[0].stack and g.players[0].life == 18
    assert who(s) == 0
    assert g.turns[0].step == Step.MAIN1           # the step did not end: the stack was not empty


def test_117_3b_after_resolution_active_player_in_multiplayer():
    s = Scenario(4)
    s.battlefield(3, "Mountain")
    s.hand(3, "Shock")
    g = s.start(active=1, step=Step.MAIN1)
    assert pass_and_record(s, 2) == [1, 2]
    s.cast("Shock", ("player", 0))                 # P3 casts
    assert pass_and_record(s, 4) == [3, 0, 1, 2]
    assert g.players[0].life == 18
    assert who(s) == 1


# --------------------------------------------------------------------------- 117.3c
def test_117_3c_after_casting_the_same_player_receives_priority():
    s = Scenario(2)
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_priority()
    s.cast("Shock", ("player", 0))
    assert who(s) == 1
    assert len(g.turns[0].stack) == 1


def test_117_3c_after_a_special_action_the_same_player_receives_priority():
    s = Scenario(2)
    s.hand(0, "Forest")
    s.start(active=0, step=Step.MAIN1)
    s.choose("land")
    assert who(s) == 0


# --------------------------------------------------------------------------- 117.4 / 405.5
def test_117_4_all_players_must_pass_in_succession_for_the_top_to_resolve():
    s = Scenario(3)
    s.battlefield(0, "Mountain")
    s.battlefield(2, "Mountain")
    s.hand(0, "Shock")
    s.hand(2, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    assert pass_and_record(s, 2) == [0, 1]
    s.cast("Shock", ("player", 1))                # P2 acts: the passes so far no longer count
    stack = g.turns[0].stack
    assert len(stack) == 2
    assert pass_and_record(s, 2) == [2, 0]
    assert len(stack) == 2 and g.players[1].life == 20     # P1 hasn't passed yet
    assert pass_and_record(s, 1) == [1]
    assert len(stack) == 1 and g.players[1].life == 18     # P2's Shock resolved
    assert stack[0].controller == 0
    # The remaining Shock needs all three to pass again, starting with the active player (117.3b).
    assert pass_and_record(s, 2) == [0, 1]
    assert len(stack) == 1
    assert pass_and_record(s, 1) == [2]
    assert not stack and g.players[1].life == 16


def test_117_4_priority_goes_around_in_turn_order_in_a_4_player_game():
    s = Scenario(4)
    s.battlefield(2, "Mountain")
    s.hand(2, "Shock")
    g = s.start(active=2, step=Step.MAIN1)
    s.cast("Shock", ("player", 0))
    assert pass_and_record(s, 3) == [2, 3, 0]
    assert len(g.turns[0].stack) == 1
    assert pass_and_record(s, 1) == [1]
    assert not g.turns[0].stack
    assert who(s) == 2


def test_500_2_step_ends_when_all_pass_with_an_empty_stack_in_turn_order():
    s = Scenario(4)
    g = s.start(active=3, step=Step.MAIN1)
    assert pass_and_record(s, 3) == [3, 0, 1]
    assert g.turns[0].step == Step.MAIN1
    assert pass_and_record(s, 1) == [2]
    assert g.turns[0].step == Step.BEGIN_COMBAT
    assert who(s) == 3


def test_117_3d_players_who_left_are_skipped_in_priority_order():
    s = Scenario(4)
    g = s.start(active=0, step=Step.MAIN1)
    g.concede(2)
    assert pass_and_record(s, 2) == [0, 1]
    assert g.turns[0].step == Step.MAIN1
    assert pass_and_record(s, 1) == [3]
    assert g.turns[0].step == Step.BEGIN_COMBAT


def test_405_5_last_in_first_out():
    # Shock, then Giant Growth on the same bear: Giant Growth resolves first, so the 5/5 survives 2 damage.
    s = Scenario(2)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Shock", "Giant Growth")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", bear)
    s.cast("Giant Growth", bear)
    assert [i.name for i in g.turns[0].stack] == ["Shock", "Giant Growth"]
    s.pass_priority(2)
    assert [i.name for i in g.turns[0].stack] == ["Shock"]
    assert g.chars(bear).power == 5 and g.objects[bear].damage == 0
    s.pass_priority(2)
    assert bear in g.battlefield and g.objects[bear].damage == 2
    order = [e.text for e in g.events if e.kind == ev.RESOLVE]
    assert order == ["Giant Growth resolves", "Shock resolves"]


def test_405_5_first_in_last_out_the_other_way_round_kills_the_bear():
    # Control for the test above: Giant Growth first, Shock on top -> Shock resolves first and kills it.
    s = Scenario(2)
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Shock", "Giant Growth")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Giant Growth", bear)
    s.cast("Shock", bear)
    s.pass_until_resolved()
    assert bear not in g.battlefield
    assert [g.name(c) for c in g.players[1].graveyard] == ["Runeclaw Bear"]


# --------------------------------------------------------------------------- 117.1a (issue 18: remembered "pass")
def test_117_1a_a_player_with_nothing_to_try_is_remembered_until_a_card_reaches_their_hand():
    from manamelee.engine.priority import legal_actions
    from manamelee.engine.zones import move
    s = Scenario(2)
    s.battlefield(1, "Mountain")
    s.hand(1, "Grizzly Bears")                      # a sorcery-speed card only
    shock = s.library(1, "Shock")[0]
    g = s.start(active=0, step=Step.MAIN1)
    t = g.turns[0]
    assert [o.kind for o in legal_actions(g, t, 1)] == ["pass"]
    assert g._idle[1].key == _idle_key(g, 1)        # remembered...
    g.emit(ev.Event(ev.STEP, "500.1", "", player=0, turn=t.id))   # ...across an event that moves no card
    assert [o.kind for o in legal_actions(g, t, 1)] == ["pass"]
    move(g, shock, "hand", rule="121.1")           # an instant reaches the hand: asked afresh
    kinds = [o.kind for o in legal_actions(g, t, 1)]
    assert kinds == ["pass", "cast"]
    assert g._idle[1].key != _idle_key(g, 1)


def _idle_key(g, p):
    return g.version - g._zone_neutral + g.players[p].own_zone_changes


def test_117_1a_the_remembered_pass_survives_another_players_draw_and_cast_but_not_their_own():
    # 400.3 / 117.1a: a card moving between another player's library, hand, graveyard or the stack changes
    # nothing this player could do; a card reaching this player's own hand does.
    from manamelee.engine.priority import legal_actions
    from manamelee.engine.zones import draw
    s = Scenario(2)
    s.battlefield(1, "Mountain")
    s.hand(1, "Grizzly Bears")
    s.library(1, "Shock")
    s.library(0, "Forest", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    t = g.turns[0]
    assert [o.kind for o in legal_actions(g, t, 1)] == ["pass"]
    remembered = g._idle[1].key
    draw(g, 0, 1)                                   # the other player draws: still remembered
    assert g._idle[1].key == _idle_key(g, 1) == remembered
    draw(g, 1, 1)                                   # Shock reaches player 1's own hand
    assert _idle_key(g, 1) != remembered
    assert [o.kind for o in legal_actions(g, t, 1)] == ["pass", "cast"]


def test_117_1a_the_remembered_pass_is_never_used_on_a_players_own_main_phase():
    from manamelee.engine.priority import legal_actions
    s = Scenario(2)
    s.battlefield(0, "Forest")
    s.hand(0, "Grizzly Bears", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    t = g.turns[0]
    assert {o.kind for o in legal_actions(g, t, 0)} == {"pass", "land"}     # 305.1: a land, at sorcery speed
    assert not g._idle or g._idle[0] is None       # nothing remembered for the active player


def test_117_1a_the_remembered_pass_reads_the_battlefield_afresh():
    # 117.1a / 602.2: a permanent with an activated ability that arrives without touching a hand, a graveyard or
    # exile (here straight from the library) is offered at once, although the remembered part is still valid.
    from manamelee.engine.priority import legal_actions
    from manamelee.engine.zones import move
    s = Scenario(2)
    s.battlefield(1, "Mountain")
    s.hand(1, "Grizzly Bears")
    whelp = s.library(1, "Furnace Whelp")[0]
    g = s.start(active=0, step=Step.MAIN1)
    t = g.turns[0]
    assert [o.kind for o in legal_actions(g, t, 1)] == ["pass"]
    remembered = g._idle[1].key
    move(g, whelp, "battlefield", rule="400.7")
    assert _idle_key(g, 1) == remembered                  # hands, graveyards and exile unchanged...
    assert [o.kind for o in legal_actions(g, t, 1)] == ["pass", "activate"]   # ...but {R}: +1/+0 is there now
