"""Goad (701.38): the goaded designation on a creature, its attack requirements (508.1d) and its duration."""
from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

GOADED: Final = "goaded"
"""``GameObject.note`` key: the seats of the players who goaded the creature, in goading order (701.38b-c)."""


def goad(g: "Game", oid: int, by: int, rule: str = "701.38a") -> bool:
    """701.38a: ``by`` goads creature ``oid`` until ``by``'s next turn; 701.38d: goading it again has no effect."""
    o = g.objects.get(oid)
    if o is None or o.zone != "battlefield" or g.players[by].left:
        return False
    marks: tuple[int, ...] = o.note.get(GOADED, ())
    if by in marks:
        return False                         # 701.38d: no additional requirement
    o.note[GOADED] = marks + (by,)
    g.goaded = True
    g.note("log.goaded", rule, args={"card": o.card.name, "player": g.players[by].name})
    return True


def goaders(g: "Game", oid: int) -> tuple[int, ...]:
    """The players who goaded this creature (701.38c: several at once)."""
    o = g.objects.get(oid)
    return o.note.get(GOADED, ()) if o is not None else ()


def end_goad(g: "Game", players: tuple[int, ...], rule: str = "701.38a") -> None:
    """701.38a: at the start of a player's turn, the creatures they goaded stop being goaded by them (also when
    the goading player leaves the game: that turn never comes). Nothing to look at before the first goad."""
    if not g.goaded:
        return
    for oid in g.battlefield:
        o = g.objects[g._keys[oid]]
        marks: tuple[int, ...] | None = o.note.get(GOADED)
        if not marks:
            continue
        rest = tuple(p for p in marks if p not in players)
        if rest != marks:
            if rest:
                o.note[GOADED] = rest
            else:
                del o.note[GOADED]
            g.note("log.goad_ends", rule, args={"card": o.card.name})


def goad_targets(marks: tuple[int, ...], targets: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """508.1d with 701.38b-c: the attack targets of a goaded creature that obey the most requirements. Each goader
    adds "attacks if able" (any target obeys it) and "attacks a player other than the goader if able" (only a
    player who is not that goader obeys it)."""
    if not targets:
        return []

    def obeyed(r: tuple[Any, ...]) -> int:
        return len(marks) + (sum(1 for p in marks if p != r[1]) if r[0] == "player" else 0)

    best = max(obeyed(r) for r in targets)
    return [r for r in targets if obeyed(r) == best]
