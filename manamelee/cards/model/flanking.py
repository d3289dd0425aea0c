"""Trigger tests of combat keywords: Flanking (702.25a) triggers when this creature becomes blocked by a creature
without flanking (the blocks event names the blocker as ``obj`` and the attacker it blocks as ``source``)."""
from __future__ import annotations

from .events import EventTest
from .node import node


@node
class BlockedByNonFlanker(EventTest):
    """702.25a: "Whenever this creature becomes blocked by a creature without flanking"."""

    def __call__(self, g, e, src) -> bool:
        return e.source == src and e.obj in g.objects and "Flanking" not in g.chars(e.obj).keywords


__all__ = ["BlockedByNonFlanker"]
