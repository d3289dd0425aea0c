"""702.114 Devoid: the card is colorless in every zone, whatever its mana cost (a characteristic-defining
ability, 604.3, so it applies before any other color-changing effect)."""
from __future__ import annotations

from typing import Any

from . import Builders


class Rules:
    def kw_devoid(self, c: list[Any]) -> str:
        return "Devoid"        # a keyword without parameters is its name; one with parameters a {"kw": ...} node


def _build(kw: Any, parts: Any) -> None:
    parts.fields["colors"] = frozenset()      # 702.114a
    parts.keywords.add("Devoid")


BUILD = Builders(keyword={"Devoid": _build})
