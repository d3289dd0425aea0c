"""Schemes of manamelee/cards/sets/schemes_nicol_bolas.py, each set in motion on an Archenemy table built for
it (Arch alone against Bianca and Carmen) and checked against its oracle text (314, 904, 701.25, 701.26)."""
from manamelee.engine import Step
from manamelee.engine import events as ev
from manamelee.engine.constants import BATTLEFIELD
from manamelee.cards.pool import CardPool
from manamelee.engine.definitions import CardDef

from tests.cards.test_schemes_a import (ARCH, BIANCA, CARMEN, face_up, pass_to_next_turn, scheme_id,
                                        set_top_in_motion, table, tokens)


def lands(s, p, n, name="Swamp"):
    return [s.battlefield(p, name) for _ in range(n)]


def test_card_perhaps_youve_met_my_cohort_puts_a_planeswalker_from_library_onto_battlefield():
    s = table("Perhaps You've Met My Cohort", "Roots of All Evil", library=0)
    walker = CardDef(name="Ajani Goldmane", types=frozenset({"Planeswalker"}), subtypes=frozenset({"Ajani"}),
                     loyalty=4, type_line="Legendary Planeswalker — Ajani")   # the pool has no planeswalker yet
    s.pool = CardPool({**s.pool.cards, walker.name: walker})
    s.library(ARCH, "Shock", "Ajani Goldmane", "Runeclaw Bear")
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "search" and {o.label for o in d.options} == {"Ajani Goldmane", "find nothing"}
    s.choose("card", label="Ajani Goldmane")
    s.pass_until_resolved()
    g = s.g
    assert any(e.kind == ev.ZONE_CHANGE and e.to_zone == BATTLEFIELD and g.name(e.obj) == "Ajani Goldmane"
               and "under Arch's control" in e.text for e in g.events)
    assert sorted(g.name(c) for c in g.players[ARCH].library) == ["Runeclaw Bear", "Shock"]


def test_card_whats_yours_is_now_mine_gains_control_for_good_and_untaps():
    s = table("What's Yours Is Now Mine", "Roots of All Evil")
    spider = s.battlefield(BIANCA, "Giant Spider", tapped=True)
    set_top_in_motion(s)
    s.choose("target", value=("obj", spider))
    s.pass_until_resolved()
    g = s.g
    assert g.controller(spider) == ARCH and not g.objects[spider].tapped
    pass_to_next_turn(s)                                  # no "until end of turn": it stays
    assert s.g.controller(spider) == ARCH


def test_card_whats_yours_is_now_mine_targets_only_opponents_creatures():
    s = table("What's Yours Is Now Mine", "Roots of All Evil")
    mine = s.battlefield(ARCH, "Runeclaw Bear")
    theirs = s.battlefield(CARMEN, "Runeclaw Bear")
    set_top_in_motion(s)
    values = {o.value for o in s.decision.options}
    assert ("obj", theirs) in values and ("obj", mine) not in values


def test_card_pay_tribute_to_me_each_opponent_sacrifices_one_creature():
    s = table("Pay Tribute to Me", "Roots of All Evil")
    b1, b2 = s.battlefield(BIANCA, "Runeclaw Bear"), s.battlefield(BIANCA, "Giant Spider")
    c1 = s.battlefield(CARMEN, "Runeclaw Bear")
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "sacrifice" and d.player == BIANCA
    s.choose("permanent", value=b2)
    s.pass_until_resolved()
    g = s.g
    assert b1 in g.battlefield and b2 not in g.battlefield and c1 not in g.battlefield


def test_card_pay_tribute_to_me_with_six_lands_each_opponent_sacrifices_another():
    s = table("Pay Tribute to Me", "Roots of All Evil")
    lands(s, ARCH, 6)
    bs = [s.battlefield(BIANCA, "Runeclaw Bear") for _ in range(3)]
    set_top_in_motion(s)
    s.pass_until_resolved()
    s.choose("permanent", value=bs[0])
    s.choose("permanent", value=bs[2])
    s.pass_until_resolved()
    assert [b in s.g.battlefield for b in bs] == [False, True, False]


def test_card_you_are_unworthy_of_mercy_one_nonland_permanent_lands_are_safe():
    s = table("You Are Unworthy of Mercy", "Roots of All Evil")
    forest = s.battlefield(BIANCA, "Forest")
    myr = s.battlefield(BIANCA, "Darksteel Myr")
    c_land = s.battlefield(CARMEN, "Forest")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert myr not in g.battlefield                       # sacrifice ignores indestructible (701.17a)
    assert forest in g.battlefield and c_land in g.battlefield


def test_card_you_are_unworthy_of_mercy_six_lands_three_each():
    s = table("You Are Unworthy of Mercy", "Roots of All Evil")
    lands(s, ARCH, 6)
    bs = [s.battlefield(BIANCA, "Runeclaw Bear") for _ in range(4)]
    set_top_in_motion(s)
    s.pass_until_resolved()
    for b in bs[:3]:
        assert s.decision.player == BIANCA
        s.choose("permanent", value=b)
    s.pass_until_resolved()
    assert [b in s.g.battlefield for b in bs] == [False, False, False, True]


def test_card_no_one_will_hear_your_cries_each_opponent_keeps_one_creature():
    s = table("No One Will Hear Your Cries", "Roots of All Evil")
    bs = [s.battlefield(BIANCA, n) for n in ("Runeclaw Bear", "Giant Spider", "Grizzly Bears")]
    c = s.battlefield(CARMEN, "Runeclaw Bear")            # a single creature: kept without a choice
    mine = [s.battlefield(ARCH, "Runeclaw Bear"), s.battlefield(ARCH, "Grizzly Bears")]
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose" and d.player == BIANCA
    s.choose("permanent", value=bs[1])
    s.pass_until_resolved()
    g = s.g
    assert [b in g.battlefield for b in bs] == [False, True, False]
    assert c in g.battlefield and all(m in g.battlefield for m in mine)


