"""`manamelee deck check` (manamelee/cards/deck_check.py): every problem of a deck list at once, with line numbers,
against the pool and the deck-construction rules of 100.2 / 100.4."""
import pytest

from manamelee.cards import default_pool
from manamelee.cards.deck_check import (CONSTRUCTED, LIMITED, check_deck_file, check_deck_text, copy_limit,
                                        rules_for)
from manamelee.cards.decks import MAX_FILE_BYTES
from manamelee.cards.dsl import test_creature
from manamelee.cards.pool import CardPool
from manamelee.cli import main
from manamelee.engine.errors import DeckError
from manamelee.multiplayer.variants import COMMANDER_VARIANTS, VARIANTS

VALID_60 = """\
# Red-green beats
4 Llanowar Elves
4 Grizzly Bears
4 Centaur Courser
4 War Mammoth
2 Colossal Dreadmaw
4 Lightning Bolt
4 Shock
4 Giant Growth
4 Volcanic Hammer
4 Hill Giant
12 Forest
10 Mountain

Sideboard
2 Naturalize
"""


@pytest.fixture(scope="module")
def pool():
    return default_pool()


def check(text, pool, rules=CONSTRUCTED, **kw):
    return check_deck_text(text, "t.txt", pool, rules, **kw)


def test_a_valid_60_card_deck_is_ok_and_its_summary_gives_size_colours_and_curve(pool):
    r = check(VALID_60, pool)
    assert r.ok, r.problems
    assert len(r.main) == 60 and len(r.sideboard) == 2
    assert r.colors() == ["red", "green"]
    assert r.curve() == {1: 16, 2: 8, 3: 4, 4: 8, 6: 2}
    s = r.summary()
    assert "60 cards (22 lands, 38 spells)" in s and "sideboard 2" in s and "colours: red, green" in s
    assert "curve: 1:16 2:8 3:4 4:8 6:2" in s


def test_100_2a_too_few_cards_for_constructed_but_enough_for_limited_100_2b(pool):
    text = "20 Forest\n4 Grizzly Bears\n4 Giant Growth\n4 Llanowar Elves\n4 War Mammoth\n4 Centaur Courser\n"
    r = check(text, pool)
    assert [(p.line, p.message) for p in r.problems] == [
        (None, "the main deck has 40 cards; a constructed deck needs at least 60 (100.2a)")]
    assert check(text, pool, LIMITED).ok
    assert not check(text, pool, rules_for(fmt="limited", min_size=41)).ok


def test_100_2a_100_4a_more_than_four_copies_counting_the_sideboard_but_any_number_of_basic_lands(pool):
    text = "5 Shock\n3 Lightning Bolt\n52 Mountain\nSideboard\n2 Lightning Bolt\n"
    r = check(text, pool)
    msgs = {p.line: p.message for p in r.problems}
    assert set(msgs) == {1, 2}
    assert msgs[1] == "5 copies of 'Shock'; a deck may hold at most 4 (100.2a, 100.4a)"
    assert msgs[2].startswith("5 copies of 'Lightning Bolt' (lines 2, 5); deck and sideboard together")
    assert check(text, pool, LIMITED).ok                 # 100.2b: no copy limit in limited


def test_a_cards_own_words_change_its_copy_limit(pool):
    rats = test_creature("Test Rats", 1, 1)
    from dataclasses import replace
    rats = replace(rats, text="A deck can have any number of cards named Test Rats.")
    dwarves = replace(test_creature("Test Dwarves", 2, 2), text="A deck can have up to seven cards named Test Dwarves.")
    once = replace(test_creature("Test Once", 2, 2), text="A deck can have only one card named Test Once.")
    p = pool.extended(rats, dwarves, once)
    assert copy_limit(rats, CONSTRUCTED) is None
    assert copy_limit(dwarves, CONSTRUCTED) == 7 and copy_limit(once, CONSTRUCTED) == 1
    assert copy_limit(p["Forest"], CONSTRUCTED) is None and copy_limit(p["Shock"], CONSTRUCTED) == 4
    assert check("30 Test Rats\n7 Test Dwarves\n1 Test Once\n22 Swamp\n", p).ok
    r = check("30 Test Rats\n8 Test Dwarves\n2 Test Once\n20 Swamp\n", p)
    assert [p_.line for p_ in r.problems] == [2, 3]
    assert "at most 7" in r.problems[0].message and "at most 1" in r.problems[1].message


