"""Evasion keywords (702.13 intimidate, 702.28 shadow, 702.31 horsemanship, 702.36 fear, 702.118 skulk) — checked
by ``engine/combat_rules.evasion_allows`` as blocks are declared — flanking (702.25a, a triggered ability of the
card) and protection from a card type or from (multi/mono)colored (702.16a, ``engine/scope.protected_from``)."""
from __future__ import annotations

from typing import Any

from . import Builders, Printers

EVASION = ("Fear", "Intimidate", "Shadow", "Horsemanship", "Skulk")


class Rules:
    def kw_evasion(self, c: list[Any]) -> str:
        return str(c[0]).capitalize()

    def prot_several(self, c: list[Any]) -> dict[str, Any]:
        return {"kw": "Protection", "from": [str(x) for x in c]}


def _evasion(kw: Any, parts: Any) -> None:
    parts.keywords.add(kw)


def _flanking(kw: Any, parts: Any) -> None:
    """702.25a: "Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets
    -1/-1 until end of turn." (702.25b: each instance triggers; the keyword list names it once.)"""
    from ....engine import events as ev
    from ...dsl.effects_continuous import Pump
    from ...dsl.selectors import EventObject
    from ...dsl.triggers import when_event
    from ...model.flanking import BlockedByNonFlanker
    parts.keywords.add("Flanking")
    parts.triggered.append(when_event(ev.BLOCKS, BlockedByNonFlanker(), [Pump(-1, -1, EventObject("obj"))],
                                      text="Flanking"))


def _protections(kw: Any, parts: Any) -> None:
    from ..build import BuildError
    if len(set(kw["from"])) != len(kw["from"]):
        raise BuildError("protection from one colour twice")
    parts.keywords.update(f"Protection from {q}" for q in kw["from"])


def _print_protections(kw: dict[str, Any]) -> str:
    q = [f"from {x}" for x in kw["from"]]
    return "protection " + (" and ".join(q) if len(q) == 2 else ", ".join(q[:-1]) + ", and " + q[-1])


PRINT = Printers(keyword={"Protection": _print_protections})
BUILD = Builders(keyword={**{k: _evasion for k in EVASION}, "Flanking": _flanking, "Protection": _protections},
                 grantable=frozenset(EVASION))
