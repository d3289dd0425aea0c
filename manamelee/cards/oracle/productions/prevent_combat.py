"""615.1 "Prevent all combat damage that would be dealt this turn." (Fog): the DSL's :class:`PreventAllCombatDamage`
(a prevention shield for the rest of the turn)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def prevent_all_combat(self, c: list[Any]) -> Node:
        return {"e": "prevent_all_combat"}


def _build(e: Node) -> tuple:
    from ...dsl.effects_damage_life import PreventAllCombatDamage
    return (PreventAllCombatDamage(),)


PRINT = Printers(effect={"prevent_all_combat": lambda e: "prevent all combat damage that would be dealt this turn"})
BUILD = Builders(effect={"prevent_all_combat": _build})
