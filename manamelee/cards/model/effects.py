"""Effects as data that the DSL's ``effects_*`` modules did not have yet. Like them, each is a frozen node with
``run(ctx)`` (608.2); every look at the game goes through ``ctx.scope`` (801.10)."""
from __future__ import annotations

from typing import Any

from ...engine import zones
from ...engine.resolution import Ctx
from .node import Node, node


@node
class ExileUntilNextEndStep(Node):
    """Exile ``who`` (target 0 by default); if you do, return that card to the battlefield under its owner's
    control at the beginning of the next end step (603.7; Astral Slide). 712.21c: an exiled melded permanent is
    two cards: both return."""

    who: Any = None

    def run(self, ctx: Ctx) -> None:
        from ..dsl.effects_turns import ReturnRemembered, at_next_end_step
        from ..dsl.selectors import TARGET
        for oid in (self.who or TARGET).objects(ctx):
            nid = zones.exile(ctx.g, oid)
            if nid is not None:
                lki = ctx.g.lki.get(oid)
                cards = zones.new_objects(ctx.g, lki) if lki is not None else [nid]
                at_next_end_step(ctx.g, ctx.controller, ctx.source, [ReturnRemembered()],
                                 f"return {ctx.g.name(nid)} to the battlefield under its owner's control",
                                 {"obj": nid, "objs": tuple(cards)})


@node
class DamageDrain(Node):
    """This deals ``amount`` damage to each of ``who``; you gain life equal to the damage dealt this way (120.3;
    Syphon Soul)."""

    amount: Any
    who: Any

    def run(self, ctx: Ctx) -> None:
        from ...engine.damage import deal_damage, gain_life
        from ..dsl.amounts import amount_of
        n = amount_of(self.amount, ctx)
        dealt = sum(deal_damage(ctx.g, ctx.source, ("player", p), n) for p in self.who.players(ctx))
        gain_life(ctx.g, ctx.controller, dealt)


@node
class ShuffleHandAndGraveyardIn(Node):
    """Each of ``who`` shuffles their hand and graveyard into their library (701.20; Timetwister); ``note``
    logs it per player."""

    who: Any
    note: bool = False

    def run(self, ctx: Ctx) -> None:
        from ...engine.constants import LIBRARY
        g = ctx.g
        for p in self.who.players(ctx):
            pl = g.players[p]
            for c in list(pl.hand) + list(pl.graveyard):
                zones.move(g, c, LIBRARY, rule="701.20", quiet=True)
            if self.note:
                g.note("log.shuffles_hand_graveyard", "701.20", args={"player": pl.name})
            zones.shuffle(g, p)


@node
class TapOrUntap(Node):
    """"tap or untap target permanent": the controller chooses on resolution (608.2d; Pestermite)."""

    i: int = 0

    def run(self, ctx: Ctx) -> None:
        from ...engine.decisions import Option
        oid = ctx.target_obj(self.i)
        if oid is None:
            return
        g = ctx.g
        a = ctx.ask(ctx.controller, "choose_mode", "pool.prompt.tap_or_untap",
                    [Option("tap", "pool.opt.tap_it", "tap"), Option("untap", "pool.opt.untap_it", "untap")],
                    "608.2d", args={"card": g.name(ctx.source), "target": g.name(oid)})
        (zones.tap if a.value == "tap" else zones.untap)(g, oid)


