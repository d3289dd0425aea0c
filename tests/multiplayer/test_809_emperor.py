"""CR 809: the Emperor variant — teams of three (or more, 809.6), emperor in the middle, ranges 2/1,
deploy creatures, attacks only against adjacent opponents, a random emperor starts, the team shares
its emperor's fate, teammates see each other's hands."""
from dataclasses import dataclass

import pytest

from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.engine import Step
from manamelee.engine.combat import attack_targets
from manamelee.engine.definitions import CardDef
from manamelee.engine.errors import ConfigError
from manamelee.engine.game import Game
from manamelee.engine.leaving import lose_game
from manamelee.cards import default_pool
from manamelee.cards.dsl import test_spell
from manamelee.multiplayer import MultiplayerHooks, plan_variant
from manamelee.multiplayer.range_of_influence import draw_effect
from manamelee.multiplayer.variants import emperor_ranges
from manamelee.scenario import Scenario

# Two teams of three: team A = Alex, Rob (emperor), Carissa; team B = Bianca, Dan (emperor), Eve.
NAMES = ["Alex", "Rob", "Carissa", "Bianca", "Dan", "Eve"]
ALEX, ROB, CARISSA, BIANCA, DAN, EVE = range(6)
TEAM_A, TEAM_B = (ALEX, ROB, CARISSA), (BIANCA, DAN, EVE)

WALKER = CardDef(name="Test Walker", types=frozenset({"Planeswalker"}), loyalty=3, type_line="Planeswalker")
WALKER_2 = CardDef(name="Other Test Walker", types=frozenset({"Planeswalker"}), loyalty=3,
                   type_line="Planeswalker")


@dataclass(frozen=True, slots=True)
class GameIsADraw:
    """"The game is a draw." (as on Divine Intervention); 801.15 limits it to the controller's range."""

    def run(self, ctx):
        draw_effect(ctx.g, ctx.controller)


STALEMATE = test_spell("Test Stalemate", effects=(GameIsADraw(),))
POOL = default_pool().extended(WALKER, WALKER_2, STALEMATE)


def emperor_table(names=NAMES, teams=None):
    """A Scenario seated and configured exactly as plan_variant('emperor') plans it."""
    plan = plan_variant("emperor", players=len(names), teams=teams, names=list(names))
    s = Scenario([x.name for x in plan.seats], teams=[x.team for x in plan.seats],
                 ranges=[x.range for x in plan.seats], hooks=MultiplayerHooks(plan.rules), pool=POOL)
    for p in range(len(names)):
        s.library(p, *["Plains"] * 5)          # nobody decks out during these scenarios
    return s, plan


def pass_to(s, step):
    """Pass priority until the top Turn reaches ``step``; return the kinds of decisions seen on the way."""
    seen = []
    for _ in range(200):
        if s.g.turns[0].step == step:
            return seen
        d = s.decision
        seen.append(d.kind)
        if d.kind == "priority":
            s.choose("pass")
        elif d.kind == "declare_attackers":
            s.choose("done")
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError(f"never reached {step}")


# --------------------------------------------------------------------------- 809.1
def test_809_1_two_teams_of_three_is_the_default_table():
    plan = plan_variant("emperor", names=list(NAMES))
    assert len(plan.seats) == 6
    assert [x.team for x in plan.seats] == [0, 0, 0, 1, 1, 1]


def test_809_1_three_teams_of_three_are_allowed():
    plan = plan_variant("emperor", players=9, teams=3)
    assert [x.team for x in plan.seats] == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    assert plan.rules.emperors == (1, 4, 7)


@pytest.mark.parametrize("players,teams", [(4, None), (4, 2), (6, 3), (8, 4)])
def test_809_1_teams_of_two_are_refused_with_a_clear_config_error(players, teams):
    with pytest.raises(ConfigError, match=r"teams of three .*809\.1.*teams of 2"):
        plan_variant("emperor", players=players, teams=teams)


