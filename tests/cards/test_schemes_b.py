"""Schemes of the 2010 Archenemy product, second batch (manamelee/cards/sets/schemes_archenemy_2010_b.py).

Each scheme is set in motion by the 904.9 turn-based action in a Scenario with the Archenemy (or
Supervillain Rumble) hooks, and its effect is checked; ongoing schemes are checked for their trigger and
for the condition that abandons them (701.26)."""
from manamelee.engine import events as ev
from manamelee.engine.constants import Step
from manamelee.engine.schemes import ABANDON, SET_IN_MOTION, set_in_motion
from manamelee.multiplayer import MultiplayerRules, hooks_for
from manamelee.scenario import Scenario

ARCH, BIANCA, CARMEN, DAN = 0, 1, 2, 3


def archenemy(n: int = 3) -> Scenario:
    """Arch alone on team 0 against a team of the others sharing turns (904.2)."""
    names = ["Arch", "Bianca", "Carmen", "Dan"][:n]
    rules = MultiplayerRules("archenemy", shared_turns=True, team_hands="team", archenemies=(0,),
                             starting="archenemy")
    return Scenario(names, teams=[0] + [1] * (n - 1), hooks=hooks_for(rules))


def rumble(n: int = 3) -> Scenario:
    """Supervillain Rumble (904.12): Free-for-All, every player an archenemy."""
    names = ["Arch", "Bianca", "Carmen", "Dan"][:n]
    rules = MultiplayerRules("supervillain-rumble", "multiple", archenemies=tuple(range(n)))
    return Scenario(names, hooks=hooks_for(rules))


def set_scheme(s: Scenario, *names: str, player: int = ARCH):
    """Start the archenemy's turn at its precombat main phase: 904.9 sets the top scheme in motion."""
    s.scheme_deck(player, *names)
    return s.start(active=player, step=Step.MAIN1, run_step_actions=True)


def scheme_id(s: Scenario, name: str) -> int:
    return next(o.id for o in s.g.objects.values() if o.card.name == name)


def resolve(s: Scenario) -> None:
    """Pass priority (archenemy, then the team) until the scheme's trigger resolves or asks something."""
    s.pass_until_resolved()


def choose_target(s: Scenario, ref) -> None:
    assert s.decision.kind == "target"
    s.choose("target", value=ref)


# ----------------------------------------------------------------------------- The Fate of the Flammable
def test_card_fate_of_the_flammable_self_deals_6_to_the_target_opponent():
    s = archenemy(3)
    g = set_scheme(s, "The Fate of the Flammable")
    assert any(e.kind == SET_IN_MOTION and e.rule == "904.9" for e in g.events)
    choose_target(s, ("player", BIANCA))
    resolve(s)
    assert s.decision.kind == "choose_mode" and s.decision.player == BIANCA    # the target opponent chooses
    s.choose(value="self")
    assert [p.life for p in g.players] == [40, 14, 20]


def test_card_fate_of_the_flammable_others_deals_3_to_each_other_opponent():
    s = archenemy(4)
    g = set_scheme(s, "The Fate of the Flammable")
    choose_target(s, ("player", CARMEN))
    resolve(s)
    s.choose(value="others")
    assert [p.life for p in g.players] == [40, 17, 20, 17]
    # 904.10: a non-ongoing scheme goes face down to the bottom of the scheme deck once its ability is done
    assert g.objects[scheme_id(s, "The Fate of the Flammable")].face_down


# ----------------------------------------------------------------------------- Feed the Machine
def test_card_feed_the_machine_self_sacrifices_two_creatures_of_the_players_choice():
    s = archenemy(3)
    bears = [s.battlefield(BIANCA, "Grizzly Bears"), s.battlefield(BIANCA, "Hill Giant"),
             s.battlefield(BIANCA, "Air Elemental")]
    carmen = s.battlefield(CARMEN, "Grizzly Bears")
    set_scheme(s, "Feed the Machine")
    choose_target(s, ("player", BIANCA))
    resolve(s)
    s.choose(value="self")
    d = s.decision
    assert d.kind == "sacrifice" and d.player == BIANCA
    s.choose(value=bears[0])
    s.choose(value=bears[1])
    g = s.g
    assert bears[2] in g.battlefield and carmen in g.battlefield
    assert bears[0] not in g.battlefield and bears[1] not in g.battlefield
    assert [g.name(c) for c in g.players[BIANCA].graveyard] == ["Grizzly Bears", "Hill Giant"]


