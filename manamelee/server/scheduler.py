"""The computer seats' play, off the request path (issue 16).

A table whose computer seats are waited on gets a *driver* (an asyncio task) that asks a worker process for a
batch of answers (:func:`manamelee.server.workers.run_batch`), then checks, stores and applies them like human
answers, one transaction each (in one commit thread, so the event loop only waits for the table's lock). The
workers are a bounded pool of single-process executors; a table always goes to the same one, whose cache keeps
its game. Batches are short (``ServerLimits.batch_answers``/``batch_ms``), so tables take turns.

A table nobody watches (no WebSocket, no request for ``idle_pause_s``) pauses at its next batch and resumes when
someone looks at it again; after a restart every table starts paused until then. ``close()`` stops it all:
drivers cancelled, queued batches dropped, worker processes ended; answers already committed stay committed.
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
import time
import zlib
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Callable

from .limits import ServerLimits
from .tables import LiveTable
from .workers import BatchResult, BatchTask, init_worker, ping, run_batch

log = logging.getLogger("manamelee.server")
RETRIES = 3                         # a worker that dies this many times in a row on one table stalls it


class AgentPool:
    """``size`` worker processes, each its own single-process executor, started when first needed."""

    def __init__(self, size: int):
        self.size = size
        self._slots: list[ProcessPoolExecutor | None] = [None] * size
        ctx = multiprocessing.get_context("forkserver")       # no fork of a threaded server
        ctx.set_forkserver_preload(["manamelee.server.worker_boot"])  # workers start with cards loaded
        self._ctx = ctx

    def start(self) -> None:
        """Start every worker now and wait until each answers (blocking: call it from a thread). Starting one
        later, on the event loop, would stall it while the process starts."""
        futures = [self._executor(i).submit(ping) for i in range(self.size)]
        for f in futures:
            f.result()

    def slot_of(self, table_id: str) -> int:
        """The worker of a table (stable, so its cached game is found again)."""
        return zlib.crc32(table_id.encode("utf-8")) % self.size

    def _executor(self, i: int) -> ProcessPoolExecutor:
        ex = self._slots[i]
        if ex is None:
            ex = ProcessPoolExecutor(max_workers=1, mp_context=self._ctx, initializer=init_worker)
            self._slots[i] = ex
        return ex

    async def run(self, task: BatchTask) -> BatchResult:
        """Run one batch in the table's worker; BrokenProcessPool if that worker died (it is replaced)."""
        i = self.slot_of(task.table_id)
        ex = self._executor(i)
        try:
            return await asyncio.wrap_future(ex.submit(run_batch, task))
        except BrokenProcessPool:
            if self._slots[i] is ex:
                self._slots[i] = None
            raise

    def close(self, timeout: float = 2.0) -> None:
        """Drop queued batches and end the worker processes (a search in progress is not waited for)."""
        procs = []
        for i, ex in enumerate(self._slots):
            if ex is None:
                continue
            procs += list((getattr(ex, "_processes", None) or {}).values())
            ex.shutdown(wait=False, cancel_futures=True)
            self._slots[i] = None
        for p in procs:
            if p.is_alive():
                p.terminate()
        end = time.monotonic() + timeout
        for p in procs:
            p.join(max(0.0, end - time.monotonic()))
            if p.is_alive():
                p.kill()


