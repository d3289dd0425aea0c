"""Card data for the keywords that trigger in combat or on death: exalted (702.83), bushido (702.45), afflict
(702.130), dethrone (702.105), training (702.149) and soulshift (702.46). Event tests are called as
``w(game, event, source_id)``; the selector picks at resolution like the DSL's selectors.
"""
from __future__ import annotations

from typing import Any

from ...engine.resolution import Ctx
from ..dsl.selectors import Sel
from .events import EventTest, source_controller
from .filters import Filter
from .node import Node, node


def _combat_of(g: Any, turn_id: Any) -> Any:
    """The combat of the Turn an event belongs to (807.4: each turn marker has its own), or None."""
    for t in g.turns:
        if t.id == turn_id:
            return t.combat
    return None


@node
class AttacksAlone(EventTest):
    """702.83a-b / 506.5: a creature the source's controller controls attacks alone — the only creature declared as
    an attacker in that combat (with shared team turns, 805, the whole team's declaration)."""

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        c = _combat_of(g, e.turn)
        if c is None or len(c.attackers) != 1 or e.obj not in c.attackers or e.obj not in g.objects:
            return False
        return g.controller(e.obj) == source_controller(g, src)


@node
class ThisAttacks(EventTest):
    """This creature attacks (508.1m); ``condition``: "dethrone" (it attacks the player with the most life or tied
    for most life, 702.105a), "training" (with at least one other attacking creature of greater power, 702.149a)."""

    condition: str = ""

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        if e.obj != src:
            return False
        c = _combat_of(g, e.turn)
        if c is None or src not in c.attackers:
            return False
        if self.condition == "dethrone":
            target = c.attackers[src]
            if target[0] != "player":
                return False                       # attacking a planeswalker or a battle isn't attacking a player
            lives = [pl.life for pl in g.players if not pl.left]
            return bool(lives) and g.players[target[1]].life >= max(lives)
        if self.condition == "training":
            mine = g.chars(src).power or 0
            return any(a != src and a in g.objects and (g.chars(a).power or 0) > mine for a in c.attackers)
        return True


@node
class BlocksOrBecomesBlocked(EventTest):
    """This creature blocks (509.1i: the blocks event names the blocker) or becomes blocked (509.3c) — bushido
    (702.45a). The two are events of different kinds, so bushido is two abilities on those two events."""

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        return e.obj == src


@node
class DefendingPlayer(Node, Sel):
    """"defending player" of this attacking creature (506.2, 508.5; 805.10e: the player it attacks, or the
    controller or protector of the planeswalker or battle it attacks), if in range (801.10)."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        from ...engine.battles import attacked_player
        c = _combat_of(ctx.g, ctx.event.turn) if ctx.event is not None else None
        if c is None or ctx.source not in c.attackers:
            return []
        target = c.attackers[ctx.source]
        p = target[1] if target[0] == "player" else attacked_player(ctx.g, target) if target[1] in ctx.g.objects \
            else None
        return [("player", p)] if p is not None and ctx.scope.in_range(p) else []


@node
class EventAttacker(Node, Sel):
    """The creature an attack event names (exalted's "that creature"), while it is on the battlefield."""

    def refs(self, ctx: Ctx) -> list[tuple]:
        oid = ctx.event.obj if ctx.event is not None else None
        return [("obj", oid)] if oid is not None and oid in ctx.g.objects else []


__all__ = ["AttacksAlone", "BlocksOrBecomesBlocked", "DefendingPlayer", "EventAttacker", "ThisAttacks"]
