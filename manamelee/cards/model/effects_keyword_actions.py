"""Keyword actions (701) as card data: scry N (701.18), surveil N (701.42), proliferate (701.27), explore (701.40),
connive (701.47), amass (701.44), and the delayed "draw a card at the beginning of the next turn's upkeep" (603.7).

Every choice is a sequence of small decisions with enumerable options (a card goes to the top or the bottom; the
next card of a pile in order; one more permanent or player to proliferate, or done), all asked before anything
moves: a resolving effect re-runs from its start with the answers recorded so far (engine/decisions.py).
"""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine import zones
from ...engine.constants import BATTLEFIELD, GRAVEYARD, HAND, Step
from ...engine.decisions import opt
from ...engine.objects import DelayedTrigger
from ...engine.resolution import Ctx
from ..dsl.amounts import amount_of
from ..dsl.selectors import SELF, YOU, Sel, _Self
from .events import StepIs
from .node import Node, node

_TOP, _BOTTOM = opt("top", "opt.top"), opt("bottom", "opt.bottom")
_GRAVEYARD, _DONE = opt("graveyard", "kwa.opt.graveyard"), opt("done", "kwa.opt.done")


def _card_options(g: Any, cards: list[int]) -> list[Any]:
    """One option per distinct card name (identical cards in a library are interchangeable)."""
    seen: dict[str, int] = {}
    for c in cards:
        seen.setdefault(g.name(c), c)
    return [opt("card", "text", c, text=n) for n, c in seen.items()]


def order_cards(ctx: Ctx, p: int, cards: list[int], prompt: str, rule: str) -> list[int]:
    """``p`` puts ``cards`` in an order of their choice, one decision per card but the last: the first card chosen
    is the first of the pile from the top ("in any order", 701.18a, 401.4). Returns the order, top first."""
    left, out = list(cards), []
    while len(left) > 1:
        c = ctx.ask(p, "order_cards", prompt, _card_options(ctx.g, left), rule,
                    args={"player": ctx.g.players[p].name, "n": len(left)}).value
        out.append(c)
        left.remove(c)
    return out + left


def _top_n(g: Any, p: int, n: int) -> list[int]:
    return list(g.players[p].library[:max(n, 0)])


def _restack(g: Any, p: int, looked: list[int], top: list[int], bottom: list[int]) -> None:
    """The looked-at cards (the top of ``p``'s library) go back: ``top`` first (top first), ``bottom`` under the rest
    (the first of it highest). A card no longer in the library stays where it is."""
    lib = g.players[p].library
    gone = set(looked)
    rest = [c for c in lib if c not in gone]
    lib[:] = [c for c in top if c in lib] + rest + [c for c in bottom if c in lib]
    g.version += 1


@node
class ScryN(Node):
    """701.18a: "scry N": look at the top N cards of your library, put any number of them on the bottom in any order
    and the rest on top in any order. One decision per card (top or bottom), then the order of each pile.
    701.18b: scry 0 does nothing. 701.18c: several players decide in APNAP order, then the cards move at once."""

    amount: Any = 1
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        n = amount_of(self.amount, ctx)
        if n <= 0:
            return                                         # 701.18b
        plan = []
        for p in self.who.players(ctx):
            looked = _top_n(g, p, n)
            top: list[int] = []
            bottom: list[int] = []
            for c in looked:
                a = ctx.ask(p, "scry", "prompt.scry", [_TOP, _BOTTOM], "701.18a", args={"card": g.name(c)})
                (bottom if a.kind == "bottom" else top).append(c)
            top = order_cards(ctx, p, top, "kwa.prompt.order_top", "701.18a")
            bottom = order_cards(ctx, p, bottom, "kwa.prompt.order_bottom", "701.18a")
            plan.append((p, looked, top, bottom))
        for p, looked, top, bottom in plan:
            _restack(g, p, looked, top, bottom)
            g.note("kwa.log.scries", "701.18a", args={"player": g.players[p].name, "n": n, "top": len(top),
                                                        "bottom": len(bottom)})


