"""The CLI contract for variants: `manamelee play --variant NAME` plays a whole game and prints one
result line naming the winning team in team variants; combinations the rules forbid exit 2 with one
line on stderr; a team game's replay gives the same result line."""
import json
import re
import subprocess
import sys

import pytest

TEAM_VARIANTS = ("team-vs-team", "emperor", "two-headed-giant", "alternating-teams")
RESULT_TEAM = re.compile(r"^result: (winner team \d+ \([^()]+\)|draw)$")
RESULT_SOLO = re.compile(r"^result: (winner [^,()]+|draw)$")


def run(*args, timeout=180):
    return subprocess.run([sys.executable, "-m", "manamelee", *args], capture_output=True, text=True,
                          timeout=timeout)


@pytest.mark.parametrize("variant", ["duel", "ffa", *TEAM_VARIANTS])
def test_play_each_variant_quietly_exits_0_with_one_result_line(variant):
    r = run("play", "--variant", variant, "--seed", "7", "--quiet")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert len(lines) == 1, r.stdout
    pattern = RESULT_TEAM if variant in TEAM_VARIANTS else RESULT_SOLO
    assert pattern.match(lines[0]), lines[0]


@pytest.mark.parametrize("variant,size", [("team-vs-team", 2), ("emperor", 3), ("two-headed-giant", 2),
                                          ("alternating-teams", 2)])
def test_team_variant_result_names_the_whole_winning_team(variant, size):
    r = run("play", "--variant", variant, "--seed", "11")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    seats = {}
    for line in lines[1:]:
        m = re.match(r"^  seat \d+: (\S+) \(.*, team (\d+)", line)
        if m:
            seats[m.group(1)] = int(m.group(2))
    assert len(seats) == (6 if variant == "emperor" else 4)
    m = re.match(r"^result: winner team (\d+) \((.+)\)$", lines[-1])
    if m is None:
        assert lines[-1] == "result: draw"
        return
    team, names = int(m.group(1)), m.group(2).split(", ")
    assert sorted(names) == sorted(n for n, t in seats.items() if t == team)
    assert len(names) == size


@pytest.mark.parametrize("args,needle", [
    (["--variant", "alternating-teams", "--shared-turns"], "shared team turns"),
    (["--variant", "emperor", "--players", "4"], "teams of three"),
    (["--variant", "emperor", "--players", "6", "--teams", "3"], "teams of three"),
    (["--variant", "two-headed-giant", "--players", "5"], "equal size"),
    (["--variant", "two-headed-giant", "--teams", "3"], "two teams"),
    (["--variant", "ffa", "--deploy"], "deploy"),
    (["--attack", "up"], "--attack"),
    (["--variant", "alternating-teams", "--attack", "both"], "--attack"),
    (["--variant", "chaos"], "--variant"),
    (["--variant", "duel", "--players", "3"], "duel"),
    (["--variant", "alternating-teams", "--players", "5"], "equal size"),
])
def test_forbidden_combinations_exit_2_with_one_line_on_stderr(args, needle):
    r = run("play", *args, "--seed", "1", "--quiet")
    assert r.returncode == 2, (r.stdout, r.stderr)
    err = r.stderr.strip().splitlines()
    assert len(err) == 1, r.stderr
    assert needle in err[0], err[0]
    assert "Traceback" not in r.stderr
    assert r.stdout == ""


@pytest.mark.parametrize("variant", ["emperor", "two-headed-giant", "alternating-teams"])
def test_replay_out_then_replay_gives_the_same_result_line_for_a_team_variant(tmp_path, variant):
    out = tmp_path / f"{variant}.json"
    r = run("play", "--variant", variant, "--seed", "5", "--quiet", "--replay-out", str(out))
    assert r.returncode == 0, r.stderr
    line = r.stdout.strip()
    assert RESULT_TEAM.match(line), line
    data = json.loads(out.read_text())
    assert data["seed"] == 5
    assert data["config"]["variant"] == variant
    assert all(p["team"] is not None for p in data["config"]["players"])
    r2 = run("replay", str(out), "--quiet")
    assert r2.returncode == 0, r2.stderr
    assert r2.stdout.strip().splitlines()[-1] == line