def test_card_for_each_of_you_a_gift_one_horror_per_opponent_that_must_attack_them():
    s = table("For Each of You, a Gift", "Roots of All Evil")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    hs = tokens(s, "Horror")
    assert len(hs) == 2
    ch = s.chars(hs[0])
    assert (ch.power, ch.toughness, ch.colors) == (3, 3, frozenset("B"))
    assert sorted(g.objects[h].note["must_attack"] for h in hs) == [BIANCA, CARMEN]   # 508.1d


def test_card_the_mighty_will_fall_highest_life_opponent_loses_7():
    s = table("The Mighty Will Fall", "Roots of All Evil")
    s.life(BIANCA, 12)
    s.life(ARCH, 99)                                      # the archenemy isn't an opponent of itself
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert [g.players[p].life for p in (ARCH, BIANCA, CARMEN)] == [99, 12, 13]


def test_card_the_mighty_will_fall_a_tie_is_chosen_by_the_archenemy():
    s = table("The Mighty Will Fall", "Roots of All Evil")
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose_player" and d.player == ARCH and {o.value for o in d.options} == {BIANCA, CARMEN}
    s.choose("player", value=CARMEN)
    s.pass_until_resolved()
    assert (s.g.players[BIANCA].life, s.g.players[CARMEN].life) == (20, 13)


def test_card_make_yourself_useful_destroys_and_gains_its_toughness():
    s = table("Make Yourself Useful", "Roots of All Evil")
    spider = s.battlefield(BIANCA, "Giant Spider")        # 2/4
    set_top_in_motion(s)
    s.choose("target", value=("obj", spider))
    s.pass_until_resolved()
    g = s.g
    assert spider not in g.battlefield and g.players[ARCH].life == 44


def test_card_make_yourself_useful_no_life_if_not_destroyed():
    s = table("Make Yourself Useful", "Roots of All Evil")
    myr = s.battlefield(CARMEN, "Darksteel Myr")          # indestructible
    set_top_in_motion(s)
    s.choose("target", value=("obj", myr))
    s.pass_until_resolved()
    assert myr in s.g.battlefield and s.g.players[ARCH].life == 40


def test_card_your_inescapable_doom_counts_up_and_hits_the_highest_life_opponent():
    s = table("Your Inescapable Doom", "Roots of All Evil", library=10)
    s.life(CARMEN, 30)
    set_top_in_motion(s)
    assert face_up(s, "Your Inescapable Doom")
    s.pass_until(Step.END)
    s.pass_until_resolved()
    g = s.g
    src = scheme_id(s, "Your Inescapable Doom")
    assert g.objects[src].counters.get("doom") == 1
    assert (g.players[BIANCA].life, g.players[CARMEN].life) == (20, 29)
    pass_to_next_turn(s)                                  # the team's turn: no trigger
    assert s.g.objects[src].counters.get("doom") == 1
    pass_to_next_turn(s)
    s.pass_until(Step.END)
    s.pass_until_resolved()
    assert s.g.objects[src].counters.get("doom") == 2
    assert s.g.players[CARMEN].life == 27


def test_card_because_i_have_willed_it_spells_you_cast_cost_1_less_from_the_command_zone():
    for name, untapped in (("Roots of All Evil", 0), ("Because I Have Willed It", 1)):
        s = table(name, "Look Skyward and Despair")
        bear = s.hand(ARCH, "Runeclaw Bear")                     # {1}{G}
        forests = [s.battlefield(ARCH, "Forest") for _ in range(2)]
        set_top_in_motion(s)
        s.pass_until_resolved()
        s.choose("cast")
        s.pass_until_resolved()
        g = s.g
        assert len(s.on_battlefield("Runeclaw Bear")) == 1 and bear not in g.players[ARCH].hand
        assert sum(not g.objects[f].tapped for f in forests) == untapped, name   # 601.2f, 314.4


def test_card_because_i_have_willed_it_doesnt_reduce_opponents_spells():
    s = table("Because I Have Willed It", "Roots of All Evil")
    set_top_in_motion(s)
    s.pass_until_resolved()
    from manamelee.engine.costs import cost_changes
    g = s.g
    bear = s.pool["Runeclaw Bear"]
    assert cost_changes(g, ARCH, bear) == (0, 1) and cost_changes(g, BIANCA, bear) == (0, 0)


def test_card_because_i_have_willed_it_abandoned_after_four_opponent_spells():
    from manamelee.engine import events as ev
    s = table("Because I Have Willed It", "Roots of All Evil", library=10)
    set_top_in_motion(s)
    pass_to_next_turn(s)
    g = s.g
    for _ in range(4):                                    # four spells cast by the team this turn
        g.emit(ev.Event(ev.CAST, "601.2i", "log.casts", player=BIANCA, args={"player": "Bianca", "card": "Shock"}))
    s.pass_until(Step.END)
    s.pass_until_resolved()
    assert not face_up(s, "Because I Have Willed It")


def test_card_because_i_have_willed_it_stays_after_three_opponent_spells():
    from manamelee.engine import events as ev
    s = table("Because I Have Willed It", "Roots of All Evil", library=10)
    set_top_in_motion(s)
    pass_to_next_turn(s)
    g = s.g
    for _ in range(3):
        g.emit(ev.Event(ev.CAST, "601.2i", "log.casts", player=CARMEN, args={"player": "Carmen", "card": "Shock"}))
    s.pass_until(Step.END)
    assert not s.g.turns[0].stack
    assert face_up(s, "Because I Have Willed It")


def test_card_your_puny_minds_cannot_fathom_draws_four_and_lifts_max_hand_size_until_your_next_turn():
    s = table("Your Puny Minds Cannot Fathom", "Roots of All Evil", library=20)
    s.hand(ARCH, *["Plains"] * 6)
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert len(g.players[ARCH].hand) == 10
    pass_to_next_turn(s)                                   # 514.1: no discard at Arch's cleanup
    assert len(s.g.players[ARCH].hand) == 10
    pass_to_next_turn(s)                                   # Arch's next turn: the maximum is back (402.2)
    s.pass_until(Step.DRAW)
    assert s.g.players[ARCH].max_hand_size == 7


