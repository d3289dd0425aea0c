"""The last 31 schemes (manamelee/cards/sets/schemes_c.py): each written from its Oracle text.

Each scheme is set in motion by the 904.9 turn-based action in a Scenario with the Archenemy (or Supervillain
Rumble) hooks, and its effect is checked; ongoing schemes (314.4) are checked for what they do while face up and
for the condition that abandons them (701.26). The rules the schemes brought (engine/rule_effects.py,
engine/free_cast.py, engine/ward.py) have their own rule-named tests here too."""
import pytest

from manamelee.engine import events as ev
from manamelee.engine import zones
from manamelee.engine.casting import castable, mana_sources
from manamelee.engine.combat import can_attack, can_block
from manamelee.engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.engine.schemes import ABANDON, SET_IN_MOTION, face_up_schemes, set_in_motion
from manamelee.multiplayer import MultiplayerRules, hooks_for
from manamelee.scenario import Scenario

ARCH, BIANCA, CARMEN, DAN = 0, 1, 2, 3


def archenemy(n: int = 3, **kw) -> Scenario:
    """Arch alone on team 0 against a team of the others sharing turns (904.2)."""
    names = ["Arch", "Bianca", "Carmen", "Dan"][:n]
    rules = MultiplayerRules("archenemy", shared_turns=True, team_hands="team", archenemies=(0,),
                             starting="archenemy")
    return Scenario(names, teams=[0] + [1] * (n - 1), hooks=hooks_for(rules), **kw)


def rumble(n: int = 3, ranges=None) -> Scenario:
    """Supervillain Rumble (904.12): Free-for-All, every player an archenemy."""
    names = ["Arch", "Bianca", "Carmen", "Dan", "Eve"][:n]
    rules = MultiplayerRules("supervillain-rumble", "multiple", archenemies=tuple(range(n)))
    return Scenario(names, hooks=hooks_for(rules), ranges=ranges)


def stock(s: Scenario, n: int = 6) -> Scenario:
    """Plains at the bottom of every library, so that games lasting several turns don't end on a draw (704.5b)."""
    for p in range(s.n):
        s.library(p, *["Plains"] * n)
    return s


def next_upkeep(s: Scenario) -> None:
    """Pass priority (declaring no attackers) until the upkeep of the next turn."""
    g = s.g
    now = g.turns[0].id
    for _ in range(400):
        if g.turns and g.turns[0].id != now and g.turns[0].step == Step.UPKEEP:
            return
        d = s.decision
        s.choose("pass" if d.kind == "priority" else "done")
    raise AssertionError("no next turn")


def set_scheme(s: Scenario, *names: str, player: int = ARCH):
    """Start the archenemy's turn at its precombat main phase: 904.9 sets the top scheme in motion."""
    s.scheme_deck(player, *names)
    return s.start(active=player, step=Step.MAIN1, run_step_actions=True)


def scheme_id(s: Scenario, name: str) -> int:
    return next(o.id for o in s.g.objects.values() if o.card.name == name)


def face_up(s: Scenario, name: str) -> bool:
    return not s.g.objects[scheme_id(s, name)].face_down


def resolve(s: Scenario) -> None:
    s.pass_until_resolved()


def target(s: Scenario, ref) -> None:
    assert s.decision.kind == "target"
    s.choose("target", value=ref)


def option_values(s: Scenario) -> list:
    return [o.value for o in s.decision.options]


def steps_seen(g, since: int) -> list:
    return [e.data for e in g.events[since:] if e.kind == ev.STEP]


# ============================================================================= the 2010 promos
def test_card_plots_that_span_centuries_the_next_scheme_set_in_motion_is_three_614_1a():
    s = archenemy(3)
    g = set_scheme(s, "Plots That Span Centuries", "Your Puny Minds Cannot Fathom", "This World Belongs to Me",
                   "Delight in the Hunt", "The Mighty Will Fall")
    resolve(s)
    # "the next time you would set a scheme in motion, set three schemes in motion instead"
    out = set_in_motion(g, ARCH)
    assert [g.objects[o].card.name for o in out] == ["Your Puny Minds Cannot Fathom", "This World Belongs to Me",
                                                      "Delight in the Hunt"]
    # used up: the time after that is one scheme again
    assert [g.objects[o].card.name for o in set_in_motion(g, ARCH)] == ["The Mighty Will Fall"]


def test_card_drench_the_soil_in_their_blood_adds_a_combat_and_a_main_phase_after_this_main_500_8():
    s = archenemy(3)
    bear = s.battlefield(ARCH, "Grizzly Bears")
    g = set_scheme(s, "Drench the Soil in Their Blood")
    resolve(s)
    assert "Vigilance" in g.chars(bear).keywords              # creatures you control gain vigilance
    mark = len(g.events)
    s.pass_until(Step.END)
    assert steps_seen(g, mark) == [
        Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.END_COMBAT, Step.MAIN2,        # the additional phases
        Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.END_COMBAT, Step.MAIN2, Step.END]


def test_card_drench_the_soil_vigilant_attacker_attacks_in_both_combats():
    s = archenemy(3)
    bear = s.battlefield(ARCH, "Grizzly Bears")
    g = set_scheme(s, "Drench the Soil in Their Blood")
    resolve(s)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bear, BIANCA))
    assert not g.objects[bear].tapped                          # vigilance
    s.pass_until(Step.MAIN2)
    s.pass_until(Step.DECLARE_ATTACKERS)                        # the second combat of the turn
    assert s.decision.kind == "declare_attackers" and bear in option_values(s)
    s.attack((bear, BIANCA))
    s.pass_until(Step.END)
    assert g.players[BIANCA].life == 20 - 2 - 2


