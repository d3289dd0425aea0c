"""Issue 18: what a priority pass reads is remembered across steps and other players' actions — mana sources
(casting.mana_sources) and activated abilities to try (casting.abilities_in_zone) — and still follows tapping
(106.4, 605), summoning sickness ending (302.6), permanents entering and cards moving in and out of a hand (602.2)."""
from manamelee.engine import events as ev
from manamelee.engine.casting import mana_sources
from manamelee.engine.constants import Step
from manamelee.engine.zones import tap, untap
from manamelee.scenario import Scenario


def _ids(g, p):
    return sorted(s.obj_id for s in mana_sources(g, p))


def test_605_a_remembered_list_follows_tapping_and_untapping_a_land():
    s = Scenario(2)
    forests = s.lands(0, "Forest", 2)
    g = s.start(active=0, step=Step.MAIN1)
    assert _ids(g, 0) == sorted(forests)
    tap(g, forests[0])                         # a TAP event: the layer results stand
    assert _ids(g, 0) == [forests[1]]
    untap(g, forests[0])
    assert _ids(g, 0) == sorted(forests)


def test_302_6_a_mana_creature_taps_for_mana_once_its_controllers_turn_began():
    s = Scenario(2)
    elves = s.battlefield(0, "Llanowar Elves")
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest")
    g = s.start(active=1, step=Step.MAIN1)
    g.objects[elves].since = g.new_timestamp()   # as if it entered during player 1's turn
    g.version += 1
    assert _ids(g, 0) == []                    # 302.6: not controlled since player 0's turn began
    s.pass_to_later_turn(0, Step.UPKEEP)
    assert _ids(g, 0) == [elves]


