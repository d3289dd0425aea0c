"""Daybound and nightbound (702.145) and the wording of day and night (728).

* "Daybound" / "Nightbound": keywords of the two faces of some transforming double-faced cards.

Each is a keyword the layer system sees (so an effect that removes abilities removes it) and a rules static
(``engine/day_night.py``: DAYBOUND_RULE, NIGHTBOUND_RULE) that tells the engine such a permanent is in play: the
game becomes day or night (702.145d, g), the permanent transforms as day and night change (702.145b-c, e-f) and in
no other way, and a daybound card entering at night enters transformed (702.145b, 712.13a).
* "Whenever day becomes night or night becomes day" / "Whenever night becomes day" (728.1a: a change, not the game
  first getting a designation), "it becomes night" / "it becomes day" (728.1), "if it's night" / "if it's day" /
  "if it's neither day nor night" (conditions), and "If it's neither day nor night, it becomes day as this creature
  enters." (614.12; engine/day_night.py DAY_AS_ENTERS).
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_daybound(self, c: list[Any]) -> str:
        return "Daybound"

    def kw_nightbound(self, c: list[Any]) -> str:
        return "Nightbound"

    def trig_day_night_changes(self, c: list[Any]) -> Node:
        return {"on": "day_night_changes", "to": ""}

    def trig_night_becomes_day(self, c: list[Any]) -> Node:
        return {"on": "day_night_changes", "to": "day"}

    def becomes_day_night(self, c: list[Any]) -> Node:
        return {"e": "becomes_day_night", "value": str(c[0]).lower()}

    def cond_day_night(self, c: list[Any]) -> Node:
        return {"c": "day_night", "value": str(c[0]).lower()}

    def cond_neither_day_nor_night(self, c: list[Any]) -> Node:
        return {"c": "day_night", "value": ""}

    def day_as_enters(self, c: list[Any]) -> Node:
        return {"k": "day_as_enters", "self": c[0]["self"]}


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


def _trigger(ev: Node, effects: tuple[Any, ...], targets: tuple[Any, ...], text: str, optional: bool) -> Any:
    from ....engine.definitions import TriggeredAbility
    from ....engine.events import DAY_NIGHT
    from ...model.day_night import DayNightChanges
    return TriggeredAbility(DAY_NIGHT, DayNightChanges(ev["to"]), tuple(effects), tuple(targets), text, None,
                            optional)


def _effect(e: Node) -> tuple[Any, ...]:
    from ...model.day_night import BecomeDayNight
    return (BecomeDayNight(e["value"]),)


def _condition(c: Node) -> Any:
    from ...model.day_night import IsDayNight
    return IsDayNight(c["value"])


def _day_as_enters(a: Node, text: str, parts: Any) -> None:
    from ....engine.day_night import DAY_AS_ENTERS
    if a["self"] != "CARDNAME" and a["self"].split(" ", 1)[1].lower() not in {t.lower() for t in parts.types}:
        raise _error(f"{a['self']!r} on a card that isn't one")
    parts.extra[DAY_AS_ENTERS] = True


def _cond_text(c: Node) -> str:
    return f"it's {c['value']}" if c["value"] else "it's neither day nor night"


def _builders() -> Builders:
    from ....engine.day_night import DAYBOUND_RULE, NIGHTBOUND_RULE
    return Builders(keyword={"Daybound": _build("Daybound", DAYBOUND_RULE),
                             "Nightbound": _build("Nightbound", NIGHTBOUND_RULE)},
                    trigger={"day_night_changes": _trigger}, effect={"becomes_day_night": _effect},
                    condition={"day_night": _condition}, ability={"day_as_enters": _day_as_enters})


PRINT = Printers(event={"day_night_changes": lambda ev: ("night becomes day" if ev["to"] else
                                                          "day becomes night or night becomes day")},
                 effect={"becomes_day_night": lambda e: f"it becomes {e['value']}"},
                 condition={"day_night": _cond_text},
                 ability={"day_as_enters": lambda a: (f"If it's neither day nor night, it becomes day as {a['self']} "
                                                      "enters.")})


BUILD = _builders()
