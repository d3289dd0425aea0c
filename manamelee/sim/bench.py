"""`manamelee bench`: the speed figures issues 7 and 18 set targets for, each on one core.

Random two-player games/s, random 4-player Free-for-All games/s, random Two-Headed Giant games/s,
random 16-player Grand Melee games/s, decisions/s and ``Game.copy()`` calls/s on a mid-game
4-player state. Each figure is measured in this single-threaded process over a budget of CPU time
(``time.process_time``), so it is the rate of one core even when other processes share the machine.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from ..agents.random_agent import RandomAgent
from ..configs import make_config
from ..engine.game import Game
from .collector import collector_paused

KEYS = ("duel", "ffa4", "2hg", "gm16", "decisions", "copies")
"""The figures, in the order they are printed."""

TARGETS = {"duel": 150.0, "ffa4": 45.0, "gm16": 6.0, "decisions": 20_000.0, "copies": 5_000.0}
"""Issue 18's targets for the compiled engine on one core (games/s, decisions/s; ``Game.copy()``/s is issue 7's)."""


@dataclass(slots=True)
class Figure:
    """One benchmark line: what was measured, the rate, its unit and the target (if any)."""

    key: str
    label: str
    rate: float
    unit: str
    count: int
    seconds: float
    target: float | None = None

    @property
    def ok(self) -> bool | None:
        return None if self.target is None else self.rate >= self.target

    def line(self) -> str:
        tgt = "" if self.target is None else f"  (target >= {self.target:,.0f}: {'ok' if self.ok else 'BELOW'})"
        return f"{self.label:<40} {self.rate:>10,.1f} {self.unit}  [{self.count} in {self.seconds:.1f} s]{tgt}"


def _play(game: Game, agents: list[RandomAgent]) -> int:
    """Play a game to the end with random agents (which look at no view); the number of decisions."""
    n = 0
    while not game.over:
        d = game.pending()[0]
        game.submit(d.id, agents[d.player].choose(None, d))      # the random agent never reads its view
        n += 1
    return n


def _games(variant: str, players: int, seconds: float, seed: int) -> tuple[int, int, float]:
    cfg = make_config(players, variant=variant, seed=seed)
    agents = [RandomAgent(seed + i) for i in range(players)]
    games = decisions = 0
    t0 = time.process_time()
    while True:
        with collector_paused():          # as manamelee simulate plays: the game made and dropped inside
            decisions += _play(Game.new(cfg, seed + games), agents)
        games += 1
        el = time.process_time() - t0
        if el >= seconds:
            return games, decisions, el


def _mid_game(players: int = 4, seed: int = 7, decisions: int = 400) -> Game:
    """A 4-player Free-for-All game some turns in (permanents out, cards in hands and graveyards)."""
    g = Game.new(make_config(players, variant="ffa", seed=seed), seed)
    agents = [RandomAgent(seed + i) for i in range(players)]
    for _ in range(decisions):
        if g.over:
            break
        d = g.pending()[0]
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
    return g


def run(seconds: float = 5.0, seed: int = 1, only: set[str] | None = None,
        report: Callable[[Figure], None] | None = None) -> list[Figure]:
    """Measure every figure (or those in ``only``) for about ``seconds`` each."""
    out: list[Figure] = []

    def add(f: Figure) -> None:
        out.append(f)
        if report is not None:
            report(f)

    total_dec, total_time = 0, 0.0
    for key, label, variant, n in (("duel", "random two-player games/s", "duel", 2),
                                   ("ffa4", "random 4-player Free-for-All games/s", "ffa", 4),
                                   ("2hg", "random Two-Headed Giant games/s", "two-headed-giant", 4),
                                   ("gm16", "random 16-player Grand Melee games/s", "grand-melee", 16)):
        if only is not None and key not in only and "decisions" not in only:
            continue
        games, dec, el = _games(variant, n, seconds, seed)
        total_dec += dec
        total_time += el
        if only is None or key in only:
            add(Figure(key, label, games / el, "games/s", games, el, TARGETS.get(key)))
    if only is None or "decisions" in only:
        add(Figure("decisions", "decisions/s (all games above)", total_dec / total_time, "decisions/s",
                   total_dec, total_time, TARGETS["decisions"]))
    if only is None or "copies" in only:
        g = _mid_game()
        n, t0 = 0, time.process_time()
        while True:
            for _ in range(50):
                g.copy()
            n += 50
            el = time.process_time() - t0
            if el >= seconds:
                break
        add(Figure("copies", "Game.copy() calls/s (mid-game, 4 players)", n / el, "copies/s", n, el,
                   TARGETS["copies"]))
    return out
