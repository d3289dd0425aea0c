"""What a worker process does for the server (issue 16): play a table's computer seats for a short batch.

The server sends a :class:`BatchTask` (config + seed + every answer so far, the computer seats' agents and the
budgets); the worker brings its copy of the game to exactly that point (DESIGN "determinism": config + seed +
answers rebuild the game), lets the agents answer the computer seats' pending decisions one after another, and
returns them as a :class:`BatchResult`. It never writes anything: the server checks each answer against its own
game and commits it like a human one, or throws the batch away if the game moved on meanwhile.

Each worker process keeps the games it played last (by table id, a bounded LRU), so a batch usually only
applies the few answers made since its previous batch; the server sends one table's batches to the same worker.
That cache is this process's only state and lives only in worker processes.
"""
from __future__ import annotations

import logging
import os
import random
import signal
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

from ..engine.errors import ConfigError, ManameleeError
from ..engine.game import Game
from ..sim.replay import replay

log = logging.getLogger("manamelee.server")
CACHE_GAMES = 64                     # games one worker keeps between batches
WORKER_NICE = 10                     # workers yield the CPU to the server's event loop (and its requests)


@dataclass(frozen=True, slots=True)
class BatchTask:
    """One batch of computer play for a table, as plain picklable data."""

    table_id: str
    config: dict[str, Any]
    seed: int
    answers: tuple[tuple[int, int], ...]           # every answer so far, in order (Game.record)
    agents: tuple[tuple[int, str], ...]            # (seat, agent name) of the computer seats
    think_ms: int                                  # a searching agent's time per decision, at most
    max_answers: int
    max_ms: int


