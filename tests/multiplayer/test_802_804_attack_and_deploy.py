"""CR 802 (attack multiple players), 803 (attack left / attack right) and 804 (deploy creatures)."""
from manamelee.cards import default_pool
from manamelee.engine import Step
from manamelee.engine.casting import abilities_of, summoning_sick
from manamelee.engine.combat import attack_targets, can_attack
from manamelee.engine.definitions import CardDef
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules, plan_variant
from manamelee.multiplayer.deploy import DEPLOY
from manamelee.scenario import Scenario, damage_events

ALEX, ROB, CARISSA, DAN = 0, 1, 2, 3
NAMES = ["Alex", "Rob", "Carissa", "Dan"]

# A test-only planeswalker (no planeswalker card is in the sample pool).
WALKER = CardDef(name="Test Walker", types=frozenset({"Planeswalker"}), loyalty=4,
                 type_line="Planeswalker — Test")
POOL = default_pool().extended(WALKER)


def table(n=3, teams=None, **rules):
    """Alex, Rob, Carissa (, Dan) in seat order (turn order to the left), with the given 800 options."""
    variant = rules.pop("variant", "ffa" if teams is None else "team-vs-team")
    s = Scenario(NAMES[:n], teams=teams, pool=POOL, hooks=MultiplayerHooks(MultiplayerRules(variant, **rules)))
    for p in range(n):
        s.library(p, *["Plains"] * 4)          # nobody decks out when a new turn begins
    return s


def declare(s, *pairs):
    """Go to declare attackers and declare (attacker, seat or planeswalker id) pairs."""
    s.pass_until_decision("declare_attackers")
    s.attack(*pairs)


def defender_options(s, attacker):
    s.choose("attacker", value=attacker)
    d = s.decision
    assert d.kind == "choose_defender", d
    return [o.value for o in d.options]


def decisions_until(s, step, limit=60):
    """Pass priority (and answer nothing else) until the turn reaches ``step``; the decisions seen."""
    seen = []
    for _ in range(limit):
        if s.g.turns[0].step == step:
            return seen
        d = s.decision
        seen.append((d.kind, d.player))
        assert d.kind == "priority", f"unexpected decision {d}"
        s.pass_priority()
    raise AssertionError(f"never reached {step}")


# =========================================================================== 802 attack multiple players
def test_802_1_attacking_player_may_attack_just_one_of_several_opponents():
    s = table(3)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    goat = s.battlefield(ALEX, "Mountain Goat")
    s.battlefield(ROB, "Wall of Wood")
    s.battlefield(CARISSA, "Grizzly Bears")
    g = s.start(ALEX, Step.MAIN1)
    declare(s, (bear, ROB), (goat, ROB))
    c = g.turns[0].combat
    assert c.attackers == {bear: ("player", ROB), goat: ("player", ROB)}
    assert c.defenders == {ROB}
    blockers_asked = []
    while g.turns[0].step != Step.END_COMBAT:
        d = s.decision
        if d.kind == "declare_blockers":
            blockers_asked.append(d.player)
            s.choose("done")
        else:
            s.pass_priority()
    assert blockers_asked == [ROB]                  # Carissa, not attacked, isn't a defending player here
    assert g.players[ROB].life == 20 - 2 - 1
    assert g.players[CARISSA].life == 20


def test_802_1_attacking_player_may_attack_several_players_in_one_combat():
    s = table(3)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    goat = s.battlefield(ALEX, "Mountain Goat")
    g = s.start(ALEX, Step.MAIN1)
    declare(s, (bear, ROB), (goat, CARISSA))
    assert g.turns[0].combat.defenders == {ROB, CARISSA}
    s.pass_until(Step.END_COMBAT)
    assert g.players[ROB].life == 18            # Runeclaw Bear 2/2
    assert g.players[CARISSA].life == 19        # Mountain Goat 1/1


def test_802_2_all_opponents_are_defending_players():
    s = table(4)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    s.start(ALEX, Step.MAIN1)
    s.pass_until_decision("declare_attackers")
    assert defender_options(s, bear) == [("player", ROB), ("player", CARISSA), ("player", DAN)]


def test_802_2_teammates_are_not_defending_players():
    s = table(4, teams=[0, 0, 1, 1])
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    s.start(ALEX, Step.MAIN1)
    s.pass_until_decision("declare_attackers")
    assert defender_options(s, bear) == [("player", CARISSA), ("player", DAN)]   # not Rob, Alex's teammate