def test_card_this_world_belongs_to_me_draws_two_and_allows_a_second_land():
    s = table("This World Belongs to Me", "Roots of All Evil", library=10)
    s.hand(ARCH, "Forest", "Island")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert len(g.players[ARCH].hand) == 4
    s.choose("land", label="Forest")
    assert any(o.kind == "land" for o in s.decision.options)    # 305.2: a second land play this turn
    s.choose("land", label="Island")
    assert not any(o.kind == "land" for o in s.decision.options)
    assert sorted(g.name(o) for o in g.battlefield_of(ARCH)) == ["Forest", "Island"]


def test_card_this_world_belongs_to_me_the_extra_land_is_for_this_turn_only():
    s = table("This World Belongs to Me", "Roots of All Evil", library=10)
    set_top_in_motion(s)
    s.pass_until_resolved()
    pass_to_next_turn(s)
    pass_to_next_turn(s)
    s.pass_until(Step.MAIN1)
    t = s.g.turns[0]
    assert t.active == ARCH and t.extra_land_plays == {}


def test_card_every_dream_a_nightmare_each_opponent_discards_you_draw_per_land():
    s = table("Every Dream a Nightmare", "Roots of All Evil", library=10)
    b_forest, b_shock = s.hand(BIANCA, "Forest", "Shock")
    c_island = s.hand(CARMEN, "Island")                 # one card: no choice
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "discard" and d.player == BIANCA
    s.choose("card", value=b_forest)
    s.pass_until_resolved()
    g = s.g
    assert g.players[BIANCA].hand == [b_shock] and g.players[CARMEN].hand == []
    assert len(g.players[ARCH].hand) == 2                  # two land cards discarded


def test_card_every_dream_a_nightmare_no_draw_for_nonland_discards():
    s = table("Every Dream a Nightmare", "Roots of All Evil", library=10)
    s.hand(BIANCA, "Shock")
    set_top_in_motion(s)
    s.pass_until_resolved()
    assert s.g.players[ARCH].hand == [] and len(s.g.players[BIANCA].graveyard) == 1


def test_card_a_reckoning_approaches_one_creature_of_the_top_six_onto_battlefield_rest_bottom():
    s = table("A Reckoning Approaches", "Roots of All Evil", library=0)
    ids = s.library(ARCH, "Shock", "Giant Spider", "Forest", "Runeclaw Bear", "Island", "Plains", "Swamp")
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose_card" and {o.value for o in d.options} == {ids[1], ids[3], None}
    s.choose("card", value=ids[1])
    order = [ids[4], ids[0], ids[2], ids[5]]
    for c in order:
        assert s.decision.kind == "order"
        s.choose("card", value=c)
    s.pass_until_resolved()
    g = s.g
    assert len(s.on_battlefield("Giant Spider")) == 1
    assert g.players[ARCH].library == [ids[6]] + order + [ids[3]]


def test_card_rot_like_the_scum_you_are_ooze_grows_with_opponents_lands():
    s = table("Rot Like the Scum You Are", "Roots of All Evil")
    lands(s, BIANCA, 2, "Forest")
    lands(s, CARMEN, 3, "Island")
    lands(s, ARCH, 4)                                      # your own lands don't count
    set_top_in_motion(s)
    s.pass_until_resolved()
    (ooze,) = tokens(s, "Ooze")
    ch = s.chars(ooze)
    assert (ch.power, ch.toughness, ch.colors) == (7, 7, frozenset("G"))


def test_card_behold_my_grandeur_adds_ubr():
    s = table("Behold My Grandeur", "Roots of All Evil", library=0)
    s.library(ARCH, "Wurmcoil Engine", "Shock")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    pool = g.players[ARCH].pool.amounts
    assert (pool["U"], pool["B"], pool["R"]) == (1, 1, 1) and pool["G"] == 0
    assert g.players[ARCH].hand == []                       # fewer than six lands: the second trigger doesn't
    assert g.players[ARCH].library and not any("Search" in str(d) for d in [s.decision])


def test_card_behold_my_grandeur_with_six_lands_may_search_for_mana_value_6_or_more():
    s = table("Behold My Grandeur", "Roots of All Evil", library=0)
    lands(s, ARCH, 6)
    s.library(ARCH, "Wurmcoil Engine", "Shock", "Platinum Angel")
    set_top_in_motion(s)
    for _ in range(6):
        d = s.decision
        if d.kind == "search":
            break
        if d.kind == "priority":
            s.choose("pass")
        else:
            s.choose("yes") if any(o.kind == "yes" for o in d.options) else s.choose(d.options[0].kind)
    d = s.decision
    assert d.kind == "search" and {o.label for o in d.options} == {"Wurmcoil Engine", "Platinum Angel", "find nothing"}
    s.choose("card", label="Platinum Angel")
    s.pass_until_resolved()
    g = s.g
    assert [g.name(c) for c in g.players[ARCH].hand] == ["Platinum Angel"]


def test_card_choose_your_demise_opponent_picks_a_pile_for_your_hand():
    s = table("Choose Your Demise", "Roots of All Evil", library=0)
    ids = s.library(ARCH, "Shock", "Giant Spider", "Forest", "Runeclaw Bear", "Island")
    set_top_in_motion(s)
    s.pass_until_resolved()
    for c, pile in zip(ids[:4], ("down", "up", "down", "up")):
        d = s.decision
        assert d.kind == "pile" and d.player == ARCH
        s.choose(pile)
    d = s.decision
    assert d.kind == "choose_player" and d.player == ARCH      # two opponents: Arch picks who chooses
    s.choose("player", value=CARMEN)
    d = s.decision
    assert d.kind == "choose_pile" and d.player == CARMEN
    labels = " ".join(o.label for o in d.options)
    assert "Giant Spider" in labels and "Shock" not in labels  # the face-down pile stays hidden
    s.choose("pile", value="down")
    s.choose("card", value=ids[3])                            # the rest on the bottom in Arch's order
    s.pass_until_resolved()
    g = s.g
    assert sorted(g.name(c) for c in g.players[ARCH].hand) == ["Forest", "Shock"]
    assert g.players[ARCH].library == [ids[4], ids[3], ids[1]]