def test_card_imprison_this_insolent_wretch_chosen_players_permanents_dont_untap_502_3():
    s = archenemy(3)
    stock(s)
    b_land = s.battlefield(BIANCA, "Forest", tapped=True)
    c_land = s.battlefield(CARMEN, "Forest", tapped=True)
    g = set_scheme(s, "Imprison This Insolent Wretch")
    resolve(s)
    d = s.decision
    assert d.kind == "choose_player" and d.player == ARCH and option_values(s) == [BIANCA, CARMEN]
    s.choose(value=BIANCA)
    assert face_up(s, "Imprison This Insolent Wretch")         # ongoing: it stays face up (314.4)
    next_upkeep(s)                                   # the team's turn
    assert g.turns[0].active == BIANCA
    assert g.objects[b_land].tapped and not g.objects[c_land].tapped


def test_card_imprison_this_insolent_wretch_abandoned_when_the_chosen_player_becomes_a_target():
    s = archenemy(3)
    s.lands(ARCH, "Mountain", 1)
    s.hand(ARCH, "Shock")
    g = set_scheme(s, "Imprison This Insolent Wretch")
    resolve(s)
    s.choose(value=BIANCA)
    s.cast("Shock", ("player", CARMEN))                          # another player: nothing
    resolve(s)
    assert face_up(s, "Imprison This Insolent Wretch")
    s.hand(ARCH, "Shock")
    s.lands(ARCH, "Mountain", 1)
    s.refresh()
    s.cast("Shock", ("player", BIANCA))
    resolve(s)
    assert not face_up(s, "Imprison This Insolent Wretch")
    assert any(e.kind == ABANDON for e in g.events)


def test_card_imprison_this_insolent_wretch_abandoned_when_the_chosen_player_is_attacked():
    s = archenemy(3)
    bears = [s.battlefield(ARCH, "Grizzly Bears"), s.battlefield(ARCH, "Grizzly Bears")]
    g = set_scheme(s, "Imprison This Insolent Wretch")
    resolve(s)
    s.choose(value=CARMEN)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bears[0], CARMEN), (bears[1], CARMEN))
    assert sum(1 for tr in g.turns[0].stack if tr.name == "Imprison This Insolent Wretch") == 1   # once
    resolve(s)
    assert not face_up(s, "Imprison This Insolent Wretch")


# ============================================================================= Archenemy (2010)
def test_card_all_in_good_time_extra_turn_in_which_schemes_cant_be_set_in_motion_500_7():
    s = archenemy(3)
    stock(s)
    g = set_scheme(s, "All in Good Time", "Your Puny Minds Cannot Fathom")
    resolve(s)
    assert g.extra_turns == [ARCH]
    next_upkeep(s)
    t = g.turns[0]
    assert t.active == ARCH and t.extra                          # the extra turn comes right after this one
    s.pass_until(Step.MAIN1)
    s.pass_priority()                                            # 904.9 would set a scheme in motion here
    assert not face_up(s, "Your Puny Minds Cannot Fathom")
    assert g.objects[scheme_id(s, "Your Puny Minds Cannot Fathom")].id in g.players[ARCH].scheme_deck
    assert any(e.key == "log.schemes_blocked" for e in g.events)
    next_upkeep(s)                                    # the team's turn, then the archenemy's again
    next_upkeep(s)
    assert g.turns[0].active == ARCH and not g.turns[0].extra
    s.pass_until(Step.MAIN1)
    assert face_up(s, "Your Puny Minds Cannot Fathom")          # the next turn: schemes again


def test_card_choose_your_champion_only_you_and_the_chosen_player_cast_and_attack():
    s = archenemy(4)
    stock(s)
    b_bear = s.battlefield(BIANCA, "Grizzly Bears")
    c_bear = s.battlefield(CARMEN, "Grizzly Bears")
    g = set_scheme(s, "Choose Your Champion")
    assert ("player", ARCH) not in option_values(s)              # target opponent
    target(s, ("player", BIANCA))
    resolve(s)
    d = s.decision
    assert d.kind == "choose_player" and d.player == BIANCA     # the target opponent chooses
    s.choose(value=CARMEN)
    bolt = g.objects[s.hand(BIANCA, "Lightning Bolt")].card
    from manamelee.engine.rule_effects import cant_cast
    assert cant_cast(g, BIANCA, bolt) and cant_cast(g, DAN, bolt)
    assert not cant_cast(g, CARMEN, bolt) and not cant_cast(g, ARCH, bolt)
    assert not can_attack(g, b_bear) and can_attack(g, c_bear)
    next_upkeep(s)                                    # the team's turn: still in force
    assert not can_attack(g, b_bear)
    next_upkeep(s)                                    # the archenemy's next turn: it ended (611.2a)
    assert g.turns[0].active == ARCH
    assert can_attack(g, b_bear) and not cant_cast(g, BIANCA, bolt)


def test_card_choose_your_champion_a_player_who_left_cant_be_chosen_800_4():
    s = archenemy(4)
    g = set_scheme(s, "Choose Your Champion")
    target(s, ("player", BIANCA))
    g.concede(DAN)
    resolve(s)
    assert s.decision.player == BIANCA and DAN not in option_values(s)
    before = (len(g.events), list(g.shields))
    with pytest.raises(IllegalOption):
        g.submit(s.decision.id, Option("player", "text", DAN, (("text", "Dan"),)))
    assert (len(g.events), list(g.shields)) == before and s.decision.kind == "choose_player"


def test_card_choose_your_champion_a_player_out_of_the_archenemys_range_cant_be_chosen_801_10():
    s = rumble(5, ranges=[1, 1, 1, 1, 1])                       # Arch (0) sees seats 4, 0 and 1
    s.scheme_deck(ARCH, "Choose Your Champion")
    g = s.start(active=ARCH, step=Step.MAIN1, run_step_actions=True)
    assert sorted(option_values(s)) == [("player", 1), ("player", 4)]
    target(s, ("player", BIANCA))
    resolve(s)
    assert sorted(option_values(s)) == [0, 1, 4]
    before = len(g.events)
    with pytest.raises(IllegalOption):
        g.submit(s.decision.id, Option("player", "text", CARMEN, (("text", "Carmen"),)))
    assert len(g.events) == before
    s.choose(value=4)
    from manamelee.engine.rule_effects import cant_cast
    card = s.pool["Shock"]
    assert cant_cast(g, BIANCA, card) and not cant_cast(g, 4, card)
    assert not cant_cast(g, CARMEN, card)                        # out of the archenemy's range: unaffected


