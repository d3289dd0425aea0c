"""Selectors of the objects a trigger event names beyond its subject: "the other creature" of a block (509.1i: the
blocker and the attacker it blocks) or of damage dealt to a creature (120.1: its source and the creature)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.constants import BATTLEFIELD
from ...engine.resolution import Ctx
from .selectors import Sel


@dataclass(frozen=True, slots=True)
class OtherCreatureOfEvent(Sel):
    """"the other creature": of the two creatures the trigger event names (``obj`` and ``source``), the one that is
    neither this ability's source nor the permanent it is (or, once it left, was last) attached to — the subject of
    "Whenever enchanted creature / this creature blocks or becomes blocked by a creature". Only if it is still on
    the battlefield (400.7) and its controller is in range (801.10)."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        g, e, src = ctx.g, ctx.event, ctx.source
        if e is None or e.obj is None or e.source is None:
            return []
        o = g.objects.get(src)
        lki = g.lki.get(src) if o is None else None
        host = o.attached_to if o is not None else (lki.attached_to if lki is not None else None)
        others = [oid for oid in (e.obj, e.source) if oid != src and oid != host]
        if len(others) != 1:
            return []                       # the event isn't about this source's subject
        oid = others[0]
        if oid not in g.objects or g.objects[oid].zone != BATTLEFIELD or "Creature" not in g.chars(oid).types:
            return []
        return [("obj", oid)] if ctx.scope.in_range(g.controller(oid)) else []
