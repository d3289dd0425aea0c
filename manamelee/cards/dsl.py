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
from ..engine.decisions import Option
from ..engine.definitions import (ActivatedAbility, CardDef, Cost, Mode, SpellAbility, StaticAbility, TargetSpec,
                                  TriggeredAbility)
from ..engine.mana import ManaCost
from ..engine.objects import ContinuousEffect, DelayedTrigger, Shield
from ..engine.resolution import Ctx
from ..engine import zones

DATA = Path(__file__).parent / "data" / "oracle.json"

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

    def refs(self, ctx: Ctx) -> list[tuple]:
        from ..engine.sides import apnap_players
        ps = set(ctx.scope.opponents() if self.opponents else ctx.scope.players())
        return [("player", p) for p in apnap_players(ctx.g, ctx.turn) if p in ps]


@dataclass(frozen=True, slots=True)
class EachCreature(Sel):
    """Each creature in range (801.10), optionally filtered."""

    where: Callable[..., bool] | None = None

    def refs(self, ctx: Ctx) -> list[tuple]:
        return [("obj", o) for o in ctx.scope.creatures() if self.where is None or self.where(ctx, o)]


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


TARGET = Target(0)
TARGET2 = Target(1)
YOU = _You()
SELF = _Self()
EACH_PLAYER = EachPlayer()
EACH_OPPONENT = EachPlayer(opponents=True)
EACH_CREATURE = EachCreature()


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
    amount: int = 1

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        for p in self.who.players(ctx):
            for _ in range(self.amount):
                hand = g.players[p].hand
                if hand:
                    zones.discard(g, p, hand[g.rng.randrange(len(hand))], rule="701.8b")


@dataclass(frozen=True, slots=True)
class Discard:
    """The player discards N cards of their choice (701.8)."""

    amount: int = 1
    who: Sel = TARGET

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        plan = []
        for p in self.who.players(ctx):
            chosen: list[int] = []
            for _ in range(min(self.amount, len(g.players[p].hand))):
                left = [c for c in g.players[p].hand if c not in chosen]
                chosen.append(ctx.ask(p, "discard", "Choose a card to discard",
                                      [Option("card", g.name(c), c) for c in left], "701.8").value)
            plan.append((p, chosen))
        for p, chosen in plan:
            for c in chosen:
                zones.discard(g, p, c)


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
            zones.move(ctx.g, oid, HAND, rule="400.7", text=f"{ctx.g.name(oid)} returns to its owner's hand")


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
            g.note(", ".join(g.name(o) for o in objs) + f" get{'s' if len(objs) == 1 else ''} "
                   f"{amount_of(self.power, ctx):+d}/{amount_of(self.toughness, ctx):+d}", "613.4c")


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
    """"gain control of target ..." (layer 2); 800.4a ends it if the new controller leaves."""

    who: Sel = TARGET
    duration: str = "eot"

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        objs = tuple(self.who.objects(ctx))
        if objs and not g.players[ctx.controller].left:
            g.effects.append(ContinuousEffect("2", g.new_timestamp(), ctx.source, ctx.controller, objs, None,
                                              self.duration, control_to=ctx.controller))
            for o in objs:
                g.objects[o].since = g.timestamp       # 302.6: control changed
            g.emit(ev.Event(ev.CONTROL, "613.1b", f"{g.players[ctx.controller].name} gains control of "
                            + ", ".join(g.name(o) for o in objs), player=ctx.controller))


@dataclass(frozen=True, slots=True)
class CreateToken:
    token: CardDef
    amount: Any = 1
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            for _ in range(amount_of(self.amount, ctx)):
                zones.create_token(ctx.g, p, self.token)


