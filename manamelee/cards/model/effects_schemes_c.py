"""Data nodes of the last schemes (the 2010 Archenemy promos and product, Archenemy: Nicol Bolas, Duskmourn
Commander): chosen players of ongoing schemes, rules effects with a duration (engine/rule_effects.py), casting
spells without paying their mana costs while the scheme's ability resolves (608.2g, engine/free_cast.py), extra
turns and phases (500.7, 500.8), "your commander" (903.3), reflexive triggers (603.12) and more. Every node asks
its questions before it changes the game; nodes that change the game between questions keep their progress in
``ctx.vars`` (the engine re-runs an instruction after each answer)."""
from __future__ import annotations

import dataclasses
from typing import Any

from ...engine import events as ev
from ...engine import zones
from ...engine.constants import BATTLEFIELD, EXILE, HAND, LIBRARY, STACK, Step
from ...engine.decisions import opt
from ...engine.faces import mana_value
from ...engine.rule_effects import (CANT_ATTACK, CANT_CAST, CHOSEN, COST_CHANGE_RULE, LAND_MANA, ONLY_THESE_ACT,
                                    SET_MORE_SCHEMES, add_rule, additional_phases_after_main, extra_turn)
from .amounts import Amount
from .conditions import Condition
from .events import EventTest
from .filters import Filter
from .node import Node, node

_NO = opt("none", "opt.no", None)


def _settle(ctx: Any, key: str, value: Any) -> None:
    """Keep what a step decided in ``ctx.vars[key]`` and forget the answers it used (608.2c: steps in order)."""
    ctx.vars[key] = value
    ctx.proc.answers.clear()
    ctx.proc.cursor = 0


def _name(g: Any, p: int) -> str:
    name: str = g.players[p].name
    return name


def _player_opts(g: Any, players: list[int]) -> list:
    return [opt("player", "text", q, text=_name(g, q)) for q in players]


def _card_opts(g: Any, cards: list[int]) -> list:
    return [opt("card", "text", c, text=g.name(c)) for c in cards]


def _scheme_owner(g: Any, src: int) -> int | None:
    o = g.objects.get(src)
    return o.owner if o is not None else None


def your_commanders(g: Any, me: int) -> list[int]:
    """The objects that are ``me``'s commanders (903.3: the designation rides on the card, note "commander")."""
    return [oid for oid, o in g.objects.items() if o.note and "commander" in o.note and o.note["commander"][0] == me]


# ----------------------------------------------------------------------------- chosen players, rules effects
@node
class ChooseOpponentForThis(Node):
    """"choose an opponent" for this ongoing scheme (Imprison This Insolent Wretch, Bow to My Command): an opponent
    in range (801.5a); the scheme remembers the player (its note) while it is face up."""

    def run(self, ctx: Any) -> None:
        g, me = ctx.g, ctx.controller
        opps = [q for q in ctx.scope.opponents() if not g.players[q].left]
        if not opps:
            return
        q = opps[0] if len(opps) == 1 else ctx.ask(me, "choose_player", "sch.prompt.choose_opponent",
                                                   _player_opts(g, opps), "801.5a",
                                                   args={"card": g.name(ctx.source)}).value
        o = g.objects.get(ctx.source)
        if o is not None:
            o.note[CHOSEN] = q
            g.note("sch.log.chooses_opponent", "608.2d", args={"player": _name(g, me), "chosen": _name(g, q),
                                                               "card": o.card.name})


@node
class ChosenPlayerAttacked(EventTest):
    """The player this scheme chose is attacked (506.3): once per combat, on the first creature declared
    attacking them (508.1m)."""

    def __call__(self, g, e, src) -> bool:
        o = g.objects.get(src)
        chosen = o.note.get(CHOSEN) if o is not None else None
        if chosen is None or e.target_player != chosen:
            return False
        t = next((t for t in g.turns if t.id == e.turn), None)
        if t is None or t.combat is None:
            return False
        first = next((a for a, r in t.combat.attackers.items() if r[0] == "player" and r[1] == chosen), None)
        return first is not None and first == e.obj


@node
class ChosenPlayerTargeted(EventTest):
    """The player this scheme chose becomes the target of a spell or ability (115.1)."""

    def __call__(self, g, e, src) -> bool:
        o = g.objects.get(src)
        return o is not None and e.target_player is not None and e.target_player == o.note.get(CHOSEN)


