"""CR 806 (Free-for-All) and 808 (Team vs. Team): table set-up, options, starting player, hands."""
import dataclasses

import pytest

from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.engine import Step
from manamelee.engine.errors import ConfigError
from manamelee.engine.events import PLAYER_LEFT, TURN
from manamelee.engine.game import Game
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario
from manamelee.sim.runner import run_game

NAMES = ["Alex", "Rob", "Carissa", "Bianca", "Dan", "Eve", "Fay", "Gus"]


def seat_names(cfg):
    return [p.name for p in cfg.players]


def teams_of(cfg):
    return [p.team for p in cfg.players]


def play(cfg, seed):
    return run_game(cfg, seed, [RandomAgent(seed * 16 + i) for i in range(len(cfg.players))])


# =========================================================================== 806 Free-for-All
def test_806_1_players_compete_as_individuals():
    cfg = make_config(4, variant="ffa", names=NAMES[:4])
    assert teams_of(cfg) == [None] * 4
    g = Game.new(cfg, 1)
    assert all(g.is_opponent(p, q) for p in range(4) for q in range(4) if p != q)


def test_806_1_free_for_all_refuses_teams():
    with pytest.raises(ConfigError, match="806.1"):
        make_config(4, variant="ffa", teams=2)


def test_806_2_options_are_fixed_before_play_begins():
    cfg = make_config(4, variant="ffa", attack="left", range_=2, seed=3)
    assert cfg.options["multiplayer"]["attack"] == "left"          # recorded in the config (and replays)
    g = Game.new(cfg, 3)
    rules = g.hooks.rules
    assert rules.attack == "left" and rules.deploy is False
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.attack = "multiple"                                     # can't change once play has begun


def test_806_2a_range_of_influence_not_used_by_default():
    cfg = make_config(4, variant="ffa")
    assert [p.range for p in cfg.players] == [None] * 4


def test_806_2a_when_used_every_player_has_the_same_range():
    cfg = make_config(5, variant="ffa", range_=2, seed=4)
    assert [p.range for p in cfg.players] == [2] * 5
    g = Game.new(cfg, 4)
    assert {pl.range for pl in g.players} == {2}
    with pytest.raises(ConfigError, match="range of influence must be 1 or more"):
        make_config(4, variant="ffa", range_=0)


def test_806_2b_exactly_one_attack_option():
    assert make_config(4, variant="ffa").options["multiplayer"]["attack"] == "multiple"   # the default
    for mode in ("left", "right", "multiple"):
        assert make_config(4, variant="ffa", attack=mode).options["multiplayer"]["attack"] == mode
    with pytest.raises(ConfigError, match=r"--attack must be one of multiple, left, right, got 'sideways'"):
        make_config(4, variant="ffa", attack="sideways")
    with pytest.raises(ConfigError, match="--attack must be one of"):
        make_config(4, variant="ffa", attack=["left", "right"])      # not two options at once


def test_806_2c_deploy_refused_in_free_for_all():
    with pytest.raises(ConfigError, match=r"deploy creatures option isn't used in Free-for-All \(806.2c\)"):
        make_config(4, variant="ffa", deploy=True)


def test_806_3_players_are_seated_at_random_from_the_seed():
    names = NAMES[:5]
    first = seat_names(make_config(5, variant="ffa", names=names, seed=11))
    assert first == seat_names(make_config(5, variant="ffa", names=names, seed=11))     # same seed, same table
    seatings = {tuple(seat_names(make_config(5, variant="ffa", names=names, seed=s))) for s in range(6)}
    assert len(seatings) > 1                                                          # seeds differ
    assert all(sorted(t) == sorted(names) for t in seatings)


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("options", [dict(players=3), dict(players=4, attack="left"),
                                     dict(players=4, attack="right", range_=1)],
                         ids=["multiple", "left", "right-range1"])
def test_806_free_for_all_game_plays_to_the_end(options, seed):
    g = play(make_config(variant="ffa", seed=seed, **options), seed)
    assert g.over
    assert g.result.draw or len(g.result.winners) == 1          # individuals: one winner


# =========================================================================== 808 Team vs. Team
def test_808_1_two_or_more_teams_of_any_size():
    cfg = make_config(3, variant="team-vs-team", teams=2, names=NAMES[:3])
    assert teams_of(cfg) == [0, 0, 1]                               # a team of two against a team of one
    cfg = make_config(5, variant="team-vs-team", teams=3, names=NAMES[:5])
    assert teams_of(cfg) == [0, 0, 1, 1, 2]
    with pytest.raises(ConfigError, match="at least 2 teams"):
        make_config(4, variant="team-vs-team", teams=1)


def test_808_2_each_team_sits_together_in_its_chosen_order():
    names = NAMES[:6]
    cfg = make_config(6, variant="team-vs-team", teams=3, names=names)
    assert teams_of(cfg) == [0, 0, 1, 1, 2, 2]
    assert seat_names(cfg) == names                 # the order each team gave is kept
    g = Game.new(cfg, 0)
    for p in range(6):                              # every teammate has a teammate beside them
        mates = [q for q in range(6) if q != p and g.players[q].team == g.players[p].team]
        assert all(abs(p - q) == 1 for q in mates)


