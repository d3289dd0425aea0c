"""Compile a corpus (oracle-cards.json or MTGJSON AtomicCards.json) into the compiled pool: for each card every
ability compiled, printed back and built, or the card is unplayable with the sentences that block it.

Output (``write_compiled``): ``compiled.json`` — {"cards": {name: record}} of playable cards, loaded at start-up
without the parser — and ``unsupported.json`` — {"blocked": {name: [normalised ability or reason, ...]}} for coverage and the deck check.
Both hold one card per line (diffs stay as small as the change). A record holds the oracle facts the engine needs plus the ability nodes.
"""
from __future__ import annotations

import json
import re
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from ..corpus import CorpusError, corpus_from_data, read_corpus_json
from .normalise import normalise

DATA_DIR = Path(__file__).parents[1] / "data"
COMPILED = DATA_DIR / "compiled.json"
UNSUPPORTED = DATA_DIR / "unsupported.json"
FORMAT_VERSION = 2
# Card types of cards that are not game pieces of a constructed deck (planes, schemes, vanguards... 311-316).
COMPILED_LAYOUTS = {"normal", "saga", "transform", "prototype"}
"""Layouts the compiler reads: single-faced cards, Sagas (714), prototype cards (718, the "Prototype" line) and
transforming double-faced cards (712, whose back face the corpus lists as its own entry) — Siege battles (310.11)
among them, their defense from ``printed_facts`` where the corpus lacks it."""
OTHER_FACE_MISSING = {"modal_dfc", "adventure", "split", "aftermath", "flip"}
"""Layouts of which the corpus lists only the first face's text: written by hand (``cards/sets/layouts_*.py``)."""
_NOT_DECK_TYPES = {"Plane", "Phenomenon", "Scheme", "Vanguard", "Conspiracy", "Dungeon", "Emblem", "Hero"}


@dataclass
class CompileResult:
    """The compiled records by name and, for each unplayable card, the abilities that block it."""

    cards: dict[str, dict[str, Any]] = field(default_factory=dict)
    blocked: dict[str, list[str]] = field(default_factory=dict)
    source: str = ""
    format: str = ""


def read_corpus_faces(path: str | os.PathLike) -> tuple[str, str, Iterator[dict[str, Any]]]:
    """(source, format, single-faced card facts) of a corpus file; CorpusError when missing, malformed or
    unknown (the same checks as ``cards coverage``)."""
    spec = os.fspath(path)
    data = read_corpus_json(spec)
    corpus = corpus_from_data(data, spec)      # shape check (raises CorpusError)
    if corpus.format == "oracle-list":
        # 712: a transforming card's back face is its own entry ("face": "back", "front": its front face's name).
        backs = {e["front"]: e for e in data if isinstance(e, dict) and e.get("face") == "back"
                 and isinstance(e.get("front"), str) and isinstance(e.get("name"), str)}
        faces = [e for e in data if isinstance(e, dict) and isinstance(e.get("name"), str) and e.get("face") != "back"]
        faces = [dict(e, _back=backs[e["name"].split(" // ")[0]])
                 if e.get("layout") == "transform" and e["name"].split(" // ")[0] in backs else e for e in faces]
    elif corpus.format == "mtgjson-atomic":
        faces = [fs[0] for fs in data["data"].values() if isinstance(fs, list) and len(fs) == 1 and isinstance(fs[0], dict)
                 and isinstance(fs[0].get("name"), str)]
    else:
        faces = [f for f in data.values() if isinstance(f, dict) and isinstance(f.get("name"), str)]
    if not faces:
        raise CorpusError(f"{spec}: the card list has no cards")
    return spec, corpus.format, iter(faces)


def _strs(v: Any) -> list[str]:
    return [x for x in v if isinstance(x, str)] if isinstance(v, list) else []


def _opt_str(v: Any) -> str | None:
    return v if isinstance(v, str) else None


def _keyword_names(abilities: list[dict[str, Any]]) -> set[str]:
    """The keyword names (as oracle facts list them) that compiled abilities carry."""
    from .productions import registry
    facts = registry().builders.facts
    out: set[str] = set()
    for a in abilities:
        if a["k"] in facts:
            out.update(facts[a["k"]](a))
        if a["k"] == "keywords":
            out.update(k["kw"] if isinstance(k, dict) else "Protection" if k.startswith("Protection from ") else k
                       for k in a["list"])
        elif a["k"] in ("enchant", "equip", "cycling", "prototype"):
            out.add(a["k"].capitalize())
        if a.get("ability_word"):
            out.add(a["ability_word"])                  # 207.2c: the facts list ability words as keywords
        _actions(a, out)
    return out


