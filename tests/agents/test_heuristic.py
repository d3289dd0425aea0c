"""The heuristic agent on boards built for each behaviour: lands, value casting, combat, teams and focus."""
from __future__ import annotations

import pytest

from manamelee.agents import HeuristicAgent
from manamelee.agents.knowledge import Knowledge, target_polarity
from manamelee.engine import Step
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

from .helpers import drive, new_game


def table(n=2, teams=None, rules=None, names=None):
    hooks = MultiplayerHooks(rules) if rules is not None else None
    s = Scenario(names or n, teams=teams, hooks=hooks)
    for p in range(n):
        s.library(p, *["Plains"] * 6)          # nobody decks out in a look-ahead
    return s


def answer(s, seat=None):
    d = s.decision
    assert seat is None or d.player == seat, d
    i = HeuristicAgent(0).choose(s.g.view(d.player), d)
    return d, d.options[i]


def test_305_plays_a_land_before_casting():
    s = table()
    s.hand(0, "Forest", "Grizzly Bears")
    s.lands(0, "Forest", 1)
    s.start(active=0, step=Step.MAIN1)
    _, o = answer(s, 0)
    assert o.kind == "land"
    s.g.submit(s.decision.id, o)
    _, o = answer(s, 0)
    assert o.kind == "cast" and o.label == "cast Grizzly Bears"


def test_508_attacks_an_empty_board_but_not_into_a_bigger_blocker():
    s = table()
    bear = s.battlefield(0, "Grizzly Bears")
    s.start(active=0, step=Step.MAIN1)
    d = s.pass_until_decision("declare_attackers")
    assert HeuristicAgent(0).choose(s.g.view(0), d) == d.options.index(d.option("attacker", bear))

    s = table()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")                  # 3/3: kills the bear and survives
    s.start(active=0, step=Step.MAIN1)
    d = s.pass_until_decision("declare_attackers")
    assert d.options[HeuristicAgent(0).choose(s.g.view(0), d)].kind == "done"


def test_508_swings_with_everything_for_lethal():
    s = table()
    a = s.battlefield(0, "Hill Giant")
    b = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Grizzly Bears")               # one blocker can stop only one attacker
    s.life(1, 2)
    s.start(active=0, step=Step.MAIN1)
    d = s.pass_until_decision("declare_attackers")
    picked = {d.options[HeuristicAgent(0).choose(s.g.view(0), d)].value}
    s.choose("attacker", value=next(iter(picked)))
    d = s.decision
    picked.add(d.options[HeuristicAgent(0).choose(s.g.view(0), d)].value)
    assert picked == {a, b}


def _attacked_by(s, attacker_name: str, life: int, *blockers: str):
    atk = s.battlefield(1, attacker_name)
    ids = [s.battlefield(0, b) for b in blockers]
    s.life(0, life)
    s.start(active=1, step=Step.MAIN1)
    s.pass_until_decision("declare_attackers")
    s.attack((atk, 0))
    d = s.pass_until_decision("declare_blockers")
    return atk, ids, d


def test_509_blocks_when_the_blocker_kills_and_survives():
    s = table()
    atk, (courser,), d = _attacked_by(s, "Grizzly Bears", 20, "Centaur Courser")
    assert d.options[HeuristicAgent(0).choose(s.g.view(0), d)].value == courser


def test_509_chump_blocks_only_to_survive():
    s = table()
    _, (bear,), d = _attacked_by(s, "Colossal Dreadmaw", 20, "Grizzly Bears")
    assert d.options[HeuristicAgent(0).choose(s.g.view(0), d)].kind == "done"
    s = table()
    _, (bear,), d = _attacked_by(s, "Colossal Dreadmaw", 5, "Grizzly Bears")
    assert d.options[HeuristicAgent(0).choose(s.g.view(0), d)].value == bear


def test_burn_goes_to_the_face_when_it_is_lethal():
    s = table()
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.battlefield(1, "Hill Giant")
    s.life(1, 3)
    s.start(active=0, step=Step.MAIN1)
    _, o = answer(s, 0)
    assert o.label == "cast Lightning Bolt"
    s.g.submit(s.decision.id, o)
    _, o = answer(s, 0)
    assert o.kind == "target" and o.value == ("player", 1)


def test_removal_kills_the_biggest_threat_it_can():
    s = table()
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Llanowar Elves")
    s.battlefield(1, "Colossal Dreadmaw")           # too big for 3 damage
    s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Lightning Bolt")
    _, o = answer(s, 0)
    assert o.value == ("obj", giant)


def test_701_5_counters_an_opponents_big_creature_spell():
    s = table()
    s.hand(1, "Colossal Dreadmaw")
    s.lands(1, "Forest", 6)
    s.hand(0, "Cancel")
    s.lands(0, "Island", 3)
    s.start(active=1, step=Step.MAIN1)
    s.cast("Colossal Dreadmaw")
    s.pass_priority()                               # 117.3c: the caster gets priority first
    d, o = answer(s, 0)
    assert d.kind == "priority" and o.label == "cast Cancel"
    s.g.submit(d.id, o)
    _, o = answer(s, 0)
    assert o.kind == "target"


TEAM_RULES = MultiplayerRules("team-vs-team", team_hands="team")


