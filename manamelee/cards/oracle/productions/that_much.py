"""Life gained or lost equal to the triggering event's amount ("you gain that much life", 119.3): the event's damage
(120.3), life gained or life lost (the model's ``EventAmount``). The oracle texts use it in triggered abilities only
(an ability without a triggering event has no "that much")."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def gain_that_much(self, c: list[Any]) -> Node:
        return {"e": "life_that_much", "gain": True, "who": {"t": "you"}}

    def lose_that_much(self, c: list[Any]) -> Node:
        return {"e": "life_that_much", "gain": False, "who": {"t": "you"}}

    def loses_that_much(self, c: list[Any]) -> Node:
        return {"e": "life_that_much", "gain": False, "who": c[0]}


def _print(e: Node) -> str:
    from ..printer import who
    if e["who"].get("t") == "you":
        return f"you {'gain' if e['gain'] else 'lose'} that much life"
    return f"{who(e['who'])} loses that much life"


def _build(e: Node) -> tuple:
    from ..build import sel
    from ...dsl.effects_damage_life import GainLife, LoseLife
    from ...model.amounts import EVENT_AMOUNT
    w = sel(e["who"])
    return (GainLife(EVENT_AMOUNT, w),) if e["gain"] else (LoseLife(EVENT_AMOUNT, w),)


PRINT = Printers(effect={"life_that_much": _print})
BUILD = Builders(effect={"life_that_much": _build})
