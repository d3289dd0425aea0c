"""Mana added by an effect that is not a mana ability — "[−1]: Add {R}{R}." is a loyalty ability, so it uses the
stack (605.1a) — into the controller's mana pool (106.4), which empties at the end of the step (500.4)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.resolution import Ctx


@dataclass(frozen=True, slots=True)
class AddMana:
    """"Add {R}{R}": ``symbols`` is the mana added, one letter per mana (W, U, B, R, G, C)."""

    symbols: str

    def run(self, ctx: Ctx) -> None:
        pl = ctx.g.players[ctx.controller]
        if pl.left:
            return
        for k in self.symbols:
            pl.pool.add(k, 1)
        ctx.g.note("log.adds_mana", "106.4", player=ctx.controller,
                   args={"player": pl.name, "mana": "".join(f"{{{k}}}" for k in self.symbols)})


__all__ = ["AddMana"]
