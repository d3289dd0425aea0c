"""CR 801: the limited range of influence option — one test per sub-rule and one scenario per example.

Seats are turn order: the player "to the left" of another sits in the next seat (seat + 1), the player
"to the right" in the previous one. Ranges are fixed as each turn begins (801.2c); Scenario.start()
begins a turn, so they are computed there.
"""
from manamelee.cards import default_pool
from manamelee.cards.dsl import (ANY, CREATURE, Custom, EachCreature, GainLife, PreventNext, Pump, rule_static,
                                 test_spell, when_event)
from manamelee.configs import make_config
from manamelee.engine import Step
from manamelee.engine import events as ev
from manamelee.engine.combat import attack_targets
from manamelee.engine.constants import BATTLEFIELD, GRAVEYARD, HAND
from manamelee.engine.decisions import Option
from manamelee.engine.definitions import CardDef
from manamelee.engine.game import Game
from manamelee.engine.scope import Scope
from manamelee.engine.zones import draw, put_onto_battlefield
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
from manamelee.multiplayer.range_of_influence import draw_effect
from manamelee.multiplayer.variants import plan_variant
from manamelee.scenario import Scenario

FIVE = ["Alex", "Rob", "Carissa", "Dan", "Eve"]          # seat 0..4; Rob is to Alex's left
SIX = ["Alex", "Rob", "Carissa", "Dan", "Eve", "Fay"]


def table(names, ranges, *, rules=None, teams=None, pool=None):
    s = Scenario(list(names), ranges=list(ranges), teams=teams, pool=pool,
                 hooks=MultiplayerHooks(rules or MultiplayerRules("ffa")))
    for p in range(len(names)):
        s.library(p, *["Plains"] * 6)          # nobody draws from an empty library
    return s


def top(s, p, *names):
    """Put cards on top of p's library (the first name on top), above the Plains the table gave them."""
    ids = s.library(p, *names)
    lib = s.g.players[p].library
    lib[:] = ids + [c for c in lib if c not in ids]
    return ids


def option_values(s):
    return {o.value for o in s.decision.options if o.kind != "cancel"}


def pass_until_player(s, p, limit=30):
    """Pass priority until player ``p`` holds priority."""
    for _ in range(limit):
        d = s.decision
        if d.kind == "priority" and d.player == p:
            return
        assert d.kind == "priority", f"unexpected decision {d}"
        s.pass_priority()
    raise AssertionError(f"player {p} never received priority")


def zone(s, oid_name, owner=None):
    return sorted(z for z, _ in s.zone_of(oid_name, owner))


# --------------------------------------------------------------------------- 801.1
def test_801_1_limited_range_is_an_option_and_always_used_in_emperor():
    emperor = plan_variant("emperor", players=6)
    assert all(seat.range is not None for seat in emperor.seats)          # always used in Emperor (809)
    ffa = plan_variant("ffa", players=5, range_=2)
    assert [seat.range for seat in ffa.seats] == [2] * 5                  # an option for other games
    assert all(seat.range is None for seat in plan_variant("ffa", players=5).seats)   # unlimited otherwise
    g = Game.new(make_config(6, variant="emperor"), seed=3)
    assert all(p.range is not None for p in g.players)


# --------------------------------------------------------------------------- 801.2
def test_801_2_range_is_a_distance_in_seats_covering_players_and_their_objects():
    s = table(SIX, [1] * 6)
    bears = [s.battlefield(p, "Runeclaw Bear") for p in range(6)]
    g = s.start(0, Step.MAIN1)
    sc = Scope(g, 0)
    assert sorted(sc.players()) == [0, 1, 5]                      # Alex and the players next to him
    assert sorted(sc.creatures()) == sorted([bears[0], bears[1], bears[5]])
    assert not sc.obj_in_range(bears[3])                          # across the table: out of range


def test_801_2a_range_1_and_range_2_examples_and_different_ranges_per_player():
    names = ["Alex", "Rob", "Carissa", "Dan", "Eve", "Fay", "Gina"]
    s = table(names, [1, 2, 1, 1, 1, 1, 2])
    g = s.start(0, Step.MAIN1)
    assert set(Scope(g, 0).players()) == {6, 0, 1}                # range 1: you and your neighbours
    assert set(Scope(g, 1).players()) == {6, 0, 1, 2, 3}          # range 2: two to the left, two to the right
    assert set(Scope(g, 6).players()) == {4, 5, 6, 0, 1}
    assert 1 in Scope(g, 6).players() and 6 not in Scope(g, 2).players()


