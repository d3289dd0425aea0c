"""Join forces (Commander 2011): "Starting with you, each player may pay any amount of mana. <effects>, where X is
the total amount of mana paid this way." Each player in range (801.10), in turn order from the controller,
chooses an amount and pays it (activating mana abilities as they pay, 605.3a); the effects see the total as X."""
from __future__ import annotations

from typing import Any

from ...engine.resolution import Ctx
from .node import Node, node

PAID = "join_forces"
"""``ctx.vars`` key: ((player, amount paid), ...) in paying order."""


@node
class JoinForces(Node):
    """Each player in turn, starting with you, may pay any amount of mana; then ``effects`` run with X = the total
    paid (107.3f as for "you may pay {X}"). A payment is settled before the next player is asked, so it is never
    asked or paid twice."""

    effects: tuple[Any, ...] = ()

    def run(self, ctx: Ctx) -> None:
        from ...engine.casting import _activate_mana, _pay, mana_sources, max_x
        from ...engine.decisions import opt
        from ...engine.mana import ManaCost, pay_from_pool
        from ...i18n import Msg
        from ..dsl.effects_flow import _run_steps, _settle
        from .effects_voting import voters
        g = ctx.g
        if PAID + ".order" not in ctx.vars:
            _settle(ctx, PAID + ".order", tuple(voters(ctx)))
        while True:
            paid: tuple[tuple[int, int], ...] = ctx.vars.get(PAID, ())
            done = {p for p, _ in paid}
            waiting = [p for p in ctx.vars[PAID + ".order"] if p not in done and not g.players[p].left]
            if not waiting:
                break
            p = waiting[0]
            cost = ManaCost(x=1)
            hi = max_x(g, p, cost, mana_sources(g, p))
            x = 0
            if hi > 0:
                opts = [opt("x", "opt.pay_x", v, x=v) for v in range(hi + 1)]
                x = ctx.ask(p, "choose_x", "pool.prompt.join_forces", opts, "107.3f",
                            args={"card": g.name(ctx.source) if ctx.source in g.objects else ctx.item.name}).value
            if x:
                plan = _pay(g, ctx.proc, p, cost.with_x(x), Msg("what.pay_x", (("x", x),)), None)
                if plan is None:
                    x = 0
                else:
                    _activate_mana(g, p, plan)
                    if not pay_from_pool(cost.with_x(x), g.players[p].pool):
                        raise RuntimeError(f"payment plan did not cover X={x}")
            g.note("log.pays_x", "107.3f", args={"player": g.players[p].name, "x": x})
            _settle(ctx, PAID, paid + ((p, x),))
        ctx.item.x = sum(x for _, x in ctx.vars.get(PAID, ()))
        _run_steps(ctx, PAID + ".pc", tuple(self.effects))
