"""Mana symbols, mana costs, mana value, colour from cost, paying costs and the mana pool (106, 107.4, 202, 500.4, 601.2g-h)."""
import pytest

from manamelee.engine.constants import Step
from manamelee.engine.mana import ManaCost, ManaPool, Source, pay_from_pool, plan_payment
from manamelee.scenario import Scenario


def empty_pool(**amounts):
    pool = dict.fromkeys("WUBRGC", 0)
    pool.update(amounts)
    return pool


# --------------------------------------------------------------------------- 107.4: parsing mana costs
def test_107_4b_numerical_symbols_are_generic_mana():
    c = ManaCost.parse("{3}")
    assert (c.generic, c.colored, c.hybrid, c.x) == (3, (), (), 0)
    assert ManaCost.parse("{10}").generic == 10


def test_107_4a_coloured_symbols_one_per_symbol():
    c = ManaCost.parse("{3}{W}{W}")         # Serra Angel
    assert c.generic == 3
    assert sorted(c.colored) == ["W", "W"]
    assert c.hybrid == () and c.x == 0


def test_107_4c_colourless_symbol_is_a_specific_requirement_not_generic():
    c = ManaCost.parse("{2}{C}")
    assert c.generic == 2
    assert c.colored == ("C",)


def test_107_4e_hybrid_symbols_keep_both_halves():
    c = ManaCost.parse("{W/U}{2/B}")
    assert c.generic == 0 and c.colored == ()
    assert set(c.hybrid) == {("W", "U"), ("2", "B")}


def test_107_3_x_symbols_are_counted_separately():
    c = ManaCost.parse("{X}{X}{R}")
    assert c.x == 2
    assert c.colored == ("R",) and c.generic == 0


def test_107_4d_zero_and_no_cost():
    assert ManaCost.parse("{0}").mana_value == 0
    assert ManaCost.parse(None) == ManaCost()
    assert ManaCost.parse("") == ManaCost()


def test_107_4_unknown_symbol_is_rejected():
    with pytest.raises(ValueError):
        ManaCost.parse("{Q}")


# --------------------------------------------------------------------------- 202.3: mana value
def test_202_3_mana_value_counts_all_mana_regardless_of_colour():
    assert ManaCost.parse("{3}{W}{W}").mana_value == 5
    assert ManaCost.parse("{R}").mana_value == 1
    assert ManaCost.parse("{1}{C}").mana_value == 2


def test_202_3e_x_is_zero_off_the_stack():
    c = ManaCost.parse("{X}{R}")
    assert c.mana_value == 1
    assert ManaCost.parse("{X}{X}{1}").mana_value == 1


def test_202_3e_x_is_the_chosen_number_on_the_stack():
    # The cost as cast (601.2f) carries the chosen X: its mana value includes X (twice for {X}{X}).
    assert ManaCost.parse("{X}{R}").with_x(3).mana_value == 4
    assert ManaCost.parse("{X}{X}{R}").with_x(3).mana_value == 7


def test_202_3f_hybrid_uses_the_largest_component():
    assert ManaCost.parse("{2/W}").mana_value == 2
    assert ManaCost.parse("{2/W}{2/W}{2/W}").mana_value == 6     # Spectral Procession
    assert ManaCost.parse("{W/U}").mana_value == 1
    assert ManaCost.parse("{1}{R/G}{R/G}").mana_value == 3


# --------------------------------------------------------------------------- 202.2: colour from the mana cost
def test_202_2_colour_of_a_cost():
    assert ManaCost.parse("{3}{W}{W}").colors() == frozenset("W")
    assert ManaCost.parse("{R}").colors() == frozenset("R")


def test_202_2b_no_coloured_symbols_is_colourless():
    assert ManaCost.parse("{4}").colors() == frozenset()
    assert ManaCost.parse("{C}").colors() == frozenset()          # {C} is not a colour
    assert ManaCost.parse("{X}").colors() == frozenset()


