"""615.1 "Prevent all [combat] damage that would be dealt by <creatures> this turn." (Ethereal Haze, Hunter's
Ambush): the DSL's :class:`PreventDamageBy`, a prevention shield for the rest of the turn against damage from sources
of that kind. 801.13b: the effect names the source, so with limited range of influence it prevents only damage from
sources within its controller's range."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers
from .objects import kind_filter, kind_text


class Rules:
    def prevent_by(self, c: list[Any]) -> Node:
        return {"e": "prevent_by", "kind": c[0], "combat": False}

    def prevent_combat_by(self, c: list[Any]) -> Node:
        return {"e": "prevent_by", "kind": c[0], "combat": True}


def _print(e: Node) -> str:
    combat = "combat " if e["combat"] else ""
    return f"prevent all {combat}damage that would be dealt by {kind_text(e['kind'])} this turn"


def _build(e: Node) -> tuple:
    from ...dsl.effects_damage_life import PreventDamageBy
    return (PreventDamageBy(kind_filter(e["kind"]), e["combat"], kind_text(e["kind"])),)


PRINT = Printers(effect={"prevent_by": _print})
BUILD = Builders(effect={"prevent_by": _build})
