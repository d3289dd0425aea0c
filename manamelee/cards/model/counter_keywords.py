"""Card data for the keywords about +1/+1, -1/-1 and other counters (122) and death: "enters with counters"
(614.1c, 107.3m), bloodthirst (702.54), persist (702.79), undying (702.93), modular (702.43), fabricate (702.123),
renown (702.112), evolve (702.100), vanishing (702.63) and fading (702.32).

Replacements are called as ``as_enters(game, obj)`` while the permanent enters (614.12); conditions, event tests and
effects are called as the engine already calls those nodes (see ``conditions``, ``events``).
"""
from __future__ import annotations

from typing import Any

from ...engine.constants import BATTLEFIELD, GRAVEYARD
from ...engine.resolution import Ctx
from .conditions import Condition
from .events import EventTest, source_controller
from .node import Node, node

RENOWNED = "renowned"          # 702.112b: a designation kept in the permanent's notes until it leaves


@node
class EntersWith(Node):
    """"This permanent enters with N <kind> counters on it" (614.1c; 122.6: they are put on it as it enters).
    ``x``: N is the X of the spell it was (107.3m; 0 when it wasn't cast with X). ``opponent_damaged``: only if an
    opponent was dealt damage this turn (bloodthirst, 702.54a)."""

    kind: str = "+1/+1"
    n: int = 0
    x: bool = False
    opponent_damaged: bool = False

    def __call__(self, g: Any, o: Any) -> None:
        if self.opponent_damaged and not opponent_was_damaged(g, o.controller):
            return
        n = int(o.note.get("x", 0)) if self.x else self.n
        if n > 0:
            o.counters[self.kind] = o.counters.get(self.kind, 0) + n


def opponent_was_damaged(g: Any, p: int) -> bool:
    """702.54a: was an opponent of ``p`` (in range, 801.10) dealt damage this turn?"""
    from ...engine.scope import Scope
    return any(g.players[q].damage_this_turn > 0 for q in Scope(g, p).opponents())


@node
class EntersAll(Node):
    """Several "as it enters" replacements of one permanent, applied in printed order (616.1: its controller may
    order them; none of these interact)."""

    parts: tuple = ()

    def __call__(self, g: Any, o: Any) -> None:
        for r in self.parts:
            r(g, o)


def add_as_enters(extra: dict[Any, Any], replacement: Any) -> None:
    """Add an "as it enters" replacement to a card's ``extra`` beside any it already has."""
    old = extra.get("as_enters")
    if old is None:
        extra["as_enters"] = replacement
    elif isinstance(old, EntersAll):
        extra["as_enters"] = EntersAll(old.parts + (replacement,))
    else:
        extra["as_enters"] = EntersAll((old, replacement))


@node
class HadNoCounters(Condition):
    """"if it had no <kind> counters on it" (persist 702.79a, undying 702.93a): read from the permanent's last known
    information (the dies event's ``data``, 603.10a); an intervening "if" (603.4)."""

    kind: str

    def holds(self, g: Any, src: int, me: int, e: Any, ctx: Any) -> bool:
        lki = e.data if e is not None else None
        return lki is not None and not lki.counters.get(self.kind, 0)


@node
class NotRenowned(Condition):
    """"if it isn't renowned" (702.112a), an intervening "if" checked as it triggers and resolves (603.4)."""

    def holds(self, g: Any, src: int, me: int, e: Any, ctx: Any) -> bool:
        o = g.objects.get(src)
        return o is not None and o.zone == BATTLEFIELD and not o.note.get(RENOWNED)


@node
class ReturnWithCounter(Node):
    """"Return it to the battlefield under its owner's control with a <kind> counter on it" (persist, undying): the
    card the dies event put into the graveyard (400.7: a new object), if it is still there (a token isn't, 111.8).
    712.21c: a melded permanent that died is two cards: each returns with a counter."""

    kind: str

    def run(self, ctx: Ctx) -> None:
        from ...engine import zones
        g = ctx.g
        e = ctx.event
        if e is None or e.new_obj is None:
            return
        lki = e.data
        cards = zones.new_objects(g, lki) if isinstance(lki, zones.LKI) and lki.new_id == e.new_obj else [e.new_obj]
        rule = "702.79a" if self.kind == "-1/-1" else "702.93a"
        for card in cards:
            o = g.objects.get(card)
            if o is None or o.zone != GRAVEYARD:
                continue
            nid = zones.put_onto_battlefield(g, card, controller=o.owner, rule=rule)
            if nid is not None:
                zones.add_counters(g, nid, self.kind, 1, rule="122.6")


