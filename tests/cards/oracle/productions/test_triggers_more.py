"""productions/triggers_more and productions/objects: trigger events (603.2) of permanents named by kind, more
events of this permanent and of the one it is attached to, spells cast (601.2i), players' events, more steps.

Each made-up card gains its controller life when its ability resolves ("you gain 1 life"), so a test counts how
many times the ability triggered and resolved by P0's life total."""
from __future__ import annotations

import pytest

from manamelee.engine import zones
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, HAND, Step
from manamelee.engine.damage import deal_damage

from ...pool_helpers import answer_until_priority, hand_names, lands_for, resolve_stack
from ..helpers import made_up, scenario

GAIN = "you gain 1 life"


def watcher(text: str, *more, type_line: str = "Creature — Cleric", pt: str | None = "1/1", players: int = 2,
            keywords: tuple[str, ...] = ()):
    """A scenario with the made-up card "Test Watcher" (oracle text ``text``) on P0's battlefield."""
    c = made_up("Test Watcher", type_line, "{W}", text, pt if "Creature" in type_line else None, keywords)
    s = scenario(c, *more, players=players)
    w = s.battlefield(0, "Test Watcher")
    return s, w


def enter(s, player: int, name: str) -> int:
    """Put a card from ``player``'s hand onto the battlefield (603.6a) and let the triggers resolve."""
    g = s.g
    oid = s._new(player, name, HAND).id
    g.players[player].hand.append(oid)
    zones.move(g, oid, BATTLEFIELD)
    settle(s)
    return next(o for o in g.battlefield if g.objects[o].card.name == name and o not in s.known)


def settle(s) -> None:
    s.refresh()
    resolve_stack(s)


def play_until(s, step: Step, limit: int = 200) -> None:
    """Pass priority (any order of simultaneous triggers, 603.3b; no attackers or blockers) until ``step``."""
    g = s.g
    for _ in range(limit):
        if g.over or (g.turns and g.turns[0].step == step):
            return
        d = s.decision
        if d.kind == "order_triggers":
            g.submit(d.id, 0)
        elif d.kind == "assign_damage":                 # lethal damage first (510.1c), the rest to the next
            g.submit(d.id, min(d.options, key=lambda o: abs(o.value - 2)))
        elif d.kind in ("declare_attackers", "declare_blockers"):
            s.choose("done")
        else:
            assert d.kind == "priority", f"unexpected decision {d}"
            s.pass_priority()
    raise AssertionError(f"never reached {step}")


def gained(s) -> int:
    return s.g.players[0].life - 20


# ----------------------------------------------------------------------------- wording
TEXTS = [
    "Whenever this creature becomes blocked, you gain 1 life.",
    "Whenever this creature becomes blocked by a creature, you gain 1 life.",
    "Whenever this creature blocks a creature, you gain 1 life.",
    "Whenever this creature blocks or becomes blocked, you gain 1 life.",
    "Whenever this creature blocks or becomes blocked by a creature, you gain 1 life.",
    "Whenever this creature attacks or blocks, you gain 1 life.",
    "Whenever this creature attacks and isn't blocked, you gain 1 life.",
    "Whenever this creature attacks alone, you gain 1 life.",
    "Whenever this creature becomes tapped, you gain 1 life.",
    "Whenever this creature becomes untapped, you gain 1 life.",
    "Whenever this creature is dealt damage, you gain 1 life.",
    "Whenever this creature deals damage, you gain 1 life.",
    "Whenever this creature deals damage to a player, you gain 1 life.",
    "Whenever this creature deals damage to an opponent, you gain 1 life.",
    "Whenever this creature deals combat damage, you gain 1 life.",
    "Whenever this creature deals combat damage to a creature, you gain 1 life.",
    "Whenever this creature deals combat damage to an opponent, you gain 1 life.",
    "Whenever this creature enters or attacks, you gain 1 life.",
    "Whenever this creature enters or dies, you gain 1 life.",
    "Whenever this creature is put into a graveyard from the battlefield, you gain 1 life.",
    "Whenever this creature becomes the target of a spell, you gain 1 life.",
    "Whenever enchanted creature becomes the target of a spell or ability an opponent controls, you gain 1 life.",
    "Whenever a creature an opponent controls attacks, you gain 1 life.",
    "Whenever a creature you don't control dies, you gain 1 life.",
    "Whenever enchanted creature dies, you gain 1 life.",
    "Whenever you cast an instant spell, you gain 1 life.",
    "Whenever a player casts an instant spell, you gain 1 life.",
    "Whenever an opponent casts an instant spell, you gain 1 life.",
    "Whenever you cast a Spirit or Arcane spell, you gain 1 life.",
    "At the beginning of combat on your turn, you gain 1 life.",
    "At the beginning of each combat, you gain 1 life.",
    "At the beginning of each upkeep, you gain 1 life.",
    "At the beginning of each player's end step, you gain 1 life.",
    "At the beginning of each opponent's upkeep, you gain 1 life.",
    "At the beginning of your draw step, you gain 1 life.",
]


