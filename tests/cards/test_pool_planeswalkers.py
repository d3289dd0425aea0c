"""The hand-written planeswalkers (manamelee/cards/sets/pool_planeswalkers.py): each loyalty ability does what its
oracle text says (606), on a scenario built for it."""
from manamelee.engine.combat import can_attack
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

from .pool_helpers import cast_resolve, grave_names, hand_names, lands_for, life, resolve_stack


def walker(name, *others, players=2, library=True, loyalty=None):
    s = Scenario(players)
    pw = s.battlefield(0, name, counters={"loyalty": loyalty} if loyalty else None)
    ids = [s.battlefield(q, n) for q, n in others]
    if library:
        for p in range(players):
            s.library(p, "Island", "Island", "Island")
    s.start(active=0, step=Step.MAIN1)
    return s, pw, ids


def loyalty(s, oid):
    return s.g.objects[oid].counters.get("loyalty", 0)


def test_jace_beleren_plus_2_each_player_draws_a_card():
    s, pw, _ = walker("Jace Beleren")
    s.activate("Jace Beleren", index=0)
    resolve_stack(s)
    assert loyalty(s, pw) == 5 and len(hand_names(s.g, 0)) == 1 and len(hand_names(s.g, 1)) == 1


def test_chandra_nalaar_minus_x_deals_x_damage_to_target_creature():
    s, pw, (bear,) = walker("Chandra Nalaar", (1, "Grizzly Bears"))
    s.activate("Chandra Nalaar", index=1)
    s.choose("x", value=2)
    s.choose("target", value=("obj", bear))
    resolve_stack(s)
    assert loyalty(s, pw) == 4 and "Grizzly Bears" in grave_names(s.g, 1)


def test_garruk_wildspeaker_minus_1_creates_a_3_3_beast():
    s, pw, _ = walker("Garruk Wildspeaker")
    s.activate("Garruk Wildspeaker", index=1)
    resolve_stack(s)
    (beast,) = s.on_battlefield("Beast", 0)
    assert (s.chars(beast).power, s.chars(beast).toughness) == (3, 3) and loyalty(s, pw) == 2


def test_sarkhan_vol_minus_2_gains_control_untaps_and_hastes():
    s, pw, (bear,) = walker("Sarkhan Vol", (1, "Grizzly Bears"))
    s.g.objects[bear].tapped = True
    s.activate("Sarkhan Vol", bear, index=1)
    resolve_stack(s)
    assert s.g.controller(bear) == 0 and not s.g.objects[bear].tapped and can_attack(s.g, bear)


def test_domri_city_smasher_minus_8_three_counters_on_each_creature_you_control():
    s, pw, (a, b) = walker("Domri, City Smasher", (0, "Grizzly Bears"), (1, "Grizzly Bears"), loyalty=8)
    s.activate("Domri", index=2)
    resolve_stack(s)
    assert s.g.objects[a].counters.get("+1/+1") == 3 and "Trample" in s.chars(a).keywords
    assert not s.g.objects[b].counters.get("+1/+1")
    assert pw not in s.g.objects                  # 8 - 8 = 0 loyalty (704.5i)


def test_chandra_flames_fury_minus_2_hits_the_creature_and_its_controller():
    s, pw, (bear,) = walker("Chandra, Flame's Fury", (1, "Grizzly Bears"))
    s.activate("Chandra, Flame", bear, index=1)
    resolve_stack(s)
    assert "Grizzly Bears" in grave_names(s.g, 1) and life(s.g, 1) == 18


def test_chandra_pyrogenius_plus_2_each_opponent_in_multiplayer():
    s, pw, _ = walker("Chandra, Pyrogenius", players=3)
    s.activate("Chandra, Pyrogenius", index=0)
    resolve_stack(s)
    assert [life(s.g, p) for p in range(3)] == [20, 18, 18]


def test_samut_gives_your_creatures_haste():
    s = Scenario(2)
    s.battlefield(0, "Samut, Tyrant Smasher")
    bear = s.battlefield(0, "Grizzly Bears", sick=True)
    s.start(active=0, step=Step.MAIN1)
    assert "Haste" in s.chars(bear).keywords and can_attack(s.g, bear)


def test_kiora_draws_when_a_big_creature_of_yours_enters():
    s = Scenario(2)
    s.battlefield(0, "Kiora, Behemoth Beckoner")
    s.hand(0, "Colossal Dreadmaw", "Grizzly Bears")
    s.library(0, "Island", "Island")
    lands_for(s, 0, "Colossal Dreadmaw")
    lands_for(s, 0, "Grizzly Bears")
    s.start(active=0, step=Step.MAIN1)
    cast_resolve(s, "Grizzly Bears")
    assert len(hand_names(s.g, 0)) == 1                   # power 2: nothing
    cast_resolve(s, "Colossal Dreadmaw")
    assert len(hand_names(s.g, 0)) == 1                   # the Dreadmaw left the hand, a card was drawn
