"""productions/combat_restrictions: restrictions and requirements of attacking and blocking (508.1c-d, 509.1a-c),
damage of a creature blocking several (510.1d) or assigned as though unblocked (510.1c), and "defending player" in
multiplayer (802.2a), on made-up cards compiled for each rule and on real cards compiled from their oracle text."""
from __future__ import annotations

import pytest

from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real, scenario_of


def creature(name, text="", pt="2/2", cost="{1}{G}", type_line="Creature — Beast", keywords=()):
    return made_up(name, type_line, cost, text, pt, keywords)


def options(s, kind):
    return {o.value for o in s.decision.options if o.kind == kind}


def kinds(s):
    return {o.kind for o in s.decision.options}


def to_blocks(s, *attacks):
    """From P0's declare attackers step: attack, then pass priority until a decision that isn't priority (P1's block
    declaration, unless the blocks need no choice) or the combat damage step."""
    s.attack(*attacks)
    g = s.g
    for _ in range(20):
        if s.decision.kind != "priority" or g.turns[0].step >= Step.FIRST_STRIKE_DAMAGE:
            return s.decision
        s.pass_priority()
    raise AssertionError("no block declaration")


def play_out(s, amounts=(), yes=None):
    """Pass priority to the end of combat, answering damage divisions with ``amounts`` in turn and yes/no with
    ``yes``."""
    g, it = s.g, iter(amounts)
    for _ in range(60):
        d = s.decision
        if d.kind == "assign_damage":
            s.choose("amount", value=next(it))
        elif d.kind == "yes_no":
            s.choose("yes" if yes else "no")
        elif g.turns[0].step == Step.END_COMBAT:
            return
        else:
            s.pass_priority()
    raise AssertionError("combat never ended")


# ----------------------------------------------------------------------------- 509.1b restrictions on blocking
def test_509_1b_can_block_only_creatures_with_flying():
    wall = creature("Test Net", "Reach\nThis creature can block only creatures with flying.", "0/4", keywords=("Reach",))
    bird = creature("Test Bird", "Flying", "1/1", keywords=("Flying",))
    s = scenario(wall, bird)
    w = s.battlefield(1, "Test Net")
    b = s.battlefield(0, "Test Bird")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    assert can_block(g, w, b) and not can_block(g, w, bears)


@pytest.mark.parametrize("text,blockers,able", [
    ("This creature can't be blocked by creatures with power 2 or less.", ("1/1", "2/2", "3/3"), (False, False, True)),
    ("This creature can't be blocked by creatures with power 2 or greater.", ("1/1", "2/2", "3/3"),
     (True, False, False)),
    ("CARDNAME can't be blocked by creatures with greater power.", ("1/1", "2/2", "3/3"), (True, True, False)),
    ("Creatures with power less than this creature's power can't block it.", ("1/1", "2/2", "3/3"),
     (False, True, True)),
])
def test_509_1b_cant_be_blocked_by_creatures_with_power(text, blockers, able):
    atk = creature("Test Evader", text, "2/2")
    cards = [atk] + [creature(f"Test Blocker {i}", "", pt) for i, pt in enumerate(blockers)]
    s = scenario(*cards)
    a = s.battlefield(0, "Test Evader")
    bs = [s.battlefield(1, f"Test Blocker {i}") for i in range(len(blockers))]
    g = s.start(active=0, step=Step.MAIN1)
    assert tuple(can_block(g, b, a) for b in bs) == able


