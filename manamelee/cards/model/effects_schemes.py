"""Data nodes the later schemes need (Archenemy: Nicol Bolas, the promos): the opponent with the highest life,
counters on a face-up scheme in the command zone, sacrifices of any kind of permanent, "choose one, sacrifice
the rest", "destroy it; if it was destroyed, gain its toughness", and spells opponents cast this turn."""
from __future__ import annotations

from typing import Any

from ...engine import zones
from ...engine.decisions import opt
from ...engine.faces import mana_value
from .amounts import Amount
from .filters import Filter
from .node import Node, node


def _opponents(ctx: Any) -> list[int]:
    g = ctx.g
    return [p for p in ctx.scope.opponents() if not g.players[p].left]


@node
class HighestLifeOpponent(Node):
    """"the opponent with the highest life total among your opponents. If two or more players are tied for
    highest life total, you choose one" (a selector: one player, in range, 801.10)."""

    def players(self, ctx: Any) -> list[int]:
        g = ctx.g
        opps = _opponents(ctx)
        if not opps:
            return []
        top = max(g.players[p].life for p in opps)
        tied = [p for p in opps if g.players[p].life == top]
        if len(tied) == 1:
            return tied
        return [ctx.ask(ctx.controller, "choose_player", "prompt.highest_life_opponent",
                        [opt("player", "text", p, text=g.players[p].name) for p in tied], "608.2d",
                        args={"player": g.players[ctx.controller].name}).value]

    def refs(self, ctx: Any) -> list[tuple]:
        return [("player", p) for p in self.players(ctx)]

    def objects(self, ctx: Any) -> list[int]:
        return []


@node
class CountersOnThis(Amount):
    """The number of ``kind`` counters on this object, in whatever zone it is (a scheme in the command zone)."""

    kind: str

    def of(self, g, me, ctx) -> int:
        if ctx is None:
            return 0
        o = g.objects.get(ctx.source)
        return o.counters.get(self.kind, 0) if o is not None else 0


@node
class PutCountersOnThis(Node):
    """"put N <kind> counters on this scheme" (122.1): on the source wherever it is (314.4: the command zone)."""

    kind: str
    amount: int = 1

    def run(self, ctx: Any) -> None:
        if ctx.source in ctx.g.objects:
            zones.add_counters(ctx.g, ctx.source, self.kind, self.amount)


@node
class SacrificeMatching(Node):
    """"<player> sacrifices N <kind of> permanents of their choice" (701.17a) for any filter ("nonland
    permanent"): each player, in APNAP order, chooses (no choice with N or fewer); then all go at once."""

    amount: Any
    where: Any
    who: Any
    prompt: str = "prompt.sacrifice_nonland"     # a catalogue key taking {player} and {more}

    def run(self, ctx: Any) -> None:
        g = ctx.g
        n = self.amount(ctx) if callable(self.amount) else self.amount
        chosen: list[int] = []
        for p in self.who.players(ctx):
            mine = [o for o in g.battlefield if g.controller(o) == p and self.where(g, o, ctx.controller)]
            if len(mine) <= n:
                chosen += mine
                continue
            picks: list[int] = []
            for k in range(n):
                left = [o for o in mine if o not in picks]
                picks.append(ctx.ask(p, "sacrifice", self.prompt,
                                     [opt("permanent", "text", o, text=g.name(o)) for o in left], "701.17a",
                                     args={"player": g.players[p].name, "more": n - k}).value)
            chosen += picks
        for o in chosen:
            zones.sacrifice(g, o, rule="701.17a")


@node
class KeepOneSacrificeRest(Node):
    """"each <player> chooses a <kind> they control, then sacrifices the rest" (701.17a): everyone chooses first
    (APNAP), then every other such permanent is sacrificed at once."""

    where: Any
    who: Any

    def run(self, ctx: Any) -> None:
        g = ctx.g
        doomed: list[int] = []
        for p in self.who.players(ctx):
            mine = [o for o in g.battlefield if g.controller(o) == p and self.where(g, o, ctx.controller)]
            if len(mine) <= 1:
                continue
            keep = ctx.ask(p, "choose", "prompt.keep_one",
                           [opt("permanent", "text", o, text=g.name(o)) for o in mine], "701.17a",
                           args={"player": g.players[p].name}).value
            doomed += [o for o in mine if o != keep]
        for o in doomed:
            zones.sacrifice(g, o, rule="701.17a")


@node
class DestroyGainToughness(Node):
    """"Destroy target creature. If a creature is destroyed this way, you gain life equal to its toughness"
    (701.7a; its toughness as it last existed on the battlefield, 608.2h)."""

    i: int = 0

    def run(self, ctx: Any) -> None:
        from ...engine.damage import gain_life
        g = ctx.g
        oid = ctx.target_obj(self.i)
        if oid is None:
            return
        toughness = g.chars(oid).toughness or 0
        if zones.destroy(g, oid, rule="701.7a") and toughness > 0:
            gain_life(g, ctx.controller, toughness)


