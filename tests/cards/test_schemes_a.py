"""Schemes of manamelee/cards/sets/schemes_archenemy_2010.py: each is set in motion in an Archenemy
scenario and its effect checked; ongoing schemes are checked for their static or trigger and for the
condition that abandons them (701.26).

The table: Arch (the archenemy, seat 0, alone on team 0) then Bianca and Carmen (team 1, shared team turns).
"""
from manamelee.engine import Step
from manamelee.engine import zones
from manamelee.engine.constants import COMMAND, GRAVEYARD
from manamelee.engine.damage import deal_damage
from manamelee.engine.schemes import SET_IN_MOTION, face_up_schemes, set_in_motion
from manamelee.multiplayer import MultiplayerRules, hooks_for
from manamelee.scenario import Scenario, damage_events

ARCH, BIANCA, CARMEN = 0, 1, 2
RULES = MultiplayerRules("archenemy", shared_turns=True, team_hands="team", archenemies=(0,), starting="archenemy")


def table(*schemes, library=6):
    """An Archenemy table; ``schemes`` are Arch's scheme deck, the first on top."""
    s = Scenario(["Arch", "Bianca", "Carmen"], teams=[0, 1, 1], hooks=hooks_for(RULES))
    s.scheme_deck(ARCH, *schemes)
    for p in range(3):
        s.library(p, *["Plains"] * library)
    return s


def set_top_in_motion(s):
    """Begin Arch's precombat main phase: 904.9 sets the top scheme in motion (its trigger goes on the stack)."""
    return s.start(active=ARCH, step=Step.MAIN1, run_step_actions=True)


def scheme_id(s, name):
    return next(o.id for o in s.g.objects.values() if o.card.name == name)


def face_up(s, name):
    return not s.g.objects[scheme_id(s, name)].face_down


def tokens(s, name, controller=ARCH):
    g = s.g
    return [o for o in g.battlefield if g.objects[o].token and g.objects[o].card.name == name
            and g.controller(o) == controller]


def pass_to_next_turn(s):
    g = s.g
    start = g.turn_count
    for _ in range(300):
        if g.turn_count != start:
            return g.turns[0]
        d = s.decision
        if d.kind == "priority":
            s.choose("pass")
        elif d.kind in ("declare_attackers", "declare_blockers"):
            s.choose("done")
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("no new turn")


# --------------------------------------------------------------------------- one-shot schemes
def test_card_look_skyward_and_despair_creates_a_5_5_flying_red_dragon():
    s = table("Look Skyward and Despair", "Roots of All Evil")
    set_top_in_motion(s)
    s.pass_until_resolved()
    (d,) = tokens(s, "Dragon")
    ch = s.chars(d)
    assert (ch.power, ch.toughness, ch.colors) == (5, 5, frozenset("R")) and "Flying" in ch.keywords
    assert s.g.players[ARCH].scheme_deck[-1] == scheme_id(s, "Look Skyward and Despair")    # 904.10


def test_card_roots_of_all_evil_creates_five_green_saprolings():
    s = table("Roots of All Evil", "Look Skyward and Despair")
    set_top_in_motion(s)
    s.pass_until_resolved()
    saps = tokens(s, "Saproling")
    assert len(saps) == 5
    for t in saps:
        ch = s.chars(t)
        assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (1, 1, frozenset("G"), frozenset({"Saproling"}))


def test_card_the_iron_guardian_stirs_creates_a_4_6_colorless_golem_artifact_creature():
    s = table("The Iron Guardian Stirs", "Roots of All Evil")
    set_top_in_motion(s)
    s.pass_until_resolved()
    (golem,) = tokens(s, "Golem")
    ch = s.chars(golem)
    assert (ch.power, ch.toughness, ch.colors) == (4, 6, frozenset())
    assert ch.types == frozenset({"Artifact", "Creature"}) and ch.subtypes == frozenset({"Golem"})


