"""807.4: in Grand Melee every log line of a running Turn carries that Turn's turn marker, ``(M2) [504.1] ...``
(issue 16: draws, land plays, attacks, damage, creatures entering... lacked it, being recorded without their
Turn). Only the set-up (103) and the turn markers' own moves between Turns (807.4b-j) belong to no Turn."""
import re

import pytest

from manamelee.agents import RandomAgent
from manamelee.cli import _log_printer
from manamelee.configs import make_config
from manamelee.engine.game import Game
from manamelee.sim.runner import run_game

MARKED = re.compile(r"^\(M(\d+)\) \[([^\]]+)\] ")
RULE = re.compile(r"^\[([^\]]+)\] ")
NO_TURN = re.compile(r"^(103\.\d+[a-z]?|807\.4[b-j])$")


def _cli_lines(players: int, seed: int, capsys) -> list[str]:
    cfg = make_config(players, variant="grand-melee", seed=seed)
    run_game(cfg, seed, [RandomAgent(seed * 31 + i) for i in range(players)], on_event=_log_printer("en"))
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("players, seed", [(10, 3), (13, 5)])
def test_807_4_every_line_of_a_running_turn_has_its_marker(players, seed, capsys):
    lines = _cli_lines(players, seed, capsys)
    unmarked = [line for line in lines if not MARKED.match(line)]
    rules = {RULE.match(line).group(1) for line in unmarked if RULE.match(line)}
    assert rules and all(NO_TURN.match(r) for r in rules), sorted(r for r in rules if not NO_TURN.match(r))
    marked = {MARKED.match(line).group(2) for line in lines if MARKED.match(line)}
    for rule in ("504.1", "305.1", "508.1", "510.2", "514.2", "500.1", "503"):   # the lines that lacked it
        assert rule in marked, rule
    expected = {"1", "2", "3"} if players >= 12 else {"1", "2"}          # 807.4a: a marker per four players
    assert {m.group(1) for m in map(MARKED.match, lines) if m} == expected


def test_807_4_a_line_carries_the_marker_of_its_own_turn(capsys):
    """A draw in a Turn's draw step is marked with that Turn's marker, even while another Turn runs at once."""
    lines = _cli_lines(10, 3, capsys)
    marker_of_player: dict[str, str] = {}
    for line in lines:
        m = re.match(r"^\(M(\d+)\) \[500\.1\] --- turn \d+: (\w+)", line)
        if m:
            marker_of_player[m.group(2)] = m.group(1)
        d = re.match(r"^\(M(\d+)\) \[504\.1\] (\w+) draws a card", line)
        if d and d.group(2) in marker_of_player:
            assert d.group(1) == marker_of_player[d.group(2)], line      # 504.1: the active player's draw


def test_807_4_events_between_turns_keep_no_turn_and_a_running_turn_is_no_longer_one_after_it():
    g = Game.new(make_config(10, variant="grand-melee", seed=3), 3)
    assert g.log_turn is None                                               # nothing runs between answers
    agents = [RandomAgent(i) for i in range(10)]
    for _ in range(3000):
        if g.over:
            break
        d = g.pending()[0]
        g.submit(d.id, agents[d.player].choose(None, d))
        assert g.log_turn is None
    setup = [e for e in g.events if e.key and e.rule.startswith("103.")]
    assert setup and all(e.turn is None for e in setup)                   # the set-up belongs to no Turn
    moves = [e for e in g.events if e.rule in ("807.4b", "807.4c", "807.4d")]
    assert len(moves) > 5 and all(e.turn is None for e in moves)          # the markers move between Turns
    draws = [e for e in g.events if e.rule == "504.1"]
    assert draws and all(e.turn is not None for e in draws)
    assert g.copy().log_turn is None
