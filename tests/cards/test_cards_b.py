"""Behaviour tests for the cards of manamelee/cards/sets/cr_examples_b.py (and a few core_sample cards)."""
from manamelee.engine import Step
from manamelee.engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND
from manamelee.engine.leaving import win_game
from manamelee.scenario import Scenario


# ----------------------------------------------------------------------------- helpers
def names_in(s, ids):
    return sorted(s.names(ids))


def pass_turn(s, limit=300):
    """Pass priority (declaring no attackers or blockers) until the current turn ends and the next begins."""
    g = s.g
    tid = g.turns[0].id
    for _ in range(limit):
        if g.over or (g.turns and g.turns[0].id != tid):
            return g.turns[0] if g.turns else None
        d = s.decision
        if d.kind == "priority":
            s.choose("pass")
        elif d.kind in ("declare_attackers", "declare_blockers"):
            s.choose("done")
        else:
            raise AssertionError(f"unexpected decision: {d}")
    raise AssertionError("the turn never ended")


def zone_names(s, p, zone):
    pl = s.g.players[p]
    return sorted(s.names({HAND: pl.hand, GRAVEYARD: pl.graveyard}[zone]))


# ----------------------------------------------------------------------------- Repay in Kind
def test_card_repay_in_kind_sets_each_life_total_to_the_lowest_119_5():
    s = Scenario(3)
    s.hand(0, "Repay in Kind")
    s.lands(0, "Swamp", 7)
    s.life(0, 20)
    s.life(1, 4)
    s.life(2, 13)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Repay in Kind")
    s.pass_until_resolved()
    assert [pl.life for pl in g.players] == [4, 4, 4]
    assert not g.over


def test_card_repay_in_kind_raises_totals_too_when_the_caster_is_lowest_119_5():
    s = Scenario(2)
    s.hand(0, "Repay in Kind")
    s.lands(0, "Swamp", 7)
    s.life(0, 3)
    s.life(1, 25)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Repay in Kind")
    s.pass_until_resolved()
    assert [pl.life for pl in g.players] == [3, 3]


# ----------------------------------------------------------------------------- Platinum Angel
def test_card_platinum_angel_controller_at_zero_life_doesnt_lose_until_it_leaves_104_3b():
    s = Scenario(2)
    s.battlefield(0, "Platinum Angel")
    s.hand(0, "Wrath of God")
    s.lands(0, "Plains", 4)
    s.life(0, 0)
    g = s.start(active=0, step=Step.MAIN1)
    assert not g.over and not g.players[0].lost          # SBA 704.5a does nothing while the Angel is there
    assert s.decision.kind == "priority" and s.decision.player == 0
    s.cast("Wrath of God")
    s.pass_until_resolved()
    assert g.over
    assert g.players[0].lost
    assert g.result.winners == (1,)


def test_card_platinum_angel_opponents_cant_win_the_game_104_2b():
    s = Scenario(2)
    s.battlefield(0, "Platinum Angel")
    g = s.start(active=0, step=Step.MAIN1)
    assert win_game(g, 1) is False
    assert not g.over and not g.players[0].lost


def test_card_platinum_angel_does_not_stop_its_controller_winning():
    s = Scenario(2)
    s.battlefield(1, "Platinum Angel")
    g = s.start(active=0, step=Step.MAIN1)
    assert win_game(g, 1) is True
    assert g.over and g.result.winners == (1,)


# ----------------------------------------------------------------------------- Transcendence
def test_card_transcendence_no_loss_below_zero_and_gains_twice_the_life_lost_704_5a():
    s = Scenario(2)
    s.battlefield(0, "Transcendence")
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.life(0, 1)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 0))
    s.pass_until_resolved()           # Shock resolves: 1 -> -1, the trigger goes on the stack
    assert not g.over and not g.players[0].lost
    s.pass_until_resolved()           # the trigger: gain 2 x 2
    assert g.players[0].life == 3
    assert not g.over