def test_card_know_naught_but_fire_deals_damage_equal_to_each_opponents_hand_size():
    s = table("Know Naught but Fire", "Roots of All Evil")
    s.hand(BIANCA, "Plains", "Plains", "Plains")
    s.hand(CARMEN, "Plains")
    s.hand(ARCH, "Plains", "Plains")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert [g.players[p].life for p in (ARCH, BIANCA, CARMEN)] == [40, 17, 19]
    src = scheme_id(s, "Know Naught but Fire")
    assert sorted(e.amount for e in damage_events(g, source=src)) == [1, 3]   # the scheme is the source


def test_card_i_delight_in_your_convulsions_drains_3_from_each_opponent():
    s = table("I Delight in Your Convulsions", "Roots of All Evil")
    s.life(CARMEN, 2)
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert (g.players[BIANCA].life, g.players[CARMEN].life) == (17, -1)
    assert g.players[ARCH].life == 46              # the life lost: 3 + 3


def test_card_behold_the_power_of_destruction_destroys_nonland_permanents_of_the_target_opponent():
    s = table("Behold the Power of Destruction", "Roots of All Evil")
    bear = s.battlefield(BIANCA, "Runeclaw Bear")
    myr = s.battlefield(BIANCA, "Darksteel Myr")       # indestructible: it survives "destroy"
    land = s.battlefield(BIANCA, "Forest")
    other = s.battlefield(CARMEN, "Grizzly Bears")
    mine = s.battlefield(ARCH, "Grizzly Bears")
    set_top_in_motion(s)
    s.choose("target", value=("player", BIANCA))
    s.pass_until_resolved()
    g = s.g
    assert bear not in g.battlefield and g.players[BIANCA].graveyard
    assert {myr, land, other, mine} <= set(g.battlefield)


def test_card_mortal_flesh_is_weak_sets_each_opponent_to_the_lowest_opponent_life():
    s = table("Mortal Flesh Is Weak", "Roots of All Evil")
    s.life(CARMEN, 7)
    s.life(ARCH, 3)                                  # the archenemy's own life doesn't count
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert [g.players[p].life for p in (ARCH, BIANCA, CARMEN)] == [3, 7, 7]


def test_card_your_fate_is_thrice_sealed_lands_to_battlefield_the_rest_to_hand():
    s = table("Your Fate Is Thrice Sealed", "Roots of All Evil", library=0)
    forest, bear, island, shock = s.library(ARCH, "Forest", "Runeclaw Bear", "Island", "Shock")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert sorted(g.name(o) for o in g.battlefield_of(ARCH)) == ["Forest", "Island"]
    assert [g.name(c) for c in g.players[ARCH].hand] == ["Runeclaw Bear"]
    assert g.players[ARCH].library == [shock]


def test_card_only_blood_ends_your_nightmares_sacrifice_or_discard_two():
    s = table("Only Blood Ends Your Nightmares", "Roots of All Evil")
    bear = s.battlefield(BIANCA, "Runeclaw Bear")
    spider = s.battlefield(BIANCA, "Giant Spider")
    s.hand(BIANCA, "Shock", "Shock")
    keep, drop1, drop2 = s.hand(CARMEN, "Lightning Bolt", "Forest", "Island")   # no creature
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "sacrifice" and d.player == BIANCA
    s.choose("creature", value=spider)
    for c in (drop1, drop2):
        d = s.decision
        assert d.kind == "discard" and d.player == CARMEN
        s.choose("card", value=c)
    s.pass_until_resolved()
    g = s.g
    assert spider not in g.battlefield and bear in g.battlefield
    assert len(g.players[BIANCA].hand) == 2                      # she sacrificed, so she discards nothing
    assert g.players[CARMEN].hand == [keep]
    assert sorted(g.name(c) for c in g.players[CARMEN].graveyard) == ["Forest", "Island"]


