"""Planeswalkers (306) and their loyalty abilities (606): loyalty counters on entering, the one-per-turn and
sorcery-timing limits, and paying a loyalty cost.

A loyalty ability is an :class:`~manamelee.engine.definitions.ActivatedAbility` with ``loyalty=True``; its cost's
``loyalty`` is the counters put on (+N) or removed (-N), ``loyalty_x`` a "[-X]" cost. The permanent remembers the
Turn in which one of its loyalty abilities was activated (``note["loyalty_turn"]``) and how many times
(``note["loyalty_count"]``): a new object after a zone change starts afresh (400.7).
"""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import events as ev
from .definitions import ActivatedAbility
from .objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Turn

LOYALTY: Final = "loyalty"
DEFENSE: Final = "defense"
_TURN_NOTE: Final = "loyalty_turn"
_COUNT_NOTE: Final = "loyalty_count"
LOYALTY_TWICE: Final = "loyalty_abilities_twice_each_turn"
"""Rule static: "You may activate the loyalty abilities of <this permanent> twice each turn rather than only once."
(Urza, Planeswalker): its text takes precedence over 606.3's once-each-turn limit (101.1)."""


def enters_with_counters(o: GameObject) -> None:
    """306.5b / 310.4b: a planeswalker enters with its printed loyalty in loyalty counters, a battle with its
    printed defense in defense counters (replacement effects, 614.1c: no counters are "put on" it)."""
    card = o.card
    if card.loyalty is not None and "Planeswalker" in card.types and LOYALTY not in o.counters:
        o.counters[LOYALTY] = card.loyalty
    if card.defense is not None and "Battle" in card.types and DEFENSE not in o.counters:
        o.counters[DEFENSE] = card.defense


def activations_this_turn(g: "Game", t: "Turn", oid: int) -> int:
    """606.3: how many times loyalty abilities of this permanent have been activated during Turn ``t``."""
    o = g.objects.get(oid)
    if o is None or o.note.get(_TURN_NOTE) != t.id:
        return 0
    n = o.note.get(_COUNT_NOTE, 1)
    return n if isinstance(n, int) else 1


def activated_this_turn(g: "Game", t: "Turn", oid: int) -> bool:
    """606.3: has a loyalty ability of this permanent been activated during Turn ``t``?"""
    return activations_this_turn(g, t, oid) > 0


def activations_allowed(g: "Game", oid: int) -> int:
    """606.3: a permanent's loyalty abilities may be activated once each turn; twice while it has the rule static
    ``LOYALTY_TWICE`` (101.1: the card's text wins; 613.1f: not once it lost its abilities)."""
    o = g.objects[g._keys[oid]]
    if o.card.static and any(sa.rule == LOYALTY_TWICE for sa in o.card.static) \
            and not g.chars(oid).abilities_removed:
        return 2
    return 1


def loyalty_usable(g: "Game", t: "Turn", p: int, oid: int, ab: ActivatedAbility) -> bool:
    """606.3: only with priority, the stack empty, in a main phase of your turn (sorcery timing), once per turn
    per permanent (twice with ``LOYALTY_TWICE``); 606.6: a negative loyalty cost needs at least that many loyalty
    counters."""
    from .casting import sorcery_timing
    if not sorcery_timing(g, t, p) or activations_this_turn(g, t, oid) >= activations_allowed(g, oid):
        return False
    have = g.objects[g._keys[oid]].counters.get(LOYALTY, 0)
    return have + ab.cost.loyalty >= 0


def max_loyalty_x(g: "Game", oid: int, ab: ActivatedAbility) -> int:
    """606.6 / 107.3: the largest X a "[-X]" cost may remove (every loyalty counter beyond any fixed part)."""
    return max(0, g.objects[g._keys[oid]].counters.get(LOYALTY, 0) + ab.cost.loyalty)


def pay_loyalty(g: "Game", t: "Turn", oid: int, ab: ActivatedAbility, x: int) -> None:
    """606.4: pay the loyalty cost (put on or remove counters; 606.5: one combined change) and remember the
    activation for 606.3."""
    o = g.objects[g._keys[oid]]
    n = ab.cost.loyalty - (x if ab.cost.loyalty_x else 0)
    o.note[_COUNT_NOTE] = activations_this_turn(g, t, oid) + 1
    o.note[_TURN_NOTE] = t.id
    if n:
        o.counters[LOYALTY] = o.counters.get(LOYALTY, 0) + n
        g.emit(ev.Event(ev.COUNTERS, "606.4", "log.counters", obj=oid, amount=n, data=LOYALTY,
                        args={"card": o.card.name, "n": n, "kind": LOYALTY}))
    else:
        g.version += 1           # the 606.3 limit changed what may be activated


__all__ = ["DEFENSE", "LOYALTY", "LOYALTY_TWICE", "activated_this_turn", "activations_allowed", "activations_this_turn",
           "enters_with_counters", "loyalty_usable", "max_loyalty_x", "pay_loyalty"]
