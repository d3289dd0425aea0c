"""CR 807: Grand Melee — the variant's options (807.1-807.3), turn markers (807.4a-j) and one stack per
turn marker (807.5, 807.5a-b); the API with several pending decisions at once; replays.

Tables are built with the Scenario (cards put in place) and then begun the Grand Melee way: the hooks hand
out the turn markers and every marker's Turn starts from its untap step (807.4b). Scenarios have auto-pass
off, so each Turn stops at the first priority of its active player.
"""
import random
import re

import pytest

from manamelee.agents import RandomAgent
from manamelee.cards import default_pool
from manamelee.cards.dsl import GainLife, test_creature, when_event
from manamelee.configs import DEFAULT_NAMES, make_config
from manamelee.engine import Step
from manamelee.engine import events as ev
from manamelee.engine.errors import ConfigError
from manamelee.engine.game import Game
from manamelee.engine.scope import Scope
from manamelee.multiplayer import GrandMeleeHooks, MultiplayerRules
from manamelee.multiplayer.turn_markers import markers_for
from manamelee.scenario import Scenario
from manamelee.sim.replay import replay, replay_record

NAMES = ["Alex", "Rob", "Carissa", "Bianca", "Dan", "Eve", "Fay", "Gus",
         "Hal", "Ivy", "Jon", "Kim", "Lea", "Max", "Ned", "Ola"]
ALEX, ROB, CARISSA, BIANCA, DAN, EVE, FAY, GUS, HAL = range(9)
LEA, MAX, OLA = 12, 13, 15

# "Whenever an opponent casts a spell, you gain 1 life." — a test card to see where a trigger goes (807.5b).
WITNESS = test_creature("Melee Witness", 1, 1, triggered=[when_event(
    ev.CAST, lambda g, e, src: e.player != g.controller(src), [GainLife(1)],
    text="Whenever an opponent casts a spell, you gain 1 life.")])


# --------------------------------------------------------------------------- helpers
def table(n, pool=None):
    """A Grand Melee table of n players (807.2a range 1, 807.2b attack left), Alex the starting player."""
    s = Scenario(NAMES[:n], ranges=[1] * n, hooks=GrandMeleeHooks(MultiplayerRules("grand-melee", "left")),
                 pool=pool, variant="grand-melee")
    for p in range(n):
        s.library(p, *["Plains"] * 12)          # nobody decks out during these scenarios
    return s


def begin(s):
    """Begin the game the Grand Melee way: the markers are handed out and their Turns start (807.4b)."""
    g = s.g
    for pl in g.players:         # permanents put in place are not summoning sick (as Scenario.start does)
        pl.last_turn_start = max(pl.last_turn_start, 1)
    g._advance()
    return g


def holders(g):
    """{marker number: seat holding it}."""
    return {m.number: m.holder for m in g.hooks.markers}


def marker(g, number):
    return next(m for m in g.hooks.markers if m.number == number)


def turn_of(g, p):
    """The Turn in progress whose active player is p (None if p isn't taking a turn)."""
    return next((t for t in g.turns if t.active == p), None)


def alive(g, t):
    return any(x is t for x in g.turns)


def decision_in(g, t):
    """The pending decision that belongs to Turn t (807.5: each Turn asks its own questions)."""
    ds = [d for d in g.pending() if d.turn == t.id]
    assert len(ds) == 1, f"expected one decision in turn {t.id}, got {ds}"
    return ds[0]


def quiet(d):
    """Pass priority / declare nothing / the first option otherwise."""
    for kind in ("pass", "done"):
        for o in d.options:
            if o.kind == kind:
                return o
    return d.options[0]


def step_on(g, t):
    """Answer Turn t's decision with the quiet option."""
    d = decision_in(g, t)
    g.submit(d.id, quiet(d))


def finish(g, p, limit=400):
    """Play p's current Turn to its end, passing everything (other Turns are left where they are)."""
    t = turn_of(g, p)
    assert t is not None, f"{NAMES[p]} is not taking a turn"
    for _ in range(limit):
        if not alive(g, t) or g.over:
            return t
        step_on(g, t)
    raise AssertionError("the turn did not end")


def to_priority(g, t, p, step=None, limit=200):
    """Pass in Turn t until p has priority there (in ``step`` if given); returns that decision."""
    for _ in range(limit):
        d = decision_in(g, t)
        if d.kind == "priority" and d.player == p and (step is None or t.step == step):
            return d
        g.submit(d.id, quiet(d))
    raise AssertionError(f"{NAMES[p]} never got priority in turn {t.id}")


def option(d, kind, label=None, value=None):
    for o in d.options:
        if o.kind == kind and (label is None or label.lower() in o.label.lower()) and \
                (value is None or o.value == value):
            return o
    raise AssertionError(f"no {kind} {label} {value} in {d}")


def act(g, t, p, kind, label=None, value=None):
    """p, who has priority in Turn t, takes an action there."""
    d = decision_in(g, t)
    assert d.player == p, d
    g.submit(d.id, option(d, kind, label, value))


def log_since(g, start):
    return [e.line() for e in g.events[start:] if e.text]


def effective(g):
    """Markers not designated for removal (807.4f)."""
    return len(g.hooks.markers) - sum(m.removal for m in g.hooks.markers)


def keep_all(g):
    """Answer the opening-hand decisions (103.5): everybody keeps."""
    while g.setup_frames and g.pending():
        d = g.pending()[0]
        g.submit(d.id, option(d, "keep"))


