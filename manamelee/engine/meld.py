"""Meld (701.37, 712.4): two cards of a meld pair exiled and put onto the battlefield as one permanent with their
combined back face up (712.14c), and that permanent leaving the battlefield as two cards (712.21).

A melded permanent shows the combined back face (``card``); ``note[WHOLE]`` is its first card and
``note[MELD_PARTS]`` both cards. A meld card's ``faces`` hold the combined back face (712.4b: used only for a
melded permanent).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Final, TYPE_CHECKING

from . import events as ev
from .constants import BATTLEFIELD, EXILE, LIBRARY
from .definitions import CardDef
from .faces import WHOLE
from .mana import ManaCost
from .objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

MELD_PARTS: Final = "meld_parts"
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
    g.objects[g._keys[nid]] = n
    g.battlefield.append(nid)
    g.emit(ev.Event(ev.ZONE_CHANGE, rule, "log.melds", player=controller, obj=first, new_obj=nid, from_zone=EXILE,
                    to_zone=BATTLEFIELD, data=g.lki[first], args={"a": a.card.name, "b": b.card.name,
                                                                   "card": face.name}))
    return nid


def melded(o: GameObject) -> bool:
    """Is this a melded permanent (712.4a)?"""
    return MELD_PARTS in o.note


def _exiling_player(g: "Game", o: GameObject) -> int:
    """The player exiling ``o`` (712.21b): the controller of the spell or ability resolving in the running Turn,
    else the permanent's controller (a replacement or a rule of the game exiling it: a state-based action)."""
    t = g.current_turn
    if t is not None and t.frames:
        from .resolution import resolve_top
        f = t.frames[-1]
        if f.fn is resolve_top:
            for it in t.stack:
                if it.id == f.state.get("item"):
                    return it.controller
    return o.controller


def arrange_meld_cards(g: "Game", o: GameObject, to: str, bottom: bool = False) -> None:
    """Order the two cards of the melded permanent ``o`` leaving the battlefield for ``to`` (``zones.move`` puts
    ``note[WHOLE]`` first and this module the other second). 712.21a: into its owner's graveyard or library, the
    owner arranges them (which is on top; in a library the order isn't revealed — the prompt goes to the owner
    only). 712.21b: exiled, the player exiling it chooses their timestamp order (which is exiled last). Asked
    through the running procedure while nothing has changed yet in it (decisions.py: ask before changing the
    game); otherwise the order they were melded in stays (logged)."""
    parts = o.note.get(MELD_PARTS)
    if not isinstance(parts, tuple) or len(parts) != 2:
        return
    a: CardDef = parts[0]
    b: CardDef = parts[1]
    if to == EXILE:
        who, prompt, rule = _exiling_player(g, o), "prompt.meld_order_last", "712.21b"
    else:
        who, prompt, rule = o.owner, "prompt.meld_order_top", "712.21a"
    cur = g.current_proc
    if cur is None or cur[1] != g.version:
        g.note("log.meld_order_default", rule, obj=o.id, args={"card": o.card.name})
        return
    from .decisions import opt
    ans = cur[0].ask(g.decider(who), "meld_order", prompt,
                     [opt("card", "opt.meld_card", 0, card=a.name), opt("card", "opt.meld_card", 1, card=b.name)],
                     rule, args={"card": o.card.name})
    chosen = a if ans.value == 0 else b
    other = b if chosen is a else a
    # in a library (top or bottom) the first card is the upper one; in a graveyard or exile the second is on top
    # (put there last) and exiled last (the later timestamp)
    first, second = (chosen, other) if to == LIBRARY else (other, chosen)
    o.note[MELD_PARTS] = (first, second)
    o.note[WHOLE] = first


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
    g.objects[g._keys[nid]] = n
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


__all__ = ["MELD_PARTS", "arrange_meld_cards", "leave_second_card", "meld", "meld_pair", "melded"]
