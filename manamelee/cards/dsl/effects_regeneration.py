"""Regeneration effects (701.15): "Regenerate <permanent>", "Destroy <permanents>. They can't be regenerated." and
the selector "enchanted creature" of an Aura's ability (the engine side is ``engine/regeneration.py``)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import zones
from ...engine.constants import BATTLEFIELD
from ...engine.regeneration import add_regeneration_shield, forbid_regeneration
from ...engine.resolution import Ctx
from .selectors import EACH_CREATURE, TARGET, Sel


@dataclass(frozen=True, slots=True)
class Regenerate:
    """"Regenerate <permanent>" (701.15a): a shield that replaces its next destruction this turn (614.8)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            add_regeneration_shield(ctx.g, oid, ctx.controller, ctx.source)


@dataclass(frozen=True, slots=True)
class DestroyNoRegeneration:
    """"Destroy <permanents>. It/They can't be regenerated." (701.7a, 701.15c): regeneration shields don't apply to
    this destruction (they stay, for a later one this turn)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.destroy(ctx.g, oid, rule="701.15c", source=ctx.source, regenerate=False)


@dataclass(frozen=True, slots=True)
class DestroyAllNoRegeneration(DestroyNoRegeneration):
    """"Destroy all creatures. They can't be regenerated." — all at once, in range (801.10)."""

    who: Sel = EACH_CREATURE


@dataclass(frozen=True, slots=True)
class CantBeRegenerated:
    """"<permanent> can't be regenerated this turn." (701.15c)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            forbid_regeneration(ctx.g, oid, ctx.controller, ctx.source)


@dataclass(frozen=True, slots=True)
class EnchantedPermanent(Sel):
    """"enchanted creature" in an Aura's ability: the permanent the Aura is attached to — as it last was on the
    battlefield when the Aura left it, e.g. sacrificed to pay the cost (608.2h)."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        g = ctx.g
        o = g.objects.get(ctx.source)
        host = o.attached_to if o is not None and o.zone == BATTLEFIELD else None
        if o is None or o.zone != BATTLEFIELD:
            lki = ctx.item.source_lki
            if lki is None:
                lki = g.lki.get(ctx.source)
            host = lki.attached_to if lki is not None else None
        if host is None or host not in g.objects or g.objects[host].zone != BATTLEFIELD:
            return []
        return [("obj", host)]


__all__ = ["CantBeRegenerated", "DestroyAllNoRegeneration", "DestroyNoRegeneration", "EnchantedPermanent",
           "Regenerate"]
