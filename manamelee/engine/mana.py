"""Mana costs, mana pools and paying costs (106, 107.4, 202, 601.2g-h)."""
from __future__ import annotations

from typing import Any, Final

import re
from dataclasses import dataclass, field

from .constants import COLORS

_SYMBOL: Final = re.compile(r"\{([^}]+)\}")
MANA_TYPES: Final = "WUBRGC"


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost (107.4): generic amount, coloured symbols, hybrid symbols and X symbols."""

    generic: int = 0
    colored: tuple[str, ...] = ()          # one letter per symbol: W U B R G or C ({C}, 107.4c)
    hybrid: tuple[tuple[str, ...], ...] = ()  # {W/U} -> ("W","U"); {2/W} -> ("2","W")
    x: int = 0                              # number of {X} symbols (107.3)

    def __init__(self, generic: int = 0, colored: tuple[str, ...] = (), hybrid: tuple[tuple[str, ...], ...] = (),
                 x: int = 0) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor instead of the generated one's
        # interpreted setattr calls (issue 18: a cost is rebuilt at every castability check)
        object.__setattr__(self, "generic", generic)
        object.__setattr__(self, "colored", colored)
        object.__setattr__(self, "hybrid", hybrid)
        object.__setattr__(self, "x", x)

    @staticmethod
    def parse(text: str | None) -> "ManaCost":
        """Parse Oracle notation such as ``{X}{R}{W}`` (107.4)."""
        if not text:
            return ManaCost()
        generic, colored, hybrid, x = 0, [], [], 0
        for sym in _SYMBOL.findall(text):
            if sym.isdigit():
                generic += int(sym)
            elif sym == "X":
                x += 1
            elif sym in MANA_TYPES:
                colored.append(sym)
            elif "/" in sym:
                parts = tuple(p for p in sym.split("/") if p != "P")
                if len(parts) == 1:   # Phyrexian mana paid with mana only (107.4f)
                    colored.append(parts[0])
                else:
                    hybrid.append(parts)
            else:
                raise ValueError(f"unknown mana symbol {{{sym}}} in {text!r}")
        return ManaCost(generic, tuple(colored), tuple(hybrid), x)

    @property
    def min_payment(self) -> int:
        """The fewest mana that can pay this cost with X = 0 (each hybrid symbol, even {2/W}, at least one)."""
        return self.generic + len(self.colored) + len(self.hybrid)

    @property
    def mana_value(self) -> int:
        """Mana value (202.3): X counts as 0 off the stack; {2/W} counts 2."""
        mv = self.generic + len(self.colored)
        for h in self.hybrid:
            mv += 2 if h[0] == "2" else 1
        return mv

    def colors(self) -> frozenset[str]:
        """Colours of a card from its mana cost (202.2, 105.2)."""
        cs = {c for c in self.colored if c in COLORS}
        for h in self.hybrid:
            cs.update(c for c in h if c in COLORS)
        return frozenset(cs)

    def with_x(self, value: int) -> "ManaCost":
        """The cost to pay once X is chosen (601.2f); a cost without X is itself (an immutable value)."""
        if not self.x:
            return self
        return ManaCost(self.generic + self.x * value, self.colored, self.hybrid, 0)

    def plus_generic(self, n: int) -> "ManaCost":
        return ManaCost(max(0, self.generic + n), self.colored, self.hybrid, self.x)

    def __str__(self) -> str:
        parts = ["{X}"] * self.x
        if self.generic or not (self.colored or self.hybrid or self.x):
            parts.append("{%d}" % self.generic)
        parts += ["{%s}" % "/".join(h) for h in self.hybrid]
        parts += ["{%s}" % c for c in self.colored]
        return "".join(parts)


@dataclass(slots=True)
class ManaPool:
    """A player's mana pool (106.4); it empties at the end of each step and phase (500.4)."""

    amounts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(MANA_TYPES, 0))
    added: bool = field(default=False, compare=False)
    """Has mana been added since the pool last emptied? Only :meth:`add` adds (payments only take), so without
    it the pool surely holds nothing: the totals asked at every priority pass and every step's end cost nothing."""

    def __init__(self, amounts: dict[str, int] | None = None) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.amounts = dict.fromkeys(MANA_TYPES, 0) if amounts is None else amounts
        self.added = amounts is not None and any(v for v in amounts.values())

    def add(self, kind: str, n: int = 1) -> None:
        self.amounts[kind] += n
        self.added = True

    def total(self) -> int:
        if not self.added:
            return 0
        n = 0
        for v in self.amounts.values():     # a native loop under mypyc (sum() of a view is generic)
            n += v
        return n

    def empty(self) -> int:
        """500.4: the pool empties; the amount of mana lost."""
        lost = self.total()
        if lost:
            for k in self.amounts:
                self.amounts[k] = 0
        self.added = False
        return lost

    def copy(self) -> "ManaPool":
        return ManaPool(dict(self.amounts))


