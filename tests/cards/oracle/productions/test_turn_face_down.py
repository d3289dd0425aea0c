"""productions/turn_face_down: "Turn <this creature | target creature | it> face down." (708.2a) and the target
"target creature with a morph ability" (702.37), on the real Wall of Deceit, Backslide and Master of the Veil
compiled from their oracle text; 708.2b (a face-down permanent stays as it is) and 712.16 (a double-faced permanent
can't be turned face down) on made-up spells."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ...pool_helpers import resolve_stack
from ..helpers import made_up
from .real_cards import oracle_text, real, scenario_of

WALL = "{3}: Turn this creature face down."
BACKSLIDE = "Turn target creature with a morph ability face down."
VEIL = "When this creature is turned face up, you may turn target creature with a morph ability face down."
AINOK = ("Ainok Tracker", "Creature — Dog Scout", "{5}{R}",
         "First strike\nMorph {4}{R}", "3/3", ("First strike", "Morph"))


def _down(*cards, lands: int = 6, land: str = "Island"):
    s = scenario_of(*cards)
    for p in (0, 1):
        s.library(p, *["Plains"] * 3)                       # nobody draws from an empty library
    for _ in range(lands):
        s.battlefield(0, land)
    return s


def test_708_2a_the_cards_read_as_the_production_does():
    assert WALL in oracle_text("Wall of Deceit").split("\n")
    assert oracle_text("Backslide").split("\n")[0] == BACKSLIDE
    assert VEIL in oracle_text("Master of the Veil").split("\n")
    [eff] = real("Backslide").spell.effects
    assert type(eff).__name__ == "TurnFaceDown"


def test_708_2a_wall_of_deceit_turns_itself_face_down_as_the_same_object_a_nameless_2_2():
    s = _down(real("Wall of Deceit"), lands=4)
    wall = s.battlefield(0, "Wall of Deceit")
    g = s.start(active=0, step=Step.MAIN1)
    assert (g.chars(wall).power, g.chars(wall).toughness) == (0, 5)
    s.activate("Wall of Deceit")
    resolve_stack(s)
    o = g.objects[wall]
    ch = g.chars(wall)
    assert wall in g.battlefield and o.face_down                      # the same object, still on the battlefield
    assert (ch.power, ch.toughness) == (2, 2) and ch.name == "" and not ch.keywords and ch.subtypes == frozenset()
    assert any("face down" in line.lower() for line in g.log)


def test_702_37e_a_wall_turned_face_down_turns_face_up_again_for_its_morph_cost():
    s = _down(real("Wall of Deceit"), lands=4)
    wall = s.battlefield(0, "Wall of Deceit")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Wall of Deceit")
    resolve_stack(s)
    assert s.find("turn_face_up").value == (wall, "morph")          # Morph {U}: the fourth Island pays it
    s.choose("turn_face_up")
    assert not g.objects[wall].face_down and g.chars(wall).name == "Wall of Deceit"
    assert (g.chars(wall).power, g.chars(wall).toughness) == (0, 5)


def test_702_37_backslide_targets_only_a_creature_with_a_morph_ability():
    s = _down(real("Backslide"), made_up(*AINOK), lands=2)
    s.hand(0, "Backslide")
    bears = s.battlefield(1, "Grizzly Bears")
    ainok = s.battlefield(1, "Ainok Tracker")                       # face up: it has morph
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Backslide")
    targets = [o.value for o in s.decision.options if o.kind == "target"]
    assert ("obj", ainok) in targets and ("obj", bears) not in targets
    s.choose("target", value=("obj", ainok))
    resolve_stack(s)
    ch = g.chars(ainok)
    assert g.objects[ainok].face_down and (ch.power, ch.toughness) == (2, 2) and not ch.keywords
    assert g.controller(ainok) == 1 and not g.objects[bears].face_down


def test_708_2_a_face_down_creature_has_no_morph_ability_so_backslide_cant_target_it():
    s = _down(real("Backslide"), real("Wall of Deceit"), lands=5)
    s.hand(0, "Backslide")
    wall = s.battlefield(0, "Wall of Deceit")
    s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Wall of Deceit")
    resolve_stack(s)
    assert g.objects[wall].face_down
    assert not [o for o in s.decision.options if o.kind == "cast" and "Backslide" in o.label]   # no legal target


def test_708_2b_turning_a_face_down_permanent_face_down_does_nothing():
    hide = made_up("Test Hide", "Instant", "{U}", "Turn target creature face down.")
    s = _down(hide, real("Wall of Deceit"), lands=5)
    s.hand(0, "Test Hide")
    wall = s.battlefield(0, "Wall of Deceit")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Wall of Deceit")
    resolve_stack(s)
    downs = sum("face down" in line.lower() for line in g.log)
    s.cast("Test Hide", wall)
    resolve_stack(s)
    assert g.objects[wall].face_down and (g.chars(wall).power, g.chars(wall).toughness) == (2, 2)
    assert sum("face down" in line.lower() for line in g.log) == downs      # no second "turned face down"
    assert s.find("turn_face_up").value == (wall, "morph")                # still the Wall underneath


def test_712_16_a_double_faced_permanent_cant_be_turned_face_down():
    hide = made_up("Test Hide", "Instant", "{U}", "Turn target creature face down.")
    s = _down(hide, lands=1)
    s.hand(0, "Test Hide")
    rider = s.battlefield(1, "Breakneck Rider")                       # a transforming double-faced card
    g = s.start(active=0, step=Step.MAIN1)
    assert g.objects[rider].card.layout == "transform"
    s.cast("Test Hide", rider)
    resolve_stack(s)
    assert not g.objects[rider].face_down and g.chars(rider).name == "Breakneck Rider"
    assert any(e.rule == "712.16" for e in g.events)                   # logged: it stays face up


def test_708_8_master_of_the_veil_turned_face_up_may_turn_a_morph_creature_face_down():
    s = _down(real("Master of the Veil"), made_up(*AINOK), lands=6)
    s.hand(0, "Master of the Veil")
    ainok = s.battlefield(1, "Ainok Tracker")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast_face", label="face down")
    resolve_stack(s)
    [veil] = [o for o in g.battlefield if g.objects[o].face_down]
    assert s.find("turn_face_up").value == (veil, "morph")           # Morph {2}{U}: three Islands left
    s.choose("turn_face_up")
    while s.decision.kind != "priority" or any(t.stack for t in g.turns):
        d = s.decision
        if d.kind == "target":
            s.choose("target", value=("obj", ainok))
        elif d.kind in ("may", "yes_no", "optional"):
            s.choose(label="yes")
        else:
            s.choose("pass")
    assert not g.objects[veil].face_down and g.chars(veil).name == "Master of the Veil"
    assert g.objects[ainok].face_down and (g.chars(ainok).power, g.chars(ainok).toughness) == (2, 2)
