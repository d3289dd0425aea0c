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
    s.pass_priority()                  # Alex drew, which changes nothing the others read: all of them only pass
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


def _table(*, alex=(), chen=None, bianca=None):
    """Four players with automatic passing, Alex active: he has Grizzly Bears and a Forest, holds Giant Growth and a
    Forest (so he is asked in every step) and ``alex`` on the battlefield; Chen (``chen``) and Bianca (``bianca``) get
    what their callable puts on the table; everybody has two Forests to draw. Alex passes his upkeep (the others get
    priority and only pass, and what they could do is noted) and his draw step (each of them surely passes, and the
    round is remembered); his main phase begins."""
    s = Scenario(4, auto_pass=True)
    s.battlefield(0, "Grizzly Bears")
    placed = [s.battlefield(0, name) for name in alex]
    s.lands(0, "Forest", 1)
    s.hand(0, "Giant Growth", "Forest")
    if bianca is not None:
        placed.append(bianca(s))
    if chen is not None:
        placed.append(chen(s))
    for p in range(4):
        s.library(p, "Forest", "Forest")
    g = s.start(active=0, step=Step.UPKEEP)
    s.pass_priority(2)
    assert (g.turns[0].step, s.decision.player) == (Step.MAIN1, 0)
    return s, g, placed


def _idle_table():
    """Chen has a Mountain and Furnace Whelp in her library, the others nothing to do (_table)."""
    def chen(s):
        s.lands(2, "Mountain", 1)
        return s.library(2, "Furnace Whelp")[0]
    s, g, placed = _table(chen=chen)
    return s, g, placed[-1]


def _costly_table(land="Mountain"):
    """Chen holds Shock with her only land, ``land``, tapped (_table)."""
    def chen(s):
        s.hand(2, "Shock")
        return s.battlefield(2, land, tapped=True)
    s, g, placed = _table(chen=chen)
    return s, g, placed[-1]


def _mark_with_mana(g):
    """The remembered round, with an IdleMark over somebody's mana (PASSES_NOW: a costly instant)."""
    quiet = g._quiet
    assert quiet is not None and quiet.mark is not None and quiet.mark.sources
    return quiet


def test_117_1a_a_round_of_idle_players_stands_across_the_active_players_draw_and_land():
    # Nobody but Alex holds anything to cast at instant speed or controls anything to activate (117.1a): what Alex
    # does with his own library, hand and permanents changes none of that, so after he plays a land the others pass
    # at once by the round remembered in his draw step (priority.QuietRound with an IdleMark).
    s, g, _ = _idle_table()
    t = g.turns[0]
    quiet = g._quiet
    assert quiet is not None and quiet.mark is not None and quiet.first == 0
    s.choose("land")                   # 305.1: a special action; Alex gets priority again (116.3)
    assert (t.step, s.decision.player) == (Step.MAIN1, 0)
    s.pass_priority()
    assert (t.step, s.decision.player) == (Step.BEGIN_COMBAT, 0)
    assert g._quiet is quiet           # not looked at again: the same round held


def test_117_1a_the_idle_round_ends_when_a_permanent_with_an_ability_enters_under_another_players_control():
    # 602.2 / 117.1a: Furnace Whelp ({R}: +1/+0) enters under Chen's control straight from her library, touching no
    # hand, graveyard or exile: the remembered round no longer holds for her, and she is offered the ability.
    from manamelee.engine.zones import move
    s, g, whelp = _idle_table()
    t = g.turns[0]
    assert g._quiet is not None and g._quiet.mark is not None
    move(g, whelp, "battlefield", rule="400.7")      # (no Scenario.refresh: it would void every remembered answer)
    s.pass_priority()                  # Alex passes in his main phase
    assert (t.step, s.decision.player, _kinds(s, 2)) == (Step.MAIN1, 2, ["pass", "activate"])


