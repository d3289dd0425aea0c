"""productions/uncounterable: "This spell can't be countered." (701.5a)."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ...pool_helpers import grave_names, lands_for, resolve_stack
from ..helpers import made_up, scenario


def _counter_war(creature_text: str):
    bear = made_up("Test Stubborn Bear", "Creature — Bear", "{1}{G}", creature_text, "2/2")
    cancel = made_up("Test Cancel", "Instant", "{U}", "Counter target spell.")
    s = scenario(bear, cancel)
    s.hand(1, "Test Stubborn Bear")
    lands_for(s, 1, "Test Stubborn Bear")
    s.hand(0, "Test Cancel")
    lands_for(s, 0, "Test Cancel")
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Test Stubborn Bear")
    s.pass_priority()
    spell = next(t.stack[-1].source for t in g.turns if t.stack)
    s.cast("Test Cancel", ("obj", spell))
    resolve_stack(s)
    return s, g


def test_701_5a_a_spell_that_cant_be_countered_resolves_through_a_counterspell():
    s, g = _counter_war("This spell can't be countered.")
    assert s.on_battlefield("Test Stubborn Bear")
    assert grave_names(g, 1) == [] and grave_names(g, 0) == ["Test Cancel"]


def test_701_5a_the_same_spell_without_the_ability_is_countered():
    s, g = _counter_war("")
    assert not s.on_battlefield("Test Stubborn Bear")
    assert grave_names(g, 1) == ["Test Stubborn Bear"]


def test_cant_be_countered_prints_back_and_is_refused_on_other_subjects():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Wall", "manaCost": "{1}", "type": "Artifact Creature — Wall", "layout": "normal",
             "text": "This creature can't be countered.", "types": ["Artifact", "Creature"], "supertypes": [],
             "subtypes": ["Wall"], "keywords": [], "power": "0", "toughness": "2", "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "isn't this spell" in blocked[0]
