"""Card corpora (manamelee/cards/corpus.py) and `manamelee cards coverage` (manamelee/cards/coverage.py), on small
fixture corpora built here in the three shapes: an oracle-cards.json list, MTGJSON AtomicCards.json, {name: facts}."""
import json

import pytest

from manamelee.cards import default_pool
from manamelee.cards import corpus as corpus_mod
from manamelee.cards.corpus import CorpusError, corpus_from_data, load_corpus
from manamelee.cards.coverage import coverage, keyword_support, render_text
from manamelee.cards.dsl import DATA, ENGINE_KEYWORDS
from manamelee.cards.pool import CardPool
from manamelee.cli import main


def face(name, types, keywords=None, layout="normal", **more):
    return {"name": name, "types": types, "keywords": keywords, "layout": layout, **more}


# An MTGJSON AtomicCards.json in miniature: split and transform cards have one entry per face, with faceName/side.
ATOMIC = {
    "meta": {"date": "2025-01-01", "version": "5.2.2"},
    "data": {
        "Shock": [face("Shock", ["Instant"])],
        "Serra Angel": [face("Serra Angel", ["Creature"], ["Flying", "Vigilance"])],
        "Pacifism": [face("Pacifism", ["Enchantment"], ["Enchant"])],
        "Fire // Ice": [face("Fire // Ice", ["Instant"], layout="split", faceName="Fire", side="a"),
                        face("Fire // Ice", ["Instant"], layout="split", faceName="Ice", side="b")],
        "Delver of Secrets // Insectile Aberration": [
            face("Delver of Secrets // Insectile Aberration", ["Creature"], ["Transform"], layout="transform",
                 faceName="Delver of Secrets", side="a"),
            face("Delver of Secrets // Insectile Aberration", ["Creature"], ["Flying", "Transform"],
                 layout="transform", faceName="Insectile Aberration", side="b")],
        "Vine Trellis": [face("Vine Trellis", ["Creature"], ["Defender"])],
        "Burst Lightning": [face("Burst Lightning", ["Instant"], ["Kicker"])],
        "Gatekeeper of Malakir": [face("Gatekeeper of Malakir", ["Creature"], ["Kicker"])],
        "Tolarian Kraken": [face("Tolarian Kraken", ["Creature"], ["Ward"])],
        "Thought Scour": [face("Thought Scour", ["Instant"], ["Mill"])],
        "Ornithopter": [face("Ornithopter", ["Artifact", "Creature"], ["Flying"])],
    },
}

# The same cards as an oracle-cards.json list: one entry per card, the back face of a double-faced card apart.
ORACLE_LIST = [
    face("Shock", ["Instant"]),
    face("Serra Angel", ["Creature"], ["Flying", "Vigilance"]),
    face("Pacifism", ["Enchantment"], ["Enchant"]),
    face("Fire // Ice", ["Instant"], layout="split"),
    face("Delver of Secrets // Insectile Aberration", ["Creature"], ["Transform"], layout="transform",
         back="Insectile Aberration"),
    face("Insectile Aberration", ["Creature"], ["Flying", "Transform"], layout="transform", face="back",
         front="Delver of Secrets"),
    face("Vine Trellis", ["Creature"], ["Defender"]),
    face("Burst Lightning", ["Instant"], ["Kicker"]),
    face("Gatekeeper of Malakir", ["Creature"], ["Kicker"]),
    face("Tolarian Kraken", ["Creature"], ["Ward"]),
    face("Thought Scour", ["Instant"], ["Mill"]),
    face("Ornithopter", ["Artifact", "Creature"], ["Flying"]),
]


POOL_CARDS = ("Shock", "Serra Angel", "Pacifism", "Barkhide Mauler", "Forest")


@pytest.fixture(scope="module")
def pool():
    """A small pool of known cards, so that the counts don't move as the real pool grows."""
    full = default_pool()
    return CardPool({n: full[n] for n in POOL_CARDS})


def write(tmp_path, name, data):
    f = tmp_path / name
    f.write_text(json.dumps(data), encoding="utf-8")
    return f


