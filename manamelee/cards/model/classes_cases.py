"""Class cards (716) and Case cards (719) as data: the class level bar ("[Cost]: Level N"), abilities a Class has
from a level on and a Case has once solved (gates on its static, triggered and activated abilities), "When this
Class becomes level N", "To solve — [condition]"; and the conditions, amounts and effects the ten Classes and Cases
of the pool read ("whenever you attack", "if a creature died this turn", "three or more creatures attacked this
turn", ...)."""
from __future__ import annotations

from typing import Any

from ...engine import events as ev
from ...engine.constants import BATTLEFIELD, GRAVEYARD, HAND
from .amounts import Amount
from .conditions import Condition
from .events import EventTest
from .filters import Filter
from .node import Node, node
from .statics import Affects, Apply


# ------------------------------------------------------------------------------ designations (716.2, 719.3)
@node
class AtClassLevel(Condition):
    """716.2a: "as long as this Class is level ``n`` or greater" (716.2d: no level is level 1)."""

    n: int

    def holds(self, g, src, me, e, ctx) -> bool:
        from ...engine.classes_cases import class_level
        return class_level(g, src) >= self.n


@node
class ClassLevelIs(Condition):
    """716.2a: "Activate only if this Class is level ``n``" (the level bar's restriction, N-1)."""

    n: int

    def holds(self, g, src, me, e, ctx) -> bool:
        from ...engine.classes_cases import class_level
        return class_level(g, src) == self.n


@node
class IsSolved(Condition):
    """719.3b-c: this Case has the solved designation."""

    def holds(self, g, src, me, e, ctx) -> bool:
        from ...engine.classes_cases import is_solved
        return is_solved(g, src)


@node
class BecomeLevel(Node):
    """716.2a: "This Class's level becomes ``n``." """

    n: int

    def run(self, ctx: Any) -> None:
        from ...engine.classes_cases import set_class_level
        set_class_level(ctx.g, ctx.source, self.n)


@node
class BecomeSolved(Node):
    """719.3a: "this Case becomes solved" (if it is still on the battlefield)."""

    def run(self, ctx: Any) -> None:
        from ...engine.classes_cases import solve
        solve(ctx.g, ctx.source)


@node
class BecomesLevel(EventTest):
    """"When this Class becomes level ``n``" (716.2a: its level-up ability resolved)."""

    n: int

    def __call__(self, g, e, src) -> bool:
        return e.obj == src and e.amount == self.n


@node
class GatedAffects(Affects):
    """A static ability the permanent has only while ``cond`` holds (716.2a, 719.3c)."""

    cond: Condition
    inner: Any

    def __call__(self, g, src, oid, cm) -> bool:
        return self.cond.holds(g, src, cm[src].controller if src in cm else g.controller(src), None, None) \
            and self.inner(g, src, oid, cm)


@node
class GatedWhen(EventTest):
    """A triggered ability the permanent has only while ``cond`` holds (716.2a, 719.3c): it triggers only then."""

    cond: Condition
    inner: Any

    def __call__(self, g, e, src) -> bool:
        return self.cond.holds(g, src, g.controller(src), e, None) and self.inner(g, e, src)


@node
class GatedCost(Node):
    """A cost change the permanent makes only while ``cond`` holds (601.2f with 716.2a / 719.3c)."""

    cond: Condition
    inner: Any

    def __call__(self, g, src, caster, card_def) -> bool:
        return self.cond.holds(g, src, g.controller(src), None, None) and self.inner(g, src, caster, card_def)


# ------------------------------------------------------------------------------ what the cards read
@node
class IsAttacking(Filter):
    """An attacking creature (506.4, 508.1)."""

    def test(self, g, oid, ch, me) -> bool:
        return oid is not None and any(t.combat is not None and oid in t.combat.attackers for t in g.turns)


@node
class DealtDamageThisTurn(Filter):
    """A permanent that was dealt damage this turn (120.3; read back through the event log)."""

    def test(self, g, oid, ch, me) -> bool:
        if oid is None:
            return False
        for x in reversed(g.events):
            if x.kind == ev.TURN:
                return False
            if x.kind == ev.DAMAGE and x.obj == oid and x.amount > 0:
                return True
        return False


def _this_turn(g: Any):
    for x in reversed(g.events):
        if x.kind == ev.TURN:
            return
        yield x


