"""Daybound and nightbound (702.145): keywords of the two faces of some transforming double-faced cards.

Each is a keyword the layer system sees (so an effect that removes abilities removes it) and a rules static
(``engine/day_night.py``: DAYBOUND_RULE, NIGHTBOUND_RULE) that tells the engine such a permanent is in play: the
game becomes day or night (702.145d, g), the permanent transforms as day and night change (702.145b-c, e-f) and in
no other way, and a daybound card entering at night enters transformed (702.145b, 712.13a).
"""
from __future__ import annotations

from typing import Any

from . import Builders


class Rules:
    def kw_daybound(self, c: list[Any]) -> str:
        return "Daybound"

    def kw_nightbound(self, c: list[Any]) -> str:
        return "Nightbound"


def _error(msg: str) -> Exception:
    from ..build import BuildError
    return BuildError(msg)


def _build(word: str, rule: str) -> Any:
    def build(kw: Any, parts: Any) -> None:
        from ....engine.definitions import StaticAbility
        if word == "Daybound" and parts.rec.get("layout") != "transform":
            raise _error("daybound on a card that isn't a transforming double-faced card (702.145b)")
        parts.keywords.add(word)
        parts.static.append(StaticAbility(rule=rule, text=word))
    return build


def _builders() -> Builders:
    from ....engine.day_night import DAYBOUND_RULE, NIGHTBOUND_RULE
    return Builders(keyword={"Daybound": _build("Daybound", DAYBOUND_RULE),
                             "Nightbound": _build("Nightbound", NIGHTBOUND_RULE)})


BUILD = _builders()
