"""Join forces: starting with the caster, each player (in range, 801.10) may pay any amount of mana; X is the total
paid. The cards Minds Aglow, Alliance of Arms, Shared Trauma."""
from manamelee.engine.constants import Step
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

from ..cards.pool_helpers import lands_for
from .helpers import resolve_all


def table(n, name, lands, **kw):
    """Player 0 holds ``name``; player i gets ``lands[i]`` extra Islands to pay with."""
    s = Scenario(n, **kw)
    for p in range(n):
        s.library(p, *["Plains"] * 10)
        s.lands(p, "Island", lands[p])
    s.hand(0, name)
    lands_for(s, 0, name)
    return s


def pay(s, amounts, limit=60):
    """Answer the join forces questions: each player pays ``amounts[player]``; returns who was asked, in order."""
    asked = []
    for _ in range(limit):
        d = s.decision
        if d.kind == "choose_x" and "join forces" in d.prompt:
            asked.append(d.player)
            s.choose("x", value=amounts[d.player])
        elif d.kind == "priority" and not any(t.stack for t in s.g.turns):
            return asked
        elif d.kind == "priority":
            s.choose("pass")
        else:
            s.g.submit(d.id, 0)
    raise AssertionError("join forces never finished")


def test_join_forces_each_player_pays_in_turn_order_starting_with_you_minds_aglow():
    s = table(4, "Minds Aglow", [2, 1, 0, 3])
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Minds Aglow")
    asked = pay(s, {0: 2, 1: 1, 3: 2})
    assert asked == [0, 1, 3]                       # player 2 has no mana to pay: not asked
    assert [len(pl.hand) for pl in g.players] == [5, 5, 5, 5]     # X = 2 + 1 + 0 + 2
    assert sum(1 for o in g.battlefield if g.objects[o].tapped) == 1 + 5   # the spell's land and 5 paid


def test_join_forces_paying_nothing_is_allowed_alliance_of_arms():
    s = table(3, "Alliance of Arms", [1, 2, 0])
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Alliance of Arms")
    pay(s, {0: 0, 1: 2})
    assert [len(s.on_battlefield("Soldier", p)) for p in range(3)] == [2, 2, 2]


def test_join_forces_shared_trauma_each_player_mills_x():
    s = table(3, "Shared Trauma", [1, 1, 1])
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shared Trauma")
    pay(s, {0: 1, 1: 1, 2: 1})
    assert [len(pl.graveyard) for pl in g.players] == [4, 3, 3]    # + Shared Trauma itself


def test_join_forces_801_10_only_players_in_range_join():
    s = table(5, "Minds Aglow", [1, 1, 1, 1, 1], ranges=[1] * 5, hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Minds Aglow")
    asked = pay(s, {0: 1, 1: 1, 4: 1})
    assert asked == [0, 1, 4]
    assert [len(pl.hand) for pl in g.players] == [3, 3, 0, 0, 3]
