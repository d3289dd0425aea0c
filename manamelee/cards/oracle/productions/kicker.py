"""Kicker (702.33): "Kicker {cost}" — the caster may pay the additional cost (asked only when they can, 601.2b) —
and "If this creature was kicked, it enters with N <kind> counters on it." (702.33d: the permanent remembers that its
spell was kicked; 614.1c). The engine's casting already asks for and pays the kicker (engine/costs.py ``kicker_of``).
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_kicker(self, c: list[Any]) -> Node:
        return {"kw": "Kicker", "cost": str(c[0])}

    def kicked_enters_with(self, c: list[Any]) -> Node:
        return {"k": "kicked_enters_with", "self": c[0]["self"], "n": c[1], "kind": str(c[2]), "noun": str(c[3])}


def _kicker(kw: Node, parts: Any) -> None:
    from ....engine.mana import ManaCost
    from ..build import BuildError
    if "kicker" in parts.extra:
        raise BuildError("two kicker costs (702.33b)")
    parts.extra["kicker"] = ManaCost.parse(kw["cost"])                 # 702.33a


def _kicked_enters(a: Node, text: str, parts: Any) -> None:
    from ...model.counter_keywords import add_as_enters
    from ...model.replacements import EntersWithCounters
    from ..build import BuildError, number
    if not any(x["k"] == "keywords" and any(isinstance(k, dict) and k.get("kw") == "Kicker" for k in x["list"])
               for x in parts.rec["abilities"]):
        raise BuildError("'if this was kicked' on a card without kicker")
    if a["self"] not in ("this creature", "CARDNAME") or "Creature" not in parts.types:
        raise BuildError("'if this was kicked, it enters with' on a card that isn't a creature card")
    n = number(a["n"]) if a["n"] != "X" else 0
    if n < 1 or (n == 1) == (a["noun"] == "counters"):
        raise BuildError("counter/counters does not agree with the number")
    add_as_enters(parts.extra, EntersWithCounters(n, a["kind"]))        # 702.33d, 614.1c


def _print_kicked(a: Node) -> str:
    s = a["self"]
    return f"If {s} was kicked, it enters with {a['n']} {a['kind']} {a['noun']} on it."


PRINT = Printers(keyword={"Kicker": lambda k: f"kicker {k['cost']}"}, ability={"kicked_enters_with": _print_kicked})
BUILD = Builders(keyword={"Kicker": _kicker}, ability={"kicked_enters_with": _kicked_enters})
