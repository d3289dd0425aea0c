"""Triggered abilities (603): enters and leaves the battlefield (603.6), dies (700.4), beginning of a step
(503.1a), casts (601.2i), attacks (508.1m), cycling, life gain, and any event.
"""
from __future__ import annotations

from typing import Any, Callable

from ...engine import events as ev
from ...engine.constants import BATTLEFIELD, GRAVEYARD, Step
from ...engine.definitions import CardDef, TriggeredAbility
from .effects_continuous import Pump
from .selectors import SELF


def etb(effects, targets=(), text="", optional=False, intervening=None, when=None) -> TriggeredAbility:
    """"When this enters, ..." (603.6a)."""
    def w(g, e, src):
        return e.new_obj == src and e.to_zone == BATTLEFIELD and (when is None or when(g, e, src))
    return TriggeredAbility(ev.ZONE_CHANGE, w, tuple(effects), tuple(targets), text, intervening, optional)


def enters(effects, targets=(), text: str = "", *, what: str = "Creature", whose: str = "any", other: bool = True,
           optional: bool = False, intervening=None) -> TriggeredAbility:
    """"Whenever [another] <what> [you control | an opponent controls] enters, ..." (603.6a): ``what`` a card type,
    ``whose`` "any", "you" or "opponents"; ``other`` excludes this permanent. 801.7: only events in range."""
    def w(g, e, src):
        n = e.new_obj
        if e.to_zone != BATTLEFIELD or n is None or n not in g.objects or (other and n == src):
            return False
        ch = g.chars(n)
        if what not in ch.types:
            return False
        if whose == "you":
            return ch.controller == g.controller(src)
        if whose == "opponents":
            return g.is_opponent(g.controller(src), ch.controller)
        return True
    return TriggeredAbility(ev.ZONE_CHANGE, w, tuple(effects), tuple(targets), text, intervening, optional)


def leaves(effects, targets=(), text: str = "", optional: bool = False) -> TriggeredAbility:
    """"When this permanent leaves the battlefield, ..." (603.6c; looks back in time, 603.10a)."""
    def w(g, e, src):
        return e.obj == src and e.from_zone == BATTLEFIELD
    return TriggeredAbility(ev.ZONE_CHANGE, w, tuple(effects), tuple(targets), text, None, optional, True)


def dies(effects, targets=(), text: str = "", *, which: str = "self", optional: bool = False) -> TriggeredAbility:
    """"When[ever] <which> dies, ..." (700.4: put into a graveyard from the battlefield; a leaves-the-battlefield
    ability that looks back in time, 603.10a). ``which``: "self" (this creature), "any" (this creature or another
    creature), "yours" (this creature or another creature you control), "opponents" (a creature an opponent
    controls; the event's ``player`` is that creature's controller)."""
    if which not in ("self", "any", "yours", "opponents"):
        raise ValueError(f"unknown dies() subject {which!r}")

    def w(g, e, src):
        if e.from_zone != BATTLEFIELD or e.to_zone != GRAVEYARD or e.data is None:
            return False
        lki = e.data
        if which == "self":
            return e.obj == src
        if "Creature" not in lki.chars.types:
            return False
        me = _source_controller(g, src)
        if which == "any":
            return True
        if which == "yours":
            return lki.controller == me
        return me is not None and g.is_opponent(me, lki.controller)      # "opponents"
    return TriggeredAbility(ev.ZONE_CHANGE, w, tuple(effects), tuple(targets), text, None, optional, True)


def _source_controller(g: Any, src: int) -> int | None:
    """The controller of a trigger's source: on the battlefield, or as it last existed (603.10a)."""
    if src in g.objects:
        return g.controller(src)
    lki = g.lki.get(src)
    return lki.controller if lki is not None else None


def _turn_players(g: Any, e: Any) -> tuple:
    """The players taking the turn of a step event: one player, or the whole active team (805.4)."""
    for t in g.turns:
        if t.id == e.turn:
            return t.side
    return (e.player,)


