"""The summary of a batch: win rates per seat, agent and deck with Wilson 95% confidence intervals,
average turns, draws, failed games; computed from result records and printed as a ``rich`` table.

A seat, agent or deck "plays" once per seat it occupies in a game and "wins" when that seat is among
the winners (a team win counts for each member, 810.8 / 808.6). Draws and failed games count as played,
not won. The Wilson interval treats the appearances as independent trials; two copies of one agent in
the same game are not, so read agent and deck intervals of mirror matches as approximate.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Iterable

Z95 = 1.959963984540054


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes in ``n`` trials (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    lo = 0.0 if wins == 0 else max(0.0, centre - half)      # exact ends at 0 and n (no rounding residue)
    hi = 1.0 if wins == n else min(1.0, centre + half)
    return (lo, hi)


@dataclass(slots=True)
class Tally:
    """Games played and won by one seat, agent or deck."""

    played: int = 0
    wins: int = 0

    @property
    def rate(self) -> float:
        return self.wins / self.played if self.played else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.played)


@dataclass(slots=True)
class Summary:
    """Everything the summary table shows, from a list of records."""

    games: int = 0
    finished: int = 0
    draws: int = 0
    errors: int = 0
    turns_total: int = 0
    decisions_total: int = 0
    seats: dict[int, Tally] = field(default_factory=dict)
    agents: dict[str, Tally] = field(default_factory=dict)
    decks: dict[str, Tally] = field(default_factory=dict)

    @property
    def average_turns(self) -> float:
        return self.turns_total / self.finished if self.finished else 0.0

    @property
    def average_decisions(self) -> float:
        return self.decisions_total / self.finished if self.finished else 0.0


def summarize(records: Iterable[dict[str, Any]]) -> Summary:
    """Tally a batch's records (in any order)."""
    s = Summary()
    for rec in records:
        s.games += 1
        failed = "error" in rec
        if failed:
            s.errors += 1
        else:
            s.finished += 1
            s.turns_total += rec["turns"]
            s.decisions_total += rec["decisions"]
            if rec["draw"]:
                s.draws += 1
        winners = set() if failed else set(rec["winners"])
        for seat in rec["seats"]:
            won = seat["seat"] in winners
            for table, key in ((s.seats, seat["seat"]), (s.agents, seat["agent"]), (s.decks, seat["deck"])):
                t = table.get(key)
                if t is None:
                    t = table[key] = Tally()
                t.played += 1
                t.wins += won
    return s


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def render(s: Summary, elapsed: float | None = None, interrupted: bool = False) -> Any:
    """The summary as a ``rich`` renderable: one table (sections per seat, agent, deck) and a totals line."""
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    title = f"{s.games} games" + (" (interrupted)" if interrupted else "")
    t = Table(title=title, title_justify="left")
    for col, just in (("", "left"), ("played", "right"), ("wins", "right"), ("win rate", "right"),
                      ("95% CI", "right")):
        t.add_column(col, justify=just)   # type: ignore[arg-type]
    sections = (("seat", {f"seat {k}": v for k, v in sorted(s.seats.items())}),
                ("agent", {f"agent {k}": v for k, v in sorted(s.agents.items())}),
                ("deck", {f"deck {k}": v for k, v in sorted(s.decks.items())}))
    for n, (_, rows) in enumerate(sections):
        for label, tally in rows.items():
            lo, hi = tally.interval
            t.add_row(label, str(tally.played), str(tally.wins), _pct(tally.rate), f"{_pct(lo)}-{_pct(hi)}")
        if n < len(sections) - 1 and rows:
            t.add_section()
    parts = [f"average turns {s.average_turns:.1f}", f"average decisions {s.average_decisions:.1f}",
             f"draws {s.draws} ({_pct(s.draws / s.finished if s.finished else 0.0)})"]
    if s.errors:
        parts.append(f"failed games {s.errors}")
    if elapsed:
        parts.append(f"{s.games / elapsed:.2f} games/s")
    return Group(t, Text(", ".join(parts)))
