"""productions/madness: the keyword line "Madness [cost]" (702.35) and the engine's two abilities it stands for
(engine/madness.py): the discard replaced by exile, the trigger that lets the owner cast the card for its madness
cost (an alternative cost, 118.9) or puts it into the graveyard; the cast ignores the card's timing (608.2g)."""
from __future__ import annotations

import pytest

from manamelee.cards.oracle.compiler import compile_ability
from manamelee.cards.oracle.printer import ability as print_ability
from manamelee.engine import events as ev
from manamelee.engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, STACK, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.engine.madness import discarded_card
from manamelee.engine.zones import move

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario

FRENZY = made_up("Test Frenzy", "Sorcery", "{3}{R}", "Test Frenzy deals 3 damage to any target.\nMadness {R}",
                 keywords=("Madness",))
OUTLET = made_up("Test Outlet", "Artifact", "{1}", "Discard a card: You gain 1 life.")
WRACK = made_up("Test Wrack", "Instant", "{B}", "Target player discards a card.")
BRUTE = made_up("Test Brute", "Creature — Beast", "{4}{G}{G}", "Trample\nMadness {1}{G}", "5/5",
                keywords=("Trample", "Madness"))
BURST = made_up("Test Burst", "Instant", "{X}{R}{R}", "Test Burst deals X damage to any target.\nMadness {X}{R}",
                keywords=("Madness",))
MAD_LAND = made_up("Test Mad Land", "Land", None, "{T}: Add {C}.\nMadness {0}", keywords=("Madness",))
TUTOR = made_up("Test Tutor", "Artifact", "{2}", "Instant and sorcery spells you cast cost {1} less to cast.")
GLEE = made_up("Test Glee", "Enchantment", "{1}{B}", "Whenever you discard a card, you gain 1 life.")


def _zones(g, name):
    return sorted(o.zone for o in g.objects.values() if o.card.name == name)


def _the(g, name):
    [oid] = [o.id for o in g.objects.values() if o.card.name == name]
    return oid


def _discard_with_outlet(s):
    """Player 0 activates Test Outlet, discarding the one card in their hand (a discard as a cost, 602.2b)."""
    s.activate("Test Outlet")


def _to_madness_question(s, limit=10):
    """Pass priority until the madness trigger asks its owner (any other decision is an error)."""
    for _ in range(limit):
        d = s.decision
        if d.kind == "yes_no":
            return d
        assert d.kind == "priority", d
        s.pass_priority()
    raise AssertionError("the madness trigger never asked")


# ------------------------------------------------------------------ the keyword line
@pytest.mark.parametrize("text", ["Madness {R}", "Madness {0}", "Madness {X}{U}{U}", "Madness {1}{B}{R}"])
def test_702_35_the_keyword_line_reads_and_prints_back(text):
    node = compile_ability(text)
    assert node == {"k": "keywords", "list": [{"kw": "Madness", "cost": text.split()[1]}]}
    assert print_ability(node) == text


def test_702_35_madness_builds_a_cast_method_from_exile_for_its_cost():
    assert "Madness" in FRENZY.keywords
    [m] = FRENZY.extra["cast_methods"]
    assert (m.keyword, m.zone, str(m.cost)) == ("Madness", EXILE, "{R}")


# ------------------------------------------------------------------ 702.35a: the static ability
def test_702_35a_a_discarded_card_with_madness_is_exiled_instead_and_is_still_discarded():
    s = scenario(FRENZY, OUTLET, GLEE)
    s.hand(0, "Test Frenzy")
    s.battlefield(0, "Test Outlet")
    s.battlefield(0, "Test Glee")
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    assert _zones(g, "Test Frenzy") == [EXILE]                   # not the graveyard
    assert g.players[0].graveyard == []
    discards = [e for e in g.events if e.kind == ev.DISCARD]
    assert [e.player for e in discards] == [0]                  # it was discarded (701.8)
    s.g.submit(s.decision.id, s.decision.options[0])            # let the triggers go on the stack, any order
    names = sorted(it.name for it in g.turns[0].stack)
    assert names == ["Test Frenzy", "Test Glee", "Test Outlet"]  # "whenever you discard" triggered too


