"""productions/keyword_actions (and the core's "scry N"): keyword actions of 701, each on a made-up card built for
its rule, then on real cards compiled from their oracle text."""
from __future__ import annotations

import pytest

from manamelee.engine.constants import Step
from manamelee.engine.errors import IllegalOption

from ...pool_helpers import answer_until_priority, grave_names, hand_names, lands_for, resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real_card, real_scenario

LIB = ("Island", "Forest", "Mountain", "Plains", "Swamp")


def _spell(text, *, lib=LIB, cost="{U}", type_line="Sorcery", extra=(), keywords=()):
    """A made-up spell with ``text`` in P0's hand, mana for it, and ``lib`` on top of P0's library (first on top)."""
    c = made_up("Test Spell", type_line, cost, text, keywords=keywords)
    s = scenario(c, *extra)
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    s.library(0, *lib)
    return s


def _lib(g, p=0):
    return [g.name(o) for o in g.players[p].library]


def _submit_illegal_is_refused(s, g):
    """An answer that is not one of the options is refused and changes nothing (decisions' contract)."""
    d = s.decision
    before = (_lib(g), hand_names(g, 0), grave_names(g, 0), d.id)
    with pytest.raises(IllegalOption):
        g.submit(d.id, ("not", "an option"))
    assert (_lib(g), hand_names(g, 0), grave_names(g, 0), s.decision.id) == before


