"""CR 904 (Archenemy), 314 (schemes), 701.25 (set in motion) and 701.26 (abandon): one test per sub-rule,
plus the Italian guide's rule that the whole team facing the archenemy wins when the archenemy loses
(/work/shared/seeds/904-archenemy.it.txt: "Tutti i giocatori avversari, anche quelli che hanno già perso
la partita, vincono se l'archenemy viene sconfitto").

Scenario tables: Arch (the archenemy, seat 0, alone on team 0) then Bianca and Carmen (team 1, shared
team turns).
"""
import json

import pytest

from manamelee.cards import default_pool
from manamelee.cards.decks import load_scheme_deck
from manamelee.cards.dsl import SetSchemesInMotion, test_spell
from manamelee.configs import make_config
from manamelee.engine import Step
from manamelee.engine import events as ev
from manamelee.engine import zones
from manamelee.engine.config import GameConfig, PlayerConfig
from manamelee.engine.constants import COMMAND, EXILE, GRAVEYARD, HAND
from manamelee.engine.damage import deal_damage
from manamelee.engine.errors import ConfigError, DeckError
from manamelee.engine.game import Game
from manamelee.engine.schemes import (ABANDON, SET_IN_MOTION, abandon, face_up_schemes, scheme_sba, set_again,
                                      set_in_motion)
from manamelee.multiplayer import MultiplayerHooks, MultiplayerRules, hooks_for
from manamelee.scenario import Scenario

ARCH, BIANCA, CARMEN = 0, 1, 2
RULES = MultiplayerRules("archenemy", shared_turns=True, team_hands="team", archenemies=(0,), starting="archenemy")
RUMBLE = MultiplayerRules("supervillain-rumble", "multiple", archenemies=(0, 1, 2))
DECK = ["Look Skyward and Despair", "Roots of All Evil", "The Iron Guardian Stirs", "Know Naught but Fire"]


def table(*schemes, pool=None, library=8):
    s = Scenario(["Arch", "Bianca", "Carmen"], teams=[0, 1, 1], hooks=hooks_for(RULES), pool=pool)
    s.scheme_deck(ARCH, *schemes)
    for p in range(3):
        s.library(p, *["Plains"] * library)
    return s


def keep_all(g):
    while g.pending() and g.pending()[0].kind == "mulligan":
        d = g.pending()[0]
        g.submit(d.id, d.option("keep"))


def new_game(variant="archenemy", players=4, seed=0):
    g = Game.new(make_config(players, variant=variant, seed=seed), seed=seed)
    keep_all(g)
    return g


def schemes_of(g, p):
    return [o for o in g.objects.values() if "Scheme" in o.card.types and o.owner == p]


def sid(s, name):
    return next(o.id for o in s.g.objects.values() if o.card.name == name)


def pass_to_next_turn(s):
    g = s.g
    start = g.turn_count
    for _ in range(300):
        if g.turn_count != start:
            return g.turns[0]
        d = s.decision
        if d.kind == "priority":
            s.choose("pass")
        elif d.kind in ("declare_attackers", "declare_blockers"):
            s.choose("done")
        else:
            raise AssertionError(f"unexpected decision {d}")
    raise AssertionError("no new turn")


def write_deck(tmp_path, lines, name="mine.txt"):
    p = tmp_path / name
    p.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(p)


TEN = ["Look Skyward and Despair", "Roots of All Evil", "The Iron Guardian Stirs", "Know Naught but Fire",
       "I Delight in Your Convulsions", "Mortal Flesh Is Weak", "Only Blood Ends Your Nightmares",
       "The Very Soil Shall Shake", "Nothing Can Stop Me Now", "I Bask in Your Silent Awe"]


