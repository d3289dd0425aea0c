"""Flip cards (710): the upright half everywhere but a flipped permanent (710.2), the flipped half's
characteristics with the same colour and mana cost (710.1b-c), flipping one way only (710.4), no memory of it after
leaving the battlefield; five real flip cards, each half tested from its text."""
from __future__ import annotations

from manamelee.engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, Step
from manamelee.engine.faces import flip, flipped, whole_card
from manamelee.engine.zones import move
from manamelee.scenario import Scenario

from ..cards.pool_helpers import pay_lands, resolve_stack


def _main(s: Scenario, active: int = 0):
    return s.start(active=active, step=Step.MAIN1)


def test_710_2_a_flip_card_has_only_its_upright_characteristics_until_it_flips():
    s = Scenario(2)
    card = s.hand(0, "Jushi Apprentice")
    app = s.battlefield(0, "Jushi Apprentice")
    g = _main(s)
    c = g.objects[card].card
    assert c.name == "Jushi Apprentice" and c.layout == "flip" and c.faces[0].name == "Tomoya the Revealer"
    ch = g.chars(app)
    assert (ch.name, ch.power, ch.toughness) == ("Jushi Apprentice", 1, 2) and "Legendary" not in ch.supertypes


def test_710_1b_710_1c_a_flipped_permanent_has_the_alternative_name_type_and_pt_but_its_colour_and_cost():
    s = Scenario(2)
    app = s.battlefield(0, "Jushi Apprentice", counters={"+1/+1": 1})
    g = _main(s)
    assert flip(g, app) is True
    ch = g.chars(app)
    assert (ch.name, ch.power, ch.toughness) == ("Tomoya the Revealer", 3, 4)       # 2/3 and its counter stays
    assert "Legendary" in ch.supertypes and ch.subtypes == frozenset({"Human", "Wizard"})
    assert ch.colors == frozenset("U") and g.objects[app].card.mana_cost.mana_value == 2     # 710.1c
    assert flipped(g.objects[app]) and app in g.objects                               # the same object
    assert any(e.kind == "flip" and e.rule == "710.2" for e in g.events)


def test_710_4_flipping_is_one_way_and_a_flipped_permanent_that_leaves_forgets_it():
    s = Scenario(2)
    app = s.battlefield(0, "Jushi Apprentice")
    g = _main(s)
    flip(g, app)
    assert flip(g, app) is False and g.chars(app).name == "Tomoya the Revealer"       # never back
    nid = move(g, app, HAND)
    assert g.objects[nid].card.name == "Jushi Apprentice" and whole_card(g.objects[nid]) is g.objects[nid].card
    assert not flipped(g.objects[nid])


def test_710_only_a_flip_card_flips():
    s = Scenario(2)
    bear = s.battlefield(0, "Grizzly Bears")
    youth = s.battlefield(0, "Cloistered Youth")                  # a transforming card doesn't flip either
    g = _main(s)
    assert flip(g, bear) is False and flip(g, youth) is False


# ----------------------------------------------------------------------------- the five cards
def test_jushi_apprentice_draws_and_flips_with_nine_cards_then_tomoya_draws_x():
    s = Scenario(2)
    app = s.battlefield(0, "Jushi Apprentice")
    s.hand(0, *["Island"] * 8)
    s.library(0, *["Island"] * 30)
    pay_lands(s, 0, "{2}{U}")
    g = _main(s)
    s.activate("Jushi Apprentice")
    resolve_stack(s)
    assert len(g.players[0].hand) == 9 and g.chars(app).name == "Tomoya the Revealer"
    s2 = Scenario(2)
    app2 = s2.battlefield(0, "Jushi Apprentice")
    s2.hand(0, *["Island"] * 3)
    s2.library(0, *["Island"] * 30)
    pay_lands(s2, 0, "{2}{U}")
    g2 = _main(s2)
    s2.activate("Jushi Apprentice")
    resolve_stack(s2)
    assert len(g2.players[0].hand) == 4 and g2.chars(app2).name == "Jushi Apprentice"   # 4 < 9: no flip


def test_tomoya_the_revealer_target_player_draws_cards_equal_to_your_hand():
    s = Scenario(2)
    app = s.battlefield(0, "Jushi Apprentice")
    s.hand(0, "Island", "Island", "Island")
    s.library(1, *["Plains"] * 10)
    pay_lands(s, 0, "{3}{U}{U}")
    g = _main(s)
    flip(g, app)
    s.refresh()
    s.activate("Tomoya the Revealer", ("player", 1))
    resolve_stack(s)
    assert len(g.players[1].hand) == 3


