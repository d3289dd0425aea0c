"""Checking a deck list against the card pool and the deck-construction rules of a format (100.2, 100.4).

Unlike :func:`manamelee.cards.decks.parse_deck`, which stops at the first problem, a check reports every
problem of a list at once, each with its line number: malformed lines, unknown or unimplemented card names
(with the closest known names), too few cards, too many copies, too large a sideboard.

Every multiplayer variant of section 8 (and Archenemy's players' decks, 904) plays with the deck rules of
the format: constructed by default (100.2a: at least 60 cards, at most four of a name except basic lands,
sideboard of at most fifteen, 100.4a); limited (100.2b) has a minimum of 40 and no copy limit.
"""
from __future__ import annotations

import difflib
import os
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Collection

from ..engine.constants import COLOR_NAMES, COLORS
from ..engine.definitions import CardDef
from ..engine.errors import DeckError
from .decks import DeckLine, builtin_deck_text, builtin_decks, read_deck_file, read_deck_lines, resolve_name
from .pool import CardPool

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10}
MAX_SUGGESTED = 50     # distinct unknown names that get suggestions (difflib is slow on a huge list of typos)
_DECK_CAN_HAVE = re.compile(r"A deck can have (any number of|up to (\w+)|only one) cards? named ([^.]+)\.")


@dataclass(frozen=True, slots=True)
class DeckRules:
    """Deck-construction rules of a format: minimum size (100.5), copy limit, sideboard limit."""

    format: str
    min_size: int
    max_copies: int | None          # None: any number (100.2b: as many as the product holds)
    max_sideboard: int | None
    rule: str

    def with_min_size(self, n: int) -> "DeckRules":
        return DeckRules(self.format, n, self.max_copies, self.max_sideboard, self.rule)


CONSTRUCTED = DeckRules("constructed", 60, 4, 15, "100.2a")
LIMITED = DeckRules("limited", 40, None, None, "100.2b")
FORMATS = {"constructed": CONSTRUCTED, "limited": LIMITED}


def rules_for(variant: str | None = None, fmt: str | None = None, min_size: int | None = None) -> DeckRules:
    """The deck rules for a variant and format. Every variant of section 8 and Archenemy (904; its scheme deck
    is checked apart, 904.3) uses the format's rules unchanged; the format defaults to constructed."""
    from ..multiplayer.variants import VARIANTS
    if variant is not None and variant not in VARIANTS:
        raise DeckError(f"unknown variant {variant!r} (variants: {', '.join(VARIANTS)})")
    if fmt is not None and fmt not in FORMATS:
        raise DeckError(f"unknown format {fmt!r} (formats: {', '.join(FORMATS)})")
    rules = FORMATS[fmt or "constructed"]
    if min_size is not None:
        if min_size < 1:
            raise DeckError(f"the minimum deck size must be at least 1, got {min_size}")
        rules = rules.with_min_size(min_size)
    return rules


def is_sample_deck(spec: str) -> bool:
    """Does ``spec`` name one of the built-in 40-card sample decks (and no file of that name, which would win)?"""
    try:
        if os.path.lexists(spec):
            return False
    except (OSError, ValueError):
        pass
    return spec.strip().lower() in builtin_decks("decklists")


def rules_for_deck(spec: str, variant: str | None = None, fmt: str | None = None,
                   min_size: int | None = None) -> DeckRules:
    """The rules ``spec`` is checked against: the format given, else the deck's own — a built-in sample deck is
    the 40-card limited deck it was built as (100.2b), any other deck a constructed deck (100.2a)."""
    if fmt is None and is_sample_deck(spec):
        fmt = "limited"
    return rules_for(variant, fmt, min_size)


@dataclass(frozen=True, slots=True)
class DeckProblem:
    """One problem of a deck list; ``line`` is None for a problem of the whole deck (e.g. too few cards)."""

    line: int | None
    message: str

    def render(self, source: str) -> str:
        return f"{source}, line {self.line}: {self.message}" if self.line is not None else f"{source}: {self.message}"


