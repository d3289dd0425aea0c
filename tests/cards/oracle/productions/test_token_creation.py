"""productions/token_creation: another player creates the tokens, one token for each of something, X tokens
(701.6a, 111.2, 107.3); made-up cards built for each, then a real card compiled from its oracle text."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real_card, real_scenario


def _tokens(g, p=0):
    return [o for o in g.battlefield if g.objects[o].token and g.controller(o) == p]


def _game(text, *, cost="{G}", mine=(), hand=(), players=2, keywords=()):
    c = made_up("Test Spell", "Sorcery", cost, text, keywords=keywords)
    s = scenario(c, players=players)
    s.hand(0, "Test Spell", *hand)
    lands_for(s, 0, "Test Spell")
    for n in mine:
        s.battlefield(0, n)
    g = s.start(active=0, step=Step.MAIN1)
    return s, g


def test_111_2_its_controller_creates_the_token():
    c = made_up("Test Spell", "Instant", "{G}", "Destroy target creature. Its controller creates a 3/3 green Ape "
                                                "creature token.")
    s = scenario(c)
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", bears)
    resolve_stack(s)
    [ape] = _tokens(g, 1)
    assert g.chars(ape).name == "Ape" and (g.chars(ape).power, g.chars(ape).toughness) == (3, 3) and not _tokens(g)


@pytest.mark.parametrize("text,mine,n", [
    ("Create a 1/1 green Elf Warrior creature token for each Elf you control.",
     ("Llanowar Elves", "Llanowar Elves", "Grizzly Bears"), 2),
    ("Create a 1/1 green Saproling creature token for each creature you control.", ("Llanowar Elves", "Grizzly Bears"), 2),
    ("Create a 1/1 green Plant creature token for each basic land you control.", (), 1),     # the Forest that paid
    ("Create a 1/1 green Insect creature token for each Forest you control.", ("Forest", "Island"), 2)])
def test_608_2h_create_a_token_for_each_permanent_you_control(text, mine, n):
    s, g = _game(text, mine=mine)
    s.battlefield(1, "Llanowar Elves")                      # an opponent's Elf doesn't count
    s.refresh()
    s.cast("Test Spell")
    resolve_stack(s)
    assert len(_tokens(g)) == n


def test_608_2h_create_a_token_for_each_opponent_you_have():
    s, g = _game("Create a 1/1 black Rat creature token for each opponent you have.", players=4)
    s.cast("Test Spell")
    resolve_stack(s)
    assert len(_tokens(g)) == 3


def test_608_2h_create_a_token_for_each_card_in_your_hand():
    s, g = _game("Create a 1/1 green Snake creature token for each card in your hand.", hand=("Forest", "Island"))
    s.cast("Test Spell")
    resolve_stack(s)
    assert len(_tokens(g)) == 2                              # the spell itself is on the stack, not in the hand


def test_107_3_create_x_tokens():
    s, g = _game("Create X 1/1 white Soldier creature tokens.", cost="{X}{W}")
    s.lands(0, "Plains", 3)
    s.refresh()
    s.cast("Test Spell", x=3)
    resolve_stack(s)
    assert len(_tokens(g)) == 3


def test_107_3_create_x_treasure_tokens():
    s, g = _game("Create X Treasure tokens.", cost="{X}{R}", keywords=("Treasure",))
    s.lands(0, "Mountain", 2)
    s.refresh()
    s.cast("Test Spell", x=2)
    resolve_stack(s)
    assert [g.name(t) for t in _tokens(g)] == ["Treasure", "Treasure"]


def test_111_2_real_cards_beast_within_and_howl_of_the_night_pack():
    beast, howl = real_card("Beast Within"), real_card("Howl of the Night Pack")
    s = real_scenario(beast, howl)
    s.hand(0, "Beast Within", "Howl of the Night Pack")
    s.lands(0, "Forest", 10)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Beast Within", bears)      # "Destroy target permanent. Its controller creates a 3/3 green Beast creature token."
    resolve_stack(s)
    assert [g.name(t) for t in _tokens(g, 1)] == ["Beast"] and _tokens(g) == []
    s.cast("Howl of the Night Pack")   # "Create a 2/2 green Wolf creature token for each Forest you control."
    resolve_stack(s)
    assert [g.name(t) for t in _tokens(g)] == ["Wolf"] * 10
