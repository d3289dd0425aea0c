"""Phrases about +1/+1 and -1/-1 counters (122):

* "Remove a +1/+1 counter from this creature" as a cost (118.3, 602.2b: only with that many counters on it);
* "Put a +1/+1 counter on each [other] creature you control." (122.1; each creature in range, 801.10);
* "Put a spore counter on this creature." — counters with no rules meaning of their own, which the card's other
  abilities read (122.1);
* "Each [other] creature you control with a +1/+1 counter on it has trample." (layer 6, 613.1f).
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def counters_each(self, c: list[Any]) -> Node:
        return {"e": "counters_each", "n": c[0], "kind": str(c[1]), "noun": str(c[2]), "other": False}

    def counters_each_other(self, c: list[Any]) -> Node:
        return {"e": "counters_each", "n": c[0], "kind": str(c[1]), "noun": str(c[2]), "other": True}

    def named_counters_on_self(self, c: list[Any]) -> Node:
        return {"e": "named_counters", "n": c[0], "kind": str(c[1]), "noun": str(c[2]), "what": c[3]}


def _count(a: Node) -> int:
    """The number of counters, checked against "counter"/"counters" (and never X here)."""
    from ..build import BuildError, number
    n = number(a["n"]) if a["n"] != "X" else 0
    if n < 1 or (n == 1) == (a["noun"] == "counters"):
        raise BuildError("counter/counters does not agree with the number")
    return n


def _each(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_permanents import Counters
    from ...dsl.selectors import EachPermanent
    from ...model.filters import YOU, AllOf, ControlledBy, HasType
    return (Counters(e["kind"], _count(e), EachPermanent(AllOf((HasType(("Creature",)), ControlledBy(YOU))),
                                                          other=e["other"])),)


def _named(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_permanents import Counters
    from ..build import sel
    return (Counters(e["kind"], _count(e), sel(e["what"])),)


PRINT = Printers(effect={"counters_each": lambda e: f"put {e['n']} {e['kind']} {e['noun']} on each "
                                                    + ("other " if e["other"] else "") + "creature you control",
                         "named_counters": lambda e: f"put {e['n']} {e['kind']} {e['noun']} on {e['what']['self']}"})
BUILD = Builders(effect={"counters_each": _each, "named_counters": _named})
