"""productions/counter_phrases: removing counters as a cost (118.3, 602.2b), counters on each creature you control
(122.1), creatures with a counter having keywords (613.1f)."""
from __future__ import annotations

from manamelee.cards.oracle.printer import ability
from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario
from .kw_helpers import combat, real_card

SPIKE = made_up("Test Spike", "Creature — Spike", "{1}{G}",
                "This creature enters with two +1/+1 counters on it.\n"
                "{2}, Remove a +1/+1 counter from this creature: Put a +1/+1 counter on target creature.", "0/0")
RALLY = made_up("Test Rally", "Sorcery", "{1}{W}", "Put a +1/+1 counter on each creature you control.")
LEADER = made_up("Test Leader", "Creature — Human", "{2}{W}",
                 "When this creature enters, put a +1/+1 counter on each other creature you control.", "2/2")
TRAMPLERS = made_up("Test Trample Lord", "Creature — Beast", "{2}{G}",
                    "Each creature you control with a +1/+1 counter on it has trample.", "2/2")
BEAR = made_up("Test Bear", "Creature — Bear", "{1}{G}", "", "2/2")
USER = made_up("Test Counter User", "Creature — Human", "{1}{G}",
               "{1}, Remove a +1/+1 counter from this creature: Put a +1/+1 counter on target creature.", "2/2")
CARDS = (SPIKE, RALLY, LEADER, TRAMPLERS, BEAR)


def _s(*more):
    s = scenario(*CARDS, *more)
    for p in (0, 1):
        s.library(p, *["Plains"] * 5)
    return s


def test_602_2b_removing_a_counter_is_paid_and_needed():
    s = _s()
    sp = s.battlefield(0, "Test Spike", counters={"+1/+1": 1})
    b = s.battlefield(0, "Test Bear")
    for _ in range(4):
        s.battlefield(0, "Forest")
    g = s.start(0, Step.MAIN1)
    s.activate("Test Spike", b)
    resolve_stack(s)
    assert g.objects[b].counters == {"+1/+1": 1}
    assert s.on_battlefield("Test Spike") == [] and sp not in g.objects   # 0/0 without its counter (704.5f)


def test_118_3_no_activation_without_the_counter_to_remove():
    s = _s(USER)
    u = s.battlefield(0, "Test Counter User")
    s.battlefield(0, "Test Bear")
    s.battlefield(0, "Forest")
    g = s.start(0, Step.MAIN1)
    assert not any(o.kind == "activate" for o in s.decision.options)
    g.objects[u].counters["+1/+1"] = 1
    s.refresh()
    assert any(o.kind == "activate" for o in s.decision.options)


def test_122_1_counters_on_each_creature_you_control_and_on_each_other():
    s = _s()
    mine = s.battlefield(0, "Test Bear")
    theirs = s.battlefield(1, "Test Bear")
    s.hand(0, "Test Rally", "Test Leader")
    lands_for(s, 0, "Test Rally")
    lands_for(s, 0, "Test Leader")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Rally")
    resolve_stack(s)
    assert g.objects[mine].counters == {"+1/+1": 1} and g.objects[theirs].counters == {}
    s.cast("Test Leader")
    resolve_stack(s)
    (lead,) = s.on_battlefield("Test Leader")
    assert g.objects[mine].counters == {"+1/+1": 2} and g.objects[lead].counters == {}


def test_613_1f_creatures_with_a_counter_have_trample():
    s = _s()
    s.battlefield(0, "Test Trample Lord")
    b = s.battlefield(0, "Test Bear", counters={"+1/+1": 1})
    plain = s.battlefield(0, "Test Bear")
    theirs = s.battlefield(1, "Test Bear", counters={"+1/+1": 1})
    s.start(0, Step.MAIN1)
    assert "Trample" in s.chars(b).keywords
    assert "Trample" not in s.chars(plain).keywords and "Trample" not in s.chars(theirs).keywords


