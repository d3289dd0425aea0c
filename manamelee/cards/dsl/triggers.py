"""Triggered abilities (603): enters and leaves the battlefield (603.6), dies (700.4), beginning of a step
(503.1a), casts (601.2i), attacks (508.1m), cycling, life gain, and any event. Each builder returns a
``TriggeredAbility`` whose trigger test is a data node of ``manamelee.cards.model.events``.
"""
from __future__ import annotations

from ...engine import events as ev
from ...engine.constants import Step
from ...engine.definitions import TriggeredAbility
from ..model.events import (Attacks, Casts, Dies, Enters, EventTest, PlayerIs, StepBegins, ThisEnters, ThisLeaves,
                            ThisObject)
from ..model.filters import CONTROLLED_BY, IS_CREATURE, IS_INSTANT_OR_SORCERY, OPPONENT, YOU, TYPE, Filter
from .effects_continuous import Pump
from .selectors import SELF


def etb(effects, targets=(), text="", optional=False, intervening=None, when: EventTest | None = None
        ) -> TriggeredAbility:
    """"When this enters, ..." (603.6a); ``when`` a further test of the event."""
    return TriggeredAbility(ev.ZONE_CHANGE, ThisEnters(when), tuple(effects), tuple(targets), text, intervening,
                            optional)


def enters(effects, targets=(), text: str = "", *, what: str | Filter = "Creature", whose: str = "any",
           other: bool = True, optional: bool = False, intervening=None) -> TriggeredAbility:
    """"Whenever [another] <what> [you control | an opponent controls] enters, ..." (603.6a): ``what`` a card type
    or a filter, ``whose`` "any", "you" or "opponents"; ``other`` excludes this permanent. 801.7: only events in
    range."""
    f = TYPE(what) if isinstance(what, str) else what
    if whose == "you":
        f = f & CONTROLLED_BY(YOU)
    elif whose == "opponents":
        f = f & CONTROLLED_BY(OPPONENT)
    elif whose != "any":
        raise ValueError(f"unknown enters() controller {whose!r}")
    return TriggeredAbility(ev.ZONE_CHANGE, Enters(f, other), tuple(effects), tuple(targets), text, intervening,
                            optional)


def leaves(effects, targets=(), text: str = "", optional: bool = False) -> TriggeredAbility:
    """"When this permanent leaves the battlefield, ..." (603.6c; looks back in time, 603.10a)."""
    return TriggeredAbility(ev.ZONE_CHANGE, ThisLeaves(), tuple(effects), tuple(targets), text, None, optional, True)


def dies(effects, targets=(), text: str = "", *, which: str = "self", optional: bool = False) -> TriggeredAbility:
    """"When[ever] <which> dies, ..." (700.4: put into a graveyard from the battlefield; a leaves-the-battlefield
    ability that looks back in time, 603.10a). ``which``: "self" (this creature), "any" (this creature or another
    creature), "yours" (this creature or another creature you control), "opponents" (a creature an opponent
    controls; the event's ``player`` is that creature's controller)."""
    return TriggeredAbility(ev.ZONE_CHANGE, Dies(which), tuple(effects), tuple(targets), text, None, optional, True)


def at_step(step: Step, effects, whose: str = "you", text="", intervening=None, targets=()) -> TriggeredAbility:
    """"At the beginning of [your|each|each player's] <step>, ..." (603.2, 503.1a).

    "you": your step — with shared team turns, your team's (805.4: each player on the active team is taking
    the turn). "each_player": "each player's <step> ... that player" triggers once for each player taking
    the turn (805.4d); the trigger's event names that player (``EventPlayer("player")``)."""
    return TriggeredAbility(ev.STEP, StepBegins(step, whose), tuple(effects), tuple(targets), text, intervening,
                            each_player=whose == "each_player")


def when_event(kind: str, when: EventTest, effects, targets=(), text="", optional=False, intervening=None,
               look_back=False) -> TriggeredAbility:
    """A triggered ability on any event ``kind`` when the event test ``when`` holds (603.1-603.2)."""
    return TriggeredAbility(kind, when, tuple(effects), tuple(targets), text, intervening, optional, look_back)


_SPELL_KINDS: dict[str, Filter | None] = {"noncreature": ~IS_CREATURE, "instant_or_sorcery": IS_INSTANT_OR_SORCERY,
                                          "any": None}


def on_cast(effects, kind: str = "any", *, whose: str = "you", targets=(), text: str = "",
            optional: bool = False) -> TriggeredAbility:
    """"Whenever [you|an opponent] cast[s] a <kind> spell, ..." (601.2i, 603.2): ``kind`` is "any",
    "noncreature" or "instant_or_sorcery"; the event names the caster (``EventPlayer("player")``)."""
    if kind not in _SPELL_KINDS:
        raise ValueError(f"unknown spell kind {kind!r}")
    return TriggeredAbility(ev.CAST, Casts(_SPELL_KINDS[kind], whose), tuple(effects), tuple(targets), text, None,
                            optional)


def prowess() -> TriggeredAbility:
    """702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." """
    return on_cast([Pump(1, 1, SELF)], "noncreature",
                   text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)")


def attacks(effects, targets=(), text: str = "", *, whose: str = "self", optional: bool = False) -> TriggeredAbility:
    """"Whenever this creature attacks, ..." (508.1m, 603.2); ``whose="yours"``: "Whenever a creature you control
    attacks". The event names the attacker (``obj``) and the defending player (``target_player``)."""
    return TriggeredAbility(ev.ATTACKS, Attacks(whose), tuple(effects), tuple(targets), text, None, optional)


def when_cycled(effects, targets=(), text: str = "", optional: bool = False) -> TriggeredAbility:
    """"When you cycle this card, ..." (702.29): triggers from the cycled card itself (engine/triggers.py)."""
    return TriggeredAbility(ev.CYCLE, ThisObject(), tuple(effects), tuple(targets), text, None,
                            optional, False, "cycled")


def when_you_gain_life(effects, text: str = "") -> TriggeredAbility:
    """"Whenever you gain life, ..." (119.9: once per life-gain event)."""
    return TriggeredAbility(ev.LIFE_GAIN, PlayerIs("you"), tuple(effects), (), text)
