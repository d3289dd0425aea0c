"""``manamelee simulate``: play a batch of games in parallel, write one JSON line per game, print a summary.

Exit codes: 0 done, 1 some games failed (their records carry the error), 2 bad flags (one line on
stderr), 130 interrupted by Ctrl-C (the finished games are kept in the results file and summarised).
"""
from __future__ import annotations

import argparse
import json
import os
from typing import Any, Callable

from ..cli_flags import VARIANT_TITLES, add_table_flags, check_output_path, players_help
from ..engine.errors import ConfigError

EXIT_FAILED_GAMES = 1
EXIT_INTERRUPTED = 130


def add_simulate_parser(sub: Any, int_in: Callable[..., Any]) -> None:
    """Add the ``simulate`` subcommand to the CLI's subparsers (``int_in`` is the CLI's range checker)."""
    from ..multiplayer.variants import VARIANTS
    from .backends import BACKENDS
    s = sub.add_parser("simulate", help="play many games in parallel and summarise win rates")
    s.add_argument("--variant", choices=VARIANTS, default=None,
                   help="multiplayer variant (default: ffa, or duel for 2 players)")
    s.add_argument("--players", type=int_in(2, 16, "--players"), default=None, help=players_help())
    s.add_argument("--games", type=int_in(1, None, "--games"), default=100, help="number of games (default 100)")
    s.add_argument("--agents", default="random",
                   help="comma-separated agents, rotated over the seats game by game: random, heuristic, mcts, with "
                        "options as name:key=value (e.g. mcts:iterations=80:time_ms=none) (default: random)")
    s.add_argument("--decks", default=None,
                   help="comma-separated built-in deck names or deck files, rotated over the seats")
    s.add_argument("--jobs", type=int_in(1, None, "--jobs"), default=os.cpu_count() or 1,
                   help="worker processes (local) or CPUs of a local Ray instance (default: all cores)")
    s.add_argument("--backend", choices=BACKENDS, default="local", help="local processes (default) or Ray")
    s.add_argument("--ray-address", default=None, metavar="ADDR",
                   help="join this Ray cluster (default: start a local Ray instance)")
    s.add_argument("--out", metavar="FILE", default=None,
                   help="write one JSON line per game (seed, config, agents, decks, result, answers)")
    s.add_argument("--seed", type=int_in(0, None, "--seed"), default=None,
                   help="base seed; game i's seed derives from it (default: random)")
    add_table_flags(s)
    s.add_argument("--schemes", default=None, help="Archenemy: comma-separated scheme decks (904.3)")
    s.add_argument("--no-progress", action="store_true", help="no progress bar")


def _names(text: str | None, flag: str) -> tuple[str, ...] | None:
    if text is None:
        return None
    names = tuple(x.strip() for x in text.split(","))
    if not all(names):
        raise ConfigError(f"{flag} has an empty entry")
    return names


def spec_from_args(args: argparse.Namespace) -> Any:
    """The :class:`~manamelee.sim.simulate.SimSpec` the flags describe (not yet checked)."""
    from .simulate import SimSpec
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big") >> 1
    opts: dict[str, Any] = {}
    for k in ("teams", "range_", "attack"):
        if getattr(args, k) is not None:
            opts[k] = getattr(args, k)
    if args.deploy:
        opts["deploy"] = True
    if args.shared_turns:
        opts["shared_turns"] = True
    schemes = _names(args.schemes, "--schemes")
    if schemes is not None:
        opts["schemes"] = list(schemes)
    return SimSpec(games=args.games, seed=seed, agents=_names(args.agents, "--agents") or ("random",),
                   decks=_names(args.decks, "--decks"), variant=args.variant, players=args.players,
                   table_options=opts)


def cmd_simulate(args: argparse.Namespace) -> int:
    from rich.console import Console

    from .backends import make_backend
    from .simulate import simulate
    from .summary import render, summarize
    spec = spec_from_args(args)
    first = spec.check()
    if args.out is not None:
        check_output_path(args.out, "--out")          # before any worker starts
    backend = make_backend(args.backend, args.jobs, args.ray_address)
    out_file = None
    if args.out:
        try:
            out_file = open(args.out, "w", encoding="utf-8")
        except OSError as e:
            raise ConfigError(f"--out: can't write {args.out} ({e.strerror or e})") from None
    cfg = first.config
    where = f"{args.jobs} job{'s' if args.jobs > 1 else ''}" if args.backend == "local" else \
        f"Ray{' at ' + args.ray_address if args.ray_address else ''}"
    print(f"manamelee: simulating {spec.games} {len(cfg.players)}-player {VARIANT_TITLES[cfg.variant]} games, "
          f"seed {spec.seed}, agents {','.join(spec.agents)}, {where}", flush=True)
    err = Console(stderr=True)
    progress = None if args.no_progress else _progress(err)
    task = progress.add_task("games", total=spec.games) if progress else None

    def on_record(rec: dict[str, Any]) -> None:
        if out_file is not None:
            out_file.write(json.dumps(rec, separators=(",", ":")) + "\n")
            out_file.flush()
        if progress is not None:
            progress.advance(task)

    try:
        if progress is not None:
            outcome = simulate(spec, _Starter(backend, progress), on_record)
        else:
            outcome = simulate(spec, backend, on_record)
    finally:
        if progress is not None:
            progress.stop()
        if out_file is not None:
            out_file.close()
    summary = summarize(outcome.records)
    Console(soft_wrap=True).print(render(summary, outcome.elapsed, outcome.interrupted))
    if outcome.interrupted:
        return EXIT_INTERRUPTED
    return EXIT_FAILED_GAMES if summary.errors else 0


class _Starter:
    """A backend whose workers start before the progress bar's thread does (forking after a thread
    has started is unsafe)."""

    def __init__(self, backend: Any, progress: Any):
        self.backend, self.progress = backend, progress

    def start(self, spec: Any) -> Any:
        it = self.backend.start(spec)
        self.progress.start()
        return it

    def close(self) -> None:
        self.backend.close()


def _progress(console: Any) -> Any:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, TimeElapsedColumn
    from rich.text import Text

    class GamesPerSecond(ProgressColumn):
        def render(self, task: Any) -> Text:
            el = task.elapsed
            rate = task.completed / el if el else 0.0
            return Text(f"{rate:.2f} games/s")

    return Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                    GamesPerSecond(), TimeElapsedColumn(), console=console, transient=False, auto_refresh=True)

