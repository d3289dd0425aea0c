"""Keywords that change what damage does (120.3): infect (702.90), wither (702.80) and toxic N (702.164).

They are static abilities the engine reads as the damage is dealt (``engine/damage_results.py``): the card only
carries the keyword. Toxic keeps its N in the keyword name ("Toxic 2"), so that a creature's total toxic value is
the sum over its keywords (702.164b). Infect and wither may be granted ("Enchanted creature has infect.").
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_infect(self, c: list[Any]) -> str:
        return "Infect"

    def kw_wither(self, c: list[Any]) -> str:
        return "Wither"

    def kw_toxic(self, c: list[Any]) -> Node:
        return {"kw": "Toxic", "n": int(str(c[0]))}


def _simple(name: str):
    def build(kw: Any, parts: Any) -> None:
        parts.keywords.add(name)
    return build


def _toxic(kw: Node, parts: Any) -> None:
    from ....engine.damage_results import TOXIC_PREFIX
    from ..build import BuildError
    if "Creature" not in parts.types or kw["n"] < 1:
        raise BuildError("toxic on a card that isn't a creature card")
    parts.keywords.add(f"{TOXIC_PREFIX}{kw['n']}")          # 702.164a-b


PRINT = Printers(keyword={"Toxic": lambda k: f"toxic {k['n']}"})
BUILD = Builders(keyword={"Infect": _simple("Infect"), "Wither": _simple("Wither"), "Toxic": _toxic},
                 grantable=frozenset({"Infect", "Wither"}))
