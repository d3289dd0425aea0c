"""productions/triggers_more: "that player" of a trigger names the damaged player of "deals damage to a player" and
the controller of "a creature an opponent controls" that died (603.2, 603.10a), on made-up cards built for it."""
from __future__ import annotations

from manamelee.engine.constants import Step
from manamelee.engine.zones import destroy

from ...pool_helpers import hand_names, resolve_stack
from ..helpers import made_up, scenario
from .kw_helpers import combat


def test_603_2_that_player_is_the_player_dealt_damage():
    c = made_up("Test Specter", "Creature — Specter", "{2}{B}",
                "Flying\nWhenever this creature deals damage to a player, that player discards a card.", pt="2/2",
                keywords=("Flying",))
    s = scenario(c, players=3)
    spec = s.battlefield(0, "Test Specter")
    s.hand(1, "Island")
    s.hand(2, "Swamp")
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    combat(s, [(spec, 2)])                                 # attacks player 2, not player 1
    assert g.players[2].life == 18
    assert hand_names(g, 2) == [] and hand_names(g, 1) == ["Island"]


def test_603_10a_that_player_is_the_controller_of_the_creature_that_died():
    c = made_up("Test Wurm", "Creature — Wurm", "{6}", "Whenever a creature an opponent controls dies, that player "
                "loses 2 life.", pt="6/5")
    s = scenario(c, players=3)
    s.battlefield(0, "Test Wurm")
    bears = s.battlefield(2, "Grizzly Bears")
    mine = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    destroy(g, bears)
    destroy(g, mine)                                       # your own creature: no trigger
    s.refresh()                                            # the engine looks again: the trigger goes on the stack
    resolve_stack(s)
    assert [g.players[p].life for p in range(3)] == [20, 20, 18]