@node
class MillHalfLibrary(Node):
    """Each of ``who`` mills half their library, rounded up (701.13; kicked Maddening Cacophony)."""

    who: Any

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            zones.mill(ctx.g, p, (len(ctx.g.players[p].library) + 1) // 2)


@node
class ChooseFromGraveyard(Node):
    """You choose a card passing ``what`` (not targeted, on resolution, 608.2d) from your graveyard, or
    (``anyones``) from the graveyard of any player in range (801.10), and put it onto the battlefield under your
    control (``to`` "battlefield") or into your hand ("hand"). A must when there is one."""

    what: Any
    to: str = "hand"
    anyones: bool = False
    prompt: str = "pool.prompt.creature_to_hand"

    def run(self, ctx: Ctx) -> None:
        from ...engine.constants import HAND
        from ...engine.decisions import opt
        g, me = ctx.g, ctx.controller
        players = ctx.scope.players() if self.anyones else [me]
        cards = [c for p in players for c in g.players[p].graveyard if self.what(g.objects[c].card)]
        if not cards:
            return
        if self.anyones:
            opts = [opt("card", "text", c, text=f"{g.name(c)} ({g.players[g.objects[c].owner].name})") for c in cards]
            a = ctx.ask(me, "choose_card", self.prompt, opts, "608.2d", args={"card": g.name(ctx.source)})
        else:
            a = ctx.ask(me, "choose_card", self.prompt, [opt("card", "text", c, text=g.name(c)) for c in cards],
                        "608.2d")
        if self.to == HAND:
            zones.move(g, a.value, HAND, rule="400.7", key="pool.log.returns_to_their_hand",
                       args={"player": g.players[me].name, "card": g.name(a.value)})
        else:
            zones.put_onto_battlefield(g, a.value, controller=me, rule="608.2c")


@node
class DestroySameName(Node):
    """Destroy target ``i`` and every other permanent in range with the same name (201.2; Maelstrom Pulse)."""

    i: int = 0

    def run(self, ctx: Ctx) -> None:
        oid = ctx.target_obj(self.i)
        if oid is None:
            return
        g = ctx.g
        name = g.chars(oid).name
        same = [o for o in ctx.scope.permanents() if o != oid and g.chars(o).name == name]
        for o in [oid] + same:
            zones.destroy(g, o, source=ctx.source)


@node
class SacrificeRemembered(Node):
    """Sacrifice the permanent a delayed trigger remembers, if it is still that object and you still control it
    (603.7, 701.17a)."""

    key: str = "obj"

    def run(self, ctx: Ctx) -> None:
        from ...engine.constants import BATTLEFIELD
        oid = ctx.vars.get(self.key)
        if oid in ctx.g.objects and ctx.g.objects[oid].zone == BATTLEFIELD and \
                ctx.g.controller(oid) == ctx.controller:
            zones.sacrifice(ctx.g, oid, rule="603.7")


@node
class SacrificeAtNextEndStep(Node):
    """"Sacrifice it at the beginning of the next end step": a delayed trigger remembering target ``i`` (603.7;
    Slave of Bolas)."""

    i: int = 0

    def run(self, ctx: Ctx) -> None:
        from ..dsl.effects_turns import at_next_end_step
        oid = ctx.target_obj(self.i)
        if oid is None:
            return
        at_next_end_step(ctx.g, ctx.controller, ctx.source, [SacrificeRemembered()],
                         f"sacrifice {ctx.g.name(oid)}", {"obj": oid})


@node
class RevealTopPutInHand(Node):
    """The player the event names (``attr``; the defending player of an attack trigger) reveals the top card of
    their library; if it passes ``what``, they put it into their hand (701.16a; Goblin Guide)."""

    what: Any
    attr: str = "target_player"

    def run(self, ctx: Ctx) -> None:
        from ...engine.constants import HAND
        g = ctx.g
        p = getattr(ctx.event, self.attr, None)
        if p is None or g.players[p].left or not g.players[p].library:
            return
        top = g.players[p].library[0]
        g.note("log.reveals", "701.16a", args={"player": g.players[p].name, "cards": g.name(top)})
        if self.what(g.objects[top].card):
            zones.move(g, top, HAND, rule="701.16a", key="log.puts_into_hand",
                       args={"player": g.players[p].name, "card": g.name(top)})


@node
class DamageWhatItAttacks(Node):
    """This deals ``amount`` damage to the player or planeswalker the event's attacking creature is attacking
    (508.1; Hellrider), if it is in range (801.10)."""

    amount: int = 1

    def run(self, ctx: Ctx) -> None:
        from ...engine.damage import deal_damage
        for t in ctx.g.turns:
            if t.combat is not None and ctx.event.obj in t.combat.attackers:
                ref = t.combat.attackers[ctx.event.obj]
                if (ref[0] == "player" and ctx.scope.in_range(ref[1])) or \
                        (ref[0] == "obj" and ref[1] in ctx.g.battlefield and ctx.scope.obj_in_range(ref[1])):
                    deal_damage(ctx.g, ctx.source, ref, self.amount)
                return


@node
class MayDiscardToDraw(Node):
    """"You may discard a card. If you do, draw a card." (118.12: the discard is the optional action)."""

    prompt: str = "pool.prompt.keldon_raider"

    def run(self, ctx: Ctx) -> None:
        from ...engine.decisions import opt
        g, me = ctx.g, ctx.controller
        hand = g.players[me].hand
        if not hand:
            return
        a = ctx.ask(me, "discard", self.prompt,
                    [opt("no", "pool.opt.dont_discard", None)] + [opt("card", "text", c, text=g.name(c)) for c in hand],
                    "118.12")
        if a.value is not None:
            zones.discard(g, me, a.value)
            zones.draw(g, me, 1)


@node
class LifeBecomesLowest(Node):
    """Each of ``who``'s life total becomes the lowest among them (119.5); a team sharing a life total chooses
    one member and only that player is affected (810.9d). Repay in Kind, Mortal Flesh Is Weak."""

    who: Any

    def run(self, ctx: Ctx) -> None:
        from ...engine.damage import set_life
        from ..dsl.effects_damage_life import life_setting_players
        g = ctx.g
        ps = self.who.players(ctx)
        if not ps:
            return
        low = min(g.players[p].life for p in ps)
        for p in life_setting_players(ctx, ps):       # asks every team first, then changes life totals
            set_life(g, p, low, rule="119.5")


@node
class AbandonToSetAgain(Node):
    """"abandon this scheme. If you do, set that scheme in motion again" (701.26, 701.25b; the event's scheme)."""

    def run(self, ctx: Ctx) -> None:
        from ...engine.schemes import abandon, set_again
        if abandon(ctx.g, ctx.source):
            set_again(ctx.g, ctx.event.obj)
