"""productions/suspend and engine/suspend.py: Suspend N—[cost] (702.62), the special action of suspending (116.2f),
the upkeep and last-time-counter abilities working in exile, the free cast with haste, and a suspend spell's "Exile
this card with N time counters on it."."""
from __future__ import annotations

import pytest

from manamelee.engine import zones
from manamelee.engine.constants import EXILE, STACK, Step
from manamelee.engine.errors import ManameleeError
from manamelee.engine.suspend import TIME, is_suspended, remove_time_counter

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real, scenario_of

SLEEPER = ("Test Sleeper", "Creature — Beast", "{4}{G}{G}", "Trample\nSuspend 2—{G} (Rather than cast this card from "
           "your hand, you may pay {G} and exile it with two time counters on it.)", "6/6", ("Trample", "Suspend"))
RIFT = ("Test Rift", "Sorcery", "{2}{R}", "Test Rift deals 3 damage to any target.\nSuspend 1—{R}", None, ("Suspend",))
GLIMPSE = ("Test Glimpse", "Instant", "{3}{U}", "Draw two cards.\nSuspend 2—{U}", None, ("Suspend",))
SHATTER = ("Test Shatter", "Sorcery", "{1}{R}", "Destroy target artifact.\nSuspend 1—{R}", None, ("Suspend",))
ECHO = ("Test Echo", "Sorcery", "{4}{U}{U}", "Draw a card. Exile Test Echo with two time counters on it.\n"
        "Suspend 2—{U}", None, ("Suspend",))
RUSH = ("Test Rush", "Instant", "{R}", "Split second\nTest Rush deals 1 damage to any target.", None, ("Split second",))


def _game(*cards, hand=(), lands=("Forest",), active=0, step=Step.MAIN1, players=2):
    s = scenario(*(made_up(*c) for c in cards), players=players)
    for name in hand:
        s.hand(0, name)
    for land in lands:
        s.battlefield(0, land)
    for p in range(players):
        s.library(p, *["Plains"] * 8)          # the draw steps of the turns to come
    g = s.start(active=active, step=step)
    return s, g


def _exiled(g, name):
    return [o for o in g.exile if g.objects[o].card.name == name]


def _kinds(s):
    return [o.kind for o in s.decision.options]


def _to_upkeep(s, p):
    """Pass (answering nothing else) until a later turn of ``p`` reaches its upkeep."""
    s.pass_to_later_turn(p, Step.UPKEEP)


def _settle(s, answer="yes"):
    """Pass priority and answer "may" questions with ``answer`` until every stack is empty."""
    g = s.g
    for _ in range(60):
        d = s.decision
        if d.kind == "yes_no":
            s.choose(answer)
        elif d.kind == "order_triggers":
            g.submit(d.id, 0)
        elif d.kind == "priority" and any(t.stack for t in g.turns):
            s.choose("pass")
        else:
            return
    raise AssertionError("the stack never emptied")


# --------------------------------------------------------------------------- 702.62a first ability, 116.2f
def test_702_62a_116_2f_suspending_pays_the_cost_and_exiles_the_card_with_n_time_counters_without_the_stack():
    s, g = _game(SLEEPER, hand=("Test Sleeper",))
    d = s.decision
    assert d.player == 0 and "suspend" in _kinds(s)
    assert not [o for o in d.options if o.kind == "cast"]          # {4}{G}{G} can't be paid: only suspend
    s.choose("suspend")
    (x,) = _exiled(g, "Test Sleeper")
    assert g.objects[x].counters == {TIME: 2} and is_suspended(g.objects[x])
    assert not g.players[0].hand and all(g.objects[f].tapped for f in g.battlefield)      # {G} paid
    assert not any(t.stack for t in g.turns)                       # 116.2f: the action doesn't use the stack
    assert s.decision.kind == "priority" and s.decision.player == 0     # 116.3: priority again afterwards
    seen = next(c for c in g.view(1)["exile"] if c["id"] == x)     # exiled face up: public
    assert seen["name"] == "Test Sleeper" and not seen.get("face_down")


