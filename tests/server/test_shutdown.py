"""Issue 16: SIGTERM and SIGINT stop the real ``manamelee serve`` within 5 s, even while a searching computer
player thinks; every answer made is saved, and a restart on the same database resumes each game exactly where it
was (every seat's view and the spectator's), with its computer players paused until someone looks."""
import signal
import sqlite3
import time
from pathlib import Path

import pytest

httpx = pytest.importorskip("httpx")

from .helpers import FOUR_SEATS  # noqa: E402
from .serve_process import helpers_left, start_serve  # noqa: E402

MCTS_DUEL = {"variant": "duel", "players": 2, "seed": 3, "seats": [{"agent": "mcts"}, {"agent": "mcts"}]}


def _status(base, tid):
    r = httpx.get(f"{base}/api/tables/{tid}", timeout=30)
    assert r.status_code == 200, r.text
    return r.json()


def _settled(base, tid, timeout=60.0):
    end = time.monotonic() + timeout
    while (st := _status(base, tid))["computer_thinking"]:
        assert time.monotonic() < end, st
        time.sleep(0.05)
    return st


def _views(base, tid, tokens):
    out = {}
    for seat, tok in [*tokens.items(), (None, None)]:
        r = httpx.get(f"{base}/api/tables/{tid}/state", params={"token": tok} if tok else {}, timeout=30)
        assert r.status_code == 200, r.text
        out[seat] = r.json()
    return out


def _play(base, tid, tokens, steps):
    done = 0
    while done < steps:
        _settled(base, tid)
        for tok in tokens.values():
            env = httpx.get(f"{base}/api/tables/{tid}/state", params={"token": tok}, timeout=30).json()
            assert not env["over"]
            if env["pending"]:
                d = env["pending"][0]
                r = httpx.post(f"{base}/api/tables/{tid}/answer", timeout=30,
                               json={"token": tok, "decision": d["id"], "option": done % len(d["options"])})
                assert r.status_code == 200, r.text
                done += 1
                break


def _stored(db, tid):
    with sqlite3.connect(db) as con:
        return con.execute("SELECT decision, option FROM answers WHERE table_id = ? ORDER BY seq", (tid,)).fetchall()


def _stop(proc, sig):
    """Send ``sig``; how long the server took to exit."""
    t0 = time.monotonic()
    proc.send_signal(sig)
    proc.wait(timeout=15)
    return time.monotonic() - t0


def test_sigint_stops_serve_within_5_s_while_a_computer_player_searches(tmp_path):
    """Ctrl-C: exit code 130 and one line, workers gone, and what was stored is what a restart plays on from."""
    db = tmp_path / "manamelee.sqlite3"
    proc, base, log = start_serve(db, tmp_path, "--workers", "1", "--max-think-ms", "400")
    try:
        busy = httpx.post(f"{base}/api/tables", json=MCTS_DUEL, timeout=30).json()["table"]
        end = time.monotonic() + 60
        while not _stored(db, busy):
            assert time.monotonic() < end, "the searching players never answered"
            time.sleep(0.1)
        assert _status(base, busy)["computer_thinking"]
        took = _stop(proc, signal.SIGINT)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    out = log.read_text()
    assert took < 5.0, f"stopping took {took:.1f} s"
    assert proc.returncode == 130 and "manamelee: stopped (interrupted); every table is saved" in out, out
    assert "Traceback" not in out and helpers_left(tmp_path) == []
    stored = _stored(db, busy)
    proc, base, log = start_serve(db, tmp_path, "--workers", "1")
    try:
        st = _status(base, busy)
        assert st["answers"] == len(stored) and st["paused"]
    finally:
        _stop(proc, signal.SIGTERM)


@pytest.mark.parametrize("sig, code", [(signal.SIGTERM, 0)])
def test_signal_stops_serve_within_5_s_and_a_restart_resumes_every_game_where_it_was(tmp_path, sig, code):
    db = tmp_path / "manamelee.sqlite3"
    flags = ("--workers", "1", "--max-think-ms", "400")
    proc, base, log = start_serve(db, tmp_path, *flags)
    try:
        r = httpx.post(f"{base}/api/tables", json=FOUR_SEATS, timeout=30)
        assert r.status_code == 201, r.text
        tid = r.json()["table"]
        tokens = {s["seat"]: s["token"] for s in r.json()["seats"] if s["token"]}
        _play(base, tid, tokens, 8)
        _settled(base, tid)
        before = _views(base, tid, tokens)
        answers = _stored(db, tid)
        assert len(answers) > 8 and not before[None]["over"]
        r = httpx.post(f"{base}/api/tables", json=MCTS_DUEL, timeout=30)
        assert r.status_code == 201, r.text
        busy = r.json()["table"]                            # two searching players think all the time
        end = time.monotonic() + 60
        while not _stored(db, busy):                        # the searching table is under way
            assert time.monotonic() < end, "the searching players never answered"
            time.sleep(0.1)
        assert _status(base, busy)["computer_thinking"]
        if Path("/proc").is_dir():
            assert helpers_left(tmp_path, wait=0)           # the check below sees the running workers
        took = _stop(proc, sig)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    out = log.read_text()
    assert took < 5.0, f"stopping took {took:.1f} s"
    assert proc.returncode == code, out
    assert "every table is saved" in out and "Traceback" not in out
    assert helpers_left(tmp_path) == []                      # its worker processes ended with it
    assert _stored(db, tid) == answers
    busy_answers = _stored(db, busy)
    proc, base, log = start_serve(db, tmp_path, *flags)
    try:
        st = _status(base, busy)                             # rebuilt from exactly what was stored, paused
        assert st["answers"] == len(busy_answers) and st["paused"] and not st["over"]
        time.sleep(1.0)
        assert _stored(db, busy) == busy_answers             # nobody looks: no CPU burnt for nobody
        assert _views(base, tid, tokens) == before           # every seat sees what it saw
        _play(base, tid, tokens, 2)                          # and the seats play on with the same tokens
        assert len(_stored(db, tid)) > len(answers)
        httpx.get(f"{base}/api/tables/{busy}/state", timeout=30)    # someone looks: the search resumes
        end = time.monotonic() + 60
        while len(_stored(db, busy)) == len(busy_answers):
            assert time.monotonic() < end, "the searching table did not resume when looked at"
            time.sleep(0.1)
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