@dataclass(frozen=True, slots=True)
class Source:
    """One mana ability that can be activated for payment: which permanent, which kinds, how many.

    ``ability`` is its index among the permanent's activated abilities (-1: the plain "{T}: Add ..." of
    ``CardDef.tap_mana``); sources of one permanent all need its {T}, so a payment uses at most one of them.
    ``rank`` orders the payer's preference (0: free; more for a life payment, damage, a sacrifice...).
    ``life``: the life it costs (119.4). ``inp``: the mana it costs, ``options``: the fixed combinations it adds
    ("WU" for "Add {W}{U}"); a source with either is planned by mana_abilities.plan_mana, not plan_activations.
    ``spend_only``: its mana may be spent only on spells this filter accepts (106.6); ``spend_abilities``: and on
    costs that aren't a spell's ("This mana can't be spent to cast nonartifact spells": only spells are limited)."""

    obj_id: int
    kinds: str   # mana types it may produce, e.g. "G" or "WUBRG"
    amount: int = 1
    ability: int = -1
    rank: int = 0
    life: int = 0
    inp: ManaCost | None = None
    options: tuple[str, ...] = ()
    spend_only: Any = None
    spend_abilities: bool = False

    def __init__(self, obj_id: int, kinds: str, amount: int = 1, ability: int = -1, rank: int = 0, life: int = 0,
                 inp: ManaCost | None = None, options: tuple[str, ...] = (), spend_only: Any = None,
                 spend_abilities: bool = False) -> None:
        # native under mypyc; frozen
        object.__setattr__(self, "obj_id", obj_id)
        object.__setattr__(self, "kinds", kinds)
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "ability", ability)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "life", life)
        object.__setattr__(self, "inp", inp)
        object.__setattr__(self, "options", options)
        object.__setattr__(self, "spend_only", spend_only)
        object.__setattr__(self, "spend_abilities", spend_abilities)


def surely_payable(cost: ManaCost, pool: dict[str, int], sources: list[Source]) -> bool:
    """A quick sufficient test that ``cost`` (no hybrid symbol, X fixed) can be paid: each coloured symbol by mana of
    its type in the pool or from a plain one-type source, the generic part by what is left. Only plain sources count
    (a permanent's one "{T}: Add ..." ability, free of life, mana costs and spending limits), so a True never needs
    the full search; a False only means "ask plan_activations" (601.2g-h)."""
    total, by_kind = plain_supply(sources)
    return surely_payable_from(cost, pool, total, by_kind)


