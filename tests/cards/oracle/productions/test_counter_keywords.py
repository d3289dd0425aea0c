"""productions/counter_keywords: "enters with N counters" (614.1c, 122.6, 107.3m), bloodthirst (702.54), persist
(702.79), undying (702.93), modular (702.43), fabricate (702.123), renown (702.112), evolve (702.100), vanishing
(702.63), fading (702.32)."""
from __future__ import annotations

from manamelee.cards.oracle.printer import ability
from manamelee.engine.constants import Step
from manamelee.engine.zones import put_onto_battlefield

from ...pool_helpers import grave_names, lands_for, resolve_stack
from ..helpers import made_up, scenario
from .kw_helpers import combat, real_card

GROWER = made_up("Test Grower", "Creature — Ooze", "{1}{G}", "This creature enters with two +1/+1 counters on it.", "0/0")
SHRINKER = made_up("Test Shrinker", "Creature — Elemental", "{1}{B}", "This creature enters with a -1/-1 counter on it.",
                   "3/3")
X_OOZE = made_up("Test X Ooze", "Creature — Ooze", "{X}{G}", "This creature enters with X +1/+1 counters on it.", "0/0")
TAPPED_GROWER = made_up("Test Tapped Grower", "Creature — Ooze", "{1}{G}",
                        "This creature enters tapped.\nThis creature enters with a +1/+1 counter on it.", "1/1")
THIRSTY = made_up("Test Thirsty Ogre", "Creature — Ogre", "{2}{R}", "Bloodthirst 2", "2/2", ("Bloodthirst",))
PERSISTER = made_up("Test Persister", "Creature — Ouphe", "{2}{G}", "Persist", "3/2", ("Persist",))
UNDYING = made_up("Test Undying Wolf", "Creature — Wolf", "{2}{G}", "Undying", "2/2", ("Undying",))
MODULAR = made_up("Test Modular Drone", "Artifact Creature — Construct", "{2}", "Modular 2", "0/0", ("Modular",))
RECEIVER = made_up("Test Receiver", "Artifact Creature — Construct", "{2}", "", "1/1")
FABRICATOR = made_up("Test Fabricator", "Artifact Creature — Construct", "{2}", "Fabricate 2", "1/1", ("Fabricate",))
RENOWNED = made_up("Test Renowned Hero", "Creature — Human Soldier", "{1}{W}", "Renown 2", "2/2", ("Renown",))
EVOLVER = made_up("Test Evolver", "Creature — Lizard", "{G}", "Evolve", "1/1", ("Evolve",))
BIG = made_up("Test Big Beast", "Creature — Beast", "{2}{G}", "", "3/3")
SMALL = made_up("Test Small Beast", "Creature — Beast", "{G}", "", "1/1")
VANISHER = made_up("Test Vanisher", "Creature — Spirit", "{1}{U}", "Vanishing 2", "3/3", ("Vanishing",))
FADER = made_up("Test Fader", "Creature — Spirit", "{1}{U}", "Fading 1", "3/3", ("Fading",))
MURDER = made_up("Test Murder", "Instant", "{1}{B}", "Destroy target creature.")
SHOCK = made_up("Test Zap", "Instant", "{R}", "Test Zap deals 2 damage to any target.")
CARDS = (GROWER, SHRINKER, X_OOZE, TAPPED_GROWER, THIRSTY, PERSISTER, UNDYING, MODULAR, RECEIVER, FABRICATOR,
         RENOWNED, EVOLVER, BIG, SMALL, VANISHER, FADER, MURDER, SHOCK)


def _s(*more):
    s = scenario(*CARDS, *more)
    for p in (0, 1):
        s.library(p, *["Plains"] * 5)
    return s


def _cast(s, name, player=0, x=0, **kw):
    s.hand(player, name)
    lands_for(s, player, name, x=x)
    return name


def _kill(s, oid, player=0):
    s.hand(player, "Test Murder")
    lands_for(s, player, "Test Murder")
    s.refresh()                              # cards added to a game in progress: let the engine look again
    s.cast("Test Murder", oid)
    resolve_stack(s)