def test_116_2f_702_62a_a_sorcery_speed_card_is_not_suspended_when_it_couldnt_be_cast_and_a_bad_answer_changes_nothing():
    s, g = _game(SLEEPER, hand=("Test Sleeper",), active=1)       # the opponent's main phase
    s.pass_priority()
    d = s.decision
    assert d.player == 0 and "suspend" not in _kinds(s)
    (card,) = g.players[0].hand
    with pytest.raises(ManameleeError):
        g.submit(d.id, ("suspend", (card,)))
    assert g.players[0].hand == [card] and not g.exile and s.decision.id == d.id
    s2, g2 = _game(SLEEPER, hand=("Test Sleeper",), step=Step.UPKEEP)     # own upkeep: not a main phase
    assert "suspend" not in [o.kind for o in s2.decision.options]


def test_702_62a_not_while_the_stack_isnt_empty_for_a_sorcery_speed_card():
    s, g = _game(SLEEPER, GLIMPSE, hand=("Test Sleeper", "Test Glimpse"), lands=("Forest", "Island", "Island",
                                                                                   "Island", "Island"))
    s.cast("Test Glimpse")                                         # on the stack; P0 gets priority again
    assert g.turns[0].stack and s.decision.player == 0
    kinds = [(o.kind, o.args) for o in s.decision.options]
    assert not any(k == "suspend" and ("card", "Test Sleeper") in a for k, a in kinds)


def test_702_62a_an_instant_with_suspend_may_be_suspended_whenever_it_could_be_cast():
    s, g = _game(GLIMPSE, hand=("Test Glimpse",), lands=("Island",), active=1)     # the opponent's turn
    s.pass_priority()
    assert s.decision.player == 0 and "suspend" in _kinds(s)
    s.choose("suspend")
    (x,) = _exiled(g, "Test Glimpse")
    assert g.objects[x].counters == {TIME: 2}


def test_702_62c_an_effect_that_forbids_casting_the_card_forbids_suspending_it():
    s, g = _game(GLIMPSE, RUSH, hand=("Test Glimpse",), lands=("Island",), active=1)
    s.hand(1, "Test Rush")
    s.battlefield(1, "Mountain")
    s.refresh()
    s.cast("Test Rush", ("player", 0))                             # split second (702.61a): no spells can be cast
    while s.decision.player != 0:
        s.pass_priority()
    assert g.turns[0].stack and "suspend" not in _kinds(s)
    resolve_stack(s)
    s.pass_priority()                                              # the stack is empty again: it may be suspended
    assert s.decision.player == 0 and "suspend" in _kinds(s)


def test_702_62a_the_suspend_cost_must_be_paid():
    s, g = _game(SLEEPER, hand=("Test Sleeper",), lands=("Mountain",))
    assert "suspend" not in _kinds(s)


# --------------------------------------------------------------------------- 702.62a second ability, 702.62b
def test_702_62a_a_time_counter_is_removed_at_the_beginning_of_its_owners_upkeep_only():
    s, g = _game(SLEEPER, hand=("Test Sleeper",))
    s.choose("suspend")
    (x,) = _exiled(g, "Test Sleeper")
    _to_upkeep(s, 1)                                               # the opponent's upkeep: nothing
    assert not any(t.stack for t in g.turns) and g.objects[x].counters == {TIME: 2}
    _to_upkeep(s, 0)
    assert g.turns[0].stack and g.turns[0].stack[0].controller == 0     # the owner controls it (113.8)
    _settle(s)
    assert g.objects[x].counters == {TIME: 1} and g.objects[x].zone == EXILE


def test_702_62b_a_card_with_suspend_but_no_time_counter_isnt_suspended_and_doesnt_trigger():
    s, g = _game(SLEEPER, lands=())
    x = s.exile(0, "Test Sleeper")                                  # exiled some other way: no time counter
    assert not is_suspended(g.objects[x])
    _to_upkeep(s, 0)
    assert not any(t.stack for t in g.turns)
    s2, g2 = _game(lands=())
    y = s2.exile(0, "Grizzly Bears")                               # time counters but no suspend: not suspended
    g2.objects[y].counters[TIME] = 2
    assert not is_suspended(g2.objects[y])
    _to_upkeep(s2, 0)
    assert not any(t.stack for t in g2.turns) and g2.objects[y].counters == {TIME: 2}