def test_atomic_cards_loader_detects_the_format_and_makes_one_card_per_name_with_its_faces(tmp_path):
    c = load_corpus(write(tmp_path, "AtomicCards.json", ATOMIC))
    assert c.format == "mtgjson-atomic" and len(c) == 11 and c.skipped == 0
    by = {x.name: x for x in c.cards}
    assert by["Fire // Ice"].faces == ("Fire", "Ice") and by["Fire // Ice"].layout == "split"
    delver = by["Delver of Secrets // Insectile Aberration"]
    assert delver.faces == ("Delver of Secrets", "Insectile Aberration")
    assert delver.keywords == ("Transform", "Flying") and delver.layout == "transform"
    assert by["Ornithopter"].types == ("Artifact", "Creature")
    assert {"Fire", "Ice", "Fire // Ice", "Insectile Aberration"} <= c.names()


def test_oracle_list_loader_merges_a_back_face_into_its_front_card(tmp_path):
    c = load_corpus(write(tmp_path, "oracle-cards.json", ORACLE_LIST))
    assert c.format == "oracle-list" and len(c) == 11
    delver = {x.name: x for x in c.cards}["Delver of Secrets // Insectile Aberration"]
    assert delver.faces == ("Delver of Secrets", "Insectile Aberration")
    assert delver.keywords == ("Transform", "Flying")


def test_both_formats_give_the_same_cards(tmp_path):
    a = load_corpus(write(tmp_path, "a.json", ATOMIC))
    b = load_corpus(write(tmp_path, "b.json", ORACLE_LIST))
    assert {(x.name, x.layout, x.types, x.keywords) for x in a.cards} == \
           {(x.name, x.layout, x.types, x.keywords) for x in b.cards}


def test_the_packages_own_oracle_facts_load_as_a_name_to_facts_corpus(pool):
    c = load_corpus(DATA)
    assert c.format == "oracle-dict" and "Shock" in c.names()


def test_malformed_entries_are_skipped_and_counted():
    c = corpus_from_data([face("Shock", ["Instant"]), 42, {"types": ["Instant"]}, {"name": ""}], "x")
    assert len(c) == 1 and c.skipped == 3
    c = corpus_from_data({"meta": {}, "data": {"Shock": [face("Shock", ["Instant"])], "Bad": []}}, "y")
    assert len(c) == 1 and c.skipped == 1


@pytest.mark.parametrize("data,words", [
    ("hello", "not a card list"),
    (42, "not a card list"),
    ({"meta": {}, "data": {"LEA": {"cards": []}}}, "not AtomicCards"),
    ({"data": [1, 2]}, "'data' is a list"),
    ({}, "not a card list"),
])
def test_unknown_shapes_are_clear_errors(data, words):
    with pytest.raises(CorpusError, match=words):
        corpus_from_data(data, "c.json")


def test_unreadable_corpus_files_are_clear_errors(tmp_path):
    with pytest.raises(CorpusError, match="no such file"):
        load_corpus(tmp_path / "nope.json")
    with pytest.raises(CorpusError, match="not a regular file"):
        load_corpus(tmp_path)
    (tmp_path / "bin.json").write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(CorpusError, match="not UTF-8"):
        load_corpus(tmp_path / "bin.json")
    (tmp_path / "bad.json").write_text("[{", encoding="utf-8")
    with pytest.raises(CorpusError, match=r"not valid JSON \(line 1"):
        load_corpus(tmp_path / "bad.json")


# --------------------------------------------------------------------------- coverage
def test_coverage_counts_pool_cards_by_layout_and_type(pool, tmp_path):
    r = coverage(load_corpus(write(tmp_path, "a.json", ATOMIC)), pool)
    assert (r.total, r.implemented) == (11, 3)           # Shock, Serra Angel, Pacifism are in the pool
    layouts = {row.key: (row.implemented, row.total) for row in r.by_layout}
    assert layouts == {"normal": (3, 9), "split": (0, 1), "transform": (0, 1)}
    types = {row.key: (row.implemented, row.total) for row in r.by_type}
    assert types == {"Creature": (1, 6), "Instant": (1, 4), "Enchantment": (1, 1), "Artifact": (0, 1)}
    assert [row.key for row in r.by_type][:2] == ["Creature", "Instant"]    # most cards first


