"""productions/that_much: "you gain/lose that much life" in triggered abilities, the amount of the triggering
event (damage dealt 120.3, 119.3), on made-up creatures built for it."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ..helpers import made_up, scenario
from .kw_helpers import combat


def test_119_3_whenever_this_deals_damage_you_gain_that_much_life():
    c = made_up("Test Leech", "Creature — Leech", "{2}{B}", "Whenever this creature deals damage, you gain that much life.",
                pt="3/3")
    s = scenario(c)
    leech = s.battlefield(0, "Test Leech")
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    combat(s, [(leech, 1)])
    assert g.players[1].life == 17 and g.players[0].life == 23


def test_119_3_whenever_this_is_dealt_damage_you_lose_that_much_life():
    c = made_up("Test Bond", "Creature — Spirit", "{2}{B}", "Whenever this creature is dealt damage, you lose that much life.",
                pt="1/5")
    s = scenario(c)
    bond = s.battlefield(1, "Test Bond")
    giant = s.battlefield(0, "Hill Giant")               # a 3/3 attacker blocked by the 1/5
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    combat(s, [(giant, 1)], [(bond, giant)])
    assert g.players[1].life == 17 and g.players[0].life == 20


def test_119_3_each_opponent_loses_that_much_life():
    c = made_up("Test Thorn", "Creature — Plant", "{2}{B}",
                "Whenever this creature is dealt damage, each opponent loses that much life.", pt="1/5")
    s = scenario(c)
    thorn = s.battlefield(1, "Test Thorn")
    giant = s.battlefield(0, "Hill Giant")
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    combat(s, [(giant, 1)], [(thorn, giant)])
    assert g.players[0].life == 17 and g.players[1].life == 20
