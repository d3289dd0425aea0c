"""productions/attached_loses: an Aura's or Equipment's static ability that takes keywords away from the permanent it
is attached to (613.1f, layer 6), on the real Grounded ("Enchanted creature loses flying."), Sky Tether ("Enchanted
creature has defender and loses flying."), Tightening Coils ("Enchanted creature gets -6/-0 and loses flying.") and
Colossus Hammer ("Equipped creature gets +10/+10 and loses flying.") compiled from their oracle text."""
from __future__ import annotations

from manamelee.engine.combat import can_block
from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from .real_cards import oracle_text, real, scenario_of


def test_613_1f_the_cards_read_as_the_production_does():
    assert oracle_text("Grounded").endswith("Enchanted creature loses flying.")
    assert oracle_text("Sky Tether").endswith("Enchanted creature has defender and loses flying.")
    assert oracle_text("Tightening Coils").endswith("Enchanted creature gets -6/-0 and loses flying.")
    assert oracle_text("Colossus Hammer").startswith("Equipped creature gets +10/+10 and loses flying.")


def test_613_1f_grounded_the_enchanted_creature_loses_flying_and_can_be_blocked_by_a_ground_creature():
    s = scenario_of(real("Grounded"))
    angel = s.battlefield(1, "Serra Angel")
    other_angel = s.battlefield(1, "Serra Angel")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grounded", attached_to=angel)
    g = s.start(active=1, step=Step.MAIN1)
    assert "Flying" not in s.chars(angel).keywords
    assert "Vigilance" in s.chars(angel).keywords              # only flying is lost
    assert "Flying" in s.chars(other_angel).keywords           # only the enchanted creature
    assert can_block(g, bears, angel) and not can_block(g, bears, other_angel)


def test_613_1f_sky_tether_adds_defender_and_takes_flying():
    s = scenario_of(real("Sky Tether"))
    drake = s.battlefield(1, "Wind Drake")
    s.battlefield(0, "Sky Tether", attached_to=drake)
    s.start(active=1, step=Step.MAIN1)
    kws = s.chars(drake).keywords
    assert "Defender" in kws and "Flying" not in kws


def test_613_1f_tightening_coils_minus_6_power_and_no_flying():
    s = scenario_of(real("Tightening Coils"))
    angel = s.battlefield(1, "Serra Angel")
    s.battlefield(0, "Tightening Coils", attached_to=angel)
    s.start(active=1, step=Step.MAIN1)
    ch = s.chars(angel)
    assert (ch.power, ch.toughness) == (-2, 4) and "Flying" not in ch.keywords


def test_613_1f_colossus_hammer_equipped_creature_gets_10_10_and_loses_flying():
    s = scenario_of(real("Colossus Hammer"))
    drake = s.battlefield(0, "Wind Drake")                    # a 2/2 flier
    s.battlefield(0, "Colossus Hammer", attached_to=drake)
    s.start(active=0, step=Step.MAIN1)
    ch = s.chars(drake)
    assert (ch.power, ch.toughness) == (12, 12) and "Flying" not in ch.keywords


def test_613_7_flying_gained_later_is_kept_timestamp_order_in_layer_6():
    # Grounded's effect has the earlier timestamp; Jump's "gains flying until end of turn" is applied after it.
    s = scenario_of(real("Grounded"))
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Grounded", attached_to=bears)
    s.hand(0, "Jump")
    lands_for(s, 0, "Jump")
    s.start(active=0, step=Step.MAIN1)
    assert "Flying" not in s.chars(bears).keywords
    s.cast("Jump", bears)
    resolve_stack(s)
    assert "Flying" in s.chars(bears).keywords


def test_613_1f_the_creature_flies_again_once_grounded_leaves():
    s = scenario_of(real("Grounded"))
    angel = s.battlefield(1, "Serra Angel")
    grounded = s.battlefield(0, "Grounded", attached_to=angel)
    s.hand(1, "Disenchant")
    lands_for(s, 1, "Disenchant")
    s.start(active=1, step=Step.MAIN1)
    assert "Flying" not in s.chars(angel).keywords
    s.cast("Disenchant", grounded)
    resolve_stack(s)
    assert "Flying" in s.chars(angel).keywords