def test_102_3_harm_goes_to_an_opponent_never_to_a_teammate():
    s = table(4, teams=[0, 0, 1, 1], rules=TEAM_RULES)
    s.hand(0, "Lightning Bolt")
    s.lands(0, "Mountain", 1)
    s.battlefield(1, "Serra Angel")                 # the teammate's creature: the juiciest target on the table
    foe = s.battlefield(2, "Hill Giant")
    s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Lightning Bolt")
    _, o = answer(s, 0)
    assert o.value == ("obj", foe)


def test_102_3_with_only_teammates_to_hurt_it_cancels_or_goes_face():
    s = table(4, teams=[0, 0, 1, 1], rules=TEAM_RULES)
    s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    s.battlefield(1, "Serra Angel")
    s.start(active=0, step=Step.MAIN1)
    d, o = answer(s, 0)
    assert o.kind != "cast"                          # nothing worth killing: Murder stays in hand
    s.choose("cast", label="cast Murder")
    _, o = answer(s, 0)
    assert o.kind == "cancel"


def test_809_5_attacks_the_opposing_emperor_when_it_can():
    rules = MultiplayerRules("emperor", team_hands="team", emperors=(1, 4))
    s = table(6, teams=[0, 0, 0, 1, 1, 1], rules=rules)
    atk = s.battlefield(2, "Grizzly Bears")
    s.start(active=2, step=Step.MAIN1)
    s.pass_until_decision("declare_attackers")
    s.choose("attacker", value=atk)
    d, o = answer(s, 2)
    assert d.kind == "choose_defender" and o.value == ("player", 4)


def test_904_heroes_attack_the_archenemy():
    rules = MultiplayerRules("archenemy", shared_turns=True, team_hands="team", archenemies=(0,))
    s = table(4, teams=[0, 1, 1, 1], rules=rules)
    atk = s.battlefield(1, "Grizzly Bears")
    s.start(active=1, step=Step.MAIN1)
    d = s.pass_until_decision("declare_attackers")
    assert d.options[HeuristicAgent(0).choose(s.g.view(d.player), d)].value == atk
    s.choose("attacker", value=atk)
    d = s.decision
    if d.kind == "choose_defender":
        assert d.options[HeuristicAgent(0).choose(s.g.view(d.player), d)].value == ("player", 0)


def test_103_5_mulligans_hands_with_too_few_or_too_many_lands():
    seen = {"keep": 0, "mulligan": 0}

    def check(view, d, i):
        if d.kind != "mulligan" or d.player != 0 or "7" not in d.options[0].label:
            return
        lands = sum("Land" in c["type"] for c in view["players"][0]["hand"])
        want = "keep" if 2 <= lands <= 5 else "mulligan"
        assert d.options[i].kind == want, (lands, d.options[i])
        seen[want] += 1

    for seed in range(60):
        g = new_game("duel", 2, seed=seed)
        drive(g, [HeuristicAgent(seed), HeuristicAgent(seed + 1)], 6, check)
    assert seen["keep"] and seen["mulligan"]


@pytest.mark.parametrize("variant,players", [("two-headed-giant", 4), ("team-vs-team", 4), ("emperor", 6),
                                             ("archenemy", 4)])
def test_102_3_over_whole_games_no_attack_or_harmful_target_hits_a_teammate(variant, players):
    know = Knowledge()
    checked = {"target": 0, "attacks": 0}
    g = new_game(variant, players, seed=7)

    def check(view, d, i):
        team = view["players"][d.player]["team"]
        allies = {p["seat"] for p in view["players"]
                  if p["seat"] == d.player or (team is not None and p["team"] == team)}
        o = d.options[i]
        if d.kind == "choose_defender":
            assert o.value[0] != "player" or o.value[1] not in allies
        elif d.kind == "declare_attackers" and o.kind == "attacker":
            checked["attacks"] += 1
        elif d.kind == "target" and o.kind == "target":
            _, ab = know.ability_for_prompt(d.prompt)
            if target_polarity(ab, 0) < 0:
                ref = o.value
                owner = ref[1] if ref[0] == "player" else g.controller(ref[1])
                assert owner not in allies, (d.prompt, o.label)
                checked["target"] += 1

    drive(g, [HeuristicAgent(s) for s in range(players)], 3000, check)
    assert checked["attacks"] > 0


def test_509_1c_block_declaration_with_menace_and_twin_blockers_ends():
    """Two blockers share a name and one attacker has menace: the declaration must end, and legally."""
    s = table()
    brute = s.battlefield(1, "Boggart Brute")        # 3/2 menace
    ogre = s.battlefield(1, "Gray Ogre")
    s.battlefield(0, "Walking Corpse")
    s.battlefield(0, "Walking Corpse")
    s.battlefield(0, "Typhoid Rats")
    s.life(0, 5)                                      # 5 damage coming: lethal unless something blocks
    s.start(active=1, step=Step.MAIN1)
    s.pass_until_decision("declare_attackers")
    s.attack((brute, 0), (ogre, 0))
    s.pass_until_decision("declare_blockers")
    agent = HeuristicAgent(0)
    for _ in range(30):
        d = s.decision
        if d.kind not in ("declare_blockers", "choose_attacker"):
            break
        s.g.submit(d.id, agent.choose(s.g.view(0), d))
    else:
        raise AssertionError("the block declaration never ended")
    combat = s.g.turns[0].combat
    assert combat.was_blocked                          # it blocked enough to live
    assert s.g.players[0].life > 0
