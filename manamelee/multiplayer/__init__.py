"""Section 800: multiplayer options and variants as configuration plus hooks into the engine."""
from .rules import MultiplayerHooks, MultiplayerRules
from .variants import VARIANTS, Seat, TablePlan, plan_variant

__all__ = ["MultiplayerHooks", "MultiplayerRules", "VARIANTS", "Seat", "TablePlan", "plan_variant"]
