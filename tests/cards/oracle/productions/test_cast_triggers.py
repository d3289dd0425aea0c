"""productions/cast_triggers: echo (702.30a), cumulative upkeep (702.24a), storm (702.40a), cascade (702.85a),
rebound (702.88a), evoke (702.74a)."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import EXILE, GRAVEYARD, HAND, LIBRARY, Step

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario

BEAR = made_up("Test Bear", "Creature — Bear", "{1}{G}", "", "2/2")


def _answer_stack(s, **answers):
    """Pass priority until every stack is empty, answering decisions by kind from ``answers`` (kind -> option kind)."""
    g = s.g
    for _ in range(80):
        d = s.decision
        if d.kind in answers:
            s.choose(answers[d.kind])
            continue
        if d.kind == "order_triggers":
            g.submit(d.id, 0)
            continue
        assert d.kind == "priority", f"unexpected decision {d}"
        if not any(t.stack for t in g.turns):
            return
        s.pass_priority()
    raise AssertionError("the stack never emptied")


# ------------------------------------------------------------------ echo 702.30a
ECHO = made_up("Test Echo", "Creature — Beast", "{1}{G}", "Echo {1}{G}", "3/3", ("Echo",))


@pytest.mark.parametrize("pay", [True, False])
def test_702_30a_echo_pay_or_sacrifice_at_the_first_upkeep(pay):
    s = scenario(ECHO)
    me = s.battlefield(0, "Test Echo")
    s.lands(0, "Forest", 2)
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    _answer_stack(s, pay_or_not="pay" if pay else "decline")
    assert (me in g.battlefield) is pay


def test_702_30a_echo_is_asked_only_once_under_one_control():
    s = scenario(ECHO)
    me = s.battlefield(0, "Test Echo")
    s.lands(0, "Forest", 2)
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    _answer_stack(s, pay_or_not="pay")
    assert g.objects[me].note.get("echo_done") is not None
    from manamelee.cards.model.casting import EchoDue
    assert not EchoDue().holds(g, me, 0, None, None)          # the next upkeep finds nothing to do


def test_702_30a_echo_unpayable_sacrifices():
    s = scenario(ECHO)
    me = s.battlefield(0, "Test Echo")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    _answer_stack(s)
    assert me not in g.battlefield and [g.name(c) for c in g.players[0].graveyard] == ["Test Echo"]


# ------------------------------------------------------------------ cumulative upkeep 702.24a
CU = made_up("Test Cumulative", "Enchantment", "{1}{U}", "Cumulative upkeep {1}", keywords=("Cumulative upkeep",))


def test_702_24a_cumulative_upkeep_adds_an_age_counter_and_asks_for_each():
    s = scenario(CU)
    me = s.battlefield(0, "Test Cumulative", counters={"age": 1})
    lands = s.lands(0, "Island", 2)
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    _answer_stack(s, pay_or_not="pay")
    assert g.objects[me].counters["age"] == 2 and all(g.objects[x].tapped for x in lands)   # {1} twice


def test_702_24a_cumulative_upkeep_not_paid_sacrifices():
    s = scenario(CU)
    me = s.battlefield(0, "Test Cumulative", counters={"age": 2})
    s.lands(0, "Island", 2)                                      # three age counters: {3} can't be paid
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    _answer_stack(s)
    assert me not in g.battlefield


# ------------------------------------------------------------------ storm 702.40a
def test_702_40a_storm_copies_for_each_spell_cast_before_it_this_turn():
    storm = made_up("Test Storm", "Instant", "{R}", "Storm\nYou gain 1 life.", keywords=("Storm",))
    bolt = made_up("Test Gift", "Instant", "{0}", "You gain 10 life.")
    s = scenario(storm, bolt)
    s.hand(0, "Test Gift", "Test Gift")
    s.hand(1, "Test Gift")
    s.hand(0, "Test Storm")
    s.lands(0, "Mountain", 1)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Gift")
    resolve_stack(s)
    s.pass_priority()                                           # the opponent casts one too (any player's count)
    assert s.decision.player == 1
    s.cast("Test Gift")
    resolve_stack(s)
    s.cast("Test Gift")
    resolve_stack(s)
    life = g.players[0].life
    s.cast("Test Storm")                                        # three spells before it: three copies
    resolve_stack(s)
    assert g.players[0].life == life + 4
    assert [g.name(c) for c in g.players[0].graveyard].count("Test Storm") == 1     # copies cease to exist


# ------------------------------------------------------------------ cascade 702.85a
def test_702_85a_cascade_exiles_to_a_cheaper_nonland_card_and_casts_it_free():
    casc = made_up("Test Cascade", "Sorcery", "{2}{G}", "Cascade\nYou gain 1 life.", keywords=("Cascade",))
    cheap = made_up("Test Cheap", "Sorcery", "{2}", "You gain 5 life.")
    big = made_up("Test Big", "Sorcery", "{5}", "You gain 100 life.")
    s = scenario(casc, cheap, big)
    s.hand(0, "Test Cascade")
    s.lands(0, "Forest", 3)
    s.library(0, "Forest", "Test Big", "Test Cheap", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Cascade")
    _answer_stack(s, yes_no="yes")
    assert g.players[0].life == 26                              # 5 (cast free) + 1
    lib = [g.name(c) for c in g.players[0].library]
    assert lib[0] == "Island" and sorted(lib[1:]) == ["Forest", "Test Big"]     # the rest to the bottom
    assert sorted(g.name(c) for c in g.players[0].graveyard) == ["Test Cascade", "Test Cheap"]


def test_702_85a_cascade_declined_puts_the_card_on_the_bottom_too():
    casc = made_up("Test Cascade", "Sorcery", "{2}{G}", "Cascade\nYou gain 1 life.", keywords=("Cascade",))
    cheap = made_up("Test Cheap", "Sorcery", "{2}", "You gain 5 life.")
    s = scenario(casc, cheap)
    s.hand(0, "Test Cascade")
    s.lands(0, "Forest", 3)
    s.library(0, "Test Cheap", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Cascade")
    _answer_stack(s, yes_no="no")
    assert g.players[0].life == 21 and [g.name(c) for c in g.players[0].library] == ["Island", "Test Cheap"]
    assert not g.exile


# ------------------------------------------------------------------ rebound 702.88a
def test_702_88a_rebound_exiles_and_casts_again_at_the_next_upkeep():
    reb = made_up("Test Rebound", "Sorcery", "{1}{W}", "You gain 2 life.\nRebound", keywords=("Rebound",))
    s = scenario(reb)
    s.hand(0, "Test Rebound")
    s.lands(0, "Plains", 2)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Rebound")
    resolve_stack(s)
    assert g.players[0].life == 22 and [g.objects[o].zone for o in g.exile] == [EXILE]
    for _ in range(200):                                        # on to player 0's next upkeep
        d = s.decision
        if d.kind == "yes_no":
            break
        if d.kind in ("declare_attackers", "declare_blockers"):
            s.choose("done")
        else:
            s.choose("pass")
    s.choose("yes")
    resolve_stack(s)
    assert g.players[0].life == 24 and g.turns[0].active == 0
    assert [g.name(c) for c in g.players[0].graveyard] == ["Test Rebound"]     # cast from exile: no rebound


# ------------------------------------------------------------------ evoke 702.74a
def test_702_74a_evoke_cast_for_the_evoke_cost_is_sacrificed_as_it_enters():
    ev_ = made_up("Test Evoker", "Creature — Elemental", "{3}{U}",
                  "When this creature enters, draw a card.\nEvoke {U}", "2/2", ("Evoke",))
    s = scenario(ev_)
    s.hand(0, "Test Evoker")
    s.lands(0, "Island", 1)
    s.library(0, "Island", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    assert [o.label for o in s.decision.options if o.kind == "cast_alt"] == ["cast Test Evoker (Evoke {U})"]
    s.choose("cast_alt")
    _answer_stack(s)
    assert not s.on_battlefield("Test Evoker") and len(g.players[0].hand) == 1
    assert [g.name(c) for c in g.players[0].graveyard] == ["Test Evoker"]


def test_702_74a_a_creature_cast_normally_stays():
    ev_ = made_up("Test Evoker", "Creature — Elemental", "{U}", "Evoke {U}", "2/2", ("Evoke",))
    s = scenario(ev_)
    s.hand(0, "Test Evoker")
    s.lands(0, "Island", 1)
    s.start(active=0, step=Step.MAIN1)
    s.cast("Test Evoker")
    _answer_stack(s)
    assert s.on_battlefield("Test Evoker")


# ------------------------------------------------------------------ real cards
def _real(name: str):
    from .real_cards import real
    return real(name)


def test_real_grapeshot_storm():
    c = _real("Grapeshot")                 # Grapeshot deals 1 damage to any target. Storm
    gift = made_up("Test Gift", "Instant", "{0}", "You gain 1 life.")
    s = scenario(c, gift)
    s.hand(0, "Test Gift", "Grapeshot")
    s.lands(0, "Mountain", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Gift")
    resolve_stack(s)
    s.cast("Grapeshot", ("player", 1))
    _answer_stack(s, target="keep")
    assert g.players[1].life == 18


def test_real_keldon_champion_echo():
    c = _real("Keldon Champion")           # Haste; Echo {2}{R}{R}; When this creature enters, it deals 3 damage ...
    s = scenario(c)
    me = s.battlefield(0, "Keldon Champion")
    g = s.start(active=0, step=Step.UPKEEP, run_step_actions=True)
    _answer_stack(s)
    assert me not in g.battlefield                             # no mana: sacrificed
    assert GRAVEYARD == g.objects[g.players[0].graveyard[0]].zone
    assert HAND and LIBRARY
