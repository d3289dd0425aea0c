"""Double-faced cards (712) beyond the layouts tests: the characteristics and mana value of each face (712.8b-e,
202.3b), copies of double-faced permanents (707.8, 707.8a, 712.8e, 712.8g, 712.9), what can't transform (712.9,
712.10), what stays off the battlefield (712.14a-b, 400.4a), double-faced cards face down (712.15, 712.15a, 712.17)
and turning a double-faced permanent face down (712.16). Real cards where the pool has them (Instigator Gang //
Wildblood Pack is the 712.9 example's card), made-up ones where it has none; each test builds the scenario its rule
names and checks what the rule demands."""
from __future__ import annotations

from dataclasses import replace

import pytest

from manamelee.engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, STACK, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.engine.face_down import cloak, manifest, turn_permanent_face_down
from manamelee.engine.mana import ManaCost
from manamelee.engine.faces import mana_value, transform, transformed, whole_card
from manamelee.engine.meld import meld
from manamelee.engine.token_copies import create_token_copy
from manamelee.engine.zones import create_token, exile, move, put_onto_battlefield
from manamelee.scenario import Scenario

from ..cards.oracle.helpers import made_up, scenario
from ..cards.pool_helpers import lands_for, pay_lands, resolve_stack
from .test_decision_api import state

GANG = "Instigator Gang"            # {3}{R} 2/3 // Wildblood Pack, 5/5 trample, no mana cost (a color indicator)


def _main(s: Scenario, active: int = 0):
    return s.start(active=active, step=Step.MAIN1)


def _transformed_gang(s: Scenario, player: int = 0) -> int:
    """Instigator Gang on the battlefield, transformed (its back face, Wildblood Pack, up) once the game starts."""
    return s.battlefield(player, GANG)


def _targets(s: Scenario) -> set:
    return {o.value for o in s.decision.options if o.kind == "target"}


def tdfc(front, back):
    """A made-up transforming double-faced card: ``front`` with ``back`` as its back face (712.2)."""
    return replace(front, layout="transform", faces=(back,))


def back_face(name: str, type_line: str, text: str, pt: str | None = None, keywords: tuple[str, ...] = (),
              color: str = "G"):
    """A made-up back face: no mana cost, a color indicator (204) — compiled with a stand-in cost, then without."""
    c = made_up(name, type_line, "{1}", text, pt, keywords)
    return replace(c, mana_cost=ManaCost(), mana_cost_text=None, colors=frozenset(color))


SAGE = ("Test Moonstruck Sage", "Creature — Human Wizard", "{1}{U}", "{1}: Transform this creature.", "2/2")
RITE = ("Test Night Rite", "Sorcery", "You gain 3 life.")


# ----------------------------------------------------------------------------- 712.8: the characteristics of a face
def test_712_8b_a_meld_card_on_the_stack_has_only_its_front_face():
    s = Scenario(2)
    s.hand(0, "Graf Rats")
    lands_for(s, 0, "Graf Rats")
    g = _main(s)
    s.cast("Graf Rats")
    [item] = g.turns[0].stack
    spell = g.objects[item.source]
    ch = g.chars(item.source)
    assert (ch.name, ch.power, ch.toughness) == ("Graf Rats", 2, 1)
    assert "Haste" not in ch.keywords and mana_value(spell) == 2          # not Chittering Host's


def test_712_8d_a_double_faced_permanent_front_face_up_has_only_its_front_face():
    s = Scenario(2)
    gang = s.battlefield(0, GANG)
    g = _main(s)
    ch = g.chars(gang)
    assert (ch.name, ch.power, ch.toughness) == (GANG, 2, 3) and "Trample" not in ch.keywords
    assert mana_value(g.objects[gang]) == 4 and not transformed(g.objects[gang])


