"""Effects that go player by player as data: "for each opponent, ..." with "that player" (``THAT_PLAYER``, the
player of the current round), tokens that must attack a player, and damage to a player and their creatures."""
from __future__ import annotations

from typing import Any

from ...engine import zones
from ...engine.resolution import Ctx
from .node import Node, node

THAT_PLAYER_KEY = "that_player"
"""``ctx.vars`` key of the player ``ForEachPlayer`` is on ("that player")."""


@node
class ForEachPlayer(Node):
    """For each of ``who`` (APNAP order, in range), run ``effects`` with that player as ``THAT_PLAYER`` (and
    ``HandSize``/``LifeLostThisTurn(that_player=True)``): "each opponent loses life equal to the life they lost
    this turn". The effects must not ask questions (each round runs straight through)."""

    who: Any
    effects: tuple = ()

    def run(self, ctx: Ctx) -> None:
        for p in self.who.players(ctx):
            ctx.vars[THAT_PLAYER_KEY] = p
            for e in self.effects:
                e.run(ctx)
        ctx.vars.pop(THAT_PLAYER_KEY, None)


@node
class CreateTokenThatAttacks(Node):
    """For each of ``who``, you create a ``token`` that attacks that player each combat if able (508.1d: the
    "must_attack" requirement; Rotted Ones, Lay Siege)."""

    token: Any
    who: Any

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        for p in self.who.players(ctx):
            nid = zones.create_token(g, ctx.controller, self.token)
            if nid is not None:
                g.objects[nid].note["must_attack"] = p
                g.note("log.zombie_must_attack", "508.1d", args={"player": g.players[p].name})


@node
class DamageTargetAndTheirCreatures(Node):
    """``amount`` damage to target ``i`` (a player or planeswalker) and to each creature that player (or that
    planeswalker's controller) controls, in range (Which of You Burns Brightest?)."""

    amount: Any
    i: int = 0

    def run(self, ctx: Ctx) -> None:
        from ...engine.damage import deal_damage
        from ..dsl.amounts import amount_of
        g = ctx.g
        ref = ctx.target(self.i)
        if ref is None:
            return
        who = ref[1] if ref[0] == "player" else g.controller(ref[1])
        creatures = [o for o in ctx.scope.creatures() if g.controller(o) == who]
        n = amount_of(self.amount, ctx)
        deal_damage(g, ctx.source, ref, n, rule="120.3")
        for o in creatures:
            deal_damage(g, ctx.source, ("obj", o), n, rule="120.3")