@node
class OpponentSpellsThisTurn(Amount):
    """Spells your opponents cast this turn, read back through the event log to the turn's start."""

    def of(self, g, me, ctx) -> int:
        from ...engine import events as ev
        n = 0
        for x in reversed(g.events):
            if x.kind == ev.TURN:
                return n
            if x.kind == ev.CAST and x.player is not None and g.is_opponent(me, x.player):
                n += 1
        return n


@node
class NoMaxHandSizeUntilYourNextTurn(Node):
    """"You have no maximum hand size until your next turn" (402.2, 514.1): lifted now, put back by a delayed
    trigger at the beginning of your next upkeep (603.7)."""

    def run(self, ctx: Any) -> None:
        from ...engine import events as ev
        from ...engine.constants import Step
        from ...engine.objects import DelayedTrigger
        g = ctx.g
        pl = g.players[ctx.controller]
        if pl.max_hand_size >= NO_MAX_HAND_SIZE:
            return
        g.delayed.append(DelayedTrigger(ctx.controller, ctx.source, ev.STEP, YourStep(Step.UPKEEP, ctx.controller),
                                        (RestoreMaxHandSize(pl.max_hand_size),),
                                        f"{g.name(ctx.source)}: maximum hand size again", {}))
        pl.max_hand_size = NO_MAX_HAND_SIZE
        g.note("log.no_max_hand_size", "402.2", args={"player": pl.name})


@node
class YourStep(Node):
    """A delayed trigger's "at the beginning of <player>'s next <step>" (603.7): a step of a turn they take
    (alone or with their team, 805.4)."""

    step: Any
    player: int

    def __call__(self, g, e, src) -> bool:
        from .events import turn_players
        return e.data == self.step and self.player in turn_players(g, e)


NO_MAX_HAND_SIZE = 1 << 30
"""The maximum hand size of a player who has none (514.1 then discards nothing)."""


@node
class RestoreMaxHandSize(Node):
    """The end of "no maximum hand size": the player's maximum hand size is ``size`` again."""

    size: int = 7

    def run(self, ctx: Any) -> None:
        ctx.g.players[ctx.controller].max_hand_size = self.size


@node
class AdditionalLandThisTurn(Node):
    """"You may play an additional land this turn" (305.2): one more land play for you this turn."""

    def run(self, ctx: Any) -> None:
        t = ctx.turn
        t.extra_land_plays[ctx.controller] = t.extra_land_plays.get(ctx.controller, 0) + 1
        ctx.g.note("log.additional_land", "305.2", args={"player": ctx.g.players[ctx.controller].name})


@node
class DiscardThenDrawPerType(Node):
    """"Each <who> discards a card. You draw a card for each <type> card discarded this way" (701.8a): every
    discard is chosen first (APNAP), then they happen, then you draw."""

    who: Any
    type: str = "Land"

    def run(self, ctx: Any) -> None:
        g = ctx.g
        plan: list[tuple[int, int]] = []
        for p in self.who.players(ctx):
            hand = g.players[p].hand
            if not hand:
                continue
            c = hand[0] if len(hand) == 1 else ctx.ask(
                p, "discard", "prompt.discard", [opt("card", "text", x, text=g.name(x)) for x in hand], "701.8a").value
            plan.append((p, c))
        n = 0
        for p, c in plan:
            if c in g.players[p].hand:
                n += self.type in g.objects[c].card.types
                zones.discard(g, p, c, rule="701.8a")
        if n:
            from ...engine.zones import draw
            draw(g, ctx.controller, n)


@node
class LookTopMayPutOntoBattlefield(Node):
    """"Look at the top N cards of your library. You may put a <kind> card from among them onto the battlefield.
    Put the rest on the bottom of your library in any order" (401.4: you choose the order, one card at a time)."""

    count: int
    where: Any

    def run(self, ctx: Any) -> None:
        g = ctx.g
        me = ctx.controller
        lib = g.players[me].library
        top = list(lib[:self.count])                  # index 0 is the top of a library
        fits = [c for c in top if self.where(g.objects[c].card)]
        pick = None
        if fits:
            pick = ctx.ask(me, "choose_card", "prompt.may_put_onto_battlefield",
                           [opt("card", "text", c, text=g.name(c)) for c in fits] + [opt("none", "opt.no", None)],
                           "401.4", args={"player": g.players[me].name}).value
        order = _bottom_order(ctx, me, [c for c in top if c != pick])
        if pick is not None:
            zones.put_onto_battlefield(g, pick, controller=me, rule="401.4")
        _put_on_bottom(g, me, order)