@node
class OnlyYouAndChosenActUntilYourNextTurn(Node):
    """Choose Your Champion: "target opponent chooses a player. Until your next turn, only you and the chosen player
    can cast spells and attack with creatures" (the target opponent chooses among the players in your range)."""

    i: int = 0

    def run(self, ctx: Any) -> None:
        g, me = ctx.g, ctx.controller
        chooser = ctx.target_player(self.i)
        if chooser is None:
            return
        players = [q for q in ctx.scope.players() if not g.players[q].left]
        q = ctx.ask(chooser, "choose_player", "sch.prompt.choose_champion", _player_opts(g, players), "608.2d",
                    args={"player": _name(g, chooser), "archenemy": _name(g, me)}).value
        add_rule(g, ONLY_THESE_ACT, me, ctx.source, f"next_turn:{me}", None, 0, (me, q))
        g.note("sch.log.champion", "608.2d", args={"player": _name(g, chooser), "chosen": _name(g, q),
                                                   "archenemy": _name(g, me)})


_CANT = {"attack": "sch.log.cant_attack", "creature": "sch.log.cant_cast_creature",
         "noncreature": "sch.log.cant_cast_noncreature"}


@node
class CantUntilYourNextTurn(Node):
    """Know Evil: "until your next turn, <target player> can't attack with creatures" (``what`` "attack") / "can't
    cast creature spells" ("creature") / "can't cast noncreature spells" ("noncreature")."""

    what: str
    i: int = 0

    def run(self, ctx: Any) -> None:
        g, me = ctx.g, ctx.controller
        q = ctx.target_player(self.i)
        if q is None:
            return
        if self.what == "attack":
            add_rule(g, CANT_ATTACK, me, ctx.source, f"next_turn:{me}", q)
        else:
            add_rule(g, CANT_CAST, me, ctx.source, f"next_turn:{me}", q, 0, self.what)
        g.note(_CANT[self.what], "101.2", args={"player": _name(g, q)})


@node
class SetMoreSchemesNextTime(Node):
    """Plots That Span Centuries: "the next time you would set a scheme in motion, set <n> schemes in motion
    instead" (614.1a; used up the first time it applies)."""

    amount: int = 3

    def run(self, ctx: Any) -> None:
        g, me = ctx.g, ctx.controller
        add_rule(g, SET_MORE_SCHEMES, me, ctx.source, "until_used", me, self.amount)
        g.note("sch.log.plots", "614.1a", args={"player": _name(g, me), "n": self.amount})


@node
class AdditionalCombatAndMainAfterThisMain(Node):
    """"after this main phase, there is an additional combat phase followed by an additional main phase" (500.8);
    only while a main phase of your turn is in progress."""

    def run(self, ctx: Any) -> None:
        t = ctx.turn
        if t is None or t.step not in (Step.MAIN1, Step.MAIN2) or ctx.controller not in t.side:
            return
        additional_phases_after_main(ctx.g, t, ctx.controller, ctx.source)
        ctx.g.note("sch.log.additional_phases", "500.8", args={"player": _name(ctx.g, ctx.controller)})


@node
class ExtraTurnWith(Node):
    """"take an extra turn after this one" (500.7) with ``changes`` for that turn: "skip_untap" ("Skip the untap
    step of that turn", 500.11), "no_schemes" ("Schemes can't be set in motion that turn")."""

    changes: tuple = ()

    def run(self, ctx: Any) -> None:
        g, me = ctx.g, ctx.controller
        if g.players[me].left:
            return
        extra_turn(g, me, tuple(self.changes), ctx.source)
        g.note("log.extra_turn", "500.7", args={"player": _name(g, me)})


@node
class LandsMakeMoreManaUntilYourNextTurn(Node):
    """A Display of My Dark Power: "until your next turn, whenever a player taps a land for mana, that player adds
    one mana of any type that land produced" (a triggered mana ability, 605.1b: one more of the type it made)."""

    def run(self, ctx: Any) -> None:
        g, me = ctx.g, ctx.controller
        add_rule(g, LAND_MANA, me, ctx.source, f"next_turn:{me}")
        g.note("sch.log.dark_power", "605.1b", args={"player": _name(g, me)})


