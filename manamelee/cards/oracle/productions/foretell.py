"""Foretell (702.143): the keyword line "Foretell [cost]" and "If this spell was foretold, <effect>." (702.143c). The engine side is engine/foretell.py (the special action
116.2h, the cast from exile for the foretell cost); a card's foretell cost is ``CardDef.extra["foretell"]`` and
"Foretell" is among its keywords."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_foretell(self, c: list[Any]) -> Node:
        return {"kw": "Foretell", "cost": str(c[0])}

    def if_foretold(self, c: list[Any]) -> Node:
        return {"e": "if_foretold", "then": c[0]}


def _build_foretell(kw: Node, parts: Any) -> None:
    from ....engine.foretell import FORETELL, KEYWORD
    from ..build import BuildError
    if "Land" in parts.types or FORETELL in parts.extra:
        raise BuildError("foretell on a land (305.9: it can't be cast), or twice")
    parts.keywords.add(KEYWORD)
    parts.extra[FORETELL] = kw["cost"]


def _print_if_foretold(e: Node) -> str:
    from .. import printer
    return f"if this spell was foretold, {printer.effect(e['then'])}"


def _build_if_foretold(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_flow import If
    from ...model.foretell import WasForetold
    from ..build import effects_of
    return (If(WasForetold(), tuple(effects_of([e["then"]]))),)


PRINT = Printers(keyword={"Foretell": lambda kw: f"Foretell {kw['cost']}"}, effect={"if_foretold": _print_if_foretold})
BUILD = Builders(keyword={"Foretell": _build_foretell}, effect={"if_foretold": _build_if_foretold})
