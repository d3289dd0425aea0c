"""Archenemy schemes (314, 904): ``scheme()``, "when you set this scheme in motion" (701.25), triggers of
ongoing schemes from the command zone (314.4), abandoning (701.26), and "self or others".
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import events as ev
from ...engine.constants import Step
from ...engine.decisions import opt
from ...engine.definitions import CardDef, TriggeredAbility
from ...engine.resolution import Ctx
from ...i18n import Msg
from ..model.events import SchemeStepBegins, ThisObject
from .builders import card
from .oracle_facts import facts


def when_set_in_motion(effects, targets=(), text: str = "", optional: bool = False) -> TriggeredAbility:
    """"When you set this scheme in motion, ..." (904.9, 701.25) — triggers from the command zone."""
    from ...engine.schemes import SET_IN_MOTION
    return TriggeredAbility(SET_IN_MOTION, ThisObject(), tuple(effects), tuple(targets), text, None, optional,
                            False, "command")


def scheme_trigger(event: str, when, effects, targets=(), text: str = "", optional: bool = False,
                   intervening=None) -> TriggeredAbility:
    """A triggered ability of a face-up (ongoing) scheme, working from the command zone (314.4)."""
    return TriggeredAbility(event, when, tuple(effects), tuple(targets), text, intervening, optional, False,
                            "command")


def scheme_at_step(step: Step, effects, whose: str = "you", text: str = "", intervening=None,
                   targets=()) -> TriggeredAbility:
    """"At the beginning of [your|each|each opponent's] <step>" on a face-up scheme (314.4)."""
    return TriggeredAbility(ev.STEP, SchemeStepBegins(step, whose), tuple(effects), tuple(targets), text, intervening,
                            False, False, "command")


def scheme(name: str, *, on_set=(), targets=(), optional: bool = False, static=(), triggered=(),
           set_text: str | None = None) -> CardDef:
    """A scheme card (314): its "When you set this scheme in motion" instructions and other abilities."""
    import dataclasses
    f = facts(name)
    trig = tuple(triggered)
    if on_set or targets:
        text = set_text or next((x for x in (f.get("text") or "").splitlines()
                                 if x.startswith("When you set this scheme in motion")), "")
        trig = (when_set_in_motion(on_set, targets, text, optional),) + trig
    c = card(name, static=static, triggered=trig)
    return dataclasses.replace(c, spell=None)


@dataclass(frozen=True, slots=True)
class AbandonThis:
    """"abandon this scheme" (701.26, 314.7)."""

    def run(self, ctx: Ctx) -> None:
        from ...engine.schemes import abandon
        abandon(ctx.g, ctx.source)


@dataclass(frozen=True, slots=True)
class SetSchemesInMotion:
    """"set N schemes in motion" (701.25c: one at a time)."""

    amount: int = 1

    def run(self, ctx: Ctx) -> None:
        from ...engine.schemes import set_in_motion
        set_in_motion(ctx.g, ctx.controller, times=self.amount)


_SELF, _OTHERS = opt("self", "opt.self", "self"), opt("others", "opt.others", "others")
_CHOICE = {"self": Msg("choice.self"), "others": Msg("choice.others")}


@dataclass(frozen=True, slots=True)
class SelfOrOthers:
    """"target opponent chooses self or others. If that player chooses self, <self_effect>. If the player
    chooses others, <others_effect>" (the Archenemy schemes). The target player (target 0) chooses on
    resolution; then the chosen effect runs (it may ask further questions before it changes anything)."""

    self_effect: Any
    others_effect: Any

    def run(self, ctx: Ctx) -> None:
        p = ctx.target_player(0)
        if p is None:
            return
        g = ctx.g
        a = ctx.ask(p, "choose_mode", "prompt.self_or_others", [_SELF, _OTHERS], "608.2d",
                    args={"player": g.players[p].name})
        g.note("log.chooses", "608.2d", args={"player": g.players[p].name, "choice": _CHOICE[a.value]})
        (self.self_effect if a.value == "self" else self.others_effect).run(ctx)