def test_702_35a_a_card_without_madness_goes_to_the_graveyard():
    bear = made_up("Test Bear", "Creature — Bear", "{1}{G}", "", "2/2")
    s = scenario(bear, OUTLET)
    s.hand(0, "Test Bear")
    s.battlefield(0, "Test Outlet")
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    assert _zones(g, "Test Bear") == [GRAVEYARD]
    assert [it.name for it in g.turns[0].stack] == ["Test Outlet"]     # no madness trigger


def test_702_35a_madness_works_only_from_a_hand():
    """The static ability functions while the card is in a hand: a card with madness moved from a library to the
    graveyard (mill, not a discard) isn't exiled."""
    s = scenario(FRENZY, OUTLET)
    s.library(0, "Test Frenzy")
    g = s.start(active=0, step=Step.MAIN1)
    from manamelee.engine.zones import mill
    mill(g, 0, 1)
    assert _zones(g, "Test Frenzy") == [GRAVEYARD]


# ------------------------------------------------------------------ 702.35a: the triggered ability
def test_702_35a_the_owner_casts_it_by_paying_the_madness_cost_rather_than_its_mana_cost():
    s = scenario(FRENZY, OUTLET)
    s.hand(0, "Test Frenzy")
    s.battlefield(0, "Test Outlet")
    lands = s.lands(0, "Mountain", 4)
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    d = _to_madness_question(s)
    assert d.player == 0 and "{R}" in d.prompt
    s.choose("yes")
    s.choose("target", value=("player", 1))
    assert sum(g.objects[x].tapped for x in lands) == 1           # {R}, not the mana cost {3}{R}
    top = g.turns[0].stack[-1]
    assert top.kind == "spell" and top.name == "Test Frenzy" and top.data.get("method") == "Madness"
    assert g.objects[top.source].zone == STACK
    resolve_stack(s)
    assert g.players[1].life == 17 and g.players[0].life == 21    # the spell, then the outlet's ability
    assert _zones(g, "Test Frenzy") == [GRAVEYARD]


def test_702_35a_if_the_owner_doesnt_cast_it_they_put_it_into_their_graveyard():
    s = scenario(FRENZY, OUTLET)
    s.hand(0, "Test Frenzy")
    s.battlefield(0, "Test Outlet")
    lands = s.lands(0, "Mountain", 4)
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("no")
    assert _zones(g, "Test Frenzy") == [GRAVEYARD]
    assert not any(g.objects[x].tapped for x in lands)
    assert [it.name for it in g.turns[0].stack] == ["Test Outlet"]


def test_702_35a_backing_out_of_the_cast_is_not_casting_it():
    s = scenario(FRENZY, OUTLET)
    s.hand(0, "Test Frenzy")
    s.battlefield(0, "Test Outlet")
    lands = s.lands(0, "Mountain", 1)
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("yes")
    s.choose("cancel")                                          # at the target choice
    assert _zones(g, "Test Frenzy") == [GRAVEYARD]
    assert not g.objects[lands[0]].tapped


def test_702_35a_the_cast_is_not_offered_when_the_madness_cost_cant_be_paid():
    s = scenario(FRENZY, OUTLET)
    s.hand(0, "Test Frenzy")
    s.battlefield(0, "Test Outlet")
    s.lands(0, "Forest", 4)                                     # no red mana
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    resolve_stack(s)                                            # no question: nothing to choose (only "no")
    assert _zones(g, "Test Frenzy") == [GRAVEYARD]
    assert g.players[0].life == 21


def test_702_35a_a_sorcery_is_cast_with_madness_whenever_the_trigger_resolves():
    """608.2g: the trigger allows the cast during its resolution, so a sorcery is cast in another player's turn with
    the outlet's ability still on the stack — when it could never be cast from a hand (307.1)."""
    s = scenario(FRENZY, OUTLET)
    s.hand(0, "Test Frenzy")
    s.battlefield(0, "Test Outlet")
    s.lands(0, "Mountain", 1)
    g = s.start(active=1, step=Step.END)
    s.pass_priority()                                           # player 1 passes: player 0 has priority
    assert s.decision.player == 0
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("yes")
    s.choose("target", value=("player", 1))
    assert [it.name for it in g.turns[0].stack] == ["Test Outlet", "Test Frenzy"]
    resolve_stack(s)
    assert g.players[1].life == 17


