"""Card corpora: lists of real cards (name, layout, types, keywords) read from Oracle-style JSON files.

Three shapes are recognised automatically (:func:`corpus_from_data`):

* ``oracle-list`` — a JSON list of card faces, the format of ``../shared/cards/oracle-cards.json``
  (one entry per card; the back face of a double-faced card is a further entry marked
  ``"face": "back"`` with ``"front": <front face name>``, merged here into its card);
* ``mtgjson-atomic`` — MTGJSON ``AtomicCards.json``: ``{"meta": {...}, "data": {name: [face, ...]}}``;
* ``oracle-dict`` — ``{name: facts}``, the package's own ``manamelee/cards/data/oracle.json``.

A card of several faces (709 split, 712 double-faced, 715 adventurer...) is one corpus card whose types and
keywords are those of all its faces.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from ..engine.errors import ManameleeError
from .input_files import FileWords, read_input_file

MAX_CORPUS_BYTES = 1 << 30      # a guard against reading something absurd into memory
REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_CORPUS = REPO_ROOT.parent / "shared" / "cards" / "oracle-cards.json"


class CorpusError(ManameleeError):
    """A corpus file that can't be read or has an unknown shape."""


@dataclass(frozen=True, slots=True)
class CorpusCard:
    """One real card: its full name ("Fire // Ice"), the names of its faces, layout, card types, keywords."""

    name: str
    faces: tuple[str, ...]
    layout: str
    types: tuple[str, ...]
    keywords: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Corpus:
    """The cards of a corpus file, in file order, and how many malformed entries were skipped."""

    source: str
    format: str
    cards: tuple[CorpusCard, ...]
    skipped: int = 0

    def __len__(self) -> int:
        return len(self.cards)

    def names(self) -> frozenset[str]:
        """Every full card name and every face name."""
        return frozenset(n for c in self.cards for n in (c.name, *c.faces))


def _strings(v: Any) -> list[str]:
    return [x for x in v if isinstance(x, str)] if isinstance(v, list) else []


def _merge(seen: list[str], more: Iterable[str]) -> None:
    for x in more:
        if x not in seen:
            seen.append(x)


class _Builder:
    """Collects faces into cards, keyed by full card name, keeping file order."""

    def __init__(self) -> None:
        self.cards: dict[str, dict[str, Any]] = {}
        self.skipped = 0

    def face(self, card_name: str, face: dict[str, Any], face_name: str | None = None) -> None:
        c = self.cards.get(card_name)
        if c is None:
            layout = face.get("layout")
            c = self.cards[card_name] = {"faces": [], "types": [], "keywords": [],
                                         "layout": layout if isinstance(layout, str) and layout else "normal"}
        _merge(c["faces"], [face_name] if face_name else [n for n in card_name.split(" // ") if n])
        _merge(c["types"], _strings(face.get("types")))
        _merge(c["keywords"], _strings(face.get("keywords")))

    def build(self, source: str, fmt: str) -> Corpus:
        cards = tuple(CorpusCard(n, tuple(c["faces"]), c["layout"], tuple(c["types"]), tuple(c["keywords"]))
                      for n, c in self.cards.items())
        return Corpus(source, fmt, cards, self.skipped)


def _from_oracle_list(data: list, source: str) -> Corpus:
    b = _Builder()
    backs: list[dict[str, Any]] = []
    for e in data:
        if not isinstance(e, dict) or not isinstance(e.get("name"), str) or not e["name"]:
            b.skipped += 1
        elif e.get("face") == "back":
            backs.append(e)
        else:
            b.face(e["name"], e)
    by_front = {n.split(" // ")[0]: n for n in b.cards}
    for e in backs:                 # 712: the back face belongs to the card of its front face
        front = e.get("front")
        card = by_front.get(front) if isinstance(front, str) else None
        if card is None:
            b.face(e["name"], e)    # an orphan back face: keep it as a card rather than lose it
        else:
            b.face(card, e, e["name"])
    return b.build(source, "oracle-list")


def _from_atomic(data: dict, source: str) -> Corpus:
    b = _Builder()
    for name, faces in data.items():
        if not isinstance(name, str) or not name or not isinstance(faces, list):
            b.skipped += 1
            continue
        good = [f for f in faces if isinstance(f, dict)]
        if not good:
            b.skipped += 1
            continue
        for f in good:
            face_name = f.get("faceName")
            b.face(name, f, face_name if isinstance(face_name, str) and face_name else None)
    return b.build(source, "mtgjson-atomic")


def _from_oracle_dict(data: dict, source: str) -> Corpus:
    b = _Builder()
    for name, facts in data.items():
        if isinstance(name, str) and name and isinstance(facts, dict):
            b.face(name, facts)
        else:
            b.skipped += 1
    return b.build(source, "oracle-dict")


def corpus_from_data(data: Any, source: str = "<corpus>") -> Corpus:
    """A corpus from parsed JSON, its shape detected: a list of faces (oracle-list), MTGJSON AtomicCards
    (``{"meta", "data": {name: [faces]}}``) or ``{name: facts}`` (oracle-dict). Raises CorpusError otherwise."""
    if isinstance(data, list):
        return _from_oracle_list(data, source)
    if isinstance(data, dict):
        inner = data.get("data")
        if "meta" in data and isinstance(inner, dict) and all(isinstance(v, list) for v in inner.values()):
            return _from_atomic(inner, source)
        if inner is not None and not isinstance(inner, dict):
            raise CorpusError(f"{source}: 'data' is a {type(inner).__name__}; an MTGJSON AtomicCards file maps "
                              "card names to lists of faces")
        if "meta" in data and isinstance(inner, dict):
            raise CorpusError(f"{source}: an MTGJSON file, but not AtomicCards (its 'data' does not map card names "
                              "to lists of faces; AllPrintings and set files are not supported)")
        if data and all(isinstance(v, dict) and isinstance(v.get("name"), str) for v in data.values()):
            return _from_oracle_dict(data, source)
    raise CorpusError(f"{source}: not a card list this tool knows (expected a list of cards like oracle-cards.json, "
                      f"or MTGJSON AtomicCards.json), got a JSON {type(data).__name__}")


_CORPUS_FILE = FileWords("no such file", "not a regular file", "too large for a card list", "can't read the file")


def load_corpus(path: str | os.PathLike) -> Corpus:
    """Read a corpus file (shape detected). Raises CorpusError when it is missing, not a regular file, not
    UTF-8 JSON, or of an unknown shape."""
    spec = os.fspath(path)
    return corpus_from_data(read_corpus_json(spec), spec)


def read_corpus_json(spec: str) -> Any:
    """The JSON of a corpus file, shape not checked; CorpusError when it is missing, not a regular file, too
    large, or not UTF-8 JSON (shared by ``cards coverage`` and ``cards compile``)."""
    raw = read_input_file(spec, MAX_CORPUS_BYTES, CorpusError, _CORPUS_FILE)
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError as e:
        raise CorpusError(f"{spec}: not UTF-8 text (undecodable byte at offset {e.start})") from None
    except json.JSONDecodeError as e:
        raise CorpusError(f"{spec}: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise CorpusError(f"{spec}: JSON nested too deeply") from None
    return data


def default_corpus_path() -> Path | None:
    """``../shared/cards/oracle-cards.json`` next to the repository, when it is there."""
    return DEFAULT_CORPUS if DEFAULT_CORPUS.is_file() else None


__all__ = ["Corpus", "CorpusCard", "CorpusError", "corpus_from_data", "load_corpus", "default_corpus_path",
           "DEFAULT_CORPUS"]
