"""productions/day_night: "Daybound" (702.145b) on a transforming double-faced card's front face and "Nightbound"
(702.145e) on its back face, on made-up cards built for each production. The rules on real cards are in
tests/engine/test_728_day_night.py."""
from __future__ import annotations

from manamelee.cards.oracle.compile_pool import compile_face
from manamelee.engine.constants import BATTLEFIELD, Step
from manamelee.engine.day_night import DAY, DAYBOUND_RULE, NIGHT, NIGHTBOUND_RULE
from manamelee.engine.zones import move

from ...pool_helpers import pay_lands, resolve_stack
from ..helpers import scenario
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
    s.library(0, "Forest", "Forest")
    s.library(1, "Forest", "Forest")
    s.hand(0, "Test Village Pup")
    pay_lands(s, 0, "{1}{G}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Village Pup")
    resolve_stack(s)
    [pup] = s.on_battlefield("Test Village Pup")
    assert g.day_night == DAY                                # 702.145d
    s.pass_to_later_turn(1, Step.UPKEEP)                     # 502.2: player 0 cast one spell: still day
    assert g.day_night == DAY
    s.pass_to_later_turn(0, Step.UPKEEP)                     # player 1 cast none: night, and it transforms
    assert g.day_night == NIGHT and g.chars(pup).name == "Test Moon Hound" and g.chars(pup).power == 3
    card = s.graveyard(1, "Test Village Pup")
    other = move(g, card, BATTLEFIELD)
    assert other is not None and g.chars(other).name == "Test Moon Hound"     # enters transformed at night
