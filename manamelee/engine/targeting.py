"""Becoming the target of a spell or ability (601.2c, 602.2b, 603.3d): the trigger event "becomes the target".

The chosen objects and players become targets as the spell or ability is put on the stack; abilities that trigger
on it (ward, 702.21a) wait until it has finished being cast or activated (601.2c). One event per object or player
targeted, even if it was chosen for several instances of the word "target" (115.3). The event names the targeted
object (``obj``) or player (``target_player``), the controller of the spell or ability (``player``), and the stack
item's id (``data``) — an id, not the item, so that a copied game (Game.copy) finds the item in its own stacks.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import events as ev
from .ward import ward_triggers

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import StackItem


def becomes_target(g: "Game", item: "StackItem", turn: int | None) -> None:
    """Emit "becomes the target" for each distinct target of ``item`` (just put on a stack)."""
    seen: list[Any] = []
    for ref in item.targets:
        if ref is None or ref in seen:
            continue
        seen.append(ref)
        if ref[0] == "player":
            g.emit(ev.Event(ev.BECOMES_TARGET, "601.2c", "", player=item.controller, target_player=ref[1],
                            source=item.source, data=item.id, turn=turn))
        else:
            e = g.emit(ev.Event(ev.BECOMES_TARGET, "601.2c", "", player=item.controller, obj=ref[1],
                                source=item.source, data=item.id, turn=turn))
            ward_triggers(g, e)                     # 702.21a: ward, printed or granted


def stack_item(g: "Game", item_id: int) -> "tuple[Any, StackItem] | None":
    """(Turn, item) of the spell or ability with this id, while it is on a stack; None once it has left."""
    for t in g.turns:
        for it in t.stack:
            if it.id == item_id:
                return t, it
    return None


__all__ = ["becomes_target", "stack_item"]
