"""Amounts read at resolution: a number or ``fn(ctx)``, X (107.3), a target's power as it last existed
(608.2h), the toughness or amount an event names.
"""
from __future__ import annotations

from typing import Callable

from ...engine.resolution import Ctx
from ..model.amounts import EVENT_AMOUNT, EVENT_TOUGHNESS, Amount, TargetPower
from ..model.amounts import X as X


def amount_of(n: int | Callable[[Ctx], int], ctx: Ctx) -> int:
    """A number as written, or the amount node ``n`` worked out as the instruction resolves (608.2h)."""
    return n(ctx) if callable(n) else n


def target_power(i: int = 0) -> Amount:
    """The power of the i-th target, or as it last existed if it has left (608.2h; Swords to Plowshares)."""
    return TargetPower(i)


event_toughness = EVENT_TOUGHNESS
"""The toughness of the object an "enters" event is about (Angelic Chorus), or as it last existed."""
event_amount = EVENT_AMOUNT
"""The amount of the triggering event ("that much": damage dealt, life gained)."""
