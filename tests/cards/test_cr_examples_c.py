"""Examples of CR 800-811 played with the real cards they name (batch C): 800.4a's Mind Control on Assault Griffin
and Act of Treason on Runeclaw Bears, and 810.9c with Magister Sphinx ("target player's life total becomes 10")."""
from collections import ChainMap

from manamelee.cards.pool import CardPool, default_pool
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


# ----------------------------------------------------------------------------- 801.5b with a real "opponent chooses" spell
def _misfortune_table() -> tuple[Scenario, int, int]:
    """801.5b's seats: Alex (2, range of influence 2) is to the left of Rob (1); Carissa (0, range 1) is to Rob's
    right, so Alex is out of Carissa's range while she is within his. Alex casts Misfortune ("An opponent chooses
    one — You put a +1/+1 counter on each creature you control and gain 4 life; or you put a -1/-1 counter on each
    creature that player controls and Misfortune deals 4 damage to that player") and picks Carissa to choose."""
    from manamelee.engine.scope import Scope
    CARISSA, ROB, ALEX = 0, 1, 2
    s = Scenario(["Carissa", "Rob", "Alex", "Dan", "Eve", "Fay"], ranges=[1, 1, 2, 1, 1, 1],
                 hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    for p in range(6):
        s.library(p, *["Plains"] * 6)
    alex_bear = s.battlefield(ALEX, "Runeclaw Bear")
    carissa_bear = s.battlefield(CARISSA, "Grizzly Bears")
    for land in ("Swamp", "Mountain", "Forest", "Forest"):                  # {1}{B}{R}{G}
        s.battlefield(ALEX, land)
    s.hand(ALEX, "Misfortune")
    g = s.start(ALEX, Step.MAIN1)
    assert not Scope(g, CARISSA).in_range(ALEX) and Scope(g, ALEX).in_range(CARISSA)
    s.cast("Misfortune")
    d = s.decision                                  # 700.2e: Alex decides which opponent chooses the mode...
    assert d.kind == "choose_player" and d.player == ALEX
    assert {o.value for o in d.options if o.kind == "player"} == {0, 1, 3, 4}    # 801.5a: those in his range 2
    s.choose("player", value=CARISSA)
    d = s.decision                                  # ...as Misfortune is cast (601.2b), before it is on the stack
    assert d.kind == "choose_mode" and d.player == CARISSA and len(d.options) == 2
    assert not g.turns[0].stack
    return s, alex_bear, carissa_bear


def test_801_5b_example_carissa_chooses_misfortunes_mode_that_affects_alex_out_of_her_range():
    ALEX = 2
    s, alex_bear, carissa_bear = _misfortune_table()
    g = s.g
    s.choose("mode", value=0)                       # "You put a +1/+1 counter on each creature you control ..."
    assert [it.name for it in g.turns[0].stack] == ["Misfortune"]
    s.pass_until_resolved()
    assert g.objects[alex_bear].counters == {"+1/+1": 1} and s.chars(alex_bear).power == 3
    assert not g.objects[carissa_bear].counters
    assert g.players[ALEX].life == 24


def test_801_5b_misfortunes_other_mode_hits_that_player_the_opponent_who_chose():
    CARISSA = 0
    s, alex_bear, carissa_bear = _misfortune_table()
    g = s.g
    s.choose("mode", value=1)                       # "... each creature that player controls ... to that player"
    s.pass_until_resolved()
    assert g.objects[carissa_bear].counters == {"-1/-1": 1}
    assert not g.objects[alex_bear].counters
    assert g.players[CARISSA].life == 16 and g.players[2].life == 20


# ----------------------------------------------------------------------------- 801.13b with a real "prevent all damage dealt by creatures"
def _haze_pool() -> CardPool:
    """The default pool with Ethereal Haze ("Prevent all damage that would be dealt by creatures this turn.") as the
    compiler makes it now (the shipped compiled pool may predate productions/prevent_by)."""
    from .oracle.productions.real_cards import real
    return CardPool(ChainMap({"Ethereal Haze": real("Ethereal Haze")}, default_pool().cards))


def _haze_attack(attacker_seat: int, defender_seat: int) -> tuple[Scenario, int]:
    """Range of influence 1, five players: Rob (1) is within Alex's (0) range, Carissa (2) is not. A creature of
    ``attacker_seat`` attacks ``defender_seat``; once it is attacking, Alex casts Ethereal Haze."""
    ALEX = 0
    s = Scenario(["Alex", "Rob", "Carissa", "Dan", "Eve"], ranges=[1] * 5, pool=_haze_pool(),
                 hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    for p in range(5):
        s.library(p, *["Plains"] * 6)
    attacker = s.battlefield(attacker_seat, "Grizzly Bears")
    s.lands(ALEX, "Plains", 1)
    s.hand(ALEX, "Ethereal Haze")
    s.start(attacker_seat, Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((attacker, defender_seat))
    _until_priority_of(s, ALEX)
    s.cast("Ethereal Haze")
    s.pass_until_resolved()
    s.pass_until(Step.END_COMBAT)
    return s, attacker


def test_801_13b_example_ethereal_haze_doesnt_stop_carissas_creature_dealing_combat_damage_to_rob():
    ROB, CARISSA = 1, 2
    s, attacker = _haze_attack(CARISSA, ROB)
    assert s.g.players[ROB].life == 18                 # the source is outside Alex's range: not prevented
    assert [e.amount for e in s.g.events if e.kind == ev.DAMAGE and e.source == attacker] == [2]


def test_801_13b_ethereal_haze_prevents_damage_from_robs_creature_in_alexs_range():
    ROB, CARISSA = 1, 2
    s, attacker = _haze_attack(ROB, CARISSA)
    assert s.g.players[CARISSA].life == 20             # the source is within Alex's range: prevented,
    assert not [e for e in s.g.events if e.kind == ev.DAMAGE and e.source == attacker]   # to a player out of range


# ----------------------------------------------------------------------------- 801.7 with the real Auras
def _aura_pool() -> CardPool:
    """The default pool with the two Auras of the example as the compiler makes them now: Bestial Fury ("Whenever
    enchanted creature becomes blocked, it gets +4/+0 and gains trample until end of turn.") and Mammoth Harness
    ("Whenever enchanted creature blocks or becomes blocked by a creature, the other creature gains first strike
    until end of turn.")."""
    from .oracle.productions.real_cards import real
    return CardPool(ChainMap({n: real(n) for n in ("Bestial Fury", "Mammoth Harness")}, default_pool().cards))


def _rob_auras_on_alexs_bear(blocker_seat: int) -> tuple[Scenario, int, int]:
    """801.7's table: range of influence 1, Rob (0), Alex (1) seated to his left, Dan (2) to Alex's left and out of
    Rob's range. Rob controls Bestial Fury and Mammoth Harness, both attached to Alex's Runeclaw Bear; the Bear
    attacks the player of ``blocker_seat`` (Dan, or Rob himself), whose Wall of Wood blocks it."""
    ROB, ALEX = 0, 1
    s = Scenario(["Rob", "Alex", "Dan", "Eve", "Fay"], ranges=[1] * 5, pool=_aura_pool(),
                 hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    for p in range(5):
        s.library(p, *["Plains"] * 6)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    s.battlefield(ROB, "Bestial Fury", attached_to=bear)
    s.battlefield(ROB, "Mammoth Harness", attached_to=bear)
    wall = s.battlefield(blocker_seat, "Wall of Wood")
    s.start(ALEX, Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bear, blocker_seat))
    s.pass_until_decision("declare_blockers")
    s.block((wall, bear))
    return s, bear, wall


def test_801_7_example_bestial_fury_triggers_but_mammoth_harness_doesnt_when_dan_blocks():
    from manamelee.engine.scope import Scope
    ROB, DAN = 0, 2
    s, bear, wall = _rob_auras_on_alexs_bear(DAN)
    g = s.g
    assert not Scope(g, ROB).in_range(DAN)
    # the whole "Runeclaw Bear becomes blocked" event is within Rob's range; "becomes blocked by a creature"
    # includes Dan's Wall, which is not
    assert [(it.name, it.controller) for it in g.turns[0].stack] == [("Bestial Fury", ROB)]
    s.pass_until_resolved()
    ch = s.chars(bear)
    assert (ch.power, ch.toughness) == (6, 2) and "Trample" in ch.keywords
    assert "First strike" not in s.chars(wall).keywords


def test_801_7_both_real_auras_trigger_when_the_blocker_is_in_robs_range():
    ROB = 0
    s, bear, wall = _rob_auras_on_alexs_bear(ROB)
    g = s.g
    if s.decision.kind == "order_triggers":
        s.choose("trigger")
    assert sorted((it.name, it.controller) for it in g.turns[0].stack) == [("Bestial Fury", ROB),
                                                                           ("Mammoth Harness", ROB)]
    s.pass_until_resolved()
    assert "First strike" in s.chars(wall).keywords           # Rob's Wall is the other creature
    assert s.chars(bear).power == 6 and "First strike" not in s.chars(bear).keywords


# ----------------------------------------------------------------------------- 810.8a Platinum Angel, all real cards
def test_810_8a_example_platinum_angel_team_cant_lose_and_test_of_endurance_cant_win_for_the_opponents():
    """Bianca controls Platinum Angel ("You can't lose the game and your opponents can't win the game."): her team
    at 0 life doesn't lose, and when Dan's Test of Endurance ("At the beginning of your upkeep, if you have 50 or
    more life, you win the game.") resolves with his team at 50 life, his team doesn't win."""
    THG = MultiplayerRules("two-headed-giant", shared_turns=True, shared_life=True, team_hands="team",
                           starting="team")
    ALEX, BIANCA, CARISSA, DAN = range(4)
    s = Scenario(["Alex", "Bianca", "Carissa", "Dan"], teams=[0, 0, 1, 1], hooks=MultiplayerHooks(THG))
    for p in range(4):
        s.library(p, *["Plains"] * 5)
    s.battlefield(BIANCA, "Platinum Angel")
    s.battlefield(DAN, "Test of Endurance")
    s.life(ALEX, 0)
    s.life(CARISSA, 50)
    g = s.start(CARISSA, Step.UPKEEP, run_step_actions=True)    # the team's upkeep is Dan's upkeep too
    assert g.players[ALEX].life == g.players[BIANCA].life == 0
    assert [(it.name, it.controller) for it in g.turns[0].stack] == [("Test of Endurance", DAN)]
    s.pass_until_resolved()
    assert not g.over
    assert not any(p.won or p.lost for p in g.players)
