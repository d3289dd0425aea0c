"""productions/equipment_attach: "When this Equipment enters, attach it to target creature you control." (701.3a,
301.5), on a made-up Equipment built for it."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import Step
from manamelee.engine.errors import IllegalOption

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario

TEXT = "When this Equipment enters, attach it to target creature you control.\nEquipped creature gets +2/+0.\nEquip {3}"


def _setup():
    eq = made_up("Test Blade", "Artifact — Equipment", "{1}", TEXT, keywords=("Equip",))
    s = scenario(eq)
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    s.hand(0, "Test Blade")
    lands_for(s, 0, "Test Blade")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Blade")
    return s, g, bears, theirs


def test_701_3a_equipment_enters_and_attaches_to_target_creature_you_control():
    s, g, bears, theirs = _setup()
    d = s.pass_until_decision("target")
    assert {o.value for o in d.options if o.kind == "target"} == {("obj", bears)}   # 'you control': not theirs
    s.choose("target", value=("obj", bears))
    resolve_stack(s)
    blade = s.on_battlefield("Test Blade")[0]
    assert g.objects[blade].attached_to == bears
    assert g.chars(bears).power == 4                     # 2/2 + the equipped bonus


def test_701_3a_an_illegal_target_answer_is_refused():
    s, g, bears, theirs = _setup()
    d = s.pass_until_decision("target")
    with pytest.raises(IllegalOption):
        g.submit(d.id, ("target", ("obj", theirs)))
    assert s.decision.id == d.id


def test_701_3b_target_gone_the_equipment_stays_unattached():
    s, g, bears, theirs = _setup()
    s.pass_until_decision("target")
    s.choose("target", value=("obj", bears))
    g.objects[bears].counters["-1/-1"] = 2               # the target dies before the trigger resolves (704.5f)
    resolve_stack(s)
    blade = s.on_battlefield("Test Blade")[0]
    assert bears not in g.battlefield and g.objects[blade].attached_to is None
