"""The DSL constructs added for the blue/black/red/multicolour pool, on made-up test cards: "unless pays" and
"you may" sequences that ask after changing the game, discard without a choice, and build-time errors."""
import pytest

from manamelee.cards import default_pool
from manamelee.cards.dsl import (EACH_OTHER_PLAYER, YOU, Discard, Draw, May, UnlessPays, attacks, dies, on_cast,
                                 test_spell)
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

# "Draw a card, then discard a card unless another player pays {1}": the discard asks its question after the
# draw has changed the game, so the draw must not happen again when the procedure is replayed.
LOOT_TAX = test_spell("Loot Tax", [UnlessPays("{1}", (Draw(1), Discard(1, YOU)), EACH_OTHER_PLAYER)], cost="{U}")
MAYBE_LOOT = test_spell("Maybe Loot", [May((Draw(1), Discard(1, YOU)), "draw, then discard")], cost="{U}")


def scenario(n=2):
    return Scenario(n, pool=default_pool().extended(LOOT_TAX, MAYBE_LOOT))


@pytest.mark.parametrize("pays", [True, False])
def test_118_12a_unless_pays_runs_its_steps_once_each_when_a_later_step_asks(pays):
    s = scenario()
    s.hand(0, "Loot Tax", "Storm Crow")
    s.library(0, "Island", "Island")
    s.battlefield(0, "Island")
    s.battlefield(1, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Loot Tax")
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "pay_or_not" and d.player == 1
    s.choose("pay" if pays else "decline")
    if not pays:
        d = s.decision
        assert d.kind == "discard" and d.player == 0
        s.choose(label="Storm Crow")
    s.pass_until_resolved()
    hand = sorted(g.name(o) for o in g.players[0].hand)
    assert hand == (["Storm Crow"] if pays else ["Island"])
    assert len(g.players[0].library) == (2 if pays else 1)          # drawn once, not again on the replay
    assert g.objects[next(o for o in g.battlefield if g.controller(o) == 1)].tapped == pays


@pytest.mark.parametrize("yes", [True, False])
def test_608_2d_may_asks_then_runs_each_step_once(yes):
    s = scenario()
    s.hand(0, "Maybe Loot", "Storm Crow")
    s.library(0, "Island", "Island")
    s.battlefield(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Maybe Loot")
    s.pass_until_resolved()
    s.choose("yes" if yes else "no")
    if yes:
        s.choose(label="Storm Crow")
    s.pass_until_resolved()
    assert sorted(g.name(o) for o in g.players[0].hand) == (["Island"] if yes else ["Storm Crow"])
    assert len(g.players[0].library) == (1 if yes else 2)


def test_701_8_discard_with_n_or_fewer_cards_discards_the_hand_without_a_choice():
    s = Scenario(2)
    s.hand(1, "Murder", "Shock")
    s.hand(0, "Mind Rot")
    s.battlefield(0, "Swamp"), s.battlefield(0, "Swamp"), s.battlefield(0, "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Mind Rot", ("player", 1))
    s.pass_until_resolved()
    assert not g.turns[0].stack and g.players[1].hand == []
    assert sorted(g.name(o) for o in g.players[1].graveyard) == ["Murder", "Shock"]


@pytest.mark.parametrize("build", [lambda: dies([], which="mine"), lambda: on_cast([], whose="everyone"),
                                   lambda: on_cast([], kind="artifact"), lambda: attacks([], whose="theirs")])
def test_trigger_builders_reject_an_unknown_subject_when_the_card_is_defined(build):
    with pytest.raises(ValueError):
        build()
