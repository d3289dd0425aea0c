"""Casting keywords and costs of spells: flashback (702.34), jump-start (702.133), retrace (702.81), buyback (702.27),
kicker (702.33) with "if this spell was kicked" (702.33d), split second (702.61), convoke (702.51), improvise
(702.126), delve (702.66), affinity for artifacts (702.41); "As an additional cost to cast this spell, ..."
(601.2b, 118.8); "This spell costs {N} less to cast for each ... / if you control ..." (601.2f).

The engine side is ``engine/alt_casting.py`` (alternative ways to cast, helpers that pay, additional costs) and the
cast procedure of ``engine/casting.py``; a definition carries them in ``extra``.
"""
from __future__ import annotations

from typing import Any

from lark import Token

from ....engine import alt_casting as ac
from ....engine import cost_parts as cp
from ....engine.constants import GRAVEYARD
from ....engine.mana import ManaCost
from ...model.amounts import CardsInGraveyard, Count
from ...model.casting import SelfCostChange
from ...model.conditions import Compare
from ...model.filters import (OPPONENT as OPPONENT_REL, YOU as YOU_REL, AllOf, ControlledBy, Filter, HasKeyword,
                              HasSubtype, HasType)
from . import Builders, Node, Printers

_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "land": "Land",
          "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery"}


def _s(x: Any) -> str:
    return str(x)


def _kw(name: str, **more: Any) -> Node:
    return {"kw": name, **more}


class Rules:
    def kw_flashback(self, c: list[Any]) -> Node:
        return _kw("Flashback", cost=_s(c[0]))

    def kw_jump_start(self, c: list[Any]) -> str:
        return "Jump-start"

    def kw_retrace(self, c: list[Any]) -> str:
        return "Retrace"

    def kw_buyback(self, c: list[Any]) -> Node:
        return _kw("Buyback", cost=_s(c[0]))

    def kw_kicker(self, c: list[Any]) -> Node:
        return _kw("Kicker", cost=_s(c[0]))

    def kw_split_second(self, c: list[Any]) -> str:
        return "Split second"

    def kw_convoke(self, c: list[Any]) -> str:
        return "Convoke"

    def kw_improvise(self, c: list[Any]) -> str:
        return "Improvise"

    def kw_delve(self, c: list[Any]) -> str:
        return "Delve"

    def kw_affinity_artifacts(self, c: list[Any]) -> Node:
        return _kw("Affinity", what="artifacts")

    def additional_cost(self, c: list[Any]) -> Node:
        return {"k": "additional_cost", "part": c[0]}

    def if_kicked(self, c: list[Any]) -> Node:
        return {"e": "if_kicked", "then": c[0]}

    def kicked_enters_with(self, c: list[Any]) -> Node:
        return {"k": "kicked_enters_with", "self": c[0]["self"], "n": c[1], "kind": _s(c[2]), "word": _s(c[3])}

    def kicked_etb(self, c: list[Any]) -> Node:
        return {"k": "kicked_etb", "word": _s(c[0]), "self": c[1]["self"], "effects": c[2]}

    # ------------------------------------------------------------------ 601.2f self cost changes
    def self_cost_per(self, c: list[Any]) -> Node:
        return {"k": "self_cost", "self": c[0]["self"], "cost": _s(c[1]), "dir": _s(c[2]), "per": c[3], "if": None}

    def self_cost_if_control(self, c: list[Any]) -> Node:
        return {"k": "self_cost", "self": c[0]["self"], "cost": _s(c[1]), "dir": _s(c[2]), "per": None,
                "if": {"article": _s(c[3]), **c[4]}}

    def ac_with(self, c: list[Any]) -> Node:
        return {"with": c[0]}

    def ac_kind(self, c: list[Any]) -> Node:
        types = [_s(x) for x in c if isinstance(x, Token) and x.type == "AC_TYPE"]
        sub = next((_s(x) for x in c if isinstance(x, Token) and x.type == "SUBTYPE"), None)
        with_ = next((x["with"] for x in c if isinstance(x, dict)), None)
        return {"types": types, "subtype": sub, "with": with_}

    def ac_graveyard_cards(self, c: list[Any]) -> Node:
        return {"n": "graveyard_cards", **c[0]}

    def ac_yours(self, c: list[Any]) -> Node:
        return {"n": "yours", **c[0]}

    def ac_opponents(self, c: list[Any]) -> Node:
        return {"n": "opponents", **c[0]}

    def ac_battlefield(self, c: list[Any]) -> Node:
        return {"n": "battlefield", **c[0]}


# ---------------------------------------------------------------------- printing
def _cost_lower(part: Node) -> str:
    from .. import printer
    text = printer.cost([part])
    return text[:1].lower() + text[1:]


def _kind_text(k: Node) -> str:
    words = " and ".join(k["types"]) if k.get("types") else k["subtype"]
    if k.get("with"):
        words += " with " + k["with"][:1].lower() + k["with"][1:]
    return words


