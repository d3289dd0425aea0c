"""Regeneration (701.15, 614.8): a destruction-replacement effect.

A resolved "Regenerate [permanent]" leaves a *regeneration shield* (a :class:`Shield` of kind ``REGENERATE``, ended
at cleanup like every "this turn" effect, 514.2): the next time that permanent would be destroyed this turn — by an
effect (701.7) or by the state-based actions for lethal or deathtouch damage (704.5g-h) — instead all damage is
removed from it, its controller taps it and, if it is attacking or blocking, it is removed from combat (506.4). The
shield is used up. A static "If this creature would be destroyed, regenerate it." (701.15b) is the keyword
``REGENERATES`` and replaces every destruction. "Can't be regenerated" (701.15c) keeps shields from applying:
for one destruction (``destroy(..., regenerate=False)``) or for the turn (a ``NO_REGENERATION`` shield).
Toughness 0 and sacrifice are not destruction (704.5f, 701.17): nothing here applies to them.
"""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from .constants import BATTLEFIELD
from .objects import Shield

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

REGENERATE: Final = "regenerate"
NO_REGENERATION: Final = "no_regeneration"
REGENERATES: Final = "Regenerates"
"""The pseudo-keyword of a static regeneration ability (701.15b)."""


def add_regeneration_shield(g: "Game", oid: int, controller: int, source: int) -> bool:
    """701.15a: the next time ``oid`` would be destroyed this turn, regenerate it instead. False when it isn't a
    permanent (nothing happens)."""
    o = g.objects.get(oid)
    if o is None or o.zone != BATTLEFIELD:
        return False
    g.shields.append(Shield(REGENERATE, g.new_timestamp(), controller, source, 1, ("obj", oid)))
    g.version += 1
    g.note("regen.log.shield", "701.15a", args={"card": o.card.name})
    return True


def forbid_regeneration(g: "Game", oid: int, controller: int, source: int) -> None:
    """701.15c: "[permanent] can't be regenerated this turn": its shields don't apply until the turn ends."""
    if oid in g.objects:
        g.shields.append(Shield(NO_REGENERATION, g.new_timestamp(), controller, source, 0, ("obj", oid)))
        g.version += 1


def try_regenerate(g: "Game", oid: int) -> bool:
    """614.8: ``oid`` would be destroyed now; if a regeneration shield (or a static regeneration ability) applies,
    regenerate it instead and return True (the destruction didn't happen)."""
    o = g.objects.get(oid)
    if o is None or o.zone != BATTLEFIELD:
        return False
    static = REGENERATES in g.chars(oid).keywords
    if not static and not g.shields:
        return False
    ref = ("obj", oid)
    shield: Shield | None = None
    for s in g.shields:
        if s.protects == ref:
            if s.kind == NO_REGENERATION:
                return False                       # 701.15c
            if s.kind == REGENERATE and s.amount > 0 and shield is None:
                shield = s
    if shield is None and not static:
        return False
    if shield is not None:                         # 701.15a: the shield is used up (static abilities never are)
        g.shields = [s for s in g.shields if s is not shield]
    regenerate_now(g, oid, "701.15b" if shield is None else "701.15a")
    return True


def regenerate_now(g: "Game", oid: int, rule: str) -> None:
    """614.8: remove all damage marked on it, its controller taps it, and it is removed from combat (506.4)."""
    from .combat import remove_from_combat
    from .zones import tap
    o = g.objects[g._keys[oid]]
    o.damage = 0
    o.deathtouched = False
    g.version += 1
    g.note("regen.log.regenerates", rule, args={"card": o.card.name})
    tap(g, oid, rule=rule)
    remove_from_combat(g, oid, rule="506.4")


__all__ = ["NO_REGENERATION", "REGENERATE", "REGENERATES", "add_regeneration_shield", "forbid_regeneration",
           "regenerate_now", "try_regenerate"]
