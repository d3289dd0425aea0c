"""A state trigger (603.8): "When you control no Islands, sacrifice this creature." — it triggers whenever its
controller controls no permanent of that land type (in range, 801.10), and not again while it waits or is on the
stack."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers

_SINGULAR = {"Islands": "Island", "Swamps": "Swamp", "Forests": "Forest", "Mountains": "Mountain", "Plains": "Plains"}


class Rules:
    def trig_control_no_land(self, c: list[Any]) -> Node:
        return {"on": "control_no_land", "land": str(c[0])}


def _trigger(ev: Node, effects: tuple[Any, ...], targets: tuple[Any, ...], text: str, optional: bool) -> Any:
    from ....engine.definitions import TriggeredAbility
    from ...model.amounts import Count
    from ...model.conditions import Compare
    from ...model.events import StateHolds
    from ...model.filters import YOU, AllOf, ControlledBy, HasSubtype
    from ..build import BuildError
    if targets:
        raise BuildError("a state trigger with targets")
    none_left = Compare(Count(AllOf((ControlledBy(YOU), HasSubtype((_SINGULAR[ev["land"]],))))), "==", 0)
    return TriggeredAbility("state", StateHolds(none_left), tuple(effects), (), text, None, optional)


PRINT = Printers(event={"control_no_land": lambda ev: f"you control no {ev['land']}"})
BUILD = Builders(trigger={"control_no_land": _trigger})
