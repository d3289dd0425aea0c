"""Choosing a card name (201.4): "As this artifact enters, choose a [nonland] card name." (614.12; the answer is
asked before it enters, engine/entering.py, and kept on the permanent's note) and the rule statics that read the
chosen name (engine/card_names.py): "Activated abilities of sources with the chosen name can't be activated [unless
they're mana abilities].", "Spells with the chosen name can't be cast.", "Your opponents can't cast spells with the
chosen name.", "Prevent all damage that would be dealt to you and permanents you control by sources with the chosen
name." (615.1), "Spells with the chosen name [you cast] cost {3} more / {2} less to cast." (601.2f). A static about "the chosen name" builds only on a card that chooses one as it enters."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers

_KINDS = {"": (), "nonland": ("Land",), "noncreature, nonland": ("Creature", "Land")}
_STATICS = {
    "chosen_name_cant_activate": "Activated abilities of sources with the chosen name can't be activated.",
    "chosen_name_cant_activate_nonmana": ("Activated abilities of sources with the chosen name can't be activated "
                                          "unless they're mana abilities."),
    "chosen_name_cant_cast": "Spells with the chosen name can't be cast.",
    "opponents_cant_cast_chosen_name": "Your opponents can't cast spells with the chosen name.",
    "prevent_damage_by_chosen_name": ("Prevent all damage that would be dealt to you and permanents you control by "
                                      "sources with the chosen name."),
}


class Rules:
    def choose_card_name(self, c: list[Any]) -> Node:
        return {"k": "choose_card_name", "self": c[0]["self"], "kind": c[1] if len(c) > 1 else ""}

    def name_nonland(self, c: list[Any]) -> str:
        return "nonland"

    def name_noncreature_nonland(self, c: list[Any]) -> str:
        return "noncreature, nonland"

    def chosen_name_cant_activate(self, c: list[Any]) -> Node:
        return {"k": "chosen_name_cant_activate"}

    def chosen_name_cant_activate_nonmana(self, c: list[Any]) -> Node:
        return {"k": "chosen_name_cant_activate_nonmana"}

    def chosen_name_cant_cast(self, c: list[Any]) -> Node:
        return {"k": "chosen_name_cant_cast"}

    def opponents_cant_cast_chosen_name(self, c: list[Any]) -> Node:
        return {"k": "opponents_cant_cast_chosen_name"}

    def prevent_damage_by_chosen_name(self, c: list[Any]) -> Node:
        return {"k": "prevent_damage_by_chosen_name"}

    def chosen_name_cost(self, c: list[Any]) -> Node:
        you = len(c) == 3
        return {"k": "chosen_name_cost", "you": you, "cost": str(c[-2]), "more": str(c[-1]) == "more"}


def _print_choose(a: Node) -> str:
    kind = f"{a['kind']} " if a["kind"] else ""
    return f"As {a['self']} enters, choose a {kind}card name."


def _build_choose(a: Node, text: str, parts: Any) -> None:
    """614.12: the card's "as it enters" replacement asks the name (one replacement of all its parts)."""
    from ...model.card_names import ChooseCardName
    from ...model.lands import LandEnters
    from ..build import BuildError
    if a["self"] == "this spell":
        raise BuildError("a spell doesn't enter the battlefield")
    old = parts.extra.get("as_enters")
    if old is not None and not isinstance(old, LandEnters):
        raise BuildError("two kinds of 'as it enters' replacement on one card")
    prev = old.parts if old is not None else ()
    if any(isinstance(p, ChooseCardName) for p in prev):
        raise BuildError("a second card name chosen as it enters")
    enters = LandEnters(prev + (ChooseCardName(_KINDS[a["kind"]]),))
    parts.extra["as_enters"] = enters
    parts.extra["enters_choices"] = enters.asking()


def _print_cost(a: Node) -> str:
    you = " you cast" if a["you"] else ""
    return f"Spells with the chosen name{you} cost {a['cost']} {'more' if a['more'] else 'less'} to cast."


def _build_cost(a: Node, text: str, parts: Any) -> None:
    """601.2f: a cost-changing static (engine/costs.py) for the spells with the name chosen as it entered."""
    from ....engine.costs import COST_CHANGE
    from ....engine.definitions import StaticAbility
    from ....engine.mana import ManaCost
    from ...model.card_names import SpellsWithChosenName
    from ...model.statics import CostDelta
    from ..build import BuildError
    _chosen_as_it_enters(parts)
    cost = ManaCost.parse(a["cost"])
    if cost.colored or cost.hybrid or cost.x or not cost.generic:
        raise BuildError("a cost change of other than generic mana")
    delta = cost.generic if a["more"] else -cost.generic
    parts.static.append(StaticAbility(rule=COST_CHANGE, affects=SpellsWithChosenName("you" if a["you"] else "any"),
                                      apply=CostDelta(delta), text=text))


def _chosen_as_it_enters(parts: Any) -> None:
    from ...model.card_names import ChooseCardName
    from ..build import BuildError
    enters = parts.extra.get("as_enters")
    if not any(isinstance(p, ChooseCardName) for p in getattr(enters, "parts", ())):
        raise BuildError("'the chosen name' without a name chosen as this permanent enters")


def _build_static(a: Node, text: str, parts: Any) -> None:
    """A rule static (engine/card_names.py) about the name this permanent chose as it entered."""
    from ....engine import card_names
    from ....engine.definitions import StaticAbility
    _chosen_as_it_enters(parts)
    rule = {"chosen_name_cant_activate": card_names.CANT_ACTIVATE,
            "chosen_name_cant_activate_nonmana": card_names.CANT_ACTIVATE_NONMANA,
            "chosen_name_cant_cast": card_names.CANT_CAST,
            "opponents_cant_cast_chosen_name": card_names.OPPONENTS_CANT_CAST,
            "prevent_damage_by_chosen_name": card_names.PREVENT_DAMAGE}[a["k"]]
    parts.static.append(StaticAbility(rule=rule, text=text))


PRINT = Printers(ability={"choose_card_name": _print_choose, "chosen_name_cost": _print_cost,
                          **{k: (lambda a: _STATICS[a["k"]]) for k in _STATICS}})
BUILD = Builders(ability={"choose_card_name": _build_choose, "chosen_name_cost": _build_cost,
                          **{k: _build_static for k in _STATICS}})
