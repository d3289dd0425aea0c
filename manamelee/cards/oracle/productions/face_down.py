"""Face-down cards (708): Morph and Megamorph (702.37), Disguise (702.168), manifest (701.34), cloak (701.56),
"When this creature is turned face up" triggers. The engine side is engine/face_down.py; a card's morph cost is
``CardDef.extra["morph"]``, its disguise cost ``CardDef.extra["disguise"]``."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_morph(self, c: list[Any]) -> Node:
        word = str(c[0]).capitalize()
        return {"kw": word, "cost": str(c[1])}

    def kw_disguise(self, c: list[Any]) -> Node:
        return {"kw": "Disguise", "cost": str(c[0])}

    def manifest_top(self, c: list[Any]) -> Node:
        return {"e": "manifest_top"}

    def cloak_yours(self, c: list[Any]) -> Node:
        return {"t": "you"}

    def cloak_that_players(self, c: list[Any]) -> Node:
        return {"t": "that_player"}

    def cloak_top(self, c: list[Any]) -> Node:
        return {"e": "cloak_top", "whose": c[0]}

    def cloak_top_attach(self, c: list[Any]) -> Node:
        return {"e": "cloak_top", "whose": {"t": "you"}, "attach": c[0]}

    def cloak_from_hand(self, c: list[Any]) -> Node:
        return {"e": "cloak_from_hand"}

    def look_cloak(self, c: list[Any]) -> Node:
        return {"e": "look_cloak", "n": str(c[0]).lower(), "k": str(c[1]).lower()}

    def as_turned_up_counters(self, c: list[Any]) -> Node:
        return {"k": "as_turned_up", "self": c[0]["self"], "n": str(c[1]), "kind": str(c[2])}

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


def _disguise(kw: Node, parts: Any) -> None:
    """702.168a: any card may have disguise (a land or an Equipment too: it is cast face down as a 2/2 creature)."""
    from ....engine.face_down import DISGUISE
    from ..build import BuildError
    if DISGUISE in parts.extra:
        raise BuildError("Disguise twice")
    parts.extra[DISGUISE] = kw["cost"]


def _as_turned_up(a: Node, text: str, parts: Any) -> None:
    """708.11: the counters are put on the permanent as it is turned face up (engine/face_down.py)."""
    from ....engine.face_down import AS_TURNED_UP
    from ..build import BuildError, number
    n = number(a["n"])
    if AS_TURNED_UP in parts.extra or (n == 1) != (a["n"] in ("a", "an", "1")):
        raise BuildError("'as this is turned face up' twice, or a counter count that doesn't agree")
    parts.extra[AS_TURNED_UP] = (a["kind"], n)


def _p_as_turned_up(a: Node) -> str:
    noun = "counter" if a["n"] in ("a", "an", "1") else "counters"
    return f"As {a['self']} is turned face up, put {a['n']} {a['kind']} {noun} on it."


def _turned_up(ev: Node, effects: tuple[Any, ...], targets: tuple[Any, ...], text: str, optional: bool) -> Any:
    from ....engine import events as ev_kinds
    from ...dsl.triggers import when_event
    from ...model.events import ThisObject
    return when_event(ev_kinds.TURNED_FACE_UP, ThisObject(), effects, targets, text, optional)


def _manifest(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_face_down import ManifestTop
    return (ManifestTop(),)


def _cloak_top(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_face_down import CloakTop
    from ..build import BuildError, sel
    if "attach" in e and e["attach"].get("self") != "this Equipment":
        raise BuildError("cloak ..., then attach: only this Equipment is attached")     # 301.5
    return (CloakTop(sel(e["whose"]), "attach" in e),)


def _cloak_hand(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_face_down import CloakFromHand
    return (CloakFromHand(),)


def _look_cloak(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_face_down import LookCloak
    from ..build import BuildError, number
    look, k = number(e["n"]), number(e["k"])
    if k >= look:
        raise BuildError("cloak as many cards as are looked at")
    return (LookCloak(look, k),)


def _p_cloak_top(e: Node) -> str:
    whose = "your" if e["whose"]["t"] == "you" else "that player's"
    out = f"cloak the top card of {whose} library"
    return out + f", then attach {e['attach']['self']} to it" if "attach" in e else out


def _p_look_cloak(e: Node) -> str:
    return (f"look at the top {e['n']} cards of your library, cloak {e['k']} of them, and put the rest on the bottom "
            "of your library in a random order")


def _cloak_facts(e: Node) -> set[str]:
    return {"Cloak"}


PRINT = Printers(keyword={"Morph": lambda kw: f"Morph {kw['cost']}", "Megamorph": lambda kw: f"Megamorph {kw['cost']}",
                          "Disguise": lambda kw: f"Disguise {kw['cost']}"},
                 effect={"manifest_top": lambda e: "manifest the top card of your library", "cloak_top": _p_cloak_top,
                         "cloak_from_hand": lambda e: "cloak a card from your hand", "look_cloak": _p_look_cloak},
                 event={"turned_face_up": lambda ev: f"{ev['self']} is turned face up"},
                 ability={"as_turned_up": _p_as_turned_up})
BUILD = Builders(keyword={"Morph": _morph, "Megamorph": _morph, "Disguise": _disguise},
                 effect={"manifest_top": _manifest, "cloak_top": _cloak_top,
                         "cloak_from_hand": _cloak_hand, "look_cloak": _look_cloak},
                 trigger={"turned_face_up": _turned_up}, ability={"as_turned_up": _as_turned_up},
                 facts={"manifest_top": lambda e: {"Manifest"}, "cloak_top": _cloak_facts,
                        "cloak_from_hand": _cloak_facts, "look_cloak": _cloak_facts})