@pytest.mark.parametrize("text,ok,not_ok", [
    ("This creature can't be blocked by Walls.", "Test Beast", "Test Wall"),
    ("This creature can't be blocked by artifact creatures.", "Test Beast", "Test Golem"),
    ("This creature can't be blocked by blue creatures.", "Test Beast", "Test Merfolk"),
    ("This creature can't be blocked by creatures with flying.", "Test Beast", "Test Bird"),
    ("This creature can't be blocked except by creatures with flying.", "Test Bird", "Test Beast"),
    ("This creature can't be blocked except by creatures with flying or reach.", "Test Spider", "Test Beast"),
    ("This creature can't be blocked except by black creatures.", "Test Shade", "Test Beast"),
    ("This creature can't be blocked except by artifact creatures and/or white creatures.", "Test Golem",
     "Test Beast"),
])
def test_509_1b_cant_be_blocked_by_or_except_by_a_class_of_creatures(text, ok, not_ok):
    pool = {"Test Beast": creature("Test Beast"),
            "Test Wall": creature("Test Wall", "Defender", "0/4", type_line="Creature — Wall", keywords=("Defender",)),
            "Test Golem": creature("Test Golem", "", "2/2", "{2}", "Artifact Creature — Golem"),
            "Test Merfolk": creature("Test Merfolk", "", "2/2", "{1}{U}"),
            "Test Bird": creature("Test Bird", "Flying", "1/1", "{W}", keywords=("Flying",)),
            "Test Spider": creature("Test Spider", "Reach", "1/3", keywords=("Reach",)),
            "Test Shade": creature("Test Shade", "", "2/2", "{1}{B}")}
    s = scenario(creature("Test Evader", text, "2/2", "{1}{R}"), *pool.values())
    a = s.battlefield(0, "Test Evader")
    yes, no = s.battlefield(1, ok), s.battlefield(1, not_ok)
    g = s.start(active=0, step=Step.MAIN1)
    assert can_block(g, yes, a) and not can_block(g, no, a)


@pytest.mark.parametrize("text,pts,able", [
    ("This creature can't block creatures with power 2 or greater.", ("1/1", "2/2"), (True, False)),
    ("This creature can't block creatures with power 2 or less.", ("2/2", "3/3"), (False, True)),
])
def test_509_1b_cant_block_creatures_with_power(text, pts, able):
    cards = [creature("Test Picky", text, "4/4")] + [creature(f"Test Attacker {i}", "", pt) for i, pt in enumerate(pts)]
    s = scenario(*cards)
    b = s.battlefield(1, "Test Picky")
    atks = [s.battlefield(0, f"Test Attacker {i}") for i in range(len(pts))]
    g = s.start(active=0, step=Step.MAIN1)
    assert tuple(can_block(g, b, a) for a in atks) == able


def test_509_1c_cant_be_blocked_by_more_than_one_creature():
    rhino = creature("Test Rhino", "This creature can't be blocked by more than one creature.", "4/4")
    s = scenario(rhino)
    r = s.battlefield(0, "Test Rhino")
    b1, b2 = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Hill Giant")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (r, 1))
    s.choose("blocker", value=b1)
    assert b2 not in options(s, "blocker")             # no second blocker is offered for it
    s.choose("done")
    assert g.turns[0].combat.blocked[r] == [b1]


def test_509_1c_cant_be_blocked_except_by_three_or_more_creatures():
    horde = creature("Test Horde", "This creature can't be blocked except by three or more creatures.", "3/3")
    s = scenario(horde)
    h = s.battlefield(0, "Test Horde")
    bs = [s.battlefield(1, "Grizzly Bears") for _ in range(3)]
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (h, 1))
    s.choose("blocker", value=bs[0])
    s.choose("blocker", value=bs[1])
    assert "done" not in kinds(s)                       # two blockers aren't enough
    s.choose("blocker", value=bs[2])
    s.choose("done")
    assert sorted(g.turns[0].combat.blocked[h]) == sorted(bs)


def test_509_1b_cant_block_alone_needs_another_blocker():
    flunky = creature("Test Flunky", "This creature can't attack or block alone.", "3/3")
    s = scenario(flunky)
    f = s.battlefield(1, "Test Flunky")
    bears = s.battlefield(1, "Grizzly Bears")
    a1, a2 = s.battlefield(0, "Hill Giant"), s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (a1, 1), (a2, 1))
    s.choose("blocker", value=f)
    if s.decision.kind == "choose_attacker":
        s.choose("attacker", value=a1)
    assert "done" not in kinds(s) and "reset" in kinds(s)
    s.choose("blocker", value=bears)
    if s.decision.kind == "choose_attacker":
        s.choose("attacker", value=a2)
    s.choose("done")
    assert set(g.turns[0].combat.blockers) == {f, bears}


