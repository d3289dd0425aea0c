"""Amounts read at resolution: a number or ``fn(ctx)``, X (107.3), a target's power as it last existed
(608.2h), the toughness or amount an event names.
"""
from __future__ import annotations

from typing import Any, Callable

from ...engine.resolution import Ctx


def amount_of(n: int | Callable[[Ctx], int], ctx: Ctx) -> int:
    """A number as written, or ``n(ctx)`` worked out as the instruction resolves (608.2h)."""
    return n(ctx) if callable(n) else n


X = lambda ctx: ctx.x  # noqa: E731  (the value of X, 107.3)


def _chars_or_lki(g: Any, oid: int | None):
    if oid is None:
        return None
    if oid in g.objects:
        return g.chars(oid)
    lki = g.lki.get(oid)
    return lki.chars if lki is not None else None


def target_power(i: int = 0) -> Callable[[Ctx], int]:
    """The power of the i-th target, or as it last existed if it has left (608.2h; Swords to Plowshares)."""
    def n(ctx: Ctx) -> int:
        r = ctx.target(i)
        ch = _chars_or_lki(ctx.g, r[1]) if r is not None and r[0] == "obj" else None
        return max(0, ch.power or 0) if ch is not None else 0
    return n


def event_toughness(ctx: Ctx) -> int:
    """The toughness of the object an "enters" event is about (Angelic Chorus), or as it last existed."""
    ch = _chars_or_lki(ctx.g, ctx.event.new_obj if ctx.event is not None else None)
    return max(0, ch.toughness or 0) if ch is not None else 0


def event_amount(ctx: Ctx) -> int:
    """The amount of the triggering event ("that much": damage dealt, life gained)."""
    return ctx.event.amount if ctx.event is not None else 0
