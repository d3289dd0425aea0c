"""Python's cyclic garbage collector held back while a batch plays a game (issue 18).

A game makes no reference cycles (tests/sim/test_collector.py plays every variant and finds none), so the
collector's passes during one free nothing; what they do is walk the game's growing event log and state again,
mostly out of the processor's caches: about 9% of a 16-player turn's time and 4% of a duel's
(docs/performance.md, "Issue 18, tenth round"). The drivers that play games one after another (``manamelee
simulate``, ``manamelee bench``) pause it for each game; it runs again between games, so whatever cycles an
agent or a card script may leave are collected then. Interactive play keeps the collector as Python sets it.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def collector_paused() -> Iterator[None]:
    """Disable the cyclic collector for the block; afterwards it is as it was (also when the block raises).

    Make and drop the game inside the block: the objects a game made are freed with it (and the collector's count
    of new objects falls back with them), while a game still alive when the collector resumes is walked whole at
    its next pass."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
