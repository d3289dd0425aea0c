"""One test per grammar production of the oracle compiler (manamelee/cards/oracle/oracle.lark): a made-up card
whose text uses the production is compiled, put in a scenario built for it, and the effect the rule demands is
asserted. The last test checks that every production of the grammar is used by a text of this file."""
from __future__ import annotations

import pytest

from manamelee.cards.oracle.grammar import parse, parser
from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, Step

from ..pool_helpers import answer_until_priority, grave_names, hand_names, lands_for, resolve_stack
from .helpers import made_up, scenario

def card(name, type_line, cost, text, pt=None, keywords=()):
    return made_up(name, type_line, cost, text, pt, keywords)


BEAR = ("Grizzly Bears",)


def cast_it(s, name, *targets, x=None):
    s.cast(name, *targets, x=x)
    resolve_stack(s)


def spell_game(text, *, cost="{R}", type_line="Instant", targets_of_p1=("Grizzly Bears",), players=2):
    c = card("Test Spell", type_line, cost, text)
    s = scenario(c, players=players)
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    ids = [s.battlefield(1, n) for n in targets_of_p1]
    g = s.start(active=0, step=Step.MAIN1)
    return s, g, ids


# ----------------------------------------------------------------------------- keyword abilities (702)
def test_702_9_keyword_list_kw_simple_flying_and_vigilance_on_the_creature():
    c = card("Test Flier", "Creature — Bird", "{1}{W}", "Flying, vigilance", "1/1", ("Flying", "Vigilance"))
    s = scenario(c)
    f = s.battlefield(0, "Test Flier")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    assert {"Flying", "Vigilance"} <= g.chars(f).keywords
    assert not can_block(g, bears, f)                       # 702.9b


