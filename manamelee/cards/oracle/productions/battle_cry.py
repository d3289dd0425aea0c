"""702.91a Battle cry: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of
turn." The keyword is built as that triggered ability, compiled from its meaning by the grammar's own attack
trigger and group effect (productions/statics_more), so it behaves exactly like the printed wording; several
instances trigger separately (702.91b)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers

MEANING = "Whenever this creature attacks, other attacking creatures get +1/+0 until end of turn."


class Rules:
    def kw_battle_cry(self, c: list[Any]) -> Node:
        # the oracle facts spell the name "Battle Cry", the text "battle cry": the node keeps both
        return {"kw": "Battle Cry", "words": "battle cry"}


def add_meaning(meaning: str, text: str, parts: Any) -> None:
    """Build the ability a keyword stands for (its CR meaning, ``meaning``) onto the card, named ``text``."""
    from ..build import BuildError, _ability
    from ..compiler import compile_ability
    if "Creature" not in parts.types:
        raise BuildError(f"{text} on a card that isn't a creature")
    _ability(compile_ability(meaning), text, parts)


def _build(kw: Any, parts: Any) -> None:
    add_meaning(MEANING, "Battle cry", parts)


PRINT = Printers(keyword={"Battle Cry": lambda kw: str(kw["words"])})
BUILD = Builders(keyword={"Battle Cry": _build})
