"""``make loadtest`` (issue 16): drive the table server on loopback with many tables and WebSocket clients for a
bounded time, then check that no answer was lost or accepted twice.

The server runs as ``python -m manamelee serve --host 127.0.0.1`` on a fresh SQLite file in a temporary
directory (loopback only, never another address). Every table (Free-for-All, or a duel for two) has human
seats only, each held by one WebSocket client that keeps its envelope as the browser does (a snapshot, then
diffs) and answers its pending decisions with a random legal option; now and then it sends an answer twice
(a double click), which the server must refuse. Printed: answers/s, p50/p99 answer latency (answer sent -> its
ack), the server's memory (RSS) and CPU, and the comparison of the answers the clients saw acknowledged with
what the database holds.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .diffs import DiffError, apply

HOST = "127.0.0.1"
DUPLICATE_RATE = 0.02          # share of answers a client sends twice, to check the second one is refused
DRAIN_S = 15.0                 # after the run, how long clients wait for the acks of answers still in flight


@dataclass
class Report:
    """What one load-test run measured and found."""

    tables: int
    clients: int
    seconds: float
    accepted: int = 0                   # acks received during the run
    accepted_total: int = 0             # acks received in all (the run and the drain after it)
    duplicates_sent: int = 0
    duplicates_refused: int = 0
    refused: list[str] = field(default_factory=list)      # unexpected refusals
    cut_off: list[str] = field(default_factory=list)      # connections the server closed
    latencies: list[float] = field(default_factory=list)  # seconds, answer sent -> ack
    sizes: list[int] = field(default_factory=list)        # bytes of state and diff messages
    snapshots: int = 0
    diff_errors: int = 0
    rss_kb: list[int] = field(default_factory=list)
    server_cpu_s: float = 0.0           # CPU time the server process used during the run
    client_cpu_s: float = 0.0           # CPU time of this process (the clients) during the run
    load: tuple[float, ...] = ()        # the machine's load averages (1, 5, 15 min) at the end of the run
    stored: int = 0
    lost: list[str] = field(default_factory=list)
    twice: list[str] = field(default_factory=list)
    unacknowledged: list[str] = field(default_factory=list)
    games_over: int = 0

    def ok(self) -> bool:
        """Every answer a client saw accepted is stored once; nothing unexpected happened."""
        return (self.accepted_total > 0 and not self.lost and not self.twice and not self.unacknowledged
                and not self.cut_off and not self.refused and self.duplicates_refused == self.duplicates_sent
                and self.diff_errors == 0)

    def lines(self) -> list[str]:
        ms = sorted(x * 1000 for x in self.latencies)
        pct = (lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]) if ms else (lambda q: float("nan"))
        rss = [x / 1024 for x in self.rss_kb] or [float("nan")]
        return [
            f"load test: {self.tables} tables, {self.clients} WebSocket clients, {self.seconds:g} s on {HOST}",
            f"answers accepted: {self.accepted} ({self.accepted / self.seconds:.1f}/s); "
            f"{self.accepted_total} with the drain; games over: {self.games_over}",
            f"answer latency: p50 {pct(0.5):.1f} ms, p99 {pct(0.99):.1f} ms",
            f"messages: {len(self.sizes)} states and diffs, median {statistics.median(self.sizes or [0]):.0f} bytes; "
            f"full states {self.snapshots} ({self.clients} on connect)",
            f"server memory (RSS): start {rss[0]:.0f} MB, peak {max(rss):.0f} MB, end {rss[-1]:.0f} MB",
            f"CPU: server {self.server_cpu_s:.1f} s ({1000 * self.server_cpu_s / max(1, self.accepted):.1f} ms "
            f"per answer), clients {self.client_cpu_s:.1f} s; machine load average "
            f"{', '.join(f'{x:.1f}' for x in self.load)} on {os.cpu_count()} cores",
            f"duplicates sent {self.duplicates_sent}, refused {self.duplicates_refused}; other refusals "
            f"{len(self.refused)}; connections cut off {len(self.cut_off)}; diff errors {self.diff_errors}",
            f"database: {self.stored} answers stored; lost {len(self.lost)}, accepted twice {len(self.twice)}, "
            f"stored but never acknowledged {len(self.unacknowledged)}",
            "result: " + ("OK" if self.ok() else "FAILED " + "; ".join(
                (self.lost + self.twice + self.unacknowledged + self.cut_off + self.refused)[:5])),
        ]


class Client:
    """One seat's WebSocket client: keeps the envelope, answers each new pending decision once."""

    def __init__(self, url: str, table: str, seed: int, rep: Report, dup_rate: float):
        self.url, self.table, self.rep, self.dup_rate = url, table, rep, dup_rate
        self.rng = random.Random(seed)
        self.env: dict[str, Any] | None = None
        self.v: int | None = None
        self.answered: set[int] = set()
        self.inflight: tuple[int, float] | None = None     # decision, time sent
        self.expect_refusals = 0
        self.acks: list[tuple[str, int, int, int]] = []    # table, seq, decision, option

    async def run(self, ready: asyncio.Event, running: asyncio.Event, stop: asyncio.Event) -> None:
        import websockets
        from websockets.exceptions import ConnectionClosed
        try:
            async with websockets.connect(self.url, max_size=2 ** 24, open_timeout=60, close_timeout=5) as ws:
                ready.set()
                await running.wait()
                drain_until = None
                while True:
                    if stop.is_set():
                        drain_until = drain_until or time.monotonic() + DRAIN_S
                        if (self.inflight is None and not self.expect_refusals) or time.monotonic() > drain_until:
                            return
                    try:
                        text = await asyncio.wait_for(ws.recv(), timeout=0.25)
                    except asyncio.TimeoutError:
                        continue
                    self.take(ws, text, stop.is_set())
                    if not stop.is_set():
                        await self.maybe_answer(ws)
        except ConnectionClosed as e:
            self.rep.cut_off.append(f"table {self.table}: closed {e.rcvd.code if e.rcvd else '?'} "
                                    f"{e.rcvd.reason if e.rcvd else ''}")
        except OSError as e:
            ready.set()
            self.rep.cut_off.append(f"table {self.table}: {e}")

    def take(self, ws: Any, text: str | bytes, stopping: bool) -> None:
        m = json.loads(text)
        kind = m.get("type")
        if kind in ("state", "diff"):
            self.rep.sizes.append(len(text))
        if kind == "state":
            self.env, self.v = m["state"], m["v"]
            self.rep.snapshots += 1
        elif kind == "diff":
            if self.env is None or m["base"] != self.v:
                self.rep.diff_errors += 1
                return
            try:
                self.env, self.v = apply(self.env, m["ops"], in_place=True), m["v"]
            except DiffError:
                self.rep.diff_errors += 1
        elif kind == "ack":
            self.acks.append((self.table, m["seq"], m["decision"], m["option"]))
            self.rep.accepted_total += 1
            if self.inflight is not None and m["decision"] == self.inflight[0]:
                self.rep.latencies.append(time.monotonic() - self.inflight[1])
                self.inflight = None
                if not stopping:
                    self.rep.accepted += 1
        elif kind == "error":
            msg = m.get("message", "")
            if self.inflight is None and self.expect_refusals and "is not pending" in msg:
                self.expect_refusals -= 1
                self.rep.duplicates_refused += 1
            else:
                self.rep.refused.append(f"table {self.table}: {msg}")
                self.inflight = None

    async def maybe_answer(self, ws: Any) -> None:
        env = self.env
        if self.inflight is not None or env is None or env["over"]:
            return
        d = next((x for x in env["pending"] if x["id"] not in self.answered), None)
        if d is None:
            return
        option = self.rng.randrange(len(d["options"]))
        text = json.dumps({"type": "answer", "decision": d["id"], "option": option})
        self.answered.add(d["id"])
        self.inflight = (d["id"], time.monotonic())
        await ws.send(text)
        if self.rng.random() < self.dup_rate:
            self.expect_refusals += 1
            self.rep.duplicates_sent += 1
            await ws.send(text)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def _rss_kb(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        return None
    return None


def _cpu_s(pid: int) -> float:
    """User + system CPU seconds of a process so far (0 where /proc isn't there)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def seats_per_table(tables: int, clients: int) -> list[int]:
    """How many human seats (= clients) each table gets: as even as can be, each from 2 to 16."""
    base, extra = divmod(clients, tables)
    return [base + (1 if i < extra else 0) for i in range(tables)]


async def _drive(base: str, pid: int, rep: Report, seed: int, dup_rate: float) -> dict[str, list[Client]]:
    import httpx
    rng = random.Random(seed)
    by_table: dict[str, list[Client]] = {}
    async with httpx.AsyncClient(base_url=base, timeout=60) as http:
        for i, n in enumerate(seats_per_table(rep.tables, rep.clients)):
            variant = "ffa" if n >= 3 else "duel"              # 806: Free-for-All needs 3 or more players
            r = await http.post("/api/tables", json={"variant": variant, "players": n, "seed": seed + i})
            if r.status_code != 201:
                raise RuntimeError(f"creating table {i} failed: {r.status_code} {r.text[:200]}")
            body = r.json()
            ws_base = base.replace("http://", "ws://")
            by_table[body["table"]] = [
                Client(f"{ws_base}/ws/tables/{body['table']}?token={s['token']}", body["table"],
                       rng.randrange(2 ** 32), rep, dup_rate) for s in body["seats"]]
    clients = [c for cs in by_table.values() for c in cs]
    running, stop = asyncio.Event(), asyncio.Event()
    readies = [asyncio.Event() for _ in clients]
    tasks = []
    for c, ready in zip(clients, readies):
        tasks.append(asyncio.create_task(c.run(ready, running, stop)))
        await asyncio.sleep(0.002)                  # don't open 400 connections in the same millisecond
    await asyncio.wait_for(asyncio.gather(*(r.wait() for r in readies)), timeout=120)
    rep.rss_kb.append(_rss_kb(pid) or 0)
    cpu0, mine0 = _cpu_s(pid), time.process_time()
    running.set()
    end = time.monotonic() + rep.seconds
    while time.monotonic() < end:
        await asyncio.sleep(min(0.5, max(0.0, end - time.monotonic())))
        kb = _rss_kb(pid)
        if kb:
            rep.rss_kb.append(kb)
    rep.server_cpu_s, rep.client_cpu_s = _cpu_s(pid) - cpu0, time.process_time() - mine0
    rep.load = os.getloadavg() if hasattr(os, "getloadavg") else ()
    stop.set()
    await asyncio.wait_for(asyncio.gather(*tasks), timeout=DRAIN_S + 30)
    rep.games_over = sum(1 for cs in by_table.values() if cs[0].env is not None and cs[0].env["over"])
    return by_table


def _check_database(db: str, by_table: dict[str, list[Client]], rep: Report) -> None:
    """Compare every acknowledged answer with the database: stored at its sequence number, once."""
    from .db import Store, sqlite_url
    store = Store(sqlite_url(db))
    try:
        for tid, clients in by_table.items():
            rec = store.load(tid)
            stored = rec.answers if rec is not None else []
            rep.stored += len(stored)
            acked = {}
            for _t, seq, decision, option in (a for c in clients for a in c.acks):
                if seq in acked:
                    rep.twice.append(f"table {tid}: answer #{seq} acknowledged twice")
                acked[seq] = (decision, option)
                if seq >= len(stored) or tuple(stored[seq]) != (decision, option):
                    rep.lost.append(f"table {tid}: acknowledged answer #{seq} ({decision}, {option}) is not stored")
            decisions = [d for d, _o in stored if d >= 0]
            for d in sorted({d for d in decisions if decisions.count(d) > 1}):
                rep.twice.append(f"table {tid}: decision {d} answered twice in the database")
            unresolved = sum(1 for c in clients if c.inflight is not None)
            missing = [seq for seq in range(len(stored)) if seq not in acked]
            if len(missing) > unresolved:
                rep.unacknowledged.append(f"table {tid}: answers {missing[:5]} stored but never acknowledged")
    finally:
        store.close()


def run(tables: int = 100, clients: int = 400, seconds: float = 60.0, seed: int = 1,
        dup_rate: float = DUPLICATE_RATE) -> Report:
    """Start the server on loopback, drive it, stop it, check the database; the report."""
    per = seats_per_table(tables, clients)
    if not 2 <= min(per) <= max(per) <= 16:
        raise ValueError(f"{clients} clients can't sit at {tables} tables: each table needs 2 to 16 "
                         f"(give from {2 * tables} to {16 * tables} clients)")
    rep = Report(tables, clients, seconds)
    with tempfile.TemporaryDirectory(prefix="manamelee-loadtest-") as tmp:
        db, port = os.path.join(tmp, "load.sqlite3"), _free_port()
        log = open(os.path.join(tmp, "server.log"), "w+")
        proc = subprocess.Popen([sys.executable, "-m", "manamelee", "serve", "--host", HOST, "--port", str(port),
                                 "--db", db], stdout=log, stderr=subprocess.STDOUT)
        try:
            base = f"http://{HOST}:{port}"
            _wait_up(base, proc, log)
            by_table = asyncio.run(_drive(base, proc.pid, rep, seed, dup_rate))
        finally:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
            log.close()
        _check_database(db, by_table, rep)
    return rep


def _wait_up(base: str, proc: subprocess.Popen, log: Any) -> None:
    import httpx
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            log.seek(0)
            raise RuntimeError(f"the server exited ({proc.returncode}): {log.read()[-500:]}")
        try:
            if httpx.get(base + "/api/meta", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    raise RuntimeError("the server did not answer within 60 s")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m manamelee.server.loadtest", description=__doc__.splitlines()[0])
    p.add_argument("--tables", type=int, default=100, help="tables to create (default 100)")
    p.add_argument("--clients", type=int, default=400, help="WebSocket clients, one per human seat (default 400)")
    p.add_argument("--seconds", type=float, default=60.0, help="how long to drive the server (default 60)")
    p.add_argument("--seed", type=int, default=1, help="seed of the games and of the clients' choices")
    a = p.parse_args(argv)
    if a.tables < 1 or a.clients < 1 or not 0 < a.seconds <= 3600:
        print("loadtest: --tables and --clients must be at least 1, --seconds from 0 to 3600", file=sys.stderr)
        return 2
    try:
        rep = run(a.tables, a.clients, a.seconds, a.seed)
    except ValueError as e:
        print(f"loadtest: {e}", file=sys.stderr)
        return 2
    except RuntimeError as e:
        print(f"loadtest: {e}", file=sys.stderr)
        return 1
    print("\n".join(rep.lines()))
    return 0 if rep.ok() else 1


if __name__ == "__main__":
    sys.exit(main())
