"""productions/dies_exile: "If that creature would die this turn, exile it instead." (614.1a), on a made-up
instant built for it."""
from __future__ import annotations

from manamelee.engine.constants import Step
from manamelee.engine.zones import destroy

from ...pool_helpers import grave_names, lands_for, resolve_stack
from ..helpers import made_up, scenario

TEXT = "CARDNAME deals 2 damage to target creature. If that creature would die this turn, exile it instead."


def _cast_at(name):
    c = made_up("Test Spray", "Instant", "{R}", TEXT)
    s = scenario(c)
    target = s.battlefield(1, name)
    other = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Spray")
    lands_for(s, 0, "Test Spray")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spray", target)
    resolve_stack(s)
    return s, g, target, other


def test_614_1a_the_damaged_creature_that_would_die_is_exiled_instead():
    s, g, target, other = _cast_at("Grizzly Bears")
    assert target not in g.battlefield
    assert sorted(g.name(o) for o in g.exile) == ["Grizzly Bears"] and grave_names(g, 1) == []


def test_614_1a_it_applies_for_the_rest_of_the_turn_and_only_to_that_creature():
    s, g, target, other = _cast_at("Hill Giant")          # survives the 2 damage
    assert target in g.battlefield
    destroy(g, target)                                     # dies later this turn: exiled instead
    destroy(g, other)                                      # another creature dies normally
    assert [g.name(o) for o in g.exile] == ["Hill Giant"] and grave_names(g, 1) == ["Grizzly Bears"]


def test_614_1a_the_replacement_ends_with_the_turn():
    s, g, target, other = _cast_at("Hill Giant")
    g.turn_count += 1                                      # a later turn: "this turn" is over
    destroy(g, target)
    assert grave_names(g, 1) == ["Hill Giant"] and not g.exile


def test_614_1a_that_creature_or_planeswalker_is_exiled_instead():
    c = made_up("Test Char", "Instant", "{R}", "CARDNAME deals 3 damage to target creature or planeswalker. If that "
                "creature or planeswalker would die this turn, exile it instead.")
    s = scenario(c)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Char")
    lands_for(s, 0, "Test Char")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Char", bears)
    resolve_stack(s)
    assert [g.name(o) for o in g.exile] == ["Grizzly Bears"] and grave_names(g, 1) == []
