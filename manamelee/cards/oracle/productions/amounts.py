"""Amounts (amounts.lark, 107.1): "<effect> for each <thing>" (the effect's number times the count, 608.2h),
"deals damage to <who> equal to the number of <things>", "draw cards / you gain life equal to the number of ...",
"This creature gets +1/+1 for each <thing>." (layer 7c) and the characteristic-defining abilities "CARDNAME's power
and toughness are each equal to the number of <things>." / "CARDNAME's power is equal to ..." (604.3, layer 7a).

An amount node is ``{"a": kind, ...}``; counts of permanents look through the controller's range (801.10).
"""
from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from . import Builders, Node, Printers
from .objects import kind_filter, kind_text, qualified


def _am(kind: str):
    def m(self: Any, c: list[Any]) -> Node:
        node: Node = {"a": kind}
        if kind in ("kind", "kind_other", "kind_battlefield", "kind_attached"):
            node["kind"] = qualified(c[0], c[1:])
        elif kind in ("graveyard", "graveyards") and c:
            node["kinds"] = c[0]
        return node
    return m


class Rules:
    am_kind = _am("kind")
    am_kind_other = _am("kind_other")
    am_kind_battlefield = _am("kind_battlefield")
    am_kind_attached = _am("kind_attached")
    am_hand = _am("hand")
    am_graveyard = _am("graveyard")
    am_graveyards = _am("graveyards")
    am_opponents = _am("opponents")
    am_domain = _am("domain")
    am_blocking = _am("blocking")

    def e_for_each(self, c: list[Any]) -> Node:
        return {"e": "for_each", "effect": c[0], "per": c[1]}

    def e_damage_equal(self, c: list[Any]) -> Node:
        src = c[0] if c[0].get("t") == "it" else c[0]["self"]
        return {"e": "damage_equal", "src": src, "to": c[1], "count": c[2]}

    def e_draw_equal(self, c: list[Any]) -> Node:
        return {"e": "draw_equal", "count": c[0]}

    def e_gain_equal(self, c: list[Any]) -> Node:
        return {"e": "gain_equal", "count": c[0]}

    def st_gets_for_each(self, c: list[Any]) -> Node:
        return {"k": "gets_for_each", "self": c[0]["self"], "pt": str(c[1]), "per": c[2]}

    def st_cda_both(self, c: list[Any]) -> Node:
        return {"k": "cda", "self": c[0]["self"], "stat": "both", "count": c[1]}

    def st_cda_one(self, c: list[Any]) -> Node:
        return {"k": "cda", "self": c[0]["self"], "stat": str(c[1]).lower(), "count": c[2]}


# ------------------------------------------------------------------------------ wording
def amount_text(a: Node, plural: bool) -> str:
    """The thing counted, as it follows "for each" (``plural`` False) or "the number of" (True)."""
    from .conditions import gy_kinds_text
    k = a["a"]
    if k == "kind":
        return kind_text(a["kind"])
    if k == "kind_other":
        return "other " + kind_text(a["kind"])
    if k == "kind_battlefield":
        return kind_text(a["kind"]) + " on the battlefield"
    if k == "kind_attached":
        return kind_text(a["kind"]) + " attached to it"
    cards = "cards" if plural else "card"
    if k == "hand":
        return f"{cards} in your hand"
    if k in ("graveyard", "graveyards"):
        kinds = gy_kinds_text(a["kinds"]) + " " if a.get("kinds") else ""
        return f"{kinds}{cards} in " + ("your graveyard" if k == "graveyard" else "all graveyards")
    if k == "opponents":
        return ("opponents" if plural else "opponent") + " you have"
    if k == "domain":
        return ("basic land types" if plural else "basic land type") + " among lands you control"
    return ("creatures" if plural else "creature") + " blocking it"


def _print_for_each(e: Node) -> str:
    from ..printer import effect
    return f"{effect(e['effect'])} for each {amount_text(e['per'], False)}"


def _print_damage_equal(e: Node) -> str:
    from ..printer import who
    src = e["src"] if isinstance(e["src"], str) else who(e["src"])
    return f"{src} deals damage to {who(e['to'])} equal to the number of {amount_text(e['count'], True)}"


def _print_cda(a: Node) -> str:
    stat = "power and toughness are each" if a["stat"] == "both" else f"{a['stat']} is"
    return f"{a['self'][:1].upper()}{a['self'][1:]}'s {stat} equal to the number of {amount_text(a['count'], True)}."


PRINT = Printers(
    effect={"for_each": _print_for_each, "damage_equal": _print_damage_equal,
            "draw_equal": lambda e: f"draw cards equal to the number of {amount_text(e['count'], True)}",
            "gain_equal": lambda e: f"you gain life equal to the number of {amount_text(e['count'], True)}"},
    ability={"gets_for_each": lambda a: (f"{a['self'][:1].upper()}{a['self'][1:]} gets {a['pt']} for each "
                                         f"{amount_text(a['per'], False)}."),
             "cda": _print_cda})


