"""Hand-written planeswalkers with emblems (114) and "up to one target" (115.6), each ability tested from its oracle
text on a scenario built for it: Elspeth, Knight-Errant; Elspeth, Sun's Champion; Ob Nixilis Reignited; Nissa, Voice
of Zendikar; Teferi, Timebender; Ajani, Inspiring Leader; Professor Dellian Fel; Garruk, Cursed Huntsman; Mu Yanling;
Chandra, Gremlin Wrangler; Ob Nixilis, the Hate-Twisted; Ajani, Wise Counselor; Ajani, Caller of the Pride; Vivien of
the Arkbow; Huatli, Dinosaur Knight; Liliana, Death Mage; Vraska, Regal Gorgon; Garruk, Primal Hunter;
Sarkhan, Dragonsoul; Deb Thomas; Huatli, Radiant Champion; Koth, Fire of Resistance; Elspeth
Tirel; Ajani, the Greathearted; Ashiok, Sculptor of Fears; Chandra, Novice Pyromancer; Chandra, Bold Pyromancer;
Tibalt, the Fiend-Blooded; Nissa Revane; Liliana, Death Wielder; Domri Rade."""
from manamelee.engine import zones
from manamelee.engine.constants import COMMAND, EXILE, GRAVEYARD, Step
from manamelee.engine.emblems import emblems_of
from manamelee.scenario import Scenario

from .pool_helpers import grave_names, hand_names, resolve_stack


def walker(name, *others, players=2, loyalty=None, library=3):
    s = Scenario(players)
    pw = s.battlefield(0, name, counters={"loyalty": loyalty} if loyalty else None)
    ids = [s.battlefield(q, n) for q, n in others]
    for p in range(players):
        s.library(p, *["Island"] * library)
    s.start(active=0, step=Step.MAIN1)
    return s, pw, ids


def loyalty(s, oid):
    return s.g.objects[oid].counters.get("loyalty", 0)


def pt(s, oid):
    c = s.chars(oid)
    return c.power, c.toughness


# ----------------------------------------------------------------------------- Elspeth, Knight-Errant
def test_elspeth_knight_errant_plus_1_creates_a_1_1_soldier():
    s, pw, _ = walker("Elspeth, Knight-Errant")
    s.activate("Elspeth", index=0)
    resolve_stack(s)
    (soldier,) = s.on_battlefield("Soldier", 0)
    assert pt(s, soldier) == (1, 1) and loyalty(s, pw) == 5


def test_elspeth_knight_errant_plus_1_target_creature_gets_3_3_and_flying():
    s, pw, (bear,) = walker("Elspeth, Knight-Errant", (0, "Grizzly Bears"))
    s.activate("Elspeth", bear, index=1)
    resolve_stack(s)
    assert pt(s, bear) == (5, 5) and "Flying" in s.chars(bear).keywords


def test_elspeth_knight_errant_minus_8_emblem_makes_your_permanents_indestructible():
    s, pw, (bear, land, theirs) = walker("Elspeth, Knight-Errant", (0, "Grizzly Bears"), (0, "Plains"),
                                         (1, "Grizzly Bears"), loyalty=8)
    s.activate("Elspeth", index=2)
    resolve_stack(s)
    assert emblems_of(s.g, 0) and pw not in s.g.objects            # 8 - 8 = 0 loyalty (704.5i); the emblem stays
    assert "Indestructible" in s.chars(bear).keywords and "Indestructible" in s.chars(land).keywords
    assert "Indestructible" not in s.chars(theirs).keywords


# ----------------------------------------------------------------------------- Elspeth, Sun's Champion
def test_elspeth_suns_champion_plus_1_three_soldiers():
    s, pw, _ = walker("Elspeth, Sun's Champion")
    s.activate("Elspeth", index=0)
    resolve_stack(s)
    assert len(s.on_battlefield("Soldier", 0)) == 3


def test_elspeth_suns_champion_minus_3_destroys_only_power_4_or_greater():
    s, pw, (bear, big) = walker("Elspeth, Sun's Champion", (1, "Grizzly Bears"), (1, "Craw Wurm"))
    s.activate("Elspeth", index=1)
    resolve_stack(s)
    assert bear in s.g.objects and "Craw Wurm" in grave_names(s.g, 1)