def test_card_realms_befitting_my_majesty_up_to_two_basic_lands_tapped_then_shuffle():
    s = table("Realms Befitting My Majesty", "Roots of All Evil", library=0)
    s.library(ARCH, "Shock", "Forest", "Island", "Runeclaw Bear")
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "search" and {o.label for o in d.options} == {"Forest", "Island", "find no more"}
    s.choose("card", label="Forest")
    s.choose("card", label="Island")
    s.pass_until_resolved()
    g = s.g
    lands = g.battlefield_of(ARCH)
    assert sorted(g.name(o) for o in lands) == ["Forest", "Island"]
    assert all(g.objects[o].tapped for o in lands)
    assert sorted(g.name(c) for c in g.players[ARCH].library) == ["Runeclaw Bear", "Shock"]
    assert any(e.rule == "701.20a" and "shuffles" in e.text for e in g.events)


def test_card_realms_befitting_my_majesty_may_find_fewer():
    s = table("Realms Befitting My Majesty", "Roots of All Evil", library=0)
    s.library(ARCH, "Forest", "Forest")
    set_top_in_motion(s)
    s.pass_until_resolved()
    s.choose("none")
    s.pass_until_resolved()
    assert s.g.battlefield_of(ARCH) == [] and len(s.g.players[ARCH].library) == 2


def test_card_surrender_your_thoughts_self_discards_four():
    s = table("Surrender Your Thoughts", "Roots of All Evil")
    cards = s.hand(BIANCA, "Shock", "Forest", "Island", "Plains", "Mountain")
    carmen = s.hand(CARMEN, "Shock", "Forest")
    set_top_in_motion(s)
    s.choose("target", value=("player", BIANCA))
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose" and d.player == BIANCA
    s.choose("self")
    for c in cards[1:]:
        assert s.decision.player == BIANCA
        s.choose("card", value=c)
    s.pass_until_resolved()
    g = s.g
    assert g.players[BIANCA].hand == [cards[0]] and g.players[CARMEN].hand == carmen


def test_card_surrender_your_thoughts_others_each_other_opponent_discards_two():
    s = table("Surrender Your Thoughts", "Roots of All Evil")
    bianca = s.hand(BIANCA, "Shock", "Forest", "Island")
    s.hand(CARMEN, "Shock", "Forest")                  # exactly two: no choice to make
    set_top_in_motion(s)
    s.choose("target", value=("player", BIANCA))
    s.pass_until_resolved()
    s.choose("others")
    s.pass_until_resolved()
    g = s.g
    assert g.players[BIANCA].hand == bianca and g.players[CARMEN].hand == []
    assert len(g.players[CARMEN].graveyard) == 2


def test_card_i_call_on_the_ancient_magics_others_find_one_you_find_two_everyone_shuffles():
    s = table("I Call on the Ancient Magics", "Roots of All Evil", library=0)
    s.library(ARCH, "Shock", "Forest", "Runeclaw Bear", "Island")
    s.library(BIANCA, "Plains", "Lightning Bolt")
    s.library(CARMEN, "Giant Spider", "Plains")
    set_top_in_motion(s)
    s.pass_until_resolved()
    asked = []
    for pick in ("Lightning Bolt", "Giant Spider", "Runeclaw Bear", "Shock"):
        d = s.decision
        assert d.kind == "search"
        asked.append(d.player)
        s.choose("card", label=pick)
    s.pass_until_resolved()
    g = s.g
    assert asked == [BIANCA, CARMEN, ARCH, ARCH]          # 701.19i: APNAP; then you search
    assert [g.name(c) for c in g.players[BIANCA].hand] == ["Lightning Bolt"]
    assert [g.name(c) for c in g.players[CARMEN].hand] == ["Giant Spider"]
    assert sorted(g.name(c) for c in g.players[ARCH].hand) == ["Runeclaw Bear", "Shock"]
    assert sum("shuffles" in e.text for e in g.events if e.rule == "701.20a") == 3
    assert any("reveals Lightning Bolt" in e.text for e in g.events)


