"""The card pool: every implemented card by name, loaded once from the definition modules."""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass
from functools import lru_cache
from collections.abc import Mapping
from typing import Callable, Iterator

from ..engine.definitions import CardDef


@dataclass(frozen=True, slots=True)
class CardPool:
    """An immutable name -> definition table."""

    cards: dict[str, CardDef]

    def __getitem__(self, name: str) -> CardDef:
        return self.cards[name]

    def __contains__(self, name: object) -> bool:
        return name in self.cards

    def __iter__(self) -> Iterator[str]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def get(self, name: str) -> CardDef | None:
        return self.cards[name] if name in self.cards else None

    def closest(self, name: str, n: int = 3) -> list[str]:
        import difflib
        return difflib.get_close_matches(name, list(self.cards), n=n, cutoff=0.5)

    def extended(self, *cards: CardDef) -> "CardPool":
        """A new pool with ``cards`` (scenario/test definitions) added; a name clash with a card of this
        pool, or twice among ``cards``, is an error."""
        added: dict[str, CardDef] = {}
        for c in cards:
            if c.name in self.cards or c.name in added:
                raise ValueError(f"card {c.name!r} is already in the pool")
            added[c.name] = c
        return CardPool({**self.cards, **added})


@lru_cache(maxsize=1)
def handwritten_pool() -> CardPool:
    """The cards written by hand in ``manamelee.cards.sets``."""
    from . import sets
    cards: dict[str, CardDef] = {}
    for mod in pkgutil.iter_modules(sets.__path__):
        m = importlib.import_module(f"{sets.__name__}.{mod.name}")
        for c in getattr(m, "CARDS", ()):
            if c.name in cards:
                raise RuntimeError(f"card {c.name!r} is defined twice (second time in {mod.name})")
            cards[c.name] = c
    return CardPool(cards)


class LazyCards(Mapping):
    """Name -> definition: the given definitions, then compiled card records built into definitions the first
    time each is looked up (start-up reads the records only; issue 17 asks for under 2 s)."""

    def __init__(self, defs: dict[str, CardDef], records: dict[str, dict], build: Callable[[dict], CardDef]):
        self._defs = defs
        self._records = {n: r for n, r in records.items() if n not in defs}
        self._build = build
        self._built: dict[str, CardDef] = {}

    def __getitem__(self, name: str) -> CardDef:
        d = self._defs.get(name)
        if d is not None:
            return d
        d = self._built.get(name)
        if d is None:
            d = self._built[name] = self._build(self._records[name])     # KeyError when unknown
        return d

    def __contains__(self, name: object) -> bool:
        return name in self._defs or name in self._records

    def __iter__(self) -> Iterator[str]:
        yield from self._defs
        yield from self._records

    def __len__(self) -> int:
        return len(self._defs) + len(self._records)


@lru_cache(maxsize=1)
def default_pool() -> CardPool:
    """The hand-written cards, then the cards compiled from their oracle text (``data/compiled.json``, issue 17);
    a hand-written definition overrides the compiled one of the same name."""
    from .oracle.build import build_card
    from .oracle.load import compiled_records
    return CardPool(LazyCards(handwritten_pool().cards, compiled_records(), build_card))  # type: ignore[arg-type]