def _mountainwalk_example(alex_mountain: bool, carissa_mountain: bool):
    """802.2a example: Rob attacks Alex with Runeclaw Bear and Carissa with a creature with mountainwalk."""
    s = table(3)
    bear = s.battlefield(ROB, "Runeclaw Bear")
    goat = s.battlefield(ROB, "Mountain Goat")             # 1/1 mountainwalk
    if alex_mountain:
        s.battlefield(ALEX, "Mountain")
    if carissa_mountain:
        s.battlefield(CARISSA, "Mountain")
    s.battlefield(ALEX, "Grizzly Bears")
    wall = s.battlefield(CARISSA, "Wall of Wood")
    s.start(ROB, Step.MAIN1)
    declare(s, (bear, ALEX), (goat, CARISSA))
    return s, goat, wall


def test_802_2a_example_mountainwalk_ignores_the_mountains_of_the_other_defending_player():
    s, goat, wall = _mountainwalk_example(alex_mountain=True, carissa_mountain=False)
    d = s.pass_until_decision("declare_blockers")
    assert d.player == CARISSA                          # APNAP from Rob: Carissa, then Alex
    assert ("blocker", wall) in [(o.kind, o.value) for o in d.options]   # Alex's Mountain doesn't matter
    s.block((wall, goat))
    assert s.decision.player == ALEX
    s.choose("done")
    assert s.g.turns[0].combat.blockers[wall] == [goat]


def test_802_2a_example_mountainwalk_checks_the_mountains_of_the_player_it_attacks():
    s, goat, wall = _mountainwalk_example(alex_mountain=False, carissa_mountain=True)
    d = s.pass_until_decision("declare_blockers")
    # Carissa controls a Mountain: her Wall can't block the Goat, so she has no block to declare and
    # only Alex (who has none) is asked.
    assert d.player == ALEX
    s.choose("done")
    assert s.decision.kind == "priority"
    assert s.g.turns[0].combat.blockers == {}
    s.pass_until(Step.END_COMBAT)
    assert s.g.players[CARISSA].life == 19


def test_802_3_each_attacker_chooses_a_player_or_a_planeswalker_of_a_defending_player():
    s = table(3)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    goat = s.battlefield(ALEX, "Mountain Goat")
    walker = s.battlefield(CARISSA, "Test Walker")
    mine = s.battlefield(ALEX, "Test Walker")
    g = s.start(ALEX, Step.MAIN1)
    s.pass_until_decision("declare_attackers")
    opts = defender_options(s, bear)
    assert opts == [("player", ROB), ("player", CARISSA), ("obj", walker)]     # never Alex's own planeswalker
    assert ("obj", mine) not in opts
    s.choose("defender", value=("obj", walker))
    s.attack((goat, ROB))
    c = g.turns[0].combat
    assert c.attackers == {bear: ("obj", walker), goat: ("player", ROB)}
    assert c.defenders == {ROB, CARISSA}
    s.pass_until(Step.END_COMBAT)
    assert g.objects[walker].counters["loyalty"] == 2          # 4 loyalty - 2 damage (120.3c)
    assert g.players[CARISSA].life == 20 and g.players[ROB].life == 19


def test_802_3a_restriction_not_about_a_player_applies_whatever_player_is_attacked():
    # "Enchanted creature can't attack" (Pacifism) names no player: the creature can attack no
    # defending player, while the rest of the group may still attack any of them.
    s = table(3)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    goat = s.battlefield(ALEX, "Mountain Goat")
    elite = s.battlefield(ALEX, "Grizzly Bears")
    s.battlefield(ROB, "Pacifism", attached_to=bear)
    g = s.start(ALEX, Step.MAIN1)
    d = s.pass_until_decision("declare_attackers")
    assert [o.value for o in d.options if o.kind == "attacker"] == [goat, elite]
    assert not can_attack(g, bear)
    assert defender_options(s, goat) == [("player", ROB), ("player", CARISSA)]
    s.choose("defender", value=("player", CARISSA))
    s.attack((elite, ROB))
    assert g.turns[0].combat.attackers == {goat: ("player", CARISSA), elite: ("player", ROB)}


