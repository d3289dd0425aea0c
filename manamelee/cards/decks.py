"""Deck lists: a small text format, a parser with clear errors, and the built-in sample decks.

The format is one entry per line, ``<count> <card name>`` (``4 Lightning Bolt``; ``4x`` is also
accepted). ``#`` starts a comment, blank lines are ignored, and a line ``Sideboard`` (or
``Sideboard:``) puts the cards after it in the sideboard::

    # Red
    4 Lightning Bolt
    17 Mountain

    Sideboard
    2 Shock

A Commander deck (903) names its commander — or two partners (702.124) — after a line ``Commander``; a
line ``Deck`` (or ``Main``) goes back to the main deck::

    Commander
    1 Thalia, Guardian of Thraben
    Deck
    1 Swords to Plowshares
    60 Plains

Built-in decks live in ``manamelee/cards/decklists/<name>.txt`` (package data).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Iterable

from ..engine.definitions import CardDef
from ..engine.errors import DeckError
from .input_files import FileWords, read_input_file
from .pool import CardPool, default_pool

MAX_COPIES = 1000                 # a guard against absurd counts (memory), far above any real deck
MAX_FILE_BYTES = 1 << 20          # deck files are small text files
_COLOR_ORDER = ["white", "blue", "black", "red", "green"]
_ENTRY = re.compile(r"(\S+)\s+(.+)")
_COUNT = re.compile(r"([+-]?\d+)[xX]?")


@dataclass(frozen=True, slots=True)
class Deck:
    """A parsed deck list: card names, one entry per copy (counts expanded), in list order."""

    name: str
    main: tuple[str, ...]
    sideboard: tuple[str, ...] = ()
    commanders: tuple[str, ...] = ()          # 903.3: set aside from the deck, start in the command zone

    def __len__(self) -> int:
        return len(self.main)


def _default_name(source: str) -> str:
    if source.startswith("<") and source.endswith(">"):
        return "deck"
    return Path(source).stem or source


@dataclass(frozen=True, slots=True)
class DeckLine:
    """One well-formed entry of a deck list: its line number, count, card name as written
    (whitespace collapsed) and whether it is in the sideboard."""

    line: int
    count: int
    name: str
    sideboard: bool = False
    commander: bool = False                    # listed under the 'Commander' header (903.3)


@dataclass(frozen=True, slots=True)
class DeckLines:
    """A deck list read line by line: the well-formed entries and one message per malformed line."""

    entries: tuple[DeckLine, ...]
    problems: tuple[tuple[int, str], ...]      # (line number, message), in line order
    sideboard_line: int = 0                    # the line of the 'Sideboard' header (0: none)
    commander_line: int = 0                    # the line of the 'Commander' header (0: none)


def read_deck_lines(text: str) -> DeckLines:
    """Split a deck list into entries; never raises: malformed lines become (line, message) problems.
    Card names are not looked up here (see :func:`parse_deck` and ``deck_check``)."""
    entries: list[DeckLine] = []
    problems: list[tuple[int, str]] = []
    in_side = in_commander = False
    sideboard_line = commander_line = 0
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.lstrip("\ufeff").split("#", 1)[0].strip()
        if not line:
            continue
        header = line.rstrip(":").strip().lower()
        if header == "sideboard":
            if in_side:
                problems.append((lineno, f"a second 'Sideboard' line (the sideboard began on line {sideboard_line})"))
            else:
                in_side, in_commander, sideboard_line = True, False, lineno
            continue
        if header == "commander":
            if commander_line:
                problems.append((lineno, f"a second 'Commander' line (the commander was named from line "
                                         f"{commander_line})"))
            else:
                in_commander, in_side, commander_line = True, False, lineno
            continue
        if header in ("deck", "main", "mainboard"):
            in_commander = in_side = False
            continue
        m = _ENTRY.fullmatch(line)
        if m is None:
            problems.append((lineno, f"expected '<count> <card name>' (e.g. '4 Lightning Bolt'), got {line!r}"))
            continue
        count_text, card_text = m.group(1), m.group(2)
        c = _COUNT.fullmatch(count_text)
        if c is None:
            problems.append((lineno, f"the count {count_text!r} is not a whole number; expected "
                                     f"'<count> <card name>' (e.g. '4 Lightning Bolt'), got {line!r}"))
            continue
        count = int(c.group(1))
        if count <= 0:
            problems.append((lineno, f"the count must be 1 or more, got {count}"))
            continue
        if count > MAX_COPIES:
            problems.append((lineno, f"the count {count} is too large (at most {MAX_COPIES})"))
            continue
        entries.append(DeckLine(lineno, count, " ".join(card_text.split()), in_side, in_commander))
    return DeckLines(tuple(entries), tuple(problems), sideboard_line, commander_line)


def resolve_name(name: str, pool: CardPool, folded: dict[str, str] | None = None) -> str | None:
    """The pool's spelling of ``name`` (exact, else case-insensitive), or None when it is not in the pool.
    ``folded`` is an optional precomputed casefold -> name table of the pool."""
    if name in pool:
        return name
    if folded is None:
        folded = {n.casefold(): n for n in pool}
    return folded.get(name.casefold())


def parse_deck(text: str, pool: CardPool | None = None, source: str = "<deck>", *, name: str | None = None) -> Deck:
    """Parse a deck list. Raises DeckError naming ``source``, the line number and the problem."""
    pool = pool if pool is not None else default_pool()
    if not isinstance(text, str):
        raise DeckError(f"{source}: a deck list must be text, got {type(text).__name__}")
    if "\x00" in text:
        raise DeckError(f"{source}: this is not a text deck list (it contains NUL bytes)")
    lines = read_deck_lines(text)
    if lines.problems:
        lineno, problem = lines.problems[0]
        raise DeckError(f"{source}, line {lineno}: {problem}")
    folded: dict[str, str] | None = None
    main: list[str] = []
    side: list[str] = []
    commanders: list[str] = []
    for e in lines.entries:
        where = f"{source}, line {e.line}"
        card_name = e.name
        if card_name not in pool:
            if folded is None:
                folded = {n.casefold(): n for n in pool}
            exact = resolve_name(card_name, pool, folded)
            if exact is None:
                from .deck_check import not_playable_message      # issue 17: the sentence that blocks it
                blocked = not_playable_message(card_name)
                if blocked is not None:
                    raise DeckError(f"{where}: {blocked}")
                close = pool.closest(card_name, 3)
                hint = f"; did you mean: {', '.join(close)}?" if close else ""
                raise DeckError(f"{where}: unknown card {card_name!r}{hint}")
            card_name = exact
        if not pool[card_name].implemented:
            raise DeckError(f"{where}: {card_name!r} is in the card pool but not implemented by the engine")
        (commanders if e.commander else side if e.sideboard else main).extend([card_name] * e.count)
    if not main:
        raise DeckError(f"{source}: the deck is empty (no main-deck cards)")
    return Deck(name if name is not None else _default_name(source), tuple(main), tuple(side), tuple(commanders))


# Kinds of built-in decks and their folders (package data): the five 40-card sample decks, the ten 60-card
# constructed decks (100.2a), and the scheme decks (904.3).
DECK_KINDS = {"decklists": ("decklists",), "constructed": ("decklists", "constructed"),
              "schemedecks": ("schemedecks",), "commander": ("decklists", "commander")}


def _decks_dir(kind: str = "decklists"):
    if kind not in DECK_KINDS:
        raise DeckError(f"unknown kind of built-in deck {kind!r} (kinds: {', '.join(DECK_KINDS)})")
    d = resources.files("manamelee.cards")
    for part in DECK_KINDS[kind]:
        d = d / part
    return d


def builtin_decks(kind: str = "decklists") -> list[str]:
    """Names of the built-in decks (the colours first, in WUBRG order, then any others by name).
    ``kind="constructed"`` lists the 60-card constructed decks (100.2a), ``kind="schemedecks"`` the
    built-in scheme decks (904.3)."""
    names = [p.name[:-4] for p in _decks_dir(kind).iterdir() if p.name.endswith(".txt") and p.is_file()]
    return sorted(names, key=lambda n: (_COLOR_ORDER.index(n) if n in _COLOR_ORDER else len(_COLOR_ORDER), n))


def _builtin_kinds(kind: str) -> tuple[str, ...]:
    """The kinds searched for a built-in deck name: a player's deck may be a sample or a constructed deck
    (or a Commander deck, 903.5, when looked up by the Commander deck check)."""
    return ("decklists", "constructed", "commander") if kind == "decklists" else (kind,)


def _decode(data: bytes, source: str) -> str:
    """Refuse anything that is not a UTF-8 text file."""
    if b"\x00" in data:
        raise DeckError(f"{source}: this is not a text deck list (it contains NUL bytes)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise DeckError(f"{source}: this is not a UTF-8 text deck list (undecodable byte at offset {e.start})") \
            from None


_DECK_FILE = FileWords("no such deck file", "not a deck file (it is not a regular file)",
                       "the file is too large for a deck list", "can't read the deck file")


def read_deck_file(path: str | os.PathLike) -> str:
    """The text of a deck file. Raises DeckError when it is missing, not a regular file, too large, or not
    UTF-8 text (e.g. a binary file)."""
    spec = os.fspath(path)
    return _decode(read_input_file(spec, MAX_FILE_BYTES, DeckError, _DECK_FILE), spec)


def builtin_deck_text(name: str, kind: str = "decklists") -> tuple[str, str] | None:
    """``(canonical name, text)`` of a built-in deck (any kind searched by ``kind``), or None."""
    key = name.strip().lower()
    for k in _builtin_kinds(kind):
        if key in builtin_decks(k):
            return key, _decode((_decks_dir(k) / f"{key}.txt").read_bytes(), f"built-in deck {key!r}")
    return None


def load_deck(path_or_name: str | os.PathLike, pool: CardPool | None = None, kind: str = "decklists") -> Deck:
    """Load a deck from a text file, or a built-in deck by name ("white", "blue", ...).

    An existing file wins over a built-in deck of the same name. Raises DeckError when the file
    can't be read, is not UTF-8 text, or the list is malformed.
    """
    if not isinstance(path_or_name, (str, os.PathLike)):
        raise DeckError(f"a deck is named by a file path or a built-in deck name, got {path_or_name!r}")
    spec = os.fspath(path_or_name)
    if not isinstance(spec, str) or not spec.strip():
        raise DeckError("empty deck name")
    path = Path(spec)
    try:
        is_file = path.is_file()
        exists = is_file or path.exists()
    except (OSError, ValueError):                 # e.g. an embedded NUL or a name too long
        is_file = exists = False
    if is_file:
        return parse_deck(read_deck_file(path), pool, spec, name=path.stem)
    found = builtin_deck_text(spec, kind)
    if found is not None:
        key, text = found
        return parse_deck(text, pool, f"built-in deck {key!r}", name=key)
    builtins = [n for k in _builtin_kinds(kind) for n in builtin_decks(k)]
    if exists:
        raise DeckError(f"{spec}: not a deck file (it is not a regular file)")
    raise DeckError(f"no deck file {spec!r} and no built-in deck of that name "
                    f"(built-in decks: {', '.join(builtins)})")


def deck_cards(deck: Deck, pool: CardPool | None = None) -> tuple[CardDef, ...]:
    """The card definitions of a deck's main deck, one per copy."""
    return _definitions(deck, deck.main, "card", pool)


