"""productions/amounts: "for each <thing>" and "equal to the number of <things>" (107.1, 608.2h), "gets +1/+1 for
each" (611.3a, layer 7c) and characteristic-defining abilities (604.3, layer 7a); and (productions/statics_more) the
groups of permanents in instructions "until end of turn" (611.2c)."""
from __future__ import annotations

import pytest

from manamelee.engine import zones
from manamelee.engine.combat import can_block
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, HAND, Step

from ...pool_helpers import hand_names, lands_for, resolve_stack
from ..helpers import made_up, scenario


def game(text: str, *more, type_line: str = "Sorcery", pt: str | None = None, players: int = 2, ranges=None,
         keywords=()):
    c = made_up("Test Card", type_line, "{B}", text, pt, keywords)
    from manamelee.cards.pool import default_pool
    from manamelee.scenario import Scenario
    return Scenario(players, pool=default_pool().extended(c, *more), ranges=ranges)


def cast_card(s, *targets, active: int = 0):
    s.hand(0, "Test Card")
    lands_for(s, 0, "Test Card")
    g = s.start(active=active, step=Step.MAIN1)
    s.cast("Test Card", *targets)
    resolve_stack(s)
    return g


TEXTS = [
    "You gain 1 life for each creature you control.",
    "You gain 1 life for each other creature you control.",
    "You gain 1 life for each creature on the battlefield.",
    "You gain 1 life for each card in your hand.",
    "You gain 1 life for each creature card in your graveyard.",
    "You gain 1 life for each instant and sorcery card in your graveyard.",
    "You gain 1 life for each opponent you have.",
    "You gain 1 life for each creature card in all graveyards.",
    "You gain life equal to the number of cards in all graveyards.",
    "You gain 1 life for each basic land type among lands you control.",
    "You gain life equal to the number of creatures you control.",
    "You gain life equal to the number of other creatures you control.",
    "You gain life equal to the number of creatures on the battlefield.",
    "You gain life equal to the number of cards in your hand.",
    "You gain life equal to the number of creature cards in your graveyard.",
    "You gain life equal to the number of opponents you have.",
    "You gain life equal to the number of basic land types among lands you control.",
    "You gain life equal to the number of creatures blocking it.",
    "Draw cards equal to the number of cards in your hand.",
    "CARDNAME deals damage to any target equal to the number of Mountains you control.",
    "Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_every_amount_wording_compiles_and_prints_back(text):
    from manamelee.cards.oracle.compiler import compile_ability
    from manamelee.cards.oracle.printer import ability
    assert ability(compile_ability(text)) == text


# ----------------------------------------------------------------------------- for each (608.2h)
@pytest.mark.parametrize("text,life", [
    ("You gain 2 life for each creature you control.", 24),
    ("You gain 1 life for each creature on the battlefield.", 23),
    ("You gain 1 life for each card in your hand.", 21),
    ("You gain 1 life for each creature card in your graveyard.", 22),
    ("You gain 1 life for each instant and sorcery card in your graveyard.", 21),        # Lightning Bolt
    ("You gain 1 life for each opponent you have.", 23),
    ("You gain 1 life for each basic land type among lands you control.", 22),     # Swamp, Forest
    ("You gain life equal to the number of creatures you control.", 22),
    ("You gain life equal to the number of creature cards in your graveyard.", 22),
    ("You gain 1 life for each card in your graveyard.", 24),
])
def test_608_2h_for_each_and_equal_to_the_number_of(text, life):
    s = game(text, players=4)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves")
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Forest")
    s.hand(0, "Island")
    s.graveyard(0, "Grizzly Bears", "Grizzly Bears", "Island", "Lightning Bolt")
    g = cast_card(s)
    assert g.players[0].life == life


def test_801_10_cards_in_all_graveyards_of_players_in_range():
    s = game("You gain 1 life for each creature card in all graveyards.", players=5, ranges=[1, 1, 1, 1, 1])
    s.graveyard(0, "Grizzly Bears", "Island")
    s.graveyard(1, "Grizzly Bears")
    s.graveyard(2, "Grizzly Bears")                     # out of P0's range
    g = cast_card(s)
    assert g.players[0].life == 22


def test_801_10_counts_look_only_at_permanents_in_range():
    s = game("You gain 1 life for each creature on the battlefield.", players=5, ranges=[1, 1, 1, 1, 1])
    s.battlefield(1, "Grizzly Bears")
    s.battlefield(2, "Grizzly Bears")                   # out of P0's range
    g = cast_card(s)
    assert g.players[0].life == 21


def test_107_1_for_each_other_leaves_out_the_source_and_draw_a_card_for_each():
    c = made_up("Test Elder", "Creature — Elf", "{G}",
                "When this creature enters, you gain 2 life for each other creature you control.\n"
                "{T}: Draw a card for each Elf you control.", "1/1")
    from manamelee.cards.pool import default_pool
    from manamelee.scenario import Scenario
    s = Scenario(2, pool=default_pool().extended(c))
    s.battlefield(0, "Llanowar Elves")
    s.hand(0, "Test Elder")
    lands_for(s, 0, "Test Elder")
    s.library(0, "Island", "Island", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Elder")
    resolve_stack(s)
    assert g.players[0].life == 22
    s2 = Scenario(2, pool=default_pool().extended(c))
    s2.battlefield(0, "Llanowar Elves")
    s2.battlefield(0, "Test Elder")
    s2.library(0, "Island", "Island", "Island")
    g2 = s2.start(active=0, step=Step.MAIN1)
    s2.activate("Test Elder")
    resolve_stack(s2)
    assert len(hand_names(g2, 0)) == 2


def test_120_deals_damage_equal_to_the_number_of_lands_you_control():
    s = game("CARDNAME deals damage to target creature equal to the number of Mountains you control.",
             type_line="Instant")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Mountain")
    g = cast_card(s, bears)
    assert s.on_battlefield("Grizzly Bears") == []


def test_509_1h_it_gets_for_each_creature_blocking_it():
    s = game("Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.",
             type_line="Creature — Cat", pt="2/2")
    cat = s.battlefield(0, "Test Card")
    b1, b2 = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((cat, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((b1, cat), (b2, cat))
    resolve_stack(s)
    assert (g.chars(cat).power, g.chars(cat).toughness) == (4, 4)


def test_107_1_the_counted_kind_must_agree_in_number():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Bad", "manaCost": "{W}", "type": "Sorcery", "layout": "normal",
             "text": "You gain life equal to the number of creature you control.", "types": ["Sorcery"],
             "supertypes": [], "subtypes": [], "keywords": [], "power": None, "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None


# ----------------------------------------------------------------------------- statics (611.3a, 604.3)
def test_613_4c_gets_for_each_artifact_you_control_changes_as_they_come_and_go():
    s = game("This creature gets +1/+1 for each artifact you control.", type_line="Creature — Golem", pt="0/0")
    me = s.battlefield(0, "Test Card")
    o1 = s.battlefield(0, "Ornithopter")
    s.battlefield(0, "Ornithopter")
    g = s.start()
    assert (g.chars(me).power, g.chars(me).toughness) == (2, 2)
    zones.move(g, o1, HAND)
    assert (g.chars(me).power, g.chars(me).toughness) == (1, 1)


@pytest.mark.parametrize("text,pt", [
    ("CARDNAME's power and toughness are each equal to the number of creatures you control.", ("*", "*")),
    ("This creature's power is equal to the number of cards in your hand.", ("*", "3"))])
def test_604_3_characteristic_defining_ability_sets_power_and_toughness(text, pt):
    c = made_up("Test Card", "Creature — Avatar", "{B}", text, "/".join(pt))
    from manamelee.cards.pool import default_pool
    from manamelee.scenario import Scenario
    s = Scenario(2, pool=default_pool().extended(c))
    me = s.battlefield(0, "Test Card")
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Island", "Island")
    assert c.power == 0                              # '*' outside the battlefield
    g = s.start()
    want = (2, 2) if pt == ("*", "*") else (2, 3)
    assert (g.chars(me).power, g.chars(me).toughness) == want


def test_604_3_a_cda_needs_a_star():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Bad", "manaCost": "{W}", "type": "Creature — Avatar", "layout": "normal",
             "text": "CARDNAME's power is equal to the number of cards in your hand.", "types": ["Creature"],
             "supertypes": [], "subtypes": ["Avatar"], "keywords": [], "power": "2", "toughness": "2",
             "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "'*'" in blocked[0]


# ----------------------------------------------------------------------------- groups until end of turn (611.2c)
@pytest.mark.parametrize("text,mine,theirs", [
    ("Creatures your opponents control get -1/-1 until end of turn.", (2, 2), (1, 1)),
    ("All creatures get -1/-0 until end of turn.", (1, 2), (1, 2)),
    ("Creatures you control get +1/+1 and gain trample until end of turn.", (3, 3), (2, 2)),
    ("Creatures you control get +1/+1 until end of turn.", (3, 3), (2, 2))])
def test_611_2c_groups_get_until_end_of_turn(text, mine, theirs):
    s = game(text)
    m, t = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    g = cast_card(s)
    assert (g.chars(m).power, g.chars(m).toughness) == mine and (g.chars(t).power, g.chars(t).toughness) == theirs
    assert ("Trample" in g.chars(m).keywords) == ("trample" in text)


def test_611_2c_the_group_is_locked_in_as_it_resolves():
    s2 = game("Creatures your opponents control can't block this turn.")
    mine = s2.battlefield(0, "Grizzly Bears")
    theirs = s2.battlefield(1, "Grizzly Bears")
    g2 = cast_card(s2)
    assert not can_block(g2, theirs, mine)
    late = s2._new(1, "Grizzly Bears", HAND).id
    g2.players[1].hand.append(late)
    zones.move(g2, late, BATTLEFIELD)
    [late_id] = [o for o in s2.on_battlefield("Grizzly Bears", 1) if o != theirs]
    assert can_block(g2, late_id, mine)              # it wasn't there as the spell resolved


def test_611_2c_other_creatures_you_control_gain_until_end_of_turn():
    c = made_up("Test Chief", "Creature — Goblin", "{R}",
                "When this creature enters, other creatures you control gain haste until end of turn.", "1/1")
    from manamelee.cards.pool import default_pool
    from manamelee.scenario import Scenario
    s = Scenario(2, pool=default_pool().extended(c))
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Chief")
    lands_for(s, 0, "Test Chief")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Chief")
    resolve_stack(s)
    [chief] = s.on_battlefield("Test Chief")
    assert "Haste" in g.chars(bears).keywords and "Haste" not in g.chars(chief).keywords


# ----------------------------------------------------------------------------- real cards
def real(name: str):
    from .test_triggers_more import real as r
    return r(name)


def test_real_nightmare_counts_your_swamps():
    nm = real("Nightmare")
    from manamelee.cards.pool import default_pool
    from manamelee.scenario import Scenario
    s = scenario(nm)
    n = s.battlefield(0, "Nightmare")
    s.battlefield(0, "Swamp")
    s.battlefield(0, "Swamp")
    s.battlefield(1, "Swamp")
    g = s.start()
    assert (g.chars(n).power, g.chars(n).toughness) == (2, 2) and "Flying" in g.chars(n).keywords


def test_real_maro_counts_cards_in_hand_and_dies_with_none():
    maro = real("Maro")
    from manamelee.cards.pool import default_pool
    from manamelee.scenario import Scenario
    s = scenario(maro)
    m = s.battlefield(0, "Maro")
    x = s.hand(0, "Island")
    g = s.start()
    assert (g.chars(m).power, g.chars(m).toughness) == (1, 1)
    zones.discard(g, 0, x)
    s.refresh()
    assert s.on_battlefield("Maro") == []                   # 0/0: put into its owner's graveyard (704.5f)


def test_real_adeliz_pumps_wizards_you_control_on_instants():
    adeliz = real("Adeliz, the Cinder Wind")
    wiz = made_up("Test Wizard", "Creature — Human Wizard", "{U}", "", "1/1")
    from manamelee.cards.pool import default_pool
    from manamelee.scenario import Scenario
    s = scenario(adeliz, wiz)
    a = s.battlefield(0, "Adeliz, the Cinder Wind")
    w = s.battlefield(0, "Test Wizard")
    theirs = s.battlefield(1, "Test Wizard")
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    g = s.start()
    s.cast("Lightning Bolt", ("player", 1))
    resolve_stack(s)
    assert (g.chars(w).power, g.chars(a).power, g.chars(theirs).power) == (2, 3, 1)


def test_108_4_only_a_filter_that_needs_you_as_controller_counts_your_permanents_alone():
    # amounts.Count looks only at the counting player's permanents when its filter can accept no other (108.4):
    # "creature you control" can't; "creature or permanent you control", "creature an opponent controls" and
    # "creature you don't control" can.
    from manamelee.cards.model.filters import OPPONENT, YOU, AllOf, AnyOf, ControlledBy, HasType, Not
    creature = HasType(("Creature",))
    assert AllOf((creature, ControlledBy(YOU))).only_yours()
    assert not AnyOf((creature, ControlledBy(YOU))).only_yours()
    assert not AllOf((creature, ControlledBy(OPPONENT))).only_yours()
    assert not AllOf((creature, Not(ControlledBy(YOU)))).only_yours()


def test_608_2h_for_each_creature_you_control_counts_none_of_the_other_players():
    s = game("You gain 1 life for each creature you control.", players=4)
    s.battlefield(0, "Grizzly Bears")
    for p in (1, 2, 3):
        s.battlefield(p, "Grizzly Bears")
        s.battlefield(p, "Llanowar Elves")
    g = cast_card(s)
    assert g.players[0].life == 21
