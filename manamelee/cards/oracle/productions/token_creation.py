"""More ways to create tokens (701.6a): "<its controller / target player / each opponent> creates <a token>"
(111.2: under that player's control), "create a <token> for each <Elf you control / opponent you have / card in
your hand>" (the number counted as the instruction resolves, 608.2h), and "create X <tokens>" (107.3)."""
from __future__ import annotations

from typing import Any

from lark import Token

from . import Builders, Node, Printers

_FE_TYPES = {"land": "Land", "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment"}


class Rules:
    def creates_token(self, c: list[Any]) -> Node:
        return {"e": "token_by", "who": c[0], "token": self.create_token(c[1:])}   # type: ignore[attr-defined]

    def fe_you_control(self, c: list[Any]) -> Node:
        return {"each": str(c[0]), "what": "control"}

    def fe_opponent(self, c: list[Any]) -> Node:
        return {"each": "opponent", "what": "have"}

    def fe_hand(self, c: list[Any]) -> Node:
        return {"each": "card", "what": "hand"}

    def create_token_for_each(self, c: list[Any]) -> Node:
        return {"e": "token_for_each", "token": c[0], "for": c[1]}


def _tail(e: Node) -> str:
    from ..printer import effect
    return effect(e)[len("create "):]


def _p_for_each(e: Node) -> str:
    from ..printer import effect
    f = e["for"]
    what = {"control": f"{f['each']} you control", "have": "opponent you have", "hand": "card in your hand"}[f["what"]]
    return f"{effect(e['token'])} for each {what}"


PRINT = Printers(effect={"token_by": lambda e: f"{_who(e['who'])} creates {_tail(e['token'])}",
                         "token_for_each": _p_for_each})


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


def _b_for_each(e: Node) -> tuple:
    from ..build import BuildError, _token
    from ...dsl.effects_permanents import CreateToken
    from ...model.amounts import Count, HandSize
    from ...model.filters import AllOf, ControlledBy, HasSubtype, HasSupertype, HasType, YOU
    from ...model.tokens_predefined import OpponentsCount
    tok, f = e["token"], e["for"]
    if tok["n"] not in ("a", "an"):
        raise BuildError("'for each' with a number of tokens other than one")
    if f["what"] == "have":
        amount: Any = OpponentsCount()
    elif f["what"] == "hand":
        amount = HandSize()
    else:
        kind = f["each"]
        if kind == "basic land":
            what: Any = AllOf((HasSupertype("Basic"), HasType(("Land",))))
        elif kind in _FE_TYPES:
            what = HasType((_FE_TYPES[kind],))
        else:
            what = HasSubtype((kind,))                   # "for each Elf you control", "for each Forest you control"
        amount = Count(AllOf((what, ControlledBy(YOU))))
    return (CreateToken(_token(tok), amount),)


BUILD = Builders(effect={"token_by": _b_token_by, "token_for_each": _b_for_each})
