"""`play` checks its decks as `deck check` does (issue 16): an illegal deck is refused with deck check's own lines
(exit 2, nothing played) unless --allow-illegal; an empty --decks is an error; the built-in decks are legal in
their own formats (the 40-card sample decks are limited decks, 100.2b; the 60-card decks constructed, 100.2a)."""
import pytest

from manamelee.cards.decks import builtin_deck_text, builtin_decks
from manamelee.cli import main

SHORT_BURN = "4 Lightning Bolt\n4 Shock\n1 Lightning Bolt\n12 Mountain\n"     # 21 cards, 5 Bolts over two lines


def test_100_2a_an_illegal_deck_is_refused_with_the_lines_of_deck_check(tmp_path, capsys):
    f = tmp_path / "burn.txt"
    f.write_text(SHORT_BURN, encoding="utf-8")
    assert main(["deck", "check", str(f)]) == 1
    checked = capsys.readouterr().out.strip().splitlines()
    assert checked[0] == f"{f}, line 1: 5 copies of 'Lightning Bolt' (lines 1, 3); a deck may hold at most 4 " \
                         "(100.2a, 100.4a)"
    assert main(["play", "--seed", "1", "--decks", f"red,{f}"]) == 2
    out, err = capsys.readouterr()
    assert out == ""                                             # nothing played
    lines = err.strip().splitlines()
    assert lines[:-1] == [f"manamelee: error: {line}" for line in checked]      # same messages, same line numbers
    assert lines[-1] == "manamelee: error: 1 illegal deck; fix it (see `manamelee deck check`) or add " \
                        "--allow-illegal to play anyway"


def test_every_illegal_deck_is_reported_once(tmp_path, capsys):
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text(SHORT_BURN, encoding="utf-8")
    b.write_text("20 Mountain\n", encoding="utf-8")
    assert main(["play", "--seed", "1", "--decks", f"{a},{b},{a}"]) == 2
    err = capsys.readouterr().err
    assert err.count(f"{a}: invalid") == 1 and err.count(f"{b}: invalid") == 1
    assert err.strip().splitlines()[-1].startswith("manamelee: error: 2 illegal decks; fix them")


def test_allow_illegal_plays_the_deck_anyway(tmp_path, capsys):
    f = tmp_path / "burn.txt"
    f.write_text(SHORT_BURN, encoding="utf-8")
    assert main(["play", "--players", "2", "--seed", "1", "--decks", f"{f},red", "--allow-illegal"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "(burn, 21 cards)" in out[1] and out[-1].startswith("result: ")


@pytest.mark.parametrize("decks", [None, "white,blue,black,red,green"])
def test_100_2b_the_builtin_sample_decks_are_legal_limited_decks_for_play(decks, capsys):
    args = ["play", "--seed", "2", "--quiet"] + (["--decks", decks] if decks else [])
    assert main(args) == 0, capsys.readouterr().err
    assert capsys.readouterr().out.startswith("result: ")


def test_100_2a_the_builtin_constructed_decks_are_legal_for_play(capsys):
    names = builtin_decks("constructed")
    assert main(["play", "--players", "3", "--seed", "2", "--quiet", "--decks", ",".join(names)]) == 0, \
        capsys.readouterr().err


def test_a_sample_deck_copied_to_a_file_is_a_constructed_deck_and_too_short(tmp_path, capsys):
    f = tmp_path / "myred.txt"
    f.write_text(builtin_deck_text("red")[1], encoding="utf-8")
    assert main(["play", "--seed", "1", "--decks", str(f)]) == 2
    assert "a constructed deck needs at least 60 (100.2a)" in capsys.readouterr().err


@pytest.mark.parametrize("value, words", [("", "--decks is empty"), ("  ", "--decks is empty"),
                                          (",", "--decks has an empty entry"), ("red,,blue", "empty entry")])
def test_an_empty_decks_flag_is_a_one_line_error(value, words, capsys):
    assert main(["play", "--seed", "1", "--decks", value]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and words in err


def test_an_empty_schemes_flag_is_a_one_line_error(capsys):
    assert main(["play", "--variant", "archenemy", "--seed", "1", "--schemes", ""]) == 2
    assert "--schemes is empty" in capsys.readouterr().err
