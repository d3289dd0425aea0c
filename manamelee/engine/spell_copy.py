"""Copies of spells (707.10): a copy is put onto a stack without being cast, with the original's characteristics
and every decision made for it (modes, targets, X, kicker); it is owned and controlled by the player who put it
there. A copy is not a card: once it leaves the stack it ceases to exist (707.10a, 704.5e)."""
from __future__ import annotations

from typing import Any, TYPE_CHECKING

from .constants import STACK
from .objects import GameObject, StackItem

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Turn


def spell_item(g: "Game", oid: int) -> StackItem | None:
    """The stack item of the spell whose object is ``oid`` (on any Turn's stack), or None."""
    for t in g.turns:
        for it in t.stack:
            if it.kind == "spell" and it.source == oid:
                return it
    return None


def is_copy(g: "Game", oid: int) -> bool:
    """Is this object a copy of a spell (707.10)?"""
    o = g.objects.get(oid)
    return o is not None and bool(o.note.get("copy"))


def copy_spell(g: "Game", t: "Turn", item: StackItem, controller: int, targets: list[Any] | None = None) -> StackItem:
    """707.10: put a copy of the spell ``item`` onto Turn ``t``'s stack under ``controller``'s control, with
    ``targets`` (707.10c: chosen by the caller) or the original's. Its object is marked as a copy and as a
    non-card (``token``), so the state-based action 704.5e removes it from any zone but the stack."""
    card = item.source_card if item.source_card is not None else g.objects[item.source].card
    oid = g.new_id()
    obj = GameObject(oid, card, controller, controller, STACK, g.new_timestamp(), token=True)
    obj.note["copy"] = True
    g.objects[g._keys[oid]] = obj
    new = StackItem(g.new_id(), "spell", controller, oid, item.name, item.effects,
                    list(item.targets if targets is None else targets), item.specs, x=item.x, source_card=card,
                    text=item.text, data=dict(item.data))
    t.stack.append(new)
    g.note("dsl.log.spell_copied", "707.10", args={"player": g.players[controller].name, "card": item.name})
    return new


__all__ = ["spell_item", "is_copy", "copy_spell"]