# ----------------------------------------------------------------------------- 509.1a several attackers, 510.1d
def test_509_1a_can_block_an_additional_creature_and_divides_its_damage_510_1d():
    giant = creature("Test Twin Giant", "This creature can block an additional creature each combat.", "4/5")
    s = scenario(giant)
    gi = s.battlefield(1, "Test Twin Giant")
    a1, a2 = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (a1, 1), (a2, 1))
    s.choose("blocker", value=gi)
    s.choose("attacker", value=a1)
    assert gi in options(s, "blocker")                  # it may block a second attacker
    s.choose("blocker", value=gi)                       # the only attacker left for it: a2
    assert gi not in options(s, "blocker")
    s.choose("done")
    c = g.turns[0].combat
    assert sorted(c.blockers[gi]) == sorted([a1, a2]) and c.blocked[a1] == [gi] and c.blocked[a2] == [gi]
    s.pass_until_decision("assign_damage")
    assert s.decision.player == 1                       # 510.1d: its controller divides its 4 damage
    play_out(s, (2,))
    assert a1 not in g.battlefield and a2 not in g.battlefield
    assert gi in g.battlefield and g.objects[gi].damage == 4       # 2 + 2 damage from the bears


def test_509_1a_can_block_any_number_of_creatures():
    net = creature("Test Net", "This creature can block any number of creatures.", "1/10")
    s = scenario(net)
    n = s.battlefield(1, "Test Net")
    atks = [s.battlefield(0, "Grizzly Bears") for _ in range(3)]
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, *[(a, 1) for a in atks])
    for a in atks:
        s.choose("blocker", value=n)
        if s.decision.kind == "choose_attacker":
            s.choose("attacker", value=a)
    s.choose("done")
    assert sorted(g.turns[0].combat.blockers[n]) == sorted(atks)


# ----------------------------------------------------------------------------- 509.1c requirements
def test_509_1c_all_creatures_able_to_block_it_do_so():
    lure = creature("Test Lure Beast", "All creatures able to block this creature do so.", "2/2")
    s = scenario(lure, creature("Test Net", "This creature can block only creatures with flying.", "0/4"))
    l_ = s.battlefield(0, "Test Lure Beast")
    other = s.battlefield(0, "Hill Giant")
    b1, b2 = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    net = s.battlefield(1, "Test Net")                  # not able to block it: free
    tapped = s.battlefield(1, "Grizzly Bears", tapped=True)
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (l_, 1), (other, 1))                   # no choice is left: the Net can't block either attacker
    c = g.turns[0].combat
    assert sorted(c.blocked[l_]) == sorted([b1, b2]) and net not in c.blockers and tapped not in c.blockers


def test_509_1c_blocks_each_combat_if_able():
    eager = creature("Test Eager", "This creature blocks each combat if able.", "1/1")
    s = scenario(eager)
    e = s.battlefield(1, "Test Eager")
    a = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (a, 1))                                # its only choice is made for it
    assert g.turns[0].combat.blocked[a] == [e]


def test_509_1c_a_lure_requirement_that_would_break_menace_is_left_unobeyed():
    lure = creature("Test Lure Brute", "Menace\nAll creatures able to block this creature do so.", "3/3",
                    keywords=("Menace",))
    s = scenario(lure)
    l_ = s.battlefield(0, "Test Lure Brute")
    b = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((l_, 1))
    s.pass_until(Step.COMBAT_DAMAGE)
    assert l_ not in g.turns[0].combat.was_blocked      # one blocker alone can't block a creature with menace
    assert b in g.battlefield


def test_509_1c_all_creatures_able_to_block_target_creature_this_turn_do_so():
    scent = made_up("Test Scent", "Instant", "{G}", "All creatures able to block target creature this turn do so.")
    s = scenario(scent)
    bears = s.battlefield(0, "Grizzly Bears")
    b1 = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Scent")
    lands_for(s, 0, "Test Scent")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Scent", bears)
    resolve_stack(s)
    s.pass_until_decision("declare_attackers")
    to_blocks(s, (bears, 1))
    assert g.turns[0].combat.blocked[bears] == [b1]


