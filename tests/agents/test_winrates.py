"""Win-rate targets of the agents (slow: run by `make soak`), measured on the built-in sample decks.

* heuristic vs random: at least 90% of 500 two-player games;
* heuristic (one seat) vs three random players: at least 60% of 500 four-player Free-for-All games;
* mcts vs heuristic: at least 60% of two-player games at a budget of at most 1 second per decision
  (fewer games: each takes tens of seconds).

Seats and decks rotate so every deck meets every other deck from both seats. Games are independent and
seeded, so ``MANAMELEE_WINRATE_WORKERS=n`` plays them in ``n`` processes with the same results. The
measured rates are printed (``pytest -s``).
"""
from __future__ import annotations

import itertools
import os
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pytest

from manamelee.agents import make_agent
from manamelee.configs import make_config
from manamelee.sim.runner import run_game

DECKS = ("white", "blue", "black", "red", "green")
PAIRS = list(itertools.permutations(DECKS, 2))            # every ordered pair of different decks
WORKERS = int(os.environ.get("MANAMELEE_WINRATE_WORKERS", "1"))


def _table(i: int, players: int) -> tuple[int, list[str]]:
    """The hero's seat and the seats' decks in game ``i``: the hero sits at each seat in turn; in duels it
    plays every ordered deck pair, in multiplayer the decks rotate around the table."""
    hero = i % players
    if players == 2:
        a, b = PAIRS[(i // 2) % len(PAIRS)]
        return hero, ([a, b] if hero == 0 else [b, a])
    return hero, [DECKS[(i // players + k) % len(DECKS)] for k in range(players)]


def _one(args: tuple) -> tuple[float, int, float, int]:
    """Play game ``i``; (hero's score, decisions the hero answered, seconds the hero thought, turns)."""
    i, players, hero_name, other_name, hero_options, base = args
    seat, decks = _table(i, players)
    seed = base + i
    agents = [make_agent(hero_name if s == seat else other_name, seed * 16 + s, **(hero_options if s == seat else {}))
              for s in range(players)]
    thinking = [0.0, 0]
    hero = agents[seat]
    inner = hero.choose

    def timed(view: dict, decision: Any) -> int:
        t = time.perf_counter()
        try:
            return inner(view, decision)
        finally:
            thinking[0] += time.perf_counter() - t
            thinking[1] += 1

    hero.choose = timed
    g = run_game(make_config(players, decks, seed=seed), seed, agents)
    r = g.result
    score = 0.5 if r.draw else float(seat in r.winners)
    return score, thinking[1], thinking[0], r.turns


def measure(hero: str, other: str, players: int, games: int, base: int, **hero_options: Any) -> dict:
    """Play ``games`` games of ``hero`` against ``other`` players; the hero's score and thinking time."""
    jobs = [(i, players, hero, other, hero_options, base) for i in range(games)]
    if WORKERS > 1:
        with ProcessPoolExecutor(WORKERS) as ex:
            results = list(ex.map(_one, jobs))
    else:
        results = [_one(j) for j in jobs]
    score = sum(r[0] for r in results)
    decisions = sum(r[1] for r in results)
    seconds = sum(r[2] for r in results)
    out = {"games": games, "score": score, "rate": score / games,
           "seconds_per_decision": seconds / max(1, decisions), "turns": sum(r[3] for r in results) / games}
    print(f"\n{hero}{hero_options or ''} vs {other} x{players - 1}: {score:g}/{games} = {out['rate']:.1%} "
          f"({out['seconds_per_decision'] * 1000:.1f} ms per decision of the {hero} agent, "
          f"{out['turns']:.1f} turns per game)")
    return out


@pytest.mark.slow
def test_heuristic_beats_random_in_at_least_90_percent_of_duels():
    r = measure("heuristic", "random", 2, 500, base=10_000)
    assert r["rate"] >= 0.90, r


@pytest.mark.slow
def test_heuristic_beats_three_random_players_in_at_least_60_percent_of_ffa_games():
    r = measure("heuristic", "random", 4, 500, base=20_000)
    assert r["rate"] >= 0.60, r


MCTS_GAMES = int(os.environ.get("MANAMELEE_MCTS_GAMES", "60"))
MCTS_BUDGET = {"iterations": 80, "time_ms": 1000}        # whichever runs out first: never more than 1 s


@pytest.mark.slow
def test_mcts_beats_heuristic_in_at_least_60_percent_of_duels():
    r = measure("mcts", "heuristic", 2, MCTS_GAMES, base=30_000, **MCTS_BUDGET)
    assert r["rate"] >= 0.60, r
