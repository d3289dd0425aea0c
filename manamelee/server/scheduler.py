"""The computer seats' play, off the request path (issue 16).

A table whose computer seats are waited on gets a *driver* (an asyncio task) that asks a worker process for a
batch of answers (:func:`manamelee.server.workers.run_batch`, made on the replay of the stored answers), then
stores them, one transaction each, in one commit thread; the table's game takes them in when someone next needs
it (``LiveTable.catch_up``), so an unwatched table costs the server process no engine time. The workers are a
bounded pool of processes at low CPU priority, each fed through a pipe that the event loop reads (no thread
waits on them); a table always goes to the same worker, whose cache keeps its game. Batches are short
(``ServerLimits.batch_answers``/``batch_ms``), so tables take turns.

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
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

from .limits import ServerLimits
from .tables import LiveTable, TableError
from .workers import BatchResult, BatchTask, PlanTask, worker_main

log = logging.getLogger("manamelee.server")
RETRIES = 3                         # a worker that dies this many times in a row on one table stalls it


class WorkerDied(Exception):
    """The worker process running a batch ended before answering."""


class _Worker:
    """One worker process and the pipe to it: one batch at a time, the others queued in order. Results are
    read by the event loop when the pipe is readable: no thread of the server waits on the worker."""

    def __init__(self, ctx: Any, background: bool = True):
        self.ctx, self.background = ctx, background
        self.proc: Any = None
        self.conn: Any = None
        self.queue: deque[tuple[Any, asyncio.Future[Any]]] = deque()
        self.busy: asyncio.Future[Any] | None = None
        self.loop: asyncio.AbstractEventLoop | None = None

    def start(self) -> None:
        """Start the process and wait until it has loaded everything (blocking: call it from a thread)."""
        parent, child = self.ctx.Pipe(duplex=True)
        proc = self.ctx.Process(target=worker_main, args=(child, self.background), name="manamelee-worker",
                                daemon=True)
        proc.start()
        child.close()
        if not parent.poll(120) or parent.recv() != "ready":
            proc.kill()
            raise WorkerDied("a worker process did not start")
        self.proc, self.conn = proc, parent

    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        loop.add_reader(self.conn.fileno(), self._readable)

    def submit(self, task: Any) -> asyncio.Future[Any]:
        assert self.loop is not None
        fut: asyncio.Future[Any] = self.loop.create_future()
        self.queue.append((task, fut))
        self._next()
        return fut

    def _next(self) -> None:
        while self.busy is None and self.queue:
            task, fut = self.queue.popleft()
            if fut.cancelled():
                continue
            try:
                self.conn.send(task)
            except (OSError, ValueError) as e:
                fut.set_exception(WorkerDied(f"can't reach the worker: {e}"))
                continue
            self.busy = fut

    def _readable(self) -> None:
        try:
            res = self.conn.recv()
        except (EOFError, OSError) as e:
            self._died(e)
            return
        fut, self.busy = self.busy, None
        if fut is not None and not fut.done():
            fut.set_result(res)
        self._next()

    def _died(self, e: BaseException) -> None:
        log.error("a worker process ended (%s); starting another", e)
        if self.loop is not None:
            self.loop.remove_reader(self.conn.fileno())
        waiting = ([self.busy] if self.busy is not None else []) + [f for _, f in self.queue]
        self.busy, self.queue = None, deque()
        for f in waiting:
            if not f.done():
                f.set_exception(WorkerDied(str(e) or type(e).__name__))
        self.close(0.5)
        try:
            self.start()                     # blocks the loop while the process starts: only after a crash
            if self.loop is not None:
                self.attach(self.loop)
        except Exception:
            log.exception("a worker process could not be restarted")

    def close(self, timeout: float) -> None:
        """End the process: a search in progress is not waited for."""
        if self.loop is not None and self.conn is not None:
            try:
                self.loop.remove_reader(self.conn.fileno())
            except (ValueError, OSError):
                pass
        for _, f in self.queue:
            f.cancel()
        self.queue.clear()
        if self.busy is not None:
            self.busy.cancel()
            self.busy = None
        if self.proc is not None and self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(timeout)
            if self.proc.is_alive():
                self.proc.kill()
                self.proc.join(1.0)
        if self.conn is not None:
            self.conn.close()
        self.proc = self.conn = None


class AgentPool:
    """``size`` worker processes at low CPU priority; a table's batches always go to the same one (its cached
    game is there). And one more process, the planner, that checks and plans new tables: the CPU-heavy part
    of creating one stays out of the server process, whose event loop only waits for it."""

    def __init__(self, size: int):
        self.size = size
        ctx = multiprocessing.get_context("forkserver")       # no fork of a threaded server
        ctx.set_forkserver_preload(["manamelee.server.worker_boot"])  # workers start with cards loaded
        self._workers = [_Worker(ctx) for _ in range(size)]
        self.planner = _Worker(ctx, background=False)

    def start(self) -> None:
        """Start every worker and the planner (blocking: call it from a thread)."""
        for w in [*self._workers, self.planner]:
            w.start()

    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        for w in [*self._workers, self.planner]:
            w.attach(loop)

    async def plan(self, request: Any) -> Any:
        """Check and plan a table request in the planner: its TablePlan; TableError if it is refused."""
        try:
            res = await self.planner.submit(PlanTask(request))
        except WorkerDied:
            raise TableError("the server could not plan the table (a process ended); try again", 503) from None
        if res.error is not None:
            raise TableError(res.error, res.status)
        return res.plan

    def slot_of(self, table_id: str) -> int:
        """The worker of a table (stable, so its cached game is found again)."""
        return zlib.crc32(table_id.encode("utf-8")) % self.size

    async def run(self, task: BatchTask) -> BatchResult:
        """Run one batch in the table's worker; WorkerDied if it ended first (it is replaced)."""
        fut = self._workers[self.slot_of(task.table_id)].submit(task)
        try:
            return await fut
        except asyncio.CancelledError:
            fut.cancel()
            raise

    def close(self, timeout: float = 2.0) -> None:
        """Drop queued batches and end the worker processes."""
        for w in [*self._workers, self.planner]:
            w.close(timeout)


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
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, self.pool.start)
        self.pool.attach(loop)

    # -- watching
    def watched(self, t: LiveTable) -> bool:
        """Someone is connected, or asked about the table less than ``idle_pause_s`` ago."""
        if self.watchers(t.id) > 0:
            return True
        return t.last_seen is not None and self.clock() - t.last_seen < self.limits.idle_pause_s

    def paused(self, t: LiveTable) -> bool:
        """The table's computer seats are waited on but don't play, because nobody watches."""
        return bool(t.ai_seats) and not t.over and t.stalled is None and not self.watched(t)

    def touch(self, t: LiveTable) -> None:
        """Someone looked at or played on the table: it is watched again, and its computer seats play on."""
        t.last_seen = self.clock()
        ev = self.wakes.get(t.id)
        if ev is not None:
            ev.set()
        self.kick(t)

    def kick(self, t: LiveTable) -> None:
        """Start the table's driver unless it has one (it ends by itself when no computer seat is waited on)."""
        if self.stopping or t.stalled is not None or not t.ai_seats or t.over or t.id in self.drivers:
            return
        self.drivers[t.id] = asyncio.get_running_loop().create_task(self._drive(t), name=f"drive {t.id}")

    # -- playing
    async def _drive(self, t: LiveTable) -> None:
        me = asyncio.current_task()
        failures = 0
        try:
            while not self.stopping:
                async with t.lock:
                    if t.over or t.stalled is not None:
                        return
                    task = BatchTask(t.id, t.config, t.seed, t.answers(), tuple(t.ai_seats.items()),
                                     self.limits.max_think_ms, self.limits.batch_answers, self.limits.batch_ms)
                if not self.watched(t):
                    await self._until_watched(t)
                    continue
                try:
                    res = await self.pool.run(task)
                except WorkerDied:
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
                        self.commits, t.commit_batch, res.start, res.answers, lambda: self.stopping, res.result)
                    moved_on = t.stored != res.start + done          # a human answered meanwhile
                    if done and self.watchers(t.id):
                        await self.fresh(t)         # its clients' next states: applied here, off the event loop
                for w in res.warnings:
                    log.warning("table %s: %s", t.id, w)
                if done:
                    self.batches += 1
                    self.changed(t)
                if res.error is not None and done == len(res.answers):
                    t.stalled = res.error
                    log.error("table %s: its computer seats stop: %s", t.id, res.error)
                    return
                if not res.more and done == len(res.answers) and not moved_on:
                    return                      # a human is waited on (or the game is over)
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

    async def fresh(self, t: LiveTable) -> None:
        """Apply the table's stored computer answers to its game, off the event loop (hold ``t.lock``)."""
        if t.stale:
            await asyncio.get_running_loop().run_in_executor(self.commits, t.catch_up)

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
        self.pool.close()
        self.commits.shutdown(wait=True)    # at most the answer being committed, then stop() ends the batch
