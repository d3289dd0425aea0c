"""Shared helpers for the multiplayer mechanics tests: resolving whatever triggers and stack items come up."""
from __future__ import annotations

from manamelee.engine import events as ev
from manamelee.scenario import Scenario


def resolve_all(s: Scenario, limit: int = 80) -> None:
    """Pass priority (ordering triggers in the offered order, declining nothing) until every stack is empty."""
    g = s.g
    for _ in range(limit):
        if g.over or not any(t.stack for t in g.turns) and not g.triggered:
            if not g.pending() or s.decision.kind == "priority":
                return
        d = s.decision
        if d.kind == "order_triggers":
            g.submit(d.id, 0)
        elif d.kind == "priority":
            s.choose("pass")
        else:
            return
    raise AssertionError("the stack never emptied")


def monarch_events(g) -> list[tuple[int | None, str]]:
    """(new monarch, rule) of every 'becomes the monarch' event so far (722.3)."""
    return [(e.player, e.rule) for e in g.events if e.kind == ev.MONARCH]
