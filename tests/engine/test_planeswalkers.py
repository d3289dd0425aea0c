"""Planeswalkers (306) and loyalty abilities (606): loyalty counters on entering, loyalty costs, the one-per-turn
and sorcery-timing limits, damage and the 0-loyalty SBA, and attacking planeswalkers (506.3, 508.1b, 802.3, 801)."""
import pytest

from dataclasses import replace

from manamelee.cards.dsl import ANY, CREATURE, Damage, Draw, GainLife, X, loyalty_ability, rule_static, \
    test_creature, test_planeswalker, test_spell
from manamelee.engine.loyalty import LOYALTY_TWICE
from manamelee.cards.pool import default_pool
from manamelee.engine.constants import GRAVEYARD, Step
from manamelee.engine.errors import IllegalOption
from manamelee.scenario import Scenario

WALKER = test_planeswalker(
    "Test Walker", 3,
    loyalty_ability("+1", [GainLife(2)], text="[+1]: You gain 2 life."),
    loyalty_ability("-2", [Damage(3)], [ANY], text="[−2]: 3 damage to any target."),
    loyalty_ability("0", [Draw(1)], text="[0]: Draw a card."),
    loyalty_ability("-X", [Damage(X)], [CREATURE], text="[−X]: X damage to target creature."),
    cost="{2}{R}", subtypes=("Testwalker",))
TEST_CARDS = [
    WALKER,
    test_planeswalker("Other Walker", 4, loyalty_ability("+1", [GainLife(1)], text="[+1]: You gain 1 life."),
                      subtypes=("Testwalker",)),
    test_creature("Test Bear", 2, 2),
    test_creature("Test Giant", 5, 5),
    test_spell("Test Zap", [Damage(2)], [ANY]),
    replace(test_planeswalker("Twice Walker", 5, loyalty_ability("+1", [GainLife(1)], text="[+1]: You gain 1 life."),
                              subtypes=("Testwalker",)),
            static=(rule_static(LOYALTY_TWICE, "You may activate the loyalty abilities of Twice Walker twice each "
                                               "turn rather than only once."),)),
]
POOL = default_pool().extended(*TEST_CARDS)


def scenario(n=2, **kw):
    return Scenario(n, pool=POOL, **kw)


def loyalty(s, oid):
    return s.g.objects[oid].counters.get("loyalty", 0)


def activations(s, name):
    return [o for o in s.decision.options if o.kind == "activate" and name in o.label]


# ----------------------------------------------------------------------------- 306.5b
def test_306_5b_planeswalker_enters_with_printed_loyalty():
    s = scenario()
    s.hand(0, "Test Walker")
    s.lands(0, "Mountain", 3)
    s.library(0, "Mountain", "Mountain")
    s.start(active=0, step=Step.MAIN1)
    s.cast("Test Walker")
    s.pass_until_resolved()
    (pw,) = s.on_battlefield("Test Walker", 0)
    assert loyalty(s, pw) == 3


# ----------------------------------------------------------------------------- 606.4 / 118.3 costs
def test_606_4_plus_loyalty_cost_puts_counters_on():
    s = scenario()
    pw = s.battlefield(0, "Test Walker")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Test Walker", index=0)
    assert loyalty(s, pw) == 4                 # paid on activation, before resolving (602.2b)
    s.pass_until_resolved()
    assert s.g.players[0].life == 22


