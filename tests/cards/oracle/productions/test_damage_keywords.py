"""productions/damage_keywords: infect (702.90), wither (702.80), toxic N (702.164) — what damage does (120.3)."""
from __future__ import annotations

from manamelee.cards.oracle.printer import ability
from manamelee.engine.constants import Step
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario
from .kw_helpers import combat

BEAR = made_up("Test Plain Bear", "Creature — Bear", "{1}{G}", "", "3/3")
INFECTOR = made_up("Test Infector", "Creature — Phyrexian Horror", "{1}{B}", "Infect", "2/2", ("Infect",))
WITHERER = made_up("Test Witherer", "Creature — Elemental", "{1}{B}", "Wither", "2/2", ("Wither",))
TOXIC = made_up("Test Toxic Rat", "Creature — Phyrexian Rat", "{1}{B}", "Toxic 2", "1/1", ("Toxic",))
TOXIC_SUM = made_up("Test Double Toxic", "Creature — Phyrexian Rat", "{1}{B}", "Toxic 1, toxic 2", "1/1", ("Toxic",))
SAC_INFECT = made_up("Test Blight Bomb", "Creature — Phyrexian Golem", "{2}",
                     "Infect\nSacrifice this creature: This creature deals 2 damage to any target.", "1/1", ("Infect",))
SAC_TOXIC = made_up("Test Toxic Bomb", "Creature — Phyrexian Golem", "{2}",
                    "Toxic 3\nSacrifice this creature: This creature deals 2 damage to any target.", "1/1", ("Toxic",))
AURA = made_up("Test Blight Aura", "Enchantment — Aura", "{B}",
               "Enchant creature\nEnchanted creature gets +1/+1 and has infect.", None, ("Enchant",))


def _duel(*extra):
    s = scenario(BEAR, INFECTOR, WITHERER, TOXIC, TOXIC_SUM, SAC_INFECT, SAC_TOXIC, AURA, *extra)
    for p in (0, 1):
        s.library(p, *["Plains"] * 3)
    return s


def test_702_90b_infect_combat_damage_to_a_player_gives_poison_instead_of_life_loss():
    s = _duel()
    a = s.battlefield(0, "Test Infector")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(a, 1)])
    assert g.players[1].life == 20 and g.players[1].poison == 2
    assert any(e.kind == "damage" and e.target_player == 1 and e.amount == 2 for e in g.events)   # damage dealt


def test_702_90c_infect_damage_to_a_creature_becomes_minus_counters_not_marked_damage():
    s = _duel()
    a = s.battlefield(0, "Test Infector")
    b = s.battlefield(1, "Test Plain Bear")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(a, 1)], [(b, a)])
    assert g.objects[b].counters.get("-1/-1") == 2 and g.objects[b].damage == 0
    assert s.chars(b).power == 1 and s.chars(b).toughness == 1
    assert s.on_battlefield("Test Infector") == []        # the bear's own damage is marked (120.3e): 3 >= 2


def test_702_80a_wither_marks_counters_on_creatures_but_players_lose_life():
    s = _duel()
    a = s.battlefield(0, "Test Witherer")
    b = s.battlefield(1, "Test Plain Bear")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(a, 1)], [(b, a)])
    assert g.objects[b].counters.get("-1/-1") == 2 and g.objects[b].damage == 0
    s2 = _duel()
    a2 = s2.battlefield(0, "Test Witherer")
    g2 = s2.start(0, Step.BEGIN_COMBAT)
    combat(s2, [(a2, 1)])
    assert g2.players[1].life == 18 and g2.players[1].poison == 0       # 120.3a: wither changes nothing for players


def test_702_90d_e_infect_from_the_graveyard_uses_last_known_information():
    s = _duel()
    bomb = s.battlefield(0, "Test Blight Bomb")
    b = s.battlefield(1, "Test Plain Bear")
    g = s.start(0, Step.MAIN1)
    s.activate("Test Blight Bomb", ("player", 1))          # sacrificed as a cost: it deals damage from the graveyard
    resolve_stack(s)
    assert g.players[1].poison == 2 and g.players[1].life == 20
    assert bomb not in g.objects and g.objects[b].damage == 0


def test_702_164c_toxic_combat_damage_to_a_player_adds_poison_to_the_life_loss():
    s = _duel()
    a = s.battlefield(0, "Test Toxic Rat")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(a, 1)])
    assert g.players[1].life == 19 and g.players[1].poison == 2