# ------------------------------------------------------------------ enters with counters (614.1c, 122.6)
def test_614_1c_a_creature_enters_with_its_counters():
    s = _s()
    _cast(s, "Test Grower")
    _cast(s, "Test Shrinker")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Grower")
    resolve_stack(s)
    s.cast("Test Shrinker")
    resolve_stack(s)
    (gr,), (sh,) = s.on_battlefield("Test Grower"), s.on_battlefield("Test Shrinker")
    assert g.objects[gr].counters == {"+1/+1": 2} and (s.chars(gr).power, s.chars(gr).toughness) == (2, 2)
    assert g.objects[sh].counters == {"-1/-1": 1} and s.chars(sh).toughness == 2


def test_107_3m_enters_with_x_counters_uses_the_spells_x():
    s = _s()
    _cast(s, "Test X Ooze", x=3)
    g = s.start(0, Step.MAIN1)
    s.cast("Test X Ooze", x=3)
    resolve_stack(s)
    (o,) = s.on_battlefield("Test X Ooze")
    assert g.objects[o].counters == {"+1/+1": 3}


def test_107_3m_x_is_zero_when_it_enters_without_being_cast():
    s = _s()
    gy = s.graveyard(0, "Test X Ooze")
    g = s.start(0, Step.MAIN1)
    put_onto_battlefield(g, gy, rule="110.2a")
    s.refresh()
    assert s.on_battlefield("Test X Ooze") == [] and grave_names(g, 0) == ["Test X Ooze"]     # 0/0: 704.5f


def test_614_12_enters_tapped_and_with_a_counter_both_apply():
    s = _s()
    _cast(s, "Test Tapped Grower")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Tapped Grower")
    resolve_stack(s)
    (o,) = s.on_battlefield("Test Tapped Grower")
    assert g.objects[o].tapped and g.objects[o].counters == {"+1/+1": 1}


def test_enters_with_counters_prints_back():
    node = {"k": "enters_with", "self": "this creature", "n": "X", "kind": "+1/+1", "noun": "counters"}
    assert ability(node) == "This creature enters with X +1/+1 counters on it."


# ------------------------------------------------------------------ bloodthirst (702.54a)
def test_702_54a_bloodthirst_counters_only_if_an_opponent_was_dealt_damage_this_turn():
    s = _s()
    _cast(s, "Test Thirsty Ogre")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Thirsty Ogre")
    resolve_stack(s)
    (o,) = s.on_battlefield("Test Thirsty Ogre")
    assert g.objects[o].counters == {}
    s2 = _s()
    _cast(s2, "Test Thirsty Ogre")
    _cast(s2, "Test Zap")
    g2 = s2.start(0, Step.MAIN1)
    s2.cast("Test Zap", ("player", 1))
    resolve_stack(s2)
    s2.cast("Test Thirsty Ogre")
    resolve_stack(s2)
    (o2,) = s2.on_battlefield("Test Thirsty Ogre")
    assert g2.objects[o2].counters == {"+1/+1": 2}


def test_702_54a_damage_to_yourself_is_not_an_opponents():
    s = _s()
    _cast(s, "Test Thirsty Ogre")
    _cast(s, "Test Zap")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Zap", ("player", 0))
    resolve_stack(s)
    s.cast("Test Thirsty Ogre")
    resolve_stack(s)
    (o,) = s.on_battlefield("Test Thirsty Ogre")
    assert g.objects[o].counters == {}


# ------------------------------------------------------------------ persist (702.79a), undying (702.93a)
def test_702_79a_persist_returns_with_a_minus_counter_then_not_again():
    s = _s()
    p = s.battlefield(0, "Test Persister")
    g = s.start(0, Step.MAIN1)
    _kill(s, p)
    (back,) = s.on_battlefield("Test Persister")
    assert back != p and g.objects[back].counters == {"-1/-1": 1} and s.chars(back).power == 2
    assert g.controller(back) == 0
    _kill(s, back)
    assert s.on_battlefield("Test Persister") == [] and "Test Persister" in grave_names(g, 0)


