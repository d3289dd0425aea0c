"""Assist (702.132a): while a spell with assist is cast, its caster may choose another player, who may pay any
amount of the generic mana in the spell's total cost (601.2g-h)."""
from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from .decisions import Option, Proc, opt
from .mana import ManaCost
from .scope import Scope

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

NO_HELP: Final = opt("no", "opt.no", None)


def assist(g: "Game", proc: Proc, p: int, cost: ManaCost, what: Any) -> tuple[int | None, int, list[Any]]:
    """Ask ``p`` for a helper (another player in range who can pay at least {1}, 801.5a), then ask the helper how
    much generic mana to pay and how; returns (helper, amount, the helper's payment plan). Nothing is paid here:
    the caller pays both plans once every choice is made (601.2h)."""
    from .casting import _pay, mana_sources, max_x
    if not cost.generic:
        return None, 0, []
    can = {q: min(cost.generic, max_x(g, q, ManaCost(x=1), mana_sources(g, q)))
           for q in Scope(g, p).players() if q != p and not g.players[q].left}
    helpers = [q for q in g.turn_order_from(p) if can.get(q, 0) > 0]
    if not helpers:
        return None, 0, []
    opts = [Option("player", "text", q, (("text", g.players[q].name),)) for q in helpers] + [NO_HELP]
    who = proc.ask(p, "assist", "prompt.assist_choose", opts, "702.132a", args={"what": what}).value
    if who is None:
        return None, 0, []
    amounts = [Option("x", "opt.pay_x", v, (("x", v),)) for v in range(can[who] + 1)]
    n: int = proc.ask(g.decider(who), "choose_x", "prompt.assist_pay", amounts, "702.132a",
                      args={"what": what, "player": g.players[p].name}).value
    if n == 0:
        return who, 0, []
    plan = _pay(g, proc, who, ManaCost(generic=n), what, None)
    if plan is None:
        return who, 0, []
    return who, n, plan