def _count_text(per: Node) -> str:
    n = per["n"]
    if n == "graveyard_cards":
        return f"{_kind_text(per)} card in your graveyard"
    if n == "yours":
        return f"{_kind_text(per)} you control"
    if n == "opponents":
        return f"{_kind_text(per)} your opponents control"
    return f"{_kind_text(per)} on the battlefield"


def _print_self_cost(a: Node) -> str:
    head = f"{a['self'][:1].upper()}{a['self'][1:]} costs {a['cost']} {a['dir']} to cast"
    if a["per"] is not None:
        return f"{head} for each {_count_text(a['per'])}."
    return f"{head} if you control {a['if']['article']} {_kind_text(a['if'])}."


def _print_kicked_etb(a: Node) -> str:
    from .. import printer
    first, *rest = a["effects"]
    return " ".join([f"{a['word']} {a['self']} enters, if it was kicked, {printer.effect(first)}.",
                     *(printer.sentences([e]) for e in rest)])


def _print_if_kicked(e: Node) -> str:
    from .. import printer
    return f"if this spell was kicked, {printer.effect(e['then'])}"


PRINT = Printers(
    keyword={"Flashback": lambda k: f"flashback {k['cost']}", "Buyback": lambda k: f"buyback {k['cost']}",
             "Kicker": lambda k: f"kicker {k['cost']}", "Affinity": lambda k: f"affinity for {k['what']}"},
    ability={"additional_cost": lambda a: f"As an additional cost to cast this spell, {_cost_lower(a['part'])}.",
             "kicked_enters_with": lambda a: (f"If {a['self']} was kicked, it enters with {a['n']} {a['kind']} "
                                              f"{a['word']} on it."),
             "kicked_etb": _print_kicked_etb, "self_cost": _print_self_cost},
    effect={"if_kicked": _print_if_kicked})


# ---------------------------------------------------------------------- building
def _error(msg: str) -> Exception:
    from ..build import BuildError
    return BuildError(msg)


def _spell_only(parts: Any, what: str) -> None:
    if parts.types & {"Land"}:
        raise _error(f"{what} on a land")


def _add_method(parts: Any, m: ac.CastMethod) -> None:
    _spell_only(parts, m.keyword)
    parts.extra[ac.CAST_METHODS] = tuple(parts.extra.get(ac.CAST_METHODS, ())) + (m,)


def _build_flashback(k: Any, parts: Any) -> None:
    if not parts.types & {"Instant", "Sorcery"}:
        raise _error("flashback on a card that isn't an instant or sorcery (702.34a)")
    _add_method(parts, ac.CastMethod("Flashback", GRAVEYARD, ManaCost.parse(k["cost"]), (), True,
                                     f"Flashback {k['cost']}", "702.34a"))


def _build_jump_start(k: Any, parts: Any) -> None:
    if not parts.types & {"Instant", "Sorcery"}:
        raise _error("jump-start on a card that isn't an instant or sorcery (702.133a)")
    _add_method(parts, ac.CastMethod("Jump-start", GRAVEYARD, None, (cp.CostPart(cp.DISCARD, 1, text="Discard a card"),),
                                     True, "Jump-start", "702.133a"))


def _build_retrace(k: Any, parts: Any) -> None:
    _add_method(parts, ac.CastMethod("Retrace", GRAVEYARD, None,
                                     (cp.CostPart(cp.DISCARD, 1, HasType(("Land",)), text="Discard a land card"),),
                                     False, "Retrace", "702.81a"))


def _build_buyback(k: Any, parts: Any) -> None:
    if not parts.types & {"Instant", "Sorcery"}:
        raise _error("buyback on a permanent card")
    parts.extra[ac.BUYBACK] = k["cost"]


def _build_kicker(k: Any, parts: Any) -> None:
    if "kicker" in parts.extra:
        raise _error("two kicker costs")
    parts.extra["kicker"] = k["cost"]


def _build_keyword(name: str):
    def b(k: Any, parts: Any) -> None:
        _spell_only(parts, name)
        parts.keywords.add(name)
        if name in (ac.CONVOKE, ac.IMPROVISE, ac.DELVE):
            parts.extra[ac.HELPERS] = tuple(parts.extra.get(ac.HELPERS, ())) + (name,)
            parts.extra[ac.CHEAPER] = True
    return b


def _add_self_cost(parts: Any, change: SelfCostChange) -> None:
    parts.extra[ac.SELF_COST] = tuple(parts.extra.get(ac.SELF_COST, ())) + (change,)
    if change.n < 0:
        parts.extra[ac.CHEAPER] = True


def _build_affinity(k: Any, parts: Any) -> None:
    _spell_only(parts, "affinity")
    parts.keywords.add("Affinity")                     # the oracle facts list it as "Affinity"
    _add_self_cost(parts, SelfCostChange(-1, Count(AllOf((HasType(("Artifact",)), ControlledBy(YOU_REL))))))