# --------------------------------------------------------------------------- 702.62a third ability
def test_702_62a_when_the_last_counter_is_removed_the_owner_casts_it_free_and_the_creature_has_haste():
    s, g = _game(SLEEPER, hand=("Test Sleeper",))
    s.choose("suspend")
    _to_upkeep(s, 0)
    _settle(s)                                                     # 2 -> 1
    _to_upkeep(s, 0)
    _settle(s)                                                     # 1 -> 0, then the cast, then it resolves
    (x,) = s.on_battlefield("Test Sleeper", controller=0)
    assert not g.exile and "Haste" in g.chars(x).keywords
    assert not any(g.objects[f].tapped for f in g.battlefield if f != x)      # no mana paid (untapped this turn)
    assert any("without paying its mana cost" in line for line in g.log)


def test_702_62a_haste_lasts_only_while_the_caster_keeps_control():
    s, g = _game(SLEEPER, hand=("Test Sleeper",))
    s.choose("suspend")
    for _ in range(2):
        _to_upkeep(s, 0)
        _settle(s)
    (x,) = s.on_battlefield("Test Sleeper")
    assert "Haste" in g.chars(x).keywords
    aura = s.battlefield(1, "Mind Control", attached_to=x)        # 613.1b: the opponent gains control
    s.refresh()
    assert g.controller(x) == 1 and "Haste" not in g.chars(x).keywords
    zones.destroy(g, aura)                                         # control comes back, the haste doesn't
    s.refresh()
    assert g.controller(x) == 0 and "Haste" not in g.chars(x).keywords


def test_702_62a_if_the_owner_declines_it_remains_exiled_for_good():
    s, g = _game(SLEEPER, hand=("Test Sleeper",))
    s.choose("suspend")
    for _ in range(2):
        _to_upkeep(s, 0)
        _settle(s, answer="no")
    (x,) = _exiled(g, "Test Sleeper")
    assert not g.objects[x].counters and not is_suspended(g.objects[x]) and not s.on_battlefield("Test Sleeper")
    _to_upkeep(s, 0)
    assert not any(t.stack for t in g.turns)


def test_702_62a_702_62d_a_sorcery_is_cast_in_the_upkeep_choosing_its_targets_and_paying_nothing():
    s, g = _game(RIFT, hand=("Test Rift",), lands=("Mountain",))
    s.choose("suspend")
    _to_upkeep(s, 0)
    for _ in range(10):
        d = s.decision
        if d.kind == "target":
            break
        s.choose("yes") if d.kind == "yes_no" else s.pass_priority()
    assert g.turns[0].step == Step.UPKEEP                          # timing permissions don't apply (608.2g)
    s.choose("target", value=("player", 1))
    (spell,) = g.turns[0].stack
    assert spell.kind == "spell" and g.objects[spell.source].zone == STACK and spell.x == 0
    resolve_stack(s)
    assert g.players[1].life == 17 and [g.name(c) for c in g.players[0].graveyard] == ["Test Rift"]


def test_702_62a_if_it_cant_be_cast_it_remains_exiled():
    s, g = _game(SHATTER, hand=("Test Shatter",), lands=("Mountain",))     # no artifact to target
    s.choose("suspend")
    _to_upkeep(s, 0)
    _settle(s)
    (x,) = _exiled(g, "Test Shatter")
    assert not g.objects[x].counters and not g.players[0].graveyard


def test_702_62a_the_last_counter_removed_any_other_way_triggers_too():
    s, g = _game(SLEEPER, lands=())
    x = s.exile(0, "Test Sleeper")
    g.objects[x].counters[TIME] = 1
    assert remove_time_counter(g, x, "122.1")                      # e.g. an effect removing a time counter
    s.refresh()
    assert g.turns[0].stack and "last time counter" in g.turns[0].stack[0].text
    _settle(s)
    assert s.on_battlefield("Test Sleeper")


def test_702_62a_a_spell_that_exiles_itself_with_time_counters_is_suspended_again():
    s, g = _game(ECHO, hand=("Test Echo",), lands=["Island"] * 6)
    s.cast("Test Echo")
    resolve_stack(s)
    (x,) = _exiled(g, "Test Echo")
    assert g.objects[x].counters == {TIME: 2} and is_suspended(g.objects[x]) and len(g.players[0].hand) == 1
    for _ in range(2):
        _to_upkeep(s, 0)
        _settle(s)
    (y,) = _exiled(g, "Test Echo")                                 # cast again, and exiled again as it resolved
    assert g.objects[y].counters == {TIME: 2} and y != x