def test_702_93a_undying_returns_with_a_plus_counter_then_not_again():
    s = _s()
    u = s.battlefield(0, "Test Undying Wolf")
    g = s.start(0, Step.MAIN1)
    _kill(s, u)
    (back,) = s.on_battlefield("Test Undying Wolf")
    assert g.objects[back].counters == {"+1/+1": 1} and s.chars(back).power == 3
    _kill(s, back)
    assert s.on_battlefield("Test Undying Wolf") == []


def test_702_79a_persist_returns_under_its_owners_control():
    s = _s()
    p = s.battlefield(1, "Test Persister", owner=0)          # owned by P0, controlled by P1
    g = s.start(1, Step.MAIN1)
    _kill(s, p, player=1)
    (back,) = s.on_battlefield("Test Persister")
    assert g.controller(back) == 0


# ------------------------------------------------------------------ modular (702.43a)
def test_702_43a_modular_enters_with_counters_and_moves_them_when_it_dies():
    s = _s()
    _cast(s, "Test Modular Drone")
    r = s.battlefield(0, "Test Receiver")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Modular Drone")
    resolve_stack(s)
    (m,) = s.on_battlefield("Test Modular Drone")
    assert g.objects[m].counters == {"+1/+1": 2}
    s.hand(0, "Test Murder")
    lands_for(s, 0, "Test Murder")
    s.refresh()
    s.cast("Test Murder", m)
    s.pass_priority(2)
    s.choose("target", value=("obj", r))                    # the dies trigger's target
    for _ in range(10):
        d = s.decision
        if d.kind == "yes_no":
            s.choose(value=True)
        elif d.kind == "priority" and any(t.stack for t in g.turns):
            s.pass_priority()
        else:
            break
    assert g.objects[r].counters == {"+1/+1": 2}


# ------------------------------------------------------------------ fabricate (702.123a)
def _fabricate(put: bool):
    s = _s()
    _cast(s, "Test Fabricator")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Fabricator")
    for _ in range(10):
        d = s.decision
        if d.kind == "yes_no":
            s.choose(value=put)
        elif d.kind == "priority" and any(t.stack for t in g.turns):
            s.pass_priority()
        else:
            break
    return s, g


def test_702_123a_fabricate_puts_counters_on_it():
    s, g = _fabricate(True)
    (f,) = s.on_battlefield("Test Fabricator")
    assert g.objects[f].counters == {"+1/+1": 2} and s.on_battlefield("Servo") == []


def test_702_123a_fabricate_otherwise_makes_servos():
    s, g = _fabricate(False)
    (f,) = s.on_battlefield("Test Fabricator")
    servos = s.on_battlefield("Servo")
    assert g.objects[f].counters == {} and len(servos) == 2
    assert s.chars(servos[0]).types == frozenset({"Artifact", "Creature"}) and s.chars(servos[0]).power == 1


# ------------------------------------------------------------------ renown (702.112a-b)
def test_702_112a_renown_once_and_it_becomes_renowned():
    s = _s()
    h = s.battlefield(0, "Test Renowned Hero")
    g = s.start(0, Step.BEGIN_COMBAT)
    combat(s, [(h, 1)], until=Step.MAIN2)
    assert g.objects[h].counters == {"+1/+1": 2} and g.objects[h].note.get("renowned")
    assert g.players[1].life == 18
    g.objects[h].tapped = False
    s.pass_until(Step.UPKEEP)          # next turn (P1's)
    s.pass_until(Step.BEGIN_COMBAT)
    s.pass_until(Step.UPKEEP)          # back to P0
    s.pass_until(Step.BEGIN_COMBAT)
    combat(s, [(h, 1)], until=Step.MAIN2)
    assert g.players[1].life == 14 and g.objects[h].counters == {"+1/+1": 2}   # 603.4: no second time


# ------------------------------------------------------------------ evolve (702.100a)
def test_702_100a_evolve_only_for_a_bigger_creature():
    s = _s()
    e = s.battlefield(0, "Test Evolver")
    _cast(s, "Test Small Beast")
    _cast(s, "Test Big Beast")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Small Beast")
    resolve_stack(s)
    assert g.objects[e].counters == {}                       # 1/1 isn't greater than 1/1
    s.cast("Test Big Beast")
    resolve_stack(s)
    assert g.objects[e].counters == {"+1/+1": 1}