# --------------------------------------------------------------------------- 904.1 / 904.2
def test_904_1_904_2_default_setup_two_teams_archenemy_alone_attack_multiple_and_shared_team_turns():
    cfg = make_config(4, variant="archenemy")
    assert [p.team for p in cfg.players] == [0, 1, 1, 1]                  # 904.2a-b
    mp = cfg.options["multiplayer"]
    assert mp["attack"] == "multiple" and mp["shared_turns"] is True      # 802 and 805
    assert mp["deploy"] is False and not mp["adjacent_only"] and not mp["shared_life"]
    assert all(p.range is None for p in cfg.players)                      # no range of influence
    assert mp["archenemies"] == [0]
    assert len(cfg.players[0].schemes) >= 20 and all(not p.schemes for p in cfg.players[1:])
    g = Game.new(cfg, seed=0)
    keep_all(g)
    assert g.turns[0].side == (0,)
    g2 = new_game()
    s_turns = []
    while len(s_turns) < 2 and not g2.over:
        t = g2.turns[0]
        if not s_turns or s_turns[-1] != t.side:
            s_turns.append(t.side)
        d = g2.pending()[0]
        g2.submit(d.id, d.option("pass") if any(o.kind == "pass" for o in d.options) else
                  (d.option("done") if any(o.kind == "done" for o in d.options) else 0))
    assert s_turns == [(0,), (1, 2, 3)]                                   # 805.4: the team takes one turn


@pytest.mark.parametrize("kw", [{"range_": 2}, {"deploy": True}, {"attack": "left"}, {"teams": 3}])
def test_904_2_no_other_multiplayer_options_are_used(kw):
    with pytest.raises(ConfigError, match="904.2"):
        make_config(4, variant="archenemy", **kw)


# --------------------------------------------------------------------------- 904.3
def test_904_3_scheme_deck_file_needs_twenty_schemes(tmp_path):
    ok = write_deck(tmp_path, [f"2 {n}" for n in TEN])
    assert len(load_scheme_deck(ok)) == 20
    short = write_deck(tmp_path, [f"2 {n}" for n in TEN[:9]] + [f"1 {TEN[9]}"], "short.txt")
    with pytest.raises(DeckError, match=r"19 cards; it needs at least 20 \(904.3\)"):
        load_scheme_deck(short)


def test_904_3_scheme_deck_file_no_more_than_two_of_a_name(tmp_path):
    three = write_deck(tmp_path, ["3 Look Skyward and Despair"] + [f"2 {n}" for n in TEN[1:]], "three.txt")
    with pytest.raises(DeckError, match=r"more than two copies of Look Skyward and Despair \(904.3\)"):
        load_scheme_deck(three)


def test_904_3_scheme_deck_holds_only_schemes(tmp_path):
    bad = write_deck(tmp_path, [f"2 {n}" for n in TEN] + ["1 Shock"], "bad.txt")
    with pytest.raises(DeckError, match="not schemes: Shock"):
        load_scheme_deck(bad)


def test_904_3_game_config_validation_refuses_an_illegal_scheme_deck(tmp_path):
    pool = default_pool()
    deck = tuple(pool["Plains"] for _ in range(10))
    legal = tuple(pool[n] for n in TEN for _ in range(2))
    players = [PlayerConfig("Arch", deck, team=0, schemes=legal), PlayerConfig("Bianca", deck, team=1)]
    GameConfig(players).validate()
    players[0] = PlayerConfig("Arch", deck, team=0, schemes=legal[:19])
    with pytest.raises(ConfigError, match="scheme deck of Arch has 19 cards"):
        GameConfig(players).validate()
    players[0] = PlayerConfig("Arch", deck, team=0, schemes=legal[:18] + (pool[TEN[0]],) * 2)
    with pytest.raises(ConfigError, match="more than two copies of Look Skyward"):
        GameConfig(players).validate()
    three = write_deck(tmp_path, ["3 Roots of All Evil"] + [f"2 {n}" for n in TEN if n != "Roots of All Evil"])
    with pytest.raises(DeckError, match="904.3"):
        make_config(4, variant="archenemy", schemes=[three])


# --------------------------------------------------------------------------- 904.4 / 314.2
def test_904_4_314_2_schemes_stay_in_the_command_zone_with_the_same_object():
    g = new_game()
    ids = {o.id for o in schemes_of(g, 0)}
    assert len(ids) == 20 and all(g.objects[i].zone == COMMAND and g.objects[i].face_down for i in ids)
    assert set(g.players[0].scheme_deck) == ids
    s = table("Look Skyward and Despair", "Roots of All Evil")
    look = sid(s, "Look Skyward and Despair")
    s.start(active=ARCH, step=Step.MAIN1, run_step_actions=True)
    assert s.g.objects[look].zone == COMMAND and not s.g.objects[look].face_down
    for to in (GRAVEYARD, EXILE, HAND):          # 314.2: if it would leave the command zone, it remains
        assert zones.move(s.g, look, to) is None
        assert s.g.objects[look].zone == COMMAND
    s.pass_until_resolved()
    assert s.g.objects[look].zone == COMMAND and s.g.objects[look].face_down     # back in the deck: same object
    assert s.g.players[ARCH].scheme_deck[-1] == look
    assert not any(e.kind == ev.ZONE_CHANGE and e.obj == look for e in s.g.events)


