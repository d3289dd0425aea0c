"""614.1a "If that creature would die this turn, exile it instead." (Lava Axe's kin, Magma Spray): a replacement
effect on one permanent until the end of the turn. The note ``EXILE_IF_DIES`` holds the turn it applies in; a move
from the battlefield to a graveyard during that turn goes to exile instead (zones.move reads it)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import GameObject

EXILE_IF_DIES = "exile_if_dies_turn"


def mark_exile_if_dies(g: "Game", oid: int) -> None:
    """614.1a: from now until the end of this turn, if ``oid`` would die, it is exiled instead."""
    o = g.objects.get(oid)
    if o is not None:
        o.note[EXILE_IF_DIES] = g.turn_count


def exiled_instead(g: "Game", o: "GameObject") -> bool:
    """614.1a: does the replacement apply to this permanent now (a die event of the turn it was made for)?"""
    return o.note.get(EXILE_IF_DIES) == g.turn_count


__all__ = ["EXILE_IF_DIES", "exiled_instead", "mark_exile_if_dies"]