def test_card_the_dead_shall_serve_one_target_per_opponent_attacks_its_owner():
    s = archenemy(4)
    b_giant = s.graveyard(BIANCA, "Hill Giant")
    s.graveyard(BIANCA, "Shock")
    c_bear = s.graveyard(CARMEN, "Grizzly Bears")
    mine = s.graveyard(ARCH, "Air Elemental")
    g = set_scheme(s, "The Dead Shall Serve")
    # for each opponent, up to one target creature card from that player's graveyard (Dan's is empty)
    assert option_values(s)[:-1] == [("obj", b_giant)] and s.decision.options[-1].kind == "no_target"
    target(s, ("obj", b_giant))
    assert option_values(s)[:-1] == [("obj", c_bear)]
    target(s, ("obj", c_bear))
    resolve(s)
    giant, bear = s.on_battlefield("Hill Giant", ARCH), s.on_battlefield("Grizzly Bears", ARCH)
    assert len(giant) == 1 and len(bear) == 1 and mine in g.players[ARCH].graveyard
    assert g.objects[giant[0]].note["must_attack"] == BIANCA and g.objects[bear[0]].note["must_attack"] == CARMEN


def test_card_a_display_of_my_dark_power_lands_add_one_more_mana_until_your_next_turn():
    s = archenemy(3)
    stock(s)
    s.lands(BIANCA, "Forest", 2)
    s.battlefield(ARCH, "Mountain")
    g = set_scheme(s, "A Display of My Dark Power")
    resolve(s)
    assert [x.amount for x in mana_sources(g, BIANCA)] == [2, 2]
    assert [x.amount for x in mana_sources(g, ARCH)] == [2]
    next_upkeep(s)                                    # still in force on the team's turn
    assert [x.amount for x in mana_sources(g, BIANCA)] == [2, 2]
    next_upkeep(s)                                    # the archenemy's next turn: over
    assert [x.amount for x in mana_sources(g, BIANCA)] == [1, 1]


def test_card_a_display_of_my_dark_power_a_tapped_land_adds_two_mana_605_1b():
    s = archenemy(3)
    s.lands(ARCH, "Mountain", 2)
    s.hand(ARCH, "Hill Giant")                                   # {3}{R}: four mana from two Mountains
    g = set_scheme(s, "A Display of My Dark Power")
    resolve(s)
    s.cast("Hill Giant")
    resolve(s)
    assert s.on_battlefield("Hill Giant", ARCH)


def test_card_my_wish_is_your_command_cast_a_revealed_noncreature_nonland_card_free():
    s = archenemy(3)
    s.library(ARCH, "Island", "Island")
    div = s.hand(BIANCA, "Divination")
    s.hand(BIANCA, "Grizzly Bears")
    s.hand(CARMEN, "Forest")
    g = set_scheme(s, "My Wish Is Your Command")
    resolve(s)
    assert any(e.key == "log.reveals" and e.args["player"] == "Bianca" for e in g.events)
    d = s.decision
    assert d.kind == "cast_free" and option_values(s) == [div, None]      # not the creature, not the land
    s.choose(value=div)
    resolve(s)
    assert len(g.players[ARCH].hand) == 2                       # Arch drew two
    assert [g.name(c) for c in g.players[BIANCA].graveyard] == ["Divination"]    # its owner's graveyard
    assert not any(g.objects[o].tapped for o in g.battlefield)


def test_card_the_pieces_are_coming_together_draws_two_and_artifacts_cost_2_less_this_turn():
    s = archenemy(3)
    s.library(ARCH, "Island", "Island", "Island")
    stock(s)
    stone = s.hand(ARCH, "Mind Stone")
    g = set_scheme(s, "The Pieces Are Coming Together")
    resolve(s)
    assert [g.name(c) for c in g.players[ARCH].hand] == ["Mind Stone", "Island", "Island"]
    t = g.turns[0]
    assert castable(g, t, ARCH, stone, mana_sources(g, ARCH))    # {2} - {2}: free with no land
    assert not castable(g, t, BIANCA, s.hand(BIANCA, "Mind Stone"), [])   # only the archenemy's spells
    s.cast("Mind Stone")
    resolve(s)
    assert s.on_battlefield("Mind Stone", ARCH)
    next_upkeep(s)
    next_upkeep(s)
    assert not castable(g, g.turns[0], ARCH, s.hand(ARCH, "Mind Stone"), [])     # this turn only


# ============================================================================= Archenemy: Nicol Bolas
def test_card_bow_to_my_command_the_chosen_players_creatures_cant_attack_you_508_1c():
    s = rumble(3)
    stock(s)
    b_bear = s.battlefield(BIANCA, "Grizzly Bears")
    walker = s.battlefield(ARCH, "Jace Beleren")
    g = set_scheme(s, "Bow to My Command")
    resolve(s)
    s.choose(value=BIANCA)
    assert face_up(s, "Bow to My Command")
    next_upkeep(s)                                               # Bianca's turn (Free-for-All)
    assert g.turns[0].active == BIANCA
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.choose("attacker", value=b_bear)
    assert s.decision.kind != "choose_defender"                 # only Carmen is left to attack
    assert g.turns[0].combat is None or True
    s.choose("done") if s.decision.kind == "declare_attackers" else None
    c = g.turns[0].combat
    assert c.attackers[b_bear] == ("player", CARMEN) and ("obj", walker) not in c.attackers.values()


