"""The card DSL: a card is its Oracle facts (loaded by name) plus a few declarative lines of behaviour.

    card("Shock", targets=[ANY], effects=[Damage(2)])
    card("Giant Growth", targets=[CREATURE], effects=[Pump(3, 3)])
    card("Control Magic", enchant=CREATURE, static=[ControlEnchanted()])

Effects are small frozen objects with ``run(ctx)``; every look at the game goes through
``ctx.scope`` (range of influence, players who left), so cards need nothing per-variant.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from ..engine import events as ev
from ..engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LANDWALK, LIBRARY, Step
from ..engine.damage import add_shield, deal_damage, gain_life, lose_life, set_life
from ..engine.decisions import opt
from ..i18n import Msg, has_key
from ..engine.definitions import (ActivatedAbility, CardDef, Cost, Mode, SpellAbility, StaticAbility, TargetSpec,
                                  TriggeredAbility)
from ..engine.mana import ManaCost
from ..engine.objects import ContinuousEffect, DelayedTrigger, Shield
from ..engine.resolution import Ctx
from ..engine import zones

DATA = Path(__file__).parent / "data" / "oracle.json"

# Fixed messages and options (labels are i18n keys, see manamelee.i18n).
_EMPTY = Msg("word.empty")
_SCRY_TOP, _SCRY_BOTTOM = opt("top", "opt.top"), opt("bottom", "opt.bottom")
_SELF, _OTHERS = opt("self", "opt.self", "self"), opt("others", "opt.others", "others")
_CHOICE = {"self": Msg("choice.self"), "others": Msg("choice.others")}


def _type_msg(card_type: str) -> "Msg | str":
    """A card type ("Creature") as a message in the reader's language when the catalogue has it."""
    key = "type." + card_type.lower()
    return Msg(key) if has_key(key) else card_type.lower()


def _text_msg(label: str) -> "Msg | str":
    """A label written by card code (``what=``, a ``May`` prompt) as a message when it is a catalogue key."""
    return Msg(label) if has_key(label) else label

ENGINE_KEYWORDS = {"Flying", "Reach", "First strike", "Double strike", "Trample", "Deathtouch", "Lifelink",
                   "Vigilance", "Haste", "Menace", "Defender", "Hexproof", "Shroud", "Indestructible", "Flash",
                   *LANDWALK}


@lru_cache(maxsize=1)
def oracle() -> dict[str, dict]:
    """The Oracle facts shipped with the package (a subset of the shared file; see tools/extract_oracle.py)."""
    return json.loads(DATA.read_text(encoding="utf-8"))


def _int(v: Any) -> int | None:
    if v is None:
        return None
    try:
        return int(v)
    except ValueError:
        return 0   # "*" power/toughness: defined by a characteristic-defining ability (604.3)


def facts(name: str) -> dict:
    try:
        return oracle()[name]
    except KeyError:
        raise KeyError(f"no Oracle facts for {name!r}; run tools/extract_oracle.py") from None


def keywords_of(f: dict) -> frozenset[str]:
    kws = {k for k in (f.get("keywords") or []) if k in ENGINE_KEYWORDS}
    text = f.get("text") or ""
    for m in re.finditer(r"[Pp]rotection from (white|blue|black|red|green|everything)", text):
        kws.add(f"Protection from {m.group(1)}")
    return frozenset(kws)


# ----------------------------------------------------------------------------- targets
ANY = TargetSpec("any", "any target")
CREATURE = TargetSpec("creature", "target creature")
PLAYER = TargetSpec("player", "target player")
OPPONENT = TargetSpec("opponent", "target opponent")
PLAYER_OR_PW = TargetSpec("player_or_planeswalker", "target player or planeswalker")
CREATURE_PLAYER_OR_PW = TargetSpec("any", "target creature, planeswalker, or player")
SPELL = TargetSpec("spell", "target spell")


def permanent(label: str, where: Callable[..., bool]) -> TargetSpec:
    return TargetSpec("permanent", label, where)


def of_type(*types: str) -> Callable[..., bool]:
    return lambda g, oid, me: bool(g.chars(oid).types & set(types))


ARTIFACT_OR_ENCHANTMENT = permanent("target artifact or enchantment", of_type("Artifact", "Enchantment"))


# ----------------------------------------------------------------------------- selectors
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
        from ..engine.sides import apnap_players
        ps = set(ctx.scope.opponents() if self.opponents else ctx.scope.players())
        if self.others:
            ps.discard(ctx.controller)
        return [("player", p) for p in apnap_players(ctx.g, ctx.turn) if p in ps]


@dataclass(frozen=True, slots=True)
class EachCreature(Sel):
    """Each creature in range (801.10), optionally filtered."""

    where: Callable[..., bool] | None = None

    def refs(self, ctx: Ctx) -> list[tuple]:
        return [("obj", o) for o in ctx.scope.creatures() if self.where is None or self.where(ctx, o)]


@dataclass(frozen=True, slots=True)
class EachPermanent(Sel):
    """Each permanent in range (801.10) for which ``where(ctx, obj_id)`` holds (all of them without it)."""

    where: Callable[..., bool] | None = None

    def refs(self, ctx: Ctx) -> list[tuple]:
        return [("obj", o) for o in ctx.scope.permanents() if self.where is None or self.where(ctx, o)]


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


def amount_of(n: int | Callable[[Ctx], int], ctx: Ctx) -> int:
    return n(ctx) if callable(n) else n


X = lambda ctx: ctx.x  # noqa: E731  (the value of X, 107.3)


# ----------------------------------------------------------------------------- effects
@dataclass(frozen=True, slots=True)
class Damage:
    """"deals N damage to ..." (120)."""

    amount: Any
    to: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        n = amount_of(self.amount, ctx)
        for ref in self.to.refs(ctx):
            deal_damage(ctx.g, ctx.source, ref, n, rule="120.3")


@dataclass(frozen=True, slots=True)
class GainLife:
    amount: Any
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            gain_life(ctx.g, p, amount_of(self.amount, ctx))


@dataclass(frozen=True, slots=True)
class LoseLife:
    amount: Any
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            lose_life(ctx.g, p, amount_of(self.amount, ctx))


@dataclass(frozen=True, slots=True)
class Drain:
    """"<each opponent> loses N life. You gain life equal to the life lost this way." (119.3): the gain is the
    life actually lost (0 for a player who can't lose life, 119.8), gained once after all the losses."""

    amount: Any
    who: Sel = EACH_OPPONENT

    def run(self, ctx: Ctx) -> None:
        n = amount_of(self.amount, ctx)
        lost = sum(lose_life(ctx.g, p, n) for p in self.who.players(ctx))
        gain_life(ctx.g, ctx.controller, lost)


@dataclass(frozen=True, slots=True)
class Draw:
    amount: Any = 1
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            zones.draw(ctx.g, p, amount_of(self.amount, ctx))


@dataclass(frozen=True, slots=True)
class Mill:
    amount: Any = 1
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            zones.mill(ctx.g, p, amount_of(self.amount, ctx))


@dataclass(frozen=True, slots=True)
class DiscardAtRandom:
    """701.8b: discard a card at random."""

    who: Sel = TARGET
    amount: Any = 1

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        for p in self.who.players(ctx):
            for _ in range(amount_of(self.amount, ctx)):
                hand = g.players[p].hand
                if hand:
                    zones.discard(g, p, hand[g.rng.randrange(len(hand))], rule="701.8b")


@dataclass(frozen=True, slots=True)
class Discard:
    """The player discards N cards of their choice (701.8)."""

    amount: Any = 1
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        n = amount_of(self.amount, ctx)
        plan = []
        for p in self.who.players(ctx):
            hand = g.players[p].hand
            chosen: list[int] = list(hand) if len(hand) <= n else []    # N or fewer cards: no choice
            while len(chosen) < min(n, len(hand)):
                left = [c for c in hand if c not in chosen]
                chosen.append(ctx.ask(p, "discard", "prompt.discard",
                                      [opt("card", "text", c, text=g.name(c)) for c in left], "701.8").value)
            plan.append((p, chosen))
        for p, chosen in plan:
            for c in chosen:
                zones.discard(g, p, c)
        _record_discards(ctx, {p: len(chosen) for p, chosen in plan})


def _record_discards(ctx: Ctx, counts: dict[int, int]) -> None:
    """Remember how many cards each player discarded, for a later "for each card discarded this way"
    (``ctx.vars["discarded"]``: seat -> number)."""
    ctx.vars["discarded"] = counts


def discarded_total(ctx: Ctx) -> int:
    """The number of cards discarded "this way" by the spell's last discard instruction."""
    return sum(ctx.vars.get("discarded", {}).values())


