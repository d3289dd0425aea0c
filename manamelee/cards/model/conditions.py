"""Conditions: "if ..." tested as an instruction resolves (608.2c) or as an intervening "if" clause of a
triggered ability, on trigger and on resolution (603.4).

A condition node is called as the DSL and engine already call conditions: ``c(ctx)`` (``If``) or
``c(game, event, source, controller)`` (``TriggeredAbility.intervening``). ``holds(g, src, me, e, ctx)`` is the
one method each node defines (``ctx`` is None on trigger).
"""
from __future__ import annotations

import operator
from typing import Any

from ...engine.constants import BATTLEFIELD
from .amounts import Amount
from .node import Node, node


class Condition(Node):
    """A yes/no question about the game; combine with ``&``, ``|`` and ``~``."""

    __slots__ = ()

    def holds(self, g: Any, src: int, me: int, e: Any, ctx: Any) -> bool:
        raise NotImplementedError

    def __call__(self, *a: Any) -> bool:
        if len(a) == 1:
            ctx = a[0]
            return self.holds(ctx.g, ctx.source, ctx.controller, ctx.event, ctx)
        g, e, src, me = a
        return self.holds(g, src, me, e, None)

    def __and__(self, other: "Condition") -> "Condition":
        return Both(self, other)

    def __invert__(self) -> "Condition":
        return Negation(self)


@node
class Both(Condition):
    """Both conditions hold."""

    a: Condition
    b: Condition

    def holds(self, g, src, me, e, ctx) -> bool:
        return self.a.holds(g, src, me, e, ctx) and self.b.holds(g, src, me, e, ctx)


@node
class Negation(Condition):
    """The condition does not hold."""

    part: Condition

    def holds(self, g, src, me, e, ctx) -> bool:
        return not self.part.holds(g, src, me, e, ctx)


@node
class Kicked(Condition):
    """This spell was kicked — or, for an ability of a permanent, the spell that became it (702.33d, 607)."""

    def holds(self, g, src, me, e, ctx) -> bool:
        if ctx is not None and ctx.item.data.get("kicked"):
            return True
        o = g.objects.get(src)
        return o is not None and bool(o.note.get("kicked"))


@node
class SourceUntapped(Condition):
    """This permanent is on the battlefield and untapped ("if this artifact is untapped")."""

    def holds(self, g, src, me, e, ctx) -> bool:
        o = g.objects.get(src)
        return o is not None and o.zone == BATTLEFIELD and not o.tapped


_OPS = {">=": operator.ge, "<=": operator.le, "==": operator.eq}


@node
class Compare(Condition):
    """``amount`` compared (``op``: >=, <=, ==) with ``n`` ("if X is 5 or more", "if no creatures are ...")."""

    amount: Amount
    op: str
    n: int

    def __post_init__(self) -> None:
        if self.op not in _OPS:
            raise ValueError(f"unknown comparison {self.op!r}")

    def holds(self, g, src, me, e, ctx) -> bool:
        return _OPS[self.op](self.amount.of(g, me, ctx), self.n)


@node
class LifeAtLeast(Condition):
    """You have ``n`` or more life (119)."""

    n: int

    def holds(self, g, src, me, e, ctx) -> bool:
        return g.players[me].life >= self.n


KICKED = Kicked()


@node
class EventPlayerIs(Condition):
    """The event's player (``attr``; "target_player": the defending player) is ``who`` relative to you."""

    who: str = "you"
    attr: str = "target_player"

    def __post_init__(self) -> None:
        from .filters import relation
        object.__setattr__(self, "who", relation(self.who))

    def holds(self, g, src, me, e, ctx) -> bool:
        from .filters import related
        return e is not None and related(g, me, getattr(e, self.attr, None), self.who)
