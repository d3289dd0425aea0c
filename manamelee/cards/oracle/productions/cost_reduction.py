"""601.2f "<Kind> spells you cast cost {N} less to cast.": a cost-changing static ability of a permanent (the DSL's
``spells_cost``, engine/costs.py), for the kinds instant and sorcery, artifact, enchantment, creature, noncreature.
A reduction lowers only the generic part of the cost (601.2f)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def spells_cost_less(self, c: list[Any]) -> Node:
        return {"k": "spells_cost_less", "kind": str(c[0]), "n": int(str(c[1])[1:-1])}


def _filter(kind: str) -> Any:
    from ...model.filters import IS_ARTIFACT, IS_CREATURE, IS_ENCHANTMENT, IS_INSTANT_OR_SORCERY, Not
    return {"instant and sorcery": IS_INSTANT_OR_SORCERY, "artifact": IS_ARTIFACT, "enchantment": IS_ENCHANTMENT,
            "creature": IS_CREATURE, "noncreature": Not(IS_CREATURE)}[kind.lower()]


def _build(a: Node, text: str, parts: Any) -> None:
    from ...dsl.statics import spells_cost
    parts.static.append(spells_cost(-a["n"], _filter(a["kind"]), whose="you", text=text))


PRINT = Printers(ability={"spells_cost_less": lambda a: f"{a['kind']} spells you cast cost {{{a['n']}}} less to cast."})
BUILD = Builders(ability={"spells_cost_less": _build})
