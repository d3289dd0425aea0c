"""Card data of lands: the conditions of "enters tapped unless ..." (614.1c-d) and "Activate only if ..." (602.5b),
the "as this land enters" replacements that ask something (614.12: a life payment, a reveal, a color), and the
effects of bounce lands and their kin ("return a land you control to its owner's hand", "sacrifice it unless you
return ...") and of surveil (701.42).

Conditions are :class:`Condition` nodes, called as the engine calls an activation condition,
``c(game, None, source, controller)``; as a permanent enters, ``source`` is its new id, not yet on the battlefield
(so "other lands" are simply the lands its controller already controls).
"""
from __future__ import annotations

from typing import Any

from ...engine import zones
from ...engine.constants import BATTLEFIELD, COLORS, GRAVEYARD, HAND
from ...engine.decisions import Option, opt
from ...engine.entering import answers_of
from ...engine.mana_abilities import CHOSEN_COLOR
from ...engine.scope import Scope
from ...i18n import Msg
from .conditions import Condition
from .filters import Filter
from .node import Node, node


def _count(g: Any, p: int, where: Filter, src: int | None) -> int:
    """How many permanents ``p`` controls that ``where`` accepts, but ``src``."""
    return sum(1 for o in g.controlled_by(p) if o != src and where(g, o, p))


@node
class YouControl(Condition):
    """"you control <n> or more <permanents>" (``at_most``: "<n> or fewer"; ``other``: the permanent itself left
    out — as it enters it isn't on the battlefield yet anyway)."""

    where: Filter
    n: int = 1
    at_most: bool = False
    other: bool = False

    def holds(self, g, src, me, e, ctx) -> bool:
        k = _count(g, me, self.where, src if self.other else None)
        return k <= self.n if self.at_most else k >= self.n


@node
class Multicolored(Filter):
    """Has two or more colors (105.2a)."""

    def test(self, g, oid, ch, me) -> bool:
        return len(ch.colors) >= 2


@node
class OpponentsControl(Condition):
    """"your opponents control <n> or more <permanents>": all together, those within your range (801.2)."""

    where: Filter
    n: int

    def holds(self, g, src, me, e, ctx) -> bool:
        return sum(_count(g, q, self.where, src) for q in Scope(g, me).opponents()) >= self.n


@node
class OpponentsAtLeast(Condition):
    """"you have <n> or more opponents" (102.3; 800.4a: players who left the game are no longer opponents)."""

    n: int

    def holds(self, g, src, me, e, ctx) -> bool:
        return len(g.opponents(me)) >= self.n


@node
class SomePlayerLifeAtMost(Condition):
    """"a player has <n> or less life": any player within your range of influence (801.2), you included."""

    n: int

    def holds(self, g, src, me, e, ctx) -> bool:
        return any(g.players[q].life <= self.n for q in Scope(g, me).players())


@node
class EnteredThisTurn(Condition):
    """"this permanent entered this turn" (it has been on the battlefield since this turn began)."""

    def holds(self, g, src, me, e, ctx) -> bool:
        o = g.objects.get(src)
        return o is not None and o.zone == BATTLEFIELD and o.entered_turn == g.turn_count


@node
class EitherHolds(Condition):
    """One of two conditions holds ("... or if ...")."""

    a: Condition
    b: Condition

    def holds(self, g, src, me, e, ctx) -> bool:
        return self.a.holds(g, src, me, e, ctx) or self.b.holds(g, src, me, e, ctx)


# ------------------------------------------------------------------------------ as this land enters (614.1c-d, 614.12)
class EntersPart(Node):
    """A part of an "as this permanent enters" replacement; ``asks`` when it needs an answer (entering.py)."""

    __slots__ = ()
    asks = False

    def apply(self, g: Any, o: Any, answer: Any) -> None:
        raise NotImplementedError


@node
class TappedUnless(EntersPart):
    """"This land enters tapped unless <condition>" (614.1d: checked as it enters); ``invert``: "If <condition>,
    this land enters tapped"."""

    cond: Condition
    invert: bool = False

    def apply(self, g, o, answer) -> None:
        if self.cond.holds(g, o.id, o.controller, None, None) == self.invert:
            o.tapped = True


