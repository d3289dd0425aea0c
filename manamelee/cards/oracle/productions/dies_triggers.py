"""Triggers on a creature dying (700.4: put into a graveyard from the battlefield): "Whenever a creature dies",
"Whenever a creature you control dies", "Whenever a creature an opponent controls dies" and "Whenever another
creature [you control] dies". They look back in time (603.10a): the dying creature's controller and types are its
last known information, and "a creature you control" includes this one as it dies with others.
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def dies_yours(self, c: list[Any]) -> str:
        return "yours"

    def dies_opponents(self, c: list[Any]) -> str:
        return "opponents"

    def trig_another_creature_dies(self, c: list[Any]) -> Node:
        return {"on": "creature_dies", "article": "another", "whose": c[0] if c else "any"}

    def trig_a_creature_dies(self, c: list[Any]) -> Node:
        return {"on": "creature_dies", "article": str(c[0]), "whose": c[1] if len(c) > 1 else "any"}


_CTL = {"any": "", "yours": " you control", "opponents": " an opponent controls"}


def _print(ev: Node) -> str:
    return f"{ev['article']} creature{_CTL[ev['whose']]} dies"


def _build(ev: Node, eff: Any, tg: Any, text: str, opt: bool) -> Any:
    from ....engine import events as ev_kinds
    from ...dsl.triggers import when_event
    from ...model.death_triggers import CreatureDies
    from ..build import BuildError
    if ev["article"] not in ("a", "another"):
        raise BuildError("'an creature'")
    return when_event(ev_kinds.ZONE_CHANGE, CreatureDies(ev["whose"], ev["article"] == "another"), eff, tg, text, opt,
                      look_back=True)


PRINT = Printers(event={"creature_dies": _print})
BUILD = Builders(trigger={"creature_dies": _build})
