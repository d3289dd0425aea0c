"""Equipment (301.5): attaching it (701.3, the equip ability 702.6) and the state-based action that unattaches
Equipment from a permanent it can't equip (704.5n; 702.16d protection; 801.9 range of influence)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .constants import BATTLEFIELD
from .scope import protected_from

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def can_equip(g: "Game", equipment: int, creature: int) -> bool:
    """May ``equipment`` equip ``creature`` now? 301.5: only a creature; 301.5c: not itself, and an Equipment that
    is a creature or has lost the Equipment subtype can't equip; 702.16d: not a creature with protection from
    it; 801.9: not a creature outside its controller's range of influence."""
    if creature == equipment:
        return False
    host = g.objects.get(creature)
    eq = g.objects.get(equipment)
    if host is None or eq is None or host.zone != BATTLEFIELD or eq.zone != BATTLEFIELD:
        return False
    ech = g.chars(equipment)
    if "Equipment" not in ech.subtypes or "Creature" in ech.types:
        return False
    if "Creature" not in g.chars(creature).types:
        return False
    if protected_from(g, creature, equipment):
        return False
    if g.hooks is not None and not g.hooks.attachment_allowed(g, equipment, creature):
        return False
    return True


def attach(g: "Game", equipment: int, creature: int, rule: str = "701.3a") -> bool:
    """701.3a: attach an Equipment to a creature. It doesn't move if it can't equip that creature (701.3b) and
    nothing happens if it is already attached there; attaching gives it a new timestamp (613.7e, 701.3c)."""
    o = g.objects.get(equipment)
    if o is None or o.attached_to == creature or not can_equip(g, equipment, creature):
        return False
    o.attached_to = creature
    o.timestamp = g.new_timestamp()
    g.note("dsl.log.equip_attached", rule, args={"card": o.card.name, "target": g.name(creature)})
    return True


def illegally_attached(g: "Game", oid: int) -> bool:
    """704.5n: a non-Aura permanent attached to something it can't equip (an Aura is 704.5m's business)."""
    o = g.objects[g._keys[oid]]
    return o.attached_to is not None and not can_equip(g, oid, o.attached_to)


def unattach(g: "Game", oid: int, rule: str = "704.5n") -> None:
    """701.3d: the Equipment stays on the battlefield, attached to nothing."""
    o = g.objects[g._keys[oid]]
    host = o.attached_to
    o.attached_to = None
    g.note("dsl.log.equip_unattached", rule, args={"card": o.card.name, "target": g.name(host) if host else ""})


__all__ = ["can_equip", "attach", "illegally_attached", "unattach"]
