"""productions/token_abilities: tokens created with an ability in quotes (111.4), on made-up cards built for each
form, then on a real card compiled from its oracle text."""
from __future__ import annotations

from manamelee.engine.combat import can_block
from manamelee.engine.constants import Step

from ...pool_helpers import answer_until_priority, lands_for, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real_card, real_scenario


def _tokens(g, p=0):
    return [o for o in g.battlefield if g.objects[o].token and g.controller(o) == p]


def _make(text, *extra, cost="{1}"):
    """A made-up sorcery with ``text`` in P0's hand with the mana for it, and ``extra`` cards in the pool."""
    c = made_up("Test Spell", "Sorcery", cost, text)
    s = scenario(c, *extra)
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    return s


def test_111_4_token_with_a_sacrifice_mana_ability_pays_without_tapping_even_when_new():
    bolt = made_up("Test Bolt", "Instant", "{2}", "CARDNAME deals 3 damage to any target.")
    s2 = _make('Create two 0/1 colorless Eldrazi Spawn creature tokens. They have "Sacrifice this token: Add {C}."',
               bolt)
    s2.hand(0, "Test Bolt")                               # and no land left for it
    g = s2.start(active=0, step=Step.MAIN1)
    s2.cast("Test Spell")
    resolve_stack(s2)
    spawns = _tokens(g)
    assert len(spawns) == 2
    ch = g.chars(spawns[0])
    assert (ch.name, ch.power, ch.toughness, ch.colors) == ("Eldrazi Spawn", 0, 1, frozenset())
    s2.cast("Test Bolt", ("player", 1))                   # {2}: both Spawn are sacrificed for {C}{C} (605.3b)
    resolve_stack(s2)
    assert g.players[1].life == 17 and _tokens(g) == []


def test_111_4_it_has_a_quoted_static_ability_this_token_cant_block():
    s = _make('Create a 1/1 black Rat creature token. It has "This token can\'t block."')
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    [rat] = _tokens(g)
    attacker = s.battlefield(1, "Grizzly Bears")
    assert not can_block(g, rat, attacker)


def test_111_4_a_quoted_triggered_ability_has_its_own_targets():
    bolt = made_up("Test Bolt", "Instant", "{R}", "CARDNAME deals 3 damage to any target.")
    s2 = _make('Create a 1/1 red Goblin creature token with "When this token dies, it deals 1 damage to any target."',
               bolt)
    s2.hand(0, "Test Bolt")
    s2.lands(0, "Mountain", 1)
    g = s2.start(active=0, step=Step.MAIN1)
    s2.cast("Test Spell")                                 # no target is chosen as the spell is cast
    resolve_stack(s2)
    [gob] = _tokens(g)
    s2.cast("Test Bolt", gob)
    answer_until_priority(s2, "target", value=("player", 1))
    assert g.players[1].life == 19


def test_111_4_it_has_they_have_must_agree_with_the_number():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Brood", "manaCost": "{1}", "type": "Sorcery", "layout": "normal",
             "text": 'Create two 0/1 colorless Eldrazi Spawn creature tokens. It has "Sacrifice this token: Add {C}."',
             "types": ["Sorcery"], "supertypes": [], "subtypes": [], "keywords": [], "power": None,
             "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "agree" in blocked[0]


def test_111_4_real_card_eldrazi_skyspawner():
    # "Flying / When this creature enters, create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice
    # this token: Add {C}.""
    s = real_scenario(real_card("Eldrazi Skyspawner"))
    s.hand(0, "Eldrazi Skyspawner")
    lands_for(s, 0, "Eldrazi Skyspawner")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Eldrazi Skyspawner")
    resolve_stack(s)
    [scion] = _tokens(g)
    assert g.chars(scion).name == "Eldrazi Scion" and g.objects[scion].card.tap_mana is not None