@node
class Tapped(EntersPart):
    """"This land enters tapped." (614.1c)"""

    def apply(self, g, o, answer) -> None:
        o.tapped = True


@node
class WithCounters(EntersPart):
    """"This land enters [tapped] with two charge counters on it." (614.1c; 122.6: they are put on as it enters)"""

    kind: str
    n: int

    def apply(self, g, o, answer) -> None:
        o.counters[self.kind] = o.counters.get(self.kind, 0) + self.n


_PAY = "pay"


@node
class PayLifeOrTapped(EntersPart):
    """"As this land enters, you may pay <n> life. If you don't, it enters tapped." (614.12; 119.4: only with at
    least that much life; 119.8: not while your life can't change)."""

    n: int
    asks = True

    def question(self, g, p, oid):
        from ...engine.damage import team_has_rule
        opts = [opt("no", "lands.opt.dont_pay_life", False)]
        if g.players[p].life >= self.n and not team_has_rule(g, p, "cant_lose_life"):
            opts.insert(0, opt("yes", "lands.opt.pay_life", _PAY, n=self.n))
        return "lands.prompt.pay_life", opts, "614.12a", {"card": g.objects[oid].card.name, "n": self.n}

    def apply(self, g, o, answer) -> None:
        from ...engine.damage import lose_life
        if answer == _PAY and g.players[o.controller].life >= self.n and \
                lose_life(g, o.controller, self.n, rule="614.12") == self.n:
            return
        o.tapped = True


@node
class RevealOrTapped(EntersPart):
    """"As this land enters, you may reveal a <subtype> card from your hand. If you don't, this land enters
    tapped." (614.12, 614.12a; 701.16a: the card stays in the hand)."""

    where: Filter
    what: str
    asks = True

    def question(self, g, p, oid):
        seen: dict[str, int] = {}
        for c in g.players[p].hand:
            if c != oid and self.where(g.objects[c].card) and g.objects[c].card.name not in seen:
                seen[g.objects[c].card.name] = c
        opts = [Option("card", "lands.opt.reveal", c, (("card", n),)) for n, c in sorted(seen.items())]
        opts.append(opt("no", "lands.opt.dont_reveal", None))
        return "lands.prompt.reveal", opts, "614.12a", {"card": g.objects[oid].card.name, "what": self.what}

    def apply(self, g, o, answer) -> None:
        c = g.objects.get(answer) if isinstance(answer, int) else None
        if c is not None and c.zone == HAND and c.owner == o.controller and self.where(c.card):
            g.note("lands.log.reveals", "701.16a", args={"player": g.players[o.controller].name, "card": c.card.name})
            return
        o.tapped = True


@node
class ChooseColor(EntersPart):
    """"As this permanent enters, choose a color [other than <color>]." (614.12; its mana ability adds that color,
    607.2); with nobody asked, the first color allowed."""

    other_than: str = ""
    asks = True

    def allowed(self) -> str:
        return "".join(c for c in COLORS if c != self.other_than)

    def question(self, g, p, oid):
        opts = [Option("color", "lands.color." + c, c) for c in self.allowed()]
        return "lands.prompt.choose_color", opts, "614.12a", {"card": g.objects[oid].card.name}

    def apply(self, g, o, answer) -> None:
        color = answer if isinstance(answer, str) and answer in self.allowed() else self.allowed()[0]
        o.note[CHOSEN_COLOR] = color
        g.note("lands.log.chooses_color", "614.12",
               args={"player": g.players[o.controller].name, "card": o.card.name, "color": Msg("lands.color." + color)})


@node
class LandEnters(Node):
    """The "as it enters" replacement (``CardDef.extra["as_enters"]``) of its parts, in printed order; the parts
    that ask get the answers given before it moved, in order (entering.py)."""

    parts: tuple = ()

    def __call__(self, g: Any, o: Any) -> None:
        answers = answers_of(o)
        i = 0
        for part in self.parts:
            answer = None
            if part.asks:
                answer = answers[i] if answers is not None and i < len(answers) else None
                i += 1
            part.apply(g, o, answer)

    def asking(self) -> tuple:
        return tuple(p for p in self.parts if p.asks)


