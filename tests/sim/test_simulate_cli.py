"""`manamelee simulate`: bad flags give one line and exit 2; a run writes one JSON line per game that
`manamelee replay FILE --game N` replays exactly; the summary's numbers are the records'; Ctrl-C keeps
the finished games and exits 130."""
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from ..test_cli_interrupt import default_sigint

from manamelee.cli import main
from manamelee.sim.summary import summarize, wilson


def run(*args, timeout=120):
    return subprocess.run([sys.executable, "-m", "manamelee", *args], capture_output=True, text=True,
                          timeout=timeout)


def _row(table: str, label: str) -> list[str]:
    """The cells after the label of the summary table's row ``label``."""
    for ln in table.splitlines():
        cells = [c.strip() for c in ln.strip().strip("│").split("│")]
        if cells and cells[0] == label:
            return cells[1:]
    raise AssertionError(f"no row {label!r} in\n{table}")


@pytest.mark.parametrize("args,needle", [
    (["--variant", "nosuch"], "invalid choice: 'nosuch'"),
    (["--agents", "random,nosuchagent"], "unknown agent 'nosuchagent'"),
    (["--agents", "random,"], "--agents has an empty entry"),
    (["--agents", "mcts:budget"], "'budget' is not key=value"),
    (["--agents", "mcts:iterations=-2"], "iterations must be a whole number of at least 1, got -2"),
    (["--agents", "random:speed=9"], "bad options for agent 'random'"),
    (["--decks", "red,nosuchdeck"], "nosuchdeck"),
    (["--games", "0"], "--games must be at least 1, got 0"),
    (["--games", "many"], "--games must be a whole number"),
    (["--jobs", "0"], "--jobs must be at least 1, got 0"),
    (["--backend", "mpi"], "invalid choice: 'mpi'"),
    (["--ray-address", "10.0.0.1:6379"], "--ray-address is for --backend ray"),
    (["--variant", "grand-melee", "--players", "4"], "Grand Melee needs at least 5 players"),
    (["--variant", "duel", "--players", "3"], "a duel is for exactly 2 players"),
    (["--out", "/nonexistent-dir/r.jsonl", "--games", "1"], "can't write /nonexistent-dir/r.jsonl"),
])
def test_bad_simulate_flags_give_one_line_and_exit_2(args, needle, capsys):
    try:
        code = main(["simulate", "--no-progress", *args])
    except SystemExit as e:        # argparse errors
        code = e.code
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert len(err) == 1, err
    assert needle in err[0]


