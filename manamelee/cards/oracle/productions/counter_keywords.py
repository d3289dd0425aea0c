"""Counters as a permanent enters ("This creature enters with two +1/+1 counters on it.", 614.1c, 122.6; "with X",
107.3m) and the keywords about counters and death: bloodthirst N (702.54), persist (702.79), undying (702.93),
modular N (702.43), fabricate N (702.123), renown N (702.112), evolve (702.100), vanishing N (702.63), fading N
(702.32), backup N (702.165), graft N (702.58), outlast (702.107), riot (702.136), unleash (702.98), and the keyword
action proliferate (701.27). Each keyword is built from the nodes of ``cards/model/counter_keywords.py``; the keyword
(with its N) is kept in the card's keywords for the views.
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers

_PARAM = ("Bloodthirst", "Modular", "Fabricate", "Renown", "Vanishing", "Fading", "Backup", "Graft")


class Rules:
    def ewc_amount(self, c: list[Any]) -> str:
        return str(c[0])

    def counter_kind(self, c: list[Any]) -> str:
        return str(c[0])

    def enters_with_counters(self, c: list[Any]) -> Node:
        return {"k": "enters_with", "self": c[0]["self"], "n": c[1], "kind": str(c[2]), "noun": str(c[3])}

    def kw_persist(self, c: list[Any]) -> str:
        return "Persist"

    def kw_undying(self, c: list[Any]) -> str:
        return "Undying"

    def kw_evolve(self, c: list[Any]) -> str:
        return "Evolve"

    def kw_riot(self, c: list[Any]) -> str:
        return "Riot"

    def kw_unleash(self, c: list[Any]) -> str:
        return "Unleash"

    def kw_outlast(self, c: list[Any]) -> Node:
        return {"kw": "Outlast", "cost": str(c[0])}



def _param_rule(name: str):
    def rule(self: Any, c: list[Any]) -> Node:
        return {"kw": name, "n": int(str(c[0]))}
    return rule


for _name in _PARAM:
    setattr(Rules, f"kw_{_name.lower()}", _param_rule(_name))


def _enters_text(a: Node) -> str:
    s = a["self"]
    return f"{s[:1].upper()}{s[1:]} enters with {a['n']} {a['kind']} {a['noun']} on it."


def _err(msg: str) -> Exception:
    from ..build import BuildError
    return BuildError(msg)


def _need(parts: Any, what: str, name: str) -> None:
    from ....engine.constants import PERMANENT_TYPES
    ok = "Creature" in parts.types if what == "creature" else bool(parts.types & PERMANENT_TYPES)
    if not ok:
        raise _err(f"{name} on a card that isn't a {what} card")


def _build_enters(a: Node, text: str, parts: Any) -> None:
    from ...model.counter_keywords import EntersWith, add_as_enters
    from ..build import number
    _need(parts, "permanent", "'enters with counters'")
    plural = a["noun"] == "counters"
    if a["n"] == "X":
        if "{X}" not in (parts.rec.get("mana_cost") or ""):
            raise _err("'enters with X counters' on a card without {X} in its mana cost (107.3m)")
        if not plural:
            raise _err("X counter: the noun is plural")
        add_as_enters(parts.extra, EntersWith(a["kind"], 0, x=True))
        return
    n = number(a["n"])
    if (n == 1) == plural:
        raise _err("counter/counters does not agree with the number")
    add_as_enters(parts.extra, EntersWith(a["kind"], n))


def _kw_name(kw: Any) -> str:
    return kw if isinstance(kw, str) else f"{kw['kw']} {kw['n']}"


def _dies_return(kind: str):
    def build(kw: Any, parts: Any) -> None:
        from ....engine import events as ev
        from ....engine.definitions import TriggeredAbility
        from ...model.counter_keywords import HadNoCounters, ReturnWithCounter
        from ...model.events import Dies
        _need(parts, "permanent", kw)
        parts.triggered.append(TriggeredAbility(ev.ZONE_CHANGE, Dies("self"), (ReturnWithCounter(kind),), (), kw,
                                                intervening=HadNoCounters(kind), look_back=True))
        parts.keywords.add(kw)
    return build


def _bloodthirst(kw: Node, parts: Any) -> None:
    from ...model.counter_keywords import EntersWith, add_as_enters
    _need(parts, "permanent", "Bloodthirst")
    add_as_enters(parts.extra, EntersWith("+1/+1", kw["n"], opponent_damaged=True))       # 702.54a
    parts.keywords.add(_kw_name(kw))


def _modular(kw: Node, parts: Any) -> None:
    from ....engine import events as ev
    from ....engine.definitions import TargetSpec, TriggeredAbility
    from ...model.counter_keywords import EntersWith, MoveCountersFromDead, add_as_enters
    from ...model.events import Dies
    from ...model.filters import HasType
    _need(parts, "permanent", "Modular")
    add_as_enters(parts.extra, EntersWith("+1/+1", kw["n"]))                             # 702.43a
    spec = TargetSpec("creature", "target artifact creature", HasType(("Artifact",)))
    parts.triggered.append(TriggeredAbility(ev.ZONE_CHANGE, Dies("self"), (MoveCountersFromDead(),), (spec,),
                                            _kw_name(kw), optional=True, look_back=True))
    parts.keywords.add(_kw_name(kw))


def _fabricate(kw: Node, parts: Any) -> None:
    from ...dsl.triggers import etb
    from ...model.counter_keywords import Fabricate
    _need(parts, "permanent", "Fabricate")
    parts.triggered.append(etb([Fabricate(kw["n"])], text=_kw_name(kw)))                    # 702.123a
    parts.keywords.add(_kw_name(kw))


def _renown(kw: Node, parts: Any) -> None:
    from ....engine import events as ev
    from ....engine.definitions import TriggeredAbility
    from ...model.counter_keywords import DealsCombatDamageToAPlayer, NotRenowned, Renown
    _need(parts, "creature", "Renown")
    parts.triggered.append(TriggeredAbility(ev.DAMAGE, DealsCombatDamageToAPlayer(), (Renown(kw["n"]),), (),
                                            _kw_name(kw), intervening=NotRenowned()))          # 702.112a
    parts.keywords.add(_kw_name(kw))


def _evolve(kw: str, parts: Any) -> None:
    from ....engine import events as ev
    from ....engine.definitions import TriggeredAbility
    from ...dsl.effects_permanents import Counters
    from ...dsl.selectors import SELF
    from ...model.counter_keywords import CreatureYouControlEnters, Evolves
    _need(parts, "creature", "Evolve")
    parts.triggered.append(TriggeredAbility(ev.ZONE_CHANGE, CreatureYouControlEnters(), (Counters("+1/+1", 1, SELF),),
                                            (), "Evolve", intervening=Evolves()))               # 702.100a
    parts.keywords.add("Evolve")


def _vanishing(kw: Node, parts: Any) -> None:
    from ....engine import events as ev
    from ....engine.constants import Step
    from ....engine.definitions import TriggeredAbility
    from ...dsl.effects_permanents import SacrificeThis
    from ...dsl.triggers import at_step
    from ...model.counter_keywords import (EntersWith, HasCounterOn, LastCounterRemoved, RemoveCounterOrSacrifice,
                                           add_as_enters)
    _need(parts, "permanent", "Vanishing")
    text = _kw_name(kw)
    add_as_enters(parts.extra, EntersWith("time", kw["n"]))                                 # 702.63a
    parts.triggered.append(at_step(Step.UPKEEP, [RemoveCounterOrSacrifice("time", or_sacrifice=False)], "you",
                                   text=text, intervening=HasCounterOn("time")))
    parts.triggered.append(TriggeredAbility(ev.COUNTERS, LastCounterRemoved("time"), (SacrificeThis(),), (), text))
    parts.keywords.add(text)


def _fading(kw: Node, parts: Any) -> None:
    from ....engine.constants import Step
    from ...dsl.triggers import at_step
    from ...model.counter_keywords import EntersWith, RemoveCounterOrSacrifice, add_as_enters
    _need(parts, "permanent", "Fading")
    add_as_enters(parts.extra, EntersWith("fade", kw["n"]))                                 # 702.32a
    parts.triggered.append(at_step(Step.UPKEEP, [RemoveCounterOrSacrifice("fade")], "you", text=_kw_name(kw)))
    parts.keywords.add(_kw_name(kw))


def _backup(kw: Node, parts: Any) -> None:
    """702.165a: "When this creature enters, put N +1/+1 counters on target creature. If that's another creature, it
    gains the following abilities until end of turn." — the abilities printed after it, which must all be keywords
    the engine implements (anything else would be dropped: the card doesn't build)."""
    from ...dsl.effects_continuous import Grant
    from ...dsl.effects_flow import If
    from ...dsl.effects_permanents import Counters
    from ...dsl.selectors import TARGET
    from ...dsl.triggers import etb
    from ...model.counter_keywords import TargetIsAnother
    from ..build import ENGINE_KEYWORDS
    from ....engine.definitions import TargetSpec
    _need(parts, "creature", "Backup")
    abilities = parts.rec["abilities"]
    at = next(i for i, a in enumerate(abilities) if a["k"] == "keywords" and kw in a["list"])
    if abilities[at]["list"] != [kw]:
        raise _err("backup beside other keywords on its line")
    following: list[str] = []
    for a in abilities[at + 1:]:
        if a["k"] != "keywords" or not all(isinstance(k, str) and k in ENGINE_KEYWORDS for k in a["list"]):
            raise _err("backup followed by an ability other than keywords the engine implements")
        following += a["list"]
    effects = (Counters("+1/+1", kw["n"], TARGET),
               If(TargetIsAnother(0), tuple(Grant(k, TARGET) for k in following)))
    parts.triggered.append(etb(effects, (TargetSpec("creature", "target creature"),), text=_kw_name(kw)))
    parts.keywords.add(_kw_name(kw))


def _graft(kw: Node, parts: Any) -> None:
    """702.58a: enters with N +1/+1 counters; "Whenever another creature enters, if this permanent has a +1/+1
    counter on it, you may move a +1/+1 counter from this permanent onto that creature." (each instance on its own,
    702.58b)."""
    from ....engine import events as ev
    from ...dsl.triggers import when_event
    from ...model.counter_keywords import EntersWith, HasCounterOn, MoveCounterOntoEntering, add_as_enters
    from ...model.events import Enters
    from ...model.filters import HasType
    _need(parts, "permanent", "Graft")
    add_as_enters(parts.extra, EntersWith("+1/+1", kw["n"]))
    parts.triggered.append(when_event(ev.ZONE_CHANGE, Enters(HasType(("Creature",)), True), [MoveCounterOntoEntering()],
                                      (), _kw_name(kw), True, HasCounterOn("+1/+1")))
    parts.keywords.add(_kw_name(kw))


def _outlast(kw: Node, parts: Any) -> None:
    """702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery." """
    from ....engine.constants import BATTLEFIELD
    from ....engine.definitions import ActivatedAbility, Cost
    from ....engine.mana import ManaCost
    from ...dsl.effects_permanents import Counters
    from ...dsl.selectors import SELF
    _need(parts, "creature", "Outlast")
    text = f"Outlast {kw['cost']}"
    parts.activated.append(ActivatedAbility(Cost(ManaCost.parse(kw["cost"]), tap=True),
                                            (Counters("+1/+1", 1, SELF),), (), text, True, BATTLEFIELD))
    parts.keywords.add(text)


def _enters_choice(name: str):
    """Riot (702.136a) and unleash (702.98a): "You may have this permanent enter with an additional +1/+1 counter on
    it" — asked as the spell resolves (engine/enters_choices.py) — then riot's haste, unleash's "can't block as long
    as it has a +1/+1 counter on it"."""
    def build(kw: str, parts: Any) -> None:
        from ....engine.definitions import StaticAbility
        from ...model.counter_keywords import EntersByChoice, ThisWithCounter, add_as_enters
        from ...model.statics import AddKeywords
        _need(parts, "creature", name)
        key = name.lower()
        rule = "702.136a" if name == "Riot" else "702.98a"
        asks = tuple(parts.extra.get("enters_yes_no", ()))
        if any(k == key for k, _, _ in asks):
            raise _err(f"two instances of {name}")
        parts.extra["enters_yes_no"] = asks + ((key, f"ctrkw.prompt.{key}", rule),)
        add_as_enters(parts.extra, EntersByChoice(key, haste_otherwise=name == "Riot"))
        if name == "Unleash":
            parts.static.append(StaticAbility("6", ThisWithCounter("+1/+1"), AddKeywords(frozenset({"CantBlock"})),
                                              text="Unleash", stable=True))
        parts.keywords.add(name)
    return build


PRINT = Printers(ability={"enters_with": _enters_text},
                 keyword={**{k: (lambda kw: f"{kw['kw'].lower()} {kw['n']}") for k in _PARAM},
                          "Outlast": lambda kw: f"outlast {kw['cost']}"})
BUILD = Builders(ability={"enters_with": _build_enters},
                 keyword={"Persist": _dies_return("-1/-1"), "Undying": _dies_return("+1/+1"),
                          "Bloodthirst": _bloodthirst, "Modular": _modular, "Fabricate": _fabricate,
                          "Renown": _renown, "Evolve": _evolve, "Backup": _backup, "Graft": _graft,
                          "Riot": _enters_choice("Riot"), "Unleash": _enters_choice("Unleash"),
                          "Outlast": _outlast, "Vanishing": _vanishing, "Fading": _fading})
