"""Madness (702.35): a keyword of two abilities.

* 702.35a, the static ability (it works while the card is in a hand): "If a player would discard this card, that
  player discards it, but exiles it instead of putting it into their graveyard" — a replacement effect (614.1a) on
  the discard (701.8): the card is still discarded ("whenever you discard a card" triggers), it only goes to exile.
  :func:`discard_with_madness`, called by ``zones.discard``.
* 702.35a, the triggered ability (it triggers when the first one was applied): "When this card is exiled this way,
  its owner may cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they put this
  card into their graveyard." Controlled by the card's owner (603.3a, 108.4a). :class:`MadnessMayCast`.
* 702.35b: the cast follows 601.2b and 601.2f-h for an alternative cost (118.9): the card's ``extra["cast_methods"]``
  holds a :class:`~manamelee.engine.alt_casting.CastMethod` with keyword ``Madness`` and zone exile, cast through the
  ordinary procedure (``casting.cast_card``: X, kicker, targets, additional costs, cost changes 118.9d, payment).
  The cast happens while the trigger resolves (608.2g), so the card's type gives no timing restriction: a sorcery is
  cast with madness whenever the trigger resolves. No priority action offers this method (priority.py offers cast
  methods from a hand or a graveyard only).
* 702.35c / 400.7k: after the trigger, if the card wasn't cast and went to a public zone (the graveyard), effects
  that refer to the discarded card find it there: :func:`discarded_card`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TYPE_CHECKING

from . import events as ev
from .alt_casting import CastMethod, methods_of
from .constants import EXILE, GRAVEYARD, HAND
from .faces import AS_CARD
from .monarch import InherentAbility
from .objects import PendingTrigger

if TYPE_CHECKING:  # pragma: no cover
    from .definitions import CardDef
    from .game import Game
    from .resolution import Ctx

MADNESS: Final = "Madness"
"""The keyword, and the ``keyword`` of the madness :class:`CastMethod`."""
MADNESS_FROM: Final = "madness_from"
"""Note on the card the madness trigger put into the graveyard: the id it had in exile (702.35c, 400.7k)."""
RULE: Final = "702.35a"


def madness_method(card: "CardDef") -> int:
    """The index of the card's madness cast method in its ``extra["cast_methods"]``; -1 if it has no madness."""
    for i, m in enumerate(methods_of(card)):
        if m.keyword == MADNESS and m.zone == EXILE:
            return i
    return -1


def madness_cost_text(card: "CardDef") -> str:
    i = madness_method(card)
    if i < 0:
        return ""
    m: CastMethod = methods_of(card)[i]
    return str(m.cost) if m.cost is not None else ""


def trigger_text(cost: str) -> str:
    return (f"When this card is exiled this way, its owner may cast it by paying {cost} rather than paying its mana "
            f"cost. If that player doesn't, they put this card into their graveyard.")


def discard_with_madness(g: "Game", p: int, oid: int, rule: str) -> int | None:
    """702.35a: ``p`` discards the card ``oid`` (in their hand, with madness): it is discarded, but goes to exile
    instead of the graveyard (614.1a), and its madness ability triggers (603.2, controlled by its owner, 603.3a).
    The new (exiled) object's id; the discard event names it, as ``zones.discard``'s does the graveyard card."""
    from .zones import move
    o = g.objects[g._keys[oid]]
    name = o.card.name
    cost = madness_cost_text(o.card)
    nid = move(g, oid, EXILE, rule=RULE, key="madness.log.discards",
               args={"player": g.players[p].name, "card": name})
    e = ev.Event(ev.DISCARD, rule, "", player=p, obj=nid)
    g.emit(e)
    if nid is None or nid not in g.objects:
        return nid
    ab = InherentAbility((MadnessMayCast(nid),), trigger_text(cost))
    turn = g.current_turn.id if g.current_turn is not None else None
    g.triggered.append(PendingTrigger(g.objects[g._keys[nid]].owner, nid, ab, e, name, None, turn))
    return nid


def has_madness(g: "Game", oid: int) -> bool:
    """Does the static madness ability of the card ``oid`` apply to its discard now: the card is in a hand (702.35a:
    it functions there) and has madness?"""
    o = g.objects.get(oid)
    return o is not None and o.zone == HAND and madness_method(o.card) >= 0


@dataclass(frozen=True, slots=True)
class MadnessMayCast:
    """702.35a, the triggered ability: the owner of the exiled card ``card`` may cast it by paying its madness cost
    (118.9, 702.35b) while this resolves (608.2g); if they don't, they put it into their graveyard. The cast is
    offered only when it is possible (a nonland card whose madness cost, with X 0, can be paid, with legal
    targets, that no "can't" forbids); backing out of the cast is not casting it. Nothing happens if the card
    left exile (400.7: it is a new object)."""

    card: int

    def run(self, ctx: "Ctx") -> None:
        from .casting import cast_card, castable, mana_sources
        from .zones import move
        g = ctx.g
        o = g.objects.get(self.card)
        if o is None or o.zone != EXILE:
            return
        owner = o.owner
        i = madness_method(o.card)
        if i >= 0 and not g.players[owner].left and \
                castable(g, ctx.turn, owner, self.card, mana_sources(g, owner), AS_CARD, i, any_time=True):
            if ctx.yes_no(owner, "madness.prompt.cast", "702.35a",
                          args={"card": o.card.name, "cost": madness_cost_text(o.card)}):
                if cast_card(g, ctx.turn, ctx.proc, owner, self.card, AS_CARD, i) is not None:
                    return
        nid = move(g, self.card, GRAVEYARD, rule="702.35a", key="madness.log.to_graveyard",
                   args={"player": g.players[owner].name, "card": o.card.name})
        if nid is not None:
            g.objects[g._keys[nid]].note[MADNESS_FROM] = self.card


def discarded_card(g: "Game", oid: int) -> int | None:
    """702.35c / 400.7k: the object an effect that refers to the discarded card ``oid`` finds: that object while it
    is where it was discarded to; after a madness trigger that put it into a graveyard uncast, the graveyard card;
    otherwise None (it is a new object, 400.7)."""
    if oid in g.objects:
        return oid
    lki = g.lki.get(oid)
    nid: int | None = lki.new_id if lki is not None else None
    if nid is not None and nid in g.objects and g.objects[g._keys[nid]].note.get(MADNESS_FROM) == oid:
        return nid
    return None


__all__ = ["MADNESS", "MADNESS_FROM", "MadnessMayCast", "discard_with_madness", "discarded_card", "has_madness",
           "madness_cost_text", "madness_method", "trigger_text"]
