"""Effects that reach later in the game: extra turns (500.7) and delayed triggers at the next end step
(603.7) — what they exile or return, and unearth (702.84a).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import events as ev
from ...engine import zones
from ...engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, Step
from ...engine.faces import TRANSFORMS, transform_count
from ...engine.objects import ContinuousEffect, DelayedTrigger
from ...engine.resolution import Ctx
from ..model.events import StepIs
from .effects_continuous import _grant


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """"Take an extra turn after this one." (500.7)"""

    def run(self, ctx: Ctx) -> None:
        ctx.g.extra_turns.append(ctx.controller)
        ctx.g.note("log.extra_turn", "500.7", args={"player": ctx.g.players[ctx.controller].name})


def at_next_end_step(g: Any, controller: int, source: int, effects, text: str, data: dict | None = None) -> None:
    """603.7: create a delayed trigger "at the beginning of the next end step, <effects>" (513.1).
    Its effects see ``data`` as ``ctx.vars`` (e.g. {"obj": id} for ExileRemembered / ReturnRemembered)."""
    d = dict(data or {})
    src = g.objects.get(source)
    if src is not None:
        d[TRANSFORMS] = transform_count(src)        # 701.28f: how it was when this delayed trigger was created
    g.delayed.append(DelayedTrigger(controller, source, ev.STEP, StepIs(Step.END), tuple(effects), text, d))


@dataclass(frozen=True, slots=True)
class ExileRemembered:
    """Exile the permanent a delayed trigger remembers in ``ctx.vars[key]``, if it is still that object (400.7)."""

    key: str = "obj"

    def run(self, ctx: Ctx) -> None:
        oid = ctx.vars.get(self.key)
        o = ctx.g.objects.get(oid)
        if o is not None and o.zone == BATTLEFIELD:
            zones.exile(ctx.g, oid, rule="603.7")


@dataclass(frozen=True, slots=True)
class ReturnRemembered:
    """Return the card a delayed trigger remembers (``ctx.vars[key]``) from exile to the battlefield under its
    owner's control (Astral Slide); nothing happens if it left exile or was a token (111.7-111.8). 712.21c: the
    two cards an exiled melded permanent became (``ctx.vars[key + "s"]``) both return."""

    key: str = "obj"

    def run(self, ctx: Ctx) -> None:
        found = ctx.vars.get(self.key + "s")
        for oid in found if isinstance(found, tuple) else (ctx.vars.get(self.key),):
            o = ctx.g.objects.get(oid)
            if o is not None and o.zone == EXILE and not o.token:
                zones.put_onto_battlefield(ctx.g, oid, controller=o.owner, rule="603.7")


@dataclass(frozen=True, slots=True)
class UnearthReturn:
    """702.84a: return this card from your graveyard to the battlefield. It gains haste. Exile it at the
    beginning of the next end step. If it would leave the battlefield, exile it instead (zones.move checks
    the "exile_if_leaves" note)."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        o = g.objects.get(ctx.source)
        if o is None or o.zone != GRAVEYARD:
            return
        nid = zones.put_onto_battlefield(g, ctx.source, controller=ctx.controller, rule="702.84a")
        if nid is None:
            return
        g.objects[nid].note["exile_if_leaves"] = True
        g.effects.append(ContinuousEffect("6", g.new_timestamp(), nid, ctx.controller, (nid,), _grant("Haste"),
                                          f"while:{nid}"))
        g.version += 1
        at_next_end_step(g, ctx.controller, nid, [ExileRemembered()], f"exile the unearthed {o.card.name}",
                         {"obj": nid})
