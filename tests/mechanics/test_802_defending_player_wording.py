"""'Defending player' and 'each opponent' with several defending players (CR 802.2, 802.2a): an ability of an
attacking creature that says "defending player" means the player that creature attacks."""
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

from .helpers import resolve_all


def test_802_2a_goblin_guide_defending_player_is_the_player_it_attacks():
    s = Scenario(4)
    for p in range(4):
        s.library(p, "Forest", "Plains")
    guide = s.battlefield(0, "Goblin Guide")
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, 1), (guide, 2))
    resolve_all(s)
    assert [g.name(c) for c in g.players[2].hand] == ["Forest"]      # the player Goblin Guide attacks
    assert g.players[1].hand == [] and g.players[3].hand == []


def test_802_2a_hellrider_hits_the_player_each_creature_attacks():
    s = Scenario(4)
    rider = s.battlefield(0, "Hellrider")
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((rider, 1), (bear, 3))
    resolve_all(s)
    assert [pl.life for pl in g.players] == [20, 19, 20, 19]


def test_802_2a_myriad_other_than_defending_player_is_other_than_the_one_it_attacks():
    s = Scenario(4)
    m = s.battlefield(0, "Wyrm's Crossing Patrol")
    bear = s.battlefield(0, "Runeclaw Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, 1), (m, 3))
    names = []
    for _ in range(20):
        d = s.decision
        if d.kind == "myriad":
            names.append(next(o.value for o in d.options if o.kind == "myriad"))
            g.submit(d.id, 0)
        elif d.kind == "priority" and not any(t.stack for t in g.turns):
            break
        else:
            s.choose("pass")
    assert names == [("player", 1), ("player", 2)]      # P1 is attacked by the bear, still not the defending player


def test_802_2_each_opponent_means_every_opponent_not_only_those_attacked():
    s = Scenario(4)
    s.battlefield(0, "Garrulous Sycophant")
    bear = s.battlefield(0, "Runeclaw Bear")
    s.library(0, "Plains")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    from manamelee.engine.monarch import become_monarch
    become_monarch(g, 0)
    s.attack((bear, 2))
    s.pass_until(Step.END)
    resolve_all(s)
    assert [pl.life for pl in g.players] == [21, 19, 17, 19]
