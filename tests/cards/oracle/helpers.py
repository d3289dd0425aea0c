"""Helpers for the compiler tests: made-up cards compiled from oracle text (so each grammar production gets a
card built for it), and a scenario whose pool holds them."""
from __future__ import annotations

from manamelee.cards.oracle.build import build_card
from manamelee.cards.oracle.compile_pool import compile_face
from manamelee.cards.pool import default_pool
from manamelee.engine.definitions import CardDef
from manamelee.scenario import Scenario

SUPERTYPES = {"Legendary", "Basic", "Snow", "World"}


def made_up(name: str, type_line: str, cost: str | None, text: str, pt: str | None = None,
            keywords: tuple[str, ...] = (), loyalty: str | None = None) -> CardDef:
    """Compile a card that isn't real from its oracle facts; fails the test when any ability doesn't compile."""
    left, _, right = type_line.partition(" — ")
    words = left.split()
    power, toughness = pt.split("/") if pt else (None, None)
    facts = {"name": name, "manaCost": cost, "type": type_line, "layout": "normal", "text": text,
             "types": [w for w in words if w not in SUPERTYPES], "supertypes": [w for w in words if w in SUPERTYPES],
             "subtypes": right.split(), "keywords": list(keywords), "power": power, "toughness": toughness,
             "loyalty": loyalty}
    rec, blocked = compile_face(facts, {})
    assert rec is not None, blocked
    return build_card(rec)


def scenario(*cards: CardDef, players: int = 2) -> Scenario:
    """A scenario whose pool is the default pool plus ``cards`` (a card the pool already has by that name is
    replaced by the one given: a test may compile a real card from its oracle text itself)."""
    from manamelee.cards.pool import CardPool
    names = [c.name for c in cards]
    assert len(set(names)) == len(names), names
    return Scenario(players, pool=CardPool({**default_pool().cards, **{c.name: c for c in cards}}))