def test_712_8e_a_transformed_permanent_has_its_back_face_and_the_mana_value_of_its_front_face():
    s = Scenario(2)
    gang = s.battlefield(1, GANG)
    s.hand(0, "Smother", "Despark")
    pay_lands(s, 0, "{1}{B}")
    pay_lands(s, 0, "{W}{B}")
    g = _main(s)
    assert transform(g, gang)
    s.refresh()
    ch = g.chars(gang)
    assert (ch.name, ch.power, ch.toughness) == ("Wildblood Pack", 5, 5) and "Trample" in ch.keywords
    assert ch.colors == frozenset("R")                                     # its color indicator (204)
    assert g.objects[gang].card.mana_cost.mana_value == 0                  # the back face has no mana cost ...
    assert mana_value(g.objects[gang]) == 4                                # ... its mana value is {3}{R}'s (202.3b)
    # Smother: "Destroy target creature with mana value 3 or less." — Wildblood Pack isn't a legal target
    smother = next(o for o in g.players[0].hand if g.objects[o].card.name == "Smother")
    assert not [o for o in s.decision.options if o.kind == "cast" and o.value == smother]
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(s.decision.id, Option("cast", "opt.cast", smother, (("card", "Smother"),)))
    assert state(g) == before
    # Despark: "Exile target permanent with mana value 4 or greater." — it is
    s.cast("Despark", ("obj", gang))
    resolve_stack(s)
    assert s.zone_of(GANG, 1)[0][0] == EXILE


def test_712_8e_a_permanent_copying_only_the_back_face_has_mana_value_0():
    # 712.8e / 202.3b: a copy of the back face that isn't itself a transforming token (the 712.9 example: a Clone
    # copying Wildblood Pack) has no mana cost of its own and mana value 0
    s = Scenario(2)
    gang = s.battlefield(1, GANG)
    s.hand(0, "Smother")
    pay_lands(s, 0, "{1}{B}")
    g = _main(s)
    transform(g, gang)
    clone = create_token(g, 1, g.objects[gang].card, rule="707.2")        # copiable values: Wildblood Pack's only
    assert g.chars(clone).name == "Wildblood Pack" and mana_value(g.objects[clone]) == 0
    assert mana_value(g.objects[gang]) == 4
    s.refresh()
    s.choose("cast", label="cast Smother")
    assert _targets(s) == {("obj", clone)}                                # mana value 0, not the Gang's 4
    s.choose("target", value=("obj", clone))
    resolve_stack(s)
    assert clone not in g.battlefield and gang in g.battlefield


def test_712_8c_712_11a_a_card_cast_transformed_is_its_back_face_with_its_front_face_mana_value():
    from .test_battles import defeat, real as siege_scenario
    s = siege_scenario()
    b = s.battlefield(0, "Invasion of Eldraine", protector=1)             # {3}{B} // Prickle Faeries
    lizards = s.battlefield(0, "Lurking Lizards")   # "Whenever you cast a spell with mana value 4 or greater, ..."
    wurm = s.battlefield(0, "Craw Wurm")
    defeat(s, b, wurm)
    g = s.g
    s.choose("yes")                                                        # cast it transformed (310.11b)
    spell = next(it.source for it in g.turns[0].stack if it.kind == "spell")
    o = g.objects[spell]
    assert o.zone == STACK and g.chars(spell).name == "Prickle Faeries"    # 712.11a: back face up on the stack
    assert "Flying" in g.chars(spell).keywords and o.card.mana_cost_text is None
    assert mana_value(o) == 4                                              # 712.8c: {3}{B}'s
    resolve_stack(s)
    assert g.objects[lizards].counters == {"+1/+1": 1}                     # the cast was of a mana value 4 spell
    [faeries] = s.on_battlefield("Prickle Faeries", 0)
    assert transformed(g.objects[faeries]) and mana_value(g.objects[faeries]) == 4     # 712.13, 712.8e