def test_702_164b_total_toxic_value_is_the_sum_of_the_toxic_abilities():
    s = _duel()
    a = s.battlefield(0, "Test Double Toxic")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(a, 1)])
    assert g.players[1].poison == 3


def test_702_164c_noncombat_damage_from_a_toxic_creature_gives_no_poison():
    s = _duel()
    s.battlefield(0, "Test Toxic Bomb")
    g = s.start(0, Step.MAIN1)
    s.activate("Test Toxic Bomb", ("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 18 and g.players[1].poison == 0


def test_704_5c_ten_poison_counters_lose_the_game():
    s = _duel()
    a = s.battlefield(0, "Test Infector")
    g = s.start(0, Step.BEGIN_COMBAT)
    g.players[1].total.poison = 8
    combat(s, [(a, 1)])
    assert g.players[1].lost and g.over


def test_granted_infect_from_an_aura_counts_and_prints_back():
    s = _duel()
    bear = s.battlefield(0, "Test Plain Bear")
    s.battlefield(0, "Test Blight Aura", attached_to=bear)
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(bear, 1)])
    assert g.players[1].poison == 4 and g.players[1].life == 20
    node = {"k": "attached", "who": "enchanted", "pt": "+1/+1", "kws": ["Infect"]}
    assert ability(node) == "Enchanted creature gets +1/+1 and has infect."


def test_toxic_on_a_noncreature_card_does_not_compile():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Toxic Rock", "manaCost": "{1}", "type": "Artifact", "layout": "normal", "text": "Toxic 1",
             "types": ["Artifact"], "supertypes": [], "subtypes": [], "keywords": ["Toxic"], "power": None,
             "toughness": None, "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "toxic" in blocked[0]


# ------------------------------------------------------------------ multiplayer: Two-Headed Giant's shared poison
THG = MultiplayerRules("two-headed-giant", shared_turns=True, shared_life=True, team_hands="team", starting="team")


def _thg():
    from manamelee.cards.pool import default_pool
    s = Scenario(["A", "B", "C", "D"], teams=[0, 0, 1, 1], hooks=MultiplayerHooks(THG),
                 pool=default_pool().extended(INFECTOR, TOXIC))
    for p in range(4):
        s.library(p, *["Plains"] * 3)
    return s


def test_810_10_infect_poison_goes_to_the_team_total_and_15_are_needed():
    s = _thg()
    a = s.battlefield(0, "Test Infector")
    g = s.start(0, Step.BEGIN_COMBAT)
    g.players[2].total.poison = 12                 # 12 counters on team C+D: more than 10, but not yet 15 (810.10)
    s.refresh()
    assert not g.over
    combat(s, [(a, 3)])                             # 2 more to D: the team has 14
    assert g.players[2].poison == 14 and g.players[3].poison == 14 and not g.over


def test_810_10_fifteen_shared_poison_counters_lose_the_team_the_game():
    s = _thg()
    a = s.battlefield(0, "Test Toxic Rat")
    g = s.start(0, Step.BEGIN_COMBAT)
    g.players[3].total.poison = 13
    combat(s, [(a, 2)])                             # toxic 2 to C: 15 on the team
    assert g.players[2].lost and g.players[3].lost and g.players[2].life == 29


# ------------------------------------------------------------------ real cards, compiled from their oracle text
def test_real_glistener_elf_boggart_ram_gang_and_bilious_skulldweller():
    from .kw_helpers import real_card
    elf, ram, dweller = real_card("Glistener Elf"), real_card("Boggart Ram-Gang"), real_card("Bilious Skulldweller")
    assert "Infect" in elf.keywords and "Wither" in ram.keywords and "Toxic 1" in dweller.keywords
    s = _duel(elf, ram, dweller)
    e, r, d = s.battlefield(0, "Glistener Elf"), s.battlefield(0, "Boggart Ram-Gang"), s.battlefield(0, "Bilious Skulldweller")
    b = s.battlefield(1, "Test Plain Bear")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(e, 1), (r, 1), (d, 1)], [(b, r)])
    # Elf: 1 poison; Skulldweller: 1 damage and toxic 1; Ram-Gang blocked: 3 -1/-1 counters kill the 3/3 bear (and
    # the bear's 3 marked damage kills the Ram-Gang)
    assert g.players[1].poison == 2 and g.players[1].life == 19
    assert s.on_battlefield("Test Plain Bear") == [] and s.on_battlefield("Boggart Ram-Gang") == []
    assert any(e.kind == "counters" and e.obj == b and e.data == "-1/-1" and e.amount == 3 for e in g.events)
