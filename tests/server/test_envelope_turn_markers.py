"""807.4 in the state envelope: in Grand Melee each log line of a Turn carries that Turn's turn marker, exactly
as the command line prints it (``(M2) [503] upkeep``); other variants have no marker prefix."""
import re

from manamelee.agents import RandomAgent
from manamelee.cli import _log_printer
from manamelee.configs import make_config
from manamelee.engine.game import Game
from manamelee.i18n import event_line
from manamelee.server.envelope import LOG_LINES, _log

from .helpers import play_humans, state

MARKED = re.compile(r"^\(M\d+\) ")


def _played(variant: str, players: int, seed: int, decisions: int) -> Game:
    g = Game.new(make_config(players, None, variant=variant, seed=seed), seed)
    agents = [RandomAgent(seed * 13 + i) for i in range(players)]
    for _ in range(decisions):
        if g.over:
            break
        d = g.pending()[0]
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
    return g


def _cli_lines(g: Game, lang: str, capsys) -> list[str]:
    """What ``manamelee play`` prints for these events (its log sink, fed the events in order)."""
    capsys.readouterr()
    sink = _log_printer(lang)
    for e in g.events:
        sink(e)
    return capsys.readouterr().out.splitlines()


def test_807_4_grand_melee_envelope_log_is_the_tail_of_the_cli_log_with_turn_markers(capsys):
    g = _played("grand-melee", 9, 4, 300)                # nine players: two turn markers (807.4a)
    assert not g.over
    for lang in ("en", "it"):
        cli = _cli_lines(g, lang, capsys)
        assert len(cli) > LOG_LINES
        env = _log(g, lang, event_line)
        assert env == cli[-LOG_LINES:]
        marked = [line for line in env if MARKED.match(line)]
        assert len(marked) > LOG_LINES // 3
        assert {line.split(")")[0] for line in marked} == {"(M1", "(M2"}   # lines of both turns running at once


def test_807_4_a_turn_line_carries_its_own_marker_and_a_short_log_is_whole(capsys):
    g = _played("grand-melee", 5, 2, 40)
    cli = _cli_lines(g, "en", capsys)
    assert len(cli) < LOG_LINES and _log(g, "en", event_line) == cli
    turn_lines = [line for line in cli if "[500.1] --- turn " in line]
    assert turn_lines and all(re.match(r"^\(M\d+\) \[500\.1\] --- turn ", line) for line in turn_lines)
    assert not MARKED.match(cli[0])                          # "X is the starting player" belongs to no Turn


def test_other_variants_have_no_marker_prefix(capsys):
    g = _played("ffa", 4, 3, 400)
    env = _log(g, "en", event_line)
    assert env == _cli_lines(g, "en", capsys)[-LOG_LINES:]
    assert env and not any(MARKED.match(line) for line in env)
    assert env == [event_line(e, "en") for e in g.events if e.key][-LOG_LINES:]


def test_807_4_grand_melee_table_state_log_has_turn_markers(client):
    r = client.post("/api/tables", json={"variant": "grand-melee", "players": 5, "seed": 6, "lang": "it",
                                         "seats": [{"name": "Ann"}] + [{"agent": "random"}] * 4})
    assert r.status_code == 201, r.text
    tid = r.json()["table"]
    tok = next(s["token"] for s in r.json()["seats"] if s["token"])
    seat = next(s["seat"] for s in r.json()["seats"] if s["token"])
    assert not any(MARKED.match(line) for line in state(client, tid, tok)["log"])     # the start: no Turn yet
    play_humans(client, tid, {seat: tok}, 30)
    env = state(client, tid, tok)
    assert any(re.match(r"^\(M\d+\) \[500\.1\] --- turno \d+: ", line) for line in env["log"])
    spectator = state(client, tid, lang="it")
    assert spectator["log"] == env["log"]
