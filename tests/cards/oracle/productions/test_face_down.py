"""productions/face_down and engine/face_down.py: face-down spells and permanents (708), morph and megamorph
(702.37), manifest (701.34)."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import Step
from manamelee.engine.errors import ManameleeError

from ...pool_helpers import grave_names, resolve_stack
from ..helpers import made_up, scenario

AINOK = ("Ainok Tracker", "Creature — Dog Scout", "{5}{R}",
         "First strike\nMorph {4}{R} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up "
         "any time for its morph cost.)", "3/3", ("First strike", "Morph"))
GUDUL = ("Gudul Lurker", "Creature — Salamander", "{U}",
         "This creature can't be blocked.\nMegamorph {U} (You may cast this card face down as a 2/2 creature for "
         "{3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)", "1/1", ("Megamorph",))
SUMMONS = ("Soul Summons", "Sorcery", "{1}{W}",
           "Manifest the top card of your library. (Put it onto the battlefield face down as a 2/2 creature. Turn it "
           "face up any time for its mana cost if it's a creature card.)", None, ("Manifest",))


def _turn_up_card():
    return made_up("Test Flipper", "Creature — Human", "{4}{G}",
                   "When this creature enters, you gain 5 life.\nWhen this creature is turned face up, draw a card.\n"
                   "Morph {1}{G}", "4/4", ("Morph",))


def _cast_face_down(s, name):
    s.choose("cast_face", label="face down")
    resolve_stack(s)
    [oid] = [o for o in s.g.battlefield if s.g.objects[o].face_down]
    return oid


def test_702_37c_708_2a_cast_face_down_for_3_becomes_a_nameless_2_2_with_no_abilities():
    s = scenario(made_up(*AINOK))
    s.hand(0, "Ainok Tracker")
    for _ in range(3):
        s.battlefield(0, "Forest")                  # no red mana: only the face-down cast can be paid
    g = s.start(active=0, step=Step.MAIN1)
    assert not [o for o in s.decision.options if o.kind == "cast"]
    oid = _cast_face_down(s, "Ainok Tracker")
    ch = g.chars(oid)
    assert (ch.power, ch.toughness) == (2, 2) and ch.types == frozenset({"Creature"})
    assert ch.name == "" and ch.subtypes == frozenset() and not ch.keywords      # no first strike while face down
    assert all(g.objects[f].tapped for f in g.battlefield if g.objects[f].card.name == "Forest")


def test_708_5_only_the_controller_sees_what_a_face_down_permanent_is():
    s = scenario(made_up(*AINOK))
    s.hand(0, "Ainok Tracker")
    for _ in range(3):
        s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_face_down(s, "Ainok Tracker")
    mine = next(d for d in g.view(0)["battlefield"] if d["id"] == oid)
    theirs = next(d for d in g.view(1)["battlefield"] if d["id"] == oid)
    assert mine["face_down"] and mine["face_down_card"] == "Ainok Tracker"
    assert theirs["face_down"] and "face_down_card" not in theirs
    assert "Ainok" not in str(g.view(1)) and not any("Ainok" in line for line in g.log)


def test_702_37e_708_8_turning_face_up_is_a_special_action_without_enters_triggers():
    s = scenario(_turn_up_card())
    s.hand(0, "Test Flipper")
    s.library(0, "Forest")
    for _ in range(5):
        s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_face_down(s, "Test Flipper")
    life, hand = g.players[0].life, len(g.players[0].hand)
    opt = s.find("turn_face_up")
    assert opt.value == (oid, "morph")
    s.choose("turn_face_up")
    resolve_stack(s)                                       # only the turned-face-up trigger uses the stack
    ch = g.chars(oid)
    assert ch.name == "Test Flipper" and (ch.power, ch.toughness) == (4, 4) and not g.objects[oid].face_down
    assert g.players[0].life == life                       # 708.8: the enters ability doesn't trigger
    assert len(g.players[0].hand) == hand + 1              # "When this creature is turned face up, draw a card"


def test_702_37e_turning_face_up_needs_its_cost_and_a_bad_answer_changes_nothing():
    s = scenario(made_up(*AINOK))
    s.hand(0, "Ainok Tracker")
    for _ in range(3):
        s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_face_down(s, "Ainok Tracker")
    d = s.decision
    assert not [o for o in d.options if o.kind == "turn_face_up"]         # {4}{R} can't be paid: all lands tapped
    with pytest.raises(ManameleeError):
        g.submit(d.id, ("turn_face_up", (oid, "morph")))
    assert g.objects[oid].face_down and s.decision.id == d.id


def test_702_37b_megamorph_puts_a_counter_as_it_turns_face_up():
    s = scenario(made_up(*GUDUL))
    s.hand(0, "Gudul Lurker")
    for _ in range(4):
        s.battlefield(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_face_down(s, "Gudul Lurker")
    s.choose("turn_face_up")
    ch = g.chars(oid)
    assert ch.name == "Gudul Lurker" and (ch.power, ch.toughness) == (2, 2)     # 1/1 with a +1/+1 counter
    assert g.objects[oid].counters == {"+1/+1": 1}


def test_708_9_a_face_down_permanent_is_revealed_as_it_leaves_the_battlefield():
    s = scenario(made_up(*AINOK))
    s.hand(0, "Ainok Tracker")
    s.hand(1, "Lightning Bolt")
    for _ in range(3):
        s.battlefield(0, "Mountain")
    s.battlefield(1, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    oid = _cast_face_down(s, "Ainok Tracker")
    s.pass_priority()
    s.cast("Lightning Bolt", oid)
    resolve_stack(s)
    assert grave_names(g, 0) == ["Ainok Tracker"]
    assert "Ainok Tracker" in str(g.view(1)["players"][0]["graveyard"])


def _manifest_game(top: str):
    s = scenario(made_up(*SUMMONS))
    s.hand(0, "Soul Summons")
    s.library(0, top)
    for _ in range(4):
        s.battlefield(0, "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Soul Summons")
    resolve_stack(s)
    [oid] = [o for o in g.battlefield if g.objects[o].face_down]
    return s, g, oid


def test_701_34a_b_manifest_a_creature_card_and_turn_it_face_up_for_its_mana_cost():
    s, g, oid = _manifest_game("Savannah Lions")
    assert (g.chars(oid).power, g.chars(oid).toughness) == (2, 2) and g.chars(oid).name == ""
    assert s.find("turn_face_up").value == (oid, "manifest")
    s.choose("turn_face_up")
    assert g.chars(oid).name == "Savannah Lions" and not g.objects[oid].face_down


def test_701_34b_a_manifested_noncreature_card_cant_be_turned_face_up():
    s, g, oid = _manifest_game("Lightning Bolt")
    assert g.objects[oid].face_down and g.chars(oid).power == 2
    assert not [o for o in s.decision.options if o.kind == "turn_face_up"]


def test_708_5_the_terminal_shows_a_face_down_permanent_to_its_controller_only():
    from rich.console import Console
    from manamelee.play.render import render_view
    s = scenario(made_up(*AINOK))
    s.hand(0, "Ainok Tracker")
    for _ in range(3):
        s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    _cast_face_down(s, "Ainok Tracker")
    out = {}
    for seat in (0, 1):
        console = Console(record=True, width=200)
        render_view(console, g.view(seat), seat)
        out[seat] = console.export_text()
    assert "face-down creature [Ainok Tracker] 2/2" in out[0]
    assert "face-down creature 2/2" in out[1] and "Ainok" not in out[1]