def test_elspeth_suns_champion_minus_7_emblem_plus_2_2_and_flying():
    s, pw, (bear,) = walker("Elspeth, Sun's Champion", (0, "Grizzly Bears"), loyalty=9)
    s.activate("Elspeth", index=2)
    resolve_stack(s)
    assert pt(s, bear) == (4, 4) and "Flying" in s.chars(bear).keywords


# ----------------------------------------------------------------------------- Ob Nixilis Reignited
def test_ob_nixilis_reignited_plus_1_draw_and_lose_1_life():
    s, pw, _ = walker("Ob Nixilis Reignited")
    s.activate("Ob Nixilis", index=0)
    resolve_stack(s)
    assert len(hand_names(s.g, 0)) == 1 and s.g.players[0].life == 19


def test_ob_nixilis_reignited_minus_8_opponent_gets_the_emblem_and_loses_2_per_draw():
    s, pw, _ = walker("Ob Nixilis Reignited", loyalty=8)
    s.activate("Ob Nixilis", ("player", 1), index=2)
    resolve_stack(s)
    (e,) = emblems_of(s.g)
    assert s.g.objects[e].owner == 1 and s.g.objects[e].zone == COMMAND          # 114.2: that player's emblem
    zones.draw(s.g, 0)                                   # "whenever a player draws": the emblem's owner loses 2
    s.pass_priority()
    resolve_stack(s)
    assert s.g.players[1].life == 18 and s.g.players[0].life == 20


# ----------------------------------------------------------------------------- Nissa, Voice of Zendikar
def test_nissa_voice_of_zendikar_minus_2_counter_on_each_creature_you_control():
    s, pw, (a, b) = walker("Nissa, Voice of Zendikar", (0, "Grizzly Bears"), (1, "Grizzly Bears"))
    s.activate("Nissa", index=1)
    resolve_stack(s)
    assert pt(s, a) == (3, 3) and pt(s, b) == (2, 2)


def test_nissa_voice_of_zendikar_minus_7_x_life_and_cards_for_lands():
    s, pw, _ = walker("Nissa, Voice of Zendikar", (0, "Forest"), (0, "Forest"), (1, "Forest"), loyalty=7)
    s.activate("Nissa", index=2)
    resolve_stack(s)
    assert s.g.players[0].life == 22 and len(hand_names(s.g, 0)) == 2


# ----------------------------------------------------------------------------- Teferi, Timebender
def test_teferi_timebender_plus_2_untaps_up_to_one_or_none():
    s, pw, (bear,) = walker("Teferi, Timebender", (0, "Grizzly Bears"))
    s.g.objects[bear].tapped = True
    s.activate("Teferi", bear, index=0)
    resolve_stack(s)
    assert not s.g.objects[bear].tapped and loyalty(s, pw) == 7
    s2, pw2, _ = walker("Teferi, Timebender")
    s2.activate("Teferi", index=0)
    s2.choose("no_target")                                # 115.6: zero targets
    resolve_stack(s2)
    assert loyalty(s2, pw2) == 7


def test_teferi_timebender_minus_9_takes_an_extra_turn():
    s, pw, _ = walker("Teferi, Timebender", loyalty=9)
    s.activate("Teferi", index=2)
    resolve_stack(s)
    assert s.g.extra_turns == [0]


# ----------------------------------------------------------------------------- Ajani, Inspiring Leader
def test_ajani_inspiring_leader_plus_2_life_and_two_counters_on_up_to_one():
    s, pw, (bear,) = walker("Ajani, Inspiring Leader", (0, "Grizzly Bears"))
    s.activate("Ajani", bear, index=0)
    resolve_stack(s)
    assert pt(s, bear) == (4, 4) and s.g.players[0].life == 22


def test_ajani_inspiring_leader_minus_3_exiles_and_its_controller_gains_2():
    s, pw, (bear,) = walker("Ajani, Inspiring Leader", (1, "Grizzly Bears"))
    s.activate("Ajani", bear, index=1)
    resolve_stack(s)
    assert s.zone_of("Grizzly Bears")[0][0] == EXILE and s.g.players[1].life == 22 and s.g.players[0].life == 20