@pytest.mark.parametrize("text", TEXTS)
def test_every_trigger_wording_compiles_and_prints_back(text):
    from manamelee.cards.oracle.compiler import compile_ability
    from manamelee.cards.oracle.printer import ability
    assert ability(compile_ability(text)) == text


# ----------------------------------------------------------------------------- objects of a kind (603.6a, 603.10a)
def test_603_6a_another_kind_you_control_enters_not_this_one_not_an_opponents():
    s, w = watcher("Whenever another creature you control enters, you gain 1 life.")
    g = s.start(active=0, step=Step.MAIN1)
    s.known = set(g.battlefield)
    for p in (0, 1):
        oid = s._new(p, "Grizzly Bears", HAND).id
        g.players[p].hand.append(oid)
        zones.move(g, oid, BATTLEFIELD)
        settle(s)
    assert gained(s) == 1


def test_603_6a_an_artifact_or_creature_enters_okind_or():
    s, w = watcher("Whenever an artifact or creature enters, you gain 1 life.")
    g = s.start(active=0, step=Step.MAIN1)
    for p, name in ((1, "Ornithopter"), (1, "Grizzly Bears"), (0, "Forest")):
        oid = s._new(p, name, HAND).id
        g.players[p].hand.append(oid)
        zones.move(g, oid, BATTLEFIELD)
        settle(s)
    assert gained(s) == 2                          # an opponent's too (no controller named); a land isn't one


def test_603_6a_subtype_with_power_filters_the_creature_that_enters():
    s, w = watcher("Whenever a Bear you control with power 2 or greater enters, you gain 1 life.")
    g = s.start(active=0, step=Step.MAIN1)
    for name in ("Grizzly Bears", "Llanowar Elves"):
        oid = s._new(0, name, HAND).id
        g.players[0].hand.append(oid)
        zones.move(g, oid, BATTLEFIELD)
        settle(s)
    assert gained(s) == 1


def test_603_10a_a_creature_an_opponent_controls_dies_looks_back_at_its_controller():
    s, w = watcher("Whenever a creature an opponent controls dies, you gain 1 life.")
    theirs = s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    zones.move(g, theirs, GRAVEYARD)
    zones.move(g, mine, GRAVEYARD)
    settle(s)
    assert gained(s) == 1


def test_603_10a_this_creature_or_another_dies_triggers_on_its_own_death_too():
    s, w = watcher("Whenever this creature or another Bear you control dies, you gain 1 life.")
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(0, "Llanowar Elves")
    g = s.start(active=0, step=Step.MAIN1)
    for oid in (bears, elves, w):
        zones.move(g, oid, GRAVEYARD)
    settle(s)
    assert gained(s) == 2                          # the Bear, then the Watcher itself (looking back); not the Elf


def test_603_10a_simultaneous_deaths_each_see_the_other():
    wrath = made_up("Test Wrath", "Sorcery", "{W}", "Destroy all creatures.")
    s, w = watcher("Whenever another creature dies, you gain 1 life.", wrath)
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Wrath")
    lands_for(s, 0, "Test Wrath")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Wrath")
    resolve_stack(s)
    assert s.on_battlefield("Test Watcher") == []
    assert gained(s) == 1                      # it died with the Bear and still saw it die (603.10a)


@pytest.mark.parametrize("text,token_dies,card_dies", [
    ("Whenever a nontoken creature you control dies, you gain 1 life.", 0, 1),
    ("Whenever a creature token you control dies, you gain 1 life.", 1, 0)])
def test_111_1_nontoken_and_token_creatures_dying(text, token_dies, card_dies):
    s, w = watcher(text)
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    from manamelee.cards.dsl.builders import token
    tok = zones.create_token(g, 0, token("Soldier", 1, 1, subtypes=("Soldier",), colors="W"))
    settle(s)
    zones.move(g, tok, GRAVEYARD)
    settle(s)
    assert gained(s) == token_dies
    zones.move(g, bears, GRAVEYARD)
    settle(s)
    assert gained(s) == token_dies + card_dies


def test_122_1_a_creature_with_a_counter_on_it_dies():
    s, w = watcher("Whenever a creature you control with a +1/+1 counter on it dies, you gain 1 life.")
    a = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    b = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    zones.move(g, a, GRAVEYARD)
    zones.move(g, b, GRAVEYARD)
    settle(s)
    assert gained(s) == 1


