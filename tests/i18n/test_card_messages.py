"""Issue 8 for card code: the messages of the card sets and the card DSL come from the catalogues.

A static scan checks that every message literal the card code passes (log lines, prompts, option labels,
target descriptions, what a search looks for) is a catalogue key; random 4-player games with the constructed
60-card decks, played in Italian, check that every log line and every decision renders from the catalogue,
with no English sentence from card code left. Card names and Oracle texts (ability texts, mode labels) are
the card's own words and stay as printed.
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from manamelee.agents import RandomAgent
from manamelee.cards.decks import builtin_decks
from manamelee.cards.pool import default_pool
from manamelee.configs import make_config
from manamelee.engine.game import Game
from manamelee.i18n import Msg, catalogue, decision_text, event_line, placeholders, render

ROOT = Path(__file__).resolve().parents[2] / "manamelee"
CARD_SOURCES = (sorted((ROOT / "cards" / "sets").glob("*.py")) + sorted((ROOT / "cards" / "dsl").glob("*.py"))
                + sorted((ROOT / "cards" / "model").glob("*.py")))
EN, IT = catalogue("en"), catalogue("it")

# --------------------------------------------------------------------------- the static scan
# Call name -> (position, keyword) of the argument that is a message key (or a label looked up as one).
KEYED = {"note": (0, "key"), "log_line": (0, "key"), "ask": (2, "prompt"), "yes_no": (1, "prompt"),
         "Option": (1, "key"), "opt": (1, "key"), "Msg": (0, "key"), "msg": (0, "key"), "Event": (2, "key"),
         "move": (None, "key"), "May": (1, "prompt"), "RevealChooseDiscard": (1, "what"),
         "SearchLibrary": (3, "what"), "_search": (0, "what")}
# Target descriptions (115, 601.2c): the catalogue has them as "target." + the description.
TARGET_LABELS = {"TargetSpec": (1, "label"), "permanent": (0, "label"), "creature_with": (0, "label")}


def _call_name(func: ast.expr) -> str | None:
    return func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None


def _literals(node: ast.expr | None):
    """The string literals an argument can evaluate to (both branches of ``a if c else b``)."""
    if isinstance(node, ast.IfExp):
        yield from _literals(node.body)
        yield from _literals(node.orelse)
    elif isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str)):
        yield node


def _argument(call: ast.Call, pos: int | None, kw: str) -> ast.expr | None:
    for k in call.keywords:
        if k.arg == kw:
            return k.value
    return call.args[pos] if pos is not None and len(call.args) > pos else None


def _check(node: ast.expr | None, key_of, line: int, what: str, out: list) -> None:
    for lit in _literals(node):
        if isinstance(lit, ast.JoinedStr):
            out.append((line, what, "an f-string"))        # text built in code, not a catalogue key
        elif lit.value and key_of(lit.value) not in EN:
            out.append((line, what, lit.value))


def scan_source(source: str) -> list[tuple[int, str, str]]:
    """(line, call, literal) for each message literal in ``source`` that is not a catalogue key."""
    out: list[tuple[int, str, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            name = _call_name(node.func)
            if name in KEYED:
                _check(_argument(node, *KEYED[name]), lambda s: s, node.lineno, name, out)
            elif name in TARGET_LABELS:
                _check(_argument(node, *TARGET_LABELS[name]), lambda s: "target." + s, node.lineno, name, out)
            if name == "move" and any(k.arg == "text" for k in node.keywords):
                out.append((node.lineno, name, "text= (literal English; use key= and args=)"))
        elif isinstance(node, ast.ClassDef) and node.name in KEYED:          # a label field's default
            field = KEYED[node.name][1]
            for st in node.body:
                if isinstance(st, ast.AnnAssign) and isinstance(st.target, ast.Name) and st.target.id == field:
                    _check(st.value, lambda s: s, st.lineno, f"{node.name}.{field}", out)
        elif isinstance(node, ast.FunctionDef) and node.name in KEYED:       # a helper's default label
            field = KEYED[node.name][1]
            args = node.args.args + node.args.kwonlyargs
            defaults = [None] * (len(node.args.args) - len(node.args.defaults)) + list(node.args.defaults) + \
                list(node.args.kw_defaults)
            for a, d in zip(args, defaults):
                if a.arg == field:
                    _check(d, lambda s: s, node.lineno, f"{node.name}({field}=)", out)
    return sorted(out)


def test_the_scan_finds_english_literals_passed_as_messages():
    bad = '''
g.note(f"{g.name(o)} was chosen", "608.2d")
a = ctx.ask(me, "discard", "You may discard a card", [Option("no", "don't discard", None)], "118.12")
ok = ctx.yes_no(p, "prompt.may" if x else "Do it?", "608.2d")
zones.move(g, c, HAND, rule="400.7", text=f"{me} returns it")
T = TargetSpec("creature", "target purple creature")
card("X", effects=[SearchLibrary(None, YOU, HAND, "a purple card"), May((Draw(1),), "draw a card")])
@dataclass
class RevealChooseDiscard:
    what: str = "a card"
def _search(what: str = "a basic land card"):
    pass
'''
    found = scan_source(bad)
    assert [(line, what) for line, what, _ in found] == [
        (2, "note"), (3, "Option"), (3, "ask"), (4, "yes_no"), (5, "move"), (6, "TargetSpec"),
        (7, "May"), (7, "SearchLibrary"), (10, "RevealChooseDiscard.what"), (11, "_search(what=)")]
    good = '''
g.note("log.reveals", "701.16a", args={"player": p, "cards": c})
a = ctx.ask(me, "discard", "pool.prompt.keldon_raider", [opt("no", "pool.opt.dont_discard", None)])
ok = ctx.yes_no(p, "prompt.may" if x else "prompt.may_do_it", "608.2d")
zones.move(g, c, HAND, rule="400.7", key="log.puts_into_hand", args={})
T = TargetSpec("creature", "target tapped creature")
card("X", effects=[SearchLibrary(None, YOU, HAND, "pool.what.a_card"), May((Draw(1),), "pool.may.draw_a_card")])
g.emit(ev.Event(ev.TAP, "701.21"))
'''
    assert scan_source(good) == []


@pytest.mark.parametrize("path", CARD_SOURCES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_message_literal_of_the_card_code_is_a_catalogue_key(path):
    assert scan_source(path.read_text(encoding="utf-8")) == []


# --------------------------------------------------------------------------- the card catalogue files
def _pool_file(lang: str) -> dict[str, str]:
    return json.loads((ROOT / "i18n" / lang / "cards_pool.json").read_text(encoding="utf-8"))


def test_the_card_pool_catalogues_have_the_same_keys_and_placeholders_and_every_key_is_translated():
    en, it = _pool_file("en"), _pool_file("it")
    assert sorted(en) == sorted(it)
    for k in en:
        assert placeholders(en[k]) == placeholders(it[k]), k
        assert en[k] != it[k], f"{k} is not translated"
        assert k.startswith(("pool.", "target.")), k


def test_every_key_of_the_card_pool_catalogue_is_used_by_the_card_code():
    sources = "\n".join(p.read_text(encoding="utf-8") for p in CARD_SOURCES)
    unused = []
    for k in _pool_file("en"):
        base = k.split("#")[0]
        literal = base[len("target."):] if base.startswith("target.") else base
        if f'"{literal}"' not in sources:
            unused.append(k)
    assert unused == []


def test_the_card_messages_use_the_terms_of_the_italian_rules():
    it = catalogue("it")
    assert "TAPpare o STAPpare" in it["pool.prompt.tap_or_untap"] and it["pool.opt.tap_it"] == "TAPpalo"
    assert it["pool.may.draw_a_card"] == "pescare una carta"
    assert "scartare" in it["pool.prompt.keldon_raider"] and "pesca" in it["pool.prompt.keldon_raider"]
    assert "cimitero" in it["pool.prompt.creature_from_a_graveyard"]
    assert "mano" in it["pool.log.returns_to_their_hand"] and it["pool.what.basic_land"] == "una carta terra base"
    assert "TAPpata" in it["target.target tapped creature"] and "cimitero" in it["target.target card from your graveyard"]


def test_english_card_messages_read_as_the_card_code_used_to_write_them():
    assert render("pool.prompt.tap_or_untap", {"card": "Pestermite", "target": "Forest"}) == \
        "Pestermite: tap or untap Forest?"
    assert render("pool.prompt.tempting_offer", {"card": "Tempt with Vengeance", "n": 1}) == \
        "Tempt with Vengeance: create 1 1/1 red Elemental tokens with haste?"
    assert render("pool.prompt.tempting_offer", {"card": "Tempt with Vengeance", "n": 1}, "it") == \
        "Tempt with Vengeance: creare 1 pedina creatura Elementale 1/1 rossa con rapidità?"
    assert render("pool.prompt.shell_game", {"player": "Bianca", "caster": "Alex"}) == \
        "Bianca: choose a creature Alex doesn't control"


# --------------------------------------------------------------------------- Italian games
def _card_words() -> tuple[frozenset[str], re.Pattern]:
    """The cards' own words: Oracle texts, ability texts and mode labels (exact), and a pattern of card names."""
    texts, names = set(), set()
    for name, c in default_pool().cards.items():
        names.add(name)
        texts.add(c.text)
        texts.update(ab.text for ab in (*c.activated, *c.triggered, *c.static))
        if c.spell is not None:
            texts.update(m.label for m in c.spell.modes)
    names_re = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))
    return frozenset(texts), names_re