def test_card_feed_the_machine_others_each_other_opponent_sacrifices_a_creature():
    s = archenemy(4)
    b = s.battlefield(BIANCA, "Grizzly Bears")
    c1, c2 = s.battlefield(CARMEN, "Grizzly Bears"), s.battlefield(CARMEN, "Hill Giant")
    d1 = s.battlefield(DAN, "Hill Giant")
    mine = s.battlefield(ARCH, "Grizzly Bears")
    set_scheme(s, "Feed the Machine")
    choose_target(s, ("player", BIANCA))
    resolve(s)
    s.choose(value="others")
    assert s.decision.player == CARMEN                 # Dan has one creature: no choice to make
    s.choose(value=c2)
    g = s.g
    assert b in g.battlefield and c1 in g.battlefield and mine in g.battlefield
    assert c2 not in g.battlefield and d1 not in g.battlefield


# ----------------------------------------------------------------------------- May Civilization Collapse
def test_card_may_civilization_collapse_self_sacrifices_two_lands():
    s = archenemy(3)
    lands = s.lands(BIANCA, "Forest", 3)
    s.lands(CARMEN, "Island", 2)
    set_scheme(s, "May Civilization Collapse")
    choose_target(s, ("player", BIANCA))
    resolve(s)
    s.choose(value="self")
    s.choose(value=lands[2])
    s.choose(value=lands[0])
    g = s.g
    assert [o for o in g.battlefield if g.controller(o) == BIANCA] == [lands[1]]
    assert len([o for o in g.battlefield if g.controller(o) == CARMEN]) == 2


def test_card_may_civilization_collapse_others_each_other_opponent_sacrifices_a_land():
    s = archenemy(3)
    s.lands(BIANCA, "Forest", 2)
    islands = s.lands(CARMEN, "Island", 2)
    set_scheme(s, "May Civilization Collapse")
    choose_target(s, ("player", BIANCA))
    resolve(s)
    s.choose(value="others")
    assert s.decision.kind == "sacrifice" and s.decision.player == CARMEN
    s.choose(value=islands[1])
    g = s.g
    assert len([o for o in g.battlefield if g.controller(o) == BIANCA]) == 2
    assert [o for o in g.battlefield if g.controller(o) == CARMEN] == [islands[0]]


# ----------------------------------------------------------------------------- Which of You Burns Brightest?
def test_card_which_of_you_burns_brightest_pays_x_and_deals_x_to_the_player_and_their_creatures():
    s = archenemy(3)
    mountains = s.lands(ARCH, "Mountain", 3)
    bear = s.battlefield(BIANCA, "Grizzly Bears")
    giant = s.battlefield(BIANCA, "Hill Giant")
    other = s.battlefield(CARMEN, "Grizzly Bears")
    mine = s.battlefield(ARCH, "Grizzly Bears")
    g = set_scheme(s, "Which of You Burns Brightest?")
    d = s.decision
    assert ("player", ARCH) not in [o.value for o in d.options]     # target opponent (or planeswalker)
    choose_target(s, ("player", BIANCA))
    resolve(s)
    d = s.decision
    assert d.kind == "choose_x" and [o.value for o in d.options] == [None, 0, 1, 2, 3]
    s.choose("x", value=2)
    assert g.players[BIANCA].life == 18
    assert bear not in g.battlefield                  # 2 damage to a 2/2
    assert g.objects[giant].damage == 2
    assert other in g.battlefield and g.objects[other].damage == 0
    assert g.objects[mine].damage == 0
    assert sum(g.objects[m].tapped for m in mountains) == 2    # {X} was paid with two Mountains


def test_card_which_of_you_burns_brightest_does_nothing_if_x_is_not_paid():
    s = archenemy(3)
    s.lands(ARCH, "Mountain", 2)
    bear = s.battlefield(BIANCA, "Grizzly Bears")
    g = set_scheme(s, "Which of You Burns Brightest?")
    choose_target(s, ("player", BIANCA))
    resolve(s)
    s.choose("cancel")
    assert g.players[BIANCA].life == 20 and g.objects[bear].damage == 0


