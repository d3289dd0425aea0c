"""productions/battles: "this Siege" / "this battle" as a battle's own subject (310.11), and two instructions
joined by "and" (608.2c: followed in the order written)."""
from __future__ import annotations

import pytest

from manamelee.cards.oracle.compile_pool import compile_face
from manamelee.cards.oracle.compiler import compile_ability
from manamelee.cards.oracle.grammar import ParseFailure
from manamelee.cards.oracle.printer import ability as print_ability
from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import scenario


def _siege(text: str, defense: str = "3"):
    """A made-up Siege with a back face (a transforming card, 712) compiled from its facts."""
    from manamelee.cards.oracle.build import build_card
    front = {"name": "Test Invasion // Test Back", "manaCost": "{2}{W}", "type": "Battle — Siege", "layout": "transform",
             "text": text, "types": ["Battle"], "supertypes": [], "subtypes": ["Siege"], "keywords": ["Transform"],
             "power": None, "toughness": None, "loyalty": None, "defense": defense,
             "_back": {"name": "Test Back", "manaCost": None, "type": "Creature — Angel", "layout": "transform",
                       "text": "Flying", "types": ["Creature"], "supertypes": [], "subtypes": ["Angel"],
                       "keywords": ["Flying", "Transform"], "power": "3", "toughness": "3", "loyalty": None,
                       "colorIdentity": ["W"]}}
    rec, blocked = compile_face(front, {})
    assert rec is not None, blocked
    return build_card(rec)


def test_310_11_this_siege_enters_trigger_and_608_2c_two_instructions_joined_by_and_in_order():
    siege = _siege("When this Siege enters, you gain 4 life and draw a card.")
    s = scenario(siege)
    s.hand(0, "Test Invasion")
    s.library(0, "Plains", "Island")
    lands_for(s, 0, "Test Invasion")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Invasion")
    resolve_stack(s)
    [b] = s.on_battlefield("Test Invasion", 0)
    assert g.objects[b].counters == {"defense": 3}                   # 310.4b, its printed defense
    assert g.players[0].life == 24 and [g.objects[o].card.name for o in g.players[0].hand] == ["Plains"]
    gains = [i for i, e in enumerate(g.events) if e.kind == "life_gain" and e.player == 0]
    draws = [i for i, e in enumerate(g.events) if e.kind == "draw" and e.player == 0]
    assert gains and draws and gains[0] < draws[0]                   # gain, then draw (as written)


def test_this_battle_is_a_subject_and_and_prints_back():
    text = "When this battle enters, target player draws a card and you gain 1 life."
    node = compile_ability(text)
    assert node["ev"]["self"] == "this battle" and node["effects"][0]["e"] == "and"
    assert print_ability(node) == text


def test_and_without_a_second_instruction_is_not_read():
    with pytest.raises(ParseFailure):
        compile_ability("When this Siege enters, you gain 4 life and.")


def test_a_siege_without_a_known_defense_is_not_compiled():
    from manamelee.cards.oracle.compile_pool import compile_face as cf
    facts = {"name": "Test Nowhere // Test Nothing", "manaCost": "{1}", "type": "Battle — Siege", "layout": "transform",
             "text": "", "types": ["Battle"], "supertypes": [], "subtypes": ["Siege"], "keywords": ["Transform"],
             "power": None, "toughness": None, "loyalty": None,
             "_back": {"name": "Test Nothing", "manaCost": None, "type": "Enchantment", "layout": "transform",
                       "text": "", "types": ["Enchantment"], "supertypes": [], "subtypes": [], "keywords": ["Transform"],
                       "power": None, "toughness": None, "loyalty": None, "colorIdentity": []}}
    rec, blocked = cf(facts, {})
    assert rec is None and "defense" in blocked[0]                    # 310.4a: never a guessed defense
