"""A seeded random sample of compiled cards, each with a behaviour test written from its oracle text (quoted in
the tests), not from the compiler's output. The sample was drawn as random.Random(17).sample(sorted compiled,
not hand-written names, 40) from the compiled pool of 3,246 cards at commit 274d755; the pool has grown since, so
the first test checks that each sampled card is still compiled (not that the draw would repeat). Crookshank
Kobolds, drawn then, left the pool when cards needing a colour indicator (204) stopped compiling; Alpine Grizzly
(a vanilla 4/2 for {2}{G}) took its place."""
from __future__ import annotations

import pytest

from manamelee.cards.oracle.load import compiled_records
from manamelee.cards.pool import default_pool, handwritten_pool
from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import Step
from manamelee.scenario import Scenario

from ..pool_helpers import answer_until_priority, grave_names, hand_names, lands_for, resolve_stack

SAMPLE = [
    "Raiding Nightstalker", "Mantle of Webs", "Zodiac Pig", "Hamato Ninpō", "Keep Out", "Grasping Longneck",
    "Disciple of Malice", "Wall of Stone", "Tireless Missionaries", "Tigereye Cameo", "Resupply",
    "Stormfront Pegasus", "Goblin Gardener", "Chainwhip Cyclops", "Angelic Shield", "Fountain of Renewal",
    "Lava Serpent", "Viashino Warrior", "Masked Blackguard", "Frilled Sea Serpent", "Plated Slagwurm",
    "Zealous Strike", "Hitchclaw Recluse", "Spell Snip", "Tasseled Dromedary", "Tyrox, Saurid Tyrant",
    "Lorehold Campus", "Crazed Skirge", "Robe of Mirrors", "Benthic Djinn", "Alpine Grizzly", "Witch's Web",
    "Elite Arrester", "Darkmoss Bridge", "Titanium Golem", "Red Elemental Blast", "Rumbling Baloth",
    "Zealot of the God-Pharaoh", "Teferi's Protege", "Exclusion Mage",
]


def test_every_sampled_card_is_still_compiled_and_not_hand_written():
    hand, recs = handwritten_pool(), compiled_records()
    assert len(SAMPLE) == len(set(SAMPLE)) == 40
    assert [n for n in SAMPLE if n not in recs or n in hand] == []


def on_field(name, *others, p1=()):
    s = Scenario(2)
    me = s.battlefield(0, name)
    mine = [s.battlefield(0, o) for o in others]
    theirs = [s.battlefield(1, o) for o in p1]
    return s, me, mine, theirs


def cast_from_hand(name, *, extra=0, p1=(), mine=(), active=0):
    s = Scenario(2)
    s.hand(0, name)
    lands_for(s, 0, name, extra)
    m = [s.battlefield(0, o) for o in mine]
    t = [s.battlefield(1, o) for o in p1]
    g = s.start(active=active, step=Step.MAIN1)
    return s, g, m, t


# ----------------------------------------------------------------------------- vanilla and keyword creatures
@pytest.mark.parametrize("name,pt,kws", [
    ("Viashino Warrior", (4, 2), set()), ("Tasseled Dromedary", (0, 4), set()),
    ("Tyrox, Saurid Tyrant", (4, 1), set()), ("Alpine Grizzly", (4, 2), set()),
    ("Rumbling Baloth", (4, 4), set()), ("Stormfront Pegasus", (2, 1), {"Flying"}),
    ("Hitchclaw Recluse", (1, 4), {"Reach"}), ("Plated Slagwurm", (8, 8), {"Hexproof"}),
    ("Crazed Skirge", (2, 2), {"Flying", "Haste"}), ("Wall of Stone", (0, 8), {"Defender"}),
    ("Lava Serpent", (5, 5), {"Haste"}), ("Grasping Longneck", (4, 2), {"Reach"}),
    ("Disciple of Malice", (1, 2), {"Protection from white"})])
def test_sample_creature_resolves_with_printed_pt_and_keywords(name, pt, kws):
    s, g, _, _ = cast_from_hand(name)
    s.cast(name)
    resolve_stack(s)
    [oid] = s.on_battlefield(name, 0)
    assert (g.chars(oid).power, g.chars(oid).toughness) == pt
    assert g.chars(oid).keywords == frozenset(kws)


def test_sample_wall_of_stone_defender_cant_attack():
    s, wall, _, _ = on_field("Wall of Stone")
    g = s.start(active=0, step=Step.MAIN1)
    assert not can_attack(g, wall)                        # "Defender"


def test_sample_crazed_skirge_haste_attacks_the_turn_it_arrives():
    s = Scenario(2)
    sk = s.battlefield(0, "Crazed Skirge", sick=True)
    g = s.start(active=0, step=Step.MAIN1)
    assert can_attack(g, sk)                              # "Flying, haste"