def discarded_most(ctx: Ctx) -> int:
    """"the greatest number of cards a player discarded this way" (Windfall)."""
    return max(ctx.vars.get("discarded", {}).values(), default=0)


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """"<each player> discards their hand" (701.8): no choice to make; records the counts (see Discard)."""

    who: Sel = EACH_PLAYER

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        counts = {}
        for p in self.who.players(ctx):
            hand = list(g.players[p].hand)
            counts[p] = len(hand)
            for c in hand:
                zones.discard(g, p, c)
        _record_discards(ctx, counts)


@dataclass(frozen=True, slots=True)
class RevealChooseDiscard:
    """"Target player reveals their hand. You choose a <kind> card from it. That player discards that card."
    (Duress, Thoughtseize; 701.8, 701.16a): the controller sees the hand as the options and picks one card
    matching ``where(card_def)``; with none matching, the hand is revealed and nothing is discarded."""

    where: Callable[[CardDef], bool] | None = None
    what: str = "pool.what.a_card"          # a catalogue key (or literal text)
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        plan = []
        for p in self.who.players(ctx):
            fits = [c for c in g.players[p].hand if self.where is None or self.where(g.objects[c].card)]
            pick = None
            if fits:
                shown = ", ".join(g.name(c) for c in g.players[p].hand)
                pick = ctx.ask(ctx.controller, "discard", "prompt.discard_from_revealed",
                               [opt("card", "text", c, text=g.name(c)) for c in fits], "701.8",
                               args={"player": g.players[p].name, "cards": shown, "what": _text_msg(self.what)}).value
            plan.append((p, pick))
        for p, c in plan:
            hand = g.players[p].hand
            g.note("log.reveals_hand", "701.16a",
                   args={"player": g.players[p].name, "cards": [g.name(c) for c in hand] or _EMPTY})
            if c is not None:
                zones.discard(g, p, c)
        _record_discards(ctx, {p: int(c is not None) for p, c in plan})


@dataclass(frozen=True, slots=True)
class Destroy:
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.destroy(ctx.g, oid, source=ctx.source)


@dataclass(frozen=True, slots=True)
class DestroyAll(Destroy):
    """"Destroy all creatures" — in range (801.10); "can't be regenerated" is moot without regeneration.
    ``Destroy`` with every creature as the default."""

    who: Sel = EACH_CREATURE


@dataclass(frozen=True, slots=True)
class Exile:
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
class CounterTargetSpell:
    """"Counter target spell." (701.5a): it leaves its stack and goes to its owner's graveyard."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        from ..engine.resolution import counter
        for oid in self.who.objects(ctx):
            for t in ctx.g.turns:
                for item in list(t.stack):
                    if item.kind == "spell" and item.source == oid:
                        counter(ctx.g, item, rule="701.5a")


def _run_steps(ctx: Ctx, key: str, effects: tuple) -> None:
    """Run ``effects`` one after another inside one instruction, like the resolver does (608.2c): each step's
    questions are answered before it changes the game, and a finished step is not run again when a later
    step asks (progress is kept in ``ctx.vars[key]``)."""
    while ctx.vars.get(key, 0) < len(effects):
        effects[ctx.vars.get(key, 0)].run(ctx)
        ctx.vars[key] = ctx.vars.get(key, 0) + 1
        ctx.proc.answers.clear()
        ctx.proc.cursor = 0


@dataclass(frozen=True, slots=True)
class UnlessPays:
    """"<effects> unless <player> pays <cost>" (Mana Leak, Rhystic Study; 118.12): as it resolves, the player
    chooses whether to pay (only if they can, activating mana abilities as they pay, 605.3a); if they don't,
    the effects happen. ``payer`` is one player (the first ``payer`` picks)."""

    cost: str
    effects: tuple = ()
    payer: Sel = ITS_CONTROLLER

    def run(self, ctx: Ctx) -> None:
        from ..engine.casting import _activate_mana, _pay, can_afford
        from ..engine.mana import pay_from_pool
        g = ctx.g
        key = f"unless{self.cost}"
        if key + ".paid" not in ctx.vars:
            ps = self.payer.players(ctx)
            cost = ManaCost.parse(self.cost)
            paid = False
            if ps and can_afford(g, ps[0], cost):
                p = ps[0]
                a = ctx.ask(p, "pay_or_not", "prompt.pay_or_not",
                            [opt("pay", "what.pay", True, cost=self.cost), opt("decline", "opt.dont_pay", False)],
                            "118.12", args={"card": g.name(ctx.source), "cost": self.cost})
                plan = _pay(g, ctx.proc, p, cost, Msg("what.pay", (("cost", self.cost),)), None) if a.value else None
                if plan is not None:
                    _activate_mana(g, p, plan)
                    if not pay_from_pool(cost, g.players[p].pool):
                        raise RuntimeError(f"payment plan did not cover {self.cost}")
                    g.note("log.pays", "118.12", args={"player": g.players[p].name, "cost": self.cost})
                    paid = True
            ctx.vars[key + ".paid"] = paid
            ctx.proc.answers.clear()
            ctx.proc.cursor = 0
        if not ctx.vars[key + ".paid"]:
            _run_steps(ctx, key + ".pc", tuple(self.effects))


@dataclass(frozen=True, slots=True)
class May:
    """"You may <effects>." on resolution (603.5 for triggered abilities, 608.2d): the controller chooses; if
    they do, the effects happen in order."""

    effects: tuple = ()
    prompt: str = ""

    def run(self, ctx: Ctx) -> None:
        key = f"may:{self.prompt}"
        if key + ".yes" not in ctx.vars:
            yes = ctx.yes_no(ctx.controller, "prompt.may" if self.prompt else "prompt.may_do_it", "608.2d",
                             args={"card": ctx.g.name(ctx.source), "text": _text_msg(self.prompt)})
            ctx.vars[key + ".yes"] = yes
            ctx.proc.answers.clear()
            ctx.proc.cursor = 0
        if ctx.vars[key + ".yes"]:
            _run_steps(ctx, key + ".pc", tuple(self.effects))


@dataclass(frozen=True, slots=True)
class SacrificeThis:
    """Sacrifice the selected permanents (default: this one — Ball Lightning "sacrifice this creature"),
    if they are still on the battlefield (701.17a)."""

    who: Sel = SELF

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.sacrifice(ctx.g, oid)


@dataclass(frozen=True, slots=True)
class TapIt:
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.tap(ctx.g, oid)


@dataclass(frozen=True, slots=True)
class UntapIt:
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.untap(ctx.g, oid)


@dataclass(frozen=True, slots=True)
class Counters:
    kind: str
    amount: Any = 1
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.add_counters(ctx.g, oid, self.kind, amount_of(self.amount, ctx))


def _pump(p: int, t: int):
    def apply(g, ch, oid):
        if ch.power is not None:
            ch.power += p
            ch.toughness = (ch.toughness or 0) + t
    return apply


def _grant(kw: str):
    def apply(g, ch, oid):
        ch.keywords = ch.keywords | {kw}
    return apply


@dataclass(frozen=True, slots=True)
class Pump:
    """"gets +N/+M until end of turn" (layer 7c, 611.2c locks in the affected objects)."""

    power: Any
    toughness: Any
    who: Sel = TARGET
    duration: str = "eot"

    def run(self, ctx: Ctx) -> None:
        objs = tuple(self.who.objects(ctx))
        if objs:
            g = ctx.g
            g.effects.append(ContinuousEffect("7c", g.new_timestamp(), ctx.source, ctx.controller, objs,
                                              _pump(amount_of(self.power, ctx), amount_of(self.toughness, ctx)),
                                              self.duration))
            g.note("log.pump_one" if len(objs) == 1 else "log.pump_many", "613.4c",
                   args={"cards": [g.name(o) for o in objs], "power": amount_of(self.power, ctx),
                         "toughness": amount_of(self.toughness, ctx)})


@dataclass(frozen=True, slots=True)
class Grant:
    """"gains <keyword> until end of turn" (layer 6)."""

    keyword: str
    who: Sel = TARGET
    duration: str = "eot"

    def run(self, ctx: Ctx) -> None:
        objs = tuple(self.who.objects(ctx))
        if objs:
            g = ctx.g
            g.effects.append(ContinuousEffect("6", g.new_timestamp(), ctx.source, ctx.controller, objs,
                                              _grant(self.keyword), self.duration))
            g.version += 1


@dataclass(frozen=True, slots=True)
class GainControl:
    """"gain control of target ..." (layer 2); 800.4a ends it if the new controller leaves. ``duration``
    "while_source" is "for as long as <this> remains on the battlefield" (611.2b: if it has already left,
    the effect does nothing)."""

    who: Sel = TARGET
    duration: str = "eot"

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        objs = tuple(self.who.objects(ctx))
        if objs and not g.players[ctx.controller].left:
            dur = f"while:{ctx.source}" if self.duration == "while_source" else self.duration
            if self.duration == "while_source" and ctx.source not in g.battlefield:
                return
            g.effects.append(ContinuousEffect("2", g.new_timestamp(), ctx.source, ctx.controller, objs, None,
                                              dur, control_to=ctx.controller))
            for o in objs:
                g.objects[o].since = g.timestamp       # 302.6: control changed
            g.emit(ev.Event(ev.CONTROL, "613.1b", "log.gains_control", player=ctx.controller,
                            args={"player": g.players[ctx.controller].name, "cards": [g.name(o) for o in objs]}))


@dataclass(frozen=True, slots=True)
class CreateToken:
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
class PreventAllCombatDamage:
    """Holy Day: "Prevent all combat damage that would be dealt this turn." (615)"""

    def run(self, ctx: Ctx) -> None:
        add_shield(ctx.g, Shield("prevent_combat", ctx.g.new_timestamp(), ctx.controller, ctx.source))
        ctx.g.note("log.fog", "615.1")


@dataclass(frozen=True, slots=True)
class PreventNext:
    """"Prevent the next N damage that would be dealt to <target> this turn." (615.7)"""

    amount: Any
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for ref in self.who.refs(ctx):
            add_shield(ctx.g, Shield("prevent_next", ctx.g.new_timestamp(), ctx.controller, ctx.source,
                                     amount_of(self.amount, ctx), ref))


@dataclass(frozen=True, slots=True)
class RedirectNext:
    """Captain's Maneuver: the next N damage to target 1 is dealt to target 2 instead (614.9)."""

    amount: Any
    frm: Sel = TARGET
    to: Sel = TARGET2

    def run(self, ctx: Ctx) -> None:
        a, b = self.frm.refs(ctx), self.to.refs(ctx)
        n = amount_of(self.amount, ctx)
        if a and b and n > 0:
            add_shield(ctx.g, Shield("redirect_next", ctx.g.new_timestamp(), ctx.controller, ctx.source, n,
                                     a[0], b[0]))


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """"Take an extra turn after this one." (500.7)"""

    def run(self, ctx: Ctx) -> None:
        ctx.g.extra_turns.append(ctx.controller)
        ctx.g.note("log.extra_turn", "500.7", args={"player": ctx.g.players[ctx.controller].name})