def test_card_transcendence_state_trigger_loses_at_20_or_more_life_603_8():
    s = Scenario(2)
    s.battlefield(0, "Transcendence")
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.life(0, 19)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 0))
    s.pass_until_resolved()           # 19 -> 17, gain 4 -> 21, then "you lose the game" triggers and resolves
    assert g.players[0].life == 21
    assert g.over and g.players[0].lost and g.result.winners == (1,)


def test_card_transcendence_state_trigger_fires_from_the_game_state_not_an_event_603_8():
    s = Scenario(2)
    s.battlefield(0, "Transcendence")
    s.life(0, 20)
    g = s.start(active=0, step=Step.MAIN1)
    t = g.turns[0]
    assert [it.text for it in t.stack] == ["When you have 20 or more life, you lose the game."]
    s.pass_until_resolved()
    assert g.over and g.players[0].lost


def test_card_transcendence_state_trigger_doesnt_trigger_twice_while_on_the_stack_603_8():
    s = Scenario(2)
    s.battlefield(0, "Transcendence")
    s.life(0, 25)
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_priority()                 # P0 passes; SBAs/triggers are checked again before P1 gets priority
    assert len(g.turns[0].stack) == 1


# ----------------------------------------------------------------------------- Time Walk
def test_card_time_walk_caster_takes_the_next_turn_then_order_resumes_500_7():
    s = Scenario(2)
    s.hand(0, "Time Walk")
    s.lands(0, "Island", 2)
    s.library(0, *["Island"] * 5)
    s.library(1, *["Island"] * 5)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Time Walk")
    s.pass_until_resolved()
    assert g.extra_turns == [0]
    t = pass_turn(s)
    assert t.active == 0 and t.extra
    t = pass_turn(s)
    assert t.active == 1 and not t.extra
    t = pass_turn(s)
    assert t.active == 0 and not t.extra


# ----------------------------------------------------------------------------- Fact or Fiction
FOF_LIB = ["Shock", "Giant Growth", "Runeclaw Bear", "Serra Angel", "Swamp", "Forest"]


def test_card_fact_or_fiction_opponent_splits_and_caster_chooses_a_pile():
    s = Scenario(2)
    s.hand(0, "Fact or Fiction")
    s.lands(0, "Island", 4)
    s.library(0, *FOF_LIB)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Fact or Fiction")
    s.pass_until_resolved()
    # the opponent separates the five revealed cards, one decision each
    for i in range(5):
        d = s.decision
        assert d.player == 1 and d.kind == "pile"
        s.choose("pile", value=1 if i < 2 else 2)
    d = s.decision
    assert d.player == 0 and d.kind == "choose_pile"
    assert any("Shock" in o.label and "Giant Growth" in o.label for o in d.options)
    s.choose("pile", value=2)
    assert zone_names(s, 0, HAND) == sorted(["Runeclaw Bear", "Serra Angel", "Swamp"])
    assert zone_names(s, 0, GRAVEYARD) == sorted(["Shock", "Giant Growth", "Fact or Fiction"])
    assert s.names(g.players[0].library) == ["Forest"]


def test_card_fact_or_fiction_an_empty_pile_may_be_chosen():
    s = Scenario(2)
    s.hand(0, "Fact or Fiction")
    s.lands(0, "Island", 4)
    s.library(0, *FOF_LIB)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Fact or Fiction")
    s.pass_until_resolved()
    for _ in range(5):
        s.choose("pile", value=1)
    s.choose("pile", value=2)         # the empty pile
    assert g.players[0].hand == []
    assert len(g.players[0].graveyard) == 6