def test_800_4_the_idle_round_ends_when_a_player_leaves():
    # 800.4a: a player leaving changes who passes in a round (and who passes last), though it changes no hand,
    # graveyard, exile or permanent of the others: the remembered round no longer stands for them.
    from manamelee.engine.leaving import lose_game
    from manamelee.i18n import Msg
    s, g, _ = _idle_table()
    t = g.turns[0]
    quiet = g._quiet
    assert quiet is not None and quiet.mark is not None and quiet.last == 3
    assert quiet.mark.same_as_now(g, t, 0)
    lose_game(g, 3, "104.3a", Msg("why.concedes"))
    assert not quiet.mark.same_as_now(g, t, 0)
    s.refresh()
    s.pass_priority()
    assert (t.step, s.decision.player) == (Step.BEGIN_COMBAT, 0)


def test_613_1b_the_idle_round_ends_when_another_player_gains_control_of_a_permanent_with_an_ability():
    # Layer 2: Chen gains control of Alex's Furnace Whelp ({R}: +1/+0) by an effect that touches no hand, graveyard
    # or exile: what she controls changed (Game.held_stamp), so the remembered round no longer holds for her and she
    # is offered the ability.
    from manamelee.engine.objects import ContinuousEffect
    s, g, placed = _table(alex=("Furnace Whelp",), chen=lambda s: s.lands(2, "Mountain", 1)[0])
    whelp = placed[0]
    t = g.turns[0]
    assert g._quiet is not None and g._quiet.mark is not None
    g.effects.append(ContinuousEffect("2", g.new_timestamp(), whelp, 0, (whelp,), None, "eot", control_to=2))
    g.effects_changed()
    assert g.controller(whelp) == 2
    s.pass_priority()                  # (no Scenario.refresh: it would void every remembered answer)
    assert (t.step, s.decision.player, _kinds(s, 2)) == (Step.MAIN1, 2, ["pass", "activate"])


def test_117_1a_601_2h_the_round_ends_when_an_idle_players_land_untaps():
    # Chen holds Shock with her only Mountain tapped: too costly (601.2h), she only passes, and the round is
    # remembered with her mana (priority.IdleMark with sources). Her Mountain untaps in Alex's main phase (an event
    # that touches no hand): the round no longer holds and she is offered Shock.
    s, g, mountain = _costly_table()
    t = g.turns[0]
    quiet = _mark_with_mana(g)
    untap(g, mountain)
    s.pass_priority()
    assert (t.step, s.decision.player, _kinds(s, 2)) == (Step.MAIN1, 2, ["pass", "cast"])


def test_117_1a_601_2h_the_round_with_a_costly_instant_stands_across_the_active_players_land():
    # The same table: Alex plays a land, which changes nothing Chen's mana or hand: the others pass at once.
    s, g, _ = _costly_table()
    t = g.turns[0]
    quiet = _mark_with_mana(g)
    s.choose("land")
    s.pass_priority()
    assert (t.step, s.decision.player) == (Step.BEGIN_COMBAT, 0)
    assert g._quiet is quiet


def test_117_1a_601_2h_the_round_ends_when_mana_is_in_an_idle_players_pool():
    # The same table: red mana reaches Chen's pool (106.4) in Alex's main phase: Shock can be paid now, so the
    # remembered round no longer holds and she is offered it.
    s, g, _ = _costly_table()
    t = g.turns[0]
    _mark_with_mana(g)
    g.players[2].pool.add("R")
    s.pass_priority()
    assert (t.step, s.decision.player, _kinds(s, 2)) == (Step.MAIN1, 2, ["pass", "cast"])


def test_117_1a_the_idle_round_ends_when_an_idle_player_draws_an_instant():
    # Bianca has an untapped Mountain and nothing in hand; she draws Shock in Alex's main phase (a change of her own
    # hand only): the remembered round no longer holds for her and she is offered Shock.
    from manamelee.engine.zones import draw

    def bianca(s):
        s.library(1, "Shock")
        return s.lands(1, "Mountain", 1)[0]
    s, g, _ = _table(bianca=bianca)
    t = g.turns[0]
    assert g._quiet is not None and g._quiet.mark is not None
    draw(g, 1, 1)
    assert g.players[1].hand and g.objects[g.players[1].hand[0]].card.name == "Shock"
    s.pass_priority()
    assert (t.step, s.decision.player, _kinds(s, 1)) == (Step.MAIN1, 1, ["pass", "cast"])


