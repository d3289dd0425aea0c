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
    s.pass_until(Step.CLEANUP)
    assert face_up(s, "Bow to My Command") and not any(e.key == "sch.prompt.may_tap_to_abandon" for e in g.events)


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
    g = set_scheme(s, "Power Without Equal")
    resolve(s)
    d = s.decision
    assert d.kind == "cast_free" and div in option_values(s) and shock in option_values(s)
    s.choose(value=div)
    s.choose(value=shock)
    target(s, ("player", BIANCA))
    s.choose(value=None)                                          # no third spell
    t = g.turns[0]
    assert [it.name for it in t.stack] == ["Divination", "Shock"]     # cast, topmost last (608.2g)
    resolve(s)
    assert g.players[BIANCA].life == 18
    assert not any(g.objects[o].tapped for o in g.battlefield)   # nothing was paid
    assert len(g.players[ARCH].hand) == 3 + 2


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
