"""Kinds of permanents named by their characteristics (109.2, 205; objects.lark): "a creature you control",
"another Zombie", "nontoken creatures", "Goblins your opponents control", "a creature with power 4 or greater".

This module adds no ability of its own: it reads the phrase into a node ``{"o": "kind", ...}`` that the trigger,
condition, count and static modules embed, prints it back (:func:`kind_text`) and builds its filter
(:func:`kind_filter`), which reads layered characteristics on the battlefield and last known information for an
object that left it (603.10a).
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from lark import Token

from . import Node

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "land": "Land",
          "planeswalker": "Planeswalker", "battle": "Battle"}
_SUPERTYPES = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow"}
_CTL = {"you": "you control", "opponent": "an opponent controls", "not_you": "you don't control",
        "opponents": "your opponents control"}

_IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves", "Mouse": "Mice",
              "Ox": "Oxen", "Fungus": "Fungi", "Cyclops": "Cyclopes", "Homunculus": "Homunculi"}
_SAME = {"Samurai", "Merfolk", "Kithkin", "Moonfolk", "Treefolk", "Sheep", "Fish", "Aurochs", "Djinn", "Efreet",
         "Equipment", "Plains", "Kor", "Eldrazi", "Elk", "Food", "Gith", "Azra", "Lhurgoyf"}


def plural(subtype: str) -> str:
    """A subtype's plural as oracle text writes it ("Elf" -> "Elves", "Ally" -> "Allies", "Samurai")."""
    if subtype in _IRREGULAR:
        return _IRREGULAR[subtype]
    if subtype in _SAME:
        return subtype
    if re.search(r"[^aeiou]y$", subtype):
        return subtype[:-1] + "ies"
    if re.search(r"(s|x|ch|sh|z)$", subtype):
        return subtype + "es"
    return subtype + "s"


@lru_cache(maxsize=1)
def subtypes() -> tuple[str, ...]:
    """The one-word subtypes the grammar reads (the OSUB terminal of objects.lark)."""
    text = Path(__file__).with_name("objects.lark").read_text(encoding="utf-8")
    m = re.search(r"^OSUB: /\(([^)]*)\)", text, re.M)
    assert m is not None
    return tuple(m.group(1).split("|"))


@lru_cache(maxsize=1)
def singular_of() -> dict[str, str]:
    """Plural as written -> the subtype."""
    return {plural(s): s for s in subtypes()}


def _w(tok: Any) -> str:
    """A word as the node keeps it: types and adjectives lowercase (a sentence may capitalise them), subtypes as
    written."""
    s = str(tok)
    if isinstance(tok, Token) and tok.type in ("OSUB", "OSUBS"):
        return s
    return s.lower()


class Rules:
    def okind(self, c: list[Any]) -> Node:
        return _kind(c, plural=False, join=None)

    def okind_or(self, c: list[Any]) -> Node:
        return _kind(c, plural=False, join="or")

    def okinds(self, c: list[Any]) -> Node:
        return _kind(c, plural=True, join=None)

    def okinds_and(self, c: list[Any]) -> Node:
        return _kind(c, plural=True, join="and")

    def otoken(self, c: list[Any]) -> str:
        return "token"

    def otokens(self, c: list[Any]) -> str:
        return "tokens"

    def octl_you(self, c: list[Any]) -> dict[str, str]:
        return {"ctl": "you"}

    def octl_opponent(self, c: list[Any]) -> dict[str, str]:
        return {"ctl": "opponent"}

    def octl_not_you(self, c: list[Any]) -> dict[str, str]:
        return {"ctl": "not_you"}

    def octl_opponents(self, c: list[Any]) -> dict[str, str]:
        return {"ctl": "opponents"}

    def owith_stat(self, c: list[Any]) -> dict[str, Any]:
        return {"with": {"w": "stat", "stat": str(c[0]).lower(), "n": int(str(c[1])), "cmp": str(c[2]).lower()}}

    def owith_kw(self, c: list[Any]) -> dict[str, Any]:
        return {"with": {"w": "kw", "kw": c[0]}}

    def owith_counter(self, c: list[Any]) -> dict[str, Any]:
        return {"with": {"w": "counter", "article": str(c[0]), "kind": str(c[1])}}

    def owith_counters(self, c: list[Any]) -> dict[str, Any]:
        return {"with": {"w": "counters", "kind": str(c[0])}}


def _kind(c: list[Any], plural: bool, join: str | None) -> Node:
    words = [x for x in c if isinstance(x, Token)]
    n = 2 if join else 1          # the last one or two words are the nouns; those before them are adjectives
    node: Node = {"o": "kind", "adj": [_w(w) for w in words[:-n]], "nouns": [_w(w) for w in words[-n:]],
                  "plural": plural}
    if join:
        node["join"] = join
    if "token" in c or "tokens" in c:
        node["token"] = True
    return node


