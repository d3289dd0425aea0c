"""`manamelee cards compile`, the coverage work list and the deck check's "not playable yet" message (issue 17)."""
from __future__ import annotations

import json

import pytest

from manamelee.cards.coverage import work_list
from manamelee.cards.deck_check import not_playable_message
from manamelee.cards.oracle.compile_pool import COMPILED
from manamelee.cli import main


def face(name, types, text, cost="{R}", keywords=None, layout="normal", **more):
    return {"name": name, "manaCost": cost, "type": " ".join(types), "types": types, "subtypes": [],
            "supertypes": [], "keywords": keywords, "power": more.get("power"), "toughness": more.get("toughness"),
            "loyalty": None, "text": text, "layout": layout}


CORPUS = [
    face("Shock", ["Instant"], "Shock deals 2 damage to any target."),
    face("Serra Angel", ["Creature"], "Flying, vigilance", "{3}{W}{W}", ["Flying", "Vigilance"], power="4",
         toughness="4"),
    face("Wall of Frost", ["Creature"], "Defender\nWhenever this creature blocks a creature, that creature doesn't "
         "untap during its controller's next untap step.", "{1}{U}{U}", ["Defender"], power="0", toughness="7"),
    face("Fire // Ice", ["Instant"], "Fire deals 2 damage divided as you choose among one or two targets.",
         layout="split"),
]


@pytest.fixture
def corpus_file(tmp_path):
    p = tmp_path / "cards.json"
    p.write_text(json.dumps(CORPUS), encoding="utf-8")
    return p


def test_compile_writes_the_playable_cards_and_the_blocking_sentences(corpus_file, tmp_path, capsys):
    out = tmp_path / "out.json"
    assert main(["cards", "compile", "--corpus", str(corpus_file), "--out", str(out)]) == 0
    assert "compiled 2 playable cards (0 lands) of 4" in capsys.readouterr().out
    cards = json.loads(out.read_text())["cards"]
    assert sorted(cards) == ["Serra Angel", "Shock"]
    assert cards["Shock"]["lines"] == ["CARDNAME deals 2 damage to any target."]
    side = json.loads((tmp_path / "out.unsupported.json").read_text())
    blocked = side["blocked"]
    assert blocked["Wall of Frost"] == ["Whenever this creature blocks a creature, that creature doesn't untap "
                                        "during its controller's next untap step."]
    assert blocked["Fire // Ice"] == ["(the corpus lists only one face of this split card)"]


@pytest.mark.parametrize("content,why", [(None, "no such file"), ("[{", "not valid JSON"),
                                         ('{"a": 1}', "not a card list this tool knows"),
                                         ("[]", "has no cards"), (b"\xff\xfe", "not UTF-8")])
def test_compile_bad_corpus_is_one_line_exit_2_and_writes_nothing(tmp_path, capsys, content, why):
    src = tmp_path / "bad.json"
    if isinstance(content, str):
        src.write_text(content, encoding="utf-8")
    elif content is not None:
        src.write_bytes(content)
    out = tmp_path / "out.json"
    before = COMPILED.stat().st_mtime_ns
    assert main(["cards", "compile", "--corpus", str(src), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert why in err and err.count("\n") == 1
    assert not out.exists() and not (tmp_path / "out.unsupported.json").exists()
    assert COMPILED.stat().st_mtime_ns == before


def test_compile_out_into_a_missing_directory_is_a_usage_error(corpus_file, tmp_path, capsys):
    assert main(["cards", "compile", "--corpus", str(corpus_file), "--out", str(tmp_path / "no" / "x.json")]) == 2
    assert "no such directory" in capsys.readouterr().err


def test_work_list_ranks_texts_by_the_whole_cards_they_unlock():
    blocked = {"A": ["Bushido 1"], "B": ["Bushido 2"], "C": ["Bushido 1", "Exalted"], "D": ["Exalted"],
               "E": ["Flanking"]}
    rows = work_list(blocked)
    assert [(r.text, r.unlocks, r.cards) for r in rows] == [("Bushido N", 2, 3), ("Exalted", 1, 2),
                                                            ("Flanking", 1, 1)]


def test_coverage_json_has_the_playable_counts_and_the_work_list(capsys):
    from manamelee.cards.corpus import default_corpus_path
    if default_corpus_path() is None:
        pytest.skip("the shared corpus is not beside this checkout")
    assert main(["cards", "coverage", "--json", "--top", "5"]) == 0
    rep = json.loads(capsys.readouterr().out)
    assert rep["playable"]["compiled"] > 2500 and rep["playable"]["hand_written"] >= 400
    assert rep["playable"]["compiled"] + rep["playable"]["hand_written"] == rep["implemented"]
    assert len(rep["work_list"]) == 5
    assert rep["work_list"][0]["unlocks"] >= rep["work_list"][-1]["unlocks"]


def test_deck_check_and_play_name_the_unsupported_sentence(tmp_path, capsys):
    msg = not_playable_message("wall of frost")             # any case, as in a deck list
    assert msg is not None and msg.startswith("'Wall of Frost' is a real card but not playable yet: ")
    assert "Whenever this creature blocks a creature" in msg
    deck = tmp_path / "deck.txt"
    deck.write_text("56 Island\n4 Wall of Frost\n", encoding="utf-8")
    assert main(["deck", "check", str(deck)]) == 1
    assert msg in capsys.readouterr().out
    assert main(["play", "--players", "2", "--seed", "1", "--quiet", "--decks", f"{deck},{deck}"]) == 2
    err = capsys.readouterr().err
    assert msg in err and err.rstrip().endswith("or add --allow-illegal to play anyway")
    # --allow-illegal lets an illegal deck play, never a card the engine can't play: the same sentence, one line
    assert main(["play", "--players", "2", "--seed", "1", "--quiet", "--allow-illegal", "--decks", f"{deck},{deck}"]) == 2
    err = capsys.readouterr().err
    assert msg in err and err.count("\n") == 1


def test_a_compiled_card_is_playable_in_a_deck(tmp_path, capsys):
    deck = tmp_path / "deck.txt"
    deck.write_text("44 Mountain\n4 Keeper of Kookus\n4 Anaba Shaman\n4 Axegrinder Giant\n4 Bellows Lizard\n",
                    encoding="utf-8")
    assert main(["deck", "check", str(deck)]) == 0
    assert main(["play", "--players", "2", "--seed", "3", "--quiet", "--decks", f"{deck},{deck}"]) == 0
    assert "result:" in capsys.readouterr().out
