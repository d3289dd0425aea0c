"""614.1a "If that creature would die this turn, exile it instead." (Lava Axe's kin, Magma Spray): a replacement
effect on one permanent until the end of the turn. The note ``EXILE_IF_DIES`` holds the turn it applies in; a move
from the battlefield to a graveyard during that turn goes to exile instead (zones.move reads it).

614.1a "If this would be put into a graveyard from anywhere, exile it instead." (the back faces of disturb cards,
702.146): a static ability of the object itself, the ``extra`` flag ``EXILE_NOT_GRAVEYARD`` of the face it shows."""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import GameObject

EXILE_IF_DIES: Final = "exile_if_dies_turn"
EXILE_NOT_GRAVEYARD: Final = "exile_not_graveyard"


def mark_exile_if_dies(g: "Game", oid: int) -> None:
    """614.1a: from now until the end of this turn, if ``oid`` would die, it is exiled instead."""
    o = g.objects.get(oid)
    if o is not None:
        o.note[EXILE_IF_DIES] = g.turn_count


def exiled_instead(g: "Game", o: "GameObject") -> bool:
    """614.1a: does the replacement apply to this permanent now (a die event of the turn it was made for)?"""
    return o.note.get(EXILE_IF_DIES) == g.turn_count


def exiled_from_anywhere(g: "Game", o: "GameObject") -> bool:
    """614.1a: has ``o`` its own "If this would be put into a graveyard from anywhere, exile it instead."? Read from
    the face it shows: a disturb card's back face on the stack or the battlefield (712.8c-e), never the card in
    another zone (712.8a: its front face only); not a permanent that lost all abilities (613.1f)."""
    if not (o.card.extra and o.card.extra.get(EXILE_NOT_GRAVEYARD)):
        return False
    from .constants import BATTLEFIELD
    return o.zone != BATTLEFIELD or not g.chars(o.id).abilities_removed


__all__ = ["EXILE_IF_DIES", "EXILE_NOT_GRAVEYARD", "exiled_from_anywhere", "exiled_instead", "mark_exile_if_dies"]