# --------------------------------------------------------------------------- 904.5 / 904.6 / 904.7
def test_904_5_archenemy_starts_at_40_the_others_at_20():
    g = new_game(players=4)
    assert [p.life for p in g.players] == [40, 20, 20, 20]
    assert len({id(p.total) for p in g.players}) == 4             # no shared life


@pytest.mark.parametrize("seed", range(6))
def test_904_6_the_archenemy_takes_the_first_turn(seed):
    g = new_game(seed=seed)
    assert g.starting_player == 0
    assert g.turns[0].number == 1 and g.turns[0].active == 0 and g.turns[0].side == (0,)


def test_904_7_314_5_owner_is_who_started_with_it_and_controls_it_face_up():
    g = new_game()
    assert all(o.owner == 0 for o in g.objects.values() if "Scheme" in o.card.types)
    assert all(not schemes_of(g, p) for p in (1, 2, 3))
    s = table("The Very Soil Shall Shake", "Roots of All Evil")
    s.start(active=BIANCA, step=Step.MAIN1)
    very = sid(s, "The Very Soil Shall Shake")
    set_in_motion(s.g, ARCH)
    assert s.g.objects[very].owner == ARCH and s.g.controller(very) == ARCH
    bear = s.battlefield(ARCH, "Runeclaw Bear")
    assert s.chars(bear).power == 4                              # "you" is the owner: their creatures grow


# --------------------------------------------------------------------------- 904.8 / 314.4
def test_904_8_314_4_face_up_scheme_abilities_work_from_the_command_zone():
    s = table("The Very Soil Shall Shake", "Nothing Can Stop Me Now", "Roots of All Evil")
    bear = s.battlefield(ARCH, "Runeclaw Bear")
    foe = s.battlefield(BIANCA, "Runeclaw Bear")
    s.start(active=BIANCA, step=Step.MAIN1)
    g = s.g
    assert s.chars(bear).power == 2                              # face down in the deck: no effect
    deal_damage(g, foe, ("player", ARCH), 2)
    assert g.players[ARCH].life == 38
    set_in_motion(g, ARCH, times=2)                              # both face up now
    s.refresh()
    assert (s.chars(bear).power, s.chars(bear).toughness) == (4, 4)          # static ability
    deal_damage(g, foe, ("player", ARCH), 2)
    assert g.players[ARCH].life == 37                                        # static prevention
    zones.destroy(g, bear)
    s.refresh()
    assert [it.name for it in g.turns[0].stack] == ["The Very Soil Shall Shake"]   # triggered ability


def test_904_8_face_down_scheme_triggers_do_not_trigger():
    s = table("Look Skyward and Despair", "My Laughter Echoes", "Roots of All Evil")   # Laughter face down
    s.start(active=ARCH, step=Step.MAIN1, run_step_actions=True)
    assert [it.name for it in s.g.turns[0].stack] == ["Look Skyward and Despair"]


# --------------------------------------------------------------------------- 904.9
def test_904_9_set_in_motion_right_after_the_precombat_main_phase_begins_without_the_stack():
    s = table("Look Skyward and Despair", "Roots of All Evil", "The Iron Guardian Stirs")
    look = sid(s, "Look Skyward and Despair")
    s.start(active=ARCH, step=Step.UPKEEP, run_step_actions=True)
    g = s.g
    assert g.objects[look].face_down
    s.pass_until(Step.MAIN1)
    i_main = max(i for i, e in enumerate(g.events) if e.kind == ev.STEP and e.data == Step.MAIN1)
    i_set = next(i for i, e in enumerate(g.events) if e.kind == SET_IN_MOTION)
    assert i_set > i_main and g.events[i_set].rule == "904.9" and g.events[i_set].obj == look
    assert i_set == i_main + 1                        # immediately after the phase begins, nothing between
    d = s.decision
    assert d.kind == "priority" and d.player == ARCH and not g.objects[look].face_down
    # The action itself used no stack; the "when you set this scheme in motion" trigger is on it.
    assert [(it.kind, it.name) for it in g.turns[0].stack] == [("triggered", "Look Skyward and Despair")]
    s.pass_until_resolved()
    s.pass_until(Step.END)                                                   # no scheme in the postcombat main
    assert sum(e.kind == SET_IN_MOTION for e in g.events) == 1