def test_702_keyword_with_clause_a_creature_with_flying_you_control_attacks():
    s, w = watcher("Whenever a creature you control with flying attacks, you gain 1 life.")
    bird = s.battlefield(0, "Storm Crow")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bird, 1), (bears, 1))
    resolve_stack(s)
    assert gained(s) == 1


def test_603_10a_another_creature_you_control_leaves_the_battlefield_and_it_names_the_card():
    s, w = watcher("Whenever another creature you control leaves the battlefield, you gain 2 life.")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    zones.move(g, bears, HAND)
    settle(s)
    assert g.players[0].life == 22


def test_603_2_it_names_the_object_of_the_event():
    s, w = watcher("Whenever another creature you control enters, put a +1/+1 counter on it.")
    g = s.start(active=0, step=Step.MAIN1)
    oid = s._new(0, "Grizzly Bears", HAND).id
    g.players[0].hand.append(oid)
    zones.move(g, oid, BATTLEFIELD)
    settle(s)
    [bears] = s.on_battlefield("Grizzly Bears")
    assert g.chars(bears).power == 3 and g.chars(w).power == 1


def test_510_2_a_creature_you_control_deals_combat_damage_to_a_player():
    s, w = watcher("Whenever a creature you control deals combat damage to a player, you gain 1 life.")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bears, 1), (w, 1))
    play_until(s, Step.MAIN2)
    assert g.players[1].life == 17 and gained(s) == 2


def test_509_1i_a_creature_blocks():
    s, w = watcher("Whenever a creature an opponent controls blocks, you gain 1 life.")
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bears, 1))
    play_until(s, Step.DECLARE_BLOCKERS)
    s.block((theirs, bears))
    resolve_stack(s)
    assert gained(s) == 1


# ----------------------------------------------------------------------------- more events of this creature
def _combat(text, *, block: bool, attack_with_watcher: bool = True, blockers=1):
    s, w = watcher(text, pt="3/3")
    att = s.battlefield(0, "Grizzly Bears") if not attack_with_watcher else w
    theirs = [s.battlefield(1, "Grizzly Bears") for _ in range(blockers)]
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((att, 1))
    resolve_stack(s)
    play_until(s, Step.DECLARE_BLOCKERS)
    if block:
        s.block(*[(b, att) for b in theirs])
    else:
        s.choose("done")
    resolve_stack(s)
    return s, g, w


@pytest.mark.parametrize("verb,blocked,n", [
    ("becomes blocked", True, 1), ("becomes blocked", False, 0),
    ("becomes blocked by a creature", True, 2),          # 509.3d: once for each blocking creature
    ("blocks or becomes blocked", True, 1), ("blocks or becomes blocked by a creature", True, 2),
    ("attacks or blocks", True, 1), ("attacks and isn't blocked", False, 1), ("attacks and isn't blocked", True, 0),
    ("attacks alone", False, 1), ("enters or attacks", False, 1)])
def test_509_3_this_creature_combat_events(verb, blocked, n):
    s, g, w = _combat(f"Whenever this creature {verb}, {GAIN}.", block=blocked, blockers=2)
    assert gained(s) == n


def test_506_5_attacks_alone_not_with_another_attacker():
    s, w = watcher("Whenever this creature attacks alone, you gain 1 life.")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((w, 1), (bears, 1))
    resolve_stack(s)
    assert gained(s) == 0


@pytest.mark.parametrize("verb", ["blocks a creature", "attacks or blocks", "blocks or becomes blocked"])
def test_509_1i_this_creature_blocks(verb):
    s, w = watcher(f"Whenever this creature {verb}, {GAIN}.", pt="3/3")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=1, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bears, 0))
    play_until(s, Step.DECLARE_BLOCKERS)
    s.block((w, bears))
    resolve_stack(s)
    assert gained(s) == 1


@pytest.mark.parametrize("verb,fn,n", [
    ("becomes tapped", lambda g, w: zones.tap(g, w), 1),
    ("becomes untapped", lambda g, w: (zones.tap(g, w), zones.untap(g, w)), 1),
    ("is put into a graveyard from the battlefield", lambda g, w: zones.move(g, w, GRAVEYARD), 1),
    ("enters or dies", lambda g, w: zones.move(g, w, GRAVEYARD), 1)])
def test_701_26_603_10a_this_permanent_events(verb, fn, n):
    s, w = watcher(f"Whenever this creature {verb}, {GAIN}.")
    g = s.start(active=0, step=Step.MAIN1)
    fn(g, w)
    settle(s)
    assert gained(s) == n


