"""The legendary creatures of manamelee/cards/sets/commanders.py, each tested from its Oracle text: printed
characteristics, keywords, and a game where it is cast as a commander (903.8) and does what it says."""
import pytest

from manamelee.cards import default_pool
from manamelee.cards.deck_check import color_identity
from manamelee.engine.constants import Step
from manamelee.multiplayer import MultiplayerRules, hooks_for
from manamelee.scenario import Scenario
from tests.cards.pool_helpers import lands_for

# name: (mana cost, power, toughness, colour identity, engine keywords) — from the Oracle file
LEGENDS = {
    "Isamaru, Hound of Konda": ("{W}", 2, 2, {"W"}, set()),
    "Yargle, Glutton of Urborg": ("{4}{B}", 9, 3, {"B"}, set()),
    "Mirri, Cat Warrior": ("{1}{G}{G}", 2, 3, {"G"}, {"First strike", "Forestwalk", "Vigilance"}),
    "Tobias Andrion": ("{3}{W}{U}", 4, 4, {"W", "U"}, set()),
    "Lady Orca": ("{5}{B}{R}", 7, 4, {"B", "R"}, set()),
    "Jasmine Boreal": ("{3}{G}{W}", 4, 5, {"G", "W"}, set()),
    "Sivitri Scarzam": ("{5}{U}{B}", 6, 4, {"U", "B"}, set()),
}


@pytest.fixture(scope="module")
def pool():
    return default_pool()


@pytest.mark.parametrize("name", sorted(LEGENDS))
def test_each_legend_has_its_oracle_facts_and_can_be_a_commander(pool, name):
    cost, power, toughness, identity, keywords = LEGENDS[name]
    c = pool[name]
    assert c.implemented and c.mana_cost_text == cost and (c.power, c.toughness) == (power, toughness)
    assert "Legendary" in c.supertypes and "Creature" in c.types                   # 903.3
    assert color_identity(c) == identity and set(c.keywords) == keywords


@pytest.mark.parametrize("name", sorted(LEGENDS))
def test_each_legend_is_cast_from_the_command_zone_and_attacks_for_its_power(name):
    s = Scenario(2, hooks=hooks_for(MultiplayerRules("commander", commander=True)))
    s.commander(0, name)
    lands_for(s, 0, name)
    s.start(0, Step.MAIN1)
    s.cast(name)
    s.pass_until_resolved()
    [perm] = s.on_battlefield(name, 0)
    s.g.objects[perm].since = 0                          # as if it had been there since the turn began
    s.pass_until_decision("declare_attackers")
    s.attack((perm, 1))
    s.pass_until(Step.END)
    assert s.g.players[1].life == 40 - LEGENDS[name][1]


def _mirri_attacks(defender_lands: list[str]):
    s = Scenario(2)
    mirri = s.battlefield(0, "Mirri, Cat Warrior")
    bear = s.battlefield(1, "Grizzly Bears")
    for land in defender_lands:
        s.battlefield(1, land)
    s.start(0, Step.MAIN1)
    s.pass_until_decision("declare_attackers")
    s.attack((mirri, 1))
    return s, mirri, bear


def test_mirri_vigilance_attacking_does_not_tap_her():
    s, mirri, _ = _mirri_attacks(["Forest"])
    assert not s.g.objects[mirri].tapped


def test_mirri_forestwalk_cant_be_blocked_while_the_defender_controls_a_forest():
    s, mirri, bear = _mirri_attacks(["Forest"])
    d = s.decision
    assert not (d.kind == "declare_blockers" and any(o.value == bear for o in d.options))
    s.pass_until(Step.END)
    assert s.g.players[1].life == 18


def test_mirri_first_strike_kills_a_2_2_blocker_before_it_deals_damage():
    s, mirri, bear = _mirri_attacks(["Mountain"])
    s.pass_until_decision("declare_blockers")
    s.block((bear, mirri))
    s.pass_until(Step.END)
    assert not s.on_battlefield("Grizzly Bears") and s.on_battlefield("Mirri, Cat Warrior")
    assert s.g.objects[mirri].damage == 0


