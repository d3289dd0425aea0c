"""productions/afterlife: 702.135 Afterlife N."""
from __future__ import annotations

from manamelee.engine import zones
from manamelee.engine.constants import Step

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario


def _spirits(g, player: int) -> list:
    return [o for o in g.objects.values() if o.zone == "battlefield" and o.controller == player
            and "Spirit" in g.chars(o.id).subtypes]


def _game(text: str, keywords=("Afterlife",)):
    c = made_up("Test Ghost", "Creature — Human Cleric", "{1}{W}{B}", text, "2/2", keywords)
    s = scenario(c)
    x = s.battlefield(0, "Test Ghost")
    g = s.start(active=0, step=Step.MAIN1)
    return s, g, x


def test_702_135a_afterlife_two_creates_two_flying_spirits_when_it_dies():
    s, g, x = _game("Afterlife 2")
    assert not _spirits(g, 0)
    zones.destroy(g, x)
    s.refresh()
    resolve_stack(s)
    spirits = _spirits(g, 0)
    assert len(spirits) == 2
    for sp in spirits:
        ch = g.chars(sp.id)
        assert (ch.power, ch.toughness) == (1, 1) and ch.colors == frozenset({"W", "B"})
        assert "Flying" in ch.keywords and sp.token


def test_702_135a_afterlife_in_a_keyword_line_and_no_spirit_when_it_leaves_another_way():
    s, g, x = _game("Flying, afterlife 1", ("Flying", "Afterlife"))
    assert "Flying" in g.chars(x).keywords
    zones.move(g, x, "exile", rule="406.2")          # exiled, not put into a graveyard: no trigger
    s.refresh()
    resolve_stack(s)
    assert not _spirits(g, 0)


def test_702_135b_afterlife_one_dies_creates_one_spirit():
    s, g, x = _game("Afterlife 1")
    zones.sacrifice(g, x, rule="701.17a")
    s.refresh()
    resolve_stack(s)
    assert len(_spirits(g, 0)) == 1
