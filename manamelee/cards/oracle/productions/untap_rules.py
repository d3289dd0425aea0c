"""502.3: permanents that don't untap during their controller's untap step, by their own static ability ("This
creature doesn't untap during your untap step.") or an Aura's / Equipment's ("Enchanted creature doesn't untap
during its controller's untap step."; layer 6 grants the pseudo-keyword). The engine side is engine/untap_rules.py.
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def self_doesnt_untap(self, c: list[Any]) -> Node:
        return {"k": "doesnt_untap", "who": c[0]}

    def attached_doesnt_untap(self, c: list[Any]) -> Node:
        return {"k": "doesnt_untap", "who": {"t": "attached", "which": str(c[0]).lower(), "what": str(c[1])}}

    def skip_next_untap(self, c: list[Any]) -> Node:
        return {"e": "skip_next_untap", "what": c[0]}


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


def _print(a: Node) -> str:
    w = a["who"]
    if w["t"] == "attached":
        return f"{_cap(w['which'])} {w['what']} doesn't untap during its controller's untap step."
    return f"{_cap(w['self'])} doesn't untap during your untap step."


def _build(a: Node, text: str, parts: Any) -> None:
    from ..build import BuildError
    from ...dsl.statics import enchanted_has
    from ....engine.untap_rules import DOESNT_UNTAP
    w = a["who"]
    if w["t"] != "attached":
        parts.keywords.add(DOESNT_UNTAP)
        return
    if w["which"] == "enchanted" and parts.enchant is None or \
            w["which"] == "equipped" and "Equipment" not in parts.subtypes:
        raise BuildError("an attached 'doesn't untap' on a card that isn't attached that way")
    parts.static.append(enchanted_has(DOESNT_UNTAP, text=text))


def _print_skip(e: Node) -> str:
    from ..printer import who
    return f"{who(e['what'])} doesn't untap during its controller's next untap step"


def _build_skip(e: Node) -> tuple:
    from ..build import sel
    from ...dsl.effects_untap import SkipNextUntap
    return (SkipNextUntap(sel(e["what"])),)


PRINT = Printers(ability={"doesnt_untap": _print}, effect={"skip_next_untap": _print_skip})
BUILD = Builders(ability={"doesnt_untap": _build}, effect={"skip_next_untap": _build_skip},
                 grantable=frozenset({"DoesntUntap"}))