@node
class SpellsYouCastCostLessThisTurn(Node):
    """"<Type> spells you cast this turn cost {N} less to cast" (601.2f, 611.2a); ``types``: "Artifact, instant, and
    sorcery spells ..." (a spell of any of them, reduced once; ``type`` then names them for the log)."""

    type: str
    amount: int = 2
    types: tuple[str, ...] = ()

    def run(self, ctx: Any) -> None:
        g, me = ctx.g, ctx.controller
        add_rule(g, COST_CHANGE_RULE, me, ctx.source, "eot", me, -self.amount, self.types or self.type)
        g.note("sch.log.cost_less", "601.2f", args={"player": _name(g, me), "type": self.type, "n": self.amount})


# ----------------------------------------------------------------------------- combat
@node
class YourCreaturesDiedThisTurn(Amount):
    """How many creatures died under your control this turn (700.4; read back through the events to the turn's
    start)."""

    def of(self, g, me, ctx) -> int:
        n = 0
        for x in reversed(g.events):
            if x.kind == ev.TURN:
                break
            if x.kind == ev.ZONE_CHANGE and x.from_zone == BATTLEFIELD and x.to_zone == "graveyard" \
                    and x.data is not None and "Creature" in x.data.chars.types and x.data.controller == me:
                n += 1
        return n


@node
class CombatDamageToYou(EventTest):
    """"When combat damage is dealt to you": once per combat damage step, on the first combat damage dealt to the
    scheme's owner in it (510.2: combat damage is dealt simultaneously)."""

    def __call__(self, g, e, src) -> bool:
        me = _scheme_owner(g, src)
        if not e.combat or e.target_player != me or e.obj is not None or e.amount <= 0:
            return False
        for x in reversed(g.events):
            if x is e:
                continue
            if x.kind == ev.STEP:
                return True
            if x.kind == ev.DAMAGE and x.combat and x.target_player == me and x.obj is None and x.amount > 0:
                return False
        return True


@node
class TheyMayTapPowerToAbandon(Node):
    """Bow to My Command: "at the beginning of your opponents' end step, they may tap any number of untapped
    creatures they control with total power <n> or greater. If they do, abandon this scheme" — the team taking the
    turn decides (805.4: its active player answers), then picks creatures until their total power is enough."""

    power: int = 8

    def run(self, ctx: Any) -> None:
        from ...engine.schemes import abandon
        g = ctx.g
        they = [p for p in ctx.turn.side if g.is_opponent(ctx.controller, p) and not g.players[p].left]
        if not they:
            return
        theirs = [o for o in g.battlefield if g.controller(o) in they and "Creature" in g.chars(o).types
                  and not g.objects[o].tapped]
        if sum(max(0, g.chars(o).power or 0) for o in theirs) < self.power:
            return
        who = ctx.turn.active if ctx.turn.active in they else they[0]
        if not ctx.ask(who, "may", "sch.prompt.may_tap_to_abandon", [opt("yes", "opt.yes", True),
                                                                     opt("no", "opt.no", False)], "701.26",
                       args={"n": self.power, "scheme": g.name(ctx.source)}).value:
            return
        picks: list[int] = []
        total = 0
        while True:
            left = [o for o in theirs if o not in picks]
            opts = [opt("permanent", "text", o, text=f"{g.name(o)} ({g.chars(o).power})") for o in left]
            if total >= self.power:
                opts.append(opt("done", "opt.done", None))
            if not left:
                break
            a = ctx.ask(who, "tap", "sch.prompt.tap_power", opts, "701.26",
                        args={"total": total, "n": self.power})
            if a.value is None:
                break
            picks.append(a.value)
            total += max(0, g.chars(a.value).power or 0)
        for o in picks:
            zones.tap(g, o, rule="701.26")
        abandon(g, ctx.source)


@node
class AbandonUnlessDiscardOrPayLife(Node):
    """Fear My Authority: "abandon this scheme unless you discard a card or pay <n> life" (you choose; paying life
    needs that much life, 119.4)."""

    life: int = 3

    def run(self, ctx: Any) -> None:
        from ...engine.damage import lose_life
        from ...engine.schemes import abandon
        g, me = ctx.g, ctx.controller
        pl = g.players[me]
        opts = [opt("discard", "sch.opt.discard_card", c, card=g.name(c)) for c in pl.hand]
        if pl.life >= self.life:
            opts.append(opt("life", "sch.opt.pay_life", None, n=self.life))
        opts.append(opt("abandon", "sch.opt.abandon", None, scheme=g.name(ctx.source)))
        a = ctx.ask(me, "choose", "sch.prompt.keep_scheme", opts, "701.26",
                    args={"scheme": g.name(ctx.source), "n": self.life})
        if a.kind == "discard":
            zones.discard(g, me, a.value, rule="701.8a")
        elif a.kind == "life":
            lose_life(g, me, self.life, rule="119.4")
        else:
            abandon(g, ctx.source)


