"""Day and night (728, 502.2) and daybound/nightbound (702.145), with the real Innistrad: Midnight Hunt werewolves
compiled from their oracle text: Tavern Ruffian // Tavern Smasher (2/5 daybound // 6/5 nightbound), Fearful Villager
// Fearsome Werewolf (2/3 menace // 4/3 menace), and 712.13a on a made-up daybound card with a sorcery back face."""
from __future__ import annotations

import pytest

from manamelee.engine import events as ev
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, Step
from manamelee.engine.day_night import DAY, NIGHT
from manamelee.engine.faces import transform, transformed
from manamelee.engine.view import player_view
from manamelee.engine.zones import move
from manamelee.scenario import Scenario

from ..cards.oracle.productions.real_cards import real, scenario_of
from ..cards.oracle.productions.test_disturb import made_up_dfc
from ..cards.pool_helpers import pay_lands, resolve_stack

RUFFIAN, SMASHER = "Tavern Ruffian", "Tavern Smasher"
VILLAGER, WEREWOLF = "Fearful Villager", "Fearsome Werewolf"
DAYBOUND_TEXT = "Daybound (If a player casts no spells during their own turn, it becomes night next turn.)"


def _scenario(players: int = 2) -> Scenario:
    s = scenario_of(real(RUFFIAN), real(VILLAGER), players=players)
    for p in range(players):
        s.library(p, *["Forest"] * 6)             # nobody draws from an empty library (704.5b)
    return s


def _day_night_events(g) -> list[tuple[str, str]]:
    return [(e.key, e.rule) for e in g.events if e.kind == ev.DAY_NIGHT]


def _name(g, oid: int) -> str:
    return g.chars(oid).name


def _at(s: Scenario, value: str) -> None:
    """Give the game a designation without anything becoming day or night (set up before the game starts)."""
    s.g.day_night = value


def _put_onto_battlefield(designation: str, name: str, *, transformed: bool = False, other: str | None = None):
    """A game at ``designation`` ("" for neither) in player 0's main phase, then ``name`` put from player 0's
    graveyard onto the battlefield (``transformed``: 712.14a; ``other``: a permanent player 1 controls already).
    Returns the scenario, the game and the new permanent."""
    s = _scenario()
    _at(s, designation)
    if other:
        s.battlefield(1, other)
    card = s.graveyard(0, name)
    g = s.start(active=0, step=Step.MAIN1)
    new = move(g, card, BATTLEFIELD, transformed=transformed)
    assert new is not None
    return s, g, new


# ----------------------------------------------------------------------------- 728.1
def test_728_1_the_game_starts_with_neither_day_nor_night():
    s = _scenario()
    g = s.start(active=0, step=Step.MAIN1)
    assert g.day_night == "" and player_view(g, 0)["day_night"] is None
    s.pass_to_later_turn(0, Step.MAIN1)                    # 728.2c: with neither, no check changes it
    assert g.day_night == "" and _day_night_events(g) == []


def test_728_1_day_or_night_is_public_and_copied():
    s = _scenario()
    _at(s, NIGHT)
    g = s.start(active=0, step=Step.MAIN1)
    assert player_view(g, None)["day_night"] == "night"   # a spectator sees it too
    assert g.copy().day_night == NIGHT


