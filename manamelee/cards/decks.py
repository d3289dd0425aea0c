"""Deck lists: a small text format, a parser with clear errors, and the built-in sample decks.

The format is one entry per line, ``<count> <card name>`` (``4 Lightning Bolt``; ``4x`` is also
accepted). ``#`` starts a comment, blank lines are ignored, and a line ``Sideboard`` (or
``Sideboard:``) puts the cards after it in the sideboard::

    # Red
    4 Lightning Bolt
    17 Mountain

    Sideboard
    2 Shock

Built-in decks live in ``manamelee/cards/decklists/<name>.txt`` (package data).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..engine.definitions import CardDef
from ..engine.errors import DeckError
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

    def __len__(self) -> int:
        return len(self.main)


def _default_name(source: str) -> str:
    if source.startswith("<") and source.endswith(">"):
        return "deck"
    return Path(source).stem or source


def parse_deck(text: str, pool: CardPool | None = None, source: str = "<deck>", *, name: str | None = None) -> Deck:
    """Parse a deck list. Raises DeckError naming ``source``, the line number and the problem."""
    pool = pool if pool is not None else default_pool()
    if not isinstance(text, str):
        raise DeckError(f"{source}: a deck list must be text, got {type(text).__name__}")
    if "\x00" in text:
        raise DeckError(f"{source}: this is not a text deck list (it contains NUL bytes)")
    folded: dict[str, str] | None = None
    main: list[str] = []
    side: list[str] = []
    in_side = False
    sideboard_line = 0
    for lineno, raw in enumerate(text.splitlines(), 1):
        where = f"{source}, line {lineno}"
        line = raw.lstrip("\ufeff").split("#", 1)[0].strip()
        if not line:
            continue
        if line.rstrip(":").strip().lower() == "sideboard":
            if in_side:
                raise DeckError(f"{where}: a second 'Sideboard' line (the sideboard began on line {sideboard_line})")
            in_side, sideboard_line = True, lineno
            continue
        m = _ENTRY.fullmatch(line)
        if m is None:
            raise DeckError(f"{where}: expected '<count> <card name>' (e.g. '4 Lightning Bolt'), got {line!r}")
        count_text, card_text = m.group(1), m.group(2)
        c = _COUNT.fullmatch(count_text)
        if c is None:
            raise DeckError(f"{where}: the count {count_text!r} is not a whole number; expected "
                            f"'<count> <card name>' (e.g. '4 Lightning Bolt'), got {line!r}")
        count = int(c.group(1))
        if count <= 0:
            raise DeckError(f"{where}: the count must be 1 or more, got {count}")
        if count > MAX_COPIES:
            raise DeckError(f"{where}: the count {count} is too large (at most {MAX_COPIES})")
        card_name = " ".join(card_text.split())
        if card_name not in pool:
            if folded is None:
                folded = {n.casefold(): n for n in pool}
            exact = folded.get(card_name.casefold())
            if exact is None:
                close = pool.closest(card_name, 3)
                hint = f"; did you mean: {', '.join(close)}?" if close else ""
                raise DeckError(f"{where}: unknown card {card_name!r}{hint}")
            card_name = exact
        if not pool[card_name].implemented:
            raise DeckError(f"{where}: {card_name!r} is in the card pool but not implemented by the engine")
        (side if in_side else main).extend([card_name] * count)
    if not main:
        raise DeckError(f"{source}: the deck is empty (no main-deck cards)")
    return Deck(name if name is not None else _default_name(source), tuple(main), tuple(side))


def _decks_dir(kind: str = "decklists"):
    return resources.files("manamelee.cards") / kind


def builtin_decks(kind: str = "decklists") -> list[str]:
    """Names of the built-in decks (the colours first, in WUBRG order, then any others by name).
    ``kind="schemedecks"`` lists the built-in scheme decks (904.3)."""
    names = [p.name[:-4] for p in _decks_dir(kind).iterdir() if p.name.endswith(".txt") and p.is_file()]
    return sorted(names, key=lambda n: (_COLOR_ORDER.index(n) if n in _COLOR_ORDER else len(_COLOR_ORDER), n))


def _decode(data: bytes, source: str) -> str:
    """Refuse anything that is not a UTF-8 text file."""
    if b"\x00" in data:
        raise DeckError(f"{source}: this is not a text deck list (it contains NUL bytes)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise DeckError(f"{source}: this is not a UTF-8 text deck list (undecodable byte at offset {e.start})") \
            from None


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
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                raise DeckError(f"{spec}: the file is too large for a deck list (over {MAX_FILE_BYTES} bytes)")
            data = path.read_bytes()
        except OSError as e:
            raise DeckError(f"{spec}: can't read the deck file ({e.strerror or e})") from None
        return parse_deck(_decode(data, spec), pool, spec, name=path.stem)
    builtins = builtin_decks(kind)
    key = spec.strip().lower()
    if key in builtins:
        data = (_decks_dir(kind) / f"{key}.txt").read_bytes()
        return parse_deck(_decode(data, f"built-in deck {key!r}"), pool, f"built-in deck {key!r}", name=key)
    if exists:
        raise DeckError(f"{spec}: not a deck file (it is not a regular file)")
    raise DeckError(f"no deck file {spec!r} and no built-in deck of that name "
                    f"(built-in decks: {', '.join(builtins)})")


def deck_cards(deck: Deck, pool: CardPool | None = None) -> tuple[CardDef, ...]:
    """The card definitions of a deck's main deck, one per copy."""
    pool = pool if pool is not None else default_pool()
    out = []
    for n in deck.main:
        c = pool.get(n)
        if c is None:
            raise DeckError(f"deck {deck.name!r}: unknown card {n!r}")
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


__all__ = ["Deck", "parse_deck", "load_deck", "load_scheme_deck", "builtin_decks", "deck_cards", "MAX_COPIES"]