def test_120_is_dealt_damage_triggers_once_for_damage_dealt_at_once():
    s, g, w = _combat("Whenever this creature is dealt damage, you gain 1 life.", block=True, blockers=2)
    play_until(s, Step.MAIN2)
    assert gained(s) == 1                                   # two blockers' damage is one event (603.2c, 510.2)


@pytest.mark.parametrize("verb,hits,n", [
    ("deals damage", ("p1", "bears"), 2), ("deals damage to a player", ("p1", "bears"), 1),
    ("deals damage to an opponent", ("p1",), 1), ("deals damage to an opponent", ("p0",), 0),
    ("deals combat damage", ("p1",), 0), ("deals combat damage to a creature", ("bears",), 0)])
def test_120_this_creature_deals_noncombat_damage(verb, hits, n):
    s, w = watcher(f"Whenever this creature {verb}, {GAIN}.")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    for h in hits:                                         # one instruction after the other: separate events
        deal_damage(g, w, {"p1": ("player", 1), "p0": ("player", 0), "bears": ("obj", bears)}[h], 1)
        settle(s)
    assert g.players[0].life - 20 + (1 if "p0" in hits else 0) == n


@pytest.mark.parametrize("verb,n", [("deals combat damage", 1), ("deals combat damage to a creature", 2),
                                    ("deals combat damage to an opponent", 0), ("deals damage", 1)])
def test_510_2_combat_damage_to_blockers_is_one_event(verb, n):
    """603.2c: damage dealt at once is one event for "deals damage"; "to a creature" triggers for each creature."""
    s, g, w = _combat(f"Whenever this creature {verb}, {GAIN}.", block=True, blockers=2)
    play_until(s, Step.MAIN2)
    assert gained(s) == n


# ----------------------------------------------------------------------------- the permanent this is attached to
def test_301_5_equipped_creature_attacks():
    s, w = watcher("Equipped creature gets +1/+0.\nWhenever equipped creature attacks, you gain 1 life.\nEquip {1}",
                   type_line="Artifact — Equipment", keywords=("Equip",))
    bears = s.battlefield(0, "Grizzly Bears")
    elves = s.battlefield(0, "Llanowar Elves")
    s.g.objects[w].attached_to = bears
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bears, 1), (elves, 1))
    resolve_stack(s)
    assert gained(s) == 1


def test_303_4_enchanted_creature_is_dealt_damage():
    s, w = watcher("Enchant creature\nWhenever enchanted creature is dealt damage, you gain 1 life.",
                   type_line="Enchantment — Aura", keywords=("Enchant",))
    bears = s.battlefield(1, "Grizzly Bears")
    s.g.objects[w].attached_to = bears
    g = s.start(active=0, step=Step.MAIN1)
    deal_damage(g, bears, ("obj", bears), 1)
    settle(s)
    assert gained(s) == 1


def test_603_10a_when_enchanted_creature_dies_looks_back_at_what_the_aura_enchanted():
    s, w = watcher("Enchant creature\nWhen enchanted creature dies, you gain 1 life.",
                   type_line="Enchantment — Aura", keywords=("Enchant",))
    bears = s.battlefield(1, "Grizzly Bears")
    other = s.battlefield(1, "Grizzly Bears")
    s.g.objects[w].attached_to = bears
    g = s.start(active=0, step=Step.MAIN1)
    zones.move(g, other, GRAVEYARD)
    settle(s)
    assert gained(s) == 0
    zones.move(g, bears, GRAVEYARD)
    settle(s)
    assert gained(s) == 1 and s.on_battlefield("Test Watcher") == []     # then the Aura goes (704.5m)


# ----------------------------------------------------------------------------- spells cast (601.2i)
def _caster(text, spell_text="Draw a card.", spell_type="Sorcery", cost="{U}", caster=0, players=2, keywords=()):
    sp = made_up("Test Spell", spell_type, cost, spell_text, "1/1" if "Creature" in spell_type else None)
    s, w = watcher(text, sp, players=players, keywords=keywords)
    s.hand(caster, "Test Spell")
    lands_for(s, caster, "Test Spell")
    for p in range(players):
        s.library(p, "Island", "Island")
    return s, w