def test_202_2c_two_colours_is_multicoloured():
    assert ManaCost.parse("{1}{R}{W}").colors() == frozenset("RW")


def test_202_2d_hybrid_symbols_give_all_their_colours():
    assert ManaCost.parse("{W/U}").colors() == frozenset("WU")
    assert ManaCost.parse("{2/B}").colors() == frozenset("B")      # the "2" half adds no colour


def test_202_2_card_colour_comes_from_its_cost(pool):
    assert pool["Serra Angel"].colors == frozenset("W")
    assert pool["Shock"].colors == frozenset("R")
    assert pool["Giant Growth"].colors == frozenset("G")
    assert pool["Forest"].colors == frozenset()                    # no mana cost: colourless


# --------------------------------------------------------------------------- automatic payer
def test_601_2h_plan_pays_coloured_before_generic():
    # A generic-first payer would tap the Forest (listed first) for {1} and then fail on {G}.
    plan = plan_payment(ManaCost.parse("{1}{G}"), empty_pool(), [Source(1, "G"), Source(2, "R")])
    assert plan is not None
    assert sorted(plan) == [(1, "G"), (2, "R")]


def test_601_2h_plan_uses_the_right_colour_for_each_symbol():
    plan = plan_payment(ManaCost.parse("{3}{W}{W}"), empty_pool(),
                        [Source(1, "R"), Source(2, "W"), Source(3, "R"), Source(4, "W"), Source(5, "G")])
    assert plan is not None
    assert sorted(plan) == [(1, "R"), (2, "W"), (3, "R"), (4, "W"), (5, "G")]


def test_601_2h_plan_backtracks_over_flexible_sources():
    # {U}{W} with a W/U source and a U/B source: only W/U -> W and U/B -> U works.
    plan = plan_payment(ManaCost.parse("{U}{W}"), empty_pool(), [Source(1, "WU"), Source(2, "UB")])
    assert plan is not None
    assert sorted(plan) == [(1, "W"), (2, "U")]


def test_601_2h_plan_fails_when_a_colour_is_missing():
    assert plan_payment(ManaCost.parse("{G}"), empty_pool(), [Source(1, "R"), Source(2, "R")]) is None


def test_601_2h_plan_fails_when_there_is_not_enough_mana():
    assert plan_payment(ManaCost.parse("{3}{W}{W}"), empty_pool(),
                        [Source(1, "W"), Source(2, "W"), Source(3, "R")]) is None


def test_107_4c_plan_colourless_symbol_needs_colourless_mana():
    assert plan_payment(ManaCost.parse("{C}"), empty_pool(), [Source(1, "R")]) is None
    assert plan_payment(ManaCost.parse("{C}"), empty_pool(), [Source(1, "R"), Source(2, "C")]) == [(2, "C")]


def test_107_4e_plan_pays_monocoloured_hybrid_with_two_generic():
    plan = plan_payment(ManaCost.parse("{2/W}"), empty_pool(), [Source(1, "R"), Source(2, "R")])
    assert plan is not None and sorted(plan) == [(1, "R"), (2, "R")]
    assert plan_payment(ManaCost.parse("{2/W}"), empty_pool(), [Source(1, "W")]) == [(1, "W")]


def test_601_2h_plan_uses_mana_already_in_the_pool():
    # One {R} floating pays Shock: nothing needs to be tapped.
    assert plan_payment(ManaCost.parse("{R}"), empty_pool(R=1), [Source(1, "R")]) == []
    # Floating {G} pays the generic part of {1}{R}.
    assert plan_payment(ManaCost.parse("{1}{R}"), empty_pool(G=1), [Source(7, "R"), Source(8, "R")]) == [(7, "R")]


def test_601_2h_partial_payment_is_not_allowed():
    pool = ManaPool(empty_pool(R=1))
    assert not pay_from_pool(ManaCost.parse("{1}{R}"), pool)
    assert pool.amounts["R"] == 1                                   # untouched
    assert pay_from_pool(ManaCost.parse("{R}"), pool)
    assert pool.total() == 0