def test_801_2b_a_player_is_always_within_their_own_range():
    s = table(FIVE, [1] * 5)
    s.lands(0, "Plains", 3)
    s.hand(0, "Healing Hands")
    g = s.start(0, Step.MAIN1)
    assert Scope(g, 0).in_range(0)
    s.choose("cast", label="cast Healing Hands")
    assert option_values(s) == {("player", 0), ("player", 1), ("player", 4)}
    s.choose("target", value=("player", 0))
    s.pass_until_resolved()
    assert g.players[0].life == 24


def test_801_2c_rob_leaves_and_carissa_enters_alexs_range_only_at_the_next_turn():
    # Carissa (0) is to Rob's (1) right, Alex (2) to Rob's left; range 1 for everyone.
    CARISSA, ROB, ALEX = 0, 1, 2
    s = table(["Carissa", "Rob", "Alex", "Dan", "Eve"], [1] * 5)
    s.lands(ALEX, "Mountain", 2)
    s.hand(ALEX, "Shock", "Shock")
    g = s.start(ALEX, Step.MAIN1)
    assert not Scope(g, ALEX).in_range(CARISSA)
    g.concede(ROB)
    assert g.players[ROB].left
    assert not Scope(g, ALEX).in_range(CARISSA)                   # not yet: ranges are fixed for this turn
    s.choose("cast", label="cast Shock")
    assert ("player", CARISSA) not in option_values(s)
    s.choose("cancel")
    s.pass_until(Step.UPKEEP)                                     # Dan's turn begins
    assert g.turns[0].active == 3
    assert Scope(g, ALEX).in_range(CARISSA)                       # now she is
    pass_until_player(s, ALEX)
    s.cast("Shock", ("player", CARISSA))
    s.pass_until_resolved()
    assert g.players[CARISSA].life == 18


def test_801_2d_objects_are_in_range_when_their_controller_is():
    ALEX, ROB, DAN = 0, 1, 3
    s = table(FIVE, [1] * 5)
    s.lands(ALEX, "Mountain", 1)
    s.hand(ALEX, "Shock")
    borrowed = s.battlefield(ROB, "Runeclaw Bear", owner=DAN)      # owned out of range, controlled in range
    lent = s.battlefield(DAN, "Mesa Unicorn", owner=ROB)           # owned in range, controlled out of range
    g = s.start(ALEX, Step.MAIN1)
    assert Scope(g, ALEX).obj_in_range(borrowed) and not Scope(g, ALEX).obj_in_range(lent)
    s.choose("cast", label="cast Shock")
    assert ("obj", borrowed) in option_values(s)
    assert ("obj", lent) not in option_values(s)