def test_702_35a_a_creature_cast_with_madness_enters_the_battlefield():
    s = scenario(BRUTE, OUTLET)
    s.hand(0, "Test Brute")
    s.battlefield(0, "Test Outlet")
    lands = s.lands(0, "Forest", 2)
    g = s.start(active=1, step=Step.MAIN1)                      # not even their turn
    s.pass_priority()
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("yes")
    assert all(g.objects[x].tapped for x in lands)              # {1}{G}, not {4}{G}{G}
    resolve_stack(s)
    assert _zones(g, "Test Brute") == [BATTLEFIELD]


def test_702_35a_discard_by_an_effect_and_the_owner_decides():
    """An opponent's spell makes player 0 discard: the madness trigger is player 0's (603.3a: its source is
    player 0's card), and player 0, not the spell's controller, answers whether to cast it."""
    s = scenario(FRENZY, WRACK)
    s.hand(0, "Test Frenzy")
    s.lands(0, "Mountain", 1)
    s.hand(1, "Test Wrack")
    s.lands(1, "Swamp", 1)
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Test Wrack", ("player", 0))
    s.pass_priority()                                           # player 1 passes
    s.pass_priority()                                           # player 0 passes: Test Wrack resolves
    assert _zones(g, "Test Frenzy") == [EXILE]
    [trig] = g.turns[0].stack
    assert trig.kind == "triggered" and trig.controller == 0
    d = _to_madness_question(s)
    assert d.player == 0
    s.choose("yes")
    s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 17


def test_702_35a_discard_to_maximum_hand_size_in_the_cleanup_step():
    """514.1: the cleanup discard is a discard too; the trigger makes players get priority in the cleanup step
    (514.3a), and the sorcery is cast then."""
    s = scenario(FRENZY)
    s.hand(0, "Test Frenzy")
    for _ in range(7):
        s.hand(0, "Mountain")
    s.lands(0, "Mountain", 1)
    g = s.start(active=0, step=Step.END)
    for _ in range(10):
        d = s.decision
        if d.kind == "discard":
            s.choose("card", value=_the(g, "Test Frenzy"))
            break
        s.pass_priority()
    assert _zones(g, "Test Frenzy") == [EXILE]
    d = _to_madness_question(s)
    assert d.player == 0 and g.turns[0].step == Step.CLEANUP
    s.choose("yes")
    s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 17


def test_702_35a_nothing_happens_if_the_card_left_exile():
    """400.7: once the card left exile it is a new object the trigger can't find: it neither casts it nor puts it
    into the graveyard."""
    s = scenario(FRENZY, OUTLET)
    s.hand(0, "Test Frenzy")
    s.battlefield(0, "Test Outlet")
    s.lands(0, "Mountain", 1)
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    move(g, _the(g, "Test Frenzy"), HAND)
    s.refresh()
    resolve_stack(s)
    assert _zones(g, "Test Frenzy") == [HAND]


def test_702_35a_a_land_with_madness_is_exiled_then_put_into_the_graveyard():
    """Any card can be discarded; a land can't be cast (305.9), so its trigger only puts it into the graveyard."""
    s = scenario(MAD_LAND, OUTLET)
    s.hand(0, "Test Mad Land")
    s.battlefield(0, "Test Outlet")
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    assert _zones(g, "Test Mad Land") == [EXILE]
    resolve_stack(s)
    assert _zones(g, "Test Mad Land") == [GRAVEYARD]


