"""Where a batch is played: in this process, in local worker processes, or on Ray.

Every backend yields result records one by one as games finish (in finishing order, not game order),
so the caller can write each one at once; ``close()`` stops the work still running (Ctrl-C).
Workers play batches of games (:func:`~manamelee.sim.simulate.split_batches`); the card pool is
loaded once per worker process (``default_pool`` is cached).
"""
from __future__ import annotations

import multiprocessing
import queue
import signal
from typing import Any, Iterator, Protocol

from ..engine.errors import ConfigError
from .simulate import SimSpec, play_batch, split_batches

BACKENDS = ("local", "ray")


class Backend(Protocol):
    """Plays the games of a spec: ``start`` sets up the workers and returns an iterator of records."""

    def start(self, spec: SimSpec) -> Iterator[dict[str, Any]]: ...

    def close(self) -> None: ...


class InlineBackend:
    """One job: the games are played in this process, in order."""

    def start(self, spec: SimSpec) -> Iterator[dict[str, Any]]:
        return play_batch(spec, range(spec.games))

    def close(self) -> None:
        pass


# ---------------------------------------------------------------- local processes
_results: Any = None     # in a worker process only: the queue its games' records go to


def _worker_init(results: Any) -> None:
    """Worker start-up: Ctrl-C is the parent's business (it stops the workers); keep the results queue."""
    global _results
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _results = results


def _worker_batch(spec: SimSpec, indices: range) -> int:
    """Play a batch in a worker, sending each record to the parent as soon as its game ends."""
    n = 0
    for rec in play_batch(spec, indices):
        _results.put(rec)
        n += 1
    return n


class LocalBackend:
    """``jobs`` worker processes (``concurrent.futures.ProcessPoolExecutor``); each task is a batch of
    games, each finished game's record streams back through a queue.

    The workers are forked in :meth:`start`, before the caller starts any thread (a progress bar).
    """

    def __init__(self, jobs: int):
        if jobs < 1:
            raise ConfigError(f"--jobs must be at least 1, got {jobs}")
        self.jobs = jobs
        self._executor: Any = None

    def start(self, spec: SimSpec) -> Iterator[dict[str, Any]]:
        from concurrent.futures import ProcessPoolExecutor
        ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
        results = ctx.Queue()
        batches = split_batches(spec.games, self.jobs)
        self._executor = ex = ProcessPoolExecutor(min(self.jobs, len(batches)), mp_context=ctx,
                                                  initializer=_worker_init, initargs=(results,))
        futures = [ex.submit(_worker_batch, spec, b) for b in batches]
        return self._collect(spec.games, results, futures)

    def _collect(self, games: int, results: Any, futures: list[Any]) -> Iterator[dict[str, Any]]:
        from concurrent.futures.process import BrokenProcessPool
        done = False
        try:
            got = 0
            while got < games:
                try:
                    rec = results.get(timeout=0.2)
                except queue.Empty:
                    for f in futures:
                        e = f.exception() if f.done() and not f.cancelled() else None
                        if isinstance(e, BrokenProcessPool):
                            raise RuntimeError("a worker process died; the games it was playing are lost") from None
                        if e is not None:
                            raise e
                    continue
                got += 1
                yield rec
            done = True
        finally:
            if done:
                self._executor.shutdown(wait=True)
                self._executor = None
            else:
                self.close()

    def close(self) -> None:
        """Stop the workers now: cancel the batches not started, end the processes playing games."""
        ex, self._executor = self._executor, None
        if ex is None:
            return
        if hasattr(ex, "terminate_workers"):          # Python 3.14+
            ex.terminate_workers()
            return
        procs = list((getattr(ex, "_processes", None) or {}).values())
        ex.shutdown(wait=False, cancel_futures=True)
        for p in procs:
            if p.is_alive():
                p.terminate()
        for p in procs:
            p.join(timeout=5)


# ---------------------------------------------------------------- Ray
def ray_available() -> bool:
    try:
        import ray  # noqa: F401
    except ImportError:
        return False
    return True


class RayBackend:
    """Ray tasks, each playing a batch of games and streaming their records back (a generator task).

    With ``address`` it joins that cluster (``ray.init(address=...)``); without, it starts a local
    Ray instance with ``num_cpus`` CPUs, and shuts it down at the end. An already initialised Ray
    (e.g. by a test) is used as it is and left running. The nodes of a cluster need manamelee installed.
    """

    def __init__(self, address: str | None = None, num_cpus: int | None = None, max_batch: int = 16):
        if not ray_available():
            raise ConfigError("the ray backend needs Ray: install manamelee[ray]")
        self.address, self.num_cpus, self.max_batch = address, num_cpus, max_batch
        self._refs: list[Any] = []
        self._started = False

    def _connect(self) -> Any:
        import ray
        if not ray.is_initialized():
            kw: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False,
                                  "configure_logging": False}
            if self.address:
                ray.init(address=self.address, **kw)
            else:
                ray.init(num_cpus=self.num_cpus, **kw)
            self._started = True
        return ray

    def start(self, spec: SimSpec) -> Iterator[dict[str, Any]]:
        ray = self._connect()
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        task = ray.remote(num_cpus=1)(_ray_batch)
        self._refs = [task.remote(spec, b) for b in split_batches(spec.games, cpus, self.max_batch)]
        return self._collect(ray, list(self._refs))

    def _collect(self, ray: Any, pending: list[Any]) -> Iterator[dict[str, Any]]:
        try:
            while pending:
                ready, _ = ray.wait(pending, num_returns=1)
                gen = ready[0]
                try:
                    ref = next(gen)
                except StopIteration:
                    pending.remove(gen)
                    continue
                yield ray.get(ref)
            self._refs = []          # all finished: nothing to cancel
        finally:
            self.close()

    def close(self) -> None:
        refs, self._refs = self._refs, []
        if not refs and not self._started:
            return
        import ray
        for r in refs:
            try:
                ray.cancel(r, force=True)
            except Exception:  # noqa: BLE001 -- already finished or gone
                pass
        if self._started:
            ray.shutdown()
            self._started = False


def _ray_batch(spec: SimSpec, indices: range) -> Iterator[dict[str, Any]]:
    """A Ray generator task: one record per finished game."""
    yield from play_batch(spec, indices)


def make_backend(name: str, jobs: int = 1, ray_address: str | None = None) -> Backend:
    """The backend by name; ``local`` with one job plays in this process."""
    if name == "local":
        if ray_address:
            raise ConfigError("--ray-address is for --backend ray")
        return InlineBackend() if jobs == 1 else LocalBackend(jobs)
    if name == "ray":
        return RayBackend(ray_address, num_cpus=jobs if jobs > 1 else None)
    raise ConfigError(f"unknown backend {name!r}; choose one of {', '.join(BACKENDS)}")