# --------------------------------------------------------------------------- 801.3
def test_801_3_creatures_attack_only_opponents_in_range():
    ALEX = 0
    s = table(FIVE, [1] * 5)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    s.start(ALEX, Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.choose("attacker", value=bear)
    d = s.decision
    assert d.kind == "choose_defender"
    assert {o.value for o in d.options} == {("player", 1), ("player", 4)}    # not Carissa or Dan


def test_801_3_no_opponent_in_range_means_no_attacks():
    # Two teams of three seated together, range 1: the middle player (seat 1) sees only teammates.
    s = table(SIX, [1] * 6, rules=MultiplayerRules("team-vs-team", team_hands="team"), teams=[0, 0, 0, 1, 1, 1])
    bear = s.battlefield(1, "Runeclaw Bear")
    edge_bear = s.battlefield(2, "Runeclaw Bear")
    g = s.start(1, Step.MAIN1)
    assert attack_targets(g, g.turns[0], edge_bear) == [("player", 3)]     # seat 2 has an opponent next to it
    assert attack_targets(g, g.turns[0], bear) == []
    for _ in range(40):
        if g.turns[0].step == Step.END_COMBAT:
            break
        assert s.decision.kind == "priority"                       # no declare-attackers choice is offered
        s.pass_priority()
    assert g.turns[0].step == Step.END_COMBAT
    assert not g.objects[bear].tapped


# --------------------------------------------------------------------------- 801.4
def test_801_4_players_and_objects_out_of_range_cant_be_targeted():
    s = table(FIVE, [1] * 5)
    s.lands(0, "Mountain", 1)
    s.hand(0, "Shock")
    bears = [s.battlefield(p, "Runeclaw Bear") for p in range(5)]
    s.start(0, Step.MAIN1)
    s.choose("cast", label="cast Shock")
    assert option_values(s) == {("player", 0), ("player", 1), ("player", 4),
                                ("obj", bears[0]), ("obj", bears[1]), ("obj", bears[4])}


# --------------------------------------------------------------------------- 801.5
def test_801_5a_cuombajj_witches_opponent_picks_a_target_in_both_ranges():
    # Alex (2) is to the left of Rob (1); Carissa (0) to Rob's right. Range 1.
    CARISSA, ROB, ALEX, DAN = 0, 1, 2, 3
    s = table(["Carissa", "Rob", "Alex", "Dan", "Eve"], [1] * 5)
    witches = s.battlefield(ALEX, "Cuombajj Witches")
    rob_bear = s.battlefield(ROB, "Runeclaw Bear")
    s.battlefield(CARISSA, "Runeclaw Bear")
    s.battlefield(DAN, "Runeclaw Bear")
    g = s.start(ALEX, Step.MAIN1)
    s.activate("Cuombajj Witches", ("player", ROB))
    d = s.decision
    assert d.kind == "choose_player" and d.player == ALEX
    assert {o.value for o in d.options if o.kind == "player"} == {ROB, DAN}   # only opponents in Alex's range
    s.choose("player", value=ROB)
    d = s.decision
    assert d.kind == "target" and d.player == ROB
    # himself, Alex, or a creature controlled by either of them — not Carissa (out of Alex's range)
    assert option_values(s) == {("player", ROB), ("player", ALEX), ("obj", rob_bear), ("obj", witches)}
    s.choose("target", value=("player", ALEX))
    s.pass_until_resolved()
    assert g.players[ROB].life == 19 and g.players[ALEX].life == 19 and g.players[CARISSA].life == 20


def test_801_5a_a_chosen_player_must_be_in_range():
    s = table(FIVE, [1] * 5)
    s.hand(0, "Fact or Fiction")
    s.lands(0, "Island", 4)
    top(s, 0, "Shock", "Giant Growth", "Runeclaw Bear", "Island", "Forest")
    s.start(0, Step.MAIN1)
    s.cast("Fact or Fiction")
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "choose_player" and {o.value for o in d.options} == {1, 4}


def _opponent_chooses_one(ctx):
    """Test card: "An opponent chooses one — You draw two cards; or each creature you control gets +2/+2
    until end of turn." The engine's modal casting lets only the controller choose modes (700.2a), so this
    card asks at resolution: first the opponent (801.5a), then that opponent's choice between options."""
    g, me = ctx.g, ctx.controller
    who = ctx.ask(me, "choose_player", "choose the opponent who chooses",
                  [Option("player", g.players[q].name, q) for q in ctx.scope.choosing_opponents()], "801.5a").value
    mode = ctx.ask(who, "choose_mode", "choose one", [Option("mode", "you draw two cards", 0),
                                                      Option("mode", "each creature you control gets +2/+2", 1)],
                   "801.5b").value
    if mode == 0:
        draw(g, me, 2)
    else:
        Pump(2, 2, EachCreature(lambda c, o: c.g.controller(o) == c.controller)).run(ctx)


OPPONENT_CHOOSES = test_spell("Opponent's Choice Test", [Custom(_opponent_chooses_one)], types=("Sorcery",))


def test_801_5b_carissa_chooses_a_mode_that_affects_alex_out_of_her_range():
    # Alex (2, range 2) is to the left of Rob (1); Carissa (0, range 1) to Rob's right.
    CARISSA, ROB, ALEX = 0, 1, 2
    s = table(["Carissa", "Rob", "Alex", "Dan", "Eve", "Fay"], [1, 1, 2, 1, 1, 1],
              pool=default_pool().extended(OPPONENT_CHOOSES))
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    s.hand(ALEX, "Opponent's Choice Test")
    g = s.start(ALEX, Step.MAIN1)
    assert not Scope(g, CARISSA).in_range(ALEX) and Scope(g, ALEX).in_range(CARISSA)
    s.cast("Opponent's Choice Test")
    s.pass_until_resolved()
    assert {o.value for o in s.decision.options} == {0, 1, 3, 4}     # opponents within Alex's range 2
    s.choose("player", value=CARISSA)
    d = s.decision
    assert d.player == CARISSA and d.kind == "choose_mode" and len(d.options) == 2
    s.choose("mode", value=1)
    assert (s.chars(bear).power, s.chars(bear).toughness) == (4, 4)


def _emperor_table(**kw):
    # Two teams of three, the emperors (1 and 4) in the middle; everyone has range 1 (801.5c example).
    rules = MultiplayerRules("emperor", adjacent_only=True, team_hands="team", emperors=(1, 4))
    return table(SIX, [1] * 6, rules=rules, teams=[0, 0, 0, 1, 1, 1], **kw)


def test_801_5c_fact_or_fiction_nearest_opponent_to_the_left_separates_the_piles():
    EMPEROR, NEAREST_LEFT = 1, 3
    s = _emperor_table()
    s.hand(EMPEROR, "Fact or Fiction")
    s.lands(EMPEROR, "Island", 4)
    top(s, EMPEROR, "Shock", "Giant Growth", "Runeclaw Bear", "Island", "Forest")
    g = s.start(EMPEROR, Step.MAIN1)
    assert Scope(g, EMPEROR).opponents() == []
    s.cast("Fact or Fiction")
    s.pass_until_resolved()
    for i in range(5):
        d = s.decision
        assert d.kind == "pile" and d.player == NEAREST_LEFT
        s.choose("pile", value=1 if i < 2 else 2)
    d = s.decision
    assert d.kind == "choose_pile" and d.player == EMPEROR
    s.choose("pile", value=1)
    assert sorted(s.names(g.players[EMPEROR].hand)) == ["Giant Growth", "Shock"]


def test_801_5c_cuombajj_witches_with_no_opponent_in_range():
    EMPEROR, NEAREST_LEFT = 1, 3
    s = _emperor_table()
    s.battlefield(EMPEROR, "Cuombajj Witches")
    general_bear = s.battlefield(2, "Runeclaw Bear")
    s.battlefield(4, "Runeclaw Bear")
    g = s.start(EMPEROR, Step.MAIN1)
    s.activate("Cuombajj Witches", ("player", 0))
    d = s.decision
    assert d.kind == "target" and d.player == NEAREST_LEFT
    # within both the chooser's range (seats 2-4) and the emperor's (seats 0-2): only seat 2 and its creature
    assert option_values(s) == {("player", 2), ("obj", general_bear)}


# --------------------------------------------------------------------------- 801.6
def test_801_6_abilities_of_objects_outside_range_cant_be_activated():
    ALEX, DAN = 0, 3
    s = table(FIVE, [1] * 5)
    far = s.battlefield(DAN, "Cuombajj Witches")
    mine = s.battlefield(ALEX, "Cuombajj Witches", owner=DAN)     # owned out of range, but Alex controls it
    g = s.start(ALEX, Step.MAIN1)
    acts = [o.value[0] for o in s.decision.options if o.kind == "activate"]
    assert acts == [mine] and not Scope(g, ALEX).obj_in_range(far)
    pass_until_player(s, DAN)
    assert [o.value[0] for o in s.decision.options if o.kind == "activate"] == [far]   # in Dan's own range


# --------------------------------------------------------------------------- 801.7
def _aura(name, event, when, text):
    return CardDef(name=name, types=frozenset({"Enchantment"}), subtypes=frozenset({"Aura"}), enchant=CREATURE,
                   triggered=(when_event(event, when, [GainLife(1)], text=text),),
                   type_line="Enchantment — Aura", text=text)


def _enchanted_becomes_blocked(g, e, src):
    return e.obj == g.objects[src].attached_to


def _enchanted_blocked_by_a_creature(g, e, src):
    return e.source == g.objects[src].attached_to


BLOCKED_AURA = _aura("Blocked Aura Test", ev.BECOMES_BLOCKED, _enchanted_becomes_blocked,
                     "Whenever enchanted creature becomes blocked, you gain 1 life.")
BLOCKED_BY_AURA = _aura("Blocked By Aura Test", ev.BLOCKS, _enchanted_blocked_by_a_creature,
                        "Whenever enchanted creature becomes blocked by a creature, you gain 1 life.")
AURA_POOL = default_pool().extended(BLOCKED_AURA, BLOCKED_BY_AURA)


def _aura_table():
    # Rob (0); Alex (1) to Rob's left; Dan (2) to Alex's left, out of Rob's range. Range 1.
    s = table(["Rob", "Alex", "Dan", "Eve"], [1] * 4, pool=AURA_POOL)
    bear = s.battlefield(1, "Runeclaw Bear")
    s.battlefield(0, "Blocked Aura Test", attached_to=bear)
    s.battlefield(0, "Blocked By Aura Test", attached_to=bear)
    return s, bear


def test_801_7_only_the_aura_whose_event_is_entirely_in_range_triggers():
    ROB, ALEX, DAN = 0, 1, 2
    s, bear = _aura_table()
    blocker = s.battlefield(DAN, "Wall of Wood")
    g = s.start(ALEX, Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bear, DAN))                                          # the player to Alex's left
    s.pass_until_decision("declare_blockers")
    s.block((blocker, bear))
    stack = g.turns[0].stack
    assert [(it.name, it.controller) for it in stack] == [("Blocked Aura Test", ROB)]
    s.pass_until_resolved()
    assert g.players[ROB].life == 21