def test_unknown_names_are_listed_with_the_closest_known_names_and_real_unimplemented_cards_are_told_apart(pool):
    real = {"Birds of Paradise", "Lightning Bolt", "Llanowar Elves"}
    calls = []

    def real_names():
        calls.append(1)
        return real

    small = CardPool({n: pool[n] for n in ("Lightning Bolt", "Shock", "Mountain", "Llanowar Elves")})
    text = "4 Lightnin Bolt\n4 birds of paradise\n2 Birds of Paradize\n1 Qqqqzzzz\n49 Mountain\n"
    r = check(text, small, real_names=real_names)
    msgs = {p.line: p.message for p in r.problems}
    assert msgs[1] == "unknown card 'Lightnin Bolt'; did you mean: Lightning Bolt?"
    assert msgs[2] == "'Birds of Paradise' is a real card but not implemented yet"
    assert msgs[3] == "unknown card 'Birds of Paradize' (real cards not implemented yet: Birds of Paradise)"
    assert msgs[4] == "unknown card 'Qqqqzzzz'"
    assert msgs[None].startswith("the main deck has 49 cards")
    assert calls == [1]                                  # the corpus is read once, and only when needed
    check("4 Lightning Bolt\n56 Mountain\n", small, real_names=real_names)
    assert calls == [1]


def test_card_names_match_in_any_case_like_the_game_loader(pool):
    r = check(VALID_60.replace("4 Shock", "4 sHoCk"), pool)
    assert r.ok and sum(c.name == "Shock" for c in r.main) == 4


def test_every_malformed_line_is_reported_at_once_with_its_line_number(pool):
    text = "3 Shock\n4\nfour Forest\n0 Forest\n# fine\n57 Mountain\nSideboard\n1 Shock\nSideboard\n"
    r = check(text, pool)
    lines = [p.line for p in r.problems]
    assert lines == [2, 3, 4, 9]
    assert "expected '<count> <card name>'" in r.problems[0].message
    assert "not a whole number" in r.problems[1].message
    assert "1 or more, got 0" in r.problems[2].message
    assert "second 'Sideboard'" in r.problems[3].message
    assert r.problems[0].render("t.txt") == "t.txt, line 2: " + r.problems[0].message


def test_100_4a_a_sideboard_of_more_than_15_cards(pool):
    side = "\n".join(f"{n} {c}" for n, c in [(4, "Naturalize"), (4, "Opt"), (4, "Unsummon"), (4, "Doom Blade")])
    r = check(VALID_60.split("Sideboard")[0] + "Sideboard\n" + side + "\n", pool)
    assert [(p.line, p.message) for p in r.problems] == [(15, "the sideboard has 16 cards; at most 15 (100.4a)")]
    assert check(VALID_60.split("Sideboard")[0] + "Sideboard\n" + side + "\n", pool, LIMITED).ok


@pytest.mark.parametrize("text", ["", "# nothing\n\n   \n"])
def test_an_empty_deck_is_one_clear_problem(pool, text):
    r = check(text, pool)
    assert [(p.line, p.message) for p in r.problems] == [(None, "the deck is empty (no cards)")]


def test_a_sideboard_only_list_has_no_main_deck(pool):
    r = check("Sideboard\n2 Shock\n", pool)
    assert [p.message for p in r.problems] == [
        "the main deck has 0 cards; a constructed deck needs at least 60 (100.2a)"]