def test_card_my_forces_are_innumerable_horror_each_end_step_of_yours():
    s = table("My Forces Are Innumerable", "Roots of All Evil", library=10)
    set_top_in_motion(s)
    assert face_up(s, "My Forces Are Innumerable")
    s.pass_until(Step.END)
    s.pass_until_resolved()
    (h,) = tokens(s, "Horror")
    assert (s.chars(h).power, s.chars(h).toughness) == (3, 3)


def test_card_my_forces_are_innumerable_the_team_may_sacrifice_two_to_abandon():
    s = table("My Forces Are Innumerable", "Roots of All Evil", library=10)
    b = s.battlefield(BIANCA, "Runeclaw Bear")
    c = s.battlefield(CARMEN, "Giant Spider")
    keep = s.battlefield(CARMEN, "Grizzly Bears")
    set_top_in_motion(s)
    pass_to_next_turn(s)                                      # Arch's end step made a Horror
    s.pass_until(Step.END)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "may" and d.player in (BIANCA, CARMEN)
    s.choose("yes")
    s.choose("permanent", value=b)                            # creatures of either teammate
    s.choose("permanent", value=c)
    s.pass_until_resolved()
    g = s.g
    assert b not in g.battlefield and c not in g.battlefield and keep in g.battlefield
    assert not face_up(s, "My Forces Are Innumerable")        # 701.26


def test_card_my_forces_are_innumerable_declined_it_stays():
    s = table("My Forces Are Innumerable", "Roots of All Evil", library=10)
    s.battlefield(BIANCA, "Runeclaw Bear")
    s.battlefield(CARMEN, "Giant Spider")
    set_top_in_motion(s)
    pass_to_next_turn(s)
    s.pass_until(Step.END)
    s.pass_until_resolved()
    s.choose("no")
    s.pass_until_resolved()
    assert face_up(s, "My Forces Are Innumerable") and len(s.on_battlefield("Runeclaw Bear")) == 1


def test_card_your_inescapable_doom_tie_for_highest_life_archenemy_chooses_one_counter_only():
    s = table("Your Inescapable Doom", "Roots of All Evil", library=10)
    set_top_in_motion(s)
    s.pass_until(Step.END)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose_player" and d.player == ARCH and {o.value for o in d.options} == {BIANCA, CARMEN}
    s.choose("player", value=CARMEN)
    s.pass_until_resolved()
    g = s.g
    assert g.objects[scheme_id(s, "Your Inescapable Doom")].counters == {"doom": 1}
    assert (g.players[BIANCA].life, g.players[CARMEN].life) == (20, 19)


def test_card_ignite_the_cloneforge_copies_a_permanent_an_opponent_controls():
    s = table("Ignite the Cloneforge!", "Roots of All Evil")
    spider = s.battlefield(CARMEN, "Giant Spider")
    mine = s.battlefield(ARCH, "Runeclaw Bear")
    set_top_in_motion(s)
    values = {o.value for o in s.decision.options}
    assert ("obj", spider) in values and ("obj", mine) not in values
    s.choose("target", value=("obj", spider))
    s.pass_until_resolved()
    g = s.g
    (copy,) = tokens(s, "Giant Spider")
    ch = s.chars(copy)
    assert (ch.power, ch.toughness) == (2, 4) and "Reach" in ch.keywords and g.objects[copy].token
    assert spider in g.battlefield and g.controller(spider) == CARMEN


def test_card_nature_demands_an_offering_target_opponent_picks_one_of_each_type_to_the_top():
    s = table("Nature Demands an Offering", "Roots of All Evil", library=2)
    b1 = s.battlefield(BIANCA, "Runeclaw Bear")
    c1 = s.battlefield(CARMEN, "Giant Spider")
    myr = s.battlefield(CARMEN, "Darksteel Myr")          # artifact creature: a creature or the artifact
    land = s.battlefield(BIANCA, "Forest")
    mine = s.battlefield(ARCH, "Grizzly Bears")            # "a creature you don't control": never yours
    set_top_in_motion(s)
    s.choose("target", value=("player", CARMEN))
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose" and d.player == CARMEN and {o.value for o in d.options} == {b1, c1, myr}
    s.choose("permanent", value=b1)                        # she may pick her teammate's creature
    s.pass_until_resolved()                                # artifact, land: one candidate each, no choice
    g = s.g
    assert b1 not in g.battlefield and myr not in g.battlefield and land not in g.battlefield
    assert c1 in g.battlefield and mine in g.battlefield
    assert len(g.players[BIANCA].library) == 4 and len(g.players[CARMEN].library) == 3
    assert sum("shuffles" in e.text for e in g.events if e.rule == "701.20a") == 2


def test_card_my_crushing_masterstroke_steals_untaps_hastes_and_must_attack_owners():
    s = table("My Crushing Masterstroke", "Roots of All Evil", library=10)
    bear = s.battlefield(BIANCA, "Runeclaw Bear", tapped=True)
    spider = s.battlefield(CARMEN, "Giant Spider")
    land = s.battlefield(CARMEN, "Forest")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert g.controller(bear) == ARCH and g.controller(spider) == ARCH and g.controller(land) == CARMEN
    assert not g.objects[bear].tapped and "Haste" in s.chars(bear).keywords
    s.pass_until(Step.DECLARE_ATTACKERS)
    d = s.decision
    if d.kind == "declare_attackers":
        s.choose("done")
    combat = s.g.turns[0].combat
    assert combat.attackers[bear] == ("player", BIANCA) and combat.attackers[spider] == ("player", CARMEN)
    pass_to_next_turn(s)
    g = s.g
    assert g.controller(bear) == BIANCA and "must_attack" not in g.objects[bear].note