def test_card_bow_to_my_command_abandoned_when_they_tap_creatures_with_total_power_8():
    s = archenemy(3)
    stock(s)
    giants = [s.battlefield(BIANCA, "Hill Giant"), s.battlefield(CARMEN, "Air Elemental")]
    bear = s.battlefield(CARMEN, "Grizzly Bears")
    spare = s.battlefield(CARMEN, "Grizzly Bears")
    g = set_scheme(s, "Bow to My Command")
    resolve(s)
    s.choose(value=BIANCA)
    next_upkeep(s)
    s.pass_until(Step.END)
    resolve(s)
    d = s.decision
    assert d.kind == "may" and d.player == BIANCA                # the team's primary player decides (805.4)
    s.choose(value=True)
    s.choose(value=giants[0])                                    # 3 power
    assert "done" not in [o.kind for o in s.decision.options]    # not yet 8
    s.choose(value=giants[1])                                    # 3 + 4 = 7
    s.choose(value=bear)                                         # 9
    s.choose("done")
    assert all(g.objects[o].tapped for o in giants + [bear]) and not g.objects[spare].tapped
    assert not face_up(s, "Bow to My Command")


def test_card_bow_to_my_command_stays_when_they_lack_the_power():
    s = archenemy(3)
    stock(s)
    s.battlefield(BIANCA, "Hill Giant")
    g = set_scheme(s, "Bow to My Command")
    resolve(s)
    s.choose(value=CARMEN)
    next_upkeep(s)
    s.pass_until(Step.END)
    resolve(s)
    assert s.decision.kind == "priority" and face_up(s, "Bow to My Command")     # 3 power: no offer


def test_card_know_evil_three_different_target_opponents_until_your_next_turn():
    s = archenemy(4)
    stock(s)
    bear = s.battlefield(BIANCA, "Grizzly Bears")
    g = set_scheme(s, "Know Evil")
    target(s, ("player", BIANCA))
    assert ("player", BIANCA) not in option_values(s)           # "You can't choose any player as a target more than once"
    target(s, ("player", CARMEN))
    assert option_values(s)[:-1] == [("player", DAN)]
    target(s, ("player", DAN))
    resolve(s)
    from manamelee.engine.rule_effects import cant_cast
    creature, instant = s.pool["Grizzly Bears"], s.pool["Shock"]
    assert not can_attack(g, bear)
    assert cant_cast(g, CARMEN, creature) and not cant_cast(g, CARMEN, instant)
    assert cant_cast(g, DAN, instant) and not cant_cast(g, DAN, creature)
    assert not cant_cast(g, BIANCA, creature) and not cant_cast(g, BIANCA, instant)
    next_upkeep(s)
    next_upkeep(s)                                               # the archenemy's next turn: over
    assert can_attack(g, bear) and not cant_cast(g, CARMEN, creature) and not cant_cast(g, DAN, instant)


def test_card_know_evil_up_to_one_each():
    s = archenemy(3)
    bear = s.battlefield(BIANCA, "Grizzly Bears")
    g = set_scheme(s, "Know Evil")
    target(s, ("player", BIANCA))
    s.choose("no_target")
    s.choose("no_target")
    resolve(s)
    assert not can_attack(g, bear)


def test_card_power_without_equal_draws_three_no_maximum_hand_size():
    s = archenemy(3)
    s.library(ARCH, "Island", "Island", "Island", "Island")
    s.hand(ARCH, "Divination")
    g = set_scheme(s, "Power Without Equal")
    resolve(s)
    assert len(g.players[ARCH].hand) == 4 and g.players[ARCH].max_hand_size > 100
    assert s.decision.kind == "priority"                          # fewer than six lands: no free spells


def test_card_power_without_equal_six_lands_up_to_three_spells_free_608_2g():
    s = archenemy(3)
    s.lands(ARCH, "Island", 6)
    s.library(ARCH, "Plains", "Plains", "Plains", "Island", "Island", "Island", "Island")
    div = s.hand(ARCH, "Divination")
    shock = s.hand(ARCH, "Shock")
    bear = s.hand(ARCH, "Grizzly Bears")
    g = set_scheme(s, "Power Without Equal")
    resolve(s)
    d = s.decision
    assert d.kind == "cast_free" and option_values(s) == [div, shock, bear, None]     # not the drawn Plains
    s.choose(value=div)
    s.choose(value=shock)
    target(s, ("player", BIANCA))
    assert s.decision.kind == "cast_free" and option_values(s) == [bear, None]
    s.choose("none")                                              # up to three: two are enough
    t = g.turns[0]
    assert [it.name for it in t.stack] == ["Divination", "Shock"]     # cast, topmost last (608.2g)
    resolve(s)
    assert g.players[BIANCA].life == 18
    assert not any(g.objects[o].tapped for o in g.battlefield)   # nothing was paid
    assert len(g.players[ARCH].hand) == 3 + 1 + 2


def test_card_when_will_you_learn_each_opponent_exiles_the_top_card_cast_any_number_free():
    s = archenemy(4)
    s.library(ARCH, "Island", "Island")
    b = s.library(BIANCA, "Divination")[0]
    c = s.library(CARMEN, "Shock")[0]
    s.library(DAN, "Forest")
    g = set_scheme(s, "When Will You Learn?")
    resolve(s)
    exiled = [g.name(o) for o in g.exile]
    assert sorted(exiled) == ["Divination", "Forest", "Shock"]
    assert s.decision.kind == "cast_free" and len(option_values(s)) == 3      # two spells or none
    div = next(o for o in g.exile if g.name(o) == "Divination")
    s.choose(value=div)
    shock = next(o for o in g.exile if g.name(o) == "Shock")
    s.choose(value=shock)
    target(s, ("player", CARMEN))
    resolve(s)
    assert g.players[CARMEN].life == 18 and len(g.players[ARCH].hand) == 2
    assert [g.name(x) for x in g.players[BIANCA].graveyard] == ["Divination"] and b not in g.objects and c not in g.objects


