"""Message catalogues (issue 8): one catalogue per language, the same keys and placeholders in each, every
key the engine uses defined, English log lines as before, Italian in the terms of the Italian rules."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from manamelee import i18n
from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.engine import events as ev
from manamelee.engine.decisions import Option, opt
from manamelee.engine.game import Game
from manamelee.i18n import LANGS, Msg, catalogue, decision_text, event_line, placeholders, render, t

ROOT = Path(__file__).resolve().parents[2] / "manamelee"


def _games():
    """A few random games of several variants, each driven to the end with every decision recorded."""
    specs = [("duel", 2, 3), ("ffa", 4, 5), ("grand-melee", 5, 2), ("archenemy", 4, 1), ("two-headed-giant", 4, 4)]
    out = []
    for variant, players, seed in specs:
        cfg = make_config(players, None, variant=variant, seed=seed)
        g = Game.new(cfg, seed)
        agents = [RandomAgent(seed * 31 + i) for i in range(players)]
        decisions = []
        while not g.over:
            d = g.pending()[0]
            decisions.append(d)
            g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
        out.append((variant, g, decisions))
    return out


@pytest.fixture(scope="module")
def games():
    return _games()


def _check_args(key: str, args, lang: str) -> None:
    """The message's template (in ``lang``) gets every placeholder it names; nested messages too."""
    cat = catalogue(lang)
    assert key in cat, f"{key!r} is not in the {lang} catalogue"
    items = dict(args.items() if isinstance(args, dict) else (args or ()))
    assert placeholders(cat[key]) <= set(items), (key, cat[key], items)
    for v in items.values():
        for m in (v if isinstance(v, (list, tuple)) else (v,)):
            if isinstance(m, Msg):
                _check_args(m.key, m.args, lang)


# --------------------------------------------------------------------------- the catalogues themselves
def test_both_languages_have_exactly_the_same_keys():
    en, it = catalogue("en"), catalogue("it")
    assert sorted(set(en) - set(it)) == [] and sorted(set(it) - set(en)) == []


def test_every_key_has_the_same_placeholders_in_both_languages():
    en, it = catalogue("en"), catalogue("it")
    diff = {k: (placeholders(en[k]), placeholders(it[k])) for k in en if placeholders(en[k]) != placeholders(it[k])}
    assert diff == {}


def test_catalogue_files_merge_per_language_folder():
    for lang in LANGS:
        files = sorted(p.name for p in (ROOT / "i18n" / lang).glob("*.json"))
        assert {"log.json", "prompts.json", "terminal.json"} <= set(files)
    cat = catalogue("it")
    assert cat["log.draws"] == "{player} pesca una carta"            # log.json
    assert cat["opt.pass_priority"] == "passa la priorità"            # prompts.json
    assert cat["term.eof"].startswith("Fine dell'input")             # terminal.json


def test_an_unknown_language_is_a_clear_error_and_catalogue_returns_a_copy():
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        catalogue("fr")
    with pytest.raises(ValueError):
        t("log.draws", "xx", player="A")
    c = catalogue("en")
    c["log.draws"] = "changed"
    assert catalogue("en")["log.draws"] == "{player} draws a card"


def test_italian_uses_the_terms_of_the_italian_rules():
    it = catalogue("it")
    assert "segnaturno" in it["log.marker_passes"]
    assert "mette in moto" in it["log.set_in_motion"] and "intrigo" in it["log.set_in_motion"]
    assert "grimorio" in it["zone.library"] and it["zone.stack"] == "pila" and it["zone.graveyard"] == "cimitero"
    assert "raggio di influenza" in it["log.win_in_range"]
    assert "TAPpa" in it["opt.tap_for_mana"] and "priorità" in it["prompt.priority"]
    assert "punti vita" in it["log.gains_life"] and "segnalini veleno" in it["why.poison"]


# --------------------------------------------------------------------------- rendering
def test_plural_forms_follow_n_in_each_language():
    assert t("log.deals_damage", "en", source="Shock", n=1, target="Bianca") == "Shock deals 1 damage to Bianca"
    assert t("log.deals_damage", "it", source="Shock", n=1, target="Bianca") == "Shock infligge 1 danno a Bianca"
    assert t("log.deals_damage", "it", source="Shock", n=3, target="Bianca") == "Shock infligge 3 danni a Bianca"
    assert t("log.gains_life", "it", player="Alex", n=1, now=Msg("log.life_now", (("life", 21),))) == \
        "Alex guadagna 1 punto vita (ora 21)"


def test_nested_messages_and_lists_render_in_the_readers_language():
    team = Msg("word.team", (("players", "Alex+Bianca"),))
    assert render("log.team_passes", {"team": team}, "en") == "team Alex+Bianca has priority and passes"
    assert render("log.team_passes", {"team": team}, "it") == "squadra Alex+Bianca ha priorità e passa"
    assert render("log.permanents_leave", {"player": "Dan", "cards": ["Forest", "Grizzly Bears"]}, "it") == \
        "i permanenti di Dan lasciano la partita: Forest, Grizzly Bears"