def test_702_100a_an_opponents_creature_does_not_evolve():
    s = _s()
    e = s.battlefield(0, "Test Evolver")
    _cast(s, "Test Big Beast", player=1)
    g = s.start(1, Step.MAIN1)
    s.cast("Test Big Beast")
    resolve_stack(s)
    assert g.objects[e].counters == {}


# ------------------------------------------------------------------ vanishing (702.63a), fading (702.32a)
def test_702_63a_vanishing_removes_time_counters_and_sacrifices_at_the_last():
    s = _s()
    v = s.battlefield(0, "Test Vanisher", counters={"time": 2})
    g = s.start(0, Step.UPKEEP, run_step_actions=True)
    resolve_stack(s)
    assert g.objects[v].counters == {"time": 1}
    s.pass_until(Step.DRAW)
    s.pass_until(Step.UPKEEP)            # P1's turn
    s.pass_until(Step.DRAW)
    s.pass_until(Step.UPKEEP)            # P0's next turn
    resolve_stack(s)
    assert s.on_battlefield("Test Vanisher") == [] and "Test Vanisher" in grave_names(g, 0)


def test_702_63a_vanishing_enters_with_its_time_counters():
    s = _s()
    _cast(s, "Test Vanisher")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Vanisher")
    resolve_stack(s)
    (v,) = s.on_battlefield("Test Vanisher")
    assert g.objects[v].counters == {"time": 2}


def test_702_32a_fading_sacrifices_only_when_no_counter_can_be_removed():
    s = _s()
    f = s.battlefield(0, "Test Fader", counters={"fade": 1})
    g = s.start(0, Step.UPKEEP, run_step_actions=True)
    resolve_stack(s)
    assert s.on_battlefield("Test Fader") == [f] and g.objects[f].counters == {}
    s.pass_until(Step.DRAW)
    s.pass_until(Step.UPKEEP)            # P1's turn
    s.pass_until(Step.DRAW)
    s.pass_until(Step.UPKEEP)            # P0's next turn
    resolve_stack(s)
    assert s.on_battlefield("Test Fader") == []


def test_counter_keywords_print_back():
    assert ability({"k": "keywords", "list": [{"kw": "Bloodthirst", "n": 2}, "Persist"]}) == "Bloodthirst 2, persist"
    assert ability({"k": "keywords", "list": [{"kw": "Modular", "n": 1}]}) == "Modular 1"


# ------------------------------------------------------------------ real cards
def test_real_kitchen_finks_gains_life_twice_through_persist():
    finks = real_card("Kitchen Finks")
    s = _s(finks)
    _cast(s, "Kitchen Finks")
    g = s.start(0, Step.MAIN1)
    s.cast("Kitchen Finks")
    resolve_stack(s)
    (k,) = s.on_battlefield("Kitchen Finks")
    _kill(s, k)
    (back,) = s.on_battlefield("Kitchen Finks")
    assert g.players[0].life == 24 and g.objects[back].counters == {"-1/-1": 1}


def test_real_young_wolf_and_arcbound_worker_and_endless_one():
    wolf, worker, endless = real_card("Young Wolf"), real_card("Arcbound Worker"), real_card("Endless One")
    s = _s(wolf, worker, endless)
    _cast(s, "Endless One", x=4)
    w = s.battlefield(0, "Young Wolf")
    g = s.start(0, Step.MAIN1)
    s.cast("Endless One", x=4)
    resolve_stack(s)
    (e,) = s.on_battlefield("Endless One")
    assert (s.chars(e).power, s.chars(e).toughness) == (4, 4)
    _kill(s, w)
    (back,) = s.on_battlefield("Young Wolf")
    assert (s.chars(back).power, s.chars(back).toughness) == (2, 2)
    assert worker.extra["as_enters"] is not None and "Modular 1" in worker.keywords


# ------------------------------------------------------------------ proliferate (701.27a)
SPREAD = made_up("Test Spread", "Sorcery", "{1}{U}", "Proliferate.", None, ("Proliferate",))