# --------------------------------------------------------------------------- the partners (702.124h)
LEGENDS_PARTNERS = {"Bruse Tarl, Boorish Herder": ("{2}{R}{W}", 3, 3, {"R", "W"}, set()),
                    "Ishai, Ojutai Dragonspeaker": ("{2}{W}{U}", 1, 1, {"W", "U"}, {"Flying"})}


@pytest.mark.parametrize("name", sorted(LEGENDS_PARTNERS))
def test_each_partner_has_its_oracle_facts_and_partner(pool, name):
    cost, power, toughness, identity, keywords = LEGENDS_PARTNERS[name]
    c = pool[name]
    assert c.mana_cost_text == cost and (c.power, c.toughness) == (power, toughness) and set(c.keywords) == keywords
    assert color_identity(c) == identity and "Partner (You can have two commanders" in c.text


def _commander_table() -> Scenario:
    return Scenario(2, hooks=hooks_for(MultiplayerRules("commander", commander=True)))


def test_bruse_tarl_enters_target_creature_you_control_gains_double_strike_and_lifelink():
    s = _commander_table()
    s.commander(0, "Bruse Tarl, Boorish Herder")
    bear = s.battlefield(0, "Grizzly Bears")
    lands_for(s, 0, "Bruse Tarl, Boorish Herder")
    s.start(0, Step.MAIN1)
    s.cast("Bruse Tarl, Boorish Herder")
    s.pass_priority(2)                                      # it resolves; its enters trigger asks for a target
    s.choose("target", value=("obj", bear))
    s.pass_until_resolved()
    assert {"Double strike", "Lifelink"} <= set(s.chars(bear).keywords)
    s.pass_until_decision("declare_attackers")
    s.attack((bear, 1))
    s.pass_until(Step.END)
    assert s.g.players[1].life == 36 and s.g.players[0].life == 44        # 2 + 2 double strike, lifelink


def test_bruse_tarl_attacks_target_creature_you_control_gains_double_strike_and_lifelink():
    s = _commander_table()
    bruse = s.battlefield(0, "Bruse Tarl, Boorish Herder")
    s.start(0, Step.MAIN1)
    s.pass_until_decision("declare_attackers")
    s.attack((bruse, 1))
    s.choose("target", value=("obj", bruse))
    s.pass_until(Step.END)
    assert s.g.players[1].life == 34 and s.g.players[0].life == 46        # 3 + 3, lifelink


def test_ishai_gets_a_counter_whenever_an_opponent_casts_a_spell_not_when_you_do():
    s = _commander_table()
    ishai = s.battlefield(0, "Ishai, Ojutai Dragonspeaker")
    s.hand(1, "Shock")
    s.hand(0, "Shock")
    s.lands(1, "Mountain", 1)
    s.lands(0, "Mountain", 1)
    s.start(0, Step.MAIN1)
    s.cast("Shock", ("player", 1))
    s.pass_until_resolved()
    assert s.g.objects[ishai].counters.get("+1/+1", 0) == 0
    s.pass_priority()                                       # P1 gets priority on P0's turn
    s.cast("Shock", ("player", 0))
    s.pass_until_resolved()
    assert s.g.objects[ishai].counters.get("+1/+1", 0) == 1 and s.chars(ishai).power == 2


def test_702_124_both_partners_are_cast_from_the_command_zone_each_with_its_own_tax():
    s = _commander_table()
    bruse = s.commander(0, "Bruse Tarl, Boorish Herder", k=0)
    s.commander(0, "Ishai, Ojutai Dragonspeaker", k=1)
    lands_for(s, 0, "Bruse Tarl, Boorish Herder")
    lands_for(s, 0, "Ishai, Ojutai Dragonspeaker")
    s.g.hooks.casts[(0, 0)] = 1                            # Bruse was cast once before: {2} more for him only
    assert s.g.hooks.additional_cost(s.g, 0, bruse) == 2
    s.start(0, Step.MAIN1)
    s.cast("Ishai, Ojutai Dragonspeaker")                   # {2}{W}{U}: no tax (702.124d)
    s.pass_until_resolved()
    assert s.on_battlefield("Ishai, Ojutai Dragonspeaker", 0)
    assert not any(o.kind == "cast" for o in s.decision.options)     # Bruse needs {4}{R}{W}; 4 lands are left
