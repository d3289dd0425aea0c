"""`manamelee bench` across the two engine builds (issue 18) and the cost of one player's turn by table size.

The compiled engine (mypyc) runs in this process; the pure-Python one runs in a subprocess with
``MANAMELEE_PURE=1`` (the build is chosen when the engine is first imported), and the figures are
printed side by side. The per-turn figures divide a game's CPU time by the turns taken in it, so
growth with players shows: a 16-player turn should cost little more than a duel's.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Callable, Sequence

from .. import _engine_select
from ..agents.random_agent import RandomAgent
from ..configs import make_config
from ..engine.game import Game
from .bench import Figure, _play
from .collector import collector_paused

TURN_TABLES = ((2, "duel"), (4, "ffa"), (8, "ffa"), (16, "ffa"))
"""(players, variant) of the cost-per-player-turn figures: a duel, then Free-for-All tables."""


TURN_SLICE = 0.25
"""CPU seconds one table plays before the next table's turn in `turn_costs`' rounds."""


class _TurnTable:
    """One table size's running tally for the per-turn figures: its seeded games, turns and CPU time."""

    __slots__ = ("players", "variant", "seed", "cfg", "agents", "games", "turns", "spent")

    def __init__(self, players: int, variant: str, seed: int) -> None:
        self.players, self.variant, self.seed = players, variant, seed
        self.cfg = make_config(players, variant=variant, seed=seed)
        self.agents = [RandomAgent(seed + i) for i in range(players)]
        self.games = self.turns = 0
        self.spent = 0.0

    def play_for(self, seconds: float) -> None:
        """Play whole games (the next seeds in turn) until ``seconds`` of CPU time have gone."""
        t0 = time.process_time()
        while True:
            with collector_paused():      # as manamelee simulate plays: the game made and dropped inside
                g = Game.new(self.cfg, self.seed + self.games)
                _play(g, self.agents)
                self.turns += g.turn_count
                del g
            self.games += 1
            el = time.process_time() - t0
            if el >= seconds:
                self.spent += el
                return

    def figure(self) -> Figure:
        return Figure(f"turn{self.players}", f"CPU per player-turn, {self.players} players ({self.variant})",
                      1e6 * self.spent / max(self.turns, 1), "µs/turn", self.turns, self.spent)


def turn_costs(seconds: float, seed: int, only: set[str] | None = None,
               report: Callable[[Figure], None] | None = None) -> list[Figure]:
    """The per-turn figures (those in ``only``, or all), measured in interleaved rounds.

    Each table plays TURN_SLICE seconds in turn until each has had ``seconds``, so a change in the
    host's speed while measuring (frequency, a neighbour's load) weighs on every table alike and the
    ratios between tables, which is what the figures are for, keep still.
    """
    tables = [_TurnTable(n, variant, seed) for n, variant in TURN_TABLES
              if only is None or f"turn{n}" in only]
    while any(t.spent < seconds for t in tables):
        for t in tables:
            if t.spent < seconds:
                t.play_for(min(TURN_SLICE, seconds - t.spent))
    out = [t.figure() for t in tables]
    if report is not None:
        for f in out:
            report(f)
    return out


TURN_RATIO_TARGET = 1.5
"""Issue 18: a player's turn at 16 players costs at most this many times a duel's."""


def growth_ok(figs: Sequence[Figure]) -> bool | None:
    """Is a 16-player turn within TURN_RATIO_TARGET of a duel's? None when either was not measured."""
    by = {f.key: f.rate for f in figs}
    base, big = by.get("turn2"), by.get("turn16")
    if not base or big is None:
        return None
    return big / base <= TURN_RATIO_TARGET


def growth_line(figs: Sequence[Figure]) -> str:
    """How a player's turn grows with the table: each size against the duel's, and whether the target is met."""
    by = {f.key: f.rate for f in figs}
    base = by.get("turn2")
    if not base:
        return ""
    parts = [f"{k[4:]}p {v / base:.2f}x" for k, v in by.items() if k.startswith("turn")]
    ok = growth_ok(figs)
    verdict = "" if ok is None else (": met" if ok else ": missed")
    return ("player-turn cost against a duel's: " + ", ".join(parts)
            + f"  (issue 18 target: 16p within {TURN_RATIO_TARGET}x{verdict})")


def measure_in_subprocess(pure: bool, argv: list[str]) -> tuple[str, list[dict[str, object]]] | None:
    """Run ``python -m manamelee.sim.bench_builds ARGV`` in the other build; its engine line and figures."""
    env = dict(os.environ, MANAMELEE_PURE="1" if pure else "0")
    r = subprocess.run([sys.executable, "-m", "manamelee.sim.bench_builds", *argv], env=env,
                       capture_output=True, text=True)
    if r.returncode != 0:
        print(f"the {'pure' if pure else 'compiled'} build's run failed: "
              f"{(r.stderr.strip().splitlines() or ['?'])[-1]}", file=sys.stderr)
        return None
    data = json.loads(r.stdout)
    return data["engine"], data["figures"]


def side_by_side(here: Sequence[Figure], other: Sequence[dict[str, object]], here_name: str,
                 other_name: str) -> list[str]:
    """A table of each figure in both builds and their ratio (time figures: other/here; rates: here/other)."""
    theirs = {str(d["key"]): d for d in other}
    lines = [f"{'figure':<44} {here_name:>12} {other_name:>12} {'ratio':>7}"]
    for f in here:
        d = theirs.get(f.key)
        if d is None:
            continue
        o = float(d["rate"])  # type: ignore[arg-type]
        ratio = (o / f.rate if f.unit == "µs/turn" else f.rate / o) if f.rate and o else 0.0
        lines.append(f"{f.label:<44} {f.rate:>12,.2f} {o:>12,.2f} {ratio:>6.2f}x")
    return lines


def _main(argv: list[str]) -> int:
    """The subprocess side: measure with the build this process runs and print JSON."""
    from .bench import run
    seconds, seed = float(argv[0]), int(argv[1])
    only = set(argv[2].split(",")) if len(argv) > 2 and argv[2] else None
    figs = run(seconds, seed, only) + turn_costs(seconds, seed, only)
    json.dump({"engine": _engine_select.describe(),
               "figures": [{"key": f.key, "rate": f.rate, "count": f.count, "seconds": f.seconds} for f in figs]},
              sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
