"""productions/cost_parts: costs that name objects, cards or counters (118.3, 602.2b, 107.6), restrictions on
activating (602.5b) and mana abilities with a cost other than {T} (605.3a-b)."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import EXILE, GRAVEYARD, HAND, Step
from manamelee.engine.errors import IllegalOption

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario

BEAR = made_up("Test Bear", "Creature — Bear", "{1}{G}", "", "2/2")
GOBLIN = made_up("Test Goblin", "Creature — Goblin", "{R}", "", "1/1")
ROCK = made_up("Test Rock", "Artifact", "{1}", "")


def _activations(s, name):
    return [o for o in s.decision.options if o.kind == "activate" and name in o.label]


def _snapshot(g):
    return (sorted(g.battlefield), [sorted(p.hand) for p in g.players], [sorted(p.graveyard) for p in g.players],
            sorted(g.exile), [p.life for p in g.players], [dict(p.pool.amounts) for p in g.players],
            sorted((o, g.objects[o].tapped) for o in g.battlefield))


# ------------------------------------------------------------------ sacrifice (701.17)
ALTAR = made_up("Test Altar", "Artifact", "{2}", "Sacrifice a creature: You gain 2 life.")


def test_118_3_sacrifice_a_creature_asks_which_and_sacrifices_it():
    s = scenario(ALTAR, BEAR, GOBLIN)
    s.battlefield(0, "Test Altar")
    bear = s.battlefield(0, "Test Bear")
    gob = s.battlefield(0, "Test Goblin")
    s.battlefield(1, "Test Bear")                   # an opponent's creature is never a choice
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Altar")
    d = s.decision
    assert d.kind == "pay_cost" and {o.value for o in d.options if o.kind == "cost_object"} == {bear, gob}
    s.choose("cost_object", value=gob)
    assert gob not in g.battlefield and bear in g.battlefield       # paid on activation (602.2b)
    resolve_stack(s)
    assert g.players[0].life == 22


def test_118_3_no_creature_to_sacrifice_no_activation():
    s = scenario(ALTAR, BEAR)
    s.battlefield(0, "Test Altar")
    s.battlefield(1, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Altar") == []


def test_601_2h_an_illegal_cost_answer_is_rejected_and_changes_nothing():
    s = scenario(ALTAR, BEAR, GOBLIN)
    s.battlefield(0, "Test Altar")
    s.battlefield(0, "Test Bear")
    s.battlefield(0, "Test Goblin")
    theirs = s.battlefield(1, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Altar")
    d = s.decision
    before = _snapshot(g)
    from manamelee.engine.decisions import Option
    with pytest.raises(IllegalOption):
        g.submit(d.id, Option("cost_object", "text", theirs, (("text", "Test Bear"),)))
    assert _snapshot(g) == before and s.decision.id == d.id


def test_730_cancelling_the_cost_choice_abandons_the_activation():
    s = scenario(ALTAR, BEAR, GOBLIN)
    s.battlefield(0, "Test Altar")
    s.battlefield(0, "Test Bear")
    s.battlefield(0, "Test Goblin")
    g = s.start(active=0, step=Step.MAIN1)
    before = _snapshot(g)
    s.activate("Test Altar")
    s.choose("cancel")
    assert s.decision.kind == "priority" and _snapshot(g) == before and not g.turns[0].stack


def test_118_3_another_creature_excludes_the_source():
    fiend = made_up("Test Fiend", "Creature — Devil", "{1}{R}",
                    "{1}, Sacrifice another creature: Put a +1/+1 counter on this creature.", "1/1")
    s = scenario(fiend, GOBLIN)
    me = s.battlefield(0, "Test Fiend")
    s.lands(0, "Mountain", 1)
    s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Fiend") == []       # only itself: "another" can't be paid
    gob = s.battlefield(0, "Test Goblin")
    s.refresh()
    s.activate("Test Fiend")                         # one other creature: no question (the choice is forced)
    resolve_stack(s)
    assert gob not in s.g.battlefield and s.g.objects[me].counters.get("+1/+1") == 1


def test_118_3_sacrifice_a_subtype_or_either_type():
    sarc = made_up("Test Skirk", "Creature — Goblin", "{R}", "Sacrifice a Goblin: Add {R}.", "1/1")
    s = scenario(sarc, BEAR)
    s.battlefield(0, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Skirk") == []
    s.battlefield(0, "Test Skirk")
    s.refresh()
    assert len(_activations(s, "Test Skirk")) == 1   # it is a Goblin itself


# ------------------------------------------------------------------ tap untapped creatures (302.6 doesn't apply)
def test_118_3_tap_an_untapped_creature_you_control_even_summoning_sick():
    src = made_up("Test Drummer", "Artifact", "{2}", "{T}, Tap an untapped creature you control: You gain 1 life.")
    s = scenario(src, BEAR)
    rock = s.battlefield(0, "Test Drummer")
    sick = s.battlefield(0, "Test Bear", sick=True)
    s.battlefield(0, "Test Bear", tapped=True)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Drummer")
    assert g.objects[sick].tapped and g.objects[rock].tapped
    resolve_stack(s)
    assert g.players[0].life == 21


def test_118_3_tap_two_untapped_wizards_needs_two():
    wiz = made_up("Test Wizard", "Creature — Human Wizard", "{U}",
                  "Tap two untapped Wizards you control: Draw a card.", "1/1")
    s = scenario(wiz)
    s.library(0, "Forest")
    s.battlefield(0, "Test Wizard")
    s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Wizard") == []
    s.battlefield(0, "Test Wizard")
    s.refresh()
    s.activate("Test Wizard")
    resolve_stack(s)
    assert len(s.g.players[0].hand) == 1 and all(s.g.objects[o].tapped for o in s.g.battlefield)


# ------------------------------------------------------------------ {Q} (107.6)
def test_107_6_untap_symbol_needs_the_permanent_tapped_and_untaps_it():
    q = made_up("Test Untapper", "Artifact", "{1}", "{Q}: You gain 1 life.")
    s = scenario(q)
    me = s.battlefield(0, "Test Untapper")
    g = s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Untapper") == []
    g.objects[me].tapped = True
    s.refresh()
    s.activate("Test Untapper")
    assert not g.objects[me].tapped
    resolve_stack(s)
    assert g.players[0].life == 21


def test_302_6_a_summoning_sick_creature_cant_pay_its_own_untap_symbol():
    q = made_up("Test Q Bear", "Creature — Bear", "{1}", "{Q}: You gain 1 life.", "1/1")
    s = scenario(q)
    me = s.battlefield(0, "Test Q Bear", tapped=True, sick=True)
    s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Q Bear") == []
    assert s.g.objects[me].tapped


# ------------------------------------------------------------------ discard (701.8)
def test_701_8_discard_a_card_cost_asks_which_card():
    src = made_up("Test Looter", "Artifact", "{2}", "{1}, Discard a card: Draw a card.")
    s = scenario(src, BEAR, GOBLIN)
    s.battlefield(0, "Test Looter")
    s.lands(0, "Forest", 1)
    s.library(0, "Forest")
    bear, gob = s.hand(0, "Test Bear", "Test Goblin")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Looter")
    s.choose("cost_object", value=gob)
    resolve_stack(s)
    assert g.objects[bear].zone == HAND and [g.name(c) for c in g.players[0].graveyard] == ["Test Goblin"]


def test_701_8b_discard_at_random_asks_nothing_and_needs_a_card():
    src = made_up("Test Mage", "Artifact", "{2}", "{T}, Discard a card at random: You gain 1 life.")
    s = scenario(src, BEAR)
    s.battlefield(0, "Test Mage")
    g = s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Mage") == []
    s.hand(0, "Test Bear", "Test Bear")
    s.refresh()
    s.activate("Test Mage")
    assert s.decision.kind == "priority" and len(g.players[0].hand) == 1 and len(g.players[0].graveyard) == 1


def test_602_2_discard_this_card_works_from_the_hand():
    src = made_up("Test Channel", "Creature — Spirit", "{4}{G}", "{G}, Discard this card: You gain 3 life.", "4/4")
    s = scenario(src)
    card = s.hand(0, "Test Channel")
    s.lands(0, "Forest", 1)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Channel")
    resolve_stack(s)
    assert g.players[0].life == 23 and g.objects.get(card) is None
    assert [g.name(c) for c in g.players[0].graveyard] == ["Test Channel"]


# ------------------------------------------------------------------ exile
def test_602_2_exile_this_card_from_your_graveyard_works_only_from_there():
    src = made_up("Test Fairground", "Creature — Soldier", "{1}{W}",
                  "{1}{W}, Exile this card from your graveyard: You gain 4 life. Activate only as a sorcery.", "2/1")
    s = scenario(src)
    s.battlefield(0, "Test Fairground")
    s.lands(0, "Plains", 2)
    s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Fairground") == []             # not from the battlefield
    card = s.graveyard(0, "Test Fairground")
    s.refresh()
    s.activate("Test Fairground")
    g = s.g
    assert [g.objects[o].card.name for o in g.exile] == ["Test Fairground"] and card not in g.players[0].graveyard
    resolve_stack(s)
    assert g.players[0].life == 24


def test_118_3_exile_two_cards_from_your_graveyard_needs_two_others():
    src = made_up("Test Atog", "Creature — Atog", "{1}{B}",
                  "Exile two cards from your graveyard: This creature gets +1/+1 until end of turn.", "1/2")
    s = scenario(src, BEAR)
    me = s.battlefield(0, "Test Atog")
    s.graveyard(0, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Atog") == []
    s.graveyard(0, "Test Bear")
    s.refresh()
    s.activate("Test Atog")
    resolve_stack(s)
    assert g.players[0].graveyard == [] and len(g.exile) == 2 and g.chars(me).power == 2


def test_118_3_exile_this_artifact_as_a_cost():
    src = made_up("Test Relic", "Artifact", "{1}", "Exile this artifact: You gain 2 life.")
    s = scenario(src)
    me = s.battlefield(0, "Test Relic")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Relic")
    assert me not in g.battlefield and [g.objects[o].zone for o in g.exile] == [EXILE]
    resolve_stack(s)
    assert g.players[0].life == 22


# ------------------------------------------------------------------ counters (122.8)
def test_122_8_remove_counters_only_when_there_are_enough():
    src = made_up("Test Battery", "Artifact", "{2}", "Remove two charge counters from this artifact: Draw a card.")
    s = scenario(src)
    me = s.battlefield(0, "Test Battery", counters={"charge": 1})
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Battery") == []
    g.objects[me].counters["charge"] = 3
    s.refresh()
    s.activate("Test Battery")
    assert g.objects[me].counters["charge"] == 1
    resolve_stack(s)
    assert len(g.players[0].hand) == 1


def test_122_8_remove_a_counter_from_a_creature_you_control():
    src = made_up("Test Feeder", "Artifact", "{2}", "Remove a +1/+1 counter from a creature you control: You gain 1 life.")
    s = scenario(src, BEAR)
    s.battlefield(0, "Test Feeder")
    s.battlefield(1, "Test Bear", counters={"+1/+1": 2})
    g = s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Feeder") == []                 # not from an opponent's creature
    mine = s.battlefield(0, "Test Bear", counters={"+1/+1": 1})
    s.refresh()
    s.activate("Test Feeder")
    assert "+1/+1" not in g.objects[mine].counters


def test_118_3_put_a_minus_counter_on_this_creature():
    src = made_up("Test Blight", "Creature — Horror", "{B}",
                  "Put a -1/-1 counter on this creature: You gain 1 life.", "2/2")
    s = scenario(src)
    me = s.battlefield(0, "Test Blight")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Blight")
    assert g.objects[me].counters.get("-1/-1") == 1
    resolve_stack(s)
    assert g.players[0].life == 21


# ------------------------------------------------------------------ return, mill
def test_118_3_return_a_land_you_control_to_its_owners_hand():
    src = made_up("Test Sweeper", "Artifact", "{2}",
                  "Return a land you control to its owner's hand: You gain 1 life.")
    s = scenario(src)
    s.battlefield(0, "Test Sweeper")
    land = s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Sweeper")
    assert land not in g.battlefield and [g.name(c) for c in g.players[0].hand] == ["Forest"]


def test_701_13_mill_a_card_as_a_cost_needs_a_library():
    src = made_up("Test Sifter", "Artifact", "{2}", "{T}, Mill a card: You gain 1 life.", keywords=("Mill",))
    s = scenario(src)
    s.battlefield(0, "Test Sifter")
    g = s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Sifter") == []
    s.library(0, "Forest")
    s.refresh()
    s.activate("Test Sifter")
    assert [g.name(c) for c in g.players[0].graveyard] == ["Forest"]


# ------------------------------------------------------------------ 602.5b restrictions
def test_602_5b_activate_only_once_each_turn():
    src = made_up("Test Once", "Artifact", "{1}", "{1}: You gain 1 life. Activate only once each turn.")
    s = scenario(src)
    s.battlefield(0, "Test Once")
    s.lands(0, "Plains", 3)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Once")
    resolve_stack(s)
    assert g.players[0].life == 21 and _activations(s, "Test Once") == []
    s.pass_until(Step.END)                 # still the same turn
    assert _activations(s, "Test Once") == []


def test_602_5b_once_each_turn_is_allowed_again_in_the_next_turn():
    src = made_up("Test Once", "Artifact", "{1}", "{1}: You gain 1 life. Activate only once each turn.")
    s = scenario(src)
    s.battlefield(0, "Test Once")
    s.lands(0, "Plains", 3)
    g = s.start(active=0, step=Step.END)
    s.activate("Test Once")
    resolve_stack(s)
    assert _activations(s, "Test Once") == []
    first = g.turns[0].id
    for _ in range(20):                    # pass into the opponent's upkeep, where player 0 gets priority
        if g.turns[0].id != first and s.decision.player == 0:
            break
        s.choose("pass")
    assert g.turns[0].active == 1 and g.turns[0].step == Step.UPKEEP
    assert len(_activations(s, "Test Once")) == 1


def test_602_5b_activate_only_during_your_turn():
    src = made_up("Test Mine", "Artifact", "{1}", "{T}: You gain 1 life. Activate only during your turn.")
    s = scenario(src)
    s.battlefield(0, "Test Mine")
    s.start(active=1, step=Step.MAIN1)
    s.choose("pass")
    assert s.decision.player == 0 and _activations(s, "Test Mine") == []


def test_602_5b_activate_only_once_ever_per_object():
    src = made_up("Test Pig", "Artifact", "{1}", "{1}: You gain 1 life. Activate only once.")
    s = scenario(src)
    s.battlefield(0, "Test Pig")
    s.lands(0, "Plains", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Pig")
    resolve_stack(s)
    assert g.players[0].life == 21 and _activations(s, "Test Pig") == []


@pytest.mark.parametrize("limit,active,step,offered", [
    ("{T}: You gain 1 life. Activate only during your upkeep.", 0, Step.UPKEEP, True),
    ("{T}: You gain 1 life. Activate only during your upkeep.", 0, Step.MAIN1, False),
    ("{T}: You gain 1 life. Activate only during combat.", 0, Step.BEGIN_COMBAT, True),
    ("{T}: You gain 1 life. Activate only during combat.", 0, Step.MAIN1, False),
    ("{T}: You gain 1 life. Activate only during your turn, before attackers are declared.", 0, Step.BEGIN_COMBAT, True),
    ("{T}: You gain 1 life. Activate only during your turn, before attackers are declared.", 0, Step.END, False),
    ("{T}: You gain 1 life. Activate only as an instant.", 0, Step.END, True),
    ("{T}: You gain 1 life. Activate only during your turn and only once each turn.", 0, Step.END, True),
    ("{T}: You gain 1 life. Activate only as a sorcery and only once each turn.", 0, Step.END, False),
    ("{T}: You gain 1 life. Activate only as a sorcery and only once.", 0, Step.MAIN1, True),
])
def test_602_5b_timing_restrictions(limit, active, step, offered):
    src = made_up("Test Limited", "Artifact", "{1}", limit)
    s = scenario(src)
    s.battlefield(0, "Test Limited")
    s.start(active=active, step=step)
    assert bool(_activations(s, "Test Limited")) is offered


@pytest.mark.parametrize("limit,times", [
    ("{1}: You gain 1 life. Activate no more than twice each turn.", 2),
    ("{1}: You gain 1 life. Activate only as a sorcery and only once each turn.", 1),
    ("{1}: You gain 1 life. Activate only during your turn and only once each turn.", 1),
    ("{1}: You gain 1 life. Activate only as a sorcery and only once.", 1),
])
def test_602_5b_count_restrictions(limit, times):
    src = made_up("Test Counted", "Artifact", "{1}", limit)
    s = scenario(src)
    s.battlefield(0, "Test Counted")
    s.lands(0, "Plains", 4)
    g = s.start(active=0, step=Step.MAIN1)
    for _ in range(times):
        s.activate("Test Counted")
        resolve_stack(s)
    assert g.players[0].life == 20 + times and _activations(s, "Test Counted") == []


def test_118_3_sacrifice_a_creature_with_a_keyword():
    src = made_up("Test Wallbreaker", "Artifact", "{1}", "Sacrifice a creature with defender: You gain 3 life.")
    wall = made_up("Test Wall", "Creature — Wall", "{1}", "Defender", "0/4", ("Defender",))
    s = scenario(src, wall, BEAR)
    s.battlefield(0, "Test Wallbreaker")
    s.battlefield(0, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    assert _activations(s, "Test Wallbreaker") == []
    w = s.battlefield(0, "Test Wall")
    s.refresh()
    s.activate("Test Wallbreaker")
    resolve_stack(s)
    assert w not in g.battlefield and g.players[0].life == 23


# ------------------------------------------------------------------ 605.3: mana abilities with other costs
def _paid_by(src, cost: str, *others: str):
    """Cast a made-up sorcery of mana cost ``cost`` with ``src`` (and ``others``) as the only mana sources."""
    spell = made_up("Test Sip", "Sorcery", cost, "You gain 5 life.")
    s = scenario(src, spell)
    me = s.battlefield(0, src.name)
    for name in others:
        s.battlefield(0, name)
    s.hand(0, "Test Sip")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Sip")
    resolve_stack(s)
    assert g.players[0].life == 25
    return s, g, me


def test_605_3a_a_tap_mana_ability_with_a_mana_cost_pays_while_casting():
    s, g, me = _paid_by(made_up("Test Bog", "Land", None, "{1}, {T}: Add {B}{G}."), "{B}{G}", "Plains")
    assert g.objects[me].tapped and not any(g.players[0].pool.amounts.values())   # 605.3b: no stack, all spent


def test_605_3a_a_tap_and_sacrifice_mana_ability_pays_while_casting():
    s, g, me = _paid_by(made_up("Test Petal", "Artifact", "{0}", "{T}, Sacrifice this artifact: Add one mana of any "
                                "color."), "{U}")
    assert me not in g.battlefield


def test_605_3a_a_sacrifice_mana_ability_without_tap_pays_while_casting():
    s, g, me = _paid_by(made_up("Test Petal", "Artifact", "{0}", "Sacrifice this artifact: Add one mana of any color."),
                        "{U}")
    assert me not in g.battlefield


def test_605_3a_the_payer_uses_a_sacrifice_ability_adding_two_mana():
    src = made_up("Test Basal", "Creature — Thrull", "{B}{B}", "{T}, Sacrifice this creature: Add {B}{B}.", "1/1")
    s, g, me = _paid_by(src, "{B}{B}")
    assert me not in g.battlefield


def test_602_5b_a_limited_mana_ability():
    src = made_up("Test Devotee", "Creature — Druid", "{1}{G}",
                  "{1}: Add {B}, {G}, or {U}. Activate only once each turn.", "1/1")
    s = scenario(src)
    s.battlefield(0, "Test Devotee")
    s.lands(0, "Forest", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Devotee")
    s.choose("mana_kind", value="U")
    assert g.players[0].pool.amounts["U"] == 1 and _activations(s, "Test Devotee") == []


def test_mana_ability_paid_only_with_what_it_adds_is_refused():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Loop", "manaCost": "{1}", "type": "Artifact", "layout": "normal", "text": "{1}: Add {R}.",
             "types": ["Artifact"], "supertypes": [], "subtypes": [], "keywords": [], "power": None,
             "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "loop" in blocked[0]


# ------------------------------------------------------------------ real cards from the corpus
def _real(name: str):
    from .real_cards import real
    return real(name)


def test_real_fallen_angel_sacrifices_a_creature_for_plus_two_plus_one():
    angel = _real("Fallen Angel")               # Flying; Sacrifice a creature: This creature gets +2/+1 until end of turn.
    s = scenario(angel, BEAR)
    me = s.battlefield(0, "Fallen Angel")
    s.battlefield(0, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Fallen Angel")
    s.choose("cost_object", value=next(o for o in g.battlefield if g.name(o) == "Test Bear"))
    resolve_stack(s)
    assert (g.chars(me).power, g.chars(me).toughness) == (5, 4)


def test_real_sage_of_lat_nam_taps_and_sacrifices_an_artifact_to_draw():
    sage = _real("Sage of Lat-Nam")             # {T}, Sacrifice an artifact: Draw a card.
    s = scenario(sage, ROCK)
    me = s.battlefield(0, "Sage of Lat-Nam")
    rock = s.battlefield(0, "Test Rock")
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Sage of Lat-Nam")
    resolve_stack(s)
    assert g.objects[me].tapped and rock not in g.battlefield and len(g.players[0].hand) == 1


def test_real_sulfur_vent_sacrifices_itself_for_two_colours():
    vent = _real("Sulfur Vent")                 # {T}: Add {B}. / {T}, Sacrifice this land: Add {U}{R}.
    s, g, me = _paid_by(vent, "{U}{R}")
    assert me not in g.battlefield and sorted(g.name(c) for c in g.players[0].graveyard) == ["Sulfur Vent", "Test Sip"]


def test_real_thunderhead_gunner_loots_as_a_sorcery_once_each_turn():
    gunner = _real("Thunderhead Gunner")        # Discard a card: Draw a card. Activate only as a sorcery and only once each turn.
    s = scenario(gunner, BEAR)
    s.battlefield(0, "Thunderhead Gunner")
    s.hand(0, "Test Bear", "Test Bear")
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Thunderhead Gunner")
    s.choose("cost_object")
    resolve_stack(s)
    assert sorted(g.name(c) for c in g.players[0].hand) == ["Forest", "Test Bear"]
    assert _activations(s, "Thunderhead Gunner") == []
    assert GRAVEYARD == g.objects[g.players[0].graveyard[0]].zone


def test_106_4_a_tap_ability_adding_two_colours_at_once_pays_both():
    s, g, me = _paid_by(made_up("Test Karoo", "Land", None, "{T}: Add {R}{G}."), "{R}{G}")
    assert g.objects[me].tapped