class SourcesKnown:
    """A player's mana sources (casting.mana_sources) and the state they were read in: the exact state version, or
    (``exact`` False, ``version`` then a Game.held_stamp) their permanents' layer results, the taps of their
    permanents and when their latest turn began (``turn``: Player.last_turn_start, 302.6) — compared field by
    field, no key tuple built."""

    __slots__ = ("exact", "version", "timestamp", "taps", "turn", "sources")

    def __init__(self, exact: bool, version: int, timestamp: int, taps: int, turn: int,
                 sources: list[Source]) -> None:
        self.exact, self.version, self.timestamp, self.taps, self.turn, self.sources = \
            exact, version, timestamp, taps, turn, sources


class IdleKnown:
    """117.1a: a player found with nothing to try at instant speed from a hand, graveyard or exile
    (priority.legal_actions): the state key then and, when their hand held instants or flash cards that were all
    too costly for the mana they could make (601.2h), that mana's sources list (casting.mana_sources's remembered
    answer: the same list object means the same sources) and their pool's total. ``sources`` None: the hand held
    nothing castable at instant speed, whatever the mana."""

    __slots__ = ("key", "sources", "pool")

    def __init__(self, key: int, sources: list[Source] | None, pool: int) -> None:
        self.key, self.sources, self.pool = key, sources, pool


def plain_supply(sources: list[Source]) -> tuple[int, dict[str, int]]:
    """What :func:`surely_payable` reads of ``sources``: the mana of the plain sources in all, and by kind for those
    that add one kind (the rest counts only as generic mana)."""
    total = 0
    kinds: dict[str, int] = {}
    for s in sources:
        if s.ability != -1 or s.life or s.inp is not None or s.options or s.spend_only is not None:
            continue
        total += s.amount
        if len(s.kinds) == 1:
            kinds[s.kinds] = kinds.get(s.kinds, 0) + s.amount
    return total, kinds


def surely_payable_from(cost: ManaCost, pool: dict[str, int], supply: int, by_kind: dict[str, int]) -> bool:
    """:func:`surely_payable` with the sources' part read once (:func:`plain_supply`): the same answer."""
    if cost.hybrid:
        return False
    have = dict(pool)
    total = supply
    for k in have:
        total += have[k]
    for k, n in by_kind.items():
        have[k] = have.get(k, 0) + n
    need = cost.generic
    for c in cost.colored:
        n = have.get(c, 0)
        if n <= 0:
            return False
        have[c] = n - 1
        need += 1
    return total >= need


def surely_unpayable(cost: ManaCost, pool: dict[str, int], sources: list[Source]) -> bool:
    """601.2h, a quick "no" before the payer's search: even if every source in ``sources`` added the most it can
    (each one, though one permanent's abilities exclude each other) the pool would hold fewer mana than ``cost``'s
    fewest, or fewer of a kind it names. False when the search must decide."""
    most = 0
    for n in pool.values():
        most += n
    for src in sources:
        most += _most_from(src, "")
    if most < cost.min_payment:
        return True
    for kind in cost.colored:
        need = 0
        for c in cost.colored:
            if c == kind:
                need += 1
        can = pool.get(kind, 0)
        for src in sources:
            can += _most_from(src, kind)
        if can < need:
            return True
    return False


def _most_from(src: Source, kind: str) -> int:
    """The most mana ``src`` can add in one activation: of mana kind ``kind``, or of any kind (``kind`` empty)."""
    if src.options:
        best = 0
        for o in src.options:
            n = len(o) if not kind else o.count(kind)
            if n > best:
                best = n
        return best
    if kind and kind not in src.kinds:
        return 0
    return src.amount


Activation = tuple[int, str, int, str]
"""One planned mana ability activation: (permanent id, the mana it adds — one kind, or a fixed combination —,
its ability index as in :class:`Source`, the mana kinds taken from the pool to pay its mana cost)."""


def plan_payment(cost: ManaCost, pool: dict[str, int], sources: list[Source]) -> list[tuple[int, str]] | None:
    """Automatic payer: choose sources to tap so that pool + sources pay ``cost`` (X already fixed).

    Returns the (source id, mana kind) activations, or None when the cost can't be paid (see
    :func:`plan_activations`)."""
    plan = plan_activations(cost, pool, sources)
    return None if plan is None else [(a[0], a[1]) for a in plan]