@pytest.mark.parametrize("name,land", [("Raiding Nightstalker", "Swamp"), ("Zodiac Pig", "Swamp"),
                                       ("Benthic Djinn", "Island")])
def test_sample_landwalk_unblockable_only_if_defender_has_the_land(name, land):
    s, me, _, (bears,) = on_field(name, p1=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    assert can_block(g, bears, me)
    s.battlefield(1, land)
    s.refresh()
    assert not can_block(g, bears, me)


def test_sample_benthic_djinn_upkeep_you_lose_2_life():
    s = Scenario(2)
    s.battlefield(0, "Benthic Djinn")
    g = s.start(active=0, step=Step.UNTAP)
    s.pass_until(Step.DRAW)                               # "At the beginning of your upkeep, you lose 2 life."
    assert g.players[0].life == 18


def test_sample_disciple_of_malice_protection_from_white_and_cycling():
    s = Scenario(2)
    s.hand(0, "Disciple of Malice")
    s.lands(0, "Swamp", 2)
    s.library(0, "Island")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Disciple of Malice")                      # "Cycling {2}"
    resolve_stack(s)
    assert hand_names(g, 0) == ["Island"] and grave_names(g, 0) == ["Disciple of Malice"]


def test_sample_lava_serpent_cycling_two():
    s = Scenario(2)
    s.hand(0, "Lava Serpent")
    s.lands(0, "Mountain", 2)
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Lava Serpent")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Forest"]


def test_sample_masked_blackguard_flash_and_pump():
    s = Scenario(2)
    s.hand(0, "Masked Blackguard")
    lands_for(s, 0, "Masked Blackguard", "{2}{B}")
    g = s.start(active=1, step=Step.MAIN1)
    s.pass_priority()                                     # P1 passes: "Flash" lets P0 cast it now
    s.cast("Masked Blackguard")
    resolve_stack(s)
    [mb] = s.on_battlefield("Masked Blackguard", 0)
    s.pass_priority()                                     # P1 (the active player) passes again: P0 has priority
    s.activate("Masked Blackguard")                       # "{2}{B}: This creature gets +1/+1 until end of turn."
    resolve_stack(s)
    assert (g.chars(mb).power, g.chars(mb).toughness) == (3, 2)


# ----------------------------------------------------------------------------- triggers
def test_sample_tireless_missionaries_etb_gain_3():
    s, g, _, _ = cast_from_hand("Tireless Missionaries")
    s.cast("Tireless Missionaries")
    resolve_stack(s)
    assert g.players[0].life == 23


def test_sample_grasping_longneck_dies_gain_2():
    s = Scenario(2)
    s.battlefield(0, "Grasping Longneck")
    s.hand(1, "Lightning Bolt")
    lands_for(s, 1, "Lightning Bolt")
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Lightning Bolt", s.on_battlefield("Grasping Longneck")[0])
    resolve_stack(s)
    assert grave_names(g, 0) == ["Grasping Longneck"] and g.players[0].life == 22


def test_sample_goblin_gardener_dies_destroy_target_land():
    s = Scenario(2)
    gg = s.battlefield(0, "Goblin Gardener")
    land = s.battlefield(1, "Forest")
    s.hand(1, "Lightning Bolt")
    lands_for(s, 1, "Lightning Bolt")
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Lightning Bolt", gg)
    answer_until_priority(s, "target", value=("obj", land))
    assert "Forest" in grave_names(g, 1)


def test_sample_exclusion_mage_etb_bounces_an_opponents_creature():
    s, g, (mine,), (theirs,) = cast_from_hand("Exclusion Mage", mine=("Grizzly Bears",), p1=("Grizzly Bears",))
    s.cast("Exclusion Mage")
    d = s.pass_until_decision("target")
    legal = {o.value for o in d.options if o.kind == "target"}
    assert ("obj", theirs) in legal and ("obj", mine) not in legal     # "target creature an opponent controls"
    answer_until_priority(s, "target", value=("obj", theirs))
    assert hand_names(g, 1) == ["Grizzly Bears"]


def test_sample_fountain_of_renewal_upkeep_gain_and_sacrifice_draw():
    s = Scenario(2)
    s.battlefield(0, "Fountain of Renewal")
    s.lands(0, "Plains", 3)
    s.library(0, "Island", "Island")
    g = s.start(active=0, step=Step.UNTAP)
    s.pass_until(Step.DRAW)
    assert g.players[0].life == 21                        # "At the beginning of your upkeep, you gain 1 life."
    s.pass_until(Step.MAIN1)
    before = len(g.players[0].hand)
    s.activate("Fountain of Renewal")                     # "{3}, Sacrifice this artifact: Draw a card."
    resolve_stack(s)
    assert len(g.players[0].hand) == before + 1 and "Fountain of Renewal" in grave_names(g, 0)