def test_801_7_both_auras_trigger_when_the_blocker_is_in_range():
    ROB, ALEX = 0, 1
    s, bear = _aura_table()
    blocker = s.battlefield(ROB, "Wall of Wood")
    g = s.start(ALEX, Step.MAIN1)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bear, ROB))
    s.pass_until_decision("declare_blockers")
    s.block((blocker, bear))
    if s.decision.kind == "order_triggers":
        s.choose("trigger")
    assert sorted(it.name for it in g.turns[0].stack) == ["Blocked Aura Test", "Blocked By Aura Test"]


def test_801_7a_extractor_demon_only_carissas_triggers():
    # Alex (0) and Carissa (2) are out of each other's range; Rob (1) sits between them. Range 1.
    ALEX, ROB, CARISSA, DAN = 0, 1, 2, 3
    s = table(FIVE, [1] * 5)
    s.battlefield(ALEX, "Extractor Demon")
    s.battlefield(CARISSA, "Extractor Demon")
    bear = s.battlefield(CARISSA, "Runeclaw Bear", owner=ALEX)
    s.lands(ROB, "Mountain", 1)
    s.hand(ROB, "Shock")
    s.library(DAN, "Island", "Island")
    g = s.start(ROB, Step.MAIN1)
    assert not Scope(g, ALEX).in_range(CARISSA)
    s.cast("Shock", bear)
    s.pass_until_resolved()
    assert zone(s, "Runeclaw Bear") == [GRAVEYARD]
    assert any(s.g.objects[i].card.name == "Runeclaw Bear" for i in g.players[ALEX].graveyard)
    d = s.decision
    assert d.kind == "target" and d.player == CARISSA and "Extractor Demon" in d.prompt
    s.choose("target", value=("player", DAN))
    stack = g.turns[0].stack
    assert [(it.name, it.controller) for it in stack] == [("Extractor Demon", CARISSA)]
    before = len(g.players[DAN].library)
    s.pass_until_resolved()
    s.choose("yes")
    assert len(g.players[DAN].library) == before - 2