def commander_cards(deck: Deck, pool: CardPool | None = None) -> tuple[CardDef, ...]:
    """The card definitions of a deck's commander(s) (903.3, 702.124)."""
    return _definitions(deck, deck.commanders, "commander", pool)


def _definitions(deck: Deck, names: Iterable[str], what: str, pool: CardPool | None) -> tuple[CardDef, ...]:
    """The definitions of ``names`` in ``pool`` (the default pool without one); DeckError names an unknown one."""
    pool = pool if pool is not None else default_pool()
    out = []
    for n in names:
        c = pool.get(n)
        if c is None:
            raise DeckError(f"deck {deck.name!r}: unknown {what} {n!r}")
        out.append(c)
    return tuple(out)


def load_scheme_deck(path_or_name: str | os.PathLike, pool: CardPool | None = None) -> tuple[CardDef, ...]:
    """A scheme deck (904.3) from a file or a built-in scheme deck name; checked: at least twenty
    schemes, at most two of any name."""
    from ..engine.config import check_scheme_deck
    deck = load_deck(path_or_name, pool, kind="schemedecks")
    cards = deck_cards(deck, pool)
    check_scheme_deck(cards, deck.name)
    return cards


__all__ = ["Deck", "DeckLine", "DeckLines", "DECK_KINDS", "read_deck_lines", "read_deck_file", "resolve_name",
           "parse_deck", "load_deck", "load_scheme_deck", "commander_cards", "builtin_decks", "builtin_deck_text",
           "deck_cards", "MAX_COPIES"]
