"""The random agent: uniform over legal options, with a bias against passing and cancelling."""
from __future__ import annotations

import random
from typing import Any

from ..engine.decisions import Decision

_BIASED: frozenset[str] = frozenset({"priority", "target", "choose_x", "pay_mana", "choose_player"})
"""Decisions where passing or cancelling is taken only a quarter of the time when something else is on offer."""
_QUIET: frozenset[str] = frozenset({"pass", "cancel"})


class RandomAgent:
    """Picks uniformly among options, but passes priority (or cancels) only a quarter of the time
    when it has something else to do, so random games see spells and attacks."""

    uses_view = False
    """It never looks at the view, so drivers (run_game, the benchmark) may pass None instead of building one."""

    def __init__(self, seed: int | None = None, pass_bias: float = 0.25):
        self.rng = random.Random(seed)
        self.pass_bias = pass_bias

    def choose(self, view: dict[str, Any] | None, decision: Decision) -> int:
        opts = decision.options
        n = len(opts)
        if n == 1:
            return 0
        if decision.kind in _BIASED:              # the kind first: most decisions are of other kinds
            quiet = [i for i, o in enumerate(opts) if o.kind in _QUIET]
            if quiet and len(quiet) < n:
                if self.rng.random() < self.pass_bias:
                    return self.rng.choice(quiet)
                return self.rng.choice([i for i in range(n) if i not in quiet])
        return self.rng.randrange(n)