def test_card_dance_pathetic_marionette_steals_one_revealed_creature_the_rest_to_graveyards():
    s = table("Dance, Pathetic Marionette", "Roots of All Evil", library=0)
    b_land, b_bear, b_rest = s.library(BIANCA, "Forest", "Runeclaw Bear", "Plains")
    c_shock, c_spider, c_rest = s.library(CARMEN, "Shock", "Giant Spider", "Island")
    set_top_in_motion(s)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose_card" and d.player == ARCH
    assert {o.value for o in d.options} == {b_bear, c_spider}
    s.choose("card", value=c_spider)
    s.pass_until_resolved()
    g = s.g
    (stolen,) = s.on_battlefield("Giant Spider")
    assert g.controller(stolen) == ARCH and g.objects[stolen].owner == CARMEN
    assert sorted(g.name(c) for c in g.players[BIANCA].graveyard) == ["Forest", "Runeclaw Bear"]
    assert [g.name(c) for c in g.players[CARMEN].graveyard] == ["Shock"]
    assert g.players[BIANCA].library == [b_rest] and g.players[CARMEN].library == [c_rest]


def test_card_dance_pathetic_marionette_no_creature_reveals_the_whole_library():
    s = table("Dance, Pathetic Marionette", "Roots of All Evil", library=0)
    s.library(BIANCA, "Forest", "Plains")
    s.library(CARMEN, "Island")
    set_top_in_motion(s)
    s.pass_until_resolved()
    g = s.g
    assert g.players[BIANCA].library == [] and len(g.players[BIANCA].graveyard) == 2
    assert g.players[CARMEN].library == [] and g.battlefield == []


# --------------------------------------------------------------------------- ongoing schemes
def test_card_nothing_can_stop_me_now_prevents_1_from_opponents_sources():
    s = table("Nothing Can Stop Me Now", "Roots of All Evil")
    bianca_bear = s.battlefield(BIANCA, "Runeclaw Bear")
    my_bear = s.battlefield(ARCH, "Runeclaw Bear")
    set_top_in_motion(s)
    g = s.g
    assert face_up(s, "Nothing Can Stop Me Now")         # ongoing: it stays face up (904.11)
    deal_damage(g, bianca_bear, ("player", ARCH), 3)
    assert g.players[ARCH].life == 38
    deal_damage(g, my_bear, ("player", ARCH), 3)         # not an opponent's source
    assert g.players[ARCH].life == 35
    deal_damage(g, bianca_bear, ("player", CARMEN), 3)   # only damage to the scheme's owner
    assert g.players[CARMEN].life == 17


def test_card_nothing_can_stop_me_now_abandoned_at_end_step_after_5_damage():
    s = table("Nothing Can Stop Me Now", "Roots of All Evil")
    bear = s.battlefield(BIANCA, "Runeclaw Bear")
    set_top_in_motion(s)
    deal_damage(s.g, bear, ("player", ARCH), 6)          # 5 is dealt after the prevention
    s.pass_until(Step.END)
    s.pass_until_resolved()
    assert not face_up(s, "Nothing Can Stop Me Now")
    assert s.g.players[ARCH].scheme_deck[-1] == scheme_id(s, "Nothing Can Stop Me Now")


def test_card_nothing_can_stop_me_now_stays_after_only_4_damage():
    s = table("Nothing Can Stop Me Now", "Roots of All Evil")
    bear = s.battlefield(BIANCA, "Runeclaw Bear")
    set_top_in_motion(s)
    deal_damage(s.g, bear, ("player", ARCH), 5)          # 4 is dealt
    s.pass_until(Step.END)
    assert not s.g.turns[0].stack                        # 603.4: the "if" is false, it doesn't trigger
    pass_to_next_turn(s)
    assert face_up(s, "Nothing Can Stop Me Now")


def bask_table():
    s = table("I Bask in Your Silent Awe", "Roots of All Evil", library=10)
    for p in (BIANCA, CARMEN):
        s.lands(p, "Mountain", 2)
        s.hand(p, "Shock", "Shock")
    set_in_motion(s.g, ARCH)                            # face up before the scenario's turn begins
    return s


