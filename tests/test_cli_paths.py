"""Output paths are checked before any work starts (issue 16): `play --replay-out` and `simulate --out` with a
missing folder, a directory or an unwritable place print one line on stderr, exit 2 and play nothing."""
import os
import subprocess
import sys

import pytest

from manamelee.cli import main
from manamelee.cli_flags import check_output_path
from manamelee.engine.errors import ManameleeError


def run(*args, timeout=120):
    return subprocess.run([sys.executable, "-m", "manamelee", *args], capture_output=True, text=True,
                          timeout=timeout)


def _bad_paths(tmp_path):
    a_file = tmp_path / "plain.txt"
    a_file.write_text("x")
    paths = {"missing folder": (str(tmp_path / "no" / "such" / "dir" / "x.json"), "no such directory"),
             "directory": (str(tmp_path), "is a directory"),
             "through a file": (str(a_file / "x.json"), "can't write")}
    if os.path.isdir("/sys"):
        paths["read-only place"] = ("/sys/manamelee-replay.json", "can't write")   # refused even for root
    return paths


@pytest.mark.parametrize("case", ["missing folder", "directory", "through a file", "read-only place"])
def test_play_replay_out_unwritable_is_refused_before_the_game_one_line_exit_2(tmp_path, case):
    paths = _bad_paths(tmp_path)
    if case not in paths:
        pytest.skip("no /sys on this machine")
    path, needle = paths[case]
    r = run("play", "--seed", "3", "--replay-out", path)
    assert r.returncode == 2
    err = r.stderr.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("manamelee: error: --replay-out: can't write"), r.stderr
    assert needle in err[0]
    assert r.stdout == ""                          # nothing played: no header, no log, no result line


def test_play_replay_out_missing_folder_in_process_plays_nothing(tmp_path, capsys):
    assert main(["play", "--seed", "3", "--replay-out", "/no/such/dir/x.json"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "manamelee: error: --replay-out: can't write /no/such/dir/x.json " \
                                 "(no such directory /no/such/dir)\n"


def test_play_replay_out_unwritable_for_its_owner(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root writes anywhere; the /sys case covers a refused place")
    d = tmp_path / "ro"
    d.mkdir()
    d.chmod(0o500)
    try:
        r = run("play", "--seed", "3", "--quiet", "--replay-out", str(d / "x.json"))
    finally:
        d.chmod(0o700)
    assert r.returncode == 2 and "Permission denied" in r.stderr and r.stdout == ""


def test_check_output_path_leaves_no_file_and_keeps_an_existing_one(tmp_path):
    new = tmp_path / "new.json"
    check_output_path(str(new), "--replay-out")
    assert not new.exists()                        # probed, then removed: no empty file left behind
    old = tmp_path / "old.json"
    old.write_text("keep me")
    check_output_path(str(old), "--replay-out")
    assert old.read_text() == "keep me"            # not truncated by the check
    with pytest.raises(ManameleeError, match="empty file name"):
        check_output_path("", "--out")


def test_play_replay_out_to_a_writable_path_still_writes_the_replay(tmp_path):
    out = tmp_path / "game.json"
    r = run("play", "--players", "3", "--seed", "9", "--quiet", "--replay-out", str(out))
    assert r.returncode == 0, r.stderr
    assert out.read_text().startswith("{") and r.stdout.startswith("result: ")


@pytest.mark.parametrize("case", ["missing folder", "directory", "through a file"])
def test_simulate_out_unwritable_is_refused_before_any_game(tmp_path, case, capsys):
    path, needle = _bad_paths(tmp_path)[case]
    assert main(["simulate", "--games", "1", "--jobs", "1", "--no-progress", "--out", path]) == 2
    out, err = capsys.readouterr()
    assert out == ""                               # not even the "simulating ..." line
    assert err.count("\n") == 1 and err.startswith("manamelee: error: --out: can't write") and needle in err
