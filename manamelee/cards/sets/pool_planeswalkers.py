"""Planeswalkers written by hand (306, 606) whose loyalty abilities the oracle grammar does not read yet: each
ability is a loyalty ability (``loyalty_ability``: "[+1]", "[−2]", "[0]", "[−X]") built from DSL effects."""
from __future__ import annotations

from dataclasses import replace

from ..dsl import (CREATURE, CREATURES_YOU_CONTROL, CreateToken, Damage, DamageTargetAndTheirCreatures, Draw,
                   EACH_CREATURE, EACH_PLAYER, GainControl, Grant, LAND, Mill, PLAYER, PLAYER_OR_PW, Pump, Target,
                   UntapIt, X, card, loyalty_ability, token)

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
]

__all__ = ["CARDS", "EACH_CREATURE"]
