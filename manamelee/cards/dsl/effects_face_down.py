"""Effects that put cards onto the battlefield face down (708): manifest (701.34)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.resolution import Ctx
from .selectors import YOU, Sel


@dataclass(frozen=True, slots=True)
class ManifestTop:
    """701.34a: "manifest the top card of your library": it becomes a 2/2 face-down creature on the battlefield
    under that player's control (701.34e: several cards, one at a time)."""

    amount: int = 1
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        from ...engine.face_down import manifest
        g = ctx.g
        for p in self.who.players(ctx):
            for _ in range(self.amount):
                lib = g.players[p].library
                if not lib:
                    break
                manifest(g, p, lib[0])