# ----------------------------------------------------------------------------- your commander (903.3)
@node
class IsYourCommander(Filter):
    """Your commander (903.3): an object that carries the commander designation of its owner, you."""

    def test(self, g, oid, ch, me) -> bool:
        if g is None or oid is None:
            return False
        o = g.objects.get(oid)
        return o is not None and bool(o.note) and "commander" in o.note and o.note["commander"][0] == me


@node
class YourCommanderAttacks(EventTest):
    """"Whenever your commander attacks" (508.1m)."""

    def __call__(self, g, e, src) -> bool:
        me = _scheme_owner(g, src)
        o = g.objects.get(e.obj) if e.obj is not None else None
        return o is not None and bool(o.note) and o.note.get("commander", (None,))[0] == me


@node
class YourCommanderLeaves(EventTest):
    """"When your commander leaves the battlefield" (603.6c): the card that moves keeps its commander designation
    (903.3), even if it goes to the command zone (903.9a)."""

    def __call__(self, g, e, src) -> bool:
        if e.from_zone != BATTLEFIELD or e.new_obj is None:
            return False
        n = g.objects.get(e.new_obj)
        return n is not None and bool(n.note) and "commander" in n.note and \
            n.note["commander"][0] == _scheme_owner(g, src)


@node
class CountersOnEventObject(Node):
    """"put N <kind> counters on it": on the object of the triggering event, if it's still on the battlefield."""

    kind: str
    amount: int

    def run(self, ctx: Any) -> None:
        e = ctx.event
        oid = e.obj if e is not None else None
        if oid is not None and oid in ctx.g.battlefield:
            zones.add_counters(ctx.g, oid, self.kind, self.amount)


def _choose_commander(ctx: Any) -> int | None:
    g, me = ctx.g, ctx.controller
    mine = your_commanders(g, me)
    if len(mine) <= 1:
        return mine[0] if mine else None
    return ctx.ask(me, "choose", "sch.prompt.choose_commander", _card_opts(g, mine), "903.3",
                   args={"player": _name(g, me)}).value


@node
class TokenCopyOfYourCommander(Node):
    """I Am Never Alone: "create a token that's a copy of your commander, except it's not legendary" (707.2,
    707.9b; the copy isn't a commander, 903.3). A commander anywhere has copiable values: its card's."""

    def run(self, ctx: Any) -> None:
        g = ctx.g
        c = _choose_commander(ctx)
        if c is None:
            return
        src = g.objects[c]
        if src.zone == BATTLEFIELD and src.face_down:
            return
        from ...engine.token_copies import copy_faces
        shown, whole = copy_faces(src)                  # 707.8, 707.8a: a transforming commander: both faces
        if whole is not None:
            whole = _not_legendary(whole)
            shown = whole.faces[0]
        else:
            shown = _not_legendary(shown)
        zones.create_token(g, ctx.controller, shown, rule="707.9b", whole=whole)


def _not_legendary(card: Any) -> Any:
    """707.9b: the card's copiable values, each face "except it's not legendary"."""
    faces = tuple(_not_legendary(f) for f in card.faces)
    return dataclasses.replace(card, supertypes=card.supertypes - {"Legendary"},
                               type_line=card.type_line.replace("Legendary ", ""), faces=faces)


@node
class DamageEqualToCommanderManaValue(Node):
    """You Will Know True Suffering: "it deals damage equal to your commander's mana value to each noncommander
    creature your opponents control" (202.3; the scheme is the source, 314.7)."""

    def run(self, ctx: Any) -> None:
        from ...engine.damage import deal_damage
        g, me = ctx.g, ctx.controller
        c = _choose_commander(ctx)
        if c is None:
            return
        n = mana_value(g.objects[c])                             # 712.8e: a transformed commander: its front face's
        hit = [o for o in ctx.scope.creatures() if g.is_opponent(me, g.controller(o))
               and not ("commander" in g.objects[o].note)]
        for o in hit:
            deal_damage(g, ctx.source, ("obj", o), n, rule="120.3")


