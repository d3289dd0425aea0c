"""Archenemy (904) and Supervillain Rumble (904.12): the archenemy's turn-based action and life total.

Scheme mechanics (set in motion, abandon, the 904.10 state-based action) are rules of the game and
live in engine/schemes.py; this module adds what the variant decides: who is an archenemy, who
starts (904.6), starting life (904.5) and setting a scheme in motion after the precombat main phase
begins (904.9).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.constants import Step
from ..engine.schemes import set_in_motion
from .rules import MultiplayerHooks

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.turn import Frame, Turn


class ArchenemyHooks(MultiplayerHooks):
    """904: the archenemies set a scheme in motion at the start of each of their precombat main phases."""

    steps_after_turn_based_actions = frozenset({Step.MAIN1})       # 904.9: the only step it acts in

    def setup_players(self, g: "Game") -> None:
        super().setup_players(g)
        for p in self.rules.archenemies:
            g.players[p].total.life = 40                    # 904.5; 904.12c: every archenemy of a Rumble too

    def starting_player(self, g: "Game") -> int | None:
        if self.rules.variant == "archenemy" and self.rules.archenemies:
            return self.rules.archenemies[0]                # 904.6
        return None                                         # 904.12c: random

    def after_turn_based_actions(self, g: "Game", t: "Turn", step: Any) -> "Frame | None":
        if step == Step.MAIN1 and t.active in self.rules.archenemies and not g.players[t.active].left:
            set_in_motion(g, t.active, rule="904.9")        # a turn-based action; doesn't use the stack
        return None