# --------------------------------------------------------------------------- 701.25
def test_701_25a_only_the_archenemy_sets_schemes_in_motion():
    s = table(*DECK)
    s.start(active=BIANCA, step=Step.MAIN1, run_step_actions=True)          # the team's main phase
    g = s.g
    assert not any(e.kind == SET_IN_MOTION for e in g.events) and len(g.players[ARCH].scheme_deck) == 4
    assert set_in_motion(g, BIANCA) == []                                    # she has no scheme deck
    with pytest.raises(ConfigError, match="scheme decks are for Archenemy"):
        make_config(4, variant="ffa", schemes=["scorched-earth"])           # only in an Archenemy game


def test_701_25a_no_scheme_is_set_in_motion_in_a_game_without_archenemies():
    s = Scenario(["Arch", "Bianca", "Carmen"], hooks=MultiplayerHooks(MultiplayerRules("ffa")))
    s.scheme_deck(ARCH, *DECK)
    s.start(active=ARCH, step=Step.MAIN1, run_step_actions=True)
    assert len(s.g.players[ARCH].scheme_deck) == 4 and face_up_schemes(s.g) == []


def test_701_25b_the_top_scheme_moves_off_the_deck_and_turns_face_up():
    s = table(*DECK)
    top, second = s.g.players[ARCH].scheme_deck[:2]
    s.start(active=ARCH, step=Step.MAIN1, run_step_actions=True)
    g = s.g
    assert not g.objects[top].face_down and top not in g.players[ARCH].scheme_deck
    assert g.players[ARCH].scheme_deck[0] == second and g.objects[second].face_down


def test_701_25b_a_face_up_scheme_set_in_motion_again_counts_as_set_in_motion():
    s = table(*DECK)
    s.start(active=ARCH, step=Step.MAIN1, run_step_actions=True)
    g = s.g
    look = sid(s, "Look Skyward and Despair")
    set_again(g, look)                       # neither action is performed on it, but it is set in motion
    s.refresh()
    assert [it.name for it in g.turns[0].stack] == ["Look Skyward and Despair"] * 2
    roots = sid(s, "Roots of All Evil")      # face down on top: it moves off the deck and turns face up
    set_again(g, roots)
    assert not g.objects[roots].face_down and roots not in g.players[ARCH].scheme_deck


def test_701_25c_several_schemes_are_set_in_motion_one_at_a_time():
    twice = test_spell("Twice the Scheming", [SetSchemesInMotion(2)], types=("Sorcery",))
    s = table(*DECK, pool=default_pool().extended(twice))
    s.hand(ARCH, "Twice the Scheming")
    s.start(active=ARCH, step=Step.MAIN2)
    s.cast("Twice the Scheming")
    s.pass_until_resolved()
    g = s.g
    sets = [(i, e) for i, e in enumerate(g.events) if e.kind == SET_IN_MOTION]
    assert [g.name(e.obj) for _, e in sets] == ["Look Skyward and Despair", "Roots of All Evil"]
    (i1, e1), (i2, e2) = sets
    assert i1 < i2 and e1.obj != e2.obj                 # two separate events, in deck order
    d = s.decision
    assert d.kind == "order_triggers"                   # each scheme's own trigger
    s.choose("trigger", label="Roots")
    s.pass_until_resolved()
    assert len([o for o in g.battlefield if g.objects[o].token]) == 6


