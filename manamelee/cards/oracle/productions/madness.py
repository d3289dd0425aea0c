"""702.35 Madness [cost] (the keyword line "Madness {1}{R}"; reminder text is stripped before parsing).

A card with madness is any card: a card of any type can be discarded, so the static ability applies to every one
(702.35a); a land can't be cast (305.9), so its trigger only puts it into its owner's graveyard. The engine side is
``engine/madness.py``: the keyword adds a :class:`~manamelee.engine.alt_casting.CastMethod` from exile paying the
madness cost instead of the mana cost (118.9, 702.35b), which only the madness trigger uses (608.2g)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_madness(self, c: list[Any]) -> Node:
        return {"kw": "Madness", "cost": str(c[0])}

    def cond_madness_paid(self, c: list[Any]) -> Node:
        return {"c": "madness_paid"}

    def discard_if_madness(self, c: list[Any]) -> Node:
        ev = {"on": "player_event", "ev": "discard", "who": c[1], "verb": str(c[2]).lower()}
        node: Node = self._triggered([c[0], ev, *c[3:]])  # type: ignore[attr-defined]  # the core compiler's
        node["if"] = {"c": "discarded_madness"}
        return node


def _build(kw: Node, parts: Any) -> None:
    from ....engine import alt_casting as ac
    from ....engine.constants import EXILE
    from ....engine.madness import MADNESS
    from ....engine.mana import ManaCost
    from ..build import BuildError
    methods = tuple(parts.extra.get(ac.CAST_METHODS, ()))
    if any(m.keyword == MADNESS for m in methods):
        raise BuildError("two madness abilities")
    parts.keywords.add(MADNESS)
    parts.extra[ac.CAST_METHODS] = methods + (ac.CastMethod(MADNESS, EXILE, ManaCost.parse(kw["cost"]), (), False,
                                                            f"Madness {kw['cost']}", "702.35b"),)


def _build_paid(c: Node) -> Any:
    """607 / 603.4: "if its madness cost was paid": the permanent's spell was cast with madness (the cast method
    the permanent remembers, ``note["cast_method"]``)."""
    from ....engine.madness import MADNESS
    from ...model.casting import CastWith
    return CastWith(MADNESS)


def _build_discarded(c: Node) -> Any:
    """603.4: "if it has madness" of a discard trigger: the discarded card has madness."""
    from ....engine.madness import MADNESS
    from ...model.casting import EventCardHasKeyword
    return EventCardHasKeyword(MADNESS)


PRINT = Printers(keyword={"Madness": lambda kw: f"madness {kw['cost']}"},
                 condition={"madness_paid": lambda c: "its madness cost was paid",
                            "discarded_madness": lambda c: "it has madness"})
BUILD = Builders(keyword={"Madness": _build},
                 condition={"madness_paid": _build_paid, "discarded_madness": _build_discarded})