def _proliferate_setup(s, caster=0):
    s.hand(caster, "Test Spread")
    lands_for(s, caster, "Test Spread")


def test_701_27a_proliferate_gives_chosen_permanents_and_players_one_more_of_each_kind():
    s = _s(SPREAD)
    mine = s.battlefield(0, "Test Big Beast", counters={"+1/+1": 2, "time": 1})
    theirs = s.battlefield(1, "Test Big Beast", counters={"-1/-1": 1})
    skipped = s.battlefield(1, "Test Small Beast", counters={"+1/+1": 1})
    _proliferate_setup(s)
    g = s.start(0, Step.MAIN1)
    g.players[1].total.poison = 3
    s.refresh()
    s.cast("Test Spread")
    s.pass_priority(2)
    d = s.decision
    assert d.kind == "proliferate"
    assert {o.value for o in d.options if o.kind == "choose"} == {("obj", mine), ("obj", theirs), ("obj", skipped),
                                                                         ("player", 1)}
    s.choose("choose", value=("obj", mine))
    s.choose("choose", value=("obj", theirs))
    s.choose("choose", value=("player", 1))
    s.choose("done")
    resolve_stack(s)
    assert g.objects[mine].counters == {"+1/+1": 3, "time": 2}
    assert g.objects[theirs].counters == {"-1/-1": 2} and g.objects[skipped].counters == {"+1/+1": 1}
    assert g.players[1].poison == 4 and g.players[0].poison == 0


def test_701_27a_proliferate_never_offers_what_has_no_counter_and_a_player_out_of_range():
    from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules
    from manamelee.scenario import Scenario
    s = Scenario(5, ranges=[1] * 5, hooks=MultiplayerHooks(MultiplayerRules("ffa")), pool=_s(SPREAD).pool)
    for p in range(5):
        s.library(p, "Plains")
    s.battlefield(0, "Test Big Beast")                       # no counter
    _proliferate_setup(s)
    g = s.start(0, Step.MAIN1)
    for p in (1, 2):
        g.players[p].total.poison = 1                        # P2 is two seats away: outside P0's range (801.10)
    s.refresh()
    s.cast("Test Spread")
    for _ in range(10):
        if s.decision.kind == "proliferate":
            break
        s.pass_priority()
    assert {o.value for o in s.decision.options if o.kind == "choose"} == {("player", 1)}


def test_real_thrummingbird_proliferates_when_it_deals_combat_damage():
    bird = real_card("Thrummingbird")
    s = _s(bird)
    t = s.battlefield(0, "Thrummingbird")
    e = s.battlefield(0, "Test Evolver", counters={"+1/+1": 1})
    g = s.start(0, Step.BEGIN_COMBAT)
    g.players[1].total.poison = 2
    s.refresh()
    from .kw_helpers import to_attackers
    to_attackers(s)
    s.attack((t, 1))
    for _ in range(40):
        d = s.decision
        if d.kind == "proliferate":
            s.choose("choose", value=("obj", e))
            s.choose("choose", value=("player", 1))
            break
        s.pass_priority()
    resolve_stack(s)
    assert g.objects[e].counters == {"+1/+1": 2} and g.players[1].poison == 3 and g.players[1].life == 19


# ------------------------------------------------------------------ backup (702.165a)
BACKER = made_up("Test Backer", "Creature — Human Soldier", "{1}{W}", "Backup 1\nFlying, lifelink", "1/1",
                 ("Backup", "Flying", "Lifelink"))


def _backup(target_self: bool):
    s = _s(BACKER)
    b = s.battlefield(0, "Test Small Beast")
    _cast(s, "Test Backer")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Backer")
    s.pass_priority(2)
    (me,) = s.on_battlefield("Test Backer")
    s.choose("target", value=("obj", me if target_self else b))
    resolve_stack(s)
    return s, g, b, me


def test_702_165a_backup_puts_counters_on_another_creature_and_lends_the_abilities_below():
    s, g, b, me = _backup(False)
    assert g.objects[b].counters == {"+1/+1": 1}
    assert {"Flying", "Lifelink"} <= s.chars(b).keywords
    s.pass_until(Step.UPKEEP)                                   # 514.2: until end of turn
    assert not ({"Flying", "Lifelink"} & s.chars(b).keywords) and g.objects[b].counters == {"+1/+1": 1}