def test_809_1_teams_of_unequal_size_are_refused():
    with pytest.raises(ConfigError, match="equal size"):
        plan_variant("emperor", players=7, teams=2)


def test_809_1_make_config_refuses_emperor_with_teams_of_two():
    with pytest.raises(ConfigError, match="teams of three"):
        make_config(4, variant="emperor")


# --------------------------------------------------------------------------- 809.2
@pytest.mark.parametrize("players,teams", [(6, 2), (9, 3), (8, 2), (10, 2), (12, 3)])
def test_809_2_each_team_sits_together_with_its_emperor_in_the_middle(players, teams):
    plan = plan_variant("emperor", players=players, teams=teams)
    seats = plan.seats
    k = players // teams
    for team in range(teams):
        mine = [i for i, x in enumerate(seats) if x.team == team]
        assert mine == list(range(mine[0], mine[0] + k))              # sitting together
        emperors = [i for i in mine if seats[i].role == "emperor"]
        assert len(emperors) == 1                                    # one emperor per team
        e = emperors[0]
        assert all(seats[i].role == "general" for i in mine if i != e)
        # in the middle: a teammate (a general protecting them) on both sides
        assert seats[e - 1].team == team and seats[(e + 1) % players].team == team
        left_side, right_side = e - mine[0], mine[-1] - e
        assert abs(left_side - right_side) <= 1
    assert plan.rules.emperors == tuple(i for i, x in enumerate(seats) if x.role == "emperor")


# --------------------------------------------------------------------------- 809.3
def test_809_3a_range_of_influence_is_2_for_emperors_and_1_for_generals():
    s, plan = emperor_table()
    assert [x.range for x in plan.seats] == [1, 2, 1, 1, 2, 1]
    g = s.start(ROB, Step.MAIN1)
    assert g.players[ROB].in_range == {EVE, ALEX, ROB, CARISSA, BIANCA}      # two seats each way
    assert g.players[DAN].in_range == {CARISSA, BIANCA, DAN, EVE, ALEX}
    assert g.players[ALEX].in_range == {EVE, ALEX, ROB}                        # one seat each way
    assert g.players[CARISSA].in_range == {ROB, CARISSA, BIANCA}
    assert DAN not in g.players[ROB].in_range and ROB not in g.players[DAN].in_range


def test_809_3a_an_explicit_range_is_refused():
    with pytest.raises(ConfigError, match="809.3a"):
        plan_variant("emperor", range_=3)


def test_809_3b_deploy_creatures_is_used_general_deploys_to_emperor():
    s, plan = emperor_table()
    assert plan.rules.deploy
    bear = s.battlefield(ALEX, "Grizzly Bears")
    g = s.start(ALEX, Step.MAIN1)
    s.activate("Grizzly Bears")
    d = s.decision
    assert d.kind == "target"
    # 804.2 + 801.4: target teammate — Rob is next to Alex; Carissa is two seats away, beyond range 1
    assert [o.value for o in d.options if o.kind == "target"] == [("player", ROB)]
    s.choose("target", value=("player", ROB))
    s.pass_until_resolved()
    assert g.controller(bear) == ROB
    assert g.objects[bear].tapped                            # {T} was the cost


def test_809_3b_deploy_only_as_a_sorcery():
    s, _ = emperor_table()
    s.battlefield(ALEX, "Grizzly Bears")
    s.start(ROB, Step.MAIN1)                                  # Rob's turn: Alex can't deploy now
    for _ in range(6):
        d = s.decision
        if d.player == ALEX:
            assert not [o for o in d.options if o.kind == "activate"]
            return
        s.choose("pass")
    raise AssertionError("Alex never got priority")


