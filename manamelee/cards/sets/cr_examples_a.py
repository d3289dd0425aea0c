"""Cards used by rules examples and tests (batch A): pump and burn, control changing, library search,
layer-7c counting statics, damage redirection and prevention, life doubling, an intervening-if
upkeep trigger and a self-animating enchantment. Most appear in the examples of 801, 800.4a and 810.9."""
from __future__ import annotations

from ...engine.constants import BATTLEFIELD, Step
from ...engine.definitions import StaticAbility, TargetSpec
from ..model import IS_CREATURE, HalfLife, LifeAtLeast, Matching, PlusPerSharedCreatureType
from ..dsl import (ANY, Becomes, CREATURE, CREATURE_PLAYER_OR_PW, Damage, DoubleLife, Draw, EACH_CREATURE, EACH_PLAYER,
                   GainControl, GainLife, Grant, OPPONENT, PLAYER, PLAYER_OR_PW, PreventAllCombatDamage, Pump,
                   RedirectNext, SearchLibrary, ShuffleSelfIntoLibrary, TARGET, UntapIt, WinGame, X, activated, at_step,
                   card, control_enchanted)


COAT_OF_ARMS = StaticAbility("7c", Matching(IS_CREATURE), PlusPerSharedCreatureType(),
                             text="Each creature gets +1/+1 for each other creature on the battlefield that "
                                  "shares at least one creature type with it.", stable=True)

_half_life_rounded_up = HalfLife(up=True)
"""119.4: pay half your life, rounded up; with 0 or less life that is 0 life (119.4b: always payable)."""

ANOTHER_TARGET = TargetSpec("any", "another target creature, planeswalker, or player", other_than=0)

CARDS = [
    card("Titanic Growth", targets=[CREATURE], effects=[Pump(4, 4)]),
    card("Control Magic", enchant=CREATURE, static=[control_enchanted()]),
    card("Threaten", targets=[CREATURE], effects=[UntapIt(), GainControl(), Grant("Haste")]),
    card("Bribery", targets=[OPPONENT],
         effects=[SearchLibrary(IS_CREATURE, TARGET, BATTLEFIELD, "pool.what.creature_card")]),
    card("Pyroclasm", effects=[Damage(2, EACH_CREATURE)]),
    card("Coat of Arms", static=[COAT_OF_ARMS]),
    card("Lava Axe", targets=[PLAYER_OR_PW], effects=[Damage(5)]),
    card("Captain's Maneuver", x=True, targets=[CREATURE_PLAYER_OR_PW, ANOTHER_TARGET], effects=[RedirectNext(X)]),
    card("Lightning Blast", targets=[ANY], effects=[Damage(4)]),
    card("Healing Hands", targets=[PLAYER], effects=[GainLife(4, TARGET), Draw(1)]),
    card("Holy Day", effects=[PreventAllCombatDamage()]),
    card("Flame Rift", effects=[Damage(4, EACH_PLAYER)]),
    card("Beacon of Immortality", targets=[PLAYER], effects=[DoubleLife(TARGET), ShuffleSelfIntoLibrary()]),
    card("Test of Endurance",
         triggered=[at_step(Step.UPKEEP, [WinGame()], intervening=LifeAtLeast(50),
                            text="At the beginning of your upkeep, if you have 50 or more life, you win the game.")]),
    card("Lurking Evil",
         activated=[activated("", [Becomes(4, 4, ("Creature",), ("Phyrexian", "Horror"), ("Flying",))],
                              life=_half_life_rounded_up,
                              text="Pay half your life, rounded up: This enchantment becomes a 4/4 Phyrexian "
                                   "Horror creature with flying.")]),
]
