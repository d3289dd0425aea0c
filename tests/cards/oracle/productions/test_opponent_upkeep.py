"""productions/opponent_upkeep: "At the beginning of each opponent's upkeep, if that player has two or fewer cards
in hand, this creature deals 2 damage to them." (503.1a; 603.4 intervening "if")."""
from __future__ import annotations

from manamelee.cards.oracle.compiler import compile_ability
from manamelee.cards.oracle.printer import ability as print_ability
from manamelee.engine.constants import Step

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario

TEXT = ("At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, this creature "
        "deals 2 damage to them.")


def _faerie(players: int = 3):
    c = made_up("Test Faerie", "Creature — Faerie", "{3}{B}", f"Flying\n{TEXT}", "2/2", ("Flying",))
    s = scenario(c, players=players)
    s.battlefield(0, "Test Faerie")
    return s


def test_503_1a_603_4_each_opponent_upkeep_with_two_or_fewer_cards_is_dealt_2_damage():
    s = _faerie()
    s.hand(1, "Plains", "Plains")
    g = s.start(active=1, step=Step.UPKEEP, run_step_actions=True)
    resolve_stack(s)
    assert g.players[1].life == 18 and g.players[2].life == 20 and g.players[0].life == 20


def test_603_4_an_opponent_with_three_cards_is_not_dealt_damage():
    s = _faerie()
    s.hand(2, "Plains", "Plains", "Plains")
    g = s.start(active=2, step=Step.UPKEEP, run_step_actions=True)
    assert not any(t.stack for t in g.turns)                            # it didn't trigger (603.4)
    assert g.players[2].life == 20


def test_its_controllers_own_upkeep_doesnt_trigger_it():
    s = _faerie(2)
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    assert not any(t.stack for t in g.turns) and g.players[0].life == 20


def test_the_trigger_without_a_condition_is_read_by_triggers_more_and_prints_back():
    text = "At the beginning of each opponent's upkeep, this creature deals 1 damage to them."
    assert print_ability(compile_ability(text)) == text
