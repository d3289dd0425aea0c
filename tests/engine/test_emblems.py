"""Emblems (114) and "up to one target" (601.2c, 115.6), on planeswalkers built for the test."""
from dataclasses import replace

from manamelee.cards.dsl import (CREATURE, Damage, GainLife, GetEmblem, Pump, at_step, emblem, loyalty_ability,
                                 test_creature, test_planeswalker, your_creatures)
from manamelee.cards.pool import default_pool
from manamelee.engine.constants import COMMAND, GRAVEYARD, Step
from manamelee.engine.emblems import emblems_of
from manamelee.scenario import Scenario

ANTHEM = emblem("Emblem — Test", static=your_creatures(1, 1, text="Creatures you control get +1/+1."),
                text="Creatures you control get +1/+1.")
UPKEEP = emblem("Emblem — Upkeep", triggered=[at_step(Step.UPKEEP, [GainLife(2)],
                                                      text="At the beginning of your upkeep, you gain 2 life.")])
MAYBE = replace(CREATURE, label="up to one target creature", optional=True)
TEST_CARDS = [
    test_planeswalker("Emblem Walker", 3,
                      loyalty_ability("-1", [GetEmblem(ANTHEM)], text="[−1]: You get an emblem with \"...\""),
                      loyalty_ability("+1", [GetEmblem(UPKEEP)], text="[+1]: You get an emblem with \"...\""),
                      loyalty_ability("0", [Pump(2, 2), GainLife(1)], [MAYBE],
                                      text="[0]: Up to one target creature gets +2/+2 until end of turn. You gain 1 "
                                           "life."),
                      subtypes=("Testwalker",)),
    test_creature("Test Bear", 2, 2),
]
POOL = default_pool().extended(*TEST_CARDS)


def scenario():
    return Scenario(2, pool=POOL)


def test_114_2_emblem_goes_to_the_command_zone_owned_and_controlled_by_its_player():
    s = scenario()
    s.battlefield(0, "Emblem Walker")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Emblem Walker", index=0)
    s.pass_until_resolved()
    (e,) = emblems_of(s.g)
    o = s.g.objects[e]
    assert o.zone == COMMAND and e in s.g.command
    assert (o.owner, o.controller) == (0, 0)
    assert emblems_of(s.g, 1) == []


def test_114_4_emblem_static_ability_works_from_the_command_zone():
    s = scenario()
    s.battlefield(0, "Emblem Walker")
    mine = s.battlefield(0, "Test Bear")
    theirs = s.battlefield(1, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Emblem Walker", index=0)
    s.pass_until_resolved()
    assert (s.chars(mine).power, s.chars(mine).toughness) == (3, 3)
    assert (s.chars(theirs).power, s.chars(theirs).toughness) == (2, 2)


def test_114_4_emblem_triggered_ability_works_from_the_command_zone():
    s = scenario()
    s.battlefield(0, "Emblem Walker")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Emblem Walker", index=1)
    s.pass_until_resolved()
    assert s.g.players[0].life == 20
    s.pass_until(Step.UPKEEP)          # the opponent's upkeep: "your upkeep" only
    s.pass_until_resolved()
    assert s.g.players[0].life == 20
    s.pass_until(Step.DRAW)
    s.pass_until(Step.UPKEEP)          # our next upkeep
    s.pass_until_resolved()
    assert s.g.players[0].life == 22


def test_114_5_emblem_stays_when_its_planeswalker_leaves_and_cannot_be_moved():
    from manamelee.engine import zones
    s = scenario()
    pw = s.battlefield(0, "Emblem Walker")
    bear = s.battlefield(0, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Emblem Walker", index=0)
    s.pass_until_resolved()
    (e,) = emblems_of(s.g)
    zones.move(s.g, pw, GRAVEYARD)
    assert zones.move(s.g, e, GRAVEYARD) is None         # not a card: it stays in the command zone
    s.refresh()
    assert emblems_of(s.g) == [e]
    assert s.chars(bear).power == 3


def test_601_2c_up_to_one_target_with_a_target_chosen():
    s = scenario()
    s.battlefield(0, "Emblem Walker")
    bear = s.battlefield(1, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Emblem Walker", bear, index=2)
    s.pass_until_resolved()
    assert s.chars(bear).power == 4
    assert s.g.players[0].life == 21


def test_115_6_up_to_one_target_with_zero_targets_resolves_untargeted():
    s = scenario()
    s.battlefield(0, "Emblem Walker")
    bear = s.battlefield(1, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Emblem Walker", index=2)
    assert s.decision.option("no_target") is not None
    s.choose("no_target")
    s.pass_until_resolved()
    assert s.chars(bear).power == 2
    assert s.g.players[0].life == 21              # not countered (608.2b needs a chosen target)


def test_115_6_up_to_one_target_is_offered_even_with_no_legal_target():
    s = scenario()
    s.battlefield(0, "Emblem Walker")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Emblem Walker", index=2)
    assert [o.kind for o in s.decision.options if o.kind != "cancel"] == ["no_target"]
    s.choose("no_target")
    s.pass_until_resolved()
    assert s.g.players[0].life == 21


def test_608_2b_up_to_one_target_chosen_and_gone_is_countered():
    from manamelee.engine import zones
    s = scenario()
    s.battlefield(0, "Emblem Walker")
    bear = s.battlefield(1, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Emblem Walker", bear, index=2)
    zones.move(s.g, bear, GRAVEYARD)
    s.pass_until_resolved()
    assert s.g.players[0].life == 20
