"""610.3c "Exile <target> until this permanent leaves the battlefield." as a DSL effect (engine/exile_until.py)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.exile_until import exile_until_leaves
from ...engine.resolution import Ctx
from .selectors import TARGET, Sel


@dataclass(frozen=True, slots=True)
class ExileUntilLeaves:
    """Exile each of ``who`` until the ability's source leaves the battlefield (610.3c: nothing happens when the
    source already left)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            exile_until_leaves(ctx.g, ctx.source, oid)