# ============================================================================= Duskmourn Commander
def test_card_chaos_is_my_plaything_exiles_one_per_opponent_then_each_reveals_until_a_permanent():
    s = archenemy(4)
    b_bear, b_land = s.battlefield(BIANCA, "Grizzly Bears"), s.battlefield(BIANCA, "Forest")
    c_giant = s.battlefield(CARMEN, "Hill Giant")
    mine = s.battlefield(ARCH, "Grizzly Bears")
    s.library(ARCH, "Shock", "Divination", "Mountain", "Island")
    s.library(BIANCA, "Air Elemental", "Shock")
    s.library(CARMEN, "Shock", "Lightning Bolt")                # no permanent card: all revealed, all to the bottom
    g = set_scheme(s, "Chaos Is My Plaything")
    # for each opponent, target permanent that player controls (Dan controls none: no target for him)
    assert option_values(s) == [("obj", b_bear), ("obj", b_land)]        # not "up to": one is a must
    target(s, ("obj", b_bear))
    assert option_values(s) == [("obj", c_giant)]
    target(s, ("obj", c_giant))
    resolve(s)
    assert b_bear not in g.battlefield and c_giant not in g.battlefield and mine in g.battlefield
    assert sorted(g.name(o) for o in g.exile) == ["Grizzly Bears", "Hill Giant"]
    assert s.on_battlefield("Mountain", ARCH) and s.on_battlefield("Air Elemental", BIANCA)
    assert [g.name(c) for c in g.players[ARCH].library] in (["Island", "Shock", "Divination"],
                                                             ["Island", "Divination", "Shock"])
    assert [g.name(c) for c in g.players[BIANCA].library] == ["Shock"]
    assert sorted(g.name(c) for c in g.players[CARMEN].library) == ["Lightning Bolt", "Shock"]


def test_card_dark_wings_bring_your_downfall_a_demon_tapped_and_attacking_508_4():
    s = archenemy(3)
    bears = [s.battlefield(ARCH, "Grizzly Bears"), s.battlefield(ARCH, "Grizzly Bears")]
    g = set_scheme(s, "Dark Wings Bring Your Downfall")
    assert face_up(s, "Dark Wings Bring Your Downfall")
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((bears[0], BIANCA), (bears[1], BIANCA))
    triggers = [it for it in g.turns[0].stack if it.name == "Dark Wings Bring Your Downfall"]
    assert len(triggers) == 1                                    # "whenever you attack": once per combat
    resolve(s)
    demon = s.on_battlefield("Demon", ARCH)
    assert len(demon) == 1 and g.objects[demon[0]].tapped
    assert g.turns[0].combat.attackers[demon[0]] == ("player", BIANCA)
    ch = g.chars(demon[0])
    assert (ch.power, ch.toughness, ch.colors) == (5, 5, frozenset("B")) and "Flying" in ch.keywords
    s.pass_until(Step.END_COMBAT)
    assert g.players[BIANCA].life == 20 - 2 - 2 - 5


def test_card_dark_wings_abandoned_at_an_end_step_after_two_of_your_creatures_died():
    s = archenemy(3)
    bears = [s.battlefield(ARCH, "Grizzly Bears"), s.battlefield(ARCH, "Grizzly Bears")]
    g = set_scheme(s, "Dark Wings Bring Your Downfall")
    zones.destroy(g, bears[0])
    s.refresh()
    s.pass_until(Step.END)
    resolve(s)
    assert face_up(s, "Dark Wings Bring Your Downfall")          # one died: it stays
    s2 = archenemy(3)
    bears = [s2.battlefield(ARCH, "Grizzly Bears"), s2.battlefield(ARCH, "Grizzly Bears")]
    g2 = set_scheme(s2, "Dark Wings Bring Your Downfall")
    for b in bears:
        zones.destroy(g2, b)
    s2.refresh()
    s2.pass_until(Step.END)
    resolve(s2)
    assert not face_up(s2, "Dark Wings Bring Your Downfall")


def test_card_fear_my_authority_plus_two_and_fear_702_36b():
    s = archenemy(3)
    bear = s.battlefield(ARCH, "Grizzly Bears")
    green = s.battlefield(BIANCA, "Runeclaw Bear")
    black = s.battlefield(BIANCA, "Scathe Zombies")
    artifact = s.battlefield(CARMEN, "Ornithopter")
    theirs = s.battlefield(BIANCA, "Hill Giant")
    g = set_scheme(s, "Fear My Authority")
    ch = g.chars(bear)
    assert (ch.power, ch.toughness) == (4, 4) and "Fear" in ch.keywords
    assert "Fear" not in g.chars(theirs).keywords                 # only the archenemy's creatures
    assert not can_block(g, green, bear)
    assert can_block(g, black, bear) and can_block(g, artifact, bear)


@pytest.mark.parametrize("answer", ["discard", "life", "abandon"])
def test_card_fear_my_authority_upkeep_discard_or_pay_3_life_or_abandon(answer):
    s = archenemy(3)
    stock(s)
    g = set_scheme(s, "Fear My Authority")
    shock = s.hand(ARCH, "Shock")
    next_upkeep(s)
    next_upkeep(s)                                               # the archenemy's next upkeep
    resolve(s)
    d = s.decision
    assert d.player == ARCH and {o.kind for o in d.options} == {"discard", "life", "abandon"}
    s.choose(answer)
    if answer == "discard":
        assert [g.name(c) for c in g.players[ARCH].graveyard] == ["Shock"] and g.players[ARCH].life == 40
    elif answer == "life":
        assert g.players[ARCH].life == 37 and shock in g.players[ARCH].hand
    assert face_up(s, "Fear My Authority") == (answer != "abandon")


def test_card_i_am_duskmourn_end_step_cast_a_spell_free_then_abandon():
    s = archenemy(3)
    s.library(ARCH, "Island", "Island")
    div = s.hand(ARCH, "Divination")
    g = set_scheme(s, "I Am Duskmourn")
    s.pass_until(Step.END)
    resolve(s)
    assert s.decision.kind == "cast_free" and option_values(s) == [div, None]
    s.choose(value=div)
    assert not face_up(s, "I Am Duskmourn")                      # "If you do, abandon this scheme"
    resolve(s)
    assert len(g.players[ARCH].hand) == 2