def test_606_4_minus_loyalty_cost_removes_counters():
    s = scenario()
    pw = s.battlefield(0, "Test Walker")
    bear = s.battlefield(1, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Test Walker", bear, index=1)
    assert loyalty(s, pw) == 1
    s.pass_until_resolved()
    assert s.zone_of("Test Bear") == [(GRAVEYARD, s.zone_of("Test Bear")[0][1])]


def test_606_4_zero_loyalty_cost_changes_nothing_but_counts():
    s = scenario()
    pw = s.battlefield(0, "Test Walker")
    s.library(0, "Mountain")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Test Walker", index=2)
    assert loyalty(s, pw) == 3
    s.pass_until_resolved()
    assert len(s.g.players[0].hand) == 1
    assert not activations(s, "Test Walker")          # 606.3: a [0] ability is a loyalty ability too


def test_606_4_minus_x_removes_x_counters_and_x_is_at_most_the_loyalty():
    s = scenario()
    pw = s.battlefield(0, "Test Walker")
    giant = s.battlefield(1, "Test Giant")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Test Walker", index=3)
    assert [o.value for o in s.decision.options if o.kind == "x"] == [0, 1, 2, 3]   # 606.6
    s.choose("x", value=3)
    s.choose("target", value=("obj", giant))
    assert pw not in s.g.objects and s.zone_of("Test Walker")[0][0] == GRAVEYARD   # 0 loyalty: 704.5i at once
    s.pass_until_resolved()
    assert s.g.objects[giant].damage == 3                   # 113.7a: the ability resolves without its source


def test_606_6_negative_cost_needs_that_many_loyalty_counters():
    s = scenario()
    s.battlefield(0, "Test Walker", counters={"loyalty": 1})
    s.battlefield(1, "Test Bear")
    s.start(active=0, step=Step.MAIN1)
    idx = {o.value[1] for o in activations(s, "Test Walker")}
    assert idx == {0, 2, 3}                          # not the [−2] with only 1 loyalty


# ----------------------------------------------------------------------------- 606.3 timing and once per turn
def test_606_3_one_loyalty_ability_per_permanent_per_turn():
    s = scenario()
    s.battlefield(0, "Test Walker")
    other = s.battlefield(0, "Other Walker")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Test Walker", index=0)
    s.pass_until_resolved()
    assert not activations(s, "Test Walker")
    assert [o.value for o in activations(s, "Other Walker")] == [(other, 0)]   # another permanent still may


def test_606_3_101_1_twice_each_turn_rather_than_only_once():
    """A permanent saying "You may activate the loyalty abilities of <it> twice each turn rather than only once"
    (Urza, Planeswalker) allows a second activation that turn, never a third; the others keep the once (606.3)."""
    s = scenario()
    pw = s.battlefield(0, "Twice Walker")
    s.battlefield(0, "Test Walker")
    s.start(active=0, step=Step.MAIN1)
    for n in (1, 2):
        assert activations(s, "Twice Walker"), n
        s.activate("Twice Walker", index=0)
        s.pass_until_resolved()
    assert loyalty(s, pw) == 7 and s.g.players[0].life == 22
    assert not activations(s, "Twice Walker") and activations(s, "Test Walker")
    s.activate("Test Walker", index=0)
    s.pass_until_resolved()
    assert not activations(s, "Test Walker")


def test_606_3_second_loyalty_activation_is_rejected_without_change():
    s = scenario()
    pw = s.battlefield(0, "Test Walker")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Test Walker", index=0)
    s.pass_until_resolved()
    g = s.g
    d = s.decision
    from manamelee.engine.decisions import Option
    bad = Option("activate", "opt.activate", (pw, 2), (("card", "Test Walker"), ("text", "[0]: Draw a card.")))
    before = (loyalty(s, pw), len(g.events), list(g.record), [x.id for x in g.pending()])
    with pytest.raises(IllegalOption):
        g.submit(d.id, bad)
    assert (loyalty(s, pw), len(g.events), list(g.record), [x.id for x in g.pending()]) == before


def test_606_3_only_at_sorcery_timing():
    s = scenario()
    s.battlefield(0, "Test Walker")
    s.battlefield(1, "Test Walker")
    s.library(0, "Mountain")
    s.start(active=0, step=Step.UPKEEP)
    assert not activations(s, "Test Walker")          # not in a main phase
    s.pass_until(Step.MAIN1)
    assert activations(s, "Test Walker")
    s.hand(0, "Test Zap")
    s.lands(0, "Mountain", 1)
    s.refresh()
    s.cast("Test Zap", ("player", 1))
    assert not activations(s, "Test Walker")          # the stack isn't empty


def test_606_3_not_on_an_opponents_turn():
    s = scenario()
    s.battlefield(1, "Test Walker")
    s.start(active=0, step=Step.MAIN1)
    s.pass_priority()
    assert s.decision.player == 1
    assert not activations(s, "Test Walker")


def test_606_3_a_new_turn_allows_a_new_activation():
    s = scenario()
    pw = s.battlefield(0, "Test Walker")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Test Walker", index=0)
    s.pass_until_resolved()
    assert not activations(s, "Test Walker")
    s.library(0, "Mountain", "Mountain")
    s.library(1, "Mountain", "Mountain")
    for who in (1, 0):                    # the opponent's turn, then our next turn
        for _ in range(100):
            if s.g.turns[0].active == who and s.g.turns[0].step == Step.MAIN1:
                break
            s.choose("done") if s.decision.kind.startswith("declare") else s.choose("pass")
    assert s.g.turns[0].active == 0
    assert activations(s, "Test Walker") and loyalty(s, pw) == 4


# ----------------------------------------------------------------------------- 120.3c / 704.5i
def test_120_3c_damage_removes_loyalty_and_704_5i_zero_loyalty_goes_to_graveyard():
    s = scenario()
    pw = s.battlefield(1, "Test Walker")
    s.hand(0, "Test Zap", "Test Zap")
    s.lands(0, "Mountain", 2)
    s.start(active=0, step=Step.MAIN1)
    s.cast("Test Zap", pw)
    s.pass_until_resolved()
    assert loyalty(s, pw) == 1
    s.cast("Test Zap", pw)
    s.pass_until_resolved()
    assert s.zone_of("Test Walker")[0][0] == GRAVEYARD


def test_306_4_no_planeswalker_uniqueness_rule():
    s = scenario()
    a = s.battlefield(0, "Test Walker", counters={"loyalty": 3})
    b = s.battlefield(0, "Other Walker")                  # same planeswalker type, different names: both stay
    s.start(active=0, step=Step.MAIN1)
    assert a in s.g.battlefield and b in s.g.battlefield


# ----------------------------------------------------------------------------- attacking (506.3, 508.1b, 510)
def test_508_1b_choose_player_or_planeswalker_and_combat_damage_removes_loyalty():
    s = scenario()
    giant = s.battlefield(0, "Test Giant")
    bear = s.battlefield(0, "Test Bear")
    pw = s.battlefield(1, "Other Walker")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.choose("attacker", value=bear)
    assert {o.value for o in s.decision.options} == {("player", 1), ("obj", pw)}
    s.choose("defender", value=("obj", pw))
    s.choose("attacker", value=giant)
    s.choose("defender", value=("player", 1))
    s.pass_until(Step.END_COMBAT)
    assert loyalty(s, pw) == 2 and s.g.players[1].life == 15


def test_802_3_attack_a_planeswalker_of_any_defending_player():
    s = scenario(3)
    bear = s.battlefield(0, "Test Bear")
    pw1 = s.battlefield(1, "Test Walker")
    pw2 = s.battlefield(2, "Other Walker")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.choose("attacker", value=bear)
    assert {o.value for o in s.decision.options} == {("player", 1), ("player", 2), ("obj", pw1), ("obj", pw2)}


def test_801_planeswalker_of_a_player_out_of_range_cant_be_attacked_and_answer_is_rejected():
    s = scenario(4, ranges=[1, 1, 1, 1])
    bear = s.battlefield(0, "Test Bear")
    near = s.battlefield(1, "Test Walker")
    far = s.battlefield(2, "Other Walker")                # seat 2 is two seats away: out of range 1
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.choose("attacker", value=bear)
    d = s.decision
    vals = {o.value for o in d.options}
    assert ("obj", near) in vals and ("obj", far) not in vals
    from manamelee.engine.decisions import Option
    g = s.g
    before = (len(g.events), list(g.record), [x.id for x in g.pending()])
    with pytest.raises(IllegalOption):
        g.submit(d.id, Option("defender", "text", ("obj", far), (("text", "Other Walker (P2)"),)))
    assert (len(g.events), list(g.record), [x.id for x in g.pending()]) == before


def test_506_3_attacking_creature_blocked_deals_no_damage_to_planeswalker():
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    pw = s.battlefield(1, "Test Walker")
    wall = s.battlefield(1, "Test Giant")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, pw))
    s.pass_until_decision("declare_blockers")
    s.block((wall, bear))
    s.pass_until(Step.END_COMBAT)
    assert loyalty(s, pw) == 3


def test_the_terminal_names_the_planeswalker_a_creature_attacks():
    import io

    from rich.console import Console

    from manamelee.play.render import render_view
    s = scenario()
    bear = s.battlefield(0, "Test Bear")
    pw = s.battlefield(1, "Other Walker")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, pw))
    out = io.StringIO()
    render_view(Console(file=out, width=200), s.g.view(0), 0)
    text = out.getvalue()
    assert "Other Walker (4 loyalty)" in text and "attacking Other Walker" in text and "#" not in text
