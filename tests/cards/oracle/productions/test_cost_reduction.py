"""productions/cost_reduction: "<Kind> spells you cast cost {N} less to cast." (601.2f), on a made-up permanent
built for it."""
from __future__ import annotations

from manamelee.engine.constants import Step
from manamelee.engine.costs import cost_changes

from ...pool_helpers import grave_names, resolve_stack
from ..helpers import made_up, scenario


def _setup():
    m = made_up("Test Mentor", "Creature — Human Wizard", "{1}{U}",
                "Instant and sorcery spells you cast cost {1} less to cast.", pt="1/1")
    bolt = made_up("Test Zap", "Instant", "{1}{R}", "CARDNAME deals 2 damage to any target.")
    s = scenario(m, bolt)
    s.battlefield(0, "Test Mentor")
    return s, bolt


def test_601_2f_your_instants_cost_1_less_not_other_kinds_nor_opponents_spells():
    s, bolt = _setup()
    g = s.start(active=0, step=Step.MAIN1)
    assert cost_changes(g, 0, bolt) == (0, 1)
    assert cost_changes(g, 1, bolt) == (0, 0)                               # an opponent's spell
    bears = s.battlefield(1, "Grizzly Bears")
    assert cost_changes(g, 0, g.objects[bears].card) == (0, 0)               # a creature spell


def test_601_2f_the_reduced_spell_is_cast_with_one_mana_less():
    s, bolt = _setup()
    s.hand(0, "Test Zap")
    s.lands(0, "Mountain", 1)                                              # {1}{R} - {1} = {R}
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Zap", ("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 18 and grave_names(g, 0) == ["Test Zap"]
