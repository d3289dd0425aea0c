"""Day and night (728) as card data: "Whenever day becomes night or night becomes day" (a trigger on the game's
designation changing, not on it first becoming day or night), "it becomes night" (an effect), "if it's night" (a
condition), and "If it's neither day nor night, it becomes day as this creature enters." (engine/day_night.py)."""
from __future__ import annotations

from typing import Any

from ...engine.day_night import DAY, NIGHT, becomes
from .conditions import Condition
from .events import EventTest
from .node import Node, node


@node
class DayNightChanges(EventTest):
    """"Whenever day becomes night or night becomes day" (``to`` empty), "Whenever night becomes day" (``to`` day):
    728.1a — a change from one designation to the other, not the game first getting one."""

    to: str = ""

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        return e.data in (DAY, NIGHT) and (not self.to or g.day_night == self.to)


@node
class BecomeDayNight(Node):
    """"It becomes day." / "It becomes night." (728.1); ``value`` "toggle": "If it's night, it becomes day.
    Otherwise, it becomes night." """

    value: str

    def run(self, ctx: Any) -> None:
        g = ctx.g
        if self.value == "toggle":
            becomes(g, DAY if g.day_night == NIGHT else NIGHT, "728.1")
        else:
            becomes(g, self.value, "728.1")


@node
class IsDayNight(Condition):
    """"if it's night" / "if it's day" / "if it's neither day nor night" (``value`` "" for neither)."""

    value: str

    def holds(self, g: Any, src: int, me: int, e: Any, ctx: Any) -> bool:
        return bool(g.day_night == self.value)


__all__ = ["DayNightChanges", "BecomeDayNight", "IsDayNight"]