@node
class CountersOnCreated(Node):
    """"put N <kind> counters on it" after "create a ... token": on the tokens this effect created (122.1)."""

    kind: str
    amount: Any

    def run(self, ctx: Any) -> None:
        n = self.amount(ctx) if callable(self.amount) else self.amount
        for oid in ctx.vars.get("created", ()):
            if oid in ctx.g.battlefield and n > 0:
                zones.add_counters(ctx.g, oid, self.kind, n)


@node
class ManaValueAtLeast(Filter):
    """Its mana value is ``n`` or greater (202.3)."""

    n: int

    def test(self, g, oid, ch, me) -> bool:
        if oid is None:
            return ch.mana_cost.mana_value >= self.n             # a card (searches)
        return mana_value(g.objects[oid]) >= self.n              # 712.8e: a transformed permanent: its front face's


@node
class AddMana(Node):
    """"Add {U}{B}{R}": ``symbols`` is the mana added to your mana pool, one letter per mana (W, U, B, R, G, C;
    106.4)."""

    symbols: str

    def run(self, ctx: Any) -> None:
        pl = ctx.g.players[ctx.controller]
        if pl.left:
            return
        for k in self.symbols:
            pl.pool.add(k, 1)
        ctx.g.note("log.adds_mana", "106.4", player=ctx.controller,
                   args={"player": pl.name, "mana": "".join(f"{{{k}}}" for k in self.symbols)})


def _bottom_order(ctx: Any, me: int, cards: list[int]) -> list[int]:
    """``me`` chooses the order to put ``cards`` on the bottom of their library, one card at a time (401.4); asked
    before anything moves (an effect is re-run after each answer)."""
    g = ctx.g
    order: list[int] = []
    while len(cards) - len(order) > 1:
        left = [c for c in cards if c not in order]
        order.append(ctx.ask(me, "order", "prompt.bottom_next", [opt("card", "text", c, text=g.name(c)) for c in left],
                             "401.4", args={"player": g.players[me].name}).value)
    return order + [c for c in cards if c not in order]


def _put_on_bottom(g: Any, me: int, order: list[int]) -> None:
    lib = g.players[me].library
    for c in order:
        if c in lib:
            lib.remove(c)
            lib.append(c)
    if order:
        g.note("log.puts_on_bottom", "401.4", args={"player": g.players[me].name, "n": len(order)})


@node
class FaceDownFaceUpPiles(Node):
    """"Look at the top N cards of your library and separate them into a face-down pile and a face-up pile. An
    opponent chooses one of those piles. Put the cards in that pile into your hand and the rest on the bottom of
    your library in any order" (Choose Your Demise). The chooser sees only the face-up pile's names (701.1);
    with several opponents you pick the one who chooses (801.5a)."""

    count: int = 4

    def run(self, ctx: Any) -> None:
        from ...engine.constants import HAND, LIBRARY
        from ...i18n import Msg
        g = ctx.g
        me = ctx.controller
        cards = list(g.players[me].library[:self.count])
        if not cards:
            return
        down: list[int] = []
        for c in cards:
            a = ctx.ask(me, "pile", "prompt.face_down_or_up", [opt("down", "opt.face_down_pile", c),
                                                               opt("up", "opt.face_up_pile", c)],
                        "701.1", args={"card": g.name(c)})
            if a.kind == "down":
                down.append(c)
        up = [c for c in cards if c not in down]
        opps = ctx.scope.choosing_opponents()
        chooser = me if not opps else opps[0] if len(opps) == 1 else ctx.ask(
            me, "choose_player", "prompt.pile_chooser", [opt("player", "text", q, text=g.players[q].name)
                                                         for q in opps], "801.5a").value
        g.note("log.reveals", "701.16a", args={"player": g.players[me].name,
                                                "cards": [g.name(c) for c in up] or Msg("word.empty")})
        a = ctx.ask(chooser, "choose_pile", "prompt.choose_pile_for",
                    [opt("pile", "opt.face_down_pile_n", "down", n=len(down)),
                     opt("pile", "opt.face_up_pile_cards", "up", cards=tuple(g.name(c) for c in up) or Msg("word.empty"))],
                    "701.1", args={"player": g.players[chooser].name, "archenemy": g.players[me].name})
        keep, rest = (down, up) if a.value == "down" else (up, down)
        order = _bottom_order(ctx, me, rest)
        for c in keep:
            if c in g.objects and g.objects[c].zone == LIBRARY:
                zones.move(g, c, HAND, rule="400.7", key="log.put_into_hand_of",
                           args={"card": g.name(c), "player": g.players[me].name})
        _put_on_bottom(g, me, order)