# ----------------------------------------------------------------------------- scry N (701.18)
def test_701_18a_scry_n_any_number_on_the_bottom_in_any_order_the_rest_on_top_in_any_order():
    s = _spell("Scry 4.", keywords=("Scry",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    d = s.pass_until_decision("scry")
    assert d.kind == "scry" and {o.kind for o in d.options} == {"top", "bottom"}
    _submit_illegal_is_refused(s, g)
    for where in ("bottom", "top", "bottom", "top"):       # Island, Forest, Mountain, Plains
        s.choose(where)
    d = s.decision                                      # the top pile: which card is topmost
    assert d.kind == "order_cards" and sorted(o.label for o in d.options) == ["Forest", "Plains"]
    s.choose(label="Plains")
    d = s.decision                                      # the bottom pile: which card is highest of it
    assert d.kind == "order_cards" and sorted(o.label for o in d.options) == ["Island", "Mountain"]
    s.choose(label="Mountain")
    resolve_stack(s)
    assert _lib(g) == ["Plains", "Forest", "Swamp", "Mountain", "Island"]


def test_701_18a_scry_all_on_top_keeps_only_the_order_decision():
    s = _spell("Scry 2.", keywords=("Scry",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    s.pass_until_decision("scry")
    s.choose("top")
    s.choose("top")
    s.choose(label="Forest")
    resolve_stack(s)
    assert _lib(g) == ["Forest", "Island", "Mountain", "Plains", "Swamp"]


def test_701_18a_scry_more_than_the_library_looks_at_what_there_is():
    s = _spell("Scry 3.", lib=("Island",), keywords=("Scry",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    answer_until_priority(s, "scry", kind="bottom")
    assert _lib(g) == ["Island"]
    assert any(e.key == "kwa.log.scries" for e in g.events)


def test_701_18_real_cards_opt_and_preordain():
    opt, pre = real_card("Opt"), real_card("Preordain")
    s = real_scenario(opt, pre)
    s.hand(0, "Opt", "Preordain")
    lands_for(s, 0, "Opt", "{U}")
    s.library(0, *LIB)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Opt")                                       # "Scry 1. Draw a card."
    s.pass_until_decision("scry")
    s.choose("bottom")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Preordain", "Forest"] and _lib(g)[-1] == "Island"
    s.cast("Preordain")                                 # "Scry 2, then draw a card."
    s.pass_until_decision("scry")
    s.choose("top")
    s.choose("top")
    s.choose(label="Plains")                            # Plains on top, then Mountain
    resolve_stack(s)
    assert hand_names(g, 0) == ["Forest", "Plains"] and _lib(g)[0] == "Mountain"


# ----------------------------------------------------------------------------- surveil N (701.42)
def test_701_42a_surveil_n_any_number_into_the_graveyard_the_rest_on_top_in_any_order():
    s = _spell("Surveil 3.", keywords=("Surveil",))
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    d = s.pass_until_decision("surveil")
    assert d.kind == "surveil" and {o.kind for o in d.options} == {"top", "graveyard"}
    _submit_illegal_is_refused(s, g)
    s.choose("graveyard")                               # Island
    s.choose("top")                                     # Forest
    s.choose("top")                                     # Mountain
    s.choose(label="Mountain")
    resolve_stack(s)
    assert _lib(g) == ["Mountain", "Forest", "Plains", "Swamp"]
    assert grave_names(g, 0) == ["Island", "Test Spell"]


def test_701_42_real_card_consider():
    s = real_scenario(real_card("Consider"))                 # "Surveil 1. Draw a card."
    s.hand(0, "Consider")
    lands_for(s, 0, "Consider")
    s.library(0, *LIB)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Consider")
    answer_until_priority(s, "surveil", kind="graveyard")
    assert hand_names(g, 0) == ["Forest"] and grave_names(g, 0) == ["Island", "Consider"]


# ----------------------------------------------------------------------------- proliferate (701.27)
def test_701_27a_proliferate_chosen_permanents_and_players_get_one_more_of_each_kind():
    s = _spell("Proliferate.", keywords=("Proliferate",), cost="{G}")
    mine = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2, "charge": 1})
    theirs = s.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})
    s.battlefield(1, "Llanowar Elves")                  # no counters: not a choice
    s.g.players[1].total.poison = 3
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    d = s.pass_until_decision("proliferate")
    assert {o.value for o in d.options if o.kind == "choose"} == {("obj", mine), ("obj", theirs), ("player", 1)}
    _submit_illegal_is_refused(s, g)
    s.choose(value=("obj", mine))
    s.choose(value=("player", 1))
    assert ("obj", mine) not in [o.value for o in s.decision.options]     # each is chosen at most once
    s.choose("done")
    resolve_stack(s)
    assert g.objects[mine].counters == {"+1/+1": 3, "charge": 2}
    assert g.objects[theirs].counters == {"+1/+1": 1}                       # not chosen
    assert g.players[1].poison == 4


def test_701_27_real_card_bloom_hulk_proliferates_as_it_enters():
    s = real_scenario(real_card("Bloom Hulk"))       # "When this creature enters, proliferate."
    s.hand(0, "Bloom Hulk")
    lands_for(s, 0, "Bloom Hulk")
    bears = s.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Bloom Hulk")
    for _ in range(20):
        d = s.decision
        if d.kind == "proliferate":
            s.choose(value=("obj", bears)) if ("obj", bears) in [o.value for o in d.options] else s.choose("done")
        elif d.kind == "priority" and not any(t.stack for t in g.turns):
            break
        else:
            s.pass_priority()
    assert g.objects[bears].counters == {"+1/+1": 2}


# ----------------------------------------------------------------------------- explore (701.40)
def _explorer(lib):
    c = made_up("Test Explorer", "Creature — Merfolk Scout", "{G}", "When this creature enters, it explores.", "1/1",
                ("Explore",))
    s = scenario(c)
    s.hand(0, "Test Explorer")
    lands_for(s, 0, "Test Explorer")
    s.library(0, *lib)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Explorer")
    return s, g


def test_701_40a_explore_a_land_goes_into_the_hand_and_no_counter():
    s, g = _explorer(("Forest", "Island"))
    resolve_stack(s)
    [me] = s.on_battlefield("Test Explorer")
    assert hand_names(g, 0) == ["Forest"] and g.objects[me].counters == {}


@pytest.mark.parametrize("to_yard", [True, False])
def test_701_40a_explore_a_nonland_puts_a_counter_and_may_go_to_the_graveyard(to_yard):
    s, g = _explorer(("Grizzly Bears", "Island"))
    answer_until_priority(s, "yes_no", value=to_yard)
    [me] = s.on_battlefield("Test Explorer")
    assert g.objects[me].counters == {"+1/+1": 1} and hand_names(g, 0) == []
    assert _lib(g) == (["Island"] if to_yard else ["Grizzly Bears", "Island"])
    assert grave_names(g, 0) == (["Grizzly Bears"] if to_yard else [])


def test_701_40_real_card_brazen_buccaneers():
    s = real_scenario(real_card("Brazen Buccaneers"))    # "Haste / When this creature enters, it explores."
    s.hand(0, "Brazen Buccaneers")
    lands_for(s, 0, "Brazen Buccaneers")
    s.library(0, "Mountain")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Brazen Buccaneers")
    resolve_stack(s)
    assert hand_names(g, 0) == ["Mountain"]


# ----------------------------------------------------------------------------- connive (701.47)
@pytest.mark.parametrize("discard,counter", [("Grizzly Bears", 1), ("Island", 0)])
def test_701_47a_connive_draw_then_discard_a_nonland_card_puts_a_counter(discard, counter):
    c = made_up("Test Schemer", "Creature — Human Rogue", "{U}", "When this creature enters, it connives.", "1/1",
                ("Connive",))
    s = scenario(c)
    s.hand(0, "Test Schemer", "Island")
    lands_for(s, 0, "Test Schemer")
    s.library(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Schemer")
    d = s.pass_until_decision("discard")
    assert sorted(o.label for o in d.options) == ["Grizzly Bears", "Island"]   # the card drawn is among them
    s.choose(label=discard)
    resolve_stack(s)
    [me] = s.on_battlefield("Test Schemer")
    assert g.objects[me].counters.get("+1/+1", 0) == counter and grave_names(g, 0) == [discard]


def test_701_47_real_card_echo_inspector():
    s = real_scenario(real_card("Echo Inspector"))           # "When this creature enters, it connives."
    s.hand(0, "Echo Inspector")
    lands_for(s, 0, "Echo Inspector")
    s.library(0, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Echo Inspector")
    answer_until_priority(s, "discard", label="Grizzly Bears")
    [me] = s.on_battlefield("Echo Inspector")
    assert g.chars(me).power == 3                       # 2/2 with a +1/+1 counter


# ----------------------------------------------------------------------------- amass (701.44)
def test_701_44a_amass_without_an_army_creates_a_0_0_black_army_with_the_counters():
    s = _spell("Amass Zombies 2.", keywords=("Amass",), cost="{B}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    [army] = [o for o in g.battlefield if g.objects[o].token]
    ch = g.chars(army)
    assert {"Zombie", "Army"} <= set(ch.subtypes) and ch.colors == frozenset("B") and (ch.power, ch.toughness) == (2, 2)


def test_701_44a_amass_chooses_among_armies_and_the_army_becomes_that_subtype():
    s = _spell("Amass Orcs 1.", keywords=("Amass",), cost="{B}")
    g = s.start(active=0, step=Step.MAIN1)
    from manamelee.cards.dsl.builders import token
    from manamelee.engine import zones
    a1 = zones.create_token(g, 0, token("Zombie Army", 0, 0, subtypes=("Zombie", "Army"), colors="B"))
    zones.add_counters(g, a1, "+1/+1", 1)
    a2 = zones.create_token(g, 0, token("Zombie Army", 0, 0, subtypes=("Zombie", "Army"), colors="B"))
    zones.add_counters(g, a2, "+1/+1", 3)
    s.refresh()
    s.cast("Test Spell")
    d = s.pass_until_decision("choose_army")
    assert {o.value for o in d.options} == {a1, a2}
    s.choose(value=a1)
    resolve_stack(s)
    assert g.objects[a1].counters == {"+1/+1": 2} and "Orc" in g.chars(a1).subtypes
    assert "Orc" not in g.chars(a2).subtypes and len([o for o in g.battlefield if g.objects[o].token]) == 2


def test_701_44_real_card_aven_eternal():
    s = real_scenario(real_card("Aven Eternal"))     # "Flying / When this creature enters, amass Zombies 1."
    s.hand(0, "Aven Eternal")
    lands_for(s, 0, "Aven Eternal")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Aven Eternal")
    resolve_stack(s)
    [army] = [o for o in g.battlefield if g.objects[o].token]
    assert (g.chars(army).power, g.chars(army).toughness) == (1, 1)


# ----------------------------------------------------------------------------- fight (701.12)
def test_701_12a_target_creature_fights_another_target_creature():
    s = _spell("Target creature fights another target creature.", keywords=("Fight",), cost="{R}")
    ogre = s.battlefield(1, "Hill Giant")                # 3/3
    bears = s.battlefield(1, "Grizzly Bears")            # 2/2
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("cast", label="cast Test Spell")
    s.choose("target", value=("obj", bears))
    assert ("obj", bears) not in [o.value for o in s.decision.options]      # "another": not the first target
    s.choose("target", value=("obj", ogre))
    resolve_stack(s)
    assert s.on_battlefield("Grizzly Bears") == [] and g.objects[ogre].damage == 2


def test_701_12b_no_fight_when_one_target_is_gone():
    c = made_up("Test Brawl", "Instant", "{G}", "Target creature you control fights target creature you don't control.",
                keywords=("Fight",))
    bolt = made_up("Test Bolt", "Instant", "{R}", "CARDNAME deals 3 damage to any target.")
    s = scenario(c, bolt)
    mine = s.battlefield(0, "Hill Giant")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.hand(0, "Test Brawl")
    lands_for(s, 0, "Test Brawl")
    s.hand(1, "Test Bolt")
    lands_for(s, 1, "Test Bolt")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Brawl", mine, theirs)
    s.pass_priority()                                     # P1 has priority with Test Brawl on the stack
    s.cast("Test Bolt", theirs)                           # P1 kills its own creature in response
    resolve_stack(s)
    assert g.objects[mine].damage == 0                    # 701.12b: neither fights


def test_701_12a_have_it_fight_on_entering():
    c = made_up("Test Bully", "Creature — Beast", "{G}",
                "When this creature enters, you may have it fight target creature you don't control.", "4/4", ("Fight",))
    s = scenario(c)
    s.hand(0, "Test Bully")
    lands_for(s, 0, "Test Bully")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Bully")
    s.pass_until_decision("target")
    s.choose("target", value=("obj", bears))
    answer_until_priority(s, "yes_no", value=True)
    [me] = s.on_battlefield("Test Bully")
    assert s.on_battlefield("Grizzly Bears") == [] and g.objects[me].damage == 2


def test_701_12_real_cards_prey_upon_and_epic_confrontation():
    s = real_scenario(real_card("Prey Upon"), real_card("Epic Confrontation"))
    mine = s.battlefield(0, "Grizzly Bears")
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Hill Giant")
    s.hand(0, "Prey Upon", "Epic Confrontation")
    lands_for(s, 0, "Prey Upon", "{1}{G}")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Epic Confrontation", mine, a)               # +1/+2, then it fights: 3/4 vs 2/2
    resolve_stack(s)
    assert a not in g.battlefield and g.objects[mine].damage == 2
    s.cast("Prey Upon", mine, b)                        # 3/4 (2 damage marked) fights 3/3: both die
    resolve_stack(s)
    assert b not in g.battlefield and mine not in g.battlefield


# ----------------------------------------------------------------------------- investigate (701.36)
def test_701_36a_investigate_creates_a_clue_that_draws():
    s = _spell("Investigate.", keywords=("Investigate",), cost="{W}", lib=("Island",))
    s.lands(0, "Plains", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    [clue] = [o for o in g.battlefield if g.objects[o].token]
    ch = g.chars(clue)
    assert ch.name == "Clue" and ch.types == frozenset({"Artifact"}) and "Clue" in ch.subtypes and not ch.colors
    s.activate("Clue")                                  # "{2}, Sacrifice this artifact: Draw a card."
    resolve_stack(s)
    assert hand_names(g, 0) == ["Island"] and clue not in g.objects


def test_701_36_real_card_gone_missing():
    s = real_scenario(real_card("Gone Missing"))     # "Put target permanent on top of its owner's library. Investigate."
    s.hand(0, "Gone Missing")
    lands_for(s, 0, "Gone Missing")
    bears = s.battlefield(1, "Grizzly Bears")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Gone Missing", bears)
    resolve_stack(s)
    assert _lib(g, 1)[:1] == ["Grizzly Bears"]
    assert [g.name(o) for o in g.battlefield if g.objects[o].token] == ["Clue"]


# ----------------------------------------------------------------------------- a delayed draw (603.7)
def test_603_7_draw_a_card_at_the_beginning_of_the_next_turns_upkeep():
    s = _spell("You gain 1 life.\nDraw a card at the beginning of the next turn's upkeep.", cost="{W}",
               type_line="Instant", lib=("Island", "Forest"))
    s.library(1, "Swamp", "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    resolve_stack(s)
    assert g.players[0].life == 21 and hand_names(g, 0) == [] and len(g.delayed) == 1
    s.pass_until(Step.UPKEEP)                             # P1's turn: the delayed trigger goes on the stack
    resolve_stack(s)
    assert hand_names(g, 0) == ["Island"] and g.delayed == []         # once (603.7c)
    assert g.turns[0].active == 1


def test_603_7_real_card_blessed_wine():
    s = real_scenario(real_card("Blessed Wine"))
    s.hand(0, "Blessed Wine")
    lands_for(s, 0, "Blessed Wine")
    s.library(0, "Island")
    s.library(1, "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    s.cast("Blessed Wine")
    resolve_stack(s)
    s.pass_until(Step.DRAW)
    assert hand_names(g, 0) == ["Island"]


def test_801_10_proliferate_chooses_only_among_permanents_and_players_in_range():
    from manamelee.cards.pool import default_pool
    from manamelee.scenario import Scenario
    c = made_up("Test Spell", "Sorcery", "{G}", "Proliferate.", keywords=("Proliferate",))
    s = Scenario(6, ranges=[1] * 6, pool=default_pool().extended(c))      # seat 0 reaches seats 5, 0 and 1
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    bears = [s.battlefield(p, "Grizzly Bears", counters={"+1/+1": 1}) for p in range(6)]
    for p in range(6):
        s.g.players[p].total.poison = 1
    s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    d = s.pass_until_decision("proliferate")
    offered = {o.value for o in d.options if o.kind == "choose"}
    assert offered == {("obj", bears[p]) for p in (5, 0, 1)} | {("player", p) for p in (5, 0, 1)}


def test_701_27b_two_headed_giant_shared_poison_counters_are_one_choice():
    from manamelee.cards.pool import default_pool
    from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
    from manamelee.scenario import Scenario
    thg = MultiplayerRules("two-headed-giant", shared_turns=True, shared_life=True, team_hands="team", starting="team")
    c = made_up("Test Spell", "Sorcery", "{G}", "Proliferate.", keywords=("Proliferate",))
    s = Scenario(4, teams=[0, 0, 1, 1], hooks=MultiplayerHooks(thg), pool=default_pool().extended(c))
    s.hand(0, "Test Spell")
    lands_for(s, 0, "Test Spell")
    g = s.g
    assert g.players[2].total is g.players[3].total         # 810.9: one life total (and poison) per team
    g.players[2].total.poison = 2
    s.start(active=0, step=Step.MAIN1)
    s.cast("Test Spell")
    d = s.pass_until_decision("proliferate")
    players = [o.value for o in d.options if o.kind == "choose" and o.value[0] == "player"]
    assert len(players) == 1 and players[0][1] in (2, 3)
    s.choose(value=players[0])                              # the only choice: nothing left to ask
    resolve_stack(s)
    assert g.players[2].poison == g.players[3].poison == 3