def cast_options(s):
    return [o.label for o in s.decision.options if o.kind == "cast"]


def test_card_i_bask_in_your_silent_awe_each_opponent_casts_at_most_one_spell_each_turn():
    s = bask_table()
    s.start(active=BIANCA, step=Step.MAIN1)
    assert "Bianca: cast Shock" in cast_options(s)
    s.choose("cast", label="Bianca: cast Shock")
    s.choose("target", value=("player", ARCH))
    assert "Bianca: cast Shock" not in cast_options(s)         # her second spell this turn
    assert "Carmen: cast Shock" in cast_options(s)             # each opponent has their own limit
    s.pass_until_resolved()
    assert "Bianca: cast Shock" not in cast_options(s)
    pass_to_next_turn(s)                                       # Arch's turn
    s.pass_until(Step.MAIN1)
    s.choose("pass")                                           # Arch passes; the team may cast again
    assert "Bianca: cast Shock" in cast_options(s)


def test_card_i_bask_in_your_silent_awe_stays_if_an_opponent_cast_a_spell_since_your_last_turn():
    s = bask_table()
    s.start(active=BIANCA, step=Step.MAIN1)
    s.choose("cast", label="Carmen: cast Shock")
    s.choose("target", value=("player", ARCH))
    s.pass_until_resolved()
    pass_to_next_turn(s)
    s.pass_until(Step.DRAW)                                    # Arch's upkeep passes without a trigger
    assert face_up(s, "I Bask in Your Silent Awe")


def test_card_i_bask_in_your_silent_awe_abandoned_if_no_opponent_cast_a_spell_since_your_last_turn():
    s = bask_table()
    s.start(active=ARCH, step=Step.MAIN2)
    s.choose("pass")                                           # Arch passes; Bianca casts in Arch's turn
    s.choose("cast", label="Bianca: cast Shock")
    s.choose("target", value=("player", ARCH))
    s.pass_until_resolved()
    assert s.g.players[ARCH].life == 38
    pass_to_next_turn(s)                                       # the team's turn: nobody casts
    pass_to_next_turn(s)                                       # Arch's turn: upkeep
    s.pass_until(Step.UPKEEP)
    assert s.g.turns[0].stack, "the upkeep trigger is on the stack"
    s.pass_until_resolved()
    assert not face_up(s, "I Bask in Your Silent Awe")         # the Shock was cast during Arch's last turn


def test_card_i_know_all_i_see_all_untaps_your_permanents_in_each_opponents_untap_step():
    s = table("I Know All, I See All", "Roots of All Evil")
    mine = s.battlefield(ARCH, "Forest", tapped=True)
    theirs = s.battlefield(BIANCA, "Forest", tapped=True)
    set_in_motion(s.g, ARCH)
    s.start(active=BIANCA, step=Step.UNTAP, run_step_actions=True)
    g = s.g
    assert not g.objects[mine].tapped and not g.objects[theirs].tapped


def test_card_i_know_all_i_see_all_does_nothing_face_down():
    s = table("I Know All, I See All", "Roots of All Evil")
    mine = s.battlefield(ARCH, "Forest", tapped=True)
    s.start(active=BIANCA, step=Step.UNTAP, run_step_actions=True)
    assert s.g.objects[mine].tapped


def test_card_i_know_all_i_see_all_abandoned_after_three_cards_to_your_graveyard():
    s = table("I Know All, I See All", "Roots of All Evil")
    set_in_motion(s.g, ARCH)
    s.start(active=BIANCA, step=Step.MAIN1)
    zones.mill(s.g, ARCH, 3)
    s.refresh()
    s.pass_until(Step.END)
    s.pass_until_resolved()
    assert not face_up(s, "I Know All, I See All")