# --------------------------------------------------------------------------- in a game
def test_601_2g_automatic_payment_taps_only_what_is_needed():
    s = Scenario(2)
    mountain = s.battlefield(0, "Mountain")
    forest = s.battlefield(0, "Forest")
    s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    assert g.objects[mountain].tapped
    assert not g.objects[forest].tapped
    assert g.players[0].pool.total() == 0


def test_601_2g_manual_payment_offers_lands_auto_and_cancel():
    s = Scenario(2, auto_pay=False)
    mountain = s.battlefield(0, "Mountain")
    forest = s.battlefield(0, "Forest")
    s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    d = s.decision
    assert d.kind == "pay_mana" and d.player == 0
    kinds = [o.kind for o in d.options]
    assert "auto" in kinds and "cancel" in kinds
    assert {o.value for o in d.options if o.kind == "mana"} == {(mountain, "R"), (forest, "G")}
    # Nothing has been paid yet while the player chooses.
    assert not g.objects[mountain].tapped and not g.objects[forest].tapped
    assert not g.turns[0].stack


def test_601_2g_manual_payment_tapping_specific_lands():
    s = Scenario(2, auto_pay=False)
    mountain = s.battlefield(0, "Mountain")
    forest = s.battlefield(0, "Forest")
    s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    s.choose("mana", value=(forest, "G"))       # legal, if wasteful: the {G} stays in the pool
    d = s.decision
    assert d.kind == "pay_mana"
    assert (forest, "G") not in [o.value for o in d.options]
    s.choose("mana", value=(mountain, "R"))
    assert g.objects[mountain].tapped and g.objects[forest].tapped
    assert len(g.turns[0].stack) == 1
    assert g.players[0].pool.amounts["G"] == 1 and g.players[0].pool.total() == 1
    assert s.decision.kind == "priority"


def test_601_2g_manual_payment_auto_option():
    s = Scenario(2, auto_pay=False)
    mountain = s.battlefield(0, "Mountain")
    forest = s.battlefield(0, "Forest")
    s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    s.choose("auto")
    assert g.objects[mountain].tapped and not g.objects[forest].tapped
    assert len(g.turns[0].stack) == 1
    s.pass_until_resolved()
    assert g.players[1].life == 18


def test_601_2g_manual_payment_cancel_changes_nothing():
    s = Scenario(2, auto_pay=False)
    mountain = s.battlefield(0, "Mountain")
    forest = s.battlefield(0, "Forest")
    shock = s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    events = len(g.events)
    s.cast("Shock", ("player", 1))
    s.choose("mana", value=(forest, "G"))
    s.choose("cancel")
    assert not g.objects[mountain].tapped and not g.objects[forest].tapped
    assert g.players[0].hand == [shock]
    assert g.players[0].pool.total() == 0
    assert not g.turns[0].stack
    assert len(g.events) == events
    d = s.decision
    assert d.kind == "priority" and d.player == 0


def test_500_4_mana_pool_empties_between_steps():
    s = Scenario(2, auto_pay=False)
    mountain = s.battlefield(0, "Mountain")
    forest = s.battlefield(0, "Forest")
    s.hand(0, "Shock")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Shock", ("player", 1))
    s.choose("mana", value=(forest, "G"))
    s.choose("mana", value=(mountain, "R"))
    s.pass_until_resolved()
    assert g.players[0].pool.amounts["G"] == 1          # still within the precombat main phase
    assert g.turns[0].step == Step.MAIN1
    s.pass_until(Step.BEGIN_COMBAT)
    assert g.players[0].pool.total() == 0


def test_500_4_every_players_pool_empties_not_only_the_active_players():
    s = Scenario(2)
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.UPKEEP)
    g.players[0].pool.add("R")
    g.players[1].pool.add("W", 2)
    s.pass_until(Step.DRAW)
    assert g.players[0].pool.total() == 0
    assert g.players[1].pool.total() == 0