@node
class MoveCountersFromDead(Node):
    """Modular (702.43a): "put a +1/+1 counter on target artifact creature for each +1/+1 counter on this
    permanent" — counted on its last known information (the dies event, 603.10a)."""

    kind: str = "+1/+1"

    def run(self, ctx: Ctx) -> None:
        from ...engine import zones
        lki = ctx.event.data if ctx.event is not None else None
        n = lki.counters.get(self.kind, 0) if lki is not None else 0
        oid = ctx.target_obj(0)
        if n > 0 and oid is not None:
            zones.add_counters(ctx.g, oid, self.kind, n, rule="702.43a")


@node
class Fabricate(Node):
    """702.123a: "put N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens."
    (the choice is the controller's as it resolves; with the permanent gone, counters can't be put: tokens)."""

    n: int

    def run(self, ctx: Ctx) -> None:
        from ...engine import zones
        from ..dsl.builders import token
        g = ctx.g
        here = ctx.source in g.objects and g.objects[ctx.source].zone == BATTLEFIELD
        if "fabricate" not in ctx.vars:
            put = here and ctx.yes_no(ctx.controller, "ctrkw.prompt.fabricate", "702.123a",
                                      args={"card": g.name(ctx.source), "n": self.n})
            ctx.vars["fabricate"] = put
            ctx.proc.answers.clear()
            ctx.proc.cursor = 0
        if ctx.vars["fabricate"]:
            zones.add_counters(g, ctx.source, "+1/+1", self.n, rule="702.123a")
            return
        servo = token("Servo", 1, 1, ("Artifact", "Creature"), ("Servo",), "")
        for _ in range(self.n):
            zones.create_token(g, ctx.controller, servo, rule="702.123a")


@node
class Renown(Node):
    """702.112a: put N +1/+1 counters on this creature and it becomes renowned (702.112b)."""

    n: int

    def run(self, ctx: Ctx) -> None:
        from ...engine import zones
        g = ctx.g
        o = g.objects.get(ctx.source)
        if o is None or o.zone != BATTLEFIELD or o.note.get(RENOWNED):
            return
        zones.add_counters(g, ctx.source, "+1/+1", self.n, rule="702.112a")
        o.note[RENOWNED] = True
        g.note("ctrkw.log.renowned", "702.112a", args={"card": g.name(ctx.source)})


@node
class DealsCombatDamageToAPlayer(EventTest):
    """This creature deals combat damage to a player (510.2)."""

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        return e.source == src and e.combat and e.target_player is not None


@node
class CreatureYouControlEnters(EventTest):
    """Another creature you control enters (evolve, 702.100a; ``me`` read as it entered)."""

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        n = e.new_obj
        if e.to_zone != BATTLEFIELD or n is None or n == src or n not in g.objects or src not in g.objects:
            return False
        return "Creature" in g.chars(n).types and g.controller(n) == source_controller(g, src)


@node
class Evolves(Condition):
    """702.100a: the entering creature's power is greater than this creature's, and/or its toughness is greater
    (both compared as it triggers and again as it resolves, 603.4; 702.100c: with either gone, no counter)."""

    def holds(self, g: Any, src: int, me: int, e: Any, ctx: Any) -> bool:
        n = e.new_obj if e is not None else None
        if n is None or n not in g.objects or src not in g.objects or g.objects[n].zone != BATTLEFIELD \
                or g.objects[src].zone != BATTLEFIELD:
            return False
        a, b = g.chars(n), g.chars(src)
        if "Creature" not in a.types or "Creature" not in b.types:
            return False
        return (a.power or 0) > (b.power or 0) or (a.toughness or 0) > (b.toughness or 0)