# --------------------------------------------------------------------------- 904.10 / 314.6
def test_904_10_314_6_non_ongoing_scheme_goes_to_the_bottom_once_no_scheme_trigger_is_pending():
    s = table("Look Skyward and Despair", "Roots of All Evil", "The Iron Guardian Stirs")
    g = s.g
    look = sid(s, "Look Skyward and Despair")
    set_in_motion(g, ARCH)
    assert g.triggered and scheme_sba(g) is False        # its trigger is waiting to be put on the stack
    assert not g.objects[look].face_down
    s.start(active=ARCH, step=Step.MAIN2)
    assert g.turns[0].stack and not g.objects[look].face_down     # on the stack: still face up
    s.pass_until_resolved()
    assert g.objects[look].face_down and g.players[ARCH].scheme_deck[-1] == look
    e = next(e for e in g.events if e.rule == "904.10")
    assert "bottom" in e.text
    assert s.decision.kind == "priority"                 # done before a player received priority


def test_904_10_another_schemes_pending_trigger_keeps_it_face_up():
    s = table("My Laughter Echoes", "Look Skyward and Despair", "Roots of All Evil")
    set_in_motion(s.g, ARCH)
    s.start(active=ARCH, step=Step.MAIN1, run_step_actions=True)
    s.choose("trigger", label="My Laughter Echoes")      # Laughter's trigger below Look Skyward's
    s.choose("pass")
    s.choose("pass")                                     # Look Skyward's trigger resolves
    g = s.g
    look = sid(s, "Look Skyward and Despair")
    assert len(g.turns[0].stack) == 1 and not g.objects[look].face_down


# --------------------------------------------------------------------------- 904.11 / 701.26
def test_904_11_ongoing_scheme_stays_face_up_until_abandoned():
    s = table("The Very Soil Shall Shake", "Roots of All Evil", "The Iron Guardian Stirs")
    s.start(active=ARCH, step=Step.MAIN1, run_step_actions=True)
    very = sid(s, "The Very Soil Shall Shake")
    pass_to_next_turn(s)
    pass_to_next_turn(s)
    s.pass_until(Step.MAIN2)
    g = s.g
    assert not g.objects[very].face_down and very not in g.players[ARCH].scheme_deck
    assert abandon(g, very)
    assert g.objects[very].face_down and g.players[ARCH].scheme_deck[-1] == very


def test_701_26a_only_a_face_up_ongoing_scheme_can_be_abandoned():
    s = table("Look Skyward and Despair", "The Very Soil Shall Shake", "Roots of All Evil")
    g = s.g
    look, very = sid(s, "Look Skyward and Despair"), sid(s, "The Very Soil Shall Shake")
    assert abandon(g, very) is False                     # face down in the deck
    set_in_motion(g, ARCH)
    deck = list(g.players[ARCH].scheme_deck)
    assert abandon(g, look) is False                     # not ongoing
    assert not g.objects[look].face_down and g.players[ARCH].scheme_deck == deck
    bear = s.battlefield(ARCH, "Runeclaw Bear")
    assert abandon(g, bear) is False                     # not a scheme


def test_701_26b_abandon_turns_it_face_down_on_the_bottom_of_the_scheme_deck():
    s = table("The Very Soil Shall Shake", "Roots of All Evil", "Look Skyward and Despair")
    g = s.g
    very = sid(s, "The Very Soil Shall Shake")
    set_in_motion(g, ARCH)
    assert abandon(g, very)
    assert g.objects[very].face_down and g.objects[very].zone == COMMAND
    assert g.players[ARCH].scheme_deck == [sid(s, "Roots of All Evil"), sid(s, "Look Skyward and Despair"), very]
    assert g.events[-1].kind == ABANDON and g.events[-1].rule == "701.26b"


# --------------------------------------------------------------------------- 314.7
def test_314_7_this_scheme_is_the_scheme_that_is_the_source_of_the_ability():
    s = table("The Very Soil Shall Shake", "I Know All, I See All", "Roots of All Evil")
    g = s.g
    set_in_motion(g, ARCH, times=2)                      # two ongoing schemes face up
    bear = s.battlefield(ARCH, "Runeclaw Bear")
    s.start(active=BIANCA, step=Step.MAIN1)
    zones.destroy(g, bear)
    s.refresh()
    s.pass_until_resolved()
    assert g.objects[sid(s, "The Very Soil Shall Shake")].face_down
    assert not g.objects[sid(s, "I Know All, I See All")].face_down