def test_305_1_a_land_played_is_a_new_mana_source():
    s = Scenario(2)
    forest = s.hand(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    assert _ids(g, 0) == []
    s.choose("land")
    new = s.on_battlefield("Forest", 0)
    assert new and _ids(g, 0) == new and forest not in g.players[0].hand


def test_602_2_a_cycling_ability_is_offered_once_the_card_is_drawn_and_not_after_it_is_cycled():
    from manamelee.engine.priority import legal_actions
    s = Scenario(2)
    s.lands(0, "Mountain", 4)
    s.library(0, "Sweltering Suns", "Forest")       # the first name on top: drawn in the draw step
    g = s.start(active=0, step=Step.UPKEEP)

    def activations():
        return [o.args[0][1] for o in legal_actions(g, g.turns[0], 0) if o.kind == "activate"]

    assert activations() == []
    s.pass_until(Step.MAIN1)
    assert activations() == ["Sweltering Suns"]       # 702.29a: cycling, activated from the hand
    s.activate("Sweltering Suns")
    s.pass_until_resolved()
    assert activations() == []                        # it left the hand



def _kinds(s, player):
    """The kinds of the options of the pending priority decision, which must be ``player``'s."""
    d = s.decision
    assert (d.kind, d.player) == ("priority", player)
    return [o.kind for o in d.options]


def test_117_1a_an_instant_without_a_target_is_offered_once_attackers_are_declared():
    # Bianca holds Elspeth's Smite ("... target attacking or blocking creature") and an untapped Plains. While
    # nothing attacks she can only pass, step after step; once Alex's Bears attack, she is offered the cast in the
    # declare attackers step.
    s = Scenario(2)
    s.lands(1, "Plains", 1)
    s.hand(1, "Elspeth's Smite")
    bears = s.battlefield(0, "Grizzly Bears")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    g = s.start(active=0, step=Step.UPKEEP)
    for step in (Step.UPKEEP, Step.DRAW, Step.MAIN1, Step.BEGIN_COMBAT):
        assert g.turns[0].step == step
        s.pass_priority()                          # Alex
        assert _kinds(s, 1) == ["pass"]
        s.pass_priority()
    s.attack((bears, 1))
    s.pass_priority()                              # Alex, in the declare attackers step
    assert g.turns[0].step == Step.DECLARE_ATTACKERS
    assert _kinds(s, 1) == ["pass", "cast"]
    s.cast("Elspeth's Smite", bears)
    s.pass_until_resolved()
    assert [z for z, _ in s.zone_of("Grizzly Bears")] == ["exile"]    # 3 damage; "would die ... exile it instead"


def test_117_1a_a_player_who_only_passed_is_offered_an_instant_when_their_land_untaps():
    # Bianca's only Mountain is tapped during Alex's turn: with Shock in hand she can only pass in every step; in
    # her own upkeep the Mountain has untapped (502.3) and she is offered Shock.
    s = Scenario(2)
    mountain = s.battlefield(1, "Mountain", tapped=True)
    s.hand(1, "Shock")
    s.library(0, "Forest", "Forest", "Forest")
    s.library(1, "Forest", "Forest", "Forest")
    g = s.start(active=0, step=Step.UPKEEP)
    seen = 0
    while g.turns[0].active == 0:
        d = s.decision
        if d.kind == "priority" and d.player == 1:
            assert _kinds(s, 1) == ["pass"]
            seen += 1
        s._pass_once()
    assert seen >= 8                               # every step of Alex's turn with priority
    assert not g.objects[mountain].tapped
    assert g.turns[0].step == Step.UPKEEP
    assert _kinds(s, 1) == ["pass", "cast"]


def test_117_1a_a_counterspell_is_offered_as_soon_as_a_spell_is_on_the_stack_in_the_same_step():
    # Bianca holds Essence Scatter with two untapped Islands: with no spell on the stack she can only pass, in the
    # upkeep, the draw step and the main phase; when Alex casts Grizzly Bears she is offered the counter (117.1a).
    s = Scenario(2)
    s.lands(0, "Forest", 2)
    s.lands(1, "Island", 2)
    s.hand(1, "Essence Scatter")
    s.hand(0, "Grizzly Bears")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    g = s.start(active=0, step=Step.UPKEEP)
    for step in (Step.UPKEEP, Step.DRAW):
        assert g.turns[0].step == step
        s.pass_priority()
        assert _kinds(s, 1) == ["pass"]
        s.pass_priority()
    assert g.turns[0].step == Step.MAIN1
    s.cast("Grizzly Bears")
    assert _kinds(s, 0) == ["pass"]                # Alex has no more mana and nothing else to do
    s.pass_priority()
    assert _kinds(s, 1) == ["pass", "cast"]
    bears = g.turns[0].stack[-1].source
    s.cast("Essence Scatter", bears)
    s.pass_until_resolved()
    assert [z for z, _ in s.zone_of("Grizzly Bears")] == ["graveyard"]


def _offers(g, p):
    from manamelee.engine.priority import legal_actions
    return [o.kind for o in legal_actions(g, g.turns[0], p)]


def test_117_1a_601_2h_an_instant_too_costly_is_offered_once_its_holders_land_untaps_mid_turn():
    # Bianca holds Shock ({R}) and her only Mountain is tapped: in Alex's turn she can only pass (601.2h: she can't
    # pay). An effect untaps the Mountain in the middle of the step; Shock is offered at once.
    s = Scenario(2)
    mountain = s.battlefield(1, "Mountain", tapped=True)
    s.hand(1, "Shock")
    g = s.start(active=0, step=Step.UPKEEP)
    assert _offers(g, 1) == ["pass"]
    assert _offers(g, 1) == ["pass"]               # asked again with nothing changed
    untap(g, mountain)
    assert _offers(g, 1) == ["pass", "cast"]
    tap(g, mountain)
    assert _offers(g, 1) == ["pass"]


def test_117_1a_601_2h_an_instant_too_costly_is_offered_once_mana_is_in_its_holders_pool():
    # 106.4: mana in Bianca's pool pays for Shock though her Mountain is tapped.
    s = Scenario(2)
    s.battlefield(1, "Mountain", tapped=True)
    s.hand(1, "Shock")
    g = s.start(active=0, step=Step.UPKEEP)
    assert _offers(g, 1) == ["pass"]
    g.players[1].pool.add("R")
    assert _offers(g, 1) == ["pass", "cast"]


def test_117_1a_601_2h_an_instant_too_costly_is_offered_once_a_land_enters_under_its_holders_control():
    # Cancel ({1}{U}{U}) with two Islands: only pass, also after a land enters under another player's control;
    # a third Island entering under Bianca's control makes Cancel payable (a spell to counter is on the stack).
    from manamelee.engine.zones import put_onto_battlefield
    s = Scenario(3)
    s.lands(1, "Island", 2)
    s.hand(1, "Cancel")
    s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    extra = s.exile(2, "Forest")
    island = s.exile(1, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Grizzly Bears")
    assert _offers(g, 1) == ["pass"]
    put_onto_battlefield(g, extra, 2)
    assert _offers(g, 1) == ["pass"]
    put_onto_battlefield(g, island, 1)
    assert _offers(g, 1) == ["pass", "cast"]


def test_605_the_remembered_sources_stand_while_other_players_permanents_enter_and_tap():
    # Bianca's mana sources read from the layer results of her own permanents: a land entering and tapping under
    # Chen's control changes none of them, so the remembered list stands (the same answer, not read again).
    from manamelee.engine.zones import put_onto_battlefield
    s = Scenario(3)
    s.lands(1, "Island", 2)
    extra = s.exile(2, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    before = mana_sources(g, 1)
    put_onto_battlefield(g, extra, 2)
    tap(g, s.on_battlefield("Forest", 2)[0])
    assert mana_sources(g, 1) is before
    assert _ids(g, 1) == sorted(s.on_battlefield("Island", 1))


def test_602_2_remembered_abilities_stand_while_other_players_permanents_enter():
    # Bianca's Furnace Whelp ({R}: +1/+0): her abilities to activate are read from her own permanents' layer results;
    # a land put onto the battlefield from Chen's library changes none of them (the same answer, not read again).
    from manamelee.engine.casting import abilities_in_zone
    from manamelee.engine.zones import put_onto_battlefield
    s = Scenario(3)
    whelp = s.battlefield(1, "Furnace Whelp")
    extra = s.library(2, "Forest")[0]
    g = s.start(active=0, step=Step.MAIN1)
    before = abilities_in_zone(g, 1)
    assert [oid for oid, _i, _ab in before] == [whelp]
    put_onto_battlefield(g, extra, 2)
    assert abilities_in_zone(g, 1) is before


def test_613_1f_a_land_that_loses_its_abilities_makes_no_mana_for_an_instant():
    # An effect makes Bianca's only Mountain lose all abilities in the middle of Alex's turn, though nothing entered
    # or left: Shock can no longer be paid, so it is no longer offered (605: no mana ability).
    from manamelee.engine.objects import ContinuousEffect

    def lose_all(g, ch, oid):
        ch.abilities_removed = True

    s = Scenario(2)
    [mountain] = s.lands(1, "Mountain", 1)
    s.hand(1, "Shock")
    g = s.start(active=0, step=Step.UPKEEP)
    assert _offers(g, 1) == ["pass", "cast"]
    g.effects.append(ContinuousEffect("6", g.new_timestamp(), mountain, 0, (mountain,), lose_all, "eot"))
    g.emit(ev.Event(ev.RESOLVE, "608.2", "", player=0))   # the effect's spell resolved (its only event)
    assert mana_sources(g, 1) == []
    assert _offers(g, 1) == ["pass"]
    g.effects.clear()                                       # the effect ends (514.2)
    g.version += 1
    assert _ids(g, 1) == [mountain]
    assert _offers(g, 1) == ["pass", "cast"]


def test_613_1b_a_land_whose_control_changes_is_its_new_controllers_mana_source_until_it_changes_back():
    # Alex gains control of Bianca's Mountain (layer 2) during his turn: it is his mana source at once, not hers;
    # when the effect ends it is hers again.
    from manamelee.engine.objects import ContinuousEffect
    s = Scenario(2)
    [mountain] = s.lands(1, "Mountain", 1)
    g = s.start(active=0, step=Step.UPKEEP)
    assert (_ids(g, 0), _ids(g, 1)) == ([], [mountain])
    g.effects.append(ContinuousEffect("2", g.new_timestamp(), mountain, 0, (mountain,), None, "eot", control_to=0))
    g.emit(ev.Event(ev.RESOLVE, "608.2", "", player=0))
    assert g.controller(mountain) == 0
    assert (_ids(g, 0), _ids(g, 1)) == ([mountain], [])     # 302.6 limits {T} of creatures only
    g.effects.clear()
    g.version += 1
    assert (_ids(g, 0), _ids(g, 1)) == ([], [mountain])


def test_611_2b_a_land_makes_mana_again_once_the_permanent_its_effect_lasted_for_leaves():
    # Bianca's Mountain has lost all abilities "for as long as" Alex's Forest remains on the battlefield (611.2b);
    # the Forest leaves: the Mountain makes mana again and Shock is offered.
    from manamelee.engine.objects import ContinuousEffect
    from manamelee.engine.zones import move

    def lose_all(g, ch, oid):
        ch.abilities_removed = True

    s = Scenario(2)
    [mountain] = s.lands(1, "Mountain", 1)
    forest = s.battlefield(0, "Forest")
    s.hand(1, "Shock")
    g = s.start(active=0, step=Step.UPKEEP)
    g.effects.append(ContinuousEffect("6", g.new_timestamp(), forest, 0, (mountain,), lose_all, f"while:{forest}"))
    g.emit(ev.Event(ev.RESOLVE, "608.2", "", player=0))
    assert _offers(g, 1) == ["pass"]
    move(g, forest, "graveyard", rule="701.7a")
    assert _ids(g, 1) == [mountain]
    assert _offers(g, 1) == ["pass", "cast"]


def test_117_4_a_round_where_everybody_else_could_only_pass_is_remembered_until_something_but_a_step_happens():
    # Four players with automatic passing; Alex holds Giant Growth (so he is asked in every step), the others
    # nothing. Once a round saw the other three only pass (the draw step), the next step's round is remembered
    # (priority.QuietRound) and the step ends as soon as Alex passes. When Shock reaches Chen's hand (she has a
    # Mountain) the remembered round no longer holds and she is asked in the very next step.
    from manamelee.engine.zones import move
    s = Scenario(4, auto_pass=True)
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 1)
    s.hand(0, "Giant Growth")
    s.lands(2, "Mountain", 1)
    shock = s.library(2, "Shock")[0]
    for p in range(4):
        s.library(p, "Forest", "Forest")
    g = s.start(active=0, step=Step.UPKEEP)
    t = g.turns[0]
    assert (t.step, s.decision.player) == (Step.UPKEEP, 0)
    s.pass_priority()
    assert (t.step, s.decision.player) == (Step.DRAW, 0)
    s.pass_priority()                  # Alex drew: the others are looked at again, and all of them only pass
    assert (t.step, s.decision.player) == (Step.MAIN1, 0)
    quiet = g._quiet
    assert quiet is not None and quiet.turn is t and quiet.first == 0
    s.pass_priority()                  # nothing but a new step began: the same round, not looked at again
    assert (t.step, s.decision.player) == (Step.BEGIN_COMBAT, 0)
    assert g._quiet is quiet
    move(g, shock, "hand", rule="121.1")
    s.refresh()
    s.pass_priority()
    assert (t.step, s.decision.player, _kinds(s, 2)) == (Step.BEGIN_COMBAT, 2, ["pass", "cast"])