def new_game(n, seed, **kw):
    g = Game.new(make_config(n, variant="grand-melee", seed=seed, auto_pass=False, **kw), seed)
    keep_all(g)
    return g


# =========================================================================== 807.1-807.3: the variant
def test_807_2_grand_melee_uses_range_1_and_attack_left():
    cfg = make_config(16, variant="grand-melee", seed=3)
    assert [pc.range for pc in cfg.players] == [1] * 16                  # 807.2a
    rules = cfg.options["hooks"].rules
    assert rules.attack == "left"                                        # 807.2b
    assert not rules.deploy                                              # 807.2c
    assert isinstance(cfg.options["hooks"], GrandMeleeHooks)
    g = new_game(16, 3)
    assert all(pl.range == 1 and len(pl.in_range) == 3 for pl in g.players)   # self and both neighbours


@pytest.mark.parametrize("kw,needle", [
    (dict(attack="multiple"), "807.2b-c"),
    (dict(attack="right"), "807.2b-c"),
    (dict(deploy=True), "807.2b-c"),
    (dict(range_=2), "807.2a"),
    (dict(teams=2), "807.1"),
])
def test_807_2c_grand_melee_refuses_other_options(kw, needle):
    with pytest.raises(ConfigError, match=needle):
        make_config(10, variant="grand-melee", seed=1, **kw)


def test_807_2b_explicit_attack_left_is_accepted():
    cfg = make_config(10, variant="grand-melee", seed=1, attack="left")
    assert cfg.options["hooks"].rules.attack == "left"


def test_807_3_players_are_seated_at_random_by_the_seed():
    def seating(seed):
        return [pc.name for pc in make_config(16, variant="grand-melee", seed=seed).players]
    assert seating(11) == seating(11)                       # the seed fixes the seating (replays)
    assert sorted(seating(11)) == sorted(DEFAULT_NAMES)
    orders = {tuple(seating(seed)) for seed in range(6)}
    assert len(orders) > 1                                  # 807.3: not always the listed order
    assert tuple(DEFAULT_NAMES) not in orders or len(orders) > 2


@pytest.mark.parametrize("n", [2, 3, 4])
def test_807_1_fewer_than_five_players_refused_pointing_to_free_for_all(n):
    with pytest.raises(ConfigError, match="ffa"):
        make_config(n, variant="grand-melee")