def test_117_1a_the_idle_round_is_looked_at_again_after_a_change_no_event_classifies():
    # An event that may change what is in hands, graveyards or exile (here one naming no player, which the engine
    # counts against everybody: Game._count) voids the remembered round, though no permanent changed (the others are
    # looked at again: legal_actions).
    s, g, _ = _idle_table()
    t = g.turns[0]
    quiet = g._quiet
    assert quiet is not None and quiet.mark is not None and quiet.mark.same_as_now(g, t, 0)
    g.emit(ev.Event(ev.MULLIGAN, "103.5", ""))
    assert not quiet.mark.same_as_now(g, t, 0)
    s.pass_priority()
    assert (t.step, s.decision.player) == (Step.BEGIN_COMBAT, 0)


def test_117_1a_no_idle_round_for_a_first_passer_who_is_not_the_active_player():
    # 307.1: whether the active player can cast sorceries reads the step and the stack, which the mark does not: a
    # round in which another player passed first is never remembered by an IdleMark.
    from manamelee.engine.priority import _idle_mark
    s, g, _ = _idle_table()
    t = g.turns[0]
    assert _idle_mark(g, t, 0, False) is not None
    assert _idle_mark(g, t, 1, False) is None


def test_605_no_idle_round_with_mana_sources_read_for_the_exact_state():
    # Chen holds Shock with a tapped Shivan Reef: a land with two mana abilities, whose sources are remembered only
    # for the exact state (casting.mana_sources): her pass can't be carried across other changes by a mark.
    from manamelee.engine.priority import _idle_mark
    s, g, reef = _costly_table("Shivan Reef")
    assert g._quiet is None or g._quiet.mark is None
    mana_sources(g, 2)
    assert g._sources[2].exact and _idle_mark(g, g.turns[0], 0, True, recording=True) is None
    assert _idle_mark(g, g.turns[0], 0, False) is not None        # nobody's mana read: a mark may stand
    untap(g, reef)
    s.pass_priority()
    assert (g.turns[0].step, s.decision.player, _kinds(s, 2)) == (Step.MAIN1, 2, ["pass", "cast"])


def _sums_hold(g):
    return (g._own_sum, g._taps_sum, g._held_sum) == (sum(pl.own_zone_changes for pl in g.players),
                                                      sum(pl.taps for pl in g.players), sum(g._held))


def test_117_1a_the_running_sums_an_idle_round_reads_follow_every_player_in_games_and_their_copies():
    # priority.IdleMark reads the players' own zone changes, taps and held stamps as running totals (Game._own_sum,
    # _taps_sum, _held_sum): they must equal the players' figures throughout a game, and in a copy played on.
    from manamelee.agents.random_agent import RandomAgent
    from manamelee.configs import make_config
    from manamelee.engine.game import Game
    for players, variant in ((4, "ffa"), (16, "ffa")):
        g = Game.new(make_config(players, variant=variant, seed=5), 5)
        agents = [RandomAgent(5 + i) for i in range(players)]
        steps = 0
        while not g.over:
            d = g.pending()[0]
            g.submit(d.id, agents[d.player].choose(None, d))
            steps += 1
            if steps % 97 == 0:
                assert _sums_hold(g)
                c = g.copy()
                assert _sums_hold(c)
                for _ in range(30):
                    if c.over:
                        break
                    cd = c.pending()[0]
                    c.submit(cd.id, agents[cd.player].choose(None, cd))
                assert _sums_hold(c)
        assert _sums_hold(g) and g._own_sum > 0 and g._taps_sum > 0 and g._held_sum > 0
