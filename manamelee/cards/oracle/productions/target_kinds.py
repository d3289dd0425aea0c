"""Target phrases qualified beyond the core's adjectives (115.1).

* "target creature with power 4 or greater", "... with toughness 2 or less", "... with mana value 3 or less"
  (208, 202.3); "target creature with flying" (702); "target creature without flying";
* "target attacking creature", "target blocking creature" (506.4: an attacking or a blocking creature);
* "another target creature you control": not the permanent whose ability it is (``TargetSpec.not_source``) and,
  after an earlier target of the ability, not that one ("Target creature gets +2/+2 ... Another target creature
  gets -2/-2 ...", 115.3).

The node is the core target phrase (adjectives, nouns, controller) with one more filter: the core builds its
``TargetSpec`` and the filter of the qualifier is added to its ``where``; "up to one" leaves it optional (115.6).
"""
from __future__ import annotations

from typing import Any

from lark import Token

from . import Builders, Node, Printers


def _who_base(base: Node) -> str:
    from ..printer import who
    if not base["nouns"]:                              # "target Zombie [you control]": the subtype is the noun
        return "target" + (" " + _CTL[base["ctl"]] if base.get("ctl") else "")
    return who({"t": "target", **base})


def _base(c: list[Any]) -> tuple[Node, bool]:
    base = next(x for x in c if isinstance(x, dict) and "nouns" in x)
    up_to = any(isinstance(x, Token) and x.type == "TK_UPTO" for x in c)
    return base, up_to


class Rules:
    def tk_with_target(self, c: list[Any]) -> Node:
        base, up_to = _base(c)
        n: Node = {"t": "target", "tk": "qualified", "base": base}
        if any(isinstance(x, Token) and x.type == "TK_ANOTHER" for x in c):
            n["another"] = True
        state = next((str(x).lower() for x in c if isinstance(x, Token) and x.type == "TK_COMBAT"), None)
        if state:
            n["combat"] = state
        qual = next((x for x in c if isinstance(x, dict) and ("with" in x or "without" in x)), None)
        if qual is not None:
            n.update(qual)
        late = [x["ctl"] for x in c if isinstance(x, dict) and set(x) == {"ctl"}]
        if late:
            n["late_ctl"] = late[0]                    # "target creature with flying an opponent controls"
        if up_to:
            n["up_to"] = 1
        return n

    tk_combat_target = tk_with_target

    def tk_kind_target(self, c: list[Any]) -> Node:
        pre = [str(x) for x in c if isinstance(x, Token) and x.type in ("OSUB", "TK_SUPER")]
        base = next((x for x in c if isinstance(x, dict) and "nouns" in x), None)
        if base is None:                               # "target Zombie you control": a permanent of that subtype
            ctl = next((x["ctl"] for x in c if isinstance(x, dict) and set(x) == {"ctl"}), None)
            base = {"adj": [], "nouns": [], "ctl": ctl}
        n: Node = {"t": "target", "tk": "qualified", "base": base, "pre": pre}
        if any(isinstance(x, Token) and x.type == "TK_ANOTHER" for x in c):
            n["another"] = True
        if any(isinstance(x, Token) and x.type == "TK_UPTO" for x in c):
            n["up_to"] = 1
        return n
    tk_another_target = tk_with_target

    def tk_without_kw(self, c: list[Any]) -> Node:
        return {"without": c[0]}


# ------------------------------------------------------------------------------------------------ printing
_SUPER_WORDS = ("legendary", "nonlegendary", "basic", "nonbasic", "snow")
_CTL = {"you": "you control", "not_you": "you don't control", "opponent": "an opponent controls"}


def _p_target(n: Node) -> str:
    from ..printer import kw_phrase
    from .objects import with_text
    base = _who_base(n["base"])                        # "target creature you control"
    if n.get("pre"):
        base = base.replace("target", "target " + " ".join(n["pre"]), 1)
    if n.get("another"):
        base = "another " + base
    if n.get("combat"):
        base = base.replace("target ", f"target {n['combat']} ", 1)
    if "with" in n:
        base += " " + with_text(n["with"])
    if "without" in n:
        base += " without " + kw_phrase([n["without"]])
    if n.get("late_ctl"):
        base += " " + _CTL[n["late_ctl"]]
    return ("up to one " if n.get("up_to") == 1 else "") + base


PRINT = Printers(target={"qualified": _p_target})


# ------------------------------------------------------------------------------------------------ building
def _qualifiers(n: Node) -> list[Any]:
    """The filters the qualifiers add: being an attacking or a blocking creature (506.4), a characteristic
    compared (208, 202.3), a keyword had or not (702)."""
    from ...model.filters import HasKeyword, Not
    from ...model.filters_kinds import InCombatAs
    from ..build import BuildError
    from .objects import _with_filter
    from .objects import _adj_filter
    out: list[Any] = [_adj_filter(w.lower() if w.lower() in _SUPER_WORDS else w) for w in n.get("pre", [])]
    if n.get("combat"):
        out.append(InCombatAs(n["combat"]))
    if "with" in n:
        out.append(_with_filter(n["with"]))
    if "without" in n:
        kw = n["without"]
        if not isinstance(kw, str):
            raise BuildError(f"'without' a keyword with parameters: {kw!r}")
        out.append(Not(HasKeyword(kw)))
    return out


def _t_qualified(n: Node) -> Any:
    """The core's target requirement of the base phrase, its ``where`` narrowed by the qualifier (115.1)."""
    from dataclasses import replace
    from ...model.filters import AllOf
    from ..build import BuildError, target_spec
    base = dict(n["base"])
    if n.get("late_ctl"):
        if base.get("ctl"):
            raise BuildError("a target phrase with two controller clauses")
        base["ctl"] = n["late_ctl"]
    if not base["nouns"]:
        base["nouns"] = ["permanent"]                  # "target Zombie": a permanent with that subtype
    spec = target_spec({"t": "target", **base})
    if spec.kind not in ("creature", "permanent"):
        raise BuildError(f"a qualified target of kind {spec.kind!r}")
    parts = ([spec.where] if spec.where is not None else []) + _qualifiers(n)
    where = parts[0] if len(parts) == 1 else (AllOf(tuple(parts)) if parts else None)
    spec = replace(spec, label=_p_target(n), where=where, optional=n.get("up_to") == 1)
    if n.get("another"):
        # "another target ...": not the permanent whose ability this is, nor the ability's earlier target (115.3)
        spec = replace(spec, not_source=True, other_than=n["i"] - 1 if n.get("i", 0) > 0 else None)
    return spec


BUILD = Builders(target={"qualified": _t_qualified})
