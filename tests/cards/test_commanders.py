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
