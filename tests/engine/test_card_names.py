"""Choosing a card name (201.4, 712.19, 709.4a): the names a player is offered when Pithing Needle or Meddling Mage
asks as it enters — each face of a transforming or modal double-faced card, never both; a meld card's front face
and the meld pair's combined back face; each half of a split card; a flip card's or an Adventurer card's
alternative name; no token's name; only names whose characteristics fit "a nonland card name" — which names an
object has (201.2a, 709.4a), and bad answers rejected without a change."""
from __future__ import annotations

import pytest

from manamelee.cards.dsl import token
from manamelee.engine.card_names import (CHOSEN_NAME, EXTRA_NAMES, NAME_OPTION, choosable_names, has_name,
                                         names_of_card, object_names)
from manamelee.engine.constants import BATTLEFIELD, Step
from manamelee.engine.decisions import Option
from manamelee.engine.errors import IllegalOption
from manamelee.engine.faces import transform
from manamelee.engine.objects import GameObject

from ..cards.oracle.productions.real_cards import real, scenario_of
from ..cards.pool_helpers import lands_for, resolve_stack
from .test_decision_api import state


def _asked(*others: tuple[int, str], chooser: str = "Pithing Needle", extra: list[str] | None = None):
    """Player 0 casts ``chooser`` with ``others`` (player, card name) in player 1's hand; returns the scenario,
    the game and the pending "choose a card name" decision."""
    s = scenario_of(real(chooser))
    s.hand(0, chooser)
    lands_for(s, 0, chooser)
    for p, name in others:
        s.hand(p, name)
    if extra is not None:
        s.g.config.options[EXTRA_NAMES] = extra
    g = s.start(active=0, step=Step.MAIN1)
    s.cast(chooser)
    s.pass_priority(2)
    d = s.decision
    assert d.kind == "choose" and d.player == 0 and all(o.kind == NAME_OPTION for o in d.options)
    return s, g, d


def _names(d) -> list[str]:
    return [o.value for o in d.options]


def test_712_19_a_transforming_double_faced_card_offers_each_face_name_not_both():
    _, _, d = _asked((1, "Mysterious Tome"))
    names = _names(d)
    assert "Mysterious Tome" in names and "Chilling Chronicle" in names
    assert not any("//" in n for n in names)
    assert names == sorted(set(names))                       # one option per name


def test_712_19_a_modal_double_faced_card_offers_each_face_name_not_both():
    _, _, d = _asked((1, "Skyclave Cleric"))
    names = _names(d)
    assert "Skyclave Cleric" in names and "Skyclave Basilica" in names
    assert "Skyclave Cleric // Skyclave Basilica" not in names and not any("//" in n for n in names)


def test_712_19_201_4e_a_meld_card_offers_its_front_face_and_the_combined_back_face():
    _, _, d = _asked((1, "Graf Rats"))
    names = _names(d)
    assert "Graf Rats" in names and "Chittering Host" in names
    assert "Midnight Scavengers" not in names                 # not a card of this game


def test_201_4b_709_4a_a_split_card_offers_each_half_never_the_whole_name():
    _, _, d = _asked((1, "Dead // Gone"))
    names = _names(d)
    assert "Dead" in names and "Gone" in names and "Dead // Gone" not in names


def test_201_4c_201_4f_flip_and_adventurer_cards_offer_their_alternative_names():
    _, _, d = _asked((1, "Nezumi Graverobber"), (1, "Foulmire Knight"))
    names = _names(d)
    assert {"Nezumi Graverobber", "Nighteyes the Desecrator", "Foulmire Knight", "Profane Insight"} <= set(names)


def test_201_4_the_names_are_the_cards_of_the_game_in_every_zone_and_the_decks():
    s = scenario_of(real("Pithing Needle"))
    s.library(1, "Shivan Dragon")
    s.graveyard(1, "Lightning Bolt")
    s.exile(1, "Llanowar Elves")
    s.battlefield(1, "Jace Beleren")
    s.g.config.players[1].deck = (s.pool["Hill Giant"],)
    assert {"Shivan Dragon", "Lightning Bolt", "Llanowar Elves", "Jace Beleren", "Hill Giant"} <= \
        set(choosable_names(s.g))
    assert "Grizzly Bears" not in choosable_names(s.g)


def test_201_4_a_tokens_name_is_not_a_card_name():
    s = scenario_of(real("Pithing Needle"))
    soldier = token("Test Soldier Token", 1, 1, subtypes=("Soldier",), colors="W")
    g = s.g
    oid = g.new_id()
    g.objects[oid] = GameObject(oid, soldier, 1, 1, BATTLEFIELD, g.new_timestamp(), token=True)
    g.battlefield.append(oid)
    s.hand(1, "Shivan Dragon")
    names = choosable_names(g)
    assert "Shivan Dragon" in names and "Test Soldier Token" not in names