def test_809_3c_example_at_the_start_neither_emperor_can_attack_anyone():
    """809.3c example: the opposing generals are within the emperors' spell range, yet neither
    emperor can attack any opponent (no opponent sits next to them)."""
    s, _ = emperor_table()
    rob_bear = s.battlefield(ROB, "Grizzly Bears")
    dan_bear = s.battlefield(DAN, "Grizzly Bears")
    s.battlefield(ROB, "Mountain")
    s.hand(ROB, "Shock")
    g = s.start(ROB, Step.MAIN1)
    # spell range: Rob may target both of Dan's generals
    s.choose("cast", label="cast Shock")
    targets = {o.value for o in s.decision.options if o.kind == "target"}
    assert ("player", BIANCA) in targets and ("player", EVE) in targets
    assert ("player", DAN) not in targets
    s.choose("cancel")
    t = g.turns[0]
    assert attack_targets(g, t, rob_bear) == []
    assert attack_targets(g, t, dan_bear) == []
    seen = pass_to(s, Step.MAIN2)
    assert "declare_attackers" not in seen
    assert not t.combat or not t.combat.attackers
    assert not g.objects[rob_bear].tapped


def test_809_3c_a_general_attacks_the_opposing_general_seated_next_to_them():
    s, _ = emperor_table()
    bear = s.battlefield(CARISSA, "Grizzly Bears")
    g = s.start(CARISSA, Step.MAIN1)
    assert attack_targets(g, g.turns[0], bear) == [("player", BIANCA)]
    pass_to(s, Step.DECLARE_ATTACKERS)
    s.attack((bear, BIANCA))
    assert g.turns[0].combat.attackers[bear] == ("player", BIANCA)


def test_809_3c_only_players_and_planeswalkers_seated_next_to_the_attacker_once_a_seat_empties():
    """After Carissa has left, Rob sits next to Bianca: he may attack her and her planeswalker, but not
    Dan or Eve or Dan's planeswalker, although all three are now within his range of influence."""
    s, _ = emperor_table()
    bear = s.battlefield(ROB, "Grizzly Bears")
    walker_b = s.battlefield(BIANCA, "Test Walker")
    walker_d = s.battlefield(DAN, "Other Test Walker")
    lose_game(s.g, CARISSA, "104.3a", "concedes")
    assert not s.g.over
    g = s.start(ROB, Step.MAIN1)
    assert g.players[ROB].in_range == {ALEX, ROB, BIANCA, DAN, EVE}           # 801.2c: recomputed
    assert sorted(attack_targets(g, g.turns[0], bear)) == [("obj", walker_b), ("player", BIANCA)]
    pass_to(s, Step.DECLARE_ATTACKERS)
    s.choose("attacker", value=bear)
    assert {o.value for o in s.decision.options} == {("player", BIANCA), ("obj", walker_b)}
    assert walker_d in g.battlefield


# --------------------------------------------------------------------------- 809.4
def test_809_4_a_random_emperor_goes_first_and_turns_go_to_the_left():
    starters = set()
    for seed in range(24):
        cfg = make_config(6, variant="emperor", seed=seed)
        emperors = set(cfg.options["multiplayer"]["emperors"])
        g = Game.new(cfg, seed)
        assert g.starting_player in emperors, seed
        starters.add(g.starting_player)
    assert starters == {1, 4}                                 # either emperor may start


def test_809_4_turn_order_goes_to_the_left_of_the_starting_emperor():
    cfg = make_config(6, variant="emperor", seed=3)
    g = Game.new(cfg, 3)
    agents = [RandomAgent(i) for i in range(6)]
    actives = []
    while not g.over and len(actives) < 4:
        if g.turns and (not actives or actives[-1] != g.turns[0].active):
            actives.append(g.turns[0].active)
        d = g.pending()[0]
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
    start = g.starting_player
    assert actives[:3] == [start, (start + 1) % 6, (start + 2) % 6]


