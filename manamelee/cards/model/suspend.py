"""Card data of suspend (702.62): "Exile this card with N time counters on it." — a spell with suspend that exiles
itself as it resolves (608.2c) is suspended again (702.62b: in exile, with suspend and a time counter), so its
suspend abilities bring it back (engine/suspend.py)."""
from __future__ import annotations

from ...engine.constants import BATTLEFIELD, EXILE, STACK
from ...engine.resolution import Ctx
from .node import Node, node


@node
class ExileSelfWithTimeCounters(Node):
    """"Exile CARDNAME with N time counters on it.": the spell (or permanent) whose instruction this is goes to exile,
    if it is still the same object (400.7), and gets N time counters there (122.1)."""

    n: int

    def run(self, ctx: Ctx) -> None:
        from ...engine.suspend import put_time_counters
        from ...engine.zones import move
        g = ctx.g
        o = g.objects.get(ctx.source)
        if o is None or o.zone not in (STACK, BATTLEFIELD) or o.token:
            return
        nid = move(g, ctx.source, EXILE, rule="608.2c", key="log.exiled", args={"card": o.card.name})
        if nid is not None and g.objects[nid].zone == EXILE:
            put_time_counters(g, nid, self.n, "608.2c")


__all__ = ["ExileSelfWithTimeCounters"]
