"""'you take the initiative' (723.1, 723.3): the player designation of engine/initiative.py; taking it makes its
holder venture into Undercity (723.2, engine/dungeons.py)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def take_initiative(self, c: list[Any]) -> Node:
        return {"e": "take_initiative"}


def _build(e: Node) -> tuple[Any, ...]:
    from ...model.effects_initiative import TakeTheInitiative
    return (TakeTheInitiative(),)


PRINT = Printers(effect={"take_initiative": lambda e: "you take the initiative"})
BUILD = Builders(effect={"take_initiative": _build})
