"""productions/foretell and engine/foretell.py: Foretell [cost] (702.143): the special action during your turn
(116.2h), the face-down foretold card only its owner may look at (406.3), the cast on a later turn for the foretell
cost (an alternative cost, 118.9), "If this spell was foretold" (702.143c), reveals (702.143f)."""
from __future__ import annotations

import random

import pytest

from manamelee.engine.constants import EXILE, Step
from manamelee.engine.errors import ManameleeError
from manamelee.engine.foretell import is_foretold, make_foretold

from ...pool_helpers import resolve_stack
from ..helpers import made_up, scenario
from .real_cards import real, scenario_of

OMEN = ("Test Omen", "Instant", "{3}{R}{R}", "Test Omen deals 4 damage to any target.\nForetell {R} (During your turn, "
        "you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)",
        None, ("Foretell",))
RITE = ("Test Rite", "Sorcery", "{4}{W}", "You gain 5 life.\nForetell {W}", None, ("Foretell",))
SEER = ("Test Seer", "Creature — Human Wizard", "{3}{U}{U}", "Flying\nForetell {1}{U}", "3/3", ("Flying", "Foretell"))
CUP = ("Test Cup", "Instant", "{1}{B}{B}", "Destroy target creature. If this spell was foretold, you gain 3 life.\n"
       "Foretell {1}{B}", None, ("Foretell",))


def _game(*cards, hand=(), lands=("Mountain", "Mountain", "Mountain"), active=0, step=Step.MAIN1, players=2):
    s = scenario(*(made_up(*c) for c in cards), players=players)
    for name in hand:
        s.hand(0, name)
    for land in lands:
        s.battlefield(0, land)
    for p in range(players):
        s.library(p, *["Plains"] * 8)
    g = s.start(active=active, step=step)
    return s, g


def _kinds(s):
    return [o.kind for o in s.decision.options]


def _foretold(g):
    return [o for o in g.exile if is_foretold(g.objects[o])]


def _to(s, p, step):
    """Pass (answering nothing else) until a later turn of ``p`` reaches ``step`` and ``p`` has priority."""
    s.pass_to_later_turn(p, step, with_priority=True)


def _priority_to(s, p):
    """Pass until ``p`` has priority in the current step."""
    for _ in range(10):
        if s.decision.kind == "priority" and s.decision.player == p:
            return
        s.pass_priority()
    raise AssertionError(f"P{p} never got priority")


# --------------------------------------------------------------------------- 702.143a-b, 116.2h
def test_702_143a_702_143b_foretelling_pays_2_and_exiles_the_card_face_down_without_the_stack():
    s, g = _game(OMEN, hand=("Test Omen",))
    assert "foretell" in _kinds(s)
    s.choose("foretell")
    (x,) = _foretold(g)
    assert g.objects[x].zone == EXILE and g.objects[x].face_down and not g.players[0].hand
    assert sum(g.objects[f].tapped for f in g.battlefield) == 2            # {2}
    assert not any(t.stack for t in g.turns)                               # 702.143b: no stack
    assert s.decision.kind == "priority" and s.decision.player == 0        # 116.3


def test_702_143a_406_3_only_the_owner_may_look_at_the_foretold_card():
    s, g = _game(OMEN, hand=("Test Omen",))
    s.choose("foretell")
    (x,) = _foretold(g)
    mine = next(c for c in g.view(0)["exile"] if c["id"] == x)
    theirs = next(c for c in g.view(1)["exile"] if c["id"] == x)
    assert mine["face_down_card"] == "Test Omen" and mine["foretell_cost"] == "{R}"
    assert theirs["face_down"] and theirs["foretold"] and "face_down_card" not in theirs
    assert "Omen" not in str(g.view(1)) and "Omen" not in str(g.view(None))
    assert not any("Omen" in line for line in g.log)                       # the log names no card
    assert g.name(x) == "face-down card"                                   # 406.3a: it has no name


def test_116_2h_foretelling_is_offered_only_during_your_turn_and_a_bad_answer_changes_nothing():
    s, g = _game(OMEN, hand=("Test Omen",), active=1)
    s.pass_priority()                                                      # the opponent's turn: P0 has priority
    d = s.decision
    assert d.player == 0 and "foretell" not in _kinds(s)
    (card,) = g.players[0].hand
    with pytest.raises(ManameleeError):
        g.submit(d.id, ("foretell", (card,)))
    assert g.players[0].hand == [card] and not g.exile and s.decision.id == d.id