# --------------------------------------------------------------------------- manual payment with other sources
def _source_pool():
    from manamelee.cards.dsl import GainLife, mana_ability
    from manamelee.cards.pool import CardPool, default_pool
    from manamelee.engine.definitions import CardDef, SpellAbility
    dual = CardDef(name="Test Dual", types=frozenset({"Land"}), type_line="Land",
                   activated=(mana_ability("RG"),), text="{T}: Add {R} or {G}.")
    twin = CardDef(name="Test Twin", types=frozenset({"Land"}), type_line="Land",
                   activated=(mana_ability("C", 2),), text="{T}: Add {C}{C}.")
    rg = CardDef(name="Test Gold Charm", mana_cost=ManaCost.parse("{R}{G}"), types=frozenset({"Instant"}),
                 type_line="Instant", spell=SpellAbility((GainLife(1),), ()), colors=frozenset("RG"),
                 text="You gain 1 life.")
    cards = dict(default_pool().cards)
    for c in (dual, twin, rg):
        cards[c.name] = c
    return CardPool(cards)


def test_601_2g_manual_payment_offers_no_dead_end():
    # {R}{G} with a Mountain and an R/G land: tapping the dual land for {R} would leave {G} unpayable.
    s = Scenario(2, auto_pay=False, pool=_source_pool())
    mountain = s.battlefield(0, "Mountain")
    dual = s.battlefield(0, "Test Dual")
    s.hand(0, "Test Gold Charm")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Test Gold Charm")
    assert {o.value for o in s.decision.options if o.kind == "mana"} == {(mountain, "R"), (dual, "G")}
    s.choose("mana", value=(dual, "G"))
    s.choose("mana", value=(mountain, "R"))
    assert len(g.turns[0].stack) == 1 and g.players[0].pool.total() == 0
    s.pass_until_resolved()
    assert g.players[0].life == 21


def test_106_4_manual_payment_counts_all_mana_a_source_makes():
    # A land that adds {C}{C} pays two of Serra Angel's generic mana.
    s = Scenario(2, auto_pay=False, pool=_source_pool())
    twin = s.battlefield(0, "Test Twin")
    plains = [s.battlefield(0, "Plains"), s.battlefield(0, "Plains")]
    mountain = s.battlefield(0, "Mountain")
    s.hand(0, "Serra Angel")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Serra Angel")
    s.choose("mana", value=(twin, "C"))
    s.choose("mana", value=(plains[0], "W"))
    s.choose("mana", value=(plains[1], "W"))
    s.choose("mana", value=(mountain, "R"))
    assert [i.name for i in g.turns[0].stack] == ["Serra Angel"]
    assert all(g.objects[o].tapped for o in [twin, mountain, *plains])
    assert g.players[0].pool.total() == 0


# --------------------------------------------------------------------------- 106.6: spending restrictions
def test_106_6_a_restriction_naming_spells_only_leaves_other_costs_payable():
    """"Spend this mana only to cast a creature spell" pays no ability cost; "This mana can't be spent to cast
    nonartifact spells" (a Powerstone's) pays artifact spells and ability costs, never a nonartifact spell."""
    from manamelee.cards.model import IS_ARTIFACT, IS_CREATURE
    from manamelee.cards.pool import default_pool
    from manamelee.engine.mana_abilities import usable_for
    only_creatures = Source(1, "G", spend_only=IS_CREATURE)
    not_nonartifact = Source(2, "C", spend_only=IS_ARTIFACT, spend_abilities=True)
    plain = Source(3, "R")
    pool = default_pool()
    srcs = [only_creatures, not_nonartifact, plain]
    assert usable_for(srcs, None) == [not_nonartifact, plain]                          # an ability's cost
    assert usable_for(srcs, pool["Mind Stone"]) == [not_nonartifact, plain]            # an artifact spell
    assert usable_for(srcs, pool["Grizzly Bears"]) == [only_creatures, plain]          # a creature spell
    assert usable_for(srcs, pool["Divination"]) == [plain]