# ----------------------------------------------------------------------------- Professor Dellian Fel
def test_professor_dellian_fel_minus_6_emblem_drains_target_opponent_when_you_gain_life():
    from manamelee.engine.damage import gain_life
    s, pw, _ = walker("Professor Dellian Fel", loyalty=10)
    s.activate("Dellian", index=3)
    resolve_stack(s)
    assert emblems_of(s.g, 0) and s.g.players[1].life == 20
    gain_life(s.g, 0, 3)                   # the emblem's ability triggers (114.4) ...
    s.pass_priority()
    if s.decision.kind == "target":        # ... and targets the opponent (603.3d)
        s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert s.g.players[1].life == 17 and s.g.players[0].life == 23


# ----------------------------------------------------------------------------- Garruk, Cursed Huntsman
def test_garruk_cursed_huntsman_wolf_dying_puts_a_loyalty_counter_on_garruk():
    s, pw, _ = walker("Garruk, Cursed Huntsman")
    s.activate("Garruk", index=0)
    resolve_stack(s)
    wolves = s.on_battlefield("Wolf", 0)
    assert len(wolves) == 2 and loyalty(s, pw) == 5
    zones.move(s.g, wolves[0], GRAVEYARD)
    s.pass_priority()
    resolve_stack(s)
    assert loyalty(s, pw) == 6


def test_garruk_cursed_huntsman_minus_6_emblem_plus_3_3_trample():
    s, pw, (bear,) = walker("Garruk, Cursed Huntsman", (0, "Grizzly Bears"), loyalty=6)
    s.activate("Garruk", index=2)
    resolve_stack(s)
    assert pt(s, bear) == (5, 5) and "Trample" in s.chars(bear).keywords


# ----------------------------------------------------------------------------- Mu Yanling
def test_mu_yanling_plus_2_target_creature_cant_be_blocked_this_turn():
    from manamelee.engine.combat import can_block
    s, pw, (bear, wall) = walker("Mu Yanling", (0, "Grizzly Bears"), (1, "Grizzly Bears"))
    s.activate("Mu Yanling", bear, index=0)
    resolve_stack(s)
    assert not can_block(s.g, wall, bear) and loyalty(s, pw) == 7


def test_mu_yanling_minus_10_taps_opponents_creatures_and_takes_an_extra_turn():
    s, pw, (mine, theirs) = walker("Mu Yanling", (0, "Grizzly Bears"), (1, "Grizzly Bears"), loyalty=10)
    s.activate("Mu Yanling", index=2)
    resolve_stack(s)
    assert s.g.objects[theirs].tapped and not s.g.objects[mine].tapped and s.g.extra_turns == [0]


# ----------------------------------------------------------------------------- Chandra, Gremlin Wrangler
def test_chandra_gremlin_wrangler_plus_1_gremlin_and_minus_2_x_damage_for_gremlins_you_control():
    from manamelee.cards.sets.pool_planeswalkers import GREMLIN
    s, pw, _ = walker("Chandra, Gremlin Wrangler")
    s.activate("Chandra", index=0)          # +1: a 2/2 Gremlin
    resolve_stack(s)
    (gremlin,) = s.on_battlefield("Gremlin", 0)
    assert pt(s, gremlin) == (2, 2) and loyalty(s, pw) == 4
    s2, pw2, _ = walker("Chandra, Gremlin Wrangler")
    for _ in range(3):
        zones.create_token(s2.g, 0, GREMLIN)
    zones.create_token(s2.g, 1, GREMLIN)    # not yours: not counted
    s2.refresh()
    s2.activate("Chandra", ("player", 1), index=1)
    resolve_stack(s2)
    assert s2.g.players[1].life == 17


