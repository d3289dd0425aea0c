"""Suspend (702.62): the keyword line "Suspend N—[cost]", "Suspend X—[cost]. X can't be 0." (107.3d), a suspend
spell's "Exile CARDNAME with N time counters on it.", and the trigger events of abilities that work in exile (113.6b)
"Whenever a time counter is removed from this card while it's exiled" / "When the last time counter is removed ...".
The engine side is engine/suspend.py (the special action 116.2f and the two triggered abilities in exile); a card's
suspend is ``CardDef.extra["suspend"]`` (N, or "X") and ``extra["suspend_cost"]``, and "Suspend" among its keywords."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_suspend(self, c: list[Any]) -> Node:
        return {"kw": "Suspend", "n": int(str(c[0])), "cost": str(c[1])}

    def exile_self_time_counters(self, c: list[Any]) -> Node:
        return {"e": "exile_self_time", "self": c[0]["self"], "n": c[1], "word": str(c[2])}

    def suspend_x(self, c: list[Any]) -> Node:
        return {"k": "suspend_x", "cost": str(c[0])}

    def trig_time_removed_exiled(self, c: list[Any]) -> Node:
        return {"on": "time_removed_exiled"}

    def trig_last_time_removed_exiled(self, c: list[Any]) -> Node:
        return {"on": "last_time_removed_exiled"}


def _add_suspend(parts: Any, n: int | str, cost: str) -> None:
    from ....engine.mana import ManaCost
    from ....engine.suspend import KEYWORD, SUSPEND, SUSPEND_COST, SUSPEND_X
    from ..build import BuildError
    if "Land" in parts.types or SUSPEND in parts.extra:
        raise BuildError("suspend on a land (305.9: it can't be cast), or twice")
    if (n == SUSPEND_X) != bool(ManaCost.parse(cost).x) or (isinstance(n, int) and n < 1):
        raise BuildError("suspend X without {X} in its cost, {X} without X, or no time counters")
    parts.keywords.add(KEYWORD)
    if parts.rec.get("mana_cost") is None:
        from ....engine.casting import NO_MANA_COST
        parts.extra[NO_MANA_COST] = True           # 118.6: only its suspend ability casts it (Ancestral Vision)
    parts.extra[SUSPEND] = n
    parts.extra[SUSPEND_COST] = cost


def _build_suspend(kw: Node, parts: Any) -> None:
    _add_suspend(parts, kw["n"], kw["cost"])


def _build_suspend_x(a: Node, text: str, parts: Any) -> None:
    from ....engine.suspend import SUSPEND_X
    _add_suspend(parts, SUSPEND_X, a["cost"])


def _time_removed(last: bool):
    def build(ev: Node, effects: tuple[Any, ...], targets: tuple[Any, ...], text: str, optional: bool) -> Any:
        from ....engine import events as ev_kinds
        from ....engine.constants import EXILE
        from ....engine.definitions import TriggeredAbility
        from ...model.suspend import TimeCounterRemoved
        return TriggeredAbility(ev_kinds.COUNTERS, TimeCounterRemoved(last), tuple(effects), tuple(targets), text,
                                optional=optional, zone=EXILE)      # 113.6b: "while it's exiled"
    return build


def _exile_self(e: Node) -> tuple[Any, ...]:
    from ...model.suspend import ExileSelfWithTimeCounters
    from ..build import number
    return (ExileSelfWithTimeCounters(number(e["n"])),)


PRINT = Printers(keyword={"Suspend": lambda kw: f"Suspend {kw['n']}—{kw['cost']}"},
                 effect={"exile_self_time": lambda e: f"exile {e['self']} with {e['n']} time {e['word']} on it"},
                 ability={"suspend_x": lambda a: f"Suspend X—{a['cost']}. X can't be 0."},
                 event={"time_removed_exiled": lambda ev: "a time counter is removed from this card while it's exiled",
                        "last_time_removed_exiled":
                            lambda ev: "the last time counter is removed from this card while it's exiled"})
BUILD = Builders(keyword={"Suspend": _build_suspend}, effect={"exile_self_time": _exile_self},
                 ability={"suspend_x": _build_suspend_x},
                 trigger={"time_removed_exiled": _time_removed(False), "last_time_removed_exiled": _time_removed(True)},
                 facts={"suspend_x": lambda a: {"Suspend"}})