CARD_TEXTS, CARD_NAMES = _card_words()
ENGLISH = re.compile(r"\b[a-z]+ [a-z]+\b")           # two lower-case words in a row: an English phrase
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")              # a template placeholder left unfilled ({T}, {2}{U} are mana)


def _english_left(value: str) -> bool:
    return value not in CARD_TEXTS and bool(ENGLISH.search(CARD_NAMES.sub("", value)))


def _problems(key: str, args, where: str) -> list[str]:
    """What keeps this message (and the messages nested in its arguments) from reading as Italian."""
    if key not in IT:
        return [f"{where}: {key!r} is not a catalogue key"]
    items = dict(args.items() if isinstance(args, dict) else (args or ()))
    out = [] if placeholders(IT[key]) <= set(items) else [f"{where}: {key} lacks arguments ({sorted(items)})"]
    for name, v in items.items():
        for m in (v if isinstance(v, (list, tuple)) else (v,)):
            if isinstance(m, Msg):
                out += _problems(m.key, m.args, where)
            elif isinstance(m, str) and _english_left(m):
                out.append(f"{where}: {key} argument {name}={m!r} is English")
    return out


def _rendered_problems(key: str, it_text: str, en_text: str, where: str) -> list[str]:
    out = [f"{where}: placeholder left in {it_text!r}"] if PLACEHOLDER.search(it_text) else []
    if IT[key] != EN[key] and it_text == en_text:
        out.append(f"{where}: {it_text!r} reads the same in English")
    return out


