"""Mana added by an effect that is not a mana ability — "[−1]: Add {R}{R}." is a loyalty ability, so it uses the
stack (605.1a) — into the controller's mana pool (106.4), which empties at the end of the step (500.4). The node
itself is card data (manamelee.cards.model.effects_schemes.AddMana); the DSL re-exports it."""
from __future__ import annotations

from ..model.effects_schemes import AddMana

__all__ = ["AddMana"]