def test_702_62a_suspend_lines_compile_and_print_back():
    from manamelee.cards.oracle.compiler import compile_ability
    from manamelee.cards.oracle.printer import ability
    for line in ("Suspend 4—{1}{R}", "Draw two cards. Exile CARDNAME with three time counters on it.",
                 "Exile CARDNAME with a time counter on it."):
        assert ability(compile_ability(line)) == line
    assert compile_ability("Suspend 4—{1}{R}")["list"] == [{"kw": "Suspend", "n": 4, "cost": "{1}{R}"}]


# --------------------------------------------------------------------------- real cards
def test_rift_bolt_suspended_for_r_deals_3_damage_at_the_next_upkeep():
    s = scenario_of(real("Rift Bolt"))
    s.hand(0, "Rift Bolt")
    s.battlefield(0, "Mountain")
    for p in (0, 1):
        s.library(p, *["Plains"] * 5)
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("suspend", label="Rift Bolt")
    (x,) = _exiled(g, "Rift Bolt")
    assert g.objects[x].counters == {TIME: 1}
    _to_upkeep(s, 0)
    for _ in range(10):
        d = s.decision
        if d.kind == "target":
            break
        s.choose("yes") if d.kind == "yes_no" else s.pass_priority()
    s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 17


def test_riftwing_cloudskate_comes_in_with_haste_and_bounces_a_permanent():
    s = scenario_of(real("Riftwing Cloudskate"))
    s.hand(0, "Riftwing Cloudskate")
    s.battlefield(0, "Island")
    s.battlefield(0, "Island")
    bear = s.battlefield(1, "Grizzly Bears")
    for p in (0, 1):
        s.library(p, *["Plains"] * 10)
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("suspend", label="Riftwing Cloudskate")
    (x,) = _exiled(g, "Riftwing Cloudskate")
    assert g.objects[x].counters == {TIME: 3}
    for _ in range(3):
        _to_upkeep(s, 0)
        for _ in range(20):
            d = s.decision
            if d.kind == "target":
                s.choose("target", value=("obj", bear))
            elif d.kind == "yes_no":
                s.choose("yes")
            elif d.kind == "priority" and any(t.stack for t in g.turns):
                s.pass_priority()
            else:
                break
    (c,) = s.on_battlefield("Riftwing Cloudskate")
    assert "Haste" in g.chars(c).keywords and "Flying" in g.chars(c).keywords
    assert bear not in g.battlefield and [g.name(h) for h in g.players[1].hand].count("Grizzly Bears") == 1


def test_inspiring_refrain_draws_two_and_exiles_itself_with_three_time_counters():
    s = scenario_of(real("Inspiring Refrain"))
    s.hand(0, "Inspiring Refrain")
    s.lands(0, "Island", 6)
    s.library(0, "Plains", "Forest", "Swamp")
    g = s.start(active=0, step=Step.MAIN1)
    assert "suspend" in _kinds(s)                                  # {2}{U} is payable too
    s.cast("Inspiring Refrain")
    resolve_stack(s)
    assert sorted(g.name(h) for h in g.players[0].hand) == ["Forest", "Plains"]
    (x,) = _exiled(g, "Inspiring Refrain")
    assert g.objects[x].counters == {TIME: 3} and is_suspended(g.objects[x]) and not g.players[0].graveyard


def test_search_for_tomorrow_suspended_then_fetches_a_basic_land():
    s = scenario_of(real("Search for Tomorrow"))
    s.hand(0, "Search for Tomorrow")
    s.battlefield(0, "Forest")
    s.library(0, *["Plains"] * 6)
    s.library(1, *["Plains"] * 6)
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("suspend", label="Search for Tomorrow")
    (x,) = _exiled(g, "Search for Tomorrow")
    assert g.objects[x].counters == {TIME: 2}
    lands = len(s.on_battlefield("Plains", controller=0))
    for _ in range(2):
        _to_upkeep(s, 0)
        for _ in range(20):
            d = s.decision
            if d.kind == "yes_no":
                s.choose("yes")
            elif d.kind == "priority" and any(t.stack for t in g.turns):
                s.pass_priority()
            elif d.kind != "priority":
                g.submit(d.id, 0)                                  # the search: the first basic land
            else:
                break
    assert len(s.on_battlefield("Plains", controller=0)) == lands + 1
    assert [g.name(c) for c in g.players[0].graveyard] == ["Search for Tomorrow"]