def test_nezumi_shortfang_flips_when_the_opponent_has_no_cards_left_and_stabwhisker_drains_small_hands():
    s = Scenario(2)
    rat = s.battlefield(0, "Nezumi Shortfang")
    s.hand(1, "Plains")
    pay_lands(s, 0, "{1}{B}")
    g = _main(s)
    s.activate("Nezumi Shortfang", ("player", 1))
    resolve_stack(s)
    assert g.players[1].hand == [] and g.chars(rat).name == "Stabwhisker the Odious"
    assert "Flying" in g.chars(rat).keywords and (g.chars(rat).power, g.chars(rat).toughness) == (3, 3)
    s3 = Scenario(2)
    rat3 = s3.battlefield(0, "Nezumi Shortfang")
    s3.hand(1, "Plains")
    flip(s3.g, rat3)
    g3 = s3.start(active=1, step=Step.UPKEEP, run_step_actions=True)
    resolve_stack(s3)
    assert g3.players[1].life == 18                      # one card: two fewer than three
    assert g3.players[0].life == 20
    s4 = Scenario(2)
    rat4 = s4.battlefield(0, "Nezumi Shortfang")
    flip(s4.g, rat4)
    g4 = s4.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    assert not any(t.stack for t in g4.turns) and g4.players[0].life == 20      # only opponents' upkeeps


def test_student_of_elements_flips_when_it_has_flying_and_tobita_gives_your_creatures_flying():
    from manamelee.cards.dsl import CREATURE, Grant, test_spell
    from manamelee.cards.pool import default_pool
    wings = test_spell("Test Wings", [Grant("Flying")], [CREATURE], cost="{U}")
    s = Scenario(2, pool=default_pool().extended(wings))
    st = s.battlefield(0, "Student of Elements")
    bear = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Wings")
    pay_lands(s, 0, "{U}")
    g = _main(s)
    assert g.chars(st).name == "Student of Elements"
    s.cast("Test Wings", ("obj", st))
    resolve_stack(s)                                     # it has flying: the state trigger (603.8) flips it
    assert g.chars(st).name == "Tobita, Master of Winds"
    assert "Flying" in g.chars(bear).keywords and "Flying" not in g.chars(theirs).keywords


def test_nezumi_graverobber_exiles_and_flips_on_an_empty_graveyard_then_nighteyes_reanimates():
    s = Scenario(2)
    rat = s.battlefield(0, "Nezumi Graverobber")
    bear = s.graveyard(1, "Grizzly Bears")
    pay_lands(s, 0, "{1}{B}")
    pay_lands(s, 0, "{4}{B}")
    g = _main(s)
    s.activate("Nezumi Graverobber", ("obj", bear))
    resolve_stack(s)
    assert [g.objects[o].card.name for o in g.exile] == ["Grizzly Bears"]
    assert g.chars(rat).name == "Nighteyes the Desecrator" and (g.chars(rat).power, g.chars(rat).toughness) == (4, 2)
    wurm = s.graveyard(1, "Craw Wurm")
    s.refresh()
    s.activate("Nighteyes the Desecrator", ("obj", wurm))
    resolve_stack(s)
    assert s.on_battlefield("Craw Wurm", 0)                # under your control (110.2a)


def test_nezumi_graverobber_doesnt_flip_while_cards_remain_in_that_graveyard():
    s = Scenario(2)
    rat = s.battlefield(0, "Nezumi Graverobber")
    bear = s.graveyard(1, "Grizzly Bears")
    s.graveyard(1, "Plains")
    pay_lands(s, 0, "{1}{B}")
    g = _main(s)
    s.activate("Nezumi Graverobber", ("obj", bear))
    resolve_stack(s)
    assert g.chars(rat).name == "Nezumi Graverobber"


def test_rune_tail_flips_at_30_life_and_its_essence_prevents_damage_to_your_creatures():
    from manamelee.engine.damage import deal_damage, gain_life
    s = Scenario(2)
    rt = s.battlefield(0, "Rune-Tail, Kitsune Ascendant")
    bear = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = _main(s)
    assert g.chars(rt).name == "Rune-Tail, Kitsune Ascendant"
    gain_life(g, 0, 9)
    s.refresh()
    assert g.chars(rt).name == "Rune-Tail, Kitsune Ascendant"      # 29 life: not yet
    gain_life(g, 0, 1)
    s.refresh()
    resolve_stack(s)
    assert g.chars(rt).name == "Rune-Tail's Essence" and "Creature" not in g.chars(rt).types
    assert deal_damage(g, theirs, ("obj", bear), 5) == 0 and bear in g.objects
    assert deal_damage(g, bear, ("obj", theirs), 1) == 1          # an opponent's creature isn't protected
