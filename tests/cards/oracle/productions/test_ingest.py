"""productions/ingest: 702.115 Ingest (model/ingest.py)."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ..helpers import made_up, scenario
from .kw_helpers import combat


def _game():
    c = made_up("Test Processor", "Creature — Eldrazi Drone", "{2}{B}", "Ingest", "2/2", ("Ingest",))
    s = scenario(c)
    x = s.battlefield(0, "Test Processor")
    s.library(1, "Island", "Forest")
    return s, x


def test_702_115a_ingest_exiles_the_top_card_of_the_damaged_players_library():
    s, x = _game()
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    top = g.players[1].library[0]
    name = g.name(top)
    combat(s, [(x, 1)])
    assert g.players[1].life == 18
    assert [g.name(c) for c in g.exile] == [name] and len(g.players[1].library) == 1


def test_702_115a_no_exile_without_combat_damage_to_a_player():
    s, x = _game()
    b = s.battlefield(1, "Hill Giant")
    g = s.start(active=0, step=Step.BEGIN_COMBAT)
    combat(s, [(x, 1)], [(b, x)])
    assert not g.exile and len(g.players[1].library) == 2
