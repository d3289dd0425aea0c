"""productions/damage_each: "CARDNAME deals N damage to each creature and each player." (120.3), on a made-up
sorcery built for it."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario


def test_120_3_deals_n_damage_to_each_creature_and_each_player():
    c = made_up("Test Quake", "Sorcery", "{1}{R}", "CARDNAME deals 2 damage to each creature and each player.")
    s = scenario(c, players=3)
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(0, "Hill Giant")
    s.hand(0, "Test Quake")
    lands_for(s, 0, "Test Quake")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Quake")
    resolve_stack(s)
    assert [g.players[p].life for p in range(3)] == [18, 18, 18]
    assert bears not in g.battlefield                    # 2 damage kills the 2/2 (704.5g)
    assert giant in g.battlefield and g.objects[giant].damage == 2