# ----------------------------------------------------------------------------- My Genius Knows No Bounds
def test_card_my_genius_knows_no_bounds_gains_x_life_and_draws_x_cards():
    s = archenemy(3)
    s.lands(ARCH, "Swamp", 3)
    s.library(ARCH, "Forest", "Forest", "Forest", "Forest")
    g = set_scheme(s, "My Genius Knows No Bounds")
    resolve(s)
    s.choose("x", value=3)
    assert g.players[ARCH].life == 43
    assert len(g.players[ARCH].hand) == 3 and len(g.players[ARCH].library) == 1


def test_card_my_genius_knows_no_bounds_declined_does_nothing():
    s = archenemy(3)
    s.lands(ARCH, "Swamp", 3)
    s.library(ARCH, "Forest", "Forest")
    g = set_scheme(s, "My Genius Knows No Bounds")
    resolve(s)
    s.choose("cancel")
    assert g.players[ARCH].life == 40 and not g.players[ARCH].hand
    assert not any(g.objects[o].tapped for o in g.battlefield)


# ----------------------------------------------------------------------------- Your Will Is Not Your Own
def test_card_your_will_is_not_your_own_steals_untaps_and_pumps_until_end_of_turn():
    s = archenemy(3)
    bear = s.battlefield(BIANCA, "Grizzly Bears", tapped=True)
    mine = s.battlefield(ARCH, "Hill Giant")
    g = set_scheme(s, "Your Will Is Not Your Own")
    assert ("obj", mine) not in [o.value for o in s.decision.options]    # a creature an opponent controls
    choose_target(s, ("obj", bear))
    resolve(s)
    ch = g.chars(bear)
    assert ch.controller == ARCH and not g.objects[bear].tapped
    assert (ch.power, ch.toughness) == (5, 5)
    assert {"Trample", "Haste"} <= ch.keywords
    s.pass_until(Step.DECLARE_ATTACKERS)
    assert s.decision.kind == "declare_attackers"
    assert bear in [o.value for o in s.decision.options]        # haste: it can attack this turn
    s.choose("done")
    s.pass_until(Step.UPKEEP)                                    # the team's turn: "until end of turn" is over
    assert g.turns[0].active == BIANCA
    ch = g.chars(bear)
    assert ch.controller == BIANCA and (ch.power, ch.toughness) == (2, 2) and "Trample" not in ch.keywords


# ----------------------------------------------------------------------------- Embrace My Diabolical Vision
def test_card_embrace_my_diabolical_vision_shuffles_hands_and_graveyards_then_7_and_4_cards():
    s = archenemy(3)
    s.hand(ARCH, "Shock")
    s.graveyard(ARCH, "Grizzly Bears")
    s.library(ARCH, *["Mountain"] * 8)
    s.hand(BIANCA, "Shock", "Opt")
    s.graveyard(BIANCA, "Murder", "Hill Giant", "Opt")
    s.library(BIANCA, *["Island"] * 2)
    s.library(CARMEN, *["Island"] * 5)
    g = set_scheme(s, "Embrace My Diabolical Vision")
    resolve(s)
    pa, pb, pc = g.players
    assert not pa.graveyard and not pb.graveyard
    assert len(pa.hand) == 7 and len(pa.library) == 10 - 7
    assert len(pb.hand) == 4 and len(pb.library) == 7 - 4
    assert len(pc.hand) == 4 and len(pc.library) == 1
    assert sum(1 for e in g.events if e.kind == ev.SHUFFLE or "shuffles their library" in e.text) >= 3


# ----------------------------------------------------------------------------- Evil Comes to Fruition
def test_card_evil_comes_to_fruition_seven_plants_with_fewer_than_ten_lands():
    s = archenemy(3)
    s.lands(ARCH, "Forest", 9)
    g = set_scheme(s, "Evil Comes to Fruition")
    resolve(s)
    plants = s.on_battlefield("Plant", ARCH)
    assert len(plants) == 7 and not s.on_battlefield("Elemental")
    ch = g.chars(plants[0])
    assert (ch.power, ch.toughness, ch.colors, ch.subtypes) == (0, 1, frozenset("G"), frozenset({"Plant"}))