def test_card_i_am_duskmourn_declined_stays():
    s = archenemy(3)
    s.hand(ARCH, "Divination")
    s.hand(ARCH, "Forest")                                       # a land can't be cast
    set_scheme(s, "I Am Duskmourn")
    s.pass_until(Step.END)
    resolve(s)
    assert option_values(s) == [s.g.players[ARCH].hand[0], None]
    s.choose("none")
    assert face_up(s, "I Am Duskmourn")


def test_card_i_am_never_alone_a_nonlegendary_token_copy_of_your_commander_707_9b():
    s = archenemy(3)
    cmd = s.commander(ARCH, "Isamaru, Hound of Konda")            # in the command zone
    g = set_scheme(s, "I Am Never Alone")
    resolve(s)
    tok = s.on_battlefield("Isamaru, Hound of Konda", ARCH)
    assert len(tok) == 1 and g.objects[tok[0]].token
    ch = g.chars(tok[0])
    assert "Legendary" not in ch.supertypes and (ch.power, ch.toughness) == (2, 2)
    assert "commander" not in g.objects[tok[0]].note and cmd in g.command


def test_card_i_am_untouchable_you_and_your_permanents_have_hexproof_702_11c():
    s = archenemy(3)
    bear = s.battlefield(ARCH, "Grizzly Bears")
    s.lands(BIANCA, "Mountain", 1)
    s.hand(BIANCA, "Shock")
    g = set_scheme(s, "I Am Untouchable")
    assert "Hexproof" in g.chars(bear).keywords
    from manamelee.engine.definitions import TargetSpec
    from manamelee.engine.scope import Scope
    assert ("player", ARCH) not in Scope(g, BIANCA).target_candidates(TargetSpec("any"), None)
    assert ("obj", bear) not in Scope(g, BIANCA).target_candidates(TargetSpec("any"), None)
    assert ("player", ARCH) in Scope(g, ARCH).target_candidates(TargetSpec("any"), None)    # not for you


def test_card_i_am_untouchable_combat_damage_to_you_makes_a_scarecrow_then_abandons():
    s = archenemy(3)
    stock(s)
    b1, b2 = s.battlefield(BIANCA, "Grizzly Bears"), s.battlefield(CARMEN, "Grizzly Bears")
    g = set_scheme(s, "I Am Untouchable")
    next_upkeep(s)
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((b1, ARCH), (b2, ARCH))
    s.pass_until(Step.COMBAT_DAMAGE)
    assert sum(1 for it in g.turns[0].stack if it.name == "I Am Untouchable") == 1    # once for the damage
    resolve(s)
    assert len(s.on_battlefield("Scarecrow", ARCH)) == 1 and not face_up(s, "I Am Untouchable")


def test_card_i_will_savor_your_agony_choose_three_the_same_mode_more_than_once_700_2d():
    s = archenemy(3)
    bear = s.battlefield(BIANCA, "Grizzly Bears")
    s.library(BIANCA, "Island")
    g = set_scheme(s, "I Will Savor Your Agony")
    d = s.decision
    assert d.kind == "mode" and len(d.options) == 3
    s.choose(label="gains 5 life")
    s.choose(label="gains 5 life")                                # the same mode again
    s.choose(label="Destroy target creature")
    target(s, ("player", ARCH))
    target(s, ("player", ARCH))
    target(s, ("obj", bear))
    resolve(s)
    assert g.players[ARCH].life == 50 and bear not in g.battlefield


def test_card_i_will_savor_your_agony_draw_mode():
    s = archenemy(3)
    s.library(BIANCA, "Island", "Island")
    g = set_scheme(s, "I Will Savor Your Agony")
    for _ in range(3):
        s.choose(label="draws a card")
    for _ in range(2):
        target(s, ("player", BIANCA))
    target(s, ("player", ARCH))
    resolve(s)
    assert len(g.players[BIANCA].hand) == 2 and len(g.players[ARCH].hand) == 0


def test_card_my_champion_stands_supreme_your_commander_has_ward_2_702_21a():
    s = archenemy(3)
    cmd = s.commander(ARCH, "Isamaru, Hound of Konda", zone=BATTLEFIELD)
    s.lands(BIANCA, "Mountain", 1)
    shock = s.hand(BIANCA, "Shock")
    stock(s)
    g = set_scheme(s, "My Champion Stands Supreme")
    assert "Ward {2}" in g.chars(cmd).keywords
    next_upkeep(s)
    s.pass_until(Step.MAIN1)
    s.cast("Shock", cmd)
    assert any(it.name == "Isamaru, Hound of Konda" for it in g.turns[0].stack)    # ward triggered
    resolve(s)                                                   # Bianca can't pay {2}: Shock is countered
    assert cmd in g.battlefield and g.objects[cmd].damage == 0
    assert any(e.kind == ev.COUNTERED for e in g.events) and shock not in g.objects


def test_card_my_champion_stands_supreme_ward_paid_lets_the_spell_resolve():
    s = archenemy(3)
    cmd = s.commander(ARCH, "Isamaru, Hound of Konda", zone=BATTLEFIELD)
    s.lands(BIANCA, "Mountain", 3)
    s.hand(BIANCA, "Shock")
    stock(s)
    g = set_scheme(s, "My Champion Stands Supreme")
    next_upkeep(s)
    s.pass_until(Step.MAIN1)
    s.cast("Shock", cmd)
    s.pass_until_resolved()
    d = s.decision
    assert d.kind == "pay_or_not" and d.player == BIANCA
    s.choose(value=True)
    resolve(s)
    assert cmd not in g.battlefield                              # 2 damage to a 2/2


def test_card_my_champion_stands_supreme_attacks_two_counters_leaves_abandon():
    s = archenemy(3)
    cmd = s.commander(ARCH, "Isamaru, Hound of Konda", zone=BATTLEFIELD)
    other = s.battlefield(ARCH, "Grizzly Bears")
    g = set_scheme(s, "My Champion Stands Supreme")
    s.pass_until(Step.DECLARE_ATTACKERS)
    s.attack((cmd, BIANCA), (other, BIANCA))
    resolve(s)
    assert g.objects[cmd].counters.get("+1/+1") == 2 and not g.objects[other].counters
    zones.destroy(g, cmd)
    s.refresh()
    resolve(s)
    assert not face_up(s, "My Champion Stands Supreme")


