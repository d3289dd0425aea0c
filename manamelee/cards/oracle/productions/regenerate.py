"""701.15 Regenerate (614.8): "Regenerate <permanent>." leaves a regeneration shield; "Destroy ... It/They can't be
regenerated." destroys through shields (701.15c); "If this creature would be destroyed, regenerate it." is a static
regeneration (701.15b). The engine side is ``engine/regeneration.py``."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers

_ALL = {"creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment", "lands": "Land"}


class Rules:
    def regenerate(self, c: list[Any]) -> Node:
        return {"e": "regenerate", "what": c[0]}

    def regen_enchanted(self, c: list[Any]) -> Node:
        return {"t": "regen_enchanted", "what": str(c[0])}

    def destroy_no_regen(self, c: list[Any]) -> Node:
        return {"e": "destroy_no_regen", "what": c[0]}

    def destroy_all_no_regen(self, c: list[Any]) -> Node:
        return {"e": "destroy_all_no_regen", "what": c[0]}

    def regen_all_types(self, c: list[Any]) -> list[str]:
        return [str(x) for x in c]

    def regenerates_static(self, c: list[Any]) -> Node:
        return {"k": "regenerates_static", "self": c[0]["self"]}


def _join_and(xs: list[str]) -> str:
    return " and ".join(xs) if len(xs) <= 2 else ", ".join(xs[:-1]) + ", and " + xs[-1]


def _who(n: Node) -> str:
    from ..printer import who
    return who(n)


def _build_regenerate(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_regeneration import Regenerate
    from ..build import sel
    return (Regenerate(sel(e["what"])),)


def _build_destroy(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_regeneration import DestroyNoRegeneration
    from ..build import sel
    return (DestroyNoRegeneration(sel(e["what"])),)


def _build_destroy_all(e: Node) -> tuple[Any, ...]:
    from ...dsl.effects_regeneration import DestroyAllNoRegeneration
    from ...dsl.selectors import EachPermanent
    from ...model.filters import HasType
    from ..build import BuildError
    if len(set(e["what"])) != len(e["what"]):
        raise BuildError("a card type named twice")
    return (DestroyAllNoRegeneration(EachPermanent(HasType(tuple(_ALL[w] for w in e["what"])))),)


def _build_enchanted(n: Node) -> Any:
    from ...dsl.effects_regeneration import EnchantedPermanent
    return EnchantedPermanent()


def _build_static(a: Node, text: str, parts: Any) -> None:
    from ....engine.regeneration import REGENERATES
    from ..build import BuildError
    if "Creature" not in parts.types and a["self"] != "CARDNAME":
        raise BuildError("a static regeneration of something that isn't a permanent card")
    parts.keywords.add(REGENERATES)


PRINT = Printers(
    effect={"regenerate": lambda e: f"regenerate {_who(e['what'])}",
            "destroy_no_regen": lambda e: f"destroy {_who(e['what'])}. It can't be regenerated",
            "destroy_all_no_regen": lambda e: f"destroy all {_join_and(e['what'])}. They can't be regenerated"},
    who={"regen_enchanted": lambda n: f"enchanted {n['what']}"},
    ability={"regenerates_static": lambda a: f"If {a['self']} would be destroyed, regenerate it."},
)
BUILD = Builders(
    effect={"regenerate": _build_regenerate, "destroy_no_regen": _build_destroy,
            "destroy_all_no_regen": _build_destroy_all},
    who={"regen_enchanted": _build_enchanted},
    ability={"regenerates_static": _build_static},
)
