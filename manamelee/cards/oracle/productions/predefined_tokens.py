"""Predefined tokens (111.10): "create a Treasure token", "create two Food tokens", "create a tapped Treasure
token", "its controller creates a Treasure token". The token definitions are in
``manamelee/cards/model/tokens_predefined.py`` (Treasure 111.10a, Food 111.10b, Clue 111.10f, Blood 111.10g,
Map 111.10s).
"""
from __future__ import annotations

from typing import Any

from lark import Token

from . import Builders, Node, Printers


def _create(who: Node | None, c: list[Any]) -> Node:
    amount, *rest = c
    tapped = any(isinstance(x, Token) and x.type == "PT_TAPPED" for x in rest)
    name = next(str(x) for x in rest if isinstance(x, Token) and x.type == "PREDEFINED")
    word = next(str(x) for x in rest if isinstance(x, Token) and x.type == "TOKEN_WORD")
    return {"e": "predefined_token", "who": who or {"t": "you"}, "n": str(amount), "tapped": tapped, "name": name,
            "word": word}


class Rules:
    def create_predefined(self, c: list[Any]) -> Node:
        return _create(None, c)

    def creates_predefined(self, c: list[Any]) -> Node:
        return _create(c[0], c[1:])


def _print(e: Node) -> str:
    from ..printer import who
    body = f"{e['n']} " + ("tapped " if e["tapped"] else "") + f"{e['name']} {e['word']}"
    return f"create {body}" if e["who"]["t"] == "you" else f"{who(e['who'])} creates {body}"


def _build(e: Node) -> tuple:
    from ..build import BuildError, number, sel
    from ...model.amounts import X
    from ...model.tokens_predefined import PREDEFINED, CreatePredefined
    n: Any = X if e["n"] == "X" else number(e["n"])        # 107.3: "create X Treasure tokens"
    if (n == 1) != (e["word"] == "token") or e["name"] not in PREDEFINED:
        raise BuildError("token/tokens does not agree with the number")
    return (CreatePredefined(e["name"], n, sel(e["who"]), e["tapped"]),)


# The keywords the oracle facts list for these cards: Treasure and Food name themselves; a Map's reminder is
# about exploring (701.40); "create a Clue token" lists none (Investigate is the keyword action, 701.36).
_FACTS = {"Treasure": {"Treasure"}, "Food": {"Food"}, "Map": {"Explore"}, "Clue": set(), "Blood": set()}

PRINT = Printers(effect={"predefined_token": _print})
BUILD = Builders(effect={"predefined_token": _build}, facts={"predefined_token": lambda e: set(_FACTS[e["name"]])})