# ----------------------------------------------------------------------------- casting without paying (608.2g)
@node
class MayCastFreeFromHandThenAbandon(Node):
    """I Am Duskmourn: "you may cast a spell from your hand without paying its mana cost. If you do, abandon this
    scheme" (608.2g, 701.26)."""

    def run(self, ctx: Any) -> None:
        from ...engine.free_cast import can_cast_free, cast_free
        from ...engine.schemes import abandon
        g, me = ctx.g, ctx.controller
        if "cast" not in ctx.vars:
            fits = [c for c in g.players[me].hand if can_cast_free(g, me, c)]
            if not fits:
                return
            a = ctx.ask(me, "cast_free", "sch.prompt.cast_free", _card_opts(g, fits) + [_NO], "608.2g",
                        args={"player": _name(g, me)})
            if a.value is None:
                return
            _settle(ctx, "cast", cast_free(g, ctx.turn, ctx.proc, me, a.value) is not None)
        if ctx.vars["cast"]:
            abandon(g, ctx.source)


@node
class CastUpToFreeFromHand(Node):
    """"you may cast up to N spells from your hand without paying their mana costs" (608.2g: one at a time, each
    becoming the topmost object on the stack)."""

    amount: int = 3

    def run(self, ctx: Any) -> None:
        from ...engine.free_cast import can_cast_free, cast_free
        g, me = ctx.g, ctx.controller
        while ctx.vars.get("cast_n", 0) < self.amount and not ctx.vars.get("cast_done"):
            fits = [c for c in g.players[me].hand if can_cast_free(g, me, c)]
            if not fits:
                return
            a = ctx.ask(me, "cast_free", "sch.prompt.cast_free_n", _card_opts(g, fits) + [_NO], "608.2g",
                        args={"player": _name(g, me), "n": self.amount - ctx.vars.get("cast_n", 0)})
            if a.value is None:
                _settle(ctx, "cast_done", True)
                return
            cast_free(g, ctx.turn, ctx.proc, me, a.value)
            _settle(ctx, "cast_n", ctx.vars.get("cast_n", 0) + 1)


@node
class ExileUntilNonlandMayCastFree(Node):
    """No Secret Is Hidden from Me: "exile cards from the top of your library until you exile a nonland card. You
    may cast that card without paying its mana cost. Then if <condition>, repeat this process once" (608.2g)."""

    repeat_if: Any = None

    def run(self, ctx: Any) -> None:
        from ...engine.free_cast import can_cast_free, cast_free
        g, me = ctx.g, ctx.controller
        rounds = ctx.vars.get("rounds", 1)
        while ctx.vars.get("round", 0) < rounds:
            r = ctx.vars.get("round", 0)
            if f"ex{r}" not in ctx.vars:
                found = None
                lib = g.players[me].library
                while lib:
                    c = lib[0]
                    nid = zones.move(g, c, EXILE, rule="406.3", key="sch.log.exiles", args={"card": g.name(c)})
                    if nid is not None and "Land" not in g.objects[nid].card.types:
                        found = nid
                        break
                _settle(ctx, f"ex{r}", found)
            found = ctx.vars[f"ex{r}"]
            if found is not None and f"cast{r}" not in ctx.vars and found in g.objects \
                    and g.objects[found].zone == EXILE and can_cast_free(g, me, found):
                a = ctx.ask(me, "cast_free", "sch.prompt.cast_this_free", [opt("cast", "opt.cast", found,
                                                                                 card=g.name(found)), _NO],
                            "608.2g", args={"card": g.name(found)})
                if a.value is not None:
                    cast_free(g, ctx.turn, ctx.proc, me, found)
                _settle(ctx, f"cast{r}", True)
            if r == 0 and rounds == 1 and self.repeat_if is not None and self.repeat_if(ctx):
                ctx.vars["rounds"] = rounds = 2
            _settle(ctx, "round", r + 1)


