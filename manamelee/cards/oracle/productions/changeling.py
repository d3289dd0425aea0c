"""702.73 Changeling: the object is every creature type (205.3m), in every zone and even outside the game (702.73a).

A characteristic-defining ability (604.3) that needs no engine code: the card's subtypes are its printed ones plus
every creature type, so every subtype check (filters, "another Goblin", lords, searches) sees them wherever the card
is. It is not grantable: an effect giving changeling would change the types in layer 4, which this doesn't model.
"""
from __future__ import annotations

from typing import Any

from . import Builders


class Rules:
    def kw_changeling(self, c: list[Any]) -> str:
        return "Changeling"


def _build(kw: Any, parts: Any) -> None:
    from ....engine.creature_types import CREATURE_TYPES
    parts.subtypes = parts.subtypes | CREATURE_TYPES           # 702.73a
    parts.keywords.add("Changeling")


BUILD = Builders(keyword={"Changeling": _build})
