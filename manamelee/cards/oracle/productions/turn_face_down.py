"""Turning a face-up permanent face down (708.2a): "Turn <this creature | target creature | it> face down.", and the
target phrase "target creature with a morph ability" (702.37). The engine side is
``engine/face_down.turn_permanent_face_down``: 708.2b a face-down permanent stays as it is, 712.16 a double-faced
permanent can't be turned face down."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def turn_face_down(self, c: list[Any]) -> Node:
        return {"e": "turn_face_down", "what": c[0]}

    def tfd_morph_target(self, c: list[Any]) -> Node:
        return {"t": "target", "tk": "morph_creature"}


def _who(n: Node) -> str:
    from ..printer import who
    return who(n)


def _build(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_face_down import TurnFaceDown
    from ..build import BuildError, sel
    what = e["what"]
    if what["t"] == "self" and what["self"] not in ("CARDNAME", "this creature", "this enchantment",
                                                    "this artifact", "this permanent"):
        raise BuildError(f"turn {what['self']} face down: not a permanent")
    return (TurnFaceDown(sel(what)),)


def _morph_target(n: Node) -> Any:
    from ....engine.definitions import TargetSpec
    from ...model.filters_kinds import HasMorphAbility
    return TargetSpec("creature", "target creature with a morph ability", HasMorphAbility())


PRINT = Printers(effect={"turn_face_down": lambda e: f"turn {_who(e['what'])} face down"},
                 target={"morph_creature": lambda n: "target creature with a morph ability"})
BUILD = Builders(effect={"turn_face_down": _build}, target={"morph_creature": _morph_target})
