"""702.135a Afterlife N: "When this permanent is put into a graveyard from the battlefield, create N 1/1 white and
black Spirit creature tokens with flying." Built as that dies trigger (603.6c, 603.10a: it looks back in time),
compiled from its meaning by the grammar's own dies trigger and token creation; each instance triggers
separately (702.135b)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers
from .battle_cry import add_meaning

_WORDS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five"}


class Rules:
    def kw_afterlife(self, c: list[Any]) -> Node:
        return {"kw": "Afterlife", "n": int(str(c[0]))}


def meaning(n: int) -> str:
    """The triggered ability "Afterlife ``n``" stands for, in the grammar's wording."""
    tokens = "token" if n == 1 else "tokens"
    return f"When this creature dies, create {_WORDS[n]} 1/1 white and black Spirit creature {tokens} with flying."


def _build(kw: Node, parts: Any) -> None:
    from ..build import BuildError
    if kw["n"] not in _WORDS:
        raise BuildError(f"afterlife {kw['n']}")
    add_meaning(meaning(kw["n"]), f"Afterlife {kw['n']}", parts)


PRINT = Printers(keyword={"Afterlife": lambda kw: f"afterlife {kw['n']}"})
BUILD = Builders(keyword={"Afterlife": _build})
