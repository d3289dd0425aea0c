"""productions/regenerate: 701.15 Regenerate and 614.8 (regeneration is a destruction-replacement effect), on
made-up cards compiled for each rule and on real cards compiled from their oracle text."""
from __future__ import annotations

from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, Step

from ...pool_helpers import grave_names, lands_for, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real, scenario_of

TROLL = ("Test Troll", "Creature — Troll", "{1}{G}", "{G}: Regenerate this creature.", "2/2")
MURDER = ("Test Murder", "Instant", "{B}", "Destroy target creature.")
TERMINATE = ("Test Terminate", "Instant", "{B}", "Destroy target creature. It can't be regenerated.")
ZAP = ("Test Zap", "Instant", "{R}", "CARDNAME deals 3 damage to target creature.")
WITHER = ("Test Wither", "Instant", "{B}", "Target creature gets -2/-2 until end of turn.")


def _game(*extra, troll=TROLL, forests=1):
    """P0 controls the regenerating creature and ``forests`` Forests; P1 holds each spell of ``extra`` with the
    lands to cast it. Returns (scenario, game, the creature's id)."""
    cards = [made_up(*troll)] + [made_up(*x) for x in extra]
    s = scenario(*cards)
    troll_id = s.battlefield(0, troll[0])
    for _ in range(forests):
        s.battlefield(0, "Forest")
    for x in extra:
        s.hand(1, x[0])
        lands_for(s, 1, x[0])
    g = s.start(active=0, step=Step.MAIN1)
    return s, g, troll_id


def _regenerate(s):
    s.activate("Test Troll")
    resolve_stack(s)


def _p1_casts(s, name, *targets):
    """P0 (the active player, holding priority) passes; P1 casts ``name`` at instant speed and it resolves."""
    assert s.decision.player == 0
    s.pass_priority()
    s.cast(name, *targets)
    resolve_stack(s)


def test_701_15a_regeneration_shield_replaces_destruction_and_taps_the_creature():
    s, g, troll = _game(MURDER)
    _regenerate(s)
    assert not g.objects[troll].tapped
    _p1_casts(s, "Test Murder", troll)
    assert troll in g.battlefield and g.objects[troll].zone == BATTLEFIELD      # 614.8: destruction replaced
    assert g.objects[troll].tapped                                            # its controller taps it
    assert grave_names(g, 0) == []


def test_701_15a_without_a_shield_the_creature_is_destroyed():
    s, g, troll = _game(MURDER)
    _p1_casts(s, "Test Murder", troll)
    assert grave_names(g, 0) == ["Test Troll"]


def test_614_8_regeneration_replaces_destruction_by_lethal_damage_and_removes_the_damage():
    s, g, troll = _game(ZAP)
    _regenerate(s)
    _p1_casts(s, "Test Zap", troll)
    assert troll in g.battlefield
    assert g.objects[troll].damage == 0 and g.objects[troll].tapped          # all damage removed (704.5g replaced)


def test_701_15a_the_shield_is_used_up_by_one_destruction():
    murder2 = ("Test Murder Two", "Instant", "{B}", "Destroy target creature.")
    s, g, troll = _game(MURDER, murder2)
    _regenerate(s)
    _p1_casts(s, "Test Murder", troll)
    assert troll in g.battlefield
    _p1_casts(s, "Test Murder Two", troll)
    assert grave_names(g, 0) == ["Test Troll"]


def test_701_15a_two_shields_replace_two_destructions():
    murder2 = ("Test Murder Two", "Instant", "{B}", "Destroy target creature.")
    s, g, troll = _game(MURDER, murder2, forests=2)
    _regenerate(s)
    _regenerate(s)
    _p1_casts(s, "Test Murder", troll)
    _p1_casts(s, "Test Murder Two", troll)
    assert troll in g.battlefield and grave_names(g, 0) == []


def test_701_15a_the_shield_lasts_only_this_turn():
    s, g, troll = _game()
    _regenerate(s)
    assert any(sh.kind == "regenerate" for sh in g.shields)
    s.pass_until(Step.CLEANUP)
    s.pass_until(Step.UPKEEP)                 # the next turn: cleanup ended the shield (514.2)
    assert not any(sh.kind == "regenerate" for sh in g.shields)


