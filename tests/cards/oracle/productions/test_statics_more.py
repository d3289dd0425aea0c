"""productions/statics_more: static abilities of groups of permanents named by kind (604, 613) and static abilities
that apply "as long as" a condition holds (611.3a); "You have no maximum hand size." (402.2)."""
from __future__ import annotations

import pytest

from manamelee.engine import zones
from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import GRAVEYARD, HAND, Step

from ...pool_helpers import lands_for, resolve_stack
from ..helpers import made_up, scenario


def lord(text: str, *more, type_line: str = "Creature — Zombie", pt: str | None = "1/1", players: int = 2,
         ranges=None, keywords=()):
    c = made_up("Test Lord", type_line, "{B}", text, pt if "Creature" in type_line else None, keywords)
    from manamelee.cards.pool import default_pool
    from manamelee.scenario import Scenario
    s = Scenario(players, pool=default_pool().extended(c, *more), ranges=ranges)
    me = s.battlefield(0, "Test Lord")
    return s, me


def pt(g, oid):
    ch = g.chars(oid)
    return ch.power, ch.toughness


# ----------------------------------------------------------------------------- groups (613.4c, 613.1f)
def test_613_4c_other_subtype_you_control_get():
    zombie = made_up("Test Zombie", "Creature — Zombie", "{B}", "", "2/2")
    s, me = lord("Other Zombies you control get +1/+1.", zombie)
    mine, theirs = s.battlefield(0, "Test Zombie"), s.battlefield(1, "Test Zombie")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert pt(g, mine) == (3, 3) and pt(g, theirs) == (2, 2) and pt(g, bears) == (2, 2) and pt(g, me) == (1, 1)


def test_613_1f_creatures_you_control_have_a_keyword():
    s, me = lord("Creatures you control have haste.")
    mine, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    g = s.start()
    assert "Haste" in g.chars(mine).keywords and "Haste" in g.chars(me).keywords
    assert "Haste" not in g.chars(theirs).keywords


def test_613_all_subtype_creatures_get_and_have_affects_every_players():
    s, me = lord("All Bear creatures get +1/+1 and have vigilance.")
    mine, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    g = s.start()
    for b in (mine, theirs):
        assert pt(g, b) == (3, 3) and "Vigilance" in g.chars(b).keywords


def test_801_10_a_group_static_affects_only_permanents_in_range():
    s, me = lord("All creatures get -1/-1.", players=5, ranges=[1, 1, 1, 1, 1], pt="3/3")
    near, far = s.battlefield(1, "Grizzly Bears"), s.battlefield(2, "Grizzly Bears")
    g = s.start()
    assert pt(g, near) == (1, 1) and pt(g, far) == (2, 2)


def test_613_creatures_your_opponents_control_get_and_cant_block():
    s, me = lord("Creatures your opponents control get -1/-0.\nCreatures your opponents control can't block.",
                 players=3)
    a, b, mine = s.battlefield(1, "Grizzly Bears"), s.battlefield(2, "Grizzly Bears"), s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert pt(g, a) == (1, 2) and pt(g, b) == (1, 2) and pt(g, mine) == (2, 2)
    assert not can_block(g, a, mine) and can_block(g, mine, a)


def test_122_each_creature_you_control_with_a_counter_on_it_has():
    s, me = lord("Each creature you control with a +1/+1 counter on it has trample.")
    a = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    b = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert "Trample" in g.chars(a).keywords and "Trample" not in g.chars(b).keywords


def test_613_each_other_kind_with_a_keyword_and_adjectives():
    s, me = lord("Each other white creature you control has flying.\nOther creatures you control with flying get "
                 "+1/+1.")
    knight = s.battlefield(0, "Savannah Lions")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert "Flying" in g.chars(knight).keywords and pt(g, knight) == (3, 2)    # layer 6 before layer 7c
    assert "Flying" not in g.chars(bears).keywords and pt(g, bears) == (2, 2)


def test_506_4_attacking_creatures_you_control_get_only_while_attacking():
    s, me = lord("Attacking creatures you control get +1/+0.")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert pt(g, bears) == (2, 2)
    s.attack((bears, 1))
    assert pt(g, bears) == (3, 2)


def test_613_plural_kind_with_and_and_tokens():
    s, me = lord("Bears and Elves you control get +1/+0.\nCreature tokens your opponents control get -1/-1.")
    a, b = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Llanowar Elves")
    g = s.start()
    from manamelee.cards.dsl.builders import token
    tok = zones.create_token(g, 1, token("Soldier", 2, 2, subtypes=("Soldier",), colors="W"))
    assert pt(g, a) == (3, 2) and pt(g, b) == (2, 1) and pt(g, tok) == (1, 1)