# ----------------------------------------------------------------------------- "up to one target" (601.2c, 115.3)
def test_card_tooth_claw_and_tail_destroys_up_to_three_different_nonland_permanents():
    s = table("Tooth, Claw, and Tail", "Roots of All Evil")
    a = s.battlefield(BIANCA, "Runeclaw Bear")
    b = s.battlefield(CARMEN, "Giant Spider")
    c = s.battlefield(CARMEN, "Astral Slide")
    land = s.battlefield(CARMEN, "Forest")
    set_top_in_motion(s)
    d = s.decision
    assert ("obj", land) not in {o.value for o in d.options} and None in {o.value for o in d.options}
    s.choose("target", value=("obj", a))
    assert ("obj", a) not in {o.value for o in s.decision.options}      # 115.3: a different one each time
    s.choose("target", value=("obj", b))
    assert {o.value for o in s.decision.options} == {("obj", c), None}
    s.choose("no_target", label="no target")                                   # up to three: two are enough
    s.pass_until_resolved()
    g = s.g
    assert a not in g.battlefield and b not in g.battlefield and c in g.battlefield and land in g.battlefield


def test_card_tooth_claw_and_tail_with_nothing_to_target_still_resolves():
    s = table("Tooth, Claw, and Tail", "Roots of All Evil")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert not any(e.rule == "603.3d" for e in g.events)                # not removed for lack of targets
    assert g.players[ARCH].scheme_deck[-1] == scheme_id(s, "Tooth, Claw, and Tail")


def test_card_all_shall_smolder_in_my_wake_artifact_enchantment_nonbasic_land():
    s = table("All Shall Smolder in My Wake", "Roots of All Evil")
    myr = s.battlefield(BIANCA, "Darksteel Myr")                        # indestructible: survives
    slide = s.battlefield(CARMEN, "Astral Slide")
    bluffs = s.battlefield(CARMEN, "Abraded Bluffs")
    basic = s.battlefield(CARMEN, "Forest")
    set_top_in_motion(s)
    assert {o.value for o in s.decision.options} == {("obj", myr), None}
    s.choose("target", value=("obj", myr))
    assert {o.value for o in s.decision.options} == {("obj", slide), None}
    s.choose("target", value=("obj", slide))
    assert {o.value for o in s.decision.options} == {("obj", bluffs), None}   # basic lands aren't targets
    s.choose("target", value=("obj", bluffs))
    s.pass_until_resolved()
    g = s.g
    assert myr in g.battlefield and basic in g.battlefield
    assert slide not in g.battlefield and bluffs not in g.battlefield


def test_card_there_is_no_refuge_3_damage_to_up_to_one_creature_and_a_horror():
    s = table("There Is No Refuge", "Roots of All Evil")
    spider = s.battlefield(BIANCA, "Giant Spider")
    set_top_in_motion(s)
    s.choose("target", value=("obj", spider))
    s.pass_until_resolved()
    g = s.g
    assert g.objects[spider].damage == 3 and len(tokens(s, "Horror")) == 1


def test_card_there_is_no_refuge_no_creature_still_makes_the_horror():
    s = table("There Is No Refuge", "Roots of All Evil")
    set_top_in_motion(s)
    s.pass_until_resolved()
    assert len(tokens(s, "Horror")) == 1


def test_card_there_is_no_refuge_fizzles_only_if_its_chosen_target_became_illegal():
    from manamelee.engine import zones
    s = table("There Is No Refuge", "Roots of All Evil")
    bear = s.battlefield(BIANCA, "Runeclaw Bear")
    set_top_in_motion(s)
    s.choose("target", value=("obj", bear))
    zones.destroy(s.g, bear)                                            # gone before it resolves (608.2b)
    s.pass_until_resolved()
    assert tokens(s, "Horror") == []


def test_card_into_the_earthen_maw_flyer_nonflyer_and_an_opponents_graveyard():
    s = table("Into the Earthen Maw", "Roots of All Evil")
    bird = s.battlefield(BIANCA, "Serra Angel")
    bear = s.battlefield(CARMEN, "Runeclaw Bear")
    s.graveyard(CARMEN, "Shock", "Forest")
    s.graveyard(BIANCA, "Island")
    set_top_in_motion(s)
    assert {o.value for o in s.decision.options} == {("obj", bird), None}
    s.choose("target", value=("obj", bird))
    d = s.decision
    assert {o.value for o in d.options} == {("obj", bear), None}
    s.choose("target", value=("obj", bear))
    d = s.decision
    assert {o.value for o in d.options} == {("player", BIANCA), ("player", CARMEN), None}
    s.choose("target", value=("player", CARMEN))
    s.pass_until_resolved()
    g = s.g
    assert bear not in g.battlefield and g.players[CARMEN].graveyard == [] and len(g.players[BIANCA].graveyard) == 1
    assert sorted(g.name(c) for c in g.exile) == ["Forest", "Runeclaw Bear", "Serra Angel", "Shock"]


# ----------------------------------------------------------------------------- "choose one —" (700.2, 603.3c)
def test_card_introductions_are_in_order_mode_search_for_a_creature():
    s = table("Introductions Are in Order", "Roots of All Evil", library=0)
    s.library(ARCH, "Shock", "Giant Spider", "Forest")
    set_top_in_motion(s)
    d = s.decision
    assert d.kind == "mode" and d.player == ARCH and len(d.options) == 2        # chosen as it goes on the stack
    s.choose("mode", value=0)
    assert s.g.turns[0].stack                                                  # 603.3c: before it resolves
    s.pass_until_resolved()
    s.choose("card", label="Giant Spider")
    s.pass_until_resolved()
    g = s.g
    assert [g.name(c) for c in g.players[ARCH].hand] == ["Giant Spider"]