# --------------------------------------------------------------------------- 809.5
def test_809_5b_a_team_loses_when_its_emperor_loses_and_809_5a_the_other_team_wins():
    s, _ = emperor_table()
    g = s.start(ROB, Step.MAIN1)
    s.life(DAN, 0)
    s.refresh()                                               # 704.5a: Dan loses
    for p in TEAM_B:
        assert g.players[p].lost and g.players[p].left       # his generals lose with him
    assert g.over
    assert set(g.result.winners) == set(TEAM_A) and not g.result.draw
    assert all(g.players[p].won for p in TEAM_A)


def test_809_5b_a_general_losing_does_not_end_the_game_for_the_team():
    s, _ = emperor_table()
    g = s.start(ROB, Step.MAIN1)
    s.life(BIANCA, 0)
    s.refresh()
    assert g.players[BIANCA].lost and g.players[BIANCA].left
    assert not g.over
    assert not any(g.players[p].left for p in (DAN, EVE) + TEAM_A)


def test_809_5a_team_wins_when_its_emperor_wins_even_after_losing_a_general():
    s, _ = emperor_table()
    g = s.start(ROB, Step.MAIN1)
    s.life(ALEX, 0)
    s.refresh()
    assert g.players[ALEX].left and not g.over
    g.concede(DAN)                                            # 104.3a, then 809.5b for Bianca and Eve
    assert g.over
    assert set(g.result.winners) == set(TEAM_A)               # "a team wins the game": the whole team


def test_809_5b_with_three_teams_the_game_goes_on_until_one_emperor_is_left():
    names = ["Alex", "Rob", "Carissa", "Bianca", "Dan", "Eve", "Fay", "Gus", "Hal"]
    s, plan = emperor_table(names, teams=3)
    assert plan.rules.emperors == (1, 4, 7)
    g = s.start(1, Step.MAIN1)
    g.concede(4)
    assert all(g.players[p].left and g.players[p].lost for p in (3, 4, 5))
    assert not g.over
    assert not any(g.players[p].left for p in (0, 1, 2, 6, 7, 8))
    s.life(7, 0)
    s.refresh()
    assert all(g.players[p].lost for p in (6, 7, 8))
    assert g.over and set(g.result.winners) == {0, 1, 2}


def test_809_5c_both_emperors_losing_at_once_is_a_draw_for_both_teams():
    s, _ = emperor_table()
    g = s.start(ROB, Step.MAIN1)
    s.life(ROB, 0)
    s.life(DAN, 0)
    s.refresh()                                               # 704.3: both lose simultaneously
    assert g.over
    assert g.result.draw and g.result.winners == ()
    assert not any(p.won for p in g.players)


def test_809_5c_the_game_is_a_draw_for_a_team_if_it_is_a_draw_for_its_emperor():
    """Bianca (range 1) makes the game a draw for herself, Carissa and Dan (801.15). It is then a draw for
    Dan's whole team, Eve included (809.5c); Rob is the last emperor, so the rest of team A wins."""
    s, _ = emperor_table()
    s.hand(BIANCA, "Test Stalemate")
    g = s.start(BIANCA, Step.MAIN1)
    s.cast("Test Stalemate")
    s.pass_until_resolved()
    assert all(g.players[p].drew_game and g.players[p].left for p in (CARISSA, BIANCA, DAN))
    assert g.players[EVE].drew_game and g.players[EVE].left and not g.players[EVE].lost
    assert g.over and not g.result.draw
    assert set(g.result.winners) == {ALEX, ROB}              # Carissa's game already ended in a draw
    assert not g.players[CARISSA].won


def test_809_5c_a_draw_that_spares_the_emperors_leaves_the_teams_in_the_game():
    """Teams of four (809.6): A's general 3 (range 1) makes the game a draw for A's general 2, himself
    and B's general 1. No emperor drew, so both teams play on."""
    names = ["Alex", "Rob", "Carissa", "Bianca", "Dan", "Eve", "Fay", "Gus"]
    s, plan = emperor_table(names)
    assert plan.seats[3].range == 1 and plan.rules.emperors == (1, 5)
    s.hand(3, "Test Stalemate")
    g = s.start(3, Step.MAIN1)
    s.cast("Test Stalemate")
    s.pass_until_resolved()
    assert {p.index for p in g.players if p.drew_game} == {2, 3, 4}
    assert {p.index for p in g.players if p.left} == {2, 3, 4}
    assert not g.over


