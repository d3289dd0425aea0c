"""Card data of casting rules (601.2f): a spell's own cost changes, read by the engine's cost total
(``engine/alt_casting.py``, ``extra["self_cost"]``)."""
from __future__ import annotations

from typing import Any

from .amounts import Amount
from .conditions import Condition
from .node import Node, node


@node
class SelfCostChange(Node):
    """601.2f: "This spell costs {N} less (more) to cast [for each <thing>] [if <condition>]"; affinity for
    artifacts (702.41a) is "{1} less for each artifact you control". ``n``: generic mana per unit, negative for
    less; ``per``: the count (None: once); ``condition``: when it applies (None: always)."""

    n: int
    per: Amount | None = None
    condition: Condition | None = None

    def delta(self, g: Any, p: int, card: Any) -> int:
        if self.condition is not None and not self.condition.holds(g, -1, p, None, None):
            return 0
        return self.n * (self.per(g, p) if self.per is not None else 1)


@node
class CastWith(Condition):
    """"if its <keyword> cost was paid" of a permanent's triggered ability (702.74a evoke): the spell that became
    this permanent was cast that way (603.4, 607)."""

    keyword: str

    def holds(self, g, src, me, e, ctx) -> bool:
        o = g.objects.get(src)
        return o is not None and o.note.get("cast_method") == self.keyword


@node
class EventCardHasKeyword(Condition):
    """"if it has <keyword>" of a triggered ability whose event names a card ("Whenever you discard a card, if it
    has madness", 603.4): the card the event names has the keyword, wherever it is now (its last known
    information once it left that zone, 608.2h)."""

    keyword: str

    def holds(self, g, src, me, e, ctx) -> bool:
        oid = getattr(e, "obj", None)
        if oid is None:
            return False
        o = g.objects.get(oid)
        card = o.card if o is not None else getattr(g.lki.get(oid), "card", None)
        return card is not None and self.keyword in card.keywords


@node
class EchoDue(Condition):
    """702.30a: "if this permanent came under your control since the beginning of your last upkeep": its echo
    hasn't been dealt with under its current control (the echo trigger marks it as it resolves)."""

    def holds(self, g, src, me, e, ctx) -> bool:
        o = g.objects.get(src)
        return o is not None and o.note.get("echo_done") != (g.controller(src), o.since)


@node
class EchoPay(Node):
    """702.30a: "sacrifice it unless you pay [cost]" (and its echo is dealt with under this control)."""

    cost: str

    def run(self, ctx: Any) -> None:
        from ..dsl.effects_flow import UnlessPays
        from ..dsl.effects_permanents import SacrificeThis
        from ..dsl.selectors import YOU
        g = ctx.g
        o = g.objects.get(ctx.source)
        if o is None:
            return
        o.note["echo_done"] = (g.controller(ctx.source), o.since)
        UnlessPays(self.cost, (SacrificeThis(),), YOU).run(ctx)


@node
class CumulativePay(Node):
    """702.24a: "Then you may pay [cost] for each age counter on it. If you don't, sacrifice it." (the cost a
    mana cost; the number of age counters is read as this instruction starts)."""

    cost: str

    def run(self, ctx: Any) -> None:
        from ...engine.mana import ManaCost
        from ..dsl.effects_flow import UnlessPays
        from ..dsl.effects_permanents import SacrificeThis
        from ..dsl.selectors import YOU
        g = ctx.g
        o = g.objects.get(ctx.source)
        if o is None:
            return
        key = "cumulative.n"
        if key not in ctx.vars:
            ctx.vars[key] = o.counters.get("age", 0)
        n = ctx.vars[key]
        one = ManaCost.parse(self.cost)
        total = ManaCost(one.generic * n, one.colored * n, one.hybrid * n)
        if n == 0 or not (total.generic or total.colored or total.hybrid):
            return                                       # nothing to pay: paying {0} is always possible
        UnlessPays(str(total), (SacrificeThis(),), YOU).run(ctx)


@node
class ThisSpellCast(Node):
    """The event test of "When you cast this spell" (601.2i): the cast event names this object."""

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        return e.obj == src


@node
class ThisSpellOnStack(Node):
    """A selector: the spell that is the source of the resolving ability, while it is on a stack (storm's "it")."""

    def refs(self, ctx: Any) -> list[tuple]:
        from ...engine.constants import STACK
        o = ctx.g.objects.get(ctx.source)
        return [("obj", ctx.source)] if o is not None and o.zone == STACK else []

    def objects(self, ctx: Any) -> list[int]:
        return [r[1] for r in self.refs(ctx)]


@node
class StormCopies(Node):
    """702.40a: "copy it for each other spell cast before it this turn. You may choose new targets for the copies."
    (every player's spells count; the copies are not cast)."""

    def run(self, ctx: Any) -> None:
        from ...engine import events as ev
        from ..dsl.effects_stack import CopySpell
        g = ctx.g
        key = "storm.n"
        if key not in ctx.vars:
            n, seen = 0, False
            for e in reversed(g.events):
                if e is ctx.event:
                    seen = True
                    continue
                if e.kind == ev.TURN:
                    break
                if seen and e.kind == ev.CAST:
                    n += 1
            ctx.vars[key] = n
            g.note("casting.log.storm", "702.40a", args={"card": g.name(ctx.source), "n": n})
        copy = CopySpell(ThisSpellOnStack(), True)
        while ctx.vars.get("storm.done", 0) < ctx.vars[key]:
            copy.run(ctx)
            ctx.vars["storm.done"] = ctx.vars.get("storm.done", 0) + 1
            ctx.proc.answers.clear()
            ctx.proc.cursor = 0


@node
class CascadeReveal(Node):
    """702.85a: exile cards from the top of your library until a nonland card with lesser mana value; you may cast
    it without paying its mana cost if the resulting spell's mana value is less; then put the exiled cards that
    weren't cast on the bottom of your library in a random order."""

    def run(self, ctx: Any) -> None:
        from ...engine.free_cast import cast_free
        from ...engine.constants import EXILE, LIBRARY
        from ...engine.zones import move
        g, p = ctx.g, ctx.controller
        st = ctx.vars
        if "cascade.exiled" not in st:
            mv = ctx.item.source_card.mana_cost.mana_value if ctx.item.source_card is not None else 0
            exiled: list[int] = []
            hit = None
            lib = g.players[p].library
            while lib:
                nid = move(g, lib[0], EXILE, rule="702.85a", key="log.exiled", args={"card": g.name(lib[0])})
                if nid is None:
                    break
                exiled.append(nid)
                c = g.objects[nid].card
                if "Land" not in c.types and c.mana_cost.mana_value < mv:
                    hit = nid
                    break
            st["cascade.exiled"], st["cascade.hit"] = exiled, hit
            ctx.proc.answers.clear()
            ctx.proc.cursor = 0
        exiled, hit = st["cascade.exiled"], st["cascade.hit"]
        if "cascade.cast" not in st:
            cast = False
            if hit is not None and g.objects.get(hit) is not None and g.objects[hit].zone == EXILE:
                if ctx.yes_no(p, "casting.prompt.cascade", "702.85a", args={"card": g.name(hit)}):
                    cast = cast_free(g, ctx.turn, ctx.proc, p, hit, "702.85a") is not None
            st["cascade.cast"] = cast
            ctx.proc.answers.clear()
            ctx.proc.cursor = 0
        rest = [c for c in exiled if c in g.objects and g.objects[c].zone == EXILE]
        g.rng.shuffle(rest)
        for c in rest:
            move(g, c, LIBRARY, bottom=True, rule="702.85a", quiet=True)
