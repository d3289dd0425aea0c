"""702.84a Unearth [cost]: an activated ability from the graveyard, as a sorcery, that returns the card with haste,
exiles it at the next end step and exiles it instead if it would leave the battlefield. The engine part is the DSL's
``unearth`` (dsl/activated_abilities.py, ``UnearthReturn``)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_unearth(self, c: list[Any]) -> Node:
        return {"kw": "Unearth", "cost": str(c[0])}


def _build(kw: Node, parts: Any) -> None:
    from ....engine.constants import PERMANENT_TYPES
    from ...dsl.activated_abilities import unearth
    from ..build import BuildError
    if not parts.types & PERMANENT_TYPES:
        raise BuildError("unearth on a card that isn't a permanent card")
    parts.activated.append(unearth(kw["cost"]))


PRINT = Printers(keyword={"Unearth": lambda kw: f"unearth {kw['cost']}"})
BUILD = Builders(keyword={"Unearth": _build})
