"""productions/crew and engine/crew.py: 702.122 Crew N on Vehicles."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import Step
from manamelee.engine.errors import ManameleeError

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario

REAL_FREIGHTER = ("Renegade Freighter", "Artifact — Vehicle", "{3}",
                  "Whenever this Vehicle attacks, it gets +1/+1 and gains trample until end of turn.\n"
                  "Crew 2 (Tap any number of creatures you control with total power 2 or more: This Vehicle becomes "
                  "an artifact creature until end of turn.)", "4/3")


def _vehicle(n: int = 3):
    return made_up("Test Wagon", "Artifact — Vehicle", "{2}", f"Crew {n}", "5/5", ("Crew",))


def _game(*crew: str, n: int = 3, sick: bool = False):
    s = scenario(_vehicle(n))
    v = s.battlefield(0, "Test Wagon")
    ids = [s.battlefield(0, name, sick=sick) for name in crew]
    g = s.start(active=0, step=Step.MAIN1)
    return s, g, v, ids


def test_702_122a_crew_taps_other_creatures_with_enough_power_and_the_vehicle_becomes_an_artifact_creature():
    s, g, v, (a, b) = _game("Grizzly Bears", "Hill Giant")        # power 2 + 3
    assert "Creature" not in g.chars(v).types                    # 301.7b: a Vehicle isn't a creature until crewed
    s.activate("Test Wagon")
    assert s.decision.kind == "crew" and not any(o.kind == "done" for o in s.decision.options)
    assert v not in [o.value for o in s.decision.options]        # "other" creatures only
    s.choose("crew", value=a)
    assert not any(o.kind == "done" for o in s.decision.options)  # 2 < 3: not enough power yet
    s.choose("crew", value=b)
    s.choose("done")
    assert g.objects[a].tapped and g.objects[b].tapped and not g.objects[v].tapped
    resolve_stack(s)
    ch = g.chars(v)
    assert {"Artifact", "Creature"} <= ch.types and (ch.power, ch.toughness) == (5, 5)


def test_702_122a_crewed_until_end_of_turn_only():
    s, g, v, (a,) = _game("Hill Giant")
    s.activate("Test Wagon")
    s.choose("crew", value=a)
    s.choose("done")
    resolve_stack(s)
    assert "Creature" in g.chars(v).types
    s.pass_until(Step.MAIN2)
    assert "Creature" in g.chars(v).types
    for _ in range(40):                                          # into the next turn: 514.2 ended the effect
        if g.turns[0].active != 0:
            break
        s.choose("done") if s.decision.kind in ("declare_attackers", "declare_blockers") else s.pass_priority()
    assert "Creature" not in g.chars(v).types


def test_702_122a_not_enough_total_power_offers_no_crew_ability():
    s, g, v, _ = _game("Grizzly Bears", n=3)                     # power 2 < 3
    assert not [o for o in s.decision.options if o.kind == "activate"]


def test_302_6_a_creature_that_just_came_under_your_control_can_crew():
    s, g, v, (a,) = _game("Hill Giant", sick=True)
    s.activate("Test Wagon")
    s.choose("crew", value=a)
    s.choose("done")
    assert g.objects[a].tapped


def test_702_122a_tapped_creatures_cant_crew_and_a_bad_answer_changes_nothing():
    s = scenario(_vehicle(2))
    v = s.battlefield(0, "Test Wagon")
    a = s.battlefield(0, "Grizzly Bears")
    t = s.battlefield(0, "Hill Giant", tapped=True)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Wagon")
    d = s.decision
    assert [o.value for o in d.options if o.kind == "crew"] == [a]
    log = len(g.log)
    with pytest.raises(ManameleeError):
        g.submit(d.id, ("crew", t))
    assert s.decision.id == d.id and len(g.log) == log and not g.objects[a].tapped
    s.choose("cancel")                                            # cancelling pays nothing (601.2 / 730)
    assert not g.objects[a].tapped and s.decision.kind == "priority"


def test_702_122_renegade_freighter_crewed_attacks_as_a_5_4_trampler():
    c = made_up(*REAL_FREIGHTER, ("Crew",))
    s = scenario(c)
    v = s.battlefield(0, "Renegade Freighter")
    a = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Renegade Freighter")
    s.choose("crew", value=a)
    s.choose("done")
    resolve_stack(s)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((v, 1))
    resolve_stack(s)
    ch = g.chars(v)
    assert (ch.power, ch.toughness) == (5, 4) and "Trample" in ch.keywords