def test_card_i_know_all_i_see_all_stays_after_two_cards_and_a_token():
    s = table("I Know All, I See All", "Roots of All Evil")
    set_in_motion(s.g, ARCH)
    s.start(active=BIANCA, step=Step.MAIN1)
    g = s.g
    zones.mill(g, ARCH, 2)
    sap = zones.create_token(g, ARCH, s.g.objects[scheme_id(s, "I Know All, I See All")].card)   # any token
    zones.move(g, sap, GRAVEYARD)
    zones.mill(g, BIANCA, 3)                                   # not Arch's graveyard
    s.refresh()
    s.pass_until(Step.END)
    assert not g.turns[0].stack
    assert face_up(s, "I Know All, I See All")


def test_card_the_very_soil_shall_shake_pumps_and_grants_trample_to_your_creatures():
    s = table("The Very Soil Shall Shake", "Roots of All Evil")
    mine = s.battlefield(ARCH, "Runeclaw Bear")
    theirs = s.battlefield(BIANCA, "Runeclaw Bear")
    set_top_in_motion(s)
    ch = s.chars(mine)
    assert (ch.power, ch.toughness) == (4, 4) and "Trample" in ch.keywords
    ch = s.chars(theirs)
    assert (ch.power, ch.toughness) == (2, 2) and "Trample" not in ch.keywords


def test_card_the_very_soil_shall_shake_abandoned_when_your_creature_dies():
    s = table("The Very Soil Shall Shake", "Roots of All Evil")
    mine = s.battlefield(ARCH, "Runeclaw Bear")
    theirs = s.battlefield(BIANCA, "Runeclaw Bear")
    set_top_in_motion(s)
    g = s.g
    zones.destroy(g, theirs)                                  # an opponent's creature: nothing happens
    s.refresh()
    assert not g.turns[0].stack and face_up(s, "The Very Soil Shall Shake")
    zones.destroy(g, mine)
    s.refresh()
    s.pass_until_resolved()
    assert not face_up(s, "The Very Soil Shall Shake")
    assert g.players[ARCH].scheme_deck[-1] == scheme_id(s, "The Very Soil Shall Shake")


def laughter_table():
    s = table("My Laughter Echoes", "Look Skyward and Despair", "Roots of All Evil")
    set_in_motion(s.g, ARCH)                                  # Laughter is face up; Look Skyward on top
    set_top_in_motion(s)
    d = s.decision
    assert d.kind == "order_triggers"                          # both triggered on the same event
    s.choose("trigger", label="My Laughter Echoes")
    return s


def test_card_my_laughter_echoes_abandon_to_set_the_scheme_in_motion_again():
    s = laughter_table()
    s.pass_until_resolved()          # Look Skyward's trigger resolves first, then Laughter's asks
    d = s.decision
    assert d.kind == "yes_no" and d.player == ARCH
    s.choose("yes")
    s.pass_until_resolved()
    g = s.g
    assert len(tokens(s, "Dragon")) == 2                      # set in motion again: it triggered again
    look = scheme_id(s, "Look Skyward and Despair")
    assert sum(e.kind == SET_IN_MOTION and e.obj == look for e in g.events) == 2
    laugh = scheme_id(s, "My Laughter Echoes")
    assert g.objects[laugh].face_down and g.objects[laugh].zone == COMMAND
    assert g.players[ARCH].scheme_deck[-2:] == [laugh, look]
    assert face_up_schemes(g) == []


def test_card_my_laughter_echoes_may_decline():
    s = laughter_table()
    s.pass_until_resolved()
    s.choose("no")
    s.pass_until_resolved()
    assert len(tokens(s, "Dragon")) == 1
    assert face_up(s, "My Laughter Echoes") and not face_up(s, "Look Skyward and Despair")


def test_card_my_laughter_echoes_ignores_ongoing_schemes():
    s = table("My Laughter Echoes", "The Very Soil Shall Shake", "Roots of All Evil")
    set_in_motion(s.g, ARCH)
    set_top_in_motion(s)
    g = s.g
    assert not g.turns[0].stack                                # no trigger for an ongoing scheme
    assert face_up(s, "My Laughter Echoes") and face_up(s, "The Very Soil Shall Shake")