@node
class TheyMaySacrificeToAbandon(Node):
    """"At the beginning of your opponents' end step, they may sacrifice N creatures of their choice. If they do,
    abandon this scheme": the team taking the turn (805.4) decides — its active player answers, then the N
    creatures are chosen one at a time among the creatures they control (701.17a, 701.26)."""

    amount: int = 2

    def run(self, ctx: Any) -> None:
        from ...engine.schemes import abandon
        g = ctx.g
        they = [p for p in ctx.turn.side if g.is_opponent(ctx.controller, p) and not g.players[p].left]
        theirs = [o for o in g.battlefield if g.controller(o) in they and "Creature" in g.chars(o).types]
        if not they or len(theirs) < self.amount:
            return
        a = ctx.ask(ctx.turn.active if ctx.turn.active in they else they[0], "may", "prompt.may_sacrifice_to_abandon",
                    [opt("yes", "opt.yes", True), opt("no", "opt.no", False)], "701.26",
                    args={"n": self.amount, "scheme": g.name(ctx.source)})
        if not a.value:
            return
        picks: list[int] = []
        for k in range(self.amount):
            left = [o for o in theirs if o not in picks]
            owner = ctx.turn.active if ctx.turn.active in they else they[0]
            picks.append(ctx.ask(owner, "sacrifice", "prompt.sacrifice_creature_n",
                                 [opt("permanent", "text", o, text=g.name(o)) for o in left], "701.17a",
                                 args={"player": g.players[owner].name, "more": self.amount - k}).value)
        for o in picks:
            zones.sacrifice(g, o, rule="701.17a")
        abandon(g, ctx.source)


@node
class CreateTokenCopy(Node):
    """"Create a token that's a copy of target permanent" (707.2, 111.10): its copiable values are the permanent's
    printed ones (the pool has no other copy effects) — of a double-faced permanent, the face that is up, and of a
    transforming one, a transforming token (707.8, 707.8a: token_copies.py); you control the token."""

    i: int = 0

    def run(self, ctx: Any) -> None:
        from ...engine.token_copies import create_token_copy
        oid = ctx.target_obj(self.i)
        if oid is not None:
            nid = create_token_copy(ctx.g, ctx.controller, oid, rule="707.2")
            if nid is not None:
                ctx.vars["created"] = ctx.vars.get("created", ()) + (nid,)


@node
class AttacksOwnerThisTurn(Node):
    """"Each of them attacks its owner this turn if able" (508.1d) for the permanents ``who`` picks: a must-attack
    requirement toward the owner, lifted by a delayed trigger at the next end step (603.7)."""

    who: Any

    def run(self, ctx: Any) -> None:
        from ...engine import events as ev
        from ...engine.constants import Step
        from ...engine.objects import DelayedTrigger
        from .events import StepIs
        g = ctx.g
        objs = tuple(self.who.objects(ctx))
        for o in objs:
            g.objects[o].note["must_attack"] = g.objects[o].owner
        if objs:
            g.delayed.append(DelayedTrigger(ctx.controller, ctx.source, ev.STEP, StepIs(Step.END), (ClearMustAttack(objs),),
                                            f"{g.name(ctx.source)}: the attack requirement ends", {}))


@node
class ClearMustAttack(Node):
    """The end of an "attacks ... this turn if able" requirement on ``objs``."""

    objs: tuple

    def run(self, ctx: Any) -> None:
        for o in self.objs:
            x = ctx.g.objects.get(o)
            if x is not None:
                x.note.pop("must_attack", None)


_OFFERING_TYPES = ("Creature", "Artifact", "Enchantment", "Land")


@node
class OpponentPutsOnTopEachType(Node):
    """Nature Demands an Offering: "target opponent chooses a creature you don't control and puts it on top of its
    owner's library, then repeats this process for an artifact, an enchantment, and a land. Then the owner of
    each permanent chosen this way shuffles." Every choice is made first (a permanent is chosen once), then they
    move (401.4) and their owners shuffle (701.20a)."""

    i: int = 0

    def run(self, ctx: Any) -> None:
        from ...engine.constants import LIBRARY
        g = ctx.g
        chooser = ctx.target_player(self.i)
        if chooser is None:
            return
        me = ctx.controller
        chosen: list[int] = []
        for kind in _OFFERING_TYPES:
            cands = [o for o in ctx.scope.permanents() if g.controller(o) != me and o not in chosen
                     and kind in g.chars(o).types]
            if not cands:
                continue
            pick = cands[0] if len(cands) == 1 else ctx.ask(
                chooser, "choose", "prompt.offering", [opt("permanent", "text", o, text=g.name(o)) for o in cands],
                "608.2d", args={"player": g.players[chooser].name, "type": kind}).value
            chosen.append(pick)
        owners: list[int] = []
        for o in chosen:
            owner = g.objects[o].owner
            if o in g.battlefield:
                zones.move(g, o, LIBRARY, rule="401.4", key="log.put_on_top", args={"card": g.name(o)})
                owners.append(owner)
        for p in sorted(set(owners)):
            zones.shuffle(g, p, rule="701.20a")