def test_613_nonbasic_and_untapped_kinds():
    s, me = lord("Untapped creatures you don't control get -1/-0.\n"
                 "Creatures with one or more +1/+1 counters on them get +0/+2.", type_line="Enchantment")
    t = s.battlefield(1, "Grizzly Bears")
    c = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})
    g = s.start()
    assert pt(g, t) == (1, 2) and pt(g, c) == (2, 5)
    zones.tap(g, t)
    assert pt(g, t) == (2, 2)


# ----------------------------------------------------------------------------- "as long as" (611.3a)
def test_611_3a_this_creature_gets_as_long_as_you_control_an_artifact():
    s, me = lord("This creature gets +2/+2 as long as you control an artifact.")
    orni = s.battlefield(0, "Ornithopter")
    g = s.start()
    assert pt(g, me) == (3, 3)
    zones.move(g, orni, GRAVEYARD)
    assert pt(g, me) == (1, 1)


def test_611_3a_threshold_gets_as_long_as_seven_cards_in_your_graveyard():
    s, me = lord("Threshold — As long as there are seven or more cards in your graveyard, this creature gets +1/+1 "
                 "and has flying.", keywords=("Threshold",))
    for _ in range(6):
        s.graveyard(0, "Island")
    x = s.hand(0, "Island")
    g = s.start()
    assert pt(g, me) == (1, 1) and "Flying" not in g.chars(me).keywords
    zones.discard(g, 0, x)
    assert pt(g, me) == (2, 2) and "Flying" in g.chars(me).keywords


def test_611_3a_condition_on_the_source_it_is_attacking():
    s, me = lord("This creature has first strike as long as it's attacking.\n"
                 "As long as this creature is attacking, it gets +1/+0.")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert "First strike" not in g.chars(me).keywords
    s.attack((me, 1))
    assert "First strike" in g.chars(me).keywords and pt(g, me) == (2, 1)


def test_611_3a_fateful_hour_group_as_long_as_life():
    s, me = lord("As long as you have 5 or less life, other creatures you control get +2/+2.")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert pt(g, bears) == (2, 2)
    g.players[0].total.life = 5
    s.refresh()
    assert pt(g, bears) == (4, 4)


def test_611_3a_enchanted_creature_has_as_long_as_and_cant_attack():
    s, me = lord("Enchant creature\nEnchanted creature has shroud as long as you control a Forest.\n"
                 "Enchanted creature can't attack as long as you control no Forests.",
                 type_line="Enchantment — Aura", keywords=("Enchant",))
    bears = s.battlefield(0, "Grizzly Bears")
    s.g.objects[me].attached_to = bears
    forest = s.battlefield(0, "Forest")
    g = s.start()
    assert "Shroud" in g.chars(bears).keywords and can_attack(g, bears)
    zones.move(g, forest, HAND)
    assert "Shroud" not in g.chars(bears).keywords and not can_attack(g, bears)


def test_611_3a_equipped_and_untapped_conditions():
    sword = made_up("Test Sword", "Artifact — Equipment", "{1}", "Equip {1}", keywords=("Equip",))
    s, me = lord("As long as this creature is equipped, it has menace.\n"
                 "This creature gets +0/+2 as long as it's untapped.", sword)
    sw = s.battlefield(0, "Test Sword")
    g = s.start()
    assert "Menace" not in g.chars(me).keywords and pt(g, me) == (1, 3)
    g.objects[sw].attached_to = me
    zones.tap(g, me)
    s.refresh()
    assert "Menace" in g.chars(me).keywords and pt(g, me) == (1, 1)


# ----------------------------------------------------------------------------- 402.2
@pytest.mark.parametrize("text,kept", [("You have no maximum hand size.", 9), ("", 7)])
def test_402_2_no_maximum_hand_size_keeps_every_card_at_cleanup(text, kept):
    s, me = lord(text, type_line="Enchantment")
    for _ in range(9):
        s.hand(0, "Island")
    g = s.start(active=0, step=Step.END)
    for _ in range(30):
        d = s.decision
        if d.kind == "discard":
            s.choose()
        elif g.turn_count > 2:
            break
        else:
            s.pass_priority()
    assert len(g.players[0].hand) == kept


# ----------------------------------------------------------------------------- emblems (114.4)
def test_114_4_an_emblem_with_a_group_static():
    walker = made_up("Test Walker", "Legendary Planeswalker — Test", "{2}{R}",
                     "[+1]: You gain 1 life.\n[\u22122]: You get an emblem with \"Creatures you control have haste.\"",
                     loyalty="3")
    s = scenario(walker)
    pw = s.battlefield(0, "Test Walker")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    s.activate("Test Walker", index=1)
    resolve_stack(s)
    assert "Haste" in g.chars(bears).keywords and pw


# ----------------------------------------------------------------------------- real cards
def real(name: str):
    from .test_triggers_more import real as r
    return r(name)


