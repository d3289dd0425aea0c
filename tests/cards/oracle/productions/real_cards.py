"""Real cards of the corpus (../shared/cards/oracle-cards.json) compiled from their oracle facts, for the production
modules' tests: the test is written from the card's oracle text, the definition comes from the compiler."""
from __future__ import annotations

from functools import lru_cache

import pytest

from manamelee.cards.corpus import default_corpus_path
from manamelee.cards.oracle.build import build_card
from manamelee.cards.oracle.compile_pool import compile_face, read_corpus_faces
from manamelee.engine.definitions import CardDef


@lru_cache(maxsize=1)
def _faces() -> dict[str, dict]:
    path = default_corpus_path()
    if path is None:
        pytest.skip("no corpus beside the checkout (../shared/cards/oracle-cards.json)")
    _, _, faces = read_corpus_faces(path)
    return {f["name"]: f for f in faces}


def real_card(name: str) -> CardDef:
    """The corpus card ``name`` compiled from its oracle facts (fails the test when it doesn't compile)."""
    rec, blocked = compile_face(_faces()[name], {})
    assert rec is not None, blocked
    return build_card(rec)


def oracle_text(name: str) -> str:
    return _faces()[name]["text"]


def real_scenario(*cards: CardDef, players: int = 2):
    """A scenario whose pool is the default pool with ``cards`` in it, replacing a definition of the same name (a
    card the shipped pool already holds, compiled or hand-written, is tested here as the compiler makes it now)."""
    from collections import ChainMap

    from manamelee.cards.pool import CardPool, default_pool
    from manamelee.scenario import Scenario
    return Scenario(players, pool=CardPool(ChainMap({c.name: c for c in cards}, default_pool().cards)))  # type: ignore[arg-type]