# --------------------------------------------------------------------------- 809.6
def test_809_6a_example_two_teams_of_four_ranges_3_2_1():
    """809.6a example: A general 1, A emperor, A general 2, A general 3, then team B the same way.
    Each emperor has range 3, each general 2 range 2, each general 1 and 3 range 1."""
    plan = plan_variant("emperor", players=8)
    assert [x.role for x in plan.seats] == ["general", "emperor", "general", "general"] * 2
    assert [x.range for x in plan.seats] == [1, 3, 2, 1] * 2
    team_of = [0] * 4 + [1] * 4
    roles = ["general", "emperor", "general", "general"] * 2
    assert emperor_ranges(team_of, roles) == [1, 3, 2, 1, 1, 3, 2, 1]


def test_809_6a_ranges_of_the_two_teams_of_four_in_a_started_game():
    names = ["Alex", "Rob", "Carissa", "Bianca", "Dan", "Eve", "Fay", "Gus"]
    s, _ = emperor_table(names)
    g = s.start(1, Step.MAIN1)
    assert g.players[1].in_range == {6, 7, 0, 1, 2, 3, 4}     # emperor A reaches B's generals 1 and 3
    assert 5 not in g.players[1].in_range                      # but not emperor B
    assert g.players[2].in_range == {0, 1, 2, 3, 4}            # general 2 reaches B's general 1


def _dist(n, a, b):
    d = abs(a - b)
    return min(d, n - d)


@pytest.mark.parametrize("players,teams", [(6, 2), (9, 3), (8, 2), (12, 3), (10, 2), (12, 2), (16, 4)])
def test_809_6a_each_range_is_the_least_reaching_the_opposing_generals(players, teams):
    plan = plan_variant("emperor", players=players, teams=teams)
    seats = plan.seats
    n = len(seats)
    emperors = [i for i, x in enumerate(seats) if x.role == "emperor"]
    for i, x in enumerate(seats):
        opposing = sorted(_dist(n, i, j) for j, y in enumerate(seats) if y.team != x.team and y.role == "general")
        need = 2 if x.role == "emperor" else 1
        assert x.range == opposing[need - 1], (i, x)
    for e in emperors:                     # no emperor begins within another emperor's range
        assert all(_dist(n, e, f) > seats[e].range for f in emperors if f != e)


# --------------------------------------------------------------------------- 809.7
def test_809_7_teammates_may_review_each_others_hands_but_not_opponents():
    s, _ = emperor_table()
    hands = {p: s.hand(p, "Shock") for p in range(6)}
    g = s.start(ROB, Step.MAIN1)
    for viewer in range(6):
        v = g.view(viewer)
        mates = TEAM_A if viewer in TEAM_A else TEAM_B
        for other in v["players"]:
            q = other["seat"]
            if q in mates:
                assert [c["id"] for c in other["hand"]] == [hands[q]], (viewer, q)
            else:
                assert "hand" not in other, (viewer, q)
                assert other["hand_size"] == 1
    # Alex and Carissa are not seated next to each other, yet they see each other's hands (unlike 811.5)
    assert "hand" in g.view(ALEX)["players"][CARISSA]


def test_809_7_resources_are_not_shared_each_player_pays_with_their_own_lands():
    s, _ = emperor_table()
    s.battlefield(ROB, "Mountain")
    s.hand(ALEX, "Shock")
    s.start(ALEX, Step.MAIN1)
    assert not [o for o in s.decision.options if o.kind == "cast"]    # Rob's Mountain isn't Alex's mana