@dataclass(frozen=True, slots=True)
class WinGame:
    def run(self, ctx: Ctx) -> None:
        from ..engine.leaving import win_game
        win_game(ctx.g, ctx.controller)


@dataclass(frozen=True, slots=True)
class LoseGame:
    """104.3e: "you lose the game" (for each player ``who`` picks)."""

    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        from ..engine.leaving import lose_game
        for p in self.who.players(ctx):
            lose_game(ctx.g, p, "104.3e", Msg("why.effect_lose"))


def at_next_end_step(g: Any, controller: int, source: int, effects, text: str, data: dict | None = None) -> None:
    """603.7: create a delayed trigger "at the beginning of the next end step, <effects>" (513.1).
    Its effects see ``data`` as ``ctx.vars`` (e.g. {"obj": id} for ExileRemembered / ReturnRemembered)."""
    g.delayed.append(DelayedTrigger(controller, source, ev.STEP, lambda g2, e, d: e.data == Step.END,
                                    tuple(effects), text, dict(data or {})))


@dataclass(frozen=True, slots=True)
class ExileRemembered:
    """Exile the permanent a delayed trigger remembers in ``ctx.vars[key]``, if it is still that object (400.7)."""

    key: str = "obj"

    def run(self, ctx: Ctx) -> None:
        oid = ctx.vars.get(self.key)
        o = ctx.g.objects.get(oid)
        if o is not None and o.zone == BATTLEFIELD:
            zones.exile(ctx.g, oid, rule="603.7")


@dataclass(frozen=True, slots=True)
class ReturnRemembered:
    """Return the card a delayed trigger remembers (``ctx.vars[key]``) from exile to the battlefield under its
    owner's control (Astral Slide); nothing happens if it left exile or was a token (111.7-111.8)."""

    key: str = "obj"

    def run(self, ctx: Ctx) -> None:
        oid = ctx.vars.get(self.key)
        o = ctx.g.objects.get(oid)
        if o is not None and o.zone == EXILE and not o.token:
            zones.put_onto_battlefield(ctx.g, oid, controller=o.owner, rule="603.7")