# --------------------------------------------------------------------------- 801.8
def test_801_8_aura_whose_object_leaves_its_controllers_range_goes_to_the_graveyard():
    # Rob (0) enchants Alex's (1) Bear with Pacifism; Carissa (2), out of Rob's range, takes the Bear.
    ROB, ALEX, CARISSA = 0, 1, 2
    s = table(FIVE, [1] * 5)
    bear = s.battlefield(ALEX, "Runeclaw Bear")
    pacifism = s.battlefield(ROB, "Pacifism", attached_to=bear)
    s.lands(CARISSA, "Mountain", 3)
    s.hand(CARISSA, "Threaten")
    g = s.start(CARISSA, Step.MAIN1)
    assert g.objects[pacifism].zone == BATTLEFIELD                # legal while Alex controls the Bear
    s.cast("Threaten", bear)
    s.pass_until_resolved()
    assert g.controller(bear) == CARISSA
    assert zone(s, "Pacifism") == [GRAVEYARD]
    assert any(g.objects[i].card.name == "Pacifism" for i in g.players[ROB].graveyard)


def test_801_8_aura_cant_enchant_out_of_range_and_is_removed_if_attached_there():
    ROB, DAN = 0, 3
    s = table(FIVE, [1] * 5)
    far_bear = s.battlefield(DAN, "Runeclaw Bear")
    near_bear = s.battlefield(1, "Runeclaw Bear")
    s.battlefield(ROB, "Pacifism", attached_to=far_bear)          # put there directly, out of Rob's range
    s.lands(ROB, "Plains", 2)
    s.hand(ROB, "Pacifism")
    g = s.start(ROB, Step.MAIN1)
    assert [z for z, _ in s.zone_of("Pacifism")].count(GRAVEYARD) == 1      # 704.5m as a state-based action
    s.choose("cast", label="cast Pacifism")
    assert option_values(s) == {("obj", near_bear)}