# ------------------------------------------------------------------------------ effects
def _choose_own(ctx: Any, where: Filter, key: str, optional: bool) -> int | None:
    """The controller chooses a permanent they control that ``where`` accepts (not targeted: 115.10); None when
    there is none, or (``optional``) when they choose none."""
    g, p = ctx.g, ctx.controller
    cands = [o for o in g.controlled_by(p) if where(g, o, p)]
    if not cands:
        return None
    opts = [Option("card", "text", o, (("text", g.name(o)),)) for o in cands]
    if optional:
        opts.append(opt("no", "lands.opt.dont_return", None))
    a = ctx.ask(p, "choose", key, opts, "608.2d", {"card": g.name(ctx.source) if ctx.source in g.objects else ""})
    v: int | None = a.value
    return v


@node
class ReturnOwnPermanent(Node):
    """"Return a land you control to its owner's hand." (bounce lands): the controller chooses one as it resolves,
    this one included."""

    where: Filter

    def run(self, ctx: Any) -> None:
        oid = _choose_own(ctx, self.where, "lands.prompt.return", False)
        if oid is not None and oid in ctx.g.objects:
            zones.move(ctx.g, oid, HAND, rule="608.2d", key="lands.log.returns",
                       args={"player": ctx.g.players[ctx.controller].name, "card": ctx.g.name(oid)})


@node
class SacrificeUnlessReturn(Node):
    """"Sacrifice it unless you return <a permanent you control> to its owner's hand." (the controller may decline,
    608.2d; without such a permanent, it is sacrificed)."""

    where: Filter

    def run(self, ctx: Any) -> None:
        g = ctx.g
        oid = _choose_own(ctx, self.where, "lands.prompt.return_or_sacrifice", True)
        if oid is not None and oid in g.objects:
            zones.move(g, oid, HAND, rule="608.2d", key="lands.log.returns",
                       args={"player": g.players[ctx.controller].name, "card": g.name(oid)})
            return
        src = g.objects.get(ctx.source)
        if src is not None and src.zone == BATTLEFIELD:
            zones.sacrifice(g, ctx.source, rule="701.17a")


def _set_colors(colors: frozenset):
    def apply(g, ch, oid):
        ch.colors = colors
    return apply


@node
class LandBecomesCreature(Node):
    """"This land becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land." (man-lands):
    until end of turn it is also a creature of those subtypes (layer 4; 205.1b: it keeps its types), of those colors
    when any are named (layer 5), with those keywords (layer 6) and that power and toughness (layer 7b, 613.4b)."""

    power: int
    toughness: int
    colors: frozenset = frozenset()
    subtypes: tuple = ()
    artifact: bool = False
    keywords: tuple = ()

    def run(self, ctx: Any) -> None:
        from ..dsl.effects_continuous import _becomes_types, _grant_all, _set_pt
        from ...engine.objects import ContinuousEffect
        g = ctx.g
        src = ctx.source
        if src not in g.objects or g.objects[src].zone != BATTLEFIELD:
            return                                  # 400.7: a new object, or gone
        ts, objs = g.new_timestamp(), (src,)
        types = frozenset(("Creature", "Artifact") if self.artifact else ("Creature",))
        add = g.effects.append
        add(ContinuousEffect("4", ts, src, ctx.controller, objs, _becomes_types(types, frozenset(self.subtypes)), "eot"))
        if self.colors:
            add(ContinuousEffect("5", ts, src, ctx.controller, objs, _set_colors(frozenset(self.colors)), "eot"))
        if self.keywords:
            add(ContinuousEffect("6", ts, src, ctx.controller, objs, _grant_all(frozenset(self.keywords)), "eot"))
        add(ContinuousEffect("7b", ts, src, ctx.controller, objs, _set_pt(self.power, self.toughness), "eot"))
        g.version += 1
        g.note("lands.log.becomes_creature", "613.1d",
               args={"card": g.name(src), "pt": f"{self.power}/{self.toughness}"})


__all__ = ["ChooseColor", "EitherHolds", "EnteredThisTurn", "LandBecomesCreature", "LandEnters", "OpponentsAtLeast", "OpponentsControl",
           "Multicolored", "PayLifeOrTapped", "ReturnOwnPermanent", "RevealOrTapped", "SacrificeUnlessReturn", "SomePlayerLifeAtMost",
           "Tapped", "TappedUnless", "WithCounters", "YouControl"]
