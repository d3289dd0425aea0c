"""CR 810: the Two-Headed Giant variant — one test per sub-rule and per example.

Seats are in turn order: Alex, Bianca (team 0) then Carissa, Dan (team 1). Team combat and the
shared team turns machinery are tested in detail in test_805_shared_team_turns.py.
"""
import contextlib
import io
import re

import pytest

from manamelee.cards import default_pool
from manamelee.cards.dsl import PLAYER, SetLife, WinGame, rule_static, test_creature, test_spell
from manamelee.configs import make_config
from manamelee.engine import Step
from manamelee.engine import events as ev
from manamelee.engine.errors import ConfigError
from manamelee.engine.game import Game
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

NAMES = ["Alex", "Bianca", "Carissa", "Dan", "Eve", "Fay", "Gus", "Hal"]
ALEX, BIANCA, CARISSA, DAN = range(4)
TEAM_AB, TEAM_CD = (ALEX, BIANCA), (CARISSA, DAN)

THG = MultiplayerRules("two-headed-giant", shared_turns=True, shared_life=True, team_hands="team", starting="team")


def thg(pool=None, n=4, library=6):
    s = Scenario(NAMES[:n], teams=[i // (n // 2) for i in range(n)], hooks=MultiplayerHooks(THG), pool=pool)
    for p in range(n):
        if library:
            s.library(p, *["Plains"] * library)    # nobody decks out unless a test wants it
    return s


def new_game(players=4, seed=0):
    g = Game.new(make_config(players, variant="two-headed-giant", seed=seed), seed=seed)
    while g.pending() and g.pending()[0].kind == "mulligan":
        d = g.pending()[0]
        g.submit(d.id, d.option("keep"))
    return g


def pass_to_next_turn(s):
    g = s.g
    start = g.turn_count
    for _ in range(300):
        if g.turn_count != start:
            return g.turns[0]
        d = s.decision
        if d.kind == "priority":
            s.choose("pass")
        elif d.kind in ("declare_attackers", "declare_blockers"):
            s.choose("done")
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("no new turn")


def losers(g):
    return sorted(p.index for p in g.players if p.lost)


# --------------------------------------------------------------------------- 810.1 / 810.11
def test_810_1_two_teams_of_two_players():
    cfg = make_config(4, variant="two-headed-giant")
    assert [p.team for p in cfg.players] == [0, 0, 1, 1]
    for kw in ({"players": 4, "teams": 3}, {"players": 5}, {"players": 2}):
        with pytest.raises(ConfigError, match="810.1"):
            make_config(kw.pop("players"), variant="two-headed-giant", **kw)


@pytest.mark.parametrize("players,life,poison", [(6, 45, 20), (8, 60, 25)])
def test_810_11_larger_equal_teams_get_15_more_life_and_5_more_poison_per_extra_player(players, life, poison):
    g = new_game(players)
    k = players // 2
    assert [p.team for p in g.players] == [0] * k + [1] * k
    for team in (range(k), range(k, players)):
        assert len({id(g.players[p].total) for p in team}) == 1
        assert all(g.players[p].life == life for p in team)
        assert all(g.poison_limit(p) == poison for p in team)


def test_810_11_three_headed_giant_loses_at_20_poison_not_15():
    s = thg(n=6)
    g = s.start(ALEX, Step.MAIN1)
    g.players[ALEX].total.poison = 19
    s.refresh()
    assert not g.over and losers(g) == []
    g.players[ALEX].total.poison = 20
    s.refresh()
    assert losers(g) == [0, 1, 2] and g.result.winners == (3, 4, 5)


# --------------------------------------------------------------------------- 810.2 / 810.3 / 810.4
def test_810_2_two_headed_giant_uses_shared_team_turns():
    g = new_game(4, seed=2)
    assert g.hooks.shared_turns
    t = g.turns[0]
    assert t.number == 1 and len(t.side) == 2 and g.players[t.side[0]].team == g.players[t.side[1]].team


@pytest.mark.parametrize("players", [4, 6, 8])
def test_810_3_each_team_sits_together(players):
    cfg = make_config(players, variant="two-headed-giant")
    teams = [p.team for p in cfg.players]
    changes = sum(1 for i in range(players) if teams[i] != teams[(i + 1) % players])
    assert changes == 2                                    # two blocks of adjacent seats


def test_810_4_each_team_has_a_shared_life_total_of_30():
    g = new_game(4)
    assert g.players[ALEX].total is g.players[BIANCA].total
    assert g.players[CARISSA].total is g.players[DAN].total
    assert g.players[ALEX].total is not g.players[CARISSA].total
    assert [p.life for p in g.players] == [30] * 4


# --------------------------------------------------------------------------- 810.5
def test_810_5_teammates_see_each_others_hands_opponents_do_not():
    s = thg()
    s.hand(ALEX, "Shock")
    s.hand(BIANCA, "Lava Axe")
    s.hand(CARISSA, "Flame Rift")
    s.hand(DAN, "Time Walk")
    g = s.start(ALEX, Step.MAIN1)

    def hands(viewer):
        return {p["name"]: [c["name"] for c in p["hand"]] for p in g.view(viewer)["players"] if "hand" in p}
    assert hands(ALEX) == {"Alex": ["Shock"], "Bianca": ["Lava Axe"]}
    assert hands(DAN) == {"Carissa": ["Flame Rift"], "Dan": ["Time Walk"]}
    assert hands(None) == {}
    assert [p["hand_size"] for p in g.view(ALEX)["players"]] == [1, 1, 1, 1]


def test_810_5_resources_are_not_shared_teammates_cant_use_each_others_cards_or_mana():
    s = thg()
    s.lands(ALEX, "Mountain", 2)
    s.hand(BIANCA, "Shock")                                 # Bianca has no land of her own
    s.hand(BIANCA, "Forest")
    g = s.start(ALEX, Step.MAIN1)
    labels = [o.label for o in s.decision.options]
    assert not any("Shock" in l for l in labels)          # Alex's Mountains don't pay for Bianca's spell
    assert "Bianca: play Forest" in labels and not any(l.startswith("Alex: play") for l in labels)
    s.choose("land", label="Bianca: play Forest")
    assert s.on_battlefield("Forest", BIANCA) and not s.on_battlefield("Forest", ALEX)


# --------------------------------------------------------------------------- 810.6 / 103.8b
def test_810_6_103_8b_the_team_who_plays_first_skips_its_first_draw():
    s = thg()
    g = s.start(ALEX, Step.DRAW, run_step_actions=True, turn_number=1)
    assert [len(g.players[p].hand) for p in range(4)] == [0, 0, 0, 0]
    assert any(e.rule == "103.8b" for e in g.events)
    t = pass_to_next_turn(s)
    assert t.side == TEAM_CD
    s.pass_until(Step.MAIN1)
    assert [len(g.players[p].hand) for p in range(4)] == [0, 0, 1, 1]   # the other team draws as usual


def test_810_6_the_first_turn_of_a_real_game_skips_the_draw_for_both_players():
    g = new_game(4, seed=5)
    t = g.turns[0]
    hands = {p: len(g.players[p].hand) for p in t.side}
    while g.turns[0].step <= Step.DRAW and g.turns[0].number == 1:
        d = g.pending()[0]
        g.submit(d.id, d.option("pass"))
    assert {p: len(g.players[p].hand) for p in t.side} == hands
    assert not any(e.kind == ev.DRAW and e.rule == "504.1" for e in g.events)


# --------------------------------------------------------------------------- 810.7
def test_810_7_team_combat_damage_to_both_defenders_comes_off_the_shared_total():
    s = thg()
    bears = s.battlefield(ALEX, "Grizzly Bears")
    rune = s.battlefield(BIANCA, "Runeclaw Bear")
    g = s.start(ALEX, Step.BEGIN_COMBAT)
    s.pass_until_decision("declare_attackers")
    s.attack((bears, CARISSA), (rune, DAN))
    s.pass_until(Step.END_COMBAT)
    hit = sorted(e.target_player for e in g.events if e.kind == ev.DAMAGE and e.combat)
    assert hit == [CARISSA, DAN]
    assert g.players[CARISSA].life == g.players[DAN].life == 26 and g.players[ALEX].life == 30


# --------------------------------------------------------------------------- 810.8a
def test_810_8a_example_transcendence_team_at_0_or_less_does_not_lose():
    s = thg()
    s.battlefield(BIANCA, "Transcendence")
    s.life(ALEX, 3)
    s.lands(CARISSA, "Mountain", 5)
    s.hand(CARISSA, "Lava Axe")
    g = s.start(CARISSA, Step.MAIN1)
    s.cast("Lava Axe", ("player", ALEX))                    # Alex, not Transcendence's controller, is dealt 5
    s.pass_until_resolved()
    assert g.players[BIANCA].life == -2
    assert not g.over and losers(g) == []


def test_810_8a_example_drawing_from_an_empty_library_loses_for_the_whole_team():
    s = thg(library=0)
    s.library(BIANCA, "Plains")
    for p in (CARISSA, DAN):
        s.library(p, "Plains", "Plains")
    g = s.start(ALEX, Step.DRAW, run_step_actions=True)      # Alex's library is empty
    assert losers(g) == [ALEX, BIANCA]
    assert g.over and g.result.winners == TEAM_CD


WIN = test_spell("Victory Test", [WinGame()], cost="")


def test_810_8a_example_platinum_angel_team_cant_lose_and_opponents_cant_win():
    s = thg(pool=default_pool().extended(WIN), library=0)
    s.battlefield(BIANCA, "Platinum Angel")
    s.library(BIANCA, "Plains")
    s.hand(DAN, "Victory Test")
    g = s.start(ALEX, Step.DRAW, run_step_actions=True)      # Alex draws from an empty library
    assert not g.over and losers(g) == []
    s.life(ALEX, 0)                                          # and the team's life total is 0
    s.refresh()
    assert not g.over and losers(g) == []
    s.pass_priority()                                        # team Carissa+Dan gets priority
    s.cast("Victory Test")                                   # "you win the game" for Dan
    s.pass_until_resolved()
    assert not g.over and not any(p.won for p in g.players)


def test_810_8a_if_either_player_wins_the_entire_team_wins():
    s = thg(pool=default_pool().extended(WIN))
    s.hand(BIANCA, "Victory Test")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Victory Test")
    s.pass_until_resolved()
    assert g.over and g.result.winners == TEAM_AB
    assert losers(g) == [CARISSA, DAN]


# --------------------------------------------------------------------------- 810.8b-d
def test_810_8b_a_player_concedes_their_team_leaves_and_loses():
    s = thg()
    g = s.start(ALEX, Step.MAIN1)
    g.concede(BIANCA)
    assert losers(g) == [ALEX, BIANCA] and g.players[ALEX].left and g.players[BIANCA].left
    assert g.over and g.result.winners == TEAM_CD


def test_810_8c_a_team_with_0_or_less_life_loses():
    s = thg()
    s.life(ALEX, 5)
    s.lands(CARISSA, "Mountain", 5)
    s.hand(CARISSA, "Lava Axe")
    g = s.start(CARISSA, Step.MAIN1)
    s.cast("Lava Axe", ("player", BIANCA))
    s.pass_until_resolved()
    assert losers(g) == [ALEX, BIANCA]
    assert g.over and g.result.winners == TEAM_CD


def test_810_8d_a_team_with_15_or_more_poison_counters_loses():
    s = thg()
    g = s.start(ALEX, Step.MAIN1)
    g.players[CARISSA].total.poison = 14
    s.refresh()
    assert not g.over
    g.players[CARISSA].total.poison = 15
    s.refresh()
    assert losers(g) == [CARISSA, DAN] and g.result.winners == TEAM_AB


# --------------------------------------------------------------------------- 810.9
def test_810_9_example_flame_rift_deals_8_to_each_team():
    s = thg()
    s.lands(ALEX, "Mountain", 2)
    s.hand(ALEX, "Flame Rift")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Flame Rift")
    s.pass_until_resolved()
    dealt = sorted((e.target_player, e.amount) for e in g.events if e.kind == ev.DAMAGE)
    assert dealt == [(p, 4) for p in range(4)]             # damage happens to each player individually
    assert [p.life for p in g.players] == [22] * 4          # each team is dealt 8 in total


def test_810_9a_example_beacon_of_immortality_team_at_17_goes_to_34():
    s = thg()
    s.life(ALEX, 17)
    s.lands(ALEX, "Plains", 6)
    s.hand(ALEX, "Beacon of Immortality")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Beacon of Immortality", ("player", BIANCA))
    s.pass_until_resolved()
    gains = [(e.player, e.amount) for e in g.events if e.kind == ev.LIFE_GAIN]
    assert gains == [(BIANCA, 17)]
    assert g.players[ALEX].life == g.players[BIANCA].life == 34


def test_810_9a_example_test_of_endurance_team_at_50_wins():
    s = thg()
    s.battlefield(BIANCA, "Test of Endurance")
    s.life(ALEX, 50)
    g = s.start(ALEX, Step.UPKEEP, run_step_actions=True)     # the team's upkeep is Bianca's upkeep too
    s.pass_until_resolved()
    assert g.over and g.result.winners == TEAM_AB


def test_810_9a_test_of_endurance_does_not_win_below_50():
    s = thg()
    s.battlefield(BIANCA, "Test of Endurance")
    s.life(ALEX, 49)
    g = s.start(ALEX, Step.UPKEEP, run_step_actions=True)
    assert not g.turns[0].stack and not g.over


def test_810_9a_example_lurking_evil_team_at_11_pays_6_and_ends_at_5():
    s = thg()
    evil = s.battlefield(BIANCA, "Lurking Evil")
    s.life(ALEX, 11)
    g = s.start(ALEX, Step.MAIN1)
    s.activate("Lurking Evil")
    assert g.players[ALEX].life == g.players[BIANCA].life == 5
    losses = [(e.player, e.amount) for e in g.events if e.kind == ev.LIFE_LOSS]
    assert losses == [(BIANCA, 6)]
    s.pass_until_resolved()
    assert "Creature" in g.chars(evil).types


RESET = test_spell("Life Reset Test", [SetLife(10)], [PLAYER], cost="")


def test_810_9c_example_target_players_life_becomes_10_team_at_25_ends_at_10():
    s = thg(pool=default_pool().extended(RESET))
    s.life(CARISSA, 25)
    s.hand(ALEX, "Life Reset Test")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Life Reset Test", ("player", CARISSA))
    s.pass_until_resolved()
    losses = [(e.player, e.amount) for e in g.events if e.kind == ev.LIFE_LOSS]
    assert losses == [(CARISSA, 15)]                         # her life total is considered to be 25
    assert g.players[CARISSA].life == g.players[DAN].life == 10


def test_810_9d_example_repay_in_kind_each_team_chooses_one_member():
    s = thg()
    s.life(ALEX, 7)
    s.life(CARISSA, 13)
    s.lands(ALEX, "Swamp", 7)
    s.hand(ALEX, "Repay in Kind")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Repay in Kind")
    s.pass_until_resolved()
    d = s.decision                                           # the active team chooses first (805.6)
    assert d.kind == "choose_player" and d.player == ALEX and {o.value for o in d.options} == set(TEAM_AB)
    s.choose("player", value=BIANCA)
    d = s.decision
    assert d.kind == "choose_player" and d.player == CARISSA and {o.value for o in d.options} == set(TEAM_CD)
    mark = len(g.events)
    s.choose("player", value=DAN)
    changes = [(e.player, e.amount) for e in g.events[mark:] if e.kind in (ev.LIFE_LOSS, ev.LIFE_GAIN)]
    assert changes == [(DAN, 6)]                             # only the chosen player is affected
    assert g.players[CARISSA].life == 7 and g.players[ALEX].life == 7


def test_810_9d_repay_in_kind_asks_no_team_choice_without_shared_life():
    s = Scenario(["Alex", "Bianca", "Carissa"])
    s.life(BIANCA, 12)
    s.lands(ALEX, "Swamp", 7)
    s.hand(ALEX, "Repay in Kind")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Repay in Kind")
    s.pass_until_resolved()
    assert s.decision.kind == "priority"
    assert [p.life for p in g.players] == [12, 12, 12]


NO_GAIN = test_creature("Sullen Warden", 1, 1, static=[rule_static("cant_gain_life", "You can't gain life.")])
NO_LOSS = test_creature("Steadfast Warden", 1, 1, static=[rule_static("cant_lose_life", "You can't lose life.")])


def test_810_9g_a_player_cant_gain_life_so_no_player_on_the_team_can():
    s = thg(pool=default_pool().extended(NO_GAIN))
    s.battlefield(BIANCA, "Sullen Warden")
    s.life(ALEX, 20)
    s.lands(ALEX, "Plains", 4)
    s.hand(ALEX, "Healing Hands")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Healing Hands", ("player", ALEX))
    s.pass_until_resolved()
    assert g.players[ALEX].life == 20 and not any(e.kind == ev.LIFE_GAIN for e in g.events)
    assert any(e.rule == "810.9g" for e in g.events)


def test_810_9h_a_player_cant_lose_life_so_no_player_on_the_team_can_or_pay_life():
    s = thg(pool=default_pool().extended(NO_LOSS))
    s.battlefield(BIANCA, "Steadfast Warden")
    s.battlefield(ALEX, "Lurking Evil")
    s.lands(CARISSA, "Mountain", 5)
    s.hand(CARISSA, "Lava Axe")
    g = s.start(CARISSA, Step.MAIN1)
    s.cast("Lava Axe", ("player", ALEX))
    s.pass_priority()                                        # team Carissa+Dan passes; Alex's team has priority
    assert s.decision.player == ALEX
    assert not any(o.kind == "activate" for o in s.decision.options)   # can't pay life other than 0
    s.pass_until_resolved()
    assert any(e.kind == ev.DAMAGE and e.target_player == ALEX for e in g.events)   # the damage is dealt
    assert g.players[ALEX].life == 30                                             # but no life is lost


# --------------------------------------------------------------------------- 810.10
def test_810_10_poison_counters_are_shared_by_the_team():
    s = thg()
    g = s.start(ALEX, Step.MAIN1)
    g.players[ALEX].total.poison += 3                        # Alex gets 3 poison counters
    g.players[BIANCA].total.poison += 2                      # Bianca gets 2: they add up on the team
    s.refresh()
    view = g.view(CARISSA)["players"]
    assert [p["poison"] for p in view] == [5, 5, 0, 0]       # 810.10a: a player's count is the team's
    assert g.players[BIANCA].poison == 5 and not g.over


# --------------------------------------------------------------------------- the CLI log
def test_810_cli_log_shows_team_priority_and_team_life_lines():
    from manamelee.cli import main
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["play", "--variant", "two-headed-giant", "--seed", "3"]) == 0
    lines = out.getvalue().splitlines()
    assert "Two-Headed Giant" in lines[0]
    assert any(l.startswith("[805.5b] team ") and l.endswith("has priority and passes") for l in lines)
    assert any(l.startswith("[805.5a] team ") and l.endswith("has priority and acts") for l in lines)
    assert any(l.startswith("[500.1] --- turn 1: team ") for l in lines)
    team_life = [l for l in lines if re.search(r"team \w+\+\w+ (is at|now at) -?\d+", l)]
    assert team_life, "no line shows a team's shared life total"
    assert lines[-1].startswith("result: ")
