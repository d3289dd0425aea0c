"""Helpers shared by the pool card tests (test_pool_blue/black/red/multi.py): paying for a card with basic
lands, casting and resolving, finding spells on the stack, answering the common questions."""
from __future__ import annotations

from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def lands_for(s: Scenario, player: int, name: str, x: int = 0, extra: int = 0) -> list[int]:
    """Untapped basic lands that pay exactly the card's mana cost with X = ``x`` (hybrid with its first colour,
    generic with the first coloured symbol's land), plus ``extra`` more of that land."""
    cost = s.pool[name].mana_cost
    colours = list(cost.colored) + [h[0] for h in cost.hybrid if h[0] in BASIC]
    generic_land = BASIC[colours[0]] if colours else "Plains"
    ids = [s.battlefield(player, BASIC[c]) for c in colours]
    ids += [s.battlefield(player, generic_land) for _ in range(cost.generic + cost.x * x + extra)]
    return ids


def cast(s: Scenario, name: str, *targets, x: int | None = None, resolve: bool = True) -> None:
    """Cast ``name`` from the deciding player's hand with these targets; by default pass until it resolved."""
    s.cast(name, *targets, x=x)
    if resolve:
        s.pass_until_resolved()


def spell_on_stack(g, name: str) -> int:
    """The object id of the spell called ``name`` on a stack (the top one if several)."""
    for t in g.turns:
        for item in reversed(t.stack):
            if item.kind == "spell" and item.name == name:
                return item.source
    raise AssertionError(f"{name} is not on a stack")


def hand_names(g, p: int) -> list[str]:
    return [g.name(o) for o in g.players[p].hand]


def grave_names(g, p: int) -> list[str]:
    return [g.name(o) for o in g.players[p].graveyard]


def life(g, p: int) -> int:
    return g.players[p].life


def main(s: Scenario, active: int = 0, **kw):
    """Start ``active``'s precombat main phase with priority to them."""
    return s.start(active=active, step=Step.MAIN1, **kw)


def answer(s: Scenario, decision: str, **kw) -> None:
    """Answer the pending decision, which must be of kind ``decision``, with the option ``s.choose(**kw)`` finds."""
    assert s.decision.kind == decision, s.decision
    s.choose(**kw)


def until(s: Scenario, kind: str, limit: int = 60):
    """Pass priority until a decision of ``kind`` is pending (any other non-priority decision is an error)."""
    return s.pass_until_decision(kind, limit)
