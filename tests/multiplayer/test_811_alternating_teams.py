"""CR 811: Alternating Teams — equal teams seated so no one is next to a teammate, range 2, exactly one
attack option, no deploy by default, attacks only against neighbours, hands seen only by adjacent
teammates (which can happen once a player between them has left)."""
import pytest

from manamelee.cards import default_pool
from manamelee.configs import make_config
from manamelee.engine import Step
from manamelee.engine.combat import attack_targets
from manamelee.engine.definitions import CardDef
from manamelee.engine.errors import ConfigError
from manamelee.engine.leaving import lose_game
from manamelee.multiplayer import MultiplayerHooks, plan_variant
from manamelee.scenario import Scenario

WALKER = CardDef(name="Test Walker", types=frozenset({"Planeswalker"}), loyalty=3, type_line="Planeswalker")
POOL = default_pool().extended(WALKER)


def alternating_table(players=6, teams=3, names=None, **opts):
    """A Scenario seated and configured exactly as plan_variant('alternating-teams') plans it."""
    plan = plan_variant("alternating-teams", players=players, teams=teams, names=names, **opts)
    s = Scenario([x.name for x in plan.seats], teams=[x.team for x in plan.seats],
                 ranges=[x.range for x in plan.seats], hooks=MultiplayerHooks(plan.rules), pool=POOL)
    for p in range(players):
        s.library(p, *["Plains"] * 5)
    return s, plan


def pass_to(s, step):
    for _ in range(200):
        if s.g.turns[0].step == step:
            return
        d = s.decision
        assert d.kind == "priority", d
        s.choose("pass")
    raise AssertionError(f"never reached {step}")


def hand_seen(g, viewer, owner):
    return "hand" in g.view(viewer)["players"][owner]


