"""Meld (701.37, 712.4): two cards of a meld pair exiled and put onto the battlefield as one permanent with their
combined back face up (712.14c), and that permanent leaving the battlefield as two cards (712.21).

A melded permanent shows the combined back face (``card``); ``note[WHOLE]`` is its first card and
``note[MELD_PARTS]`` both cards. A meld card's ``faces`` hold the combined back face (712.4b: used only for a
melded permanent).
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from . import events as ev
from .constants import BATTLEFIELD, EXILE, LIBRARY
from .definitions import CardDef
from .faces import WHOLE
from .mana import ManaCost
from .objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

MELD_PARTS = "meld_parts"
"""note key of a melded permanent: the two cards it is represented by (712.4a), in the order they were melded."""


def meld_pair(a: CardDef, b: CardDef) -> bool:
    """701.37b: two different meld cards whose back faces form the same combined face (712.5)."""
    return (a.layout == "meld" and b.layout == "meld" and bool(a.faces) and bool(b.faces)
            and a.name != b.name and a.faces[0].name == b.faces[0].name)


def meld(g: "Game", first: int, second: int, controller: int, rule: str = "701.37a") -> int | None:
    """701.37a: meld the exiled cards ``first`` and ``second`` (a meld pair) onto the battlefield under
    ``controller``'s control as one permanent, their combined back face up (712.14c). 701.37c: cards that can't
    be melded stay where they are. Returns the melded permanent's id."""
    a, b = g.objects.get(first), g.objects.get(second)
    if a is None or b is None or a.zone != EXILE or b.zone != EXILE or a.token or b.token:
        return None
    if not meld_pair(a.card, b.card) or g.players[controller].left:
        return None
    from .zones import _remove_from_zone, snapshot
    for o in (a, b):
        g.lki[o.id] = snapshot(g, o)
        _remove_from_zone(g, o)
        del g.objects[o.id]
    nid = g.new_id()
    ts = g.new_timestamp()
    face = a.card.faces[0]
    # 712.8g: the melded permanent's mana value is the sum of its front faces' (it has no mana cost of its own)
    mv = a.card.mana_cost.mana_value + b.card.mana_cost.mana_value
    face = replace(face, mana_cost=ManaCost(generic=mv))
    n = GameObject(nid, face, a.owner, controller, BATTLEFIELD, ts, since=ts, entered_turn=g.turn_count)
    n.note[WHOLE] = a.card
    n.note[MELD_PARTS] = (a.card, b.card)
    if face.loyalty is not None:
        from .loyalty import enters_with_counters
        enters_with_counters(n)                           # 306.5b
    g.objects[nid] = n
    g.battlefield.append(nid)
    g.emit(ev.Event(ev.ZONE_CHANGE, rule, "log.melds", player=controller, obj=first, new_obj=nid, from_zone=EXILE,
                    to_zone=BATTLEFIELD, data=g.lki[first], args={"a": a.card.name, "b": b.card.name,
                                                                   "card": face.name}))
    return nid


def melded(o: GameObject) -> bool:
    """Is this a melded permanent (712.4a)?"""
    return MELD_PARTS in o.note


def leave_second_card(g: "Game", o: GameObject, to: str, bottom: bool, position: int | None) -> int | None:
    """712.21: a melded permanent that leaves the battlefield puts both its cards into the new zone; ``zones.move``
    made the first card's object, this makes the second's (in a library, the owner's order is just below the
    first, 712.21a). Returns its id."""
    parts = o.note.get(MELD_PARTS)
    if not isinstance(parts, tuple) or len(parts) != 2:
        return None
    card: CardDef = parts[1]
    nid = g.new_id()
    n = GameObject(nid, card, o.owner, o.owner, to, g.new_timestamp())
    g.objects[nid] = n
    if to == EXILE:
        g.exile.append(nid)
    elif to == "command":
        g.command.append(nid)
    else:
        lst = g.zone_list(to, o.owner)
        if to == LIBRARY and not bottom:
            lst.insert(1 if position is None else position + 1, nid)
        else:
            lst.append(nid)
    return nid


__all__ = ["MELD_PARTS", "leave_second_card", "meld", "meld_pair", "melded"]
