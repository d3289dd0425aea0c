"""productions/typecycling: 702.29e-f typecycling ("Swampcycling {2}", "Basic landcycling {1}{G}")."""
from __future__ import annotations

from manamelee.cards.oracle.build import build_card
from manamelee.cards.oracle.compile_pool import compile_face
from manamelee.engine.constants import HAND, Step

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario


def _cycler(text: str, keywords: tuple[str, ...]):
    return made_up("Test Cycler", "Creature — Beast", "{5}{B}", text, "4/4",
                   ("Cycling", "Typecycling", "Landcycling") + keywords)


def _searched(s) -> list[str]:
    """Activate the cycler's first typecycling ability and return the names the search offers (701.19a)."""
    s.activate("Test Cycler")
    for _ in range(20):
        if s.decision.kind == "search":
            return sorted(o.label for o in s.decision.options if o.kind == "card")
        s.pass_priority()
    raise AssertionError("no search")


def test_702_29e_swampcycling_discards_this_card_and_finds_a_swamp_card():
    s = scenario(_cycler("Swampcycling {2}", ("Swampcycling",)))
    s.hand(0, "Test Cycler")
    s.library(0, "Forest", "Swamp", "Island")
    s.lands(0, "Plains", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Cycler")
    assert [g.name(c) for c in g.players[0].graveyard] == ["Test Cycler"]   # discarded to pay the cost (702.29e)
    assert not g.players[0].hand
    s.pass_until_decision("search")
    assert sorted(o.label for o in s.decision.options if o.kind == "card") == ["Swamp"]
    s.choose("card", label="Swamp")
    resolve_stack(s)
    assert [g.name(c) for c in g.players[0].hand] == ["Swamp"]
    assert sorted(g.name(c) for c in g.players[0].library) == ["Forest", "Island"]


def test_702_29e_basic_landcycling_finds_any_basic_land_and_only_one():
    s = scenario(_cycler("Basic landcycling {1}{B}", ("Basic landcycling",)))
    s.hand(0, "Test Cycler")
    s.library(0, "Forest", "Grizzly Bears", "Island")
    s.lands(0, "Swamp", 2)
    g = s.start(active=0, step=Step.MAIN1)
    assert _searched(s) == ["Forest", "Island"]         # a creature card isn't a basic land card
    s.choose("card", label="Island")
    resolve_stack(s)
    assert [g.name(c) for c in g.players[0].hand] == ["Island"]


def test_702_29e_typecycling_only_from_the_hand_and_with_its_cost_paid():
    s = scenario(_cycler("Forestcycling {2}", ("Forestcycling",)))
    s.graveyard(0, "Test Cycler")
    s.lands(0, "Forest", 2)
    s.start(active=0, step=Step.MAIN1)
    assert not [o for o in s.decision.options if o.kind == "activate"]      # 702.29a: from the hand only
    s2 = scenario(_cycler("Forestcycling {2}", ("Forestcycling",)))
    s2.hand(0, "Test Cycler")
    s2.lands(0, "Forest", 1)
    s2.start(active=0, step=Step.MAIN1)
    assert not [o for o in s2.decision.options if o.kind == "activate"]     # {2} can't be paid with one land


def test_702_29f_typecycling_is_cycling_for_whenever_you_cycle():
    watcher = made_up("Test Watcher", "Creature — Cleric", "{W}", "Whenever you cycle a card, you gain 1 life.", "1/1")
    s = scenario(_cycler("Mountaincycling {2}", ("Mountaincycling",)), watcher)
    s.battlefield(0, "Test Watcher")
    s.hand(0, "Test Cycler")
    s.library(0, "Mountain")
    s.lands(0, "Plains", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Cycler")
    for _ in range(20):
        d = s.decision
        if d.kind == "search":
            s.choose("card", label="Mountain")
        elif d.kind == "order_triggers":
            g.submit(d.id, 0)
        elif not any(t.stack for t in g.turns):
            break
        else:
            s.pass_priority()
    assert g.players[0].life == 21
    assert [g.name(c) for c in g.players[0].hand] == ["Mountain"]


def test_702_29e_two_typecycling_abilities_on_one_line():
    facts = {"name": "Test Plowbeast", "manaCost": "{6}{W}{U}", "type": "Creature — Beast", "layout": "normal",
             "text": "Plainscycling {2}, islandcycling {2}", "types": ["Creature"], "supertypes": [],
             "subtypes": ["Beast"], "power": "8", "toughness": "8",
             "keywords": ["Cycling", "Typecycling", "Landcycling", "Plainscycling", "Islandcycling"]}
    rec, blocked = compile_face(facts, {})
    assert rec is not None, blocked
    assert rec["lines"] == ["Plainscycling {2}, islandcycling {2}"]
    card = build_card(rec)
    assert sorted(a.text for a in card.activated if a.zone == HAND) == ["Islandcycling {2}", "Plainscycling {2}"]
    assert all(a.keyword == "Cycling" for a in card.activated if a.zone == HAND)


def test_702_29e_the_facts_must_list_the_variant():
    facts = {"name": "Test Wrong", "manaCost": "{3}", "type": "Creature — Beast", "layout": "normal",
             "text": "Swampcycling {2}", "types": ["Creature"], "supertypes": [], "subtypes": ["Beast"],
             "power": "2", "toughness": "2", "keywords": ["Cycling", "Typecycling", "Landcycling", "Islandcycling"]}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "differ" in blocked[0]
