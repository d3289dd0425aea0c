"""One-shot effects on permanents: destroy (701.7), exile (701.11), return to hand or library (400.7), sacrifice
(701.17), tap and untap, counters (122), tokens (111) and attaching Equipment (701.3).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine import zones
from ...engine.constants import GRAVEYARD, HAND, LIBRARY
from ...engine.decisions import opt
from ...engine.definitions import CardDef
from ...engine.faces import TRANSFORMS, transform
from ...engine.resolution import Ctx
from .amounts import amount_of
from .labels import _type_msg
from ..model.filters import Filter
from .selectors import EACH_CREATURE, SELF, TARGET, YOU, Sel


@dataclass(frozen=True, slots=True)
class Destroy:
    """"Destroy <permanents>" (701.7a): each goes to its owner's graveyard (``rule`` the rule its log cites)."""

    who: Sel = TARGET
    rule: str = "701.7"

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.destroy(ctx.g, oid, rule=self.rule, source=ctx.source)


@dataclass(frozen=True, slots=True)
class DestroyAll(Destroy):
    """"Destroy all creatures" — in range (801.10); "can't be regenerated" is moot without regeneration.
    ``Destroy`` with every creature as the default."""

    who: Sel = EACH_CREATURE


@dataclass(frozen=True, slots=True)
class Exile:
    """"Exile <permanents>" (701.11a, 406.2)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.exile(ctx.g, oid)


@dataclass(frozen=True, slots=True)
class Bounce:
    """Return to its owner's hand."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.move(ctx.g, oid, HAND, rule="400.7", key="log.returns_to_hand", args={"card": ctx.g.name(oid)})


@dataclass(frozen=True, slots=True)
class ReturnToBattlefield:
    """"Put target creature card from a graveyard onto the battlefield under your control" (110.2a: the
    controller of the effect controls it; a card no longer in its graveyard stays where it is, 608.2b)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for kind, oid in self.who.refs(ctx):
            if kind == "obj" and oid in ctx.g.objects and ctx.g.objects[oid].zone == GRAVEYARD:
                zones.put_onto_battlefield(ctx.g, oid, controller=ctx.controller, rule="110.2a")


@dataclass(frozen=True, slots=True)
class ReturnAllFromGraveyard:
    """"Return all <cards> from your graveyard to the battlefield [tapped]" (under your control, all at once)."""

    what: Filter
    tapped: bool = False

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        cards = [c for c in g.players[ctx.controller].graveyard if self.what(g.objects[c].card)]
        for c in cards:
            if c in g.objects and g.objects[c].zone == GRAVEYARD:
                zones.put_onto_battlefield(g, c, controller=ctx.controller, rule="110.2a", tapped=self.tapped)


@dataclass(frozen=True, slots=True)
class LookAtTopMayTake:
    """"Look at the top card of your library. If it's a <kind> card, you may reveal it and put it into your
    hand." (401.2: otherwise it stays on top)."""

    what: Filter

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        lib = g.players[ctx.controller].library
        if not lib or not self.what(g.objects[lib[0]].card):
            return
        top = lib[0]
        if ctx.yes_no(ctx.controller, "pool.prompt.look_top_take", "608.2d",
                      args={"card": g.name(ctx.source), "top": g.name(top)}):
            zones.move(g, top, HAND, rule="701.16a", key="pool.log.returns_to_their_hand",
                       args={"player": g.players[ctx.controller].name, "card": g.name(top)})


@dataclass(frozen=True, slots=True)
class PutOnLibrary:
    """"Put <permanents> on top of their owners' libraries" (400.7: each becomes a new object there)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.move(ctx.g, oid, LIBRARY, rule="400.7")


@dataclass(frozen=True, slots=True)
class SacrificeThis:
    """Sacrifice the selected permanents (default: this one — Ball Lightning "sacrifice this creature"),
    if they are still on the battlefield (701.17a)."""

    who: Sel = SELF

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.sacrifice(ctx.g, oid)


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """"<player> sacrifices N <type> of their choice" (701.17): each player, in APNAP order, chooses among the
    permanents of that type they control (no choice when they have N or fewer); then all are sacrificed."""

    amount: int = 1
    type: str = "Creature"
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        chosen: list[int] = []
        for p in self.who.players(ctx):
            mine = [o for o in g.battlefield if g.controller(o) == p and self.type in g.chars(o).types]
            if len(mine) <= self.amount:
                chosen += mine
                continue
            picks: list[int] = []
            for k in range(self.amount):
                left = [o for o in mine if o not in picks]
                picks.append(ctx.ask(p, "sacrifice", "prompt.sacrifice",
                                     [opt("permanent", "text", o, text=g.name(o)) for o in left], "701.17a",
                                     args={"player": g.players[p].name, "type": _type_msg(self.type),
                                           "more": self.amount - k}).value)
            chosen += picks
        for o in chosen:
            zones.sacrifice(g, o)


@dataclass(frozen=True, slots=True)
class TapIt:
    """"Tap <permanents>" (701.21a)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.tap(ctx.g, oid)


@dataclass(frozen=True, slots=True)
class UntapIt:
    """"Untap <permanents>" (701.21b)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.untap(ctx.g, oid)


@dataclass(frozen=True, slots=True)
class Counters:
    """"Put N <kind> counters on <permanents>" (122.1, 122.6)."""

    kind: str
    amount: Any = 1
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.add_counters(ctx.g, oid, self.kind, amount_of(self.amount, ctx))


@dataclass(frozen=True, slots=True)
class CreateToken:
    """"<player> creates N <token>s" (701.6a, 111.2: under that player's control)."""

    token: CardDef
    amount: Any = 1
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            for _ in range(amount_of(self.amount, ctx)):
                nid = zones.create_token(ctx.g, p, self.token)
                if nid is not None:       # remembered for "other than the tokens created this way" (Martial Coup)
                    ctx.vars["created"] = ctx.vars.get("created", ()) + (nid,)


@dataclass(frozen=True, slots=True)
class Attach:
    """"Attach <Equipment> to <creature>" (701.3; the equip ability, 702.6a): ``what`` (default: this permanent)
    moves onto the creature ``to`` picks, if it can equip it (301.5c, 702.16d, 801.9; else it doesn't move)."""

    what: Sel = SELF
    to: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        from ...engine.attachments import attach
        eqs, tos = self.what.objects(ctx), self.to.objects(ctx)
        if eqs and tos:
            attach(ctx.g, eqs[0], tos[0], rule="702.6a")


@dataclass(frozen=True, slots=True)
class Transform:
    """"Transform <permanents>" (701.28a): each transforming double-faced permanent turns over; others don't
    (701.28c). 701.28f: an activated or triggered ability of a permanent transforming that permanent does nothing
    if it has transformed since the ability was put onto the stack (a delayed trigger: since it was created)."""

    who: Sel = SELF

    def run(self, ctx: Ctx) -> None:
        item = ctx.item
        since = item.data.get(TRANSFORMS) if item.kind in ("activated", "triggered") else None
        for oid in self.who.objects(ctx):
            own = oid == item.source and isinstance(since, int)
            transform(ctx.g, oid, since=since if own and isinstance(since, int) else None)
