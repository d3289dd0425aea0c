"""Static abilities (604) of groups of permanents named by kind and static abilities governed by "as long as"
(statics_more.lark): "Other Zombies you control get +1/+1.", "Creatures you control have haste.", "All Sliver
creatures get +1/+1.", "Each creature you control with a +1/+1 counter on it has trample.", "This creature gets
+2/+2 as long as you control an artifact.", "As long as you have no cards in hand, creatures you control get +1/+1.",
"You have no maximum hand size." (402.2).

Layers (613): +N/+M is layer 7c (613.4c), keywords layer 6 (613.1f); "can't attack / block / be blocked" are the
pseudo-keywords combat reads (508.1a, 509.1a-b). A group is the permanents in the controller's range that pass the
kind's filter (801.10); a condition is checked at each moment (611.3a), so such an ability is not ``stable``.
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers
from .objects import kind_filter, kind_text, qualified

_GROUP_WORDS = {"plain": "", "other": "other ", "all": "all ", "each": "each ", "each_other": "each other "}
_UNSTABLE_ADJ = {"tapped", "untapped", "attacking", "blocking"}


def _group(kind: str):
    def m(self: Any, c: list[Any]) -> Node:
        return {"g": kind, "kind": qualified(c[0], c[1:])}
    return m


class Rules:
    sg_plain = _group("plain")
    sg_other = _group("other")
    sg_all = _group("all")
    sg_each = _group("each")
    sg_each_other = _group("each_other")

    def sgd_get(self, c: list[Any]) -> Node:
        return {"pt": str(c[0])}

    def sgd_have(self, c: list[Any]) -> Node:
        return {"kws": c[0]}

    def sgd_get_have(self, c: list[Any]) -> Node:
        return {"pt": str(c[0]), "kws": c[1]}

    def sgd_restriction(self, c: list[Any]) -> Node:
        return {"restrict": c[0]}

    def st_group(self, c: list[Any]) -> Node:
        return {"k": "group_static", "group": c[0], "does": c[1]}

    def sb_group(self, c: list[Any]) -> Node:
        return {"b": "group", "group": c[0], "does": c[1]}

    def sb_self(self, c: list[Any]) -> Node:
        return {"b": "self", "self": c[0]["self"], "does": c[1]}

    def sb_it(self, c: list[Any]) -> Node:
        return {"b": "it", "does": c[0]}

    def sb_attached(self, c: list[Any]) -> Node:
        return {"b": "attached", "which": str(c[0]).lower(), "does": c[1]}

    def st_as_long_as(self, c: list[Any]) -> Node:
        return {"k": "while_static", "body": c[0], "cond": c[1], "first": False}

    def st_as_long_as_first(self, c: list[Any]) -> Node:
        return {"k": "while_static", "body": c[1], "cond": c[0], "first": True}

    def st_during_your_turn(self, c: list[Any]) -> Node:
        return {"k": "while_static", "body": c[0], "cond": {"c": "your_turn", "yes": True}, "first": "during"}

    def st_no_max_hand(self, c: list[Any]) -> Node:
        return {"k": "no_max_hand_size"}

    def e_group_pump(self, c: list[Any]) -> Node:
        return {"e": "group_eot", "group": c[0], "pt": str(c[1])}

    def e_group_grant(self, c: list[Any]) -> Node:
        return {"e": "group_eot", "group": c[0], "kws": c[1]}

    def e_group_pump_grant(self, c: list[Any]) -> Node:
        return {"e": "group_eot", "group": c[0], "pt": str(c[1]), "kws": c[2]}

    def e_group_restrict(self, c: list[Any]) -> Node:
        return {"e": "group_eot", "group": c[0], "restrict": c[1]}


# ------------------------------------------------------------------------------ wording
def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def group_text(g: Node) -> str:
    return _GROUP_WORDS[g["g"]] + kind_text(g["kind"])


def does_text(d: Node, plural: bool) -> str:
    from ..printer import kw_phrase, restriction
    if "restrict" in d:
        return restriction(d["restrict"])
    parts = []
    if d.get("pt"):
        parts.append(("get " if plural else "gets ") + d["pt"])
    if d.get("kws"):
        parts.append(("have " if plural else "has ") + kw_phrase(d["kws"]))
    return " and ".join(parts)


def _plural(g: Node) -> bool:
    return g["g"] not in ("each", "each_other")


def body_text(b: Node) -> str:
    if b["b"] == "group":
        return f"{group_text(b['group'])} {does_text(b['does'], _plural(b['group']))}"
    if b["b"] == "self":
        return f"{b['self']} {does_text(b['does'], False)}"
    if b["b"] == "it":
        return f"it {does_text(b['does'], False)}"
    return f"{b['which']} creature {does_text(b['does'], False)}"


def _print_group(a: Node) -> str:
    return _cap(f"{group_text(a['group'])} {does_text(a['does'], _plural(a['group']))}") + "."


def _print_while(a: Node) -> str:
    from .conditions import cond_text
    if a["first"] == "during":
        return f"During your turn, {body_text(a['body'])}."
    if a["first"]:
        return f"As long as {cond_text(a['cond'])}, {body_text(a['body'])}."
    return _cap(f"{body_text(a['body'])} as long as {cond_text(a['cond'])}") + "."


def _print_group_eot(e: Node) -> str:
    from ..printer import kw_phrase, restriction
    if "restrict" in e:
        return f"{group_text(e['group'])} {restriction(e['restrict'])} this turn"
    parts = []
    if e.get("pt"):
        parts.append(f"get {e['pt']}")
    if e.get("kws"):
        parts.append(f"gain {kw_phrase(e['kws'])}")
    return f"{group_text(e['group'])} {' and '.join(parts)} until end of turn"


PRINT = Printers(ability={"group_static": _print_group, "while_static": _print_while,
                          "no_max_hand_size": lambda a: "You have no maximum hand size."},
                 effect={"group_eot": _print_group_eot})


# ------------------------------------------------------------------------------ engine objects
def _stable_kind(k: Node) -> bool:
    """Does the kind read only what the layer system tracks (types, colours, controllers, counters)?"""
    return not (set(k["adj"]) & _UNSTABLE_ADJ)


def group_affects(g: Node) -> Any:
    from ...model.statics import Matching
    from ..build import BuildError
    k = g["kind"]
    if g["g"] == "all" and k.get("ctl"):
        raise BuildError("'all ... you control'")
    return Matching(kind_filter(k), g["g"] in ("other", "each_other"))


def _statics(affects: Any, d: Node, text: str, stable: bool) -> list[Any]:
    """The layer 6 and 7c static abilities for what ``d`` gives the objects ``affects`` picks."""
    from ....engine.definitions import StaticAbility
    from ...model.statics import AddKeywords, AddPT
    from ..build import _kws, _pt
    out = []
    kws = list(d.get("restrict", [])) + _kws(list(d.get("kws", [])))
    if kws:
        out.append(StaticAbility("6", affects, AddKeywords(frozenset(kws)), text=text, stable=stable))
    if d.get("pt"):
        out.append(StaticAbility("7c", affects, AddPT(*_pt(d["pt"])), text=text, stable=stable))
    return out


def _build_group(a: Node, text: str, parts: Any) -> None:
    parts.static.extend(_statics(group_affects(a["group"]), a["does"], text, _stable_kind(a["group"]["kind"])))


def _body_affects(b: Node, parts: Any, first: bool) -> Any:
    from ...model.statics import AttachedTo
    from ...model.statics_conditional import ThisPermanent
    from ..build import BuildError
    if b["b"] == "group":
        return group_affects(b["group"])
    if b["b"] == "attached":
        if b["which"] == "enchanted" and parts.enchant is None or \
                b["which"] == "equipped" and "Equipment" not in parts.subtypes:
            raise BuildError(f"{b['which']} creature on a card that isn't attached that way")
        return AttachedTo()
    if b["b"] == "it" and not first:
        raise BuildError("'it' before the condition names nothing")
    return ThisPermanent()


def _build_while(a: Node, text: str, parts: Any) -> None:
    from ...model.statics_conditional import WhileHolds
    from .conditions import cond_build
    affects = WhileHolds(cond_build(a["cond"]), _body_affects(a["body"], parts, a["first"]))
    parts.static.extend(_statics(affects, a["body"]["does"], text, False))


def _build_no_max(a: Node, text: str, parts: Any) -> None:
    from ....engine.definitions import StaticAbility
    from ....engine.turn_structure import NO_MAXIMUM_HAND_SIZE
    parts.static.append(StaticAbility(rule=NO_MAXIMUM_HAND_SIZE, text=text))      # 402.2


def _build_group_eot(e: Node) -> tuple[Any, ...]:
    """611.2c: the group is locked in as the instruction resolves (Pump and Grant pick the objects then)."""
    from ...dsl.effects_continuous import Grant, Pump
    from ...dsl.selectors import EachPermanent
    from ..build import BuildError, _kws, _pt
    g = e["group"]
    if g["g"] == "all" and g["kind"].get("ctl"):
        raise BuildError("'all ... you control'")
    who = EachPermanent(kind_filter(g["kind"]), other=g["g"] == "other")
    out: list[Any] = []
    if e.get("pt"):
        out.append(Pump(*_pt(e["pt"]), who))
    for kw in list(e.get("restrict", [])) + _kws(list(e.get("kws", []))):
        out.append(Grant(kw, who))
    return tuple(out)


BUILD = Builders(ability={"group_static": _build_group, "while_static": _build_while, "no_max_hand_size": _build_no_max},
                 effect={"group_eot": _build_group_eot})

__all__ = ["BUILD", "PRINT", "Rules", "body_text", "group_affects", "group_text"]