@node
class EachOpponentExilesTopYouMayCast(Node):
    """When Will You Learn?: "each opponent exiles the top card of their library. You may cast any number of spells
    from among cards exiled this way without paying their mana costs" (608.2g: one at a time)."""

    def run(self, ctx: Any) -> None:
        from ...engine.free_cast import can_cast_free, cast_free
        g, me = ctx.g, ctx.controller
        if "exiled" not in ctx.vars:
            out = []
            for q in ctx.scope.opponents():
                lib = g.players[q].library
                if lib:
                    c = lib[0]
                    nid = zones.move(g, c, EXILE, rule="406.3", key="sch.log.exiles", args={"card": g.name(c)})
                    if nid is not None:
                        out.append(nid)
            _settle(ctx, "exiled", tuple(out))
        while not ctx.vars.get("done"):
            fits = [c for c in ctx.vars["exiled"] if c in g.objects and g.objects[c].zone == EXILE
                    and can_cast_free(g, me, c)]
            if not fits:
                return
            a = ctx.ask(me, "cast_free", "sch.prompt.cast_free_exiled", _card_opts(g, fits) + [_NO], "608.2g",
                        args={"player": _name(g, me)})
            if a.value is None:
                _settle(ctx, "done", True)
                return
            cast_free(g, ctx.turn, ctx.proc, me, a.value)
            _settle(ctx, "n", ctx.vars.get("n", 0) + 1)


@node
class OpponentsRevealHandsYouMayCastOne(Node):
    """My Wish Is Your Command: "each opponent reveals their hand. You may choose a <where> card revealed this way
    and cast it without paying its mana cost" (701.16a, 608.2g)."""

    where: Any

    def run(self, ctx: Any) -> None:
        from ...engine.free_cast import can_cast_free, cast_free
        from ...i18n import Msg
        g, me = ctx.g, ctx.controller
        if "revealed" not in ctx.vars:
            seen: list[int] = []
            for q in ctx.scope.opponents():
                hand = list(g.players[q].hand)
                g.note("log.reveals", "701.16a", args={"player": _name(g, q),
                                                        "cards": [g.name(c) for c in hand] or Msg("word.empty")})
                seen += hand
            _settle(ctx, "revealed", tuple(seen))
        fits = [c for c in ctx.vars["revealed"] if c in g.objects and g.objects[c].zone == HAND
                and self.where(g.objects[c].card) and can_cast_free(g, me, c)]
        if not fits or ctx.vars.get("done"):
            return
        a = ctx.ask(me, "cast_free", "sch.prompt.cast_free_revealed", _card_opts(g, fits) + [_NO], "608.2g",
                    args={"player": _name(g, me)})
        if a.value is not None:
            cast_free(g, ctx.turn, ctx.proc, me, a.value)
        _settle(ctx, "done", True)


# ----------------------------------------------------------------------------- other instructions
@node
class ExileTargets(Node):
    """"exile target <permanent>" for every target still legal (608.2b)."""

    def run(self, ctx: Any) -> None:
        g = ctx.g
        for i in range(len(ctx.item.targets)):
            oid = ctx.target_obj(i)
            if oid is not None and oid in g.battlefield:
                zones.move(g, oid, EXILE, rule="406.3", key="sch.log.exiles", args={"card": g.name(oid)})


_PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})


@node
class EachPlayerRevealsUntilPermanent(Node):
    """Chaos Is My Plaything: "each player reveals cards from the top of their library until they reveal a
    permanent card, puts it onto the battlefield, and puts the rest on the bottom of their library in a random
    order" (701.16a, 110.4c; players in APNAP order, 101.4)."""

    def run(self, ctx: Any) -> None:
        from ...engine.triggers import apnap
        g = ctx.g
        for q in apnap(g, ctx.turn):
            if q not in ctx.scope.players():
                continue
            lib = g.players[q].library
            revealed: list[int] = []
            hit = None
            for c in lib:
                revealed.append(c)
                if g.objects[c].card.types & _PERMANENT_TYPES:
                    hit = c
                    break
            if not revealed:
                continue
            g.note("log.reveals", "701.16a", args={"player": _name(g, q), "cards": [g.name(c) for c in revealed]})
            rest = [c for c in revealed if c != hit]
            if hit is not None:
                zones.put_onto_battlefield(g, hit, controller=q, rule="701.16a")
            g.rng.shuffle(rest)                    # 401.4: in a random order
            for c in rest:
                if c in lib:
                    lib.remove(c)
                    lib.append(c)
            if rest:
                g.note("log.puts_on_bottom", "401.4", args={"player": _name(g, q), "n": len(rest)})


