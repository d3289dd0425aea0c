"""Issue 18: what each kind of event can change, so that what was read before it stands after it (events.py).

A continuous effect beginning or ending (611.2, events.EFFECT), a player losing and leaving (800.4a), damage
prevented (615) and the turns of other players (302.6) change neither the layer system's starting point (613.1,
layers.LayerBase) nor what another player could try from a hand or graveyard (117.1a); the answers read before
them are kept, and the characteristics, options and mana read after them are still right."""
from manamelee.engine import events as ev
from manamelee.engine.casting import mana_sources
from manamelee.engine.constants import Step
from manamelee.engine.damage import deal_damage
from manamelee.engine.goad import end_goad, goad
from manamelee.engine.leaving import lose_game
from manamelee.engine.priority import _remembered_pass, legal_actions
from manamelee.i18n import Msg
from manamelee.scenario import Scenario
from tests.engine.test_layer_base import _base, _pt


def test_611_2_a_pump_spell_resolving_keeps_the_layer_base_and_its_target_gets_the_bonus():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 1)
    s.hand(0, "Giant Growth")
    g = s.start(active=0, step=Step.MAIN1)
    base = _base(g)
    s.cast("Giant Growth", bears)
    s.pass_until_resolved()
    assert _pt(g, bears) == (5, 5)                 # 611.2c: +3/+3 until end of turn
    assert _base(g) is base                        # an EFFECT change: the base is patched, not read again


def test_514_2_effects_ending_in_the_cleanup_step_keep_the_layer_base_and_end_the_bonus():
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 1)
    s.hand(0, "Giant Growth")
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Giant Growth", bears)
    s.pass_until_resolved()
    base = _base(g)
    s.pass_to_later_turn(1, Step.UPKEEP)
    assert _pt(g, bears) == (2, 2)                 # 514.2: "until end of turn" effects end
    assert _base(g) is base


def test_800_4a_a_player_leaving_keeps_the_layer_base_for_the_permanents_left():
    s = Scenario(3)
    bears = s.battlefield(0, "Grizzly Bears")
    gone = s.battlefield(2, "Grizzly Bears")
    s.graveyard(2, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    base = _base(g)
    lose_game(g, 2, "704.5a", Msg("why.zero_life"))
    assert g.players[2].left
    assert gone not in g.all_chars() and _pt(g, bears) == (2, 2)
    assert g.controlled_by(2) == [] and g.controlled_by(0) == [bears]
    assert _base(g) is base


def test_117_1a_a_remembered_pass_stands_across_another_players_pump_spell():
    # Bianca holds only a Forest: she could only pass. Alex's Giant Growth resolving changes no card in a hand or
    # graveyard of hers, so what was read of her cards stands (and she is still offered only "pass").
    s = Scenario(2)
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 1)
    s.hand(0, "Giant Growth")
    s.hand(1, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Giant Growth", bears)
    t = g.turns[0]
    assert [o.kind for o in legal_actions(g, t, 1)] == ["pass"]
    s.pass_priority()                              # Alex passes; Bianca passes: it resolves
    s.pass_priority()
    assert _pt(g, bears) == (5, 5)
    assert _remembered_pass(g, t, 1)
    assert [o.kind for o in legal_actions(g, t, 1)] == ["pass"]


def test_117_1a_a_remembered_pass_stands_when_another_player_leaves_with_cards_in_their_graveyard():
    s = Scenario(3)
    s.hand(1, "Forest")
    s.graveyard(2, "Shock", "Shock")
    s.library(2, "Forest", "Forest")
    s.battlefield(2, "Grizzly Bears")
    g = s.start(active=0, step=Step.UPKEEP)
    t = g.turns[0]
    assert [o.kind for o in legal_actions(g, t, 1)] == ["pass"]
    lose_game(g, 2, "704.5a", Msg("why.zero_life"))
    assert _remembered_pass(g, t, 1)               # 800.4a: only the leaving player's own cards moved


def test_117_1a_the_leaving_players_own_remembered_pass_does_not_stand():
    s = Scenario(3)
    s.graveyard(2, "Shock")
    g = s.start(active=0, step=Step.UPKEEP)
    t = g.turns[0]
    assert [o.kind for o in legal_actions(g, t, 2)] == ["pass"]
    lose_game(g, 2, "704.5a", Msg("why.zero_life"))
    assert not _remembered_pass(g, t, 2)           # their graveyard changed (its cards left the game)


def test_615_damage_prevented_by_protection_changes_no_characteristics():
    # White Knight has protection from black: damage from a black creature is prevented (702.16e). Nothing the
    # layer system reads changed: the results computed before are the ones read after.
    s = Scenario(2)
    knight = s.battlefield(0, "White Knight")
    black = s.battlefield(1, "Walking Corpse")
    g = s.start(active=0, step=Step.MAIN1)
    before = g.all_chars()
    version = g.version
    assert deal_damage(g, black, ("obj", knight), 2) == 0
    assert g.version > version and any(e.kind == ev.PREVENT for e in g.events)
    assert g.all_chars() is before
    assert g.objects[knight].damage == 0


def test_302_6_remembered_mana_sources_stand_across_other_players_turns():
    # Chen's Forests: the list read in Alex's turn stands into Bianca's turn (no permanent of Chen's changed, her
    # turn has not begun again).
    s = Scenario(3)
    forests = s.lands(2, "Forest", 2)
    for p in range(3):
        s.library(p, "Forest", "Forest", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    before = mana_sources(g, 2)
    s.pass_to_later_turn(1, Step.MAIN1)
    assert g.turns[0].active == 1
    assert mana_sources(g, 2) is before
    assert sorted(x.obj_id for x in before) == sorted(forests)


def test_701_38a_a_goad_in_a_copied_game_ends_at_the_goaders_next_turn():
    s = Scenario(3)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=1, step=Step.MAIN1)
    assert goad(g, bears, 1)
    c = g.copy()
    end_goad(c, (1,))
    assert "goaded" not in c.objects[bears].note
    assert g.objects[bears].note["goaded"] == (1,)     # the original is untouched


def test_800_4a_a_leaving_players_library_leaves_the_game_at_once_and_their_other_cards_one_by_one():
    s = Scenario(3)
    library = s.library(2, "Forest", "Forest", "Forest")
    [shock] = [s.graveyard(2, "Shock")]
    g = s.start(active=0, step=Step.MAIN1)
    before = len(g.events)
    lose_game(g, 2, "704.5a", Msg("why.zero_life"))
    assert g.players[2].library == [] and not any(oid in g.objects for oid in library)
    gone = [e for e in g.events[before:] if e.kind == ev.ZONE_CHANGE and e.to_zone == "gone"]
    assert [e.obj for e in gone] == [shock]            # 401.2: no event per hidden library card
    assert shock not in g.objects and g.lki[shock].card.name == "Shock"
