"""Damage to several kinds of recipients at once: "deals N damage to each creature and each player" (120.3), the
recipient of the core's "deals N damage to" (one Damage instruction, dsl/selectors_damage.py)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def each_creature_and_player(self, c: list[Any]) -> Node:
        return {"t": "each_creature_and_player"}


def _build(n: Node) -> Any:
    from ...dsl.selectors_damage import EachCreatureAndPlayer
    return EachCreatureAndPlayer()


PRINT = Printers(who={"each_creature_and_player": lambda n: "each creature and each player"})
BUILD = Builders(who={"each_creature_and_player": _build})
