"""Becoming the target of a spell or ability (115.1) and ward (702.21).

Each time a spell or ability is put on a stack with targets, every player and object it targets "becomes the
target" of it once (an event). Ward N is a triggered ability of the permanent that has it (702.21a): "Whenever
this permanent becomes the target of a spell or ability an opponent controls, counter that spell or ability
unless that player pays N." It triggers from the keyword, so a granted ward (a scheme's "Your commander has ward
{2}") works like a printed one.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..i18n import Msg
from . import events as ev
from .constants import BATTLEFIELD
from .decisions import opt
from .mana import ManaCost
from .monarch import InherentAbility
from .objects import PendingTrigger, StackItem

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .resolution import Ctx

WARD = "Ward "
"""The keyword's prefix: "Ward {2}" is ward with the cost {2} (702.21a)."""


def targets_chosen(g: "Game", item: StackItem) -> None:
    """115.1: the item's targets become its targets — one event per player or object targeted."""
    seen: list[Any] = []
    for ref in item.targets:
        if ref is None or ref in seen:
            continue
        seen.append(ref)
        if ref[0] == "player":
            g.emit(ev.Event(ev.BECOMES_TARGET, "115.1", "", player=item.controller, target_player=ref[1],
                            data=item))
        else:
            g.emit(ev.Event(ev.BECOMES_TARGET, "115.1", "", player=item.controller, obj=ref[1], data=item))


def ward_cost(keywords: frozenset[str]) -> str | None:
    """The cost of the permanent's ward, if it has ward (the first "Ward {N}" keyword)."""
    for k in keywords:
        if k.startswith(WARD):
            return k[len(WARD):]
    return None


def ward_triggers(g: "Game", e: ev.Event) -> None:
    """702.21a: a permanent with ward triggers when it becomes the target of a spell or ability an opponent of its
    controller controls."""
    oid = e.obj
    if oid is None or e.player is None:
        return
    o = g.objects.get(oid)
    if o is None or o.zone != BATTLEFIELD:
        return
    ch = g.chars(oid)
    cost = ward_cost(ch.keywords) if ch.keywords else None
    if cost is None or not g.is_opponent(ch.controller, e.player):
        return
    text = f"Ward {cost} (Whenever this permanent becomes the target of a spell or ability an opponent controls, " \
           f"counter it unless that player pays {cost}.)"
    ab = InherentAbility((CounterUnlessPays(cost),), text)
    turn = g.current_turn.id if g.current_turn is not None else None
    g.triggered.append(PendingTrigger(ch.controller, oid, ab, e, o.card.name, None, turn))


@dataclass(frozen=True, slots=True)
class CounterUnlessPays:
    """"counter that spell or ability unless its controller pays <cost>" (702.21a, 118.12): the controller of
    the spell or ability that targeted chooses whether to pay (only if they can); if they don't, it is countered."""

    cost: str

    def run(self, ctx: "Ctx") -> None:
        from .casting import _activate_mana, _pay, can_afford
        from .mana import pay_from_pool
        from .resolution import counter
        g = ctx.g
        item = ctx.event.data if ctx.event is not None else None
        if not isinstance(item, StackItem) or not any(item is x for t in g.turns for x in t.stack):
            return                                   # it already left the stack
        p = item.controller
        cost = ManaCost.parse(self.cost)
        if not g.players[p].left and can_afford(g, p, cost):
            a = ctx.ask(p, "pay_or_not", "prompt.pay_or_not",
                        [opt("pay", "what.pay", True, cost=self.cost), opt("decline", "opt.dont_pay", False)],
                        "702.21a", args={"card": item.name, "cost": self.cost})
            if a.value:
                plan = _pay(g, ctx.proc, p, cost, Msg("what.pay", (("cost", self.cost),)), None)
                if plan is not None:
                    _activate_mana(g, p, plan)
                    if not pay_from_pool(cost, g.players[p].pool):
                        raise RuntimeError(f"payment plan did not cover {self.cost}")
                    g.note("log.pays", "118.12", args={"player": g.players[p].name, "cost": self.cost})
                    return
        counter(g, item, rule="702.21a")


__all__ = ["targets_chosen", "ward_cost", "ward_triggers", "CounterUnlessPays", "WARD"]
