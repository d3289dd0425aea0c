"""Class cards (716) and Case cards (719): two designations a permanent has — its class level (716.2a-d) and being
solved (719.3b) — kept as plain data on the permanent (not copiable values, 716.2b, 719.3b; a new object after a
zone change has neither, 400.7). The abilities gained with a level or by being solved are the card's, gated on
these designations by card-data nodes (``cards/model/classes_cases.py``)."""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import events as ev
from .constants import BATTLEFIELD

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

CLASS_LEVEL: Final = "class_level"
SOLVED: Final = "solved"


def class_level(g: "Game", oid: int) -> int:
    """716.2d: the permanent's level; 1 when it has none (a Class enters at level 1)."""
    o = g.objects.get(oid)
    if o is None:
        return 1
    n: int = o.note.get(CLASS_LEVEL, 1)
    return n


def set_class_level(g: "Game", oid: int, n: int, rule: str = "716.2a") -> bool:
    """716.2a: "This Class's level becomes N" (an event that "when this Class becomes level N" abilities see).
    False when the object is no longer a permanent (400.7)."""
    o = g.objects.get(oid)
    if o is None or o.zone != BATTLEFIELD:
        return False
    o.note[CLASS_LEVEL] = n
    g.emit(ev.Event(ev.CLASS_LEVEL, rule, "log.class_level", obj=oid, amount=n, player=g.controller(oid),
                    args={"card": o.card.name, "n": n}))
    return True


def is_solved(g: "Game", oid: int) -> bool:
    """719.3b: does the permanent have the solved designation?"""
    o = g.objects.get(oid)
    return o is not None and bool(o.note.get(SOLVED))


def solve(g: "Game", oid: int, rule: str = "719.3a") -> bool:
    """719.3a-b: the Case becomes solved (once; it stays solved until it leaves the battlefield)."""
    o = g.objects.get(oid)
    if o is None or o.zone != BATTLEFIELD or o.note.get(SOLVED):
        return False
    o.note[SOLVED] = True
    g.emit(ev.Event(ev.SOLVED, rule, "log.case_solved", obj=oid, player=g.controller(oid),
                    args={"card": o.card.name}))
    return True


__all__ = ["CLASS_LEVEL", "SOLVED", "class_level", "is_solved", "set_class_level", "solve"]
