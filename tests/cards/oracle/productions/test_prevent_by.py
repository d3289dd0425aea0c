"""productions/prevent_by: "Prevent all [combat] damage that would be dealt by <creatures> this turn." (615.1), on
the real Ethereal Haze and Hunter's Ambush compiled from their oracle text."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from .kw_helpers import combat
from .real_cards import oracle_text, real, scenario_of

HAZE = "Prevent all damage that would be dealt by creatures this turn."
AMBUSH = "Prevent all combat damage that would be dealt by nongreen creatures this turn."


def test_615_1_the_cards_read_as_the_production_does():
    assert oracle_text("Ethereal Haze") == HAZE and oracle_text("Hunter's Ambush") == AMBUSH
    haze = real("Ethereal Haze").spell.effects
    assert len(haze) == 1 and type(haze[0]).__name__ == "PreventDamageBy" and not haze[0].combat
    assert real("Hunter's Ambush").spell.effects[0].combat


def _haze_game(spell: str = "Ethereal Haze"):
    s = scenario_of(real(spell))
    for p in (0, 1):
        s.library(p, *["Plains"] * 3)                        # nobody draws from an empty library
    s.hand(0, spell)
    lands_for(s, 0, spell)
    return s


def test_615_1_ethereal_haze_prevents_combat_damage_dealt_by_creatures():
    s = _haze_game()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    blocker = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    s.cast("Ethereal Haze")
    resolve_stack(s)
    combat(s, [(giant, 1), (bears, 1)], [(blocker, bears)])
    assert g.players[1].life == 20                           # the unblocked Hill Giant's 3 is prevented
    assert g.objects[blocker].damage == 0 and g.objects[bears].damage == 0   # both ways of the block


def test_615_1_ethereal_haze_prevents_noncombat_damage_dealt_by_a_creature():
    s = _haze_game()
    witches = s.battlefield(1, "Cuombajj Witches")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Ethereal Haze")
    resolve_stack(s)
    s.pass_priority()                                        # player 1 gets priority with the stack empty
    assert s.decision.player == 1
    s.activate("Cuombajj Witches", ("player", 0))
    while s.decision.kind == "target":                       # the other target, chosen by player 0
        s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert g.players[0].life == 20 and g.players[1].life == 20
    assert g.objects[witches].tapped                        # the ability did resolve


def test_615_1_ethereal_haze_doesnt_prevent_damage_from_a_source_that_isnt_a_creature():
    s = _haze_game()
    s.hand(0, "Shock")
    lands_for(s, 0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Ethereal Haze")
    resolve_stack(s)
    s.cast("Shock", ("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 18


def test_615_1_ethereal_haze_lasts_only_this_turn():
    s = _haze_game()
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Ethereal Haze")
    resolve_stack(s)
    s.pass_to_later_turn(1, Step.BEGIN_COMBAT)
    combat(s, [(bears, 0)])
    assert g.players[0].life == 18


def test_615_1_hunters_ambush_prevents_combat_damage_of_nongreen_creatures_only():
    s = _haze_game("Hunter's Ambush")
    bears = s.battlefield(0, "Grizzly Bears")                # green: its damage is dealt
    giant = s.battlefield(0, "Hill Giant")                   # red: prevented
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    s.cast("Hunter's Ambush")
    resolve_stack(s)
    combat(s, [(giant, 1), (bears, 1)])
    assert g.players[1].life == 18


def test_615_1_hunters_ambush_leaves_noncombat_damage_of_nongreen_creatures():
    s = _haze_game("Hunter's Ambush")
    s.battlefield(0, "Cuombajj Witches")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Hunter's Ambush")
    resolve_stack(s)
    s.activate("Cuombajj Witches", ("player", 1))
    while s.decision.kind == "target":
        s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 18                           # combat damage only