@pytest.mark.parametrize("data,words", [
    (b"\x7fELF\x02\x01\x01\x00\x00\x00", "NUL"),
    (b"4 Sh\xffock\n", "not a UTF-8 text"),
])
def test_a_binary_file_is_a_usage_error(pool, tmp_path, data, words):
    f = tmp_path / "deck.bin"
    f.write_bytes(data)
    with pytest.raises(DeckError, match=words):
        check_deck_file(str(f), pool)


def test_a_huge_file_is_refused_before_it_is_read(pool, tmp_path):
    f = tmp_path / "huge.txt"
    f.write_bytes(b"4 Shock\n" * (MAX_FILE_BYTES // 8 + 1))
    with pytest.raises(DeckError, match="too large"):
        check_deck_file(str(f), pool)


def test_a_large_list_of_unknown_names_is_checked_in_full(pool, tmp_path):
    f = tmp_path / "many.txt"
    f.write_text("".join(f"1 Nonsense Card {i}\n" for i in range(5000)), encoding="utf-8")
    r = check_deck_file(str(f), pool)
    assert len(r.problems) == 5001 and r.problems[4999].line == 5000
    assert r.problems[4999].message == "unknown card 'Nonsense Card 4999'"


def test_missing_files_and_directories_are_usage_errors(pool, tmp_path):
    with pytest.raises(DeckError, match="no such deck file"):
        check_deck_file(str(tmp_path / "nope.txt"), pool)
    with pytest.raises(DeckError, match="not a deck file"):
        check_deck_file(str(tmp_path), pool)


def test_a_builtin_deck_name_is_checked_when_no_such_file_exists(pool):
    r = check_deck_file("red", pool, LIMITED)
    assert r.ok and r.name == "red" and r.source == "built-in deck 'red'"


@pytest.mark.parametrize("variant", sorted(set(VARIANTS) - set(COMMANDER_VARIANTS)))
def test_every_variant_uses_the_constructed_deck_rules_by_default(variant):
    assert rules_for(variant) == CONSTRUCTED
    assert rules_for(variant, "limited") == LIMITED


def test_rules_for_refuses_unknown_variant_format_and_size():
    with pytest.raises(DeckError, match="unknown variant"):
        rules_for("planechase")
    with pytest.raises(DeckError, match="unknown format"):
        rules_for(fmt="vintage")
    with pytest.raises(DeckError, match="at least 1"):
        rules_for(min_size=0)


# --------------------------------------------------------------------------- the command line
def test_cli_valid_deck_exits_0_with_a_summary(tmp_path, capsys):
    f = tmp_path / "rg.txt"
    f.write_text(VALID_60, encoding="utf-8")
    assert main(["deck", "check", str(f), "--variant", "two-headed-giant"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith(f"{f}: ok (constructed, two-headed-giant)")


def test_cli_invalid_deck_exits_1_listing_every_problem(tmp_path, capsys):
    f = tmp_path / "bad.txt"
    f.write_text("4 Lightnin Bolt\n6 Shock\nx Forest\n", encoding="utf-8")
    assert main(["deck", "check", str(f), "--corpus", str(_tiny_corpus(tmp_path))]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    assert out[0].startswith(f"{f}, line 1: unknown card 'Lightnin Bolt'; did you mean: Lightning Bolt")
    assert out[1].startswith(f"{f}, line 2: 6 copies of 'Shock'")
    assert out[2].startswith(f"{f}, line 3: the count 'x' is not a whole number")
    assert out[3] == f"{f}: the main deck has 6 cards; a constructed deck needs at least 60 (100.2a)"
    assert out[4] == f"{f}: invalid — 4 problems"


def test_cli_limited_format_and_min_size(tmp_path, capsys):
    assert main(["deck", "check", "red", "green", "--format", "limited"]) == 0
    assert len(capsys.readouterr().out.strip().splitlines()) == 2
    assert main(["deck", "check", "red", "--min-size", "41"]) == 1


@pytest.mark.parametrize("make,words", [
    (lambda d: d / "missing.txt", "no such deck file"),
    (lambda d: d, "not a deck file"),
    (lambda d: (d / "b.bin").write_bytes(b"\x00\x01\x02") and d / "b.bin", "NUL"),
])
def test_cli_usage_errors_exit_2_with_one_line(tmp_path, capsys, make, words):
    path = make(tmp_path)
    assert main(["deck", "check", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("manamelee: error: ") and words in err[0]


def test_cli_checks_every_file_and_exits_with_the_worst_code(tmp_path, capsys):
    good = tmp_path / "good.txt"
    good.write_text(VALID_60, encoding="utf-8")
    short = tmp_path / "short.txt"
    short.write_text("10 Forest\n", encoding="utf-8")
    assert main(["deck", "check", str(good), str(short)]) == 1
    assert main(["deck", "check", str(good), str(short), str(tmp_path / "nope")]) == 2
    out = capsys.readouterr().out
    assert out.count(f"{good}: ok") == 2 and out.count(f"{short}: invalid") == 2


def test_cli_deck_check_needs_a_file(capsys):
    with pytest.raises(SystemExit) as e:
        main(["deck", "check"])
    assert e.value.code == 2


def _tiny_corpus(tmp_path):
    import json
    f = tmp_path / "corpus.json"
    f.write_text(json.dumps([{"name": "Lightning Bolt", "types": ["Instant"], "layout": "normal"}]), encoding="utf-8")
    return f


# --------------------------------------------------------------------------- 100.2b: a deck's own format (issue 16)
@pytest.mark.parametrize("name", ["white", "blue", "black", "red", "green"])
def test_100_2b_a_builtin_sample_deck_is_checked_as_the_limited_deck_it_is(name, capsys):
    assert main(["deck", "check", name]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out == [line for line in out if line.startswith(f"built-in deck '{name}': ok (limited) — 40 cards")]
    assert len(out) == 1


def test_100_2a_a_builtin_constructed_deck_and_a_file_stay_constructed(tmp_path, capsys, monkeypatch):
    from manamelee.cards.decks import builtin_decks
    name = builtin_decks("constructed")[0]
    assert main(["deck", "check", name]) == 0
    assert "ok (constructed)" in capsys.readouterr().out
    # a file named like a sample deck wins over it (as in play) and is a constructed deck
    monkeypatch.chdir(tmp_path)
    (tmp_path / "red").write_text(builtin_deck_text_of("red"), encoding="utf-8")
    assert main(["deck", "check", "red"]) == 1
    assert "red: the main deck has 40 cards; a constructed deck needs at least 60 (100.2a)" in capsys.readouterr().out


def builtin_deck_text_of(name):
    from manamelee.cards.decks import builtin_deck_text
    return builtin_deck_text(name)[1]


def test_an_explicit_format_wins_over_the_decks_own(capsys):
    assert main(["deck", "check", "red", "--format", "constructed"]) == 1
    out = capsys.readouterr().out
    assert "a constructed deck needs at least 60 (100.2a)" in out
    assert main(["deck", "check", "red", "--min-size", "41"]) == 1           # on the deck's own format
    assert "a limited deck needs at least 41" in capsys.readouterr().out


def test_the_readme_deck_check_examples_are_true(tmp_path, capsys, monkeypatch):
    """Every `manamelee deck check` line of the README exits 0 (my-deck.txt being a legal 60-card deck)."""
    from pathlib import Path
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    examples = [line.split("#", 1)[0].split()[3:] for line in readme.splitlines()
                if line.startswith("manamelee deck check ")]
    assert len(examples) >= 2
    monkeypatch.chdir(tmp_path)
    (tmp_path / "my-deck.txt").write_text(VALID_60, encoding="utf-8")
    for args in examples:
        assert main(["deck", "check", *args]) == 0, args
        assert ": ok (" in capsys.readouterr().out