# ------------------------------------------------------------------------------ engine objects
def _plural_ok(a: Node, plural: bool) -> None:
    from ..build import BuildError
    k = a.get("kind")
    if k is not None and k["plural"] != plural:
        raise BuildError("the number of the counted kind doesn't agree")


def amount_build(a: Node) -> Any:
    """An amount node -> its amount (``model.amounts_more``)."""
    from ...model.amounts import CardsInGraveyard
    from ...model.amounts_more import (AttachedCount, BasicLandTypes, BlockingSource, CardsInAllGraveyards, CardsInHandCount,
                                       OpponentCount, PermanentCount)
    from .conditions import gy_filter
    k = a["a"]
    if k in ("kind", "kind_other", "kind_battlefield"):
        return PermanentCount(kind_filter(a["kind"]), k == "kind_other")
    if k == "kind_attached":
        return AttachedCount(kind_filter(a["kind"]))
    if k == "hand":
        return CardsInHandCount()
    if k == "graveyard":
        return CardsInGraveyard(gy_filter(a["kinds"]) if a.get("kinds") else None)
    if k == "graveyards":
        return CardsInAllGraveyards(gy_filter(a["kinds"]) if a.get("kinds") else None)
    if k == "opponents":
        return OpponentCount()
    if k == "domain":
        return BasicLandTypes()
    return BlockingSource()


_SCALED = ("amount", "power", "toughness")


def _scaled(effect: Any, per: Any) -> Any:
    """The DSL effect with each of its numbers multiplied by ``per`` (``Times``)."""
    from ...model.amounts import Times
    from ..build import BuildError
    changes = {}
    for f in fields(effect):
        if f.name in _SCALED:
            v = getattr(effect, f.name)
            if not isinstance(v, int):
                raise BuildError(f"'for each' of an amount that isn't a number ({f.name})")
            if f.type in ("int", int):
                raise BuildError(f"'for each' of {type(effect).__name__}, whose {f.name} is a fixed number")
            changes[f.name] = Times(v, per)
    if not changes:
        raise BuildError(f"'for each' of an instruction without a number ({type(effect).__name__})")
    return replace(effect, **changes)


def _build_for_each(e: Node) -> tuple[Any, ...]:
    from ..build import BuildError, effects_of
    _plural_ok(e["per"], False)
    built = effects_of([e["effect"]])
    if len(built) != 1:
        raise BuildError("'for each' of an instruction that is several")
    return (_scaled(built[0], amount_build(e["per"])),)


def _build_damage_equal(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_damage_life import Damage
    from ..build import sel
    _plural_ok(e["count"], True)
    return (Damage(amount_build(e["count"]), sel(e["to"])),)


def _build_draw_equal(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_cards import Draw
    from ...dsl.selectors import YOU
    _plural_ok(e["count"], True)
    return (Draw(amount_build(e["count"]), YOU),)


def _build_gain_equal(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_damage_life import GainLife
    from ...dsl.selectors import YOU
    _plural_ok(e["count"], True)
    return (GainLife(amount_build(e["count"]), YOU),)


def _stable(a: Node) -> bool:
    """Does the count read only what the layer system tracks (the permanents and their controllers)?"""
    k = a.get("kind")
    return a["a"] in ("kind", "kind_other", "kind_battlefield", "kind_attached", "domain") and not (
        k is not None and set(k["adj"]) & {"tapped", "untapped", "attacking", "blocking"})


def _build_gets_for_each(a: Node, text: str, parts: Any) -> None:
    from ....engine.definitions import StaticAbility
    from ...model.statics_conditional import ThisPermanent
    from ...model.statics_more import AddPTPer
    from ..build import _pt
    _plural_ok(a["per"], False)
    p, t = _pt(a["pt"])
    parts.static.append(StaticAbility("7c", ThisPermanent(), AddPTPer(p, t, amount_build(a["per"])), text=text,
                                      stable=_stable(a["per"])))


def _build_cda(a: Node, text: str, parts: Any) -> None:
    from ....engine.definitions import StaticAbility
    from ...model.statics_conditional import ThisPermanent
    from ...model.statics_more import SetPTTo
    from ..build import BuildError
    _plural_ok(a["count"], True)
    rec = parts.rec
    stars = [s for s in ("power", "toughness") if a["stat"] in ("both", s)]
    if any(rec.get(s) != "*" for s in stars) or "Creature" not in parts.types:
        raise BuildError("208.2a: a characteristic-defining ability of a characteristic that isn't '*'")
    parts.extra["cda"] = tuple(stars)            # 604.3: build_card reads '*' as 0 outside the battlefield
    n = amount_build(a["count"])
    parts.static.append(StaticAbility("7a", ThisPermanent(),
                                      SetPTTo(n if "power" in stars else None, n if "toughness" in stars else None),
                                      text=text, stable=_stable(a["count"])))


BUILD = Builders(effect={"for_each": _build_for_each, "damage_equal": _build_damage_equal,
                         "draw_equal": _build_draw_equal, "gain_equal": _build_gain_equal},
                 ability={"gets_for_each": _build_gets_for_each, "cda": _build_cda})

__all__ = ["BUILD", "PRINT", "Rules", "amount_build", "amount_text"]
