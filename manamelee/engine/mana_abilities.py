"""Mana abilities beyond the plain "{T}: Add <mana>." (605): other costs ({1}, pay life, sacrifice: 118, 119.4,
605.3b), several mana abilities on one permanent, fixed combinations ("Add {W}{U}"), the color chosen as the
permanent entered (614.12, 607), spending restrictions (106.6), "Activate only if ..." (602.5b), and what such an
ability does besides adding mana (pain lands' damage, "doesn't untap during your next untap step").

The payer's fast path (``CardDef.tap_mana`` -> one :class:`Source` per permanent, ``mana.plan_activations``) stays as
it was; a card whose ``CardDef.mana_list`` is non-empty gives one Source per usable mana ability instead, and a
Source with a mana cost or fixed combinations is planned here (:func:`plan_mana`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations, product
from typing import Any, Final, Iterator, TYPE_CHECKING

from .definitions import ActivatedAbility, CardDef
from .mana import Activation, ManaCost, ManaPool, Source, pay_from_pool, plan_activations

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

CHOSEN_COLOR: Final = "chosen_color"
"""The object note holding the color chosen as it entered (614.12; read by its linked mana ability, 607.2)."""
SKIP_UNTAP: Final = "skip_next_untap"
"""The object note "doesn't untap during <player>'s next untap step": the player (502.3)."""
_MAX_COMPLEX: Final = 3            # mana abilities with a mana cost considered together by the automatic payer


@dataclass(frozen=True, slots=True)
class ManaRider:
    """The parts of a mana ability (605) beyond "<costs>: Add one of ``ActivatedAbility.mana`` x amount".

    ``options``: it adds one of these fixed combinations ("WU" for "Add {W}{U}"; "WW", "WU", "UU" for
    "Add {W}{W}, {W}{U}, or {U}{U}"). ``chosen_color``: it adds (one of ``also`` or) the color chosen as the
    permanent entered. ``spend_only(card) -> bool``: its mana may be spent only to cast such spells (106.6);
    ``spend_abilities``: the restriction names spells only, so the mana may pay other costs too ("This mana can't be
    spent to cast nonartifact spells", the Powerstone's).
    ``damage_to_you``: then the source deals that much damage to its controller. ``skip_untap``: then it doesn't
    untap during its controller's next untap step. ``counter``: a cost of removing one counter of that kind from
    it (118.3); ``sacrifice_empty``: then, with no such counters left on it, its controller sacrifices it.
    ``identity``: it adds one mana of any color in its controller's commander's color identity (903.4)."""

    options: tuple[str, ...] = ()
    chosen_color: bool = False
    also: str = ""
    spend_only: Any = None
    damage_to_you: int = 0
    skip_untap: bool = False
    counter: str = ""
    sacrifice_empty: bool = False
    identity: bool = False
    spend_abilities: bool = False

    def __init__(self, options: tuple[str, ...] = (), chosen_color: bool = False, also: str = "",
                 spend_only: Any = None, damage_to_you: int = 0, skip_untap: bool = False, counter: str = "",
                 sacrifice_empty: bool = False, identity: bool = False, spend_abilities: bool = False) -> None:
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "chosen_color", chosen_color)
        object.__setattr__(self, "also", also)
        object.__setattr__(self, "spend_only", spend_only)
        object.__setattr__(self, "damage_to_you", damage_to_you)
        object.__setattr__(self, "skip_untap", skip_untap)
        object.__setattr__(self, "counter", counter)
        object.__setattr__(self, "sacrifice_empty", sacrifice_empty)
        object.__setattr__(self, "identity", identity)
        object.__setattr__(self, "spend_abilities", spend_abilities)


def _rank(ab: ActivatedAbility) -> int:
    """The payer's reluctance to use an ability: 0 when {T} is all it costs, more for life, damage, a sacrifice."""
    c, r = ab.cost, ab.mana_rider
    rank = 0
    if c.life:
        rank += 1
    if c.sacrifice_self:
        rank += 4
    if c.mana.mana_value:
        rank += 1
    if r is not None:
        rank += (1 if r.damage_to_you else 0) + (2 if r.skip_untap else 0) + (1 if r.counter else 0)
    return rank


def sources_of(g: "Game", p: int, oid: int, card: CardDef) -> Iterator[Source]:
    """The mana abilities of the untapped permanent ``oid`` (controlled by ``p``) that can be activated now."""
    life = g.players[p].life
    for i in card.mana_list:
        ab = card.activated[i]
        if ab.condition is not None and not ab.condition(g, None, oid, p):
            continue                                   # 602.5b
        c = ab.cost
        n_life = c.life_amount(g, p)
        if n_life and life < n_life:
            continue                                   # 119.4
        r: ManaRider | None = ab.mana_rider
        kinds: str = ab.mana
        options: tuple[str, ...] = ()
        spend: Any = None
        abilities_too = False
        if r is not None:
            options, spend, abilities_too = r.options, r.spend_only, r.spend_abilities
            if r.counter and g.objects[g._keys[oid]].counters.get(r.counter, 0) < 1:
                continue                               # 118.3: the counter to remove isn't there
            if r.identity:
                kinds = _identity_of(g, p, oid)
                if not kinds:
                    continue                           # 903.4f: no commander (or a colorless one): no mana
            if r.chosen_color:
                chosen = g.objects[g._keys[oid]].note.get(CHOSEN_COLOR)
                kinds = r.also + (chosen if isinstance(chosen, str) and chosen not in r.also else "")
                if not kinds:
                    continue
        amount = max((len(x) for x in options), default=ab.mana_amount)
        inp = c.mana if c.mana.mana_value else None
        yield Source(oid, kinds, amount, i, _rank(ab), n_life, inp, options, spend, abilities_too)


_SYMBOL: Final = re.compile(r"\{([^}]+)\}")
_REMINDER: Final = re.compile(r"\([^)]*\)")
_BASIC_COLOR: Final = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
IDENTITY: Final = "commander_identity"
"""Object note: the color identity of its controller's commanders, as the colors of WUBRG it names (cached: 903.4a,
it is set before the game begins), with the player it was computed for."""


def commander_identity(g: "Game", p: int) -> str:
    """903.4: the colors of the mana symbols in the mana costs and rules text (reminder text left out, 903.4c) of
    ``p``'s commanders and of their other faces (903.4d-e), their colors and basic land types; "" without one."""
    out: set[str] = set()
    for o in g.objects.values():
        c = o.note.get("commander") if o.note else None
        if c is None or c[0] != p or o.token:
            continue
        for card in (o.card, *o.card.faces):
            out |= set(card.colors)
            out |= {col for t, col in _BASIC_COLOR.items() if t in card.subtypes}
            for chunk in (card.mana_cost_text or "", _REMINDER.sub("", card.text or "")):
                for sym in _SYMBOL.findall(chunk):
                    out.update(x for x in sym.upper().split("/") if x in "WUBRG")
    return "".join(k for k in "WUBRG" if k in out)


def _identity_of(g: "Game", p: int, oid: int) -> str:
    note = g.objects[g._keys[oid]].note
    got = note.get(IDENTITY)
    if isinstance(got, tuple) and got[0] == p:
        kinds: str = got[1]
        return kinds
    kinds = commander_identity(g, p)
    note[IDENTITY] = (p, kinds)
    return kinds


def usable_for(sources: list[Source], spell: CardDef | None) -> list[Source]:
    """The sources whose mana may pay for ``spell`` (None: a cost that isn't a spell's): 106.6 restrictions."""
    if not any(s.spend_only is not None for s in sources):
        return sources
    return [s for s in sources if s.spend_only is None
            or (s.spend_only(spell) if spell is not None else s.spend_abilities)]


def plan_mana(cost: ManaCost, pool: dict[str, int], sources: list[Source], life: int) -> list[Activation] | None:
    """The automatic payer over every kind of source: the plain plan when it works, else one that also uses
    mana abilities with a mana cost or fixed combinations (their own costs paid by plain sources or the pool;
    several of them aren't chained). None when the cost can't be paid. Life paid stays within ``life`` (119.4)."""
    if not any(s.inp is not None or s.options for s in sources):
        return _within_life(cost, pool, sources, life)          # the usual case: no list is built
    simple = [s for s in sources if s.inp is None and not s.options]
    plan = _within_life(cost, pool, simple, life)
    if plan is not None or not (cost.generic or cost.colored or cost.hybrid):
        return plan
    complex_ = [s for s in sources if s.inp is not None or s.options][:_MAX_COMPLEX * 2]
    for size in range(1, min(len(complex_), _MAX_COMPLEX) + 1):
        for group in combinations(complex_, size):
            objs = {s.obj_id for s in group}
            if len(objs) < size:
                continue                               # one {T} per permanent
            rest = [s for s in simple if s.obj_id not in objs]
            for outs in product(*(_outputs(s, cost) for s in group)):
                found = _with_complex(cost, pool, rest, list(zip(group, outs)), life)
                if found is not None:
                    return found
    return None


def _outputs(s: Source, cost: ManaCost) -> list[str]:
    """The mana a source may add, as strings; for "one of several kinds", only the kinds the cost names (and one
    for generic mana), which keeps the search small."""
    if s.options:
        return list(s.options)
    wanted = set(cost.colored) | {k for h in cost.hybrid for k in h}
    kinds = [k for k in s.kinds if k in wanted] or [s.kinds[0]]
    if s.kinds[0] not in kinds:
        kinds.append(s.kinds[0])
    return [k * s.amount for k in kinds]


def _within_life(cost: ManaCost, pool: dict[str, int], sources: list[Source], life: int) -> list[Activation] | None:
    """plan_activations, leaving out life-costing sources (costliest first) while the plan would pay more life than
    the player has (119.4)."""
    for s in sources:
        if s.life:
            break
    else:
        return plan_activations(cost, pool, sources)              # no source costs life: the usual case
    srcs = sources
    while True:
        plan = plan_activations(cost, pool, srcs)
        if plan is None:
            return None
        paid = _life_of(plan, srcs)
        if paid <= life:
            return plan
        costly = [s for s in srcs if s.life]
        if not costly:
            return None
        drop = max(costly, key=lambda s: (s.life, s.obj_id))
        srcs = [s for s in srcs if s is not drop]


def _life_of(plan: list[Activation], sources: list[Source]) -> int:
    by = {(s.obj_id, s.ability): s.life for s in sources}
    return sum(by.get((a[0], a[2]), 0) for a in plan)


def _with_complex(cost: ManaCost, pool: dict[str, int], simple: list[Source], chosen: list[tuple[Source, str]],
                  life: int) -> list[Activation] | None:
    """A plan in which the ``chosen`` sources add the given mana: their output pays what it can of ``cost``, plain
    sources and the pool pay the rest and the chosen sources' own mana costs; checked by paying it on a copy."""
    rest = cost
    for _, made in chosen:
        rest = _minus(rest, made)
    need = rest
    for s, _ in chosen:
        assert s.inp is not None or s.options
        if s.inp is not None:
            need = _plus(need, s.inp)
    life_left = life - sum(s.life for s, _ in chosen)
    if life_left < 0:
        return None
    base = _within_life(need, pool, simple, life_left)
    if base is None:
        return None
    amounts = {(s.obj_id, s.ability): s.amount for s in simple}
    sim = dict(pool)
    for oid, k, ab, _ in base:
        sim[k] = sim.get(k, 0) + amounts.get((oid, ab), 1)
    out: list[Activation] = list(base)
    for n, (s, produce) in enumerate(chosen):
        paid = ""
        if s.inp is not None:
            later = "".join(o for _, o in chosen[n:])
            paid_opt = _input_payment(s.inp, sim, cost, later, [c for c in chosen[n + 1:]])
            if paid_opt is None:
                return None
            paid = paid_opt
            for k in paid:
                sim[k] -= 1
        for k in produce:
            sim[k] = sim.get(k, 0) + 1
        out.append((s.obj_id, produce, s.ability, paid))
    return out if pay_from_pool(cost, ManaPool(dict(sim))) else None


def _input_payment(inp: ManaCost, sim: dict[str, int], cost: ManaCost, later: str,
                   after: list[tuple[Source, str]]) -> str | None:
    """Which mana of the pool ``sim`` pays a source's own mana cost ``inp`` so that what is left, with the mana
    still to come (``later``; the later sources' own costs too), pays ``cost``: the first such way."""
    for way in _ways(inp, sim):
        left = dict(sim)
        for k in way:
            left[k] -= 1
        for k in later:
            left[k] = left.get(k, 0) + 1
        total = cost
        for s, _ in after:
            if s.inp is not None:
                total = _plus(total, s.inp)
        if pay_from_pool(total, ManaPool(dict(left))):
            return way
    return None


def _ways(inp: ManaCost, pool: dict[str, int]) -> Iterator[str]:
    """Every distinct multiset of pool mana paying ``inp`` exactly (coloured symbols, hybrid halves, then generic)."""
    kinds = [k for k in "CWUBRG" if pool.get(k, 0) > 0]
    fixed: list[list[str]] = [[c] for c in inp.colored] + [[k for k in h if k != "2"] for h in inp.hybrid]
    seen: set[str] = set()
    for pick in product(*fixed) if fixed else [()]:
        for gen in _multisets(kinds, inp.generic):
            way = "".join(sorted("".join(pick) + gen))
            if way in seen:
                continue
            left = dict(pool)
            if all(_take(left, k) for k in way):
                seen.add(way)
                yield way


def _multisets(kinds: list[str], n: int) -> Iterator[str]:
    if n == 0:
        yield ""
        return
    for i, k in enumerate(kinds):
        for rest in _multisets(kinds[i:], n - 1):
            yield k + rest


def _take(pool: dict[str, int], k: str) -> bool:
    if pool.get(k, 0) <= 0:
        return False
    pool[k] -= 1
    return True


def _plus(a: ManaCost, b: ManaCost) -> ManaCost:
    return ManaCost(a.generic + b.generic, a.colored + b.colored, a.hybrid + b.hybrid, a.x + b.x)


def _minus(cost: ManaCost, mana: str) -> ManaCost:
    """``cost`` less what the mana ``mana`` pays of it: coloured symbols first, then hybrid, then generic."""
    colored, hybrid, generic = list(cost.colored), list(cost.hybrid), cost.generic
    for k in mana:
        if k in colored:
            colored.remove(k)
            continue
        h = next((h for h in hybrid if k in h), None)
        if h is not None:
            hybrid.remove(h)
            continue
        if generic:
            generic -= 1
    return ManaCost(generic, tuple(colored), tuple(hybrid), cost.x)


def activate(g: "Game", p: int, oid: int, produce: str, index: int, paid: str) -> None:
    """605.3b: activate one mana ability of ``oid`` for payment and resolve it at once: pay its costs (the pool
    mana ``paid``, life, {T}, a sacrifice), add ``produce`` (one kind, times the ability's amount, or a fixed
    combination), then do what else it says."""
    from .damage import deal_damage, lose_life
    from .zones import sacrifice, tap
    o = g.objects[g._keys[oid]]
    ab = o.card.activated[index]
    pool = g.players[p].pool
    for k in paid:
        pool.amounts[k] -= 1
    n_life = ab.cost.life_amount(g, p)
    if n_life:
        lose_life(g, p, n_life, rule="119.4")
    r: ManaRider | None = ab.mana_rider
    if r is not None and r.counter:
        o.counters[r.counter] = o.counters.get(r.counter, 0) - 1           # 118.3: a cost
        g.version += 1
    if ab.cost.tap:
        tap(g, oid, rule="605.3b")
    if ab.cost.sacrifice_self:
        sacrifice(g, oid, rule="605.3b")
    if r is not None and r.options:
        for k in produce:
            pool.add(k, 1)
    else:
        pool.add(produce[0], ab.mana_amount)
    if r is None:
        return
    if r.damage_to_you:
        deal_damage(g, oid, ("player", p), r.damage_to_you, rule="605.3b")
    if r.sacrifice_empty and oid in g.objects and not g.objects[g._keys[oid]].counters.get(r.counter, 0):
        sacrifice(g, oid, rule="605.3b")
    if r.skip_untap and oid in g.objects:
        g.objects[g._keys[oid]].note[SKIP_UNTAP] = p
        g.note("lands.log.skips_untap", "502.3", args={"card": o.card.name})


def skips_untap(g: "Game", oid: int, side: tuple[int, ...]) -> bool:
    """502.3: does this permanent stay tapped in this untap step ("doesn't untap during your next untap step")?
    The note is used up by the untap step it applies to."""
    o = g.objects[g._keys[oid]]
    who = o.note.get(SKIP_UNTAP)
    if who is None or who not in side:
        return False
    del o.note[SKIP_UNTAP]
    return True


__all__ = ["CHOSEN_COLOR", "ManaRider", "SKIP_UNTAP", "activate", "plan_mana", "skips_untap", "sources_of",
           "usable_for"]