@node
class RemoveCounterOrSacrifice(Node):
    """Fading (702.32a): "remove a fade counter from this permanent. If you can't, sacrifice the permanent.";
    ``or_sacrifice=False`` (vanishing, 702.63a): only remove a time counter."""

    kind: str
    or_sacrifice: bool = True

    def run(self, ctx: Ctx) -> None:
        from ...engine import zones
        g = ctx.g
        o = g.objects.get(ctx.source)
        if o is None or o.zone != BATTLEFIELD:
            return
        rule = "702.32a" if self.or_sacrifice else "702.63a"
        if o.counters.get(self.kind, 0) > 0:
            zones.add_counters(g, ctx.source, self.kind, -1, rule=rule)
        elif self.or_sacrifice:
            zones.sacrifice(g, ctx.source, rule=rule)


@node
class LastCounterRemoved(EventTest):
    """"When the last <kind> counter is removed from this permanent" (vanishing, 702.63a)."""

    kind: str

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        if e.obj != src or e.data != self.kind or e.amount >= 0 or src not in g.objects:
            return False
        return g.objects[src].counters.get(self.kind, 0) == 0


@node
class HasCounterOn(Condition):
    """"if this permanent has a <kind> counter on it" (vanishing's intervening "if", 702.63a)."""

    kind: str

    def holds(self, g: Any, src: int, me: int, e: Any, ctx: Any) -> bool:
        o = g.objects.get(src)
        return o is not None and o.counters.get(self.kind, 0) > 0


@node
class TargetIsAnother(Condition):
    """"If that's another creature" (backup, 702.165a): target ``i`` is still legal and isn't this permanent."""

    i: int = 0

    def holds(self, g: Any, src: int, me: int, e: Any, ctx: Any) -> bool:
        oid = ctx.target_obj(self.i) if ctx is not None else None
        return oid is not None and oid != src


@node
class MoveCounterOntoEntering(Node):
    """Graft (702.58a): "move a +1/+1 counter from this permanent onto that creature" — the creature the enters event
    names, if this still has such a counter and it is still on the battlefield (122.5: moving is removing one and
    putting one)."""

    kind: str = "+1/+1"

    def run(self, ctx: Ctx) -> None:
        from ...engine import zones
        g = ctx.g
        to = ctx.event.new_obj if ctx.event is not None else None
        me = g.objects.get(ctx.source)
        if me is None or me.zone != BATTLEFIELD or not me.counters.get(self.kind) or to is None or \
                to not in g.objects or g.objects[to].zone != BATTLEFIELD:
            return
        zones.add_counters(g, ctx.source, self.kind, -1, rule="702.58a")
        zones.add_counters(g, to, self.kind, 1, rule="702.58a")


@node
class EntersByChoice(Node):
    """"You may have this permanent enter with an additional +1/+1 counter on it[. If you don't, it gains haste.]"
    (riot 702.136a, unleash 702.98a; 614.12): the answer asked as its spell resolved (engine/enters_choices.py);
    without one (it entered some other way) the "you don't" branch applies."""

    key: str
    haste_otherwise: bool = False

    def __call__(self, g: Any, o: Any) -> None:
        from ...engine.objects import ContinuousEffect
        from ..dsl.effects_continuous import _grant_all
        if o.note.get("enters_yes_no", {}).get(self.key):
            o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 1
        elif self.haste_otherwise:
            g.effects.append(ContinuousEffect("6", g.new_timestamp(), o.id, o.controller, (o.id,),
                                              _grant_all(frozenset({"Haste"})), f"while:{o.id}"))


@node
class ThisWithCounter(Node):
    """Affects this permanent while it has a ``kind`` counter on it (unleash's "can't block as long as it has a
    +1/+1 counter on it", 702.98a; counters are an input of the layer system, so the static is stable)."""

    kind: str = "+1/+1"

    def __call__(self, g: Any, src: int, oid: int, cm: Any) -> bool:
        return oid == src and g.objects[src].counters.get(self.kind, 0) > 0


__all__ = ["CreatureYouControlEnters", "DealsCombatDamageToAPlayer", "EntersAll", "EntersByChoice", "EntersWith",
           "Evolves", "Fabricate", "HadNoCounters", "HasCounterOn", "LastCounterRemoved", "MoveCounterOntoEntering",
           "MoveCountersFromDead", "NotRenowned", "RENOWNED", "RemoveCounterOrSacrifice", "Renown",
           "ReturnWithCounter", "TargetIsAnother", "ThisWithCounter", "add_as_enters", "opponent_was_damaged"]
