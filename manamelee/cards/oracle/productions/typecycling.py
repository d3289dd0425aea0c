"""702.29e-f Typecycling: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for a [type]
card, reveal it, and put it into your hand. Then shuffle." It is a cycling ability (702.29f): the engine discards
and reports the cycling as for "Cycling [cost]" (keyword "Cycling"), so "whenever you cycle" abilities see it."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def tc_type(self, c: list[Any]) -> Node:
        word = str(c[0])
        return {"type": word[:-len("cycling")].capitalize(), "cost": str(c[1])}

    def tc_basic_land(self, c: list[Any]) -> Node:
        return {"type": "basic land", "cost": str(c[0])}

    def typecycling_list(self, c: list[Any]) -> Node:
        return {"k": "typecycling", "list": list(c)}


def _word(x: Node) -> str:
    """The keyword's name as the oracle facts list it ("Swampcycling", "Basic landcycling")."""
    return x["type"].capitalize() + "cycling"


def _text(a: Node) -> str:
    s = ", ".join(f"{_word(x).lower()} {x['cost']}" for x in a["list"])
    return s[:1].upper() + s[1:]


def typecycling_ability(kind: str, cost: str) -> Any:
    """702.29e: one "[kind]cycling [cost]" as an activated ability from the hand: pay, discard this card, then
    search for a card of ``kind`` (a basic land type, or "basic land") and put it into your hand."""
    from ....engine.constants import HAND
    from ...dsl.activated_abilities import activated
    from ...dsl.effects_cards import SearchLibrary
    from ...model.filters import IS_BASIC_LAND, HasSubtype
    where = IS_BASIC_LAND if kind == "basic land" else HasSubtype((kind,))
    what = "a basic land card" if kind == "basic land" else f"a {kind} card"
    word = kind.capitalize() + "cycling"
    return activated(cost, [SearchLibrary(where, to=HAND, what=what)], zone=HAND, discard_self=True,
                     text=f"{word} {cost}", keyword="Cycling")          # 702.29f: a cycling ability


def _build(a: Node, text: str, parts: Any) -> None:
    for x in a["list"]:
        parts.activated.append(typecycling_ability(x["type"], x["cost"]))


def _facts(a: Node) -> set[str]:
    """The facts list the variant, and "Cycling", "Typecycling", "Landcycling" for every one of them."""
    return {"Cycling", "Typecycling", "Landcycling"} | {_word(x) for x in a["list"]}


PRINT = Printers(ability={"typecycling": _text})
BUILD = Builders(ability={"typecycling": _build}, facts={"typecycling": _facts})
