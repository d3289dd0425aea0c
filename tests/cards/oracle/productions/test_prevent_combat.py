"""productions/prevent_combat: "Prevent all combat damage that would be dealt this turn." (615.1), on a made-up
instant built for it."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario
from .kw_helpers import combat


def _fog_then_combat(cast: bool):
    fog = made_up("Test Fog", "Instant", "{G}", "Prevent all combat damage that would be dealt this turn.")
    s = scenario(fog)
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    wall = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Fog")
    lands_for(s, 0, "Test Fog")
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    if cast:
        s.cast("Test Fog")
        resolve_stack(s)
    combat(s, [(giant, 1), (bears, 1)], [(wall, bears)])
    return g, bears, wall


def test_615_1_prevent_all_combat_damage_this_turn():
    g, bears, wall = _fog_then_combat(cast=True)
    assert g.players[1].life == 20
    assert bears in g.battlefield and wall in g.battlefield and g.objects[wall].damage == 0


def test_615_1_without_the_spell_the_damage_is_dealt():
    g, bears, wall = _fog_then_combat(cast=False)
    assert g.players[1].life == 17 and bears not in g.battlefield and wall not in g.battlefield