# ----------------------------------------------------------------------------- Ob Nixilis, the Hate-Twisted
def test_ob_nixilis_hate_twisted_opponent_draw_deals_1_and_minus_2_destroy_controller_draws_two():
    s, pw, (bear,) = walker("Ob Nixilis, the Hate-Twisted", (1, "Grizzly Bears"))
    s.activate("Ob Nixilis", bear, index=0)
    resolve_stack(s)
    assert "Grizzly Bears" in grave_names(s.g, 1) and len(hand_names(s.g, 1)) == 2
    assert s.g.players[1].life == 18 and s.g.players[0].life == 20     # two draws: two triggers


# ----------------------------------------------------------------------------- Ajani, Wise Counselor
def test_ajani_wise_counselor_plus_2_life_per_creature_and_minus_9_counters_equal_to_life():
    s, pw, (a, b) = walker("Ajani, Wise Counselor", (0, "Grizzly Bears"), (0, "Grizzly Bears"))
    s.activate("Ajani", index=0)
    resolve_stack(s)
    assert s.g.players[0].life == 22
    s2, pw2, (bear,) = walker("Ajani, Wise Counselor", (0, "Grizzly Bears"), loyalty=9)
    s2.life(0, 7)
    s2.activate("Ajani", bear, index=2)
    resolve_stack(s2)
    assert pt(s2, bear) == (9, 9)


# ----------------------------------------------------------------------------- Ajani, Caller of the Pride
def test_ajani_caller_of_the_pride_minus_8_x_cats_for_your_life_total():
    s, pw, _ = walker("Ajani, Caller of the Pride", loyalty=8)
    s.life(0, 3)
    s.activate("Ajani", index=2)
    resolve_stack(s)
    assert len(s.on_battlefield("Cat", 0)) == 3


def test_ajani_caller_of_the_pride_plus_1_counter_on_up_to_one_target():
    s, pw, (bear,) = walker("Ajani, Caller of the Pride", (0, "Grizzly Bears"))
    s.activate("Ajani", bear, index=0)
    resolve_stack(s)
    assert pt(s, bear) == (3, 3) and loyalty(s, pw) == 5


# ----------------------------------------------------------------------------- Vivien of the Arkbow
def test_vivien_of_the_arkbow_minus_3_your_creature_deals_its_power_one_sided():
    s, pw, (wurm, bear) = walker("Vivien of the Arkbow", (0, "Craw Wurm"), (1, "Grizzly Bears"))
    s.activate("Vivien", wurm, bear, index=1)
    resolve_stack(s)
    assert "Grizzly Bears" in grave_names(s.g, 1) and s.g.objects[wurm].damage == 0      # one-sided


def test_vivien_of_the_arkbow_minus_9_plus_4_4_and_trample():
    s, pw, (bear,) = walker("Vivien of the Arkbow", (0, "Grizzly Bears"), loyalty=9)
    s.activate("Vivien", index=2)
    resolve_stack(s)
    assert pt(s, bear) == (6, 6) and "Trample" in s.chars(bear).keywords


# ----------------------------------------------------------------------------- Huatli, Dinosaur Knight
def test_huatli_dinosaur_knight_targets_only_dinosaurs_you_control():
    s, pw, (bear,) = walker("Huatli, Dinosaur Knight", (0, "Grizzly Bears"))
    s.activate("Huatli", index=0)
    assert [o.kind for o in s.decision.options if o.kind != "cancel"] == ["no_target"]    # a Bear isn't a Dinosaur
    s.choose("no_target")
    resolve_stack(s)
    assert pt(s, bear) == (2, 2) and loyalty(s, pw) == 6


# ----------------------------------------------------------------------------- Liliana, Death Mage
def test_liliana_death_mage_plus_1_returns_up_to_one_creature_card_to_hand():
    s, pw, _ = walker("Liliana, Death Mage")
    s.graveyard(0, "Grizzly Bears")
    s.refresh()
    s.activate("Liliana", index=0)
    s.choose("target", label="Grizzly Bears")
    resolve_stack(s)
    assert hand_names(s.g, 0) == ["Grizzly Bears"]


def test_liliana_death_mage_minus_7_two_life_per_creature_card_in_their_graveyard():
    s, pw, _ = walker("Liliana, Death Mage", loyalty=7)
    s.graveyard(1, "Grizzly Bears", "Craw Wurm", "Island")
    s.refresh()
    s.activate("Liliana", ("player", 1), index=2)
    resolve_stack(s)
    assert s.g.players[1].life == 16


