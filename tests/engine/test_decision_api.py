"""The decision API contract (DESIGN "Decisions"): pending/submit, bad input raises and changes nothing,
configuration validation, and no answers after the game is over."""
import pytest

from manamelee.cards.pool import default_pool
from manamelee.engine.config import GameConfig, PlayerConfig
from manamelee.engine.constants import Step
from manamelee.engine.decisions import Decision, Option
from manamelee.engine.errors import (ConfigError, DecisionError, GameOver, IllegalOption, UnknownDecision,
                                     WrongPlayer)
from manamelee.engine.game import Game
from manamelee.scenario import Scenario

POOL = default_pool()
DECK = tuple([POOL["Mountain"]] * 20 + [POOL["Shock"]] * 10 + [POOL["Runeclaw Bear"]] * 10)


def state(g):
    """Everything an observer could compare: every player's view, the spectator view, the log, the record."""
    return ([g.view(p) for p in range(len(g.players))], g.view(None), len(g.events), list(g.record),
            [(d.id, d.player, d.kind, d.options) for d in g.pending()], g.next_decision,
            [len(t.frames) for t in g.turns], [list(t.frames[-1].answers) for t in g.turns if t.frames])


def shock_position():
    s = Scenario(2)
    s.battlefield(0, "Mountain")
    s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Shock")
    s.hand(1, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    return s, g


def assert_rejected(g, exc, *args, **kw):
    before = state(g)
    with pytest.raises(exc):
        g.submit(*args, **kw)
    assert state(g) == before


# --------------------------------------------------------------------------- pending decisions
def test_pending_decision_names_player_turn_and_enumerable_options():
    s, g = shock_position()
    ds = g.pending()
    assert len(ds) == 1
    d = ds[0]
    assert isinstance(d, Decision)
    assert d.player == 0 and d.kind == "priority"
    assert d.turn == g.turns[0].id
    assert isinstance(d.options, tuple) and all(isinstance(o, Option) for o in d.options)
    assert [o.kind for o in d.options] == ["pass", "cast"]
    assert all(o.label for o in d.options)
    assert d.rule == "117.3"


def test_setup_decisions_belong_to_no_turn():
    g = Game.new(GameConfig([PlayerConfig("Ann", DECK), PlayerConfig("Bob", DECK)], auto_pass=False), seed=1)
    (d,) = g.pending()
    assert d.kind == "mulligan" and d.turn is None
    assert d.player == g.starting_player
    assert {o.kind for o in d.options} == {"keep", "mulligan"}


def test_submit_by_index_equals_submit_by_option():
    s1, g1 = shock_position()
    s2, g2 = shock_position()
    d1, d2 = g1.pending()[0], g2.pending()[0]
    g1.submit(d1.id, 1)
    g2.submit(d2.id, d2.option("cast"))
    assert state(g1) == state(g2)
    assert g1.pending()[0].kind == "target"


def test_submit_records_the_answer():
    s, g = shock_position()
    d = g.pending()[0]
    g.submit(d.id, 0, player=0)                         # the right player may name themselves
    assert g.record == [(d.id, 0)]
    assert g.pending()[0].player == 1


def test_view_shows_pending_decisions_only_to_their_player():
    s, g = shock_position()
    assert len(g.view(0)["pending"]) == 1
    assert g.view(1)["pending"] == []
    assert g.view(None)["pending"] == []


# --------------------------------------------------------------------------- bad answers change nothing
def test_unknown_decision_id_raises_and_changes_nothing():
    s, g = shock_position()
    d = g.pending()[0]
    assert_rejected(g, UnknownDecision, d.id + 1000, 0)
    assert_rejected(g, UnknownDecision, -1, 0)
    assert_rejected(g, UnknownDecision, "1", 0)
    g.submit(d.id, 0)
    assert_rejected(g, UnknownDecision, d.id, 0)          # already answered: no longer pending


def test_out_of_range_index_raises_illegal_option_and_changes_nothing():
    s, g = shock_position()
    d = g.pending()[0]
    assert_rejected(g, IllegalOption, d.id, len(d.options))
    assert_rejected(g, IllegalOption, d.id, -1)           # no wrapping around
    assert_rejected(g, IllegalOption, d.id, True)         # a bool is not an index
    assert_rejected(g, IllegalOption, d.id, "pass")
    assert_rejected(g, IllegalOption, d.id, None)


def test_foreign_option_raises_illegal_option_and_changes_nothing():
    s, g = shock_position()
    d = g.pending()[0]
    assert_rejected(g, IllegalOption, d.id, Option("cast", "cast Serra Angel", 12345))
    assert_rejected(g, IllegalOption, d.id, Option("pass", "pass", "something"))
    g.submit(d.id, d.option("cast"))
    d2 = g.pending()[0]
    assert d2.kind == "target"
    assert_rejected(g, IllegalOption, d2.id, d.option("pass"))     # an option of an earlier decision
    assert_rejected(g, IllegalOption, d2.id, Option("target", "P0", ("player", 7)))


def test_wrong_player_raises_and_changes_nothing():
    s, g = shock_position()
    d = g.pending()[0]
    assert_rejected(g, WrongPlayer, d.id, 0, player=1)
    assert_rejected(g, WrongPlayer, d.id, 0, player=5)


def test_errors_in_the_middle_of_casting_leave_the_cast_where_it_was():
    s, g = shock_position()
    s.choose("cast")
    d = g.pending()[0]
    assert d.kind == "target"
    for exc, args, kw in [(UnknownDecision, (d.id + 1, 0), {}), (IllegalOption, (d.id, 99), {}),
                          (WrongPlayer, (d.id, 0), {"player": 1})]:
        assert_rejected(g, exc, *args, **kw)
    # The game goes on normally afterwards.
    bear = s.on_battlefield("Runeclaw Bear")[0]
    g.submit(d.id, d.option("target", ("obj", bear)))
    assert len(g.turns[0].stack) == 1
    s.pass_until_resolved()
    assert s.on_battlefield("Runeclaw Bear") == []


def test_decision_errors_share_a_base_class():
    for exc in (UnknownDecision, IllegalOption, WrongPlayer):
        assert issubclass(exc, DecisionError)


# --------------------------------------------------------------------------- configuration
def players(n, names=None):
    names = names or [f"Player {i}" for i in range(n)]
    return [PlayerConfig(nm, DECK) for nm in names]


@pytest.mark.parametrize("n", [0, 1, 17])
def test_config_player_count_must_be_2_to_16(n):
    with pytest.raises(ConfigError):
        Game.new(GameConfig(players(n)), seed=0)


def test_config_16_players_is_fine():
    g = Game.new(GameConfig(players(16)), seed=0)
    assert len(g.players) == 16 and g.pending()


def test_config_duplicate_names():
    with pytest.raises(ConfigError):
        Game.new(GameConfig(players(3, ["Ann", "Bob", "Ann"])), seed=0)


def test_config_empty_name():
    with pytest.raises(ConfigError):
        Game.new(GameConfig(players(2, ["Ann", "  "])), seed=0)


@pytest.mark.parametrize("life", [0, -5, "20", 20.5, None])
def test_config_bad_starting_life(life):
    with pytest.raises(ConfigError):
        Game.new(GameConfig(players(2), starting_life=life), seed=0)


def test_config_deck_must_hold_card_definitions():
    with pytest.raises(ConfigError):
        Game.new(GameConfig([PlayerConfig("Ann", DECK), PlayerConfig("Bob", ("Forest",))]), seed=0)


def test_config_must_be_a_game_config_and_seed_a_whole_number():
    with pytest.raises(ConfigError):
        Game.new({"players": players(2)}, seed=0)
    with pytest.raises(ConfigError):
        Game.new(GameConfig(players(2)), seed="7")
    with pytest.raises(ConfigError):
        Game.new(GameConfig(players(2)), seed=True)


# --------------------------------------------------------------------------- game over
def test_submit_after_the_game_is_over_raises_game_over():
    s, g = shock_position()
    d = g.pending()[0]
    g.concede(1)
    assert g.over and g.result.winners == (0,)
    assert g.pending() == []
    before = (len(g.events), list(g.record), g.view(0))
    with pytest.raises(GameOver):
        g.submit(d.id, 0)
    with pytest.raises(GameOver):
        g.concede(0)
    assert (len(g.events), list(g.record), g.view(0)) == before


def test_concede_checks_its_player():
    s, g = shock_position()
    with pytest.raises(WrongPlayer):
        g.concede(2)
    s4 = Scenario(4)
    g4 = s4.start(active=0, step=Step.MAIN1)
    g4.concede(3)
    with pytest.raises(WrongPlayer):
        g4.concede(3)                                    # already left
