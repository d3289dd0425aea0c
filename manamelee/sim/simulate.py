"""Batch simulation: what a batch is (:class:`SimSpec`), how game ``i`` is set up and seeded, and the
result record of one game (one JSON line in the results file).

Game ``i`` of a batch is fully determined by the spec and ``i``: its seed is derived from the base
seed (:func:`derive_seed`), and so are its seating (806.3, 807.3), its agents' seeds and which agent
and deck sit at which seat. A batch therefore gives the same records whatever the number of workers
or the backend that plays it.

Agents and decks rotate over the seats so that the per-seat, per-agent and per-deck win rates
measure different things: in game ``i`` seat ``s`` gets ``agents[(s + i) % A]`` and
``decks[(s + i // A) % D]`` (A agents, D decks), so over ``A * D`` consecutive games every agent
plays every deck at every seat.
"""
from __future__ import annotations

import contextlib
import signal
import threading
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, Sequence

from .. import __version__
from ..cards.pool import CardPool, default_pool
from ..configs import config_to_dict, make_config
from ..engine.config import GameConfig
from ..engine.errors import ConfigError

_MASK64 = (1 << 64) - 1


def derive_seed(base: int, index: int) -> int:
    """A 31-bit seed for item ``index`` of a run with seed ``base`` (splitmix64 finaliser: stable
    across Python versions and platforms, unlike ``hash``)."""
    x = (base * 0x9E3779B97F4A7C15 + (index + 1) * 0xBF58476D1CE4E5B9) & _MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK64
    x ^= x >> 31
    return x >> 33


def _builtin_decks(variant: str | None = None) -> list[str]:
    """The built-in decks games rotate over: the ready Commander decks for a Commander variant (903.5)."""
    from ..cards.decks import builtin_decks
    from ..multiplayer.variants import COMMANDER_VARIANTS
    return builtin_decks("commander" if variant in COMMANDER_VARIANTS else "decklists")


def make_named_agent(name: str, seed: int | None) -> Any:
    """An agent by registry name, with options as ``name:key=value`` (:func:`manamelee.agents.agent_from_spec`);
    an unknown name or a bad option is a ConfigError."""
    from ..agents import agent_from_spec
    try:
        return agent_from_spec(name, seed)
    except ValueError as e:
        raise ConfigError(str(e)) from None
    except ImportError as e:      # a registered agent whose module is missing or broken
        raise ConfigError(f"agent {name!r} is not available: {e}") from None