def test_card_evil_comes_to_fruition_seven_elementals_instead_with_ten_lands():
    s = archenemy(3)
    s.lands(ARCH, "Forest", 10)
    g = set_scheme(s, "Evil Comes to Fruition")
    resolve(s)
    elementals = s.on_battlefield("Elemental", ARCH)
    assert len(elementals) == 7 and not s.on_battlefield("Plant")
    assert (g.chars(elementals[0]).power, g.chars(elementals[0]).toughness) == (3, 3)


# ----------------------------------------------------------------------------- Every Hope Shall Vanish
def test_card_every_hope_shall_vanish_you_choose_a_nonland_card_from_each_opponent_hand():
    s = archenemy(4)
    shock, forest = s.hand(BIANCA, "Shock", "Forest")
    s.hand(CARMEN, "Island")                         # no nonland card: nothing to choose
    opt, bolt = s.hand(DAN, "Opt", "Lightning Bolt")
    g = set_scheme(s, "Every Hope Shall Vanish")
    resolve(s)
    d = s.decision
    assert d.kind == "discard" and d.player == ARCH
    assert [o.value for o in d.options] == [shock]   # lands can't be chosen
    s.choose(value=shock)
    assert s.decision.player == ARCH and [o.value for o in s.decision.options] == [opt, bolt]
    s.choose(value=bolt)
    assert [g.name(c) for c in g.players[BIANCA].hand] == ["Forest"]
    assert [g.name(c) for c in g.players[CARMEN].hand] == ["Island"]
    assert [g.name(c) for c in g.players[DAN].hand] == ["Opt"]
    assert [g.name(c) for c in g.players[DAN].graveyard] == ["Lightning Bolt"]
    assert any("Bianca reveals their hand: Shock, Forest" in line for line in g.log)


# ----------------------------------------------------------------------------- Rotted Ones, Lay Siege
def _drive_to_next_arch_attack(s: Scenario) -> None:
    """Pass everything (the team's turn too) until the archenemy's next declare-attackers decision."""
    g = s.g
    first = g.turns[0].number
    for _ in range(400):
        d = s.decision
        t = g.turns[0]
        if d.kind == "declare_attackers" and t.active == ARCH and t.number > first:
            return
        if d.kind == "choose_x":
            s.choose("cancel")
        elif d.kind in ("declare_attackers", "declare_blockers"):
            s.choose("done")
        else:
            s.choose("pass")
    raise AssertionError("never reached the archenemy's next declare attackers step")


def test_card_rotted_ones_lay_siege_zombie_per_opponent_attacks_that_player_if_able_508_1d():
    s = archenemy(3)
    for p in range(3):
        s.library(p, *["Forest"] * 6)
    bear = s.battlefield(ARCH, "Grizzly Bears")
    g = set_scheme(s, "Rotted Ones, Lay Siege", "My Genius Knows No Bounds")
    resolve(s)
    zombies = s.on_battlefield("Zombie", ARCH)
    assert len(zombies) == 2
    assert sorted(g.objects[z].note["must_attack"] for z in zombies) == [BIANCA, CARMEN]
    assert all((g.chars(z).power, g.chars(z).toughness, g.chars(z).colors) == (2, 2, frozenset("B"))
               for z in zombies)
    _drive_to_next_arch_attack(s)
    # 508.1d: the Zombies are already declared (attacking their players); only the bear is a free choice
    assert [o.value for o in s.decision.options if o.kind == "attacker"] == [bear]
    s.choose("done")
    attackers = g.turns[0].combat.attackers
    assert {z: attackers[z] for z in zombies} == {z: ("player", g.objects[z].note["must_attack"]) for z in zombies}
    assert bear not in attackers


# ----------------------------------------------------------------------------- My Undead Horde Awakens
def _to_arch_end_step(s: Scenario) -> None:
    s.pass_until(Step.END)
    assert s.g.turns[0].active == ARCH


