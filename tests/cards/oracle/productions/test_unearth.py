"""productions/unearth: 702.84 Unearth [cost] (engine part: dsl UnearthReturn)."""
from __future__ import annotations

from manamelee.engine import zones
from manamelee.engine.constants import Step

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario


def _game(active: int = 0, step: Step = Step.MAIN1):
    c = made_up("Test Ghoul", "Creature — Zombie", "{2}{B}", "Unearth {1}{B}", "3/1", ("Unearth",))
    s = scenario(c)
    s.graveyard(0, "Test Ghoul")
    s.lands(0, "Swamp", 2)
    g = s.start(active=active, step=step)
    return s, g


def _ghoul(s) -> list[int]:
    return s.on_battlefield("Test Ghoul")


def test_702_84a_unearth_returns_it_with_haste_and_exiles_it_at_the_next_end_step():
    s, g = _game()
    s.activate("Test Ghoul")
    resolve_stack(s)
    (x,) = _ghoul(s)
    assert "Haste" in g.chars(x).keywords
    s.pass_until(Step.END)
    resolve_stack(s)
    assert not _ghoul(s)
    assert [g.name(c) for c in g.exile] == ["Test Ghoul"] and not g.players[0].graveyard


def test_702_84a_unearthed_creature_that_would_die_is_exiled_instead():
    s, g = _game()
    s.activate("Test Ghoul")
    resolve_stack(s)
    (x,) = _ghoul(s)
    zones.destroy(g, x)
    s.refresh()
    assert [g.name(c) for c in g.exile] == ["Test Ghoul"] and not g.players[0].graveyard


def test_702_84a_unearth_only_as_a_sorcery_and_only_from_the_graveyard():
    s, g = _game(active=1)                                  # the opponent's turn: not as a sorcery
    s.pass_priority()                                       # the opponent passes: P0 has priority
    assert s.decision.kind == "priority" and s.decision.player == 0
    assert not [o for o in s.decision.options if o.kind == "activate" and "Test Ghoul" in o.label]
    c = made_up("Test Ghoul", "Creature — Zombie", "{2}{B}", "Unearth {1}{B}", "3/1", ("Unearth",))
    s2 = scenario(c)
    s2.hand(0, "Test Ghoul")
    s2.lands(0, "Swamp", 2)
    s2.start(active=0, step=Step.MAIN1)
    assert not [o for o in s2.decision.options if o.kind == "activate"]