# ------------------------------------------------------------------ 702.35b: an alternative cost (601.2b, 601.2f-h)
def test_702_35b_x_in_the_madness_cost_is_announced_and_an_unpayable_x_is_rejected():
    s = scenario(BURST, OUTLET)
    s.hand(0, "Test Burst")
    s.battlefield(0, "Test Outlet")
    lands = s.lands(0, "Mountain", 3)
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("yes")
    d = s.decision
    assert d.kind == "choose_x"
    assert sorted(o.value for o in d.options if o.kind == "x") == [0, 1, 2]    # {X}{R} with three lands
    before = (list(g.exile), [g.objects[x].tapped for x in lands], len(g.events), d.id)
    with pytest.raises(IllegalOption):
        g.submit(d.id, Option("x", "opt.x", 3, (("x", 3),)))   # X=3 can't be paid
    assert (list(g.exile), [g.objects[x].tapped for x in lands], len(g.events), s.decision.id) == before
    s.choose("x", value=2)
    s.choose("target", value=("player", 1))
    assert all(g.objects[x].tapped for x in lands)
    resolve_stack(s)
    assert g.players[1].life == 18


def test_702_35b_cost_reductions_apply_to_the_madness_cost():
    """118.9d / 601.2f: cost changes apply to the alternative cost: {1}{R} one less is {R}."""
    mad = made_up("Test Mad Bolt", "Instant", "{4}{R}", "Test Mad Bolt deals 2 damage to any target.\nMadness {1}{R}",
                  keywords=("Madness",))
    s = scenario(mad, OUTLET, TUTOR)
    s.hand(0, "Test Mad Bolt")
    s.battlefield(0, "Test Outlet")
    s.battlefield(0, "Test Tutor")
    s.lands(0, "Mountain", 1)
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("yes")
    s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 18


def test_702_35b_madness_isnt_a_way_to_cast_the_card_from_a_hand_or_from_exile_with_priority():
    s = scenario(FRENZY)
    s.hand(0, "Test Frenzy")
    s.exile(0, "Test Frenzy")
    s.lands(0, "Mountain", 1)
    s.start(active=0, step=Step.MAIN1)
    assert [o for o in s.decision.options if o.kind in ("cast", "cast_alt")] == []


# ------------------------------------------------------------------ 702.35c / 400.7k
def test_702_35c_the_discarded_card_put_into_the_graveyard_can_be_found():
    s = scenario(FRENZY, OUTLET)
    s.hand(0, "Test Frenzy")
    s.battlefield(0, "Test Outlet")
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    exiled = _the(g, "Test Frenzy")
    assert discarded_card(g, exiled) == exiled
    resolve_stack(s)
    assert discarded_card(g, exiled) == _the(g, "Test Frenzy") and _zones(g, "Test Frenzy") == [GRAVEYARD]


def test_702_35c_a_card_cast_with_madness_is_not_the_discarded_card_any_more():
    s = scenario(FRENZY, OUTLET)
    s.hand(0, "Test Frenzy")
    s.battlefield(0, "Test Outlet")
    s.lands(0, "Mountain", 1)
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    exiled = _the(g, "Test Frenzy")
    _to_madness_question(s)
    s.choose("yes")
    s.choose("target", value=("player", 1))
    assert discarded_card(g, exiled) is None                    # 400.7: the spell is a new object


# ------------------------------------------------------------------ 603.4 / 607: conditions about madness
GHOUL = made_up("Test Ghoul", "Creature — Zombie", "{3}{B}",
                "Madness {1}{B}\nWhen this creature enters, if its madness cost was paid, you gain 3 life.", "2/2",
                keywords=("Madness",))
FIEND = made_up("Test Fiend", "Creature — Vampire", "{1}{B}{R}",
                "Whenever you discard a card, if it has madness, you gain 2 life.", "1/3")


@pytest.mark.parametrize("with_madness", [True, False])
def test_607_if_its_madness_cost_was_paid(with_madness):
    """"When this creature enters, if its madness cost was paid, ..." (603.4): the permanent remembers how its spell
    was cast (607)."""
    s = scenario(GHOUL, OUTLET)
    s.hand(0, "Test Ghoul")
    s.battlefield(0, "Test Outlet")
    s.lands(0, "Swamp", 4)
    g = s.start(active=0, step=Step.MAIN1)
    if with_madness:
        _discard_with_outlet(s)
        _to_madness_question(s)
        s.choose("yes")
    else:
        s.cast("Test Ghoul")
    resolve_stack(s)
    assert s.on_battlefield("Test Ghoul", 0)
    assert g.players[0].life == (20 + 1 + 3 if with_madness else 20)