@pytest.mark.parametrize("text,spell_type,cost,n", [
    ("Whenever you cast an instant or sorcery spell, you gain 1 life.", "Sorcery", "{U}", 1),
    ("Whenever you cast an instant or sorcery spell, you gain 1 life.", "Creature — Bear", "{U}", 0),
    ("Whenever you cast a creature spell, you gain 1 life.", "Creature — Bear", "{U}", 1),
    ("Whenever you cast a noncreature spell, you gain 1 life.", "Creature — Bear", "{U}", 0),
    ("Whenever you cast a blue spell, you gain 1 life.", "Sorcery", "{U}", 1),
    ("Whenever you cast a multicolored spell, you gain 1 life.", "Sorcery", "{U}", 0),
    ("Whenever you cast a multicolored spell, you gain 1 life.", "Sorcery", "{U}{R}", 1),
    ("Whenever you cast a historic spell, you gain 1 life.", "Artifact", "{1}", 1),
    ("Whenever you cast a Bear spell, you gain 1 life.", "Creature — Bear", "{U}", 1),
    ("Whenever you cast a spell with mana value 3 or greater, you gain 1 life.", "Sorcery", "{2}{U}", 1),
    ("Whenever you cast a spell with mana value 3 or greater, you gain 1 life.", "Sorcery", "{1}{U}", 0),
    ("Whenever you cast a spell, you gain 1 life.", "Sorcery", "{U}", 1)])
def test_601_2i_you_cast_a_spell_of_a_kind(text, spell_type, cost, n):
    s, w = _caster(text, "" if spell_type != "Sorcery" else "Draw a card.", spell_type, cost)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    assert gained(s) == n


@pytest.mark.parametrize("who,caster,n", [("a player casts", 0, 1), ("a player casts", 1, 1),
                                          ("an opponent casts", 1, 1), ("an opponent casts", 0, 0),
                                          ("you cast", 1, 0)])
