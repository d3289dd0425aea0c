"""Real cards of the corpus (../shared/cards/oracle-cards.json) compiled from their oracle facts, for the production
modules' tests: the test is written from the card's oracle text, the definition comes from the compiler as it is
now (the shipped compiled pool may predate the grammar under test)."""
from __future__ import annotations

from collections import ChainMap
from functools import lru_cache

import pytest

from manamelee.cards.corpus import default_corpus_path
from manamelee.cards.oracle.build import build_card
from manamelee.cards.oracle.compile_pool import compile_face, read_corpus_faces
from manamelee.cards.pool import CardPool, default_pool
from manamelee.engine.definitions import CardDef
from manamelee.scenario import Scenario


@lru_cache(maxsize=1)
def _faces() -> dict[str, dict]:
    path = default_corpus_path()
    if path is None:
        return {}
    _, _, faces = read_corpus_faces(path)
    return {f["name"]: f for f in faces}


def _face(name: str) -> dict:
    faces = _faces()
    if not faces:
        pytest.skip("no corpus beside the checkout (../shared/cards/oracle-cards.json)")
    return faces[name]


def real(name: str) -> CardDef:
    """The corpus card ``name`` compiled from its oracle facts (fails the test when it doesn't compile). Without a
    corpus beside the checkout (a CI clone), the shipped compiled record of the card — the compiler's output when
    the pool was last compiled, which the up-to-date test compares with the corpus — or a skip."""
    if not _faces():
        from manamelee.cards.oracle.load import compiled_records
        rec = compiled_records().get(name.split(" // ")[0])
        if rec is None:
            pytest.skip(f"no corpus beside the checkout and {name!r} is not in the shipped compiled pool")
        return build_card(rec)
    face = _faces().get(name) or next((f for n, f in _faces().items() if n.split(" // ")[0] == name), None)
    assert face is not None, f"{name!r} is not in the corpus"
    rec, blocked = compile_face(face, {})
    assert rec is not None, blocked
    return build_card(rec)


real_card = real


def oracle_text(name: str) -> str:
    return _face(name)["text"]


def scenario_of(*cards: CardDef, players: int = 2) -> Scenario:
    """A scenario whose pool is the default pool with ``cards`` in it, replacing a definition of the same name (a
    card the shipped pool already holds, compiled or hand-written, is tested here as the compiler makes it now)."""
    return Scenario(players, pool=CardPool(ChainMap({c.name: c for c in cards}, default_pool().cards)))  # type: ignore[arg-type]


real_scenario = scenario_of
