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
from ...engine.constants import BATTLEFIELD, GRAVEYARD, Step
from ...engine.definitions import TargetSpec
from ...engine.objects import DelayedTrigger
from ...engine.resolution import Ctx
from ..model.effects import ShuffleHandAndGraveyardIn
from ..model.effects_players import CreateTokenThatAttacks, DamageTargetAndTheirCreatures
from ..dsl import (AbandonThis, CreateToken, Damage, Draw, EACH_OPPONENT, EACH_OTHER_PLAYER, EACH_PLAYER, GainControl,
                   GainLife, Grant, If, MayPayX, OPPONENT, OTHER_OPPONENTS, Pump, RevealChooseDiscard, Sacrifice,
                   SelfOrOthers, TARGET, UntapIt, X, scheme, scheme_trigger, token)
from ..model import (ALWAYS, CONTROLLED_BY, Code, Compare, Count, EventPlayerIs, IS_CREATURE, IS_LAND, OWNED_BY,
                     StepBegins, StepIs, card_code)
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
                                        StepIs(Step.END_COMBAT), (AbandonThis(),),
                                        f"abandon {g.name(ctx.source)} at end of combat"))


# ----------------------------------------------------------------------------- Every Hope Shall Vanish
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
    scheme("Which of You Burns Brightest?", targets=[OPPONENT_OR_PLANESWALKER],
           on_set=[MayPayX((DamageTargetAndTheirCreatures(X),))]),
    scheme("Your Will Is Not Your Own", targets=[CREATURE_AN_OPPONENT_CONTROLS],
           on_set=[GainControl(), UntapIt(), Pump(3, 3), Grant("Trample"), Grant("Haste")]),
    scheme("Embrace My Diabolical Vision",
           on_set=[ShuffleHandAndGraveyardIn(EACH_PLAYER, note=True), Draw(7), Draw(4, EACH_OTHER_PLAYER)]),
    scheme("Evil Comes to Fruition",
           on_set=[If(Compare(Count(IS_LAND & CONTROLLED_BY(YOU_)), ">=", 10), (CreateToken(ELEMENTAL, 7),),
                      (CreateToken(PLANT, 7),))]),
    scheme("Feed the Machine", targets=[OPPONENT],
           on_set=[SelfOrOthers(Sacrifice(2, "Creature", TARGET), Sacrifice(1, "Creature", OTHER_OPPONENTS))]),
    scheme("The Fate of the Flammable", targets=[OPPONENT],
           on_set=[SelfOrOthers(Damage(6, TARGET), Damage(3, OTHER_OPPONENTS))]),
    scheme("May Civilization Collapse", targets=[OPPONENT],
           on_set=[SelfOrOthers(Sacrifice(2, "Land", TARGET), Sacrifice(1, "Land", OTHER_OPPONENTS))]),
    scheme("Rotted Ones, Lay Siege", on_set=[CreateTokenThatAttacks(ZOMBIE, EACH_OPPONENT)]),
    scheme("My Genius Knows No Bounds", on_set=[MayPayX((GainLife(X), Draw(X)))]),
    scheme("Every Hope Shall Vanish", on_set=[RevealChooseDiscard(~IS_LAND, "pool.what.nonland", EACH_OPPONENT,
                                                                  reveal_first=True, empty="word.no_cards")]),
]
