"""Selectors of damage recipients that are several kinds at once: "each creature and each player" (120.3: one
instruction, each recipient dealt the damage at the same time)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.resolution import Ctx
from .selectors import EACH_CREATURE, EACH_PLAYER, Sel


@dataclass(frozen=True, slots=True)
class EachCreatureAndPlayer(Sel):
    """Each creature and each player in range (801.10): the creatures, then the players in APNAP order."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        return EACH_CREATURE.refs(ctx) + EACH_PLAYER.refs(ctx)