def test_real_goblin_king_pumps_every_other_goblin_and_gives_mountainwalk():
    king = real("Goblin King")
    gob = made_up("Test Goblin", "Creature — Goblin", "{R}", "", "1/1")
    s = scenario(king, gob)
    k = s.battlefield(0, "Goblin King")
    mine, theirs = s.battlefield(0, "Test Goblin"), s.battlefield(1, "Test Goblin")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start()
    assert pt(g, mine) == (2, 2) and pt(g, theirs) == (2, 2) and pt(g, k) == (2, 2) and pt(g, bears) == (2, 2)
    assert "Mountainwalk" in g.chars(theirs).keywords


def test_real_kird_ape_and_wild_nacatl_grow_with_their_lands():
    ape, cat = real("Kird Ape"), real("Wild Nacatl")
    s = scenario(ape, cat)
    a, c = s.battlefield(0, "Kird Ape"), s.battlefield(0, "Wild Nacatl")
    s.battlefield(1, "Forest")                       # an opponent's Forest doesn't count
    m = s.battlefield(0, "Mountain")
    g = s.start()
    assert pt(g, a) == (1, 1) and pt(g, c) == (2, 2)
    f = s._new(0, "Forest", HAND).id
    g.players[0].hand.append(f)
    zones.move(g, f, "battlefield")
    s.battlefield(0, "Plains")
    s.refresh()
    assert pt(g, a) == (2, 3) and pt(g, c) == (3, 3) and m


def test_real_werebear_threshold():
    bear = real("Werebear")
    s = scenario(bear)
    w = s.battlefield(0, "Werebear")
    for _ in range(7):
        s.graveyard(0, "Island")
    g = s.start()
    assert pt(g, w) == (4, 4)


# ----------------------------------------------------------------------------- subtypes (205.3)
def test_205_3_the_subtype_words_are_the_rules_lists_and_their_plurals():
    """objects.lark reads the one-word artifact, enchantment, land and creature types of 205.3g-i and 205.3m."""
    import re
    from pathlib import Path
    from manamelee.cards.oracle.productions.objects import plural, subtypes
    cr = (Path(__file__).parents[5] / "shared" / "rules" / "comprehensive-rules-2025-02-07.txt")
    if not cr.is_file():
        pytest.skip("no rules text beside the checkout")
    text = cr.read_text(encoding="utf-8")
    want: set[str] = set()
    for rule in ("205.3g", "205.3h", "205.3i", "205.3m"):
        line = next(ln for ln in text.splitlines() if ln.startswith(rule + " "))
        body = re.search(r"(?:The [a-z]+ types are|one word long:) (.*)\.$", line).group(1)
        for item in re.sub(r"\s*\(see rule [^)]*\)", "", body).replace(" and ", " ").split(","):
            if re.fullmatch(r"[A-Z][a-z]+", item.strip()):
                want.add(item.strip())
    assert set(subtypes()) == want
    lark = (Path(__file__).parents[4] / "manamelee" / "cards" / "oracle" / "productions" / "objects.lark").read_text()
    plurals = set(re.search(r"^OSUBS: /\(([^)]*)\)", lark, re.M).group(1).split("|"))
    assert plurals == {plural(s) for s in want} and plural("Elf") == "Elves" and plural("Ally") == "Allies"


def test_509_1b_cant_be_blocked_as_long_as_defending_player_controls():
    s, me = lord("This creature can't be blocked as long as defending player controls an artifact.", players=3)
    s.battlefield(2, "Ornithopter")
    b1, b2 = s.battlefield(1, "Grizzly Bears"), s.battlefield(2, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    assert can_block(g, b1, me)                        # not attacking: no defending player
    s.attack((me, 2))
    assert not can_block(g, b2, me)


def test_613_4c_gets_for_each_aura_attached_to_it():
    aura = made_up("Test Aura", "Enchantment — Aura", "{W}", "Enchant creature", keywords=("Enchant",))
    s, me = lord("This creature gets +2/+2 for each Aura attached to it.", aura)
    a1 = s.battlefield(0, "Test Aura", attached_to=me)
    s.battlefield(0, "Test Aura", attached_to=me)
    g = s.start()
    assert pt(g, me) == (5, 5)
    zones.move(g, a1, GRAVEYARD)
    assert pt(g, me) == (3, 3)


def test_611_3a_during_your_turn():
    s, me = lord("During your turn, this creature has first strike.\nDuring your turn, creatures you control get "
                 "+1/+0.")
    g = s.start(active=1)
    assert "First strike" not in g.chars(me).keywords and pt(g, me) == (1, 1)
    s2, me2 = lord("During your turn, this creature has first strike.")
    g2 = s2.start(active=0)
    assert "First strike" in g2.chars(me2).keywords
