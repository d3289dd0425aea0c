"""Keywords made of triggered abilities of the card: echo (702.30a), cumulative upkeep (702.24a), storm (702.40a),
cascade (702.85a), rebound (702.88a), evoke (702.74a).

Each builds the abilities its rule defines: an upkeep trigger that asks for the echo or cumulative cost (else the
permanent is sacrificed), a "when you cast this spell" trigger working from the stack (storm, cascade), the
rebound exile (engine/alt_casting.py) and evoke's alternative cost with its "sacrifice it" trigger.
"""
from __future__ import annotations

from typing import Any

from ....engine import events as ev
from ....engine.alt_casting import CAST_METHODS, CastMethod
from ....engine.constants import HAND, STACK, Step
from ....engine.definitions import TriggeredAbility
from ....engine.mana import ManaCost
from ...model.casting import CastWith, CascadeReveal, CumulativePay, EchoDue, EchoPay, StormCopies, ThisSpellCast
from . import Builders, Node, Printers


def _s(x: Any) -> str:
    return str(x)


class Rules:
    def kw_echo(self, c: list[Any]) -> Node:
        return {"kw": "Echo", "cost": _s(c[0])}

    def kw_cumulative_upkeep(self, c: list[Any]) -> Node:
        return {"kw": "Cumulative upkeep", "cost": _s(c[0])}

    def kw_storm(self, c: list[Any]) -> str:
        return "Storm"

    def kw_cascade(self, c: list[Any]) -> str:
        return "Cascade"

    def kw_rebound(self, c: list[Any]) -> str:
        return "Rebound"

    def kw_evoke(self, c: list[Any]) -> Node:
        return {"kw": "Evoke", "cost": _s(c[0])}


PRINT = Printers(keyword={"Echo": lambda k: f"echo {k['cost']}",
                          "Cumulative upkeep": lambda k: f"cumulative upkeep {k['cost']}",
                          "Evoke": lambda k: f"evoke {k['cost']}"})


def _error(msg: str) -> Exception:
    from ..build import BuildError
    return BuildError(msg)


def _permanent(parts: Any, what: str) -> None:
    if not parts.types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"}:
        raise _error(f"{what} on a card that isn't a permanent card")


def _spell(parts: Any, what: str) -> None:
    if not parts.types & {"Instant", "Sorcery"}:
        raise _error(f"{what} on a card that isn't an instant or sorcery")


def _build_echo(k: Any, parts: Any) -> None:
    from ...dsl.triggers import at_step
    _permanent(parts, "echo")
    if ManaCost.parse(k["cost"]).x:
        raise _error("echo {X}")
    parts.keywords.add("Echo")
    parts.triggered.append(at_step(Step.UPKEEP, [EchoPay(k["cost"])], "you", text=f"Echo {k['cost']}",
                                   intervening=EchoDue()))


def _build_cumulative(k: Any, parts: Any) -> None:
    from ...dsl.effects_permanents import Counters
    from ...dsl.selectors import SELF
    from ...dsl.triggers import at_step
    _permanent(parts, "cumulative upkeep")
    if ManaCost.parse(k["cost"]).x:
        raise _error("cumulative upkeep {X}")
    parts.keywords.add("Cumulative upkeep")
    parts.triggered.append(at_step(Step.UPKEEP, [Counters("age", 1, SELF), CumulativePay(k["cost"])], "you",
                                   text=f"Cumulative upkeep {k['cost']}"))


def _cast_trigger(name: str, effect: Any) -> TriggeredAbility:
    return TriggeredAbility(ev.CAST, ThisSpellCast(), (effect,), (), name, zone=STACK)


def _build_storm(k: Any, parts: Any) -> None:
    _spell(parts, "storm")
    parts.keywords.add("Storm")
    parts.triggered.append(_cast_trigger("Storm", StormCopies()))


def _build_cascade(k: Any, parts: Any) -> None:
    if "Land" in parts.types:
        raise _error("cascade on a land")
    parts.keywords.add("Cascade")
    parts.triggered.append(_cast_trigger("Cascade", CascadeReveal()))


def _build_rebound(k: Any, parts: Any) -> None:
    _spell(parts, "rebound")
    parts.keywords.add("Rebound")


def _build_evoke(k: Any, parts: Any) -> None:
    from ...dsl.effects_permanents import SacrificeThis
    from ...dsl.triggers import etb
    _permanent(parts, "evoke")
    parts.keywords.add("Evoke")
    m = CastMethod("Evoke", HAND, ManaCost.parse(k["cost"]), (), False, f"Evoke {k['cost']}", "702.74a")
    parts.extra[CAST_METHODS] = tuple(parts.extra.get(CAST_METHODS, ())) + (m,)
    parts.triggered.append(etb([SacrificeThis()], text="Evoke (sacrifice it)", intervening=CastWith("Evoke")))


BUILD = Builders(keyword={"Echo": _build_echo, "Cumulative upkeep": _build_cumulative, "Storm": _build_storm,
                          "Cascade": _build_cascade, "Rebound": _build_rebound, "Evoke": _build_evoke})