# --------------------------------------------------------------------------- 801.10
def test_801_10_pyroclasm_only_hits_creatures_in_range():
    s = table(SIX, [1] * 6)
    bears = [s.battlefield(p, "Runeclaw Bear") for p in range(6)]
    s.lands(0, "Mountain", 2)
    s.hand(0, "Pyroclasm")
    g = s.start(0, Step.MAIN1)
    s.cast("Pyroclasm")
    s.pass_until_resolved()
    alive = [b in g.objects and g.objects[b].zone == BATTLEFIELD for b in bears]
    assert alive == [False, False, True, True, True, False]       # Alex, his left and his right
    assert all(g.objects[b].damage == 0 for b in bears[2:5])


# --------------------------------------------------------------------------- 801.11
def test_801_11_coat_of_arms_boosts_alexs_creatures_counting_only_creatures_in_his_range():
    ALEX, LEFT, FAR, ROB = 0, 1, 3, 5
    s = table(SIX, [1] * 6)
    s.battlefield(ALEX, "Coat of Arms")
    mine = s.battlefield(ALEX, "Runeclaw Bear")
    s.battlefield(LEFT, "Runeclaw Bear")
    s.battlefield(FAR, "Runeclaw Bear")
    s.battlefield(FAR, "Runeclaw Bear")
    s.battlefield(ROB, "Runeclaw Bear")
    s.start(ALEX, Step.MAIN1)
    assert (s.chars(mine).power, s.chars(mine).toughness) == (4, 4)   # the two neighbours' Bears, not seat 3's


def test_801_11_coat_of_arms_boosts_robs_creatures_with_creatures_out_of_robs_range():
    ALEX, LEFT, FAR, ROB = 0, 1, 3, 5                             # Rob sits to Alex's right
    s = table(SIX, [1] * 6)
    s.battlefield(ALEX, "Coat of Arms")
    s.battlefield(ALEX, "Runeclaw Bear")
    left_bear = s.battlefield(LEFT, "Runeclaw Bear")
    far_bear = s.battlefield(FAR, "Runeclaw Bear")
    robs = s.battlefield(ROB, "Runeclaw Bear")
    g = s.start(ALEX, Step.MAIN1)
    assert not Scope(g, ROB).obj_in_range(left_bear)
    assert s.chars(robs).power == 4                               # Alex's and the left player's Bears count
    assert s.chars(far_bear).power == 2                           # out of Alex's range: not affected


# --------------------------------------------------------------------------- 801.12
def _world(name):
    return CardDef(name=name, types=frozenset({"Enchantment"}), supertypes=frozenset({"World"}),
                   type_line="World Enchantment", text="(test world enchantment)")


WORLDS = default_pool().extended(_world("World Test A"), _world("World Test B"), _world("World Test C"))


