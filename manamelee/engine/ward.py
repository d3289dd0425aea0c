"""Ward (702.21), implemented once in the engine as the keyword's triggered ability.

A permanent's keywords hold its ward abilities with their costs ("Ward {2}", "Ward—Pay 3 life", "Ward—Discard a
card"); printed or granted, each one triggers when the permanent becomes the target of a spell or ability an
opponent controls (702.21a; 801.7: only within its controller's range of influence) and, as it resolves, counters
that spell or ability unless its controller pays the cost (118.12). The trigger is noticed where the "becomes the
target" event is made (engine/targeting.py), so a granted ward works like a printed one.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final, TYPE_CHECKING

from ..i18n import Msg
from . import events as ev
from .constants import BATTLEFIELD
from .decisions import opt
from .definitions import TriggeredAbility
from .mana import ManaCost
from .objects import PendingTrigger

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .resolution import Ctx

WARD: Final = "Ward"
_LIFE: Final = "Ward—Pay "
_DISCARD: Final = "Ward—Discard a card"


def is_ward(keyword: str) -> bool:
    """Is this keyword a ward ability ("Ward {2}", "Ward—Pay 3 life", "Ward—Discard a card")?"""
    return keyword.startswith(WARD) and parse_ward(keyword) is not None


def parse_ward(keyword: str) -> tuple[str, int, str] | None:
    """"Ward {2}" -> ("mana", 0, "{2}"); "Ward—Pay 3 life" -> ("life", 3, ""); "Ward—Discard a card" ->
    ("discard", 1, ""); None for anything else."""
    if keyword.startswith("Ward {"):
        return "mana", 0, keyword[5:]
    if keyword.startswith(_LIFE) and keyword.endswith(" life") and keyword[len(_LIFE):-5].isdigit():
        return "life", int(keyword[len(_LIFE):-5]), ""
    if keyword == _DISCARD:
        return "discard", 1, ""
    return None


def _no_event(g: Any, e: Any, src: int) -> bool:
    """The ward ability is put on the stack by :func:`ward_triggers`, never by the generic trigger check."""
    return False


@lru_cache(maxsize=None)
def ward_ability(keyword: str) -> TriggeredAbility:
    """The triggered ability one ward keyword means (702.21a)."""
    parsed = parse_ward(keyword)
    if parsed is None:
        raise ValueError(f"not a ward keyword: {keyword!r}")
    kind, n, mana = parsed
    return TriggeredAbility(ev.BECOMES_TARGET, _no_event, (WardCounter(kind, n, mana),), (), keyword)


def ward_triggers(g: "Game", e: ev.Event) -> None:
    """702.21a: the ward abilities of the permanent ``e`` names trigger when its new targeter is an opponent."""
    oid = e.obj
    if oid is None or e.player is None:
        return
    o = g.objects.get(oid)
    if o is None or o.zone != BATTLEFIELD:
        return
    ch = g.chars(oid)
    wards = [k for k in ch.keywords if k.startswith(WARD)]
    if not wards or ch.abilities_removed or not g.is_opponent(ch.controller, e.player):
        return
    if g.hooks is not None and not g.hooks.trigger_allowed(g, ch.controller, e, oid):
        return                                                   # 801.7
    for k in sorted(wards):                                      # each instance triggers (702.21a)
        if parse_ward(k) is not None:
            g.triggered.append(PendingTrigger(ch.controller, oid, ward_ability(k), e, o.card.name, None, e.turn))


@dataclass(frozen=True, slots=True)
class WardCounter:
    """"Counter that spell or ability unless that player pays <cost>" (702.21a, 118.12, 701.5a): the controller of
    the spell or ability the event names (its stack item id) chooses whether to pay, if they can; a spell that
    can't be countered stays on the stack."""

    kind: str           # "mana", "life" or "discard"
    n: int = 0
    mana: str = ""

    def run(self, ctx: "Ctx") -> None:
        from .resolution import counter
        from .targeting import stack_item
        g = ctx.g
        if "ward.paid" not in ctx.vars:
            found = stack_item(g, ctx.event.data) if ctx.event is not None else None
            p = ctx.event.player if ctx.event is not None else None
            paid = found is None or p is None or g.players[p].left or self._pay(ctx, p)
            ctx.vars["ward.paid"] = paid
            ctx.proc.answers.clear()
            ctx.proc.cursor = 0
        if ctx.vars["ward.paid"]:
            return
        found = stack_item(g, ctx.event.data)
        if found is None:
            return
        item = found[1]
        o = g.objects.get(item.source)
        if item.kind == "spell" and o is not None and o.card.extra.get("cant_be_countered"):
            return
        counter(g, item, rule="702.21a")

    def _pay(self, ctx: "Ctx", p: int) -> bool:
        """Ask ``p`` to pay; True once paid. Nothing is asked when the cost can't be paid (118.3, 119.4)."""
        g = ctx.g
        name = g.name(ctx.source)
        if self.kind == "mana":
            from .casting import _activate_mana, _pay, can_afford
            from .mana import pay_from_pool
            cost = ManaCost.parse(self.mana)
            if not can_afford(g, p, cost) or not self._yes(ctx, p, self.mana, name):
                return False
            plan = _pay(g, ctx.proc, p, cost, Msg("what.pay", (("cost", self.mana),)), None)
            if plan is None:
                return False
            _activate_mana(g, p, plan)
            if not pay_from_pool(cost, g.players[p].pool):
                raise RuntimeError(f"ward payment plan did not cover {self.mana}")
            g.note("log.pays", "702.21a", args={"player": g.players[p].name, "cost": self.mana})
            return True
        if self.kind == "life":
            from .damage import lose_life
            life = Msg("ward.cost.life", (("n", self.n),))
            if g.players[p].life < self.n or not self._yes(ctx, p, life, name):
                return False                                     # 119.4: only with that much life
            lose_life(g, p, self.n, rule="119.4")
            return True
        from .zones import discard
        hand = g.players[p].hand
        if not hand:
            return False
        opts = [opt("discard", "ward.opt.discard", c, card=g.name(c)) for c in hand]
        a = ctx.ask(p, "pay_or_not", "prompt.pay_or_not", opts + [opt("decline", "opt.dont_pay", None)], "702.21a",
                    args={"card": name, "cost": Msg("ward.cost.discard")})
        if a.kind != "discard" or a.value not in hand:
            return False
        discard(g, p, a.value, rule="701.8")
        return True

    def _yes(self, ctx: "Ctx", p: int, cost: Any, name: str) -> bool:
        a = ctx.ask(p, "pay_or_not", "prompt.pay_or_not",
                    [opt("pay", "what.pay", True, cost=cost), opt("decline", "opt.dont_pay", False)], "702.21a",
                    args={"card": name, "cost": cost})
        return bool(a.value)


__all__ = ["WARD", "WardCounter", "is_ward", "parse_ward", "ward_ability", "ward_triggers"]