def test_card_fact_or_fiction_caster_picks_which_opponent_splits_in_multiplayer_800_4g():
    s = Scenario(3)
    s.hand(0, "Fact or Fiction")
    s.lands(0, "Island", 4)
    s.library(0, *FOF_LIB)
    s.start(active=0, step=Step.MAIN1)
    s.cast("Fact or Fiction")
    s.pass_until_resolved()
    d = s.decision
    assert d.player == 0 and d.kind == "choose_player"
    s.choose("player", value=2)
    assert s.decision.player == 2 and s.decision.kind == "pile"


# ----------------------------------------------------------------------------- Cuombajj Witches
def test_card_cuombajj_witches_second_target_is_chosen_by_an_opponent_115_1():
    s = Scenario(2)
    s.battlefield(0, "Cuombajj Witches")
    bear = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Cuombajj Witches", ("player", 1))
    d = s.decision
    assert d.player == 1 and d.kind == "target"
    assert all(o.kind != "cancel" for o in d.options)
    s.choose("target", value=("player", 0))
    s.pass_until_resolved()
    assert g.players[0].life == 19 and g.players[1].life == 19
    assert g.objects[bear].damage == 0


def test_card_cuombajj_witches_can_kill_with_two_pings():
    s = Scenario(2)
    witches = s.battlefield(0, "Cuombajj Witches")
    s.battlefield(1, "Mesa Unicorn")
    elf = s.battlefield(1, "Reclamation Sage")          # 2/1
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Cuombajj Witches", elf)
    s.choose("target", value=("obj", witches))          # the opponent's choice
    s.pass_until_resolved()
    assert s.zone_of("Reclamation Sage") and s.zone_of("Reclamation Sage")[0][0] == GRAVEYARD
    assert g.objects[witches].damage == 1


# ----------------------------------------------------------------------------- vanilla and keywords
def test_card_runeclaw_bear_is_a_vanilla_2_2():
    s = Scenario(2)
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    ch = s.chars(bear)
    assert (ch.power, ch.toughness) == (2, 2)
    assert ch.keywords == frozenset()
    assert not g.objects[bear].card.activated and not g.objects[bear].card.triggered
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bear, 1))
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 18
    assert g.objects[bear].tapped


def test_card_mesa_unicorn_lifelink_gains_life_equal_to_damage_702_15b():
    s = Scenario(2)
    uni = s.battlefield(0, "Mesa Unicorn")
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((uni, 1))
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 18
    assert g.players[0].life == 22


def test_card_giant_spider_reach_blocks_a_flyer_702_17b():
    s = Scenario(2)
    angel = s.battlefield(1, "Serra Angel")
    spider = s.battlefield(0, "Giant Spider")
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=1, step=Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((angel, 0))
    s.pass_until(Step.DECLARE_BLOCKERS)
    d = s.decision
    assert d.kind == "declare_blockers" and d.player == 0
    blockers = {o.value for o in d.options if o.kind == "blocker"}
    assert blockers == {spider}                          # the Bear can't block a flyer
    assert bear not in blockers
    s.block((spider, angel))
    s.pass_until(Step.END_COMBAT)
    assert g.players[0].life == 20
    assert g.players[1].life == 20
    assert s.zone_of("Giant Spider")[0][0] == GRAVEYARD  # 4 damage to a 2/4
    assert g.objects[angel].damage == 2


def test_card_serra_angel_flying_and_vigilance_702_9_702_20():
    s = Scenario(2)
    angel = s.battlefield(0, "Serra Angel")
    s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((angel, 1))
    assert not g.objects[angel].tapped                  # vigilance: attacking doesn't tap it
    s.pass_until(Step.DECLARE_BLOCKERS)
    # the Bear (no flying or reach) can't block: no blocker declaration is offered at all
    assert s.decision.kind == "priority"
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 16
    assert not g.objects[angel].tapped


