"""productions/day_night: "Daybound" (702.145b) on a transforming double-faced card's front face and "Nightbound"
(702.145e) on its back face, on made-up cards built for each production. The rules on real cards are in
tests/engine/test_728_day_night.py."""
from __future__ import annotations

from manamelee.cards.oracle.compile_pool import compile_face
from manamelee.engine import events as ev
from manamelee.engine.constants import BATTLEFIELD, Step
from manamelee.engine.day_night import DAY, DAYBOUND_RULE, NIGHT, NIGHTBOUND_RULE
from manamelee.engine.zones import move

from ...pool_helpers import pay_lands, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real, scenario_of
from .test_disturb import _facts, made_up_dfc

PUP = made_up_dfc(("Test Village Pup", "Creature — Human Werewolf", "Daybound", "1/1", "{1}{G}"),
                  ("Test Moon Hound", "Creature — Werewolf", "Trample\nNightbound", "3/3"),
                  ("Daybound", "Nightbound", "Trample"))


def test_702_145_daybound_and_nightbound_compile_as_keywords_and_rules_statics():
    assert "Daybound" in PUP.keywords and [sa.rule for sa in PUP.static] == [DAYBOUND_RULE]
    back = PUP.faces[0]
    assert {"Nightbound", "Trample"} <= back.keywords and [sa.rule for sa in back.static] == [NIGHTBOUND_RULE]


def test_702_145a_daybound_on_a_card_that_is_not_double_faced_is_refused():
    facts = dict(_facts("Test Lone Wolf", "Creature — Wolf", "{1}{G}", "Daybound", "2/2", ("Daybound",)),
                 layout="normal")
    rec, blocked = compile_face(facts, {})
    assert rec is None and any("702.145b" in b for b in blocked)


def test_702_145b_the_made_up_werewolf_makes_it_day_and_turns_over_at_night():
    s = scenario(PUP)
    _libraries(s)
    _in_hand(s, ("Test Village Pup", "{1}{G}"))
    g = s.start(active=0, step=Step.MAIN1)
    _cast_each(s, "Test Village Pup")
    [pup] = s.on_battlefield("Test Village Pup")
    assert g.day_night == DAY                                # 702.145d
    s.pass_to_later_turn(1, Step.UPKEEP)                     # 502.2: player 0 cast one spell: still day
    assert g.day_night == DAY
    s.pass_to_later_turn(0, Step.UPKEEP)                     # player 1 cast none: night, and it transforms
    assert g.day_night == NIGHT and g.chars(pup).name == "Test Moon Hound" and g.chars(pup).power == 3
    card = s.graveyard(1, "Test Village Pup")
    other = move(g, card, BATTLEFIELD)
    assert other is not None and g.chars(other).name == "Test Moon Hound"     # enters transformed at night


# ----------------------------------------------------------------------------- 728.1 wording
DAWN_TEXT = "It becomes night."
DUSK_RITUAL = made_up("Test Dusk Ritual", "Sorcery", "{B}", DAWN_TEXT)
NIGHT_OMEN = made_up("Test Night Omen", "Instant", "{W}", "If it's night, you gain 2 life.")
NEITHER_OMEN = made_up("Test Twilight Omen", "Instant", "{W}", "If it's neither day nor night, you gain 3 life.")
DAWN_WATCHER = made_up("Test Dawn Watcher", "Creature — Human Cleric", "{1}{W}",
                       "Whenever night becomes day, you gain 1 life.", "1/1")


def _libraries(s, n=2):
    for p in range(n):
        s.library(p, *["Forest"] * 6)


def _in_hand(s, *cards: tuple[str, str]) -> None:
    """Put each (card, its mana cost) in player 0's hand with lands to pay for it."""
    for name, cost in cards:
        s.hand(0, name)
        pay_lands(s, 0, cost)


def _cast_each(s, *names: str) -> None:
    """Player 0 casts each card and lets it resolve before the next."""
    for name in names:
        s.cast(name)
        resolve_stack(s)