def test_an_unknown_key_is_literal_text_and_a_missing_argument_shows_its_placeholder():
    assert render("pay {X} now", None, "it") == "pay {X} now"           # literal English (e.g. from a test script)
    assert Option("mode", "you draw two cards", 0).label == "you draw two cards"
    assert render("log.draws", {}, "en") == "{player} draws a card"


def test_card_text_arguments_keep_their_braces():
    line = t("log.activates", "it", player="Alex", card="Llanowar Elves", text="{T}: Add {G}.", targeting="")
    assert line == "Alex attiva Llanowar Elves: {T}: Add {G}."


def test_event_line_has_the_rule_prefix_and_text_stays_english():
    e = ev.Event(ev.INFO, "121.4", "log.cant_draw", player=0, args={"player": "Alex"})
    assert e.text == "Alex can't draw from an empty library"
    assert e.line() == "[121.4] Alex can't draw from an empty library"
    assert event_line(e, "it") == "[121.4] Alex non può pescare da un grimorio vuoto"
    assert ev.Event(ev.TAP, "701.21").text == "" and event_line(ev.Event(ev.TAP, ""), "it") == ""


def test_log_lines_are_rendered_only_when_read():
    calls = []

    class Spy:
        def __format__(self, spec):
            calls.append(spec)
            return "Spy"

    g = Game.new(make_config(2, None, seed=1), 1)
    e = g.note("log.shuffles", "701.20", args={"player": Spy()})
    assert calls == []                         # emitting formats nothing
    assert e.text == "Spy shuffles their library" and len(calls) == 1
    assert event_line(e, "it") == "[701.20] Spy mescola il proprio grimorio" and len(calls) == 2


def test_options_compare_by_kind_key_value_and_arguments():
    a, b = opt("cast", "opt.cast", 7, card="Shock"), opt("cast", "opt.cast", 7, card="Shock")
    assert a == b and hash(a) == hash(b) and a.label == "cast Shock"
    assert a != opt("cast", "opt.cast", 7, card="Lightning Bolt")
    assert a != opt("cast", "opt.cast", 8, card="Shock")


# --------------------------------------------------------------------------- the code's keys
_KEY_RE = re.compile(r"""["']((?:log|prompt|opt|why|word|step|zone|what|choice|target|type|term|variant|dsl)\.[A-Za-z0-9_#.\-]+)["']""")


def test_every_literal_key_in_the_sources_is_in_the_catalogue():
    en = catalogue("en")
    missing = {}
    for path in ROOT.rglob("*.py"):
        for key in _KEY_RE.findall(path.read_text(encoding="utf-8")):
            if key not in en and not key.endswith("."):
                missing.setdefault(key, str(path.relative_to(ROOT)))
    assert missing == {}


def test_every_event_and_decision_of_random_games_renders_in_both_languages(games):
    seen_keys = set()
    for variant, g, decisions in games:
        for e in g.events:
            if e.key:
                seen_keys.add(e.key)
                for lang in LANGS:
                    _check_args(e.key, e.args, lang)
                    assert event_line(e, lang)
        for d in decisions:
            for lang in LANGS:
                _check_args(d.prompt_key, d.prompt_args, lang)
                for o in d.options:
                    _check_args(o.key, o.args, lang)
                text = decision_text(d, lang)
                assert len(text["options"]) == len(d.options) and text["prompt"]
    assert {"log.turn", "log.draws", "step.upkeep", "log.marker_passes", "log.set_in_motion"} <= seen_keys


def test_an_italian_grand_melee_log_mentions_turn_markers_and_an_archenemy_log_schemes(games):
    by_variant = {v: g for v, g, _ in games}
    gm = [event_line(e, "it") for e in by_variant["grand-melee"].events if e.key]
    assert any("segnaturno" in line for line in gm)
    assert any(line.startswith("[500.1] --- turno 1: ") for line in gm)
    ae = [event_line(e, "it") for e in by_variant["archenemy"].events if e.key]
    assert any("mette in moto l'intrigo" in line for line in ae)


def test_english_log_lines_read_as_before(games):
    duel = [line for line in games[0][1].log]
    assert duel[0].endswith(" is the starting player") and duel[0].startswith("[103.1] ")
    assert any(re.fullmatch(r"\[500\.1\] --- turn 1: \w+ ---", line) for line in duel)
    assert "[502] untap step" in duel and "[514.2] damage wears off and \"until end of turn\" effects end" in duel
    assert any(re.fullmatch(r"\[103\.5\] \w+ keeps \d cards", line) for line in duel)


def test_decision_text_matches_the_english_prompt_and_labels(games):
    d = next(d for _, _, ds in games for d in ds if d.kind == "priority" and len(d.options) > 1)
    en = decision_text(d, "en")
    assert en == {"prompt": d.prompt, "options": [o.label for o in d.options]}
    it = decision_text(d, "it")
    assert it["prompt"].endswith(")") and ", hai priorità (" in it["prompt"]
    assert it["options"][0] == "passa la priorità"
