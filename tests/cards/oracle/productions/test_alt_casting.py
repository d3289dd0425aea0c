"""productions/alt_casting: flashback (702.34), jump-start (702.133), retrace (702.81), buyback (702.27), kicker
(702.33), split second (702.61), convoke (702.51), improvise (702.126), delve (702.66), affinity for artifacts
(702.41), additional costs (601.2b, 118.8) and a spell's own cost changes (601.2f)."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import EXILE, GRAVEYARD, HAND, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario

BEAR = made_up("Test Bear", "Creature — Bear", "{1}{G}", "", "2/2")
WHITE_BEAR = made_up("Test White Bear", "Creature — Bear", "{1}{W}", "", "2/2")
ROCK = made_up("Test Rock", "Artifact", "{1}", "")


def _casts(s, name=None):
    return [o for o in s.decision.options if o.kind in ("cast", "cast_alt") and (name is None or name in o.label)]


def _alt(s, name):
    return [o for o in s.decision.options if o.kind == "cast_alt" and name in o.label]


def _zone(g, name):
    return [o.zone for o in g.objects.values() if o.card.name == name]


# ------------------------------------------------------------------ flashback 702.34a
RECALL = made_up("Test Recall", "Sorcery", "{1}{W}", "You gain 3 life.\nFlashback {2}{W}", keywords=("Flashback",))


def test_702_34a_flashback_casts_from_the_graveyard_for_its_cost_and_exiles_it():
    s = scenario(RECALL)
    s.graveyard(0, "Test Recall")
    lands = s.lands(0, "Plains", 3)
    g = s.start(active=0, step=Step.MAIN1)
    assert [o.label for o in _alt(s, "Test Recall")] == ["cast Test Recall (Flashback {2}{W})"]
    s.g.submit(s.decision.id, _alt(s, "Test Recall")[0])
    assert all(g.objects[x].tapped for x in lands)             # {2}{W}, not the mana cost {1}{W}
    resolve_stack(s)
    assert g.players[0].life == 23 and _zone(g, "Test Recall") == [EXILE]


def test_702_34a_flashback_keeps_the_timing_of_a_sorcery_and_needs_the_cost():
    s = scenario(RECALL)
    s.graveyard(0, "Test Recall")
    s.lands(0, "Plains", 2)
    s.start(active=0, step=Step.MAIN1)
    assert _alt(s, "Test Recall") == []                         # {2}{W} can't be paid with two lands
    s2 = scenario(RECALL)
    s2.graveyard(0, "Test Recall")
    s2.lands(0, "Plains", 3)
    s2.start(active=0, step=Step.END)
    assert _alt(s2, "Test Recall") == []                        # a sorcery: only at sorcery timing (307.1)


def test_702_34a_a_flashback_spell_countered_is_exiled_too():
    cancel = made_up("Test Cancel", "Instant", "{U}", "Counter target spell.")
    s = scenario(RECALL, cancel)
    s.graveyard(0, "Test Recall")
    s.lands(0, "Plains", 3)
    s.hand(1, "Test Cancel")
    s.lands(1, "Island", 1)
    g = s.start(active=0, step=Step.MAIN1)
    s.g.submit(s.decision.id, _alt(s, "Test Recall")[0])
    s.pass_priority()
    spell = g.turns[0].stack[-1].source
    s.cast("Test Cancel", ("obj", spell))
    resolve_stack(s)
    assert _zone(g, "Test Recall") == [EXILE] and g.players[0].life == 20


def test_702_34a_flashback_only_from_its_owners_graveyard():
    s = scenario(RECALL)
    s.graveyard(1, "Test Recall")
    s.lands(0, "Plains", 3)
    s.start(active=0, step=Step.MAIN1)
    assert _alt(s, "Test Recall") == []


# ------------------------------------------------------------------ jump-start 702.133a, retrace 702.81a
def test_702_133a_jump_start_discards_a_card_pays_the_mana_cost_and_is_exiled():
    jolt = made_up("Test Jolt", "Instant", "{R}", "You gain 2 life.\nJump-start", keywords=("Jump", "Jump-start"))
    s = scenario(jolt, BEAR)
    s.graveyard(0, "Test Jolt")
    s.lands(0, "Mountain", 1)
    g = s.start(active=0, step=Step.MAIN1)
    assert _alt(s, "Test Jolt") == []                           # no card to discard
    s.hand(0, "Test Bear")
    s.refresh()
    s.g.submit(s.decision.id, _alt(s, "Test Jolt")[0])
    assert [g.name(c) for c in g.players[0].graveyard] == ["Test Bear"]
    resolve_stack(s)
    assert g.players[0].life == 22 and _zone(g, "Test Jolt") == [EXILE]


def test_702_81a_retrace_discards_a_land_card_and_returns_to_the_graveyard():
    rt = made_up("Test Retrace", "Sorcery", "{G}", "You gain 2 life.\nRetrace", keywords=("Retrace",))
    s = scenario(rt, BEAR)
    s.graveyard(0, "Test Retrace")
    s.lands(0, "Forest", 1)
    s.hand(0, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    assert _alt(s, "Test Retrace") == []                        # a creature card isn't a land card
    s.hand(0, "Forest")
    s.refresh()
    s.g.submit(s.decision.id, _alt(s, "Test Retrace")[0])
    resolve_stack(s)
    assert g.players[0].life == 22 and _zone(g, "Test Retrace") == [GRAVEYARD]
    assert sorted(g.name(c) for c in g.players[0].graveyard) == ["Forest", "Test Retrace"]


# ------------------------------------------------------------------ buyback 702.27a
BUY = made_up("Test Buy", "Instant", "{W}", "Buyback {2}\nYou gain 1 life.", keywords=("Buyback",))


def test_702_27a_buyback_paid_returns_the_spell_to_its_owners_hand():
    s = scenario(BUY)
    s.hand(0, "Test Buy")
    s.lands(0, "Plains", 3)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Buy")
    assert s.decision.kind == "buyback"
    s.choose("buyback")
    resolve_stack(s)
    assert g.players[0].life == 21 and _zone(g, "Test Buy") == [HAND]


def test_702_27a_buyback_not_paid_or_not_payable_goes_to_the_graveyard():
    s = scenario(BUY)
    s.hand(0, "Test Buy")
    s.lands(0, "Plains", 1)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Buy")                                          # not asked: {W}{2} can't be paid
    resolve_stack(s)
    assert _zone(g, "Test Buy") == [GRAVEYARD]


# ------------------------------------------------------------------ kicker 702.33
KICK = made_up("Test Kick", "Sorcery", "{U}", "Kicker {1}\nYou gain 1 life. If this spell was kicked, draw a card.",
               keywords=("Kicker",))


@pytest.mark.parametrize("kick", [True, False])
def test_702_33d_if_this_spell_was_kicked(kick):
    s = scenario(KICK)
    s.hand(0, "Test Kick")
    s.lands(0, "Island", 2)
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Kick")
    s.choose("kick" if kick else "no_kick")
    resolve_stack(s)
    assert g.players[0].life == 21 and len(g.players[0].hand) == (1 if kick else 0)


def test_702_33d_kicked_creature_enters_with_counters_and_its_trigger():
    c = made_up("Test Kavu", "Creature — Kavu", "{1}{G}",
                "Kicker {2}\nIf this creature was kicked, it enters with two +1/+1 counters on it.\n"
                "When this creature enters, if it was kicked, you gain 2 life.", "2/2", ("Kicker",))
    s = scenario(c)
    s.hand(0, "Test Kavu")
    s.lands(0, "Forest", 4)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Kavu")
    s.choose("kick")
    resolve_stack(s)
    me = s.on_battlefield("Test Kavu")[0]
    assert g.objects[me].counters.get("+1/+1") == 2 and g.players[0].life == 22


def test_702_33d_unkicked_creature_has_neither():
    c = made_up("Test Kavu", "Creature — Kavu", "{1}{G}",
                "Kicker {2}\nIf this creature was kicked, it enters with two +1/+1 counters on it.\n"
                "When this creature enters, if it was kicked, you gain 2 life.", "2/2", ("Kicker",))
    s = scenario(c)
    s.hand(0, "Test Kavu")
    s.lands(0, "Forest", 4)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Kavu")
    s.choose("no_kick")
    resolve_stack(s)
    me = s.on_battlefield("Test Kavu")[0]
    assert g.objects[me].counters.get("+1/+1") is None and g.players[0].life == 20


# ------------------------------------------------------------------ split second 702.61
def test_702_61a_split_second_stops_spells_and_abilities_but_not_mana_abilities():
    ss = made_up("Test Sudden", "Instant", "{R}", "Split second\nYou gain 1 life.", keywords=("Split second",))
    shock = made_up("Test Shock", "Instant", "{R}", "Test Shock deals 2 damage to any target.")
    pinger = made_up("Test Pinger", "Artifact", "{1}", "{T}: You gain 1 life.")
    petal = made_up("Test Petal", "Artifact", "{0}", "Exile this artifact: Add {R}.")
    s = scenario(ss, shock, pinger, petal)
    s.hand(0, "Test Sudden")
    s.lands(0, "Mountain", 1)
    s.hand(1, "Test Shock")
    s.lands(1, "Mountain", 1)
    s.battlefield(1, "Test Pinger")
    s.battlefield(1, "Test Petal")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Sudden")
    s.pass_priority()
    assert s.decision.player == 1
    acts = [o.label for o in s.decision.options if o.kind == "activate"]
    assert not any(o.kind == "cast" for o in s.decision.options)         # no spell (702.61a)
    assert len(acts) == 1 and "Test Petal" in acts[0]                    # a mana ability still may be (702.61b)
    s.pass_priority()                                                    # it resolves
    assert g.players[0].life == 21 and not g.turns[0].stack
    s.pass_priority()
    assert s.decision.player == 1 and any(o.kind == "cast" for o in s.decision.options)


# ------------------------------------------------------------------ convoke, improvise, delve
def test_702_51a_convoke_taps_creatures_for_generic_and_their_colour():
    c = made_up("Test Convoke", "Sorcery", "{2}{W}", "Convoke\nYou gain 4 life.", keywords=("Convoke",))
    s = scenario(c, BEAR, WHITE_BEAR)
    s.hand(0, "Test Convoke")
    wb = s.battlefield(0, "Test White Bear", sick=True)            # summoning sickness doesn't matter
    b = s.battlefield(0, "Test Bear")
    land = s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Convoke")                                        # {W} only from the white creature
    assert all(g.objects[x].tapped for x in (wb, b, land))
    resolve_stack(s)
    assert g.players[0].life == 24


def test_702_51a_convoke_cant_pay_a_colour_no_creature_has():
    c = made_up("Test Convoke", "Sorcery", "{2}{W}", "Convoke\nYou gain 4 life.", keywords=("Convoke",))
    s = scenario(c, BEAR)
    s.hand(0, "Test Convoke")
    s.battlefield(0, "Test Bear")
    s.battlefield(0, "Test Bear")
    s.battlefield(0, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    assert _casts(s, "Test Convoke") == []


def test_702_126a_improvise_taps_artifacts_for_generic_only():
    c = made_up("Test Improv", "Instant", "{2}{U}", "Improvise\nDraw a card.", keywords=("Improvise",))
    s = scenario(c, ROCK)
    s.hand(0, "Test Improv")
    rocks = [s.battlefield(0, "Test Rock"), s.battlefield(0, "Test Rock")]
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    assert _casts(s, "Test Improv") == []                         # {U} can't be paid by an artifact
    s.battlefield(0, "Island")
    s.refresh()
    s.cast("Test Improv")
    resolve_stack(s)
    assert all(g.objects[r].tapped for r in rocks) and len(g.players[0].hand) == 1


def test_702_66a_delve_exiles_graveyard_cards_for_generic():
    c = made_up("Test Delve", "Sorcery", "{3}{B}", "Delve\nYou gain 3 life.", keywords=("Delve",))
    s = scenario(c, BEAR)
    s.hand(0, "Test Delve")
    s.graveyard(0, "Test Bear", "Test Bear", "Test Bear")
    s.battlefield(0, "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Delve")
    resolve_stack(s)
    assert g.players[0].graveyard == [g.players[0].graveyard[0]] and g.name(g.players[0].graveyard[0]) == "Test Delve"
    assert len([o for o in g.exile if g.name(o) == "Test Bear"]) == 3 and g.players[0].life == 23


# ------------------------------------------------------------------ cost reductions 601.2f, 702.41a
def test_702_41a_affinity_for_artifacts_costs_one_less_per_artifact():
    c = made_up("Test Frog", "Artifact Creature — Frog", "{4}{U}", "Affinity for artifacts", "2/2", ("Affinity",))
    s = scenario(c, ROCK)
    s.hand(0, "Test Frog")
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    s.battlefield(0, "Test Rock")
    s.start(active=0, step=Step.MAIN1)
    assert _casts(s, "Test Frog") == []                           # {3}{U} with two lands
    s.battlefield(0, "Test Rock")
    s.battlefield(0, "Test Rock")
    s.refresh()
    s.cast("Test Frog")
    resolve_stack(s)
    assert s.on_battlefield("Test Frog")


def test_601_2f_costs_less_for_each_creature_card_in_your_graveyard_and_if_you_control():
    c = made_up("Test Ghoul Spell", "Sorcery", "{4}{B}",
                "This spell costs {1} less to cast for each creature card in your graveyard.\nYou gain 1 life.")
    s = scenario(c, BEAR)
    s.hand(0, "Test Ghoul Spell")
    s.battlefield(0, "Swamp")
    s.graveyard(0, "Test Bear", "Test Bear", "Test Bear", "Test Bear", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Ghoul Spell")
    resolve_stack(s)
    assert g.players[0].life == 21
    w = made_up("Test Wiz Spell", "Instant", "{2}{U}", "This spell costs {2} less to cast if you control a Wizard.\n"
                "Draw a card.")
    wiz = made_up("Test Wizard", "Creature — Human Wizard", "{U}", "", "1/1")
    s2 = scenario(w, wiz)
    s2.hand(0, "Test Wiz Spell")
    s2.battlefield(0, "Island")
    s2.library(0, "Forest")
    s2.start(active=0, step=Step.MAIN1)
    assert _casts(s2, "Test Wiz Spell") == []
    s2.battlefield(0, "Test Wizard")
    s2.refresh()
    assert len(_casts(s2, "Test Wiz Spell")) == 1


# ------------------------------------------------------------------ additional costs 601.2b / 118.8
SAC = made_up("Test Bone Splinters", "Sorcery", "{B}",
              "As an additional cost to cast this spell, sacrifice a creature.\nDestroy target creature.")


def test_601_2b_additional_cost_sacrifice_a_creature():
    s = scenario(SAC, BEAR, WHITE_BEAR)
    s.hand(0, "Test Bone Splinters")
    s.lands(0, "Swamp", 1)
    mine = s.battlefield(0, "Test Bear")
    other = s.battlefield(0, "Test White Bear")
    theirs = s.battlefield(1, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Bone Splinters", theirs)
    assert s.decision.kind == "pay_cost"
    before = (sorted(g.battlefield), [t.stack[:] for t in g.turns])
    with pytest.raises(IllegalOption):                          # the opponent's creature can't pay it
        g.submit(s.decision.id, Option("cost_object", "text", theirs, (("text", "Test Bear"),)))
    assert (sorted(g.battlefield), [t.stack[:] for t in g.turns]) == before
    s.choose("cost_object", value=other)
    resolve_stack(s)
    assert mine in g.battlefield and other not in g.battlefield and theirs not in g.battlefield


def test_601_2b_no_creature_to_sacrifice_no_cast():
    s = scenario(SAC, BEAR)
    s.hand(0, "Test Bone Splinters")
    s.lands(0, "Swamp", 1)
    s.battlefield(1, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    assert _casts(s, "Test Bone Splinters") == []


def test_601_2b_additional_discard_never_discards_the_spell_itself_and_pay_life():
    d = made_up("Test Faithless", "Instant", "{R}",
                "As an additional cost to cast this spell, discard a card.\nDraw a card.")
    s = scenario(d)
    s.hand(0, "Test Faithless")
    s.lands(0, "Mountain", 1)
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    assert _casts(s, "Test Faithless") == []                     # only itself in hand
    s.hand(0, "Forest")
    s.refresh()
    s.cast("Test Faithless")
    resolve_stack(s)
    assert [g.name(c) for c in g.players[0].hand] == ["Forest"]
    life = made_up("Test Toll", "Sorcery", "{B}", "As an additional cost to cast this spell, pay 3 life.\nDraw a card.")
    s2 = scenario(life)
    s2.hand(0, "Test Toll")
    s2.lands(0, "Swamp", 1)
    s2.library(0, "Forest")
    s2.life(0, 2)
    s2.start(active=0, step=Step.MAIN1)
    assert _casts(s2, "Test Toll") == []                         # 119.4: not with 2 life
    s2.life(0, 5)
    s2.refresh()
    s2.cast("Test Toll")
    resolve_stack(s2)
    assert s2.g.players[0].life == 2


# ------------------------------------------------------------------ real cards
def _real(name: str):
    from .real_cards import real
    return real(name)


def test_real_think_twice_flashback():
    c = _real("Think Twice")               # Draw a card. Flashback {2}{U}
    s = scenario(c)
    s.graveyard(0, "Think Twice")
    s.lands(0, "Island", 3)
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.END)   # an instant: any time
    s.g.submit(s.decision.id, _alt(s, "Think Twice")[0])
    resolve_stack(s)
    assert len(g.players[0].hand) == 1 and _zone(g, "Think Twice") == [EXILE]


def test_real_bone_splinters_and_treasure_cruise():
    c = _real("Bone Splinters")            # As an additional cost ..., sacrifice a creature. Destroy target creature.
    s = scenario(c, BEAR)
    s.hand(0, "Bone Splinters")
    s.lands(0, "Swamp", 1)
    mine = s.battlefield(0, "Test Bear")
    theirs = s.battlefield(1, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Bone Splinters", theirs)
    resolve_stack(s)
    assert mine not in g.battlefield and theirs not in g.battlefield
    cruise = _real("Treasure Cruise")      # Delve; Draw three cards. ({7}{U})
    s2 = scenario(cruise, BEAR)
    s2.hand(0, "Treasure Cruise")
    s2.graveyard(0, *["Test Bear"] * 7)
    s2.lands(0, "Island", 1)
    s2.library(0, "Forest", "Forest", "Forest")
    s2.start(active=0, step=Step.MAIN1)
    s2.cast("Treasure Cruise")
    resolve_stack(s2)
    assert len(s2.g.players[0].hand) == 3 and s2.g.players[0].graveyard == [
        o for o in s2.g.players[0].graveyard if s2.g.name(o) == "Treasure Cruise"]


@pytest.mark.parametrize("text,mine,theirs,cost_now", [
    ("This spell costs {1} less to cast for each creature you control.", 2, 1, "{2}{G}"),
    ("This spell costs {1} less to cast for each creature your opponents control.", 2, 1, "{3}{G}"),
    ("This spell costs {1} less to cast for each creature on the battlefield.", 2, 1, "{1}{G}"),
    ("This spell costs {2} less to cast if you control a creature with flying.", 0, 0, "{4}{G}"),
])
def test_601_2f_self_cost_reduction_counts(text, mine, theirs, cost_now):
    """The spell's own reduction counts what its words say (601.2f); castable with exactly the reduced cost."""
    from manamelee.engine.mana import ManaCost
    c = made_up("Test Reduced", "Sorcery", "{4}{G}", text + "\nYou gain 1 life.")
    s = scenario(c, BEAR)
    s.hand(0, "Test Reduced")
    for _ in range(mine):
        s.battlefield(0, "Test Bear")
    for _ in range(theirs):
        s.battlefield(1, "Test Bear")
    lands = ManaCost.parse(cost_now).mana_value
    s.lands(0, "Forest", lands - 1)
    s.start(active=0, step=Step.MAIN1)
    assert _casts(s, "Test Reduced") == []                       # one land short
    s.battlefield(0, "Forest")
    s.refresh()
    assert len(_casts(s, "Test Reduced")) == 1