def test_601_2i_who_casts(who, caster, n):
    s, w = _caster(f"Whenever {who} an instant spell, {GAIN}.", spell_type="Instant", caster=caster)
    g = s.start(active=caster, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    assert gained(s) == n


def test_601_2i_that_player_is_the_caster():
    s, w = _caster("Whenever an opponent casts a spell, that player loses 2 life.", caster=1, players=3)
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    assert [g.players[p].life for p in range(3)] == [20, 18, 20]


def test_207_2c_heroic_a_spell_that_targets_this_creature():
    s, w = _caster("Heroic — Whenever you cast a spell that targets this creature, put a +1/+1 counter on this "
                   "creature.", "Target creature gets +0/+1 until end of turn.", "Instant", "{W}",
                   keywords=("Heroic",))
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell", bears)
    resolve_stack(s)
    assert g.objects[w].counters.get("+1/+1", 0) == 0
    s.cast("Test Spell", w)
    resolve_stack(s)
    assert g.objects[w].counters.get("+1/+1", 0) == 1


def test_601_2i_the_verb_must_agree_with_the_caster():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Bad", "manaCost": "{W}", "type": "Enchantment", "layout": "normal",
             "text": "Whenever you casts a spell, you gain 1 life.", "types": ["Enchantment"], "supertypes": [],
             "subtypes": [], "keywords": [], "power": None, "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "agree" in blocked[0]


# ----------------------------------------------------------------------------- players' events (121, 701.9, 702.29)
@pytest.mark.parametrize("text,drawer,n", [
    ("Whenever you draw a card, you gain 1 life.", 0, 2), ("Whenever you draw a card, you gain 1 life.", 1, 0),
    ("Whenever an opponent draws a card, you gain 1 life.", 1, 2), ("Whenever a player draws a card, you gain 1 life.", 0, 2),
    ("Whenever you draw your second card each turn, you gain 1 life.", 0, 1)])
def test_121_draw_triggers_once_per_card(text, drawer, n):
    s, w = watcher(text)
    s.library(0, "Island", "Island", "Island")
    s.library(1, "Island", "Island", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    zones.draw(g, drawer, 2)
    settle(s)
    assert gained(s) == n


def test_121_that_player_is_the_player_who_drew():
    s, w = watcher("Whenever an opponent draws a card, that player loses 1 life.", players=3)
    s.library(2, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    zones.draw(g, 2, 1)
    settle(s)
    assert [g.players[p].life for p in range(3)] == [20, 20, 19]


def test_701_9_702_29_discard_and_cycle_or_discard():
    cyc = made_up("Test Cycler", "Creature — Beast", "{3}{G}", "Cycling {2}", "3/3", ("Cycling",))
    for text, n in (("Whenever you cycle or discard a card, you gain 1 life.", 2), ("Whenever you discard a card, you gain 1 life.", 2),
                    ("Whenever you cycle a card, you gain 1 life.", 1), ("Whenever an opponent discards a card, you gain 1 life.", 0)):
        s, w = watcher(text, cyc)
        s.hand(0, "Test Cycler")
        x = s.hand(0, "Island")
        s.library(0, "Island")
        s.lands(0, "Forest", 2)
        g = s.start(active=0, step=Step.MAIN1)
        s.activate("Test Cycler")
        resolve_stack(s)
        zones.discard(g, 0, x)
        settle(s)
        assert gained(s) == n, text


@pytest.mark.parametrize("text,attackers,n", [
    ("Whenever you attack, you gain 1 life.", 2, 1), ("Whenever you attack, you gain 1 life.", 0, 0),
    ("Whenever you attack with two or more creatures, you gain 1 life.", 2, 1),
    ("Whenever you attack with two or more creatures, you gain 1 life.", 1, 0)])
def test_506_2_you_attack_once_per_declaration(text, attackers, n):
    s, w = watcher(text, type_line="Enchantment")
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    if attackers:
        s.attack(*[(b, 1) for b in bears[:attackers]])
    else:
        s.choose("done")
    resolve_stack(s)
    assert gained(s) == n


# ----------------------------------------------------------------------------- steps (503.1a, 507.1, 513.1)
@pytest.mark.parametrize("head,active,start,upto,n", [
    ("At the beginning of combat on your turn", 0, Step.MAIN1, Step.DECLARE_ATTACKERS, 1),
    ("At the beginning of combat on your turn", 1, Step.MAIN1, Step.DECLARE_ATTACKERS, 0),
    ("At the beginning of each combat", 1, Step.MAIN1, Step.DECLARE_ATTACKERS, 1),
    ("At the beginning of each upkeep", 1, Step.UNTAP, Step.DRAW, 1),
    ("At the beginning of each end step", 1, Step.MAIN2, Step.END, 1),
    ("At the beginning of each opponent's upkeep", 1, Step.UNTAP, Step.DRAW, 1),
    ("At the beginning of each opponent's upkeep", 0, Step.UNTAP, Step.DRAW, 0),
    ("At the beginning of each draw step", 1, Step.UPKEEP, Step.MAIN1, 1),
    ("At the beginning of each opponent's end step", 0, Step.MAIN2, Step.END, 0),
    ("At the beginning of your draw step", 0, Step.UPKEEP, Step.MAIN1, 1),
    ("At the beginning of your precombat main phase", 0, Step.DRAW, Step.BEGIN_COMBAT, 1),
    ("At the beginning of your first main phase", 1, Step.DRAW, Step.BEGIN_COMBAT, 0),
    ("At the beginning of your postcombat main phase", 0, Step.END_COMBAT, Step.END, 1),
    ("At the beginning of your second main phase", 0, Step.END_COMBAT, Step.END, 1)])
def test_503_1a_beginning_of_steps(head, active, start, upto, n):
    s, w = watcher(f"{head}, {GAIN}.", type_line="Enchantment")
    s.library(0, "Island")
    s.library(1, "Island")
    g = s.start(active=active, step=start)
    play_until(s, upto)
    resolve_stack(s)
    assert gained(s) == n


def test_805_4d_each_players_upkeep_that_player():
    s, w = watcher("At the beginning of each player's upkeep, that player loses 1 life.", type_line="Enchantment",
                   players=3)
    g = s.start(active=2, step=Step.UNTAP)
    play_until(s, Step.DRAW)
    assert [g.players[p].life for p in range(3)] == [20, 20, 19]


@pytest.mark.parametrize("yes", [True, False])
def test_603_5_you_may_in_an_at_the_beginning_trigger(yes):
    s, w = watcher("At the beginning of your upkeep, you may draw a card.", type_line="Enchantment")
    s.library(0, "Island", "Swamp", "Forest")
    g = s.start(active=0, step=Step.UNTAP)
    for _ in range(20):
        d = s.decision
        if d.kind == "yes_no":
            s.choose(value=yes)
        elif g.turns[0].step >= Step.MAIN1:
            break
        else:
            s.pass_priority()
    assert len(hand_names(g, 0)) == (2 if yes else 1)          # and the draw step's card


# ----------------------------------------------------------------------------- ability words (207.2c)
def test_207_2c_ability_word_before_static_activated_and_spell_abilities():
    c = made_up("Test Adept", "Creature — Human", "{U}",
                "Threshold — This creature can't block.\nHellbent — {T}: You gain 1 life.", "1/1",
                ("Threshold", "Hellbent"))
    assert "CantBlock" in c.keywords and len(c.activated) == 1
    sp = made_up("Test Lesson", "Sorcery", "{U}", "Spell mastery — Draw a card.", keywords=("Spell mastery",))
    s = scenario(c, sp)
    s.hand(0, "Test Lesson")
    lands_for(s, 0, "Test Lesson")
    s.library(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Lesson")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Island"]


def test_207_2c_the_ability_word_is_one_of_the_cards_keywords():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Adept", "manaCost": "{U}", "type": "Creature — Human", "layout": "normal",
             "text": "Threshold — This creature can't block.", "types": ["Creature"], "supertypes": [],
             "subtypes": ["Human"], "keywords": [], "power": "1", "toughness": "1", "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "Threshold" in blocked[0]


# ----------------------------------------------------------------------------- real cards, from their oracle text
def real(name: str):
    """A corpus card compiled from its oracle text (fails when it doesn't compile)."""
    import json
    from functools import lru_cache  # noqa: F401
    from manamelee.cards.corpus import default_corpus_path
    from manamelee.cards.oracle.build import build_card
    from manamelee.cards.oracle.compile_pool import compile_face
    path = default_corpus_path()
    if path is None:
        pytest.skip("no corpus beside the checkout")
    facts = next(e for e in json.loads(open(path, encoding="utf-8").read()) if e.get("name") == name)
    rec, blocked = compile_face(facts, {})
    assert rec is not None, blocked
    return build_card(rec)


def test_real_consecrated_sphinx_draws_two_when_an_opponent_draws():
    sphinx = real("Consecrated Sphinx")
    s = scenario(sphinx, players=3)
    s.battlefield(0, "Consecrated Sphinx")
    s.library(0, "Island", "Island", "Island")
    s.library(2, "Swamp")
    g = s.start(active=2, step=Step.MAIN1)
    zones.draw(g, 2, 1)
    s.refresh()
    answer_until_priority(s, "yes_no", value=True)
    assert len(g.players[0].hand) == 2 and len(g.players[2].hand) == 1


def test_real_enchantresss_presence_draws_on_enchantment_spells_only():
    ench = real("Enchantress's Presence")
    aura = made_up("Test Anthem", "Enchantment", "{W}", "Creatures you control get +1/+1.")
    s = scenario(ench, aura)
    s.battlefield(0, "Enchantress's Presence")
    s.hand(0, "Test Anthem", "Grizzly Bears")
    lands_for(s, 0, "Test Anthem", extra=2)
    lands_for(s, 0, "Grizzly Bears")
    s.library(0, "Island", "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Grizzly Bears")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Test Anthem"]
    s.cast("Test Anthem")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Island"]


def test_real_akroan_crusader_heroic_makes_a_hasty_soldier():
    crusader = real("Akroan Crusader")
    pump = made_up("Test Pump", "Instant", "{R}", "Target creature gets +1/+0 until end of turn.")
    s = scenario(crusader, pump)
    c = s.battlefield(0, "Akroan Crusader")
    s.hand(0, "Test Pump")
    lands_for(s, 0, "Test Pump")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Pump", c)
    resolve_stack(s)
    toks = [o for o in g.battlefield if g.objects[o].token]
    assert len(toks) == 1 and "Haste" in g.chars(toks[0]).keywords and g.chars(c).power == 2


def test_real_elas_il_kor_gains_on_enters_and_drains_on_deaths():
    elas = real("Elas il-Kor, Sadistic Pilgrim")
    s = scenario(elas, players=3)
    s.battlefield(0, "Elas il-Kor, Sadistic Pilgrim")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    oid = s._new(0, "Llanowar Elves", HAND).id
    g.players[0].hand.append(oid)
    zones.move(g, oid, BATTLEFIELD)
    settle(s)
    zones.move(g, bears, GRAVEYARD)
    settle(s)
    assert [g.players[p].life for p in range(3)] == [21, 19, 19]


def test_real_cave_tiger_gets_bigger_for_each_blocker():
    tiger = real("Cave Tiger")
    s = scenario(tiger)
    t = s.battlefield(0, "Cave Tiger")
    b1, b2 = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((t, 1))
    play_until(s, Step.DECLARE_BLOCKERS)
    s.block((b1, t), (b2, t))
    resolve_stack(s)
    assert (g.chars(t).power, g.chars(t).toughness) == (4, 4)


def test_real_cabal_paladin_historic_spells_hit_each_opponent():
    paladin = real("Cabal Paladin")
    s = scenario(paladin, players=3)
    s.battlefield(0, "Cabal Paladin")
    s.hand(0, "Ornithopter", "Grizzly Bears")
    lands_for(s, 0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Grizzly Bears")
    resolve_stack(s)
    s.cast("Ornithopter")
    resolve_stack(s)
    assert [g.players[p].life for p in range(3)] == [20, 18, 18]


def test_real_gavony_unhallowed_grows_when_another_creature_you_control_dies():
    gavony = real("Gavony Unhallowed")
    s = scenario(gavony)
    gv = s.battlefield(0, "Gavony Unhallowed")
    mine, theirs = s.battlefield(0, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    zones.move(g, mine, GRAVEYARD)
    zones.move(g, theirs, GRAVEYARD)
    settle(s)
    assert g.objects[gv].counters.get("+1/+1", 0) == 1


def test_400_7_it_names_the_card_a_dying_creature_became():
    s, w = watcher("Whenever another creature you control dies, return it to its owner's hand.")
    bears = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    zones.move(g, bears, GRAVEYARD)
    settle(s)
    assert hand_names(g, 0) == ["Grizzly Bears"] and g.players[0].graveyard == []


@pytest.mark.parametrize("text,n", [("Whenever you cast your second spell each turn, you gain 1 life.", 1),
                                    ("Whenever you cast your first instant spell each turn, you gain 1 life.", 1),
                                    ("Whenever you cast your third spell each turn, you gain 1 life.", 0)])
def test_601_2i_the_nth_spell_you_cast_this_turn(text, n):
    s, w = watcher(text)
    s.hand(0, "Lightning Bolt", "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    g = s.start(active=0, step=Step.MAIN1)
    for _ in range(2):
        s.cast("Lightning Bolt", ("player", 1))
        resolve_stack(s)
    assert gained(s) == n


@pytest.mark.parametrize("how", ["spell", "activated", "triggered"])
def test_115_becomes_the_target_of_a_spell_or_ability(how):
    pinger = made_up("Test Pinger", "Creature — Wizard", "{R}", "{T}: This creature deals 1 damage to any target.",
                     "1/1")
    shocker = made_up("Test Shocker", "Creature — Goblin", "{R}",
                      "When this creature enters, it deals 1 damage to any target.", "1/1")
    s, w = watcher("Whenever this creature becomes the target of a spell or ability, you gain 1 life.", pinger,
                   shocker, pt="3/3")
    s.battlefield(1, "Test Pinger")
    s.hand(1, "Lightning Bolt", "Test Shocker")
    s.lands(1, "Mountain", 2)
    g = s.start(active=1, step=Step.MAIN1)
    if how == "spell":
        s.cast("Lightning Bolt", w)
    elif how == "activated":
        s.activate("Test Pinger", w)
    else:
        s.cast("Test Shocker")
        answer_until_priority(s, "target", value=("obj", w))
    resolve_stack(s)
    assert gained(s) == 1


def test_115_becomes_the_target_of_a_spell_an_opponent_controls_only():
    s, w = watcher("Whenever this creature becomes the target of a spell an opponent controls, you gain 1 life.\n"
                   "When this creature becomes the target of a spell or ability, sacrifice this creature.", pt="5/5")
    s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Lightning Bolt", w)
    resolve_stack(s)
    assert gained(s) == 0 and s.on_battlefield("Test Watcher") == []        # sacrificed: its own spell


@pytest.mark.parametrize("attacker,n", [("Storm Crow", 1), ("Grizzly Bears", 0)])
def test_509_1i_blocks_a_creature_with_flying(attacker, n):
    s, w = watcher("Reach\nWhenever this creature blocks a creature with flying, you gain 1 life.\n"
                   "Whenever this creature blocks a creature with power 2 or greater, you gain 2 life.", pt="0/4",
                   keywords=("Reach",))
    a = s.battlefield(1, attacker)
    g = s.start(active=1, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((a, 0))
    play_until(s, Step.DECLARE_BLOCKERS)
    s.block((w, a))
    resolve_stack(s)
    assert gained(s) == n + (2 if attacker == "Grizzly Bears" else 0)


def test_509_1i_becomes_blocked_by_a_creature_with_a_quality():
    s, w = watcher("Whenever this creature becomes blocked by a creature with power 2 or greater, you gain 1 life.",
                   pt="3/3")
    b1, b2 = s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Llanowar Elves")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((w, 1))
    play_until(s, Step.DECLARE_BLOCKERS)
    s.block((b1, w), (b2, w))
    resolve_stack(s)
    assert gained(s) == 1


def test_701_17a_sacrifice_it_when_this_becomes_the_target():
    s, w = watcher("When this creature becomes the target of a spell or ability, sacrifice it.", pt="5/5")
    s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Lightning Bolt", w)
    resolve_stack(s)
    assert s.on_battlefield("Test Watcher") == [] and "Test Watcher" in [g.name(o) for o in g.players[0].graveyard]


def test_701_17a_sacrifice_it_of_something_else_doesnt_compile():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Bad", "manaCost": "{W}", "type": "Enchantment", "layout": "normal",
             "text": "Whenever another creature enters, sacrifice it.", "types": ["Enchantment"], "supertypes": [],
             "subtypes": [], "keywords": [], "power": None, "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "isn't this permanent" in blocked[0]