def kind_text(k: Node) -> str:
    """The phrase of a kind node as oracle text writes it (lowercase types and adjectives)."""
    nouns = f" {k['join']} ".join(k["nouns"]) if k.get("join") else k["nouns"][0]
    words = [*k["adj"], nouns]
    if k.get("token"):
        words.append("tokens" if k["plural"] else "token")
    out = " ".join(words)
    if k.get("ctl"):
        out += " " + _CTL[k["ctl"]]
    for w in k.get("with", []):
        out += " " + with_text(w)
    return out


def with_text(w: Node) -> str:
    from ..printer import kw_phrase
    if w["w"] == "stat":
        return f"with {w['stat']} {w['n']} or {w['cmp']}"
    if w["w"] == "kw":
        return f"with {kw_phrase([w['kw']])}"
    if w["w"] == "counter":
        return f"with {w['article']} {w['kind']} counter on it"
    return f"with one or more {w['kind']} counters on them"


def qualified(kind: Node, parts: list[Any]) -> Node:
    """A kind node with the controller and "with" clauses that follow it in the text."""
    out = dict(kind)
    for p in parts:
        if isinstance(p, dict) and "ctl" in p:
            out["ctl"] = p["ctl"]
        elif isinstance(p, dict) and "with" in p:
            out["with"] = [*out.get("with", []), p["with"]]
    return out


# ------------------------------------------------------------------------------ filters
def _noun_filter(word: str, plural: bool) -> Any:
    from ...model.filters import Anything, HasSubtype, HasType
    low = word.lower()
    base = low[:-1] if plural and low[:-1] in (*_TYPES, "permanent") else low
    if base == "permanent":
        return Anything()
    if base in _TYPES:
        return HasType((_TYPES[base],))
    sub = singular_of().get(word, word) if plural else word
    if sub not in subtypes():
        from ..build import BuildError
        raise BuildError(f"unknown subtype {word!r}")
    return HasSubtype((sub,))


def _adj_filter(a: str) -> Any:
    from ...model.filters import HasColor, HasSupertype, HasType, Not
    from ...model.filters_kinds import ColorCount, InCombatAs, TokenIs
    from ...model.filters import IsTapped
    if a in _COLORS:
        return HasColor(_COLORS[a])
    if a in ("colorless", "monocolored", "multicolored"):
        return ColorCount(a)
    if a in _TYPES:
        return HasType((_TYPES[a],))
    if a in _SUPERTYPES:
        return HasSupertype(_SUPERTYPES[a])
    if a == "nontoken":
        return TokenIs(False)
    if a == "tapped":
        return IsTapped()
    if a == "untapped":
        return Not(IsTapped())
    if a in ("attacking", "blocking"):
        return InCombatAs(a)
    if a.startswith("non"):
        return Not(_adj_filter(a[3:]))
    if a in subtypes():
        from ...model.filters import HasSubtype
        return HasSubtype((a,))
    from ..build import BuildError
    raise BuildError(f"unknown adjective {a!r}")


def _with_filter(w: Node) -> Any:
    from ...model.filters import HasKeyword
    from ...model.filters_kinds import CountersOn, StatCompare
    if w["w"] == "stat":
        return StatCompare(w["stat"], w["n"], w["cmp"] == "greater")
    if w["w"] == "kw":
        kw = w["kw"]
        if not isinstance(kw, str):
            from ..build import BuildError
            raise BuildError(f"'with' a keyword with parameters: {kw!r}")
        return HasKeyword(kw)
    return CountersOn(w["kind"])


def kind_filter(k: Node, *, with_ctl: bool = True) -> Any:
    """The filter of a kind node (``me`` in the filter is the controller of the ability that names it); with
    ``with_ctl`` False the controller clause is left to the caller (a count that looks at one player's
    permanents)."""
    from ...model.filters import AllOf, AnyOf, ControlledBy, NOT_YOU, OPPONENT, YOU
    from ...model.filters_kinds import TokenIs
    nouns = [_noun_filter(n, k["plural"]) for n in k["nouns"]]
    parts: list[Any] = [nouns[0] if len(nouns) == 1 else AnyOf(tuple(nouns))]
    if k.get("join") == "and" and len(nouns) > 1:
        parts = [AnyOf(tuple(nouns))]           # "Samurai and Warriors you control": each is one or the other
    parts += [_adj_filter(a) for a in k["adj"]]
    if k.get("token"):
        parts.append(TokenIs(True))
    if with_ctl and k.get("ctl"):
        who = {"you": YOU, "opponent": OPPONENT, "opponents": OPPONENT, "not_you": NOT_YOU}[k["ctl"]]
        parts.append(ControlledBy(who))
    parts += [_with_filter(w) for w in k.get("with", [])]
    return parts[0] if len(parts) == 1 else AllOf(tuple(parts))


__all__ = ["Rules", "kind_filter", "kind_text", "plural", "qualified", "singular_of", "subtypes"]
