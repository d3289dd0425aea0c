"""Card data of casting rules (601.2f): a spell's own cost changes, read by the engine's cost total
(``engine/alt_casting.py``, ``extra["self_cost"]``)."""
from __future__ import annotations

from typing import Any

from .amounts import Amount
from .conditions import Condition
from .node import Node, node


@node
class SelfCostChange(Node):
    """601.2f: "This spell costs {N} less (more) to cast [for each <thing>] [if <condition>]"; affinity for
    artifacts (702.41a) is "{1} less for each artifact you control". ``n``: generic mana per unit, negative for
    less; ``per``: the count (None: once); ``condition``: when it applies (None: always)."""

    n: int
    per: Amount | None = None
    condition: Condition | None = None

    def delta(self, g: Any, p: int, card: Any) -> int:
        if self.condition is not None and not self.condition.holds(g, -1, p, None, None):
            return 0
        return self.n * (self.per(g, p) if self.per is not None else 1)