def test_702_143a_any_time_you_have_priority_in_your_turn_even_in_the_upkeep_with_a_spell_on_the_stack():
    s, g = _game(RITE, OMEN, hand=("Test Rite", "Test Omen"), lands=("Mountain",) * 7, step=Step.UPKEEP)
    assert "foretell" in _kinds(s)                                         # not a main phase: still allowed
    s.cast("Test Omen", ("player", 1))                                     # an instant on the stack
    assert g.turns[0].stack and s.decision.player == 0
    s.choose("foretell", label="Test Rite")
    assert len(_foretold(g)) == 1 and len(g.turns[0].stack) == 1


def test_702_143a_foretelling_needs_2_mana():
    s, g = _game(OMEN, hand=("Test Omen",), lands=("Mountain",))
    assert "foretell" not in _kinds(s)


def test_702_143a_a_foretold_card_cant_be_cast_the_turn_it_was_foretold():
    s, g = _game(OMEN, hand=("Test Omen",), lands=("Mountain",) * 4)
    s.choose("foretell")
    (x,) = _foretold(g)
    d = s.decision
    assert "cast_alt" not in _kinds(s) and "cast" not in _kinds(s)        # {R} is untapped, still not castable
    with pytest.raises(ManameleeError):
        g.submit(d.id, ("cast_alt", (x, 0)))
    assert is_foretold(g.objects[x]) and s.decision.id == d.id


def test_702_143a_on_a_later_turn_it_is_cast_for_its_foretell_cost_even_on_an_opponents_turn():
    s, g = _game(OMEN, hand=("Test Omen",))                                # three Mountains: two pay the foretelling
    s.choose("foretell")
    _to(s, 1, Step.MAIN1)                                                  # the opponent's next turn
    _priority_to(s, 0)
    opt = s.find("cast_alt")
    assert "Foretell {R}" in opt.label
    s.choose("cast_alt")
    s.choose("target", value=("player", 1))
    (spell,) = g.turns[0].stack
    assert g.objects[spell.source].card.name == "Test Omen" and not g.objects[spell.source].face_down   # 406.3a
    resolve_stack(s)
    assert g.players[1].life == 16 and not g.exile
    assert [g.name(c) for c in g.players[0].graveyard] == ["Test Omen"]
    assert any("Test Omen" in line for line in g.log)                      # revealed as it was cast


def test_702_143a_a_foretold_card_keeps_its_timing():
    s, g = _game(RITE, hand=("Test Rite",), lands=("Plains",) * 3)
    s.choose("foretell")
    _to(s, 1, Step.MAIN1)
    _priority_to(s, 0)
    assert "cast_alt" not in _kinds(s)                                    # a sorcery, on the opponent's turn
    _to(s, 0, Step.UPKEEP)
    assert "cast_alt" not in _kinds(s)                                    # nor in an upkeep
    _to(s, 0, Step.MAIN1)
    life = g.players[0].life
    s.choose("cast_alt")
    resolve_stack(s)
    assert g.players[0].life == life + 5
    assert sum(g.objects[f].tapped for f in g.battlefield) == 1           # {W}, not {4}{W}


def test_702_143a_a_foretold_creature_card_for_its_foretell_cost():
    s, g = _game(SEER, hand=("Test Seer",), lands=("Island",) * 4)
    s.choose("foretell")
    _to(s, 0, Step.MAIN1)
    s.choose("cast_alt")
    resolve_stack(s)
    (x,) = s.on_battlefield("Test Seer", controller=0)
    assert "Flying" in g.chars(x).keywords and sum(g.objects[f].tapped for f in g.battlefield) == 2


