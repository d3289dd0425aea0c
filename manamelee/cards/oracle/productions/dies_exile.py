"""614.1a "If that creature would die this turn, exile it instead.": a replacement effect on the one earlier target
creature until the end of the turn (engine/dies_exile.py)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def exile_if_dies(self, c: list[Any]) -> Node:
        return {"e": "exile_if_dies", "what": c[0], "kind": "creature"}

    def exile_if_dies_pw(self, c: list[Any]) -> Node:
        return {"e": "exile_if_dies", "what": c[0], "kind": "creature or planeswalker"}


def _build(e: Node) -> tuple:
    from ..build import sel
    from ...dsl.effects_dies_exile import ExileIfDiesThisTurn
    return (ExileIfDiesThisTurn(sel(e["what"])),)


PRINT = Printers(effect={"exile_if_dies": lambda e: f"if that {e['kind']} would die this turn, exile it instead"})
BUILD = Builders(effect={"exile_if_dies": _build})
