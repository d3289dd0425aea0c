"""`manamelee bench`: print issue 7's speed figures, one per line, against their targets."""
from __future__ import annotations

import argparse
from typing import Any, Callable

from .bench import KEYS, run


def add_bench_parser(sub: Any, int_in: Callable[..., Any]) -> None:
    b = sub.add_parser("bench", help="measure games/s, decisions/s and Game.copy()/s on one core")
    b.add_argument("--seconds", type=_positive_float, default=5.0,
                   help="CPU seconds to spend on each figure (default 5)")
    b.add_argument("--only", default=None, help=f"comma-separated figures to measure: {', '.join(KEYS)}")
    b.add_argument("--seed", type=int_in(0, None, "--seed"), default=1, help="first game seed (default 1)")


def _positive_float(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--seconds must be a number, got {text!r}") from None
    if not 0 < v <= 3600:
        raise argparse.ArgumentTypeError(f"--seconds must be between 0 and 3600, got {text}")
    return v


def cmd_bench(args: argparse.Namespace) -> int:
    """Run the benchmark; exit 0 when every measured figure with a target meets it, 1 otherwise."""
    only = None
    if args.only:
        only = {k.strip() for k in args.only.split(",") if k.strip()}
        unknown = sorted(only - set(KEYS))
        if unknown or not only:
            from ..engine.errors import ConfigError
            raise ConfigError(f"unknown benchmark figure(s) {', '.join(unknown) or '(none)'}; "
                              f"choose from {', '.join(KEYS)}")
    figures = run(args.seconds, args.seed, only, report=lambda f: print(f.line(), flush=True))
    return 0 if all(f.ok is not False for f in figures) else 1
