"""The monarch (CR 722): becoming the monarch, the end-step draw, combat damage takes the crown, the crown passes
when the monarch leaves (722.4 with 800.4), and there is only one monarch (722.3)."""
from manamelee.engine.constants import HAND, Step
from manamelee.engine.monarch import MONARCH_NAME, become_monarch
from manamelee.scenario import Scenario

from .helpers import monarch_events, resolve_all


def test_722_1_there_is_no_monarch_until_an_effect_makes_one():
    s = Scenario(4)
    g = s.start(active=0, step=Step.MAIN1)
    assert g.monarch is None
    s.pass_until(Step.END)
    resolve_all(s)
    assert g.monarch is None
    assert not [tr for t in g.turns for tr in t.stack if tr.name == MONARCH_NAME]


def test_722_3_becoming_the_monarch_takes_it_from_the_current_monarch():
    s = Scenario(4)
    g = s.start(active=0, step=Step.MAIN1)
    assert become_monarch(g, 2)
    assert g.monarch == 2
    assert become_monarch(g, 3, rule="722.3")
    assert g.monarch == 3                       # only one monarch: 2 ceased to be it
    assert not become_monarch(g, 3)             # already the monarch: nothing happens, no event
    assert monarch_events(g) == [(2, "722.1"), (3, "722.3")]
    assert "P3 becomes the monarch" in g.log[-1]


def test_722_2_the_monarch_draws_at_the_beginning_of_their_end_step():
    s = Scenario(3)
    s.library(0, "Mountain", "Forest")
    g = s.start(active=0, step=Step.MAIN2)
    become_monarch(g, 0)
    s.pass_until(Step.END)
    (item,) = g.turns[0].stack
    assert item.name == MONARCH_NAME and item.controller == 0 and item.source == 0     # no source (722.2)
    resolve_all(s)
    assert [g.name(c) for c in g.players[0].hand] == ["Mountain"]


def test_722_2_no_draw_at_the_end_step_of_a_player_who_is_not_the_monarch():
    s = Scenario(3)
    s.library(1, "Mountain")
    g = s.start(active=0, step=Step.MAIN2)
    become_monarch(g, 1)
    s.pass_until(Step.END)
    assert not g.turns[0].stack
    resolve_all(s)
    assert g.players[1].hand == []


def test_722_2_combat_damage_to_the_monarch_makes_the_creatures_controller_the_monarch():
    s = Scenario(4)
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    become_monarch(g, 2)
    s.attack((bear, 2))
    s.pass_until(Step.COMBAT_DAMAGE)
    for _ in range(6):                          # no blocks; the trigger goes on the stack after damage
        if g.turns[0].stack:
            break
        d = s.decision
        s.choose("done" if d.kind == "declare_blockers" else "pass")
    (item,) = g.turns[0].stack
    assert item.name == MONARCH_NAME and item.controller == 2      # the monarch as it triggered controls it
    resolve_all(s)
    assert g.monarch == 0
    assert monarch_events(g)[-1] == (0, "722.2")


def test_722_2_combat_damage_to_another_player_leaves_the_crown():
    s = Scenario(4)
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    become_monarch(g, 2)
    s.attack((bear, 1))
    s.pass_until(Step.END_COMBAT)
    assert g.players[1].life == 18
    assert g.monarch == 2


def test_722_2_noncombat_damage_to_the_monarch_leaves_the_crown():
    s = Scenario(2)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    become_monarch(g, 1)
    s.cast("Shock", ("player", 1))
    resolve_all(s)
    assert g.players[1].life == 18 and g.monarch == 1


def test_722_4_800_4_when_the_monarch_leaves_the_active_player_becomes_the_monarch():
    s = Scenario(4)
    g = s.start(active=1, step=Step.MAIN1)
    become_monarch(g, 3)
    g.concede(3)
    assert g.players[3].left
    assert g.monarch == 1
    assert monarch_events(g)[-1] == (1, "722.4")


def test_722_4_when_the_active_monarch_leaves_the_next_player_in_turn_order_becomes_the_monarch():
    s = Scenario(4)
    g = s.start(active=1, step=Step.MAIN1)
    become_monarch(g, 1)
    g.players[2].left = True                    # 2 left earlier: 3 is next in turn order after 1
    g.concede(1)
    assert g.monarch == 3


def test_722_4_a_player_who_left_cannot_become_the_monarch():
    s = Scenario(4)
    g = s.start(active=0, step=Step.MAIN1)
    g.concede(2)
    assert not become_monarch(g, 2)
    assert g.monarch is None


def test_722_3_the_monarch_survives_a_game_copy_independently():
    s = Scenario(3)
    g = s.start(active=0, step=Step.MAIN1)
    become_monarch(g, 1)
    c = g.copy()
    become_monarch(c, 2)
    assert (g.monarch, c.monarch) == (1, 2)
