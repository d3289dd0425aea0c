"""Suspend (702.62): the keyword line "Suspend N—[cost]" and a suspend spell's "Exile CARDNAME with N time counters on
it." The engine side is engine/suspend.py (the special action 116.2f and the two triggered abilities in exile); a
card's suspend is ``CardDef.extra["suspend"]`` (N) and ``extra["suspend_cost"]``, and "Suspend" among its keywords."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_suspend(self, c: list[Any]) -> Node:
        return {"kw": "Suspend", "n": int(str(c[0])), "cost": str(c[1])}

    def exile_self_time_counters(self, c: list[Any]) -> Node:
        return {"e": "exile_self_time", "self": c[0]["self"], "n": c[1], "word": str(c[2])}


def _build_suspend(kw: Node, parts: Any) -> None:
    from ....engine.suspend import KEYWORD, SUSPEND, SUSPEND_COST
    from ..build import BuildError
    if "Land" in parts.types or SUSPEND in parts.extra:
        raise BuildError("suspend on a land (305.9: it can't be cast), or twice")
    if kw["n"] < 1:
        raise BuildError("suspend with no time counters")
    parts.keywords.add(KEYWORD)
    if parts.rec.get("mana_cost") is None:
        from ....engine.casting import NO_MANA_COST
        parts.extra[NO_MANA_COST] = True           # 118.6: only its suspend ability casts it (Ancestral Vision)
    parts.extra[SUSPEND] = kw["n"]
    parts.extra[SUSPEND_COST] = kw["cost"]


def _exile_self(e: Node) -> tuple[Any, ...]:
    from ...model.suspend import ExileSelfWithTimeCounters
    from ..build import number
    return (ExileSelfWithTimeCounters(number(e["n"])),)


PRINT = Printers(keyword={"Suspend": lambda kw: f"Suspend {kw['n']}—{kw['cost']}"},
                 effect={"exile_self_time": lambda e: f"exile {e['self']} with {e['n']} time {e['word']} on it"})
BUILD = Builders(keyword={"Suspend": _build_suspend}, effect={"exile_self_time": _exile_self})