def plan_activations(cost: ManaCost, pool: dict[str, int], sources: list[Source]) -> list[Activation] | None:
    """Automatic payer: choose sources to tap so that pool + sources pay ``cost`` (X already fixed).

    Returns the activations, or None when the cost can't be paid.
    Coloured and hybrid symbols are matched first, most constrained first, by depth-first search.
    Sources of one permanent exclude each other (they all need its {T}).
    """
    # Sources sorted so that the cheapest, then the least flexible, are used first.
    srcs = sorted(sources, key=lambda s: (s.rank, len(s.kinds), s.obj_id))
    # Sources sharing a permanent (several mana abilities): taking one takes them all.
    siblings: list[list[int]] = []
    if len({s.obj_id for s in srcs}) != len(srcs):
        by_obj: dict[int, list[int]] = {}
        for i, s in enumerate(srcs):
            by_obj.setdefault(s.obj_id, []).append(i)
        siblings = [by_obj[s.obj_id] for s in srcs]
    search = _PaymentSearch(list(cost.colored), [h for h in cost.hybrid], cost.generic, dict(pool), srcs, siblings)
    if not search.solve(0):
        return None
    avail, used, taken = search.avail, search.used, search.taken
    # Generic: pool first (colourless first), then remaining sources, cheapest and least flexible first.
    remaining = search.need_generic + sum(search.symbols_generic)
    for k in "CWUBRG":
        use = min(avail.get(k, 0), remaining)
        avail[k] = avail.get(k, 0) - use
        remaining -= use
    if remaining <= 0:
        return used
    free = [i for i in range(len(srcs)) if not taken[i]]
    orders = [free]
    if siblings:             # cheapest first may leave a larger activation of the same permanent unused
        orders.append(sorted(free, key=lambda i: (-srcs[i].amount, srcs[i].rank)))
    for order in orders:
        left, extra, done = remaining, list(used), set()
        for i in order:
            s = srcs[i]
            if left <= 0:
                break
            if s.obj_id not in done:
                done.add(s.obj_id)
                extra.append((s.obj_id, s.kinds[0], s.ability, ""))
                left -= s.amount
        if left <= 0:
            return extra
    return None


