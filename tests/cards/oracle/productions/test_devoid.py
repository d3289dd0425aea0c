"""productions/devoid: 702.114a, "Devoid" makes the card colorless whatever its mana cost."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ..helpers import made_up, scenario


def test_702_114a_devoid_card_is_colorless_on_the_battlefield_and_in_hand():
    c = made_up("Test Drone", "Creature — Eldrazi Drone", "{1}{B}", "Devoid", "2/1", ("Devoid",))
    plain = made_up("Test Plain Drone", "Creature — Eldrazi Drone", "{1}{B}", "", "2/1")
    assert c.colors == frozenset() and plain.colors == frozenset("B")
    s = scenario(c, plain)
    d = s.battlefield(0, "Test Drone")
    p = s.battlefield(0, "Test Plain Drone")
    h = s.hand(0, "Test Drone")
    g = s.start(active=0, step=Step.MAIN1)
    assert g.chars(d).colors == frozenset() and g.chars(p).colors == frozenset("B")
    assert g.chars(h).colors == frozenset()
    assert c.mana_cost.mana_value == 2                      # the mana cost is unchanged (702.114a)


def test_702_114a_devoid_with_other_keywords_prints_back():
    c = made_up("Test Flyer", "Creature — Eldrazi", "{2}{U}", "Devoid\nFlying", "2/2", ("Devoid", "Flying"))
    assert c.colors == frozenset() and "Flying" in c.keywords
