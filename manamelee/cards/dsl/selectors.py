"""Selectors: who or what an effect acts on, picked at resolution — targets still legal (608.2b), you, this
permanent, each player or creature in range (801.10), the objects and players an event names.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.constants import BATTLEFIELD
from ...engine.resolution import Ctx
from ...engine.zones import LKI, new_objects
from ..model.filters import CONTROLLED_BY, Filter
from ..model.filters import YOU as _YOU


class Sel:
    """Picks objects or players for an effect at resolution."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        raise NotImplementedError

    def objects(self, ctx: Ctx) -> list[int]:
        return [r[1] for r in self.refs(ctx) if r[0] == "obj"]

    def players(self, ctx: Ctx) -> list[int]:
        return [r[1] for r in self.refs(ctx) if r[0] == "player"]


@dataclass(frozen=True, slots=True)
class Target(Sel):
    """The i-th target, if still legal on resolution (608.2b)."""

    i: int = 0

    def refs(self, ctx: Ctx) -> list[tuple]:
        r = ctx.target(self.i)
        return [r] if r is not None else []

    def shifted(self, n: int) -> "Target":
        return Target(self.i + n)


@dataclass(frozen=True, slots=True)
class _You(Sel):
    def refs(self, ctx: Ctx) -> list[tuple]:
        return [("player", ctx.controller)] if not ctx.g.players[ctx.controller].left else []


@dataclass(frozen=True, slots=True)
class _Self(Sel):
    def refs(self, ctx: Ctx) -> list[tuple]:
        o = ctx.g.objects.get(ctx.source)
        return [("obj", ctx.source)] if o is not None and o.zone == BATTLEFIELD else []


@dataclass(frozen=True, slots=True)
class EachPlayer(Sel):
    """Each player in the controller's range (801.10), optionally only opponents — in APNAP order, so
    their choices and draws come active player (or active team) first (101.4, 805.6, 805.6a)."""

    opponents: bool = False
    others: bool = False      # "each other player": every player in range but the controller (teammates too)

    def refs(self, ctx: Ctx) -> list[tuple]:
        from ...engine.sides import apnap_players
        ps = set(ctx.scope.opponents() if self.opponents else ctx.scope.players())
        if self.others:
            ps.discard(ctx.controller)
        return [("player", p) for p in apnap_players(ctx.g, ctx.turn) if p in ps]


@dataclass(frozen=True, slots=True)
class EachCreature(Sel):
    """Each creature in range (801.10), optionally only those passing the filter ``where`` (``me`` = the
    controller of the spell or ability); ``but_target`` i leaves out target i ("other creatures ..."),
    ``but_created`` the tokens this spell created ("all other creatures", Martial Coup)."""

    where: Filter | None = None
    but_target: int | None = None
    but_created: bool = False

    def refs(self, ctx: Ctx) -> list[tuple]:
        w = self.where
        skip = ctx.target_obj(self.but_target) if self.but_target is not None else None
        created = ctx.vars.get("created", ()) if self.but_created else ()
        return [("obj", o) for o in ctx.scope.creatures()
                if (w is None or _passes(w, ctx, o)) and (skip is None or o != skip) and o not in created]


@dataclass(frozen=True, slots=True)
class EachPermanent(Sel):
    """Each permanent in range (801.10) that passes the filter ``where`` (all of them without it);
    ``of_target`` i: only those controlled by target player i ("all nonland permanents target opponent
    controls"); ``other``: not the source of the effect ("each other planeswalker you control")."""

    where: Filter | None = None
    of_target: int | None = None
    other: bool = False

    def refs(self, ctx: Ctx) -> list[tuple]:
        w = self.where
        if self.of_target is not None:
            p = ctx.target_player(self.of_target)
            if p is None:
                return []
            return [("obj", o) for o in ctx.scope.permanents()
                    if ctx.g.controller(o) == p and (w is None or _passes(w, ctx, o))
                    and not (self.other and o == ctx.source)]
        return [("obj", o) for o in ctx.scope.permanents()
                if (w is None or _passes(w, ctx, o)) and not (self.other and o == ctx.source)]


def _passes(where: Any, ctx: Ctx, oid: int) -> bool:
    """A filter node is asked as a target's ``where`` (game, object, controller); a plain function of
    (ctx, object) — test code's, never a card's (the codec refuses code) — is asked as it always was."""
    return where(ctx.g, oid, ctx.controller) if isinstance(where, Filter) else where(ctx, oid)


@dataclass(frozen=True, slots=True)
class EventPlayer(Sel):
    """The player an event names (e.g. "that player" of a damage trigger)."""

    attr: str = "target_player"

    def refs(self, ctx: Ctx) -> list[tuple]:
        p = getattr(ctx.event, self.attr, None)
        return [("player", p)] if p is not None and ctx.scope.in_range(p) else []


