"""Cards of more than one face or half (issue 14): modal double-faced cards (712.11b, 712.12), transforming
double-faced cards (712, 701.28), Sagas (714), Adventurer cards (715), split cards (709) and aftermath (702.127).
Each test builds the scenario its rule needs; the bad-input tests check that a face that can't be cast is never
offered and that an answer naming it is rejected without changing the game."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, STACK, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.engine.faces import transform, whole_card
from manamelee.cards.sets.layouts_faces import KNIGHT
from manamelee.engine.zones import create_token, move, put_onto_battlefield
from manamelee.scenario import Scenario

from ..cards.pool_helpers import lands_for, pay_lands, resolve_stack
from .test_decision_api import state


def _main(s: Scenario, active: int = 0):
    return s.start(active=active, step=Step.MAIN1)


def _kinds(s: Scenario) -> list[tuple[str, str]]:
    return [(o.kind, o.label) for o in s.decision.options]


# ----------------------------------------------------------------------------- modal double-faced cards (712)
def test_712_12_a_modal_double_faced_land_is_played_with_the_chosen_face_up():
    s = Scenario(2)
    s.hand(0, "Brightclimb Pathway")
    g = _main(s)
    assert ("land", "play Brightclimb Pathway") in _kinds(s)
    assert ("land_face", "play Grimclimb Pathway") in _kinds(s)
    s.choose("land_face", label="Grimclimb Pathway")
    [oid] = s.on_battlefield("Grimclimb Pathway", 0)
    assert g.objects[oid].card.activated[0].mana == "B"            # the back face's ability only (712.8f)
    assert not s.on_battlefield("Brightclimb Pathway")


def test_712_8a_a_modal_double_faced_card_has_its_front_face_outside_battlefield_and_stack():
    s = Scenario(2)
    s.hand(0, "Brightclimb Pathway")
    g = _main(s)
    s.choose("land_face", label="Grimclimb Pathway")
    [oid] = s.on_battlefield("Grimclimb Pathway", 0)
    nid = move(g, oid, HAND)
    assert g.objects[nid].card.name == "Brightclimb Pathway"
    assert whole_card(g.objects[nid]) is g.objects[nid].card


def test_712_11b_a_spell_or_land_modal_double_faced_card_offers_both_faces():
    s = Scenario(2)
    s.hand(0, "Skyclave Cleric")
    lands_for(s, 0, "Skyclave Cleric")
    g = _main(s)
    assert ("cast", "cast Skyclave Cleric") in _kinds(s)
    s.choose("land_face", label="Skyclave Basilica")
    [oid] = s.on_battlefield("Skyclave Basilica", 0)
    assert g.objects[oid].tapped                                   # the back face's "enters tapped" (614.1c)
    assert "Land" in g.chars(oid).types and "Creature" not in g.chars(oid).types


def test_712_13_a_modal_double_faced_spell_enters_with_the_face_it_was_cast_with():
    s = Scenario(2)
    s.hand(0, "Skyclave Cleric")
    lands_for(s, 0, "Skyclave Cleric")
    g = _main(s)
    s.cast("Skyclave Cleric")
    resolve_stack(s)
    [oid] = s.on_battlefield("Skyclave Cleric", 0)
    assert g.chars(oid).power == 1 and g.chars(oid).toughness == 3
    assert g.players[0].life == 22                                 # its enters trigger


def test_701_28c_a_modal_double_faced_permanent_does_not_transform():
    s = Scenario(2)
    oid = s.battlefield(0, "Brightclimb Pathway")
    g = _main(s)
    assert transform(g, oid) is False
    assert g.objects[oid].card.name == "Brightclimb Pathway"


# ----------------------------------------------------------------------------- transforming cards (712, 701.28)
def test_701_28a_transform_turns_the_permanent_over_and_it_stays_the_same_object_712_18():
    s = Scenario(2)
    youth = s.battlefield(0, "Cloistered Youth", counters={"+1/+1": 1})
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    d = s.decision
    assert d.kind == "priority" and g.turns[0].stack                # the upkeep trigger is on the stack
    s.pass_priority(2)
    s.choose("yes")                                                # "you may transform" (603.5)
    assert youth in g.objects and g.objects[youth].zone == BATTLEFIELD
    ch = g.chars(youth)
    assert ch.name == "Unholy Fiend" and (ch.power, ch.toughness) == (4, 4)     # 3/3 back face + its counter
    assert ch.colors == frozenset("B")                             # its color indicator (204)
    assert g.objects[youth].counters == {"+1/+1": 1}               # 712.18: effects and counters stay
    assert any(e.kind == "transform" and e.rule == "701.28a" for e in g.events)


def test_712_8e_the_back_face_abilities_work_and_712_8a_it_dies_as_its_front_face():
    s = Scenario(2)
    youth = s.battlefield(0, "Cloistered Youth")
    g = _main(s)
    transform(g, youth)
    assert len(g.objects[youth].card.triggered) == 1 and "end step" in g.objects[youth].card.triggered[0].text
    s.pass_until(Step.END)
    resolve_stack(s)
    assert g.players[0].life == 19                                 # Unholy Fiend's end step trigger
    nid = move(g, youth, GRAVEYARD)
    assert g.objects[nid].card.name == "Cloistered Youth"


def test_712_14a_a_transforming_card_put_onto_the_battlefield_transformed_enters_back_face_up():
    s = Scenario(2)
    card = s.hand(0, "Cloistered Youth")
    g = _main(s)
    nid = put_onto_battlefield(g, card, rule="712.14a", transformed=True)
    assert g.chars(nid).name == "Unholy Fiend"
    transform(g, nid)                                             # and transforms back to its front face
    assert g.chars(nid).name == "Cloistered Youth"


def test_701_28a_a_compiled_transforming_card_transforms_with_its_activated_ability():
    s = Scenario(2)
    gar = s.battlefield(0, "Thraben Gargoyle")
    pay_lands(s, 0, "{6}")
    g = _main(s)
    assert "Defender" in g.chars(gar).keywords
    s.activate("Thraben Gargoyle")
    resolve_stack(s)
    ch = g.chars(gar)
    assert ch.name == "Stonewing Antagonizer" and "Flying" in ch.keywords and "Defender" not in ch.keywords


# ----------------------------------------------------------------------------- Sagas (714)
def test_714_3a_a_saga_enters_with_a_lore_counter_and_its_chapter_I_triggers_714_2b():
    s = Scenario(2)
    s.hand(0, "History of Benalia")
    lands_for(s, 0, "History of Benalia")
    g = _main(s)
    s.cast("History of Benalia")
    resolve_stack(s)
    [saga] = s.on_battlefield("History of Benalia", 0)
    assert g.objects[saga].counters == {"lore": 1}
    assert len(s.on_battlefield("Knight", 0)) == 1


def test_714_3b_a_lore_counter_as_the_precombat_main_phase_begins_triggers_the_next_chapter():
    s = Scenario(2)
    saga = s.battlefield(0, "History of Benalia", counters={"lore": 1})
    s.library(0, "Plains")
    g = s.start(active=0, step=Step.DRAW, run_step_actions=True)
    s.pass_until(Step.MAIN1)
    assert g.objects[saga].counters["lore"] == 2
    resolve_stack(s)
    assert len(s.on_battlefield("Knight", 0)) == 1                 # chapter II, not chapter I again


def test_714_4_a_saga_is_sacrificed_after_its_final_chapter_has_left_the_stack():
    s = Scenario(2)
    saga = s.battlefield(0, "History of Benalia", counters={"lore": 2})
    s.library(0, "Plains")
    g = s.start(active=0, step=Step.DRAW, run_step_actions=True)
    knight = create_token(g, 0, KNIGHT)
    s.pass_until(Step.MAIN1)
    assert g.objects[saga].zone == BATTLEFIELD and g.turns[0].stack     # chapter III is on the stack
    s.pass_priority(2)
    assert saga not in g.objects                                   # sacrificed (714.4)
    assert any(e.rule == "714.4" for e in g.events)
    assert (g.chars(knight).power, g.chars(knight).toughness) == (4, 3)


# ----------------------------------------------------------------------------- Adventurer cards (715)
def test_715_3_cast_as_an_adventure_715_3d_exiled_then_cast_the_creature_from_exile():
    s = Scenario(2)
    s.hand(0, "Foulmire Knight")
    pay_lands(s, 0, "{2}{B}{B}")
    s.library(0, "Plains")
    g = _main(s)
    s.choose("cast_face", label="Profane Insight")
    top = g.turns[0].stack[-1]
    assert g.objects[top.source].card.name == "Profane Insight"    # 715.3b: only its Adventure characteristics
    assert "Instant" in g.objects[top.source].card.types
    resolve_stack(s)
    assert g.players[0].life == 19 and len(g.players[0].hand) == 1    # drew a card, lost 1 life
    [(zone, oid)] = s.zone_of("Foulmire Knight", 0)
    assert zone == EXILE
    s.choose("cast", label="cast Foulmire Knight")
    resolve_stack(s)
    assert s.on_battlefield("Foulmire Knight", 0)


def test_715_4_an_adventure_that_is_countered_goes_to_the_graveyard_not_on_an_adventure():
    s = Scenario(2)
    s.hand(0, "Foulmire Knight")
    pay_lands(s, 0, "{2}{B}")
    s.hand(1, "Counterspell")
    lands_for(s, 1, "Counterspell")
    g = _main(s)
    s.choose("cast_face", label="Profane Insight")
    s.pass_priority()
    s.cast("Counterspell", ("obj", g.turns[0].stack[-1].source))
    resolve_stack(s)
    assert s.zone_of("Foulmire Knight", 0) == [(GRAVEYARD, s.zone_of("Foulmire Knight", 0)[0][1])]


def test_715_3a_an_adventure_that_cant_be_cast_is_never_offered_and_an_answer_naming_it_is_rejected():
    s = Scenario(2)
    knight = s.hand(0, "Embereth Shieldbreaker")
    pay_lands(s, 0, "{1}{R}{R}")
    g = _main(s)                                                   # no artifact: Battle Display has no target
    assert ("cast", "cast Embereth Shieldbreaker") in _kinds(s)
    assert not [o for o in s.decision.options if o.kind == "cast_face"]
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(s.decision.id, Option("cast_face", "opt.cast", (knight, 0), (("card", "Battle Display"),)))
    assert state(g) == before


# ----------------------------------------------------------------------------- split cards (709), aftermath
def test_709_4_a_split_card_has_both_halves_characteristics_outside_the_stack():
    s = Scenario(2)
    card = s.hand(0, "Dead // Gone")
    g = _main(s)
    c = g.objects[card].card
    assert c.mana_cost.mana_value == 4 and c.colors == frozenset("R")     # {R} + {2}{R} (709.4b)


def test_709_3_a_split_card_is_cast_as_one_half_709_3b_only_that_half_on_the_stack():
    s = Scenario(2)
    s.hand(0, "Dead // Gone")
    pay_lands(s, 0, "{R}")
    bear = s.battlefield(1, "Runeclaw Bear")
    g = _main(s)
    kinds = _kinds(s)
    assert ("cast_face", "cast Dead") in kinds
    assert ("cast_face", "cast Gone") not in kinds                 # {2}{R} can't be paid (709.3a)
    assert not [k for k in kinds if k[0] == "cast"]                # never as the whole card
    s.choose("cast_face", label="cast Dead")
    s.choose("target", value=("obj", bear))
    top = g.turns[0].stack[-1]
    assert g.objects[top.source].card.name == "Dead" and g.objects[top.source].card.mana_cost.mana_value == 1
    resolve_stack(s)
    assert bear not in g.objects
    [(zone, oid)] = s.zone_of("Dead // Gone", 0)
    assert zone == GRAVEYARD                                       # the whole card again (709.4)


def test_702_127a_aftermath_half_only_from_a_graveyard_then_exiled():
    s = Scenario(2)
    s.hand(0, "Cut // Ribbons")
    bear = s.battlefield(1, "Runeclaw Bear")
    pay_lands(s, 0, "{1}{R}{B}{B}{B}")
    g = _main(s)
    kinds = _kinds(s)
    assert ("cast_face", "cast Cut") in kinds and ("cast_face", "cast Ribbons") not in kinds
    card = g.players[0].hand[0]
    before = state(g)
    with pytest.raises(IllegalOption):                             # Ribbons can't be cast from a hand
        g.submit(s.decision.id, Option("cast_face", "opt.cast", (card, 1), (("card", "Ribbons"),)))
    assert state(g) == before
    s.choose("cast_face", label="cast Cut")
    s.choose("target", value=("obj", bear))
    resolve_stack(s)
    [(zone, oid)] = s.zone_of("Cut // Ribbons", 0)
    assert zone == GRAVEYARD
    s.choose("cast_face", label="cast Ribbons")
    s.choose("x", value=1)
    resolve_stack(s)
    assert g.players[1].life == 19
    assert s.zone_of("Cut // Ribbons", 0) == [(EXILE, s.zone_of("Cut // Ribbons", 0)[0][1])]   # 702.127a
    assert STACK not in {z for z, _ in s.zone_of("Cut // Ribbons", 0)}


# ----------------------------------------------------------------------------- prototype cards (718)
def test_718_3b_a_prototyped_permanent_has_the_alternative_characteristics_718_4_normal_elsewhere():
    s = Scenario(2)
    s.hand(0, "Combat Thresher")
    pay_lands(s, 0, "{2}{W}")
    s.library(0, "Plains")
    g = _main(s)
    s.choose("cast_face", label="Combat Thresher")
    top = g.turns[0].stack[-1]
    assert g.objects[top.source].card.mana_cost.mana_value == 3          # 718.3b on the stack too
    resolve_stack(s)
    [oid] = s.on_battlefield("Combat Thresher", 0)
    ch = g.chars(oid)
    assert (ch.power, ch.toughness) == (1, 1) and ch.colors == frozenset("W")
    assert "Double strike" in ch.keywords and len(g.players[0].hand) == 1    # 718.5: its abilities are kept
    nid = move(g, oid, HAND)
    c = g.objects[nid].card
    assert (c.power, c.toughness, c.mana_cost.mana_value, c.colors) == (3, 3, 7, frozenset())     # 718.4


# ----------------------------------------------------------------------------- level up (702.87), levelers (711)
def test_702_87a_level_up_puts_a_level_counter_and_only_as_a_sorcery():
    s = Scenario(2)
    esc = s.battlefield(0, "Caravan Escort")
    pay_lands(s, 0, "{2}")
    g = s.start(active=1, step=Step.MAIN1)                        # not its controller's turn: not offered
    s.pass_priority()
    assert s.decision.player == 0 and not [o for o in s.decision.options if o.kind == "activate"]
    s2 = Scenario(2)
    esc = s2.battlefield(0, "Caravan Escort")
    pay_lands(s2, 0, "{2}")
    g = _main(s2)
    s2.activate("Caravan Escort")
    resolve_stack(s2)
    assert g.objects[esc].counters == {"level": 1}


@pytest.mark.parametrize("levels,pt,kws", [(0, (1, 1), set()), (1, (2, 2), set()), (4, (2, 2), set()),
                                           (5, (5, 5), {"First strike"}), (9, (5, 5), {"First strike"})])
def test_711_2a_711_2b_a_leveler_has_the_base_pt_and_abilities_of_its_level_band(levels, pt, kws):
    s = Scenario(2)
    esc = s.battlefield(0, "Caravan Escort", counters={"level": levels} if levels else None)
    g = _main(s)
    ch = g.chars(esc)
    assert (ch.power, ch.toughness) == pt and set(ch.keywords) == kws


def test_712_12_305_2_no_face_of_a_land_is_offered_after_the_land_play_and_an_answer_naming_it_is_rejected():
    s = Scenario(2)
    s.hand(0, "Brightclimb Pathway", "Cragcrown Pathway")
    g = _main(s)
    first = g.players[0].hand[0]
    s.choose("land_face", value=(first, 0))
    assert not [o for o in s.decision.options if o.kind in ("land", "land_face")]       # 305.2: one land a turn
    second = g.players[0].hand[0]
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(s.decision.id, Option("land_face", "opt.play_land", (second, 0), (("card", "Timbercrown Pathway"),)))
    assert state(g) == before