def test_ray_backend_without_ray_installed_says_how_to_install(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)       # `import ray` now raises ImportError
    code = main(["simulate", "--no-progress", "--games", "1", "--backend", "ray"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1
    assert "install manamelee[ray]" in err[0]


def test_two_jobs_write_jsonl_that_replays_exactly_and_summary_matches_records(tmp_path):
    out = tmp_path / "results.jsonl"
    r = run("simulate", "--variant", "ffa", "--players", "3", "--games", "6", "--jobs", "2", "--seed", "77",
            "--agents", "random", "--decks", "red,green,white", "--out", str(out))
    assert r.returncode == 0, r.stderr
    recs = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(x["game"] for x in recs) == list(range(6))
    assert "6/6" in r.stderr and "games/s" in r.stderr        # the progress bar's last state
    # Replay two of the games from the file: same result line, same answers count.
    for rec in (recs[0], recs[-1]):
        rr = run("replay", str(out), "--game", str(rec["game"]), "--quiet")
        assert rr.returncode == 0, rr.stderr
        assert rr.stdout.strip() == rec["result"]
    # The printed table agrees with a tally made here straight from the records.
    text = r.stdout
    for seat in range(3):
        n = sum(1 for x in recs for s in x["seats"] if s["seat"] == seat)
        w = sum(1 for x in recs if seat in x["winners"])
        lo, hi = wilson(w, n)
        assert _row(text, f"seat {seat}") == [str(n), str(w), f"{100 * w / n:.1f}%",
                                              f"{100 * lo:.1f}%-{100 * hi:.1f}%"]
    for deck in ("red", "green", "white"):
        n = sum(1 for x in recs for s in x["seats"] if s["deck"] == deck)
        w = sum(1 for x in recs for s in x["seats"] if s["deck"] == deck and s["seat"] in x["winners"])
        assert _row(text, f"deck {deck}")[:2] == [str(n), str(w)]
    avg = sum(x["turns"] for x in recs) / len(recs)
    draws = sum(x["draw"] for x in recs)
    assert f"average turns {avg:.1f}" in text and f"draws {draws} " in text
    assert summarize(recs).games == 6


def test_same_command_same_results_whatever_the_jobs(tmp_path):
    outs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"r{jobs}.jsonl"
        r = run("simulate", "--variant", "duel", "--games", "4", "--jobs", jobs, "--seed", "3", "--no-progress",
                "--out", str(out))
        assert r.returncode == 0, r.stderr
        recs = [json.loads(line) for line in out.read_text().splitlines()]
        outs.append({x["game"]: {k: v for k, v in x.items() if k != "duration"} for x in recs})
    assert outs[0] == outs[1] and len(outs[0]) == 4


def test_ctrl_c_keeps_finished_games_prints_their_summary_and_exits_130(tmp_path):
    out = tmp_path / "results.jsonl"
    p = subprocess.Popen([sys.executable, "-m", "manamelee", "simulate", "--variant", "ffa", "--players", "4",
                          "--games", "400", "--jobs", "2", "--seed", "5", "--no-progress", "--out", str(out)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                         preexec_fn=default_sigint)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if out.exists() and out.read_text().count("\n") >= 2:
                break
            time.sleep(0.05)
        else:
            pytest.fail("no results appeared")
        os.killpg(p.pid, signal.SIGINT)      # as a terminal's Ctrl-C: the whole process group
        stdout, stderr = p.communicate(timeout=30)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == 130, stderr
    text = out.read_text()
    assert text.endswith("\n")
    recs = [json.loads(line) for line in text.splitlines()]        # every line complete JSON
    assert 2 <= len(recs) < 400
    assert f"{len(recs)} games (interrupted)" in stdout
    rec = recs[len(recs) // 2]
    rr = run("replay", str(out), "--game", str(rec["game"]), "--quiet")
    assert rr.returncode == 0, rr.stderr
    assert rr.stdout.strip() == rec["result"]
    # No worker outlived the interrupted run (forked workers carry the parent's command line).
    left = subprocess.run(["pgrep", "-f", str(out)], capture_output=True, text=True).stdout.split()
    assert left == []


def test_replay_of_a_results_file_needs_a_game_that_is_there(tmp_path, capsys):
    from manamelee.sim.backends import InlineBackend
    from manamelee.sim.simulate import SimSpec, simulate
    out = tmp_path / "r.jsonl"
    recs = simulate(SimSpec(games=2, seed=1, variant="duel"), InlineBackend()).records
    out.write_text("".join(json.dumps(r) + "\n" for r in recs))
    for args, needle in ((["replay", str(out)], "pick a game with --game N"),
                         (["replay", str(out), "--game", "7"], "has no game 7 (2 games recorded)"),
                         (["replay", str(out), "--game", "-1"], "--game must be at least 0")):
        try:
            code = main(args)
        except SystemExit as e:
            code = e.code
        err = capsys.readouterr().err.strip().splitlines()
        assert code == 2 and len(err) == 1 and needle in err[0], err
    assert main(["replay", str(out), "--game", "1", "--quiet"]) == 0
    assert capsys.readouterr().out.strip() == recs[1]["result"]


def test_agents_with_options_are_played_and_named_in_records_and_summary(tmp_path):
    out = tmp_path / "results.jsonl"
    spec = "mcts:iterations=2:time_ms=none"
    r = run("simulate", "--variant", "duel", "--games", "2", "--jobs", "1", "--seed", "9", "--no-progress",
            "--agents", f"{spec},heuristic:epsilon=0.2", "--out", str(out), timeout=300)
    assert r.returncode == 0, r.stderr
    recs = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(s["agent"] for x in recs for s in x["seats"]) == sorted([spec, "heuristic:epsilon=0.2"] * 2)
    assert _row(r.stdout, "agent heuristic:epsilon=0.2")[0] == "2"