_ACTIONS = {"scry": "Scry", "mill": "Mill"}        # keyword actions (701) the oracle facts list as keywords


def _actions(node: Any, out: set[str]) -> None:
    from .productions import registry
    if isinstance(node, list):
        for x in node:
            _actions(x, out)
    elif isinstance(node, dict):
        if node.get("e") in _ACTIONS:
            out.add(_ACTIONS[node["e"]])
        elif node.get("e") in registry().builders.facts:
            out.update(registry().builders.facts[node["e"]](node))
        for v in node.values():
            if isinstance(v, (dict, list)):
                _actions(v, out)


_SYMBOL = re.compile(r"\{([^}]+)\}")
_LAND_COLOURS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _unexplained_colours(f: dict[str, Any]) -> set[str]:
    """903.4 colour identity minus the colours its mana cost, rules text and basic land types explain: what is
    left comes from a colour indicator (204), which the corpus doesn't list — such a card would get its colours
    wrong, so it isn't compiled (Crimson Kobolds, {0}, is red)."""
    seen = {_LAND_COLOURS[t] for t in _strs(f.get("subtypes")) if t in _LAND_COLOURS}
    for chunk in (_opt_str(f.get("manaCost")) or "", _opt_str(f.get("text")) or ""):
        for sym in _SYMBOL.findall(chunk):
            seen.update(part for part in sym.upper().split("/") if part in "WUBRG")
    return set(_strs(f.get("colorIdentity"))) - seen


def compile_face(f: dict[str, Any], parse_cache: dict[str, Any]) -> tuple[dict[str, Any] | None, list[str]]:
    """One card's facts -> (record, []) when every ability compiles, prints back and builds; else
    (None, the blocking abilities or a reason)."""
    from .build import BuildError, build_card
    from .compiler import compile_ability
    from .grammar import ParseFailure
    from .printer import ability as print_ability
    name = f["name"]
    layout = f.get("layout") or "normal"
    types = _strs(f.get("types"))
    if layout not in COMPILED_LAYOUTS:
        return None, [f"(layout {layout} is not supported yet)" if layout not in OTHER_FACE_MISSING else
                      f"(the corpus lists only one face of this {layout} card)"]
    back: dict[str, Any] | None = None
    if layout == "transform":              # 712: compile both faces; the card is named by its front face
        if not isinstance(f.get("_back"), dict):
            return None, ["(the corpus lacks this card's back face)"]
        name = name.split(" // ")[0]
        back, blocked_back = compile_face(dict(f["_back"], layout="normal", _is_back=True), parse_cache)
        if back is None:
            return None, [f"(back face) {x}" for x in blocked_back]
    if not types or set(types) & _NOT_DECK_TYPES or set(_strs(f.get("subtypes"))) & {"Attraction", "Contraption"}:
        return None, ["(not a card of a constructed deck)"]
    # 118.6 / 702.62a: a card with no mana cost can't be cast for it, so it is playable only when it has another way
    # to be cast: suspend (its last time counter casts it without paying its mana cost). Its colors are then its color
    # indicator (204), read as its color identity (its text's mana symbols are of those colors).
    suspend_only = "Suspend" in _strs(f.get("keywords"))
    if _opt_str(f.get("manaCost")) is None and "Land" not in types and not f.get("_is_back") and not suspend_only:
        return None, ["(no mana cost)"]
    indicator = _unexplained_colours(f)
    if indicator and not f.get("_is_back"):
        return None, [f"(a colour indicator, 204, makes it {''.join(sorted(indicator))}: the corpus has no colours)"]
    lines = normalise(_opt_str(f.get("text")), name)
    abilities, blocked = [], []
    for line in lines:
        if line not in parse_cache:
            try:
                node = compile_ability(line)
                parse_cache[line] = node if print_ability(node) == line else None
            except ParseFailure:
                parse_cache[line] = None
        node = parse_cache[line]
        if node is None:
            blocked.append(line)
        else:
            abilities.append(json.loads(json.dumps(node)))      # a fresh copy per card
    if blocked:
        return None, blocked
    facts_kws = set(_strs(f.get("keywords")))
    mine = _keyword_names(abilities)
    if back is not None:                    # the corpus lists the keywords of both faces on each
        mine |= _keyword_names(back["abilities"])
        facts_kws |= set(_strs(f["_back"].get("keywords")))
    if layout == "transform" or f.get("_is_back"):
        facts_kws.discard("Transform")      # the layout's keyword action: read from "transform ..." when used
    if any(k.endswith("walk") for k in mine):
        facts_kws.discard("Landwalk")
    if mine != facts_kws and not f.get("_is_back"):      # a back face is checked with its front (above)
        return None, [f"(the keywords read from the text, {sorted(mine)}, differ from the oracle facts' "
                      f"{sorted(facts_kws)})"]
    rec = {"name": name, "mana_cost": _opt_str(f.get("manaCost")), "type_line": _opt_str(f.get("type")) or "",
           "types": types, "subtypes": _strs(f.get("subtypes")), "supertypes": _strs(f.get("supertypes")),
           "power": _opt_str(f.get("power")), "toughness": _opt_str(f.get("toughness")),
           "loyalty": _opt_str(f.get("loyalty")), "text": _opt_str(f.get("text")) or "",
           "keywords": sorted(set(_strs(f.get("keywords")))), "lines": lines, "abilities": abilities}
    from .printed_facts import battle_defense
    defense = battle_defense(name, f) if "Battle" in types else _opt_str(f.get("defense"))
    if defense is not None:
        rec["defense"] = defense               # 310.4a: a battle's printed defense
    if layout != "normal":
        rec["layout"] = layout
    if back is not None:
        rec["faces"] = [back]
    if (f.get("_is_back") or suspend_only) and rec["mana_cost"] is None and "Land" not in types:
        rec["colors"] = sorted(_strs(f.get("colorIdentity")))    # 204: its color indicator (the corpus has none)
    try:
        build_card(rec)
    except (BuildError, KeyError, ValueError) as e:
        return None, [f"({e})"]
    return rec, []