@dataclass(frozen=True, slots=True)
class UnearthReturn:
    """702.84a: return this card from your graveyard to the battlefield. It gains haste. Exile it at the
    beginning of the next end step. If it would leave the battlefield, exile it instead (zones.move checks
    the "exile_if_leaves" note)."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        o = g.objects.get(ctx.source)
        if o is None or o.zone != GRAVEYARD:
            return
        nid = zones.put_onto_battlefield(g, ctx.source, controller=ctx.controller, rule="702.84a")
        if nid is None:
            return
        g.objects[nid].note["exile_if_leaves"] = True
        g.effects.append(ContinuousEffect("6", g.new_timestamp(), nid, ctx.controller, (nid,), _grant("Haste"),
                                          f"while:{nid}"))
        g.version += 1
        at_next_end_step(g, ctx.controller, nid, [ExileRemembered()], f"exile the unearthed {o.card.name}",
                         {"obj": nid})


@dataclass(frozen=True, slots=True)
class Scry:
    """701.18: look at the top N and put any on the bottom (N=1 here for each affected player)."""

    who: Sel = YOU
    optional: bool = True

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        plan = []
        for p in self.who.players(ctx):
            lib = g.players[p].library
            if not lib:
                continue
            if self.optional and not ctx.yes_no(p, "prompt.scry_optional", "701.18"):
                continue
            top = lib[0]
            a = ctx.ask(p, "scry", "prompt.scry", [_SCRY_TOP, _SCRY_BOTTOM], "701.18a", args={"card": g.name(top)})
            plan.append((p, top, a.kind))
        for p, top, where in plan:
            g.note("log.scries", "701.18", args={"player": g.players[p].name})
            if where == "bottom" and top in g.players[p].library:
                lib = g.players[p].library
                lib.remove(top)
                lib.append(top)


@dataclass(frozen=True, slots=True)
class SearchLibrary:
    """701.19: the controller searches ``whose`` library for a card (``where(card_def)``, e.g. a creature
    card), puts it into ``to`` (onto the battlefield under the searcher's control, or into their hand),
    then that library's owner shuffles (701.20). A search for a card with a stated quality may find
    nothing (701.19b); "search for a card" must find one if it can (701.19d). The searcher sees the
    library's cards as options (701.19a). All choices are made before anything moves."""

    where: Callable[[CardDef], bool] | None = None
    whose: Sel = YOU
    to: str = HAND
    what: str = "pool.what.a_card"          # a catalogue key (or literal text)
    count: int = 1          # "up to N <cards>": the searcher may stop early (701.19b)
    tapped: bool = False    # "put onto the battlefield tapped"
    own: bool = False       # "each player searches their library" (Veteran Explorer): each owner searches

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        plan: list[tuple[int, int, list[int]]] = []
        for p in self.whose.players(ctx):
            me = p if self.own else ctx.controller
            picks: list[int] = []
            for k in range(self.count):
                seen: dict[str, int] = {}
                for c in g.players[p].library:        # identical cards are one option
                    cd = g.objects[c].card
                    if c not in picks and (self.where is None or self.where(cd)) and cd.name not in seen:
                        seen[cd.name] = c
                opts = [opt("card", "text", c, text=n) for n, c in sorted(seen.items())]
                if self.where is not None or not opts or k:
                    opts.append(opt("none", "opt.find_nothing", None) if not k else      # 701.19b
                                opt("none", "dsl.opt.stop_search", None))
                a = ctx.ask(me, "search", "prompt.search", opts, "701.19a",
                            args={"player": g.players[p].name, "what": _text_msg(self.what)})
                if a.value is None:
                    break
                picks.append(a.value)
            plan.append((p, me, picks))
        for p, me, picks in plan:
            found = False
            for c in picks:
                if c in g.objects and g.objects[c].zone == LIBRARY:
                    found = True
                    if self.to == BATTLEFIELD:
                        zones.put_onto_battlefield(g, c, controller=me, rule="701.19", tapped=self.tapped)
                    else:
                        zones.move(g, c, self.to, rule="701.19", key="log.finds",
                                   args={"player": g.players[me].name, "card": g.name(c),
                                         "zone": zones.ZONE_MSG.get(self.to, self.to)})
            if not found:
                g.note("log.finds_nothing", "701.19b", args={"player": g.players[me].name, "owner": g.players[p].name})
            zones.shuffle(g, p, rule="701.20a")


@dataclass(frozen=True, slots=True)
class SetLife:
    """"<player>'s life total becomes N" (119.5): the player gains or loses the difference; with a shared team
    total that player's life total is the team's, and the team's total moves by that amount (810.9c)."""

    amount: Any
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            set_life(ctx.g, p, amount_of(self.amount, ctx), rule="119.5")


def life_setting_players(ctx: Ctx, players: list[int]) -> list[int]:
    """810.9d: when an effect would set the life total of each player on a team (players sharing one life
    total), that team chooses one of its members and only that player is affected. Each such team chooses
    (its primary player decides, 805.2) in APNAP order (805.6). Returns the players to affect in APNAP
    order. It only asks: call it before the effect changes anything."""
    from ..engine.sides import apnap_players, primary
    g = ctx.g
    order = [p for p in apnap_players(g, ctx.turn) if p in players]
    out: list[int] = []
    done: set[int] = set()
    for p in order:
        if p in done:
            continue
        members = [q for q in order if g.players[q].total is g.players[p].total]
        done.update(members)
        if len(members) == 1:
            out.append(p)
            continue
        who = primary(g, members[0])
        who = who if who in members else members[0]
        team = "+".join(g.players[q].name for q in members)
        out.append(ctx.ask(who, "choose_player", "prompt.team_set_life",
                           [opt("player", "text", q, text=g.players[q].name) for q in members], "810.9d",
                           args={"team": Msg("word.team", (("players", team),))}).value)
    return out


@dataclass(frozen=True, slots=True)
class DoubleLife:
    """701.9d: "Double <player>'s life total": they gain or lose life so the total becomes twice its
    current value (119.5; with a shared team total, 810.9a, the team's total is doubled)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            set_life(ctx.g, p, 2 * ctx.g.players[p].life, rule="701.9d")


@dataclass(frozen=True, slots=True)
class ShuffleSelfIntoLibrary:
    """"Shuffle <this card> into its owner's library" (Beacon of Immortality): the card moves from where it
    is (the stack, for a resolving spell) to its owner's library, which is then shuffled. 701.20c: the
    library is shuffled even if the card is no longer where it was expected."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        o = g.objects.get(ctx.source)
        if o is not None:
            owner = o.owner
            zones.move(g, ctx.source, LIBRARY, rule="701.20c", key="log.shuffled_into",
                       args={"card": o.card.name, "player": g.players[owner].name})
        else:
            lki = g.lki.get(ctx.source)
            if lki is None:
                return
            owner = lki.owner
        if not g.players[owner].left:
            zones.shuffle(g, owner, rule="701.20c")


def _becomes_types(types: frozenset, subtypes: frozenset):
    def apply(g, ch, oid):
        ch.types = ch.types | types
        ch.subtypes = ch.subtypes | subtypes
    return apply


def _set_pt(power: int, toughness: int):
    def apply(g, ch, oid):
        ch.power, ch.toughness = power, toughness
    return apply


def _grant_all(kws: frozenset):
    def apply(g, ch, oid):
        ch.keywords = ch.keywords | kws
    return apply


@dataclass(frozen=True, slots=True)
class Becomes:
    """"<this> becomes an N/M <subtypes> <types> with <keywords>" (Lurking Evil): a type-changing effect
    in layer 4 that keeps the object's other types (205.1b; the card's ruling: it's still an enchantment),
    a P/T-setting effect in layer 7b (613.4b) and an ability-adding effect in layer 6. No duration
    stated means it lasts for the rest of the game (611.2a); the affected objects are locked in (611.2c)."""

    power: int | None
    toughness: int | None
    types: tuple = ("Creature",)
    subtypes: tuple = ()
    keywords: tuple = ()
    who: Sel = SELF
    duration: str = "forever"

    def run(self, ctx: Ctx) -> None:
        objs = tuple(self.who.objects(ctx))
        if not objs:
            return
        g = ctx.g
        ts = g.new_timestamp()
        add = g.effects.append
        add(ContinuousEffect("4", ts, ctx.source, ctx.controller, objs,
                             _becomes_types(frozenset(self.types), frozenset(self.subtypes)), self.duration))
        if self.keywords:
            add(ContinuousEffect("6", ts, ctx.source, ctx.controller, objs, _grant_all(frozenset(self.keywords)),
                                 self.duration))
        if self.power is not None:
            add(ContinuousEffect("7b", ts, ctx.source, ctx.controller, objs,
                                 _set_pt(self.power, self.toughness or 0), self.duration))
        what = " ".join(list(self.subtypes) + list(self.types)).lower()
        pt = f"{self.power}/{self.toughness} " if self.power is not None else ""
        kw = Msg("log.with_keywords", (("keywords", [k.lower() for k in self.keywords]),)) if self.keywords else ""
        g.note("log.becomes", "613.1d", args={"cards": [g.name(o) for o in objs], "pt": pt, "what": what, "kw": kw})


@dataclass(frozen=True, slots=True)
class Custom:
    """An effect written as a function ``fn(ctx)`` for the rare card no primitive covers."""

    fn: Callable[[Ctx], None]

    def run(self, ctx: Ctx) -> None:
        self.fn(ctx)


# ----------------------------------------------------------------------------- statics and triggers
def control_enchanted() -> StaticAbility:
    """"You control enchanted creature." (layer 2)"""

    def affects(g, src, oid, cm):
        return g.objects[src].attached_to == oid

    def apply(g, src, oid, ch, cm):
        new = cm[src].controller
        if not g.players[new].left:
            if ch.controller != new:
                ch.controller = new
    return StaticAbility("2", affects, apply, text="You control enchanted creature.", stable=True)


def enchanted_has(*keywords: str, text: str = "") -> StaticAbility:
    """"Enchanted creature has <keywords>" (layer 6); "can't attack or block" is the pseudo-keywords
    ``CantAttack`` / ``CantBlock`` that combat checks (508.1a, 509.1a)."""

    def affects(g, src, oid, cm):
        return g.objects[src].attached_to == oid

    def apply(g, src, oid, ch, cm):
        ch.keywords = ch.keywords | set(keywords)
    return StaticAbility("6", affects, apply, text=text, stable=True)


def enchanted_gets(power: int, toughness: int, text: str = "") -> StaticAbility:
    """"Enchanted creature gets +N/+M" (layer 7c, 613.4c)."""

    def affects(g, src, oid, cm):
        return g.objects[src].attached_to == oid

    def apply(g, src, oid, ch, cm):
        if ch.power is not None:
            ch.power += power
            ch.toughness = (ch.toughness or 0) + toughness
    return StaticAbility("7c", affects, apply, text=text, stable=True)


def your_creatures(power: int = 0, toughness: int = 0, keywords: tuple = (), *, other: bool = False,
                   where: Callable[..., bool] | None = None, everyone: bool = False,
                   text: str = "") -> tuple[StaticAbility, ...]:
    """"[Other] <kind> creatures you control get +N/+M and have <keywords>" (layer 7c and layer 6; 613.4c,
    613.1f). ``where(chars)`` narrows the creatures (e.g. Goblins, red creatures); ``everyone`` makes it
    "All creatures" (every creature in its controller's range, 801.10). Returns the static abilities."""

    def affects(g, src, oid, cm):
        ch = cm[oid]
        return "Creature" in ch.types and (everyone or ch.controller == cm[src].controller) and \
            not (other and oid == src) and (where is None or where(ch))

    def pump(g, src, oid, ch, cm):
        if ch.power is not None:
            ch.power += power
            ch.toughness = (ch.toughness or 0) + toughness

    def grant(g, src, oid, ch, cm):
        ch.keywords = ch.keywords | set(keywords)
    out = []
    if keywords:
        out.append(StaticAbility("6", affects, grant, text=text, stable=True))
    if power or toughness:
        out.append(StaticAbility("7c", affects, pump, text=text, stable=True))
    return tuple(out)


def rule_static(rule: str, text: str) -> StaticAbility:
    return StaticAbility(rule=rule, text=text)


def etb(effects, targets=(), text="", optional=False, intervening=None, when=None) -> TriggeredAbility:
    """"When this enters, ..." (603.6a)."""
    def w(g, e, src):
        return e.new_obj == src and e.to_zone == BATTLEFIELD and (when is None or when(g, e, src))
    return TriggeredAbility(ev.ZONE_CHANGE, w, tuple(effects), tuple(targets), text, intervening, optional)


def _turn_players(g: Any, e: Any) -> tuple:
    """The players taking the turn of a step event: one player, or the whole active team (805.4)."""
    for t in g.turns:
        if t.id == e.turn:
            return t.side
    return (e.player,)


def at_step(step: Step, effects, whose: str = "you", text="", intervening=None, targets=()) -> TriggeredAbility:
    """"At the beginning of [your|each|each player's] <step>, ..." (603.2, 503.1a).

    "you": your step — with shared team turns, your team's (805.4: each player on the active team is taking
    the turn). "each_player": "each player's <step> ... that player" triggers once for each player taking
    the turn (805.4d); the trigger's event names that player (``EventPlayer("player")``)."""
    def w(g, e, src):
        if e.data != step:
            return False
        return whose in ("each", "each_player") or g.controller(src) in _turn_players(g, e)
    return TriggeredAbility(ev.STEP, w, tuple(effects), tuple(targets), text, intervening,
                            each_player=whose == "each_player")


def when_event(kind: str, when, effects, targets=(), text="", optional=False, intervening=None,
               look_back=False) -> TriggeredAbility:
    return TriggeredAbility(kind, when, tuple(effects), tuple(targets), text, intervening, optional, look_back)


def _source_controller(g: Any, src: int) -> int | None:
    """The controller of a trigger's source: on the battlefield, or as it last existed (603.10a)."""
    if src in g.objects:
        return g.controller(src)
    lki = g.lki.get(src)
    return lki.controller if lki is not None else None


def dies(effects, targets=(), text: str = "", *, which: str = "self", optional: bool = False) -> TriggeredAbility:
    """"When[ever] <which> dies, ..." (700.4: put into a graveyard from the battlefield; a leaves-the-battlefield
    ability that looks back in time, 603.10a). ``which``: "self" (this creature), "any" (this creature or another
    creature), "yours" (this creature or another creature you control), "opponents" (a creature an opponent
    controls; the event's ``player`` is that creature's controller)."""
    if which not in ("self", "any", "yours", "opponents"):
        raise ValueError(f"unknown dies() subject {which!r}")

    def w(g, e, src):
        if e.from_zone != BATTLEFIELD or e.to_zone != GRAVEYARD or e.data is None:
            return False
        lki = e.data
        if which == "self":
            return e.obj == src
        if "Creature" not in lki.chars.types:
            return False
        me = _source_controller(g, src)
        if which == "any":
            return True
        if which == "yours":
            return lki.controller == me
        return me is not None and g.is_opponent(me, lki.controller)      # "opponents"
    return TriggeredAbility(ev.ZONE_CHANGE, w, tuple(effects), tuple(targets), text, None, optional, True)


def _spell_kind(kind: str) -> Callable[[CardDef], bool]:
    if kind == "noncreature":
        return lambda c: "Creature" not in c.types
    if kind == "instant_or_sorcery":
        return lambda c: bool(c.types & {"Instant", "Sorcery"})
    if kind == "any":
        return lambda c: True
    raise ValueError(f"unknown spell kind {kind!r}")


def on_cast(effects, kind: str = "any", *, whose: str = "you", targets=(), text: str = "",
            optional: bool = False) -> TriggeredAbility:
    """"Whenever [you|an opponent] cast[s] a <kind> spell, ..." (601.2i, 603.2): ``kind`` is "any",
    "noncreature" or "instant_or_sorcery"; the event names the caster (``EventPlayer("player")``)."""
    fits = _spell_kind(kind)
    if whose not in ("you", "opponent", "any"):
        raise ValueError(f"unknown on_cast() caster {whose!r}")

    def w(g, e, src):
        me = g.controller(src)
        if whose == "you" and e.player != me:
            return False
        if whose == "opponent" and (e.player is None or not g.is_opponent(me, e.player)):
            return False
        card_def = e.data.source_card if e.data is not None else None
        return card_def is not None and fits(card_def)
    return TriggeredAbility(ev.CAST, w, tuple(effects), tuple(targets), text, None, optional)


def prowess() -> TriggeredAbility:
    """702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." """
    return on_cast([Pump(1, 1, SELF)], "noncreature",
                   text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)")


def attacks(effects, targets=(), text: str = "", *, whose: str = "self", optional: bool = False) -> TriggeredAbility:
    """"Whenever this creature attacks, ..." (508.1m, 603.2); ``whose="yours"``: "Whenever a creature you control
    attacks". The event names the attacker (``obj``) and the defending player (``target_player``)."""
    if whose not in ("self", "yours"):
        raise ValueError(f"unknown attacks() subject {whose!r}")

    def w(g, e, src):
        if whose == "self":
            return e.obj == src
        return e.obj in g.objects and g.controller(e.obj) == g.controller(src)
    return TriggeredAbility(ev.ATTACKS, w, tuple(effects), tuple(targets), text, None, optional)


def basic_land_ability(color: str) -> ActivatedAbility:
    """305.6: a basic land type gives "{T}: Add <mana>"."""
    return ActivatedAbility(Cost(tap=True), (), (), text=f"{{T}}: Add {{{color}}}.", mana=color)


BASIC_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def mana_ability(kinds: str, amount: int = 1) -> ActivatedAbility:
    return ActivatedAbility(Cost(tap=True), (), (), text=f"{{T}}: Add mana ({kinds}).", mana=kinds,
                            mana_amount=amount)


def activated(cost: str = "", effects=(), targets=(), *, tap: bool = False, text: str = "", sorcery: bool = False,
              sacrifice: bool = False, life: Any = 0, zone: str = BATTLEFIELD, discard_self: bool = False,
              keyword: str = "") -> ActivatedAbility:
    return ActivatedAbility(Cost(ManaCost.parse(cost), tap, sacrifice, life, discard_self), tuple(effects),
                            tuple(targets), text, sorcery, zone, keyword=keyword)


def cycling(cost: str) -> ActivatedAbility:
    """702.29a: "Cycling [cost]" = "[cost], Discard this card: Draw a card." from the hand."""
    return activated(cost, [Draw(1)], zone=HAND, discard_self=True, text=f"Cycling {cost}", keyword="Cycling")


def undaunted(g: Any, p: int, cost: ManaCost) -> ManaCost:
    """702.125a: "This spell costs {1} less to cast for each opponent you have" (702.125b: players who left the
    game don't count) — a cost hook: ``card(..., extra={"cost_hook": undaunted})``."""
    return cost.plus_generic(-len(g.opponents(p)))


def unearth(cost: str) -> ActivatedAbility:
    """702.84a: "Unearth [cost]": from your graveyard, as a sorcery (see UnearthReturn)."""
    return activated(cost, [UnearthReturn()], zone=GRAVEYARD, sorcery=True, text=f"Unearth {cost}", keyword="Unearth")


# ----------------------------------------------------------------------------- the card builder
def mode(label: str, effects=(), targets=()) -> Mode:
    """One mode of a modal spell; its targets are numbered from 0 within the mode."""
    return Mode(label, tuple(effects), tuple(targets))


def card(name: str, *, effects=(), targets=(), x: bool = False, enchant: TargetSpec | None = None,
         static=(), triggered=(), activated=(), keywords=(), extra: dict | None = None, modes=(),
         choose: int = 1, kicker: str | None = None, as_enters: Callable | None = None) -> CardDef:
    """Build a card definition from its Oracle facts plus behaviour. ``kicker`` is the kicker cost (702.33a);
    ``as_enters(game, obj)`` an "enters with ..." / "enters tapped" replacement effect (614.1c, 614.12)."""
    f = facts(name)
    if kicker is not None or as_enters is not None:
        extra = dict(extra or {})
        if kicker is not None:
            extra["kicker"] = ManaCost.parse(kicker)
        if as_enters is not None:
            extra["as_enters"] = as_enters
    types = frozenset(f.get("types") or [])
    subtypes = frozenset(f.get("subtypes") or [])
    acts = tuple(activated)
    if "Land" in types:
        for t, col in BASIC_TYPES.items():
            if t in subtypes:
                acts = (basic_land_ability(col),) + acts
    cost = ManaCost.parse(f.get("manaCost"))
    spell = None
    if effects or targets or x or modes or \
            not (types & {"Artifact", "Creature", "Enchantment", "Land", "Planeswalker"}):
        spell = SpellAbility(tuple(effects), tuple(targets), x, tuple(modes), choose)
    return CardDef(
        name=name, mana_cost=cost, types=types, subtypes=subtypes, supertypes=frozenset(f.get("supertypes") or []),
        power=_int(f.get("power")), toughness=_int(f.get("toughness")), loyalty=_int(f.get("loyalty")),
        text=f.get("text") or "", type_line=f.get("type") or "", mana_cost_text=f.get("manaCost"),
        keywords=keywords_of(f) | frozenset(keywords), spell=spell, activated=acts, triggered=tuple(triggered),
        static=tuple(static), enchant=enchant, colors=cost.colors(), extra=dict(extra or {}))


# ----------------------------------------------------------------------------- schemes (314, 904)
def _set_in_motion_is(g, e, src) -> bool:
    return e.obj == src


def when_set_in_motion(effects, targets=(), text: str = "", optional: bool = False) -> TriggeredAbility:
    """"When you set this scheme in motion, ..." (904.9, 701.25) — triggers from the command zone."""
    from ..engine.schemes import SET_IN_MOTION
    return TriggeredAbility(SET_IN_MOTION, _set_in_motion_is, tuple(effects), tuple(targets), text, None, optional,
                            False, "command")


def scheme_trigger(event: str, when, effects, targets=(), text: str = "", optional: bool = False,
                   intervening=None) -> TriggeredAbility:
    """A triggered ability of a face-up (ongoing) scheme, working from the command zone (314.4)."""
    return TriggeredAbility(event, when, tuple(effects), tuple(targets), text, intervening, optional, False,
                            "command")


def scheme_at_step(step: Step, effects, whose: str = "you", text: str = "", intervening=None,
                   targets=()) -> TriggeredAbility:
    """"At the beginning of [your|each|each opponent's] <step>" on a face-up scheme (314.4)."""
    def w(g, e, src):
        if e.data != step:
            return False
        owner = g.objects[src].owner
        if whose == "you":
            return e.player == owner
        if whose == "opponent":
            return e.player is not None and g.is_opponent(owner, e.player)
        return True
    return TriggeredAbility(ev.STEP, w, tuple(effects), tuple(targets), text, intervening, False, False, "command")


def scheme(name: str, *, on_set=(), targets=(), optional: bool = False, static=(), triggered=(),
           set_text: str | None = None) -> CardDef:
    """A scheme card (314): its "When you set this scheme in motion" instructions and other abilities."""
    import dataclasses
    f = facts(name)
    trig = tuple(triggered)
    if on_set or targets:
        text = set_text or next((x for x in (f.get("text") or "").splitlines()
                                 if x.startswith("When you set this scheme in motion")), "")
        trig = (when_set_in_motion(on_set, targets, text, optional),) + trig
    c = card(name, static=static, triggered=trig)
    return dataclasses.replace(c, spell=None)


@dataclass(frozen=True, slots=True)
class AbandonThis:
    """"abandon this scheme" (701.26, 314.7)."""

    def run(self, ctx: Ctx) -> None:
        from ..engine.schemes import abandon
        abandon(ctx.g, ctx.source)


@dataclass(frozen=True, slots=True)
class SetSchemesInMotion:
    """"set N schemes in motion" (701.25c: one at a time)."""

    amount: int = 1

    def run(self, ctx: Ctx) -> None:
        from ..engine.schemes import set_in_motion
        set_in_motion(ctx.g, ctx.controller, times=self.amount)


@dataclass(frozen=True, slots=True)
class _OtherOpponents(Sel):
    """"each of your other opponents": the controller's opponents in range except the first target (APNAP)."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        skip = ctx.target_player(0)
        return [r for r in EACH_OPPONENT.refs(ctx) if r[1] != skip]


OTHER_OPPONENTS = _OtherOpponents()


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
class SelfOrOthers:
    """"target opponent chooses self or others. If that player chooses self, <self_effect>. If the player
    chooses others, <others_effect>" (the Archenemy schemes). The target player (target 0) chooses on
    resolution; then the chosen effect runs (it may ask further questions before it changes anything)."""

    self_effect: Any
    others_effect: Any

    def run(self, ctx: Ctx) -> None:
        p = ctx.target_player(0)
        if p is None:
            return
        g = ctx.g
        a = ctx.ask(p, "choose_mode", "prompt.self_or_others", [_SELF, _OTHERS], "608.2d",
                    args={"player": g.players[p].name})
        g.note("log.chooses", "608.2d", args={"player": g.players[p].name, "choice": _CHOICE[a.value]})
        (self.self_effect if a.value == "self" else self.others_effect).run(ctx)


@dataclass(frozen=True, slots=True)
class MayPayX:
    """"you may pay {X}. If you do, <effects>" on resolution (107.3f, 608.2d): the controller chooses X (up to
    what they can pay, activating mana abilities as they pay, 605.3a) or not to pay; the effects then see that
    X as ``ctx.x``. The effects must not ask questions (the payment has already changed the game)."""

    effects: tuple = ()

    def run(self, ctx: Ctx) -> None:
        from ..engine.casting import _activate_mana, _pay, mana_sources, max_x
        from ..engine.mana import pay_from_pool
        g, p = ctx.g, ctx.controller
        cost = ManaCost(x=1)
        hi = max_x(g, p, cost, mana_sources(g, p))
        opts = [opt("cancel", "opt.dont_pay", None)] + [opt("x", "opt.pay_x", v, x=v) for v in range(hi + 1)]
        x = ctx.ask(p, "choose_x", "prompt.may_pay_x", opts, "107.3f", args={"card": g.name(ctx.source)}).value
        if x is None:
            g.note("log.doesnt_pay_x", "608.2d", args={"player": g.players[p].name})
            return
        plan = _pay(g, ctx.proc, p, cost.with_x(x), Msg("what.pay_x", (("x", x),)), None) if x else []
        if plan is None:
            return
        _activate_mana(g, p, plan)
        if not pay_from_pool(cost.with_x(x), g.players[p].pool):
            raise RuntimeError(f"payment plan did not cover X={x}")
        g.note("log.pays_x", "107.3f", args={"player": g.players[p].name, "x": x})
        ctx.item.x = x
        for e in self.effects:
            e.run(ctx)


def token(name: str, power: int, toughness: int, types=("Creature",), subtypes=(), colors="",
          keywords=()) -> CardDef:
    """A token definition (111.4): its characteristics are defined by the effect that creates it."""
    return CardDef(name=name, types=frozenset(types), subtypes=frozenset(subtypes), power=power,
                   toughness=toughness, colors=frozenset(colors), keywords=frozenset(keywords),
                   type_line=" ".join(types) + (" — " + " ".join(subtypes) if subtypes else ""),
                   text=f"{power}/{toughness} token")


# ----------------------------------------------------------------------------- equipment, kicker, cost changes,
# spell copies, conditions, fights and more targets/selectors/triggers (the constructs of issue 6, part A)
def _you_control(g: Any, oid: int, me: int) -> bool:
    return g.controller(oid) == me


CREATURE_YOU_CONTROL = TargetSpec("creature", "target creature you control", _you_control)
CREATURE_YOU_DONT_CONTROL = TargetSpec("creature", "target creature you don't control",
                                       lambda g, oid, me: g.controller(oid) != me)
PERMANENT = permanent("target permanent", lambda g, oid, me: True)
LAND = permanent("target land", of_type("Land"))
ARTIFACT_ENCHANTMENT_OR_LAND = permanent("target artifact, enchantment, or land",
                                         of_type("Artifact", "Enchantment", "Land"))
EQUIPMENT_YOU_CONTROL = permanent("target Equipment you control",
                                  lambda g, oid, me: "Equipment" in g.chars(oid).subtypes and g.controller(oid) == me)
INSTANT_OR_SORCERY_SPELL = TargetSpec("spell", "target instant or sorcery spell",
                                      lambda g, oid, me: bool(g.objects[oid].card.types & {"Instant", "Sorcery"}))
CARD_IN_YOUR_GRAVEYARD = TargetSpec("graveyard_card", "target card from your graveyard",
                                    lambda g, oid, me: g.objects[oid].owner == me)


def creature_with(label: str, test: Callable[..., bool]) -> TargetSpec:
    """A creature target whose computed characteristics pass ``test(chars)`` ("target nonwhite creature")."""
    return TargetSpec("creature", label, lambda g, oid, me: test(g.chars(oid)))


def in_combat(g: Any, oid: int) -> bool:
    """Is this creature attacking or blocking (506.4) in any Turn's combat?"""
    for t in g.turns:
        c = t.combat
        if c is not None and (oid in c.attackers or oid in c.blockers):
            return True
    return False


CREATURES_YOU_CONTROL = EachCreature(lambda ctx, o: ctx.g.controller(o) == ctx.controller)


def basic_land(cd: CardDef) -> bool:
    """"a basic land card" (205.4c), for ``SearchLibrary``."""
    return "Land" in cd.types and "Basic" in cd.supertypes


@dataclass(frozen=True, slots=True)
class EventSpell(Sel):
    """"that spell" of a cast trigger (601.2i): the spell the event names, while it is on a stack."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        e = ctx.event
        from ..engine.spell_copy import spell_item
        return [("obj", e.obj)] if e is not None and e.obj is not None and spell_item(ctx.g, e.obj) else []


@dataclass(frozen=True, slots=True)
class EventObject(Sel):
    """The object an event is about (``attr``: "new_obj" — what entered or moved; "obj" — a permanent), if it
    still exists (400.7) and its controller is in range (801.10)."""

    attr: str = "new_obj"

    def refs(self, ctx: Ctx) -> list[tuple]:
        oid = getattr(ctx.event, self.attr, None)
        if oid is None or oid not in ctx.g.objects:
            return []
        return [("obj", oid)] if ctx.scope.in_range(ctx.g.controller(oid)) else []


EVENT_SPELL = EventSpell()


def _chars_or_lki(g: Any, oid: int | None):
    if oid is None:
        return None
    if oid in g.objects:
        return g.chars(oid)
    lki = g.lki.get(oid)
    return lki.chars if lki is not None else None


def target_power(i: int = 0) -> Callable[[Ctx], int]:
    """The power of the i-th target, or as it last existed if it has left (608.2h; Swords to Plowshares)."""
    def n(ctx: Ctx) -> int:
        r = ctx.target(i)
        ch = _chars_or_lki(ctx.g, r[1]) if r is not None and r[0] == "obj" else None
        return max(0, ch.power or 0) if ch is not None else 0
    return n


def event_toughness(ctx: Ctx) -> int:
    """The toughness of the object an "enters" event is about (Angelic Chorus), or as it last existed."""
    ch = _chars_or_lki(ctx.g, ctx.event.new_obj if ctx.event is not None else None)
    return max(0, ch.toughness or 0) if ch is not None else 0


def event_amount(ctx: Ctx) -> int:
    """The amount of the triggering event ("that much": damage dealt, life gained)."""
    return ctx.event.amount if ctx.event is not None else 0


def kicked(ctx: Ctx) -> bool:
    """702.33d: was this spell kicked — or, for an ability of a permanent, the spell that became it (607)?"""
    if ctx.item.data.get("kicked"):
        return True
    o = ctx.g.objects.get(ctx.source)
    return o is not None and bool(o.note.get("kicked"))


def was_kicked(g: Any, e: Any, src: int, controller: int) -> bool:
    """Intervening "if it was kicked" of a permanent's triggered ability (603.4, 702.33d)."""
    o = g.objects.get(src)
    return o is not None and bool(o.note.get("kicked"))


@dataclass(frozen=True, slots=True)
class If:
    """"If <condition>, <effects>[; otherwise <otherwise>]" (608.2c): ``cond(ctx)`` is checked when the
    instruction is reached; each effect asks its questions before it changes the game (``_run_steps``)."""

    cond: Callable[[Ctx], bool]
    effects: tuple = ()
    otherwise: tuple = ()

    def run(self, ctx: Ctx) -> None:
        key = f"if{id(self)}"
        if key + ".yes" not in ctx.vars:
            ctx.vars[key + ".yes"] = bool(self.cond(ctx))
        _run_steps(ctx, key + ".pc", tuple(self.effects if ctx.vars[key + ".yes"] else self.otherwise))


def IfKicked(*effects: Any, otherwise: tuple = ()) -> If:  # noqa: N802 (reads as an instruction)
    """"If this spell was kicked, <effects>" (702.33d-e)."""
    return If(kicked, tuple(effects), tuple(otherwise))


@dataclass(frozen=True, slots=True)
class MayPay:
    """"You may pay <cost>. If you do, <effects>." (608.2d): the controller chooses on resolution, if they can
    pay (activating mana abilities as they pay, 605.3a); the effects then run one after another."""

    cost: str
    effects: tuple = ()

    def run(self, ctx: Ctx) -> None:
        from ..engine.casting import _activate_mana, _pay, can_afford
        from ..engine.mana import pay_from_pool
        g, p = ctx.g, ctx.controller
        key = f"maypay{self.cost}"
        if key + ".paid" not in ctx.vars:
            cost = ManaCost.parse(self.cost)
            paid = False
            if not g.players[p].left and can_afford(g, p, cost):
                a = ctx.ask(p, "pay_or_not", "dsl.prompt.may_pay",
                            [opt("pay", "dsl.opt.pay_cost", True, cost=self.cost),
                             opt("decline", "dsl.opt.dont_pay", False)], "608.2d",
                            args={"card": g.name(ctx.source), "cost": self.cost})
                plan = _pay(g, ctx.proc, p, cost, Msg("what.pay", (("cost", self.cost),)), None) if a.value else None
                if plan is not None:
                    _activate_mana(g, p, plan)
                    if not pay_from_pool(cost, g.players[p].pool):
                        raise RuntimeError(f"payment plan did not cover {self.cost}")
                    paid = True
            g.note("dsl.log.pays_optional" if paid else "dsl.log.doesnt_pay", "608.2d",
                   args={"player": g.players[p].name, "cost": self.cost})
            ctx.vars[key + ".paid"] = paid
            ctx.proc.answers.clear()
            ctx.proc.cursor = 0
        if ctx.vars[key + ".paid"]:
            _run_steps(ctx, key + ".pc", tuple(self.effects))


@dataclass(frozen=True, slots=True)
class Attach:
    """"Attach <Equipment> to <creature>" (701.3; the equip ability, 702.6a): ``what`` (default: this permanent)
    moves onto the creature ``to`` picks, if it can equip it (301.5c, 702.16d, 801.9; else it doesn't move)."""

    what: Sel = SELF
    to: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        from ..engine.attachments import attach
        eqs, tos = self.what.objects(ctx), self.to.objects(ctx)
        if eqs and tos:
            attach(ctx.g, eqs[0], tos[0], rule="702.6a")


def equip(cost: str, text: str = "") -> ActivatedAbility:
    """702.6a: "Equip [cost]" = "[cost]: Attach this permanent to target creature you control. Activate only
    as a sorcery." (only its controller may activate it, 301.5d)."""
    return activated(cost, [Attach()], [CREATURE_YOU_CONTROL], sorcery=True, text=text or f"Equip {cost}",
                     keyword="Equip")


def equipped(power: int = 0, toughness: int = 0, *keywords: str, text: str = "") -> tuple[StaticAbility, ...]:
    """"Equipped [or enchanted] creature gets +N/+M and has <keywords>" (301.5f; layers 7c and 6): the creature
    this permanent is attached to. Returns the static abilities."""
    out: list[StaticAbility] = []
    if keywords:
        out.append(enchanted_has(*keywords, text=text))
    if power or toughness:
        out.append(enchanted_gets(power, toughness, text=text))
    return tuple(out)


def spells_cost(delta: int, where: Callable[[CardDef], bool] | None = None, *, whose: str = "any",
                text: str = "") -> StaticAbility:
    """"<Kind> spells [you cast | your opponents cast] cost {N} more/less to cast" (601.2f): ``delta`` +N more,
    -N less generic mana; ``where(card_def)`` the kind of spell; ``whose`` "any", "you" or "opponents". Its
    controller's range limits whose spells it changes (801.10, engine/costs.py)."""
    from ..engine.costs import COST_CHANGE

    def affects(g, src, caster, card_def):
        ctl = g.controller(src)
        if whose == "you" and caster != ctl:
            return False
        if whose == "opponents" and not g.is_opponent(ctl, caster):
            return False
        return where is None or where(card_def)

    def apply(g, src, caster, card_def):
        return delta
    return StaticAbility(rule=COST_CHANGE, affects=affects, apply=apply, text=text)


def opponents_creatures(power: int = 0, toughness: int = 0, keywords: tuple = (), *,
                        where: Callable[..., bool] | None = None, text: str = "") -> tuple[StaticAbility, ...]:
    """"Creatures your opponents control get +N/+M [and have <keywords>]" — e.g. ``keywords=("CantBlock",)`` for
    "Creatures your opponents control can't block" (layers 7c and 6; 102.3 opponents; 801.10 only those in
    range). ``where(chars)`` narrows the creatures. Returns the static abilities."""

    def affects(g, src, oid, cm):
        ch = cm[oid]
        return "Creature" in ch.types and g.is_opponent(cm[src].controller, ch.controller) and \
            (where is None or where(ch))

    def pump(g, src, oid, ch, cm):
        if ch.power is not None:
            ch.power += power
            ch.toughness = (ch.toughness or 0) + toughness

    def grant(g, src, oid, ch, cm):
        ch.keywords = ch.keywords | set(keywords)
    out = []
    if keywords:
        out.append(StaticAbility("6", affects, grant, text=text, stable=True))
    if power or toughness:
        out.append(StaticAbility("7c", affects, pump, text=text, stable=True))
    return tuple(out)


def of_color(color: str) -> Callable[[CardDef], bool]:
    """A spell of this colour (W U B R G), for ``spells_cost``."""
    return lambda c: color in c.colors


def noncreature(c: CardDef) -> bool:
    return "Creature" not in c.types


def enters_tapped(g: Any, o: Any) -> None:
    """614.1c / 614.12: "This permanent enters tapped." (an ``as_enters`` replacement)."""
    o.tapped = True


def enters_with(counters: int, kind: str = "+1/+1", *keywords: str, if_kicked: bool = True) -> Callable:
    """"If this creature was kicked, it enters with N +1/+1 counters on it [and with <keywords>]" (614.1c,
    702.33d): an ``as_enters`` replacement; the keywords last as long as it stays on the battlefield."""
    def apply(g: Any, o: Any) -> None:
        if if_kicked and not o.note.get("kicked"):
            return
        o.counters[kind] = o.counters.get(kind, 0) + counters
        if keywords:
            g.effects.append(ContinuousEffect("6", g.new_timestamp(), o.id, o.controller, (o.id,),
                                              _grant_all(frozenset(keywords)), f"while:{o.id}"))
    return apply


@dataclass(frozen=True, slots=True)
class CopySpell:
    """707.10: "Copy <spell>. You may choose new targets for the copy." The copy goes on the stack of the Turn
    where this resolves, under the controller's control, with the original's modes, X and kicker; for each
    target the controller keeps it or picks another legal one (707.10c). All choices come first."""

    who: Sel = TARGET
    new_targets: bool = True

    def run(self, ctx: Ctx) -> None:
        from ..engine.spell_copy import copy_spell, spell_item
        from ..engine.triggers import _ref_label
        g, me = ctx.g, ctx.controller
        plan = []
        for oid in self.who.objects(ctx):
            item = spell_item(g, oid)
            if item is None:
                continue
            targets = list(item.targets)
            if self.new_targets:
                for i, spec in enumerate(item.specs):
                    cands = [c for c in ctx.scope.target_candidates(spec, item.source) if c != targets[i]]
                    if spec.other_than is not None and spec.other_than < i:
                        cands = [c for c in cands if c != targets[spec.other_than]]
                    if not cands:
                        continue
                    keep = opt("keep", "dsl.opt.keep_target", None, target=_ref_label(g, targets[i]))
                    a = ctx.ask(me, "target", "dsl.prompt.copy_target",
                                [keep] + [opt("target", "text", c, text=_ref_label(g, c)) for c in cands],
                                "707.10c", args={"card": item.name})
                    if a.kind == "target":
                        targets[i] = a.value
            plan.append((item, targets))
        for item, targets in plan:
            copy_spell(g, ctx.turn, item, me, targets)


@dataclass(frozen=True, slots=True)
class Fight:
    """701.12a: two creatures fight — each deals damage equal to its power to the other. ``one_sided``: only the
    first deals damage to the second ("<creature> deals damage equal to its power to <creature>"). 701.12b:
    no damage if either is gone, no longer a creature, or an illegal target."""

    a: Sel = TARGET
    b: Sel = TARGET2
    one_sided: bool = False

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        xs, ys = self.a.objects(ctx), self.b.objects(ctx)
        if not xs or not ys:
            return
        x, y = xs[0], ys[0]
        if any(o not in g.objects or g.objects[o].zone != BATTLEFIELD or "Creature" not in g.chars(o).types
               for o in (x, y)):
            return
        px, py = g.chars(x).power or 0, g.chars(y).power or 0
        deal_damage(g, x, ("obj", y), px, rule="701.12a")
        if not self.one_sided:
            deal_damage(g, y, ("obj", x), py, rule="701.12a")


@dataclass(frozen=True, slots=True)
class PutOnLibrary:
    """"Put <permanents> on top of their owners' libraries" (400.7: each becomes a new object there)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        for oid in self.who.objects(ctx):
            zones.move(ctx.g, oid, LIBRARY, rule="400.7")


@dataclass(frozen=True, slots=True)
class ExileGraveyard:
    """"Exile <player>'s graveyard" (Tormod's Crypt; 406)."""

    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        for p in self.who.players(ctx):
            for c in list(g.players[p].graveyard):
                zones.exile(g, c)


def when_cycled(effects, targets=(), text: str = "", optional: bool = False) -> TriggeredAbility:
    """"When you cycle this card, ..." (702.29): triggers from the cycled card itself (engine/triggers.py)."""
    return TriggeredAbility(ev.CYCLE, lambda g, e, src: e.obj == src, tuple(effects), tuple(targets), text, None,
                            optional, False, "cycled")


def enters(effects, targets=(), text: str = "", *, what: str = "Creature", whose: str = "any", other: bool = True,
           optional: bool = False, intervening=None) -> TriggeredAbility:
    """"Whenever [another] <what> [you control | an opponent controls] enters, ..." (603.6a): ``what`` a card type,
    ``whose`` "any", "you" or "opponents"; ``other`` excludes this permanent. 801.7: only events in range."""
    def w(g, e, src):
        n = e.new_obj
        if e.to_zone != BATTLEFIELD or n is None or n not in g.objects or (other and n == src):
            return False
        ch = g.chars(n)
        if what not in ch.types:
            return False
        if whose == "you":
            return ch.controller == g.controller(src)
        if whose == "opponents":
            return g.is_opponent(g.controller(src), ch.controller)
        return True
    return TriggeredAbility(ev.ZONE_CHANGE, w, tuple(effects), tuple(targets), text, intervening, optional)


def leaves(effects, targets=(), text: str = "", optional: bool = False) -> TriggeredAbility:
    """"When this permanent leaves the battlefield, ..." (603.6c; looks back in time, 603.10a)."""
    def w(g, e, src):
        return e.obj == src and e.from_zone == BATTLEFIELD
    return TriggeredAbility(ev.ZONE_CHANGE, w, tuple(effects), tuple(targets), text, None, optional, True)


def when_you_gain_life(effects, text: str = "") -> TriggeredAbility:
    """"Whenever you gain life, ..." (119.9: once per life-gain event)."""
    return TriggeredAbility(ev.LIFE_GAIN, lambda g, e, src: e.player == g.controller(src), tuple(effects), (), text)



# ----------------------------------------------------------------------------- cards that are not Oracle cards
# Scenario and test cards: made-up names, so their facts are given here instead of loaded from Oracle.
def _type_line(types, supertypes=(), subtypes=()) -> str:
    return " ".join((*supertypes, *types)) + (" — " + " ".join(subtypes) if subtypes else "")


def test_creature(name: str, power: int, toughness: int, *keywords: str, colors: str = "", supertypes=(),
                  subtypes=(), triggered=(), static=(), activated=(), cost: str = "") -> CardDef:
    """A creature card that is not a real card; its colors are ``colors`` plus those of ``cost`` (202.2)."""
    mc = ManaCost.parse(cost)
    return CardDef(name=name, mana_cost=mc, mana_cost_text=cost or None, types=frozenset({"Creature"}),
                   subtypes=frozenset(subtypes), supertypes=frozenset(supertypes), power=power, toughness=toughness,
                   keywords=frozenset(keywords), triggered=tuple(triggered), static=tuple(static),
                   activated=tuple(activated), colors=frozenset(colors) | mc.colors(),
                   type_line=_type_line(("Creature",), supertypes, subtypes))


def test_spell(name: str, effects=(), targets=(), *, colors: str = "", cost: str = "", types=("Instant",),
               x: bool = False) -> CardDef:
    """An instant (or sorcery, with ``types``) that is not a real card; colors as for ``test_creature``."""
    mc = ManaCost.parse(cost)
    return CardDef(name=name, mana_cost=mc, mana_cost_text=cost or None, types=frozenset(types),
                   spell=SpellAbility(tuple(effects), tuple(targets), x), colors=frozenset(colors) | mc.colors(),
                   type_line=_type_line(types))


test_creature.__test__ = test_spell.__test__ = False     # pytest: builders, not tests


__all__ = [n for n in dir() if not n.startswith("_")] + ["field", "EXILE", "GRAVEYARD", "LIBRARY", "DelayedTrigger"]