def test_card_my_undead_horde_awakens_returns_a_creature_card_from_an_opponents_graveyard():
    s = archenemy(3)
    theirs = s.graveyard(BIANCA, "Hill Giant")
    mine = s.graveyard(ARCH, "Grizzly Bears")
    g = set_scheme(s, "My Undead Horde Awakens")
    sid = scheme_id(s, "My Undead Horde Awakens")
    assert not g.objects[sid].face_down                       # ongoing: stays face up (904.11)
    s.pass_until_resolved()
    _to_arch_end_step(s)
    d = s.decision
    assert d.kind == "target"
    assert [o.value for o in d.options] == [("obj", theirs)]   # not the archenemy's own graveyard
    s.choose("target", value=("obj", theirs))
    s.pass_until_decision("yes_no")
    s.choose(value=True)
    giant = s.on_battlefield("Hill Giant")
    assert len(giant) == 1 and g.controller(giant[0]) == ARCH and g.objects[giant[0]].owner == BIANCA
    assert mine in g.players[ARCH].graveyard
    assert not g.objects[sid].face_down


def test_card_my_undead_horde_awakens_is_abandoned_when_its_creature_dies():
    s = archenemy(3)
    s.graveyard(BIANCA, "Hill Giant")
    other = s.battlefield(ARCH, "Grizzly Bears")
    s.lands(BIANCA, "Swamp", 6)
    s.hand(BIANCA, "Murder", "Murder")
    g = set_scheme(s, "My Undead Horde Awakens", "Feed the Machine")
    sid = scheme_id(s, "My Undead Horde Awakens")
    s.pass_until_resolved()
    _to_arch_end_step(s)
    s.choose("target", value=s.decision.options[0].value)
    s.pass_until_decision("yes_no")
    s.choose(value=True)
    giant = s.on_battlefield("Hill Giant")[0]
    # another creature of the archenemy dying does not abandon it
    s.pass_until_decision("priority")
    while s.decision.player != BIANCA:
        s.pass_priority()
    s.cast("Murder", other)
    s.pass_until_resolved()
    assert other not in g.battlefield and not g.objects[sid].face_down
    assert not any(e.kind == ABANDON for e in g.events)
    # the creature put onto the battlefield with this scheme dies: abandon it (701.26b)
    while s.decision.player != BIANCA:
        s.pass_priority()
    s.cast("Murder", giant)
    s.pass_until_resolved()
    assert giant not in g.battlefield
    s.pass_until_resolved()
    assert g.objects[sid].face_down and g.players[ARCH].scheme_deck[-1] == sid
    assert any(e.kind == ABANDON and e.rule == "701.26b" for e in g.events)


# ----------------------------------------------------------------------------- Nature Shields Its Own
def nature_shields(n: int = 3):
    """Supervillain Rumble, Arch's Nature Shields Its Own face up; Bianca's turn at declare attackers."""
    s = rumble(n)
    s.scheme_deck(ARCH, "Nature Shields Its Own")
    set_in_motion(s.g, ARCH)
    return s


