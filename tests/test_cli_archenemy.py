"""The CLI contract for Archenemy (904) and Supervillain Rumble (904.12): `manamelee play --variant archenemy`
plays a whole game between random agents, logs each scheme set in motion (904.9 / 701.25b) and abandoned
(701.26b), and ends with a result line naming the winning side; bad scheme decks (904.3) and scheme decks in
other variants exit 2 with one line on stderr."""
import re
import subprocess
import sys

import pytest

RESULT_ARCH = re.compile(r"^result: (winner team 0 \(Alex\)|winner team 1 \(Bianca, Carmen, Dario\)|draw)$")
RESULT_RUMBLE = re.compile(r"^result: (winner [^,()]+|draw)$")


def run(*args, timeout=180):
    return subprocess.run([sys.executable, "-m", "manamelee", *args], capture_output=True, text=True,
                          timeout=timeout)


def test_cli_archenemy_4_players_one_archenemy_against_a_team_of_three():
    r = run("play", "--variant", "archenemy", "--players", "4", "--seed", "2", "--schemes", "undead-horde")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[0] == "manamelee: 4-player Archenemy, seed 2"
    assert lines[1].startswith("  seat 0: Alex (") and "team 0, archenemy with 20 schemes" in lines[1]
    assert all("team 1" in line and "archenemy" not in line for line in lines[2:5])
    motion = [x for x in lines if x.startswith("[904.9] Alex sets ")]
    assert motion, "the archenemy set no scheme in motion"
    assert not any(x.startswith(("[904.9] Bianca", "[904.9] Carmen", "[904.9] Dario")) for x in lines)
    assert RESULT_ARCH.match(lines[-1]), lines[-1]


def test_cli_archenemy_log_shows_schemes_abandoned():
    """Ongoing schemes are abandoned by their own abilities; over a few seeds the log shows it (701.26b)."""
    seen = False
    for seed in (2, 4, 5):
        r = run("play", "--variant", "archenemy", "--players", "4", "--seed", str(seed), "--schemes", "undead-horde")
        assert r.returncode == 0, r.stderr
        lines = r.stdout.splitlines()
        abandoned = [x for x in lines if x.startswith("[701.26b] Alex abandons ")]
        for x in abandoned:
            name = x[len("[701.26b] Alex abandons "):]
            assert any(y.startswith(f"[904.9] Alex sets {name} in motion") or
                       y.startswith(f"[701.25b] Alex sets {name} in motion") for y in lines), x
        if abandoned:
            seen = True
            break
    assert seen


def test_cli_supervillain_rumble_4_players_every_player_sets_schemes_in_motion():
    r = run("play", "--variant", "supervillain-rumble", "--players", "4", "--seed", "3")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert lines[0] == "manamelee: 4-player Supervillain Rumble, seed 3"
    seats = [re.match(r"^  seat \d+: (\S+) \(", x).group(1) for x in lines[1:5]]
    assert all("archenemy with 20 schemes" in x and "team" not in x for x in lines[1:5])
    setters = {m.group(1) for x in lines if (m := re.match(r"^\[(?:904\.9|701\.25b)\] (\S+) sets ", x))}
    assert setters and setters <= set(seats)
    assert len(setters) >= 2
    assert RESULT_RUMBLE.match(lines[-1]), lines[-1]


@pytest.mark.parametrize("variant", ["archenemy", "supervillain-rumble"])
def test_cli_archenemy_variants_quietly_exit_0_with_one_result_line(variant):
    r = run("play", "--variant", variant, "--players", "4", "--seed", "9", "--quiet")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.strip().splitlines()
    assert len(lines) == 1
    assert (RESULT_ARCH if variant == "archenemy" else RESULT_RUMBLE).match(lines[0]), lines[0]


def _scheme_file(tmp_path, text: str) -> str:
    f = tmp_path / "my-schemes.txt"
    f.write_text(text)
    return str(f)


NINE = ("The Fate of the Flammable", "May Civilization Collapse", "Every Hope Shall Vanish",
        "Embrace My Diabolical Vision", "Evil Comes to Fruition", "My Genius Knows No Bounds",
        "Your Will Is Not Your Own", "Rotted Ones, Lay Siege", "Nature Shields Its Own")
TWO_EACH = "".join(f"2 {n}\n" for n in NINE)          # 18 schemes, two of each name


@pytest.mark.parametrize("text,needle", [
    ("3 Feed the Machine\n" + TWO_EACH, "more than two copies of Feed the Machine (904.3)"),
    ("1 Feed the Machine\n" + TWO_EACH, "has 19 cards; it needs at least 20 (904.3)"),
    ("18 Feed the Machine\n2 Grizzly Bears\n", "not schemes: Grizzly Bears"),
])
def test_cli_scheme_deck_breaking_904_3_exits_2_with_one_line(tmp_path, text, needle):
    r = run("play", "--variant", "archenemy", "--players", "4", "--seed", "1",
            "--schemes", _scheme_file(tmp_path, text))
    assert r.returncode == 2
    assert r.stdout == ""
    err = r.stderr.strip().splitlines()
    assert len(err) == 1 and needle in err[0], r.stderr


@pytest.mark.parametrize("variant", ["ffa", "two-headed-giant", "duel"])
def test_cli_schemes_with_a_non_archenemy_variant_exits_2(variant):
    players = "2" if variant == "duel" else "4"
    r = run("play", "--variant", variant, "--players", players, "--schemes", "undead-horde")
    assert r.returncode == 2
    err = r.stderr.strip().splitlines()
    assert len(err) == 1 and "scheme decks are for Archenemy and Supervillain Rumble" in err[0], r.stderr


def test_cli_unknown_scheme_deck_name_exits_2():
    r = run("play", "--variant", "archenemy", "--schemes", "no-such-schemes")
    assert r.returncode == 2
    err = r.stderr.strip().splitlines()
    assert len(err) == 1 and "no-such-schemes" in err[0]