class Scheduler:
    """Drives the computer seats of every table; ``changed(table)`` tells its clients, ``watchers(table_id)``
    counts its live connections."""

    def __init__(self, limits: ServerLimits, changed: Callable[[LiveTable], None],
                 watchers: Callable[[str], int], clock: Callable[[], float] = time.monotonic):
        self.limits, self.changed, self.watchers, self.clock = limits, changed, watchers, clock
        self.pool = AgentPool(limits.workers)
        self.commits = ThreadPoolExecutor(1, thread_name_prefix="manamelee-commit")
        self.drivers: dict[str, asyncio.Task[None]] = {}
        self.wakes: dict[str, asyncio.Event] = {}
        self.batches = 0                 # batches committed (for /health and tests)
        self.stopping = False

    async def start(self) -> None:
        """Start the worker processes (in a thread: the event loop keeps serving meanwhile)."""
        await asyncio.get_running_loop().run_in_executor(None, self.pool.start)

    # -- watching
    def watched(self, t: LiveTable) -> bool:
        """Someone is connected, or asked about the table less than ``idle_pause_s`` ago."""
        if self.watchers(t.id) > 0:
            return True
        return t.last_seen is not None and self.clock() - t.last_seen < self.limits.idle_pause_s

    def paused(self, t: LiveTable) -> bool:
        """The table's computer seats are waited on but don't play, because nobody watches."""
        return bool(t.ai_seats) and not t.game.over and t.stalled is None and not self.watched(t)

    def touch(self, t: LiveTable) -> None:
        """Someone looked at or played on the table: it is watched again, and its computer seats play on."""
        t.last_seen = self.clock()
        ev = self.wakes.get(t.id)
        if ev is not None:
            ev.set()
        self.kick(t)

    def kick(self, t: LiveTable) -> None:
        """Start the table's driver unless it has one (it ends by itself when no computer seat is waited on)."""
        if self.stopping or t.stalled is not None or not t.ai_seats or t.game.over or t.id in self.drivers:
            return
        self.drivers[t.id] = asyncio.get_running_loop().create_task(self._drive(t), name=f"drive {t.id}")

    # -- playing
    async def _drive(self, t: LiveTable) -> None:
        me = asyncio.current_task()
        failures = 0
        try:
            while not self.stopping:
                async with t.lock:
                    if t.game.over or not t.ai_pending():
                        return
                    task = BatchTask(t.id, t.config, t.seed, tuple(t.game.record), tuple(t.ai_seats.items()),
                                     self.limits.max_think_ms, self.limits.batch_answers, self.limits.batch_ms)
                if not self.watched(t):
                    await self._until_watched(t)
                    continue
                try:
                    res = await self.pool.run(task)
                except BrokenProcessPool:
                    failures += 1
                    log.error("table %s: a worker process died (%d in a row)", t.id, failures)
                    if failures >= RETRIES:
                        t.stalled = "the worker playing its computer seats keeps dying"
                        return
                    await asyncio.sleep(0.5)
                    continue
                failures = 0
                async with t.lock:
                    done = await asyncio.get_running_loop().run_in_executor(
                        self.commits, t.commit_batch, res.start, res.answers, lambda: self.stopping)
                for w in res.warnings:
                    log.warning("table %s: %s", t.id, w)
                if done:
                    self.batches += 1
                    self.changed(t)
                if res.error is not None and done == len(res.answers):
                    t.stalled = res.error
                    log.error("table %s: its computer seats stop: %s", t.id, res.error)
                    return
                await asyncio.sleep(0)
        except asyncio.CancelledError:
            raise
        except Exception:                   # a fault in one table must not stop the others
            log.exception("table %s: its computer seats stop after an internal error", t.id)
            t.stalled = "internal error while its computer seats played"
        finally:
            if self.drivers.get(t.id) is me:
                del self.drivers[t.id]

    async def _until_watched(self, t: LiveTable) -> None:
        """Wait (paused) until someone touches the table or connects to it."""
        ev = self.wakes.setdefault(t.id, asyncio.Event())
        ev.clear()
        while not self.stopping and not self.watched(t):
            try:
                await asyncio.wait_for(ev.wait(), timeout=1.0)      # a WebSocket connect may not touch
            except asyncio.TimeoutError:
                pass
            ev.clear()

    def running(self) -> int:
        """Tables whose computer seats are playing now (not paused)."""
        return sum(1 for tid, task in self.drivers.items() if not task.done())

    # -- stopping
    async def close(self) -> None:
        """Stop every driver and worker; what was committed stays, batches in flight are thrown away."""
        self.stopping = True
        for ev in self.wakes.values():
            ev.set()
        tasks = list(self.drivers.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await asyncio.get_running_loop().run_in_executor(None, self.pool.close)
        self.commits.shutdown(wait=True)    # at most the answer being committed, then stop() ends the batch