def test_802_4_defending_players_declare_blockers_in_apnap_order():
    # Carissa is active: APNAP order is Carissa, Dan, Alex, Rob. She declares the attack on Alex first,
    # then on Dan; still Dan declares all his blocks before Alex declares any.
    s = table(4)
    a1 = s.battlefield(CARISSA, "Runeclaw Bear")
    a2 = s.battlefield(CARISSA, "Grizzly Bears")
    alex_b = s.battlefield(ALEX, "Wall of Wood")
    dan_b = s.battlefield(DAN, "Wall of Wood")
    dan_b2 = s.battlefield(DAN, "Grizzly Bears")
    g = s.start(CARISSA, Step.MAIN1)
    declare(s, (a1, ALEX), (a2, DAN))
    d = s.pass_until_decision("declare_blockers")
    assert d.player == DAN
    s.choose("blocker", value=dan_b)
    assert s.decision.player == DAN                     # the first defending player declares all their blocks
    s.choose("blocker", value=dan_b2)
    s.choose("done")
    d = s.decision
    assert d.kind == "declare_blockers" and d.player == ALEX
    s.block((alex_b, a1))
    c = g.turns[0].combat
    assert c.blockers == {dan_b: [a2], dan_b2: [a2], alex_b: [a1]}
    blocks = [e.player for e in g.events if e.kind == "blocks"]
    assert blocks == [DAN, DAN, ALEX]


def test_802_4a_defender_blocks_only_creatures_attacking_them():
    s = table(3)
    angel = s.battlefield(ALEX, "Serra Angel")           # flying: Rob's ground creature can't block it
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    rob_b = s.battlefield(ROB, "Grizzly Bears")
    car_b = s.battlefield(CARISSA, "Grizzly Bears")
    g = s.start(ALEX, Step.MAIN1)
    declare(s, (angel, ROB), (bear, CARISSA))
    d = s.pass_until_decision("declare_blockers")
    # Rob's Grizzly Bears could block the Runeclaw Bear in a duel, but it attacks Carissa: Rob has no
    # block to declare, and only Carissa is asked.
    assert d.player == CARISSA
    assert [o.value for o in d.options if o.kind == "blocker"] == [car_b]
    s.block((car_b, bear))
    assert g.turns[0].combat.blockers == {car_b: [bear]}
    assert rob_b not in g.turns[0].combat.blockers


def test_802_4a_defender_blocks_creatures_attacking_their_planeswalker_only_with_their_creatures():
    s = table(3)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    goat = s.battlefield(ALEX, "Mountain Goat")
    walker = s.battlefield(CARISSA, "Test Walker")
    rob_b = s.battlefield(ROB, "Grizzly Bears")
    car_b = s.battlefield(CARISSA, "Grizzly Bears")
    g = s.start(ALEX, Step.MAIN1)
    declare(s, (bear, walker), (goat, ROB))
    d = s.pass_until_decision("declare_blockers")
    assert d.player == ROB
    s.choose("blocker", value=rob_b)                     # only one choice: the Goat attacking Rob
    s.choose("done")
    d = s.decision
    assert d.player == CARISSA
    assert [o.value for o in d.options if o.kind == "blocker"] == [car_b]
    s.block((car_b, bear))
    assert g.turns[0].combat.blockers == {rob_b: [goat], car_b: [bear]}


def test_802_4b_menace_is_checked_per_defending_player():
    # Boggart Brute (menace) attacks Carissa. Rob blocks first (APNAP) with a creature of his own:
    # Rob's blocker doesn't count for Carissa, whose single blocker is an illegal block on its own.
    s = table(3)
    brute = s.battlefield(ALEX, "Boggart Brute")
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    rob_b = s.battlefield(ROB, "Grizzly Bears")
    car_b1 = s.battlefield(CARISSA, "Grizzly Bears")
    car_b2 = s.battlefield(CARISSA, "Wall of Wood")
    g = s.start(ALEX, Step.MAIN1)
    declare(s, (brute, CARISSA), (bear, ROB))
    d = s.pass_until_decision("declare_blockers")
    assert d.player == ROB
    s.block((rob_b, bear))
    d = s.decision
    assert d.player == CARISSA
    s.choose("blocker", value=car_b1)
    kinds = [o.kind for o in s.decision.options]
    assert "done" not in kinds and "reset" in kinds        # one blocker on a menace creature: illegal
    s.choose("blocker", value=car_b2)
    s.choose("done")
    assert g.turns[0].combat.blocked[brute] == [car_b1, car_b2]
    assert g.turns[0].combat.blocked[bear] == [rob_b]


