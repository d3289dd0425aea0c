"""Section 800: multiplayer options and variants as configuration plus hooks into the engine."""
from .rules import MultiplayerHooks, MultiplayerRules
from .turn_markers import GrandMeleeHooks
from .variants import VARIANTS, Seat, TablePlan, plan_variant


def hooks_for(rules: MultiplayerRules) -> MultiplayerHooks:
    """The engine hooks that enforce a set of multiplayer rules (Grand Melee adds turn markers,
    Archenemy its scheme turn-based action)."""
    if rules.variant == "grand-melee":
        return GrandMeleeHooks(rules)
    if rules.variant in ("archenemy", "supervillain-rumble"):
        from .archenemy import ArchenemyHooks
        return ArchenemyHooks(rules)
    return MultiplayerHooks(rules)


__all__ = ["MultiplayerHooks", "MultiplayerRules", "GrandMeleeHooks", "VARIANTS", "Seat", "TablePlan",
           "plan_variant", "hooks_for"]