def test_liliana_death_mage_minus_3_destroy_and_its_controller_loses_2():
    s, pw, (bear,) = walker("Liliana, Death Mage", (1, "Grizzly Bears"))
    s.activate("Liliana", bear, index=1)
    resolve_stack(s)
    assert "Grizzly Bears" in grave_names(s.g, 1) and s.g.players[1].life == 18


# ----------------------------------------------------------------------------- Vraska, Regal Gorgon
def test_vraska_regal_gorgon_minus_10_counters_for_each_creature_card_in_your_graveyard():
    s, pw, (bear, theirs) = walker("Vraska, Regal Gorgon", (0, "Grizzly Bears"), (1, "Grizzly Bears"), loyalty=10)
    s.graveyard(0, "Grizzly Bears", "Craw Wurm", "Island")
    s.refresh()
    s.activate("Vraska", index=2)
    resolve_stack(s)
    assert pt(s, bear) == (4, 4) and pt(s, theirs) == (2, 2)


def test_vraska_regal_gorgon_plus_2_counter_and_menace():
    s, pw, (bear,) = walker("Vraska, Regal Gorgon", (0, "Grizzly Bears"))
    s.activate("Vraska", bear, index=0)
    resolve_stack(s)
    assert pt(s, bear) == (3, 3) and "Menace" in s.chars(bear).keywords


# ----------------------------------------------------------------------------- Garruk, Primal Hunter
def test_garruk_primal_hunter_minus_3_draws_the_greatest_power_and_minus_6_wurms_per_land():
    s, pw, _ = walker("Garruk, Primal Hunter", (0, "Grizzly Bears"), (0, "Craw Wurm"), (1, "Craw Wurm"), loyalty=3,
                      library=8)
    s.activate("Garruk", index=1)
    resolve_stack(s)
    assert len(hand_names(s.g, 0)) == 6                 # Craw Wurm's power
    s2, pw2, _ = walker("Garruk, Primal Hunter", (0, "Forest"), (0, "Forest"), (1, "Forest"), loyalty=6)
    s2.activate("Garruk", index=2)
    resolve_stack(s2)
    assert [pt(s2, w) for w in s2.on_battlefield("Wurm", 0)] == [(6, 6), (6, 6)]


# ----------------------------------------------------------------------------- Sarkhan, Dragonsoul
def test_sarkhan_dragonsoul_plus_2_one_damage_to_each_opponent_and_their_creatures():
    s, pw, (mine, theirs) = walker("Sarkhan, Dragonsoul", (0, "Grizzly Bears"), (1, "Grizzly Bears"))
    s.activate("Sarkhan", index=0)
    resolve_stack(s)
    assert s.g.players[1].life == 19 and s.g.players[0].life == 20
    assert s.g.objects[theirs].damage == 1 and s.g.objects[mine].damage == 0


def test_sarkhan_dragonsoul_minus_9_puts_any_number_of_dragons_onto_the_battlefield():
    s = Scenario(2)
    s.battlefield(0, "Sarkhan, Dragonsoul", counters={"loyalty": 9})
    s.library(0, "Shivan Dragon", "Shivan Dragon", "Grizzly Bears")
    s.library(1, "Island")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Sarkhan", index=2)
    s.pass_priority(2)
    for _ in range(2):
        s.choose("card", label="Shivan Dragon")
    s.choose("none")
    resolve_stack(s)
    assert len(s.on_battlefield("Shivan Dragon", 0)) == 2


# ----------------------------------------------------------------------------- Deb Thomas
def test_deb_thomas_employee_entering_adds_loyalty_and_minus_x_pumps_employees():
    s, pw, _ = walker("Deb Thomas")
    s.activate("Deb Thomas", index=0)
    resolve_stack(s)
    (emp,) = s.on_battlefield("Employee", 0)
    assert loyalty(s, pw) == 5              # 3 + 1 (cost) + 1 (an Employee entered under your control)
    s2, pw2, (bear,) = walker("Deb Thomas", (0, "Grizzly Bears"))
    from manamelee.cards.sets.pool_planeswalkers import EMPLOYEE
    emp2 = zones.create_token(s2.g, 0, EMPLOYEE)
    s2.pass_priority()
    resolve_stack(s2)
    assert loyalty(s2, pw2) == 4
    s2.activate("Deb Thomas", index=1)
    s2.choose("x", value=2)
    resolve_stack(s2)
    assert pt(s2, emp2) == (3, 1) and pt(s2, bear) == (2, 2)