def test_801_12_world_rule_without_range_keeps_only_the_newest():
    s = Scenario(3, pool=WORLDS)
    s.battlefield(0, "World Test A")
    newer = s.battlefield(2, "World Test B")
    g = s.start(0, Step.MAIN1)
    assert zone(s, "World Test A") == [GRAVEYARD]                 # 704.5k
    assert g.objects[newer].zone == BATTLEFIELD


def test_801_12_world_rule_tie_puts_all_into_graveyards():
    s = Scenario(2, pool=WORLDS)
    a = s.battlefield(0, "World Test A")
    b = s.battlefield(1, "World Test B")
    s.g.objects[b].timestamp = s.g.objects[a].timestamp
    s.start(0, Step.MAIN1)
    assert zone(s, "World Test A") == [GRAVEYARD] and zone(s, "World Test B") == [GRAVEYARD]


def test_801_12_world_rule_applies_only_to_world_permanents_in_range():
    ALEX, ROB, DAN = 0, 1, 3
    s = table(FIVE, [1] * 5, pool=WORLDS)
    old = s.battlefield(ALEX, "World Test A")
    far = s.battlefield(DAN, "World Test B")
    newest = s.hand(ROB, "World Test C")
    g = s.start(ALEX, Step.MAIN1)
    assert g.objects[old].zone == BATTLEFIELD and g.objects[far].zone == BATTLEFIELD   # out of each other's range
    put_onto_battlefield(g, newest, controller=ROB)
    s.refresh()
    # Rob's newer world is in Alex's range (Alex's goes) but not in Dan's (Dan's stays).
    assert zone(s, "World Test A") == [GRAVEYARD]
    assert zone(s, "World Test B") == [BATTLEFIELD] and zone(s, "World Test C") == [BATTLEFIELD]


# --------------------------------------------------------------------------- 801.13
def test_801_13a_lava_axe_redirected_by_captains_maneuver_outside_alexs_range():
    ALEX, ROB, CARISSA = 0, 1, 2
    s = table(FIVE, [1] * 5)
    s.lands(ALEX, "Mountain", 5)
    s.hand(ALEX, "Lava Axe")
    s.lands(ROB, "Mountain", 4)
    s.lands(ROB, "Plains", 1)
    s.hand(ROB, "Captain's Maneuver")
    g = s.start(ALEX, Step.MAIN1)
    assert Scope(g, ROB).in_range(CARISSA) and not Scope(g, ALEX).in_range(CARISSA)
    s.cast("Lava Axe", ("player", ROB))
    pass_until_player(s, ROB)
    s.cast("Captain's Maneuver", ("player", ROB), ("player", CARISSA), x=3)
    s.pass_until_resolved()
    assert g.players[ROB].life == 18 and g.players[CARISSA].life == 20
    assert any(e.rule == "801.13a" for e in g.events)


PREVENT_BY_CREATURES = CardDef(
    name="Creature Peace Test", types=frozenset({"Enchantment"}), type_line="Enchantment",
    static=(rule_static("prevent_damage_by_creatures", "Prevent all damage that would be dealt by creatures."),),
    text="Prevent all damage that would be dealt by creatures.")
MENDING_HANDS = test_spell("Mending Hands Test", [PreventNext(4)], [ANY])
PREVENTION_POOL = default_pool().extended(PREVENT_BY_CREATURES, MENDING_HANDS)


def _attack(s, attacker, defender, blocker=None):
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((attacker, defender))
    if blocker is not None:
        s.pass_until_decision("declare_blockers")
        s.block((blocker, attacker))


def test_801_13b_prevention_of_damage_by_creatures_ignores_carissas_creature():
    ALEX, ROB, CARISSA = 0, 1, 2
    s = table(FIVE, [1] * 5, pool=PREVENTION_POOL)
    s.battlefield(ALEX, "Creature Peace Test")
    bear = s.battlefield(CARISSA, "Runeclaw Bear")
    g = s.start(CARISSA, Step.MAIN1)
    _attack(s, bear, ROB)
    s.pass_until(Step.END_COMBAT)
    assert g.players[ROB].life == 18


