"""Death triggers (productions/triggers_more): "Whenever a/another creature [you control | an opponent controls] dies" (700.4,
603.10a)."""
from __future__ import annotations

from manamelee.cards.oracle.printer import ability
from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario
from .kw_helpers import real_card

VULTURE = made_up("Test Vulture", "Creature — Bird", "{1}{B}",
                  "Whenever another creature you control dies, put a +1/+1 counter on this creature.", "1/1")
GHOUL = made_up("Test Ghoul", "Creature — Zombie", "{1}{B}", "Whenever a creature dies, you gain 1 life.", "1/1")
GLOAT = made_up("Test Gloater", "Creature — Imp", "{1}{B}",
                "Whenever a creature an opponent controls dies, draw a card.", "1/1")
BEAR = made_up("Test Bear", "Creature — Bear", "{1}{G}", "", "2/2")
WRATH = made_up("Test Wrath", "Sorcery", "{2}{W}{W}", "Destroy all creatures.")
SLAY = made_up("Test Slay", "Instant", "{1}{B}", "Destroy target creature.")
CARDS = (VULTURE, GHOUL, GLOAT, BEAR, WRATH, SLAY)


def _s(*more):
    s = scenario(*CARDS, *more)
    for p in (0, 1):
        s.library(p, *["Plains"] * 5)
    return s


def _cast(s, name, *targets, player=0):
    s.hand(player, name)
    lands_for(s, player, name)
    s.refresh()
    s.cast(name, *targets)
    resolve_stack(s)


def test_700_4_another_creature_you_control_dies_but_not_itself_nor_an_opponents():
    s = _s()
    v = s.battlefield(0, "Test Vulture")
    mine = s.battlefield(0, "Test Bear")
    theirs = s.battlefield(1, "Test Bear")
    g = s.start(0, Step.MAIN1)
    _cast(s, "Test Slay", theirs)
    assert g.objects[v].counters == {}
    _cast(s, "Test Slay", mine)
    assert g.objects[v].counters == {"+1/+1": 1}


def test_603_10a_a_creature_dies_sees_itself_die_with_the_others():
    s = _s()
    s.battlefield(0, "Test Ghoul")
    s.battlefield(0, "Test Bear")
    s.battlefield(1, "Test Bear")
    g = s.start(0, Step.MAIN1)
    _cast(s, "Test Wrath")
    assert g.players[0].life == 23                      # three creatures died, the Ghoul too (looks back)


def test_102_3_a_creature_an_opponent_controls_dies():
    s = _s()
    s.battlefield(0, "Test Gloater")
    mine = s.battlefield(0, "Test Bear")
    theirs = s.battlefield(1, "Test Bear")
    g = s.start(0, Step.MAIN1)
    _cast(s, "Test Slay", mine)
    assert len(g.players[0].hand) == 0
    _cast(s, "Test Slay", theirs)
    assert len(g.players[0].hand) == 1


def test_dies_triggers_print_back():
    from manamelee.cards.oracle.compiler import compile_ability
    text = "Whenever another creature you control dies, you gain 1 life."
    assert ability(compile_ability(text)) == text


def test_real_rot_shambler_grows_when_another_creature_you_control_dies():
    shambler = real_card("Rot Shambler")
    s = _s(shambler)
    r = s.battlefield(0, "Rot Shambler")
    b = s.battlefield(0, "Test Bear")
    g = s.start(0, Step.MAIN1)
    _cast(s, "Test Slay", b)
    assert g.objects[r].counters == {"+1/+1": 1}
