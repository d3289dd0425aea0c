"""Foretell (702.143): the keyword line "Foretell [cost]", "If this spell was foretold, <effect>." (702.143c) and the
static "Foretelling cards from your hand costs {1} less and can be done on any player's turn." (Cosmos Charger). The engine side is engine/foretell.py (the special action
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

    def foretell_cheaper_any_turn(self, c: list[Any]) -> Node:
        return {"k": "foretell_cheaper_any_turn", "cost": str(c[0])}


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


def _build_cheaper_any_turn(a: Node, text: str, parts: Any) -> None:
    from ....engine.definitions import StaticAbility
    from ....engine.foretell import CHEAPER_ANY_TURN
    from ..build import BuildError
    if a["cost"] != "{1}":
        raise BuildError("foretelling cheaper by another amount than {1}")
    parts.static.append(StaticAbility(rule=CHEAPER_ANY_TURN, text=text))


PRINT = Printers(keyword={"Foretell": lambda kw: f"Foretell {kw['cost']}"}, effect={"if_foretold": _print_if_foretold},
                 ability={"foretell_cheaper_any_turn": lambda a: (f"Foretelling cards from your hand costs {a['cost']} "
                                                                  "less and can be done on any player's turn.")})
BUILD = Builders(keyword={"Foretell": _build_foretell}, effect={"if_foretold": _build_if_foretold},
                 ability={"foretell_cheaper_any_turn": _build_cheaper_any_turn})
