"""Cost parts of activated abilities (118.3, 602.2b) and the restrictions on activating them (602.5b).

"Sacrifice a creature", "Sacrifice another artifact or creature", "Tap an untapped creature you control", "{Q}"
(107.6), "Discard a card", "Discard a card at random", "Discard this card" (the ability works from the hand),
"Exile this card from your graveyard" (from the graveyard), "Exile this artifact", "Exile two cards from your
graveyard", "Remove a +1/+1 counter from this creature", "Put a -1/-1 counter on this creature", "Return a land you
control to its owner's hand", "Mill a card"; and "Activate only once each turn", "... during your turn", ...

Each cost part compiles to a ``{"c": kind, ...}`` node and builds into an engine
:class:`~manamelee.engine.cost_parts.CostPart` (a filter node says which objects qualify); the engine asks which
objects pay only when there is a choice (601.2h) and checks the whole cost can be paid before offering the ability.
"""
from __future__ import annotations

from typing import Any

from lark import Token

from ....engine import cost_parts as cp
from ....engine.definitions import ActivatedAbility
from ...model.filters import (YOU as YOU_REL, AllOf, AnyOf, Anything, ControlledBy, Filter, HasColor, HasKeyword,
                              HasSubtype, HasSupertype, HasType, IsToken, Not)
from . import Builders, Node, Printers

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "land": "Land",
          "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery"}
_IRREGULAR = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf", "Faeries": "Faerie",
              "Mice": "Mouse", "Homunculi": "Homunculus", "Fungi": "Fungus", "Octopi": "Octopus", "Merfolk": "Merfolk",
              "Sphinxes": "Sphinx", "Foxes": "Fox", "Allies": "Ally", "Zombies": "Zombie", "Thopters": "Thopter"}
_LIMITS = {
    "once_each_turn": ("Activate only once each turn.", 1, "", False, False),
    "twice_each_turn": ("Activate no more than twice each turn.", 2, "", False, False),
    "once": ("Activate only once.", 0, "", True, False),
    "your_turn": ("Activate only during your turn.", 0, "your_turn", False, False),
    "your_upkeep": ("Activate only during your upkeep.", 0, "your_upkeep", False, False),
    "combat": ("Activate only during combat.", 0, "combat", False, False),
    "before_attackers": ("Activate only during your turn, before attackers are declared.", 0, "before_attackers",
                         False, False),
    "instant": ("Activate only as an instant.", 0, "", False, False),     # any time you have priority (old wording)
    "sorcery_once_each_turn": ("Activate only as a sorcery and only once each turn.", 1, "", False, True),
    "your_turn_once": ("Activate only during your turn and only once each turn.", 1, "your_turn", False, False),
    "sorcery_once": ("Activate only as a sorcery and only once.", 0, "", True, True),
}
"""602.5b: restriction -> (wording, activations per turn, timing, only once ever, only as a sorcery)."""


def _s(x: Any) -> str:
    return str(x)


