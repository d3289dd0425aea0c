"""Ctrl-C (SIGINT) stops `play`, `play --human` and `replay` with exit code 130 and one line on stderr, no
traceback (issue 16). Each test starts the real command in a subprocess and sends it SIGINT mid-run."""
import os
import selectors
import signal
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a subprocess is POSIX")


def default_sigint() -> None:
    """Ctrl-C as a terminal gives it: a pytest-xdist worker ignores SIGINT, and a child inherits that (POSIX)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _start(*args, stdin=subprocess.DEVNULL):
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "manamelee", *args], stdin=stdin, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, preexec_fn=default_sigint)


def _read_until(proc, needle: bytes, timeout: float = 60.0) -> bytes:
    """Read the child's stdout until ``needle`` appears (the command is then mid-run)."""
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    seen = b""
    end = time.monotonic() + timeout
    while needle not in seen:
        left = end - time.monotonic()
        assert left > 0, f"never saw {needle!r}; got {seen[-300:]!r}"
        if sel.select(left):
            chunk = os.read(proc.stdout.fileno(), 65536)
            assert chunk, f"the command ended before {needle!r}: {seen[-300:]!r}"
            seen += chunk
    return seen


def _interrupt(proc, lang_line: str = "manamelee: interrupted (Ctrl-C)"):
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err.decode()
    lines = err.decode().strip().splitlines()
    assert lines == [lang_line], err.decode()        # one line, no traceback
    return out.decode()


def test_ctrl_c_in_play_exits_130_with_one_line():
    p = _start("play", "--variant", "grand-melee", "--players", "16", "--seed", "1")
    _read_until(p, b"--- turn 3")
    out = _interrupt(p)
    assert "result:" not in out                      # the game was stopped, not finished


def test_ctrl_c_at_the_human_prompt_exits_130_with_one_line():
    p = _start("play", "--players", "2", "--seed", "1", "--human", "0", stdin=subprocess.PIPE)
    _read_until(p, b"choose 1-")                      # waiting for the human's answer
    _interrupt(p)
    p.stdin.close()


def test_ctrl_c_in_italian_says_so_in_italian():
    p = _start("play", "--players", "2", "--seed", "1", "--human", "0", "--lang", "it", stdin=subprocess.PIPE)
    _read_until(p, b"scegli 1-")
    _interrupt(p, "manamelee: interrotto (Ctrl-C)")
    p.stdin.close()


def test_ctrl_c_in_replay_exits_130_with_one_line(tmp_path):
    """The replay file is a FIFO the test holds open: the command is certainly mid-run (reading) when
    SIGINT arrives, whatever the machine's speed."""
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    p = _start("replay", str(fifo))
    end = time.monotonic() + 60
    while True:                                     # opening for writing succeeds once the replay opened it
        try:
            w = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            break
        except OSError:
            assert time.monotonic() < end and p.poll() is None, "the replay never opened its file"
            time.sleep(0.05)
    try:
        os.write(w, b'{"seed": 1, "config": ')      # half a replay: the reader waits for the rest
        time.sleep(0.2)
        _interrupt(p)
    finally:
        os.close(w)
