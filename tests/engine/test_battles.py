"""Battles (310): defense counters on entering (310.4b), the protector chosen as a Siege enters (310.11a), who may
attack it and block for it (310.8b-c), damage removes defense (310.6, 120.3h), and the SBAs 704.5v and 704.5w."""
import pytest

from manamelee.cards.dsl import ANY, Damage, test_battle, test_creature, test_spell
from manamelee.cards.pool import default_pool
from manamelee.engine.constants import EXILE, GRAVEYARD, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.scenario import Scenario

TEST_CARDS = [
    test_battle("Test Siege", 4, cost="{1}{R}"),
    test_battle("Test Battle", 4, cost="{1}{R}", subtypes=()),        # no battle type: its controller protects it
    test_creature("Test Bear", 2, 2),
    test_creature("Test Giant", 5, 5),
    test_spell("Test Zap", [Damage(2)], [ANY]),
]
POOL = default_pool().extended(*TEST_CARDS)


def scenario(n=2, **kw):
    return Scenario(n, pool=POOL, **kw)


def defense(s, oid):
    return s.g.objects[oid].counters.get("defense", 0)


def cast_siege(s):
    s.cast("Test Siege")
    s.pass_priority(len(s.g.players))          # everyone passes: it resolves


def test_310_4b_battle_enters_with_defense_and_2p_protector_is_the_opponent():
    s = scenario()
    s.hand(0, "Test Siege")
    s.lands(0, "Mountain", 2)
    s.start(active=0, step=Step.MAIN1)
    cast_siege(s)
    (b,) = s.on_battlefield("Test Siege", 0)
    assert defense(s, b) == 4
    assert s.g.objects[b].note["protector"] == 1          # 310.11a: the only opponent, nothing asked


def test_310_11a_multiplayer_controller_chooses_protector_among_opponents():
    s = scenario(4)
    s.hand(0, "Test Siege")
    s.lands(0, "Mountain", 2)
    s.start(active=0, step=Step.MAIN1)
    s.cast("Test Siege")
    for _ in range(4):
        if s.decision.kind != "priority":
            break
        s.choose("pass")
    d = s.decision
    assert d.kind == "choose_protector" and d.player == 0
    assert sorted(o.value for o in d.options) == [1, 2, 3]        # opponents only, never the controller
    g = s.g
    before = (len(g.events), list(g.record))
    with pytest.raises(IllegalOption):
        g.submit(d.id, Option("player", "text", 0, (("text", "P0"),)))
    assert (len(g.events), list(g.record)) == before
    s.choose("player", value=2)
    (b,) = s.on_battlefield("Test Siege", 0)
    assert s.g.objects[b].note["protector"] == 2


def test_310_8b_controller_and_others_attack_a_siege_but_not_its_protector():
    s = scenario(3)
    b = s.battlefield(0, "Test Siege", protector=1)
    mine = s.battlefield(0, "Test Bear")
    s.battlefield(1, "Test Bear")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.choose("attacker", value=mine)
    assert ("obj", b) in {o.value for o in s.decision.options}    # a Siege's own controller may attack it


