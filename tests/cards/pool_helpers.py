"""Shared helpers for the pool card tests (tests/cards/test_pool_*.py): lands that pay a cost, cast-and-resolve."""
from __future__ import annotations

from manamelee.engine.mana import ManaCost
from manamelee.scenario import Scenario

BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest", "C": "Plains"}


def pay_lands(s: Scenario, player: int, cost: str | ManaCost, generic: str | None = None) -> list[int]:
    """Untapped basic lands that pay ``cost`` exactly (generic and {2/W} paid with ``generic`` or the first
    colour's basic, hybrid {G/W} with its first colour)."""
    mc = ManaCost.parse(cost) if isinstance(cost, str) else cost
    colours = list(mc.colored) + [h[-1] if h[0] == "2" else h[0] for h in mc.hybrid]
    fill = generic or (BASIC[colours[0]] if colours else "Plains")
    ids = [s.battlefield(player, BASIC[c]) for c in colours]
    extra = mc.generic + sum(1 for h in mc.hybrid if h[0] == "2")
    ids += [s.battlefield(player, fill) for _ in range(extra)]
    return ids


def lands_for(s: Scenario, player: int, name: str, extra: str = "", x: int = 0) -> list[int]:
    """Lands paying the mana cost of card ``name`` (with X = ``x``) plus an ``extra`` cost such as kicker."""
    mc = s.pool[name].mana_cost.with_x(x)
    ids = pay_lands(s, player, mc)
    if extra:
        colours = [c for c in mc.colored]
        ids += pay_lands(s, player, extra, BASIC[colours[0]] if colours else None)
    return ids


def cast_resolve(s: Scenario, name: str, *targets, x: int | None = None) -> None:
    """Cast ``name`` from hand (X, then targets) and pass priority until the stack is empty."""
    s.cast(name, *targets, x=x)
    s.pass_until_resolved()


def resolve_stack(s: Scenario, limit: int = 60) -> None:
    """Pass priority until every Turn's stack is empty; any other decision is an error."""
    g = s.g
    for _ in range(limit):
        if g.over or not any(t.stack for t in g.turns):
            if s.decision.kind == "priority":
                return
        d = s.decision
        if d.kind == "order_triggers":          # 603.3b: any order will do for these tests
            s.g.submit(d.id, 0)
            continue
        assert d.kind == "priority", f"unexpected decision {d}"
        s.pass_priority()
    raise AssertionError("the stack never emptied")


def answer_until_priority(s: Scenario, decision: str, limit: int = 60, **answer) -> None:
    """Pass priority and answer every decision of kind ``decision`` with ``answer`` (keyword arguments of
    Scenario.choose) until the stack is empty and a priority decision is pending."""
    g = s.g
    for _ in range(limit):
        d = s.decision
        if d.kind == decision:
            s.choose(**answer)
            continue
        if d.kind == "order_triggers":
            g.submit(d.id, 0)
            continue
        assert d.kind == "priority", f"unexpected decision {d}"
        if not any(t.stack for t in g.turns):
            return
        s.pass_priority()
    raise AssertionError("never got back to an empty stack")