# ----------------------------------------------------------------------------- 508.1c-d attacking
def test_508_1d_attacks_each_combat_if_able():
    brute = creature("Test Berserker", "This creature attacks each combat if able.", "3/3")
    s = scenario(brute)
    b = s.battlefield(0, "Test Berserker")
    other = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert b not in options(s, "attacker") and other in options(s, "attacker")
    s.choose("done")
    assert list(g.turns[0].combat.attackers) == [b]


def test_508_1d_attacks_each_combat_only_if_able_tapped_it_doesnt():
    brute = creature("Test Berserker", "This creature attacks each combat if able.", "3/3")
    s = scenario(brute)
    s.battlefield(0, "Test Berserker", tapped=True)
    other = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.choose("done")
    assert g.turns[0].combat is None or not g.turns[0].combat.attackers
    assert other in g.battlefield


def test_508_1d_attacks_each_combat_in_multiplayer_the_attacker_chooses_whom():
    brute = creature("Test Berserker", "This creature attacks each combat if able.", "3/3")
    s = scenario(brute, players=3)
    b = s.battlefield(0, "Test Berserker")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    d = s.decision
    assert d.kind == "choose_defender" and {o.value for o in d.options} == {("player", 1), ("player", 2)}
    s.choose("defender", value=("player", 2))
    assert g.turns[0].combat.attackers[b] == ("player", 2)


def test_508_1c_cant_attack_alone():
    flunky = creature("Test Flunky", "This creature can't attack alone.", "3/3")
    s = scenario(flunky)
    f = s.battlefield(0, "Test Flunky")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.choose("attacker", value=f)
    assert "done" not in kinds(s) and "reset" in kinds(s)      # 508.1c: alone, the declaration is illegal
    s.choose("reset")
    s.choose("attacker", value=f)
    s.choose("attacker", value=bears)
    assert set(g.turns[0].combat.attackers) == {f, bears}


def test_508_1c_a_lone_attacker_that_must_attack_but_cant_attack_alone_stays_home():
    text = "This creature attacks each combat if able.\nThis creature can't attack alone."
    s = scenario(creature("Test Odd", text, "3/3"))
    s.battlefield(0, "Test Odd")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert s.decision.kind == "priority"
    assert g.turns[0].combat is None or not g.turns[0].combat.attackers


def test_508_1c_802_2a_cant_attack_unless_the_defending_player_controls_an_island():
    serpent = creature("Test Serpent", "This creature can't attack unless defending player controls an Island.",
                       "5/5", "{4}{U}")
    s = scenario(serpent, players=3)
    sp = s.battlefield(0, "Test Serpent")
    s.battlefield(2, "Island")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert can_attack(g, sp)
    s.choose("attacker", value=sp)                      # one defender allowed: the player with an Island
    assert g.turns[0].combat is None or True
    if s.decision.kind == "declare_attackers":
        s.choose("done")
    assert g.turns[0].combat.attackers[sp] == ("player", 2)


def test_508_1c_cant_attack_unless_island_with_no_island_it_cant_attack():
    serpent = creature("Test Serpent", "This creature can't attack unless defending player controls an Island.",
                       "5/5", "{4}{U}")
    s = scenario(serpent)
    sp = s.battlefield(0, "Test Serpent")
    s.battlefield(0, "Island")                          # the attacker's own Island doesn't count
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert options(s, "attacker") == {bears}