# ----------------------------------------------------------------------------- Extractor Demon
def test_card_extractor_demon_another_creature_leaving_lets_target_player_mill_two_603_10a():
    s = Scenario(2)
    s.battlefield(0, "Extractor Demon")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.library(1, "Island", "Swamp", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", bear)
    s.pass_until_resolved()            # the Bear dies; the Demon triggers and asks for a target
    d = s.decision
    assert d.kind == "target" and d.player == 0
    s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    assert s.decision.kind == "yes_no"  # "you may"
    s.choose("yes")
    assert s.names(g.players[1].library) == ["Forest"]
    assert sorted(s.names(g.players[1].graveyard)) == ["Island", "Runeclaw Bear", "Swamp"]


def test_card_extractor_demon_may_decline_the_mill():
    s = Scenario(2)
    s.battlefield(0, "Extractor Demon")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Shock")
    s.battlefield(0, "Mountain")
    s.library(1, "Island", "Swamp", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", bear)
    s.pass_until_resolved()
    s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    s.choose("no")
    assert len(g.players[1].library) == 3


def test_card_extractor_demon_sees_creatures_dying_with_it_603_10a():
    s = Scenario(2)
    s.battlefield(0, "Extractor Demon")
    s.battlefield(1, "Runeclaw Bear")
    s.battlefield(1, "Mesa Unicorn")
    s.hand(0, "Wrath of God")
    s.lands(0, "Plains", 4)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Wrath of God")
    s.pass_until_resolved()
    # two other creatures left at the same time as the Demon: two triggers (ordered, then targeted)
    trig = 0
    for _ in range(6):
        d = s.decision
        if d.kind == "order_triggers":
            s.choose("trigger")
        elif d.kind == "target":
            s.choose("target", value=("player", 1))
            trig += 1
        else:
            break
    assert trig == 2
    assert len(g.turns[0].stack) == 2


def test_card_extractor_demon_unearth_returns_with_haste_and_is_exiled_at_end_step_702_84a():
    s = Scenario(2)
    demon = s.graveyard(0, "Extractor Demon")
    s.lands(0, "Swamp", 3)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Extractor Demon")
    s.pass_until_resolved()
    [nid] = s.on_battlefield("Extractor Demon", 0)
    assert demon not in g.objects
    assert "Haste" in s.chars(nid).keywords
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((nid, 1))                 # haste: it can attack the turn it came back
    s.pass_until(Step.END)
    s.pass_until_resolved()            # the delayed trigger exiles it
    assert s.zone_of("Extractor Demon")[0][0] == EXILE
    assert g.players[1].life == 15


def test_card_extractor_demon_unearth_only_as_a_sorcery_702_84a():
    s = Scenario(2)
    s.graveyard(0, "Extractor Demon")
    s.lands(0, "Swamp", 3)
    s.start(active=0, step=Step.UPKEEP)
    assert not any(o.kind == "activate" for o in s.decision.options)


def test_card_extractor_demon_unearthed_is_exiled_instead_of_dying_702_84a():
    s = Scenario(2)
    s.graveyard(0, "Extractor Demon")
    s.lands(0, "Swamp", 3)
    s.hand(0, "Wrath of God")
    s.lands(0, "Plains", 4)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Extractor Demon")
    s.pass_until_resolved()
    s.cast("Wrath of God")
    s.pass_until_resolved()
    assert s.zone_of("Extractor Demon")[0][0] == EXILE
    assert not any(g.objects[o].card.name == "Extractor Demon" for o in g.players[0].graveyard)


# ----------------------------------------------------------------------------- Genesis Chamber
def _cast_bear(s, p):
    s.hand(p, "Runeclaw Bear")
    s.lands(p, "Forest", 2)


def test_card_genesis_chamber_gives_the_entering_creatures_controller_a_myr():
    s = Scenario(2)
    s.battlefield(0, "Genesis Chamber")
    _cast_bear(s, 1)
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Runeclaw Bear")
    s.pass_until_resolved()            # Bear resolves, then the Chamber's trigger
    s.pass_until_resolved()
    myr = [o for o in g.battlefield if g.objects[o].card.name == "Myr"]
    assert len(myr) == 1
    assert g.controller(myr[0]) == 1 and g.objects[myr[0]].token
    ch = s.chars(myr[0])
    assert (ch.power, ch.toughness) == (1, 1) and ch.types == {"Artifact", "Creature"} and ch.colors == set()


def test_card_genesis_chamber_tapped_does_nothing_603_4():
    s = Scenario(2)
    s.battlefield(0, "Genesis Chamber", tapped=True)
    _cast_bear(s, 0)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Runeclaw Bear")
    s.pass_until_resolved()
    assert not g.turns[0].stack
    assert not any(g.objects[o].card.name == "Myr" for o in g.battlefield)


def test_card_genesis_chamber_tokens_dont_trigger_it():
    s = Scenario(2)
    s.battlefield(0, "Genesis Chamber")
    _cast_bear(s, 0)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Runeclaw Bear")
    s.pass_until_resolved()
    s.pass_until_resolved()
    assert not g.turns[0].stack
    assert sum(1 for o in g.battlefield if g.objects[o].card.name == "Myr") == 1


# ----------------------------------------------------------------------------- Astral Slide + cycling
def test_card_barkhide_mauler_cycling_discards_it_and_draws_702_29a():
    s = Scenario(2)
    s.hand(0, "Barkhide Mauler")
    s.lands(0, "Forest", 2)
    s.library(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Barkhide Mauler")
    assert zone_names(s, 0, GRAVEYARD) == ["Barkhide Mauler"]
    s.pass_until_resolved()
    assert zone_names(s, 0, HAND) == ["Island"]
    assert g.players[0].library == []


def test_card_astral_slide_exiles_on_cycle_and_returns_at_end_step_603_7():
    s = Scenario(2)
    s.battlefield(0, "Astral Slide")
    s.hand(0, "Barkhide Mauler")
    s.lands(0, "Forest", 2)
    s.library(0, "Island")
    bear = s.battlefield(1, "Runeclaw Bear", counters={"+1/+1": 1})
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Barkhide Mauler")
    d = s.decision                       # the Slide triggers on the cycle and needs a target
    assert d.kind == "target" and d.player == 0
    s.choose("target", value=("obj", bear))
    s.pass_until_resolved()
    assert s.decision.kind == "yes_no"
    s.choose("yes")
    assert s.zone_of("Runeclaw Bear")[0][0] == EXILE
    s.pass_until_resolved()              # the cycling draw
    assert zone_names(s, 0, HAND) == ["Island"]
    s.pass_until(Step.END)
    s.pass_until_resolved()
    [back] = s.on_battlefield("Runeclaw Bear")
    assert back != bear
    assert g.controller(back) == 1
    assert g.objects[back].counters == {}  # a new object (400.7)


def test_card_astral_slide_triggers_on_an_opponents_cycling_too():
    s = Scenario(2)
    s.battlefield(0, "Astral Slide")
    s.hand(1, "Barkhide Mauler")
    s.lands(1, "Forest", 2)
    s.library(1, "Island")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.start(active=0, step=Step.MAIN1)
    s.pass_priority()                    # P1 gets priority and cycles
    s.activate("Barkhide Mauler")
    d = s.decision
    assert d.kind == "target" and d.player == 0
    s.choose("target", value=("obj", bear))


# ----------------------------------------------------------------------------- Hypnotic Specter
def test_card_hypnotic_specter_damage_to_opponent_discards_at_random_701_9b():
    s = Scenario(2)
    spec = s.battlefield(0, "Hypnotic Specter")
    s.hand(1, "Shock", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((spec, 1))
    s.pass_until(Step.COMBAT_DAMAGE)
    s.pass_until_resolved()
    assert g.players[1].life == 18
    assert len(g.players[1].hand) == 1
    assert len(g.players[1].graveyard) == 1


def test_card_hypnotic_specter_damage_to_a_creature_does_not_trigger():
    s = Scenario(2)
    spec = s.battlefield(0, "Hypnotic Specter")
    spider = s.battlefield(1, "Giant Spider")
    s.hand(1, "Shock", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((spec, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((spider, spec))
    s.pass_until(Step.END_COMBAT)
    assert len(g.players[1].hand) == 2


# ----------------------------------------------------------------------------- ETB creatures
def test_card_dwarven_priest_gains_one_life_per_creature_you_control():
    s = Scenario(2)
    s.battlefield(0, "Runeclaw Bear")
    s.battlefield(0, "Mesa Unicorn")
    s.battlefield(1, "Giant Spider")
    s.hand(0, "Dwarven Priest")
    s.lands(0, "Plains", 4)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Dwarven Priest")
    s.pass_until_resolved()
    s.pass_until_resolved()
    assert g.players[0].life == 23      # Bear, Unicorn and the Priest itself
    assert g.players[1].life == 20


def test_card_reclamation_sage_may_destroy_target_artifact_or_enchantment():
    s = Scenario(2)
    chamber = s.battlefield(1, "Genesis Chamber")
    s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Reclamation Sage")
    s.lands(0, "Forest", 3)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Reclamation Sage")
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "target"
    assert {o.value for o in d.options} == {("obj", chamber)}   # the Bear is not a legal target
    s.choose("target", value=("obj", chamber))
    s.pass_until_resolved()
    s.choose("yes")
    assert s.zone_of("Genesis Chamber")[0][0] == GRAVEYARD
    assert not g.turns[0].stack


def test_card_reclamation_sage_may_decline():
    s = Scenario(2)
    chamber = s.battlefield(1, "Astral Slide")
    s.hand(0, "Reclamation Sage")
    s.lands(0, "Forest", 3)
    s.start(active=0, step=Step.MAIN1)
    s.cast("Reclamation Sage")
    s.pass_until_resolved()
    s.choose("target", value=("obj", chamber))
    s.pass_until_resolved()
    s.choose("no")
    assert s.zone_of("Astral Slide")[0] == (BATTLEFIELD, chamber)


def test_card_eager_construct_each_player_may_scry_1_701_22():
    s = Scenario(2)
    s.hand(0, "Eager Construct")
    s.lands(0, "Forest", 2)
    s.library(0, "Shock", "Island")
    s.library(1, "Swamp", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Eager Construct")
    s.pass_until_resolved()
    s.pass_until_resolved()
    d = s.decision
    assert d.player == 0 and d.kind == "yes_no"
    s.choose("yes")
    assert s.decision.player == 0 and s.decision.kind == "scry"
    s.choose("bottom")
    d = s.decision
    assert d.player == 1 and d.kind == "yes_no"
    s.choose("no")
    assert s.names(g.players[0].library) == ["Island", "Shock"]
    assert s.names(g.players[1].library) == ["Swamp", "Forest"]


# ----------------------------------------------------------------------------- Wrath of God
def test_card_wrath_of_god_destroys_all_creatures_only():
    s = Scenario(3)
    s.battlefield(0, "Serra Angel")
    s.battlefield(1, "Runeclaw Bear")
    s.battlefield(2, "Giant Spider")
    s.battlefield(2, "Platinum Angel")      # an artifact creature is a creature
    s.battlefield(1, "Genesis Chamber")
    s.hand(0, "Wrath of God")
    s.lands(0, "Plains", 4)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Wrath of God")
    s.pass_until_resolved()
    assert not any("Creature" in g.chars(o).types for o in g.battlefield)
    assert s.on_battlefield("Genesis Chamber") and len(s.on_battlefield("Plains")) == 4
    graves = [n for p in range(3) for n in zone_names(s, p, GRAVEYARD)]
    assert sorted(graves) == sorted(["Serra Angel", "Runeclaw Bear", "Giant Spider", "Platinum Angel",
                                     "Wrath of God"])