def test_201_4a_a_nonland_card_name_uses_only_that_faces_characteristics():
    """Meddling Mage: "choose a nonland card name" — a modal double-faced card's land back face (201.4d) and a land
    are not offered, its nonland front face is; the meld pair's creature back face is (201.4e)."""
    _, _, d = _asked((1, "Skyclave Cleric"), (1, "Graf Rats"), (1, "Forest"), chooser="Meddling Mage")
    names = _names(d)
    assert "Skyclave Cleric" in names and "Chittering Host" in names and "Graf Rats" in names
    assert "Skyclave Basilica" not in names and "Forest" not in names and "Plains" not in names


def test_201_4_the_hosts_names_are_offered_for_any_card_name_only():
    _, _, d = _asked(extra=["Black Lotus", "Fire // Ice"])
    assert "Black Lotus" in _names(d) and "Fire // Ice" not in _names(d)
    _, _, d2 = _asked(extra=["Black Lotus"], chooser="Meddling Mage")
    assert "Black Lotus" not in _names(d2)                     # no characteristics to tell it is nonland (201.4a)


def test_names_of_card_for_each_layout():
    s = scenario_of()
    assert [n for n, _ in names_of_card(s.pool["Dead // Gone"])] == ["Dead", "Gone"]
    assert [n for n, _ in names_of_card(s.pool["Mysterious Tome"])] == ["Mysterious Tome", "Chilling Chronicle"]
    assert [n for n, _ in names_of_card(s.pool["Graf Rats"])] == ["Graf Rats", "Chittering Host"]
    assert [n for n, _ in names_of_card(s.pool["Shivan Dragon"])] == ["Shivan Dragon"]


# ------------------------------------------------------------------------------ the names an object has
def test_201_2a_709_4a_a_split_card_has_both_names_and_a_transformed_permanent_its_back_faces():
    s = scenario_of()
    split = s.hand(1, "Dead // Gone")
    tome = s.battlefield(1, "Mysterious Tome")
    g = s.start(active=0, step=Step.MAIN1)
    assert object_names(g, split) == ("Dead", "Gone") and has_name(g, split, "Gone")
    assert not has_name(g, split, "Dead // Gone")
    assert object_names(g, tome) == ("Mysterious Tome",)
    assert transform(g, tome)
    assert object_names(g, tome) == ("Chilling Chronicle",) and not has_name(g, tome, "Mysterious Tome")
    assert not has_name(g, tome, None)                          # no name chosen matches nothing


def test_712_19_a_melded_permanent_has_the_combined_back_face_name_only():
    s = scenario_of()
    s.battlefield(0, "Graf Rats")
    s.battlefield(0, "Midnight Scavengers")
    g = s.start(active=0, step=Step.BEGIN_COMBAT, run_step_actions=True)
    resolve_stack(s)
    [host] = s.on_battlefield("Chittering Host", 0)
    assert object_names(g, host) == ("Chittering Host",) and not has_name(g, host, "Graf Rats")


# ------------------------------------------------------------------------------ bad answers
@pytest.mark.parametrize("bad,why", [("Mysterious Tome // Chilling Chronicle", "712.19"),
                                     ("Dead // Gone", "709.4a"),
                                     ("Black Lotus", "201.4"),
                                     ("", "non-empty")])
def test_201_4_a_name_not_offered_is_rejected_and_nothing_changes(bad, why):
    s, g, d = _asked((1, "Mysterious Tome"), (1, "Dead // Gone"))
    before = state(g)
    with pytest.raises(IllegalOption, match=why):
        g.submit(d.id, Option(NAME_OPTION, "text", bad, (("text", bad),)))
    assert state(g) == before
    assert not s.on_battlefield("Pithing Needle")
    g.submit(d.id, d.option(NAME_OPTION, "Chilling Chronicle"))      # a good answer still works
    [needle] = s.on_battlefield("Pithing Needle")
    assert g.objects[needle].note[CHOSEN_NAME] == "Chilling Chronicle"
    assert any(e.key == "names.log.chooses" and e.rule == "201.4" for e in g.events)


def test_614_12_a_permanent_put_onto_the_battlefield_without_asking_has_no_chosen_name():
    s = scenario_of(real("Pithing Needle"))
    needle = s.battlefield(0, "Pithing Needle")
    s.battlefield(1, "Prodigal Pyromancer")
    g = s.start(active=1, step=Step.MAIN1)
    assert CHOSEN_NAME not in g.objects[needle].note
    assert any(o.kind == "activate" for o in s.decision.options)         # it names nothing: nothing is stopped