@dataclass(slots=True)
class BatchResult:
    """The answers a batch made, each (seat, decision id, option index), and what went wrong on the way."""

    table_id: str
    start: int                                     # len(task.answers): the point of the game they follow
    answers: list[tuple[int, int, int]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    error: str | None = None                       # the batch stopped because the game can't be played on
    more: bool = False                             # a computer seat is still waited on after these answers
    result: dict[str, Any] | None = None           # the game ended with the last of them: its result


@dataclass(slots=True)
class _Played:
    """A cached game and the agents of its computer seats."""

    game: Game
    agents: dict[int, Any]
    fallback: random.Random


_CACHE: "OrderedDict[str, _Played]" = OrderedDict()


def init_worker() -> None:
    """Worker start-up: Ctrl-C in a terminal reaches the whole process group; the server (not its workers)
    decides how to stop, so workers ignore SIGINT and are ended by the server. Workers run at a lower CPU
    priority than the server, so that requests are answered at once even while every core is busy."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    lower_priority()


def lower_priority() -> None:
    """Lower this process's CPU priority to ``WORKER_NICE`` (where the system allows it)."""
    try:
        current = os.nice(0)
        if current < WORKER_NICE:
            os.nice(WORKER_NICE - current)
    except (AttributeError, OSError):          # no nice() here (Windows): the workers run as they are
        pass


@dataclass(frozen=True, slots=True)
class PlanTask:
    """Plan a new table (``tables.plan_table``) out of the server process: the answer is a PlanResult."""

    request: Any                                   # a CreateTableIn


@dataclass(frozen=True, slots=True)
class PlanResult:
    """The plan, or the status and message of the refusal."""

    plan: Any = None                               # a TablePlan
    status: int = 0
    error: str | None = None


def plan(task: PlanTask) -> PlanResult:
    """Check and plan a table request; a refusal is returned, not raised."""
    from .tables import TableError, plan_table
    try:
        return PlanResult(plan_table(task.request))
    except TableError as e:
        return PlanResult(None, e.status, str(e))
    except ManameleeError as e:
        return PlanResult(None, 422, str(e))


def worker_main(conn: Any, background: bool = True) -> None:
    """A worker process: say "ready" once loaded, then answer each task from the pipe (BatchTask: its
    BatchResult; PlanTask: its PlanResult) until the pipe closes (the server ends its workers when it stops).
    ``background``: a computer players' worker, at low CPU priority; the planner of new tables is not."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if background:
        lower_priority()
    from .tables import warm_up
    warm_up()                                  # already done if the forkserver preloaded it
    conn.send("ready")
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        res: Any
        try:
            res = plan(task) if isinstance(task, PlanTask) else run_batch(task)
        except Exception as e:                  # a bug here must not end the worker: report it
            res = (PlanResult(None, 500, f"internal error ({type(e).__name__})") if isinstance(task, PlanTask)
                   else BatchResult(task.table_id, len(task.answers), error=f"{type(e).__name__}: {e}"))
        conn.send(res)


def make_agents(task: BatchTask, game: Game) -> dict[int, Any]:
    """The agents of the computer seats, seeded by table, seat and the point of the game they start from;
    a searching agent's time per decision is capped at ``task.think_ms`` and it gets a sampler of its seat."""
    from ..agents import make_agent
    n = len(task.answers)
    out: dict[int, Any] = {}
    for seat, name in task.agents:
        seed = (task.seed * 1_000_003 + seat * 8191 + n) % 2 ** 63
        agent = make_agent(name, seed)
        if hasattr(agent, "bind"):
            if getattr(agent, "time_ms", None) is None or agent.time_ms > task.think_ms:
                agent.time_ms = task.think_ms
            from ..agents.determinize import Sampler
            agent.bind(Sampler(game, seat, (task.seed * 7919 + seat + 1) % 2 ** 63))
        out[seat] = agent
    return out


def _game_at(task: BatchTask) -> _Played:
    """The table's game at exactly ``task.answers``: the cached one caught up, or rebuilt by replay."""
    want = list(task.answers)
    p = _CACHE.pop(task.table_id, None)
    if p is not None:
        have = p.game.record
        if len(have) <= len(want) and want[:len(have)] == have:
            try:
                for dec, opt in want[len(have):]:
                    p.game.concede(opt) if dec == -1 else p.game.submit(dec, opt)
            except ManameleeError:
                p = None
        else:
            p = None                        # the server threw away some of our answers: start again
    if p is None:
        g = replay({"config": task.config, "seed": task.seed, "answers": [list(a) for a in want]})
        p = _Played(g, {}, random.Random(task.seed))
        p.agents = make_agents(task, g)
    _CACHE[task.table_id] = p
    while len(_CACHE) > CACHE_GAMES:
        _CACHE.popitem(last=False)
    return p


def choose(agent: Any, game: Game, d: Any, fallback: random.Random, seat_name: str) -> tuple[int, str | None]:
    """The agent's option for ``d``; an agent that fails or picks something illegal doesn't stall the table:
    the decision then gets a random legal option, and the reason is returned as a warning."""
    try:
        choice = agent.choose(game.view(d.player), d)
        if isinstance(choice, int) and not isinstance(choice, bool) and 0 <= choice < len(d.options):
            return choice, None
        problem = f"picked {choice!r}"
    except Exception as e:                  # an agent's bug must not take the table down
        problem = f"failed: {type(e).__name__}: {e}"
    return fallback.randrange(len(d.options)), f"the agent of {seat_name} {problem} on decision {d.id}; " \
                                               f"answering at random"


def run_batch(task: BatchTask) -> BatchResult:
    """Play the computer seats' pending decisions (the first one pending, again and again: several at once
    in Grand Melee, 807.4) until a human is waited on, the game ends, or the batch's budget is spent."""
    out = BatchResult(task.table_id, len(task.answers))
    try:
        p = _game_at(task)
    except (ConfigError, ManameleeError) as e:
        _CACHE.pop(task.table_id, None)
        out.error = f"the game can't be rebuilt: {e}"
        return out
    g = p.game
    deadline = time.monotonic() + task.max_ms / 1000.0
    while len(out.answers) < task.max_answers and not g.over:
        d = next((x for x in g.pending() if x.player in p.agents), None)
        if d is None:
            break
        choice, warning = choose(p.agents[d.player], g, d, p.fallback,
                                 f"seat {d.player} ({g.players[d.player].name})")
        if warning:
            out.warnings.append(warning)
        try:
            g.submit(d.id, choice, d.player)
        except Exception as e:             # an engine fault: keep what was made, forget this game
            _CACHE.pop(task.table_id, None)
            out.error = f"the engine failed on decision {d.id}: {type(e).__name__}: {e}"
            break
        out.answers.append((d.player, d.id, choice))
        if time.monotonic() >= deadline:
            break
    if g.over:
        from .tables import result_dict
        out.result = result_dict(g)
    else:
        out.more = out.error is None and any(x.player in p.agents for x in g.pending())
    return out


def forget(table_id: str) -> None:
    """Drop a table's cached game (tests use it to force a rebuild)."""
    _CACHE.pop(table_id, None)
