"""The CLI contract: `manamelee play` plays a whole game; bare `manamelee` prints the help; bad flags give one line
and exit code 2."""
import json
import subprocess
import sys

import pytest


def run(*args, timeout=120):
    return subprocess.run([sys.executable, "-m", "manamelee", *args], capture_output=True, text=True,
                          timeout=timeout)


def test_play_with_no_arguments_plays_a_4_player_game_and_ends_with_result_line():
    r = run("play", "--seed", "5")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[-1].startswith("result: ")
    assert "4-player" in lines[0]
    assert any(line.startswith("[500.1] --- turn 1") for line in lines)
    assert any(line.startswith("[") for line in lines[5:])


def test_bare_command_prints_the_help_and_plays_nothing():
    r = run("--help")
    assert r.returncode == 0
    r = run()
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("usage: manamelee")
    for sub in ("play", "replay", "simulate", "deck", "bench"):
        assert sub in r.stdout
    assert "result:" not in r.stdout and "seat 0" not in r.stdout and r.stderr == ""


@pytest.mark.parametrize("args,needle", [
    (["play", "--players", "1"], "--players must be from 2 to 16"),
    (["play", "--players", "17"], "--players must be from 2 to 16"),
    (["play", "--players", "four"], "--players must be a whole number"),
    (["play", "--seed", "-3"], "--seed must be at least 0"),
    (["play", "--frobnicate"], "unrecognized arguments"),
    (["play", "--decks", "nosuchdeck"], "nosuchdeck"),
    (["play", "--decks", "red,"], "empty entry"),
    (["replay", "/nonexistent/file.json"], "can't read replay"),
    (["play", "--agents", "random,nosuchagent"], "--agents: unknown agent 'nosuchagent'"),
    (["play", "--agents", "mcts:iterations"], "'iterations' is not key=value"),
    (["play", "--agents", "mcts:iterations=0"], "iterations must be a whole number of at least 1"),
    (["play", "--agents", "heuristic:depth=3"], "bad options for agent 'heuristic'"),
])
def test_bad_input_gives_one_line_error_and_exit_2(args, needle):
    r = run(*args)
    assert r.returncode == 2
    err = r.stderr.strip().splitlines()
    assert len(err) == 1, r.stderr
    assert needle in err[0]


def test_replay_out_then_replay_prints_same_result(tmp_path):
    out = tmp_path / "game.json"
    r = run("play", "--players", "3", "--seed", "9", "--quiet", "--replay-out", str(out))
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().startswith("result: ")
    data = json.loads(out.read_text())
    assert data["seed"] == 9 and len(data["config"]["players"]) == 3
    r2 = run("replay", str(out), "--quiet")
    assert r2.returncode == 0, r2.stderr
    assert r2.stdout.strip().splitlines()[-1] == r.stdout.strip()


def test_replay_of_a_malformed_file_is_a_clean_error(tmp_path):
    f = tmp_path / "bad.json"
    f.write_text("{not json")
    r = run("replay", str(f))
    assert r.returncode == 2 and "not valid JSON" in r.stderr
    f.write_bytes(b"\x00\x01\x02")
    r = run("replay", str(f))
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


def test_play_takes_agents_with_options():
    r = run("play", "--players", "2", "--seed", "4", "--quiet", "--agents", "heuristic:epsilon=0.3,random")
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip().splitlines()[-1].startswith("result: ")