class Rules:
    # ------------------------------------------------------------------ amounts and object descriptions
    def cp_one(self, c: list[Any]) -> str:
        return _s(c[0])

    def cp_num(self, c: list[Any]) -> str:
        return _s(c[0])

    def cp_another(self, c: list[Any]) -> str:
        return "another"

    def cp_noun(self, c: list[Any]) -> str:
        return _s(c[0])

    def cp_with(self, c: list[Any]) -> Any:
        return {"with": c[0]}

    def cp_desc(self, c: list[Any]) -> Node:
        adj = [_s(x) for x in c if isinstance(x, Token) and x.type == "CP_ADJ"]
        nouns = [x for x in c if isinstance(x, str) and not isinstance(x, Token)]
        join = next((_s(x) for x in c if isinstance(x, Token) and x.type == "CP_JOIN"), None)
        with_ = next((x["with"] for x in c if isinstance(x, dict)), None)
        return {"adj": adj, "nouns": nouns, "join": join, "with": with_}

    def cp_objects(self, c: list[Any]) -> Node:
        return {"n": c[0], **c[1]}

    def cp_cards(self, c: list[Any]) -> Node:
        kind = next((_s(x) for x in c[1:] if isinstance(x, Token) and x.type == "CP_CARD_TYPE"), None)
        word = next(_s(x) for x in c[1:] if isinstance(x, Token) and x.type == "CP_CARD_WORD")
        return {"n": c[0], "type": kind, "word": word}

    # ------------------------------------------------------------------ cost parts
    def cost_sacrifice_objects(self, c: list[Any]) -> Node:
        return {"c": "sacrifice", **c[0]}

    def cost_tap_objects(self, c: list[Any]) -> Node:
        return {"c": "tap_untapped", "n": c[0], **c[1]}

    def cost_untap(self, c: list[Any]) -> Node:
        return {"c": "untap"}

    def cost_discard_cards(self, c: list[Any]) -> Node:
        return {"c": "discard", **c[0], "random": False}

    def cost_discard_random(self, c: list[Any]) -> Node:
        return {"c": "discard", **c[0], "random": True}

    def cost_discard_this(self, c: list[Any]) -> Node:
        return {"c": "discard_this"}

    def cost_exile_this_card(self, c: list[Any]) -> Node:
        return {"c": "exile_this_card"}

    def cost_exile_self(self, c: list[Any]) -> Node:
        return {"c": "exile_self", "self": c[0]["self"]}

    def cost_exile_graveyard(self, c: list[Any]) -> Node:
        return {"c": "exile_graveyard", **c[0]}

    def cost_remove_counters(self, c: list[Any]) -> Node:
        return {"c": "remove_counters", "n": c[0], "kind": _s(c[1]), "word": _s(c[2]), "from": c[3]["self"]}

    def cost_remove_counters_yours(self, c: list[Any]) -> Node:
        return {"c": "remove_counters", "n": c[0], "kind": _s(c[1]), "word": _s(c[2]), "from": None}

    def cost_put_counters(self, c: list[Any]) -> Node:
        return {"c": "put_counters", "n": c[0], "kind": _s(c[1]), "word": _s(c[2]), "on": c[3]["self"]}

    def cost_return(self, c: list[Any]) -> Node:
        return {"c": "return", **c[0]}

    def cost_mill(self, c: list[Any]) -> Node:
        return {"c": "mill", "n": c[0], "word": _s(c[1])}

    # ------------------------------------------------------------------ 602.5b restrictions
    def activated_limited(self, c: list[Any]) -> Node:
        return {"k": "activated_limited", "cost": c[0], "effects": c[1], "limit": c[2]}

    def mana_limited(self, c: list[Any]) -> Node:
        return {"k": "mana_limited", "cost": c[0], "add": c[1], "limit": c[2]}

    def _limit(name: str):  # noqa: N805 - a factory of methods
        def m(self: Any, c: list[Any]) -> str:
            return name
        return m

    limit_once_each_turn = _limit("once_each_turn")
    limit_twice_each_turn = _limit("twice_each_turn")
    limit_once = _limit("once")
    limit_your_turn = _limit("your_turn")
    limit_your_upkeep = _limit("your_upkeep")
    limit_combat = _limit("combat")
    limit_before_attackers = _limit("before_attackers")
    limit_instant = _limit("instant")
    limit_sorcery_once_each_turn = _limit("sorcery_once_each_turn")
    limit_your_turn_once = _limit("your_turn_once")
    limit_sorcery_once = _limit("sorcery_once")
    del _limit


# ---------------------------------------------------------------------- printing
def objects_text(p: Node) -> str:
    """"a creature", "another artifact or creature", "two untapped Wizards" (without "untapped" here)."""
    nouns = f" {p['join']} ".join(p["nouns"]) if p.get("join") else p["nouns"][0]
    words = [p["n"], *p["adj"], nouns]
    if p.get("with"):
        words += ["with", p["with"][:1].lower() + p["with"][1:]]
    return " ".join(words)


def cards_text(p: Node) -> str:
    return " ".join([p["n"], *([p["type"]] if p.get("type") else []), p["word"]])