# --------------------------------------------------------------------------- 811.1
@pytest.mark.parametrize("players,teams", [(4, 2), (6, 2), (6, 3), (8, 4), (9, 3), (12, 4), (16, 2)])
def test_811_1_two_or_more_teams_of_equal_size(players, teams):
    plan = plan_variant("alternating-teams", players=players, teams=teams)
    sizes = [sum(1 for x in plan.seats if x.team == t) for t in range(teams)]
    assert sizes == [players // teams] * teams
    assert {x.team for x in plan.seats} == set(range(teams))


@pytest.mark.parametrize("players,teams", [(5, 2), (7, 3), (6, 4), (10, 3)])
def test_811_1_teams_of_unequal_size_are_refused(players, teams):
    with pytest.raises(ConfigError, match=r"equal size.*811|Alternating Teams needs teams of equal size"):
        plan_variant("alternating-teams", players=players, teams=teams)


def test_811_1_a_single_team_is_refused():
    with pytest.raises(ConfigError, match="at least 2 teams"):
        plan_variant("alternating-teams", players=4, teams=1)


# --------------------------------------------------------------------------- 811.2
def test_811_2a_range_of_influence_is_2_by_default():
    s, plan = alternating_table(6, 3)
    assert [x.range for x in plan.seats] == [2] * 6
    g = s.start(0, Step.MAIN1)
    assert g.players[0].in_range == {4, 5, 0, 1, 2}
    assert 3 not in g.players[0].in_range


def test_811_2a_range_is_only_recommended_another_range_may_be_chosen():
    plan = plan_variant("alternating-teams", players=6, teams=3, range_=1)
    assert [x.range for x in plan.seats] == [1] * 6


@pytest.mark.parametrize("mode", ["multiple", "left", "right"])
def test_811_2b_exactly_one_attack_option_is_in_force(mode):
    plan = plan_variant("alternating-teams", players=6, teams=3, attack=mode)
    assert plan.rules.attack == mode and plan.rules.adjacent_only


def test_811_2b_attack_multiple_players_is_the_default():
    assert plan_variant("alternating-teams").rules.attack == "multiple"


def test_811_2b_an_unknown_attack_option_is_refused():
    with pytest.raises(ConfigError, match="--attack must be one of"):
        plan_variant("alternating-teams", attack="both")


@pytest.mark.parametrize("mode,expected", [("multiple", [1, 5]), ("left", [1]), ("right", [5])])
def test_811_2b_the_attack_option_decides_which_neighbour_can_be_attacked(mode, expected):
    s, _ = alternating_table(6, 3, attack=mode)
    bear = s.battlefield(0, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    assert sorted(r[1] for r in attack_targets(g, g.turns[0], bear)) == expected


def test_811_2c_deploy_creatures_is_not_used_by_default():
    s, plan = alternating_table(4, 2)
    assert not plan.rules.deploy
    s.battlefield(0, "Grizzly Bears")
    s.start(0, Step.MAIN1)
    assert not [o for o in s.decision.options if o.kind == "activate"]


def test_811_2c_deploy_may_still_be_chosen_before_play():
    s, plan = alternating_table(4, 2, deploy=True)
    assert plan.rules.deploy
    bear = s.battlefield(0, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    s.activate("Grizzly Bears", ("player", 2))          # the teammate two seats away, within range 2
    s.pass_until_resolved()
    assert g.controller(bear) == 2


# --------------------------------------------------------------------------- 811.3
def test_811_3_example_nine_players_three_teams_seat_a1_b1_c1_a2_b2_c2_a3_b3_c3():
    names = ["A1", "A2", "A3", "B1", "B2", "B3", "C1", "C2", "C3"]      # teams listed member by member
    plan = plan_variant("alternating-teams", players=9, teams=3, names=names)
    assert [x.name for x in plan.seats] == ["A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"]
    assert [x.team for x in plan.seats] == [0, 1, 2] * 3


@pytest.mark.parametrize("players,teams", [(4, 2), (6, 2), (6, 3), (8, 2), (8, 4), (9, 3), (12, 3), (16, 4)])
def test_811_3_no_one_sits_next_to_a_teammate_and_teams_are_equally_spaced(players, teams):
    seats = plan_variant("alternating-teams", players=players, teams=teams).seats
    n = len(seats)
    for i in range(n):
        assert seats[i].team != seats[(i + 1) % n].team
    for t in range(teams):
        mine = [i for i, x in enumerate(seats) if x.team == t]
        gaps = {(mine[(k + 1) % len(mine)] - mine[k]) % n for k in range(len(mine))}
        assert gaps == {teams}


# --------------------------------------------------------------------------- 811.4
def test_811_4_only_opponents_seated_next_to_you_and_their_planeswalkers_can_be_attacked():
    """Seats A1 B1 C1 A2 B2 C2: C1 (seat 2) and B2 (seat 4) are in A1's range but not next to A1."""
    s, _ = alternating_table(6, 3)
    bear = s.battlefield(0, "Grizzly Bears")
    w_near = s.battlefield(1, "Test Walker")
    s.battlefield(2, "Test Walker")
    g = s.start(0, Step.MAIN1)
    opps_in_range = {q for q in g.players[0].in_range if g.is_opponent(0, q)}
    assert opps_in_range == {1, 2, 4, 5}
    assert sorted(attack_targets(g, g.turns[0], bear)) == [("obj", w_near), ("player", 1), ("player", 5)]
    pass_to(s, Step.DECLARE_ATTACKERS)
    s.choose("attacker", value=bear)
    assert {o.value for o in s.decision.options} == {("obj", w_near), ("player", 1), ("player", 5)}
    s.choose("defender", value=("player", 5))
    assert g.turns[0].combat.attackers[bear] == ("player", 5)


def test_811_4_after_a_neighbour_leaves_the_next_player_in_the_game_is_next_to_you():
    s, _ = alternating_table(6, 3)
    bear = s.battlefield(0, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    g.concede(1)                                       # B1 leaves: C1 is now A1's neighbour
    assert not g.over
    assert sorted(r[1] for r in attack_targets(g, g.turns[0], bear)) == [2, 5]


def test_811_4_a_teammate_who_becomes_your_neighbour_cannot_be_attacked():
    s, _ = alternating_table(4, 2)                     # A1 B1 A2 B2
    bear = s.battlefield(0, "Grizzly Bears")
    g = s.start(0, Step.MAIN1)
    g.concede(1)                                       # A2 is now next to A1
    assert [r[1] for r in attack_targets(g, g.turns[0], bear)] == [3]


# --------------------------------------------------------------------------- 811.5
def test_811_5_at_the_start_no_one_sees_a_teammates_hand():
    s, _ = alternating_table(6, 2)                     # A1 B1 A2 B2 A3 B3
    for p in range(6):
        s.hand(p, "Shock")
    g = s.start(0, Step.MAIN1)
    for viewer in range(6):
        for owner in range(6):
            assert hand_seen(g, viewer, owner) == (viewer == owner), (viewer, owner)


def test_811_5_teammates_see_each_others_hands_once_they_sit_next_to_each_other():
    """B1 leaves: A1 and A2 now sit next to each other (B1's empty seat doesn't count) and may review
    each other's hands; A3, with B3 between them, still may not."""
    s, _ = alternating_table(6, 2)                     # seats 0 A1, 1 B1, 2 A2, 3 B2, 4 A3, 5 B3
    hands = {p: s.hand(p, "Shock") for p in range(6)}
    g = s.start(0, Step.MAIN1)
    g.concede(1)
    assert not g.over
    hooks = g.hooks
    assert hooks.can_see_hand(g, 0, 2) and hooks.can_see_hand(g, 2, 0)
    assert not hooks.can_see_hand(g, 0, 4) and not hooks.can_see_hand(g, 4, 0)
    assert [c["id"] for c in g.view(0)["players"][2]["hand"]] == [hands[2]]
    assert [c["id"] for c in g.view(2)["players"][0]["hand"]] == [hands[0]]
    assert not hand_seen(g, 0, 4) and not hand_seen(g, 4, 2) and not hand_seen(g, 2, 4)
    assert not hand_seen(g, 0, 3) and not hand_seen(g, 3, 5) and not hand_seen(g, 5, 3)


def test_811_5_neighbours_are_counted_among_players_still_in_the_game():
    s, _ = alternating_table(4, 2)                     # A1 B1 A2 B2
    s.hand(0, "Shock")
    s.hand(2, "Shock")
    g = s.start(0, Step.MAIN1)
    assert not hand_seen(g, 0, 2)
    lose_game(g, 3, "104.3a", "concedes")              # B2 leaves: A2 and A1 are neighbours on that side
    assert hand_seen(g, 0, 2) and hand_seen(g, 2, 0)
    assert not hand_seen(g, 0, 1)


def test_811_make_config_seats_alternating_teams_for_a_real_game():
    cfg = make_config(6, variant="alternating-teams", teams=3)
    assert [pc.team for pc in cfg.players] == [0, 1, 2, 0, 1, 2]
    assert [pc.range for pc in cfg.players] == [2] * 6