def at_step(step: Step, effects, whose: str = "you", text="", intervening=None, targets=()) -> TriggeredAbility:
    """"At the beginning of [your|each|each player's] <step>, ..." (603.2, 503.1a).

    "you": your step — with shared team turns, your team's (805.4: each player on the active team is taking
    the turn). "each_player": "each player's <step> ... that player" triggers once for each player taking
    the turn (805.4d); the trigger's event names that player (``EventPlayer("player")``)."""
    def w(g, e, src):
        if e.data != step:
            return False
        return whose in ("each", "each_player") or g.controller(src) in _turn_players(g, e)
    return TriggeredAbility(ev.STEP, w, tuple(effects), tuple(targets), text, intervening,
                            each_player=whose == "each_player")


def when_event(kind: str, when, effects, targets=(), text="", optional=False, intervening=None,
               look_back=False) -> TriggeredAbility:
    """A triggered ability on any event ``kind`` when ``when(game, event, source)`` holds (603.1-603.2)."""
    return TriggeredAbility(kind, when, tuple(effects), tuple(targets), text, intervening, optional, look_back)


def _spell_kind(kind: str) -> Callable[[CardDef], bool]:
    if kind == "noncreature":
        return lambda c: "Creature" not in c.types
    if kind == "instant_or_sorcery":
        return lambda c: bool(c.types & {"Instant", "Sorcery"})
    if kind == "any":
        return lambda c: True
    raise ValueError(f"unknown spell kind {kind!r}")


def on_cast(effects, kind: str = "any", *, whose: str = "you", targets=(), text: str = "",
            optional: bool = False) -> TriggeredAbility:
    """"Whenever [you|an opponent] cast[s] a <kind> spell, ..." (601.2i, 603.2): ``kind`` is "any",
    "noncreature" or "instant_or_sorcery"; the event names the caster (``EventPlayer("player")``)."""
    fits = _spell_kind(kind)
    if whose not in ("you", "opponent", "any"):
        raise ValueError(f"unknown on_cast() caster {whose!r}")

    def w(g, e, src):
        me = g.controller(src)
        if whose == "you" and e.player != me:
            return False
        if whose == "opponent" and (e.player is None or not g.is_opponent(me, e.player)):
            return False
        card_def = e.data.source_card if e.data is not None else None
        return card_def is not None and fits(card_def)
    return TriggeredAbility(ev.CAST, w, tuple(effects), tuple(targets), text, None, optional)


def prowess() -> TriggeredAbility:
    """702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." """
    return on_cast([Pump(1, 1, SELF)], "noncreature",
                   text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)")


def attacks(effects, targets=(), text: str = "", *, whose: str = "self", optional: bool = False) -> TriggeredAbility:
    """"Whenever this creature attacks, ..." (508.1m, 603.2); ``whose="yours"``: "Whenever a creature you control
    attacks". The event names the attacker (``obj``) and the defending player (``target_player``)."""
    if whose not in ("self", "yours"):
        raise ValueError(f"unknown attacks() subject {whose!r}")

    def w(g, e, src):
        if whose == "self":
            return e.obj == src
        return e.obj in g.objects and g.controller(e.obj) == g.controller(src)
    return TriggeredAbility(ev.ATTACKS, w, tuple(effects), tuple(targets), text, None, optional)


def when_cycled(effects, targets=(), text: str = "", optional: bool = False) -> TriggeredAbility:
    """"When you cycle this card, ..." (702.29): triggers from the cycled card itself (engine/triggers.py)."""
    return TriggeredAbility(ev.CYCLE, lambda g, e, src: e.obj == src, tuple(effects), tuple(targets), text, None,
                            optional, False, "cycled")


def when_you_gain_life(effects, text: str = "") -> TriggeredAbility:
    """"Whenever you gain life, ..." (119.9: once per life-gain event)."""
    return TriggeredAbility(ev.LIFE_GAIN, lambda g, e, src: e.player == g.controller(src), tuple(effects), (), text)
