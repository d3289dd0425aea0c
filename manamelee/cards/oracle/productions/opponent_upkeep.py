"""Triggers on each opponent's upkeep (503.1a): "At the beginning of each opponent's upkeep, if that player has two
or fewer cards in hand, this creature deals 2 damage to them." The intervening "if" (603.4) is checked as it
triggers and as it resolves; "them" is that opponent (the step event's player, 805.4d)."""
from __future__ import annotations

from typing import Any

from lark import Token

from . import Builders, Node, Printers

_N = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4}


def _mark(node: Any) -> None:
    """"them" in the instructions names the opponent whose upkeep it is."""
    if isinstance(node, list):
        for x in node:
            _mark(x)
    elif isinstance(node, dict):
        if node.get("t") == "upkeep_them":
            node["event"] = True
        for v in node.values():
            if isinstance(v, (dict, list)):
                _mark(v)


class Rules:
    def opp_hand_clause(self, c: list[Any]) -> Node:
        return {"hand_at_most": str(c[0])}

    def opp_upkeep_trigger(self, c: list[Any]) -> Node:
        cond = c[0]["hand_at_most"]
        effects = c[-1]
        _mark(effects)
        return {"k": "opp_upkeep", "hand_at_most": cond, "effects": effects}

    def upkeep_them(self, c: list[Any]) -> Node:
        return {"t": "upkeep_them"}


def _print(a: Node) -> str:
    from ..printer import effect
    head = f"At the beginning of each opponent's upkeep, if that player has {a['hand_at_most']} or fewer cards in hand, "
    first, *rest = a["effects"]
    return " ".join([head + effect(first) + "."] + [effect(e)[:1].upper() + effect(e)[1:] + "." for e in rest])


def _build(a: Node, text: str, parts: Any) -> None:
    from ....engine import events as ev
    from ....engine.constants import Step
    from ....engine.definitions import TriggeredAbility
    from ...model.opponent_steps import EventPlayerHandAtMost, OpponentStepBegins
    from ..build import effects_of, targets_of
    cond = EventPlayerHandAtMost(_N[a["hand_at_most"]])
    parts.triggered.append(TriggeredAbility(ev.STEP, OpponentStepBegins(Step.UPKEEP), effects_of(a["effects"]),
                                            targets_of(a["effects"]), text, cond, each_player=True))


def _them(n: Node) -> Any:
    from ...dsl.selectors import EventPlayer
    from ..build import BuildError
    if not n.get("event"):
        raise BuildError("'them' names no player of the trigger")
    return EventPlayer("player")


PRINT = Printers(ability={"opp_upkeep": _print}, who={"upkeep_them": lambda n: "them"})
BUILD = Builders(ability={"opp_upkeep": _build}, who={"upkeep_them": _them})
