"""Voting (CR 701.32): will of the council, council's dilemma, votes for a permanent and secret votes for a
player; each player votes in turn order starting with the caster (701.32a); range of influence (801.5a, 801.10);
a vote naming a player who left or is out of range is refused and changes nothing."""
import pytest

from manamelee.engine.constants import Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

from ..cards.pool_helpers import lands_for
from ..engine.test_decision_api import state
from .helpers import resolve_all


def table(n, caster, name, **kw):
    s = Scenario(n, **kw)
    for p in range(n):
        s.library(p, *["Plains"] * 6)
    s.hand(caster, name)
    lands_for(s, caster, name)
    return s


def until_vote(s, limit=30):
    for _ in range(limit):
        d = s.decision
        if d.kind == "vote":
            return d
        if d.kind == "order_triggers":
            s.g.submit(d.id, 0)
        else:
            s.choose("pass")
    raise AssertionError("no vote asked")


def vote(s, value):
    d = until_vote(s)
    assert d.rule == "701.32a"
    s.choose("vote", value=value)
    return d.player


def test_701_32a_each_player_votes_in_turn_order_starting_with_you():
    s = table(4, 2, "Plea for Power")
    g = s.start(active=2, step=Step.MAIN1)
    s.cast("Plea for Power")
    voters = [vote(s, "time") for _ in range(4)]
    assert voters == [2, 3, 0, 1]
    resolve_all(s)
    assert g.extra_turns == [2]                      # time got more votes: an extra turn
    assert [line for line in g.log if "votes for" in line] == [f"[701.32a] P{p} votes for time" for p in voters]


def test_701_32_will_of_the_council_a_tie_goes_to_the_named_choice():
    s = table(4, 0, "Plea for Power")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Plea for Power")
    for choice in ("time", "knowledge", "time", "knowledge"):
        vote(s, choice)
    resolve_all(s)
    assert g.extra_turns == [] and len(g.players[0].hand) == 3     # "or the vote is tied": draw three cards


def test_701_32_will_of_the_council_the_choice_with_more_votes_wins():
    s = table(3, 0, "Plea for Power")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Plea for Power")
    for choice in ("knowledge", "time", "knowledge"):
        vote(s, choice)
    resolve_all(s)
    assert g.extra_turns == [] and len(g.players[0].hand) == 3


def test_701_32_councils_dilemma_something_happens_for_each_vote():
    s = table(3, 0, "Lieutenants of the Guard")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Lieutenants of the Guard")
    for choice in ("strength", "numbers", "strength"):
        vote(s, choice)
    resolve_all(s)
    (lt,) = s.on_battlefield("Lieutenants of the Guard")
    assert g.objects[lt].counters.get("+1/+1") == 2
    assert len(s.on_battlefield("Soldier", 0)) == 1


def test_701_32b_a_vote_for_a_permanent_offers_only_what_the_card_allows():
    s = table(3, 0, "Council's Judgment")
    mine = s.battlefield(0, "Runeclaw Bear")
    a = s.battlefield(1, "Runeclaw Bear")
    b = s.battlefield(2, "Craw Wurm")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Council's Judgment")
    d = until_vote(s)
    values = {o.value for o in d.options}
    assert values == {("obj", a), ("obj", b)}                 # nonland, not the caster's
    vote(s, ("obj", a))
    vote(s, ("obj", b))
    vote(s, ("obj", a))
    resolve_all(s)
    assert a not in g.battlefield and b in g.battlefield and mine in g.battlefield
    assert s.zone_of("Runeclaw Bear", 1)[0][0] == "exile"


def test_701_32_council_s_judgment_exiles_every_permanent_tied_for_most_votes():
    s = table(2, 0, "Council's Judgment")
    a = s.battlefield(1, "Runeclaw Bear")
    b = s.battlefield(1, "Craw Wurm")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Council's Judgment")
    vote(s, ("obj", a))
    vote(s, ("obj", b))
    resolve_all(s)
    assert a not in g.battlefield and b not in g.battlefield


def five_with_range_1(name, caster=0):
    return table(5, caster, name, ranges=[1] * 5, hooks=MultiplayerHooks(MultiplayerRules("ffa")))


def test_701_32a_801_10_only_players_in_the_casters_range_vote():
    s = five_with_range_1("Plea for Power")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Plea for Power")
    voters = [vote(s, "knowledge") for _ in range(3)]
    assert voters == [0, 1, 4]                                  # seats 2 and 3 are out of seat 0's range
    resolve_all(s)
    assert len(g.players[0].hand) == 3


def test_701_32_801_5a_a_vote_for_a_player_names_only_players_in_range_of_voter_and_caster():
    s = five_with_range_1("Mob Verdict")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Mob Verdict")
    d = until_vote(s)
    assert d.player == 0 and {o.value for o in d.options} == {("player", 1), ("player", 4)}   # another player
    s.choose("vote", value=("player", 1))
    d = until_vote(s)
    assert d.player == 1 and {o.value for o in d.options} == {("player", 0)}   # 2 is out of 0's range; not himself


def test_701_32_a_vote_naming_a_player_out_of_range_or_who_left_is_refused_and_changes_nothing():
    s = five_with_range_1("Mob Verdict")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Mob Verdict")
    d = until_vote(s)
    before = state(g)
    for bad in (("player", 2), ("player", 0), ("player", 7)):
        with pytest.raises(IllegalOption) as err:
            g.submit(d.id, Option("vote", "text", bad, (("text", "x"),)))
        assert "vote" in str(err.value)
        assert state(g) == before
    g.concede(4)
    d = until_vote(s)
    assert {o.value for o in d.options} == {("player", 1)}
    before = state(g)
    with pytest.raises(IllegalOption, match="P4 has left the game"):
        g.submit(d.id, Option("vote", "text", ("player", 4), (("text", "P4"),)))
    assert state(g) == before


def test_701_32_800_4_a_voter_who_leaves_casts_no_vote():
    s = table(4, 0, "Plea for Power")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Plea for Power")
    vote(s, "time")
    g.concede(2)
    d = until_vote(s)
    assert d.player == 1
    s.choose("vote", value="time")
    assert vote(s, "knowledge") == 3
    resolve_all(s)
    assert g.extra_turns == [0]


def test_701_32_secret_council_votes_are_revealed_only_when_everyone_voted():
    s = table(4, 0, "Mob Verdict")
    bear = s.battlefield(1, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Mob Verdict")
    vote(s, ("player", 1))
    vote(s, ("player", 0))
    assert not [line for line in g.log if "votes for" in line]          # still secret
    vote(s, ("player", 1))
    vote(s, ("player", 0))
    resolve_all(s)
    assert len([line for line in g.log if "votes for" in line]) == 4
    assert g.players[1].life == 16 and bear not in g.battlefield         # 2 votes: 4 damage to P1 and his bear
    assert [pl.life for pl in g.players][2:] == [20, 20]
    assert len(g.players[0].hand) == 2                                   # 2 votes for you: draw two


def test_701_32_the_heuristic_agent_votes_against_an_opponent_and_never_for_itself():
    from manamelee.agents.heuristic import HeuristicAgent
    s = table(4, 0, "Mob Verdict")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Mob Verdict")
    d = until_vote(s)
    i = HeuristicAgent(seed=1).choose(g.view(d.player), d)
    assert d.options[i].value in {("player", 1), ("player", 2), ("player", 3)}
