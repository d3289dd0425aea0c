"""productions/graveyard_cards: "target card from a graveyard" (any player's, 115.1) and "If it was a creature
card, ..." about the card the ability moved (608.2h: its last known information)."""
from __future__ import annotations

from manamelee.engine.constants import EXILE, Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario

TEXT = ("{2}{B}: Exile target card from a graveyard. If it was a creature card, create a 2/2 black Zombie creature "
        "token.")


def _deluge():
    c = made_up("Test Deluge", "Enchantment", "{2}{B}", TEXT)
    s = scenario(c)
    s.battlefield(0, "Test Deluge")
    return s


def test_115_1_a_card_in_an_opponents_graveyard_is_exiled_and_608_2h_a_creature_card_makes_a_zombie():
    s = _deluge()
    bear = s.graveyard(1, "Grizzly Bears")
    lands_for(s, 0, "Test Deluge", extra="{2}{B}")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Deluge", ("obj", bear))
    resolve_stack(s)
    assert s.zone_of("Grizzly Bears", 1)[0][0] == EXILE
    [z] = s.on_battlefield("Zombie", 0)
    assert (g.chars(z).power, g.chars(z).toughness) == (2, 2) and g.chars(z).colors == frozenset("B")


def test_608_2c_a_noncreature_card_is_exiled_and_no_zombie_is_made():
    s = _deluge()
    land = s.graveyard(0, "Plains")
    lands_for(s, 0, "Test Deluge", extra="{2}{B}")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Deluge", ("obj", land))
    resolve_stack(s)
    assert g.players[0].graveyard == [] and [g.objects[o].card.name for o in g.exile] == ["Plains"]
    assert not s.on_battlefield("Zombie", 0)
