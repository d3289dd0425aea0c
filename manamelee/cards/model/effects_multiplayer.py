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


@node
class Myriad(Node):
    """702.116a: for each opponent other than defending player, you may create a token copy of this creature,
    tapped and attacking that player or a planeswalker they control (508.4: not declared, so it never "attacked";
    508.4c: declaration restrictions don't apply); the tokens are exiled at end of combat. Only opponents in range
    (801.10) whom the variant lets this creature attack (802/803 via the attack hooks) get a token."""

    def run(self, ctx: Ctx) -> None:
        from ...engine import events as ev
        from ...engine.combat import attack_targets
        from ...engine.constants import BATTLEFIELD, Step
        from ...engine.decisions import Option
        from ...engine.objects import DelayedTrigger
        from ...engine.token_copies import create_token_copy
        from .events import StepIs
        g, t, me = ctx.g, ctx.turn, ctx.controller
        src = ctx.source
        o = g.objects.get(src)
        if t is None or t.combat is None or o is None or o.zone != BATTLEFIELD:
            return      # no copiable values to copy from once it has left (no token)
        defending = ctx.event.target_player if ctx.event is not None else None
        targets = attack_targets(g, t, src)
        plan: list[tuple[str, int]] = []
        for q in ctx.scope.opponents():
            if q == defending:
                continue
            mine = [r for r in targets if (r[0] == "player" and r[1] == q) or
                    (r[0] == "obj" and r[1] in g.objects and g.controller(r[1]) == q)]
            if not mine:
                continue
            opts = [Option("myriad", "text", r, (("text", g.players[q].name if r[0] == "player"
                                                    else g.name(r[1])),)) for r in mine]
            opts.append(Option("no", "opt.no", None))
            a = ctx.ask(me, "myriad", "pool.prompt.myriad", opts, "702.116a",
                        args={"card": g.name(src), "player": g.players[q].name})
            if a.value is not None:
                plan.append(a.value)
        made: list[int] = []
        for r in plan:
            if (r[0] == "player" and g.players[r[1]].left) or (r[0] == "obj" and r[1] not in g.battlefield):
                continue                                    # 508.4a
            nid = create_token_copy(g, me, src, rule="702.116a")      # 707.8, 707.8a: as a double-faced one is
            if nid is None:
                continue
            g.objects[nid].tapped = True
            t.combat.attackers[nid] = r
            t.combat.defenders.add(r[1] if r[0] == "player" else g.controller(r[1]))
            made.append(nid)
        if made:
            g.delayed.append(DelayedTrigger(me, src, ev.STEP, StepIs(Step.END_COMBAT), (ExileTokens(),),
                                            "Exile the tokens at end of combat.", {"tokens": tuple(made)}))


@node
class ExileTokens(Node):
    """Exile the tokens a delayed trigger remembers in ``ctx.vars["tokens"]`` that are still on the battlefield
    (702.116a: myriad's tokens at end of combat)."""

    def run(self, ctx: Ctx) -> None:
        from ...engine import zones
        for oid in ctx.vars.get("tokens", ()):
            o = ctx.g.objects.get(oid)
            if o is not None and o.zone == "battlefield":
                zones.exile(ctx.g, oid, rule="702.116a")
