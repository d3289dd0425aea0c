"""compiler: "{N}, {T}, Sacrifice this artifact: It deals N damage to target creature." -- "it" with no earlier
target in an ability whose cost sacrifices this object is that object, the damage's source (113.7a: its last known
information), on made-up cards built for it."""
from __future__ import annotations

import pytest

from manamelee.cards.oracle.compiler import CompileError, compile_ability
from manamelee.engine.constants import Step

from ...pool_helpers import grave_names, resolve_stack
from ..helpers import made_up, scenario


def test_113_7a_the_sacrificed_artifact_deals_the_damage():
    c = made_up("Test Bomb", "Artifact", "{1}", "{1}, {T}, Sacrifice this artifact: It deals 2 damage to target creature.")
    s = scenario(c)
    s.battlefield(0, "Test Bomb")
    s.lands(0, "Mountain", 1)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Bomb", bears)
    assert grave_names(g, 0) == ["Test Bomb"]            # sacrificed as the cost (601.2h, 602.2b)
    resolve_stack(s)
    assert bears not in g.battlefield and grave_names(g, 1) == ["Grizzly Bears"]


def test_113_7a_the_sacrificed_creature_deals_damage_to_any_target_player():
    c = made_up("Test Fanatic", "Creature — Goblin", "{R}", "Sacrifice this creature: It deals 1 damage to any target.",
                pt="1/1")
    s = scenario(c)
    s.battlefield(0, "Test Fanatic")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Fanatic", ("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 19


def test_it_other_than_a_damage_source_still_needs_an_earlier_target():
    with pytest.raises(CompileError):
        compile_ability("{2}, Sacrifice this artifact: Return it to its owner's hand.")