@node
class KeywordsApply(Node):
    """A continuous effect's layer-6 change (613.1f): the object gains ``keywords``."""

    keywords: frozenset

    def __call__(self, g, ch, oid) -> None:
        ch.keywords = ch.keywords | self.keywords


@node
class GainControlOfAllUntilEndOfTurn(Node):
    """My Crushing Masterstroke: "gain control of all <where> permanents your opponents control until end of turn.
    Untap those permanents. They gain haste until end of turn. Each of them attacks its owner this turn if able."
    The permanents are locked in as it resolves (611.2c): control (layer 2), untap (701.21b), haste (layer 6),
    and the attack requirement (508.1d) all apply to that same set."""

    where: Any

    def run(self, ctx: Any) -> None:
        from ...engine import events as ev
        from ...engine.objects import ContinuousEffect
        g = ctx.g
        me = ctx.controller
        objs = tuple(o for o in ctx.scope.permanents()
                     if g.controller(o) != me and g.is_opponent(me, g.controller(o)) and self.where(g, o, me))
        if not objs or g.players[me].left:
            return
        g.effects.append(ContinuousEffect("2", g.new_timestamp(), ctx.source, me, objs, None, "eot", control_to=me))
        for o in objs:
            g.objects[o].since = g.timestamp                # 302.6: control changed
        g.emit(ev.Event(ev.CONTROL, "613.1b", "log.gains_control", player=me,
                        args={"player": g.players[me].name, "cards": [g.name(o) for o in objs]}))
        for o in objs:
            zones.untap(g, o)
        g.effects.append(ContinuousEffect("6", g.new_timestamp(), ctx.source, me, objs,
                                          KeywordsApply(frozenset({"Haste"})), "eot"))
        AttacksOwnerThisTurn(FixedObjects(objs)).run(ctx)


@node
class FixedObjects(Node):
    """A selector of objects fixed as an effect resolved."""

    objs: tuple

    def objects(self, ctx: Any) -> list[int]:
        return list(self.objs)


@node
class MayPutFromHandOntoBattlefield(Node):
    """"You may put a <kind> card from your hand onto the battlefield" (Introductions Are in Order)."""

    where: Any

    def run(self, ctx: Any) -> None:
        g = ctx.g
        me = ctx.controller
        fits = [c for c in g.players[me].hand if self.where(g.objects[c].card)]
        if not fits:
            return
        a = ctx.ask(me, "choose_card", "prompt.put_from_hand",
                    [opt("card", "text", c, text=g.name(c)) for c in fits] + [opt("none", "opt.no", None)], "305.9",
                    args={"player": g.players[me].name})
        if a.value is not None and a.value in g.players[me].hand:
            zones.put_onto_battlefield(g, a.value, controller=me, rule="608.2c")


@node
class MayPayXBottomEach(Node):
    """Every Last Vestige Shall Rot: "you may pay {X}. If you do, put each <where> permanent target player
    controls with mana value X or less on the bottom of its owner's library" (107.3f, 608.2d). X is chosen,
    then each owner orders their cards (401.4), and only then is X paid and the cards moved (every question
    comes before the game changes)."""

    where: Any
    i: int = 0

    def run(self, ctx: Any) -> None:
        from ...engine.casting import _activate_mana, _pay, mana_sources, max_x
        from ...engine.constants import LIBRARY
        from ...engine.mana import ManaCost, pay_from_pool
        from ...i18n import Msg
        g, me = ctx.g, ctx.controller
        victim = ctx.target_player(self.i)
        if victim is None:
            return
        cost = ManaCost(x=1)
        hi = max_x(g, me, cost, mana_sources(g, me))
        opts = [opt("cancel", "opt.dont_pay", None)] + [opt("x", "opt.pay_x", v, x=v) for v in range(hi + 1)]
        x = ctx.ask(me, "choose_x", "prompt.may_pay_x", opts, "107.3f", args={"card": g.name(ctx.source)}).value
        if x is None:
            g.note("log.doesnt_pay_x", "608.2d", args={"player": g.players[me].name})
            return
        hit = [o for o in ctx.scope.permanents() if g.controller(o) == victim and self.where(g, o, me)
               and mana_value(g.objects[o]) <= x]
        orders: list[list[int]] = []
        for owner in sorted({g.objects[o].owner for o in hit}):
            mine = [o for o in hit if g.objects[o].owner == owner]
            order: list[int] = []
            while len(mine) - len(order) > 1:
                left = [o for o in mine if o not in order]
                order.append(ctx.ask(owner, "order", "prompt.bottom_next",
                                     [opt("card", "text", o, text=g.name(o)) for o in left], "401.4",
                                     args={"player": g.players[owner].name}).value)
            orders.append(order + [o for o in mine if o not in order])
        plan = _pay(g, ctx.proc, me, cost.with_x(x), Msg("what.pay_x", (("x", x),)), None) if x else []
        if plan is None:
            return
        _activate_mana(g, me, plan)
        if not pay_from_pool(cost.with_x(x), g.players[me].pool):
            raise RuntimeError(f"payment plan did not cover X={x}")
        g.note("log.pays_x", "107.3f", args={"player": g.players[me].name, "x": x})
        for order in orders:
            for o in order:
                if o in g.battlefield:
                    zones.move(g, o, LIBRARY, bottom=True, rule="401.4", key="log.put_on_bottom_of_library",
                               args={"card": g.name(o)})


