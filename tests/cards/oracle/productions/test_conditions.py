"""productions/conditions: "if <condition>," as an intervening "if" clause (603.4) and as an instruction's condition
(608.2c), and the conditions the ability words name (Threshold, Delirium, Metalcraft, Hellbent, Morbid, Raid,
Revolt, Ferocious, Spell mastery, Coven...)."""
from __future__ import annotations

import pytest

from manamelee.engine import zones
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, HAND, Step

from ...pool_helpers import hand_names, lands_for, resolve_stack
from ..helpers import made_up, scenario


def spell_with(cond: str, *more, players: int = 2, ranges=None):
    """A scenario with P0's sorcery "Test If": "If <cond>, you gain 1 life."."""
    c = made_up("Test If", "Sorcery", "{W}", f"If {cond}, you gain 1 life.")
    from manamelee.cards.pool import default_pool
    from manamelee.scenario import Scenario
    s = Scenario(players, pool=default_pool().extended(c, *more), ranges=ranges)
    s.hand(0, "Test If")
    lands_for(s, 0, "Test If")
    return s


def cast_if(s, active: int = 0) -> bool:
    """Cast "Test If" (starting P0's main phase unless the game has begun); did P0 gain the life?"""
    g = s.g if getattr(s.g, "turns", None) else None
    if not g:
        g = s.start(active=active, step=Step.MAIN1)
    before = g.players[0].life
    s.cast("Test If")
    resolve_stack(s)
    return g.players[0].life == before + 1


