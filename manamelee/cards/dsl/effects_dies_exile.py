"""614.1a "If that creature would die this turn, exile it instead." as a DSL effect (engine/dies_exile.py)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.dies_exile import mark_exile_if_dies
from ...engine.resolution import Ctx
from .selectors import TARGET, Sel


@dataclass(frozen=True, slots=True)
class ExileIfDiesThisTurn:
    """Each of ``who`` that would die this turn is exiled instead (614.1a)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            mark_exile_if_dies(ctx.g, oid)