@pytest.mark.parametrize("discarded, gained", [("Test Frenzy", 2), ("Mountain", 0)])
def test_603_4_whenever_you_discard_a_card_if_it_has_madness(discarded, gained):
    s = scenario(FIEND, FRENZY, OUTLET)
    s.battlefield(0, "Test Fiend")
    s.battlefield(0, "Test Outlet")
    s.hand(0, discarded)
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    for _ in range(20):
        d = s.decision
        if d.kind == "yes_no":
            s.choose("no")
        elif d.kind == "order_triggers":
            s.g.submit(d.id, 0)
        elif d.kind == "priority" and any(t.stack for t in g.turns):
            s.pass_priority()
        else:
            break
    assert g.players[0].life == 20 + 1 + gained


# ------------------------------------------------------------------ real cards compiled from their oracle text
def _real_scenario(*names, outlet=True):
    from .real_cards import real, scenario_of
    cards = [real(n) for n in names]
    return scenario_of(*cards, OUTLET, WRACK) if outlet else scenario_of(*cards)


def test_real_fiery_temper_is_cast_for_r_in_an_opponents_turn():
    """Fiery Temper: "Fiery Temper deals 3 damage to any target. Madness {R}"."""
    s = _real_scenario("Fiery Temper")
    s.hand(0, "Fiery Temper")
    s.battlefield(0, "Test Outlet")
    [mountain] = s.lands(0, "Mountain", 1)                      # its mana cost {1}{R}{R} can't be paid
    g = s.start(active=1, step=Step.MAIN1)
    s.pass_priority()
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("yes")
    s.choose("target", value=("player", 1))
    assert g.objects[mountain].tapped
    resolve_stack(s)
    assert g.players[1].life == 17 and _zones(g, "Fiery Temper") == [GRAVEYARD]


def test_real_arrogant_wurm_enters_for_its_madness_cost():
    """Arrogant Wurm: 4/4 trample for {3}{G}{G}, "Madness {2}{G}"."""
    s = _real_scenario("Arrogant Wurm")
    s.hand(0, "Arrogant Wurm")
    s.battlefield(0, "Test Outlet")
    lands = s.lands(0, "Forest", 3)
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("yes")
    assert all(g.objects[x].tapped for x in lands)
    resolve_stack(s)
    [wurm] = s.on_battlefield("Arrogant Wurm", 0)
    ch = s.chars(wurm)
    assert (ch.power, ch.toughness) == (4, 4) and "Trample" in ch.keywords


def test_real_big_game_hunter_cast_with_madness_destroys_a_big_creature():
    """Big Game Hunter: "When this creature enters, destroy target creature with power 4 or greater. It can't be
    regenerated. Madness {B}" — discarded by an opponent's spell, cast by its owner for {B}."""
    s = _real_scenario("Big Game Hunter")
    s.hand(0, "Big Game Hunter")
    s.lands(0, "Swamp", 1)
    s.hand(1, "Test Wrack")
    s.lands(1, "Swamp", 1)
    big = s.battlefield(1, "Craw Wurm")
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Test Wrack", ("player", 0))
    d = _to_madness_question(s)
    assert d.player == 0
    s.choose("yes")
    for _ in range(10):
        d = s.decision
        if d.kind == "target":
            s.choose("target", value=("obj", big))
            break
        s.pass_priority()
    resolve_stack(s)
    assert s.on_battlefield("Big Game Hunter", 0) and not s.on_battlefield("Craw Wurm")


def test_real_basking_rootwalla_madness_0_is_cast_with_no_mana():
    """Basking Rootwalla: "Madness {0}" — cast with no land at all."""
    s = _real_scenario("Basking Rootwalla")
    s.hand(0, "Basking Rootwalla")
    s.battlefield(0, "Test Outlet")
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("yes")
    resolve_stack(s)
    assert s.on_battlefield("Basking Rootwalla", 0)


