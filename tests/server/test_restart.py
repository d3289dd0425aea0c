"""The real server as a process: killed with SIGKILL in the middle of a game and started again on the same
database, it shows every seat and the spectator exactly what they saw before (DESIGN "persistence")."""
import os
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

httpx = pytest.importorskip("httpx")

from .helpers import FOUR_SEATS  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _start(db: Path, cwd: Path) -> tuple[subprocess.Popen, str]:
    port = _free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    log = cwd / f"server-{port}.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "manamelee", "serve", "--port", str(port), "--db", str(db)],
                                cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60                      # a wait for start-up, not a timing assertion
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"the server exited with {proc.returncode}: {log.read_text()}")
        try:
            if httpx.get(f"{base}/api/meta", timeout=2).status_code == 200:
                return proc, base
        except httpx.TransportError:
            time.sleep(0.1)
    proc.kill()
    raise AssertionError("the server did not start")


def _views(base: str, tid: str, tokens: dict[int, str]) -> dict:
    out = {}
    for seat, tok in [*tokens.items(), (None, None)]:
        r = httpx.get(f"{base}/api/tables/{tid}/state", params={"token": tok} if tok else {}, timeout=30)
        assert r.status_code == 200, r.text
        out[seat] = r.json()
    return out


def _play(base: str, tid: str, tokens: dict[int, str], steps: int) -> None:
    done = 0
    while done < steps:
        for tok in tokens.values():
            env = httpx.get(f"{base}/api/tables/{tid}/state", params={"token": tok}, timeout=30).json()
            assert not env["over"]
            if env["pending"]:
                d = env["pending"][0]
                r = httpx.post(f"{base}/api/tables/{tid}/answer", timeout=30,
                               json={"token": tok, "decision": d["id"], "option": done % len(d["options"])})
                assert r.status_code == 200, r.text
                done += 1


def _stored(db: Path, tid: str) -> list[tuple[int, int]]:
    with sqlite3.connect(db) as con:
        return con.execute("SELECT decision, option FROM answers WHERE table_id = ? ORDER BY seq", (tid,)).fetchall()


def test_sigkill_mid_game_then_restart_restores_state_and_every_view(tmp_path):
    db = tmp_path / "manamelee.sqlite3"
    proc, base = _start(db, tmp_path)
    try:
        r = httpx.post(f"{base}/api/tables", json=FOUR_SEATS, timeout=30)
        assert r.status_code == 201, r.text
        tid = r.json()["table"]
        tokens = {s["seat"]: s["token"] for s in r.json()["seats"] if s["token"]}
        _play(base, tid, tokens, 12)
        before = _views(base, tid, tokens)
        answers = _stored(db, tid)
        assert not before[None]["over"] and len(answers) > 12      # the AI seats' answers are stored too
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert proc.returncode == -signal.SIGKILL
    from .serve_process import helpers_left
    assert helpers_left(tmp_path, wait=10) == []              # its worker processes don't outlive it (issue 16)
    proc, base = _start(db, tmp_path)
    try:
        assert _stored(db, tid) == answers
        after = _views(base, tid, tokens)
        assert after == before
        _play(base, tid, tokens, 2)                                 # the seats play on with the same tokens
        assert len(_stored(db, tid)) > len(answers)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
