"""Load the shipped compiled pool (``data/compiled.json``) into engine definitions, without the parser."""
from __future__ import annotations

import gc
import json
from functools import lru_cache
from typing import Any

from ...engine.definitions import CardDef
from .build import build_card
from .compile_pool import COMPILED, UNSUPPORTED


@lru_cache(maxsize=1)
def compiled_records() -> dict[str, dict[str, Any]]:
    """The compiled cards' records by name ({} when the file is absent: a checkout that never compiled)."""
    if not COMPILED.is_file():
        return {}
    records: dict[str, dict[str, Any]] = json.loads(COMPILED.read_text(encoding="utf-8"))["cards"]
    # Some 10,000 records, a few hundred thousand dicts and lists, read-only for the life of the process: out of
    # the cyclic collector's scans (gc.freeze), or every full collection during a game walks them all again.
    gc.freeze()
    return records


@lru_cache(maxsize=1)
def blocked_abilities() -> dict[str, list[str]]:
    """For each corpus card that did not compile, the normalised abilities (or reason) that block it."""
    if not UNSUPPORTED.is_file():
        return {}
    blocked: dict[str, list[str]] = json.loads(UNSUPPORTED.read_text(encoding="utf-8"))["blocked"]
    return blocked


@lru_cache(maxsize=1)
def blocked_names_folded() -> dict[str, str]:
    """casefold -> name of the cards in :func:`blocked_abilities` (deck lists may spell names in any case)."""
    return {n.casefold(): n for n in blocked_abilities()}


def compiled_cards(skip: frozenset[str] | set[str] = frozenset()) -> dict[str, CardDef]:
    """Engine definitions of the compiled cards, but those named in ``skip`` (hand-written ones override)."""
    return {n: build_card(r) for n, r in compiled_records().items() if n not in skip}


__all__ = ["blocked_abilities", "blocked_names_folded", "compiled_cards", "compiled_records"]
