"""productions/changeling: "Changeling" (702.73a) — the object is every creature type, in every zone."""
from __future__ import annotations

from manamelee.cards.model.filters import SUBTYPE
from manamelee.engine.constants import Step
from manamelee.engine.creature_types import CREATURE_TYPES

from ..helpers import made_up, scenario

MIMIC = made_up("Test Mimic", "Creature — Shapeshifter", "{1}{U}", "Changeling", "1/1", ("Changeling",))
CHANGE_SPELL = made_up("Test Shifting Bolt", "Kindred Instant — Shapeshifter", "{R}",
                       "Changeling\nTest Shifting Bolt deals 1 damage to any target.", None, ("Changeling",))
PLAIN = made_up("Test Plain Wolf", "Creature — Wolf", "{1}{G}", "", "2/2")


def test_702_73a_a_changeling_creature_gets_a_goblin_lords_bonus():
    s = scenario(MIMIC, PLAIN)
    m = s.battlefield(0, "Test Mimic")
    w = s.battlefield(0, "Test Plain Wolf")
    s.battlefield(0, "Goblin Chieftain")
    s.start(0, Step.MAIN1)
    assert (s.chars(m).power, s.chars(m).toughness) == (2, 2) and "Haste" in s.chars(m).keywords
    assert (s.chars(w).power, s.chars(w).toughness) == (2, 2) and "Haste" not in s.chars(w).keywords


def test_702_73a_every_creature_type_and_no_other_subtype():
    assert CREATURE_TYPES <= MIMIC.subtypes and "Time Lord" in MIMIC.subtypes and "Shapeshifter" in MIMIC.subtypes
    assert "Forest" not in MIMIC.subtypes and "Equipment" not in MIMIC.subtypes    # land and artifact types: no
    assert not (PLAIN.subtypes & {"Goblin", "Elf"})


def test_702_73a_it_works_outside_the_battlefield_on_the_card_itself():
    assert SUBTYPE("Goblin")(MIMIC) and SUBTYPE("Sliver")(CHANGE_SPELL) and not SUBTYPE("Goblin")(PLAIN)
    s = scenario(MIMIC)
    gy = s.graveyard(0, "Test Mimic")
    g = s.start(0, Step.MAIN1)
    assert SUBTYPE("Giant")(g.objects[gy].card)


def test_702_73a_a_changeling_survives_destroy_all_non_giant_creatures():
    from manamelee.cards.dsl import Destroy, EachCreature, test_spell
    from ...pool_helpers import cast_resolve
    cast_off = test_spell("Test Cast Off", [Destroy(EachCreature(~SUBTYPE("Giant")))], types=("Sorcery",))
    s = scenario(MIMIC, PLAIN, cast_off)
    m = s.battlefield(1, "Test Mimic")
    s.battlefield(1, "Test Plain Wolf")
    s.hand(0, "Test Cast Off")
    s.start(0, Step.MAIN1)
    cast_resolve(s, "Test Cast Off")
    assert s.on_battlefield("Test Mimic") == [m] and s.on_battlefield("Test Plain Wolf") == []


def test_real_woodland_changeling_is_a_goblin_for_goblin_chieftain():
    from .kw_helpers import real_card
    wc = real_card("Woodland Changeling")
    s = scenario(wc)
    w = s.battlefield(0, "Woodland Changeling")
    s.battlefield(0, "Goblin Chieftain")
    s.start(0, Step.MAIN1)
    assert (s.chars(w).power, s.chars(w).toughness) == (3, 3) and "Haste" in s.chars(w).keywords