def test_807_1_cli_refuses_a_four_player_grand_melee(capsys):
    from manamelee.cli import main
    assert main(["play", "--variant", "grand-melee", "--players", "4", "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "Grand Melee needs at least 5 players" in err and "--variant ffa" in err


# =========================================================================== 807.4a-b: handing out markers
@pytest.mark.parametrize("n,count", [(16, 4), (15, 3), (12, 3), (9, 2), (8, 2), (5, 1)])
def test_807_4a_one_turn_marker_for_each_full_four_players(n, count):
    g = new_game(n, 7)
    assert len(g.hooks.markers) == count
    assert len(g.turns) == count                    # each marker is an active player's turn (807.4)
    assert markers_for(n) == count


def test_807_4a_example_sixteen_players_four_markers_fifteen_three():
    assert len(new_game(16, 2).turns) == 4
    assert len(new_game(15, 2).turns) == 3


def test_807_4b_markers_go_to_the_starting_player_and_every_fourth_seat_and_all_start_together():
    g = new_game(16, 5)
    s0 = g.starting_player
    assert holders(g) == {1: s0, 2: (s0 + 4) % 16, 3: (s0 + 8) % 16, 4: (s0 + 12) % 16}
    assert [(t.active, t.marker) for t in g.turns] == [(s0, 1), ((s0 + 4) % 16, 2), ((s0 + 8) % 16, 3),
                                                      ((s0 + 12) % 16, 4)]
    assert all(t.step == Step.UPKEEP for t in g.turns)     # all four turns began at the same time
    ds = g.pending()
    assert len(ds) == 4                                    # one pending decision for each Turn waiting
    assert sorted(d.turn for d in ds) == sorted(t.id for t in g.turns)
    for d in ds:
        t = next(t for t in g.turns if t.id == d.turn)
        assert d.player == t.active and d.kind == "priority"
    lines = g.log
    for k in range(4):
        assert f"[807.4b] turn marker {k + 1} goes to {g.players[(s0 + 4 * k) % 16].name}" in lines


def test_807_4b_scenario_table_markers_and_turn_events_name_their_marker():
    g = begin(table(16))
    assert holders(g) == {1: ALEX, 2: DAN, 3: HAL, 4: LEA}
    turn_events = [e for e in g.events if e.kind == ev.TURN]
    assert [(e.player, e.data) for e in turn_events] == [(ALEX, 1), (DAN, 2), (HAL, 3), (LEA, 4)]
    assert "(turn marker 2)" in turn_events[1].text


# =========================================================================== 807.4c: passing the marker
def test_807_4c_after_a_turn_the_marker_passes_to_the_player_on_the_left():
    g = begin(table(5))
    assert holders(g) == {1: ALEX}
    start = len(g.events)
    finish(g, ALEX)
    assert holders(g) == {1: ROB}
    assert [t.active for t in g.turns] == [ROB]            # one marker: Rob begins at once
    assert turn_of(g, ROB).marker == 1
    assert "[807.4c] turn marker 1 passes from Alex to Rob" in log_since(g, start)


def test_807_4c_the_marker_skips_seats_of_players_who_left():
    s = table(6)
    g = begin(s)
    g.concede(ROB)                                       # 6 -> 5 players: still one marker
    finish(g, ALEX)
    assert holders(g) == {1: CARISSA}
    assert turn_of(g, CARISSA) is not None


def test_807_4c_player_leaving_during_their_turn_passes_the_marker_after_that_turn_ends():
    s = table(9)                                          # two markers: Alex and Dan; 8 players keep two
    s.lands(ROB, "Plains", 4)
    s.hand(ROB, "Angel's Mercy")
    g = begin(s)
    t = turn_of(g, ALEX)
    to_priority(g, t, ALEX, Step.MAIN1)
    step_on(g, t)                                         # Alex passes; Rob has priority on Alex's stack
    act(g, t, ROB, "cast", "Angel's Mercy")
    assert len(t.stack) == 1
    start = len(g.events)
    g.concede(ALEX)                                       # Alex leaves during his turn
    assert alive(g, t)                                    # 800.4: the turn goes on without him
    assert holders(g)[1] == ALEX and marker(g, 1).turn == t.id     # the marker stays until the turn ends
    assert len(g.hooks.markers) == 2
    finish_turn(g, t)
    lines = log_since(g, start)
    passed = lines.index("[807.4c] turn marker 1 passes from Alex to Rob")
    assert passed > lines.index("[514] cleanup step")    # after that turn ends
    assert holders(g)[1] == ROB


def finish_turn(g, t, limit=400):
    for _ in range(limit):
        if not alive(g, t) or g.over:
            return
        step_on(g, t)
    raise AssertionError("the turn did not end")


def test_807_4c_player_leaving_before_their_turn_begins_passes_the_marker_immediately():
    g = begin(table(13))                                  # three markers: Alex, Dan, Hal; 12 players keep three
    finish(g, ALEX)
    assert holders(g)[1] == ROB and turn_of(g, ROB) is None      # Rob waits (807.4d: Dan has a marker)
    start = len(g.events)
    g.concede(ROB)
    assert holders(g)[1] == CARISSA                      # at once, not at the end of some turn
    assert "[807.4c] turn marker 1 passes from Rob to Carissa" in log_since(g, start)
    assert len(g.hooks.markers) == 3


# =========================================================================== 807.4d: waiting
def test_807_4d_a_player_cant_begin_a_turn_while_a_marker_is_within_three_seats_to_the_left():
    g = begin(table(16))
    start = len(g.events)
    finish(g, ALEX)
    assert holders(g)[1] == ROB
    assert turn_of(g, ROB) is None and len(g.turns) == 3        # Dan, three seats to Rob's left, has a marker
    assert marker(g, 1).turn is None
    assert "[807.4d] Rob waits with turn marker 1: another marker is within three seats to the left" in \
        log_since(g, start)
    finish(g, DAN)                                       # Dan passes his marker on to Eve...
    assert holders(g) == {1: ROB, 2: EVE, 3: HAL, 4: LEA}
    t = turn_of(g, ROB)
    assert t is not None and t.marker == 1               # ...now four seats to Rob's left: Rob begins
    assert turn_of(g, EVE) is None                       # and Eve waits for Hal in turn
    assert sorted(x.active for x in g.turns) == [ROB, HAL, LEA]


def test_807_4d_seats_of_players_who_left_are_not_counted():
    g = begin(table(13))                                 # markers at Alex, Dan, Hal; 12 players keep three
    g.concede(CARISSA)
    finish(g, DAN)
    assert holders(g)[2] == EVE and turn_of(g, EVE) is None     # Eve waits for Hal
    finish(g, ALEX)
    # Eve sits four seats to Rob's left, but with Carissa gone she is one of the three players to his left.
    assert holders(g)[1] == ROB and turn_of(g, ROB) is None
    assert len(g.hooks.markers) == 3


# =========================================================================== 807.4e-g: removing markers
def test_807_4e_leaving_designates_the_marker_immediately_to_the_departed_players_right():
    g = begin(table(16))
    start = len(g.events)
    g.concede(FAY)                                       # 15 players: three markers
    assert {m.number: m.removal for m in g.hooks.markers} == {1: 0, 2: 1, 3: 0, 4: 0}   # Dan's, right of Fay
    assert "[807.4e] turn marker 2 is designated for removal" in log_since(g, start)
    assert len(g.hooks.markers) == 4 and turn_of(g, DAN) is not None     # Dan's turn goes on
    finish(g, DAN)
    # 807.4g: removed rather than passed after that turn ends
    assert holders(g) == {1: ALEX, 3: HAL, 4: LEA}
    assert "[807.4g] turn marker 2 is removed" in log_since(g, start)
    assert not any("turn marker 2 passes" in line for line in log_since(g, start))
    assert len(g.turns) == 3


def test_807_4e_leaving_that_doesnt_reduce_the_count_designates_nothing():
    g = begin(table(13))
    g.concede(FAY)                                       # 12 players still have three markers
    assert all(m.removal == 0 for m in g.hooks.markers)
    assert len(g.hooks.markers) == 3


def test_807_4f_markers_already_designated_are_disregarded():
    g = begin(table(16))
    g.concede(ROB)                                       # 15: marker 1 (Alex, right of Rob) designated
    assert {m.number: m.removal for m in g.hooks.markers} == {1: 1, 2: 0, 3: 0, 4: 0}
    # 14, 13, 12 players: three markers — as many as there are once marker 1 is disregarded (807.4f),
    # so nothing more is designated although four markers are still on the table.
    g.concede(CARISSA)
    g.concede(BIANCA)
    g.concede(EVE)
    assert {m.number: m.removal for m in g.hooks.markers} == {1: 1, 2: 0, 3: 0, 4: 0}
    assert len(g.hooks.markers) == 4
    g.concede(FAY)                                       # 11 players: two markers; Dan's is right of Fay
    assert {m.number: m.removal for m in g.hooks.markers} == {1: 1, 2: 1, 3: 0, 4: 0}
    assert effective(g) == markers_for(11) == 2


def test_807_4g_an_idle_designated_marker_is_removed_immediately():
    g = begin(table(16))
    finish(g, ALEX)
    assert holders(g)[1] == ROB and marker(g, 1).turn is None    # Rob waits with marker 1
    start = len(g.events)
    g.concede(CARISSA)                                   # marker 1 is immediately to Carissa's right
    lines = log_since(g, start)
    assert "[807.4e] turn marker 1 is designated for removal" in lines
    assert "[807.4g] turn marker 1 is removed" in lines
    assert holders(g) == {2: DAN, 3: HAL, 4: LEA}
    assert len(g.turns) == 3


def test_807_4e_simultaneous_departures_designate_the_lowest_numbered_marker_multiple_times():
    s = table(12)                                        # markers: 1 Alex, 2 Dan, 3 Hal
    g = begin(s)
    for p in (ROB, CARISSA, EVE, FAY, 9):                # Rob, Carissa, Eve, Fay and Ivy lose together (704.3)
        s.life(p, 0)
    start = len(g.events)
    s.refresh()
    assert sorted(g.in_game()) == [ALEX, BIANCA, DAN, GUS, HAL, 10, 11]
    # 7 players keep one marker: two fewer. Markers 1 (right of Rob, Carissa), 2 (right of Eve, Fay) and
    # 3 (right of Ivy) could be removed; the lowest-numbered is designated, twice.
    assert {m.number: m.removal for m in g.hooks.markers} == {1: 2, 2: 0, 3: 0}
    assert "[807.4e] turn marker 1 is designated for removal 2 times" in log_since(g, start)
    assert len(g.turns) == 3                             # all three turns go on (807.4g: removed after them)
    start = len(g.events)
    finish(g, ALEX)
    # 807.4g: marker 1 is removed; the marker to its right (Hal's 3: seats 11, 10 and Ivy's are empty of
    # markers) is designated 2 - 1 = 1 time, and removed when Hal's turn ends.
    lines = log_since(g, start)
    assert "[807.4g] turn marker 1 is removed" in lines
    assert {m.number: m.removal for m in g.hooks.markers} == {2: 0, 3: 1}
    finish(g, HAL)
    assert holders(g) == {2: DAN}
    assert effective(g) == len(g.hooks.markers) == 1


def test_807_4g_leftover_designation_moving_right_removes_an_idle_marker_at_once():
    s = table(12)
    g = begin(s)
    for p in (ROB, CARISSA, EVE, FAY, 9):
        s.life(p, 0)
    s.refresh()
    finish(g, HAL)                                       # marker 3 passes to Jon (Ivy left) and waits for Alex
    assert holders(g)[3] == 10 and marker(g, 3).turn is None
    start = len(g.events)
    finish(g, ALEX)
    lines = log_since(g, start)
    assert "[807.4g] turn marker 1 is removed" in lines
    assert "[807.4g] turn marker 3 is removed" in lines  # designated once more, and idle: removed at once
    assert holders(g) == {2: DAN}


def test_807_4e_sequential_departures_each_designate_the_marker_to_their_right():
    g = begin(table(12))                                 # markers 1 Alex, 2 Dan, 3 Hal
    g.concede(9)                                         # 11: two markers — Hal's, right of Ivy
    assert {m.number: m.removal for m in g.hooks.markers} == {1: 0, 2: 0, 3: 1}
    for p in (ROB, CARISSA, EVE):                        # 10, 9, 8: still two markers
        g.concede(p)
    assert {m.number: m.removal for m in g.hooks.markers} == {1: 0, 2: 0, 3: 1}
    g.concede(FAY)                                       # 7: one marker — Dan's, right of Fay
    assert {m.number: m.removal for m in g.hooks.markers} == {1: 0, 2: 1, 3: 1}


# =========================================================================== 807.4h: range after leaving
def test_807_4h_neighbours_of_a_departed_player_enter_each_others_range_when_the_next_turn_begins():
    g = begin(table(13))                                 # 12 players keep three markers
    g.concede(FAY)
    assert not Scope(g, EVE).in_range(GUS) and not Scope(g, GUS).in_range(EVE)
    finish(g, ALEX)                                      # Rob waits for Dan: no turn begins
    assert turn_of(g, ROB) is None
    assert not Scope(g, EVE).in_range(GUS)
    finish(g, DAN)                                       # Rob's turn begins
    assert turn_of(g, ROB) is not None
    assert Scope(g, EVE).in_range(GUS) and Scope(g, GUS).in_range(EVE)


def test_807_4h_several_consecutive_seats_leave():
    g = begin(table(16))
    for p in (EVE, FAY, GUS):                            # three consecutive seats between Dan and Hal
        g.concede(p)
    assert not Scope(g, DAN).in_range(HAL) and not Scope(g, HAL).in_range(DAN)
    finish(g, ALEX)                                      # Rob waits (Dan): no turn begins
    assert not Scope(g, DAN).in_range(HAL)
    finish(g, LEA)                                       # Max takes marker 4 and begins his turn
    assert turn_of(g, MAX) is not None
    assert Scope(g, DAN).in_range(HAL) and Scope(g, HAL).in_range(DAN)
    assert not Scope(g, DAN).in_range(9)                 # range 1 still: Ivy is two seats from Dan


# =========================================================================== 807.4i-j: extra turns
def cast_time_walk(g, p):
    t = turn_of(g, p)
    to_priority(g, t, p, Step.MAIN1)
    act(g, t, p, "cast", "Time Walk")
    while t.stack:                                       # everyone in range passes: it resolves
        step_on(g, t)
    assert p in g.extra_turns
    return t


def time_walk_table(n):
    s = table(n)
    s.lands(ALEX, "Island", 2)
    s.hand(ALEX, "Time Walk")
    return s


def test_807_4i_a_player_with_a_marker_keeps_it_for_an_extra_turn():
    g = begin(time_walk_table(5))
    first = cast_time_walk(g, ALEX)
    start = len(g.events)
    finish(g, ALEX)
    assert not alive(g, first)
    t = turn_of(g, ALEX)
    assert t is not None and t.extra and t.marker == 1 and holders(g) == {1: ALEX}
    assert "[807.4i] Alex keeps turn marker 1 for an extra turn" in log_since(g, start)
    finish(g, ALEX)
    assert holders(g) == {1: ROB} and turn_of(g, ROB) is not None and not turn_of(g, ROB).extra


def test_807_4i_marker_within_three_seats_to_the_right_passes_and_the_extra_turn_comes_before_the_next():
    g = begin(time_walk_table(8))                        # markers: 1 Alex, 2 Dan
    cast_time_walk(g, ALEX)
    finish(g, DAN)                                       # marker 2 goes to Eve
    assert turn_of(g, EVE) is None                       # Eve's left: Fay, Gus, Alex (with a marker): she waits
    # Eve is three seats to Alex's right: 807.4i, Alex passes his marker on and takes the extra turn just
    # before his next turn.
    start = len(g.events)
    finish(g, ALEX)
    assert holders(g) == {1: ROB, 2: EVE}
    assert turn_of(g, ALEX) is None and g.hooks.deferred == {ALEX: 1}
    assert "[807.4i] Alex's extra turn waits for their next turn: another marker is within three seats to the " \
           "right" in log_since(g, start)
    # Marker 2 travels Eve -> Fay -> Gus -> Alex, marker 1 Rob -> Carissa -> Bianca -> Dan.
    for p in (EVE, ROB, FAY, CARISSA, GUS):
        finish(g, p)
    assert holders(g)[2] == ALEX and turn_of(g, ALEX) is None    # Alex waits for Bianca (807.4d)
    finish(g, BIANCA)
    t = turn_of(g, ALEX)
    assert t is not None and t.extra and t.marker == 2   # the extra turn first...
    finish(g, ALEX)
    t = turn_of(g, ALEX)
    assert t is not None and not t.extra and t.marker == 2   # ...then his normal turn with the same marker
    assert g.hooks.deferred == {}


def test_807_4i_extra_turn_waits_while_a_marker_is_within_three_seats_to_the_left():
    g = begin(time_walk_table(9))                        # markers: 1 Alex, 2 Dan; 8 players keep two
    cast_time_walk(g, ALEX)
    g.concede(ROB)                                       # Dan is now three seats to Alex's left
    start = len(g.events)
    finish(g, ALEX)
    assert "[807.4i] Alex keeps turn marker 1 for an extra turn" in log_since(g, start)
    assert holders(g) == {1: ALEX, 2: DAN}
    assert turn_of(g, ALEX) is None                      # the extra turn waits...
    finish(g, DAN)                                       # ...until the player four seats to his left (Eve)
    assert holders(g) == {1: ALEX, 2: EVE}               # takes the other marker
    t = turn_of(g, ALEX)
    assert t is not None and t.extra and t.marker == 1


def test_807_4j_time_walk_example():
    """Alex casts Time Walk; the player to his left leaves, which reduces the number of turn markers; his
    marker is removed after his turn; he takes the extra turn just before his next normal turn."""
    g = begin(time_walk_table(8))                        # markers: 1 Alex, 2 Dan
    cast_time_walk(g, ALEX)
    start = len(g.events)
    g.concede(ROB)                                       # 7 players: one marker
    assert marker(g, 1).removal == 1                     # Alex's marker is immediately to Rob's right
    finish(g, ALEX)
    lines = log_since(g, start)
    assert "[807.4g] turn marker 1 is removed" in lines
    assert turn_of(g, ALEX) is None and holders(g) == {2: DAN}   # no extra turn now
    assert ALEX not in g.extra_turns and g.hooks.deferred == {ALEX: 1}
    for p in (DAN, EVE, FAY, GUS):
        finish(g, p)
    assert holders(g) == {2: ALEX}
    t = turn_of(g, ALEX)
    assert t.extra                                       # the extra turn from Time Walk...
    finish(g, ALEX)
    t2 = turn_of(g, ALEX)
    assert t2 is not None and not t2.extra               # ...then his normal turn
    finish(g, ALEX)
    assert holders(g) == {2: CARISSA}


def test_807_4j_extra_turn_for_a_player_not_taking_a_turn_waits_for_their_next_turn():
    g = begin(table(5))
    g.extra_turns.append(CARISSA)                        # an effect gives Carissa an extra turn after Alex's
    finish(g, ALEX)
    assert turn_of(g, ROB) is not None and not turn_of(g, ROB).extra
    assert CARISSA not in g.extra_turns and g.hooks.deferred == {CARISSA: 1}
    finish(g, ROB)
    t = turn_of(g, CARISSA)
    assert t.extra
    finish(g, CARISSA)
    assert not turn_of(g, CARISSA).extra


# =========================================================================== 807.5: one stack per marker
def test_807_5_each_turn_marker_has_its_own_stack():
    s = table(16)
    s.lands(ALEX, "Mountain", 1)
    s.lands(DAN, "Mountain", 1)
    s.hand(ALEX, "Shock")
    s.hand(DAN, "Shock")
    g = begin(s)
    ta, td = turn_of(g, ALEX), turn_of(g, DAN)
    to_priority(g, ta, ALEX, Step.MAIN1)
    act(g, ta, ALEX, "cast", "Shock")
    act(g, ta, ALEX, "target", value=("player", ROB))
    to_priority(g, td, DAN, Step.MAIN1)
    act(g, td, DAN, "cast", "Shock")
    act(g, td, DAN, "target", value=("player", EVE))
    assert [i.controller for i in ta.stack] == [ALEX] and [i.controller for i in td.stack] == [DAN]
    assert all(not t.stack for t in g.turns if t.id not in (ta.id, td.id))
    while td.stack:                                      # Dan's stack resolves; Alex's is untouched
        step_on(g, td)
    assert g.players[EVE].life == 18 and g.players[ROB].life == 20
    assert len(ta.stack) == 1
    while ta.stack:
        step_on(g, ta)
    assert g.players[ROB].life == 18


def priority_holders(g, t, until):
    """Answer Turn t's priority decisions with pass until ``until()``; who got priority, in order."""
    out = []
    while not until():
        d = decision_in(g, t)
        assert d.kind == "priority"
        out.append(d.player)
        g.submit(d.id, option(d, "pass"))
    return out


def test_807_5a_priority_for_a_stack_only_to_players_with_its_marker_in_range():
    g = begin(table(16))
    t = turn_of(g, ALEX)
    assert t.step == Step.UPKEEP
    who = priority_holders(g, t, lambda: t.step != Step.UPKEEP)
    assert who == [ALEX, ROB, OLA]                       # Alex and his two neighbours; Carissa etc. skipped


def test_807_5a_a_player_gets_priority_once_a_neighbour_puts_something_on_that_stack():
    s = table(16)
    s.lands(ROB, "Plains", 4)
    s.hand(ROB, "Angel's Mercy")
    g = begin(s)
    t = turn_of(g, ALEX)
    to_priority(g, t, ALEX, Step.MAIN1)
    step_on(g, t)                                        # Alex passes
    d = decision_in(g, t)
    assert d.player == ROB
    act(g, t, ROB, "cast", "Angel's Mercy")              # Rob's spell on Alex's stack
    d = decision_in(g, t)
    assert d.player == ROB                               # 117.3c
    g.submit(d.id, option(d, "pass"))
    d = decision_in(g, t)
    assert d.player == CARISSA and d.turn == t.id        # two seats from Alex, but Rob is in her range
    who = priority_holders(g, t, lambda: not t.stack)
    assert who == [CARISSA, OLA, ALEX]                   # Bianca (three seats away) never; then it resolves
    assert g.players[ROB].life == 27
    d = decision_in(g, t)
    assert d.player == ALEX
    g.submit(d.id, option(d, "pass"))
    assert decision_in(g, t).player == ROB               # with the stack empty, Carissa is skipped again
    g.submit(decision_in(g, t).id, option(decision_in(g, t), "pass"))
    assert decision_in(g, t).player == OLA


def test_807_5a_800_4a_a_neighbour_who_leaves_no_longer_gets_priority_for_that_stack():
    g = begin(table(16))
    t = turn_of(g, ALEX)
    assert t.step == Step.UPKEEP
    from manamelee.engine.sides import _eligible
    assert _eligible(g, t) == {ALEX, ROB, OLA}           # remembered while ranges, players and the stack stand
    g.concede(ROB)                                       # 800.4a: Rob leaves the game
    assert _eligible(g, t) == {ALEX, OLA}
    who = priority_holders(g, t, lambda: t.step != Step.UPKEEP)
    assert who == [ALEX, OLA]


def mercy_on_two_stacks():
    """Rob casts Angel's Mercy on Alex's stack, Bianca on Dan's: Carissa, between them, gets priority on both."""
    pool = default_pool().extended(WITNESS)
    s = table(16, pool=pool)
    for p in (ROB, BIANCA):
        s.lands(p, "Plains", 4)
        s.hand(p, "Angel's Mercy")
    s.lands(CARISSA, "Island", 6)
    s.hand(CARISSA, "Cancel", "Cancel")
    s.battlefield(CARISSA, "Melee Witness")
    g = begin(s)
    ta, td = turn_of(g, ALEX), turn_of(g, DAN)
    to_priority(g, ta, ROB, Step.MAIN1)
    act(g, ta, ROB, "cast", "Angel's Mercy")
    to_priority(g, td, BIANCA, Step.MAIN1)
    act(g, td, BIANCA, "cast", "Angel's Mercy")
    return s, g, ta, td


def test_807_5b_triggered_ability_goes_on_the_stack_where_its_event_happened():
    s, g, ta, td = mercy_on_two_stacks()
    # Carissa's Witness triggered on both casts: each trigger is on the stack of the Turn of its cast.
    assert [(i.kind, i.controller) for i in ta.stack] == [("spell", ROB), ("triggered", CARISSA)]
    assert [(i.kind, i.controller) for i in td.stack] == [("spell", BIANCA), ("triggered", CARISSA)]


def test_807_5b_a_spell_goes_on_the_stack_of_the_turn_it_is_cast_in_and_targets_only_that_stack():
    s, g, ta, td = mercy_on_two_stacks()
    to_priority(g, ta, CARISSA)
    to_priority(g, td, CARISSA)
    mine = [d for d in g.pending() if d.player == CARISSA]
    assert sorted(d.turn for d in mine) == sorted([ta.id, td.id])      # priority for two stacks at once
    rob_mercy = next(i.source for i in ta.stack if i.kind == "spell")
    bianca_mercy = next(i.source for i in td.stack if i.kind == "spell")
    act(g, ta, CARISSA, "cast", "Cancel")
    d = decision_in(g, ta)
    assert d.kind == "target"
    assert [o.value for o in d.options if o.kind == "target"] == [("obj", rob_mercy)]   # not Bianca's
    g.submit(d.id, option(d, "target", value=("obj", rob_mercy)))
    assert ta.stack[-1].name == "Cancel" and ta.stack[-1].controller == CARISSA
    assert all(i.name != "Cancel" for i in td.stack)
    act(g, td, CARISSA, "cast", "Cancel")
    d = decision_in(g, td)
    assert [o.value for o in d.options if o.kind == "target"] == [("obj", bianca_mercy)]
    g.submit(d.id, option(d, "target", value=("obj", bianca_mercy)))
    assert td.stack[-1].name == "Cancel"
    while ta.stack:
        step_on(g, ta)
    assert g.players[ROB].life == 20 and g.players[BIANCA].life == 20   # Rob's Mercy countered
    while td.stack:
        step_on(g, td)
    assert g.players[BIANCA].life == 20                                 # and Bianca's


# =========================================================================== the API and the invariants
def check_markers(g):
    """807.4a, 807.4c, 807.4e-g, 807.5 as invariants of any position of a Grand Melee game."""
    if g.over or not g.hooks.started:                    # (mulligans come first)
        return
    h = g.hooks
    n = len(g.in_game())
    assert effective(g) == markers_for(n)                # 807.4a with 807.4e-f designations applied
    assert len([m for m in h.markers if not m.removal]) <= max(1, n // 4)
    assert len(g.turns) <= len(h.markers)                # one Turn (and one stack) per marker at most
    numbers = [t.marker for t in g.turns]
    assert len(set(numbers)) == len(numbers) and None not in numbers
    assert len({t.active for t in g.turns}) == len(g.turns)
    for t in g.turns:
        m = marker(g, t.marker)
        assert m.turn == t.id and m.holder == t.active
    for m in h.markers:
        if m.turn is None:
            assert not m.removal                         # 807.4g: an idle designated marker is gone at once
            assert not g.players[m.holder].left          # 807.4c: and an idle marker never waits on a leaver
    ids = {t.id for t in g.turns}
    for d in g.pending():
        assert d.turn in ids


def play(g, agents, pick, limit, each=None):
    """Answer pending decisions (``pick`` chooses which) until the game ends or ``limit`` answers."""
    k = 0
    while not g.over and k < limit:
        ds = g.pending()
        assert ds, "nothing pending in a game that isn't over"
        d = pick(ds)
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
        k += 1
        check_markers(g)
        if each is not None:
            each(g, k)
    return k


def test_api_several_pending_decisions_can_be_answered_in_any_order_and_replay_exactly():
    for seed, pick in ((4, lambda ds: ds[-1]), (6, None)):
        g = Game.new(make_config(10, variant="grand-melee", seed=seed), seed)
        agents = [RandomAgent(seed * 31 + i) for i in range(10)]
        order = random.Random(seed)
        chooser = pick or (lambda ds: order.choice(ds))
        play(g, agents, chooser, 120)
        assert len(g.turns) >= 1 and g.turn_count > 2
        r = replay(replay_record(g))                      # config + seed + answers
        assert r.log == g.log
        assert [(d.id, d.player, d.kind, d.turn, d.options) for d in r.pending()] == \
               [(d.id, d.player, d.kind, d.turn, d.options) for d in g.pending()]
        assert {m.number: (m.holder, m.removal) for m in r.hooks.markers} == \
               {m.number: (m.holder, m.removal) for m in g.hooks.markers}


def test_api_answering_a_later_turns_decision_first_moves_only_that_turn():
    g = begin(table(16))
    steps = {t.id: t.step for t in g.turns}
    last = g.pending()[-1]
    g.submit(last.id, quiet(last))
    moved = [t.id for t in g.turns if t.step != steps[t.id] or decision_in(g, t).player != t.active]
    assert moved == [last.turn]


def test_807_done_sixteen_players_leaving_mid_game_keep_markers_and_turns_in_line():
    """The issue's done criterion: a 16-player game where players leave mid-game (concessions at chosen points,
    random agents otherwise); after every answer, and at every turn end, the markers and the Turns in progress
    agree with 807.4a and 807.4e-g."""
    seed = 21
    g = Game.new(make_config(16, variant="grand-melee", seed=seed), seed)
    agents = [RandomAgent(seed * 31 + i) for i in range(16)]
    rng = random.Random(seed)
    seen_turns = {t.id for t in g.turns}
    ended = []

    def each(g, k):
        nonlocal seen_turns
        now = {t.id for t in g.turns}
        if seen_turns - now:                              # a turn ended: designations are applied by now
            ended.append(k)
            n = len(g.in_game())
            if not g.over:
                assert len([m for m in g.hooks.markers if not m.removal]) <= max(1, n // 4)
                assert len(g.turns) <= len(g.hooks.markers)
        seen_turns = now
        if k % 15 == 0 and g.hooks.started and not g.over and len(g.in_game()) > 2:
            g.concede(rng.choice(g.in_game()))            # someone leaves at a chosen point
            check_markers(g)

    play(g, agents, lambda ds: ds[rng.randrange(len(ds))], 3000, each)
    assert g.over
    assert len(ended) > 10
    assert "[807.4g]" in " ".join(g.log)                   # markers were removed on the way


# =========================================================================== the CLI log
def test_cli_log_lines_of_a_turn_start_with_its_turn_marker(capsys):
    from manamelee.cli import _log_printer
    g = begin(table(16))
    finish(g, ALEX)
    sink = _log_printer()
    for e in g.events:
        sink(e)
    out = capsys.readouterr().out.splitlines()
    assert "(M1) [500.1] --- turn 1: Alex (turn marker 1) ---" in out
    assert "(M3) [500.1] --- turn 3: Hal (turn marker 3) ---" in out
    assert "(M1) [514] cleanup step" in out
    assert "[807.4c] turn marker 1 passes from Alex to Rob" in out     # marker lines belong to no Turn
    assert "[807.4b] turn marker 2 goes to Dan" in out


@pytest.mark.slow
def test_cli_plays_a_sixteen_player_grand_melee_with_marker_lines():
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-m", "manamelee", "play", "--variant", "grand-melee", "--players", "16",
                        "--seed", "1"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert "16-player Grand Melee" in lines[0]
    for rule in ("807.4b", "807.4c", "807.4d", "807.4g"):       # the markers' moves between Turns: no marker
        assert any(line.startswith(f"[{rule}]") for line in lines), rule
    # 807.4e: a marker is designated when its holder leaves the game, during the Turn they leave in
    assert any(re.match(r"^\(M\d+\) \[807\.4e\]", line) for line in lines)
    assert any(line.startswith("(M4) [500.1] --- turn") for line in lines)
    assert lines[-1].startswith("result: ")


def test_807_5a_800_4j_neighbours_keep_priority_for_the_stack_of_an_active_player_who_left():
    g = begin(table(16))
    t = turn_of(g, ALEX)
    to_priority(g, t, ALEX, Step.MAIN1)
    g.concede(ALEX)                                      # the turn goes on without an active player
    assert alive(g, t)
    # 800.4j: instead of Alex, the next player in turn order with the marker in range gets priority.
    who = priority_holders(g, t, lambda: t.step != Step.MAIN1)
    assert who == [ROB, OLA]
    assert t.step == Step.BEGIN_COMBAT


def test_api_other_turns_decisions_keep_their_ids_unless_what_they_offer_changed():
    g = begin(table(16))
    before = {d.turn: d.id for d in g.pending()}
    first = g.pending()[0]
    g.submit(first.id, quiet(first))
    after = {d.turn: d.id for d in g.pending()}
    assert {k: v for k, v in after.items() if k != first.turn} == \
           {k: v for k, v in before.items() if k != first.turn}      # nothing changed for them: same decisions
    # Carissa has priority on two stacks; casting her first Cancel on one changes what the other offers.
    s, g, ta, td = mercy_on_two_stacks()
    to_priority(g, ta, CARISSA)
    to_priority(g, td, CARISSA)
    old = decision_in(g, td)
    first_cancel = option(old, "cast", "Cancel").value
    act(g, ta, CARISSA, "cast", "Cancel")
    g.submit(decision_in(g, ta).id, option(decision_in(g, ta), "target"))
    new = decision_in(g, td)
    assert new.id != old.id                                          # asked again...
    assert option(new, "cast", "Cancel").value != first_cancel       # ...offering the Cancel still in hand
    assert option(new, "cast", "Cancel").value in g.players[CARISSA].hand


def test_807_engine_turn_limit_applies_to_concurrent_turns():
    s = table(5)
    s.g.config.max_turns = 3
    g = begin(s)
    for p in (ALEX, ROB, CARISSA):
        finish(g, p)
    assert g.over and g.result.draw and g.turn_count == 3
    assert sum(1 for e in g.events if e.kind == ev.DRAW_GAME) == 1


# =========================================================================== 502.2 with turn markers
def test_502_2_in_grand_melee_the_previous_turn_is_the_one_the_turn_marker_came_from():
    # 9 players, two markers (Alex, Dan). Day: Alex casts nothing in his turn, Dan casts a spell in his. The turn
    # marker 1 brings to Rob follows Alex's spell-less turn: it becomes night in Rob's untap step, whichever turn
    # ended last (Dan's turn, with its spell, is what marker 2 brings to Eve: no change there).
    s = table(9)
    s.lands(DAN, "Plains", 4)
    s.hand(DAN, "Angel's Mercy")
    s.g.day_night = "day"
    g = begin(s)
    finish(g, ALEX)
    assert holders(g)[1] == ROB and turn_of(g, ROB) is None         # 807.4d: Rob waits for Dan's marker
    t = turn_of(g, DAN)
    to_priority(g, t, DAN, Step.MAIN1)
    act(g, t, DAN, "cast", "Angel's Mercy")
    finish(g, DAN)
    rob, eve = turn_of(g, ROB), turn_of(g, EVE)
    assert rob is not None and eve is not None and (rob.marker, eve.marker) == (1, 2)
    changes = [e for e in g.events if e.kind == ev.DAY_NIGHT]
    assert g.day_night == "night" and [(e.rule, e.turn) for e in changes] == [("502.2", rob.id)]
