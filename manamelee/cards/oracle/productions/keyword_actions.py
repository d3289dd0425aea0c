"""Keyword actions (701) as effects: surveil N (701.42), proliferate (701.27), explore (701.40), connive (701.47),
amass [subtype] N (701.44), fight (701.12), investigate (701.36: create a Clue token), and "draw a card at the
beginning of the next turn's upkeep" (a delayed triggered ability, 603.7). Scry N (701.18) is the core's "scry"
node, built as :class:`ScryN`. The engine side is ``manamelee/cards/model/effects_keyword_actions.py``.
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


def _who(n: Node) -> str:
    from ..printer import who
    return who(n)


def _sel(n: Node) -> Any:
    from ..build import sel
    return sel(n)


def _creature_only(n: Node) -> None:
    """701.12a: only creatures fight (a target phrase naming other kinds of permanents doesn't build)."""
    from ..build import BuildError
    if n.get("t") == "target" and not n.get("tk") and n.get("nouns") != ["creature"]:
        raise BuildError(f"only creatures fight: {_who(n)!r}")


# "Zombies" -> "Zombie" (701.44d: the subtype of the Army is the creature type named in the plural)
_SINGULAR = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf"}


class Rules:
    def surveil(self, c: list[Any]) -> Node:
        return {"e": "surveil", "n": str(c[0])}

    def proliferate(self, c: list[Any]) -> Node:
        return {"e": "proliferate"}

    def investigate(self, c: list[Any]) -> Node:
        return {"e": "investigate"}

    def explore(self, c: list[Any]) -> Node:
        return {"e": "explore", "what": c[0]}

    def connive(self, c: list[Any]) -> Node:
        return {"e": "connive", "what": c[0]}

    def amass(self, c: list[Any]) -> Node:
        return {"e": "amass", "kind": str(c[0]), "n": str(c[1])}

    def fight(self, c: list[Any]) -> Node:
        return {"e": "fight", "what": c[0], "foe": c[1], "have": False}

    def have_fight(self, c: list[Any]) -> Node:
        return {"e": "fight", "what": c[0], "foe": c[1], "have": True}

    def another_target_creature(self, c: list[Any]) -> Node:
        return {"t": "target", "tk": "another_creature"}

    def draw_next_upkeep(self, c: list[Any]) -> Node:
        return {"e": "draw_next_upkeep"}


def _print_fight(e: Node) -> str:
    if e["have"]:
        return f"have {_who(e['what'])} fight {_who(e['foe'])}"
    return f"{_who(e['what'])} fights {_who(e['foe'])}"


PRINT = Printers(
    effect={"surveil": lambda e: f"surveil {e['n']}", "proliferate": lambda e: "proliferate",
            "investigate": lambda e: "investigate", "explore": lambda e: f"{_who(e['what'])} explores",
            "connive": lambda e: f"{_who(e['what'])} connives", "amass": lambda e: f"amass {e['kind']} {e['n']}",
            "fight": _print_fight,
            "draw_next_upkeep": lambda e: "draw a card at the beginning of the next turn's upkeep"},
    target={"another_creature": lambda n: "another target creature"})


def _b_surveil(e: Node) -> tuple:
    from ..build import number
    from ...model.effects_keyword_actions import Surveil
    return (Surveil(number(e["n"])),)


def _b_proliferate(e: Node) -> tuple:
    from ...model.effects_keyword_actions import Proliferate
    return (Proliferate(),)


def _b_investigate(e: Node) -> tuple:
    from ...dsl.effects_permanents import CreateToken
    from ...model.tokens_predefined import CLUE
    return (CreateToken(CLUE, 1),)                       # 701.36a: "Create a Clue token."


def _b_explore(e: Node) -> tuple:
    from ...model.effects_keyword_actions import Explore
    return (Explore(_sel(e["what"])),)


def _b_connive(e: Node) -> tuple:
    from ...model.effects_keyword_actions import ConniveDiscard, ConniveDraw
    return (ConniveDraw(_sel(e["what"])), ConniveDiscard())     # 701.47a: draw, then discard (two instructions)


def _b_amass(e: Node) -> tuple:
    from ..build import BuildError, number
    from ...model.effects_keyword_actions import Amass
    kind = e["kind"]
    sub = _SINGULAR.get(kind, kind[:-1])
    if not kind.endswith("s"):
        raise BuildError(f"amass {kind!r}: not a plural creature type")
    return (Amass(sub, number(e["n"])),)


def _b_fight(e: Node) -> tuple:
    from ...dsl.effects_damage_life import Fight
    _creature_only(e["what"])
    _creature_only(e["foe"])
    return (Fight(_sel(e["what"]), _sel(e["foe"])),)


def _b_draw_next_upkeep(e: Node) -> tuple:
    from ...dsl.effects_cards import Draw
    from ...dsl.selectors import YOU
    from ...model.effects_keyword_actions import AtNextUpkeep
    return (AtNextUpkeep((Draw(1, YOU),), "Draw a card."),)


def _t_another_creature(n: Node) -> Any:
    """"<target creature> fights another target creature": a creature other than the earlier target (115.3)."""
    from ..build import BuildError
    from ....engine.definitions import TargetSpec
    if n["i"] < 1:
        raise BuildError("'another target creature' with no earlier target")
    return TargetSpec("creature", "another target creature", other_than=n["i"] - 1)


BUILD = Builders(
    effect={"surveil": _b_surveil, "proliferate": _b_proliferate, "investigate": _b_investigate,
            "explore": _b_explore, "connive": _b_connive, "amass": _b_amass, "fight": _b_fight,
            "draw_next_upkeep": _b_draw_next_upkeep},
    target={"another_creature": _t_another_creature},
    facts={"surveil": lambda e: {"Surveil"}, "proliferate": lambda e: {"Proliferate"},
           "investigate": lambda e: {"Investigate"}, "explore": lambda e: {"Explore"},
           "connive": lambda e: {"Connive"}, "amass": lambda e: {"Amass"}, "fight": lambda e: {"Fight"}})