def test_card_introductions_are_in_order_mode_put_a_creature_from_hand():
    s = table("Introductions Are in Order", "Roots of All Evil")
    s.hand(ARCH, "Shock", "Giant Spider")
    set_top_in_motion(s)
    s.choose("mode", value=1)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose_card" and [o.label for o in d.options][:1] == ["Giant Spider"]
    s.choose("card", label="Giant Spider")
    s.pass_until_resolved()
    assert len(s.on_battlefield("Giant Spider")) == 1 and len(s.g.players[ARCH].hand) == 1


def test_card_kneel_before_my_legions_scarecrow_or_pump():
    s = table("Kneel Before My Legions", "Roots of All Evil")
    set_top_in_motion(s)
    s.choose("mode", value=0)
    s.pass_until_resolved()
    (sc,) = tokens(s, "Scarecrow")
    ch = s.chars(sc)
    assert (ch.power, ch.toughness, ch.colors) == (4, 4, frozenset()) and "Vigilance" in ch.keywords
    assert ch.types == frozenset({"Artifact", "Creature"})
    s = table("Kneel Before My Legions", "Roots of All Evil")
    bear = s.battlefield(ARCH, "Runeclaw Bear")
    theirs = s.battlefield(BIANCA, "Runeclaw Bear")
    set_top_in_motion(s)
    s.choose("mode", value=1)
    s.pass_until_resolved()
    ch = s.chars(bear)
    assert (ch.power, ch.toughness) == (5, 5) and {"Vigilance", "Trample"} <= ch.keywords
    assert s.chars(theirs).power == 2 and tokens(s, "Scarecrow") == []


def test_card_every_last_vestige_shall_rot_pay_x_bottoms_nonland_permanents_with_mana_value_x_or_less():
    s = table("Every Last Vestige Shall Rot", "Roots of All Evil", library=1)
    lands(s, ARCH, 3, "Forest")
    bear = s.battlefield(BIANCA, "Runeclaw Bear")               # mana value 2
    spider = s.battlefield(BIANCA, "Giant Spider")              # mana value 4
    myr = s.battlefield(BIANCA, "Darksteel Myr")                # mana value 3
    land = s.battlefield(BIANCA, "Forest")
    other = s.battlefield(CARMEN, "Runeclaw Bear")
    set_top_in_motion(s)
    s.choose("target", value=("player", BIANCA))
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose_x" and max(o.value for o in d.options if o.value is not None) == 3
    s.choose("x", value=3)
    d = s.decision
    assert d.kind == "order" and d.player == BIANCA                 # 401.4: the owner orders them
    s.choose("card", value=myr)
    s.pass_until_resolved()
    g = s.g
    assert spider in g.battlefield and land in g.battlefield and other in g.battlefield
    assert bear not in g.battlefield and myr not in g.battlefield  # indestructible doesn't matter
    assert [g.name(c) for c in g.players[BIANCA].library] == ["Plains", "Darksteel Myr", "Runeclaw Bear"]
    assert sum(not g.objects[f].tapped for f in g.battlefield_of(ARCH)) == 0


def test_card_every_last_vestige_shall_rot_may_decline():
    s = table("Every Last Vestige Shall Rot", "Roots of All Evil")
    bear = s.battlefield(BIANCA, "Runeclaw Bear")
    set_top_in_motion(s)
    s.choose("target", value=("player", BIANCA))
    s.pass_until_resolved()
    s.choose("cancel")
    s.pass_until_resolved()
    assert bear in s.g.battlefield


def test_card_my_followers_ascend_five_counters_flying_vigilance_on_a_creature_you_control():
    s = table("My Followers Ascend", "Roots of All Evil")
    a = s.battlefield(ARCH, "Runeclaw Bear")
    b = s.battlefield(ARCH, "Giant Spider")
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose" and {o.value for o in d.options} == {a, b}
    s.choose("permanent", value=a)
    s.pass_until_resolved()
    ch = s.chars(a)
    assert (ch.power, ch.toughness) == (7, 7) and {"Flying", "Vigilance"} <= ch.keywords
    assert tokens(s, "Scarecrow") == []


def test_card_my_followers_ascend_no_creature_makes_a_scarecrow():
    s = table("My Followers Ascend", "Roots of All Evil")
    s.battlefield(BIANCA, "Runeclaw Bear")                  # an opponent's creature doesn't count
    set_top_in_motion(s)
    s.pass_until_resolved()
    (sc,) = tokens(s, "Scarecrow")
    assert "Vigilance" in s.chars(sc).keywords and s.g.objects[sc].counters == {}


def test_card_your_nightmares_are_delicious_discard_to_five_then_draw_if_fewer_than_three():
    s = table("Your Nightmares Are Delicious", "Roots of All Evil", library=10)
    b = s.hand(BIANCA, *["Forest"] * 7)                       # discards 2
    s.hand(CARMEN, *["Island"] * 5)                           # exactly five: nothing
    set_top_in_motion(s)
    s.pass_until_resolved()
    for c in b[:2]:
        assert s.decision.kind == "discard" and s.decision.player == BIANCA
        s.choose("card", value=c)
    s.pass_until_resolved()
    g = s.g
    assert len(g.players[BIANCA].hand) == 5 and len(g.players[CARMEN].hand) == 5
    assert len(g.players[ARCH].hand) == 3                    # 2 < 3 discarded: Arch draws three


def test_card_your_nightmares_are_delicious_no_draw_after_three_discards():
    s = table("Your Nightmares Are Delicious", "Roots of All Evil", library=10)
    s.hand(BIANCA, *["Forest"] * 7)
    s.hand(CARMEN, *["Island"] * 6)
    set_top_in_motion(s)
    s.pass_until_resolved()
    while s.decision.kind == "discard":
        s.choose("card")
    s.pass_until_resolved()
    assert s.g.players[ARCH].hand == [] and len(s.g.players[BIANCA].graveyard) == 2