# ----------------------------------------------------------------------------- 707.8, 707.8a: copies
def test_707_8a_a_token_copy_of_a_transformed_permanent_is_a_transforming_token_with_its_back_face_up():
    from ..cards.test_schemes_a import ARCH, CARMEN, set_top_in_motion, table, tokens
    s = table("Ignite the Cloneforge!", "Roots of All Evil")
    gang = s.battlefield(CARMEN, GANG)
    assert transform(s.g, gang)
    g = set_top_in_motion(s)
    s.choose("target", value=("obj", gang))
    s.pass_until_resolved()
    [copy] = tokens(s, "Wildblood Pack", ARCH)
    ch = g.chars(copy)
    assert (ch.power, ch.toughness) == (5, 5) and "Trample" in ch.keywords and g.objects[copy].token
    assert transformed(g.objects[copy]) and whole_card(g.objects[copy]).name == GANG     # both faces
    assert mana_value(g.objects[copy]) == 4
    assert transform(g, copy)                                  # 712.9: a transforming token can transform
    assert g.chars(copy).name == GANG and (g.chars(copy).power, g.chars(copy).toughness) == (2, 3)
    assert g.chars(gang).name == "Wildblood Pack"              # the original is untouched


def test_707_8a_a_token_copy_of_a_transforming_permanent_front_face_up_enters_front_face_up():
    from ..cards.test_schemes_a import ARCH, CARMEN, set_top_in_motion, table, tokens
    s = table("Ignite the Cloneforge!", "Roots of All Evil")
    gang = s.battlefield(CARMEN, GANG)
    g = set_top_in_motion(s)
    s.choose("target", value=("obj", gang))
    s.pass_until_resolved()
    [copy] = tokens(s, GANG, ARCH)
    assert not transformed(g.objects[copy]) and g.objects[copy].card.faces[0].name == "Wildblood Pack"
    assert transform(g, copy) and g.chars(copy).name == "Wildblood Pack"


def test_707_8_712_8g_a_token_copy_of_a_melded_permanent_is_the_combined_face_with_mana_value_0():
    from ..cards.test_schemes_a import ARCH, CARMEN, set_top_in_motion, table, tokens
    s = table("Ignite the Cloneforge!", "Roots of All Evil")
    rats, scav = s.exile(CARMEN, "Graf Rats"), s.exile(CARMEN, "Midnight Scavengers")
    host = meld(s.g, rats, scav, CARMEN)
    g = set_top_in_motion(s)
    assert host is not None and mana_value(g.objects[host]) == 7          # 712.8g: {1}{B} + {4}{B}
    s.choose("target", value=("obj", host))
    s.pass_until_resolved()
    [copy] = tokens(s, "Chittering Host", ARCH)
    ch = g.chars(copy)
    assert (ch.power, ch.toughness) == (5, 6) and {"Haste", "Menace"} <= ch.keywords
    assert mana_value(g.objects[copy]) == 0                                # 712.8g: a copy of it has mana value 0
    assert transform(g, copy) is False                                     # 712.9: not a transforming token
    nid = move(g, copy, GRAVEYARD)                                         # no cards leave with it (712.21)
    assert nid is not None and [g.objects[o].card.name for o in g.players[ARCH].graveyard] == ["Chittering Host"]


def test_712_9_a_copy_of_the_back_face_alone_cant_transform_nothing_happens():
    # the 712.9 example: a copy of Wildblood Pack that isn't a transforming token (a Clone's copy) can't transform
    s = Scenario(2)
    gang = s.battlefield(0, GANG)
    g = _main(s)
    transform(g, gang)
    clone = create_token(g, 0, g.objects[gang].card, rule="707.2")
    events = len(g.events)
    assert transform(g, clone) is False
    assert g.chars(clone).name == "Wildblood Pack" and not any(e.kind == "transform" for e in g.events[events:])
    assert create_token_copy(g, 0, clone) is not None                      # its copy is a plain token too
    [_, copy2] = [o for o in s.on_battlefield("Wildblood Pack", 0) if g.objects[o].token]
    assert transform(g, copy2) is False


