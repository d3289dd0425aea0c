"""productions/alt_casting (kicker): "Kicker {cost}" (702.33a) and "If this creature was kicked, it enters with N +1/+1 counters on
it." (702.33d, 614.1c)."""
from __future__ import annotations

from manamelee.cards.oracle.printer import ability
from manamelee.engine.constants import Step

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario
from .kw_helpers import real_card

KAVU = made_up("Test Kicker Kavu", "Creature — Kavu", "{1}{G}",
               "Kicker {2}\nIf this creature was kicked, it enters with two +1/+1 counters on it.", "2/2", ("Kicker",))


def _cast(kick: bool, lands: int = 4, card=KAVU, name="Test Kicker Kavu"):
    s = scenario(card)
    s.hand(0, name)
    s.lands(0, "Forest", lands)
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label=f"cast {name}")
    asked = s.decision.kind == "kicker"
    if asked:
        s.choose("kick" if kick else "no_kick")
    resolve_stack(s)
    (k,) = s.on_battlefield(name)
    s.asked = asked
    return s, g, k


def test_702_33a_kicked_creature_enters_with_its_counters():
    s, g, k = _cast(True)
    assert g.objects[k].counters == {"+1/+1": 2} and (s.chars(k).power, s.chars(k).toughness) == (4, 4)
    assert all(g.objects[o].tapped for o in s.on_battlefield("Forest"))      # {1}{G} + kicker {2} (601.2f)


def test_702_33a_not_kicked_no_counters_and_only_the_mana_cost():
    s, g, k = _cast(False)
    assert g.objects[k].counters == {} and sum(g.objects[o].tapped for o in s.on_battlefield("Forest")) == 2


def test_601_2b_no_kicker_question_when_it_can_t_be_paid():
    s, g, k = _cast(True, lands=2)
    assert g.objects[k].counters == {} and not s.asked


def test_kicked_enters_with_needs_a_kicker_and_prints_back():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test No Kicker", "manaCost": "{1}{G}", "type": "Creature — Kavu", "layout": "normal",
             "text": "If this creature was kicked, it enters with a +1/+1 counter on it.", "types": ["Creature"],
             "supertypes": [], "subtypes": ["Kavu"], "keywords": [], "power": "1", "toughness": "1", "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "kicker" in blocked[0]
    node = {"k": "kicked_enters_with", "self": "this creature", "n": "a", "kind": "+1/+1", "word": "counter"}
    assert ability(node) == "If this creature was kicked, it enters with a +1/+1 counter on it."


def test_real_untamed_kavu_kicked():
    kavu = real_card("Untamed Kavu")
    s, g, k = _cast(True, lands=5, card=kavu, name="Untamed Kavu")
    assert g.objects[k].counters == {"+1/+1": 3} and {"Vigilance", "Trample"} <= s.chars(k).keywords
