"""Examples of CR 800-811 played with the real cards they name (batch C): 800.4a's Mind Control on Assault Griffin
and Act of Treason on Runeclaw Bears, and 810.9c with Magister Sphinx ("target player's life total becomes 10")."""
from manamelee.engine import Step
from manamelee.engine import events as ev
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.scenario import Scenario

ALEX, BIANCA, CARMEN = 0, 1, 2


def table(n: int = 3) -> Scenario:
    s = Scenario(["Alex", "Bianca", "Carmen", "Dan"][:n])
    for p in range(n):
        s.library(p, *["Plains"] * 5)
    return s


def _mind_control():
    s = table()
    s.lands(ALEX, "Island", 5)
    griffin = s.battlefield(BIANCA, "Assault Griffin")
    s.hand(ALEX, "Mind Control")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Mind Control", griffin)
    s.pass_until_resolved()
    assert g.controller(griffin) == ALEX
    return s, g, griffin


def test_800_4a_example_alex_leaves_mind_control_leaves_and_assault_griffin_reverts_to_bianca():
    s, g, griffin = _mind_control()
    g.concede(ALEX)
    assert g.controller(griffin) == BIANCA and s.zone_of("Mind Control") == []


def test_800_4a_example_bianca_leaves_assault_griffin_leaves_and_mind_control_goes_to_alexs_graveyard():
    s, g, griffin = _mind_control()
    g.concede(BIANCA)
    assert s.zone_of("Assault Griffin") == []
    assert [g.name(c) for c in g.players[ALEX].graveyard] == ["Mind Control"]


def test_800_4a_example_alex_leaves_act_of_treasons_control_effect_ends():
    s = table()
    s.lands(ALEX, "Mountain", 3)
    bear = s.battlefield(BIANCA, "Runeclaw Bear")
    s.hand(ALEX, "Act of Treason")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Act of Treason", bear)
    s.pass_until_resolved()
    assert g.controller(bear) == ALEX
    g.concede(ALEX)
    assert g.controller(bear) == BIANCA and bear in g.battlefield


def test_810_9c_example_magister_sphinx_team_at_25_loses_15_and_ends_at_10():
    THG = MultiplayerRules("two-headed-giant", shared_turns=True, shared_life=True, team_hands="team",
                           starting="team")
    s = Scenario(["Alex", "Bianca", "Carissa", "Dan"], teams=[0, 0, 1, 1], hooks=MultiplayerHooks(THG))
    for p in range(4):
        s.library(p, *["Plains"] * 5)
    s.life(2, 25)
    for land, n in (("Plains", 2), ("Island", 3), ("Swamp", 2)):      # {4}{W}{U}{B}
        s.lands(ALEX, land, n)
    s.hand(ALEX, "Magister Sphinx")
    g = s.start(ALEX, Step.MAIN1)
    s.cast("Magister Sphinx")
    s.pass_until_resolved()
    s.choose("target", value=("player", 2))
    s.pass_until_resolved()
    losses = [(e.player, e.amount) for e in g.events if e.kind == ev.LIFE_LOSS]
    assert losses == [(2, 15)]                       # her life total is considered to be 25
    assert g.players[2].life == g.players[3].life == 10