def _build_additional(a: Node, text: str, parts: Any) -> None:
    from ..build import _cost
    _spell_only(parts, "an additional cost")
    c = _cost([a["part"]])
    if c.tap or c.mana.mana_value or c.mana.x or c.sacrifice_self or c.discard_self or c.loyalty:
        raise _error("an additional cost of an unsupported kind")
    more: tuple[cp.CostPart, ...] = c.parts
    life = c.life
    if life:
        if not isinstance(life, int):
            raise _error("a computed life payment as an additional cost")
        more = more + (cp.CostPart(cp.PAY_LIFE, life, text=f"Pay {life} life"),)
    if any(pt.kind in (cp.EXILE_SELF, cp.EXILE_THIS_CARD, cp.UNTAP_SELF, cp.PUT_COUNTERS, cp.REMOVE_COUNTERS)
           for pt in more) or not more:
        raise _error("an additional cost that names the spell itself")
    parts.extra[ac.ADDITIONAL] = tuple(parts.extra.get(ac.ADDITIONAL, ())) + more


def _build_if_kicked(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_flow import IfKicked
    from ..build import effects_of
    return (IfKicked(*effects_of([e["then"]])),)


def _build_kicked_enters(a: Node, text: str, parts: Any) -> None:
    from ...model.replacements import EntersWithCounters
    from ..build import number
    if "Creature" not in parts.types or "kicker" not in parts.extra:
        raise _error("'if it was kicked, it enters with' on a card without kicker")
    n = number(a["n"])
    if (n != 1) != (a["word"] == "counters"):
        raise _error("the number of counters and the noun disagree")
    if "as_enters" in parts.extra:
        raise _error("two 'as it enters' replacements")
    parts.extra["as_enters"] = EntersWithCounters(n, a["kind"], frozenset(), True)


def _build_kicked_etb(a: Node, text: str, parts: Any) -> None:
    from ...dsl.conditions import was_kicked
    from ...dsl.triggers import etb
    from ..build import _uses_x, effects_of, targets_of
    if "kicker" not in parts.extra:
        raise _error("'if it was kicked' on a card without kicker")
    if _uses_x(a["effects"]):
        raise _error("X in a triggered ability")
    parts.triggered.append(etb(effects_of(a["effects"]), targets_of(a["effects"]), text=text, intervening=was_kicked))


def _kind_filter(k: Node) -> Filter:
    if k.get("types"):
        kinds = tuple(_TYPES[t] for t in k["types"])
        f: Filter = HasType(kinds)
    else:
        f = HasSubtype((k["subtype"],))
    if k.get("with"):
        f = AllOf((f, HasKeyword(k["with"])))
    return f


def _build_self_cost(a: Node, text: str, parts: Any) -> None:
    if a["self"] not in ("this spell", "CARDNAME"):
        raise _error("a cost change of something else than this spell")
    cost = ManaCost.parse(a["cost"])
    if cost.colored or cost.hybrid or cost.x or not cost.generic:
        raise _error("a cost change of coloured mana")
    n = cost.generic if a["dir"] == "more" else -cost.generic
    if a["per"] is None:
        k = a["if"]
        if (k["article"] == "an") != (_kind_text(k)[:1].lower() in "aeiou"):
            raise _error("the article does not fit the noun")
        cond = Compare(Count(AllOf((_kind_filter(k), ControlledBy(YOU_REL)))), ">=", 1)
        _add_self_cost(parts, SelfCostChange(n, None, cond))
        return
    per = a["per"]
    kind = per["n"]
    if len(per.get("types") or ()) > 1 and kind != "graveyard_cards":
        raise _error("'A and B' outside a graveyard count")
    if kind == "graveyard_cards":
        amount: Any = CardsInGraveyard(_kind_filter(per))
    elif kind == "yours":
        amount = Count(AllOf((_kind_filter(per), ControlledBy(YOU_REL))))
    elif kind == "opponents":
        amount = Count(AllOf((_kind_filter(per), ControlledBy(OPPONENT_REL))))
    else:
        amount = Count(_kind_filter(per))
    _add_self_cost(parts, SelfCostChange(n, amount))


BUILD = Builders(
    keyword={"Flashback": _build_flashback, "Jump-start": _build_jump_start, "Retrace": _build_retrace,
             "Buyback": _build_buyback, "Kicker": _build_kicker, "Split second": _build_keyword("Split second"),
             "Convoke": _build_keyword(ac.CONVOKE), "Improvise": _build_keyword(ac.IMPROVISE),
             "Delve": _build_keyword(ac.DELVE), "Affinity": _build_affinity},
    ability={"additional_cost": _build_additional, "kicked_enters_with": _build_kicked_enters,
             "kicked_etb": _build_kicked_etb, "self_cost": _build_self_cost},
    effect={"if_kicked": _build_if_kicked},
    facts={"keywords": lambda a: {"Jump"} if "Jump-start" in a["list"] else set()})   # the facts list "Jump" too
