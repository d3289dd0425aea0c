"""Sagas (714): lore counters as a Saga enters (714.3a, in zones.move) and as its controller's precombat main
phase begins (714.3b), chapter abilities (714.2b, the cards' trigger tests) and the sacrifice after the final
chapter (714.4, a state-based action)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .constants import BATTLEFIELD
from .definitions import CardDef

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Turn


def final_chapter(card: CardDef) -> int:
    """714.2d: the Saga's final chapter number (0 for a card that isn't a Saga with chapter abilities)."""
    return card.chapters if "Saga" in card.subtypes else 0


def add_lore_counters(g: "Game", t: "Turn") -> None:
    """714.3b: as a player's precombat main phase begins, that player puts a lore counter on each Saga they
    control (a turn-based action: no stack). With shared team turns (805), each player of the team does."""
    from .zones import add_counters
    g.all_chars()
    if not g._sagas:
        return                           # no card with chapters on the battlefield (layers.compute)
    for oid in list(g.battlefield):
        o = g.objects.get(oid)
        if o is not None and o.card.chapters and final_chapter(o.card) and g.controller(oid) in t.side and not o.face_down:
            add_counters(g, oid, "lore", 1, rule="714.3b")


def sagas_done(g: "Game") -> list[int]:
    """714.4: Sagas whose lore counters reached their final chapter number and that aren't the source of a chapter
    ability that has triggered and not yet left the stack: their controllers sacrifice them."""
    out: list[int] = []
    g.all_chars()                        # refreshes g._sagas: is a card with chapters on the battlefield?
    if not g._sagas:
        return out
    for oid in g.battlefield:
        o = g.objects[g._keys[oid]]
        if not o.card.chapters:
            continue                     # the usual case: not a Saga with chapters (read without a call)
        n = final_chapter(o.card)
        if not n or o.counters.get("lore", 0) < n:
            continue
        if any(tr.source == oid for tr in g.triggered):
            continue
        if any(it.kind == "triggered" and it.source == oid for t in g.turns for it in t.stack):
            continue
        out.append(oid)
    return out


__all__ = ["add_lore_counters", "final_chapter", "sagas_done"]