def test_702_143c_if_this_spell_was_foretold():
    s, g = _game(CUP, hand=("Test Cup", "Test Cup"), lands=("Swamp",) * 7)
    bears = [s.battlefield(1, "Grizzly Bears"), s.battlefield(1, "Grizzly Bears")]
    s.refresh()
    s.choose("foretell")
    _to(s, 0, Step.MAIN1)
    life = g.players[0].life
    s.cast("Test Cup", bears[0])                                          # from the hand: not foretold
    resolve_stack(s)
    assert g.players[0].life == life and bears[0] not in g.battlefield
    s.choose("cast_alt")
    s.choose("target", value=("obj", bears[1]))
    resolve_stack(s)
    assert g.players[0].life == life + 3 and bears[1] not in g.battlefield


def test_702_143d_an_effect_may_make_a_card_in_exile_foretold_with_a_foretell_cost():
    s, g = _game(lands=("Mountain",) * 2)
    x = s.exile(0, "Lightning Bolt")                                      # no foretell of its own
    make_foretold(g, x, g.turns[0].id, cost="{1}")
    s.refresh()
    assert is_foretold(g.objects[x]) and "cast_alt" not in _kinds(s)      # not this turn
    _to(s, 0, Step.MAIN1)
    assert "Foretell {1}" in s.find("cast_alt").label
    s.choose("cast_alt")
    s.choose("target", value=("player", 1))
    resolve_stack(s)
    assert g.players[1].life == 17


def test_702_143e_several_foretold_cards_stay_told_apart_in_the_order_exiled():
    s, g = _game(OMEN, RITE, hand=("Test Rite", "Test Omen"), lands=("Mountain",) * 4)
    s.choose("foretell", label="Test Rite")
    s.choose("foretell", label="Test Omen")
    mine = [c for c in g.view(0)["exile"] if c.get("foretold")]
    assert [(c["face_down_card"], c["foretell_cost"]) for c in mine] == [("Test Rite", "{W}"), ("Test Omen", "{R}")]
    assert len({c["id"] for c in mine}) == 2
    assert len([c for c in g.view(1)["exile"] if c.get("foretold")]) == 2


def test_702_143f_a_player_who_leaves_reveals_their_foretold_cards():
    s, g = _game(OMEN, hand=("Test Omen",), players=3)
    s.choose("foretell")
    g.concede(0)
    assert any("reveals their foretold cards" in line and "Test Omen" in line for line in g.log)


def test_702_143f_foretold_cards_are_revealed_at_the_end_of_the_game():
    s, g = _game(OMEN, hand=("Test Omen",), players=2)
    s.choose("foretell")
    g.concede(1)
    assert g.over and any("reveals their foretold cards" in line and "Test Omen" in line for line in g.log)


def test_702_143a_a_search_agent_sample_keeps_its_own_foretold_card_and_hides_the_opponents():
    from manamelee.agents.determinize import determinized
    s, g = _game(OMEN, hand=("Test Omen",))
    s.choose("foretell")
    (x,) = _foretold(g)
    for seed in range(5):
        assert determinized(g, 0, random.Random(seed)).objects[x].card.name == "Test Omen"
    names = {determinized(g, 1, random.Random(seed)).objects[x].card.name for seed in range(12)}
    assert names - {"Test Omen"}                      # the opponent's samples put other hidden cards there


# --------------------------------------------------------------------------- real cards
def _real_game(name, lands, hand_player=0, extra=()):
    s = scenario_of(real(name))
    s.hand(hand_player, name)
    for land in lands:
        s.battlefield(0, land)
    for p in (0, 1):
        s.library(p, *["Plains"] * 8)
    return s


def test_demon_bolt_foretold_then_4_damage_to_a_creature_for_r():
    s = _real_game("Demon Bolt", ("Mountain",) * 3)
    giant = s.battlefield(1, "Hill Giant")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("foretell", label="Demon Bolt")
    _to(s, 1, Step.MAIN1)
    _priority_to(s, 0)
    s.choose("cast_alt", label="Demon Bolt")
    s.choose("target", value=("obj", giant))
    resolve_stack(s)
    assert giant not in g.battlefield