# ----------------------------------------------------------------------------- 702.145d, g
def test_702_145d_a_daybound_permanent_makes_it_day():
    s = _scenario()
    s.hand(0, RUFFIAN)
    pay_lands(s, 0, "{3}{R}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast(RUFFIAN)
    resolve_stack(s)
    [ruffian] = s.on_battlefield(RUFFIAN)
    assert g.day_night == DAY and _day_night_events(g) == [("log.becomes_day", "702.145d")]
    assert not transformed(g.objects[ruffian])


def test_702_145g_a_nightbound_permanent_alone_makes_it_night():
    s, g, smasher = _put_onto_battlefield("", RUFFIAN, transformed=True)     # back face up (712.14a)
    assert _name(g, smasher) == SMASHER
    s.pass_priority()                                        # the next state check
    assert g.day_night == NIGHT and _day_night_events(g) == [("log.becomes_night", "702.145g")]
    assert _name(g, smasher) == SMASHER


def test_702_145g_with_a_daybound_permanent_too_it_becomes_day():
    s, g, smasher = _put_onto_battlefield("", RUFFIAN, transformed=True, other=VILLAGER)
    s.pass_priority()
    # 702.145d: day; 702.145b-e: then the nightbound permanent, back face up in the day, transforms (702.145f)
    assert g.day_night == DAY and _day_night_events(g) == [("log.becomes_day", "702.145d")]
    assert _name(g, smasher) == RUFFIAN


# ----------------------------------------------------------------------------- 502.2 / 728.2a-b
def _turn_with_shocks(designation: str, shocks: int, caster: int = 0, permanent: str | None = None):
    """Player 0's turn at ``designation``, with ``permanent`` on player 0's battlefield, in which ``caster`` casts
    ``shocks`` Shocks (each resolving), then on to player 1's upkeep: past the untap step's check (502.2).
    Returns the scenario, the game and the permanent's id."""
    s = _scenario()
    _at(s, designation)
    perm = s.battlefield(0, permanent) if permanent else None
    for _ in range(shocks):
        s.hand(caster, "Shock")
        pay_lands(s, caster, "{R}")
    g = s.start(active=0, step=Step.MAIN1)
    for _ in range(shocks):
        if s.decision.player != caster:
            s.pass_priority()                               # the other player gets priority in player 0's turn
        s.cast("Shock", ("player", 1 - caster))
        resolve_stack(s)
    s.pass_to_later_turn(1, Step.UPKEEP)
    return s, g, perm


def test_728_2a_day_becomes_night_if_the_active_player_cast_no_spells():
    s, g, ruffian = _turn_with_shocks(DAY, 0, permanent=RUFFIAN)
    assert g.day_night == NIGHT and _day_night_events(g) == [("log.becomes_night", "502.2")]
    # 702.145b: as it becomes night, the front-face-up daybound permanent transforms
    assert _name(g, ruffian) == SMASHER and g.chars(ruffian).power == 6


def test_728_2a_one_spell_of_the_active_player_keeps_it_day():
    s, g, ruffian = _turn_with_shocks(DAY, 1, permanent=RUFFIAN)
    assert g.day_night == DAY and _day_night_events(g) == [] and _name(g, ruffian) == RUFFIAN


def test_728_2a_a_spell_of_another_player_in_that_turn_does_not_count():
    s, g, _ = _turn_with_shocks(DAY, 1, caster=1)
    assert g.players[1].life == 20 and g.players[0].life == 18       # player 1's Shock resolved in that turn
    assert g.day_night == NIGHT                             # player 0, the active player, cast nothing


def test_728_2b_night_becomes_day_if_the_active_player_cast_two_spells():
    s, g, werewolf = _turn_with_shocks(NIGHT, 2, permanent=VILLAGER)    # back face up at night (702.145c)
    assert g.day_night == DAY and _day_night_events(g) == [("log.becomes_day", "502.2")]
    assert _name(g, werewolf) == VILLAGER                   # 702.145e: the nightbound permanent transforms
    assert [e.rule for e in g.events if e.kind == ev.TRANSFORM] == ["702.145c", "702.145e"]


def test_728_2b_one_spell_at_night_keeps_it_night():
    s, g, werewolf = _turn_with_shocks(NIGHT, 1, permanent=VILLAGER)
    assert g.day_night == NIGHT and _day_night_events(g) == [] and _name(g, werewolf) == WEREWOLF


# ----------------------------------------------------------------------------- 702.145b / 712.13a
def test_702_145b_a_daybound_spell_resolving_at_night_enters_transformed():
    s = _scenario()
    _at(s, NIGHT)
    s.hand(0, RUFFIAN)
    pay_lands(s, 0, "{3}{R}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast(RUFFIAN)
    [item] = g.turns[0].stack
    assert item.name == RUFFIAN                             # 712.11: cast with its front face up
    resolve_stack(s)
    [smasher] = s.on_battlefield(SMASHER)                    # 712.13a: it enters with its back face up
    assert transformed(g.objects[smasher]) and g.chars(smasher).power == 6


@pytest.mark.parametrize("designation,face", [(NIGHT, WEREWOLF), (DAY, VILLAGER), ("", VILLAGER)])
def test_702_145b_a_daybound_card_put_onto_the_battlefield_enters_transformed_only_at_night(designation, face):
    s, g, new = _put_onto_battlefield(designation, VILLAGER)
    assert _name(g, new) == face


SCOURGE = made_up_dfc(("Test Moonlit Scholar", "Creature — Human Werewolf", DAYBOUND_TEXT, "2/2", "{1}{R}"),
                      ("Test Lunar Outburst", "Sorcery", "Test Lunar Outburst deals 3 damage to any target.", None),
                      ("Daybound",))


def test_712_13a_a_spell_that_would_enter_transformed_with_a_sorcery_back_face_goes_to_the_graveyard():
    from ..cards.oracle.helpers import scenario
    s = scenario(SCOURGE)
    s.library(0, "Forest")
    s.library(1, "Forest")
    _at(s, NIGHT)
    s.hand(0, "Test Moonlit Scholar")
    pay_lands(s, 0, "{1}{R}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Moonlit Scholar")
    resolve_stack(s)
    assert s.on_battlefield("Test Moonlit Scholar") == [] and s.on_battlefield("Test Lunar Outburst") == []
    assert [g.objects[o].card.name for o in g.players[0].graveyard] == ["Test Moonlit Scholar"]
    assert [z for z, _ in s.zone_of("Test Moonlit Scholar")] == [GRAVEYARD]     # one object, not two
    assert any(e.rule == "712.13a" for e in g.events)


# ----------------------------------------------------------------------------- 702.145b-c, e-f
def test_702_145b_a_daybound_permanent_transforms_only_by_its_daybound():
    s = _scenario()
    _at(s, DAY)
    ruffian = s.battlefield(0, RUFFIAN)
    g = s.start(active=0, step=Step.MAIN1)
    assert not transform(g, ruffian)                        # an instruction to transform it does nothing
    assert _name(g, ruffian) == RUFFIAN and g.objects[ruffian].zone == BATTLEFIELD


def test_702_145e_a_nightbound_permanent_transforms_only_by_its_nightbound():
    s, g, smasher = _put_onto_battlefield(NIGHT, RUFFIAN)
    assert not transform(g, smasher)
    assert _name(g, smasher) == SMASHER


def test_702_145c_a_front_face_up_daybound_permanent_at_night_transforms_at_once():
    s = _scenario()
    _at(s, NIGHT)
    ruffian = s.battlefield(0, RUFFIAN)                     # placed front face up (not by entering)
    g = s.start(active=0, step=Step.MAIN1)
    assert _name(g, ruffian) == SMASHER
    assert [e.rule for e in g.events if e.kind == ev.TRANSFORM] == ["702.145c"]


def test_702_145f_a_back_face_up_nightbound_permanent_by_day_transforms_at_once():
    s, g, werewolf = _put_onto_battlefield(NIGHT, VILLAGER)
    g.day_night = DAY                                        # (as a test's setup: not by becoming day)
    s.refresh()
    s.pass_priority()
    assert _name(g, werewolf) == VILLAGER
    assert [e.rule for e in g.events if e.kind == ev.TRANSFORM] == ["702.145f"]


def test_728_1_once_day_or_night_it_never_becomes_neither():
    s = _scenario()
    _at(s, DAY)
    s.battlefield(0, RUFFIAN)
    g = s.start(active=0, step=Step.MAIN1)
    for p in (1, 0, 1):
        s.pass_to_later_turn(p, Step.UPKEEP)
        assert g.day_night in (DAY, NIGHT)
    assert {e.rule for e in g.events if e.kind == ev.DAY_NIGHT} == {"502.2"}


def test_728_1_the_terminal_says_whether_it_is_day_or_night():
    import io

    from rich.console import Console

    from manamelee.play.render import render_view
    s = _scenario()
    g = s.start(active=0, step=Step.MAIN1)
    out = io.StringIO()
    render_view(Console(file=out, width=200), g.view(0), 0)
    assert "It is" not in out.getvalue()                     # neither
    g.day_night = NIGHT
    out = io.StringIO()
    render_view(Console(file=out, width=200), g.view(0), 0)
    assert "It is night." in out.getvalue()
