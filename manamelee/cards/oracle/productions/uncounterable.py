"""'This spell can't be countered.' (701.5a): an effect that would counter the spell does nothing to it.

The definition carries ``extra["cant_be_countered"]``; the counter effect (``CounterTargetSpell``) leaves such a
spell on the stack. A spell that doesn't resolve because its targets are illegal (608.2b) still leaves the stack.
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def cant_be_countered(self, c: list[Any]) -> Node:
        return {"k": "cant_be_countered", "self": c[0]["self"]}


def _build(a: Node, text: str, parts: Any) -> None:
    from ..build import BuildError
    if a["self"] != "this spell" and a["self"] != "CARDNAME":
        raise BuildError("'can't be countered' of something that isn't this spell")
    parts.extra["cant_be_countered"] = True


PRINT = Printers(ability={"cant_be_countered": lambda a: f"{a['self'][:1].upper()}{a['self'][1:]} can't be countered."})
BUILD = Builders(ability={"cant_be_countered": _build})