@node
class Surveil(Node):
    """701.42a: "surveil N": look at the top N cards of your library, put any number of them into your graveyard
    and the rest on top in any order (one decision per card, then the order of those kept). 701.42c: surveil 0
    does nothing."""

    amount: Any = 1
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        n = amount_of(self.amount, ctx)
        if n <= 0:
            return                                         # 701.42c
        plan = []
        for p in self.who.players(ctx):
            looked = _top_n(g, p, n)
            top: list[int] = []
            yard: list[int] = []
            for c in looked:
                a = ctx.ask(p, "surveil", "kwa.prompt.surveil", [_TOP, _GRAVEYARD], "701.42a", args={"card": g.name(c)})
                (yard if a.kind == "graveyard" else top).append(c)
            plan.append((p, looked, order_cards(ctx, p, top, "kwa.prompt.order_top", "701.42a"), yard))
        for p, looked, top, yard in plan:
            for c in yard:
                if c in g.players[p].library:
                    zones.move(g, c, GRAVEYARD, rule="701.42a", quiet=True)
            _restack(g, p, looked, top, [])
            g.note("kwa.log.surveils", "701.42a", args={"player": g.players[p].name, "n": n, "top": len(top),
                                                          "graveyard": len(yard)})


def _proliferate_candidates(ctx: Ctx) -> list[tuple[str, int]]:
    """Permanents and players with a counter, in the controller's range (801.5, 801.10); a team's shared poison
    counters are one choice (701.27b)."""
    g = ctx.g
    out: list[tuple[str, int]] = [("obj", o) for o in ctx.scope.permanents() if g.objects[o].counters]
    totals: set[int] = set()
    for p in ctx.scope.players():
        pl = g.players[p]
        if pl.poison > 0 and id(pl.total) not in totals:
            totals.add(id(pl.total))
            out.append(("player", p))
    return out


