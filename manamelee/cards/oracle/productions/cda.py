"""604.3 Characteristic-defining abilities: "<this>'s power and toughness are each equal to the number of
<permanents> you control." A static ability of layer 7a (613.4a) that sets the permanent's power and toughness; the
card's printed "*" is 0 where no layer applies (a card in a hand or library, 208.2a)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers

_TYPE = {"creatures": "Creature", "lands": "Land", "artifacts": "Artifact", "enchantments": "Enchantment"}


class Rules:
    def cda_pt_count(self, c: list[Any]) -> Node:
        return {"k": "cda_pt_count", "self": c[0]["self"], "what": str(c[1])}


def _print(a: Node) -> str:
    return f"{a['self']}'s power and toughness are each equal to the number of {a['what']} you control."


def _build(a: Node, text: str, parts: Any) -> None:
    from ...model.cda import PTEqualsCount, ThisPermanent
    from ...model.filters import HasType
    from ...dsl.statics import StaticAbility
    from ..build import BuildError
    rec = parts.rec
    if "Creature" not in parts.types or rec.get("power") != "*" or rec.get("toughness") != "*":
        raise BuildError("a power/toughness-defining ability on a card without */* (208.2a)")
    parts.static.append(StaticAbility("7a", ThisPermanent(), PTEqualsCount(HasType((_TYPE[a["what"]],))),
                                      text=text, stable=True))
    parts.fields["power"] = 0
    parts.fields["toughness"] = 0


PRINT = Printers(ability={"cda_pt_count": _print})
BUILD = Builders(ability={"cda_pt_count": _build})
