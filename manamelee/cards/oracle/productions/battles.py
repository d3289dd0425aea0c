"""310 Battles: "this Siege" / "this battle" as the subject of a battle's own abilities (310.11), and a sentence
of two instructions joined by "and" ("When this Siege enters, you gain 4 life and draw a card.", 608.2c: the
instructions are followed in the order written).

A Siege's back face is compiled as the card's other face (712); its intrinsic ability (310.11b) is the engine's
(``engine/battles.py``), so the compiler adds nothing for it."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def self_ref_battle(self, c: list[Any]) -> Node:
        return {"t": "self", "self": f"this {c[0]}"}

    def sentence_and(self, c: list[Any]) -> Node:
        return {"e": "and", "first": c[0], "second": c[1]}


def _print_and(e: Node) -> str:
    from ..printer import effect
    return f"{effect(e['first'])} and {effect(e['second'])}"


def _build_and(e: Node) -> tuple[Any, ...]:
    from ..build import effects_of
    return effects_of([e["first"], e["second"]])


PRINT = Printers(effect={"and": _print_and})
BUILD = Builders(effect={"and": _build_and})
