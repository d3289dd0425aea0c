"""productions/other_creature: "the other creature" of a block (509.1i) in an ability that triggers on it, on the real
Mammoth Harness ("Whenever enchanted creature blocks or becomes blocked by a creature, the other creature gains first
strike until end of turn.") compiled from its oracle text, and on made-up cards for its other uses."""
from __future__ import annotations

from manamelee.cards.oracle.compile_pool import compile_face
from manamelee.engine.constants import GRAVEYARD, Step

from ..helpers import made_up, scenario
from .kw_helpers import combat
from .real_cards import oracle_text, real, scenario_of

HARNESS = ("Whenever enchanted creature blocks or becomes blocked by a creature, the other creature gains first "
           "strike until end of turn.")


def test_509_1i_the_card_reads_as_the_production_does():
    assert oracle_text("Mammoth Harness").endswith(HARNESS)
    harness = real("Mammoth Harness")
    assert [t.text for t in harness.triggered] == [HARNESS, HARNESS]     # "blocks" and "becomes blocked by"


def _harness_game():
    s = scenario_of(real("Mammoth Harness"))
    for p in (0, 1):
        s.library(p, *["Plains"] * 3)                     # nobody draws from an empty library
    return s


def test_509_1i_harnessed_attacker_blocked_the_blocker_gains_first_strike_and_kills_it_first():
    s = _harness_game()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Mammoth Harness", attached_to=bears)     # the opponent's Aura on the attacker
    blocker = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    combat(s, [(bears, 1)], [(blocker, bears)], until=Step.COMBAT_DAMAGE)
    assert "First strike" in s.chars(blocker).keywords        # the other creature...
    s.pass_until(Step.END_COMBAT)
    assert [z for z, _ in s.zone_of("Grizzly Bears")] == [GRAVEYARD]   # ...dealt its damage first
    assert blocker in g.battlefield and g.objects[blocker].damage == 0


def test_509_1i_harnessed_blocker_the_attacker_gains_first_strike_not_the_blocker():
    s = _harness_game()
    attacker = s.battlefield(0, "Grizzly Bears")
    wall = s.battlefield(1, "Wall of Wood")
    s.battlefield(1, "Mammoth Harness", attached_to=wall)
    s.start(active=0, step=Step.BEGIN_COMBAT)
    combat(s, [(attacker, 1)], [(wall, attacker)], until=Step.COMBAT_DAMAGE)
    assert "First strike" in s.chars(attacker).keywords
    assert "First strike" not in s.chars(wall).keywords


def test_509_1i_the_first_strike_lasts_until_end_of_turn():
    s = _harness_game()
    attacker = s.battlefield(0, "Hill Giant")
    wall = s.battlefield(1, "Wall of Wood")
    s.battlefield(1, "Mammoth Harness", attached_to=wall)
    s.start(active=0, step=Step.BEGIN_COMBAT)
    combat(s, [(attacker, 1)], [(wall, attacker)], until=Step.END_COMBAT)
    assert "First strike" in s.chars(attacker).keywords
    s.pass_to_later_turn(1, Step.UPKEEP)
    assert "First strike" not in s.chars(attacker).keywords


def test_509_1i_an_unblocked_harnessed_attacker_triggers_nothing():
    s = _harness_game()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Mammoth Harness", attached_to=bears)
    other = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    combat(s, [(bears, 1)], until=Step.END_COMBAT)
    assert g.players[1].life == 18
    assert "First strike" not in s.chars(other).keywords


def test_509_1i_this_creature_blocks_a_creature_the_other_creature_is_the_attacker():
    card = made_up("Test Tripper", "Creature — Soldier", "{1}{W}",
                   "Whenever this creature blocks a creature, put a -1/-1 counter on the other creature.", "1/4")
    s = scenario(card)
    attacker = s.battlefield(0, "Hill Giant")
    tripper = s.battlefield(1, "Test Tripper")
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    combat(s, [(attacker, 1)], [(tripper, attacker)], until=Step.COMBAT_DAMAGE)
    assert g.objects[attacker].counters == {"-1/-1": 1} and not g.objects[tripper].counters


def test_509_1i_no_other_creature_when_the_subject_is_another_permanent():
    # "Whenever a creature you control blocks a creature": the event's two creatures don't say which one is the
    # subject, so "the other creature" names nothing the engine could pick: the ability doesn't compile.
    facts = {"name": "Test Ambiguity", "manaCost": "{2}{W}", "type": "Enchantment", "layout": "normal",
             "text": "Whenever a creature you control blocks a creature, put a -1/-1 counter on the other creature.",
             "types": ["Enchantment"], "supertypes": [], "subtypes": [], "keywords": [], "power": None,
             "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and any("the other creature" in b for b in blocked), blocked
