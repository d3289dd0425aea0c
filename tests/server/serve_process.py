"""The real ``manamelee serve`` as a subprocess on a free loopback port, for the tests that need a real server."""
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_serve(db: Path, cwd: Path, *flags: str) -> tuple[subprocess.Popen, str, Path]:
    """Start ``manamelee serve`` on ``db`` with ``flags``; (process, base URL, log file) once it answers."""
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    log = cwd / f"server-{port}.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "manamelee", "serve", "--port", str(port), "--db", str(db),
                                 *flags], cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60                      # a wait for start-up, not a timing assertion
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"the server exited with {proc.returncode}: {log.read_text()}")
        try:
            if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                return proc, base, log
        except httpx.TransportError:
            time.sleep(0.1)
    proc.kill()
    raise AssertionError("the server did not start")


def helpers_left(cwd: Path, wait: float = 5.0) -> list[int]:
    """Processes still running from a server started in ``cwd`` (its forkserver and worker processes name that
    directory in their command line), after up to ``wait`` seconds; [] where /proc can't be read."""
    proc = Path("/proc")
    if not proc.is_dir():
        return []
    end = time.monotonic() + wait
    while True:
        left = []
        for p in proc.iterdir():
            if not p.name.isdigit():
                continue
            try:
                cmd = (p / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                state = (p / "stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if "multiprocessing" in cmd and str(cwd) in cmd and state != "Z":
                left.append(int(p.name))
        if not left or time.monotonic() > end:
            return left
        time.sleep(0.2)
