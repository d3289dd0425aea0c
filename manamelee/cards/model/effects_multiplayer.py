"""The multiplayer designations as card data: becoming the monarch (722), "if you're the monarch", and goad
(701.38), melee's count (702.121). The state lives in the engine (engine/monarch.py, engine/goad.py); these nodes only call it."""
from __future__ import annotations

from typing import Any

from ...engine.goad import goad
from ...engine.monarch import become_monarch
from ...engine.resolution import Ctx
from .amounts import Amount
from .conditions import Condition
from .node import Node, node


@node
class BecomeMonarch(Node):
    """"<who> become(s) the monarch" (722.1, 722.3); ``who`` a player selector (YOU by default)."""

    who: Any = None

    def run(self, ctx: Ctx) -> None:
        from ..dsl.selectors import YOU
        for p in (self.who or YOU).players(ctx):
            become_monarch(ctx.g, p, rule="722.3")


@node
class IsMonarch(Condition):
    """"if you're the monarch" (722): the controller is the monarch (an intervening "if", 603.4, or 608.2c)."""

    def holds(self, g: Any, src: int, me: int, e: Any, ctx: Any) -> bool:
        return bool(g.monarch == me)


@node
class Goad(Node):
    """"Goad <creatures>" (701.38a): each creature ``who`` picks (target 0 by default) is goaded by you until your
    next turn; 701.38d: goading it again does nothing."""

    who: Any = None

    def run(self, ctx: Ctx) -> None:
        from ..dsl.selectors import TARGET
        g = ctx.g
        for oid in (self.who or TARGET).objects(ctx):
            if "Creature" in g.chars(oid).types:
                goad(g, oid, ctx.controller)


@node
class OpponentsAttackedThisCombat(Amount):
    """The number of opponents the controller attacked with a creature this combat (702.121a): players, not
    planeswalkers, among what the controller's attacking creatures attack."""

    def of(self, g: Any, me: int, ctx: Any) -> int:
        if ctx is None or ctx.turn is None or ctx.turn.combat is None:
            return 0
        attacked = {r[1] for a, r in ctx.turn.combat.attackers.items()
                    if r[0] == "player" and a in g.objects and g.controller(a) == me}
        return sum(1 for q in attacked if g.is_opponent(me, q))
