"""Checking a deck list against the card pool and the deck-construction rules of a format (100.2, 100.4).

Unlike :func:`manamelee.cards.decks.parse_deck`, which stops at the first problem, a check reports every
problem of a list at once, each with its line number: malformed lines, unknown or unimplemented card names
(with the closest known names), too few cards, too many copies, too large a sideboard.

Every multiplayer variant of section 8 (and Archenemy's players' decks, 904) plays with the deck rules of
the format: constructed by default (100.2a: at least 60 cards, at most four of a name except basic lands,
sideboard of at most fifteen, 100.4a); limited (100.2b) has a minimum of 40 and no copy limit.
Commander (903.5) has its own: exactly 100 cards with the commander, singleton except basic lands, every card
within the commander's colour identity (903.4), the commander a legendary creature (903.3) — or two with
partner (702.124).
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
COMMANDER = DeckRules("commander", 100, 1, None, "903.5b")
FORMATS = {"constructed": CONSTRUCTED, "limited": LIMITED, "commander": COMMANDER}
COMMANDER_SIZE = 100                    # 903.5a: minimum and maximum, the commander(s) included
_SYMBOL = re.compile(r"\{([^}]+)\}")
_REMINDER = re.compile(r"\([^)]*\)")
_BASIC_LAND_COLOR = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def color_identity(card: CardDef) -> frozenset[str]:
    """903.4: the colours of the mana symbols in a card's mana cost and rules text (reminder text ignored,
    903.4c; both halves of a hybrid symbol) plus its colours, plus the mana ability each basic land type gives
    (305.6: a Plains has "{T}: Add {W}" even though its text shows it only as reminder text)."""
    out = set(card.colors) | land_colors(card)
    text = _REMINDER.sub("", card.text or "")
    for chunk in (card.mana_cost_text or "", text):
        for sym in _SYMBOL.findall(chunk):
            out.update(part for part in sym.upper().split("/") if part in COLORS)
    return frozenset(out)


def land_colors(card: CardDef) -> frozenset[str]:
    """903.5d: the colours of mana a card's basic land types let it produce."""
    return frozenset(c for t, c in _BASIC_LAND_COLOR.items() if t in card.subtypes)


def identity_names(colors: Collection[str]) -> str:
    """Colours in WUBRG order as words ("white and blue"), or "colourless"."""
    names = [COLOR_NAMES[c] for c in COLORS if c in colors]
    return " and ".join(names) if names else "colourless"


def _partner_with(card: CardDef) -> str | None:
    m = re.search(r"Partner with ([^(\n]+?)\s*(?:\(|$)", card.text or "", re.M)
    return m.group(1).strip() if m else None


def _has_partner(card: CardDef) -> bool:
    """702.124h: the plain partner keyword (not "partner with", nor another partner ability)."""
    return any(line.strip().split(" (")[0] == "Partner" for line in (card.text or "").splitlines())