@node
class MillEachRemember(Node):
    """"Each player mills N cards" (701.13), remembering the milled cards (``ctx.vars[key]``) for a later
    instruction ("from among the milled cards")."""

    amount: int
    who: Any
    key: str = "milled"

    def run(self, ctx: Any) -> None:
        from ...engine.constants import GRAVEYARD
        g = ctx.g
        milled: list[int] = []
        for p in self.who.players(ctx):
            pl = g.players[p]
            for _ in range(min(self.amount, len(pl.library))):
                c = pl.library[0]
                nid = zones.move(g, c, GRAVEYARD, rule="701.13", key="log.mills", args={"player": pl.name,
                                                                                         "card": g.name(c)})
                if nid is not None:
                    milled.append(nid)
        ctx.vars[self.key] = tuple(milled)


@node
class PutOneRememberedOntoBattlefield(Node):
    """"Then you put a <kind> card from among the milled cards onto the battlefield under your control"."""

    where: Any
    key: str = "milled"

    def run(self, ctx: Any) -> None:
        from ...engine.constants import GRAVEYARD
        g = ctx.g
        me = ctx.controller
        fits = [c for c in ctx.vars.get(self.key, ()) if c in g.objects and g.objects[c].zone == GRAVEYARD
                and self.where(g.objects[c].card)]
        if not fits:
            return
        c = fits[0] if len(fits) == 1 else ctx.ask(
            me, "choose_card", "prompt.choose_milled", [opt("card", "text", x, text=g.name(x)) for x in fits],
            "608.2c", args={"player": g.players[me].name}).value
        zones.put_onto_battlefield(g, c, controller=me, rule="608.2c")


@node
class CountersOnYourCreatureElseToken(Node):
    """My Followers Ascend: "put N +1/+1 counters on a creature you control and it gains <keywords> until end of
    turn. If you control no creatures, instead create <token>" (chosen on resolution: not a target)."""

    amount: int
    keywords: frozenset
    token: Any

    def run(self, ctx: Any) -> None:
        from ...engine.objects import ContinuousEffect
        g = ctx.g
        me = ctx.controller
        mine = [o for o in g.battlefield if g.controller(o) == me and "Creature" in g.chars(o).types]
        if not mine:
            zones.create_token(g, me, self.token)
            return
        c = mine[0] if len(mine) == 1 else ctx.ask(
            me, "choose", "prompt.choose_your_creature", [opt("permanent", "text", o, text=g.name(o)) for o in mine],
            "608.2c", args={"player": g.players[me].name}).value
        zones.add_counters(g, c, "+1/+1", self.amount)
        g.effects.append(ContinuousEffect("6", g.new_timestamp(), ctx.source, me, (c,), KeywordsApply(self.keywords),
                                          "eot"))


@node
class DiscardDownToThenDraw(Node):
    """Your Nightmares Are Delicious: "each <who> who has more than N cards in hand discards cards equal to the
    difference. Then if fewer than M cards were discarded this way, you draw K cards" (701.8a; all discards are
    chosen first, APNAP)."""

    who: Any
    limit: int = 5
    fewer_than: int = 3
    draw: int = 3

    def run(self, ctx: Any) -> None:
        g = ctx.g
        plan: list[tuple[int, list[int]]] = []
        for p in self.who.players(ctx):
            hand = g.players[p].hand
            n = len(hand) - self.limit
            chosen: list[int] = []
            while len(chosen) < n:
                left = [c for c in hand if c not in chosen]
                chosen.append(ctx.ask(p, "discard", "prompt.discard",
                                      [opt("card", "text", c, text=g.name(c)) for c in left], "701.8a").value)
            if chosen:
                plan.append((p, chosen))
        total = 0
        for p, chosen in plan:
            for c in chosen:
                if c in g.players[p].hand:
                    zones.discard(g, p, c, rule="701.8a")
                    total += 1
        if total < self.fewer_than:
            zones.draw(g, ctx.controller, self.draw)


