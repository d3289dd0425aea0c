"""Card data of foretell (702.143): "If this spell was foretold, ..." (702.143c)."""
from __future__ import annotations

from typing import Any

from .conditions import Condition
from .node import node


@node
class WasForetold(Condition):
    """702.143c: this spell was a foretold card before it was cast (whatever cost was paid)."""

    def holds(self, g: Any, src: int, me: int, e: Any, ctx: Any) -> bool:
        from ...engine.foretell import was_foretold
        o = g.objects.get(src)
        return o is not None and was_foretold(o)


__all__ = ["WasForetold"]