def test_card_my_tendrils_run_deep_an_additional_land_each_turn_305_2():
    s = archenemy(3)
    forests = s.hand(ARCH, "Forest", "Forest", "Forest")
    g = set_scheme(s, "My Tendrils Run Deep")
    s.choose("land", value=forests[0])
    assert "land" in [o.kind for o in s.decision.options]       # a second land this turn
    s.choose("land", value=forests[1])
    assert "land" not in [o.kind for o in s.decision.options]


def test_card_my_tendrils_run_deep_six_lands_at_your_end_step_draw_two_then_abandon():
    s = archenemy(3)
    s.lands(ARCH, "Forest", 5)
    s.library(ARCH, "Island", "Island")
    forest = s.hand(ARCH, "Forest")
    g = set_scheme(s, "My Tendrils Run Deep")
    s.pass_until(Step.END)
    assert face_up(s, "My Tendrils Run Deep") and not g.turns[0].stack        # five lands: nothing
    s2 = archenemy(3)
    s2.lands(ARCH, "Forest", 5)
    s2.library(ARCH, "Island", "Island")
    forest = s2.hand(ARCH, "Forest")
    g2 = set_scheme(s2, "My Tendrils Run Deep")
    s2.choose("land", value=forest)
    s2.pass_until(Step.END)
    resolve(s2)
    assert len(g2.players[ARCH].hand) == 2 and not face_up(s2, "My Tendrils Run Deep")


def test_card_my_wealth_will_bury_you_treasures_per_opposing_artifact_and_enchantment_111_10a():
    s = archenemy(3)
    for name in ("Mind Stone", "Sol Ring", "Ornithopter", "Rod of Ruin", "Bottle Gnomes"):
        s.battlefield(BIANCA, name)
    s.battlefield(ARCH, "Mind Stone")                            # not an opponent's
    g = set_scheme(s, "My Wealth Will Bury You")
    resolve(s)
    treasures = s.on_battlefield("Treasure", ARCH)
    assert len(treasures) == 5
    ch = g.chars(treasures[0])
    assert ch.types == frozenset({"Artifact"}) and ch.subtypes == frozenset({"Treasure"}) and not ch.colors


def test_card_my_wealth_will_bury_you_at_least_four_and_a_treasure_is_sacrificed_for_mana():
    s = archenemy(3)
    s.battlefield(BIANCA, "Mind Stone")
    s.hand(ARCH, "Hill Giant")
    s.lands(ARCH, "Mountain", 1)
    g = set_scheme(s, "My Wealth Will Bury You")
    resolve(s)
    assert len(s.on_battlefield("Treasure", ARCH)) == 4          # fewer than four: four instead
    s.cast("Hill Giant")                                         # {3}{R}: the Mountain and three Treasures
    resolve(s)
    assert s.on_battlefield("Hill Giant", ARCH) and len(s.on_battlefield("Treasure", ARCH)) == 1


def test_card_my_wings_enfold_all_copy_instants_and_sorceries_until_end_of_turn():
    s = archenemy(3)
    s.lands(ARCH, "Mountain", 2)
    s.hand(ARCH, "Shock", "Shock")
    g = set_scheme(s, "My Wings Enfold All")
    s.choose(label="Until end of turn")
    resolve(s)
    s.cast("Shock", ("player", BIANCA))
    resolve(s)                                                   # the copy may get new targets
    while s.decision.kind != "priority":
        s.choose(value=("player", CARMEN)) if s.decision.kind == "target" else s.choose(s.decision.options[0].kind)
        resolve(s)
    assert g.players[BIANCA].life + g.players[CARMEN].life == 40 - 4


def test_card_my_wings_enfold_all_draw_two():
    s = archenemy(3)
    s.library(ARCH, "Island", "Island")
    g = set_scheme(s, "My Wings Enfold All")
    s.choose(label="Draw two cards")
    resolve(s)
    assert len(g.players[ARCH].hand) == 2


def test_card_no_secret_is_hidden_from_me_exile_until_nonland_cast_it_free():
    s = archenemy(3)
    s.library(ARCH, "Forest", "Divination", "Shock", "Island", "Island")
    g = set_scheme(s, "No Secret Is Hidden from Me")
    resolve(s)
    d = s.decision
    assert d.kind == "cast_free" and g.name(d.options[0].value) == "Divination"
    s.choose("cast")
    resolve(s)
    assert sorted(g.name(o) for o in g.exile) == ["Forest"]
    assert [g.name(c) for c in g.players[ARCH].hand] == ["Shock", "Island"]      # Divination drew two
    assert not any(k == "cast_free" for k in [s.decision.kind])                   # fewer than six lands: once


def test_card_no_secret_is_hidden_from_me_six_lands_repeat_once():
    s = archenemy(3)
    s.lands(ARCH, "Island", 6)
    s.library(ARCH, "Divination", "Forest", "Shock", "Island", "Island", "Island")
    g = set_scheme(s, "No Secret Is Hidden from Me")
    resolve(s)
    s.choose("cast")                                             # Divination
    assert s.decision.kind == "cast_free" and g.name(s.decision.options[0].value) == "Shock"
    s.choose("cast")
    target(s, ("player", BIANCA))
    resolve(s)
    assert g.players[BIANCA].life == 18 and sorted(g.name(o) for o in g.exile) == ["Forest"]


def test_card_a_premonition_of_your_demise_reveal_two_to_hand_reflexive_damage_603_12():
    s = archenemy(3)
    s.library(ARCH, "Divination", "Shock", "Island")
    g = set_scheme(s, "A Premonition of Your Demise")
    resolve(s)
    assert [g.name(c) for c in g.players[ARCH].hand] == ["Divination", "Shock"]
    target(s, ("player", BIANCA))                                # the reflexive trigger's target
    resolve(s)
    assert g.players[BIANCA].life == 20 - (3 + 1)


