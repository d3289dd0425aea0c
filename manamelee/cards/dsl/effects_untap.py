"""502.3 effects of the untap step: "<it> doesn't untap during its controller's next untap step" marks each
permanent so that the next untap step of the player controlling it now leaves it tapped (engine/mana_abilities'
note ``SKIP_UNTAP``, used up by that step)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.mana_abilities import SKIP_UNTAP
from ...engine.resolution import Ctx
from .selectors import TARGET, Sel


@dataclass(frozen=True, slots=True)
class SkipNextUntap:
    """"<permanents> don't untap during its controller's next untap step" (502.3)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            if oid in ctx.g.battlefield:
                ctx.g.objects[oid].note[SKIP_UNTAP] = ctx.g.controller(oid)
