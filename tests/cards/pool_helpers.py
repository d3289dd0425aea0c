"""Shared helpers for the card tests (tests/cards/test_pool_*.py and the sample sets): lands that pay a cost,
casting and resolving, finding spells on the stack, answering the common questions."""
from __future__ import annotations

from manamelee.engine.constants import Step
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


def lands_for(s: Scenario, player: int, name: str, extra: int | str = 0, x: int = 0) -> list[int]:
    """Lands paying the mana cost of card ``name`` (with X = ``x``), plus ``extra``: a number of lands more of the
    kind that pays generic mana, or a cost such as kicker ("{1}{W}")."""
    mc = s.pool[name].mana_cost.with_x(x)
    ids = pay_lands(s, player, mc)
    colours = list(mc.colored)
    if isinstance(extra, int):
        fill = BASIC[(colours or [h[0] for h in mc.hybrid if h[0] in BASIC] or ["W"])[0]]
        ids += [s.battlefield(player, fill) for _ in range(extra)]
    elif extra:
        ids += pay_lands(s, player, extra, BASIC[colours[0]] if colours else None)
    return ids


def cast(s: Scenario, name: str, *targets, x: int | None = None, resolve: bool = True) -> None:
    """Cast ``name`` from the deciding player's hand with these targets; by default pass until it resolved."""
    s.cast(name, *targets, x=x)
    if resolve:
        s.pass_until_resolved()


def cast_resolve(s: Scenario, name: str, *targets, x: int | None = None) -> None:
    """Cast ``name`` from hand (X, then targets) and pass priority until the stack is empty."""
    cast(s, name, *targets, x=x)


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