def _print(p: Node) -> str:
    k = p["c"]
    if k == "sacrifice":
        return f"Sacrifice {objects_text(p)}"
    if k == "tap_untapped":
        o = objects_text(p)
        amount, _, rest = o.partition(" ")
        return f"Tap {amount} untapped {rest} you control"
    if k == "untap":
        return "{Q}"
    if k == "discard":
        return f"Discard {cards_text(p)}" + (" at random" if p["random"] else "")
    if k == "discard_this":
        return "Discard this card"
    if k == "exile_this_card":
        return "Exile this card from your graveyard"
    if k == "exile_self":
        return f"Exile {p['self']}"
    if k == "exile_graveyard":
        return f"Exile {cards_text(p)} from your graveyard"
    if k == "remove_counters":
        return f"Remove {p['n']} {p['kind']} {p['word']} from {p['from'] or 'a creature you control'}"
    if k == "put_counters":
        return f"Put {p['n']} {p['kind']} {p['word']} on {p['on']}"
    if k == "return":
        return f"Return {objects_text(p)} you control to its owner's hand"
    if k == "mill":
        return f"Mill {p['n']} {p['word']}"
    raise ValueError(f"unknown cost part {p!r}")


def _print_limited(a: Node) -> str:
    from .. import printer
    head = printer.ability({"k": "activated", "cost": a["cost"], "effects": a["effects"], "sorcery": False})
    return f"{head} {_LIMITS[a['limit']][0]}"


def _print_mana_limited(a: Node) -> str:
    from .. import printer
    return f"{printer.ability({'k': 'mana', 'cost': a['cost'], 'add': a['add']})} {_LIMITS[a['limit']][0]}"


_PART_KINDS = ("sacrifice", "tap_untapped", "untap", "discard", "discard_this", "exile_this_card", "exile_self",
               "exile_graveyard", "remove_counters", "put_counters", "return", "mill")
PRINT = Printers(cost={k: _print for k in _PART_KINDS},
                 ability={"activated_limited": _print_limited, "mana_limited": _print_mana_limited})


# ---------------------------------------------------------------------- building
def _error(msg: str) -> Exception:
    from ..build import BuildError
    return BuildError(msg)


def _count(word: str, plural_word: bool) -> int:
    """The number an amount word names, checked against the noun's number ("a creature", "two creatures")."""
    from ..build import number
    n = 1 if word == "another" else number(word)
    if (n != 1) != plural_word:
        raise _error(f"cost: the number {word!r} and the noun disagree")
    return n


def _singular(noun: str) -> tuple[str, bool]:
    """(singular form, was plural) of a type or subtype word."""
    if noun in _IRREGULAR:
        return _IRREGULAR[noun], noun != _IRREGULAR[noun]
    low = noun.lower()
    if low.rstrip("s") in ("creature", "artifact", "enchantment", "land", "permanent", "planeswalker", "token"):
        return low.rstrip("s"), low.endswith("s")
    if noun.endswith("s") and not noun.endswith("ss"):
        return noun[:-1], True
    return noun, False


def _noun_filter(noun: str) -> Filter:
    if noun == "permanent":
        return Anything()
    if noun == "token":
        return IsToken()
    if noun in _TYPES:
        return HasType((_TYPES[noun],))
    if not noun[:1].isupper():
        raise _error(f"cost: unknown noun {noun!r}")
    return HasSubtype((noun,))


def _adj_filter(a: str) -> Filter:
    if a == "nontoken":
        return Not(IsToken())
    if a.startswith("non"):
        return Not(HasType((_TYPES[a[3:]],)))
    if a in _COLORS:
        return HasColor(_COLORS[a])
    if a in ("legendary", "basic"):
        return HasSupertype(a.capitalize())
    raise _error(f"cost: unknown adjective {a!r}")


def objects_filter(p: Node) -> tuple[int, Filter]:
    """(how many, which permanents) of an object description."""
    singles = [_singular(x) for x in p["nouns"]]
    plural = {pl for _, pl in singles}
    if len(plural) > 1:
        raise _error("cost: nouns of different numbers")
    n = _count(p["n"], plural.pop())
    parts: list[Filter] = [_adj_filter(a) for a in p["adj"]]
    nouns = [_noun_filter(s) for s, _ in singles]
    parts.append(nouns[0] if len(nouns) == 1 else AnyOf(tuple(nouns)))
    if p.get("with"):
        parts.append(HasKeyword(p["with"]))
    return n, parts[0] if len(parts) == 1 else AllOf(tuple(parts))


