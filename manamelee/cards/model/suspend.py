"""Card data of suspend (702.62): "Exile this card with N time counters on it." — a spell with suspend that exiles
itself as it resolves (608.2c) is suspended again (702.62b: in exile, with suspend and a time counter), so its
suspend abilities bring it back (engine/suspend.py); the trigger events of a suspended card's own abilities that work
in exile (113.6b): "Whenever a time counter is removed from this card while it's exiled", "When the last time counter
is removed from this card while it's exiled"."""
from __future__ import annotations

from typing import Any

from ...engine.constants import BATTLEFIELD, EXILE, STACK
from ...engine.resolution import Ctx
from .events import EventTest
from .node import Node, node


@node
class TimeCounterRemoved(EventTest):
    """A time counter was removed from this card while it is in exile (a COUNTERS event of ``src`` with a negative
    amount, 122.1); ``last``: and it was the last one ("When the last time counter is removed ...", 702.62a's
    wording)."""

    last: bool = False

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        from ...engine.suspend import TIME
        if e.obj != src or e.data != TIME or e.amount >= 0:
            return False
        o = g.objects.get(src)
        return o is not None and o.zone == EXILE and (not self.last or o.counters.get(TIME, 0) == 0)


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


__all__ = ["ExileSelfWithTimeCounters", "TimeCounterRemoved"]