def _compile_chunk(faces: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any] | None, list[str]]]:
    """(corpus name, record or None, blocking abilities) of each face, with one parse cache for the chunk."""
    cache: dict[str, Any] = {}
    return [(f["name"], *compile_face(f, cache)) for f in faces]


def compile_corpus(path: str | os.PathLike, workers: int | None = None) -> CompileResult:
    """Compile every card of a corpus file (CorpusError when the file is missing, malformed or unknown), in
    ``workers`` processes (default: one per core); the result doesn't depend on how many."""
    source, fmt, faces = read_corpus_faces(path)
    unique: dict[str, dict[str, Any]] = {}
    for f in faces:
        unique.setdefault(f["name"], f)
    todo = list(unique.values())
    n = max(1, min(workers or os.cpu_count() or 1, len(todo) // 500 or 1))
    if n == 1:
        done = _compile_chunk(todo)
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor
        with ProcessPoolExecutor(n, mp_context=multiprocessing.get_context("fork")) as pool:
            done = [r for part in pool.map(_compile_chunk, [todo[i::n] for i in range(n)]) for r in part]
    out = CompileResult(source=source, format=fmt)
    for name, rec, blocked in done:
        if rec is not None:
            out.cards[rec["name"]] = rec
        else:
            out.blocked[name] = blocked
    return out


def compiled_json(result: CompileResult) -> tuple[str, str]:
    """The two files' text: valid JSON with one card per line, sorted by name, so that a grammar change that
    unlocks N cards changes N lines of the files (small diffs) and the up-to-date test can compare texts."""
    def dump(v: Any) -> str:
        return json.dumps(v, ensure_ascii=False, separators=(",", ":"))

    cards = ",\n".join(f"{dump(n)}:{dump(result.cards[n])}" for n in sorted(result.cards))
    blocked = ",\n".join(f"{dump(n)}:{dump(result.blocked[n])}" for n in sorted(result.blocked))
    head = f'{{"version":{FORMAT_VERSION},'
    return (f'{head}"cards":{{\n{cards}\n}}}}\n', f'{head}"blocked":{{\n{blocked}\n}}}}\n')


def write_compiled(result: CompileResult, out: str | os.PathLike | None = None) -> tuple[Path, Path]:
    """Write compiled.json (to ``out`` when given) and unsupported.json beside it; both or neither."""
    target = Path(out) if out is not None else COMPILED
    side = target.with_name(target.stem + ".unsupported.json") if out is not None else UNSUPPORTED
    a, b = compiled_json(result)
    tmp_a, tmp_b = target.with_suffix(".tmp"), side.with_suffix(".tmp")
    tmp_a.write_text(a, encoding="utf-8")
    tmp_b.write_text(b, encoding="utf-8")
    os.replace(tmp_a, target)
    os.replace(tmp_b, side)
    return target, side


__all__ = ["COMPILED", "UNSUPPORTED", "CompileResult", "compile_corpus", "compile_face", "compiled_json",
           "read_corpus_faces", "write_compiled"]