def test_712_10_701_28d_transforming_into_an_instant_or_sorcery_face_does_nothing():
    s = scenario(tdfc(made_up(*SAGE), back_face(*RITE, color="U")))
    oid = s.battlefield(0, "Test Moonstruck Sage")
    pay_lands(s, 0, "{1}")
    g = _main(s)
    s.activate("Test Moonstruck Sage")
    resolve_stack(s)
    ch = g.chars(oid)
    assert ch.name == "Test Moonstruck Sage" and "Creature" in ch.types and not transformed(g.objects[oid])
    assert not any(e.kind == "transform" for e in g.events) and g.players[0].life == 20


# ----------------------------------------------------------------------------- 712.11, 712.14: which face is up
def test_712_11_a_transforming_card_is_cast_with_its_front_face_up():
    s = Scenario(2)
    s.hand(0, GANG)
    lands_for(s, 0, GANG)
    g = _main(s)
    assert not [o for o in s.decision.options if o.kind == "cast_face"]   # no way to cast its back face from a hand
    s.cast(GANG)
    [item] = g.turns[0].stack
    ch = g.chars(item.source)
    assert (ch.name, ch.power, ch.toughness) == (GANG, 2, 3) and mana_value(g.objects[item.source]) == 4
    resolve_stack(s)
    [oid] = s.on_battlefield(GANG, 0)
    assert not transformed(g.objects[oid])                                 # 712.13: the face it had on the stack


def test_712_14_a_double_faced_card_put_onto_the_battlefield_enters_front_face_up():
    s = Scenario(2)
    card = s.graveyard(0, GANG)
    g = _main(s)
    nid = put_onto_battlefield(g, card, rule="712.14")
    assert g.chars(nid).name == GANG and not transformed(g.objects[nid])


@pytest.mark.parametrize("name", ["Graf Rats", "Grizzly Bears", "Skyclave Cleric"])
def test_712_14a_712_4b_a_card_that_isnt_transforming_put_onto_the_battlefield_transformed_stays_put(name):
    # Graf Rats: a meld card (its back face is only a melded permanent's, 712.4b); Skyclave Cleric: modal (712.3)
    s = Scenario(2)
    card = s.graveyard(0, name)
    g = _main(s)
    assert put_onto_battlefield(g, card, rule="712.14a", transformed=True) is None
    assert g.objects[card].zone == GRAVEYARD and card in g.players[0].graveyard and not g.battlefield
    assert any(e.rule == "712.14a" for e in g.events)


def test_712_14b_a_modal_double_faced_card_whose_front_face_isnt_a_permanent_stays_in_its_zone():
    s = Scenario(2)
    jwari = s.graveyard(0, "Jwari Disruption")                 # an instant // Jwari Ruins, a land
    bolt = s.graveyard(0, "Lightning Bolt")
    g = _main(s)
    assert put_onto_battlefield(g, jwari, rule="712.14b") is None
    assert put_onto_battlefield(g, bolt) is None                                       # 400.4a
    assert [g.objects[o].zone for o in (jwari, bolt)] == [GRAVEYARD, GRAVEYARD] and not g.battlefield
    assert [e.rule for e in g.events if e.key == "log.stays_in_zone"] == ["712.14b", "400.4a"]


def test_712_14a_712_10_a_transforming_card_whose_back_face_is_a_sorcery_stays_put():
    s = scenario(tdfc(made_up(*SAGE), back_face(*RITE, color="U")))
    card = s.graveyard(0, "Test Moonstruck Sage")
    g = _main(s)
    assert put_onto_battlefield(g, card, transformed=True) is None and g.objects[card].zone == GRAVEYARD
    nid = put_onto_battlefield(g, card)                                    # front face up: it enters
    assert nid is not None and g.chars(nid).name == "Test Moonstruck Sage"