def test_808_3a_attack_multiple_players_is_used():
    cfg = make_config(4, variant="team-vs-team")
    assert cfg.options["multiplayer"]["attack"] == "multiple"
    with pytest.raises(ConfigError, match="808.3a"):
        make_config(4, variant="team-vs-team", attack="left")


def test_808_3b_deploy_and_range_usually_unused_but_allowed():
    cfg = make_config(4, variant="team-vs-team")
    assert cfg.options["multiplayer"]["deploy"] is False
    assert [p.range for p in cfg.players] == [None] * 4
    cfg = make_config(4, variant="team-vs-team", deploy=True, range_=2)
    assert cfg.options["multiplayer"]["deploy"] is True
    assert [p.range for p in cfg.players] == [2] * 4


def _starters(players, teams, seeds=range(24)):
    out = set()
    for seed in seeds:
        cfg = make_config(players, variant="team-vs-team", teams=teams, seed=seed)
        out.add(Game.new(cfg, seed).starting_player)
    return out


def test_808_4_odd_sized_team_starts_from_its_center_seat():
    # Five players, two teams: seats 0-2 (team of three) and 3-4 (team of two). Whenever the team of
    # three is chosen, seat 1 (its center) starts.
    starters = _starters(5, 2)
    assert 1 in starters                                           # the team of three was chosen sometimes
    assert starters <= {1, 4}
    # Teams of three and three: the centers are seats 1 and 4.
    assert _starters(6, 2) == {1, 4}


def test_808_4_even_sized_team_starts_with_the_player_left_of_its_midpoint():
    # Turn order goes to the left (the next seat). A team in seats 3-4 has its midpoint between
    # them; seat 4 is to the left of it. Teams of four in seats 0-3 and 4-7: seats 2 and 6.
    assert 4 in _starters(5, 2)
    assert _starters(4, 2) == {1, 3}
    assert _starters(8, 2) == {2, 6}


def test_808_4_turn_order_goes_to_the_left():
    cfg = make_config(4, variant="team-vs-team", seed=5)
    log = []
    g = run_game(cfg, 5, [RandomAgent(50 + i) for i in range(4)],
                 on_event=lambda e: log.append((e.kind, e.player)) if e.kind in (TURN, PLAYER_LEFT) else None)
    first_loss = next(i for i, (k, _) in enumerate(log) if k == PLAYER_LEFT)
    turns = [p for k, p in log[:first_loss] if k == TURN]   # while all four are still in the game
    assert turns[0] == g.starting_player
    assert len(turns) >= 8
    assert all(b == (a + 1) % 4 for a, b in zip(turns, turns[1:]))   # the next seat: the player's left


def test_808_5_teammates_see_each_others_hands_opponents_dont():
    cfg = make_config(4, variant="team-vs-team", names=NAMES[:4], seed=2)
    g = Game.new(cfg, 2)                              # opening hands are drawn
    alex, rob, carissa, bianca = 0, 1, 2, 3           # teams: Alex + Rob, Carissa + Bianca
    v = g.view(alex)["players"]
    assert [c["id"] for c in v[rob]["hand"]] == list(g.players[rob].hand)       # teammate: visible
    assert [c["id"] for c in v[alex]["hand"]] == list(g.players[alex].hand)
    assert "hand" not in v[carissa] and "hand" not in v[bianca]                  # opponents: hidden
    assert v[carissa]["hand_size"] == len(g.players[carissa].hand)
    v = g.view(carissa)["players"]
    assert "hand" in v[bianca] and "hand" not in v[alex] and "hand" not in v[rob]


def test_808_5_teammates_cant_use_each_others_cards_or_mana():
    # Resources aren't shared: Rob can't cast Alex's Shock, nor tap Alex's Mountain for his own Shock.
    s = Scenario(NAMES[:4], teams=[0, 0, 1, 1], hooks=MultiplayerHooks(
        MultiplayerRules("team-vs-team", team_hands="team", starting="team-center")))
    alex, rob = 0, 1
    s.battlefield(alex, "Mountain")
    s.hand(alex, "Shock")
    rob_shock = s.hand(rob, "Shock")
    g = s.start(alex, Step.MAIN1)
    assert "hand" in g.view(rob)["players"][alex]      # Rob may review Alex's hand...
    s.pass_priority()
    d = s.decision
    assert d.player == rob
    assert [o.kind for o in d.options] == ["pass"]     # ...but can neither cast it nor use Alex's land
    assert rob_shock in g.players[rob].hand


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("options", [dict(players=3), dict(players=4), dict(players=5, teams=2, deploy=True, range_=2)],
                         ids=["2v1", "2v2", "3v2-deploy-range2"])
def test_808_team_vs_team_game_plays_to_the_end(options, seed):
    cfg = make_config(variant="team-vs-team", seed=seed, **options)
    g = play(cfg, seed)
    assert g.over
    if not g.result.draw:
        winners = set(g.result.winners)
        team = {g.players[w].team for w in winners}
        assert len(team) == 1                                          # one team wins together
        assert winners == {p.index for p in g.players if p.team in team and not p.lost}