def test_802_4b_blocks_ignore_creatures_attacking_other_players():
    # Two menace creatures attack Rob and Carissa; each defender's single block is judged on its own
    # attacker only, and each defender with two creatures can double-block their own attacker.
    s = table(3)
    brute1 = s.battlefield(ALEX, "Boggart Brute")
    brute2 = s.battlefield(ALEX, "Boggart Brute")
    rob = [s.battlefield(ROB, "Grizzly Bears"), s.battlefield(ROB, "Wall of Wood")]
    car = [s.battlefield(CARISSA, "Grizzly Bears")]
    g = s.start(ALEX, Step.MAIN1)
    declare(s, (brute1, ROB), (brute2, CARISSA))
    s.pass_until_decision("declare_blockers")
    s.choose("blocker", value=rob[0])
    assert s.decision.player == ROB
    assert s.decision.options[0].value == rob[1]          # only Brute 1 can be blocked by Rob
    s.choose("blocker", value=rob[1])
    s.choose("done")
    d = s.decision
    assert d.player == CARISSA
    s.choose("blocker", value=car[0])
    assert "done" not in [o.kind for o in s.decision.options]   # Rob's two blockers don't help her
    s.choose("reset")
    s.choose("done")
    c = g.turns[0].combat
    assert c.blocked == {brute1: rob}
    s.pass_until_decision("assign_damage")
    s.choose("amount", value=2)
    s.pass_until(Step.END_COMBAT)
    assert g.players[CARISSA].life == 17                    # Brute 2 unblocked


def test_802_5_combat_damage_assigned_in_apnap_order_and_dealt_at_once():
    # Rob is active (APNAP: Rob, Carissa, Alex). Rob's trampling Dreadmaw is double-blocked by Carissa;
    # Alex blocks Rob's Bear. Rob assigns first; no damage is dealt until every assignment is made; the
    # blockers' damage follows in APNAP order (Carissa's, then Alex's), though Alex sits at seat 0.
    s = table(3)
    maw = s.battlefield(ROB, "Colossal Dreadmaw")          # 6/6 trample
    bear = s.battlefield(ROB, "Runeclaw Bear")
    c1 = s.battlefield(CARISSA, "Grizzly Bears")
    c2 = s.battlefield(CARISSA, "Grizzly Bears")
    a2 = s.battlefield(ALEX, "Mountain Goat")
    g = s.start(ROB, Step.MAIN1)
    declare(s, (bear, ALEX), (maw, CARISSA))
    s.pass_until_decision("declare_blockers")
    s.block((c1, maw), (c2, maw))
    s.block((a2, bear))
    before = len(damage_events(g))
    d = s.pass_until_decision("assign_damage")
    assert d.player == ROB
    assert len(damage_events(g)) == before                 # 510.2: nothing dealt while assigning
    s.choose("amount", value=2)
    s.choose("amount", value=2)                             # 2 to the second blocker, 2 tramples over
    dealt = damage_events(g, combat=True)
    assert [e.player for e in dealt] == [ROB, ROB, ROB, ROB, CARISSA, CARISSA, ALEX]
    assert g.players[CARISSA].life == 18


# =========================================================================== 803 attack left / attack right
def test_803_1a_attack_left_only_the_opponent_immediately_to_the_left():
    s = table(4, attack="left")
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    walker = s.battlefield(ROB, "Test Walker")
    s.battlefield(CARISSA, "Test Walker")
    g = s.start(ALEX, Step.MAIN1)
    s.pass_until_decision("declare_attackers")
    # Turn order goes to the left: Rob sits immediately to Alex's left.
    assert defender_options(s, bear) == [("player", ROB), ("obj", walker)]
    s.choose("defender", value=("player", ROB))
    assert g.turns[0].combat.attackers == {bear: ("player", ROB)}


def test_803_1b_attack_right_only_the_opponent_immediately_to_the_right():
    s = table(4, attack="right")
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    goat = s.battlefield(ALEX, "Mountain Goat")
    g = s.start(ALEX, Step.MAIN1)
    s.pass_until_decision("declare_attackers")
    # Dan (seat 3) sits to Alex's right; with a single legal defender no choice is asked.
    s.choose("attacker", value=bear)
    assert s.decision.kind == "declare_attackers"
    s.attack((goat, DAN))
    assert g.turns[0].combat.attackers == {bear: ("player", DAN), goat: ("player", DAN)}


