"""Face-down cards (708): Morph and Megamorph (702.37), manifest (701.34), "When this creature is turned face up"
triggers. The engine side is engine/face_down.py; a card's morph cost is ``CardDef.extra["morph"]``."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_morph(self, c: list[Any]) -> Node:
        word = str(c[0]).capitalize()
        return {"kw": word, "cost": str(c[1])}

    def manifest_top(self, c: list[Any]) -> Node:
        return {"e": "manifest_top"}

    def trig_turned_face_up(self, c: list[Any]) -> Node:
        return {"on": "turned_face_up", **c[0]}


def _morph(kw: Node, parts: Any) -> None:
    from ....engine.face_down import MEGAMORPH, MORPH
    from ..build import BuildError
    if "Creature" not in parts.types or MORPH in parts.extra:
        raise BuildError("Morph on a card that isn't a creature card, or twice")
    parts.extra[MORPH] = kw["cost"]
    if kw["kw"] == "Megamorph":
        parts.extra[MEGAMORPH] = True


def _turned_up(ev: Node, effects: tuple[Any, ...], targets: tuple[Any, ...], text: str, optional: bool) -> Any:
    from ....engine import events as ev_kinds
    from ...dsl.triggers import when_event
    from ...model.events import ThisObject
    return when_event(ev_kinds.TURNED_FACE_UP, ThisObject(), effects, targets, text, optional)


def _manifest(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_face_down import ManifestTop
    return (ManifestTop(),)


PRINT = Printers(keyword={"Morph": lambda kw: f"Morph {kw['cost']}", "Megamorph": lambda kw: f"Megamorph {kw['cost']}"},
                 effect={"manifest_top": lambda e: "manifest the top card of your library"},
                 event={"turned_face_up": lambda ev: f"{ev['self']} is turned face up"})
BUILD = Builders(keyword={"Morph": _morph, "Megamorph": _morph}, effect={"manifest_top": _manifest},
                 trigger={"turned_face_up": _turned_up}, facts={"manifest_top": lambda e: {"Manifest"}})