def test_801_13b_prevention_of_damage_by_creatures_applies_to_sources_in_range():
    ALEX, ROB, CARISSA = 0, 1, 2
    s = table(FIVE, [1] * 5, pool=PREVENTION_POOL)
    s.battlefield(ALEX, "Creature Peace Test")
    bear = s.battlefield(ROB, "Runeclaw Bear")
    g = s.start(ROB, Step.MAIN1)
    _attack(s, bear, CARISSA)                                      # Rob is in Alex's range: prevented
    s.pass_until(Step.END_COMBAT)
    assert g.players[CARISSA].life == 20


def test_801_13b_mending_hands_prevents_carissas_lightning_blast_to_rob():
    ALEX, ROB, CARISSA = 0, 1, 2
    s = table(FIVE, [1] * 5, pool=PREVENTION_POOL)
    s.lands(CARISSA, "Mountain", 4)
    s.hand(CARISSA, "Lightning Blast")
    s.hand(ALEX, "Mending Hands Test")
    g = s.start(CARISSA, Step.MAIN1)
    s.cast("Lightning Blast", ("player", ROB))
    pass_until_player(s, ALEX)
    s.cast("Mending Hands Test", ("player", ROB))
    s.pass_until_resolved()
    assert g.players[ROB].life == 20


def test_801_13b_holy_day_doesnt_stop_combat_damage_between_carissa_and_rob():
    ALEX, ROB, CARISSA = 0, 1, 2
    s = table(FIVE, [1] * 5)
    s.lands(ALEX, "Plains", 1)
    s.hand(ALEX, "Holy Day")
    attacker = s.battlefield(CARISSA, "Runeclaw Bear")
    blocker = s.battlefield(ROB, "Runeclaw Bear")
    g = s.start(CARISSA, Step.MAIN1)
    _attack(s, attacker, ROB, blocker)
    pass_until_player(s, ALEX)
    s.cast("Holy Day")
    s.pass_until_resolved()
    s.pass_until(Step.END_COMBAT)
    assert zone(s, "Runeclaw Bear") == [GRAVEYARD, GRAVEYARD]      # they dealt damage to each other
    assert attacker not in g.objects and blocker not in g.objects


def test_801_13b_holy_day_stops_combat_damage_when_both_sides_are_in_range():
    ALEX, ROB = 0, 1
    s = table(FIVE, [1] * 5)
    s.lands(ALEX, "Plains", 1)
    s.hand(ALEX, "Holy Day")
    attacker = s.battlefield(ROB, "Runeclaw Bear")
    g = s.start(ROB, Step.MAIN1)
    _attack(s, attacker, ALEX)
    pass_until_player(s, ALEX)
    s.cast("Holy Day")
    s.pass_until_resolved()
    s.pass_until(Step.END_COMBAT)
    assert g.players[ALEX].life == 20


# --------------------------------------------------------------------------- 801.14
def test_801_14_test_of_endurance_makes_only_opponents_in_range_lose():
    ALEX = 0
    s = table(FIVE, [1] * 5)
    s.battlefield(ALEX, "Test of Endurance")
    s.life(ALEX, 50)
    g = s.start(ALEX, Step.UPKEEP, run_step_actions=True)
    assert [it.name for it in g.turns[0].stack] == ["Test of Endurance"]
    s.pass_until_resolved()
    assert [p.left for p in g.players] == [False, True, False, False, True]
    assert g.players[1].lost and g.players[4].lost
    assert not g.over and not g.players[ALEX].won


# --------------------------------------------------------------------------- 801.15
DRAW_SPELL = test_spell("Stalemate Test", [Custom(lambda ctx: draw_effect(ctx.g, ctx.controller))])


def test_801_15_a_draw_effect_ends_the_game_only_for_players_in_range():
    s = table(SIX, [1] * 6, pool=default_pool().extended(DRAW_SPELL))
    s.hand(0, "Stalemate Test")
    g = s.start(0, Step.MAIN1)
    s.cast("Stalemate Test")
    s.pass_until_resolved()
    assert [p.left for p in g.players] == [True, True, False, False, False, True]
    assert all(g.players[q].drew_game and not g.players[q].lost for q in (0, 1, 5))
    assert not g.over                                              # Carissa, Dan and Eve play on
    assert g.in_game() == [2, 3, 4]