# ----------------------------------------------------------------------------- Huatli, Radiant Champion
def test_huatli_radiant_champion_plus_1_loyalty_per_creature_and_minus_1_pump_x():
    s, pw, (a, b, c) = walker("Huatli, Radiant Champion", (0, "Grizzly Bears"), (0, "Grizzly Bears"),
                              (1, "Grizzly Bears"))
    s.activate("Huatli", index=0)
    resolve_stack(s)
    assert loyalty(s, pw) == 3 + 1 + 2
    s2, pw2, (d, e) = walker("Huatli, Radiant Champion", (0, "Grizzly Bears"), (0, "Grizzly Bears"))
    s2.activate("Huatli", d, index=1)
    resolve_stack(s2)
    assert pt(s2, d) == (4, 4)


def test_huatli_radiant_champion_minus_8_emblem_may_draw_when_a_creature_you_control_enters():
    s, pw, _ = walker("Huatli, Radiant Champion", loyalty=8)
    s.activate("Huatli", index=2)
    resolve_stack(s)
    assert emblems_of(s.g, 0) and hand_names(s.g, 0) == []
    from manamelee.cards.sets.pool_planeswalkers import GREMLIN
    zones.create_token(s.g, 0, GREMLIN)
    s.pass_priority()
    while s.decision.kind != "priority" or any(t.stack for t in s.g.turns):
        d = s.decision
        if d.kind == "yes_no":
            s.choose(value=True)
        else:
            s.pass_priority()
    assert len(hand_names(s.g, 0)) == 1


# ----------------------------------------------------------------------------- Koth, Fire of Resistance
def test_koth_fire_of_resistance_minus_3_damage_equal_to_mountains_you_control():
    s, pw, (m1, m2, bear, theirs) = walker("Koth, Fire of Resistance", (0, "Mountain"), (0, "Mountain"),
                                           (1, "Grizzly Bears"), (1, "Mountain"))
    s.activate("Koth", bear, index=1)
    resolve_stack(s)
    assert "Grizzly Bears" in grave_names(s.g, 1)


def test_koth_fire_of_resistance_minus_7_emblem_deals_4_when_a_mountain_you_control_enters():
    s, pw, _ = walker("Koth, Fire of Resistance", loyalty=7)
    s.activate("Koth", index=2)
    resolve_stack(s)
    s.hand(0, "Mountain")
    s.refresh()
    s.choose("land", label="Mountain")
    s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert s.g.players[1].life == 16


# ----------------------------------------------------------------------------- Elspeth Tirel
def test_elspeth_tirel_minus_5_destroys_all_other_permanents_except_lands_and_tokens():
    from manamelee.cards.sets.pool_planeswalkers import SOLDIER
    s, pw, (bear, land, other_pw) = walker("Elspeth Tirel", (1, "Grizzly Bears"), (1, "Forest"), (1, "Jace Beleren"),
                                           loyalty=6)
    tok = zones.create_token(s.g, 0, SOLDIER)
    s.refresh()
    s.activate("Elspeth Tirel", index=2)
    resolve_stack(s)
    assert bear not in s.g.objects and other_pw not in s.g.objects
    assert land in s.g.objects and tok in s.g.objects
    assert pw in s.g.objects and loyalty(s, pw) == 1                # "other": Elspeth herself stays


def test_elspeth_tirel_plus_2_one_life_per_creature_you_control():
    s, pw, _ = walker("Elspeth Tirel", (0, "Grizzly Bears"), (0, "Grizzly Bears"), (1, "Grizzly Bears"))
    s.activate("Elspeth Tirel", index=0)
    resolve_stack(s)
    assert s.g.players[0].life == 22


