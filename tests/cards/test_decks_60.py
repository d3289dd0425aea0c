"""The ten preconstructed 60-card decks (manamelee/cards/decklists/constructed/): legal constructed decks
(100.2a) of cards in the pool, every colour covered, and they play whole games; `play --decks` takes files."""
import random

import pytest

from manamelee.agents import RandomAgent
from manamelee.cards import default_pool
from manamelee.cards.deck_check import CONSTRUCTED, LIMITED, check_deck_file
from manamelee.cards.decks import builtin_deck_text, builtin_decks, deck_cards, load_deck
from manamelee.cli import main
from manamelee.configs import make_config
from manamelee.engine import events as ev
from manamelee.sim.runner import run_game

BASIC_OF = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
CONSTRUCTED_DECKS = builtin_decks("constructed")


@pytest.fixture(scope="module")
def pool():
    return default_pool()


def colours_of(cards):
    return set().union(*(c.colors for c in cards))


def test_there_are_ten_constructed_decks_with_names_distinct_from_the_sample_decks():
    assert len(CONSTRUCTED_DECKS) == 10
    assert not set(CONSTRUCTED_DECKS) & set(builtin_decks())
    assert builtin_decks() == ["white", "blue", "black", "red", "green"]     # the 40-card sample decks unchanged


@pytest.mark.parametrize("name", CONSTRUCTED_DECKS)
def test_each_constructed_deck_passes_deck_check_100_2a(pool, name):
    r = check_deck_file(name, pool, CONSTRUCTED)
    assert r.ok, [p.render(r.source) for p in r.problems]
    assert len(r.main) == 60
    lands = [c for c in r.main if "Land" in c.types]
    assert 22 <= len(lands) <= 26, len(lands)
    # every colour of the deck's spells has its basic land in the deck (the deck can cast its cards)
    assert {BASIC_OF[c] for c in colours_of(r.main)} <= {c.name for c in lands}
    assert max(r.curve()) <= 7 and sum(n for mv, n in r.curve().items() if mv <= 3) >= 18    # a sensible curve


@pytest.mark.parametrize("name", builtin_decks())
def test_each_sample_deck_passes_deck_check_as_a_limited_deck_100_2b(pool, name):
    r = check_deck_file(name, pool, LIMITED)
    assert r.ok, [p.render(r.source) for p in r.problems]


def test_every_colour_has_a_mono_coloured_deck_and_several_decks_are_two_coloured(pool):
    colours = {n: colours_of(deck_cards(load_deck(n, pool), pool)) for n in CONSTRUCTED_DECKS}
    mono = {next(iter(c)) for c in colours.values() if len(c) == 1}
    assert mono == set("WUBRG")
    assert sum(len(c) == 2 for c in colours.values()) >= 3


def test_constructed_decks_load_by_name_like_the_sample_decks(pool):
    name = CONSTRUCTED_DECKS[0]
    d = load_deck(name.upper(), pool)
    assert d.name == name and len(d) == 60
    cfg = make_config(2, [name, "red"])
    assert [len(p.deck) for p in cfg.players] == [60, 40]


def _play(decks, seed):
    cfg = make_config(len(decks), decks, seed=seed)
    g = run_game(cfg, seed, [RandomAgent(seed * 16 + i) for i in range(len(decks))])
    assert g.over and g.result is not None
    assert g.result.draw == (not g.result.winners)
    kinds = {e.kind for e in g.events}
    assert ev.CAST in kinds and ev.LAND in kinds               # the decks were actually played
    return g


@pytest.mark.parametrize("seed", [0, 1])
def test_800_four_player_free_for_all_games_with_the_constructed_decks_run_to_the_end(seed):
    decks = random.Random(seed).sample(CONSTRUCTED_DECKS, 4)
    g = _play(decks, seed)
    assert len(g.result.winners) <= 1
    assert sorted(len(p.deck) for p in g.config.players) == [60] * 4


def test_each_constructed_deck_plays_a_duel_to_the_end():
    for i in range(0, len(CONSTRUCTED_DECKS), 2):
        _play(CONSTRUCTED_DECKS[i:i + 2], seed=100 + i)


def test_cli_play_takes_deck_files_and_constructed_deck_names(tmp_path, capsys):
    files = []
    for name in CONSTRUCTED_DECKS[:2]:
        dest = tmp_path / f"my-{name}.txt"
        dest.write_text(builtin_deck_text(name, "constructed")[1], encoding="utf-8")
        files.append(str(dest))
    assert main(["play", "--players", "3", "--seed", "4", "--decks", ",".join(files + [CONSTRUCTED_DECKS[2]])]) == 0
    out = capsys.readouterr().out.splitlines()
    assert f"(my-{CONSTRUCTED_DECKS[0]}, 60 cards)" in out[1]
    assert f"(my-{CONSTRUCTED_DECKS[1]}, 60 cards)" in out[2]
    assert f"({CONSTRUCTED_DECKS[2]}, 60 cards)" in out[3]
    assert out[-1].startswith("result: ")


def test_cli_play_with_a_bad_deck_file_lists_its_problems_as_deck_check_does(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Lightning Bolt\n3 Nonexistent Card\n", encoding="utf-8")
    assert main(["play", "--decks", f"{bad},red", "--quiet"]) == 2
    out, err = capsys.readouterr()
    err_lines = err.strip().splitlines()
    assert out == "" and "bad.txt, line 2: unknown card 'Nonexistent Card'" in err_lines[0]
    assert "--allow-illegal" in err_lines[-1]
    # --allow-illegal lets a short deck through, but a card the engine doesn't know still can't be played
    assert main(["play", "--decks", f"{bad},red", "--quiet", "--allow-illegal"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bad.txt, line 2: unknown card 'Nonexistent Card'" in err[0]