def test_803_1a_teammate_to_the_left_means_the_player_cant_attack():
    # Alex and Rob are teammates; Rob sits to Alex's left, so Alex's nearest opponent to the left
    # (Carissa) is more than one seat away: Alex can't attack at all.
    s = table(4, teams=[0, 0, 1, 1], attack="left")
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    s.battlefield(ROB, "Grizzly Bears")
    g = s.start(ALEX, Step.MAIN1)
    assert attack_targets(g, g.turns[0], bear) == []
    seen = decisions_until(s, Step.END_COMBAT)
    assert all(k == "priority" for k, _ in seen)          # no declare_attackers decision at all
    assert g.turns[0].combat is None or not g.turns[0].combat.attackers


def test_803_1a_with_an_opponent_to_the_left_the_same_team_can_attack():
    # Same table; Rob's left neighbour is Carissa, an opponent: Rob may attack her (and only her).
    s = table(4, teams=[0, 0, 1, 1], attack="left")
    bear = s.battlefield(ROB, "Grizzly Bears")
    g = s.start(ROB, Step.MAIN1)
    assert attack_targets(g, g.turns[0], bear) == [("player", CARISSA)]


def test_803_1b_teammate_to_the_right_means_the_player_cant_attack():
    s = table(4, teams=[0, 0, 1, 1], attack="right")
    bear = s.battlefield(ROB, "Grizzly Bears")             # Rob's right neighbour is Alex, a teammate
    bear2 = s.battlefield(ALEX, "Runeclaw Bear")           # Alex's right neighbour is Dan, an opponent
    g = s.start(ROB, Step.MAIN1)
    assert attack_targets(g, g.turns[0], bear) == []
    assert attack_targets(g, g.turns[0], bear2) == [("player", DAN)]


def test_803_1a_players_who_left_dont_count_as_seats():
    s = table(4, attack="left")
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    g = s.start(ALEX, Step.MAIN1)
    g.concede(ROB)                                        # 800.4a: Rob leaves the game
    s.refresh()
    assert attack_targets(g, g.turns[0], bear) == [("player", CARISSA)]   # now immediately to Alex's left


def test_803_1a_departed_seat_between_teammates_still_blocks_the_attack():
    # Alex (team 0), Rob (team 1), Carissa (team 0), Dan (team 1): when Rob leaves, Carissa, a teammate,
    # becomes the player immediately to Alex's left, so Alex can't attack.
    s = table(4, teams=[0, 1, 0, 1], attack="left", variant="alternating-teams")
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    g = s.start(ALEX, Step.MAIN1)
    assert attack_targets(g, g.turns[0], bear) == [("player", ROB)]
    g.concede(ROB)
    s.refresh()
    assert attack_targets(g, g.turns[0], bear) == []


# =========================================================================== 804 deploy creatures
def deploy_table(deploy=True, shared_turns=False):
    return table(4, teams=[0, 0, 1, 1], deploy=deploy, shared_turns=shared_turns, team_hands="team")


def deploy_options(s):
    return [o for o in s.decision.options if o.kind == "activate" and "Target teammate" in o.label]


def test_804_1_deploy_is_used_by_emperor_and_allowed_in_team_variants():
    assert plan_variant("emperor", 6).rules.deploy is True                      # always in Emperor
    assert plan_variant("team-vs-team", 4, deploy=True).rules.deploy is True    # may be used with teams
    assert plan_variant("team-vs-team", 4).rules.deploy is False


def test_804_2_every_creature_has_the_deploy_ability():
    s = deploy_table()
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    angel = s.battlefield(CARISSA, "Serra Angel")
    land = s.battlefield(ALEX, "Plains")
    g = s.start(ALEX, Step.MAIN1)
    assert DEPLOY in abilities_of(g, bear) and DEPLOY in abilities_of(g, angel)
    assert DEPLOY not in abilities_of(g, land)                                   # creatures only
    assert DEPLOY.sorcery and DEPLOY.cost.tap
    assert DEPLOY.text == "{T}: Target teammate gains control of this creature. Activate only as a sorcery."


