"""Section 800: multiplayer options and variants as configuration plus hooks into the engine."""
from .rules import MultiplayerHooks, MultiplayerRules
from .turn_markers import GrandMeleeHooks
from .variants import COMMANDER_VARIANTS, DEFAULT_NAMES, VARIANTS, Seat, TablePlan, plan_variant


def hooks_for(rules: MultiplayerRules) -> MultiplayerHooks:
    """The engine hooks that enforce a set of multiplayer rules (Grand Melee adds turn markers,
    Archenemy its scheme turn-based action, Commander its command zone and state-based actions)."""
    if rules.commander:
        from .commander import CommanderHooks
        return CommanderHooks(rules)
    if rules.variant == "grand-melee":
        return GrandMeleeHooks(rules)
    if rules.variant in ("archenemy", "supervillain-rumble"):
        from .archenemy import ArchenemyHooks
        return ArchenemyHooks(rules)
    return MultiplayerHooks(rules)


__all__ = ["MultiplayerHooks", "MultiplayerRules", "GrandMeleeHooks", "VARIANTS", "COMMANDER_VARIANTS",
           "DEFAULT_NAMES", "Seat", "TablePlan",
           "plan_variant", "hooks_for"]