@node
class TargetsOntoBattlefieldAttackOwner(Node):
    """The Dead Shall Serve: "put <the target creature cards> onto the battlefield under your control. Each of those
    creatures attacks its owner each combat if able" (508.1d)."""

    def run(self, ctx: Any) -> None:
        g, me = ctx.g, ctx.controller
        for i in range(len(ctx.item.targets)):
            oid = ctx.target_obj(i)
            if oid is None or g.objects[oid].zone != "graveyard":
                continue
            owner = g.objects[oid].owner
            nid = zones.put_onto_battlefield(g, oid, controller=me, rule="608.2c")
            if nid is not None:
                g.objects[nid].note["must_attack"] = owner
                g.note("log.zombie_must_attack", "508.1d", args={"player": _name(g, owner)})


@node
class TargetsDiscardHandsOpponentsRedraw(Node):
    """Your Plans Mean Nothing: "any number of target players each discard their hands. Each opponent draws cards
    equal to the number of cards that player discarded minus one. Then if you discarded a card this way, draw
    seven cards" (701.8a; opponents who discarded nothing draw nothing)."""

    def run(self, ctx: Any) -> None:
        g, me = ctx.g, ctx.controller
        n: dict[int, int] = {}
        for i in range(len(ctx.item.targets)):
            q = ctx.target_player(i)
            if q is None or q in n:
                continue
            hand = list(g.players[q].hand)
            for c in hand:
                zones.discard(g, q, c, rule="701.8a")
            n[q] = len(hand)
        for q in ctx.scope.opponents():
            if n.get(q, 0) > 1:
                zones.draw(g, q, n[q] - 1)
        if n.get(me, 0) > 0:
            zones.draw(g, me, 7)


@node
class CreateTokensAtLeast(Node):
    """"create a number of <token>s equal to <amount>. If <amount> is fewer than <minimum>, create <minimum>
    instead" (My Wealth Will Bury You)."""

    token: Any
    amount: Any
    minimum: int = 4

    def run(self, ctx: Any) -> None:
        n = self.amount(ctx) if callable(self.amount) else self.amount
        for _ in range(max(n, self.minimum)):
            zones.create_token(ctx.g, ctx.controller, self.token)


@node
class OpponentsCreaturesBaseOneOneLoseAbilities(Node):
    """"Until your next turn, creatures your opponents control have base power and toughness 1/1 and lose all
    abilities": the creatures are locked in as it resolves (611.2c); layer 6 (abilities, 613.1f) and layer 7b
    (base power and toughness, 613.4b) until your next turn begins (611.2a)."""

    def run(self, ctx: Any) -> None:
        from ...engine.objects import ContinuousEffect
        g, me = ctx.g, ctx.controller
        objs = tuple(o for o in ctx.scope.creatures() if g.is_opponent(me, g.controller(o)))
        if not objs:
            return
        until = f"next_turn:{me}"
        g.effects.append(ContinuousEffect("6", g.new_timestamp(), ctx.source, me, objs, LoseAllAbilities(), until))
        g.effects.append(ContinuousEffect("7b", g.new_timestamp(), ctx.source, me, objs, BasePT(1, 1), until))
        g.emit(ev.Event(ev.INFO, "613.4b", "sch.log.one_one", player=me, args={"n": len(objs)}))


@node
class LoseAllAbilities(Node):
    """A continuous effect's layer-6 change: the object loses all abilities (613.1f)."""

    def __call__(self, g, ch, oid) -> None:
        ch.keywords = frozenset()
        ch.abilities_removed = True


@node
class BasePT(Node):
    """A continuous effect's layer-7b change: base power and toughness N/M (613.4b)."""

    power: int
    toughness: int

    def __call__(self, g, ch, oid) -> None:
        if ch.power is not None or "Creature" in ch.types:
            ch.power, ch.toughness = self.power, self.toughness


@node
class CopyYourInstantsSorceriesThisTurn(Node):
    """"Until end of turn, whenever you cast an instant or sorcery spell, copy it. You may choose new targets for
    the copy" (a delayed triggered ability for the rest of this turn, 603.7c)."""

    effects: tuple = ()

    def run(self, ctx: Any) -> None:
        from ...engine.objects import DelayedTrigger
        g = ctx.g
        if ctx.turn is None:
            return
        g.delayed.append(DelayedTrigger(ctx.controller, ctx.source, ev.CAST,
                                        YouCastInstantOrSorceryInTurn(ctx.controller, ctx.turn.id),
                                        tuple(self.effects), "Whenever you cast an instant or sorcery spell this "
                                        "turn, copy it. You may choose new targets for the copy.", {}, once=False))


