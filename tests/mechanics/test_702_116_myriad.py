"""Myriad (CR 702.116): token copies tapped and attacking each opponent other than the defending player, exiled at
end of combat; only opponents in range (801.10) and those the attack option allows (803); the cards Wyrm's
Crossing Patrol, Warchief Giant, Herald of the Host."""
import pytest

from manamelee.engine.constants import Step
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

from .helpers import resolve_all


def answer_myriad(s, *, take=True, limit=20):
    """Pass priority and answer each myriad question (take a token attacking the player, or decline)."""
    asked = []
    for _ in range(limit):
        d = s.decision
        if d.kind == "myriad":
            asked.append(d)
            o = next(o for o in d.options if (o.kind == "myriad" and o.value[0] == "player")) if take else \
                next(o for o in d.options if o.kind == "no")
            s.g.submit(d.id, o)
        elif d.kind == "priority" and not any(t.stack for t in s.g.turns):
            return asked
        elif d.kind == "order_triggers":
            s.g.submit(d.id, 0)
        else:
            s.choose("pass")
    return asked


def tokens(g, name):
    return [o for o in g.battlefield if g.objects[o].card.name == name and g.objects[o].token]


@pytest.mark.parametrize("name", ["Wyrm's Crossing Patrol", "Warchief Giant", "Herald of the Host"])
def test_card_702_116a_myriad_token_copies_attack_each_other_opponent(name):
    s = Scenario(4)
    m = s.battlefield(0, name)
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((m, 2))
    asked = answer_myriad(s)
    assert [d.rule for d in asked] == ["702.116a", "702.116a"]
    toks = tokens(g, name)
    assert len(toks) == 2
    combat = g.turns[0].combat
    assert sorted(combat.attackers[o] for o in toks) == [("player", 1), ("player", 3)]
    assert all(g.objects[o].tapped for o in toks)
    assert g.chars(toks[0]).power == g.chars(m).power                # a copy (707.2)
    s.pass_until(Step.COMBAT_DAMAGE)
    s.pass_until(Step.MAIN2)
    resolve_all(s)
    assert tokens(g, name) == []                                     # exiled at end of combat
    pw = g.chars(m).power
    assert [pl.life for pl in g.players] == [20, 20 - pw, 20 - pw, 20 - pw]


def test_702_116a_myriad_is_optional_for_each_opponent():
    s = Scenario(4)
    m = s.battlefield(0, "Wyrm's Crossing Patrol")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((m, 1))
    answer_myriad(s, take=False)
    assert tokens(g, "Wyrm's Crossing Patrol") == []


def test_702_116a_508_4_myriad_tokens_never_attacked_so_they_do_not_trigger_myriad():
    s = Scenario(3)
    m = s.battlefield(0, "Wyrm's Crossing Patrol")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((m, 1))
    asked = answer_myriad(s)
    assert len(asked) == 1 and len(tokens(g, "Wyrm's Crossing Patrol")) == 1


def test_702_116a_801_10_myriad_only_for_opponents_in_range():
    s = Scenario(5, ranges=[1] * 5, hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    m = s.battlefield(0, "Wyrm's Crossing Patrol")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((m, 1))
    asked = answer_myriad(s)
    assert len(asked) == 1                                           # seat 4 only: 2 and 3 are out of range
    (tok,) = tokens(g, "Wyrm's Crossing Patrol")
    assert g.turns[0].combat.attackers[tok] == ("player", 4)


def test_702_116a_803_with_attack_left_no_token_attacks_a_player_it_could_not_attack():
    s = Scenario(4, hooks=MultiplayerHooks(MultiplayerRules("ffa", attack="left")))
    m = s.battlefield(0, "Wyrm's Crossing Patrol")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((m, 1))
    assert answer_myriad(s) == []
    assert tokens(g, "Wyrm's Crossing Patrol") == []


def test_702_116a_with_two_players_myriad_does_nothing():
    s = Scenario(2)
    m = s.battlefield(0, "Warchief Giant")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((m, 1))
    assert answer_myriad(s) == [] and tokens(g, "Warchief Giant") == []
