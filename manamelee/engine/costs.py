"""The total cost of a spell (601.2f): its mana cost, additional costs such as kicker (702.33), and the cost
increases and reductions of static abilities ("Spells cost {1} more to cast", "Creature spells you cast cost
{1} less to cast").

A cost-changing static ability is a :class:`~manamelee.engine.definitions.StaticAbility` with
``rule=COST_CHANGE``; its ``affects(game, source_id, caster, card) -> bool`` picks the spells it changes and
its ``apply(game, source_id, caster, card) -> int`` is the change of generic mana (+N more, -N less).
"""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from .alt_casting import SELF_COST, self_cost_delta
from .definitions import CardDef
from .mana import ManaCost, Source

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

COST_CHANGE: Final = "cost_change"


def add_costs(a: ManaCost, b: ManaCost) -> ManaCost:
    """``a`` plus ``b`` (601.2f: the mana cost plus an additional cost such as kicker)."""
    return ManaCost(a.generic + b.generic, a.colored + b.colored, a.hybrid + b.hybrid, a.x + b.x)


def cost_changes_in_play(g: "Game") -> bool:
    """Is a cost-changing static ability (601.2f) in play? (The layer results list them, layers.compute.)"""
    if g.shields and any(s.kind == "rule:cost_change" for s in g.shields):
        return True                       # a resolved effect's (rule_effects.rule_cost_changes)
    g.all_chars()
    return any(rule == COST_CHANGE for rule, _ in g._rules) or bool(_scheme_cost_changers(g))


def _scheme_cost_changers(g: "Game") -> list[int]:
    """Face-up schemes in the command zone with a cost-changing static ability: it works there (314.4)."""
    out: list[int] = []
    for oid in g.command:
        o = g.objects[g._keys[oid]]
        # only a scheme's abilities work from the command zone (314.4); a commander waiting there is not a
        # permanent and its static abilities don't apply (408.3, 903.6)
        if not o.face_down and "Scheme" in o.card.types and any(sa.rule == COST_CHANGE for sa in o.card.static):
            out.append(oid)
    return out


def cost_changes(g: "Game", p: int, card: CardDef) -> tuple[int, int]:
    """(increase, reduction) of generic mana for ``p`` casting ``card``, from the cost-changing static abilities
    of permanents on the battlefield and of face-up schemes (601.2f, 314.4). 801.10: such an ability changes
    only the spells of players within its controller's range of influence."""
    inc = red = 0
    if card.extra and SELF_COST in card.extra:          # the spell's own "costs {1} less ..." (601.2f)
        inc, red = self_cost_delta(g, p, card)
    if g.shields:
        from .rule_effects import rule_cost_changes
        i2, r2 = rule_cost_changes(g, p, card)         # "... spells you cast this turn cost {2} less" (611.2)
        inc, red = inc + i2, red + r2
    if not cost_changes_in_play(g):
        return inc, red
    schemes = _scheme_cost_changers(g) if g.command else []
    for oid in list(g.battlefield) + schemes if schemes else g.battlefield:
        statics = g.objects[g._keys[oid]].card.static
        if not statics:
            continue
        for sa in statics:
            if sa.rule != COST_CHANGE:
                continue
            in_command = oid in schemes
            ctl = g.objects[g._keys[oid]].owner if in_command else g.controller(oid)     # 314.5: its owner controls it
            if not in_command and g.chars(oid).abilities_removed:
                continue
            if g.players[ctl].range is not None:
                from .scope import Scope
                if not Scope(g, ctl).in_range(p):
                    continue
            affects, apply = sa.affects, sa.apply
            if affects is not None and apply is not None and affects(g, oid, p, card):
                d: int = apply(g, oid, p, card)
                if d > 0:
                    inc += d
                else:
                    red -= d
    return inc, red


def changed(cost: ManaCost, inc: int, red: int) -> ManaCost:
    """601.2f: increases are added first, then reductions subtracted; a generic reduction lowers only the generic
    part of the cost, never below {0} (X already fixed in ``cost``)."""
    if not (inc or red):
        return cost
    return ManaCost(max(0, cost.generic + inc - red), cost.colored, cost.hybrid, cost.x)


def total_cost(g: "Game", p: int, card: CardDef, cost: ManaCost, kicker: ManaCost | None = None,
               changes: tuple[int, int] | None = None) -> ManaCost:
    """601.2f: ``cost`` (the mana cost with X fixed) plus the kicker cost when kicked, then the cost changes."""
    if kicker is not None:
        cost = add_costs(cost, kicker)
    inc, red = changes if changes is not None else cost_changes(g, p, card)
    return changed(cost, inc, red)


def max_x(g: "Game", p: int, base: ManaCost, changes: tuple[int, int], sources: list[Source]) -> int:
    """The largest X ``p`` could pay for ``base`` after cost changes (601.2b asks for a value they can pay)."""
    from .casting import can_afford
    if base.x == 0:
        return 0
    inc, red = changes
    hi = sum(s.amount for s in sources) + g.players[p].pool.total() + red
    best = -1
    for x in range(0, hi + 1):            # the cost only grows with X: stop at the first value not payable
        if not can_afford(g, p, changed(base.with_x(x), inc, red), sources):
            break
        best = x
    return best


def kicker_of(card: CardDef) -> ManaCost | None:
    """The kicker cost of a card (702.33a), or None."""
    k = card.extra.get("kicker") if card.extra else None
    return ManaCost.parse(k) if isinstance(k, str) else k


__all__ = ["COST_CHANGE", "add_costs", "cost_changes", "cost_changes_in_play", "changed", "total_cost", "max_x", "kicker_of"]