def test_saw_it_coming_foretold_counters_a_spell_on_the_opponents_turn():
    s = _real_game("Saw It Coming", ("Island",) * 5)
    s.hand(1, "Grizzly Bears")
    s.lands(1, "Forest", 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("foretell", label="Saw It Coming")
    _to(s, 1, Step.MAIN1)
    s.cast("Grizzly Bears")
    _priority_to(s, 0)
    (bears_spell,) = g.turns[0].stack
    s.choose("cast_alt", label="Saw It Coming")
    s.choose("target", value=("obj", bears_spell.source))
    resolve_stack(s)
    assert not s.on_battlefield("Grizzly Bears") and "Grizzly Bears" in [g.name(c) for c in g.players[1].graveyard]
    # {2} to foretell, {1}{U} to cast (not {1}{U}{U}): one of the five Islands is still untapped
    assert sum(not g.objects[f].tapped for f in g.battlefield if g.objects[f].controller == 0) == 1


def test_doomskar_foretold_destroys_all_creatures_for_1ww():
    s = _real_game("Doomskar", ("Plains",) * 3)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("foretell", label="Doomskar")
    _to(s, 1, Step.MAIN1)
    _priority_to(s, 0)
    assert not [o for o in s.decision.options if o.kind == "cast_alt"]   # a sorcery: not on the opponent's turn
    _to(s, 0, Step.MAIN1)
    s.choose("cast_alt", label="Doomskar")
    resolve_stack(s)
    assert not s.on_battlefield("Grizzly Bears") and not s.on_battlefield("Hill Giant")


def test_augury_raven_foretold_for_1u():
    s = _real_game("Augury Raven", ("Island",) * 2)
    g = s.start(active=0, step=Step.MAIN1)
    s.choose("foretell", label="Augury Raven")
    _to(s, 0, Step.MAIN1)
    s.choose("cast_alt", label="Augury Raven")
    resolve_stack(s)
    (x,) = s.on_battlefield("Augury Raven")
    assert "Flying" in g.chars(x).keywords and (g.chars(x).power, g.chars(x).toughness) == (3, 3)


def test_poison_the_cup_foretold_destroys_and_scries_2():
    s = _real_game("Poison the Cup", ("Swamp",) * 3)
    giant = s.battlefield(1, "Hill Giant")
    g = s.start(active=0, step=Step.MAIN1)
    scried = False
    s.choose("foretell", label="Poison the Cup")
    _to(s, 0, Step.MAIN1)
    s.choose("cast_alt", label="Poison the Cup")
    s.choose("target", value=("obj", giant))
    for _ in range(10):
        d = s.decision
        if d.kind == "priority" and not any(t.stack for t in g.turns):
            break
        if d.kind == "priority":
            s.pass_priority()
        else:
            assert d.rule.startswith("701.18"), d                      # the scry (701.18) of a foretold spell
            g.submit(d.id, 0)
            scried = True
    assert giant not in g.battlefield and scried


def test_cosmos_charger_foretelling_costs_1_less_and_works_on_any_players_turn():
    s = scenario_of(real("Cosmos Charger"), made_up(*OMEN))
    s.battlefield(0, "Cosmos Charger")
    s.hand(0, "Test Omen")
    s.battlefield(0, "Mountain")
    for p in (0, 1):
        s.library(p, *["Plains"] * 8)
    g = s.start(active=1, step=Step.MAIN1)                                # the opponent's turn
    _priority_to(s, 0)
    opt = s.find("foretell", label="Test Omen")
    assert "{1}" in opt.label
    s.choose("foretell", label="Test Omen")
    assert len(_foretold(g)) == 1 and all(g.objects[f].tapped for f in g.battlefield
                                          if g.objects[f].card.name == "Mountain")     # {1}, not {2}
    s2 = scenario_of(made_up(*OMEN))                                      # without it: {2}, and only in your turn
    s2.hand(0, "Test Omen")
    s2.battlefield(0, "Mountain")
    s2.start(active=0, step=Step.MAIN1)
    assert "foretell" not in [o.kind for o in s2.decision.options]


def test_702_143_foretell_lines_compile_and_print_back():
    from manamelee.cards.oracle.compiler import compile_ability
    from manamelee.cards.oracle.printer import ability
    for line in ("Foretell {1}{U}", "Destroy target creature. If this spell was foretold, scry 2.",
                 "Foretelling cards from your hand costs {1} less and can be done on any player's turn."):
        assert ability(compile_ability(line)) == line
    assert compile_ability("Foretell {0}")["list"] == [{"kw": "Foretell", "cost": "{0}"}]