@dataclass(frozen=True, slots=True)
class SimSpec:
    """A batch of games: the table (variant, players, options), the agents and decks, the base seed."""

    games: int
    seed: int
    agents: tuple[str, ...] = ("random",)
    decks: tuple[str, ...] | None = None
    variant: str | None = None
    players: int | None = None
    table_options: dict[str, Any] = field(default_factory=dict)   # teams, range_, attack, deploy, ...

    def game_seed(self, i: int) -> int:
        """The seed of game ``i`` (the engine's seed and the seating seed)."""
        return derive_seed(self.seed, i)

    def setup(self, i: int, pool: CardPool | None = None) -> "GameSetup":
        """The config, agent names and agent seeds of game ``i``; raises ConfigError for a bad table."""
        seed = self.game_seed(i)
        names = list(self.decks) if self.decks else _builtin_decks(self.variant)
        shift = (i // len(self.agents)) % len(names) if names else 0
        decks = names[shift:] + names[:shift] or None     # make_config gives seat s deck s % D
        cfg = make_config(self.players, decks, pool=pool, variant=self.variant, seed=seed, **self.table_options)
        n = len(cfg.players)
        agents = tuple(self.agents[(s + i) % len(self.agents)] for s in range(n))
        seeds = tuple(derive_seed(seed, s + 1) for s in range(n))
        return GameSetup(i, seed, cfg, agents, seeds)

    def check(self) -> GameSetup:
        """Validate the spec by setting up game 0 and making each agent once; ConfigError if anything is bad."""
        if not isinstance(self.games, int) or self.games < 1:
            raise ConfigError(f"--games must be at least 1, got {self.games!r}")
        if not self.agents or not all(self.agents):
            raise ConfigError("--agents needs at least one agent name and no empty entry")
        if self.decks is not None and (not self.decks or not all(self.decks)):
            raise ConfigError("--decks has an empty entry")
        for name in dict.fromkeys(self.agents):
            make_named_agent(name, 0)
        first = self.setup(0)
        if self.decks:           # every deck is checked, not only those game 0 happens to use
            from ..cards.deck_check import commander_deck
            from ..cards.decks import load_deck
            from ..multiplayer.variants import COMMANDER_VARIANTS
            for d in self.decks:
                if self.variant in COMMANDER_VARIANTS:
                    commander_deck(d, default_pool())       # 903.5, as play checks it
                else:
                    load_deck(d, default_pool())
        return first

    def to_dict(self) -> dict[str, Any]:
        return {"games": self.games, "seed": self.seed, "agents": list(self.agents),
                "decks": None if self.decks is None else list(self.decks), "variant": self.variant,
                "players": self.players, "table_options": dict(self.table_options)}


@dataclass(frozen=True, slots=True)
class GameSetup:
    """Game ``index`` of a batch, ready to play."""

    index: int
    seed: int
    config: GameConfig
    agents: tuple[str, ...]
    agent_seeds: tuple[int, ...]


def play_game(spec: SimSpec, i: int, pool: CardPool | None = None) -> dict[str, Any]:
    """Play game ``i`` of ``spec`` and return its result record. An engine failure does not stop the
    batch: it becomes a record with an ``error`` and no answers, reproducible from its seed."""
    from .collector import collector_paused
    pool = pool or default_pool()
    setup = spec.setup(i, pool)
    cfg = setup.config
    rec: dict[str, Any] = {
        "manamelee": __version__, "game": i, "seed": setup.seed, "base_seed": spec.seed,
        "variant": cfg.variant,
        "seats": [{"seat": s, "name": p.name, "team": p.team, "agent": setup.agents[s],
                   "agent_seed": setup.agent_seeds[s], "deck": p.deck_name} for s, p in enumerate(cfg.players)],
    }
    t0 = time.perf_counter()
    try:
        # The game is made, read and dropped inside the pause (sim/collector.py: a game makes no reference cycles;
        # one still alive when the collector resumes would be walked whole at its next pass).
        with collector_paused():
            rec.update(_played(cfg, setup.seed, setup.agents, setup.agent_seeds, t0))
    except Exception as e:  # noqa: BLE001 -- one broken game must not lose the batch
        rec.update({"error": f"{type(e).__name__}: {e}",
                    "traceback": traceback.format_exc(limit=8), "duration": time.perf_counter() - t0,
                    "config": config_to_dict(cfg)})
    return rec


def _played(cfg: GameConfig, seed: int, agent_names: Sequence[str], agent_seeds: Sequence[int | None],
            t0: float) -> dict[str, Any]:
    """Play one game with the named agents; the result fields of its record (play_game)."""
    from .runner import result_line, run_game
    agents = [make_named_agent(a, sd) for a, sd in zip(agent_names, agent_seeds)]
    g = run_game(cfg, seed, agents)
    r = g.result
    assert r is not None
    return {
        "winners": list(r.winners), "winner_names": [g.players[w].name for w in r.winners],
        "draw": bool(r.draw or not r.winners), "reason": r.reason, "turns": r.turns,
        "starting_player": g.starting_player, "decisions": len(g.record),
        "duration": round(time.perf_counter() - t0, 6), "result": result_line(g),
        "config": config_to_dict(cfg), "answers": [list(a) for a in g.record],
    }


def play_batch(spec: SimSpec, indices: Iterable[int]) -> Iterator[dict[str, Any]]:
    """Play games ``indices`` of ``spec`` one after another, yielding each record as it finishes."""
    pool = default_pool()        # cached: loaded once per worker process
    for i in indices:
        yield play_game(spec, i, pool)


def split_batches(games: int, jobs: int, max_batch: int = 16) -> list[range]:
    """Game indices cut into batches: about four per worker for balance, at most ``max_batch`` each."""
    size = max(1, min(max_batch, -(-games // (jobs * 4))))
    return [range(a, min(a + size, games)) for a in range(0, games, size)]


def comparable(rec: dict[str, Any]) -> dict[str, Any]:
    """A record without what depends on the machine (duration, traceback): equal across runs and backends."""
    return {k: v for k, v in rec.items() if k not in ("duration", "traceback")}


@dataclass(slots=True)
class SimOutcome:
    """The records of the games that finished (in finishing order), and whether Ctrl-C cut the batch short."""

    records: list[dict[str, Any]]
    interrupted: bool
    elapsed: float


@contextlib.contextmanager
def _sigint_deferred() -> Iterator[None]:
    """Hold SIGINT back for the duration (POSIX, main thread): a Ctrl-C arriving meanwhile is delivered right after,
    so a finished game is either both handed on and kept, or neither."""
    if not hasattr(signal, "pthread_sigmask") or threading.current_thread() is not threading.main_thread():
        yield
        return
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def simulate(spec: SimSpec, backend: Any, on_record: Callable[[dict[str, Any]], None] | None = None) -> SimOutcome:
    """Play a batch on a backend (see :mod:`manamelee.sim.backends`), handing each record to ``on_record``
    as its game finishes. Ctrl-C (KeyboardInterrupt) stops the workers and returns what finished."""
    records: list[dict[str, Any]] = []
    t0 = time.perf_counter()
    interrupted = False
    it: Any = None
    try:
        it = backend.start(spec)
        for rec in it:
            with _sigint_deferred():        # a Ctrl-C lands before or after both: the summary matches the file
                if on_record is not None:
                    on_record(rec)
                records.append(rec)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        if it is not None and hasattr(it, "close"):
            it.close()
        backend.close()
    return SimOutcome(records, interrupted, time.perf_counter() - t0)