def test_card_a_premonition_of_your_demise_no_nonland_card_no_trigger():
    s = archenemy(3)
    s.library(ARCH, "Forest", "Island", "Island")
    g = set_scheme(s, "A Premonition of Your Demise")
    resolve(s)
    assert len(g.players[ARCH].hand) == 2 and s.decision.kind == "priority" and not g.turns[0].stack


def test_card_time_bends_to_my_will_an_extra_turn_without_its_untap_step_500_11():
    s = archenemy(3)
    stock(s)
    land = s.battlefield(ARCH, "Forest", tapped=True)
    g = set_scheme(s, "Time Bends to My Will", "Your Puny Minds Cannot Fathom")
    resolve(s)
    mark = len(g.events)
    next_upkeep(s)
    assert g.turns[0].active == ARCH and g.turns[0].extra
    assert Step.UNTAP not in steps_seen(g, mark) and g.objects[land].tapped
    next_upkeep(s)                                               # the team's turn
    next_upkeep(s)                                               # the archenemy's own turn: it untaps again
    assert not g.objects[land].tapped


def test_card_you_cannot_hide_from_me_beginning_of_combat_pump_vigilance_unblockable():
    s = archenemy(3)
    bear = s.battlefield(ARCH, "Grizzly Bears")
    wall = s.battlefield(BIANCA, "Wall of Wood")
    g = set_scheme(s, "You Cannot Hide from Me")
    s.pass_until(Step.BEGIN_COMBAT)
    target(s, ("obj", bear))
    resolve(s)
    ch = g.chars(bear)
    assert (ch.power, ch.toughness) == (4, 4) and "Vigilance" in ch.keywords
    assert not can_block(g, wall, bear)


def test_card_you_cannot_hide_from_me_abandoned_at_an_opponents_end_step_below_half_life():
    s = archenemy(3)
    stock(s)
    g = set_scheme(s, "You Cannot Hide from Me")
    s.life(CARMEN, 10)                                           # half of 20: not less than half
    assert g.players[CARMEN].starting_life == 20 and g.players[ARCH].starting_life == 40
    next_upkeep(s)
    s.pass_until(Step.END)
    assert not g.turns[0].stack and face_up(s, "You Cannot Hide from Me")
    next_upkeep(s)
    s.life(CARMEN, 9)
    next_upkeep(s)
    s.pass_until(Step.END)
    resolve(s)
    assert not face_up(s, "You Cannot Hide from Me")


def test_card_you_exist_only_to_amuse_choose_one_with_fewer_than_six_lands():
    s = archenemy(3)
    g = set_scheme(s, "You Exist Only to Amuse")
    assert s.decision.kind == "mode"
    s.choose(label="Create three")
    resolve(s)
    assert len(s.on_battlefield("Devil", ARCH)) == 3


def test_card_you_exist_only_to_amuse_both_with_six_lands_creatures_become_1_1_and_lose_abilities():
    s = archenemy(3)
    stock(s)
    s.lands(ARCH, "Swamp", 6)
    air = s.battlefield(BIANCA, "Air Elemental")
    elves = s.battlefield(BIANCA, "Llanowar Elves")
    sorcerer = s.battlefield(CARMEN, "Prodigal Sorcerer")
    g = set_scheme(s, "You Exist Only to Amuse")
    resolve(s)                                                   # both modes, no choice
    assert len(s.on_battlefield("Devil", ARCH)) == 3
    ch = g.chars(air)
    assert (ch.power, ch.toughness) == (1, 1) and "Flying" not in ch.keywords
    assert (g.chars(s.on_battlefield("Devil", ARCH)[0]).power) == 1      # the archenemy's aren't affected
    next_upkeep(s)                                               # the team's turn: still 1/1, no abilities
    assert not mana_sources(g, BIANCA)                           # Llanowar Elves has no mana ability
    from manamelee.engine.casting import abilities_in_zone
    assert not abilities_in_zone(g, CARMEN)                      # Prodigal Sorcerer has no {T} ability
    next_upkeep(s)                                               # the archenemy's next turn: over
    assert (g.chars(air).power, g.chars(air).toughness) == (4, 4) and "Flying" in g.chars(air).keywords
    assert elves and sorcerer


def test_card_you_will_know_true_suffering_damage_equal_to_your_commanders_mana_value():
    s = archenemy(3)
    s.commander(ARCH, "Yargle, Glutton of Urborg")              # mana value 5
    giant = s.battlefield(BIANCA, "Hill Giant")
    air = s.battlefield(CARMEN, "Air Elemental")
    their_cmd = s.commander(BIANCA, "Jasmine Boreal", zone=BATTLEFIELD)
    mine = s.battlefield(ARCH, "Grizzly Bears")
    g = set_scheme(s, "You Will Know True Suffering")
    resolve(s)
    assert giant not in g.battlefield and air not in g.battlefield      # 5 damage to 3/3 and 4/4
    assert their_cmd in g.battlefield and g.objects[their_cmd].damage == 0   # noncommander creatures only
    assert mine in g.battlefield


def test_card_your_plans_mean_nothing_any_number_of_target_players_discard_their_hands():
    s = archenemy(4)
    s.hand(ARCH, "Shock")
    s.hand(BIANCA, "Shock", "Shock", "Shock")
    s.hand(CARMEN, "Shock")
    s.hand(DAN, "Shock", "Shock")
    for p in range(4):
        s.library(p, *["Island"] * 8)
    g = set_scheme(s, "Your Plans Mean Nothing")
    target(s, ("player", ARCH))
    assert ("player", ARCH) not in option_values(s)              # each a different player
    target(s, ("player", BIANCA))
    target(s, ("player", CARMEN))
    s.choose("no_target")                                        # not Dan: no more targets asked
    assert s.decision.kind == "priority"
    resolve(s)
    hands = [len(pl.hand) for pl in g.players]
    assert hands == [7, 3 - 1, 0, 2]                             # Carmen discarded 1: draws 0; Dan untouched
