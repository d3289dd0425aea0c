"""Day and night (728) and the daybound and nightbound keywords (702.145).

The game starts with neither designation (728.1); a permanent with daybound makes it day (702.145d), one with
nightbound (and no daybound permanent) night (702.145g); once it is day or night it stays one of the two. The
untap step's second part checks the previous turn (502.2, 728.2; 502.2a with shared team turns): day becomes
night if that turn's active player cast no spell, night becomes day if they cast two or more. In Grand Melee
(807) "the previous turn" of a turn is the one its turn marker came from. As it becomes night, each front-face-up
permanent with daybound transforms; as it becomes day, each back-face-up one with nightbound (702.145b, e); those
permanents can't transform any other way. A daybound card that enters while it is night enters transformed
(702.145b; 712.13a for a spell).

702.145c, d, f and g happen "immediately": they are applied whenever the game checks state-based actions
(sba.state_check), before those (they aren't state-based actions), which is the next moment anything could see
the difference."""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import events as ev

if TYPE_CHECKING:  # pragma: no cover
    from .definitions import CardDef
    from .game import Game
    from .turn import Turn

DAY: Final = "day"
NIGHT: Final = "night"
DAYBOUND: Final = "Daybound"
NIGHTBOUND: Final = "Nightbound"
DAYBOUND_RULE: Final = "daybound"
"""The rule name of daybound's static abilities (layers.compute lists it in ``Game._rules``): a cheap "is any
permanent with daybound or nightbound in play?" for :func:`settle`."""
NIGHTBOUND_RULE: Final = "nightbound"
DAY_AS_ENTERS: Final = "day_as_enters"
"""``CardDef.extra`` key: "If it's neither day nor night, it becomes day as this creature enters." (zones.move)."""
NO_MARKER: Final = -1
"""``Game.prev_turn_spells`` key of the turns of a game without turn markers."""


def becomes(g: "Game", value: str, rule: str = "728.1") -> None:
    """728.1: it becomes day or night (nothing happens if it already is). 702.145b, e: as it becomes night, each
    permanent with daybound that is front face up transforms; as it becomes day, each with nightbound that is
    back face up."""
    if g.day_night == value:
        return
    before = g.day_night
    g.day_night = value
    key = "log.becomes_night" if value == NIGHT else "log.becomes_day"
    g.emit(ev.Event(ev.DAY_NIGHT, rule, key, data=before))
    _turn_over(g, "702.145b" if value == NIGHT else "702.145e")


def _turn_over(g: "Game", rule: str) -> None:
    """Transform each permanent whose daybound (night) or nightbound (day) says it must (702.145b-c, e-f)."""
    from .faces import transform, transformed
    word = DAYBOUND if g.day_night == NIGHT else NIGHTBOUND
    for oid in list(g.battlefield):                  # transforming moves nothing (712.18)
        if word in g.chars(oid).keywords and transformed(g.objects[g._keys[oid]]) == (word == NIGHTBOUND):
            transform(g, oid, rule=rule, day_night=True)    # daybound: front face up; nightbound: back face up


def settle(g: "Game") -> None:
    """702.145c-d, f-g: with a daybound or nightbound permanent in play, the game gets a designation if it has
    none (day with a daybound permanent, else night), and any such permanent on the wrong face transforms."""
    g.all_chars()                       # the layer results list daybound's and nightbound's statics
    if not g._rules or not any(r[0] == DAYBOUND_RULE or r[0] == NIGHTBOUND_RULE for r in g._rules):
        return
    if not g.day_night:
        words = {k for oid in g.battlefield for k in g.chars(oid).keywords if k in (DAYBOUND, NIGHTBOUND)}
        if DAYBOUND in words:
            becomes(g, DAY, "702.145d")
        elif NIGHTBOUND in words:
            becomes(g, NIGHT, "702.145g")
        return
    _turn_over(g, "702.145c" if g.day_night == NIGHT else "702.145f")


def enters_transformed(g: "Game", card: "CardDef") -> bool:
    """702.145b: "If it is night and this permanent is represented by a transforming double-faced card, it enters
    transformed" — read from the card about to enter, front face up."""
    return g.day_night == NIGHT and card.layout == "transform" and bool(card.faces) and DAYBOUND in card.keywords


def turn_ended(g: "Game", t: "Turn") -> None:
    """Remember how many spells the most active caster of ``t``'s side cast during it, for the next untap step's
    check (502.2, 502.2a), per turn marker (807)."""
    g.prev_turn_spells[NO_MARKER if t.marker is None else t.marker] = max(
        g.players[q].spells_this_turn for q in t.side)


def untap_check(g: "Game", t: "Turn") -> None:
    """502.2 (728.2): day becomes night if the previous turn's active player cast no spells during it; night
    becomes day if they cast two or more. 502.2a: with shared team turns, any player of that turn's team. 728.2c:
    with neither designation nothing is checked."""
    if not g.day_night:
        return
    most = g.prev_turn_spells.get(NO_MARKER if t.marker is None else t.marker)
    if most is None:
        return                          # the first turn of the game (or of this turn marker): no previous turn
    rule = "502.2a" if _shared_turns(g) else "502.2"
    if g.day_night == DAY and most == 0:
        becomes(g, NIGHT, rule)
    elif g.day_night == NIGHT and most >= 2:
        becomes(g, DAY, rule)


def _shared_turns(g: "Game") -> bool:
    """Do teams take their turns together (805)?"""
    return any(len(t.side) > 1 for t in g.turns)


def can_transform(g: "Game", oid: int, day_night: bool) -> bool:
    """702.145b, e: a permanent with daybound or nightbound can't transform except due to that ability."""
    if day_night:
        return True
    kw = g.chars(oid).keywords
    return DAYBOUND not in kw and NIGHTBOUND not in kw


__all__ = ["DAY", "NIGHT", "DAYBOUND", "NIGHTBOUND", "becomes", "settle", "enters_transformed", "turn_ended",
           "untap_check", "can_transform"]