@dataclass(frozen=True, slots=True)
class EventObjectController(Sel):
    """The controller of the object an event is about (Genesis Chamber: "that creature's controller")."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        e = ctx.event
        oid = e.new_obj if e.new_obj is not None else e.obj
        if oid in ctx.g.objects:
            p = ctx.g.controller(oid)
            return [("player", p)] if ctx.scope.in_range(p) else []
        return []


@dataclass(frozen=True, slots=True)
class TargetController(Sel):
    """"its controller" / "that player" of the i-th target: the player itself for a player target, else the
    controller (``owner=True``: the owner) of the object — a spell on the stack, a permanent, or, once it has
    left its zone during this resolution, its last known information (608.2h). Only players in range (801.10)."""

    i: int = 0
    owner: bool = False

    def refs(self, ctx: Ctx) -> list[tuple]:
        r = ctx.target(self.i)
        if r is None:
            return []
        p = r[1] if r[0] == "player" else _controller_or_owner(ctx.g, r[1], self.owner)
        return [("player", p)] if p is not None and ctx.scope.in_range(p) else []

    def shifted(self, n: int) -> "TargetController":
        return TargetController(self.i + n, self.owner)


def _controller_or_owner(g: Any, oid: int, owner: bool) -> int | None:
    o = g.objects.get(oid)
    if o is not None:
        return o.owner if owner else g.controller(oid)
    lki = g.lki.get(oid)
    if lki is None:
        return None
    return lki.owner if owner else lki.controller


@dataclass(frozen=True, slots=True)
class EventSpell(Sel):
    """"that spell" of a cast trigger (601.2i): the spell the event names, while it is on a stack."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        e = ctx.event
        from ...engine.spell_copy import spell_item
        return [("obj", e.obj)] if e is not None and e.obj is not None and spell_item(ctx.g, e.obj) else []


@dataclass(frozen=True, slots=True)
class EventObject(Sel):
    """The object an event is about (``attr``: "new_obj" — what entered or moved; "obj" — a permanent), if it
    still exists (400.7) and its controller is in range (801.10). 712.21c: the new object a melded permanent
    became is both its cards."""

    attr: str = "new_obj"

    def refs(self, ctx: Ctx) -> list[tuple]:
        oid = getattr(ctx.event, self.attr, None)
        if oid is None or oid not in ctx.g.objects:
            return []
        found = [oid]
        lki = getattr(ctx.event, "data", None)
        if self.attr == "new_obj" and isinstance(lki, LKI) and lki.new_id == oid:
            found = new_objects(ctx.g, lki)
        return [("obj", o) for o in found if ctx.scope.in_range(ctx.g.controller(o))]


@dataclass(frozen=True, slots=True)
class _OtherOpponents(Sel):
    """"each of your other opponents": the controller's opponents in range except the first target (APNAP)."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        skip = ctx.target_player(0)
        return [r for r in EACH_OPPONENT.refs(ctx) if r[1] != skip]


@dataclass(frozen=True, slots=True)
class ThatPlayer(Sel):
    """"that player": the player of the current ``ForEachPlayer`` round, if still in range (801.10)."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        p = ctx.vars.get("that_player")
        return [("player", p)] if p is not None and ctx.scope.in_range(p) else []


@dataclass(frozen=True, slots=True)
class ModeChooser(Sel):
    """"that player" of a spell whose modes another player chose (700.2e, "An opponent chooses one — ... that
    player"): the player who chose them, if still in the controller's range (801.10)."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        from ...engine.spell_modes import MODE_CHOOSER
        p = ctx.vars.get(MODE_CHOOSER)
        return [("player", p)] if p is not None and ctx.scope.in_range(p) else []


@dataclass(frozen=True, slots=True)
class EachCreatureOf(Sel):
    """"each creature <player> controls": the creatures in the controller's range (801.10) controlled by the
    player(s) ``who`` picks ("each creature that player controls")."""

    who: Sel

    def refs(self, ctx: Ctx) -> list[tuple]:
        players = set(self.who.players(ctx))
        return [("obj", o) for o in ctx.scope.creatures() if ctx.g.controller(o) in players]


TARGET = Target(0)
TARGET2 = Target(1)
YOU = _You()
SELF = _Self()
EACH_PLAYER = EachPlayer()
EACH_OPPONENT = EachPlayer(opponents=True)
EACH_OTHER_PLAYER = EachPlayer(others=True)
EACH_CREATURE = EachCreature()
ITS_CONTROLLER = TargetController(0)
ITS_OWNER = TargetController(0, owner=True)
CREATURES_YOU_CONTROL = EachCreature(CONTROLLED_BY(_YOU))
EVENT_SPELL = EventSpell()
OTHER_OPPONENTS = _OtherOpponents()
THAT_PLAYER = ThatPlayer()
MODE_CHOOSER = ModeChooser()