def test_701_15c_it_cant_be_regenerated_destroys_through_the_shield():
    s, g, troll = _game(TERMINATE)
    _regenerate(s)
    _p1_casts(s, "Test Terminate", troll)
    assert grave_names(g, 0) == ["Test Troll"]


def test_701_15c_they_cant_be_regenerated_destroy_all():
    wrath = ("Test Wrath", "Sorcery", "{2}{W}{W}", "Destroy all creatures. They can't be regenerated.")
    s2 = scenario(made_up(*TROLL), made_up(*wrath))
    troll = s2.battlefield(1, "Test Troll")
    s2.battlefield(1, "Forest")
    bears = s2.battlefield(0, "Grizzly Bears")
    s2.hand(0, "Test Wrath")
    lands_for(s2, 0, "Test Wrath")
    g = s2.start(active=0, step=Step.MAIN1)
    s2.pass_priority()
    s2.activate("Test Troll")                 # P1 regenerates in P0's main phase
    resolve_stack(s2)
    s2.cast("Test Wrath")
    resolve_stack(s2)
    assert troll not in g.battlefield and bears not in g.battlefield
    assert grave_names(g, 1) == ["Test Troll"]


def test_701_15c_destroy_all_of_several_types():
    jok = ("Test Quake", "Sorcery", "{5}{R}", "Destroy all artifacts, creatures, and lands. They can't be regenerated.")
    s = scenario(made_up(*jok))
    s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Quake")
    lands_for(s, 0, "Test Quake")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Quake")
    resolve_stack(s)
    assert g.battlefield == []


def test_704_5f_a_shield_doesnt_save_a_creature_with_zero_toughness():
    s, g, troll = _game(WITHER)
    _regenerate(s)
    _p1_casts(s, "Test Wither", troll)
    assert grave_names(g, 0) == ["Test Troll"]                     # put into the graveyard, not destroyed


def test_701_15b_static_regeneration_replaces_every_destruction():
    zombie = ("Test Undying Zombie", "Creature — Zombie", "{2}{B}", "If this creature would be destroyed, regenerate it.",
              "2/2")
    murder2 = ("Test Murder Two", "Instant", "{B}", "Destroy target creature.")
    s, g, z = _game(MURDER, murder2, troll=zombie, forests=0)
    _p1_casts(s, "Test Murder", z)
    assert z in g.battlefield and g.objects[z].tapped
    _p1_casts(s, "Test Murder Two", z)
    assert z in g.battlefield and grave_names(g, 0) == []


def test_701_15a_regenerate_target_creature():
    death_ward = ("Test Ward", "Instant", "{W}", "Regenerate target creature.")
    s = scenario(made_up(*death_ward), made_up(*MURDER))
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Ward")
    lands_for(s, 0, "Test Ward")
    s.hand(1, "Test Murder")
    lands_for(s, 1, "Test Murder")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Ward", bears)
    resolve_stack(s)
    _p1_casts(s, "Test Murder", bears)
    assert bears in g.battlefield and g.objects[bears].tapped


def test_701_15a_regenerate_it_after_a_pump():
    text = "Target creature gets +2/+0 until end of turn. Regenerate it."
    s = scenario(made_up("Test Surge", "Instant", "{B}", text), made_up(*MURDER))
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Test Surge")
    lands_for(s, 0, "Test Surge")
    s.hand(1, "Test Murder")
    lands_for(s, 1, "Test Murder")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Surge", bears)
    resolve_stack(s)
    assert g.chars(bears).power == 4
    _p1_casts(s, "Test Murder", bears)
    assert bears in g.battlefield


def test_701_15a_regenerate_enchanted_creature_even_after_the_aura_was_sacrificed():
    aura = ("Test Carapace", "Enchantment — Aura", "{G}",
            "Enchant creature\nSacrifice this Aura: Regenerate enchanted creature.")
    s = scenario(made_up(*aura, keywords=("Enchant",)), made_up(*MURDER))
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Test Carapace", attached_to=bears)
    s.hand(1, "Test Murder")
    lands_for(s, 1, "Test Murder")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Carapace")
    resolve_stack(s)
    assert grave_names(g, 0) == ["Test Carapace"]      # the cost: sacrificed; the shield is on the creature (608.2h)
    _p1_casts(s, "Test Murder", bears)
    assert bears in g.battlefield and g.objects[bears].tapped