# ----------------------------------------------------------------------------- Ajani, the Greathearted
def test_ajani_the_greathearted_vigilance_and_minus_2_counters_on_other_planeswalkers_only():
    s, pw, (bear, jace) = walker("Ajani, the Greathearted", (0, "Grizzly Bears"), (0, "Jace Beleren"))
    assert "Vigilance" in s.chars(bear).keywords
    s.activate("Ajani", index=1)
    resolve_stack(s)
    assert pt(s, bear) == (3, 3) and loyalty(s, jace) == 4 and loyalty(s, pw) == 3


# ----------------------------------------------------------------------------- Ashiok, Sculptor of Fears
def test_ashiok_sculptor_of_fears_minus_5_reanimates_from_any_graveyard_under_your_control():
    s, pw, _ = walker("Ashiok, Sculptor of Fears", loyalty=5)
    wurm = s.graveyard(1, "Craw Wurm")
    s.refresh()
    s.activate("Ashiok", ("obj", wurm), index=1)
    resolve_stack(s)
    (w,) = s.on_battlefield("Craw Wurm")
    assert s.g.controller(w) == 0 and s.g.objects[w].owner == 1


def test_ashiok_sculptor_of_fears_minus_11_gains_control_of_all_their_creatures_for_good():
    s, pw, (a, b, c) = walker("Ashiok, Sculptor of Fears", (1, "Grizzly Bears"), (1, "Craw Wurm"), (2, "Grizzly Bears"),
                              players=3, loyalty=11)
    s.activate("Ashiok", ("player", 1), index=2)
    resolve_stack(s)
    assert s.g.controller(a) == 0 and s.g.controller(b) == 0 and s.g.controller(c) == 2
    s.pass_until(Step.END)
    s.pass_until(Step.UPKEEP)               # past the cleanup step: not "until end of turn"
    assert s.g.controller(a) == 0


# ----------------------------------------------------------------------------- Chandra, Novice Pyromancer
def test_chandra_novice_pyromancer_minus_1_adds_rr_to_the_pool():
    s, pw, _ = walker("Chandra, Novice Pyromancer")
    s.activate("Chandra", index=1)
    resolve_stack(s)
    assert s.g.players[0].pool.amounts["R"] == 2 and loyalty(s, pw) == 4


# ----------------------------------------------------------------------------- Chandra, Bold Pyromancer
def test_chandra_bold_pyromancer_minus_7_ten_to_player_and_their_creatures_and_planeswalkers():
    s, pw, (bear, jace, mine) = walker("Chandra, Bold Pyromancer", (1, "Grizzly Bears"), (1, "Jace Beleren"),
                                       (0, "Grizzly Bears"), loyalty=7)
    s.activate("Chandra", ("player", 1), index=2)
    resolve_stack(s)
    assert s.g.players[1].life == 10 and bear not in s.g.objects and jace not in s.g.objects and mine in s.g.objects


def test_chandra_bold_pyromancer_plus_1_adds_rr_and_deals_2_to_target_player():
    s, pw, _ = walker("Chandra, Bold Pyromancer")
    s.activate("Chandra", ("player", 1), index=0)
    resolve_stack(s)
    assert s.g.players[0].pool.amounts["R"] == 2 and s.g.players[1].life == 18


# ----------------------------------------------------------------------------- Tibalt, the Fiend-Blooded
def test_tibalt_fiend_blooded_minus_4_damage_equal_to_cards_in_target_players_hand():
    s, pw, _ = walker("Tibalt, the Fiend-Blooded", loyalty=4)
    s.hand(1, "Island", "Island", "Island")
    s.refresh()
    s.activate("Tibalt", ("player", 1), index=1)
    resolve_stack(s)
    assert s.g.players[1].life == 17


def test_tibalt_fiend_blooded_minus_6_gains_control_of_all_creatures_until_end_of_turn():
    s, pw, (a, b) = walker("Tibalt, the Fiend-Blooded", (1, "Grizzly Bears"), (1, "Craw Wurm"), loyalty=6)
    s.g.objects[a].tapped = True
    s.activate("Tibalt", index=2)
    resolve_stack(s)
    assert s.g.controller(a) == 0 and s.g.controller(b) == 0 and not s.g.objects[a].tapped
    assert "Haste" in s.chars(b).keywords
    s.pass_until(Step.END)
    s.pass_until(Step.UPKEEP)
    assert s.g.controller(a) == 1                     # "until end of turn" (514.2)