def test_missing_keywords_are_the_ones_the_engine_lacks_most_frequent_first(pool, tmp_path):
    r = coverage(load_corpus(write(tmp_path, "a.json", ATOMIC)), pool)
    assert [(k.keyword, k.cards) for k in r.missing_keywords] == [("Kicker", 2), ("Ward", 1)]   # Transform: dsl.Transform (701.28)
    support = r.implemented_keywords
    assert support["Flying"] == support["Defender"] == support["Vigilance"] == "engine"
    assert support["Enchant"] == "engine"                # Auras (303.4) are in the pool
    assert support["Mill"] == "action"                   # the DSL's Mill effect (701.17)


def test_keyword_support_is_derived_from_the_engine(pool):
    support = keyword_support(pool)
    assert all(support[k] == "engine" for k in ENGINE_KEYWORDS)
    assert support["Protection"] == "engine" and support["Landwalk"] == "engine"
    assert support.get("Cycling") == "ability"           # Barkhide Mauler uses the DSL's cycling (702.29)
    assert "Frobnicate" not in support and "Daybound" not in support
    assert "Cycling" not in keyword_support(CardPool({"Shock": pool["Shock"]}))


def test_a_pool_card_matches_a_double_faced_card_by_its_front_face(pool):
    front = next(n for n in ("Shock", "Serra Angel") if n in pool)
    corpus = corpus_from_data([face(f"{front} // Other Side", ["Creature"], ["Daybound"], layout="transform")], "x")
    r = coverage(corpus, pool)
    assert r.implemented == 1 and r.missing_keywords == ()       # the keyword of an implemented card counts
    assert r.implemented_keywords["Daybound"] == "card"


def test_pool_cards_not_in_the_corpus_are_listed(pool):
    r = coverage(corpus_from_data([face("Shock", ["Instant"]), face("Pacifism", ["Enchantment"])], "x"), pool)
    assert r.implemented == 2 and r.pool_only == ("Barkhide Mauler", "Forest", "Serra Angel")


def test_the_real_pool_covers_its_own_oracle_facts():
    """Every implemented card of the real pool is found in the package's Oracle facts."""
    full = default_pool()
    r = coverage(load_corpus(DATA), full)
    assert r.implemented == sum(1 for c in full.cards.values() if c.implemented) - len(r.pool_only)
    assert r.implemented >= 100


def test_text_report_and_json(pool, tmp_path):
    r = coverage(load_corpus(write(tmp_path, "a.json", ATOMIC)), pool)
    text = render_text(r, top=2)
    assert "pool implements 3 of 11 cards (27.3%)" in text
    assert "By layout" in text and "By card type" in text
    assert "Keywords not implemented yet (2; most frequent first)" in text
    assert "Kicker" in text and "Ward" in text
    d = r.to_dict(top=1)
    assert d["missing_keywords"] == [{"keyword": "Kicker", "cards": 2}] and d["missing_keywords_total"] == 2
    assert json.loads(json.dumps(d)) == d


def test_cli_coverage_json_on_a_given_corpus(pool, monkeypatch, tmp_path, capsys):
    monkeypatch.setattr("manamelee.cards.pool.default_pool", lambda: pool)
    f = write(tmp_path, "AtomicCards.json", ATOMIC)
    assert main(["cards", "coverage", "--corpus", str(f), "--json", "--top", "2"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["format"] == "mtgjson-atomic" and d["total"] == 11 and d["implemented"] == 3
    assert [k["keyword"] for k in d["missing_keywords"]] == ["Kicker", "Ward"]


def test_cli_coverage_tables(pool, monkeypatch, tmp_path, capsys):
    monkeypatch.setattr("manamelee.cards.pool.default_pool", lambda: pool)
    f = write(tmp_path, "oracle.json", ORACLE_LIST)
    assert main(["cards", "coverage", "--corpus", str(f)]) == 0
    out = capsys.readouterr().out
    assert "pool implements 3 of 11 cards" in out and "Kicker" in out and "transform" in out


def test_cli_without_a_corpus_says_to_pass_one(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(corpus_mod, "DEFAULT_CORPUS", tmp_path / "absent.json")
    assert main(["cards", "coverage"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "pass --corpus FILE" in err[0]


def test_cli_bad_corpus_file_is_a_one_line_usage_error(tmp_path, capsys):
    (tmp_path / "deck.txt").write_text("4 Shock\n", encoding="utf-8")
    assert main(["cards", "coverage", "--corpus", str(tmp_path / "deck.txt")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "not valid JSON" in err[0]