# ----------------------------------------------------------------------------- 510.1c as though it weren't blocked
@pytest.mark.parametrize("yes", [True, False])
def test_510_1c_assign_combat_damage_as_though_it_werent_blocked(yes):
    thorn = creature("Test Thorn", "You may have this creature assign its combat damage as though it weren't "
                     "blocked.", "5/5")
    s = scenario(thorn)
    t = s.battlefield(0, "Test Thorn")
    wall = s.battlefield(1, "Hill Giant")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (t, 1))
    s.block((wall, t))
    s.pass_until_decision("yes_no")
    assert s.decision.player == 0
    play_out(s, yes=yes)
    assert g.players[1].life == (15 if yes else 20)
    assert (wall in g.battlefield) == yes


# ----------------------------------------------------------------------------- Auras, equipment, effects
def test_attached_gets_and_attacks_each_combat_if_able():
    aura = made_up("Test Fury", "Enchantment — Aura", "{R}",
                   "Enchant creature\nEnchanted creature gets +2/+2 and attacks each combat if able.",
                   keywords=("Enchant",))
    s = scenario(aura)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Test Fury", attached_to=bears)
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert g.chars(bears).power == 4
    if s.decision.kind == "declare_attackers":
        s.choose("done")
    assert list(g.turns[0].combat.attackers) == [bears]


def test_until_end_of_turn_cant_be_blocked_by_power_2_or_less():
    c = creature("Test Stalker", "{2}{G}: This creature can't be blocked by creatures with power 2 or less this "
                 "turn.", "2/2")
    s = scenario(c)
    st = s.battlefield(0, "Test Stalker")
    s.lands(0, "Forest", 3)
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    assert can_block(g, bears, st)
    s.activate("Test Stalker")
    resolve_stack(s)
    assert not can_block(g, bears, st)


def test_until_end_of_turn_can_block_an_additional_creature():
    c = made_up("Test Stand", "Instant", "{W}", "Target creature can block an additional creature this turn.")
    s = scenario(c)
    b = s.battlefield(0, "Hill Giant")
    s.hand(0, "Test Stand")
    lands_for(s, 0, "Test Stand")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Stand", b)
    resolve_stack(s)
    assert "BlocksAdditional(1)" in g.chars(b).keywords


# ----------------------------------------------------------------------------- real cards
def test_real_card_juggernaut_attacks_each_combat_and_walls_cant_block_it():
    jug = real("Juggernaut")
    wall = creature("Test Wall", "Defender", "0/4", type_line="Creature — Wall", keywords=("Defender",))
    s = scenario_of(jug, wall)
    j = s.battlefield(0, "Juggernaut")
    w = s.battlefield(1, "Test Wall")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert list(g.turns[0].combat.attackers) == [j]          # "Juggernaut attacks each combat if able."
    assert not can_block(g, w, j) and can_block(g, bears, j)  # "Juggernaut can't be blocked by Walls."


def test_real_card_lure_aura():
    lure = real("Lure")                       # "All creatures able to block enchanted creature do so."
    s = scenario_of(lure)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Lure", attached_to=bears)
    b1, b2 = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Hill Giant")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (bears, 1))
    assert sorted(g.turns[0].combat.blocked[bears]) == sorted([b1, b2])


def test_real_cards_cloud_sprite_and_sea_monster():
    sprite, monster = real("Cloud Sprite"), real("Sea Monster")
    s = scenario_of(sprite, monster)
    sp = s.battlefield(1, "Cloud Sprite")     # Flying; can block only creatures with flying
    m = s.battlefield(0, "Sea Monster")       # can't attack unless defending player controls an Island
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert not can_block(g, sp, m)
    assert m not in options(s, "attacker") if s.decision.kind == "declare_attackers" else True


def test_real_card_mogg_flunkies_cant_attack_alone():
    s = scenario_of(real("Mogg Flunkies"))        # "This creature can't attack or block alone."
    f = s.battlefield(0, "Mogg Flunkies")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.choose("attacker", value=f)
    assert "done" not in kinds(s)
    s.choose("attacker", value=bears)
    assert set(g.turns[0].combat.attackers) == {f, bears}

    s2 = scenario_of(real("Mogg Flunkies"))
    s2.battlefield(0, "Mogg Flunkies")
    g2 = s2.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert s2.decision.kind == "priority"         # alone, it is offered no attack at all
    assert g2.turns[0].combat is None or not g2.turns[0].combat.attackers


