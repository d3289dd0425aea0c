"""Commander deck construction (903.3-903.5, 702.124): `deck check --format commander` and `play` refuse an
illegal Commander deck with the line, the rule and the card."""
import dataclasses

import pytest

from manamelee.cards import default_pool
from manamelee.cards.deck_check import (COMMANDER, check_deck_text, color_identity, commander_deck, land_colors,
                                        rules_for)
from manamelee.cards.decks import builtin_decks, parse_deck, read_deck_lines
from manamelee.cards.dsl import test_creature
from manamelee.cards.pool import CardPool
from manamelee.cli import main
from manamelee.engine.errors import DeckError


@pytest.fixture(scope="module")
def pool():
    return default_pool()


def _deck(commander: str, cards: list[str], basics: tuple[str, int]) -> str:
    return "\n".join(["# test", "Commander", f"1 {commander}", "Deck"] + [f"1 {c}" for c in cards]
                     + [f"{basics[1]} {basics[0]}"]) + "\n"


def _white(pool, n: int = 40) -> list[str]:
    """``n`` distinct implemented white or colourless nonland cards of the pool."""
    out = [c for c in sorted(pool) if pool[c].implemented and "Land" not in pool[c].types and
           color_identity(pool[c]) <= {"W"} and not pool[c].types & {"Scheme"} and c != "Thalia, Guardian of Thraben"]
    return out[:n]


def valid(pool) -> str:
    return _deck("Thalia, Guardian of Thraben", _white(pool), ("Plains", 59))


def test_903_5_a_legal_commander_deck_is_ok_and_names_its_commander(pool):
    r = check_deck_text(valid(pool), "t.txt", pool, COMMANDER)
    assert r.ok, r.problems
    assert [c.name for c in r.commanders] == ["Thalia, Guardian of Thraben"] and len(r.main) == 99
    assert "100 cards with the commander" in r.summary() and "commander: Thalia" in r.summary()


def test_the_commander_section_of_the_deck_format():
    lines = read_deck_lines("Commander\n1 A b\nDeck\n2 C d\nSideboard\n1 E f\n")
    assert [(e.name, e.commander, e.sideboard) for e in lines.entries] == [
        ("A b", True, False), ("C d", False, False), ("E f", False, True)]
    assert lines.commander_line == 1
    assert read_deck_lines("Commander\n1 A b\nCommander:\n1 C d\n").problems == (
        (3, "a second 'Commander' line (the commander was named from line 1)"),)


def test_parse_deck_sets_the_commander_apart(pool):
    d = parse_deck(valid(pool), pool)
    assert d.commanders == ("Thalia, Guardian of Thraben",) and "Thalia, Guardian of Thraben" not in d.main


def test_903_5a_exactly_100_cards_including_the_commander(pool):
    r = check_deck_text(_deck("Thalia, Guardian of Thraben", _white(pool), ("Plains", 60)), "t.txt", pool, COMMANDER)
    assert [(p.line, p.message) for p in r.problems] == [
        (None, "the deck has 101 cards with its commander; a Commander deck has exactly 100 (903.5a)")]


def test_903_5b_singleton_except_basic_lands_with_the_line_and_the_card(pool):
    cards = _white(pool, 39)
    text = _deck("Thalia, Guardian of Thraben", cards + [cards[0]], ("Plains", 59))
    r = check_deck_text(text, "t.txt", pool, COMMANDER)
    [p] = r.problems
    assert p.line == 5 and f"2 copies of {cards[0]!r}" in p.message and "(903.5b)" in p.message


def test_903_5c_a_card_outside_the_commanders_colour_identity_is_named_with_its_line(pool):
    text = _deck("Thalia, Guardian of Thraben", _white(pool, 39) + ["Lightning Bolt"], ("Plains", 59))
    r = check_deck_text(text, "t.txt", pool, COMMANDER)
    [p] = r.problems
    assert p.line == 44
    assert p.message == ("'Lightning Bolt' has colour identity red, outside 'Thalia, Guardian of Thraben''s (white) "
                         "(903.5c)")


def test_903_5d_a_basic_land_type_of_another_colour_is_refused(pool):
    text = _deck("Thalia, Guardian of Thraben", _white(pool), ("Plains", 58)) + "1 Island\n"
    r = check_deck_text(text, "t.txt", pool, COMMANDER)
    [p] = r.problems
    assert "'Island'" in p.message and "(903.5d)" in p.message and p.line == 46


def test_903_3_the_commander_must_be_a_legendary_creature(pool):
    text = valid(pool).replace("1 Thalia, Guardian of Thraben", "1 Serra Angel")
    r = check_deck_text(text, "t.txt", pool, COMMANDER)
    assert (3, "the commander 'Serra Angel' is not a legendary creature (903.3)") in \
        [(p.line, p.message) for p in r.problems]


def test_903_3_a_commander_deck_needs_a_commander(pool):
    text = "\n".join(f"1 {c}" for c in _white(pool)) + "\n60 Plains\n"
    r = check_deck_text(text, "t.txt", pool, COMMANDER)
    assert (None, "no commander: name it under a line 'Commander' (903.3)") in [(p.line, p.message) for p in r.problems]


def test_a_commander_section_in_another_format_is_reported(pool):
    r = check_deck_text(valid(pool), "t.txt", pool, rules_for(fmt="constructed"))
    assert any("only for Commander decks (903.3)" in p.message for p in r.problems)


