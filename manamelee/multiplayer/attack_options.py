"""Who a creature may attack: attack multiple players (802), attack left/right (803), adjacent only
(809.3c Emperor, 811.4 Alternating Teams), team combat (805.10a)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.battles import attacked_player

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


def neighbour(g: "Game", p: int, direction: int) -> int | None:
    """The next player still in the game to the left (+1, turn order) or right (-1) of p."""
    n = len(g.players)
    for k in range(1, n):
        q = (p + direction * k) % n
        if not g.players[q].left:
            return q if q != p else None
    return None


def allowed_defenders(g: "Game", p: int, mode: str, adjacent_only: bool) -> set[int] | None:
    """The players p may attack (None = no restriction beyond the opponents in range).

    803.1a/b: only the nearest opponent immediately to the left/right — if the player seated there
    is a teammate, p can't attack at all. 809.3c/811.4: only opponents seated next to p.
    """
    if mode == "left" or mode == "right":
        q = neighbour(g, p, 1 if mode == "left" else -1)
        return {q} if q is not None and g.is_opponent(p, q) else set()
    if adjacent_only:
        out = set()
        for d in (1, -1):
            q = neighbour(g, p, d)
            if q is not None and g.is_opponent(p, q):
                out.add(q)
        return out
    return None


def filter_targets(g: "Game", attacker: int, targets: list, mode: str, adjacent_only: bool) -> list:
    p = g.controller(attacker)
    allowed = allowed_defenders(g, p, mode, adjacent_only)
    if allowed is None:
        return targets
    out = []
    for ref in targets:
        who = attacked_player(g, ref)      # a planeswalker's controller, a battle's protector (310.8b)
        if who in allowed:
            out.append(ref)
    return out
