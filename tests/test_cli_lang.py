"""`play --lang it`: every line of the output is Italian — header, `seat N:` lines, log and the closing result line
(issue 16) — while English output stays as it was."""
import pytest

from manamelee.cli import main
from manamelee.configs import make_config
from manamelee.engine.game import Game, GameResult
from manamelee.sim.runner import result_line

GAMES = [["--seed", "5"], ["--variant", "two-headed-giant", "--seed", "4"], ["--variant", "archenemy", "--seed", "2"],
         ["--variant", "grand-melee", "--players", "6", "--seed", "3"]]


def _play(capsys, args, lang):
    assert main(["play", *args, "--lang", lang]) == 0
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("args", GAMES, ids=lambda a: " ".join(a))
def test_every_line_of_an_italian_game_differs_from_its_english_line(args, capsys):
    en, it = _play(capsys, args, "en"), _play(capsys, args, "it")
    assert len(en) == len(it)                       # the same game, line for line
    same = [(e, i) for e, i in zip(en, it) if e == i]
    assert same == []                               # nothing left in English (card names aside, every line has words)
    assert it[0].startswith("manamelee: ") and " giocatori, seed " in it[0]
    assert all(line.startswith("  posto ") for line in it[1:1 + len([x for x in en if x.startswith("  seat ")])])
    assert it[-1].startswith("risultato: ") and en[-1].startswith("result: ")


def test_the_quiet_italian_output_is_one_italian_result_line(capsys):
    out = _play(capsys, ["--seed", "5", "--quiet"], "it")
    assert len(out) == 1 and out[0].startswith("risultato: vince ")


def _finished(variant, result):
    g = Game.new(make_config(4, variant=variant, seed=1), 1)
    g.result = result
    return g


@pytest.mark.parametrize("variant, result, en, it", [
    ("ffa", GameResult((0,), False, "", 3), "result: winner {0}", "risultato: vince {0}"),
    ("ffa", GameResult((0, 2), False, "", 3), "result: winners {0}, {2}", "risultato: vincono {0}, {2}"),
    ("two-headed-giant", GameResult((0, 1), False, "", 3), "result: winner team 0 ({0}, {1})",
     "risultato: vince la squadra 0 ({0}, {1})"),
    ("ffa", GameResult((), True, "", 3), "result: draw", "risultato: patta"),
    ("ffa", None, "result: unfinished", "risultato: partita non finita"),
])
def test_result_line_keeps_its_english_words_and_has_italian_ones(variant, result, en, it):
    g = _finished(variant, result)
    names = [p.name for p in g.players]
    assert result_line(g) == en.format(*names) and result_line(g, "en") == en.format(*names)
    assert result_line(g, "it") == it.format(*names)
