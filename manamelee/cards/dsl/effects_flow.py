"""Instructions that run other instructions: "you may" (608.2d), "if" (608.2c), "unless <player> pays"
(118.12), "you may pay", and effects written as a function (Custom).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ...engine.decisions import opt
from ...engine.mana import ManaCost
from ...engine.resolution import Ctx
from ...i18n import Msg
from ..model.conditions import Condition
from .conditions import kicked
from .labels import _text_msg
from .selectors import ITS_CONTROLLER, Sel


def _settle(ctx: Ctx, key: str, value: Any) -> None:
    """Keep what a step decided in ``ctx.vars[key]`` and forget the answers it used, so the next step's
    questions are asked afresh (608.2c: the instruction's steps happen in order)."""
    ctx.vars[key] = value
    ctx.proc.answers.clear()
    ctx.proc.cursor = 0


def _run_steps(ctx: Ctx, key: str, effects: tuple) -> None:
    """Run ``effects`` one after another inside one instruction, like the resolver does (608.2c): each step's
    questions are answered before it changes the game, and a finished step is not run again when a later
    step asks (progress is kept in ``ctx.vars[key]``)."""
    while ctx.vars.get(key, 0) < len(effects):
        effects[ctx.vars.get(key, 0)].run(ctx)
        _settle(ctx, key, ctx.vars.get(key, 0) + 1)


def _pay_mana(ctx: Ctx, p: int, cost: ManaCost, text: str) -> bool:
    """Player ``p`` pays ``cost`` (written ``text``) now, activating mana abilities as they pay (605.3a);
    False when they back out of paying (nothing is paid then)."""
    from ...engine.casting import _activate_mana, _pay
    from ...engine.mana import pay_from_pool
    g = ctx.g
    plan = _pay(g, ctx.proc, p, cost, Msg("what.pay", (("cost", text),)), None)
    if plan is None:
        return False
    _activate_mana(g, p, plan)
    if not pay_from_pool(cost, g.players[p].pool):
        raise RuntimeError(f"payment plan did not cover {text}")
    return True


@dataclass(frozen=True, slots=True)
class May:
    """"You may <effects>." on resolution (603.5 for triggered abilities, 608.2d): the controller chooses; if
    they do, the effects happen in order."""

    effects: tuple = ()
    prompt: str = ""

    def run(self, ctx: Ctx) -> None:
        key = f"may:{self.prompt}"
        if key + ".yes" not in ctx.vars:
            yes = ctx.yes_no(ctx.controller, "prompt.may" if self.prompt else "prompt.may_do_it", "608.2d",
                             args={"card": ctx.g.name(ctx.source), "text": _text_msg(self.prompt)})
            _settle(ctx, key + ".yes", yes)
        if ctx.vars[key + ".yes"]:
            _run_steps(ctx, key + ".pc", tuple(self.effects))


@dataclass(frozen=True, slots=True)
class If:
    """"If <condition>, <effects>[; otherwise <otherwise>]" (608.2c): the condition node ``cond`` is checked when the
    instruction is reached; each effect asks its questions before it changes the game (``_run_steps``)."""

    cond: Condition
    effects: tuple = ()
    otherwise: tuple = ()

    def run(self, ctx: Ctx) -> None:
        key = f"if{id(self)}"
        if key + ".yes" not in ctx.vars:
            ctx.vars[key + ".yes"] = bool(self.cond(ctx))
        _run_steps(ctx, key + ".pc", tuple(self.effects if ctx.vars[key + ".yes"] else self.otherwise))


def IfKicked(*effects: Any, otherwise: tuple = ()) -> If:  # noqa: N802 (reads as an instruction)
    """"If this spell was kicked, <effects>" (702.33d-e)."""
    return If(kicked, tuple(effects), tuple(otherwise))


@dataclass(frozen=True, slots=True)
class UnlessPays:
    """"<effects> unless <player> pays <cost>" (Mana Leak, Rhystic Study; 118.12): as it resolves, the player
    chooses whether to pay (only if they can, activating mana abilities as they pay, 605.3a); if they don't,
    the effects happen. ``payer`` is one player (the first ``payer`` picks)."""

    cost: str
    effects: tuple = ()
    payer: Sel = ITS_CONTROLLER

    def run(self, ctx: Ctx) -> None:
        from ...engine.casting import can_afford
        g = ctx.g
        key = f"unless{self.cost}"
        if key + ".paid" not in ctx.vars:
            ps = self.payer.players(ctx)
            cost = ManaCost.parse(self.cost)
            paid = False
            if ps and can_afford(g, ps[0], cost):
                p = ps[0]
                a = ctx.ask(p, "pay_or_not", "prompt.pay_or_not",
                            [opt("pay", "what.pay", True, cost=self.cost), opt("decline", "opt.dont_pay", False)],
                            "118.12", args={"card": g.name(ctx.source), "cost": self.cost})
                if a.value and _pay_mana(ctx, p, cost, self.cost):
                    g.note("log.pays", "118.12", args={"player": g.players[p].name, "cost": self.cost})
                    paid = True
            _settle(ctx, key + ".paid", paid)
        if not ctx.vars[key + ".paid"]:
            _run_steps(ctx, key + ".pc", tuple(self.effects))


@dataclass(frozen=True, slots=True)
class MayPay:
    """"You may pay <cost>. If you do, <effects>." (608.2d): the controller chooses on resolution, if they can
    pay (activating mana abilities as they pay, 605.3a); the effects then run one after another."""

    cost: str
    effects: tuple = ()

    def run(self, ctx: Ctx) -> None:
        from ...engine.casting import can_afford
        g, p = ctx.g, ctx.controller
        key = f"maypay{self.cost}"
        if key + ".paid" not in ctx.vars:
            cost = ManaCost.parse(self.cost)
            paid = False
            if not g.players[p].left and can_afford(g, p, cost):
                a = ctx.ask(p, "pay_or_not", "dsl.prompt.may_pay",
                            [opt("pay", "dsl.opt.pay_cost", True, cost=self.cost),
                             opt("decline", "dsl.opt.dont_pay", False)], "608.2d",
                            args={"card": g.name(ctx.source), "cost": self.cost})
                paid = bool(a.value) and _pay_mana(ctx, p, cost, self.cost)
            g.note("dsl.log.pays_optional" if paid else "dsl.log.doesnt_pay", "608.2d",
                   args={"player": g.players[p].name, "cost": self.cost})
            _settle(ctx, key + ".paid", paid)
        if ctx.vars[key + ".paid"]:
            _run_steps(ctx, key + ".pc", tuple(self.effects))


@dataclass(frozen=True, slots=True)
class MayPayX:
    """"you may pay {X}. If you do, <effects>" on resolution (107.3f, 608.2d): the controller chooses X (up to
    what they can pay, activating mana abilities as they pay, 605.3a) or not to pay; the effects then see that
    X as ``ctx.x``. The effects must not ask questions (the payment has already changed the game)."""

    effects: tuple = ()

    def run(self, ctx: Ctx) -> None:
        from ...engine.casting import _activate_mana, _pay, mana_sources, max_x
        from ...engine.mana import pay_from_pool
        g, p = ctx.g, ctx.controller
        cost = ManaCost(x=1)
        hi = max_x(g, p, cost, mana_sources(g, p))
        opts = [opt("cancel", "opt.dont_pay", None)] + [opt("x", "opt.pay_x", v, x=v) for v in range(hi + 1)]
        x = ctx.ask(p, "choose_x", "prompt.may_pay_x", opts, "107.3f", args={"card": g.name(ctx.source)}).value
        if x is None:
            g.note("log.doesnt_pay_x", "608.2d", args={"player": g.players[p].name})
            return
        plan = _pay(g, ctx.proc, p, cost.with_x(x), Msg("what.pay_x", (("x", x),)), None) if x else []
        if plan is None:
            return
        _activate_mana(g, p, plan)
        if not pay_from_pool(cost.with_x(x), g.players[p].pool):
            raise RuntimeError(f"payment plan did not cover X={x}")
        g.note("log.pays_x", "107.3f", args={"player": g.players[p].name, "x": x})
        ctx.item.x = x
        for e in self.effects:
            e.run(ctx)


@dataclass(frozen=True, slots=True)
class Custom:
    """An effect written as a function ``fn(ctx)`` for the rare card no primitive covers."""

    fn: Callable[[Ctx], None]

    def run(self, ctx: Ctx) -> None:
        self.fn(ctx)