@node
class DestroyDifferentManaValues(Node):
    """Running Is Useless: "choose any number of creatures with different mana values. Destroy those creatures"
    (chosen one at a time among creatures in range; 701.7a)."""

    def run(self, ctx: Any) -> None:
        g = ctx.g
        me = ctx.controller
        chosen: list[int] = []
        while True:
            used = {mana_value(g.objects[o]) for o in chosen}
            left = [o for o in ctx.scope.creatures() if o not in chosen
                    and mana_value(g.objects[o]) not in used]
            if not left:
                break
            a = ctx.ask(me, "choose", "prompt.choose_creature_distinct_mv",
                        [opt("permanent", "text", o, text=g.name(o)) for o in left] + [opt("done", "opt.done", None)],
                        "608.2c", args={"player": g.players[me].name})
            if a.value is None:
                break
            chosen.append(a.value)
        for o in chosen:
            zones.destroy(g, o, rule="701.7a")


@node
class CardsYouDrewLastTurn(Amount):
    """Cards you drew during the previous turn (the turn before this one), read back through the event log."""

    def of(self, g, me, ctx) -> int:
        from ...engine import events as ev
        turns_seen = 0
        n = 0
        for x in reversed(g.events):
            if x.kind == ev.TURN:
                turns_seen += 1
                if turns_seen == 2:
                    return n
            elif turns_seen == 1 and x.kind == ev.DRAW and x.player == me:
                n += 1
        return n


@node
class AbandonThisIfYouDo(Node):
    """"you may abandon this scheme. If you do, <effects>" (701.26a): the effects run only if it was abandoned
    (the result is kept, so re-running the instruction after a question doesn't abandon twice)."""

    effects: tuple = ()

    def run(self, ctx: Any) -> None:
        from ...engine.schemes import abandon
        if "abandoned" not in ctx.vars:
            ctx.vars["abandoned"] = abandon(ctx.g, ctx.source)
        if ctx.vars["abandoned"]:
            for e in self.effects:
                e.run(ctx)


@node
class TokensForMissingTargets(Node):
    """"If you created fewer than N tokens this way, create a number of <token>s equal to the difference": the
    copies made count through ``ctx.vars['created']``."""

    token: Any
    wanted: int = 2

    def run(self, ctx: Any) -> None:
        made = len(ctx.vars.get("created", ()))
        for _ in range(max(0, self.wanted - made)):
            zones.create_token(ctx.g, ctx.controller, self.token)


@node
class ChooseUpToOpponentPicksRestYours(Node):
    """My Will Is Irresistible: "choose up to N <where> permanents you don't control. Target opponent chooses one
    of those permanents. You gain control of the rest" (the choices are not targets; control is for good)."""

    where: Any
    amount: int = 3
    i: int = 0

    def run(self, ctx: Any) -> None:
        from ...engine import events as ev
        from ...engine.objects import ContinuousEffect
        g, me = ctx.g, ctx.controller
        picker = ctx.target_player(self.i)
        chosen: list[int] = []
        while len(chosen) < self.amount:
            left = [o for o in ctx.scope.permanents() if g.controller(o) != me and o not in chosen
                    and self.where(g, o, me)]
            if not left:
                break
            a = ctx.ask(me, "choose", "prompt.choose_up_to_permanents",
                        [opt("permanent", "text", o, text=g.name(o)) for o in left] + [opt("done", "opt.done", None)],
                        "608.2c", args={"player": g.players[me].name, "more": self.amount - len(chosen)})
            if a.value is None:
                break
            chosen.append(a.value)
        if not chosen:
            return
        spared = None
        if picker is not None:
            spared = chosen[0] if len(chosen) == 1 else ctx.ask(
                picker, "choose", "prompt.opponent_spares",
                [opt("permanent", "text", o, text=g.name(o)) for o in chosen], "608.2d",
                args={"player": g.players[picker].name}).value
        rest = tuple(o for o in chosen if o != spared and o in g.battlefield)
        if rest and not g.players[me].left:
            g.effects.append(ContinuousEffect("2", g.new_timestamp(), ctx.source, me, rest, None, "forever",
                                              control_to=me))
            for o in rest:
                g.objects[o].since = g.timestamp                # 302.6
            g.emit(ev.Event(ev.CONTROL, "613.1b", "log.gains_control", player=me,
                            args={"player": g.players[me].name, "cards": [g.name(o) for o in rest]}))


_PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