def test_804_2_deploy_gives_control_to_the_target_teammate():
    s = deploy_table()
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    g = s.start(ALEX, Step.MAIN1)
    (opt,) = deploy_options(s)
    g.submit(s.decision.id, opt)
    d = s.decision
    assert d.kind == "target"
    # Only a teammate can be targeted: Rob, not Alex himself nor Carissa or Dan.
    assert [o.value for o in d.options if o.kind == "target"] == [("player", ROB)]
    s.choose("target", value=("player", ROB))
    assert g.objects[bear].tapped                          # {T} is the cost
    assert g.controller(bear) == ALEX                      # not until it resolves
    s.pass_until_resolved()
    assert g.controller(bear) == ROB
    assert g.objects[bear].owner == ALEX


def test_804_2_deploy_only_as_a_sorcery():
    s = deploy_table()
    s.battlefield(ALEX, "Runeclaw Bear")
    opp_bear = s.battlefield(CARISSA, "Grizzly Bears")
    angel = s.battlefield(CARISSA, "Serra Angel")          # Carissa's teammate is Dan
    s.lands(ALEX, "Mountain", 1)
    s.hand(ALEX, "Shock")
    g = s.start(ALEX, Step.UPKEEP)
    assert deploy_options(s) == []                          # not in the upkeep
    s.pass_until(Step.MAIN1)
    assert len(deploy_options(s)) == 1
    s.cast("Shock", opp_bear)
    assert s.decision.player == ALEX
    assert deploy_options(s) == []                          # not with a spell on the stack
    s.pass_until_resolved()
    assert len(deploy_options(s)) == 1
    # During Alex's turn Carissa may not deploy her Angel, even with an empty stack in a main phase.
    s.pass_priority()
    assert s.decision.player == ROB and g.turns[0].step == Step.MAIN1 and not g.turns[0].stack
    s.pass_priority()
    assert s.decision.player == CARISSA
    assert deploy_options(s) == []
    assert not summoning_sick(g, angel)


def test_804_2_summoning_sick_creature_cant_deploy():
    s = deploy_table()
    s.battlefield(ALEX, "Runeclaw Bear", sick=True)
    s.battlefield(ALEX, "Raging Goblin", sick=True)        # haste: {T} abilities are fine (302.6)
    s.start(ALEX, Step.MAIN1)
    labels = [o.label for o in deploy_options(s)]
    assert len(labels) == 1 and "Raging Goblin" in labels[0]


def test_804_2_deployed_creature_cant_attack_for_its_new_controller_until_their_turn():
    s = deploy_table(shared_turns=True)                    # Alex and Rob take their turns together (805)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    g = s.start(ALEX, Step.MAIN1)
    opt = [o for o in s.decision.options if o.kind == "activate" and "Target teammate" in o.label]
    g.submit(s.decision.id, opt[0])
    s.choose("target", value=("player", ROB))
    s.pass_until_resolved()
    assert g.controller(bear) == ROB
    g.objects[bear].tapped = False                         # as if untapped by an effect
    s.refresh()
    # 302.6: Rob hasn't controlled it continuously since his most recent turn began.
    assert summoning_sick(g, bear) and not can_attack(g, bear)
    seen = decisions_until(s, Step.END_COMBAT)
    assert all(k == "priority" for k, _ in seen)           # nothing could attack


def test_804_2_deployed_creature_attacks_on_its_new_controllers_next_turn():
    s = deploy_table()
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    g = s.start(ALEX, Step.MAIN1)
    g.submit(s.decision.id, deploy_options(s)[0])
    s.choose("target", value=("player", ROB))
    s.pass_until_resolved()
    assert g.controller(bear) == ROB and summoning_sick(g, bear)
    for _ in range(200):                                   # to Rob's turn
        if g.turns[0].active == ROB and g.turns[0].step == Step.MAIN1:
            break
        s.pass_priority()
    assert not g.objects[bear].tapped                      # it untapped in Rob's untap step (502.3)
    assert not summoning_sick(g, bear)
    d = s.pass_until_decision("declare_attackers")
    assert d.player == ROB and ("attacker", bear) in [(o.kind, o.value) for o in d.options]


def test_804_2_no_deploy_ability_without_the_option():
    s = deploy_table(deploy=False)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    g = s.start(ALEX, Step.MAIN1)
    assert abilities_of(g, bear) == ()
    assert deploy_options(s) == []


def test_804_2_no_deploy_without_a_teammate():
    s = table(3, deploy=True)                               # individuals: no teammate to target
    s.battlefield(ALEX, "Runeclaw Bear")
    s.start(ALEX, Step.MAIN1)
    assert deploy_options(s) == []
