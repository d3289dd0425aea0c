"""702.115 Ingest: the effect of its trigger, "that player exiles the top card of their library"."""
from __future__ import annotations

from typing import Any

from ...engine import zones
from ...engine.resolution import Ctx
from .node import Node, node


@node
class ExileTopOfLibrary(Node):
    """Each player ``who`` names exiles the top card of their library (406.3: face up); an empty library exiles
    nothing."""

    who: Any

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        for p in self.who.players(ctx):
            lib = g.players[p].library
            if lib:
                zones.exile(g, lib[0], rule="702.115a")