def test_card_nature_shields_its_own_plant_blocks_each_unblocked_attacker_of_the_defending_player_509_4():
    s = nature_shields(3)
    a1, a2 = s.battlefield(BIANCA, "Grizzly Bears"), s.battlefield(BIANCA, "Hill Giant")
    a3 = s.battlefield(BIANCA, "Air Elemental")
    wall = s.battlefield(ARCH, "Horned Turtle")
    g = s.start(active=BIANCA, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    life = [p.life for p in g.players]
    s.attack((a1, ARCH), (a2, ARCH), (a3, CARMEN))
    s.pass_until_decision("declare_blockers")
    assert s.decision.player == CARMEN or s.decision.player == ARCH
    while s.decision.kind == "declare_blockers":
        if s.decision.player == ARCH:
            s.block((wall, a2))
        else:
            s.choose("done")
    # one trigger: the bear attacks Arch and isn't blocked; the elemental attacking Carmen doesn't count
    s.pass_until_resolved()
    plants = s.on_battlefield("Plant", ARCH)
    assert len(plants) == 1
    c = g.turns[0].combat
    assert c.blockers[plants[0]] == [a1] and a1 in c.was_blocked and a3 not in c.was_blocked
    s.pass_until(Step.END_COMBAT)
    assert g.players[ARCH].life == life[ARCH]        # the bear's damage went to the Plant
    assert g.players[CARMEN].life == life[CARMEN] - 4
    assert not s.on_battlefield("Plant")             # 2 damage killed the 0/1 Plant
    assert not g.objects[scheme_id(s, "Nature Shields Its Own")].face_down   # fewer than four attackers


def test_card_nature_shields_its_own_abandoned_at_end_of_combat_when_four_creatures_attack_you():
    s = nature_shields(3)
    bears = [s.battlefield(BIANCA, "Grizzly Bears") for _ in range(4)]
    g = s.start(active=BIANCA, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    sid = scheme_id(s, "Nature Shields Its Own")
    life = g.players[ARCH].life
    s.attack(*[(b, ARCH) for b in bears])
    s.pass_until(Step.DECLARE_BLOCKERS)
    while s.decision.kind == "order_triggers":                 # four Plant triggers (603.3b)
        s.choose("trigger")
    s.pass_until_resolved()
    assert len(s.on_battlefield("Plant", ARCH)) == 4           # the ongoing scheme still works this combat
    assert not g.objects[sid].face_down
    assert any(d.text.startswith("abandon Nature Shields Its Own") for d in g.delayed)
    s.pass_until(Step.END_COMBAT)
    s.pass_until_resolved()
    assert g.objects[sid].face_down and g.players[ARCH].scheme_deck == [sid]
    assert any(e.kind == ABANDON and e.rule == "701.26b" for e in g.events)
    assert g.players[ARCH].life == life                        # every bear was blocked by a Plant


def test_card_which_of_you_burns_brightest_on_a_planeswalker_hits_its_controllers_creatures():
    from manamelee.cards.pool import default_pool
    from manamelee.engine.definitions import CardDef
    walker = CardDef(name="Test Walker", types=frozenset({"Planeswalker"}), loyalty=5,
                     type_line="Planeswalker — Test")
    s = Scenario(["Arch", "Bianca", "Carmen"], teams=[0, 1, 1], pool=default_pool().extended(walker),
                 hooks=hooks_for(MultiplayerRules("archenemy", shared_turns=True, team_hands="team",
                                                  archenemies=(0,), starting="archenemy")))
    s.lands(ARCH, "Mountain", 2)
    pw = s.battlefield(BIANCA, "Test Walker")
    bear = s.battlefield(BIANCA, "Grizzly Bears")
    other = s.battlefield(CARMEN, "Grizzly Bears")
    g = set_scheme(s, "Which of You Burns Brightest?")
    choose_target(s, ("obj", pw))
    resolve(s)
    s.choose("x", value=2)
    assert g.objects[pw].counters["loyalty"] == 3
    assert bear not in g.battlefield and other in g.battlefield
    assert g.players[BIANCA].life == 20                 # the planeswalker was targeted, not its controller


def test_509_4a_plant_enters_but_does_not_block_a_creature_no_longer_attacking():
    s = nature_shields(3)
    s.battlefield(ARCH, "Island")
    s.hand(ARCH, "Unsummon")
    bear = s.battlefield(BIANCA, "Grizzly Bears")
    g = s.start(active=BIANCA, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((bear, ARCH))
    s.pass_until(Step.DECLARE_BLOCKERS)
    assert g.turns[0].stack and g.turns[0].stack[-1].name == "Nature Shields Its Own"
    while s.decision.player != ARCH:
        s.pass_priority()
    s.cast("Unsummon", bear)                          # the bear leaves combat before the Plant arrives
    s.pass_until_resolved()
    plants = s.on_battlefield("Plant", ARCH)
    assert len(plants) == 1                           # the token is still created ...
    assert plants[0] not in g.turns[0].combat.blockers    # ... but it is never a blocking creature


def test_509_3g_attacks_and_isnt_blocked_event_names_the_defending_player():
    s = rumble(3)
    a, b = s.battlefield(BIANCA, "Grizzly Bears"), s.battlefield(BIANCA, "Hill Giant")
    wall = s.battlefield(CARMEN, "Horned Turtle")
    g = s.start(active=BIANCA, step=Step.DECLARE_ATTACKERS, run_step_actions=True)
    s.attack((a, ARCH), (b, CARMEN))
    s.pass_until_decision("declare_blockers")
    s.block((wall, b))
    unblocked = [(e.obj, e.target_player) for e in g.events if e.kind == ev.UNBLOCKED]
    assert unblocked == [(a, ARCH)]
