"""Cards moved from graveyards: "If it was a <type> card, <effect>." — a condition on the card an earlier instruction of the same
ability moved ("Exile target card from a graveyard. If it was a creature card, create a 2/2 black Zombie creature
token.", Deluge of the Dead), read from its last known information (608.2h)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def if_it_was_card(self, c: list[Any]) -> Node:
        return {"e": "if_it_was_card", "article": str(c[0]), "type": str(c[1]), "it": {"t": "it"}, "then": c[2]}


def _print(e: Node) -> str:
    from ..printer import effect
    return f"if it was {e['article']} {e['type']} card, {effect(e['then'])}"


def _build(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_flow import If
    from ...model.graveyard_cards import TargetWasCardType
    from ..build import BuildError, effects_of
    if e["it"].get("t") != "it" or "i" not in e["it"]:
        raise BuildError("'it was' names no earlier target")
    return (If(TargetWasCardType(e["it"]["i"], e["type"].capitalize()), effects_of([e["then"]])),)


PRINT = Printers(effect={"if_it_was_card": _print})
BUILD = Builders(effect={"if_it_was_card": _build})