def test_310_8b_protector_cant_attack_its_battle():
    s = scenario(3)
    b = s.battlefield(0, "Test Siege", protector=1)
    theirs = s.battlefield(1, "Test Bear")
    s.battlefield(2, "Test Bear")
    s.start(active=1, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.choose("attacker", value=theirs)
    vals = {o.value for o in s.decision.options}
    assert ("obj", b) not in vals and {("player", 0), ("player", 2)} <= vals


def test_310_6_combat_damage_removes_defense_and_704_5v_zero_defense_goes_to_graveyard():
    s = scenario()
    b = s.battlefield(1, "Test Battle", protector=1)               # not a Siege: no 310.11b ability waits
    giant = s.battlefield(0, "Test Giant")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((giant, ("obj", b)))
    s.pass_until(Step.END_COMBAT)
    assert s.zone_of("Test Battle")[0][0] == GRAVEYARD
    assert any(e.rule == "704.5v" for e in s.g.events)


def test_120_3h_damage_removes_defense_counters():
    s = scenario()
    b = s.battlefield(1, "Test Siege", protector=0)
    s.hand(0, "Test Zap")
    s.lands(0, "Mountain", 1)
    s.start(active=0, step=Step.MAIN1)
    s.cast("Test Zap", b)
    s.pass_until_resolved()
    assert defense(s, b) == 2


def test_310_8c_only_the_protector_blocks_for_its_battle():
    s = scenario(3)
    b = s.battlefield(0, "Test Siege", protector=1)
    giant = s.battlefield(0, "Test Giant")
    s.battlefield(1, "Test Bear")
    s.battlefield(2, "Test Bear")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((giant, ("obj", b)))
    d = s.pass_until_decision("declare_blockers")
    assert d.player == 1                                       # 310.8d: the protector is the defending player
    s.choose("done")
    for _ in range(10):                                        # player 2 is never asked to block
        d = s.decision
        assert d.kind != "declare_blockers"
        if s.g.turns[0].step >= Step.END_COMBAT:
            break
        s.choose("pass")
    assert s.zone_of("Test Siege")[0][0] == EXILE                 # defeated: 310.11b exiles it


def test_704_5w_protector_leaves_controller_chooses_a_new_one():
    s = scenario(3)
    b = s.battlefield(0, "Test Siege", protector=1)
    s.library(0, "Mountain")
    s.start(active=0, step=Step.MAIN1)
    s.g.concede(1)
    assert s.g.objects[b].note["protector"] == 2               # the only opponent left: nothing asked


def test_704_5w_no_opponent_can_protect_battle_goes_to_graveyard():
    s = scenario(2)
    b = s.battlefield(0, "Test Siege", protector=0)            # its own controller: a Siege can't be so protected
    s.start(active=0, step=Step.MAIN1)
    assert s.g.objects[b].note["protector"] == 1               # 310.10: the opponent becomes its protector
    s2 = scenario(2)
    s2.battlefield(0, "Test Siege", protector=0)
    s2.battlefield(1, "Test Bear")
    s2.start(active=0, step=Step.MAIN1)
    s2.g.players[1].left = True                                # nobody else: no appropriate player
    s2.refresh()
    assert s2.zone_of("Test Siege")[0][0] == GRAVEYARD


def test_the_terminal_and_the_view_show_loyalty_defense_and_protector():
    import io

    from rich.console import Console

    from manamelee.play.render import render_view
    s = scenario(2)
    b = s.battlefield(0, "Test Siege", protector=1)
    s.battlefield(1, "Jace Beleren")
    g = s.start(active=0, step=Step.MAIN1)
    view = g.view(0)
    (bv,) = [p for p in view["battlefield"] if p["id"] == b]
    assert bv["counters"] == {"defense": 4} and bv["protector"] == 1
    out = io.StringIO()
    render_view(Console(file=out, width=200), view, 0)
    text = out.getvalue()
    assert "4 defense" in text and "protected by P1" in text and "3 loyalty" in text


# ----------------------------------------------------------------------------- 310.11b: a defeated Siege, real cards
from functools import lru_cache  # noqa: E402

from manamelee.engine.constants import BATTLEFIELD, EXILE, HAND  # noqa: E402

from ..cards.pool_helpers import lands_for, resolve_stack  # noqa: E402

SIEGES = ("Invasion of Dominaria", "Invasion of Belenon", "Invasion of Xerex", "Invasion of Eldraine",
          "Invasion of Innistrad")


@lru_cache(maxsize=1)
def siege_pool():
    """The default pool plus the five Sieges compiled from the shared corpus (both faces, 712), whatever the
    shipped compiled pool holds."""
    from tests.cards.oracle.productions.real_cards import real as compiled
    cards = [compiled(name) for name in SIEGES]
    assert len(cards) == len(SIEGES)
    pool = default_pool()
    known = set(pool)
    return pool.extended(*[c for c in cards if c.name not in known], *TEST_CARDS)   # the shipped pool may have them


def real(n=2):
    return Scenario(n, pool=siege_pool())


def defeat(s, battle, attacker):
    """Attack ``battle`` with ``attacker`` (its controller's turn) and pass until the 310.11b question."""
    s.start(active=s.g.controller(battle), step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((attacker, ("obj", battle)))
    return s.pass_until_decision("yes_no")


def test_310_11b_a_defeated_siege_is_exiled_then_cast_transformed_without_paying_its_mana_cost():
    s = real()
    b = s.battlefield(0, "Invasion of Dominaria", protector=1)
    wurm = s.battlefield(0, "Craw Wurm")
    d = defeat(s, b, wurm)
    g = s.g
    assert d.player == 0 and d.rule == "310.11b"                     # its controller (the attacker here) chooses
    assert [g.objects[o].card.name for o in g.exile] == ["Invasion of Dominaria"]     # exiled first
    pool_before = dict(g.players[0].pool.amounts)
    s.choose("yes")
    top = g.turns[0].stack[-1]
    assert top.kind == "spell" and g.objects[top.source].card.name == "Serra Faithkeeper"    # 712.11a back face up
    assert g.players[0].pool.amounts == pool_before                  # 118.9: without paying its mana cost
    resolve_stack(s)
    [angel] = s.on_battlefield("Serra Faithkeeper", 0)
    ch = g.chars(angel)
    assert (ch.power, ch.toughness) == (4, 4) and {"Flying", "Vigilance"} <= ch.keywords
    assert g.objects[angel].note.get("whole").name == "Invasion of Dominaria"        # 712.13: stays back face up


def test_310_11b_declining_to_cast_leaves_the_siege_in_exile():
    s = real()
    b = s.battlefield(0, "Invasion of Dominaria", protector=1)
    wurm = s.battlefield(0, "Craw Wurm")
    defeat(s, b, wurm)
    s.choose("no")
    resolve_stack(s)
    assert s.zone_of("Invasion of Dominaria", 0)[0][0] == EXILE and not s.on_battlefield("Serra Faithkeeper")


def test_310_7_704_5v_a_siege_at_zero_defense_waits_for_its_ability_to_leave_the_stack():
    s = real()
    b = s.battlefield(0, "Invasion of Dominaria", protector=1)
    wurm = s.battlefield(0, "Craw Wurm")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((wurm, ("obj", b)))
    s.pass_until(Step.COMBAT_DAMAGE)
    g = s.g
    for _ in range(6):
        if any(it.kind == "triggered" and it.source == b for it in g.turns[0].stack):
            break
        s.choose("pass")
    assert g.objects[b].zone == BATTLEFIELD and g.objects[b].counters["defense"] == 0    # not put into the graveyard
    assert not any(e.rule == "704.5v" for e in g.events)


def test_310_11b_noncombat_damage_that_removes_the_last_counter_defeats_it_too():
    s = real()
    b = s.battlefield(1, "Invasion of Xerex", protector=0)
    s.g.objects[b].counters["defense"] = 2
    s.hand(0, "Test Zap")
    s.lands(0, "Mountain", 1)
    s.start(active=0, step=Step.MAIN1)
    s.cast("Test Zap", ("obj", b))
    d = s.pass_until_decision("yes_no")
    assert d.player == 1                                             # the Siege's controller, not the one who zapped
    s.choose("yes")
    resolve_stack(s)
    [pal] = s.on_battlefield("Vertex Paladin", 1)
    assert s.g.chars(pal).power == 1                                 # 604.3: creatures its controller controls


def test_310_11b_a_siege_that_left_the_battlefield_is_neither_exiled_nor_cast():
    s = real()
    b = s.battlefield(0, "Invasion of Belenon", protector=1)
    s.start(active=0, step=Step.MAIN1)
    g = s.g
    from manamelee.engine.battles import remove_defense
    from manamelee.engine.zones import move
    remove_defense(g, b, 5, "120.3h")                                # it triggers (310.11b) ...
    move(g, b, HAND)                                                 # ... and leaves before it resolves (400.7)
    resolve_stack(s)
    assert s.zone_of("Invasion of Belenon", 0)[0][0] == HAND and not g.exile


def test_a_test_siege_without_a_back_face_is_exiled_and_nothing_is_cast():
    s = scenario()
    b = s.battlefield(0, "Test Siege", protector=1)
    giant = s.battlefield(0, "Test Giant")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((giant, ("obj", b)))
    s.pass_until(Step.END_COMBAT)
    assert s.zone_of("Test Siege", 0)[0][0] == EXILE                 # exiled by 310.11b, not put into the graveyard


# ----------------------------------------------------------------------------- the five Sieges, both faces
def test_invasion_of_belenon_makes_a_knight_and_belenon_war_anthem_pumps_your_creatures():
    s = real()
    s.hand(0, "Invasion of Belenon")
    lands_for(s, 0, "Invasion of Belenon")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Invasion of Belenon")
    resolve_stack(s)
    [b] = s.on_battlefield("Invasion of Belenon", 0)
    assert g.objects[b].counters == {"defense": 5} and g.objects[b].note["protector"] == 1
    [k] = s.on_battlefield("Knight", 0)
    assert g.chars(k).colors == frozenset("WU") and "Vigilance" in g.chars(k).keywords
    from manamelee.engine.battles import remove_defense
    remove_defense(g, b, 5, "120.3h")
    s.pass_until_decision("yes_no")
    s.choose("yes")
    resolve_stack(s)
    assert s.on_battlefield("Belenon War Anthem", 0)
    assert (g.chars(k).power, g.chars(k).toughness) == (3, 3)


def test_invasion_of_xerex_returns_up_to_one_creature():
    s = real()
    s.hand(0, "Invasion of Xerex")
    lands_for(s, 0, "Invasion of Xerex")
    bear = s.battlefield(1, "Grizzly Bears")
    s.start(active=0, step=Step.MAIN1)
    s.cast("Invasion of Xerex")
    s.pass_until_decision("target")
    s.choose("target", value=("obj", bear))
    resolve_stack(s)
    assert s.zone_of("Grizzly Bears", 1)[0][0] == HAND


def test_invasion_of_eldraine_discards_two_and_prickle_faeries_pings_a_small_hand():
    s = real(3)
    s.hand(0, "Invasion of Eldraine")
    s.hand(1, "Plains", "Plains", "Plains")
    lands_for(s, 0, "Invasion of Eldraine")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Invasion of Eldraine")
    d = s.pass_until_decision("choose_protector")
    assert {o.value for o in d.options} == {1, 2}                    # 310.11a: among opponents only
    s.choose("player", value=2)
    s.pass_until_decision("target")
    s.choose("target", value=("player", 1))
    for _ in range(2):
        s.pass_until_decision("discard")
        s.choose(s.decision.options[0].kind, value=s.decision.options[0].value)
    resolve_stack(s)
    assert len(g.players[1].hand) == 1
    s2 = real(2)
    b = s2.battlefield(0, "Invasion of Eldraine", protector=1)
    wurm = s2.battlefield(0, "Craw Wurm")
    defeat(s2, b, wurm)
    s2.choose("yes")
    resolve_stack(s2)
    [fae] = s2.on_battlefield("Prickle Faeries", 0)
    assert "Flying" in s2.g.chars(fae).keywords
    assert len(s2.g.objects[fae].card.triggered) == 1                # its upkeep ability (tested in productions)


def test_invasion_of_innistrad_has_flash_and_shrinks_an_opponents_creature():
    s = real()
    s.hand(0, "Invasion of Innistrad")
    lands_for(s, 0, "Invasion of Innistrad")
    wurm = s.battlefield(1, "Craw Wurm")
    g = s.start(active=1, step=Step.MAIN1)                           # the opponent's turn: flash (702.8)
    s.pass_priority()
    s.cast("Invasion of Innistrad")
    s.pass_until_decision("target")
    s.choose("target", value=("obj", wurm))
    resolve_stack(s)
    assert wurm not in g.objects and s.on_battlefield("Invasion of Innistrad", 0)