def test_702_165a_backup_on_itself_only_puts_the_counters():
    s, g, b, me = _backup(True)
    assert g.objects[me].counters == {"+1/+1": 1} and g.objects[b].counters == {}
    assert not ({"Flying", "Lifelink"} & s.chars(b).keywords)


def test_702_165a_backup_followed_by_other_abilities_does_not_build():
    from manamelee.cards.oracle.compile_pool import compile_face
    facts = {"name": "Test Bad Backer", "manaCost": "{1}{W}", "type": "Creature — Human", "layout": "normal",
             "text": "Backup 1\nWhen this creature enters, you gain 2 life.", "types": ["Creature"],
             "supertypes": [], "subtypes": ["Human"], "keywords": ["Backup"], "power": "1", "toughness": "1",
             "loyalty": None}
    rec, blocked = compile_face(facts, {})
    assert rec is None and "backup" in blocked[0]


def test_real_golden_scale_aeronaut_lends_flying():
    aero = real_card("Golden-Scale Aeronaut")
    s = _s(aero)
    b = s.battlefield(0, "Test Small Beast")
    _cast(s, "Golden-Scale Aeronaut")
    s.start(0, Step.MAIN1)
    s.cast("Golden-Scale Aeronaut")
    s.pass_priority(2)
    s.choose("target", value=("obj", b))
    resolve_stack(s)
    assert "Flying" in s.chars(b).keywords and s.chars(b).power == 2


# ------------------------------------------------------------------ graft (702.58), outlast (702.107)
GRAFTER = made_up("Test Grafter", "Creature — Plant", "{3}{G}", "Graft 2", "0/0", ("Graft",))
STURDY = made_up("Test Sturdy Grafter", "Creature — Plant", "{2}{G}", "Graft 1", "2/2", ("Graft",))
OUTLASTER = made_up("Test Outlaster", "Creature — Human Warrior", "{W}", "Outlast {1}{W}", "1/1", ("Outlast",))


def _answer_may(s, yes=True):
    g = s.g
    for _ in range(20):
        d = s.decision
        if d.kind == "yes_no":
            s.choose(value=yes)
        elif d.kind == "priority" and any(t.stack for t in g.turns):
            s.pass_priority()
        else:
            return


def test_702_58a_graft_enters_with_counters_and_may_move_one_onto_another_creature():
    s = _s(GRAFTER, STURDY)
    _cast(s, "Test Grafter")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Grafter")
    resolve_stack(s)
    (gr,) = s.on_battlefield("Test Grafter")
    assert g.objects[gr].counters == {"+1/+1": 2}
    s.hand(1, "Test Small Beast")
    lands_for(s, 1, "Test Small Beast")
    s.pass_until(Step.UPKEEP)
    s.pass_until(Step.MAIN1)                       # P1's turn: an opponent's creature counts too ("another creature")
    s.cast("Test Small Beast")
    s.pass_priority(2)
    _answer_may(s, True)
    (beast,) = s.on_battlefield("Test Small Beast")
    assert g.objects[gr].counters == {"+1/+1": 1} and g.objects[beast].counters == {"+1/+1": 1}


def test_702_58a_graft_does_not_trigger_without_a_counter_and_may_be_declined():
    s = _s(STURDY)
    s.battlefield(0, "Test Sturdy Grafter")                   # no +1/+1 counter on it: the "if" is false
    _cast(s, "Test Small Beast")
    g = s.start(0, Step.MAIN1)
    s.cast("Test Small Beast")
    resolve_stack(s)
    assert not any(e.kind == "trigger" for e in g.events)
    s2 = _s(STURDY)
    gr2 = s2.battlefield(0, "Test Sturdy Grafter", counters={"+1/+1": 1})
    _cast(s2, "Test Small Beast")
    g2 = s2.start(0, Step.MAIN1)
    s2.cast("Test Small Beast")
    s2.pass_priority(2)
    _answer_may(s2, False)                                     # "you may": declining moves nothing
    assert g2.objects[gr2].counters == {"+1/+1": 1}


