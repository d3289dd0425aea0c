"""State-based actions (704): checked before a player receives priority, performed all at once (704.3)."""
from manamelee.cards.dsl import ANY, CREATURE, EACH_PLAYER, Damage, Pump, activated, test_creature, test_spell, token
from manamelee.cards.pool import default_pool
from manamelee.engine.constants import GRAVEYARD, Step
from manamelee.engine.definitions import CardDef
from manamelee.engine.zones import create_token
from manamelee.scenario import Scenario


TEST_CARDS = [
    test_creature("Test Bear", 2, 2),
    test_creature("Test Husk", 0, 0),
    test_creature("Test Wall", 2, 3),
    test_creature("Test Giant", 4, 4),
    test_creature("Test Elder", 2, 2, supertypes=("Legendary",)),
    test_creature("Test Pinger", 1, 1, "Deathtouch",
                  activated=(activated("", [Damage(1)], [CREATURE], tap=True,
                                       text="{T}: 1 damage to target creature"),)),
    CardDef(name="Test Walker", types=frozenset({"Planeswalker"}), supertypes=frozenset({"Legendary"}), loyalty=2),
    CardDef(name="Test Aura", types=frozenset({"Enchantment"}), subtypes=frozenset({"Aura"}), enchant=CREATURE),
    test_spell("Test Zap", [Damage(2)], [ANY]),
    test_spell("Test Wither", [Pump(-2, -2)], [CREATURE]),
    test_spell("Test Flame Wave", [Damage(2, EACH_PLAYER)]),
]
POOL = default_pool().extended(*TEST_CARDS)
SOLDIER = token("Soldier", 1, 1, subtypes=("Soldier",), colors="W")


def scenario(n=2, **kw):
    return Scenario(n, pool=POOL, **kw)


def zap(s, target):
    s.cast("Test Zap", target)
    s.pass_until_resolved()


