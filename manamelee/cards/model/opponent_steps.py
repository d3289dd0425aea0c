"""Triggers on another player's step and the conditions they test: "At the beginning of each opponent's upkeep, if
that player has two or fewer cards in hand, ..." (603.2, 603.4, 503.1a)."""
from __future__ import annotations

from ...engine.constants import Step
from .conditions import Condition
from .events import EventTest, turn_players
from .node import node


@node
class OpponentStepBegins(EventTest):
    """The beginning of ``step`` of a turn an opponent of this source's controller takes; with
    ``TriggeredAbility.each_player`` the event names that opponent (805.4d: once per player of a team's turn)."""

    step: Step

    def __call__(self, g, e, src) -> bool:
        if e.data != self.step or e.player is None:
            return False
        return g.is_opponent(g.controller(src), e.player) and e.player in turn_players(g, e)


@node
class EventPlayerHandAtMost(Condition):
    """"if that player has N or fewer cards in hand": the trigger event's player (603.4: checked as it triggers
    and as it resolves)."""

    n: int

    def holds(self, g, src, me, e, ctx) -> bool:
        p = e.player if e is not None else None
        return p is not None and not g.players[p].left and len(g.players[p].hand) <= self.n


__all__ = ["EventPlayerHandAtMost", "OpponentStepBegins"]
