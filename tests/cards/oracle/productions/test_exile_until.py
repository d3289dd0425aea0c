"""productions/exile_until: "exile <target> until this <permanent> leaves the battlefield" (610.3c), on made-up
cards built for it."""
from __future__ import annotations

from manamelee.engine.constants import Step
from manamelee.engine.zones import destroy

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario

RING = ("When this enchantment enters, exile target nonland permanent an opponent controls until this enchantment "
        "leaves the battlefield.")


def _ring():
    ring = made_up("Test Ring", "Enchantment", "{W}", RING)
    s = scenario(ring)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Test Ring")
    lands_for(s, 0, "Test Ring")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Ring")
    d = s.pass_until_decision("target")
    return s, g, giant, d


def _names_in(g, zone_ids):
    return sorted(g.name(o) for o in zone_ids)


def test_610_3c_exiled_until_it_leaves_then_returns_under_its_owners_control():
    s, g, giant, d = _ring()
    assert {o.value for o in d.options if o.kind == "target"} == {("obj", giant)}   # nonland, an opponent's
    s.choose("target", value=("obj", giant))
    resolve_stack(s)
    assert _names_in(g, g.exile) == ["Hill Giant"] and not s.on_battlefield("Hill Giant")
    ring = s.on_battlefield("Test Ring")[0]
    destroy(g, ring)
    back = s.on_battlefield("Hill Giant")
    assert back and g.controller(back[0]) == 1 and not g.exile


def test_610_3c_the_source_left_before_resolution_nothing_is_exiled():
    s, g, giant, d = _ring()
    s.choose("target", value=("obj", giant))
    destroy(g, s.on_battlefield("Test Ring")[0])          # it leaves with its trigger on the stack
    resolve_stack(s)
    assert s.on_battlefield("Hill Giant") == [giant] and not g.exile


def test_610_3c_a_card_that_left_exile_doesnt_come_back():
    s, g, giant, d = _ring()
    s.choose("target", value=("obj", giant))
    resolve_stack(s)
    from manamelee.engine.constants import GRAVEYARD
    from manamelee.engine.zones import move
    move(g, g.exile[0], GRAVEYARD)                       # a new object (400.7): no longer the one exiled
    destroy(g, s.on_battlefield("Test Ring")[0])
    assert not s.on_battlefield("Hill Giant")
