"""601.2b / 700.2: modal spells — modes are chosen first, then the chosen modes' targets."""
from dataclasses import replace

from manamelee.cards.dsl import ANY, CREATURE, PLAYER, Damage, GainLife, Pump, Target, card, mode
from manamelee.cards.pool import CardPool, default_pool
from manamelee.engine import Step
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
