"""Schemes of the 2010 Archenemy product, second batch (314, 904). Each is its Oracle facts plus a few lines.

A scheme's abilities work from the command zone while it is face up (314.4, 904.8); it is the source of
its abilities and of the damage they deal ("this scheme deals ...", 314.7), controlled by its owner
(314.5).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import events as ev
from ...engine import zones
from ...engine.combat import put_blocking
from ...engine.constants import BATTLEFIELD, GRAVEYARD, LIBRARY, Step
from ...engine.damage import deal_damage
from ...engine.decisions import Option, opt
from ...i18n import Msg
from ...engine.definitions import TargetSpec
from ...engine.objects import DelayedTrigger
from ...engine.resolution import Ctx
from ..dsl import (EACH_OPPONENT, EACH_PLAYER, OPPONENT, OTHER_OPPONENTS, TARGET, X, AbandonThis, Damage, Draw,
                   GainControl, GainLife, Grant, MayPayX, Pump, Sacrifice, SelfOrOthers, UntapIt, scheme,
                   scheme_trigger, token)
from ..model import (ALWAYS, CONTROLLED_BY, IS_CREATURE, OWNED_BY, Code, EventPlayerIs, StepBegins, card_code)
from ..model import OPPONENT as OPPONENT_
from ..model import YOU as YOU_

PLANT = token("Plant", 0, 1, subtypes=("Plant",), colors="G")
ELEMENTAL = token("Elemental", 3, 3, subtypes=("Elemental",), colors="G")
ZOMBIE = token("Zombie", 2, 2, subtypes=("Zombie",), colors="B")


def _owner(g, src) -> int:
    return g.objects[src].owner


# ----------------------------------------------------------------------------- My Undead Horde Awakens
def _horde(g, src) -> tuple:
    """Creatures put onto the battlefield with this scheme since it was last set in motion (its timestamp is
    renewed then, so creatures from an earlier time it was face up don't count)."""
    o = g.objects[src]
    ts, ids = o.note.get("horde", (None, ()))
    return ids if ts == o.timestamp else ()


@dataclass(frozen=True, slots=True)
class _ReturnToHorde:
    """Put the target creature card from an opponent's graveyard onto the battlefield under your control and
    remember it for the scheme's "when a creature put onto the battlefield with this scheme dies"."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        oid = ctx.target_obj(0)
        if oid is None:
            return
        nid = zones.put_onto_battlefield(g, oid, controller=ctx.controller, rule="608.2c")
        if nid is not None:
            o = g.objects[ctx.source]
            o.note["horde"] = (o.timestamp, _horde(g, ctx.source) + (nid,))


@card_code("My Undead Horde Awakens:dies")
def _horde_dies(g, e, src) -> bool:
    """"dies" = put into a graveyard from the battlefield (700.4); it was a creature then (603.10a)."""
    return (e.from_zone == BATTLEFIELD and e.to_zone == GRAVEYARD and e.obj in _horde(g, src)
            and e.data is not None and "Creature" in e.data.chars.types)


OPP_GRAVEYARD_CREATURE = TargetSpec(
    "graveyard_card", "target creature card from an opponent's graveyard",
    IS_CREATURE & OWNED_BY(OPPONENT_))


# ----------------------------------------------------------------------------- Nature Shields Its Own
@dataclass(frozen=True, slots=True)
class _PlantBlocks:
    """Create a 0/1 green Plant token that's blocking the creature of the trigger event (509.4, 509.4a)."""

    def run(self, ctx: Ctx) -> None:
        nid = zones.create_token(ctx.g, ctx.controller, PLANT)
        if nid is not None:
            put_blocking(ctx.g, ctx.turn, nid, ctx.event.obj)


def _attacking_you(g, e, src) -> list[int]:
    t = next((x for x in g.turns if x.id == e.turn), None)
    if t is None or t.combat is None:
        return []
    me = ("player", _owner(g, src))
    return [a for a, target in t.combat.attackers.items() if target == me]


@card_code("Nature Shields Its Own:four attack you")
def _four_attack_you(g, e, src) -> bool:
    """"When four or more creatures attack you": one trigger per declaration (on the last attacker's event);
    creatures attacking your planeswalkers don't attack you."""
    mine = _attacking_you(g, e, src)
    return len(mine) >= 4 and e.obj == mine[-1]


@dataclass(frozen=True, slots=True)
class _AbandonAtEndOfCombat:
    """603.7: a delayed trigger "at end of combat (511.2: the beginning of the end of combat step), abandon this
    scheme"."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        g.delayed.append(DelayedTrigger(ctx.controller, ctx.source, ev.STEP,
                                        lambda g2, e, d: e.data == Step.END_COMBAT, (AbandonThis(),),
                                        f"abandon {g.name(ctx.source)} at end of combat"))


# ----------------------------------------------------------------------------- Which of You Burns Brightest?
@dataclass(frozen=True, slots=True)
class _BurnBrightest:
    """X damage to the target opponent or planeswalker and each creature that player (or that planeswalker's
    controller) controls."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        ref = ctx.target(0)
        if ref is None:
            return
        who = ref[1] if ref[0] == "player" else g.controller(ref[1])
        creatures = [o for o in ctx.scope.creatures() if g.controller(o) == who]
        deal_damage(g, ctx.source, ref, ctx.x, rule="120.3")
        for o in creatures:
            deal_damage(g, ctx.source, ("obj", o), ctx.x, rule="120.3")


# ----------------------------------------------------------------------------- Embrace My Diabolical Vision
@dataclass(frozen=True, slots=True)
class _EmbraceVision:
    """Each player shuffles their hand and graveyard into their library (701.20); you draw seven cards, then
    each other player draws four cards (in APNAP order, 101.4)."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        players = EACH_PLAYER.players(ctx)
        for p in players:
            pl = g.players[p]
            for oid in list(pl.hand) + list(pl.graveyard):
                zones.move(g, oid, LIBRARY, rule="701.20", quiet=True)
            g.note("log.shuffles_hand_graveyard", "701.20", args={"player": pl.name})
            zones.shuffle(g, p, rule="701.20")
        me = ctx.controller
        if me in players:
            zones.draw(g, me, 7)
        for p in players:
            if p != me:
                zones.draw(g, p, 4)


# ----------------------------------------------------------------------------- Evil Comes to Fruition
@dataclass(frozen=True, slots=True)
class _EvilFruition:
    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        me = ctx.controller
        lands = sum(1 for o in g.battlefield if g.controller(o) == me and "Land" in g.chars(o).types)
        what = ELEMENTAL if lands >= 10 else PLANT
        for _ in range(7):
            zones.create_token(g, me, what)


# ----------------------------------------------------------------------------- Rotted Ones, Lay Siege
@dataclass(frozen=True, slots=True)
class _RottedOnes:
    """For each opponent, a 2/2 black Zombie token that attacks that player each combat if able (the
    "must_attack" requirement, 508.1d)."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        for p in EACH_OPPONENT.players(ctx):
            nid = zones.create_token(g, ctx.controller, ZOMBIE)
            if nid is not None:
                g.objects[nid].note["must_attack"] = p
                g.note("log.zombie_must_attack", "508.1d", args={"player": g.players[p].name})


# ----------------------------------------------------------------------------- Every Hope Shall Vanish
@dataclass(frozen=True, slots=True)
class _EveryHopeVanish:
    """Each opponent reveals their hand (701.16); you choose a nonland card from each; they discard them."""

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        me = ctx.controller
        plan: list[tuple[int, int | None]] = []
        for p in EACH_OPPONENT.players(ctx):
            hand = g.players[p].hand
            nonland = [c for c in hand if "Land" not in g.objects[c].card.types]
            pick = None
            if nonland:
                pick = ctx.ask(me, "discard", "prompt.choose_nonland_from_hand",
                               [opt("card", "text", c, text=g.name(c)) for c in nonland], "701.8",
                               args={"player": g.players[p].name}).value
            plan.append((p, pick))
        for p, pick in plan:
            pl = g.players[p]
            g.note("log.reveals_hand", "701.16a",
                   args={"player": pl.name, "cards": [g.name(c) for c in pl.hand] or Msg("word.no_cards")})
        for p, pick in plan:
            if pick is not None and pick in g.players[p].hand:
                zones.discard(g, p, pick)


CREATURE_AN_OPPONENT_CONTROLS = TargetSpec(
    "creature", "target creature an opponent controls", CONTROLLED_BY(OPPONENT_))
OPPONENT_OR_PLANESWALKER = TargetSpec("opponent_or_planeswalker", "target opponent or planeswalker")

CARDS = [
    scheme("My Undead Horde Awakens", triggered=[
        scheme_trigger(ev.STEP, StepBegins(Step.END, "you"), [_ReturnToHorde()], targets=[OPP_GRAVEYARD_CREATURE],
                       optional=True,
                       text="At the beginning of your end step, you may put target creature card from an "
                            "opponent's graveyard onto the battlefield under your control."),
        scheme_trigger(ev.ZONE_CHANGE, Code("My Undead Horde Awakens:dies"), [AbandonThis()],
                       text="When a creature put onto the battlefield with this scheme dies, abandon this scheme."),
    ]),
    scheme("Nature Shields Its Own", triggered=[
        scheme_trigger(ev.UNBLOCKED, ALWAYS, [_PlantBlocks()],
                       intervening=EventPlayerIs(YOU_, "target_player"),
                       text="Whenever a creature attacks and isn't blocked, if you're the defending player, create "
                            "a 0/1 green Plant creature token that's blocking that creature."),
        scheme_trigger(ev.ATTACKS, Code("Nature Shields Its Own:four attack you"), [_AbandonAtEndOfCombat()],
                       text="When four or more creatures attack you, abandon this scheme at end of combat."),
    ]),
    scheme("Which of You Burns Brightest?", targets=[OPPONENT_OR_PLANESWALKER], on_set=[MayPayX((_BurnBrightest(),))]),
    scheme("Your Will Is Not Your Own", targets=[CREATURE_AN_OPPONENT_CONTROLS],
           on_set=[GainControl(), UntapIt(), Pump(3, 3), Grant("Trample"), Grant("Haste")]),
    scheme("Embrace My Diabolical Vision", on_set=[_EmbraceVision()]),
    scheme("Evil Comes to Fruition", on_set=[_EvilFruition()]),
    scheme("Feed the Machine", targets=[OPPONENT],
           on_set=[SelfOrOthers(Sacrifice(2, "Creature", TARGET), Sacrifice(1, "Creature", OTHER_OPPONENTS))]),
    scheme("The Fate of the Flammable", targets=[OPPONENT],
           on_set=[SelfOrOthers(Damage(6, TARGET), Damage(3, OTHER_OPPONENTS))]),
    scheme("May Civilization Collapse", targets=[OPPONENT],
           on_set=[SelfOrOthers(Sacrifice(2, "Land", TARGET), Sacrifice(1, "Land", OTHER_OPPONENTS))]),
    scheme("Rotted Ones, Lay Siege", on_set=[_RottedOnes()]),
    scheme("My Genius Knows No Bounds", on_set=[MayPayX((GainLife(X), Draw(X)))]),
    scheme("Every Hope Shall Vanish", on_set=[_EveryHopeVanish()]),
]
