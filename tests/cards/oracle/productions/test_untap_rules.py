"""productions/untap_rules: permanents that don't untap during the untap step (502.3), by their own static ability,
an Aura's, or an instruction for the next untap step; and an Aura's "tap/untap enchanted creature"."""
from __future__ import annotations

from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario


def test_502_3_this_creature_doesnt_untap_during_your_untap_step():
    c = made_up("Test Colossus", "Creature — Giant", "{3}", "This creature doesn't untap during your untap step.",
                pt="5/5")
    s = scenario(c)
    big = s.battlefield(0, "Test Colossus", tapped=True)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    g = s.start(active=0, step=Step.UNTAP, run_step_actions=True)
    assert g.objects[big].tapped and not g.objects[bears].tapped


def test_502_3_enchanted_creature_doesnt_untap_during_its_controllers_untap_step():
    aura = made_up("Test Sleep", "Enchantment — Aura", "{U}",
                   "Enchant creature\nWhen this Aura enters, tap enchanted creature.\n"
                   "Enchanted creature doesn't untap during its controller's untap step.", keywords=("Enchant",))
    s = scenario(aura)
    giant = s.battlefield(1, "Hill Giant")
    other = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.hand(0, "Test Sleep")
    s.library(1, "Island")
    lands_for(s, 0, "Test Sleep")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Sleep", giant)
    resolve_stack(s)                                       # the Aura resolves, then its enters trigger (701.26a)
    assert s.on_battlefield("Test Sleep") and g.objects[giant].tapped
    s.pass_until(Step.UPKEEP)                              # P1's turn: its untap step untaps the other creature only
    assert g.turns[0].active == 1
    assert g.objects[giant].tapped and not g.objects[other].tapped


def test_502_3_untap_enchanted_creature():
    aura = made_up("Test Wake", "Enchantment — Aura", "{G}",
                   "Enchant creature\nWhen this Aura enters, untap enchanted creature.", keywords=("Enchant",))
    s = scenario(aura)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.hand(0, "Test Wake")
    lands_for(s, 0, "Test Wake")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Wake", bears)
    resolve_stack(s)
    assert not g.objects[bears].tapped


def test_502_3_it_doesnt_untap_during_its_controllers_next_untap_step_only():
    c = made_up("Test Frost", "Instant", "{U}",
                "Tap target creature. It doesn't untap during its controller's next untap step.")
    s = scenario(c)
    giant = s.battlefield(1, "Hill Giant")
    s.hand(0, "Test Frost")
    lands_for(s, 0, "Test Frost")
    for p in (0, 1):
        s.library(p, "Island", "Island", "Island")         # the draws of the coming turns
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Frost", giant)
    resolve_stack(s)
    assert g.objects[giant].tapped
    s.pass_until(Step.UPKEEP)                              # P1's next untap step: it stays tapped
    assert g.turns[0].active == 1 and g.objects[giant].tapped
    s.pass_until(Step.MAIN1)
    s.pass_until(Step.UPKEEP)                              # P0's untap step is not its controller's
    assert g.turns[0].active == 0 and g.objects[giant].tapped
    s.pass_until(Step.MAIN1)
    s.pass_until(Step.UPKEEP)                              # P1's following one untaps it (the note is used up)
    assert g.turns[0].active == 1 and not g.objects[giant].tapped
