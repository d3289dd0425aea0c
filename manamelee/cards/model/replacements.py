"""Replacement effects and cost hooks as data: "enters tapped" / "enters with counters" (614.1c, 614.12),
called as ``as_enters(game, obj)``, and cost hooks (601.2f) called as ``hook(game, player, cost)``.
"""
from __future__ import annotations

from typing import Any

from ...engine.mana import ManaCost
from .node import Node, node


@node
class EntersTapped(Node):
    """"This permanent enters tapped." (614.1c)"""

    def __call__(self, g: Any, o: Any) -> None:
        o.tapped = True


@node
class EntersWithCounters(Node):
    """"[If this was kicked,] it enters with N <kind> counters [and with <keywords>]" (614.1c, 702.33d); the
    keywords last as long as it stays on the battlefield."""

    n: int
    kind: str = "+1/+1"
    keywords: frozenset = frozenset()
    if_kicked: bool = True

    def __call__(self, g: Any, o: Any) -> None:
        from ...engine.objects import ContinuousEffect
        from ..dsl.effects_continuous import _grant_all
        if self.if_kicked and not o.note.get("kicked"):
            return
        o.counters[self.kind] = o.counters.get(self.kind, 0) + self.n
        if self.keywords:
            g.effects.append(ContinuousEffect("6", g.new_timestamp(), o.id, o.controller, (o.id,),
                                              _grant_all(frozenset(self.keywords)), f"while:{o.id}"))


@node
class Undaunted(Node):
    """702.125a: costs {1} less for each opponent you have (702.125b: those who left don't count)."""

    def __call__(self, g: Any, p: int, cost: ManaCost) -> ManaCost:
        return cost.plus_generic(-len(g.opponents(p)))
