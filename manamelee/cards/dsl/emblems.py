"""Emblems (114) as card data: ``emblem(...)`` is the definition an emblem carries (only abilities, 114.3) and
``GetEmblem`` the effect "<player> gets an emblem with <ability>" (114.2)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from ...engine.definitions import CardDef, StaticAbility, TriggeredAbility
from ...engine.emblems import create_emblem
from ...engine.resolution import Ctx
from .selectors import YOU, Sel


def emblem(name: str, static: Iterable[StaticAbility] = (), triggered: Iterable[TriggeredAbility] = (),
           text: str = "") -> CardDef:
    """An emblem's definition (114.3: no types, mana cost or color); its triggered abilities work from the
    command zone (114.4)."""
    return CardDef(name=name, static=tuple(static), triggered=tuple(replace(t, zone="command") for t in triggered),
                   text=text, type_line="Emblem")


@dataclass(frozen=True, slots=True)
class GetEmblem:
    """"<player> gets an emblem with <ability>" (114.2): each chosen player puts one into the command zone."""

    emblem: CardDef
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            create_emblem(ctx.g, p, self.emblem)


__all__ = ["GetEmblem", "emblem"]