def test_118_6_ancestral_vision_has_no_mana_cost_so_only_suspend_casts_it():
    card = real("Ancestral Vision")
    assert card.mana_cost_text is None and card.colors == frozenset({"U"})     # 204: its color indicator
    s = scenario_of(card)
    s.hand(0, "Ancestral Vision")
    s.lands(0, "Island", 3)
    for p in (0, 1):
        s.library(p, *["Plains"] * 12)
    g = s.start(active=0, step=Step.MAIN1)
    assert "cast" not in _kinds(s) and "suspend" in _kinds(s)     # 118.6: an unpayable cost, even with mana
    s.choose("suspend")
    (x,) = _exiled(g, "Ancestral Vision")
    assert g.objects[x].counters == {TIME: 4}
    for _ in range(4):
        _to_upkeep(s, 0)
        hand = len(g.players[0].hand)
        for _ in range(20):
            d = s.decision
            if d.kind == "target":
                s.choose("target", value=("player", 0))
            elif d.kind == "yes_no":
                s.choose("yes")
            elif d.kind == "priority" and any(t.stack for t in g.turns):
                s.pass_priority()
            else:
                break
    assert len(g.players[0].hand) == hand + 3                      # "Target player draws three cards."
    assert [g.name(c) for c in g.players[0].graveyard] == ["Ancestral Vision"]