def _cards_filter(p: Node) -> tuple[int, Filter | None]:
    n = _count(p["n"], p["word"] == "cards")
    kind = p.get("type")
    if kind is None:
        return n, None
    if kind == "basic land":
        return n, AllOf((HasType(("Land",)), HasSupertype("Basic")))
    if kind.startswith("non"):
        return n, Not(HasType((_TYPES[kind[3:]],)))
    return n, HasType((_TYPES[kind],))


def _add(fields: dict[str, Any], part: cp.CostPart) -> None:
    fields["parts"] = tuple(fields.get("parts", ())) + (part,)


def _build(p: Node, fields: dict[str, Any]) -> None:
    from .. import printer
    k, text = p["c"], printer.cost([p])
    if k in ("sacrifice", "tap_untapped", "return"):
        n, where = objects_filter(p)
        if k == "return" and n != 1:
            raise _error("cost: returning several permanents")
        kind = {"sacrifice": cp.SACRIFICE, "tap_untapped": cp.TAP, "return": cp.RETURN}[k]
        _add(fields, cp.CostPart(kind, n, AllOf((where, ControlledBy(YOU_REL))), p["n"] == "another", text=text))
    elif k == "untap":
        _add(fields, cp.CostPart(cp.UNTAP_SELF, text=text))
    elif k == "discard":
        n, where = _cards_filter(p)
        if p["random"] and where is not None:
            raise _error("cost: discard a card of a kind at random")
        _add(fields, cp.CostPart(cp.DISCARD, n, where, random=p["random"], text=text))
    elif k == "discard_this":
        fields["discard_self"] = True
    elif k == "exile_this_card":
        _add(fields, cp.CostPart(cp.EXILE_THIS_CARD, text=text))
    elif k == "exile_self":
        _add(fields, cp.CostPart(cp.EXILE_SELF, text=text))
    elif k == "exile_graveyard":
        n, where = _cards_filter(p)
        _add(fields, cp.CostPart(cp.EXILE_GRAVEYARD, n, where, text=text))
    elif k in ("remove_counters", "put_counters"):
        from ..build import number
        n = number(p["n"])
        if (n != 1) != (p["word"] == "counters"):
            raise _error("cost: the number of counters and the noun disagree")
        if k == "put_counters":
            _add(fields, cp.CostPart(cp.PUT_COUNTERS, n, counter=p["kind"], text=text))
        else:
            where = None if p["from"] else AllOf((HasType(("Creature",)), ControlledBy(YOU_REL)))
            _add(fields, cp.CostPart(cp.REMOVE_COUNTERS, n, where, counter=p["kind"], text=text))
    elif k == "mill":
        _add(fields, cp.CostPart(cp.MILL, _count(p["n"], p["word"] == "cards"), text=text))
    else:
        raise _error(f"unknown cost part {k!r}")


def _build_limited(a: Node, text: str, parts: Any) -> None:
    from ..build import _cost, _uses_x, ability_zone, effects_of, targets_of
    if _uses_x(a["effects"]):
        raise _error("X in an ability (only a spell's X is supported)")
    _, per_turn, timing, once, sorcery = _LIMITS[a["limit"]]
    cost = _cost(a["cost"])
    parts.activated.append(ActivatedAbility(cost, effects_of(a["effects"]), targets_of(a["effects"]), text, sorcery,
                                            ability_zone(cost), per_turn=per_turn, timing=timing, once=once))


def _build_mana_limited(a: Node, text: str, parts: Any) -> None:
    from dataclasses import replace
    from ..build import mana_ability_of
    if a["limit"] in ("sorcery_once_each_turn", "sorcery_once"):
        raise _error("a mana ability activated only as a sorcery")
    _, per_turn, timing, once, _sorcery = _LIMITS[a["limit"]]
    ab = mana_ability_of({"cost": a["cost"], "add": a["add"]}, text, limited=True)
    parts.activated.append(replace(ab, text=text, per_turn=per_turn, timing=timing, once=once))


def _facts(a: Node) -> set[str]:
    """701.13: "Mill a card" as a cost is the keyword action the oracle facts list."""
    return {"Mill"} if any(p.get("c") == "mill" for p in a["cost"]) else set()


BUILD = Builders(cost={k: _build for k in _PART_KINDS},
                 ability={"activated_limited": _build_limited, "mana_limited": _build_mana_limited},
                 facts={"activated": _facts, "activated_limited": _facts, "mana": _facts, "mana_limited": _facts})
