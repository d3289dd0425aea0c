"""Battles (310): defense counters on entering (310.4b), the protector chosen as a Siege enters (310.11a), who may
attack it and block for it (310.8b-c), damage removes defense (310.6, 120.3h), and the SBAs 704.5v and 704.5w."""
import pytest

from manamelee.cards.dsl import ANY, Damage, test_battle, test_creature, test_spell
from manamelee.cards.pool import default_pool
from manamelee.engine.constants import GRAVEYARD, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.scenario import Scenario

TEST_CARDS = [
    test_battle("Test Siege", 4, cost="{1}{R}"),
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
    b = s.battlefield(0, "Test Siege", protector=1)
    giant = s.battlefield(0, "Test Giant")
    s.start(active=0, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((giant, ("obj", b)))
    s.pass_until(Step.END_COMBAT)
    assert s.zone_of("Test Siege")[0][0] == GRAVEYARD


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
    assert s.zone_of("Test Siege")[0][0] == GRAVEYARD


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