# ----------------------------------------------------------------------------- 712.15-712.17: face down
def test_712_15_712_15a_a_manifested_double_faced_card_is_a_plain_2_2_and_turns_up_front_face_up():
    s = Scenario(2)
    s.hand(0, "Soul Summons")
    s.library(0, GANG)
    pay_lands(s, 0, "{1}{W}")
    pay_lands(s, 0, "{3}{R}")
    g = _main(s)
    s.cast("Soul Summons")
    resolve_stack(s)
    [oid] = [o for o in g.battlefield if g.objects[o].face_down]
    ch = g.chars(oid)
    assert (ch.name, ch.power, ch.toughness, ch.types, ch.subtypes, ch.colors) == \
        ("", 2, 2, frozenset({"Creature"}), frozenset(), frozenset())      # 708.2a: nothing else
    assert mana_value(g.objects[oid]) == 0
    view = g.view(1)
    [info] = [d for d in view["battlefield"] if d["id"] == oid]
    assert "faces" not in info and GANG not in str(view) and "Wildblood" not in str(view)   # hidden (712.15)
    assert transform(g, oid) is False and g.objects[oid].face_down        # 712.15a: can't transform
    s.refresh()
    s.choose("turn_face_up", value=(oid, "manifest"))                      # 701.34b: for {3}{R}
    ch = g.chars(oid)
    assert (ch.name, ch.power, ch.toughness) == (GANG, 2, 3) and not transformed(g.objects[oid])  # front face up
    assert transform(g, oid) and g.chars(oid).name == "Wildblood Pack"     # face up, it transforms again


def test_712_15_a_cloaked_double_faced_card_is_a_2_2_with_ward_2_and_cant_transform():
    s = Scenario(2)
    [card] = s.library(0, GANG)
    g = _main(s)
    oid = cloak(g, 0, card)
    assert oid is not None
    ch = g.chars(oid)
    assert (ch.name, ch.power, ch.toughness, ch.keywords) == ("", 2, 2, frozenset({"Ward {2}"}))
    assert transform(g, oid) is False and g.chars(oid).name == ""


def test_712_15_712_15a_a_double_faced_card_cast_face_down_and_turned_face_up_has_its_front_face_up():
    front = made_up("Test Morph Pup", "Creature — Human Werewolf", "{3}{G}", "Morph {1}{G}", "2/3", ("Morph",))
    back = back_face("Test Howling Pup", "Creature — Werewolf", "Trample", "5/5", ("Trample",))
    s = scenario(tdfc(front, back))
    s.hand(0, "Test Morph Pup")
    pay_lands(s, 0, "{3}")
    pay_lands(s, 0, "{1}{G}")
    g = _main(s)
    s.choose("cast_face", label="face down")
    [item] = g.turns[0].stack
    assert g.objects[item.source].face_down and g.chars(item.source).name == ""    # 708.4
    resolve_stack(s)
    [oid] = [o for o in g.battlefield if g.objects[o].face_down]
    assert (g.chars(oid).power, g.chars(oid).toughness) == (2, 2)
    assert transform(g, oid) is False                                      # 712.15a
    s.refresh()
    s.choose("turn_face_up", value=(oid, "morph"))
    ch = g.chars(oid)
    assert (ch.name, ch.power, ch.toughness) == ("Test Morph Pup", 2, 3) and not transformed(g.objects[oid])


def test_712_17_a_double_faced_card_exiled_face_down_stays_hidden():
    front = made_up("Test Foretold Pup", "Creature — Human Werewolf", "{3}{G}", "Foretell {1}{G}", "2/3",
                    ("Foretell",))
    back = back_face("Test Foretold Howler", "Creature — Werewolf", "Trample", "5/5", ("Trample",))
    s = scenario(tdfc(front, back))
    s.hand(0, "Test Foretold Pup")
    pay_lands(s, 0, "{2}")
    g = _main(s)
    s.choose("foretell")
    [card] = g.exile
    assert g.objects[card].face_down
    theirs = [d for d in g.view(1)["exile"] if d["id"] == card]
    assert theirs and theirs[0]["name"] == "face-down card" and "faces" not in theirs[0]
    assert "Test Foretold" not in str(g.view(1))                           # neither face (712.17, 406.3)
    mine = [d for d in g.view(0)["exile"] if d["id"] == card]
    assert mine[0]["face_down_card"] == "Test Foretold Pup"                # its owner may look (702.143a)


