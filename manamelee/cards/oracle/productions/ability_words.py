"""207.2c ability words: "Threshold — ...", "Heroic — ...". An ability word has no rules meaning: the ability after
the dash is compiled as it would be without it (a triggered ability keeps the word on its node, as Landfall does;
a static or activated ability, or a spell's instructions, is wrapped in an ``aw`` node). The oracle facts list the
word among the card's keywords, so the node reports it (``facts``).
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def ability_word_named(self, c: list[Any]) -> Node:
        return {"ability_word": str(c[0])}

    def aw_static(self, c: list[Any]) -> Node:
        return {"k": "aw", "word": c[0]["ability_word"], "ability": c[1]}

    aw_activated = aw_static
    aw_spell = aw_static


def _print(a: Node) -> str:
    from ..printer import ability
    return f"{a['word']} — {ability(a['ability'])}"


def _build(a: Node, text: str, parts: Any) -> None:
    from ..build import _ability
    _ability(a["ability"], text, parts)


PRINT = Printers(ability={"aw": _print})
BUILD = Builders(ability={"aw": _build}, facts={"aw": lambda a: {a["word"]}})
