"""702.115a Ingest: "Whenever this creature deals combat damage to a player, that player exiles the top card of
their library." Built as that trigger (the core's combat damage event test) with ``ExileTopOfLibrary`` of the
damaged player (model/ingest.py); several instances trigger separately (702.115b)."""
from __future__ import annotations

from typing import Any

from . import Builders


class Rules:
    def kw_ingest(self, c: list[Any]) -> str:
        return "Ingest"


def _build(kw: Any, parts: Any) -> None:
    from ....engine import events as ev_kinds
    from ...dsl.selectors import EventPlayer
    from ...dsl.triggers import when_event
    from ...model.ingest import ExileTopOfLibrary
    from ..build import BuildError, DealsCombatDamageToPlayer
    if "Creature" not in parts.types:
        raise BuildError("ingest on a card that isn't a creature")
    parts.triggered.append(when_event(ev_kinds.DAMAGE, DealsCombatDamageToPlayer(),
                                      [ExileTopOfLibrary(EventPlayer("target_player"))], (), "Ingest"))


BUILD = Builders(keyword={"Ingest": _build})
