"""productions/evasion: evasion keywords (702.13 intimidate, 702.28 shadow, 702.31 horsemanship, 702.36 fear,
702.118 skulk), flanking (702.25) and protection from a card type or from (multi/mono)colored (702.16), on made-up
cards compiled for each rule and on real cards compiled from their oracle text."""
from __future__ import annotations

from manamelee.engine.combat import can_block
from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real, scenario_of


def creature(name, cost, text="", pt="2/2", type_line=None, keywords=()):
    return made_up(name, type_line or "Creature — Beast", cost, text, pt, keywords)


BLACK = ("Test Black", "{1}{B}")
GREEN = ("Test Green", "{1}{G}")
RED = ("Test Red", "{1}{R}")
GOLEM = ("Test Golem", "{2}", "", "2/2", "Artifact Creature — Golem")


def board(attacker, *blockers):
    """P0's ``attacker`` (a CardDef) and P1's ``blockers`` (made_up argument tuples); returns (game, attacker id,
    blocker ids)."""
    cards = [attacker] + [creature(*b) for b in blockers]
    s = scenario(*cards)
    a = s.battlefield(0, attacker.name)
    bs = [s.battlefield(1, b[0]) for b in blockers]
    g = s.start(active=0, step=Step.MAIN1)
    return g, a, bs


def test_702_36b_fear_can_be_blocked_only_by_artifact_and_or_black_creatures():
    g, a, (black, green, golem) = board(creature("Test Fearsome", "{B}", "Fear", keywords=("Fear",)),
                                        BLACK, GREEN, GOLEM)
    assert can_block(g, black, a) and can_block(g, golem, a)
    assert not can_block(g, green, a)


def test_702_13b_intimidate_blocked_only_by_artifact_creatures_or_creatures_sharing_a_color():
    g, a, (black, green, golem, red) = board(creature("Test Menacing", "{R}", "Intimidate", keywords=("Intimidate",)),
                                             BLACK, GREEN, GOLEM, RED)
    assert can_block(g, red, a) and can_block(g, golem, a)
    assert not can_block(g, black, a) and not can_block(g, green, a)


def test_702_28b_shadow_blocks_and_is_blocked_only_by_shadow():
    shade = ("Test Shade", "{1}{B}", "Shadow", "1/1", None, ("Shadow",))
    g, a, (plain, other_shade) = board(creature("Test Shadow", "{W}", "Shadow", keywords=("Shadow",)), GREEN, shade)
    assert not can_block(g, plain, a) and can_block(g, other_shade, a)
    g2, bear, (shade2,) = board(creature("Test Plain Bear", "{1}{G}"), shade)
    assert not can_block(g2, shade2, bear)                 # a creature with shadow can't block one without it


def test_702_31b_horsemanship_blocked_only_by_horsemanship_which_blocks_anything():
    rider = ("Test Rider", "{1}{R}", "Horsemanship", "2/2", None, ("Horsemanship",))
    g, a, (plain, horse) = board(creature("Test Cavalry", "{W}", "Horsemanship", keywords=("Horsemanship",)),
                                 GREEN, rider)
    assert not can_block(g, plain, a) and can_block(g, horse, a)
    g2, bear, (horse2,) = board(creature("Test Plain Bear", "{1}{G}"), rider)
    assert can_block(g2, horse2, bear)


def test_702_118b_skulk_cant_be_blocked_by_greater_power():
    big = ("Test Big", "{2}{G}", "", "3/3")
    same = ("Test Same", "{1}{G}", "", "2/1")
    g, a, (b3, b2) = board(creature("Test Sneak", "{1}{B}", "Skulk", keywords=("Skulk",)), big, same)
    assert not can_block(g, b3, a) and can_block(g, b2, a)


def test_509_1b_evasion_abilities_are_cumulative_flying_and_shadow():
    flier = ("Test Flier", "{1}{U}", "Flying", "2/2", None, ("Flying",))
    shade = ("Test Shade", "{1}{B}", "Shadow", "2/2", None, ("Shadow",))
    both = ("Test Both", "{2}{B}", "Flying, shadow", "2/2", None, ("Flying", "Shadow"))
    g, a, (fl, sh, bo) = board(creature("Test Ghost", "{1}{W}", "Flying, shadow", keywords=("Flying", "Shadow")),
                               flier, shade, both)
    assert not can_block(g, fl, a) and not can_block(g, sh, a) and can_block(g, bo, a)


def test_702_25a_flanking_blocker_without_flanking_gets_minus_1_minus_1():
    knight = creature("Test Knight", "{1}{W}", "Flanking", "2/2", keywords=("Flanking",))
    s = scenario(knight, creature("Test Toughie", "{1}{G}", "", "2/3"))
    k = s.battlefield(0, "Test Knight")
    b = s.battlefield(1, "Test Toughie")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((k, 1))
    s.pass_until_decision("declare_blockers")
    s.block((b, k))
    resolve_stack(s)                                     # the flanking trigger resolves
    assert (g.chars(b).power, g.chars(b).toughness) == (1, 2)
    s.pass_until(Step.END_COMBAT)
    assert b not in g.battlefield and k in g.battlefield    # 2 damage kills the 1/2; it dealt only 1