@dataclass(frozen=True, slots=True)
class PreventAllCombatDamage:
    """Holy Day: "Prevent all combat damage that would be dealt this turn." (615)"""

    def run(self, ctx: Ctx) -> None:
        add_shield(ctx.g, Shield("prevent_combat", ctx.g.new_timestamp(), ctx.controller, ctx.source))
        ctx.g.note("all combat damage this turn will be prevented", "615.1")


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
        ctx.g.note(f"{ctx.g.players[ctx.controller].name} will take an extra turn", "500.7")


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
            lose_game(ctx.g, p, "104.3e", "an effect says they lose the game")


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
            if self.optional and not ctx.yes_no(p, "Scry 1?", "701.18"):
                continue
            top = lib[0]
            a = ctx.ask(p, "scry", f"Scry: {g.name(top)} — keep it on top or put it on the bottom?",
                        [Option("top", "top"), Option("bottom", "bottom")], "701.18a")
            plan.append((p, top, a.kind))
        for p, top, where in plan:
            g.note(f"{g.players[p].name} scries 1", "701.18")
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
    what: str = "a card"

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        me = ctx.controller
        plan: list[tuple[int, int | None]] = []
        for p in self.whose.players(ctx):
            seen: dict[str, int] = {}
            for c in g.players[p].library:        # identical cards are one option
                cd = g.objects[c].card
                if (self.where is None or self.where(cd)) and cd.name not in seen:
                    seen[cd.name] = c
            opts = [Option("card", n, c) for n, c in sorted(seen.items())]
            if self.where is not None or not opts:
                opts.append(Option("none", "find nothing", None))                    # 701.19b
            a = ctx.ask(me, "search", f"Search {g.players[p].name}'s library for {self.what}", opts, "701.19a")
            plan.append((p, a.value))
        for p, c in plan:
            if c is not None and c in g.objects and g.objects[c].zone == LIBRARY:
                if self.to == BATTLEFIELD:
                    zones.put_onto_battlefield(g, c, controller=me, rule="701.19")
                else:
                    zones.move(g, c, self.to, rule="701.19",
                               text=f"{g.players[me].name} finds {g.name(c)} and puts it into {self.to}")
            else:
                g.note(f"{g.players[me].name} searches {g.players[p].name}'s library and finds nothing", "701.19b")
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
        out.append(ctx.ask(who, "choose_player", f"Team {team}: choose the player whose life total is set",
                           [Option("player", g.players[q].name, q) for q in members], "810.9d").value)
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
            zones.move(g, ctx.source, LIBRARY, rule="701.20c",
                       text=f"{o.card.name} is shuffled into {g.players[owner].name}'s library")
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
        kw = (" with " + ", ".join(k.lower() for k in self.keywords)) if self.keywords else ""
        g.note(", ".join(g.name(o) for o in objs) + f" becomes a {pt}{what}{kw}", "613.1d")


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
    return StaticAbility("2", affects, apply, text="You control enchanted creature.")


def enchanted_has(*keywords: str, text: str = "") -> StaticAbility:
    """"Enchanted creature has <keywords>" (layer 6); "can't attack or block" is the pseudo-keywords
    ``CantAttack`` / ``CantBlock`` that combat checks (508.1a, 509.1a)."""

    def affects(g, src, oid, cm):
        return g.objects[src].attached_to == oid

    def apply(g, src, oid, ch, cm):
        ch.keywords = ch.keywords | set(keywords)
    return StaticAbility("6", affects, apply, text=text)


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


def unearth(cost: str) -> ActivatedAbility:
    """702.84a: "Unearth [cost]": from your graveyard, as a sorcery (see UnearthReturn)."""
    return activated(cost, [UnearthReturn()], zone=GRAVEYARD, sorcery=True, text=f"Unearth {cost}", keyword="Unearth")


# ----------------------------------------------------------------------------- the card builder
def mode(label: str, effects=(), targets=()) -> Mode:
    """One mode of a modal spell; its targets are numbered from 0 within the mode."""
    return Mode(label, tuple(effects), tuple(targets))


def card(name: str, *, effects=(), targets=(), x: bool = False, enchant: TargetSpec | None = None,
         static=(), triggered=(), activated=(), keywords=(), extra: dict | None = None, modes=(),
         choose: int = 1) -> CardDef:
    """Build a card definition from its Oracle facts plus behaviour."""
    f = facts(name)
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
                picks.append(ctx.ask(p, "sacrifice", f"{g.players[p].name}: choose a {self.type.lower()} to "
                                     f"sacrifice ({self.amount - k} more)",
                                     [Option("permanent", g.name(o), o) for o in left], "701.17a").value)
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
        a = ctx.ask(p, "choose_mode", f"{g.players[p].name}: choose self or others",
                    [Option("self", "self", "self"), Option("others", "others", "others")], "608.2d")
        g.note(f"{g.players[p].name} chooses {a.value}", "608.2d")
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
        opts = [Option("cancel", "don't pay", None)] + [Option("x", f"pay X = {v}", v) for v in range(hi + 1)]
        x = ctx.ask(p, "choose_x", f"{g.name(ctx.source)}: you may pay {{X}}", opts, "107.3f").value
        if x is None:
            g.note(f"{g.players[p].name} doesn't pay {{X}}", "608.2d")
            return
        plan = _pay(g, ctx.proc, p, cost.with_x(x), f"pay {{X}} = {x}", None) if x else []
        if plan is None:
            return
        _activate_mana(g, p, plan)
        if not pay_from_pool(cost.with_x(x), g.players[p].pool):
            raise RuntimeError(f"payment plan did not cover X={x}")
        g.note(f"{g.players[p].name} pays {{X}} with X = {x}", "107.3f")
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
