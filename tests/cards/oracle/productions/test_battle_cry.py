"""productions/battle_cry: 702.91 Battle cry."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario


def _crier():
    return made_up("Test Crier", "Creature — Goblin", "{2}{R}", "Battle cry", "2/2", ("Battle Cry",))


def test_702_91a_battle_cry_gives_each_other_attacking_creature_plus_one_power():
    s = scenario(_crier())
    crier = s.battlefield(0, "Test Crier")
    bears = s.battlefield(0, "Grizzly Bears")
    home = s.battlefield(0, "Grizzly Bears")
    foe = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((crier, 1), (bears, 1))
    resolve_stack(s)
    stats = {x: (g.chars(x).power, g.chars(x).toughness) for x in (crier, bears, home, foe)}
    assert stats == {crier: (2, 2), bears: (3, 2), home: (2, 2), foe: (2, 2)}   # "other", "attacking" only
    s.pass_until(Step.END)
    assert (g.chars(bears).power, g.chars(bears).toughness) == (3, 2)           # until end of turn


def test_702_91b_two_instances_trigger_separately():
    s = scenario(_crier())
    a = s.battlefield(0, "Test Crier")
    b = s.battlefield(0, "Test Crier")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((a, 1), (b, 1), (bears, 1))
    resolve_stack(s)
    assert (g.chars(bears).power, g.chars(a).power, g.chars(b).power) == (4, 3, 3)


def test_702_91a_no_trigger_when_it_does_not_attack():
    s = scenario(_crier())
    s.battlefield(0, "Test Crier")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bears, 1))
    resolve_stack(s)
    assert g.chars(bears).power == 2