# ----------------------------------------------------------------------------- wording
TEXTS = [
    "If you control an artifact, you gain 1 life.",
    "If you control another Elf, you gain 1 life.",
    "If you control three or more artifacts, you gain 1 life.",
    "If you control no creatures, you gain 1 life.",
    "If you don't control a Bear, you gain 1 life.",
    "If an opponent controls a Forest, you gain 1 life.",
    "If an opponent controls two or more creatures, you gain 1 life.",
    "If there are seven or more cards in your graveyard, you gain 1 life.",
    "If there are two or more instant and/or sorcery cards in your graveyard, you gain 1 life.",
    "If there are four or more card types among cards in your graveyard, you gain 1 life.",
    "If you have no cards in hand, you gain 1 life.",
    "If you have two or more cards in hand, you gain 1 life.",
    "If you have 5 or less life, you gain 1 life.",
    "If you have at least 7 life more than your starting life total, you gain 1 life.",
    "If an opponent has 10 or less life, you gain 1 life.",
    "If a creature died this turn, you gain 1 life.",
    "If you attacked this turn, you gain 1 life.",
    "If a permanent you controlled left the battlefield this turn, you gain 1 life.",
    "If a permanent left the battlefield under your control this turn, you gain 1 life.",
    "If you gained life this turn, you gain 1 life.",
    "If you control three or more creatures with different powers, you gain 1 life.",
    "If it's your turn, you gain 1 life.",
    "If no spells were cast last turn, you gain 1 life.",
    "If a player cast two or more spells last turn, you gain 1 life.",
    "If it's not your turn, you gain 1 life.",
    "If this creature is tapped, you gain 1 life.",
    "If it's attacking, you gain 1 life.",
    "If this creature has a +1/+1 counter on it, you gain 1 life.",
    "If you control a Bear, draw a card, then discard a card.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_every_condition_wording_compiles_and_prints_back(text):
    from manamelee.cards.oracle.compiler import compile_ability
    from manamelee.cards.oracle.printer import ability
    assert ability(compile_ability(text)) == text


# ----------------------------------------------------------------------------- what players control (801.10)
@pytest.mark.parametrize("cond,mine,theirs,holds", [
    ("you control an artifact", ("Ornithopter",), (), True),
    ("you control an artifact", (), ("Ornithopter",), False),
    ("you control a creature with power 2 or greater", ("Grizzly Bears",), (), True),
    ("you control a creature with power 2 or greater", ("Llanowar Elves",), (), False),
    ("you control three or more artifacts", ("Ornithopter",) * 3, (), True),
    ("you control three or more artifacts", ("Ornithopter",) * 2, (), False),
    ("you control two or fewer lands", (), (), True),
    ("you control no creatures", (), ("Grizzly Bears",), True),
    ("you control no creatures", ("Grizzly Bears",), (), False),
    ("you don't control a Bear", ("Llanowar Elves",), (), True),
    ("an opponent controls a Forest", (), ("Forest",), True),
    ("an opponent controls a Forest", ("Forest",), (), False),
    ("an opponent controls two or more creatures", (), ("Grizzly Bears", "Llanowar Elves"), True),
    ("you control an Elf or Bear", ("Grizzly Bears",), (), True),
    ("you control three or more creatures with different powers",
     ("Grizzly Bears", "Grizzly Bears", "Llanowar Elves"), (), False)])
def test_608_2c_conditions_on_what_players_control(cond, mine, theirs, holds):
    s = spell_with(cond)
    for n in mine:
        s.battlefield(0, n)
    for n in theirs:
        s.battlefield(1, n)
    assert cast_if(s) == holds


def test_coven_three_creatures_with_different_powers():
    big = made_up("Test Giant", "Creature — Giant", "{4}", "", "4/4")
    s = spell_with("you control three or more creatures with different powers", big)
    for n in ("Grizzly Bears", "Llanowar Elves", "Test Giant"):
        s.battlefield(0, n)
    assert cast_if(s)


def test_603_6a_you_control_another_doesnt_count_this_one():
    c = made_up("Test Scout", "Creature — Elf Scout", "{G}",
                "When this creature enters, if you control another Elf, you gain 2 life.", "1/1")
    for others, life in (((), 20), (("Llanowar Elves",), 22)):
        s = scenario(c)
        for n in others:
            s.battlefield(0, n)
        s.hand(0, "Test Scout")
        lands_for(s, 0, "Test Scout")
        g = s.start(active=0, step=Step.MAIN1)
        s.cast("Test Scout")
        resolve_stack(s)
        assert g.players[0].life == life


def test_801_10_an_opponent_out_of_range_doesnt_count():
    s = spell_with("an opponent controls an artifact", players=5, ranges=[1, 1, 1, 1, 1])
    s.battlefield(2, "Ornithopter")                 # seat 2 is two seats from P0: out of range 1
    assert not cast_if(s)
    s2 = spell_with("an opponent controls an artifact", players=5, ranges=[1, 1, 1, 1, 1])
    s2.battlefield(1, "Ornithopter")
    assert cast_if(s2)


# ----------------------------------------------------------------------------- graveyard, hand, life
@pytest.mark.parametrize("cond,grave,holds", [
    ("there are seven or more cards in your graveyard", ("Island",) * 7, True),
    ("there are seven or more cards in your graveyard", ("Island",) * 6, False),
    ("there are two or more instant and/or sorcery cards in your graveyard", ("Test If", "Test If"), True),
    ("there are two or more instant and/or sorcery cards in your graveyard", ("Test If", "Island"), False),
    ("there are four or more creature cards in your graveyard", ("Grizzly Bears",) * 4, True),
    ("there are four or more card types among cards in your graveyard",
     ("Island", "Grizzly Bears", "Ornithopter", "Test If"), True),           # Ornithopter: artifact and creature
    ("there are four or more card types among cards in your graveyard",
     ("Island", "Grizzly Bears", "Test If"), False)])
def test_graveyard_conditions_threshold_spell_mastery_delirium(cond, grave, holds):
    s = spell_with(cond)
    for n in grave:
        s.graveyard(0, n)
    assert cast_if(s) == holds


@pytest.mark.parametrize("cond,hand,holds", [
    ("you have no cards in hand", 0, True), ("you have no cards in hand", 1, False),
    ("you have two or more cards in hand", 2, True), ("you have two or fewer cards in hand", 3, False)])
def test_hand_conditions_hellbent(cond, hand, holds):
    s = spell_with(cond)
    for _ in range(hand):
        s.hand(0, "Island")
    assert cast_if(s) == holds


@pytest.mark.parametrize("cond,life,holds", [
    ("you have 5 or less life", 5, True), ("you have 5 or less life", 6, False),
    ("you have 30 or more life", 30, True), ("you have at least 7 life more than your starting life total", 27, True),
    ("you have at least 7 life more than your starting life total", 26, False)])
def test_119_life_conditions_fateful_hour(cond, life, holds):
    s = spell_with(cond)
    s.life(0, life)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test If")
    resolve_stack(s)
    assert (g.players[0].life == life + 1) == holds


# ----------------------------------------------------------------------------- this turn
def test_morbid_a_creature_died_this_turn():
    s = spell_with("a creature died this turn")
    bears = s.battlefield(1, "Grizzly Bears")
    land = s.battlefield(1, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    zones.move(g, land, GRAVEYARD)
    s.refresh()
    assert not cast_if(s)
    s2 = spell_with("a creature died this turn")
    bears = s2.battlefield(1, "Grizzly Bears")
    g2 = s2.start(active=0, step=Step.MAIN1)
    zones.move(g2, bears, GRAVEYARD)
    s2.refresh()
    assert cast_if(s2)


@pytest.mark.parametrize("cond", ["a permanent you controlled left the battlefield this turn",
                                  "a permanent left the battlefield under your control this turn"])
def test_revolt_a_permanent_you_controlled_left(cond):
    for who, holds in ((0, True), (1, False)):
        s = spell_with(cond)
        land = s.battlefield(who, "Forest")
        g = s.start(active=0, step=Step.MAIN1)
        zones.move(g, land, HAND)
        s.refresh()
        assert cast_if(s) == holds


def test_raid_you_attacked_this_turn_and_your_turn():
    c = made_up("Test Raider", "Creature — Human", "{R}",
                "Raid — At the beginning of your end step, if you attacked this turn, you gain 3 life.\n"
                "Whenever this creature becomes tapped, if it's your turn, you gain 1 life.\n"
                "Whenever this creature becomes untapped, if it's not your turn, you gain 1 life.", "2/2",
                ("Raid",))
    for attack, life in ((True, 24), (False, 20)):
        s = scenario(c)
        r = s.battlefield(0, "Test Raider")
        g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
        if attack:
            s.attack((r, 1))
        else:
            s.choose("done")
        for _ in range(100):
            d = s.decision
            if g.turns[0].step == Step.CLEANUP or g.turn_count > 2:
                break
            if d.kind == "priority":
                s.pass_priority()
            else:
                s.choose("done")
        assert g.players[0].life == life


def test_you_gained_life_this_turn():
    gain = made_up("Test Heal", "Instant", "{W}", "You gain 2 life.")
    s = spell_with("you gained life this turn", gain)
    s.hand(0, "Test Heal")
    lands_for(s, 0, "Test Heal")
    g = s.start(active=0, step=Step.MAIN1)
    assert not cast_if(s)
    s.hand(0, "Test If")
    lands_for(s, 0, "Test If")
    s.refresh()
    s.cast("Test Heal")
    resolve_stack(s)
    assert cast_if(s)


# ----------------------------------------------------------------------------- this permanent
def test_source_state_and_counter_conditions():
    c = made_up("Test Knight", "Creature — Knight", "{W}",
                "{T}: You gain 1 life. If this creature has a +1/+1 counter on it, you gain 2 life.\n"
                "{1}: If this creature is tapped, you gain 5 life.", "1/1")
    s = scenario(c)
    k = s.battlefield(0, "Test Knight", counters={"+1/+1": 1})
    s.battlefield(0, "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Knight", index=0)
    resolve_stack(s)
    assert g.players[0].life == 23
    s.activate("Test Knight", index=1)
    resolve_stack(s)
    assert g.players[0].life == 28 and k


# ----------------------------------------------------------------------------- 603.4 intervening "if"
def test_603_4_intervening_if_is_checked_as_it_triggers():
    c = made_up("Test Shrine", "Enchantment", "{W}",
                "At the beginning of your upkeep, if you control an artifact, you gain 2 life.")
    for artifact, life in ((True, 22), (False, 20)):
        s = scenario(c)
        s.battlefield(0, "Test Shrine")
        if artifact:
            s.battlefield(0, "Ornithopter")
        g = s.start(active=0, step=Step.UNTAP)
        stacked = []
        for _ in range(20):
            if g.turns[0].step >= Step.DRAW:
                break
            stacked.append(len(g.turns[0].stack))
            s.pass_priority()
        assert g.players[0].life == life and (max(stacked) > 0) == artifact


def test_603_4_intervening_if_is_checked_again_as_it_resolves():
    c = made_up("Test Shrine", "Enchantment", "{W}",
                "At the beginning of your upkeep, if you control an artifact, you gain 2 life.")
    zap = made_up("Test Shatter", "Instant", "{R}", "Destroy target artifact.")
    s = scenario(c, zap)
    s.battlefield(0, "Test Shrine")
    orni = s.battlefield(0, "Ornithopter")
    s.hand(0, "Test Shatter")
    lands_for(s, 0, "Test Shatter")
    g = s.start(active=0, step=Step.UNTAP)
    while not g.turns[0].stack:
        s.pass_priority()
    s.cast("Test Shatter", orni)                     # the trigger is on the stack; its condition stops holding
    resolve_stack(s)
    assert g.players[0].life == 20                   # 603.4: it does nothing


def test_608_2c_if_sentences_after_others_in_spells_activated_and_triggered_abilities():
    c = made_up("Test Sage", "Creature — Human Wizard", "{U}",
                "When this creature enters, draw a card. If you control three or more artifacts, draw a card.\n"
                "{T}: Draw a card. If you have no cards in hand, you gain 1 life.", "1/1")
    s = scenario(c)
    for _ in range(3):
        s.battlefield(0, "Ornithopter")
    s.hand(0, "Test Sage")
    lands_for(s, 0, "Test Sage")
    s.library(0, "Island", "Island", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Sage")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Island", "Island"]


def test_608_2c_if_first_and_if_then_in_an_activated_ability():
    c = made_up("Test Engine", "Artifact", "{2}",
                "{T}: If you control a Bear, draw a card, then discard a card. You gain 1 life.")
    for bear, hand in ((True, ["Swamp"]), (False, [])):
        s = scenario(c)
        s.battlefield(0, "Test Engine")
        if bear:
            s.battlefield(0, "Grizzly Bears")
        s.library(0, "Island")
        s.hand(0, "Swamp") if bear else None
        g = s.start(active=0, step=Step.MAIN1)
        s.activate("Test Engine")
        for _ in range(20):
            d = s.decision
            if d.kind == "discard":
                s.choose(label="Island")
            elif d.kind == "priority" and not g.turns[0].stack:
                break
            else:
                s.pass_priority()
        assert hand_names(g, 0) == hand and g.players[0].life == 21


def test_603_4_an_if_first_in_a_trigger_is_intervening_not_an_instruction():
    from manamelee.cards.oracle.compiler import compile_ability
    n = compile_ability("When this creature enters, if you control an artifact, draw a card.")
    assert n["if"]["c"] == "control" and n["effects"][0]["e"] == "draw"


# ----------------------------------------------------------------------------- real cards
def real(name: str):
    from .test_triggers_more import real as r
    return r(name)


def test_opponent_has_or_less_life_looks_at_opponents_in_range():
    s = spell_with("an opponent has 10 or less life", players=5, ranges=[1, 1, 1, 1, 1])
    s.life(2, 5)                                   # out of P0's range
    assert not cast_if(s)
    s2 = spell_with("an opponent has 10 or less life", players=5, ranges=[1, 1, 1, 1, 1])
    s2.life(4, 10)
    assert cast_if(s2)
    s3 = spell_with("a player has 10 or less life")
    s3.life(0, 9)
    assert cast_if(s3)


def real_transforming(front: str):
    """A transforming double-faced corpus card (712), both faces compiled from their oracle text."""
    from manamelee.cards.corpus import default_corpus_path
    from manamelee.cards.oracle.build import build_card
    from manamelee.cards.oracle.compile_pool import compile_face, read_corpus_faces
    path = default_corpus_path()
    if path is None:
        pytest.skip("no corpus beside the checkout")
    _, _, faces = read_corpus_faces(path)
    f = next(x for x in faces if x["name"].split(" // ")[0] == front)
    rec, blocked = compile_face(f, {})
    assert rec is not None, blocked
    return build_card(rec)


def test_real_werewolf_transforms_when_no_spells_were_cast_last_turn_and_back_after_two():
    wolf = real_transforming("Villagers of Estwald")
    s = scenario(wolf)
    v = s.battlefield(0, "Villagers of Estwald")
    s.hand(1, "Lightning Bolt", "Lightning Bolt")
    s.lands(1, "Mountain", 2)
    for p in (0, 1):
        s.library(p, "Island", "Island", "Island")
    g = s.start(active=1, step=Step.UNTAP)             # no spells were cast last turn (there was none)
    for _ in range(10):
        if g.turns[0].step >= Step.MAIN1:
            break
        s.pass_priority()
    assert g.chars(v).name == "Howlpack of Estwald" and (g.chars(v).power, g.chars(v).toughness) == (4, 6)
    for _ in range(2):
        s.cast("Lightning Bolt", ("player", 0))
        resolve_stack(s)
    for _ in range(60):                                # to P0's upkeep: P1 cast two spells last turn
        if g.turns[0].active == 0 and g.turns[0].step >= Step.DRAW:
            break
        d = s.decision
        s.choose("done") if d.kind in ("declare_attackers", "declare_blockers") else s.pass_priority()
    assert g.chars(v).name == "Villagers of Estwald"
