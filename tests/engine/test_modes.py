"""601.2b / 700.2: modal spells — modes are chosen first, then the chosen modes' targets."""
from dataclasses import replace

import pytest

from manamelee.cards.dsl import ANY, CREATURE, PLAYER, Damage, GainLife, Pump, Target, card, mode
from manamelee.cards.pool import CardPool, default_pool
from manamelee.engine import Step
from manamelee.engine.errors import WrongPlayer
from manamelee.scenario import Scenario


def _pool():
    base = default_pool().cards
    # A test-only "Charm" reusing a real card's facts for cost: {R} instant (Shock's facts).
    charm = card("Shock", modes=[mode("2 damage to any target", [Damage(2)], [ANY]),
                                 mode("target creature gets +3/+3", [Pump(3, 3)], [CREATURE]),
                                 mode("target player gains 4 life", [GainLife(4, Target(0))], [PLAYER])])
    charm = replace(charm, name="Test Charm")
    twice = replace(charm, name="Test Double Charm", spell=type(charm.spell)(modes=charm.spell.modes, choose=2))
    return CardPool({**base, "Test Charm": charm, "Test Double Charm": twice})


def test_601_2b_mode_is_chosen_before_targets_and_only_that_mode_happens():
    s = Scenario(2, pool=_pool())
    s.battlefield(0, "Mountain")
    s.hand(0, "Test Charm")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="Test Charm")
    assert s.decision.kind == "choose_mode"
    s.choose("mode", label="gains 4 life")
    assert s.decision.kind == "target"
    assert all(o.value[0] == "player" for o in s.decision.options if o.kind == "target")
    s.choose("target", value=("player", 0))
    s.pass_until_resolved()
    assert g.players[0].life == 24 and g.players[1].life == 20


def test_700_2_modes_without_legal_targets_are_not_offered():
    s = Scenario(2, pool=_pool())
    s.battlefield(0, "Mountain")
    s.hand(0, "Test Charm")
    s.start(0, Step.MAIN1)
    s.choose("cast", label="Test Charm")
    labels = [o.label for o in s.decision.options if o.kind == "mode"]
    assert "target creature gets +3/+3" not in labels        # no creature on the battlefield
    assert len(labels) == 2


def test_700_2c_two_modes_take_their_own_targets_in_printed_order():
    s = Scenario(2, pool=_pool())
    s.battlefield(0, "Mountain")
    bear = s.battlefield(1, "Runeclaw Bear")
    s.hand(0, "Test Double Charm")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="Test Double Charm")
    s.choose("mode", label="gains 4 life")
    s.choose("mode", label="2 damage")
    s.choose("target", value=("obj", bear))             # mode 1 (printed first) targets first
    s.choose("target", value=("player", 1))
    s.pass_until_resolved()
    assert bear not in g.battlefield
    assert g.players[1].life == 24


# --------------------------------------------------------------------------- 700.2e: another player chooses the modes
def _misfortune(players: int):
    """Player 0 casts the real Misfortune ("An opponent chooses one — ...") with a Runeclaw Bear out."""
    s = Scenario(players)
    for p in range(players):
        s.library(p, *["Plains"] * 3)
    bear = s.battlefield(0, "Runeclaw Bear")
    for land in ("Swamp", "Mountain", "Forest", "Forest"):
        s.battlefield(0, land)
    s.hand(0, "Misfortune")
    g = s.start(0, Step.MAIN1)
    s.choose("cast", label="Misfortune")
    return s, g, bear


def test_700_2e_the_opponent_chooses_the_mode_as_the_spell_is_cast():
    s, g, bear = _misfortune(2)
    d = s.decision                                  # the only opponent: nobody is asked who chooses
    assert d.kind == "choose_mode" and d.player == 1 and d.rule == "700.2e"
    assert not g.turns[0].stack and len(g.players[0].hand) == 1      # still being cast (601.2b)
    assert all(o.kind == "mode" for o in d.options)                  # the opponent can't cancel another's spell
    s.choose("mode", value=0)
    s.pass_until_resolved()
    assert g.objects[bear].counters == {"+1/+1": 1} and g.players[0].life == 24 and g.players[1].life == 20


def test_700_2e_the_controller_picks_which_opponent_chooses_and_may_back_out():
    s, g, bear = _misfortune(3)
    d = s.decision
    assert d.kind == "choose_player" and d.player == 0 and d.rule == "700.2e"
    assert {o.value for o in d.options if o.kind == "player"} == {1, 2}
    s.choose("cancel")                              # backing out: nothing was paid, the card stays in hand
    assert s.decision.kind == "priority" and s.decision.player == 0
    assert s.names(g.players[0].hand) == ["Misfortune"] and not any(g.objects[o].tapped for o in g.battlefield)
    s.choose("cast", label="Misfortune")
    s.choose("player", value=2)
    d = s.decision
    assert d.kind == "choose_mode" and d.player == 2
    s.choose("mode", value=1)                       # "that player" is the one who chose: player 2
    s.pass_until_resolved()
    assert g.players[2].life == 16 and g.players[1].life == 20 and g.players[0].life == 20
    assert not g.objects[bear].counters


def test_700_2e_a_mode_answer_from_the_controller_is_rejected():
    s, g, bear = _misfortune(2)
    d = s.decision
    with pytest.raises(WrongPlayer):
        g.submit(d.id, 0, player=0)
    assert s.decision.id == d.id and s.decision.player == 1 and not g.turns[0].stack
