"""The server's limits (issue 16): worker pool size, think budget, caps on tables, when unwatched tables pause.

``ServerLimits`` is plain data given to ``create_app`` (``manamelee serve`` fills it from its flags);
``check_create_caps`` refuses a new table past a cap with a 429 that says which cap and how to get under it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .tables import LiveTable, TableError


@dataclass(frozen=True, slots=True)
class ServerLimits:
    """What one server allows. Defaults suit a small machine; ``serve`` flags override each one."""

    workers: int = 2                     # processes that run the computer players' decisions
    max_think_ms: int = 1000             # a searching agent's time per decision, at most
    max_computer_tables: int = 8         # unfinished tables without a human seat, server-wide
    max_tables_per_client: int = 16      # unfinished tables created from one client address
    idle_pause_s: float = 180.0          # a table nobody watched for this long pauses its computer players
    batch_answers: int = 32              # answers a worker makes in one go before the server commits them
    batch_ms: int = 200                  # ... or this many milliseconds of play, whichever comes first

    def __post_init__(self) -> None:
        checks = [("workers", self.workers, 1, 64), ("max_think_ms", self.max_think_ms, 1, 600_000),
                  ("max_computer_tables", self.max_computer_tables, 0, 100_000),
                  ("max_tables_per_client", self.max_tables_per_client, 1, 100_000),
                  ("batch_answers", self.batch_answers, 1, 10_000), ("batch_ms", self.batch_ms, 1, 600_000)]
        for name, value, lo, hi in checks:
            if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
                raise ValueError(f"{name} must be a whole number from {lo} to {hi}, got {value!r}")
        if not isinstance(self.idle_pause_s, (int, float)) or not 0 < self.idle_pause_s <= 86_400:
            raise ValueError(f"idle_pause_s must be more than 0 and at most 86400 seconds, got {self.idle_pause_s!r}")


def check_create_caps(limits: ServerLimits, live: Iterable[LiveTable], client: str | None,
                      computer_only: bool) -> None:
    """Refuse (TableError 429, nothing created) a new table past a cap. Finished games don't count:
    they take no CPU, and a client frees its share by finishing or conceding its games."""
    playing = [t for t in live if not t.over]
    if computer_only:
        n = sum(1 for t in playing if t.computer_only)
        if n >= limits.max_computer_tables:
            raise TableError(f"too many tables without a human seat: {n} are in play and this server allows "
                             f"{limits.max_computer_tables}; add a human seat or wait for one to finish", 429)
    if client is not None:
        mine = sum(1 for t in playing if t.creator == client)
        if mine >= limits.max_tables_per_client:
            raise TableError(f"too many tables from your address ({client}): {mine} unfinished, the limit is "
                             f"{limits.max_tables_per_client}; finish or concede one first", 429)