def test_card_running_is_useless_destroys_creatures_of_different_mana_values():
    s = table("Running Is Useless", "Roots of All Evil")
    bear = s.battlefield(BIANCA, "Runeclaw Bear")            # mana value 2
    grizzly = s.battlefield(CARMEN, "Grizzly Bears")         # mana value 2 too
    spider = s.battlefield(CARMEN, "Giant Spider")           # mana value 4
    set_top_in_motion(s)
    s.pass_until_resolved()
    s.choose("permanent", value=bear)
    d = s.decision
    assert {o.value for o in d.options} == {spider, None}     # another mana value 2 can't be chosen
    s.choose("permanent", value=spider)
    s.pass_until_resolved()
    g = s.g
    assert bear not in g.battlefield and spider not in g.battlefield and grizzly in g.battlefield


def test_card_your_mistake_is_my_triumph_each_player_mills_three_you_take_a_permanent():
    s = table("Your Mistake Is My Triumph", "Roots of All Evil", library=0)
    s.library(ARCH, "Shock", "Forest", "Island", "Plains")
    s.library(BIANCA, "Giant Spider", "Lightning Bolt", "Shock")
    s.library(CARMEN, "Lightning Bolt")
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose_card" and sorted(o.label for o in d.options) == ["Forest", "Giant Spider", "Island"]
    s.choose("card", label="Giant Spider")
    s.pass_until_resolved()
    g = s.g
    (spider,) = s.on_battlefield("Giant Spider")
    assert g.controller(spider) == ARCH and g.objects[spider].owner == BIANCA
    assert [len(g.players[p].library) for p in (ARCH, BIANCA, CARMEN)] == [1, 0, 0]
    assert sorted(g.name(c) for c in g.players[BIANCA].graveyard) == ["Lightning Bolt", "Shock"]


def test_card_mine_is_the_only_truth_you_draw_whenever_any_player_casts_a_spell():
    s = table("Mine Is the Only Truth", "Roots of All Evil", library=10)
    s.hand(ARCH, "Shock")
    s.battlefield(ARCH, "Mountain")
    set_top_in_motion(s)
    assert face_up(s, "Mine Is the Only Truth")
    s.choose("cast")
    s.choose("target", value=("player", BIANCA))
    s.pass_until_resolved()
    g = s.g
    assert [g.name(c) for c in g.players[ARCH].hand] == ["Plains"] and g.players[BIANCA].life == 18


def test_card_mine_is_the_only_truth_abandoned_at_upkeep_if_you_drew_last_turn():
    s = table("Mine Is the Only Truth", "Roots of All Evil", library=10)
    set_top_in_motion(s)
    pass_to_next_turn(s)                                      # the team's turn
    from manamelee.engine import zones
    zones.draw(s.g, ARCH, 1)                                  # Arch draws during it
    pass_to_next_turn(s)
    s.pass_until(Step.UPKEEP)
    s.pass_until_resolved()
    assert not face_up(s, "Mine Is the Only Truth")


def test_card_mine_is_the_only_truth_stays_if_you_drew_nothing_last_turn():
    s = table("Mine Is the Only Truth", "Roots of All Evil", library=10)
    set_top_in_motion(s)
    pass_to_next_turn(s)
    pass_to_next_turn(s)
    s.pass_until(Step.UPKEEP)
    assert not s.g.turns[0].stack and face_up(s, "Mine Is the Only Truth")


def test_card_your_own_face_mocks_you_copies_up_to_two_then_scarecrows_for_the_difference():
    s = table("Your Own Face Mocks You", "Roots of All Evil")
    spider = s.battlefield(BIANCA, "Giant Spider")
    s.battlefield(CARMEN, "Runeclaw Bear")
    set_top_in_motion(s)
    s.choose("target", value=("obj", spider))
    assert ("obj", spider) not in {o.value for o in s.decision.options}     # two different creatures
    s.choose("no_target", label="no target")
    s.pass_until_resolved()
    assert len(tokens(s, "Giant Spider")) == 1 and len(tokens(s, "Scarecrow")) == 1


def test_card_your_own_face_mocks_you_no_creatures_two_scarecrows():
    s = table("Your Own Face Mocks You", "Roots of All Evil")
    set_top_in_motion(s)
    s.pass_until_resolved()
    assert len(tokens(s, "Scarecrow")) == 2


def test_card_my_will_is_irresistible_target_opponent_spares_one_you_take_the_rest():
    s = table("My Will Is Irresistible", "Roots of All Evil")
    a = s.battlefield(BIANCA, "Giant Spider")
    b = s.battlefield(CARMEN, "Runeclaw Bear")
    c = s.battlefield(CARMEN, "Darksteel Myr")
    land = s.battlefield(CARMEN, "Forest")
    set_top_in_motion(s)
    s.choose("target", value=("player", BIANCA))
    s.pass_until_resolved()
    d = s.decision
    assert d.player == ARCH and ("permanent" in {o.kind for o in d.options}) and land not in {o.value for o in d.options}
    for x in (a, b, c):
        s.choose("permanent", value=x)
    d = s.decision
    assert d.player == BIANCA and {o.value for o in d.options} == {a, b, c}
    s.choose("permanent", value=a)
    s.pass_until_resolved()
    g = s.g
    assert g.controller(a) == BIANCA and g.controller(b) == ARCH and g.controller(c) == ARCH
    pass_to_next_turn(s)
    assert s.g.controller(b) == ARCH                                          # for good


def test_card_only_i_know_what_awaits_one_card_per_type_among_opponents_permanents():
    s = table("Only I Know What Awaits", "Roots of All Evil")
    s.battlefield(BIANCA, "Runeclaw Bear")                                    # creature
    s.battlefield(CARMEN, "Forest")                                           # land
    s.hand(ARCH, "Giant Spider", "Island", "Astral Slide")                    # no enchantment among theirs
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert [o.label for o in d.options if o.kind == "card"] == ["Giant Spider"]
    s.choose("card", label="Giant Spider")
    d = s.decision
    assert [o.label for o in d.options if o.kind == "card"] == ["Island"]
    s.choose("card", label="Island")
    s.pass_until_resolved()
    g = s.g
    assert sorted(g.name(o) for o in g.battlefield_of(ARCH)) == ["Giant Spider", "Island"]
    assert [g.name(c) for c in g.players[ARCH].hand] == ["Astral Slide"]