def test_506_4_a_regenerated_attacker_is_removed_from_combat_and_deals_no_damage():
    striker = made_up("Test Striker", "Creature — Soldier", "{1}{W}", "First strike", "3/1", ("First strike",))
    s = scenario(made_up(*TROLL), striker)
    troll = s.battlefield(0, "Test Troll")
    s.battlefield(0, "Forest")
    blocker = s.battlefield(1, "Test Striker")
    g = s.start(active=0, step=Step.MAIN1)
    _regenerate(s)
    s.pass_until_decision("declare_attackers")
    s.attack((troll, 1))
    s.pass_until_decision("declare_blockers")
    s.block((blocker, troll))
    s.pass_until(Step.END_COMBAT)
    assert troll in g.battlefield and g.objects[troll].damage == 0       # regenerated in the first-strike step
    assert blocker in g.battlefield                                       # it dealt no regular combat damage
    assert g.players[1].life == 20


def test_506_4_a_regenerated_blocker_is_removed_from_combat_the_attacker_stays_blocked():
    giant = made_up("Test Giant", "Creature — Giant", "{3}{R}", "", "4/4")
    s = scenario(made_up(*TROLL), giant)
    attacker = s.battlefield(1, "Test Giant")
    troll = s.battlefield(0, "Test Troll")
    s.battlefield(0, "Forest")
    g = s.start(active=1, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((attacker, 0))
    s.pass_until_decision("declare_blockers")
    s.block((troll, attacker))
    s.pass_priority()                        # P1 (active) passes; P0 regenerates in the declare blockers step
    _regenerate(s)
    s.pass_until(Step.END_COMBAT)
    assert troll in g.battlefield and g.objects[troll].tapped
    assert g.players[0].life == 20           # 509.1h: the attacker remained blocked (no trample)
    assert g.turns[0].combat is None or troll not in g.turns[0].combat.blockers


def test_real_cards_river_boa_regenerates_but_not_from_terminate():
    boa, terminate = real("River Boa"), real("Terminate")
    assert "Islandwalk" in boa.keywords and len(boa.activated) == 1
    s = scenario_of(boa, terminate, made_up(*MURDER))
    b = s.battlefield(0, "River Boa")
    s.lands(0, "Forest", 2)
    s.hand(1, "Test Murder")
    lands_for(s, 1, "Test Murder")
    s.hand(1, "Terminate")
    lands_for(s, 1, "Terminate")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("River Boa")                  # "{G}: Regenerate this creature."
    resolve_stack(s)
    _p1_casts(s, "Test Murder", b)
    assert b in g.battlefield and g.objects[b].tapped
    s.activate("River Boa")
    resolve_stack(s)
    _p1_casts(s, "Terminate", b)             # "Destroy target creature. It can't be regenerated."
    assert grave_names(g, 0) == ["River Boa"]


def test_real_card_wrath_of_god_destroys_through_a_shield():
    wrath = real("Wrath of God")             # "Destroy all creatures. They can't be regenerated."
    s = scenario_of(wrath, made_up(*TROLL))
    troll = s.battlefield(1, "Test Troll")
    s.battlefield(1, "Forest")
    s.battlefield(0, "Grizzly Bears")
    s.hand(0, "Wrath of God")
    lands_for(s, 0, "Wrath of God")
    g = s.start(active=0, step=Step.MAIN1)
    s.pass_priority()
    s.activate("Test Troll")
    resolve_stack(s)
    assert any(sh.kind == "regenerate" for sh in g.shields)
    s.cast("Wrath of God")
    resolve_stack(s)
    assert [o for o in g.battlefield if "Creature" in g.chars(o).types] == []
    assert grave_names(g, 1) == ["Test Troll"]


def test_real_card_uthden_troll_regenerates_from_lethal_damage():
    troll, zap = real("Uthden Troll"), made_up(*ZAP)
    s = scenario_of(troll, zap)
    t = s.battlefield(0, "Uthden Troll")
    s.battlefield(0, "Mountain")
    s.hand(1, "Test Zap")
    lands_for(s, 1, "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Uthden Troll")               # "{R}: Regenerate this creature."
    resolve_stack(s)
    _p1_casts(s, "Test Zap", t)
    assert t in g.battlefield and g.objects[t].damage == 0 and g.objects[t].tapped
    assert GRAVEYARD not in {g.objects[t].zone}