def test_counter_phrases_print_back():
    from manamelee.cards.oracle.compiler import compile_ability
    text = "{2}, Remove a +1/+1 counter from this creature: Put two -1/-1 counters on each other creature you control."
    assert ability(compile_ability(text)) == text


def test_real_spike_feeder_moves_a_counter():
    feeder = real_card("Spike Feeder")
    s = _s(feeder)
    f = s.battlefield(0, "Spike Feeder", counters={"+1/+1": 2})
    b = s.battlefield(0, "Test Bear")
    for _ in range(2):
        s.battlefield(0, "Forest")
    g = s.start(0, Step.MAIN1)
    s.activate("Spike Feeder", b, index=0)
    resolve_stack(s)
    assert g.objects[f].counters == {"+1/+1": 1} and g.objects[b].counters == {"+1/+1": 1}


# ------------------------------------------------------------------ counters without rules meaning of their own (122.1)
BATTERY = made_up("Test Battery", "Artifact", "{2}",
                  "This artifact enters with two charge counters on it.\n"
                  "Remove a charge counter from this artifact: You gain 1 life.")


def test_122_1_charge_counters_enter_and_pay_for_the_artifacts_ability():
    s = _s(BATTERY)
    s.hand(0, "Test Battery")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Plains")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Battery")
    resolve_stack(s)
    (b,) = s.on_battlefield("Test Battery")
    assert g.objects[b].counters == {"charge": 2}
    for _ in range(2):
        s.activate("Test Battery")
        resolve_stack(s)
    assert g.players[0].life == 22 and g.objects[b].counters == {}
    assert not any(o.kind == "activate" for o in s.decision.options)         # no charge counter left (118.3)


def test_real_shriekhorn_enters_with_charge_counters():
    horn = real_card("Shriekhorn")
    assert horn.extra["as_enters"] is not None
    s = _s(horn)
    s.hand(0, "Shriekhorn")
    s.battlefield(0, "Plains")
    g = s.start(0, Step.MAIN1)
    s.cast("Shriekhorn")
    resolve_stack(s)
    (h,) = s.on_battlefield("Shriekhorn")
    assert g.objects[h].counters == {"charge": 3}


def test_613_1f_each_other_creature_with_a_counter_has_haste_but_not_itself():
    lord = made_up("Test Haste Lord", "Creature — Goblin", "{2}{R}",
                   "Each other creature you control with a +1/+1 counter on it has haste.", "2/2")
    s = _s(lord)
    l = s.battlefield(0, "Test Haste Lord", counters={"+1/+1": 1})
    b = s.battlefield(0, "Test Bear", counters={"+1/+1": 1})
    s.start(0, Step.MAIN1)
    assert "Haste" in s.chars(b).keywords and "Haste" not in s.chars(l).keywords


def test_real_thallid_grows_spores_and_makes_a_saproling():
    thallid = real_card("Thallid")
    s = _s(thallid)
    t = s.battlefield(0, "Thallid", counters={"spore": 2})
    g = s.start(0, Step.UPKEEP, run_step_actions=True)
    resolve_stack(s)
    assert g.objects[t].counters == {"spore": 3}
    s.pass_until(Step.MAIN1)
    s.activate("Thallid")
    resolve_stack(s)
    assert g.objects[t].counters == {} and len(s.on_battlefield("Saproling")) == 1
    assert not any(o.kind == "activate" for o in s.decision.options)


def test_122_1_put_a_named_counter_on_itself():
    grower = made_up("Test Spore Grower", "Creature — Fungus", "{G}",
                     "At the beginning of your upkeep, put a spore counter on this creature.", "1/1")
    s = _s(grower)
    t = s.battlefield(0, "Test Spore Grower")
    g = s.start(0, Step.UPKEEP, run_step_actions=True)
    resolve_stack(s)
    assert g.objects[t].counters == {"spore": 1} and s.chars(t).power == 1      # no rules meaning: no P/T change