def _play_in_italian(decks: list[str], seed: int) -> tuple[list[str], set[str]]:
    """Play a random 4-player game; return the problems found and the message keys seen."""
    g = Game.new(make_config(4, decks, seed=seed), seed)
    agents = [RandomAgent(seed * 17 + i) for i in range(4)]
    problems: list[str] = []
    seen: set[str] = set()
    while not g.over:
        d = g.pending()[0]
        seen.add(d.prompt_key)
        problems += _problems(d.prompt_key, d.prompt_args, "prompt")
        if not problems:
            it, en = decision_text(d, "it"), decision_text(d, "en")
            problems += _rendered_problems(d.prompt_key, it["prompt"], en["prompt"], "prompt")
            for o, it_label, en_label in zip(d.options, it["options"], en["options"]):
                seen.add(o.key)
                problems += _problems(o.key, o.args, "option") or \
                    _rendered_problems(o.key, it_label, en_label, "option")
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
        assert len(problems) < 20, problems
    for e in g.events:
        if e.key:
            seen.add(e.key)
            problems += _problems(e.key, e.args, "log") or \
                _rendered_problems(e.key, event_line(e, "it"), event_line(e, "en"), "log")
    return problems, seen


CONSTRUCTED = builtin_decks("constructed")


def test_there_are_constructed_decks_to_play():
    assert len(CONSTRUCTED) >= 8


@pytest.mark.parametrize("game", range(5))
def test_italian_games_with_the_constructed_decks_render_every_line_from_the_catalogue(game):
    decks = [CONSTRUCTED[(game * 4 + k) % len(CONSTRUCTED)] for k in range(4)]
    problems, seen = _play_in_italian(decks, seed=100 + game)
    assert problems == []
    assert {"log.turn", "log.casts", "prompt.priority"} <= seen


# Two 60-card decks with the pool cards whose effects are written for one card (their own prompts and lines).
_CUSTOM_DECKS = {
    "ub-custom.txt": ["4 Pestermite", "4 Sadistic Shell Game", "4 Extract from Darkness", "4 Cruel Ultimatum",
                      "4 Slave of Bolas", "4 Rhystic Study", "4 Duress", "4 Thoughtseize", "4 Diabolic Tutor",
                      "12 Island", "12 Swamp"],
    "rg-custom.txt": ["4 Goblin Guide", "4 Keldon Raider", "4 Tempt with Vengeance", "4 Explosive Vegetation",
                      "4 Wood Elves", "4 Civic Wayfinder", "4 Veteran Explorer", "4 Solemn Simulacrum",
                      "4 Burnished Hart", "12 Mountain", "12 Forest"],
}


def test_italian_games_with_the_pool_cards_of_custom_effects_render_from_the_catalogue(tmp_path):
    paths = []
    for name, lines in _CUSTOM_DECKS.items():
        (tmp_path / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
        paths.append(str(tmp_path / name))
    seen: set[str] = set()
    for seed in range(3):
        problems, keys = _play_in_italian([paths[0], paths[1], paths[0], paths[1]], seed)
        assert problems == []
        seen |= keys
    pool_keys = {k for k in seen if k.startswith("pool.")}
    assert len(pool_keys) >= 6, sorted(pool_keys)          # the card code's own messages were exercised