# ----------------------------------------------------------------------------- spells
def test_sample_hamato_ninpo_only_targets_attacking_or_blocking():
    s = Scenario(2)
    s.hand(1, "Hamato Ninpō")
    lands_for(s, 1, "Hamato Ninpō")
    att = s.battlefield(0, "Rumbling Baloth")
    idle = s.battlefield(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((att, 1))
    s.pass_priority()
    s.choose("cast", label="cast Hamato Ninpō")
    legal = {o.value for o in s.decision.options if o.kind == "target"}
    assert ("obj", att) in legal and ("obj", idle) not in legal
    s.choose("target", value=("obj", att))
    resolve_stack(s)
    assert s.on_battlefield("Rumbling Baloth") == []      # 4 damage to the 4/4


@pytest.mark.parametrize("mode", [0, 1])
def test_sample_keep_out_modes(mode):
    s, g, _, (bears, ench) = cast_from_hand("Keep Out", p1=("Grizzly Bears", "Angelic Shield"))
    g.objects[bears].tapped = True
    s.choose("cast", label="cast Keep Out")
    s.choose("mode", value=mode)
    s.choose("target", value=("obj", bears if mode == 0 else ench))
    resolve_stack(s)
    if mode == 0:
        assert s.on_battlefield("Grizzly Bears") == []   # 4 damage to target tapped creature
    else:
        assert s.on_battlefield("Angelic Shield") == []


def test_sample_resupply_gain_6_and_draw():
    s, g, _, _ = cast_from_hand("Resupply")
    s.library(0, "Plains")
    s.cast("Resupply")
    resolve_stack(s)
    assert g.players[0].life == 26 and hand_names(g, 0) == ["Plains"]


def test_sample_zealous_strike_pump_and_first_strike():
    s, g, (bears,), _ = cast_from_hand("Zealous Strike", mine=("Grizzly Bears",))
    s.cast("Zealous Strike", bears)
    resolve_stack(s)
    assert (g.chars(bears).power, g.chars(bears).toughness) == (4, 4) and "First strike" in g.chars(bears).keywords


def test_sample_witchs_web_pump_reach_and_untap_it():
    s, g, (bears,), _ = cast_from_hand("Witch's Web", mine=("Grizzly Bears",))
    g.objects[bears].tapped = True
    s.cast("Witch's Web", bears)
    resolve_stack(s)
    assert (g.chars(bears).power, g.chars(bears).toughness) == (5, 5)
    assert "Reach" in g.chars(bears).keywords and not g.objects[bears].tapped


def test_sample_spell_snip_counters_unless_paid():
    s = Scenario(2)
    s.hand(1, "Grizzly Bears")
    lands_for(s, 1, "Grizzly Bears")
    s.hand(0, "Spell Snip")
    lands_for(s, 0, "Spell Snip")
    g = s.start(active=1, step=Step.MAIN1)
    s.cast("Grizzly Bears")
    s.pass_priority()
    spell = next(t.stack[-1].source for t in g.turns if t.stack)
    s.cast("Spell Snip", ("obj", spell))
    resolve_stack(s)
    assert grave_names(g, 1) == ["Grizzly Bears"]         # P1 can't pay {1}


@pytest.mark.parametrize("mode", [0, 1])
def test_sample_red_elemental_blast_only_blue(mode):
    s = Scenario(2)
    s.hand(0, "Red Elemental Blast")
    lands_for(s, 0, "Red Elemental Blast")
    blue = s.battlefield(1, "Frilled Sea Serpent")
    green = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    if mode == 1:
        s.choose("cast", label="cast Red Elemental Blast")
        s.choose("mode", value=1)
        legal = {o.value for o in s.decision.options if o.kind == "target"}
        assert ("obj", blue) in legal and ("obj", green) not in legal   # "Destroy target blue permanent."
        s.choose("target", value=("obj", blue))
        resolve_stack(s)
        assert s.on_battlefield("Frilled Sea Serpent") == []
    else:
        assert default_pool()["Red Elemental Blast"].spell.modes[0].targets[0].kind == "spell"


# ----------------------------------------------------------------------------- permanents with abilities
def test_sample_mantle_of_webs_aura():
    s, g, (bears,), _ = cast_from_hand("Mantle of Webs", mine=("Grizzly Bears",))
    s.cast("Mantle of Webs", bears)
    resolve_stack(s)
    assert (g.chars(bears).power, g.chars(bears).toughness) == (3, 5) and "Reach" in g.chars(bears).keywords


def test_sample_robe_of_mirrors_shroud():
    s, g, (bears,), _ = cast_from_hand("Robe of Mirrors", mine=("Grizzly Bears",))
    s.cast("Robe of Mirrors", bears)
    resolve_stack(s)
    assert "Shroud" in g.chars(bears).keywords


def test_sample_angelic_shield_anthem_and_sacrifice_bounce():
    s, shield, (bears,), (theirs,) = on_field("Angelic Shield", "Grizzly Bears", p1=("Grizzly Bears",))
    g = s.start(active=0, step=Step.MAIN1)
    assert g.chars(bears).toughness == 3 and g.chars(theirs).toughness == 2
    s.activate("Angelic Shield", theirs)
    resolve_stack(s)
    assert hand_names(g, 1) == ["Grizzly Bears"] and grave_names(g, 0) == ["Angelic Shield"]


@pytest.mark.parametrize("name,kinds,spell,helper", [("Tigereye Cameo", "GW", "Pacifism", "Forest"),
                                                     ("Darkmoss Bridge", "BG", "Typhoid Rats", None),
                                                     ("Lorehold Campus", "RW", "Lightning Bolt", None)])
def test_sample_mana_sources_pay_their_colours(name, kinds, spell, helper):
    """"{T}: Add {G} or {W}." and the like: the only source of the spell's coloured mana is this card."""
    c = default_pool()[name]
    assert c.tap_mana is not None and sorted(c.tap_mana.mana) == sorted(kinds)
    s = Scenario(2)
    src = s.battlefield(0, name)
    if helper:
        s.battlefield(0, helper)
    bears = s.battlefield(1, "Grizzly Bears")
    s.hand(0, spell)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast(spell, *([bears] if spell != "Typhoid Rats" else []))
    resolve_stack(s)
    assert g.objects[src].tapped
    assert spell in [g.name(o) for o in g.battlefield] or s.on_battlefield("Grizzly Bears") == []


@pytest.mark.parametrize("name", ["Lorehold Campus", "Darkmoss Bridge"])
def test_sample_lands_enter_tapped(name):
    s = Scenario(2)
    s.hand(0, name)
    g = s.start(active=0, step=Step.MAIN1)
    s.choose(label=f"play {name}")
    resolve_stack(s)
    [land] = s.on_battlefield(name, 0)
    assert g.objects[land].tapped                         # "This land enters tapped."
    if name == "Darkmoss Bridge":
        assert "Indestructible" in g.chars(land).keywords


def test_sample_lorehold_campus_scry_ability():
    s = Scenario(2)
    s.battlefield(0, "Lorehold Campus")
    s.lands(0, "Mountain", 4)
    s.library(0, "Island", "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Lorehold Campus", index=1)                # "{4}, {T}: Scry 1."
    answer_until_priority(s, "scry", label="bottom")
    assert [g.name(o) for o in g.players[0].library] == ["Swamp", "Island"]


def test_sample_chainwhip_cyclops_target_cant_block():
    s, cy, _, (bears,) = on_field("Chainwhip Cyclops", p1=("Grizzly Bears",))
    s.lands(0, "Mountain", 4)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Chainwhip Cyclops", bears)
    resolve_stack(s)
    assert not can_block(g, bears, cy)


def test_sample_frilled_sea_serpent_cant_be_blocked_this_turn():
    s, fs, _, (bears,) = on_field("Frilled Sea Serpent", p1=("Grizzly Bears",))
    s.lands(0, "Island", 7)
    g = s.start(active=0, step=Step.MAIN1)
    assert can_block(g, bears, fs)
    s.activate("Frilled Sea Serpent")
    resolve_stack(s)
    assert not can_block(g, bears, fs)


def test_sample_elite_arrester_taps_target_creature():
    s, ea, _, (bears,) = on_field("Elite Arrester", p1=("Grizzly Bears",))
    s.battlefield(0, "Island")
    s.battlefield(0, "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Elite Arrester", bears)
    resolve_stack(s)
    assert g.objects[bears].tapped and g.objects[ea].tapped


def test_sample_titanium_golem_gains_first_strike():
    s, tg, _, _ = on_field("Titanium Golem")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Plains")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Titanium Golem")
    resolve_stack(s)
    assert "First strike" in g.chars(tg).keywords


def test_sample_zealot_of_the_god_pharaoh_pings_an_opponent_not_you():
    s, z, _, _ = on_field("Zealot of the God-Pharaoh")
    s.lands(0, "Mountain", 5)
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Zealot of the God-Pharaoh")
    legal = {o.value for o in s.decision.options if o.kind == "target"}
    assert ("player", 1) in legal and ("player", 0) not in legal    # "target opponent or planeswalker"
    s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 18


def test_sample_teferis_protege_loots():
    s, tp, _, _ = on_field("Teferi's Protege")
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    s.library(0, "Forest")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Teferi's Protege")                        # "{1}{U}, {T}: Draw a card, then discard a card."
    answer_until_priority(s, "discard", label="Forest")
    assert hand_names(g, 0) == [] and grave_names(g, 0) == ["Forest"]
