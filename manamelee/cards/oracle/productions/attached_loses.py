"""Statics of an Aura or Equipment that take keywords away from the permanent it is attached to (613.1f, layer 6):
"Enchanted creature loses flying." (Mammoth Harness), "Equipped creature gets +2/+4 and loses flying.", "Enchanted
creature has defender and loses flying." The keywords it gains are added before the ones it loses are taken away
(one ability, one timestamp, 613.7)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


def _who(tok: Any) -> str:
    return str(tok).lower()


class Rules:
    def attached_loses(self, c: list[Any]) -> Node:
        return {"k": "attached_loses", "who": _who(c[0]), "pt": None, "has": [], "loses": c[1]}

    def attached_gets_loses(self, c: list[Any]) -> Node:
        return {"k": "attached_loses", "who": _who(c[0]), "pt": str(c[1]), "has": [], "loses": c[2]}

    def attached_has_loses(self, c: list[Any]) -> Node:
        return {"k": "attached_loses", "who": _who(c[0]), "pt": None, "has": c[1], "loses": c[2]}


def _print(a: Node) -> str:
    from ..printer import kw_phrase
    parts = []
    if a["pt"]:
        parts.append(f"gets {a['pt']}")
    if a["has"]:
        parts.append(f"has {kw_phrase(a['has'])}")
    parts.append(f"loses {kw_phrase(a['loses'])}")
    return f"{a['who'].capitalize()} creature {' and '.join(parts)}."


def _build(a: Node, text: str, c: Any) -> None:
    from ...dsl.statics import enchanted_gets, enchanted_has
    from ...model.statics import AttachedTo, RemoveKeywords
    from ....engine.definitions import StaticAbility
    from ..build import BuildError, _kws, _pt
    if a["who"] == "enchanted" and c.enchant is None or a["who"] == "equipped" and "Equipment" not in c.subtypes:
        raise BuildError(f"{a['who']} creature on a card that isn't attached that way")
    if a["pt"]:
        c.static.append(enchanted_gets(*_pt(a["pt"]), text=text))
    if a["has"]:
        c.static.append(enchanted_has(*_kws(a["has"]), text=text))
    loses = RemoveKeywords(frozenset(_kws(a["loses"])))
    c.static.append(StaticAbility("6", AttachedTo(), loses, text=text, stable=True))


PRINT = Printers(ability={"attached_loses": _print})
BUILD = Builders(ability={"attached_loses": _build})
