"""Schemes (314) in Archenemy (904): scheme decks in the command zone, setting schemes in motion
(701.25, 904.9), abandoning ongoing schemes (701.26) and the 314.6/904.10 state-based action.

Scheme cards never leave the command zone (314.2): they keep their object id and only turn face
up (set in motion) or face down (back to the bottom of the scheme deck).
"""
from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from . import events as ev
from .constants import COMMAND
from .rule_effects import schemes_blocked, schemes_to_set

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

SET_IN_MOTION: Final = "set_in_motion"
ABANDON: Final = "abandon"


def is_scheme(g: "Game", oid: int) -> bool:
    o = g.objects.get(oid)
    return o is not None and "Scheme" in o.card.types


def is_ongoing(g: "Game", oid: int) -> bool:
    return "Ongoing" in g.objects[g._keys[oid]].card.supertypes


def face_up_schemes(g: "Game", p: int | None = None) -> list[int]:
    """Face-up schemes in the command zone (314.4), optionally only those ``p`` owns (= controls, 314.5)."""
    return [o for o in g.command if not g.objects[o].face_down and "Scheme" in g.objects[o].card.types
            and (p is None or g.objects[o].owner == p)]


def set_in_motion(g: "Game", p: int, rule: str = "701.25b", times: int = 1) -> list[int]:
    """701.25b-c: move the top scheme off p's scheme deck and turn it face up, one at a time."""
    out: list[int] = []
    pl = g.players[p]
    if g.shields:
        if schemes_blocked(g):
            g.note("log.schemes_blocked", rule, args={"player": pl.name})
            return out                    # "Schemes can't be set in motion that turn" (All in Good Time)
        times = times - 1 + schemes_to_set(g, p)      # 614.1a: Plots That Span Centuries
    for _ in range(times):
        if pl.left or not pl.scheme_deck:
            break
        oid = pl.scheme_deck.pop(0)
        o = g.objects[g._keys[oid]]
        o.face_down = False
        o.timestamp = g.new_timestamp()
        if oid not in g.command:
            g.command.append(oid)
        out.append(oid)
        g.emit(ev.Event(SET_IN_MOTION, rule, "log.set_in_motion", player=p, obj=oid,
                        args={"player": pl.name, "card": o.card.name, "text": _first_line(o.card.text)}))
    return out


def set_again(g: "Game", oid: int, rule: str = "701.25b") -> None:
    """701.25b: setting a scheme in motion again (My Laughter Echoes). It is normally already off the deck
    and face up; if not, it moves off the scheme deck and turns face up. It counts as set in motion either way."""
    o = g.objects[g._keys[oid]]
    if o.face_down:
        pl = g.players[o.owner]
        if oid in pl.scheme_deck:
            pl.scheme_deck.remove(oid)
        o.face_down = False
        o.timestamp = g.new_timestamp()
        if oid not in g.command:
            g.command.append(oid)
    g.emit(ev.Event(SET_IN_MOTION, rule, "log.set_in_motion_again", player=o.owner, obj=oid,
                    args={"player": g.players[o.owner].name, "card": o.card.name}))


def to_bottom(g: "Game", oid: int, rule: str, key: str, args: dict[Any, Any] | None = None) -> None:
    """Turn a scheme face down and put it on the bottom of its owner's scheme deck (701.26b, 314.6);
    ``key``/``args``: the log message."""
    o = g.objects[g._keys[oid]]
    o.face_down = True
    pl = g.players[o.owner]
    if oid in pl.scheme_deck:
        pl.scheme_deck.remove(oid)
    pl.scheme_deck.append(oid)
    g.emit(ev.Event(ABANDON if rule.startswith("701.26") else ev.INFO, rule, key, player=o.owner, obj=oid, args=args))


def abandon(g: "Game", oid: int) -> bool:
    """701.26a-b: only a face-up ongoing scheme can be abandoned."""
    o = g.objects.get(oid)
    if o is None or o.face_down or not is_scheme(g, oid) or not is_ongoing(g, oid):
        return False
    to_bottom(g, oid, "701.26b", "log.abandons", {"player": g.players[o.owner].name, "card": o.card.name})
    return True


def scheme_sba(g: "Game") -> bool:
    """314.6 / 904.10: a face-up non-ongoing scheme with no scheme trigger on a stack or waiting goes
    face down to the bottom of its owner's scheme deck."""
    ups = [o for o in face_up_schemes(g) if not is_ongoing(g, o)]
    if not ups:
        return False
    if any(is_scheme(g, tr.source) for tr in g.triggered):
        return False
    for t in g.turns:
        if any(item.kind == "triggered" and is_scheme(g, item.source) for item in t.stack):
            return False
    for oid in ups:
        to_bottom(g, oid, "904.10", "log.scheme_to_bottom",
                  {"card": g.objects[g._keys[oid]].card.name, "player": g.players[g.objects[g._keys[oid]].owner].name})
    return True


def _first_line(text: str) -> str:
    lines = [x for x in text.splitlines() if not x.startswith("(")]
    return lines[0] if lines else text


__all__ = ["set_in_motion", "set_again", "abandon", "scheme_sba", "face_up_schemes", "is_scheme", "is_ongoing",
           "SET_IN_MOTION", "ABANDON", "COMMAND"]
