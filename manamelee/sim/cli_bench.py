"""`manamelee bench`: print issue 7's speed figures as a table, one row per figure, with a met/missed column.

A benchmark reports: it exits 0 when it ran, whatever the figures; ``--check`` (for CI) exits 1 when a figure
misses its target; 2 is a usage error.
"""
from __future__ import annotations

import argparse
from typing import Any, Callable

from .bench import KEYS, run
from .bench_builds import TURN_TABLES


def add_bench_parser(sub: Any, int_in: Callable[..., Any]) -> None:
    b = sub.add_parser("bench", help="measure games/s, decisions/s and Game.copy()/s on one core")
    b.add_argument("--seconds", type=_positive_float, default=5.0,
                   help="CPU seconds to spend on each figure (default 5)")
    b.add_argument("--only", default=None, help=f"comma-separated figures to measure: {', '.join(KEYS)}")
    b.add_argument("--seed", type=int_in(0, None, "--seed"), default=1, help="first game seed (default 1)")
    b.add_argument("--check", action="store_true",
                   help="exit 1 when a measured figure misses its target (for CI); without it bench exits 0 when "
                        "it ran")
    b.add_argument("--pure", action="store_true",
                   help="measure only the pure-Python engine, even where the compiled one is installed")


def _positive_float(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--seconds must be a number, got {text!r}") from None
    if not 0 < v <= 3600:
        raise argparse.ArgumentTypeError(f"--seconds must be between 0 and 3600, got {text}")
    return v


HEADER = f"{'figure':<42} {'rate':>12}  {'unit':<12} {'measured':<16} {'target':>10}  met/missed"


def row(f: Any) -> str:
    """One row of the table: label, rate, unit, what was measured, the target and whether it was met."""
    target = "-" if f.target is None else f">= {f.target:,.0f}"
    met = "-" if f.ok is None else ("met" if f.ok else "missed")
    return (f"{f.label:<42} {f.rate:>12,.1f}  {f.unit:<12} {f'{f.count} in {f.seconds:.1f} s':<16} "
            f"{target:>10}  {met}")


def cmd_bench(args: argparse.Namespace) -> int:
    """Run the benchmark and print its table; exit 0 when it ran, or with ``--check`` 1 when a target is missed."""
    only = None
    if args.only:
        only = {k.strip() for k in args.only.split(",") if k.strip()}
        unknown = sorted(only - set(KEYS) - {f"turn{n}" for n, _ in TURN_TABLES})
        if unknown or not only:
            from ..engine.errors import ConfigError
            raise ConfigError(f"unknown benchmark figure(s) {', '.join(unknown) or '(none)'}; "
                              f"choose from {', '.join(KEYS)}, {', '.join(f'turn{n}' for n, _ in TURN_TABLES)}")
    from .. import _engine_select as sel
    if args.pure and sel.is_compiled():      # the build is chosen at import: measure in a pure process
        return _rerun_pure(args)
    print(sel.describe() + "; each game played with the cyclic collector paused, as manamelee simulate plays it",
          flush=True)
    print(HEADER, flush=True)
    figures = run(args.seconds, args.seed, only, report=lambda f: print(row(f), flush=True))
    turns = _builds(args, only, figures, sel.is_compiled())
    missed = [f.key for f in figures if f.ok is False]
    from .bench_builds import growth_ok
    if turns and growth_ok(turns) is False:
        missed.append("turn16/turn2")            # issue 18: the 16-player turn against a duel's
    return 1 if args.check and missed else 0


def _rerun_pure(args: argparse.Namespace) -> int:
    import os
    import subprocess
    import sys
    argv = ["bench", "--seconds", str(args.seconds), "--seed", str(args.seed), "--pure"]
    if args.check:
        argv.append("--check")
    if args.only:
        argv += ["--only", args.only]
    env = dict(os.environ, MANAMELEE_PURE="1")
    with subprocess.Popen([sys.executable, "-m", "manamelee", *argv], env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True) as p:
        assert p.stdout is not None and p.stderr is not None
        for line in p.stdout:               # line by line, through this process's stdout
            print(line, end="", flush=True)
        sys.stderr.write(p.stderr.read())
    return p.returncode


def _builds(args: argparse.Namespace, only: set[str] | None, figures: list[Any], compiled: bool) -> list[Any]:
    """Issue 18: the cost per player-turn by table size (returned), and (compiled) the pure build side by side."""
    from .bench_builds import growth_line, measure_in_subprocess, side_by_side, turn_costs
    turns = turn_costs(args.seconds, args.seed, only, report=lambda f: print(row(f), flush=True))
    if len(turns) > 1:
        print(growth_line(turns), flush=True)
    if not compiled:
        return turns
    print("measuring the pure-Python engine in a subprocess (MANAMELEE_PURE=1) ...", flush=True)
    other = measure_in_subprocess(True, [str(args.seconds), str(args.seed), ",".join(sorted(only or ()))])
    if other is not None:
        for line in side_by_side([*figures, *turns], other[1], "compiled", "pure"):
            print(line, flush=True)
    return turns
