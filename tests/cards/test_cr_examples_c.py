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


# ----------------------------------------------------------------------------- 801.13b with the cards it names
def _five_range_1() -> Scenario:
    """Alex (0), Rob (1) to his left, Carissa (2) to Rob's left; range of influence 1: Rob is within Alex's range,
    Carissa is not."""
    from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
    s = Scenario(["Alex", "Rob", "Carissa", "Dan", "Eve"], ranges=[1] * 5,
                 hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    for p in range(5):
        s.library(p, *["Plains"] * 6)
    return s


def _until_priority_of(s: Scenario, p: int) -> None:
    for _ in range(30):
        d = s.decision
        if d.kind == "priority" and d.player == p:
            return
        s.pass_priority()
    raise AssertionError(f"player {p} never received priority")


def test_801_13b_example_mending_hands_prevents_carissas_lightning_blast_to_rob():
    ALEX, ROB, CARISSA = 0, 1, 2
    s = _five_range_1()
    s.lands(CARISSA, "Mountain", 4)
    s.hand(CARISSA, "Lightning Blast")
    s.lands(ALEX, "Plains", 1)
    s.hand(ALEX, "Mending Hands")
    g = s.start(CARISSA, Step.MAIN1)
    s.cast("Lightning Blast", ("player", ROB))
    _until_priority_of(s, ALEX)
    s.cast("Mending Hands", ("player", ROB))
    s.pass_until_resolved()
    assert g.players[ROB].life == 20                   # Rob is within Alex's range: prevented


def test_801_13b_example_fog_doesnt_stop_combat_damage_between_carissa_and_rob():
    ALEX, ROB, CARISSA = 0, 1, 2
    s = _five_range_1()
    attacker = s.battlefield(CARISSA, "Grizzly Bears")
    blocker = s.battlefield(ROB, "Runeclaw Bear")
    s.lands(ALEX, "Forest", 1)
    s.hand(ALEX, "Fog")
    g = s.start(CARISSA, Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((attacker, ROB))
    s.pass_until_decision("declare_blockers")
    s.block((blocker, attacker))
    _until_priority_of(s, ALEX)
    s.cast("Fog")
    s.pass_until_resolved()
    s.pass_until(Step.END_COMBAT)
    # the source (Carissa's creature) is outside Alex's range: its damage isn't prevented, and Rob's creature's
    # damage is dealt to a creature outside Alex's range: not prevented either
    assert attacker not in g.battlefield and blocker not in g.battlefield