# ----------------------------------------------------------------------------- Nissa Revane
def test_nissa_revane_plus_1_two_life_per_elf_and_minus_7_elves_onto_the_battlefield():
    s, pw, _ = walker("Nissa Revane", (0, "Llanowar Elves"), (0, "Llanowar Elves"), (0, "Grizzly Bears"))
    s.activate("Nissa", index=1)
    resolve_stack(s)
    assert s.g.players[0].life == 24
    s2 = Scenario(2)
    s2.battlefield(0, "Nissa Revane", counters={"loyalty": 7})
    s2.library(0, "Llanowar Elves", "Llanowar Elves", "Grizzly Bears")
    s2.library(1, "Island")
    s2.start(active=0, step=Step.MAIN1)
    s2.activate("Nissa", index=2)
    s2.pass_priority(2)
    s2.choose("card", label="Llanowar Elves")
    s2.choose("card", label="Llanowar Elves")
    d = s2.decision
    if d.kind == "search":
        s2.choose("none")
    resolve_stack(s2)
    assert len(s2.on_battlefield("Llanowar Elves", 0)) == 2


# ----------------------------------------------------------------------------- Liliana, Death Wielder
def test_liliana_death_wielder_minus_3_needs_a_creature_with_a_minus_counter():
    s, pw, (bear, wurm) = walker("Liliana, Death Wielder", (1, "Grizzly Bears"), (1, "Craw Wurm"))
    s.g.objects[wurm].counters["-1/-1"] = 1
    s.refresh()
    s.activate("Liliana", index=1)
    assert [o.value for o in s.decision.options if o.kind == "target"] == [("obj", wurm)]
    s.choose("target", value=("obj", wurm))
    resolve_stack(s)
    assert "Craw Wurm" in grave_names(s.g, 1) and bear in s.g.objects


def test_liliana_death_wielder_minus_10_returns_all_creature_cards_from_your_graveyard():
    s, pw, _ = walker("Liliana, Death Wielder", loyalty=11)
    s.graveyard(0, "Grizzly Bears", "Craw Wurm", "Island")
    s.graveyard(1, "Grizzly Bears")
    s.refresh()
    s.activate("Liliana", index=2)
    resolve_stack(s)
    assert sorted(s.names(s.on_battlefield("Grizzly Bears") + s.on_battlefield("Craw Wurm"))) == \
        ["Craw Wurm", "Grizzly Bears"]
    assert grave_names(s.g, 0) == ["Island"] and grave_names(s.g, 1) == ["Grizzly Bears"]     # yours only


# ----------------------------------------------------------------------------- Domri Rade
def test_domri_rade_plus_1_may_take_a_creature_from_the_top():
    s = Scenario(2)
    pw = s.battlefield(0, "Domri Rade")
    s.library(0, "Grizzly Bears", "Island")
    s.library(1, "Island")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Domri", index=0)
    s.pass_priority(2)
    s.choose(value=True)
    resolve_stack(s)
    assert hand_names(s.g, 0) == ["Grizzly Bears"] and loyalty(s, pw) == 4


def test_domri_rade_minus_2_fights_and_minus_7_emblem():
    s, pw, (wurm, bear) = walker("Domri Rade", (0, "Craw Wurm"), (1, "Grizzly Bears"), loyalty=9)
    s.activate("Domri", wurm, bear, index=1)
    resolve_stack(s)
    assert "Grizzly Bears" in grave_names(s.g, 1) and s.g.objects[wurm].damage == 2
    s2, pw2, (mine,) = walker("Domri Rade", (0, "Grizzly Bears"), loyalty=7)
    s2.activate("Domri", index=2)
    resolve_stack(s2)
    assert {"Double strike", "Trample", "Hexproof", "Haste"} <= s2.chars(mine).keywords