@dataclass(frozen=True, slots=True)
class DeckReport:
    """The result of checking one deck list: its resolved cards and every problem found, in line order."""

    source: str
    name: str
    rules: DeckRules
    variant: str | None
    main: tuple[CardDef, ...]
    sideboard: tuple[CardDef, ...]
    problems: tuple[DeckProblem, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    def colors(self) -> list[str]:
        """The colours of the main deck's cards (105.2), in WUBRG order, as names."""
        cs = set().union(*(c.colors for c in self.main)) if self.main else set()
        return [COLOR_NAMES[c] for c in COLORS if c in cs]

    def curve(self) -> dict[int, int]:
        """Mana value (202.3) -> number of nonland main-deck cards; 7 collects 7 and more."""
        out: Counter = Counter(min(c.mana_cost.mana_value, 7) for c in self.main if "Land" not in c.types)
        return dict(sorted(out.items()))

    def summary(self) -> str:
        """One line: size, lands, sideboard, colours and curve, e.g. for a valid deck."""
        lands = sum(1 for c in self.main if "Land" in c.types)
        colors = ", ".join(self.colors()) or "colourless"
        curve = " ".join(f"{'7+' if mv == 7 else mv}:{n}" for mv, n in self.curve().items()) or "-"
        side = f", sideboard {len(self.sideboard)}" if self.sideboard else ""
        return (f"{self.source}: ok ({self.rules.format}{', ' + self.variant if self.variant else ''}) — "
                f"{len(self.main)} cards ({lands} lands, {len(self.main) - lands} spells){side}; "
                f"colours: {colors}; curve: {curve}")


def copy_limit(card: CardDef, rules: DeckRules) -> int | None:
    """How many copies of ``card`` a deck may hold: any number of basic lands (100.2a), the card's own words
    ("A deck can have any number of / up to seven / only one cards named ..."), else the format's limit."""
    if "Basic" in card.supertypes and "Land" in card.types:
        return None
    m = _DECK_CAN_HAVE.search(card.text or "")
    if m is not None and m.group(3).strip() in (card.name, "CARDNAME", "this card"):
        if m.group(1) == "any number of":
            return None
        if m.group(1) == "only one":
            return 1
        n = _NUMBER_WORDS.get((m.group(2) or "").lower())
        if n is None and (m.group(2) or "").isdigit():
            n = int(m.group(2))
        if n is not None:
            return n
    return rules.max_copies


def not_playable_message(name: str) -> str | None:
    """For a real card the compiler could not make playable (issue 17): which sentence of its oracle text isn't
    supported yet, e.g. ``'Wall of Frost' is a real card but not playable yet: "..." is not supported``; None
    for a name the compiled pool's records don't know. ``deck check`` and ``play`` both give this message."""
    from .oracle.load import blocked_abilities, blocked_names_folded
    blocked = blocked_abilities()
    real = name if name in blocked else blocked_names_folded().get(name.casefold())
    if real is None:
        return None
    lines = blocked[real]
    first = lines[0] if lines else "?"
    what = first[1:-1] if first.startswith("(") and first.endswith(")") else f"{_one_line(first)!r} is not supported yet"
    more = f" (and {len(lines) - 1} more)" if len(lines) > 1 else ""
    return f"{real!r} is a real card but not playable yet: {what}{more}"


def _one_line(text: str) -> str:
    return " / ".join(text.split("\n"))


def _unknown_message(name: str, pool: CardPool, real: dict[str, str] | None) -> str:
    """Why a name is not playable, with the closest implemented names (and the closest real ones)."""
    blocked = not_playable_message(name)
    if blocked is not None:
        return blocked
    implemented = [n for n, c in pool.cards.items() if c.implemented]
    close = difflib.get_close_matches(name, implemented, n=3, cutoff=0.5)
    hint = f"closest implemented cards: {', '.join(close)}" if close else ""
    if real is not None and name.casefold() in real:
        msg = f"{real[name.casefold()]!r} is a real card but not implemented yet"
        return f"{msg}; {hint}" if hint else msg
    msg = f"unknown card {name!r}"
    if close:
        msg += f"; did you mean: {', '.join(close)}?"
    if real is not None and not close:
        others = [n for n in difflib.get_close_matches(name, list(real.values()), n=3, cutoff=0.8)
                  if n not in pool]
        if others:
            msg += f" (real cards not implemented yet: {', '.join(others)})"
    return msg


def check_deck_text(text: str, source: str, pool: CardPool, rules: DeckRules = CONSTRUCTED, *,
                    variant: str | None = None, name: str | None = None,
                    real_names: Callable[[], Collection[str]] | None = None) -> DeckReport:
    """Check a deck list and report every problem at once. ``real_names`` (called at most once, only when a
    name is not in the pool) gives the names of real cards, to tell a real but unimplemented card from a typo."""
    problems: list[DeckProblem] = []
    if "\x00" in text:
        raise DeckError(f"{source}: this is not a text deck list (it contains NUL bytes)")
    lines = read_deck_lines(text)
    problems += [DeckProblem(n, m) for n, m in lines.problems]
    folded = {n.casefold(): n for n in pool}
    real: dict[str, str] | None = None
    real_loaded = False
    main: list[CardDef] = []
    side: list[CardDef] = []
    seen: dict[str, list[DeckLine]] = {}
    unknown: dict[str, str] = {}                  # name as written -> message (one lookup per distinct name)
    for e in lines.entries:
        resolved = resolve_name(e.name, pool, folded)
        if resolved is None:
            if not real_loaded and real_names is not None:
                real = {n.casefold(): n for n in real_names()}
            real_loaded = True
            if e.name not in unknown:
                unknown[e.name] = (_unknown_message(e.name, pool, real) if len(unknown) < MAX_SUGGESTED
                                   else f"unknown card {e.name!r}")
            problems.append(DeckProblem(e.line, unknown[e.name]))
            continue
        card = pool[resolved]
        if not card.implemented:
            problems.append(DeckProblem(e.line, f"{resolved!r} is in the card pool but not implemented by the "
                                                "engine yet"))
            continue
        seen.setdefault(resolved, []).append(e)
        (side if e.sideboard else main).extend([card] * e.count)
    for card_name, entries in seen.items():       # 100.2a, 100.4a: deck and sideboard together
        limit = copy_limit(pool[card_name], rules)
        total = sum(e.count for e in entries)
        if limit is not None and total > limit:
            where = f" (lines {', '.join(str(e.line) for e in entries)})" if len(entries) > 1 else ""
            scope = "deck and sideboard together" if any(e.sideboard for e in entries) else "a deck"
            problems.append(DeckProblem(entries[0].line, f"{total} copies of {card_name!r}{where}; {scope} may "
                                                         f"hold at most {limit} ({rules.rule}, 100.4a)"))
    if not lines.entries and not lines.problems:
        problems.append(DeckProblem(None, "the deck is empty (no cards)"))
    elif len(main) < rules.min_size:
        problems.append(DeckProblem(None, f"the main deck has {len(main)} card{'s' if len(main) != 1 else ''}; a "
                                          f"{rules.format} deck needs at least {rules.min_size} ({rules.rule})"))
    if rules.max_sideboard is not None and len(side) > rules.max_sideboard:
        problems.append(DeckProblem(lines.sideboard_line or None,
                                    f"the sideboard has {len(side)} cards; at most {rules.max_sideboard} (100.4a)"))
    problems.sort(key=lambda p: (p.line is None, p.line or 0))
    return DeckReport(source, name or source, rules, variant, tuple(main), tuple(side), tuple(problems))


def check_deck_file(spec: str, pool: CardPool, rules: DeckRules = CONSTRUCTED, *, variant: str | None = None,
                    real_names: Callable[[], Collection[str]] | None = None) -> DeckReport:
    """Check a deck file, or a built-in deck by name when no such file exists. Raises DeckError when the
    file can't be checked at all (missing, a directory, too large, binary or not UTF-8)."""
    if not spec or not spec.strip():
        raise DeckError("empty deck file name")
    try:
        exists = os.path.lexists(spec)
    except (OSError, ValueError):
        exists = False
    if not exists:
        found = builtin_deck_text(spec)
        if found is not None:
            key, text = found
            return check_deck_text(text, f"built-in deck {key!r}", pool, rules, variant=variant, name=key,
                                   real_names=real_names)
    if not exists:
        raise DeckError(f"{spec}: no such deck file (and no built-in deck of that name)")
    text = read_deck_file(spec)
    return check_deck_text(text, spec, pool, rules, variant=variant, name=Path(spec).stem, real_names=real_names)


__all__ = ["DeckRules", "DeckProblem", "DeckReport", "CONSTRUCTED", "LIMITED", "FORMATS", "rules_for",
           "rules_for_deck", "is_sample_deck", "copy_limit", "check_deck_text", "check_deck_file"]
