"""610.3c: "exile <object> until <this permanent> leaves the battlefield". The exiled cards are remembered on the
permanent (note ``EXILED_UNTIL_LEAVES``); immediately after the permanent leaves the battlefield they return to the
battlefield under their owners' control (no trigger, no stack). If the permanent already left when the effect
resolves, nothing is exiled."""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from .constants import BATTLEFIELD, EXILE

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import GameObject

EXILED_UNTIL_LEAVES: Final = "exiled_until_leaves"


def exile_until_leaves(g: "Game", source: int, oid: int) -> int | None:
    """Exile ``oid`` until ``source`` leaves the battlefield (610.3c); the exiled card's new id, or None when the
    source is no longer on the battlefield (the effect does nothing) or the object couldn't move."""
    from .zones import exile
    if source not in g.battlefield or oid not in g.objects:
        return None
    nid = exile(g, oid, rule="610.3c")
    if nid is not None:
        held: list[int] = list(g.objects[g._keys[source]].note.get(EXILED_UNTIL_LEAVES, ()))
        held.append(nid)
        g.objects[g._keys[source]].note[EXILED_UNTIL_LEAVES] = held
    return nid


def return_exiled(g: "Game", left: "GameObject") -> None:
    """610.3c: ``left`` has just left the battlefield: each card it holds in exile returns to the battlefield
    under its owner's control (a card that already left exile stays where it is: it is a new object, 400.7)."""
    from .zones import move
    held: list[int] = list(left.note.get(EXILED_UNTIL_LEAVES, ()))
    for cid in held:
        o = g.objects.get(cid)
        if o is None or o.zone != EXILE or o.token:
            continue
        move(g, cid, BATTLEFIELD, rule="610.3c", key="log.enters",
             args={"card": o.card.name, "player": g.players[o.owner].name})


__all__ = ["EXILED_UNTIL_LEAVES", "exile_until_leaves", "return_exiled"]