def test_real_gisas_bidding_declined_goes_to_the_graveyard_and_cast_makes_zombies():
    """Gisa's Bidding: sorcery "Create two 2/2 black Zombie creature tokens. Madness {2}{B}"."""
    s = _real_scenario("Gisa's Bidding")
    s.hand(0, "Gisa's Bidding")
    s.battlefield(0, "Test Outlet")
    s.lands(0, "Swamp", 3)
    g = s.start(active=1, step=Step.END)
    s.pass_priority()
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("yes")
    resolve_stack(s)
    assert len(s.on_battlefield("Zombie", 0)) == 2
    assert _zones(g, "Gisa's Bidding") == [GRAVEYARD]


def test_real_murderous_compulsion_declined_goes_to_the_graveyard():
    """Murderous Compulsion: "Destroy target tapped creature. Madness {1}{B}" — its owner may decline."""
    s = _real_scenario("Murderous Compulsion")
    s.hand(0, "Murderous Compulsion")
    s.battlefield(0, "Test Outlet")
    s.lands(0, "Swamp", 2)
    s.battlefield(1, "Craw Wurm", tapped=True)
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("no")
    resolve_stack(s)
    assert _zones(g, "Murderous Compulsion") == [GRAVEYARD] and s.on_battlefield("Craw Wurm")


def test_real_grave_scrabbler_returns_a_creature_card_only_if_its_madness_cost_was_paid():
    """Grave Scrabbler: "Madness {1}{B}. When this creature enters, if its madness cost was paid, you may return
    target creature card from a graveyard to its owner's hand." (603.4, 607)."""
    s = _real_scenario("Grave Scrabbler")
    s.hand(0, "Grave Scrabbler")
    s.battlefield(0, "Test Outlet")
    s.lands(0, "Swamp", 2)
    dead = s.graveyard(1, "Craw Wurm")
    g = s.start(active=0, step=Step.MAIN1)
    _discard_with_outlet(s)
    _to_madness_question(s)
    s.choose("yes")
    for _ in range(10):
        d = s.decision
        if d.kind == "target":
            s.choose("target", value=("obj", dead))
            break
        assert d.kind == "priority", d
        s.pass_priority()
    else:
        raise AssertionError("the enters trigger never asked for a target")
    for _ in range(10):
        d = s.decision
        if d.kind == "yes_no":
            s.choose("yes")                                     # "you may"
        elif d.kind == "priority" and any(t.stack for t in g.turns):
            s.pass_priority()
        else:
            break
    assert s.on_battlefield("Grave Scrabbler", 0)
    assert [g.name(c) for c in g.players[1].hand] == ["Craw Wurm"]


def test_real_grave_scrabbler_cast_from_a_hand_doesnt_return_anything():
    s = _real_scenario("Grave Scrabbler")
    s.hand(0, "Grave Scrabbler")
    s.lands(0, "Swamp", 4)
    s.graveyard(1, "Craw Wurm")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Grave Scrabbler")
    resolve_stack(s)
    assert s.on_battlefield("Grave Scrabbler", 0)
    assert g.players[1].hand == [] and [g.name(c) for c in g.players[1].graveyard] == ["Craw Wurm"]


@pytest.mark.parametrize("discarded, untapped", [("Fiery Temper", True), ("Craw Wurm", False)])
def test_real_anje_falkenrath_untaps_when_the_discarded_card_has_madness(discarded, untapped):
    """Anje Falkenrath: "{T}, Discard a card: Draw a card. Whenever you discard a card, if it has madness, untap
    Anje Falkenrath." (603.4: "it" is the discarded card)."""
    s = _real_scenario("Anje Falkenrath", "Fiery Temper")
    anje = s.battlefield(0, "Anje Falkenrath")
    s.hand(0, discarded)
    s.library(0, "Mountain", "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Anje Falkenrath")
    assert g.objects[anje].tapped
    for _ in range(20):
        d = s.decision
        if d.kind == "yes_no":
            s.choose("no")                                      # Fiery Temper to the graveyard
        elif d.kind == "order_triggers":
            s.g.submit(d.id, 0)
        elif d.kind == "priority" and any(t.stack for t in g.turns):
            s.pass_priority()
        else:
            break
    assert g.objects[anje].tapped is not untapped
    assert [g.name(c) for c in g.players[0].graveyard] == [discarded]
    assert [g.name(c) for c in g.players[0].hand] == ["Mountain"]