class _PaymentSearch:
    """The depth-first search of :func:`plan_activations` over the coloured and hybrid symbols (a plain object
    rather than nested functions: those would form a reference cycle per payment, left to the garbage collector)."""

    __slots__ = ("symbols", "hybrid_choices", "need_generic", "avail", "srcs", "siblings", "taken", "used",
                 "symbols_generic")

    def __init__(self, symbols: list[str], hybrid_choices: list[tuple[str, ...]], need_generic: int,
                 avail: dict[str, int], srcs: list[Source], siblings: list[list[int]]) -> None:
        self.symbols, self.hybrid_choices, self.need_generic = symbols, hybrid_choices, need_generic
        self.avail, self.srcs, self.siblings = avail, srcs, siblings
        self.taken = [False] * len(srcs)
        self.used: list[Activation] = []
        self.symbols_generic: list[int] = []

    def take(self, i: int, value: bool) -> None:
        if self.siblings:
            for j in self.siblings[i]:
                self.taken[j] = value
        else:
            self.taken[i] = value

    def units_left(self) -> int:
        avail, srcs, taken = self.avail, self.srcs, self.taken
        if not self.siblings:
            return sum(avail.values()) + sum(s.amount for s, t in zip(srcs, taken) if not t)
        best: dict[int, int] = {}          # one activation per permanent: its largest amount
        for s, t in zip(srcs, taken):
            if not t and s.amount > best.get(s.obj_id, 0):
                best[s.obj_id] = s.amount
        return sum(avail.values()) + sum(best.values())

    def alternatives(self, kinds: str) -> list[tuple[Any, ...]]:
        """Every different way to pay one symbol: mana in the pool first, then each untapped source.
        Interchangeable sources (same kinds and amount) are tried once, keeping the search small."""
        avail, siblings = self.avail, self.siblings
        out: list[tuple[Any, ...]] = [("pool", k) for k in kinds if avail.get(k, 0) > 0]
        seen = set()
        for i, s in enumerate(self.srcs):
            key = (s.kinds, s.amount, s.rank, s.obj_id if siblings and len(siblings[i]) > 1 else -1)
            if not self.taken[i] and key not in seen:
                seen.add(key)
                for k in kinds:
                    if k in s.kinds:
                        out.append(("src", i, k, s.amount))
        return out

    def do(self, tok: tuple[Any, ...]) -> None:
        if tok[0] == "pool":
            self.avail[tok[1]] -= 1
        else:
            _, i, k, amount = tok
            self.take(i, True)
            self.used.append((self.srcs[i].obj_id, k, self.srcs[i].ability, ""))
            if amount > 1:
                self.avail[k] = self.avail.get(k, 0) + amount - 1

    def undo(self, tok: tuple[Any, ...]) -> None:
        if tok[0] == "pool":
            self.avail[tok[1]] += 1
        else:
            _, i, k, amount = tok
            self.take(i, False)
            self.used.pop()
            if amount > 1:
                self.avail[k] -= amount - 1

    def solve(self, idx: int) -> bool:
        symbols, hybrid_choices, symbols_generic = self.symbols, self.hybrid_choices, self.symbols_generic
        # Prune: each symbol still to pay needs at least one mana (keeps failing searches short).
        if self.units_left() < len(symbols) + len(hybrid_choices) - idx + self.need_generic + sum(symbols_generic):
            return False
        if idx < len(symbols):
            for tok in self.alternatives(symbols[idx]):     # backtrack over the ways to pay this symbol
                self.do(tok)
                if self.solve(idx + 1):
                    return True
                self.undo(tok)
            return False
        h = idx - len(symbols)
        if h < len(hybrid_choices):
            for opt in hybrid_choices[h]:
                if opt == "2":
                    symbols_generic.append(2)
                    if self.solve(idx + 1):
                        return True
                    symbols_generic.pop()
                    continue
                for tok in self.alternatives(opt):
                    self.do(tok)
                    if self.solve(idx + 1):
                        return True
                    self.undo(tok)
            return False
        return self.units_left() >= self.need_generic + sum(symbols_generic)


def pay_from_pool(cost: ManaCost, pool: ManaPool) -> bool:
    """Pay a fixed cost entirely from the pool (601.2h); returns False and leaves the pool as it was if it can't."""
    trial = dict(pool.amounts)
    for c in cost.colored:
        if trial.get(c, 0) <= 0:
            return False
        trial[c] -= 1
    if not _fit_from_pool(trial, cost.hybrid, 0, cost.generic):
        return False
    pool.amounts.update(trial)
    return True


def _fit_from_pool(trial: dict[str, int], hybrid: tuple[tuple[str, ...], ...], i: int, generic: int) -> bool:
    """Pay hybrid symbol i onwards from ``trial``, then the generic part; a coloured half is tried before {2}
    (107.4e: {2/W} is paid with {W} or two generic mana), backtracking when a choice leaves the rest unpayable."""
    if i == len(hybrid):
        if sum(trial.values()) < generic:
            return False
        for k in "CWUBRG":
            use = min(trial[k], generic)
            trial[k] -= use
            generic -= use
        return True
    h = hybrid[i]
    for opt in h:
        if opt != "2" and trial.get(opt, 0) > 0:
            trial[opt] -= 1
            if _fit_from_pool(trial, hybrid, i + 1, generic):
                return True
            trial[opt] += 1
    return "2" in h and _fit_from_pool(trial, hybrid, i + 1, generic + 2)
