"""The deck-list format and loader (manamelee/cards/decks.py) and the five built-in sample decks."""
import pytest

from manamelee.cards import default_pool
from manamelee.cards.decks import Deck, builtin_decks, deck_cards, load_deck, parse_deck
from manamelee.engine.definitions import CardDef
from manamelee.engine.errors import DeckError

GOOD = """\
# A small red deck
4 Lightning Bolt
2x Shock      # 'x' after the count is accepted

17 Mountain
sideboard:
2 Volcanic Hammer
"""


@pytest.fixture(scope="module")
def pool():
    return default_pool()


def test_parse_good_deck_expands_counts_in_order_and_reads_the_sideboard(pool):
    d = parse_deck(GOOD, pool, source="red_test.txt")
    assert isinstance(d, Deck)
    assert d.name == "red_test"
    assert d.main == ("Lightning Bolt",) * 4 + ("Shock",) * 2 + ("Mountain",) * 17
    assert d.sideboard == ("Volcanic Hammer",) * 2
    assert len(d) == 23


def test_parse_accepts_card_names_in_another_case_and_with_extra_spaces(pool):
    d = parse_deck("2   lightning   BOLT\n", pool)
    assert d.main == ("Lightning Bolt", "Lightning Bolt")


def test_deck_is_frozen(pool):
    d = parse_deck("1 Forest", pool)
    with pytest.raises(AttributeError):
        d.name = "other"


@pytest.mark.parametrize("text,line,words", [
    ("4 Forest\n4\n", 2, "expected '<count> <card name>'"),
    ("4 Forest\nForest\n", 2, "expected '<count> <card name>'"),
    ("four Forest\n", 1, "not a whole number"),
    ("4.5 Forest\n", 1, "not a whole number"),
    ("# c\n\n0 Forest\n", 3, "1 or more, got 0"),
    ("-2 Forest\n", 1, "1 or more, got -2"),
    ("99999999 Forest\n", 1, "too large"),
    ("4 Forest\nSideboard\n1 Shock\nSideboard\n", 4, "second 'Sideboard'"),
])
def test_parse_errors_name_the_line_and_the_problem(pool, text, line, words):
    with pytest.raises(DeckError) as e:
        parse_deck(text, pool, source="bad.txt")
    msg = str(e.value)
    assert f"bad.txt, line {line}:" in msg
    assert words in msg


def test_unknown_card_error_suggests_up_to_3_closest_names(pool):
    with pytest.raises(DeckError) as e:
        parse_deck("17 Mountain\n4 Lightening Bolt\n", pool, source="bad.txt")
    msg = str(e.value)
    assert "line 2" in msg and "unknown card 'Lightening Bolt'" in msg
    assert "did you mean: Lightning Bolt" in msg
    suggestions = msg.split("did you mean: ", 1)[1].rstrip("?").split(", ")
    assert 1 <= len(suggestions) <= 3


def test_unknown_card_with_nothing_close_has_no_suggestion(pool):
    with pytest.raises(DeckError, match="unknown card 'Qqqqzzzz'$"):
        parse_deck("1 Qqqqzzzz", pool)


@pytest.mark.parametrize("text", ["", "# only a comment\n\n", "Sideboard\n2 Shock\n"])
def test_empty_main_deck_is_an_error(pool, text):
    with pytest.raises(DeckError, match="empty"):
        parse_deck(text, pool, source="empty.txt")


def test_load_deck_from_a_file(pool, tmp_path):
    f = tmp_path / "my_red.txt"
    f.write_text(GOOD, encoding="utf-8")
    d = load_deck(str(f), pool)
    assert d.name == "my_red" and len(d.main) == 23 and len(d.sideboard) == 2
    assert load_deck(f, pool) == d           # a Path works too


def test_load_deck_accepts_a_utf8_byte_order_mark(pool, tmp_path):
    f = tmp_path / "bom.txt"
    f.write_bytes("\ufeff2 Forest\n".encode("utf-8"))
    assert load_deck(str(f), pool).main == ("Forest", "Forest")


def test_load_deck_file_errors_name_the_file_and_line(pool, tmp_path):
    f = tmp_path / "typo.txt"
    f.write_text("17 Forest\n4 Grizly Bears\n", encoding="utf-8")
    with pytest.raises(DeckError, match=r"typo\.txt, line 2: unknown card 'Grizly Bears'; did you mean: Grizzly Bears"):
        load_deck(str(f), pool)


@pytest.mark.parametrize("data,words", [
    (b"4 Forest\x00\x01\x02", "NUL"),
    (b"4 For\xffest\n", "not a UTF-8 text"),
    (bytes(range(256)), "NUL"),
])
def test_load_deck_refuses_binary_files(pool, tmp_path, data, words):
    f = tmp_path / "deck.bin"
    f.write_bytes(data)
    with pytest.raises(DeckError, match=words):
        load_deck(str(f), pool)


def test_load_deck_refuses_a_directory_and_a_missing_name(pool, tmp_path):
    with pytest.raises(DeckError, match="not a deck file"):
        load_deck(str(tmp_path), pool)
    with pytest.raises(DeckError) as e:
        load_deck("nosuchdeck", pool)
    assert "nosuchdeck" in str(e.value) and "white" in str(e.value)   # lists the built-in decks
    with pytest.raises(DeckError):
        load_deck("", pool)
    with pytest.raises(DeckError):
        load_deck(42, pool)


def test_builtin_decks_are_the_five_colours():
    assert builtin_decks() == ["white", "blue", "black", "red", "green"]


BASIC_OF = {"white": "Plains", "blue": "Island", "black": "Swamp", "red": "Mountain", "green": "Forest"}
COLOR_OF = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


@pytest.mark.parametrize("name", ["white", "blue", "black", "red", "green"])
def test_builtin_deck_has_40_cards_that_all_resolve_and_are_mono_coloured(pool, name):
    d = load_deck(name, pool)
    assert d.name == name
    assert len(d.main) == 40
    cards = deck_cards(d, pool)
    assert len(cards) == 40 and all(isinstance(c, CardDef) and c.implemented for c in cards)
    assert all(n in pool for n in d.sideboard)
    lands = [c for c in cards if "Land" in c.types]
    assert 15 <= len(lands) <= 18 and {c.name for c in lands} == {BASIC_OF[name]}
    assert all(c.colors <= {COLOR_OF[name]} for c in cards)   # mono-coloured (or colourless)
    assert max(d.main.count(n) for n in set(d.main) if n != BASIC_OF[name]) <= 4


def test_builtin_name_is_case_insensitive(pool):
    assert load_deck("Red", pool) == load_deck("red", pool)


def test_deck_cards_rejects_a_name_not_in_the_pool(pool):
    with pytest.raises(DeckError, match="Nonexistent Card"):
        deck_cards(Deck("x", ("Forest", "Nonexistent Card")), pool)
