"""Names shared across the engine: zones (400.1), steps (500.1), colours (105), card types (300)."""
from __future__ import annotations

from typing import Final

from enum import IntEnum

# Zones (400.1). Library, hand and graveyard belong to a player; the stack belongs to a Turn.
LIBRARY: Final = "library"
HAND: Final = "hand"
GRAVEYARD: Final = "graveyard"
BATTLEFIELD: Final = "battlefield"
STACK: Final = "stack"
EXILE: Final = "exile"
COMMAND: Final = "command"
GONE: Final = "gone"  # left the game with its owner (800.4a) or ceased to exist (704.5d)

COLORS: Final = "WUBRG"
COLOR_NAMES: Final = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

PERMANENT_TYPES: Final = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})


class Step(IntEnum):
    """Steps of a turn in order (500.1); main phases count as one step each."""

    UNTAP = 0
    UPKEEP = 1
    DRAW = 2
    MAIN1 = 3
    BEGIN_COMBAT = 4
    DECLARE_ATTACKERS = 5
    DECLARE_BLOCKERS = 6
    FIRST_STRIKE_DAMAGE = 7
    COMBAT_DAMAGE = 8
    END_COMBAT = 9
    MAIN2 = 10
    END = 11
    CLEANUP = 12


STEP_RULES: Final = {
    Step.UNTAP: "502", Step.UPKEEP: "503", Step.DRAW: "504", Step.MAIN1: "505",
    Step.BEGIN_COMBAT: "507", Step.DECLARE_ATTACKERS: "508", Step.DECLARE_BLOCKERS: "509",
    Step.FIRST_STRIKE_DAMAGE: "510.4", Step.COMBAT_DAMAGE: "510", Step.END_COMBAT: "511",
    Step.MAIN2: "505", Step.END: "513", Step.CLEANUP: "514",
}

MAIN_STEPS: Final = (Step.MAIN1, Step.MAIN2)
COMBAT_STEPS: Final = (Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_COMBAT)

# Keywords implemented in the engine (702).
FLYING: Final = "Flying"
REACH: Final = "Reach"
FIRST_STRIKE: Final = "First strike"
DOUBLE_STRIKE: Final = "Double strike"
TRAMPLE: Final = "Trample"
DEATHTOUCH: Final = "Deathtouch"
LIFELINK: Final = "Lifelink"
VIGILANCE: Final = "Vigilance"
HASTE: Final = "Haste"
MENACE: Final = "Menace"
DEFENDER: Final = "Defender"
HEXPROOF: Final = "Hexproof"
SHROUD: Final = "Shroud"
INDESTRUCTIBLE: Final = "Indestructible"
LANDWALK: Final = {"Plainswalk": "Plains", "Islandwalk": "Island", "Swampwalk": "Swamp",
            "Mountainwalk": "Mountain", "Forestwalk": "Forest"}
PROTECTION_PREFIX: Final = "Protection from "
