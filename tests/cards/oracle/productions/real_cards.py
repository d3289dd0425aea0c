"""Real cards of the corpus compiled from their oracle text for a test (the shipped compiled pool may predate the
grammar under test)."""
from __future__ import annotations

from functools import lru_cache

import pytest

from manamelee.cards.corpus import default_corpus_path
from manamelee.cards.oracle.build import build_card
from manamelee.cards.oracle.compile_pool import compile_face, read_corpus_faces
from manamelee.engine.definitions import CardDef


@lru_cache(maxsize=1)
def _faces() -> dict:
    path = default_corpus_path()
    if path is None:
        return {}
    _, _, faces = read_corpus_faces(path)
    return {f["name"]: f for f in faces}


def real(name: str) -> CardDef:
    """The corpus card ``name`` compiled from its oracle facts (the test is skipped without a corpus)."""
    faces = _faces()
    if not faces:
        pytest.skip("no corpus beside the checkout (../shared/cards/oracle-cards.json)")
    rec, blocked = compile_face(faces[name], {})
    assert rec is not None, blocked
    return build_card(rec)


def scenario_of(*cards: CardDef, players: int = 2):
    """A scenario whose pool is the default pool with ``cards`` in it, replacing a hand-written or shipped
    definition of the same name (the card as compiled now is the one under test)."""
    from collections import ChainMap

    from manamelee.cards.pool import CardPool, default_pool
    from manamelee.scenario import Scenario
    return Scenario(players, pool=CardPool(ChainMap({c.name: c for c in cards}, default_pool().cards)))
