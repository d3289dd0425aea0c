"""Continuous effects of resolving spells and abilities (611.2), applied in layers (613.1): control
(layer 2), type (4), abilities (6), power/toughness (7b, 7c).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import events as ev
from ...engine.objects import ContinuousEffect
from ...engine.resolution import Ctx
from ...i18n import Msg
from .amounts import amount_of
from .selectors import SELF, TARGET, Sel


def _pump(p: int, t: int):
    def apply(g, ch, oid):
        if ch.power is not None:
            ch.power += p
            ch.toughness = (ch.toughness or 0) + t
    return apply


def _grant(kw: str):
    def apply(g, ch, oid):
        ch.keywords = ch.keywords | {kw}
    return apply


def _grant_all(kws: frozenset):
    def apply(g, ch, oid):
        ch.keywords = ch.keywords | kws
    return apply


def _becomes_types(types: frozenset, subtypes: frozenset):
    def apply(g, ch, oid):
        ch.types = ch.types | types
        ch.subtypes = ch.subtypes | subtypes
    return apply


def _set_pt(power: int, toughness: int):
    def apply(g, ch, oid):
        ch.power, ch.toughness = power, toughness
    return apply


def _add_effect(ctx: Ctx, layer: str, objs: tuple, apply: Any, duration: str) -> None:
    """Start a continuous effect of the resolving spell or ability in ``layer`` (613.1) on ``objs``, the
    objects locked in as it resolves (611.2c), with a new timestamp (613.7b)."""
    g = ctx.g
    g.effects.append(ContinuousEffect(layer, g.new_timestamp(), ctx.source, ctx.controller, objs, apply, duration))


@dataclass(frozen=True, slots=True)
class Pump:
    """"gets +N/+M until end of turn" (layer 7c, 611.2c locks in the affected objects)."""

    power: Any
    toughness: Any
    who: Sel = TARGET
    duration: str = "eot"

    def run(self, ctx: Ctx) -> None:
        objs = tuple(self.who.objects(ctx))
        if objs:
            _add_effect(ctx, "7c", objs, _pump(amount_of(self.power, ctx), amount_of(self.toughness, ctx)),
                        self.duration)
            g = ctx.g
            g.note("log.pump_one" if len(objs) == 1 else "log.pump_many", "613.4c", like=ev.EFFECT,
                   args={"cards": [g.name(o) for o in objs], "power": amount_of(self.power, ctx),
                         "toughness": amount_of(self.toughness, ctx)})


@dataclass(frozen=True, slots=True)
class Grant:
    """"gains <keyword> until end of turn" (layer 6)."""

    keyword: str
    who: Sel = TARGET
    duration: str = "eot"

    def run(self, ctx: Ctx) -> None:
        objs = tuple(self.who.objects(ctx))
        if objs:
            _add_effect(ctx, "6", objs, _grant(self.keyword), self.duration)
            ctx.g.effects_changed()


@dataclass(frozen=True, slots=True)
class GainControl:
    """"gain control of target ..." (layer 2); 800.4a ends it if the new controller leaves. ``duration``
    "while_source" is "for as long as <this> remains on the battlefield" (611.2b: if it has already left,
    the effect does nothing)."""

    who: Sel = TARGET
    duration: str = "eot"

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        objs = tuple(self.who.objects(ctx))
        if objs and not g.players[ctx.controller].left:
            dur = f"while:{ctx.source}" if self.duration == "while_source" else self.duration
            if self.duration == "while_source" and ctx.source not in g.battlefield:
                return
            g.effects.append(ContinuousEffect("2", g.new_timestamp(), ctx.source, ctx.controller, objs, None,
                                              dur, control_to=ctx.controller))
            for o in objs:
                g.objects[o].since = g.timestamp       # 302.6: control changed
            g.emit(ev.Event(ev.CONTROL, "613.1b", "log.gains_control", player=ctx.controller,
                            args={"player": g.players[ctx.controller].name, "cards": [g.name(o) for o in objs]}))


@dataclass(frozen=True, slots=True)
class Becomes:
    """"<this> becomes an N/M <subtypes> <types> with <keywords>" (Lurking Evil): a type-changing effect
    in layer 4 that keeps the object's other types (205.1b; the card's ruling: it's still an enchantment),
    a P/T-setting effect in layer 7b (613.4b) and an ability-adding effect in layer 6. No duration
    stated means it lasts for the rest of the game (611.2a); the affected objects are locked in (611.2c)."""

    power: int | None
    toughness: int | None
    types: tuple = ("Creature",)
    subtypes: tuple = ()
    keywords: tuple = ()
    who: Sel = SELF
    duration: str = "forever"

    def run(self, ctx: Ctx) -> None:
        objs = tuple(self.who.objects(ctx))
        if not objs:
            return
        g = ctx.g
        ts = g.new_timestamp()
        add = g.effects.append
        add(ContinuousEffect("4", ts, ctx.source, ctx.controller, objs,
                             _becomes_types(frozenset(self.types), frozenset(self.subtypes)), self.duration))
        if self.keywords:
            add(ContinuousEffect("6", ts, ctx.source, ctx.controller, objs, _grant_all(frozenset(self.keywords)),
                                 self.duration))
        if self.power is not None:
            add(ContinuousEffect("7b", ts, ctx.source, ctx.controller, objs,
                                 _set_pt(self.power, self.toughness or 0), self.duration))
        what = " ".join(list(self.subtypes) + list(self.types)).lower()
        pt = f"{self.power}/{self.toughness} " if self.power is not None else ""
        kw = Msg("log.with_keywords", (("keywords", [k.lower() for k in self.keywords]),)) if self.keywords else ""
        g.note("log.becomes", "613.1d", like=ev.EFFECT, args={"cards": [g.name(o) for o in objs], "pt": pt, "what": what, "kw": kw})
