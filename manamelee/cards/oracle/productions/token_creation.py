"""More ways to create tokens (701.6a): "<its controller / target player / each opponent> creates <a token>"
(111.2: under that player's control) and "create X <tokens>" (107.3); "create a <token> for each <thing>" is
productions/amounts."""
from __future__ import annotations

from typing import Any

from lark import Token

from . import Builders, Node, Printers

class Rules:
    def creates_token(self, c: list[Any]) -> Node:
        return {"e": "token_by", "who": c[0], "token": self.create_token(c[1:])}   # type: ignore[attr-defined]


def _tail(e: Node) -> str:
    from ..printer import effect
    return effect(e)[len("create "):]


PRINT = Printers(effect={"token_by": lambda e: f"{_who(e['who'])} creates {_tail(e['token'])}"})


def _who(n: Node) -> str:
    from ..printer import who
    return who(n)


def _amount(tok: Node) -> Any:
    from ..build import number
    from ...model.amounts import X
    return X if tok["n"] == "X" else number(tok["n"])


def _b_token_by(e: Node) -> tuple:
    from ...dsl.effects_permanents import CreateToken
    from ..build import _token, sel
    return (CreateToken(_token(e["token"]), _amount(e["token"]), sel(e["who"])),)


BUILD = Builders(effect={"token_by": _b_token_by})
