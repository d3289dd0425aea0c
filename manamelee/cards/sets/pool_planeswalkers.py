"""Planeswalkers written by hand (306, 606) whose loyalty abilities the oracle grammar does not read yet: each
ability is a loyalty ability (``loyalty_ability``: "[+1]", "[−2]", "[0]", "[−X]") built from DSL effects."""
from __future__ import annotations

from dataclasses import replace

from ...engine import events as ev
from ..dsl import (ANY, CREATURE, CREATURES_YOU_CONTROL, Counters, CreateToken, Damage, DamageTargetAndTheirCreatures,
                   Draw, EACH_CREATURE, EACH_OPPONENT, EACH_PLAYER, EachCreature, GainControl, Grant, ITS_CONTROLLER,
                   LAND, Mill, PERMANENT, PLAYER, PLAYER_OR_PW, Pump, Scry, Target, UntapIt, X, card, loyalty_ability,
                   token, when_event, your_creatures)
from ..model import CONTROLLED_BY, Enters, IS_CREATURE, OPPONENT, YOU
from ..model.filters import PowerAtLeast

BEAST = token("Beast", 3, 3, subtypes=("Beast",), colors="G")
DRAGON = token("Dragon", 4, 4, subtypes=("Dragon",), colors="R", keywords=("Flying",))
_SECOND_LAND = replace(LAND, other_than=0)

CARDS = [
    card("Jace Beleren", activated=[
        loyalty_ability("+2", [Draw(1, EACH_PLAYER)], text="[+2]: Each player draws a card."),
        loyalty_ability("-1", [Draw(1, Target(0))], [PLAYER], text="[−1]: Target player draws a card."),
        loyalty_ability("-10", [Mill(20, Target(0))], [PLAYER], text="[−10]: Target player mills twenty cards."),
    ]),
    card("Chandra Nalaar", activated=[
        loyalty_ability("+1", [Damage(1)], [PLAYER_OR_PW],
                        text="[+1]: Chandra Nalaar deals 1 damage to target player or planeswalker."),
        loyalty_ability("-X", [Damage(X)], [CREATURE], text="[−X]: Chandra Nalaar deals X damage to target creature."),
        loyalty_ability("-8", [DamageTargetAndTheirCreatures(10)], [PLAYER_OR_PW],
                        text="[−8]: Chandra Nalaar deals 10 damage to target player or planeswalker and each creature "
                             "that player or that planeswalker's controller controls."),
    ]),
    card("Garruk Wildspeaker", activated=[
        loyalty_ability("+1", [UntapIt(Target(0)), UntapIt(Target(1))], [LAND, _SECOND_LAND],
                        text="[+1]: Untap two target lands."),
        loyalty_ability("-1", [CreateToken(BEAST)], text="[−1]: Create a 3/3 green Beast creature token."),
        loyalty_ability("-4", [Pump(3, 3, CREATURES_YOU_CONTROL), Grant("Trample", CREATURES_YOU_CONTROL)],
                        text="[−4]: Creatures you control get +3/+3 and gain trample until end of turn."),
    ]),
    card("Sarkhan Vol", activated=[
        loyalty_ability("+1", [Pump(1, 1, CREATURES_YOU_CONTROL), Grant("Haste", CREATURES_YOU_CONTROL)],
                        text="[+1]: Creatures you control get +1/+1 and gain haste until end of turn."),
        loyalty_ability("-2", [GainControl(), UntapIt(), Grant("Haste")], [CREATURE],
                        text="[−2]: Gain control of target creature until end of turn. Untap that creature. "
                             "It gains haste until end of turn."),
        loyalty_ability("-6", [CreateToken(DRAGON, 5)], text="[−6]: Create five 4/4 red Dragon creature tokens with flying."),
    ]),
    card("Samut, Tyrant Smasher", static=[*your_creatures(0, 0, ("Haste",), text="Creatures you control have haste.")],
         activated=[
        loyalty_ability("-1", [Pump(2, 1), Grant("Haste"), Scry(optional=False)], [CREATURE],
                        text="[−1]: Target creature gets +2/+1 and gains haste until end of turn. Scry 1."),
    ]),
    card("Domri, City Smasher", activated=[
        loyalty_ability("+2", [Pump(1, 1, CREATURES_YOU_CONTROL), Grant("Haste", CREATURES_YOU_CONTROL)],
                        text="[+2]: Creatures you control get +1/+1 and gain haste until end of turn."),
        loyalty_ability("-3", [Damage(3)], [ANY], text="[−3]: Domri deals 3 damage to any target."),
        loyalty_ability("-8", [Counters("+1/+1", 3, CREATURES_YOU_CONTROL), Grant("Trample", CREATURES_YOU_CONTROL)],
                        text="[−8]: Put three +1/+1 counters on each creature you control. Those creatures gain "
                             "trample until end of turn."),
    ]),
    card("Chandra, Pyrogenius", activated=[
        loyalty_ability("+2", [Damage(2, EACH_OPPONENT)], text="[+2]: Chandra deals 2 damage to each opponent."),
        loyalty_ability("-3", [Damage(4)], [CREATURE], text="[−3]: Chandra deals 4 damage to target creature."),
        loyalty_ability("-10", [DamageTargetAndTheirCreatures(6)], [PLAYER_OR_PW],
                        text="[−10]: Chandra deals 6 damage to target player or planeswalker and each creature that "
                             "player or that planeswalker's controller controls."),
    ]),
    card("Chandra, Flame's Fury", activated=[
        loyalty_ability("+1", [Damage(2)], [ANY], text="[+1]: Chandra deals 2 damage to any target."),
        loyalty_ability("-2", [Damage(4), Damage(2, ITS_CONTROLLER)], [CREATURE],
                        text="[−2]: Chandra deals 4 damage to target creature and 2 damage to that creature's "
                             "controller."),
        loyalty_ability("-8", [DamageTargetAndTheirCreatures(10)], [PLAYER],
                        text="[−8]: Chandra deals 10 damage to target player and each creature that player controls."),
    ]),
    card("Kiora, Behemoth Beckoner",
         triggered=[when_event(ev.ZONE_CHANGE, Enters(IS_CREATURE & CONTROLLED_BY(YOU) & PowerAtLeast(4), other=False),
                               [Draw(1)], text="Whenever a creature you control with power 4 or greater enters, draw a "
                                               "card.")],
         activated=[loyalty_ability("-1", [UntapIt()], [PERMANENT], text="[−1]: Untap target permanent.")]),
]

__all__ = ["CARDS", "EACH_CREATURE", "EACH_PLAYER", "EachCreature", "OPPONENT"]