@node
class CreaturesDiedThisTurn(Amount):
    """Creatures put into a graveyard from the battlefield this turn (700.4 "dies"; tokens too)."""

    def of(self, g, me, ctx) -> int:
        return sum(1 for x in _this_turn(g) if x.kind == ev.ZONE_CHANGE and x.from_zone == BATTLEFIELD
                   and x.to_zone == GRAVEYARD and x.data is not None and "Creature" in x.data.chars.types)


@node
class CreatureCardsToGraveyardsThisTurn(Amount):
    """Creature cards put into graveyards from anywhere this turn (tokens aren't cards, 111.8; 712.21e: a melded
    permanent is two cards, each counted by its own types)."""

    def of(self, g, me, ctx) -> int:
        from ...engine.zones import moved_cards
        return sum(1 for x in _this_turn(g) if x.kind == ev.ZONE_CHANGE and x.to_zone == GRAVEYARD
                   and x.data is not None and not x.data.token
                   for c in moved_cards(x.data) if "Creature" in c.types)


@node
class CreaturesAttackedThisTurn(Amount):
    """Creatures that attacked this turn (508.1: each declared attacker once per combat)."""

    def of(self, g, me, ctx) -> int:
        return sum(1 for x in _this_turn(g) if x.kind == ev.ATTACKS)


@node
class InstantSorcerySpellsYouCastThisTurn(Amount):
    """Instant and sorcery spells you cast this turn (601.2i)."""

    def of(self, g, me, ctx) -> int:
        n = 0
        for x in _this_turn(g):
            if x.kind == ev.CAST and x.player == me and x.data is not None:
                c = x.data.source_card
                if c is not None and c.types & {"Instant", "Sorcery"}:
                    n += 1
        return n


@node
class ColorsAmongYourPermanents(Amount):
    """How many colors there are among permanents you control (105.1)."""

    def of(self, g, me, ctx) -> int:
        seen: set[str] = set()
        for oid in g.controlled_by(me):
            seen |= g.chars(oid).colors
        return len(seen & set("WUBRG"))


@node
class LookTopPutOneInHandRestGraveyard(Node):
    """"Look at the top ``n`` cards of your library. Put one of them into your hand and the rest into your
    graveyard." (401.2; 608.2d: you choose, then the cards move)."""

    n: int = 3

    def run(self, ctx: Any) -> None:
        from ...engine import zones
        from ...engine.decisions import Option
        g, me = ctx.g, ctx.controller
        top = list(g.players[me].library[:self.n])
        if not top:
            return
        keep = top[0]
        if len(top) > 1:
            keep = ctx.ask(me, "choose_card", "prompt.choose_card_for_hand",
                           [Option("card", "text", c, (("text", g.name(c)),)) for c in top], "608.2d",
                           args={"card": g.name(ctx.source)}).value
        zones.move(g, keep, HAND, rule="401.2", quiet=True)
        for c in top:
            if c != keep and c in g.objects:
                zones.move(g, c, GRAVEYARD, rule="401.2")


@node
class EachOfYourCreaturesDeals(Node):
    """"Each creature you control deals ``n`` damage to that creature" (target ``i``; 120.3: each is a source)."""

    n: int = 1
    i: int = 0

    def run(self, ctx: Any) -> None:
        from ...engine.damage import deal_damage
        g = ctx.g
        tgt = ctx.target_obj(self.i)
        if tgt is None:
            return
        for oid in [o for o in ctx.scope.creatures() if g.controller(o) == ctx.controller]:
            if tgt in g.objects and g.objects[tgt].zone == BATTLEFIELD and oid in g.objects:
                deal_damage(g, oid, ("obj", tgt), self.n, rule="120.3")


@node
class AddCardTypes(Apply):
    """"... is a <subtypes> <types> in addition to its other types" (layer 4, 613.1d; 205.1b)."""

    types: frozenset = frozenset()
    subtypes: frozenset = frozenset()

    def __call__(self, g, src, oid, ch, cm) -> None:
        ch.types = ch.types | self.types
        ch.subtypes = ch.subtypes | self.subtypes


__all__ = ["AddCardTypes", "AtClassLevel", "BecomeLevel", "BecomeSolved", "BecomesLevel", "ClassLevelIs",
           "ColorsAmongYourPermanents", "CreatureCardsToGraveyardsThisTurn", "CreaturesAttackedThisTurn",
           "CreaturesDiedThisTurn", "DealtDamageThisTurn", "EachOfYourCreaturesDeals", "GatedAffects", "GatedCost",
           "GatedWhen", "InstantSorcerySpellsYouCastThisTurn", "IsAttacking", "IsSolved",
           "LookTopPutOneInHandRestGraveyard"]
