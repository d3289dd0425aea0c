"""Trigger tests about creatures dying (700.4), read from the dying creature's last known information (603.10a)."""
from __future__ import annotations

from typing import Any

from ...engine.constants import BATTLEFIELD, GRAVEYARD
from .events import EventTest, source_controller
from .node import node

_WHOSE = ("any", "yours", "opponents")


@node
class CreatureDies(EventTest):
    """A creature dies: anyone's ("any"), one the source's controller controlled ("yours"), or one an opponent of
    theirs controlled ("opponents", 102.3), as it last existed; ``other``: not the source itself ("another")."""

    whose: str = "any"
    other: bool = False

    def __post_init__(self) -> None:
        if self.whose not in _WHOSE:
            raise ValueError(f"unknown dies subject {self.whose!r}")

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        if e.from_zone != BATTLEFIELD or e.to_zone != GRAVEYARD or e.data is None:
            return False
        lki = e.data
        if "Creature" not in lki.chars.types or (self.other and e.obj == src):
            return False
        if self.whose == "any":
            return True
        me = source_controller(g, src)
        if self.whose == "yours":
            return lki.controller == me
        return me is not None and g.is_opponent(me, lki.controller)


__all__ = ["CreatureDies"]