# --------------------------------------------------------------------------- 904.12 Supervillain Rumble
def test_904_12a_b_rumble_is_free_for_all_with_a_scheme_deck_for_everyone():
    cfg = make_config(4, variant="supervillain-rumble")
    assert all(p.team is None and p.range is None for p in cfg.players)
    assert all(len(p.schemes) >= 20 for p in cfg.players)                  # 904.12b: everyone is an archenemy
    mp = cfg.options["multiplayer"]
    assert mp["attack"] == "multiple" and not mp["shared_turns"] and not mp["deploy"]
    assert mp["archenemies"] == [0, 1, 2, 3]


@pytest.mark.parametrize("kw", [{"teams": 2}, {"shared_turns": True}, {"range_": 1}, {"deploy": True},
                                {"attack": "left"}])
def test_904_12a_rumble_uses_no_option_but_attack_multiple_players(kw):
    with pytest.raises(ConfigError, match="904.12a"):
        make_config(4, variant="supervillain-rumble", **kw)


def test_904_12c_rumble_random_starting_player_and_every_player_is_an_archenemy():
    starters = set()
    for seed in range(12):
        g = Game.new(make_config(4, variant="supervillain-rumble", seed=seed), seed=seed)
        assert [p.life for p in g.players] == [40] * 4            # 904.5 applies to each archenemy
        keep_all(g)                                               # (a first scheme may then change life)
        starters.add(g.players[g.starting_player].name)
        assert all(len(schemes_of(g, p.index)) >= 20 for p in g.players)
    assert len(starters) > 1                                       # chosen at random, not a fixed seat


def test_904_12c_each_rumble_player_sets_a_scheme_in_motion_in_their_main_phase():
    s = Scenario(["Arch", "Bianca", "Carmen"], hooks=hooks_for(RUMBLE))
    for p in range(3):
        s.scheme_deck(p, "Roots of All Evil", "Look Skyward and Despair")
        s.library(p, *["Plains"] * 6)
    s.start(active=BIANCA, step=Step.MAIN1, run_step_actions=True)
    g = s.g
    (up,) = face_up_schemes(g)
    assert g.objects[up].owner == BIANCA and g.controller(up) == BIANCA
    s.pass_until_resolved()
    assert len(g.battlefield_of(BIANCA)) == 5
    pass_to_next_turn(s)
    s.pass_until(Step.MAIN1)
    (up,) = face_up_schemes(g)
    assert g.objects[up].owner == CARMEN


# --------------------------------------------------------------------------- the Italian guide: who wins
def test_904_it_the_whole_team_wins_when_the_archenemy_loses_even_players_who_already_lost():
    s = table(*DECK)
    s.life(BIANCA, 0)
    s.start(active=ARCH, step=Step.MAIN2)
    g = s.g
    assert g.players[BIANCA].lost and g.players[BIANCA].left and not g.over
    s.life(ARCH, 0)
    s.refresh()
    assert g.over and set(g.result.winners) == {BIANCA, CARMEN}
    assert g.players[BIANCA].won and g.players[CARMEN].won and not g.players[ARCH].won


def test_904_it_the_archenemy_wins_only_after_every_team_member_lost():
    s = table(*DECK)
    s.life(BIANCA, 0)
    s.start(active=ARCH, step=Step.MAIN2)
    g = s.g
    assert not g.over
    s.life(CARMEN, 0)
    s.refresh()
    assert g.over and g.result.winners == (ARCH,)


# --------------------------------------------------------------------------- views: hidden schemes
def test_904_4_views_do_not_reveal_face_down_schemes():
    g = new_game()
    names = {o.card.name for o in schemes_of(g, 0)}
    for viewer in (0, 1, 2, 3, None):
        v = g.view(viewer)
        assert v["command"] == [] and v["players"][0]["scheme_deck_size"] == 20
        text = json.dumps(v)
        assert not any(n in text for n in names)
    s = table("Look Skyward and Despair", "Roots of All Evil", "The Iron Guardian Stirs")
    s.start(active=ARCH, step=Step.MAIN1, run_step_actions=True)
    for viewer in (ARCH, BIANCA, None):
        v = s.g.view(viewer)
        assert [c["name"] for c in v["command"]] == ["Look Skyward and Despair"]
        assert v["players"][ARCH]["scheme_deck_size"] == 2
        text = json.dumps(v)
        assert "Roots of All Evil" not in text and "The Iron Guardian Stirs" not in text
