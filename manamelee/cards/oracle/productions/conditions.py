"""Conditions (conditions.lark): "if <condition>," as an intervening "if" clause of a triggered ability (603.4: checked
as it triggers and again as it resolves) and as an instruction's condition (608.2c: "If you control a Wizard, draw
a card."), and "as long as <condition>" of a static ability (statics_more). A condition node is
``{"c": kind, ...}``; :func:`cond_text` prints it and :func:`cond_build` builds it (``model.conditions_state``).
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers
from .objects import kind_filter, kind_text, qualified

_CNUM = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
         "ten": 10}


def _w(tok: Any) -> str:
    return str(tok).lower()


class Rules:
    # ------------------------------------------------------------------ what players control (801.10)
    def cond_you_control(self, c: list[Any]) -> Node:
        return {"c": "control", "who": "you", "article": _w(c[0]), "kind": qualified(c[1], c[2:])}

    def cond_you_control_another(self, c: list[Any]) -> Node:
        return {"c": "control", "who": "you", "article": "another", "kind": qualified(c[0], c[1:])}

    def cond_you_control_n(self, c: list[Any]) -> Node:
        return {"c": "control", "who": "you", "n": _w(c[0]), "cmp": _w(c[1]), "kind": qualified(c[2], c[3:])}

    def cond_you_control_none(self, c: list[Any]) -> Node:
        return {"c": "control", "who": "you", "article": "no", "kind": qualified(c[0], c[1:])}

    def cond_you_dont_control(self, c: list[Any]) -> Node:
        return {"c": "control", "who": "you_dont", "article": _w(c[0]), "kind": qualified(c[1], c[2:])}

    def cond_opponent_controls(self, c: list[Any]) -> Node:
        return {"c": "control", "who": "opponent", "article": _w(c[0]), "kind": qualified(c[1], c[2:])}

    def cond_opponent_controls_n(self, c: list[Any]) -> Node:
        return {"c": "control", "who": "opponent", "n": _w(c[0]), "cmp": _w(c[1]), "kind": qualified(c[2], c[3:])}

    def cond_defending_controls(self, c: list[Any]) -> Node:
        return {"c": "control", "who": "defending", "article": _w(c[0]), "kind": qualified(c[1], c[2:])}

    # ------------------------------------------------------------------ graveyard, hand, life
    def cond_graveyard_cards(self, c: list[Any]) -> Node:
        return {"c": "graveyard", "n": _w(c[0])}

    def cond_graveyard_kind(self, c: list[Any]) -> Node:
        return {"c": "graveyard", "n": _w(c[0]), "kinds": c[1]}

    def gy_kinds(self, c: list[Any]) -> Node:
        return {"words": [_w(x) for x in c[::2]], "join": _w(c[1]) if len(c) > 1 else None}

    def cond_graveyard_types(self, c: list[Any]) -> Node:
        return {"c": "graveyard_types", "n": _w(c[0])}

    def cond_no_cards_in_hand(self, c: list[Any]) -> Node:
        return {"c": "hand", "none": True}

    def cond_cards_in_hand(self, c: list[Any]) -> Node:
        return {"c": "hand", "n": _w(c[0]), "cmp": _w(c[1])}

    def cond_life(self, c: list[Any]) -> Node:
        return {"c": "life", "n": int(str(c[0])), "cmp": _w(c[1])}

    def cond_player_life(self, c: list[Any]) -> Node:
        return {"c": "life", "who": _w(c[0]), "n": int(str(c[1])), "cmp": _w(c[2])}

    def cond_life_over_start(self, c: list[Any]) -> Node:
        return {"c": "life_over_start", "n": int(str(c[0]))}

    # ------------------------------------------------------------------ this turn
    def cond_creature_died(self, c: list[Any]) -> Node:
        return {"c": "happened", "what": "creature_died"}

    def cond_you_attacked(self, c: list[Any]) -> Node:
        return {"c": "happened", "what": "you_attacked"}

    def cond_permanent_left(self, c: list[Any]) -> Node:
        return {"c": "happened", "what": "permanent_left"}

    def cond_permanent_left_under(self, c: list[Any]) -> Node:
        return {"c": "happened", "what": "permanent_left", "under": True}

    def cond_gained_life(self, c: list[Any]) -> Node:
        return {"c": "happened", "what": "gained_life"}

    def cond_different_powers(self, c: list[Any]) -> Node:
        return {"c": "different_powers", "n": _w(c[0])}

    def cond_no_spells_last_turn(self, c: list[Any]) -> Node:
        return {"c": "spells_last_turn", "none": True}

    def cond_player_spells_last_turn(self, c: list[Any]) -> Node:
        return {"c": "spells_last_turn", "n": _w(c[0])}

    def cond_your_turn(self, c: list[Any]) -> Node:
        return {"c": "your_turn", "yes": True}

    def cond_not_your_turn(self, c: list[Any]) -> Node:
        return {"c": "your_turn", "yes": False}

    # ------------------------------------------------------------------ this permanent
    def cond_source_state(self, c: list[Any]) -> Node:
        subject = c[0]["self"] if isinstance(c[0], dict) else "it"
        return {"c": "source", "self": subject, "state": _w(c[-1])}

    def cond_source_counter(self, c: list[Any]) -> Node:
        subject = c[0]["self"] if isinstance(c[0], dict) else "it"
        return {"c": "source_counter", "self": subject, "article": _w(c[-2]), "kind": str(c[-1])}

    # ------------------------------------------------------------------ sentences
    def sentence_if(self, c: list[Any]) -> Node:
        return {"e": "if", "cond": c[0], "then": [c[1]]}

    def sentence_if_then(self, c: list[Any]) -> Node:
        return {"e": "if", "cond": c[0], "then": [c[1], c[2]], "chain": True}

    def cond_sentences(self, c: list[Any]) -> list[Node]:
        return c[0]

    def later_if(self, c: list[Any]) -> list[Node]:
        return list(c)

    first_if = later_if

    def triggered_if(self, c: list[Any]) -> Node:
        aw = None
        if isinstance(c[0], dict) and "ability_word" in c[0]:
            aw, c = c[0]["ability_word"], c[1:]
        cond = next(x for x in c if isinstance(x, dict) and "c" in x)
        rest = [x for x in c if x is not cond]
        node = self._triggered(rest)  # type: ignore[attr-defined]  # the core compiler's (mixed in)
        node["if"] = cond
        if aw:
            node["ability_word"] = aw
        return node


# ------------------------------------------------------------------------------ wording
def cond_text(c: Node) -> str:
    k = c["c"]
    if k == "control":
        who = {"you": "you control", "you_dont": "you don't control", "opponent": "an opponent controls",
               "defending": "defending player controls"}[c["who"]]
        if "n" in c:
            return f"{who} {c['n']} or {c['cmp']} {kind_text(c['kind'])}"
        return f"{who} {c['article']} {kind_text(c['kind'])}"
    if k == "graveyard":
        kinds = gy_kinds_text(c["kinds"]) + " " if c.get("kinds") else ""
        return f"there are {c['n']} or more {kinds}cards in your graveyard"
    if k == "graveyard_types":
        return f"there are {c['n']} or more card types among cards in your graveyard"
    if k == "hand":
        return "you have no cards in hand" if c.get("none") else f"you have {c['n']} or {c['cmp']} cards in hand"
    if k == "life":
        if c.get("who"):
            return f"{c['who']} has {c['n']} or {c['cmp']} life"
        return f"you have {c['n']} or {c['cmp']} life"
    if k == "life_over_start":
        return f"you have at least {c['n']} life more than your starting life total"
    if k == "happened":
        return {"creature_died": "a creature died this turn", "you_attacked": "you attacked this turn",
                "permanent_left": ("a permanent left the battlefield under your control this turn" if c.get("under")
                                   else "a permanent you controlled left the battlefield this turn"),
                "gained_life": "you gained life this turn"}[c["what"]]
    if k == "different_powers":
        return f"you control {c['n']} or more creatures with different powers"
    if k == "your_turn":
        return "it's your turn" if c["yes"] else "it's not your turn"
    if k == "spells_last_turn":
        return "no spells were cast last turn" if c.get("none") else f"a player cast {c['n']} or more spells last turn"
    if k == "source":
        return f"it's {c['state']}" if c["self"] == "it" else f"{c['self']} is {c['state']}"
    if k == "source_counter":
        return f"{c['self']} has {c['article']} {c['kind']} counter on it"
    raise ValueError(f"unknown condition {c!r}")


def gy_kinds_text(k: Node) -> str:
    """"creature", "instant and/or sorcery"."""
    return f" {k['join']} ".join(k["words"]) if k.get("join") else k["words"][0]


def _if_text(e: Node) -> str:
    from ..printer import condition, effect         # any production's condition (the registry)
    if e.get("chain"):
        return f"if {condition(e['cond'])}, {effect(e['then'][0])}, then {effect(e['then'][1])}"
    return f"if {condition(e['cond'])}, {effect(e['then'][0])}"


_KINDS = ("control", "graveyard", "graveyard_types", "hand", "life", "life_over_start", "happened",
          "different_powers", "your_turn", "source", "source_counter", "spells_last_turn")
PRINT = Printers(condition={k: cond_text for k in _KINDS}, effect={"if": _if_text})


# ------------------------------------------------------------------------------ engine objects
def _n(word: str) -> int:
    from ..build import BuildError
    if word not in _CNUM:
        raise BuildError(f"not a number: {word!r}")
    return _CNUM[word]


def _op(cmp: str) -> str:
    return ">=" if cmp == "more" else "<="


def gy_filter(kinds: Node) -> Any:
    """The filter of the kinds of cards in a graveyard ("creature", "instant and sorcery": either kind)."""
    from ....engine.constants import PERMANENT_TYPES
    from ...model.filters import AnyOf, HasSupertype, HasType
    parts: list[Any] = []
    for k in kinds["words"]:
        if k == "permanent":
            parts.append(HasType(tuple(sorted(PERMANENT_TYPES))))
        elif k == "legendary":
            parts.append(HasSupertype("Legendary"))
        else:
            parts.append(HasType((k.capitalize(),)))
    return parts[0] if len(parts) == 1 else AnyOf(tuple(parts))


def cond_build(c: Node) -> Any:
    """A condition node -> its engine condition (``model.conditions_state``)."""
    from ...model.conditions_state import (Controls, DefendingPlayerControls, DifferentPowers, GraveyardCardTypes, GraveyardHas, HandSizeIs,
                                           HappenedThisTurn, LifeIs, SourceIs, SpellsLastTurn, YourTurn)
    from ..build import BuildError
    k = c["c"]
    if k == "control":
        what = kind_filter(c["kind"])
        if c["kind"].get("ctl"):
            raise BuildError("a controller inside 'you control ...'")
        if c["who"] == "defending":          # 506.2, 508.5: the player this creature is attacking
            return DefendingPlayerControls(what)
        whose = "opponent" if c["who"] == "opponent" else "you"
        if "n" in c:
            if c["cmp"] == "less":
                raise BuildError("'or less' of a number of permanents (the wording is 'or fewer')")
            return Controls(whose, what, _n(c["n"]), _op(c["cmp"]))
        if c["article"] == "no" or c["who"] == "you_dont":
            return Controls(whose, what, 0, "==")
        return Controls(whose, what, 1, ">=", c["article"] == "another")
    if k == "graveyard":
        return GraveyardHas(_n(c["n"]), gy_filter(c["kinds"]) if c.get("kinds") else None)
    if k == "graveyard_types":
        return GraveyardCardTypes(_n(c["n"]))
    if k == "hand":
        if c.get("none"):
            return HandSizeIs(0, "==")
        if c["cmp"] == "less":
            raise BuildError("'or less' cards in hand (the wording is 'or fewer')")
        return HandSizeIs(_n(c["n"]), _op(c["cmp"]))
    if k == "life":
        if c["cmp"] == "fewer":
            raise BuildError("'or fewer' life (the wording is 'or less')")
        return LifeIs(c["n"], _op(c["cmp"]), who={"an opponent": "opponent", "a player": "anyone"}.get(
            c.get("who", ""), "you"))
    if k == "life_over_start":
        return LifeIs(c["n"], ">=", over_start=True)
    if k == "happened":
        return HappenedThisTurn(c["what"])
    if k == "different_powers":
        return DifferentPowers(_n(c["n"]))
    if k == "your_turn":
        return YourTurn(c["yes"])
    if k == "spells_last_turn":
        return SpellsLastTurn(0, "==") if c.get("none") else SpellsLastTurn(_n(c["n"]), ">=", by_one_player=True)
    if k == "source":
        if c["self"] not in ("it", "this creature", "CARDNAME") and c["state"] in ("attacking", "blocking"):
            raise BuildError(f"{c['self']} can't be {c['state']}")
        return SourceIs(c["state"])
    if k == "source_counter":
        return SourceIs(f"counter:{c['kind']}")
    raise BuildError(f"unknown condition {k!r}")


def _build_if(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_flow import If
    from ..build import condition_of, effects_of    # any production's condition (the registry)
    return (If(condition_of(e["cond"]), effects_of(e["then"])),)


BUILD = Builders(condition={k: cond_build for k in _KINDS}, effect={"if": _build_if})

__all__ = ["BUILD", "PRINT", "Rules", "cond_build", "cond_text"]
