"""Restrictions on activating an ability (602.5b): "Activate only once each turn", "Activate no more than twice
each turn", "Activate only once", "Activate only during your turn", "... during your upkeep", "... during combat",
"... during your turn, before attackers are declared".

An :class:`~manamelee.engine.definitions.ActivatedAbility` carries them as ``per_turn``, ``once`` and ``timing``.
The permanent remembers its activations (``note["activations"]``: ability index -> (Turn id, count), and the
indices activated ever); a new object after a zone change starts afresh (400.7).
"""
from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from .constants import COMBAT_STEPS, Step
from .definitions import ActivatedAbility

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Turn

_NOTE: Final = "activations"
YOUR_TURN: Final = "your_turn"
YOUR_UPKEEP: Final = "your_upkeep"
COMBAT: Final = "combat"
BEFORE_ATTACKERS: Final = "before_attackers"


def _index(g: "Game", oid: int, ab: ActivatedAbility) -> int:
    from .casting import abilities_of
    abilities = abilities_of(g, oid)
    for i, a in enumerate(abilities):
        if a is ab:
            return i
    return abilities.index(ab)


def timing_ok(t: "Turn", p: int, timing: str) -> bool:
    """602.5b: is it a time the ability's restriction allows?"""
    if timing == YOUR_TURN:
        return p in t.side
    if timing == YOUR_UPKEEP:
        return p in t.side and t.step == Step.UPKEEP
    if timing == COMBAT:
        return t.step in COMBAT_STEPS
    if timing == BEFORE_ATTACKERS:
        return p in t.side and t.step < Step.DECLARE_ATTACKERS
    return True


def activation_allowed(g: "Game", t: "Turn", p: int, oid: int, ab: ActivatedAbility) -> bool:
    """602.5b: the ability's timing and count restrictions allow activating it now."""
    if ab.timing and not timing_ok(t, p, ab.timing):
        return False
    if not (ab.per_turn or ab.once):
        return True
    o = g.objects.get(oid)
    if o is None:
        return False
    seen: dict[Any, Any] | None = o.note.get(_NOTE)
    if seen is None:
        return True
    i = _index(g, oid, ab)
    if ab.once and ("ever", i) in seen:
        return False
    if ab.per_turn:
        turn_id, count = seen.get(i, (-1, 0))
        if turn_id == t.id and count >= ab.per_turn:
            return False
    return True


def record_activation(g: "Game", t: "Turn", oid: int, ab: ActivatedAbility) -> None:
    """Remember an activation of a limited ability (602.5b), for the checks above."""
    if not (ab.per_turn or ab.once):
        return
    o = g.objects.get(oid)
    if o is None:
        return
    i = _index(g, oid, ab)
    seen: dict[Any, Any] = o.note.setdefault(_NOTE, {})
    turn_id, count = seen.get(i, (-1, 0))
    seen[i] = (t.id, count + 1 if turn_id == t.id else 1)
    if ab.once:
        seen[("ever", i)] = True


__all__ = ["BEFORE_ATTACKERS", "COMBAT", "YOUR_TURN", "YOUR_UPKEEP", "activation_allowed", "record_activation",
           "timing_ok"]