def test_702_25a_flanking_doesnt_trigger_for_a_blocker_with_flanking():
    knight = creature("Test Knight", "{1}{W}", "Flanking", "2/2", keywords=("Flanking",))
    other = creature("Test Other Knight", "{1}{W}", "Flanking", "2/3", keywords=("Flanking",))
    s = scenario(knight, other)
    k = s.battlefield(0, "Test Knight")
    b = s.battlefield(1, "Test Other Knight")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((k, 1))
    s.pass_until_decision("declare_blockers")
    s.block((b, k))
    assert not any(t.stack for t in g.turns)
    assert (g.chars(b).power, g.chars(b).toughness) == (2, 3)


def test_702_16a_protection_from_artifacts_blocking_and_damage():
    g, a, (golem, green) = board(creature("Test Warded", "{1}{W}", "Protection from artifacts",
                                          keywords=("Protection",)), GOLEM, GREEN)
    assert not can_block(g, golem, a) and can_block(g, green, a)           # 702.16f


def test_702_16e_protection_from_creatures_prevents_creature_damage():
    warded = creature("Test Warded", "{1}{W}", "Protection from creatures", "2/2", keywords=("Protection",))
    s = scenario(warded, creature("Test Brute", "{2}{R}", "", "3/3"))
    w = s.battlefield(1, "Test Warded")
    brute = s.battlefield(0, "Test Brute")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert can_block(g, w, brute)                         # protection doesn't stop it blocking a creature
    s.attack((brute, 1))
    s.pass_until_decision("declare_blockers")
    s.block((w, brute))
    s.pass_until(Step.END_COMBAT)
    assert w in g.battlefield and g.objects[w].damage == 0


def test_702_16_protection_from_multicolored_and_from_two_colors():
    g, a, (gold, mono) = board(creature("Test Prism", "{1}{W}", "Protection from multicolored",
                                        keywords=("Protection",)),
                               ("Test Gold", "{R}{G}"), GREEN)
    assert not can_block(g, gold, a) and can_block(g, mono, a)
    g2, a2, (black, red, green) = board(creature("Test Knight", "{W}{W}", "Protection from black and from red",
                                                 keywords=("Protection",)), BLACK, RED, GREEN)
    assert {"Protection from black", "Protection from red"} <= g2.chars(a2).keywords
    assert not can_block(g2, black, a2) and not can_block(g2, red, a2) and can_block(g2, green, a2)


def test_evasion_keywords_are_granted_by_auras_and_effects():
    aura = made_up("Test Dread", "Enchantment — Aura", "{B}", "Enchant creature\nEnchanted creature has fear.",
                   keywords=("Enchant",))
    cloak = made_up("Test Cloak", "Instant", "{B}", "Target creature gains shadow until end of turn.")
    s = scenario(aura, cloak, creature(*GREEN))
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Test Dread", attached_to=bears)
    green = s.battlefield(1, "Test Green")
    s.hand(0, "Test Cloak")
    lands_for(s, 0, "Test Cloak")
    g = s.start(active=0, step=Step.MAIN1)
    assert "Fear" in g.chars(bears).keywords and not can_block(g, green, bears)
    s.cast("Test Cloak", green)
    resolve_stack(s)
    assert "Shadow" in g.chars(green).keywords


def test_real_cards_dauthi_marauder_wei_scout_furtive_homunculus():
    marauder, scout, homunculus = real("Dauthi Marauder"), real("Wei Scout"), real("Furtive Homunculus")
    s = scenario_of(marauder, scout, homunculus)
    m = s.battlefield(0, "Dauthi Marauder")       # Shadow, 3/1
    w = s.battlefield(0, "Wei Scout")             # Horsemanship, 1/1
    h = s.battlefield(0, "Furtive Homunculus")    # Skulk, 2/1
    bear = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_block(g, bear, m) and not can_block(g, bear, w)
    assert can_block(g, bear, h) and not can_block(g, giant, h)


def test_real_card_cadaverous_knight_flanks_and_regenerates():
    knight = real("Cadaverous Knight")           # Flanking; {1}{B}{B}: Regenerate this creature. 2/2
    assert "Flanking" in knight.keywords and len(knight.activated) == 1
    s = scenario_of(knight)
    k = s.battlefield(0, "Cadaverous Knight")
    giant = s.battlefield(1, "Hill Giant")       # 3/3
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((k, 1))
    s.pass_until_decision("declare_blockers")
    s.block((giant, k))
    resolve_stack(s)
    assert (g.chars(giant).power, g.chars(giant).toughness) == (2, 2)
    s.pass_until(Step.END_COMBAT)
    assert giant not in g.battlefield and k not in g.battlefield      # 2 damage each way, no mana to regenerate
