"""productions/predefined_tokens: "create a Treasure token" and the other predefined tokens of 111.10, on made-up
cards built for each rule, then on real cards compiled from their oracle text."""
from __future__ import annotations

import pytest

from manamelee.cards.model.tokens_predefined import TREASURE
from manamelee.engine.constants import Step

from ...pool_helpers import answer_until_priority, grave_names, hand_names, lands_for, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real_card, real_scenario


def _tokens(g, p=0):
    return [o for o in g.battlefield if g.objects[o].token and g.controller(o) == p]


def _spell(text, *, cost="{R}", keywords=(), extra=()):
    c = made_up("Test Spell", "Sorcery", cost, text, keywords=keywords)
    s = scenario(c, *extra)
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    return s


@pytest.mark.parametrize("text,name,n,kws", [
    ("Create a Treasure token.", "Treasure", 1, ("Treasure",)),
    ("Create two Food tokens.", "Food", 2, ("Food",)),
    ("Create a Clue token.", "Clue", 1, ()),
    ("Create a Map token.", "Map", 1, ("Explore",))])
def test_111_10_create_predefined_tokens_have_the_predefined_characteristics(text, name, n, kws):
    s = _spell(text, keywords=kws)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    toks = _tokens(g)
    assert len(toks) == n
    for t in toks:
        ch = g.chars(t)
        assert (ch.name, ch.types, ch.subtypes, ch.colors) == (name, frozenset({"Artifact"}), frozenset({name}),
                                                               frozenset())
        assert not g.objects[t].tapped


def test_111_10_the_oracle_facts_keywords_must_match():
    """The oracle facts list "Treasure" for a card that creates Treasure: a card text without it doesn't compile."""
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Hoard", "manaCost": "{R}", "type": "Sorcery", "layout": "normal",
             "text": "Create a Treasure token.", "types": ["Sorcery"], "supertypes": [], "subtypes": [],
             "keywords": [], "power": None, "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "differ from the oracle facts" in blocked[0]


def test_111_10a_treasure_sacrifices_itself_for_one_mana_of_any_color():
    c = made_up("Test Bolt", "Instant", "{R}", "CARDNAME deals 3 damage to any target.")
    s = scenario(c, TREASURE)
    tr = s.battlefield(0, "Treasure")
    s.hand(0, "Test Bolt")                                # no land: only the Treasure can pay {R}
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Bolt", ("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 17 and tr not in g.objects and _tokens(g) == []
    assert any(e.rule == "605.3b" and e.key == "log.sacrifices" for e in g.events)


def test_111_10a_a_tapped_treasure_cant_pay():
    c = made_up("Test Bolt", "Instant", "{R}", "CARDNAME deals 3 damage to any target.")
    s = scenario(c, TREASURE)
    s.battlefield(0, "Treasure", tapped=True)
    s.hand(0, "Test Bolt")
    s.start(active=0, step=Step.MAIN1)
    assert not [o for o in s.decision.options if o.kind == "cast"]


def test_111_10b_food_gains_three_life():
    s = _spell("Create a Food token.", keywords=("Food",))
    s.lands(0, "Forest", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    [food] = _tokens(g)
    s.activate("Food")                                  # "{2}, {T}, Sacrifice this artifact: You gain 3 life."
    resolve_stack(s)
    assert g.players[0].life == 23 and food not in g.objects


def test_111_10s_map_explores_only_as_a_sorcery():
    s = _spell("Create a Map token.", keywords=("Explore",))
    s.lands(0, "Forest", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Hill Giant")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    s.activate("Map", bears)                            # target creature you control explores
    answer_until_priority(s, "yes_no", value=False)
    assert g.objects[bears].counters == {"+1/+1": 1} and _tokens(g) == []
    from manamelee.cards.model.tokens_predefined import MAP
    assert MAP.activated[0].sorcery                     # "Activate only as a sorcery."


def test_701_6a_a_tapped_token_and_another_player_creating_it():
    s = _spell("Target player creates a tapped Treasure token.", keywords=("Treasure",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", ("player", 1))
    resolve_stack(s)
    [tr] = _tokens(g, 1)
    assert g.objects[tr].tapped and _tokens(g, 0) == []


def test_701_6a_its_controller_creates_a_treasure_real_card_buy_your_silence():
    s = real_scenario(real_card("Buy Your Silence"))  # "Exile target nonland permanent. Its controller creates a Treasure token."
    s.hand(0, "Buy Your Silence")
    lands_for(s, 0, "Buy Your Silence")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Buy Your Silence", bears)
    resolve_stack(s)
    assert bears not in g.battlefield and [g.name(t) for t in _tokens(g, 1)] == ["Treasure"] and _tokens(g, 0) == []


def test_111_10_real_cards_brazen_freebooter_and_experimental_confectioner_triggers():
    s = real_scenario(real_card("Brazen Freebooter"))     # "When this creature enters, create a Treasure token."
    s.hand(0, "Brazen Freebooter")
    lands_for(s, 0, "Brazen Freebooter")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Brazen Freebooter")
    resolve_stack(s)
    assert [g.name(t) for t in _tokens(g)] == ["Treasure"]


def test_111_10_real_card_deadly_derision():
    s = real_scenario(real_card("Deadly Derision"))    # "Destroy target creature or planeswalker. Create a Treasure token."
    s.hand(0, "Deadly Derision")
    lands_for(s, 0, "Deadly Derision")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Deadly Derision", bears)
    resolve_stack(s)
    assert grave_names(g, 1) == ["Grizzly Bears"] and [g.name(t) for t in _tokens(g)] == ["Treasure"]
    assert hand_names(g, 0) == []


def test_111_10g_blood_discards_a_card_of_your_choice_and_draws():
    s = _spell("Create a Blood token.")
    s.lands(0, "Mountain", 1)
    s.hand(0, "Forest", "Island")
    s.library(0, "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    [blood] = _tokens(g)
    assert g.chars(blood).name == "Blood"
    s.activate("Blood")               # "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."
    d = s.decision
    assert d.kind == "pay_cost" and sorted(o.label for o in d.options if o.kind == "cost_object") == ["Forest", "Island"]
    s.choose(label="Island")
    resolve_stack(s)
    assert sorted(hand_names(g, 0)) == ["Forest", "Swamp"] and "Island" in grave_names(g, 0) and blood not in g.objects


def test_602_2b_blood_cant_be_activated_with_an_empty_hand():
    s = _spell("Create a Blood token.")
    s.lands(0, "Mountain", 1)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    assert g.players[0].hand == [] and not [o for o in s.decision.options if o.kind == "activate"]


def test_111_10g_real_card_grisly_ritual():
    s = real_scenario(real_card("Grisly Ritual"))  # "Destroy target creature or planeswalker. Create two Blood tokens."
    s.hand(0, "Grisly Ritual")
    lands_for(s, 0, "Grisly Ritual")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Grisly Ritual", bears)
    resolve_stack(s)
    assert grave_names(g, 1) == ["Grizzly Bears"] and [g.name(t) for t in _tokens(g)] == ["Blood", "Blood"]
