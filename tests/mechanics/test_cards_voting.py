"""Behaviour of the voting cards of manamelee/cards/sets/multiplayer_mechanics.py, each from its Oracle text
(Plea for Power, Council's Judgment, Lieutenants of the Guard and Mob Verdict are in test_701_32_voting.py)."""
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

from .helpers import resolve_all
from .test_701_32_voting import table, until_vote, vote


def test_card_tyrants_choice_death_each_opponent_sacrifices_a_creature():
    s = table(3, 0, "Tyrant's Choice")
    a = s.battlefield(1, "Runeclaw Bear")
    b = s.battlefield(2, "Runeclaw Bear")
    mine = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Tyrant's Choice")
    for choice in ("death", "death", "torture"):
        vote(s, choice)
    resolve_all(s)
    assert a not in g.battlefield and b not in g.battlefield and mine in g.battlefield
    assert [pl.life for pl in g.players] == [20, 20, 20]


def test_card_tyrants_choice_torture_or_a_tie_each_opponent_loses_4_life():
    s = table(4, 0, "Tyrant's Choice")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Tyrant's Choice")
    for choice in ("death", "torture", "death", "torture"):
        vote(s, choice)
    resolve_all(s)
    assert [pl.life for pl in g.players] == [20, 16, 16, 16]


def test_card_coercive_portal_homage_at_your_upkeep_draws_a_card():
    s = Scenario(3)
    for p in range(3):
        s.library(p, *["Plains"] * 4)
    portal = s.battlefield(0, "Coercive Portal")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    for choice in ("homage", "carnage", "homage"):
        vote(s, choice)
    resolve_all(s)
    assert len(g.players[0].hand) == 1 and portal in g.battlefield


def test_card_coercive_portal_carnage_sacrifices_it_and_destroys_all_nonland_permanents():
    s = Scenario(3)
    for p in range(3):
        s.library(p, *["Plains"] * 4)
    portal = s.battlefield(0, "Coercive Portal")
    bear = s.battlefield(1, "Runeclaw Bear")
    land = s.battlefield(2, "Forest")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    for choice in ("carnage", "carnage", "homage"):
        vote(s, choice)
    resolve_all(s)
    assert portal not in g.battlefield and bear not in g.battlefield and land in g.battlefield
    assert g.players[0].hand == []


def test_card_orchard_elemental_two_counters_per_sprout_and_3_life_per_harvest():
    s = table(4, 0, "Orchard Elemental")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Orchard Elemental")
    for choice in ("sprout", "harvest", "harvest", "sprout"):
        vote(s, choice)
    resolve_all(s)
    (el,) = s.on_battlefield("Orchard Elemental")
    assert g.objects[el].counters.get("+1/+1") == 4
    assert g.players[0].life == 26


def test_card_capital_punishment_sacrifices_per_death_vote_and_discards_per_taxes_vote():
    s = table(3, 0, "Capital Punishment")
    bears = [s.battlefield(1, "Runeclaw Bear"), s.battlefield(1, "Runeclaw Bear")]
    s.hand(1, "Shock", "Shock")
    s.hand(2, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Capital Punishment")
    for choice in ("death", "death", "taxes"):
        vote(s, choice)
    for _ in range(20):                                  # each opponent chooses what to sacrifice and discard
        d = s.decision
        if d.kind == "priority" and not any(t.stack for t in g.turns):
            break
        g.submit(d.id, 0) if d.kind != "priority" else s.choose("pass")
    assert not any(b in g.battlefield for b in bears)    # two death votes: P1 sacrifices two creatures
    assert len(g.players[1].hand) == 1 and g.players[2].hand == []     # one taxes vote: one discard each