@node
class PutPermanentPerOpponentType(Node):
    """Only I Know What Awaits: "for each card type among permanents your opponents control, you may put a
    permanent card of that type from your hand onto the battlefield" — one card per type, each card once; all
    chosen first, then they enter together."""

    def run(self, ctx: Any) -> None:
        g, me = ctx.g, ctx.controller
        types = [t for t in _PERMANENT_TYPES
                 if any(g.is_opponent(me, g.controller(o)) and t in g.chars(o).types for o in ctx.scope.permanents())]
        chosen: list[int] = []
        for t in types:
            fits = [c for c in g.players[me].hand if c not in chosen and t in g.objects[c].card.types]
            if not fits:
                continue
            a = ctx.ask(me, "choose_card", "prompt.put_of_type",
                        [opt("card", "text", c, text=g.name(c)) for c in fits] + [opt("none", "opt.no", None)],
                        "608.2c", args={"player": g.players[me].name, "type": t})
            if a.value is not None:
                chosen.append(a.value)
        for c in chosen:
            if c in g.players[me].hand:
                zones.put_onto_battlefield(g, c, controller=me, rule="608.2c")


@node
class PreventAllDamageToYourCreaturesThisTurn(Node):
    """"Prevent all damage that would be dealt to creatures you control this turn" (615.1): a shield that
    protects whichever creatures you control when the damage would be dealt."""

    def run(self, ctx: Any) -> None:
        from ...engine.damage import add_shield
        from ...engine.objects import Shield
        add_shield(ctx.g, Shield("prevent_to_your_creatures", ctx.g.new_timestamp(), ctx.controller, ctx.source))


@node
class DoubleDamageUntilYourNextTurn(Node):
    """"Until your next turn, if a source would deal damage, it deals double that damage instead" (614.1a): a
    replacement shield that ends as your next turn begins (611.2a)."""

    def run(self, ctx: Any) -> None:
        from ...engine.damage import add_shield
        from ...engine.objects import Shield
        g = ctx.g
        add_shield(g, Shield("double_damage", g.new_timestamp(), ctx.controller, ctx.source,
                             duration=f"next_turn:{ctx.controller}"))


@node
class RedistributeLifeTotals(Node):
    """You Live Only Because I Will It: "you may redistribute any number of life totals. (Each affected player or
    team gets one of those life totals back.)" You pick the life totals (players in range; a team sharing one
    total counts once, 810.9d), then give each one of the picked values; all is asked before any life changes
    (119.5: a life total set to a number)."""

    def run(self, ctx: Any) -> None:
        from ...engine.damage import set_life
        g, me = ctx.g, ctx.controller
        in_play = [p for p in ctx.scope.players() if not g.players[p].left]
        picked: list[int] = []
        while True:
            left = [p for p in in_play if not any(g.players[p].total is g.players[q].total for q in picked)]
            if not left:
                break
            a = ctx.ask(me, "choose_player", "prompt.redistribute_pick",
                        [opt("player", "text", p, text=f"{g.players[p].name} ({g.players[p].life})") for p in left]
                        + [opt("done", "opt.done", None)], "119.5", args={"player": g.players[me].name})
            if a.value is None:
                break
            picked.append(a.value)
        if len(picked) < 2:
            return
        values = [g.players[p].life for p in picked]
        plan: list[tuple[int, int]] = []
        pool = list(range(len(values)))
        for p in picked[:-1]:
            k = ctx.ask(me, "choose", "prompt.redistribute_give",
                        [opt("value", "text", i, text=str(values[i])) for i in pool], "119.5",
                        args={"player": g.players[p].name}).value
            pool.remove(k)
            plan.append((p, values[k]))
        plan.append((picked[-1], values[pool[0]]))
        for p, v in plan:
            set_life(g, p, v)


@node
class PlusOneDamageThisTurn(Node):
    """"If a source you control would deal damage this turn, it deals that much damage plus 1 instead" (614.1a)."""

    def run(self, ctx: Any) -> None:
        from ...engine.damage import add_shield
        from ...engine.objects import Shield
        add_shield(ctx.g, Shield("plus_one_from_yours", ctx.g.new_timestamp(), ctx.controller, ctx.source))


@node
class CreatedGainUntilEndOfTurn(Node):
    """"They gain <keywords> until end of turn" for the tokens this effect created (``ctx.vars['created']``)."""

    keywords: frozenset

    def run(self, ctx: Any) -> None:
        from ...engine.objects import ContinuousEffect
        g = ctx.g
        objs = tuple(o for o in ctx.vars.get("created", ()) if o in g.battlefield)
        if objs:
            g.effects.append(ContinuousEffect("6", g.new_timestamp(), ctx.source, ctx.controller, objs,
                                              KeywordsApply(self.keywords), "eot"))