def test_random_duels_with_suspend_and_foretell_cards_end_and_replay_exactly():
    """Random agents play decks of real suspend and foretell cards (every special action and free cast they pick);
    the game ends and its answers replay it exactly (DESIGN "determinism")."""
    import json
    import random

    from manamelee.agents import RandomAgent
    from manamelee.cards.pool import default_pool
    from manamelee.engine import events as ev
    from manamelee.engine.config import GameConfig, PlayerConfig
    from manamelee.engine.game import Game
    from manamelee.sim.runner import run_game
    names = ["Rift Bolt", "Riftwing Cloudskate", "Inspiring Refrain", "Ancestral Vision", "Search for Tomorrow",
             "Demon Bolt", "Saw It Coming", "Doomskar", "Augury Raven", "Poison the Cup"]
    cards = {n: real(n) for n in names}
    lands = [default_pool()[n] for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")]

    def state(g):
        return json.dumps([g.view(p) for p in range(len(g.players))], sort_keys=True, default=str), g.log, g.result

    seed = 3
    rng = random.Random(seed)
    pcs = [PlayerConfig(f"P{i}", tuple([cards[x] for x in rng.sample(names, 7) for _ in range(4)]
                                       + [lands[j % 5] for j in range(27)])) for i in range(2)]
    cfg = GameConfig(pcs, variant="duel", options={"starting_player": 0})
    g = run_game(cfg, seed, [RandomAgent(seed * 7 + i) for i in range(2)])
    assert g.over
    assert any("suspends" in line for line in g.log) and any("foretells" in line for line in g.log)
    assert any(e.kind == ev.CAST and e.data.data.get("method") == "Foretell" for e in g.events)
    r = Game.new(cfg, seed)
    for a in g.record:
        r.submit(*a) if a[0] != -1 else r.concede(a[1])
    assert state(r) == state(g)


# --------------------------------------------------------------------------- suspend X (107.3d), abilities in exile (113.6b)
CHRONICLER = ("Test Chronicler", "Creature — Avatar", "{3}{U}{U}", "Suspend X—{X}{3}{U}. X can't be 0.\n"
              "Whenever a time counter is removed from this card while it's exiled, draw a card.", "3/3", ("Suspend",))
ODDITY = ("Test Oddity", "Creature — Illusion", "{3}{U}", "Suspend 1—{U}\nWhen the last time counter is removed from "
          "this card while it's exiled, you gain 3 life.", "2/2", ("Suspend",))


def test_107_3d_suspend_x_chooses_x_of_at_least_1_before_paying_and_puts_x_time_counters():
    s, g = _game(CHRONICLER, hand=("Test Chronicler",), lands=["Island"] * 6)
    s.choose("suspend")
    d = s.decision
    assert d.kind == "choose_x" and [o.value for o in d.options if o.kind == "x"] == [1, 2]    # "X can't be 0"
    s.choose("x", value=2)
    (x,) = _exiled(g, "Test Chronicler")
    assert g.objects[x].counters == {TIME: 2} and all(g.objects[f].tapped for f in g.battlefield)   # {2}{3}{U}


def test_107_3d_suspend_x_is_not_offered_when_x_1_cant_be_paid_and_backing_out_changes_nothing():
    s, g = _game(CHRONICLER, hand=("Test Chronicler",), lands=["Island"] * 4)
    assert "suspend" not in _kinds(s)                              # {1}{3}{U} needs five mana
    s2, g2 = _game(CHRONICLER, hand=("Test Chronicler",), lands=["Island"] * 5)
    s2.choose("suspend")
    s2.choose("cancel")
    assert len(g2.players[0].hand) == 1 and not g2.exile and not any(g2.objects[f].tapped for f in g2.battlefield)
    assert s2.decision.kind == "priority"


def test_113_6b_whenever_a_time_counter_is_removed_from_this_card_while_its_exiled():
    s, g = _game(CHRONICLER, hand=("Test Chronicler",), lands=["Island"] * 5)
    s.choose("suspend")
    s.choose("x", value=1)
    _to_upkeep(s, 0)
    hand = len(g.players[0].hand)
    _settle(s, answer="no")                      # the counter goes, the card draws; the free cast is declined
    assert len(g.players[0].hand) == hand + 1
    (x,) = _exiled(g, "Test Chronicler")
    assert not g.objects[x].counters


def test_113_6b_the_exile_ability_doesnt_work_on_the_battlefield():
    s, g = _game(CHRONICLER, lands=())
    x = s.battlefield(0, "Test Chronicler", counters={TIME: 2})
    hand = len(g.players[0].hand)
    remove_time_counter(g, x, "122.1")
    s.refresh()
    assert not any(t.stack for t in g.turns) and len(g.players[0].hand) == hand


def test_113_6b_when_the_last_time_counter_is_removed_from_this_card_while_its_exiled():
    s, g = _game(ODDITY, hand=("Test Oddity",), lands=("Island",))
    s.choose("suspend")
    _to_upkeep(s, 0)
    life = g.players[0].life
    _settle(s)
    assert g.players[0].life == life + 3 and s.on_battlefield("Test Oddity")


def test_aeon_chronicler_suspended_for_x_draws_a_card_per_time_counter_removed():
    s = scenario_of(real("Aeon Chronicler"))
    s.hand(0, "Aeon Chronicler")
    s.lands(0, "Island", 6)
    for p in (0, 1):
        s.library(p, *["Plains"] * 12)
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("suspend", label="Aeon Chronicler")
    s.choose("x", value=2)
    drawn = 0
    for _ in range(2):
        _to_upkeep(s, 0)
        hand = len(g.players[0].hand)
        _settle(s)
        drawn += len(g.players[0].hand) - hand
    assert drawn == 2                                              # one per time counter removed in exile
    (c,) = s.on_battlefield("Aeon Chronicler")
    assert "Haste" in g.chars(c).keywords and g.chars(c).power == len(g.players[0].hand)


def test_dinosaurs_on_a_spaceship_makes_a_dinosaur_token_per_time_counter_removed():
    s = scenario_of(real("Dinosaurs on a Spaceship"))
    s.hand(0, "Dinosaurs on a Spaceship")
    for land in ("Plains", "Mountain", "Mountain", "Mountain", "Mountain"):
        s.battlefield(0, land)
    for p in (0, 1):
        s.library(p, *["Plains"] * 12)
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("suspend", label="Dinosaurs on a Spaceship")
    _to_upkeep(s, 0)
    _settle(s)
    tokens = [o for o in g.battlefield if g.objects[o].token]
    assert len(tokens) == 1
    ch = g.chars(tokens[0])
    assert "Dinosaur" in ch.subtypes and {"Flying", "Haste"} <= ch.keywords and ch.colors == frozenset({"R", "W"})
