"""Terminal play (``manamelee play --human SEAT``): a human answers their seat's decisions from stdin, with
input validation, help, concession (104.3a) and a clean end of input; prompts in the chosen language."""
from __future__ import annotations

import io
import subprocess
import sys

import pytest

from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.engine.errors import ManameleeError
from manamelee.play.terminal import play_in_terminal

SEED = 3          # a duel where Bianca starts; Alex (seat 0) first decides whether to keep 7 cards


def play(text: str, *, players: int = 2, variant: str | None = None, humans=(0,), lang: str = "en",
         seed: int = SEED, show_log: bool = True):
    cfg = make_config(players, None, variant=variant, seed=seed)
    out = io.StringIO()
    agents = [RandomAgent(seed * 31 + i) for i in range(players)]
    g = play_in_terminal(cfg, seed, list(humans), agents, lang=lang, inp=io.StringIO(text), out=out,
                         show_log=show_log)
    return g, out.getvalue()


def test_103_5_a_decision_answered_by_number_takes_that_option():
    g, out = play("2\n")                       # option 2 of the mulligan decision: take a mulligan
    assert "Decision: Alex: keep this hand or take a mulligan?  [103.5]" in out
    assert "  1) keep 7 cards" in out and "  2) take a mulligan" in out
    assert "[103.5] Alex takes a mulligan (1)" in out
    answers = [r for r in g.record if r[0] >= 0]
    assert answers[-1][1] == 1                 # the human's answer (index 1) is the last before the concession
    assert g.record[-1] == (-1, 0)             # then the end of input conceded (the bottom-card question)


def test_bad_input_is_refused_with_a_reason_and_the_question_asked_again():
    g, out = play("seven\n\n0\n3\n1\n")
    assert '"seven" is not a number or a command: type a number from 1 to 2, or help.' in out
    assert "Empty line: type a number from 1 to 2, or help." in out
    assert "There is no option 0: type a number from 1 to 2." in out
    assert "There is no option 3: type a number from 1 to 2." in out
    assert "[103.5] Alex keeps 7 cards" in out              # the fifth line answered it
    assert out.count("Decision: Alex: keep this hand or take a mulligan?") == 1


def test_help_explains_the_decision_and_the_commands_without_answering():
    g, out = play("help\n?\n1\n")
    assert out.count("This decision (mulligan, rule 103.5): keep your opening hand, or take a mulligan") == 2
    assert "Commands: a number from 1 to 2 picks that option" in out and "concede" in out
    assert "[103.5] Alex keeps 7 cards" in out


def test_104_3a_concede_ends_the_seats_game_and_the_agents_play_on():
    g, out = play("concede\n")
    assert "Alex concedes the game." in out
    assert g.over and g.players[0].lost and g.result.winners == (1,)
    assert (-1, 0) in g.record


def test_end_of_input_concedes_every_human_seat_cleanly():
    g, out = play("1\n", players=4, humans=(0, 2), seed=5)
    assert "End of input: the human players concede and the agents finish the game." in out
    assert g.over and g.players[0].lost and g.players[2].lost
    assert "Traceback" not in out


def test_the_human_sees_their_own_hand_and_no_opponents_hand():
    g, out = play("state\n1\n")
    assert "Your hand: " in out and "Hand of Bianca" not in out
    assert "seat" in out and "Alex (you)" in out and "Bianca" in out


def test_810_5_a_two_headed_giant_player_sees_the_teammates_hand():
    g, out = play("1\n", players=4, variant="two-headed-giant", seed=4)
    view = g.view(0)
    mate = next(p for p in view["players"] if p["team"] == view["players"][0]["team"] and p["seat"] != 0)
    assert f"Hand of {mate['name']}: " in out


def test_lang_it_prompts_log_and_help_are_italian():
    g, out = play("aiuto\n2\n", lang="it")
    assert "Decisione: Alex: tieni questa mano o prendi un mulligan?  [103.5]" in out
    assert "  1) tieni 7 carte" in out and "  2) prendi un mulligan" in out
    assert "Questa decisione (mulligan, regola 103.5): tieni la mano iniziale" in out
    assert "[103.1] Bianca è il giocatore iniziale" in out
    assert "[103.5] Alex prende un mulligan (1)" in out
    assert "Fine dell'input: i giocatori umani concedono la partita" in out


def test_a_seat_that_does_not_exist_or_an_unknown_language_is_refused_before_playing():
    cfg = make_config(2, None, seed=1)
    with pytest.raises(ManameleeError, match="--human 2: no such seat; the seats are 0 to 1"):
        play_in_terminal(cfg, 1, [2], [None, RandomAgent(1)], inp=io.StringIO(""), out=io.StringIO())
    with pytest.raises(ManameleeError, match="unknown language 'fr'"):
        play_in_terminal(cfg, 1, [0], [None, RandomAgent(1)], lang="fr", inp=io.StringIO(""), out=io.StringIO())


# --------------------------------------------------------------------------- the command line
def run(args, stdin: str = "", timeout: int = 120):
    return subprocess.run([sys.executable, "-m", "manamelee", "play", *args], input=stdin, capture_output=True,
                          text=True, timeout=timeout)


def test_cli_human_seat_plays_from_stdin_in_italian():
    r = run(["--players", "2", "--seed", str(SEED), "--human", "0", "--lang", "it"], "stato\n1\n")
    assert r.returncode == 0, r.stderr
    assert "manamelee: duello a 2 giocatori, seed 3" in r.stdout
    assert "posto 0: Alex" in r.stdout and "La tua mano: " in r.stdout
    assert "[103.5] Alex tiene 7 carte" in r.stdout
    assert r.stdout.strip().splitlines()[-1] == "risultato: vince Bianca"          # issue 16: every line Italian
    assert r.stderr == ""


def test_cli_lang_it_without_humans_prints_the_log_in_italian():
    r = run(["--players", "2", "--seed", str(SEED), "--lang", "it"])
    assert r.returncode == 0, r.stderr
    assert "[500.1] --- turno 1: Bianca ---" in r.stdout and "[502] sottofase di STAP" in r.stdout


@pytest.mark.parametrize("args,needle", [
    (["--lang", "fr"], "invalid choice: 'fr'"),
    (["--human", "5", "--players", "2"], "--human 5: no such seat; the seats are 0 to 1"),
    (["--human", "x"], "--human must be a whole number"),
])
def test_cli_bad_lang_or_seat_is_one_line_and_exit_2(args, needle):
    r = run(args)
    assert r.returncode == 2
    assert needle in r.stderr and len(r.stderr.strip().splitlines()) == 1


def test_cli_help_documents_human_seats_numbered_from_0():
    r = subprocess.run([sys.executable, "-m", "manamelee", "play", "--help"], capture_output=True, text=True,
                       timeout=60)
    assert "--human SEAT" in r.stdout and "numbered from 0" in r.stdout and "--lang" in r.stdout
