"""Assist (CR 702.132a): the caster may choose another player (in range, 801.5a), who may pay any amount of the
generic mana of the total cost; the cards Bring Down, Skystreamer, Charging Binox, Out of Bounds."""
import pytest

from manamelee.engine.constants import Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

from ..engine.test_decision_api import state
from .helpers import resolve_all


def untapped(g, p):
    return [o for o in g.battlefield if g.controller(o) == p and not g.objects[o].tapped and
            "Land" in g.chars(o).types]


def setup(n=3, **kw):
    s = Scenario(n, **kw)
    s.hand(0, "Bring Down")
    s.lands(0, "Plains", 4)
    s.lands(1, "Mountain", 3)
    wurm = s.battlefield(2, "Craw Wurm")
    return s, wurm


def test_702_132a_another_player_pays_part_of_the_generic_mana():
    s, wurm = setup()
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Bring Down", wurm)
    d = s.decision
    assert d.kind == "assist" and d.rule == "702.132a" and d.player == 0
    assert [o.value for o in d.options] == [1, None]          # P1 can pay; P2 has no mana; or no help
    s.choose("player", value=1)
    d = s.decision
    assert d.kind == "choose_x" and d.player == 1
    assert [o.value for o in d.options] == [0, 1, 2, 3]        # up to the {3} generic of {3}{W}
    s.choose("x", value=2)
    resolve_all(s)
    assert wurm not in g.battlefield
    assert len(untapped(g, 1)) == 1 and len(untapped(g, 0)) == 2       # P1 paid {2}, P0 paid {1}{W}
    assert any("P1 assists, paying 2" in line for line in g.log)


def test_702_132a_the_caster_may_choose_no_helper_and_pays_it_all():
    s, wurm = setup()
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Bring Down", wurm)
    s.choose("no")
    resolve_all(s)
    assert wurm not in g.battlefield and untapped(g, 0) == [] and len(untapped(g, 1)) == 3


def test_702_132a_801_5a_only_a_player_in_range_can_be_chosen_and_a_bad_choice_changes_nothing():
    s = Scenario(5, ranges=[1] * 5, hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    s.hand(0, "Charging Binox")
    s.lands(0, "Forest", 8)
    for p in (1, 2, 3, 4):
        s.lands(p, "Forest", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Charging Binox")
    d = s.decision
    assert [o.value for o in d.options] == [1, 4, None]          # 2 and 3 are out of P0's range
    before = state(g)
    with pytest.raises(IllegalOption):
        g.submit(d.id, Option("player", "text", 2, (("text", "P2"),)))
    assert state(g) == before
    s.choose("player", value=4)
    s.choose("x", value=2)
    resolve_all(s)
    assert s.on_battlefield("Charging Binox", 0)
    assert len(untapped(g, 4)) == 0 and len(untapped(g, 0)) == 2


def test_card_skystreamer_target_player_gains_4_life_with_assist():
    s = Scenario(3)
    s.hand(0, "Skystreamer")
    s.lands(0, "Plains", 5)
    s.lands(2, "Island", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Skystreamer")
    s.choose("player", value=2)
    s.choose("x", value=2)
    for _ in range(10):
        d = s.decision
        if d.kind == "target":
            s.choose("target", value=("player", 1))
            break
        s.choose("pass")
    resolve_all(s)
    assert g.players[1].life == 24 and "Flying" in g.chars(s.on_battlefield("Skystreamer")[0]).keywords
    assert len(untapped(g, 0)) == 2


def test_card_out_of_bounds_counters_target_spell():
    s = Scenario(3)
    s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.hand(0, "Out of Bounds")
    s.lands(0, "Island", 4)
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Shock", ("player", 0))
    while s.decision.player != 0:
        s.choose("pass")
    s.choose("cast", label="cast Out of Bounds")
    s.choose("target", label="Shock")
    assert s.decision.kind != "assist"          # nobody else has mana left to help: no helper is asked for
    resolve_all(s)
    assert g.players[0].life == 20
    assert s.zone_of("Shock")[0][0] == "graveyard"