def test_903_4_colour_identity_counts_mana_symbols_in_cost_and_rules_text_not_reminder_text(pool):
    assert color_identity(pool["Niv-Mizzet, the Firemind"]) == {"U", "R"}
    assert color_identity(pool["Selesnya Guildmage"]) == {"G", "W"}              # hybrid: both colours
    assert land_colors(pool["Plains"]) == {"W"} == color_identity(pool["Plains"])   # 305.6 intrinsic ability
    bosh = dataclasses.replace(test_creature("Bosh-like", 6, 7, cost="{8}"),
                               text="{3}{R}, Sacrifice an artifact: deal damage.")
    assert color_identity(bosh) == {"R"}                                         # 903.4 example


def _partners(pool, a_text: str, b_text: str) -> tuple[CardPool, str]:
    a = dataclasses.replace(test_creature("Alpha", 1, 1, cost="{W}", supertypes=("Legendary",)), text=a_text)
    b = dataclasses.replace(test_creature("Beta", 1, 1, cost="{W}", supertypes=("Legendary",)), text=b_text)
    cards = dict(pool.cards)
    cards["Alpha"], cards["Beta"] = a, b
    text = "Commander\n1 Alpha\n1 Beta\nDeck\n" + "\n".join(f"1 {c}" for c in _white(pool)) + "\n58 Plains\n"
    return CardPool(cards), text


def test_702_124h_two_commanders_with_partner(pool):
    p, text = _partners(pool, "Partner (You can have two commanders if both have partner.)", "Partner")
    r = check_deck_text(text, "t.txt", p, COMMANDER)
    assert r.ok, r.problems
    assert [c.name for c in r.commanders] == ["Alpha", "Beta"]


def test_702_124h_two_commanders_without_partner_on_both_are_refused(pool):
    p, text = _partners(pool, "Partner", "Flying")
    r = check_deck_text(text, "t.txt", p, COMMANDER)
    assert [(x.line, x.message) for x in r.problems] == [
        (3, "two commanders need partner on both (702.124h); 'Beta' lacks it")]


def test_702_124i_partner_with_must_name_each_other(pool):
    ok, text = _partners(pool, "Partner with Beta (When this creature enters, ...)", "Partner with Alpha")
    assert check_deck_text(text, "t.txt", ok, COMMANDER).ok
    bad, text = _partners(pool, "Partner with Beta", "Partner")          # 702.124f: different abilities
    [x] = check_deck_text(text, "t.txt", bad, COMMANDER).problems
    assert "(702.124i)" in x.message


def test_the_ready_commander_decks_are_legal_and_play_refuses_nothing(pool):
    names = builtin_decks("commander")
    assert len(names) >= 5
    for n in names:
        r = commander_deck(n, pool)
        assert r.ok and len(r.main) + len(r.commanders) == 100


def test_play_refuses_an_illegal_commander_deck_like_deck_check(pool, tmp_path):
    f = tmp_path / "bad.txt"
    f.write_text(_deck("Thalia, Guardian of Thraben", _white(pool, 39) + ["Lightning Bolt"], ("Plains", 59)))
    with pytest.raises(DeckError, match=r"bad.txt, line 44: 'Lightning Bolt' has colour identity red.*903.5c"):
        commander_deck(str(f), pool)


def test_cli_deck_check_format_commander_prints_line_numbered_problems(pool, tmp_path, capsys):
    f = tmp_path / "bad.txt"
    f.write_text(_deck("Serra Angel", _white(pool, 39) + ["Lightning Bolt"], ("Plains", 60)))
    rc = main(["deck", "check", "--format", "commander", str(f)])
    out = capsys.readouterr()
    text = out.out + out.err
    assert rc != 0
    assert "line 3: the commander 'Serra Angel' is not a legendary creature (903.3)" in text
    assert "line 44: 'Lightning Bolt' has colour identity red" in text and "(903.5c)" in text
    assert "exactly 100 (903.5a)" in text


def test_cli_deck_check_accepts_a_ready_commander_deck(capsys):
    assert main(["deck", "check", "--format", "commander", "thalia"]) == 0
    assert "ok (commander)" in capsys.readouterr().out


def test_cli_play_refuses_an_illegal_commander_deck_with_one_line_and_exit_2(pool, tmp_path, capsys):
    f = tmp_path / "bad.txt"
    f.write_text(_deck("Thalia, Guardian of Thraben", _white(pool, 39) + ["Lightning Bolt"], ("Plains", 59)))
    rc = main(["play", "--variant", "commander", "--players", "2", "--decks", f"{f},thalia", "--seed", "1",
               "--quiet"])
    err = capsys.readouterr().err
    assert rc == 2 and len(err.strip().splitlines()) == 1
    assert "line 44" in err and "Lightning Bolt" in err and "903.5c" in err


def test_cli_variant_commander_deck_check_defaults_to_the_commander_format(capsys):
    assert main(["deck", "check", "--variant", "commander", "kokusho"]) == 0
    with pytest.raises(DeckError, match="Commander decks"):
        rules_for("commander", "limited")


def test_903_4_colour_identity_of_every_pool_card_matches_the_oracle_file(pool):
    import json
    from pathlib import Path
    shared = Path(__file__).resolve().parents[2].parent / "shared" / "cards" / "oracle-cards.json"
    if not shared.exists():
        pytest.skip("the shared Oracle file is not here")
    oracle = {c["name"]: c for c in json.loads(shared.read_text())}
    checked = 0
    for name in pool:
        if name in oracle and "colorIdentity" in oracle[name]:
            assert color_identity(pool[name]) == set(oracle[name]["colorIdentity"]), name
            checked += 1
    assert checked > 400


def test_play_with_a_deck_that_has_no_commander_says_so_first(pool):
    with pytest.raises(DeckError, match=r"^built-in deck 'red': no commander: name it under a line 'Commander' "
                                        r"\(903.3\) \(and \d+ more problems"):
        commander_deck("red", pool)