def test_702_14_landwalk_unblockable_when_defender_controls_the_land():
    c = card("Test Walker", "Creature — Zombie", "{1}{B}", "Swampwalk", "2/2", ("Swampwalk",))
    s = scenario(c)
    w = s.battlefield(0, "Test Walker")
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(1, "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_block(g, bears, w)                       # 702.14c


def test_702_16_protection_from_a_colour_cant_be_targeted_by_that_colour():
    c = card("Test Knight", "Creature — Knight", "{W}{W}", "Protection from red", "2/2", ("Protection",))
    s = scenario(c)
    s.battlefield(0, "Test Knight")
    g = s.start(active=0, step=Step.MAIN1)
    assert "Protection from red" in g.chars(s.on_battlefield("Test Knight")[0]).keywords


def test_702_108_prowess_keyword_compiles_to_its_trigger():
    c = card("Test Monk", "Creature — Monk", "{R}", "Prowess", "1/1", ("Prowess",))
    bolt = card("Test Bolt", "Instant", "{R}", "CARDNAME deals 1 damage to any target.")
    s = scenario(c, bolt)
    m = s.battlefield(0, "Test Monk")
    s.hand(0, "Test Bolt")
    lands_for(s, 0, "Test Bolt")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Bolt", ("player", 1))
    resolve_stack(s)
    assert (g.chars(m).power, g.chars(m).toughness) == (2, 2)


def test_303_4_enchant_and_attached_gets_has_aura_pumps_enchanted_creature():
    c = card("Test Aura", "Enchantment — Aura", "{1}{G}",
             "Enchant creature\nEnchanted creature gets +2/+2 and has trample.", keywords=("Enchant",))
    s = scenario(c)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Aura")
    lands_for(s, 0, "Test Aura")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Aura", bears)
    assert (g.chars(bears).power, g.chars(bears).toughness) == (4, 4)
    assert "Trample" in g.chars(bears).keywords


def test_303_4_attached_gets_alone():
    c = card("Test Aura", "Enchantment — Aura", "{W}", "Enchant creature\nEnchanted creature gets -1/-0.",
             keywords=("Enchant",))
    s = scenario(c)
    bears = s.battlefield(1, "Grizzly Bears")
    aura = s.battlefield(0, "Test Aura", attached_to=bears)
    g = s.start(active=0, step=Step.MAIN1)
    assert g.chars(bears).power == 1 and aura


def test_303_4_attached_has_alone():
    c = card("Test Aura", "Enchantment — Aura", "{U}", "Enchant creature\nEnchanted creature has flying.",
             keywords=("Enchant",))
    s = scenario(c)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Test Aura", attached_to=bears)
    g = s.start(active=0, step=Step.MAIN1)
    assert "Flying" in g.chars(bears).keywords


def test_702_6_equip_attaches_and_equipped_creature_gets():
    c = card("Test Sword", "Artifact — Equipment", "{1}", "Equipped creature gets +1/+1.\nEquip {1}",
             keywords=("Equip",))
    s = scenario(c)
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Test Sword")
    s.battlefield(0, "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Sword", bears)
    resolve_stack(s)
    assert (g.chars(bears).power, g.chars(bears).toughness) == (3, 3)


def test_702_29_cycling_discards_and_draws():
    c = card("Test Cycler", "Creature — Beast", "{3}{G}", "Cycling {2}", "3/3", ("Cycling",))
    s = scenario(c)
    s.hand(0, "Test Cycler")
    s.library(0, "Forest")
    s.lands(0, "Forest", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Cycler")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Forest"] and grave_names(g, 0) == ["Test Cycler"]


# ----------------------------------------------------------------------------- mana abilities (605)
@pytest.mark.parametrize("text,cost", [("{T}: Add {R} or {G}.", "{G}"), ("{T}: Add {C}{C}.", "{2}"),
                                       ("{T}: Add one mana of any color.", "{U}"),
                                       ("{T}: Add {W}, {U}, or {B}.", "{B}")])
def test_605_mana_ability_produce_seq_or_any_pays_a_spell(text, cost):
    land = card("Test Land", "Land", None, text)
    spell = card("Test Draw", "Sorcery", cost, "Draw a card.")
    s = scenario(land, spell)
    s.battlefield(0, "Test Land")
    s.hand(0, "Test Draw")
    s.library(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Draw")
    assert hand_names(g, 0) == ["Island"]


# ----------------------------------------------------------------------------- activated abilities (602)
def test_602_activated_mana_and_tap_cost_deals_damage():
    c = card("Test Pinger", "Creature — Wizard", "{1}{R}", "{1}, {T}: This creature deals 1 damage to any target.",
             "1/1")
    s = scenario(c)
    p = s.battlefield(0, "Test Pinger")
    s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Pinger", ("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 19 and g.objects[p].tapped


def test_602_cost_sacrifice_self_and_pay_life():
    c = card("Test Altar", "Artifact", "{1}", "Pay 2 life, Sacrifice this artifact: Draw two cards.")
    s = scenario(c)
    s.battlefield(0, "Test Altar")
    s.library(0, "Island", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Altar")
    resolve_stack(s)
    assert g.players[0].life == 18 and len(g.players[0].hand) == 2 and grave_names(g, 0) == ["Test Altar"]


def test_602_5d_sorcery_only_cant_activate_with_a_spell_on_the_stack():
    c = card("Test Statue", "Artifact", "{2}", "{T}: You gain 1 life. Activate only as a sorcery.")
    assert c.activated[0].sorcery
    s = scenario(c)
    s.battlefield(0, "Test Statue")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Statue")
    resolve_stack(s)
    assert g.players[0].life == 21


# ----------------------------------------------------------------------------- triggered abilities (603)
def test_603_6a_trig_enters_with_a_target():
    c = card("Test Shocker", "Creature — Goblin", "{R}",
             "When this creature enters, this creature deals 2 damage to target creature.", "1/1")
    s = scenario(c)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Shocker")
    lands_for(s, 0, "Test Shocker")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Shocker")
    answer_until_priority(s, "target", value=("obj", bears))
    assert s.on_battlefield("Grizzly Bears") == []


def test_700_4_trig_dies_and_optional_may():
    c = card("Test Martyr", "Creature — Cleric", "{W}", "When this creature dies, you may draw a card.", "1/1")
    s = scenario(c)
    m = s.battlefield(0, "Test Martyr")
    s.library(0, "Plains")
    bolt = card("Test Bolt", "Instant", "{R}", "CARDNAME deals 1 damage to any target.")
    s2 = scenario(c, bolt)
    s2.battlefield(0, "Test Martyr")
    m2 = s2.on_battlefield("Test Martyr")[0]
    s2.library(0, "Plains")
    s2.hand(0, "Test Bolt")
    lands_for(s2, 0, "Test Bolt")
    g = s2.start(active=0, step=Step.MAIN1)
    s2.cast("Test Bolt", m2)
    answer_until_priority(s2, "yes_no", value=True)
    assert hand_names(g, 0) == ["Plains"] and m


def test_508_1m_trig_attacks_and_it_names_the_trigger_subject():
    c = card("Test Raider", "Creature — Human", "{R}", "Whenever this creature attacks, it gets +2/+0 until end of turn.",
             "1/1")
    s = scenario(c)
    r = s.battlefield(0, "Test Raider")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((r, 1))
    resolve_stack(s)
    assert g.chars(r).power == 3


def test_603_6c_trig_leaves_the_battlefield():
    c = card("Test Spirit", "Creature — Spirit", "{W}", "When this creature leaves the battlefield, you gain 3 life.",
             "1/1")
    bounce = card("Test Bounce", "Instant", "{U}", "Return target creature to its owner's hand.")
    s = scenario(c, bounce)
    sp = s.battlefield(0, "Test Spirit")
    s.hand(0, "Test Bounce")
    lands_for(s, 0, "Test Bounce")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Bounce", sp)
    resolve_stack(s)
    assert g.players[0].life == 23 and hand_names(g, 0) == ["Test Spirit"]


def test_601_2i_trig_cast_noncreature_spell():
    c = card("Test Adept", "Creature — Human", "{U}", "Whenever you cast a noncreature spell, scry 1.", "1/1",
             ("Scry",))
    spell = card("Test Draw", "Sorcery", "{U}", "Draw a card.")
    s = scenario(c, spell)
    s.battlefield(0, "Test Adept")
    s.hand(0, "Test Draw")
    lands_for(s, 0, "Test Draw")
    s.library(0, "Island", "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Draw")
    answer_until_priority(s, "scry", label="bottom")
    assert hand_names(g, 0) == ["Swamp"]                  # the trigger resolved first: Island went to the bottom


def test_119_9_trig_gain_life():
    c = card("Test Acolyte", "Creature — Cleric", "{W}", "Whenever you gain life, put a +1/+1 counter on this creature.",
             "1/1")
    spell = card("Test Heal", "Instant", "{W}", "You gain 2 life.")
    s = scenario(c, spell)
    a = s.battlefield(0, "Test Acolyte")
    s.hand(0, "Test Heal")
    lands_for(s, 0, "Test Heal")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Heal")
    assert g.players[0].life == 22 and g.chars(a).power == 2


@pytest.mark.parametrize("step,start", [("upkeep", Step.UNTAP), ("end step", Step.MAIN2)])
def test_503_1a_trig_step_at_the_beginning_of_your_step(step, start):
    c = card("Test Idol", "Artifact", "{1}", f"At the beginning of your {step}, you lose 1 life.")
    s = scenario(c)
    s.battlefield(0, "Test Idol")
    g = s.start(active=0, step=start)
    target = Step.DRAW if step == "upkeep" else Step.CLEANUP
    s.pass_until(target)
    assert g.players[0].life == 19


# ----------------------------------------------------------------------------- static abilities (604, 614)
def test_614_1c_enters_tapped():
    c = card("Test Sleeper", "Creature — Elf", "{G}", "This creature enters tapped.", "2/2")
    s = scenario(c)
    s.hand(0, "Test Sleeper")
    lands_for(s, 0, "Test Sleeper")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Sleeper")
    assert g.objects[s.on_battlefield("Test Sleeper")[0]].tapped


@pytest.mark.parametrize("other", [False, True])
def test_613_4c_anthem_and_anthem_other(other):
    text = ("Other creatures" if other else "Creatures") + " you control get +1/+1."
    c = card("Test Banner", "Creature — Soldier", "{W}", text, "1/1")
    s = scenario(c)
    b = s.battlefield(0, "Test Banner")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    assert g.chars(bears).power == 3 and g.chars(theirs).power == 2
    assert g.chars(b).power == (1 if other else 2)


def test_509_1a_cant_block():
    c = card("Test Coward", "Creature — Goblin", "{R}", "This creature can't block.", "2/2")
    s = scenario(c)
    cw = s.battlefield(1, "Test Coward")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_block(g, cw, bears)


# ----------------------------------------------------------------------------- spells and modes (700.2)
def test_608_2c_spell_sentences_in_order_damage_then_gain_life():
    s, g, (bears,) = spell_game("CARDNAME deals 2 damage to target creature. You gain 2 life.")
    cast_it(s, "Test Spell", bears)
    assert s.on_battlefield("Grizzly Bears") == [] and g.players[0].life == 22


def test_608_2c_two_paragraphs_keep_their_targets_apart():
    s, g, (bears, elves) = spell_game("Tap target creature.\nUntap target creature.",
                                      targets_of_p1=("Grizzly Bears", "Llanowar Elves"))
    g.objects[elves].tapped = True
    cast_it(s, "Test Spell", bears, elves)
    assert g.objects[bears].tapped and not g.objects[elves].tapped


@pytest.mark.parametrize("mode", [0, 1])
def test_700_2_modal_choose_one(mode):
    s, g, (bears,) = spell_game("Choose one —\n• Destroy target creature.\n• You gain 4 life.", cost="{B}")
    s.choose("cast", label="cast Test Spell")
    s.choose("mode", value=mode)
    if mode == 0:
        s.choose("target", value=("obj", bears))
    resolve_stack(s)
    assert (s.on_battlefield("Grizzly Bears") == []) == (mode == 0)
    assert g.players[0].life == (20 if mode == 0 else 24)


def test_700_2_modal_choose_two():
    c = card("Test Charm", "Sorcery", "{G}", "Choose two —\n• You gain 1 life.\n• Draw a card.\n• Scry 1.",
             keywords=("Scry",))
    assert c.spell.choose == 2 and len(c.spell.modes) == 3


# ----------------------------------------------------------------------------- effects
@pytest.mark.parametrize("text,who,life", [("CARDNAME deals 3 damage to each opponent.", 1, 17),
                                           ("CARDNAME deals 3 damage to you.", 0, 17)])
def test_120_damage_to_each_opponent_or_you(text, who, life):
    s, g, _ = spell_game(text, targets_of_p1=())
    cast_it(s, "Test Spell")
    assert g.players[who].life == life


def test_120_damage_to_each_creature():
    s, g, (bears,) = spell_game("CARDNAME deals 2 damage to each creature.")
    mine = s.battlefield(0, "Grizzly Bears")
    s.refresh()
    cast_it(s, "Test Spell")
    assert s.on_battlefield("Grizzly Bears") == [] and mine


@pytest.mark.parametrize("text,who,n", [("Draw two cards.", 0, 2), ("Target player draws a card.", 1, 1),
                                        ("Each player draws a card.", None, 1)])
def test_121_draw_you_target_each(text, who, n):
    s, g, _ = spell_game(text, targets_of_p1=())
    for p in (0, 1):
        s.library(p, "Island", "Island")
    if who == 1:
        cast_it(s, "Test Spell", ("player", 1))
    else:
        cast_it(s, "Test Spell")
    for p in (0, 1):
        want = n if who is None or who == p else 0
        assert len(g.players[p].hand) == want


@pytest.mark.parametrize("text,delta", [("You gain 3 life.", (23, 20)), ("Target player gains 3 life.", (20, 23)),
                                        ("Target player loses 3 life.", (20, 17)),
                                        ("Each opponent loses 2 life.", (20, 18)), ("You lose 1 life.", (19, 20))])
def test_119_3_gain_and_lose_life(text, delta):
    s, g, _ = spell_game(text, targets_of_p1=())
    if "Target" in text:
        cast_it(s, "Test Spell", ("player", 1))
    else:
        cast_it(s, "Test Spell")
    assert (g.players[0].life, g.players[1].life) == delta


def test_608_2h_its_controller_gains_life_after_destroy():
    s, g, (bears,) = spell_game("Destroy target creature. Its controller gains 3 life.", cost="{B}")
    cast_it(s, "Test Spell", bears)
    assert s.on_battlefield("Grizzly Bears") == [] and g.players[1].life == 23


@pytest.mark.parametrize("verb,zone", [("Destroy", GRAVEYARD), ("Exile", "exile")])
def test_701_7_701_11_destroy_exile(verb, zone):
    s, g, (bears,) = spell_game(f"{verb} target creature.")
    cast_it(s, "Test Spell", bears)
    assert s.zone_of("Grizzly Bears", 1)[0][0] == zone


def test_400_7_bounce_to_owners_hand():
    s, g, (bears,) = spell_game("Return target creature to its owner's hand.")
    cast_it(s, "Test Spell", bears)
    assert hand_names(g, 1) == ["Grizzly Bears"]


@pytest.mark.parametrize("text,pt,kw", [("Target creature gets +3/+1 until end of turn.", (5, 3), None),
                                        ("Target creature gains flying until end of turn.", (2, 2), "Flying"),
                                        ("Target creature gets +1/+1 and gains first strike until end of turn.",
                                         (3, 3), "First strike")])
def test_611_2_pump_grant_until_end_of_turn(text, pt, kw):
    s, g, (bears,) = spell_game(text)
    cast_it(s, "Test Spell", bears)
    assert (g.chars(bears).power, g.chars(bears).toughness) == pt
    assert kw is None or kw in g.chars(bears).keywords
    assert all(e.duration == "eot" for e in g.effects if bears in e.objects)     # 514.2: ends at cleanup


def test_611_2_your_creatures_get_until_end_of_turn():
    s, g, (theirs,) = spell_game("Creatures you control get +1/+0 until end of turn.")
    mine = s.battlefield(0, "Grizzly Bears")
    s.refresh()
    cast_it(s, "Test Spell")
    assert g.chars(mine).power == 3 and g.chars(theirs).power == 2


def test_701_5_counter_target_creature_spell():
    c = card("Test Negate", "Instant", "{U}", "Counter target creature spell.")
    s = scenario(c)
    s.hand(1, "Grizzly Bears")
    lands_for(s, 1, "Grizzly Bears")
    s.hand(0, "Test Negate")
    lands_for(s, 0, "Test Negate")
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Grizzly Bears")
    s.pass_priority()
    spell = next(t.stack[-1].source for t in g.turns if t.stack)
    s.cast("Test Negate", ("obj", spell))
    resolve_stack(s)
    assert grave_names(g, 1) == ["Grizzly Bears"]


@pytest.mark.parametrize("text,who", [("Mill two cards.", 0), ("Target player mills two cards.", 1),
                                      ("Each opponent mills two cards.", 1)])
def test_701_13_mill(text, who):
    c = card("Test Mill", "Sorcery", "{U}", text, keywords=("Mill",))
    s = scenario(c)
    s.hand(0, "Test Mill")
    lands_for(s, 0, "Test Mill")
    for p in (0, 1):
        s.library(p, "Island", "Island", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Mill", *([("player", 1)] if "Target" in text else []))
    assert len(g.players[who].library) == 1 and grave_names(g, who).count("Island") == 2
    assert len(g.players[1 - who].library) == 3


def test_701_21_tap_and_untap_self():
    s, g, (bears,) = spell_game("Tap target creature.")
    cast_it(s, "Test Spell", bears)
    assert g.objects[bears].tapped
    c = card("Test Vigil", "Creature — Human", "{W}", "{1}: Untap this creature.", "1/1")
    s2 = scenario(c)
    v = s2.battlefield(0, "Test Vigil", tapped=True)
    s2.battlefield(0, "Plains")
    g2 = s2.start(active=0, step=Step.MAIN1)
    s2.activate("Test Vigil")
    resolve_stack(s2)
    assert not g2.objects[v].tapped


@pytest.mark.parametrize("text,n", [("Put a +1/+1 counter on target creature.", 1),
                                    ("Put two +1/+1 counters on target creature you control.", 2)])
def test_122_put_counters(text, n):
    c = card("Test Grow", "Sorcery", "{G}", text)
    s = scenario(c)
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Grow")
    lands_for(s, 0, "Test Grow")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Grow", bears)
    assert g.objects[bears].counters.get("+1/+1") == n


@pytest.mark.parametrize("text", ["Target player discards two cards.", "Each opponent discards two cards."])
def test_701_8_discard(text):
    s, g, _ = spell_game(text, targets_of_p1=(), cost="{B}")
    s.hand(1, "Island", "Swamp")
    cast_it(s, "Test Spell", *([("player", 1)] if "Target" in text else []))
    assert len(g.players[1].hand) == 0 and len(g.players[1].graveyard) == 2


# ----------------------------------------------------------------------------- targets (115)
@pytest.mark.parametrize("phrase,legal,illegal", [
    ("target nonblack creature", "Grizzly Bears", "Typhoid Rats"),
    ("target creature you don't control", "Grizzly Bears", None),
    ("target creature an opponent controls", "Grizzly Bears", None),
    ("target tapped creature", "Grizzly Bears", "Llanowar Elves"),
    ("target artifact or enchantment", "Ornithopter", "Grizzly Bears"),
    ("target nonland permanent", "Grizzly Bears", "Forest"),
    ("target attacking or blocking creature", None, "Grizzly Bears")])
def test_115_target_noun_adjectives_and_controller(phrase, legal, illegal):
    c = card("Test Kill", "Instant", "{B}", f"Destroy {phrase}.")
    s = scenario(c)
    ids = {}
    for n in (legal, illegal):
        if n is not None:
            ids[n] = s.battlefield(1, n, tapped=(n == legal and "tapped" in phrase))
    mine = s.battlefield(0, "Grizzly Bears")
    spec = c.spell.targets[0]
    g = s.start(active=0, step=Step.MAIN1)
    ok = lambda o: spec.where is None or spec.where(g, o, 0)    # noqa: E731
    if legal:
        assert ok(ids[legal])
    if illegal:
        assert not ok(ids[illegal])
    if "don't control" in phrase or "opponent controls" in phrase:
        assert not ok(mine)


def test_115_target_player_or_planeswalker_and_opponent():
    c = card("Test Blast", "Instant", "{R}", "CARDNAME deals 2 damage to target player or planeswalker.")
    assert c.spell.targets[0].kind == "player_or_planeswalker"
    c2 = card("Test Drain", "Sorcery", "{B}", "Target opponent loses 2 life.")
    s = scenario(c2)
    s.hand(0, "Test Drain")
    lands_for(s, 0, "Test Drain")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Drain", ("player", 1))
    assert g.players[1].life == 18


def test_115_pronoun_it_names_the_earlier_target():
    c = card("Test Freeze", "Instant", "{U}", "Tap target creature. Put a -1/-1 counter on it.")
    s = scenario(c)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Freeze")
    lands_for(s, 0, "Test Freeze")
    g = s.start(active=0, step=Step.MAIN1)
    cast_it(s, "Test Freeze", bears)
    assert g.objects[bears].tapped and g.chars(bears).power == 1


# ----------------------------------------------------------------------------- the grammar itself
def _texts_of_this_file() -> list[str]:
    """Every string constant of this module and of the production modules' tests (productions/test_*.py), plus
    the texts built by f-strings above."""
    import ast
    from pathlib import Path
    files = [Path(__file__), *sorted((Path(__file__).parent / "productions").glob("test_*.py"))]
    consts = [n.value for f in files for n in ast.walk(ast.parse(f.read_text(encoding="utf-8")))
              if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    built = [f"Destroy {c}." for c in consts if c.startswith("target ")]
    built += [f"At the beginning of your {st}, you lose 1 life." for st in ("upkeep", "end step")]
    built += ["Other creatures you control get +1/+1.", "Creatures you control get +1/+1.", "Exile target creature."]
    built += [f"Return target {k}card from your graveyard to your hand." for k in ("creature ", "")]
    built += [f"Search your library for a basic land card, put {p} onto the battlefield tapped, then shuffle."
              for p in ("it", "that card")]
    return consts + built


# ----------------------------------------------------------------------------- loyalty abilities (606)
def test_606_loyalty_ability_costs_and_effects_compile():
    c = made_up("Test Walker", "Legendary Planeswalker — Test", "{2}{R}",
                "[+1]: You gain 2 life.\n[0]: Draw a card.\n[\u22123]: CARDNAME deals 3 damage to any target.\n"
                "[\u2212X]: Target creature gets -1/-1 until end of turn.", loyalty="3")
    assert [(ab.loyalty, ab.cost.loyalty, ab.cost.loyalty_x) for ab in c.activated] == \
        [(True, 1, False), (True, 0, False), (True, -3, False), (True, 0, True)]
    s = scenario(c)
    pw = s.battlefield(0, "Test Walker")
    bear = s.battlefield(1, "Grizzly Bears")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Test Walker", bear, index=2)
    resolve_stack(s)
    assert "Grizzly Bears" in grave_names(s.g, 1)
    assert pw not in s.g.objects                     # 3 - 3 = 0 loyalty: 704.5i


# ----------------------------------------------------------------------------- emblems (114) and "up to one" (115.6)
def test_114_2_loyalty_emblem_gives_an_emblem_whose_ability_works_from_the_command_zone():
    from manamelee.engine.emblems import emblems_of
    c = made_up("Test Walker", "Legendary Planeswalker — Test", "{2}{W}",
                "[\u22121]: You get an emblem with \"Creatures you control get +1/+1.\"", loyalty="3")
    s = scenario(c)
    s.battlefield(0, "Test Walker")
    mine, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Test Walker", index=0)
    resolve_stack(s)
    assert [s.g.objects[e].owner for e in emblems_of(s.g)] == [0]          # 114.2
    assert s.g.chars(mine).power == 3 and s.g.chars(theirs).power == 2     # 114.4


def test_115_6_target_up_to_one_may_be_left_unchosen():
    c = made_up("Test Walker", "Legendary Planeswalker — Test", "{2}{W}",
                "[+1]: Up to one target creature gets +2/+2 until end of turn.", loyalty="3")
    s = scenario(c)
    s.battlefield(0, "Test Walker")
    bear = s.battlefield(1, "Grizzly Bears")
    s.start(active=0, step=Step.MAIN1)
    s.activate("Test Walker", index=0)
    s.choose("no_target")                                                  # 601.2c: zero targets announced
    resolve_stack(s)
    assert s.g.chars(bear).power == 2
    s2 = scenario(c)
    s2.battlefield(0, "Test Walker")
    bear2 = s2.battlefield(1, "Grizzly Bears")
    s2.start(active=0, step=Step.MAIN1)
    s2.activate("Test Walker", bear2, index=0)
    resolve_stack(s2)
    assert s2.g.chars(bear2).power == 4


def test_every_grammar_production_is_used_by_a_text_of_this_file():
    """Each rule and alternative name of the grammar (oracle.lark and productions/*.lark) appears in the parse of
    some text above or of a production module's tests."""
    from manamelee.cards.oracle.grammar import ParseFailure
    from manamelee.cards.oracle.normalise import normalise
    used: set[str] = set()
    for ln in sorted({a for t in _texts_of_this_file() for a in normalise(t, "")}):     # each line once
        words = ln.split()
        if len(words) > 1 and not ln.endswith(".") and all(w[0].isupper() and not set(w) & set("{}0123456789")
                                                           for w in words):
            continue                                     # a card's name ("Test Ghoul", "Grizzly Bears"): no ability
        try:
            tree = parse(ln)
        except ParseFailure:
            continue
        used |= {st.data for st in tree.iter_subtrees()}
    rules = {r.alias or r.origin.name for r in parser().rules
             if r.alias or not r.options.expand1}          # "?rule" with one child is inlined: never a node
    rules = {str(r) for r in rules if not str(r).startswith("_") and not str(r).startswith("__")}
    missing = rules - {str(u) for u in used}
    assert missing == set()


# ----------------------------------------------------------------------------- restrictions, chains, prevention
@pytest.mark.parametrize("text,attack,block,blocked", [
    ("This creature can't attack.", False, True, True),
    ("This creature can't attack or block.", False, False, True),
    ("This creature can't be blocked.", True, True, False)])
def test_508_1a_509_1_self_restriction(text, attack, block, blocked):
    c = card("Test Shy", "Creature — Spirit", "{U}", text, "2/2")
    s = scenario(c)
    me = s.battlefield(0, "Test Shy")
    mine_blocker = s.battlefield(0, "Grizzly Bears")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    assert can_attack(g, me) == attack
    assert can_block(g, me, bears) == block
    assert can_block(g, bears, me) == blocked and mine_blocker


def test_508_1a_attached_restriction_and_enchant_creature_you_control():
    pac = card("Test Pacifism", "Enchantment — Aura", "{1}{W}",
               "Enchant creature\nEnchanted creature can't attack or block.", keywords=("Enchant",))
    s = scenario(pac)
    bears = s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Test Pacifism", attached_to=bears)
    g = s.start(active=1, step=Step.MAIN1)
    assert not can_attack(g, bears) and not can_block(g, bears, mine)
    aura = card("Test Boon", "Enchantment — Aura", "{G}", "Enchant creature you control\nEnchanted creature gets +1/+1.",
                keywords=("Enchant",))
    spec = aura.enchant
    s2 = scenario(aura)
    mine2, theirs2 = s2.battlefield(0, "Grizzly Bears"), s2.battlefield(1, "Grizzly Bears")
    g2 = s2.start(active=0, step=Step.MAIN1)
    assert spec.where(g2, mine2, 0) and not spec.where(g2, theirs2, 0)


def test_611_2_restrict_this_turn_target_creature_cant_block():
    s, g, (bears,) = spell_game("Target creature can't block this turn.")
    mine = s.battlefield(0, "Grizzly Bears")
    s.refresh()
    cast_it(s, "Test Spell", bears)
    assert not can_block(g, bears, mine)


def test_608_2c_then_chain_draw_then_discard_you():
    c = card("Test Looter", "Sorcery", "{U}", "Draw a card, then discard a card.")
    s = scenario(c)
    s.hand(0, "Test Looter")
    lands_for(s, 0, "Test Looter")
    s.library(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Looter")
    answer_until_priority(s, "discard", label="Island")
    assert hand_names(g, 0) == [] and sorted(grave_names(g, 0)) == ["Island", "Test Looter"]


def test_603_source_it_names_the_trigger_subject():
    c = card("Test Fort", "Land", None, "When this land enters, it deals 1 damage to target opponent.")
    s = scenario(c)
    s.hand(0, "Test Fort")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose(label="play Test Fort")
    answer_until_priority(s, "target", value=("player", 1))
    assert g.players[1].life == 19


def test_118_12_counter_unless_its_controller_pays():
    c = card("Test Leak", "Instant", "{U}", "Counter target spell unless its controller pays {3}.")
    s = scenario(c)
    s.hand(1, "Grizzly Bears")
    lands_for(s, 1, "Grizzly Bears")
    s.hand(0, "Test Leak")
    lands_for(s, 0, "Test Leak")
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Grizzly Bears")
    s.pass_priority()
    spell = next(t.stack[-1].source for t in g.turns if t.stack)
    s.cast("Test Leak", ("obj", spell))
    resolve_stack(s)                                     # P1 has no mana left: can't pay, the spell is countered
    assert grave_names(g, 1) == ["Grizzly Bears"]


def test_615_7_prevent_the_next_damage_this_turn():
    c = card("Test Healer", "Creature — Cleric", "{W}",
             "{T}: Prevent the next 2 damage that would be dealt to any target this turn.", "1/1")
    bolt = card("Test Bolt", "Instant", "{R}", "CARDNAME deals 3 damage to any target.")
    s = scenario(c, bolt)
    s.battlefield(0, "Test Healer")
    s.hand(0, "Test Bolt")
    lands_for(s, 0, "Test Bolt")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Healer", ("player", 0))
    resolve_stack(s)
    s.cast("Test Bolt", ("player", 0))
    resolve_stack(s)
    assert g.players[0].life == 19


# ----------------------------------------------------------------------------- other permanents entering, tokens
def test_207_2c_ability_word_landfall_enters_a_land_you_control():
    c = card("Test Scout", "Creature — Elf", "{G}",
             "Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.", "1/1",
             ("Landfall",))
    s = scenario(c)
    sc = s.battlefield(0, "Test Scout")
    s.hand(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose(label="play Forest")
    resolve_stack(s)
    assert g.chars(sc).power == 3


@pytest.mark.parametrize("text,mine,theirs", [
    ("Whenever a creature enters, you gain 1 life.", 1, 1),
    ("Whenever another creature enters, you gain 1 life.", 1, 1),
    ("Whenever another creature you control enters, you gain 1 life.", 1, 0)])
def test_603_6a_enters_a_another_yours(text, mine, theirs):
    c = card("Test Watcher", "Creature — Cleric", "{W}", text, "1/1")
    s = scenario(c)
    s.battlefield(0, "Test Watcher")
    g = s.start(active=0, step=Step.MAIN1)
    from manamelee.engine import zones
    for p, n in ((0, mine), (1, theirs)):
        before = g.players[0].life
        oid = s._new(p, "Grizzly Bears", HAND).id
        g.players[p].hand.append(oid)
        zones.move(g, oid, BATTLEFIELD)
        s.refresh()
        resolve_stack(s)
        assert g.players[0].life - before == n


def test_510_2_combat_damage_to_a_player_and_that_player():
    c = card("Test Thief", "Creature — Rogue", "{B}",
             "Whenever this creature deals combat damage to a player, that player discards a card. That player loses 1 life.",
             "1/1")
    s = scenario(c, players=3)
    th = s.battlefield(0, "Test Thief")
    s.hand(2, "Island")
    s.hand(1, "Island")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((th, 2))
    s.pass_until(Step.MAIN2)
    assert g.players[2].hand == [] and g.players[1].hand != []
    assert g.players[2].life == 18 and g.players[1].life == 20


@pytest.mark.parametrize("text,n,pt,types,colors,kws", [
    ("Create two 1/1 white Soldier creature tokens.", 2, (1, 1), {"Creature"}, {"W"}, set()),
    ("Create a 1/1 colorless Thopter artifact creature token with flying.", 1, (1, 1), {"Artifact", "Creature"},
     set(), {"Flying"}),
    ("Create a 2/2 black and red Zombie Warrior creature token with menace and haste.", 1, (2, 2), {"Creature"},
     {"B", "R"}, {"Menace", "Haste"})])
def test_111_create_token(text, n, pt, types, colors, kws):
    s, g, _ = spell_game(text, targets_of_p1=(), cost="{W}")
    cast_it(s, "Test Spell")
    toks = [o for o in g.battlefield if g.objects[o].token]
    assert len(toks) == n
    for t in toks:
        ch = g.chars(t)
        assert (ch.power, ch.toughness) == pt and set(ch.types) == types and set(ch.colors) == colors
        assert set(ch.keywords) == kws and g.controller(t) == 0


# ----------------------------------------------------------------------------- X, blocks, end step, sacrifice, control
def test_107_3_damage_x_is_chosen_on_casting():
    s, g, _ = spell_game("CARDNAME deals X damage to any target.", cost="{X}{R}", targets_of_p1=())
    s.lands(0, "Mountain", 3)
    s.refresh()
    cast_it(s, "Test Spell", ("player", 1), x=3)
    assert g.players[1].life == 17


def test_509_1i_trig_blocks_it_gets():
    c = card("Test Guard", "Creature — Soldier", "{W}", "Whenever this creature blocks, it gets +0/+3 until end of turn.",
             "1/1")
    s = scenario(c)
    guard = s.battlefield(1, "Test Guard")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bears, 1))
    s.pass_until(Step.DECLARE_BLOCKERS)
    s.block((guard, bears))
    s.pass_until(Step.MAIN2)
    assert s.on_battlefield("Test Guard") == [guard] and g.chars(guard).toughness == 4


def test_513_1_each_end_step_sacrifice_self():
    c = card("Test Spark", "Creature — Elemental", "{R}", "Haste\nAt the beginning of the end step, sacrifice this creature.",
             "3/1", ("Haste",))
    s = scenario(c)
    s.battlefield(0, "Test Spark")
    g = s.start(active=0, step=Step.MAIN2)
    s.pass_until(Step.CLEANUP)
    assert s.on_battlefield("Test Spark") == [] and grave_names(g, 0) == ["Test Spark"]


@pytest.mark.parametrize("text,n", [("Each player sacrifices a creature of their choice.", 1),
                                    ("Target player sacrifices two creatures of their choice.", 2)])
def test_701_17_sacrifice_of_their_choice(text, n):
    s, g, _ = spell_game(text, cost="{B}", targets_of_p1=("Grizzly Bears", "Llanowar Elves"))
    s.cast("Test Spell", *([("player", 1)] if "Target" in text else []))
    if n == 1:
        answer_until_priority(s, "sacrifice", label="Grizzly Bears")     # P1 chooses (701.17a)
    else:
        resolve_stack(s)                                                 # two of two: no choice
    left = [o for o in g.battlefield if g.controller(o) == 1 and "Creature" in g.chars(o).types]
    assert len(left) == 2 - n


def test_701_7_destroy_all_artifacts():
    s, g, _ = spell_game("Destroy all artifacts.", targets_of_p1=("Ornithopter", "Grizzly Bears"))
    cast_it(s, "Test Spell")
    assert s.on_battlefield("Ornithopter") == [] and s.on_battlefield("Grizzly Bears")


def test_613_1b_you_control_enchanted_creature():
    c = card("Test Mind", "Enchantment — Aura", "{2}{U}{U}", "Enchant creature\nYou control enchanted creature.",
             keywords=("Enchant",))
    s = scenario(c)
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Test Mind", attached_to=bears)
    g = s.start(active=0, step=Step.MAIN1)
    assert g.controller(bears) == 0


# ----------------------------------------------------------------------------- libraries and graveyards
@pytest.mark.parametrize("kind,legal", [("creature ", True), ("", True), ("artifact ", False)])
def test_400_7_return_target_card_from_your_graveyard_to_your_hand(kind, legal):
    text = f"Return target {kind}card from your graveyard to your hand."
    c = card("Test Raise", "Sorcery", "{B}", text)
    s = scenario(c)
    s.hand(0, "Test Raise")
    lands_for(s, 0, "Test Raise")
    bears = s.graveyard(0, "Grizzly Bears")
    theirs = s.graveyard(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    spec = c.spell.targets[0]
    assert spec.kind == "graveyard_card" and bool(spec.where(g, bears, 0)) == legal
    assert not spec.where(g, theirs, 0)                    # "your graveyard"
    if legal:
        cast_it(s, "Test Raise", bears)
        assert hand_names(g, 0) == ["Grizzly Bears"]


def test_401_put_target_creature_on_top_of_its_owners_library():
    s, g, (bears,) = spell_game("Put target creature on top of its owner's library.", cost="{U}")
    cast_it(s, "Test Spell", bears)
    assert [g.name(o) for o in g.players[1].library][:1] == ["Grizzly Bears"]


@pytest.mark.parametrize("put", ["it", "that card"])
def test_701_19_search_for_a_basic_land_put_it_onto_the_battlefield_tapped(put):
    text = f"Search your library for a basic land card, put {put} onto the battlefield tapped, then shuffle."
    c = card("Test Ramp", "Sorcery", "{G}", text)
    s = scenario(c)
    s.hand(0, "Test Ramp")
    lands_for(s, 0, "Test Ramp")
    s.library(0, "Grizzly Bears", "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Ramp")
    for _ in range(10):
        d = s.decision
        if d.kind == "priority" and not any(t.stack for t in g.turns):
            break
        if d.kind == "priority":
            s.pass_priority()
        else:
            s.choose(label="Forest") if any(o.label == "Forest" for o in d.options) else s.choose()
    forests = [o for o in s.on_battlefield("Forest", 0) if g.objects[o].tapped]
    assert len(forests) == 2                               # the one that paid, and the one found (tapped)
    assert [g.name(o) for o in g.players[0].library] == ["Grizzly Bears"]


# ----------------------------------------------------------------------------- Sagas (714), transforming cards (712)
def test_714_2b_chapter_abilities_trigger_as_lore_counters_reach_them():
    c = card("Test Saga", "Enchantment — Saga", "{1}{W}",
             "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after II.)\n"
             "I — You gain 2 life.\nII — You gain 3 life.")
    assert c.chapters == 2
    s = scenario(c)
    saga = s.battlefield(0, "Test Saga", counters={"lore": 1})
    g = s.start(active=0, step=Step.MAIN1)
    from manamelee.engine.zones import add_counters
    add_counters(g, saga, "lore", 1, rule="714.3b")
    s.refresh()
    resolve_stack(s)
    assert g.players[0].life == 23                         # chapter II only (714.2b), then sacrificed (714.4)
    assert saga not in g.objects and grave_names(g, 0) == ["Test Saga"]


def test_701_28a_transform_self_turns_a_compiled_double_faced_card_over():
    from manamelee.cards.oracle.build import build_card
    from manamelee.cards.oracle.compile_pool import compile_face
    front = {"name": "Test Pup // Test Wolf", "manaCost": "{G}", "type": "Creature — Wolf", "layout": "transform",
             "text": "{1}: Transform this creature.", "types": ["Creature"], "supertypes": [], "subtypes": ["Wolf"],
             "keywords": ["Transform"], "power": "1", "toughness": "1", "loyalty": None,
             "_back": {"name": "Test Wolf", "manaCost": None, "type": "Creature — Wolf", "layout": "transform",
                       "face": "back", "front": "Test Pup", "text": "Trample", "types": ["Creature"],
                       "supertypes": [], "subtypes": ["Wolf"], "keywords": ["Trample"], "power": "3",
                       "toughness": "3", "loyalty": None, "colorIdentity": ["G"]}}
    rec, blocked = compile_face(front, {})
    assert rec is not None, blocked
    c = build_card(rec)
    assert c.name == "Test Pup" and c.layout == "transform" and c.faces[0].name == "Test Wolf"
    s = scenario(c)
    pup = s.battlefield(0, "Test Pup")
    s.battlefield(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Pup")
    resolve_stack(s)
    ch = g.chars(pup)
    assert ch.name == "Test Wolf" and (ch.power, ch.toughness) == (3, 3) and "Trample" in ch.keywords
    assert ch.colors == frozenset("G")                   # 204: its color indicator, from the corpus' identity


def test_718_3_prototype_casts_with_the_alternative_cost_and_size():
    c = card("Test Proto", "Artifact Creature — Golem", "{6}",
             "Prototype {R} — 1/1 (You may cast this spell with different mana cost, color, and size. It keeps its "
             "abilities and types.)\nTrample", "5/5", ("Prototype", "Trample"))
    assert c.layout == "prototype" and c.faces[0].mana_cost.mana_value == 1
    s = scenario(c)
    s.hand(0, "Test Proto")
    s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    assert not [o for o in s.decision.options if o.kind == "cast"]         # {6} can't be paid
    s.choose("cast_face", label="Test Proto")
    resolve_stack(s)
    [oid] = s.on_battlefield("Test Proto")
    ch = g.chars(oid)
    assert (ch.power, ch.toughness) == (1, 1) and ch.colors == frozenset("R") and "Trample" in ch.keywords   # 718.3b