@node
class Proliferate(Node):
    """701.27a: choose any number of permanents and/or players that have a counter, then give each one additional
    counter of each kind it already has. One decision per choice ("done" to stop); 701.27b: a team's shared poison
    counters are offered once."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        cands = _proliferate_candidates(ctx)
        chosen: list[tuple[str, int]] = []
        while len(chosen) < len(cands):
            opts = [opt("choose", "text", r, text=g.name(r[1]) if r[0] == "obj" else g.players[r[1]].name)
                    for r in cands if r not in chosen]
            a = ctx.ask(ctx.controller, "proliferate", "kwa.prompt.proliferate", opts + [_DONE], "701.27a")
            if a.kind == "done":
                break
            chosen.append(a.value)
        for kind, x in chosen:
            if kind == "obj":
                if x in g.objects and g.objects[x].zone == BATTLEFIELD:
                    for k in sorted(g.objects[x].counters):
                        zones.add_counters(g, x, k, 1, rule="701.27a")
            else:
                pl = g.players[x]
                pl.total.poison += 1
                g.version += 1
                g.note("kwa.log.poison", "701.27a", args={"player": pl.name, "n": pl.poison})
        g.note("kwa.log.proliferates", "701.27a", args={"player": g.players[ctx.controller].name})


def _actor(ctx: Ctx, who: Sel) -> tuple[int | None, int | None]:
    """(permanent, its controller) of a keyword action a permanent performs ("it explores", "target creature
    connives"). 701.40c / 701.47c: if "this" permanent left the battlefield, its last known information says who
    controlled it (the ability's controller); a target that is gone or illegal does nothing."""
    objs = who.objects(ctx)
    if objs:
        return objs[0], ctx.g.controller(objs[0])
    if isinstance(who, _Self):
        return None, ctx.controller
    return None, None


@node
class Explore(Node):
    """701.40a: the permanent's controller reveals the top card of their library. A land card goes into their hand;
    otherwise a +1/+1 counter goes on the exploring permanent and they may put the revealed card into their
    graveyard (one yes/no decision)."""

    who: Sel = SELF

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        oid, p = _actor(ctx, self.who)
        if p is None:
            return
        lib = g.players[p].library
        top = lib[0] if lib else None
        if top is None:
            g.note("kwa.log.explores_empty", "701.40a", args={"player": g.players[p].name})
            if oid is not None:
                zones.add_counters(g, oid, "+1/+1", 1, rule="701.40a")
            return
        land = "Land" in g.objects[top].card.types
        to_yard = False
        if not land:
            to_yard = ctx.yes_no(p, "kwa.prompt.explore_graveyard", "701.40a", args={"card": g.name(top)})
        g.note("kwa.log.reveals", "701.40a", args={"player": g.players[p].name, "card": g.name(top)})
        if land:
            zones.move(g, top, HAND, rule="701.40a", key="kwa.log.explore_land",
                       args={"player": g.players[p].name, "card": g.name(top)})
            return
        if oid is not None and g.objects.get(oid) is not None and g.objects[oid].zone == BATTLEFIELD:
            zones.add_counters(g, oid, "+1/+1", 1, rule="701.40a")
        if to_yard:
            zones.move(g, top, GRAVEYARD, rule="701.40a")


@node
class ConniveDraw(Node):
    """701.47a, first half: the conniving permanent's controller draws N cards (remembered for ConniveDiscard)."""

    who: Sel = SELF
    amount: int = 1

    def run(self, ctx: Ctx) -> None:
        oid, p = _actor(ctx, self.who)
        ctx.vars["connive"] = (oid, p)
        if p is not None:
            zones.draw(ctx.g, p, self.amount, rule="701.47a")


@node
class ConniveDiscard(Node):
    """701.47a, second half: that player discards N cards (one decision per card); for each nonland card discarded
    a +1/+1 counter goes on the conniving permanent (701.47e), if it is still on the battlefield."""

    amount: int = 1

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        oid, p = ctx.vars.get("connive", (None, None))
        if p is None:
            return
        hand = g.players[p].hand
        chosen: list[int] = list(hand) if len(hand) <= self.amount else []
        while len(chosen) < min(self.amount, len(hand)):
            left = [c for c in hand if c not in chosen]
            chosen.append(ctx.ask(p, "discard", "prompt.discard",
                                  [opt("card", "text", c, text=g.name(c)) for c in left], "701.47a").value)
        nonland = sum(1 for c in chosen if "Land" not in g.objects[c].card.types)
        for c in chosen:
            zones.discard(g, p, c, rule="701.47a")
        if nonland and oid is not None and oid in g.objects and g.objects[oid].zone == BATTLEFIELD:
            zones.add_counters(g, oid, "+1/+1", nonland, rule="701.47a")


@node
class Amass(Node):
    """701.44a: "amass [subtype] N": if you control no Army creature, create a 0/0 black [subtype] Army creature
    token; choose an Army creature you control (a decision when there are several); put N +1/+1 counters on it;
    if it isn't a [subtype], it becomes one in addition to its other types."""

    subtype: str
    amount: Any = 1

    def run(self, ctx: Ctx) -> None:
        from ...engine.objects import ContinuousEffect
        from ..dsl.builders import token
        from ..dsl.effects_continuous import _becomes_types
        g = ctx.g
        me = ctx.controller
        armies = [o for o in g.controlled_by(me) if "Creature" in g.chars(o).types and "Army" in g.chars(o).subtypes]
        if not armies:
            army = zones.create_token(g, me, token(f"{self.subtype} Army", 0, 0, subtypes=(self.subtype, "Army"),
                                                   colors="B"), rule="701.44a")
            if army is None:
                return
        elif len(armies) == 1:
            army = armies[0]
        else:
            army = ctx.ask(me, "choose_army", "kwa.prompt.amass", [opt("permanent", "text", o, text=g.name(o))
                                                                   for o in armies], "701.44a").value
        zones.add_counters(g, army, "+1/+1", amount_of(self.amount, ctx), rule="701.44a")
        if self.subtype not in g.chars(army).subtypes:
            g.effects.append(ContinuousEffect("4", g.new_timestamp(), ctx.source, me, (army,),
                                              _becomes_types(frozenset(), frozenset({self.subtype})), f"while:{army}"))
            g.version += 1
        g.note("kwa.log.amasses", "701.44a", args={"player": g.players[me].name, "card": g.name(army)})


@node
class AtNextUpkeep(Node):
    """603.7: "<effects> at the beginning of the next turn's upkeep": a delayed triggered ability, controlled by
    this ability's controller, that triggers once at the next upkeep to begin (Blessed Wine's draw)."""

    effects: tuple = ()
    text: str = ""

    def run(self, ctx: Ctx) -> None:
        ctx.g.delayed.append(DelayedTrigger(ctx.controller, ctx.source, ev.STEP, StepIs(Step.UPKEEP), tuple(self.effects),
                                            self.text))