def test_702_107a_outlast_puts_a_counter_only_as_a_sorcery_and_taps():
    s = _s(OUTLASTER)
    o = s.battlefield(0, "Test Outlaster")
    s.battlefield(0, "Plains")
    s.battlefield(0, "Plains")
    g = s.start(0, Step.MAIN1)
    s.activate("Test Outlaster")
    resolve_stack(s)
    assert g.objects[o].counters == {"+1/+1": 1} and g.objects[o].tapped
    s2 = _s(OUTLASTER)
    s2.battlefield(0, "Test Outlaster")
    s2.battlefield(0, "Plains")
    s2.battlefield(0, "Plains")
    s2.start(0, Step.BEGIN_COMBAT)
    assert not any(op.kind == "activate" for op in s2.decision.options)      # not at sorcery timing


def test_real_ainok_bond_kin_outlast_and_first_strike_for_countered_creatures():
    ainok = real_card("Ainok Bond-Kin")
    s = _s(ainok)
    a = s.battlefield(0, "Ainok Bond-Kin")
    b = s.battlefield(0, "Test Big Beast", counters={"+1/+1": 1})
    s.start(0, Step.MAIN1)
    assert "First strike" in s.chars(b).keywords and "First strike" not in s.chars(a).keywords


# ------------------------------------------------------------------ riot (702.136a), unleash (702.98a)
RIOTER = made_up("Test Rioter", "Creature — Goblin", "{1}{R}", "Riot", "2/2", ("Riot",))
UNLEASHED = made_up("Test Unleashed", "Creature — Devil", "{1}{R}", "Unleash", "2/2", ("Unleash",))


def _enter(name, answer):
    s = _s(RIOTER, UNLEASHED)
    _cast(s, name)
    g = s.start(0, Step.MAIN1)
    s.cast(name)
    s.pass_priority(2)
    d = s.decision
    assert d.kind == "yes_no" and d.player == 0
    s.choose(value=answer)
    resolve_stack(s)
    (o,) = s.on_battlefield(name)
    return s, g, o


def test_702_136a_riot_with_a_counter_no_haste():
    s, g, o = _enter("Test Rioter", True)
    assert g.objects[o].counters == {"+1/+1": 1} and "Haste" not in s.chars(o).keywords


def test_702_136a_riot_without_the_counter_it_gains_haste():
    s, g, o = _enter("Test Rioter", False)
    assert g.objects[o].counters == {} and "Haste" in s.chars(o).keywords
    s.pass_until(Step.DECLARE_ATTACKERS)
    assert any(op.kind == "attacker" and op.value == o for op in s.decision.options)   # no summoning sickness


def test_702_98a_unleashed_with_a_counter_cant_block():
    s, g, o = _enter("Test Unleashed", True)
    assert g.objects[o].counters == {"+1/+1": 1} and "CantBlock" in s.chars(o).keywords
    g.objects[o].counters.clear()                         # once it has no +1/+1 counter, it can block again
    s.refresh()
    assert "CantBlock" not in s.chars(o).keywords


def test_702_98a_not_unleashed_it_can_block():
    s, g, o = _enter("Test Unleashed", False)
    assert g.objects[o].counters == {} and "CantBlock" not in s.chars(o).keywords


def test_614_12_riot_entering_without_being_cast_takes_the_haste_branch():
    s = _s(RIOTER)
    gy = s.graveyard(0, "Test Rioter")
    g = s.start(0, Step.MAIN1)
    nid = put_onto_battlefield(g, gy, rule="110.2a")
    s.refresh()
    assert g.objects[nid].counters == {} and "Haste" in s.chars(nid).keywords


def test_real_zhur_taa_goblin_and_rakdos_cackler():
    goblin, cackler = real_card("Zhur-Taa Goblin"), real_card("Rakdos Cackler")
    assert "Riot" in goblin.keywords and goblin.extra["enters_yes_no"][0][0] == "riot"
    assert "Unleash" in cackler.keywords and any(sa.text == "Unleash" for sa in cackler.static)