def test_614_12_brimstone_vandal_makes_it_day_as_it_enters_and_triggers_only_on_a_change():
    # "If it's neither day nor night, it becomes day as this creature enters. Whenever day becomes night or night
    # becomes day, this creature deals 1 damage to each opponent."
    s = scenario_of(real("Brimstone Vandal"), DUSK_RITUAL)
    _libraries(s)
    _in_hand(s, ("Brimstone Vandal", "{2}{R}"), ("Test Dusk Ritual", "{B}"))
    g = s.start(active=0, step=Step.MAIN1)
    _cast_each(s, "Brimstone Vandal")
    assert g.day_night == DAY and [e.rule for e in g.events if e.kind == ev.DAY_NIGHT] == ["614.12"]
    assert g.players[1].life == 20                           # 728.1a: the game getting day isn't "day becomes night"
    _cast_each(s, "Test Dusk Ritual")                        # "It becomes night."
    assert g.day_night == NIGHT and g.players[1].life == 19  # day became night: 1 damage to each opponent
    assert g.players[0].life == 20


def test_614_12_firmament_sage_leaves_an_existing_designation_alone_and_draws_on_each_change():
    # "If it's neither day nor night, it becomes day as this creature enters. Whenever day becomes night or night
    # becomes day, draw a card."
    s = scenario_of(real("Firmament Sage"))
    _libraries(s)
    s.g.day_night = NIGHT
    _in_hand(s, ("Firmament Sage", "{3}{U}"))
    g = s.start(active=0, step=Step.MAIN1)
    _cast_each(s, "Firmament Sage")
    assert g.day_night == NIGHT and len(g.players[0].hand) == 0    # it was night: it stays night, no draw
    g.day_night = DAY                                              # (set up: a day with no spell cast next turn)
    s.pass_to_later_turn(0, Step.MAIN1)       # 502.2: player 1 cast nothing in their turn: day becomes night
    assert g.day_night == NIGHT
    assert len(g.players[0].hand) == 2                             # the draw step's card and the Sage's


def test_728_1_it_becomes_night_and_the_conditions_read_it():
    s = scenario_of(DUSK_RITUAL, NIGHT_OMEN, NEITHER_OMEN, DAWN_WATCHER)
    _libraries(s)
    s.battlefield(0, "Test Dawn Watcher")
    _in_hand(s, ("Test Twilight Omen", "{W}"), ("Test Night Omen", "{W}"), ("Test Dusk Ritual", "{B}"))
    g = s.start(active=0, step=Step.MAIN1)
    _cast_each(s, "Test Twilight Omen")
    assert g.players[0].life == 23                           # neither day nor night
    _cast_each(s, "Test Dusk Ritual")
    assert g.day_night == NIGHT and g.players[0].life == 23  # from neither: "night becomes day" didn't trigger
    _cast_each(s, "Test Night Omen")
    assert g.players[0].life == 25                           # it's night


def test_728_1a_whenever_night_becomes_day_triggers_only_that_way():
    s = scenario_of(DAWN_WATCHER, DUSK_RITUAL)
    _libraries(s)
    s.g.day_night = DAY
    s.battlefield(0, "Test Dawn Watcher")
    _in_hand(s, ("Test Dusk Ritual", "{B}"), ("Test Dusk Ritual", "{B}"))
    g = s.start(active=0, step=Step.MAIN1)
    _cast_each(s, "Test Dusk Ritual")
    assert g.day_night == NIGHT and g.players[0].life == 20      # day became night: not "night becomes day"
    _cast_each(s, "Test Dusk Ritual")                            # already night: nothing changes
    s.pass_to_later_turn(1, Step.UPKEEP)                         # 502.2: two spells at night: it becomes day
    assert g.day_night == DAY
    resolve_stack(s)
    assert g.players[0].life == 21


def test_614_12_the_as_enters_day_and_the_change_trigger_compile_on_a_made_up_card():
    from manamelee.engine.day_night import DAY_AS_ENTERS
    herald = made_up("Test Sun Herald", "Creature — Human Cleric", "{2}{W}",
                     "If it's neither day nor night, it becomes day as this creature enters.\n"
                     "Whenever day becomes night or night becomes day, draw a card.", "2/2")
    assert herald.extra[DAY_AS_ENTERS] is True
    [ta] = herald.triggered
    assert ta.event == ev.DAY_NIGHT