def rules_for(variant: str | None = None, fmt: str | None = None, min_size: int | None = None) -> DeckRules:
    """The deck rules for a variant and format. Every variant of section 8 and Archenemy (904; its scheme deck
    is checked apart, 904.3) uses the format's rules unchanged; the format defaults to constructed."""
    from ..multiplayer.variants import COMMANDER_VARIANTS, VARIANTS
    if variant is not None and variant not in VARIANTS:
        raise DeckError(f"unknown variant {variant!r} (variants: {', '.join(VARIANTS)})")
    if fmt is not None and fmt not in FORMATS:
        raise DeckError(f"unknown format {fmt!r} (formats: {', '.join(FORMATS)})")
    if variant in COMMANDER_VARIANTS and fmt not in (None, "commander"):
        raise DeckError(f"the {variant} variant plays Commander decks (903.5), not {fmt} ones")
    rules = FORMATS[fmt or ("commander" if variant in COMMANDER_VARIANTS else "constructed")]
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
    commanders: tuple[CardDef, ...] = ()        # 903.3 (two with partner, 702.124)

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
        size = f"{len(self.main)} cards"
        if self.commanders:
            size = f"{len(self.main) + len(self.commanders)} cards with the commander"
            side += f"; commander: {' and '.join(c.name for c in self.commanders)}"
        return (f"{self.source}: ok ({self.rules.format}{', ' + self.variant if self.variant else ''}) — "
                f"{size} ({lands} lands, {len(self.main) - lands} spells){side}; "
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
    commanders: list[tuple[CardDef, DeckLine]] = []
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
        if e.commander:
            commanders.extend([(card, e)] * e.count)
        else:
            (side if e.sideboard else main).extend([card] * e.count)
    for card_name, entries in seen.items():       # 100.2a, 100.4a: deck and sideboard together
        limit = copy_limit(pool[card_name], rules)
        total = sum(e.count for e in entries)
        if limit is not None and total > limit:
            where = f" (lines {', '.join(str(e.line) for e in entries)})" if len(entries) > 1 else ""
            scope = "deck and sideboard together" if any(e.sideboard for e in entries) else "a deck"
            if rules is COMMANDER:
                problems.append(DeckProblem(entries[0].line, f"{total} copies of {card_name!r}{where}; other than "
                                                             f"basic lands a Commander deck holds one of each card "
                                                             f"(903.5b)"))
            else:
                problems.append(DeckProblem(entries[0].line, f"{total} copies of {card_name!r}{where}; {scope} may "
                                                             f"hold at most {limit} ({rules.rule}, 100.4a)"))
    if rules is COMMANDER:
        problems += commander_problems(main, commanders, lines.commander_line, seen)
    elif any(e.commander for e in lines.entries):
        problems.append(DeckProblem(lines.commander_line,
                                    f"a 'Commander' section is only for Commander decks (903.3); this is checked "
                                    f"as a {rules.format} deck (use --format commander)"))
    if not lines.entries and not lines.problems:
        problems.append(DeckProblem(None, "the deck is empty (no cards)"))
    elif rules is COMMANDER:
        pass                                        # the size is checked by commander_problems (903.5a)
    elif len(main) < rules.min_size:
        problems.append(DeckProblem(None, f"the main deck has {len(main)} card{'s' if len(main) != 1 else ''}; a "
                                          f"{rules.format} deck needs at least {rules.min_size} ({rules.rule})"))
    if rules.max_sideboard is not None and len(side) > rules.max_sideboard:
        problems.append(DeckProblem(lines.sideboard_line or None,
                                    f"the sideboard has {len(side)} cards; at most {rules.max_sideboard} (100.4a)"))
    problems.sort(key=lambda p: (p.line is None, p.line or 0))
    return DeckReport(source, name or source, rules, variant, tuple(main), tuple(side), tuple(problems),
                      tuple(c for c, _ in commanders))


def commander_problems(main: list[CardDef], commanders: list[tuple[CardDef, DeckLine]], header_line: int,
                       seen: dict[str, list[DeckLine]]) -> list[DeckProblem]:
    """903.3-903.5 and 702.124: the commander(s), the deck's size and every card's colour identity."""
    out: list[DeckProblem] = []
    if not commanders:
        out.append(DeckProblem(header_line or None, "no commander: name it under a line 'Commander' (903.3)"))
    for card, e in commanders:
        if not ("Legendary" in card.supertypes and "Creature" in card.types):
            out.append(DeckProblem(e.line, f"the commander {card.name!r} is not a legendary creature (903.3)"))
    if len(commanders) > 2:
        out.append(DeckProblem(commanders[2][1].line, f"{len(commanders)} commanders; a deck has one, or two with a "
                                                      f"partner ability (702.124a)"))
    elif len(commanders) == 2:
        (a, ea), (b, eb) = commanders
        if a.name == b.name:
            pass                                    # reported as a second copy (903.5b)
        elif _partner_with(a) is not None or _partner_with(b) is not None:
            if _partner_with(a) != b.name or _partner_with(b) != a.name:
                out.append(DeckProblem(eb.line, f"{a.name!r} and {b.name!r} can't both be commanders: each needs "
                                                f"'partner with' the other's name (702.124i)"))
        elif not (_has_partner(a) and _has_partner(b)):
            lacking = [c.name for c in (a, b) if not _has_partner(c)]
            out.append(DeckProblem(eb.line, f"two commanders need partner on both (702.124h); "
                                            f"{' and '.join(repr(n) for n in lacking)} lacks it"))
    size = len(main) + len(commanders)
    if size != COMMANDER_SIZE:
        out.append(DeckProblem(None, f"the deck has {size} cards with its commander; a Commander deck has exactly "
                                     f"{COMMANDER_SIZE} (903.5a)"))
    if commanders:
        identity = frozenset().union(*(color_identity(c) for c, _ in commanders))     # 702.124c
        who = " and ".join(repr(c.name) for c, _ in commanders)
        for card_name, entries in seen.items():
            if all(e.commander for e in entries):
                continue
            card = next(c for c in main if c.name == card_name) if any(c.name == card_name for c in main) else None
            if card is None:
                continue
            line = next(e.line for e in entries if not e.commander)
            if land_colors(card) - identity:
                out.append(DeckProblem(line, f"{card_name!r} has a basic land type of a colour "
                                             f"({identity_names(land_colors(card) - identity)}) outside {who}'s "
                                             f"colour identity ({identity_names(identity)}) (903.5d)"))
            elif color_identity(card) - identity:
                out.append(DeckProblem(line, f"{card_name!r} has colour identity {identity_names(color_identity(card))}"
                                             f", outside {who}'s ({identity_names(identity)}) (903.5c)"))
    return out


def commander_deck(spec: str, pool: CardPool) -> DeckReport:
    """Check a Commander deck file (or built-in deck) for ``play`` (903.5); raises DeckError naming the first
    problem — its line, the rule and the card — and how many more there are."""
    report = check_deck_file(spec, pool, COMMANDER, variant="commander")
    if report.problems:
        # A list with no commander at all is first of all not a Commander deck (903.3): say that first.
        order = sorted(report.problems, key=lambda p: not (not report.commanders and "(903.3)" in p.message))
        first = order[0].render(report.source)
        more = len(report.problems) - 1
        raise DeckError(first + (f" (and {more} more problem{'s' if more > 1 else ''}; see 'manamelee deck check "
                                 f"--format commander')" if more else ""))
    return report


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


__all__ = ["DeckRules", "DeckProblem", "DeckReport", "CONSTRUCTED", "LIMITED", "COMMANDER", "FORMATS", "rules_for",
           "rules_for_deck", "is_sample_deck", "copy_limit", "check_deck_text", "check_deck_file", "color_identity",
           "land_colors", "commander_problems", "commander_deck"]
