"""Goad (CR 701.38): a goaded creature attacks each combat if able (508.1d), a player other than its goader if
able; several goaders (701.38c); goading twice (701.38d); the duration (701.38a); a goad choice naming a player it
may not attack is refused and changes nothing."""
import pytest

from manamelee.engine.constants import Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.engine.goad import GOADED, goad, goaders
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

from ..engine.test_decision_api import state


def goaded_bear(n, *by, active=1, **kw):
    """Player ``active``'s Runeclaw Bear goaded by ``by``, at the start of ``active``'s declare attackers step."""
    s = Scenario(n, **kw)
    for p in range(n):
        s.library(p, *["Plains"] * 5)
    bear = s.battlefield(active, "Runeclaw Bear")
    for p in by:
        goad(s.g, bear, p)
    g = s.start(active=active, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    return s, g, bear


def test_701_38b_a_goaded_creature_attacks_without_being_asked_to():
    s, g, bear = goaded_bear(3, 0)
    assert g.turns[0].combat.attackers == {bear: ("player", 2)}     # the only player other than the goader


def test_701_38b_a_goaded_creature_attacks_a_player_other_than_its_goader_if_able():
    s, g, bear = goaded_bear(4, 0)
    d = s.decision
    assert d.kind == "choose_defender" and d.rule == "701.38b"
    assert sorted(o.value for o in d.options) == [("player", 2), ("player", 3)]   # never the goader
    s.choose("defender", value=("player", 3))
    if s.decision.kind == "declare_attackers":
        s.choose("done")
    assert g.turns[0].combat.attackers == {bear: ("player", 3)}


def test_701_38b_with_only_the_goader_to_attack_it_attacks_the_goader():
    s, g, bear = goaded_bear(2, 0)
    assert g.turns[0].combat.attackers == {bear: ("player", 0)}


def test_701_38c_a_creature_goaded_by_two_players_attacks_the_third():
    s, g, bear = goaded_bear(4, 0, 2)
    assert goaders(g, bear) == (0, 2)
    assert g.turns[0].combat.attackers == {bear: ("player", 3)}


def test_701_38c_goaded_by_every_opponent_it_attacks_one_of_them():
    s, g, bear = goaded_bear(3, 0, 2)
    d = s.decision
    assert d.kind == "choose_defender"
    assert sorted(o.value for o in d.options) == [("player", 0), ("player", 2)]


def test_701_38d_goading_it_again_has_no_effect():
    s = Scenario(3)
    bear = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    assert goad(g, bear, 0)
    n = len(g.events)
    assert not goad(g, bear, 0)
    assert goaders(g, bear) == (0,) and len(g.events) == n


def test_701_38a_goad_lasts_until_the_goaders_next_turn():
    s = Scenario(2)
    for p in range(2):
        s.library(p, *["Plains"] * 5)
    bear = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN2)
    goad(g, bear, 0)
    turns = []
    for _ in range(300):
        t = g.turns[0]
        key = (t.active, t.number)
        if not turns or turns[-1] != key:
            turns.append(key)
            if t.active == 1:
                assert goaders(g, bear) == (0,)             # still goaded during the other player's turn
            if len(turns) == 3:
                break
        d = s.decision
        if d.kind in ("declare_attackers", "declare_blockers"):
            s.choose("done")
        elif d.kind == "choose_defender":
            s.choose("defender")
        else:
            s.choose("pass") if d.kind == "priority" else g.submit(d.id, 0)
    assert turns[-1][0] == 0                                 # the goader's next turn began
    assert GOADED not in g.objects[bear].note
    assert any("no longer goaded" in line for line in g.log)


def test_701_38a_800_4a_goad_ends_when_the_goader_leaves_the_game():
    s = Scenario(3)
    bear = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    goad(g, bear, 2)
    g.concede(2)
    assert goaders(g, bear) == ()


def test_701_38_a_goad_choice_naming_the_goader_or_a_player_who_left_is_refused_and_changes_nothing():
    s, g, bear = goaded_bear(5, 0)
    g2 = g
    d = s.decision
    assert d.kind == "choose_defender"
    before = state(g2)
    for bad in (("player", 0), ("player", 1), ("player", 9)):
        with pytest.raises(IllegalOption, match="701.38b|choose_defender"):
            g.submit(d.id, Option("defender", "text", bad, (("text", "x"),)))
        assert state(g2) == before
    g.concede(4)                               # the declaration is asked again without the player who left
    d = s.decision
    assert ("player", 4) not in [o.value for o in d.options]
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(d.id, Option("defender", "text", ("player", 4), (("text", "P4"),)))
    assert state(g) == before


def test_701_38_801_a_goaded_creature_attacks_only_players_in_range():
    # range of influence 1 (801.2): seat 1 reaches seats 0 and 2 only; goaded by 0, it must attack 2.
    s, g, bear = goaded_bear(5, 0, ranges=[1] * 5, hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    assert g.turns[0].combat.attackers == {bear: ("player", 2)}


def test_701_38b_722_goad_and_the_monarch_are_public_in_every_view():
    s = Scenario(3)
    bear = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    from manamelee.engine.monarch import become_monarch
    goad(g, bear, 0)
    become_monarch(g, 2)
    for viewer in (0, 1, 2, None):
        v = g.view(viewer)
        assert [p["monarch"] for p in v["players"]] == [False, False, True]
        assert next(p for p in v["battlefield"] if p["id"] == bear)["goaded_by"] == [0]
