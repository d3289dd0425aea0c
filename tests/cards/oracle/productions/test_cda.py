"""productions/cda: "CARDNAME's power and toughness are each equal to the number of creatures you control." — a
characteristic-defining ability (604.3) applied in layer 7a (613.4a)."""
from __future__ import annotations

from manamelee.cards.oracle.compile_pool import compile_face
from manamelee.engine.constants import Step

from ..helpers import made_up, scenario


def test_604_3_613_4a_power_and_toughness_equal_to_the_creatures_you_control():
    c = made_up("Test Paladin", "Creature — Angel Knight", "{3}{W}",
                "Flying\nCARDNAME's power and toughness are each equal to the number of creatures you control.", "*/*",
                ("Flying",))
    s = scenario(c)
    p = s.battlefield(0, "Test Paladin")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Grizzly Bears")                                  # an opponent's creature doesn't count
    g = s.start(active=0, step=Step.MAIN1)
    assert (g.chars(p).power, g.chars(p).toughness) == (2, 2)
    s.battlefield(0, "Grizzly Bears")
    s.refresh()
    assert (g.chars(p).power, g.chars(p).toughness) == (3, 3)          # recounted as creatures enter
    assert (c.power, c.toughness) == (0, 0)                            # "*" is 0 outside the battlefield (208.2a)


def test_a_power_defining_ability_on_a_card_without_star_power_is_refused():
    facts = {"name": "Test Wrong", "manaCost": "{1}", "type": "Creature — Angel", "layout": "normal",
             "text": "CARDNAME's power and toughness are each equal to the number of lands you control.",
             "types": ["Creature"], "supertypes": [], "subtypes": ["Angel"], "keywords": [], "power": "2",
             "toughness": "2", "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "208.2a" in blocked[0]