@node
class YouCastInstantOrSorceryInTurn(Node):
    """A delayed trigger's test: ``player`` casts an instant or sorcery spell during Turn ``turn`` (601.2i)."""

    player: int
    turn: int

    def __call__(self, g, e, d) -> bool:
        if e.player != self.player or not any(t.id == self.turn for t in g.turns):
            return False
        card = e.data.source_card if e.data is not None else None
        return card is not None and bool(card.types & {"Instant", "Sorcery"})


@node
class RevealTopToHandReflexiveDamage(Node):
    """A Premonition of Your Demise: "reveal the top N cards of your library and put them into your hand. When you
    reveal one or more nonland cards this way, this scheme deals damage equal to their total mana value to any
    target" — a reflexive triggered ability (603.12), its target chosen as it is put on the stack."""

    count: int = 2
    target: Any = None

    def run(self, ctx: Any) -> None:
        from ...engine.monarch import InherentAbility
        from ...engine.objects import PendingTrigger
        from ..dsl.effects_damage_life import Damage
        g, me = ctx.g, ctx.controller
        top = list(g.players[me].library[:self.count])
        if not top:
            return
        g.note("log.reveals", "701.16a", args={"player": _name(g, me), "cards": [g.name(c) for c in top]})
        total = sum(g.objects[c].card.mana_cost.mana_value for c in top if "Land" not in g.objects[c].card.types)
        nonland = any("Land" not in g.objects[c].card.types for c in top)
        for c in top:
            zones.move(g, c, HAND, rule="701.16a", quiet=True)
        if nonland:
            text = f"When you reveal one or more nonland cards this way, this scheme deals {total} damage to any target."
            ab = InherentAbility((Damage(total),), text, (self.target,))
            g.triggered.append(PendingTrigger(me, ctx.source, ab, None, g.name(ctx.source), None,
                                              ctx.turn.id if ctx.turn is not None else None))


@node
class TurnPlayerBelowHalfStartingLife(Condition):
    """"if that player has less than half their starting life total" — a player taking the turn whose end step it
    is (805.4: any member of the team) with life below half their starting life (103.4, 119.1)."""

    def holds(self, g, src, me, e, ctx) -> bool:
        if e is None:
            t = ctx.turn if ctx is not None else None
            side = t.side if t is not None else ()
        else:
            side = next((t.side for t in g.turns if t.id == e.turn), (e.player,))
        return any(q is not None and not g.players[q].left and g.is_opponent(me, q)
                   and 2 * g.players[q].life < g.players[q].starting_life for q in side)


__all__ = ["ChooseOpponentForThis", "ChosenPlayerAttacked", "ChosenPlayerTargeted",
           "OnlyYouAndChosenActUntilYourNextTurn", "CantUntilYourNextTurn", "SetMoreSchemesNextTime",
           "AdditionalCombatAndMainAfterThisMain", "ExtraTurnWith", "LandsMakeMoreManaUntilYourNextTurn",
           "SpellsYouCastCostLessThisTurn", "YourCreaturesDiedThisTurn",
           "CombatDamageToYou", "TheyMayTapPowerToAbandon", "AbandonUnlessDiscardOrPayLife", "IsYourCommander",
           "YourCommanderAttacks", "YourCommanderLeaves", "CountersOnEventObject", "TokenCopyOfYourCommander",
           "DamageEqualToCommanderManaValue", "MayCastFreeFromHandThenAbandon", "CastUpToFreeFromHand",
           "ExileUntilNonlandMayCastFree", "EachOpponentExilesTopYouMayCast", "OpponentsRevealHandsYouMayCastOne",
           "ExileTargets", "EachPlayerRevealsUntilPermanent", "TargetsOntoBattlefieldAttackOwner",
           "TargetsDiscardHandsOpponentsRedraw", "CreateTokensAtLeast", "OpponentsCreaturesBaseOneOneLoseAbilities",
           "LoseAllAbilities", "BasePT", "CopyYourInstantsSorceriesThisTurn", "YouCastInstantOrSorceryInTurn",
           "RevealTopToHandReflexiveDamage", "TurnPlayerBelowHalfStartingLife", "your_commanders"]