# ----------------------------------------------------------------------------- players
def test_704_5a_player_with_zero_life_loses():
    s = scenario()
    s.hand(0, "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    s.life(1, 2)
    zap(s, ("player", 1))
    assert g.over
    assert g.players[1].lost
    assert g.result.winners == (0,)


def test_704_5a_in_multiplayer_the_loser_leaves_and_the_game_goes_on():
    s = scenario(3)
    s.hand(0, "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    s.life(2, 1)                                # below zero after the Zap
    zap(s, ("player", 2))
    assert g.players[2].lost and g.players[2].left
    assert not g.over
    assert g.in_game() == [0, 1]


def test_704_5a_zero_life_set_before_priority_is_caught():
    s = scenario(3)
    s.life(1, 0)
    g = s.start(active=0, step=Step.MAIN1)
    assert g.players[1].lost and g.players[1].left


def test_704_5b_drawing_from_an_empty_library_loses():
    s = scenario()
    s.library(0, "Forest")
    g = s.start(active=1, step=Step.DRAW, run_step_actions=True)   # P1 has no library
    assert g.over
    assert g.players[1].lost and g.result.winners == (0,)


def test_704_5b_empty_library_alone_is_not_a_loss():
    s = scenario()
    g = s.start(active=0, step=Step.MAIN1)     # nobody has a library, nobody draws
    assert not g.over
    assert s.decision.kind == "priority"


def test_704_5c_ten_poison_counters_lose():
    s = scenario(3)
    s.g.players[1].total.poison = 10
    s.g.players[2].total.poison = 9
    g = s.start(active=0, step=Step.MAIN1)
    assert g.players[1].lost
    assert not g.players[2].lost


# ----------------------------------------------------------------------------- tokens
def test_704_5d_token_that_left_the_battlefield_ceases_to_exist():
    s = scenario()
    s.hand(0, "Test Zap")
    tok = create_token(s.g, 1, SOLDIER)
    g = s.start(active=0, step=Step.MAIN1)
    zap(s, tok)
    assert tok not in g.objects
    assert g.players[1].graveyard == []
    assert all(o.card.name != "Soldier" for o in g.objects.values())
    assert any(e.rule == "704.5d" for e in g.events)


# ----------------------------------------------------------------------------- creatures
def test_704_5f_creature_with_zero_toughness_is_put_into_graveyard():
    s = scenario()
    husk = s.battlefield(0, "Test Husk")
    g = s.start(active=0, step=Step.MAIN1)
    assert husk not in g.objects
    assert s.zone_of("Test Husk")[0][0] == GRAVEYARD


def test_704_5f_minus_counters_to_zero_toughness():
    s = scenario()
    bear = s.battlefield(0, "Test Bear", counters={"-1/-1": 2})
    g = s.start(active=0, step=Step.MAIN1)
    assert bear not in g.objects


def test_704_5f_toughness_reduced_by_effect():
    s = scenario()
    wall = s.battlefield(1, "Test Wall")
    s.hand(0, "Test Wither")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Wither", wall)
    s.pass_until_resolved()
    assert wall in g.objects                    # 0/1 survives
    assert g.chars(wall).toughness == 1


def test_704_5g_lethal_damage_destroys():
    s = scenario()
    bear = s.battlefield(1, "Test Bear")
    wall = s.battlefield(1, "Test Wall")
    s.hand(0, "Test Zap", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    zap(s, bear)
    zap(s, wall)
    assert bear not in g.objects
    assert wall in g.objects and g.objects[wall].damage == 2


def test_704_5g_damage_adds_up_over_the_turn():
    s = scenario()
    giant = s.battlefield(1, "Test Giant")
    s.hand(0, "Test Zap", "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    zap(s, giant)
    assert giant in g.objects
    zap(s, giant)
    assert giant not in g.objects


def test_704_5h_damage_from_a_deathtouch_source_destroys():
    s = scenario()
    pinger = s.battlefield(0, "Test Pinger")
    giant = s.battlefield(1, "Test Giant")
    g = s.start(active=0, step=Step.MAIN1)
    s.activate("Test Pinger", giant)
    s.pass_until_resolved()
    assert giant not in g.objects
    assert any(e.rule == "704.5h" for e in g.events)
    assert pinger in g.objects


def test_704_5i_planeswalker_with_zero_loyalty_is_put_into_graveyard():
    s = scenario()
    walker = s.battlefield(1, "Test Walker")
    s.hand(0, "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    assert g.objects[walker].counters["loyalty"] == 2
    zap(s, walker)
    assert walker not in g.objects
    assert s.zone_of("Test Walker")[0][0] == GRAVEYARD


def test_704_5j_legend_rule_controller_chooses_which_to_keep():
    s = scenario()
    a = s.battlefield(0, "Test Elder")
    b = s.battlefield(0, "Test Elder")
    g = s.start(active=0, step=Step.MAIN1)
    d = s.decision
    assert d.kind == "legend_rule" and d.player == 0
    assert {o.value for o in d.options} == {a, b}
    s.choose("keep", value=b)
    assert b in g.objects and a not in g.objects
    assert len(g.players[0].graveyard) == 1


def test_704_5j_legend_rule_ignores_legends_of_different_controllers():
    s = scenario()
    a = s.battlefield(0, "Test Elder")
    b = s.battlefield(1, "Test Elder")
    g = s.start(active=0, step=Step.MAIN1)
    assert s.decision.kind == "priority"
    assert a in g.objects and b in g.objects


def test_704_5m_aura_whose_creature_died_goes_to_graveyard():
    s = scenario()
    bear = s.battlefield(1, "Test Bear")
    aura = s.battlefield(1, "Test Aura", attached_to=bear)
    s.hand(0, "Test Zap")
    g = s.start(active=0, step=Step.MAIN1)
    assert aura in g.objects
    zap(s, bear)
    assert aura not in g.objects
    assert [g.name(o) for o in g.players[1].graveyard] == ["Test Bear", "Test Aura"]


def test_704_5m_unattached_aura_goes_to_graveyard():
    s = scenario()
    aura = s.battlefield(0, "Test Aura")
    g = s.start(active=0, step=Step.MAIN1)
    assert aura not in g.objects
    assert s.zone_of("Test Aura")[0][0] == GRAVEYARD


def test_704_5q_plus_and_minus_counters_cancel():
    s = scenario()
    bear = s.battlefield(0, "Test Bear", counters={"+1/+1": 3, "-1/-1": 1})
    g = s.start(active=0, step=Step.MAIN1)
    c = g.objects[bear].counters
    assert c.get("+1/+1", 0) == 2
    assert c.get("-1/-1", 0) == 0
    assert (g.chars(bear).power, g.chars(bear).toughness) == (4, 4)


# ----------------------------------------------------------------------------- simultaneity
def test_704_3_two_creatures_that_deal_lethal_damage_to_each_other_both_die():
    s = scenario()
    a = s.battlefield(0, "Runeclaw Bear")
    b = s.battlefield(1, "Test Bear")
    g = s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((a, 1))
    for _ in range(5):
        if s.decision.kind == "declare_blockers":
            break
        s.pass_priority()
    s.block((b, a))
    s.pass_until(Step.END_COMBAT)
    assert a not in g.objects and b not in g.objects
    assert len(g.players[0].graveyard) == 1 and len(g.players[1].graveyard) == 1


def test_704_3_both_players_at_zero_life_at_once_is_a_draw():
    s = scenario()
    s.life(0, 2)
    s.life(1, 2)
    s.hand(0, "Test Flame Wave")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Flame Wave")
    s.pass_until_resolved()
    assert g.over
    assert g.result.draw
    assert g.players[0].lost and g.players[1].lost


def test_704_3_creature_and_its_aura_leave_in_successive_checks():
    # The creature dies in one pass (704.5f); the Aura, now unattached, in the next (704.3 repeats).
    s = scenario()
    husk = s.battlefield(0, "Test Husk")
    aura = s.battlefield(0, "Test Aura", attached_to=husk)
    g = s.start(active=0, step=Step.MAIN1)
    assert husk not in g.objects and aura not in g.objects
    assert s.decision.kind == "priority"


# ----------------------------------------------------------------------------- skipping a check (704.3)
def _clean_start(n=2):
    s = scenario(n)
    s.library(0, "Test Bear", "Test Bear")
    bear = s.battlefield(1, "Test Bear")
    g = s.start(active=0, step=Step.MAIN1)
    assert g.sba_clean()                        # the check before this priority found nothing
    return s, g, bear


def test_704_3_after_a_draw_or_a_life_change_a_clean_state_needs_only_a_look_at_the_players():
    from manamelee.engine.damage import gain_life, lose_life
    from manamelee.engine.zones import draw
    s, g, _ = _clean_start()
    draw(g, 0, 1)
    gain_life(g, 1, 3)
    lose_life(g, 1, 2)
    assert g.sba_clean()


def test_704_5a_life_lost_to_zero_is_not_skipped():
    from manamelee.engine.damage import lose_life
    s, g, _ = _clean_start()
    lose_life(g, 1, 20)
    assert not g.sba_clean()


def test_704_5b_a_draw_from_an_empty_library_is_not_skipped():
    from manamelee.engine.zones import draw
    s, g, _ = _clean_start()
    draw(g, 1, 1)                               # player 1's library is empty
    assert not g.sba_clean()


def test_704_5c_poison_is_not_skipped():
    from manamelee.engine.damage import lose_life
    s, g, _ = _clean_start()
    g.players[1].total.poison = 10              # set with the life loss below, as infect damage would
    lose_life(g, 1, 1)
    assert not g.sba_clean()


def test_704_5g_damage_to_a_creature_is_not_skipped_but_damage_to_a_player_is():
    from manamelee.engine.damage import deal_damage
    s, g, bear = _clean_start()
    src = s.battlefield(0, "Test Pinger")
    s.refresh()
    assert g.sba_clean()
    deal_damage(g, src, ("player", 1), 1)
    assert g.sba_clean()
    deal_damage(g, src, ("obj", bear), 1)
    assert not g.sba_clean()