def test_card_reality_is_mine_to_control_abandon_to_copy_your_spell():
    s = table("Reality Is Mine to Control", "Roots of All Evil")
    s.hand(ARCH, "Shock")
    s.battlefield(ARCH, "Mountain")
    set_top_in_motion(s)
    assert face_up(s, "Reality Is Mine to Control")
    s.choose("cast")
    s.choose("target", value=("player", BIANCA))
    for _ in range(10):
        d = s.decision
        if d.kind == "priority":
            s.choose("pass")
        elif any(o.kind == "yes" for o in d.options):
            s.choose("yes")
        else:
            break
    d = s.decision
    assert d.player == ARCH and {o.kind for o in d.options} >= {"keep"}      # 707.10c: new target for the copy
    s.choose("target", value=("player", CARMEN)) if any(o.value == ("player", CARMEN) for o in d.options) else s.choose("keep")
    s.pass_until_resolved()
    s.pass_until_resolved()
    g = s.g
    assert not face_up(s, "Reality Is Mine to Control")
    assert g.players[BIANCA].life + g.players[CARMEN].life == 36                 # the copy dealt 2 more


def test_card_delight_in_the_hunt_horror_and_no_damage_to_your_creatures_this_turn():
    from manamelee.engine.damage import deal_damage
    s = table("Delight in the Hunt", "Roots of All Evil", library=10)
    bear = s.battlefield(ARCH, "Runeclaw Bear")
    theirs = s.battlefield(BIANCA, "Giant Spider")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    (h,) = tokens(s, "Horror")
    deal_damage(g, theirs, ("obj", bear), 5)
    deal_damage(g, theirs, ("obj", h), 5)                       # the token created with it too
    deal_damage(g, bear, ("obj", theirs), 1)                     # not your creature: dealt
    deal_damage(g, theirs, ("player", ARCH), 2)                  # not a creature: dealt
    assert g.objects[bear].damage == 0 and g.objects[h].damage == 0
    assert g.objects[theirs].damage == 1 and g.players[ARCH].life == 38
    pass_to_next_turn(s)                                         # "this turn" only (514.2)
    deal_damage(s.g, theirs, ("obj", bear), 1)
    assert s.g.objects[bear].damage == 1


def test_card_approach_my_molten_realm_doubles_all_damage_until_your_next_turn():
    from manamelee.engine.damage import deal_damage
    s = table("Approach My Molten Realm", "Roots of All Evil", library=10)
    mine = s.battlefield(ARCH, "Runeclaw Bear")
    theirs = s.battlefield(BIANCA, "Giant Spider")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    deal_damage(g, mine, ("player", BIANCA), 2)
    deal_damage(g, theirs, ("player", ARCH), 3)                # any source, any recipient
    assert g.players[BIANCA].life == 16 and g.players[ARCH].life == 34
    pass_to_next_turn(s)                                        # the team's turn: still doubled
    deal_damage(s.g, theirs, ("player", ARCH), 1)
    assert s.g.players[ARCH].life == 32
    pass_to_next_turn(s)                                        # Arch's next turn: it has ended
    deal_damage(s.g, theirs, ("player", ARCH), 1)
    assert s.g.players[ARCH].life == 31 and s.g.shields == []


def test_card_you_live_only_because_i_will_it_redistributes_chosen_life_totals():
    s = table("You Live Only Because I Will It", "Roots of All Evil")
    s.life(ARCH, 5)
    s.life(CARMEN, 12)
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose_player" and d.player == ARCH and {o.value for o in d.options} == {ARCH, BIANCA, CARMEN, None}
    s.choose("player", value=ARCH)
    s.choose("player", value=BIANCA)
    s.choose("done")
    d = s.decision
    assert d.kind == "choose" and sorted(o.label for o in d.options) == ["20", "5"]
    s.choose("value", label="20")                               # Arch takes Bianca's 20
    s.pass_until_resolved()
    g = s.g
    assert [g.players[p].life for p in (ARCH, BIANCA, CARMEN)] == [20, 5, 12]


def test_card_you_live_only_because_i_will_it_may_redistribute_nothing():
    s = table("You Live Only Because I Will It", "Roots of All Evil")
    s.life(ARCH, 5)
    set_top_in_motion(s)
    s.pass_until_resolved()
    s.choose("done")
    s.pass_until_resolved()
    assert [s.g.players[p].life for p in (ARCH, BIANCA, CARMEN)] == [5, 20, 20]


def test_card_i_call_for_slaughter_three_hasty_devils_and_plus_one_damage_this_turn():
    from manamelee.engine.damage import deal_damage
    s = table("I Call for Slaughter", "Roots of All Evil", library=10)
    bear = s.battlefield(ARCH, "Runeclaw Bear")
    spider = s.battlefield(BIANCA, "Giant Spider")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    devils = tokens(s, "Devil")
    assert len(devils) == 3
    ch = s.chars(devils[0])
    assert (ch.power, ch.toughness, ch.colors) == (1, 1, frozenset("R")) and "Haste" in ch.keywords
    deal_damage(g, bear, ("player", BIANCA), 2)                  # a source you control: plus 1
    deal_damage(g, spider, ("player", ARCH), 2)                  # an opponent's source: unchanged
    assert g.players[BIANCA].life == 17 and g.players[ARCH].life == 38
    from manamelee.engine import zones
    zones.destroy(g, devils[0])                                  # "When this token dies, it deals 1 damage"
    while s.decision.kind != "target":
        s.choose("pass")
    s.choose("target", value=("player", CARMEN))
    s.pass_until_resolved()
    assert s.g.players[CARMEN].life == 18                        # 1 plus 1 this turn
    pass_to_next_turn(s)
    assert "Haste" not in s.chars(devils[1]).keywords
    deal_damage(s.g, bear, ("player", BIANCA), 2)
    assert s.g.players[BIANCA].life == 15                         # this turn only