def test_real_card_charging_rhino_and_thorn_elemental_compile():
    rhino, thorn = real("Charging Rhino"), real("Thorn Elemental")
    assert "MaxBlockers(1)" in rhino.keywords and "AssignsAsUnblocked" in thorn.keywords


def test_attached_all_creatures_able_to_block_enchanted_creature_do_so():
    aura = made_up("Test Lure Aura", "Enchantment — Aura", "{1}{G}",
                   "Enchant creature\nAll creatures able to block enchanted creature do so.", keywords=("Enchant",))
    s = scenario(aura)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Test Lure Aura", attached_to=bears)
    b1 = s.battlefield(1, "Hill Giant")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (bears, 1))
    assert g.turns[0].combat.blocked[bears] == [b1]


def test_attached_equipped_creature_can_block_only_creatures_with_flying():
    eq = made_up("Test Sky Hook", "Artifact — Equipment", "{1}",
                 "Equipped creature can block only creatures with flying.\nEquip {1}", keywords=("Equip",))
    s = scenario(eq, creature("Test Bird", "Flying", "1/1", "{W}", keywords=("Flying",)))
    giant = s.battlefield(1, "Hill Giant")
    s.battlefield(1, "Test Sky Hook", attached_to=giant)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_block(g, giant, bears)


def test_509_1b_cant_block_alone_a_lone_possible_blocker_doesnt_block():
    c = creature("Test Shy", "This creature can't block alone.", "2/2")
    s = scenario(c)
    shy = s.battlefield(1, "Test Shy")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (bears, 1))
    assert shy not in g.turns[0].combat.blockers        # the only creature that could block: not offered


def test_508_1d_all_creatures_attack_each_combat_if_able_and_block_each_combat():
    war = made_up("Test War Cry", "Enchantment", "{1}{R}", "All creatures attack each combat if able.")
    s = scenario(war)
    s.battlefield(1, "Test War Cry")                 # P1's enchantment: P0's creatures attack too
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert list(g.turns[0].combat.attackers) == [bears]

    block = made_up("Test Guard Cry", "Enchantment", "{1}{W}", "All creatures block each combat if able.")
    s2 = scenario(block)
    s2.battlefield(0, "Test Guard Cry")
    a = s2.battlefield(0, "Grizzly Bears")
    b = s2.battlefield(1, "Hill Giant")
    g2 = s2.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s2, (a, 1))
    assert g2.turns[0].combat.blocked[a] == [b]


def test_508_1d_creatures_your_opponents_control_attack_each_combat_if_able():
    taunt = made_up("Test Taunt", "Enchantment", "{1}{R}", "Creatures your opponents control attack each combat if "
                    "able.")
    s = scenario(taunt)
    s.battlefield(1, "Test Taunt")
    bears = s.battlefield(0, "Grizzly Bears")
    mine = s.battlefield(1, "Hill Giant")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert list(g.turns[0].combat.attackers) == [bears]
    assert "AttacksEachCombat" not in g.chars(mine).keywords


def test_509_1a_each_creature_you_control_can_block_an_additional_creature():
    wall = made_up("Test Shield Wall", "Enchantment", "{1}{W}",
                   "Each creature you control can block an additional creature each combat.")
    s = scenario(wall)
    s.battlefield(1, "Test Shield Wall")
    gi = s.battlefield(1, "Hill Giant")
    a1, a2 = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    to_blocks(s, (a1, 1), (a2, 1))
    s.choose("blocker", value=gi)
    s.choose("attacker", value=a1)
    s.choose("blocker", value=gi)
    s.choose("done")
    assert sorted(g.turns[0].combat.blockers[gi]) == sorted([a1, a2])


def test_cant_block_and_cant_be_blocked():
    ghost = creature("Test Phantom", "This creature can't block and can't be blocked.", "2/2")
    s = scenario(ghost)
    p = s.battlefield(0, "Test Phantom")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_block(g, bears, p) and not can_block(g, p, bears)
