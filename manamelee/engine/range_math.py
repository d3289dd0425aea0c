"""Seat arithmetic for range of influence (801.2): distance in seats among players still in the game."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def players_within(g: "Game", p: int, r: int) -> set[int]:
    """801.2: players within ``r`` seats of ``p`` (either direction), counting only players in the game.

    A player is always within their own range (801.2a). Departed players' seats don't count, so
    their neighbours come into each other's range when ranges are next computed (801.2c, 807.4h).
    """
    alive = g.in_game()
    if p not in alive:
        return {p}
    n = len(alive)
    i = alive.index(p)
    out = {p}
    for d in range(1, min(r, n) + 1):
        out.add(alive[(i + d) % n])
        out.add(alive[(i - d) % n])
    return out