def test_712_16_a_double_faced_permanent_cant_be_turned_face_down():
    veil = made_up("Test Veil", "Instant", "{U}", "Turn target creature face down.")
    s = scenario(veil)
    s.hand(0, "Test Veil", "Test Veil", "Test Veil", "Test Veil")
    gang = s.battlefield(1, GANG)
    cleric = s.battlefield(1, "Skyclave Cleric")                           # a modal double-faced permanent
    bears = s.battlefield(1, "Grizzly Bears")
    rats, scav = s.exile(1, "Graf Rats"), s.exile(1, "Midnight Scavengers")
    for _ in range(4):
        s.battlefield(0, "Island")
    g = _main(s)
    transform(g, gang)
    host = meld(g, rats, scav, 1)                                          # a melded permanent
    s.refresh()
    for victim in (gang, cleric, host, bears):
        s.cast("Test Veil", ("obj", victim))
        resolve_stack(s)
    assert [g.objects[o].face_down for o in (gang, cleric, host, bears)] == [False, False, False, True]
    assert [g.chars(o).name for o in (gang, cleric, host)] == ["Wildblood Pack", "Skyclave Cleric", "Chittering Host"]
    assert (g.chars(bears).name, g.chars(bears).toughness, g.chars(bears).subtypes) == ("", 2, frozenset())  # 708.2a
    assert [e.rule for e in g.events if e.key == "facedown.log.stays_up"] == ["712.16"] * 3


def test_712_16_708_2b_turning_face_down_directly_a_transformed_or_face_down_permanent_changes_nothing():
    s = Scenario(2)
    gang = s.battlefield(0, GANG)
    [card] = s.library(0, "Grizzly Bears")
    g = _main(s)
    transform(g, gang)
    down = manifest(g, 0, card)
    assert down is not None
    cards = (g.objects[gang].card, g.objects[down].card)
    assert turn_permanent_face_down(g, gang) is False and turn_permanent_face_down(g, down) is False
    assert g.chars(gang).name == "Wildblood Pack" and transformed(g.objects[gang]) and not g.objects[gang].face_down
    assert (g.objects[gang].card, g.objects[down].card) == cards and g.objects[down].face_down
    assert not any(e.kind == "turned_face_down" for e in g.events)


# ----------------------------------------------------------------------------- 712.6, 701.28g
def test_712_6_players_who_may_see_a_double_faced_card_see_both_its_faces():
    s = Scenario(2)
    s.hand(0, GANG)
    gang = s.battlefield(1, GANG)
    g = _main(s)
    transform(g, gang)
    [mine] = g.view(0)["players"][0]["hand"]
    assert [f["name"] for f in mine["faces"]] == [GANG, "Wildblood Pack"] and mine["face_up"] == GANG
    for viewer in (0, 1):
        [info] = [d for d in g.view(viewer)["battlefield"] if d["id"] == gang]
        assert [f["name"] for f in info["faces"]] == [GANG, "Wildblood Pack"] and info["face_up"] == "Wildblood Pack"
    assert "hand" not in g.view(1)["players"][0]                           # a hidden zone stays hidden


def test_701_28g_a_transformed_permanent_is_one_with_its_back_face_up_not_a_modal_back_face():
    s = Scenario(2)
    gang = s.battlefield(0, GANG)
    card = s.hand(0, "Brightclimb Pathway")
    g = _main(s)
    path = move(g, card, BATTLEFIELD, face=0)                              # Grimclimb Pathway, its back face
    assert g.chars(path).name == "Grimclimb Pathway" and not transformed(g.objects[path])
    assert not transformed(g.objects[gang])
    transform(g, gang)
    assert transformed(g.objects[gang])
    transform(g, gang)
    assert not transformed(g.objects[gang])                    # front face up again: not a transformed permanent
