"""How much of a card corpus the pool implements: by layout, by card type, and the keywords still missing.

A keyword of the corpus counts as implemented when the engine handles it (see :func:`keyword_support`):

* ``engine`` — an evasion/combat/timing keyword the rules core reads on any card (702: ``ENGINE_KEYWORDS`` of
  the card DSL), the landwalk family (702.14), protection (702.16) and Enchant on Auras (702.5, 303.4);
* ``ability`` — a keyword ability made by a DSL helper and used by a pool card (e.g. Cycling 702.29);
* ``action`` — a keyword action (701) that the DSL offers as an effect of the same name (Mill, Scry...);
* ``card`` — carried by an implemented pool card whose definition implements it (ability words, 207.2c,
  and keywords done card by card).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..engine.constants import LANDWALK
from . import dsl
from .corpus import Corpus
from .pool import CardPool


@dataclass(frozen=True, slots=True)
class CoverageRow:
    """Implemented and total corpus cards of one layout or card type."""

    key: str
    implemented: int
    total: int

    @property
    def percent(self) -> float:
        return 100.0 * self.implemented / self.total if self.total else 0.0


@dataclass(frozen=True, slots=True)
class KeywordRow:
    """A keyword of the corpus and on how many corpus cards it appears."""

    keyword: str
    cards: int


@dataclass(frozen=True, slots=True)
class WorkRow:
    """An unsupported ability text (normalised: CARDNAME, numbers as N) and how many corpus cards it alone
    blocks (``unlocks``: supporting it makes them playable) or appears on (``cards``)."""

    text: str
    unlocks: int
    cards: int


@dataclass(frozen=True, slots=True)
class CoverageReport:
    """What :func:`coverage` measured (all rows sorted: largest first)."""

    source: str
    format: str
    total: int
    implemented: int
    by_layout: tuple[CoverageRow, ...]
    by_type: tuple[CoverageRow, ...]
    missing_keywords: tuple[KeywordRow, ...]
    implemented_keywords: dict[str, str] = field(default_factory=dict)   # keyword -> how (see module doc)
    pool_only: tuple[str, ...] = ()        # implemented pool cards the corpus doesn't know (test/example cards)
    skipped: int = 0
    exceptions: dict[str, str] = field(default_factory=dict)  # playable pool cards that need code -> why (model)
    playable: int = 0                      # implemented pool cards (data + exceptions)
    handwritten: int = 0                   # playable corpus cards defined by hand (manamelee/cards/sets)
    compiled: int = 0                      # playable corpus cards compiled from their oracle text (issue 17)
    work_list: tuple[WorkRow, ...] = ()    # unsupported ability texts, most cards unlocked first

    @property
    def percent(self) -> float:
        return 100.0 * self.implemented / self.total if self.total else 0.0

    def to_dict(self, top: int | None = None) -> dict[str, Any]:
        """Plain data (for ``--json``); ``top`` limits the missing-keyword list."""
        rows = lambda rs: [{"key": r.key, "implemented": r.implemented, "total": r.total,  # noqa: E731
                            "percent": round(r.percent, 2)} for r in rs]
        missing = self.missing_keywords if top is None else self.missing_keywords[:top]
        return {"corpus": self.source, "format": self.format, "total": self.total, "implemented": self.implemented,
                "percent": round(self.percent, 2), "skipped_entries": self.skipped,
                "by_layout": rows(self.by_layout), "by_type": rows(self.by_type),
                "missing_keywords": [{"keyword": k.keyword, "cards": k.cards} for k in missing],
                "missing_keywords_total": len(self.missing_keywords),
                "implemented_keywords": dict(sorted(self.implemented_keywords.items())),
                "pool_cards_not_in_corpus": list(self.pool_only),
                "playable_pool_cards": self.playable, "exceptions": len(self.exceptions),
                "exception_cards": dict(sorted(self.exceptions.items())),
                "playable": {"compiled": self.compiled, "hand_written": self.handwritten, "exceptions": len(self.exceptions)},
                "work_list": [{"text": w.text, "unlocks": w.unlocks, "cards": w.cards}
                              for w in (self.work_list if top is None else self.work_list[:top])],
                "work_list_total": len(self.work_list)}


def _action_class(keyword: str) -> bool:
    """True when the DSL has an effect named for this keyword action ("Mill" -> ``dsl.Mill``)."""
    attr = "".join(w[:1].upper() + w[1:] for w in keyword.replace("-", " ").split())
    cls = getattr(dsl, attr, None)
    return isinstance(cls, type) and callable(getattr(cls, "run", None))


def keyword_support(pool: CardPool, corpus: Corpus | None = None) -> dict[str, str]:
    """Keyword -> how the engine implements it ("engine", "ability", "action", "card"; module doc)."""
    out: dict[str, str] = {k: "engine" for k in sorted(dsl.ENGINE_KEYWORDS)}
    if any(k in LANDWALK for k in dsl.ENGINE_KEYWORDS):
        out["Landwalk"] = "engine"                       # 702.14: MTGJSON lists "Landwalk" with "Swampwalk"
    out["Protection"] = "engine"                         # 702.16 (PROTECTION_PREFIX, read by the Scope)
    implemented = [c for c in pool.cards.values() if c.implemented]
    for c in implemented:
        if c.enchant is not None:
            out.setdefault("Enchant", "engine")          # 702.5, 303.4: Auras
        for a in c.activated:
            if a.keyword:
                out.setdefault(a.keyword, "ability")
    if corpus is not None:
        for k in sorted({k for card in corpus.cards for k in card.keywords}):
            if k not in out and _action_class(k):
                out[k] = "action"
        names = {c.name for c in implemented}
        full_names = {card.name for card in corpus.cards}
        for card in corpus.cards:
            if card.name in names or (card.faces and card.faces[0] in names and card.faces[0] not in full_names):
                for k in card.keywords:
                    out.setdefault(k, "card")
    return out


def _rows(counts: Counter, done: Counter) -> tuple[CoverageRow, ...]:
    return tuple(CoverageRow(k, done[k], n) for k, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def work_list(blocked: dict[str, list[str]], names: set[str] | frozenset[str] | None = None) -> tuple[WorkRow, ...]:
    """Rank the unsupported ability texts (normalised, numbers as N) of the blocked cards (only those in
    ``names`` when given) by how many whole cards each alone keeps from being playable, then by frequency."""
    from .oracle.normalise import work_key
    unlocks: Counter = Counter()
    cards: Counter = Counter()
    for name, lines in blocked.items():
        if names is not None and name not in names:
            continue
        keys = {work_key(x) for x in lines}
        for k in keys:
            cards[k] += 1
        if len(keys) == 1:
            unlocks[next(iter(keys))] += 1
    return tuple(WorkRow(k, unlocks[k], n) for k, n in sorted(cards.items(), key=lambda kv: (-unlocks[kv[0]],
                                                                                           -kv[1], kv[0])))


def coverage(corpus: Corpus, pool: CardPool, blocked: dict[str, list[str]] | None = None,
             handwritten: frozenset[str] | set[str] | None = None) -> CoverageReport:
    """Count the corpus cards the pool implements (a pool card matches a corpus card by its full name, or by the
    name of its front face when no card has that name), by layout and by card type, and the corpus keywords the
    engine lacks."""
    implemented = {n for n, c in pool.cards.items() if c.implemented}
    layouts, layouts_done, types, types_done = Counter(), Counter(), Counter(), Counter()
    kw_cards: Counter = Counter()
    matched: set[str] = set()
    full_names = {card.name for card in corpus.cards}
    done = 0
    for card in corpus.cards:
        # a front face counts when no card has that full name (a reversible "Forest // Forest" is not Forest)
        names = (card.name,) + tuple(n for n in card.faces[:1] if n not in full_names)
        hit = next((n for n in names if n in implemented), None)
        layouts[card.layout] += 1
        for t in card.types:
            types[t] += 1
        for k in card.keywords:
            kw_cards[k] += 1
        if hit is not None:
            matched.add(hit)
            done += 1
            layouts_done[card.layout] += 1
            for t in card.types:
                types_done[t] += 1
    support = keyword_support(pool, corpus)
    missing = tuple(KeywordRow(k, n) for k, n in sorted(kw_cards.items(), key=lambda kv: (-kv[1], kv[0]))
                    if k not in support)
    if handwritten is None:
        from .pool import handwritten_pool
        handwritten = set(handwritten_pool().cards)
    if blocked is None:
        from .oracle.load import blocked_abilities
        blocked = blocked_abilities()
    hand = len(matched & set(handwritten))
    unplayable = {n for c in corpus.cards for n in (c.name, *c.faces)} - implemented
    from .model.exceptions import EXCEPTIONS
    return CoverageReport(corpus.source, corpus.format, len(corpus.cards), done, _rows(layouts, layouts_done),
                          _rows(types, types_done), missing, support, tuple(sorted(implemented - matched)),
                          corpus.skipped, exceptions={n: r for n, r in EXCEPTIONS.items() if n in implemented},
                          playable=len(implemented), handwritten=hand, compiled=done - hand,
                          work_list=work_list(blocked, unplayable))


# ----------------------------------------------------------------------------- rendering
def _table_lines(title: str, head: tuple[str, ...], rows: list[tuple[str, ...]]) -> list[str]:
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(head)]
    fmt = lambda r: "  ".join(c.ljust(w) if i == 0 else c.rjust(w)  # noqa: E731
                              for i, (c, w) in enumerate(zip(r, widths)))
    return [title, fmt(head), "  ".join("-" * w for w in widths), *(fmt(r) for r in rows), ""]


def _sections(report: CoverageReport, top: int) -> list[tuple[str, tuple[str, ...], list[tuple[str, ...]]]]:
    def cov(rs):
        return [(r.key, str(r.implemented), str(r.total), f"{r.percent:.1f}%") for r in rs]
    missing = report.missing_keywords[:top]
    more = len(report.missing_keywords) - len(missing)
    kw_title = (f"Keywords not implemented yet ({len(report.missing_keywords)}; most frequent first"
                + (f", top {len(missing)}" if more > 0 else "") + ")")
    return [("By layout", ("layout", "implemented", "cards", "%"), cov(report.by_layout)),
            ("By card type", ("type", "implemented", "cards", "%"), cov(report.by_type)),
            (kw_title, ("keyword", "cards"), [(k.keyword, str(k.cards)) for k in missing]),
            (f"Work list: unsupported ability texts ({len(report.work_list)}; most cards unlocked first)",
             ("ability text", "unlocks", "cards"),
             [(w.text.replace("\n", " / "), str(w.unlocks), str(w.cards)) for w in report.work_list[:top]])]


def summary_line(report: CoverageReport) -> str:
    """``pool implements 312 of 34632 cards (0.9%) of <corpus> (oracle-list)``."""
    extra = f"; {report.skipped} malformed entries skipped" if report.skipped else ""
    line = (f"pool implements {report.implemented} of {report.total} cards ({report.percent:.1f}%) of "
            f"{report.source} ({report.format}{extra}): {report.compiled} compiled, {report.handwritten} "
            f"hand-written")
    if report.playable:
        n = len(report.exceptions)
        line += (f"; of {report.playable} playable pool cards {report.playable - n} are pure data and {n} "
                 f"({100.0 * n / report.playable:.1f}%) exceptions that need code")
    return line


def render_text(report: CoverageReport, top: int = 20) -> str:
    """The report as plain-text tables."""
    lines = [summary_line(report), ""]
    for title, head, rows in _sections(report, top):
        lines += _table_lines(title, head, rows)
    if report.pool_only:
        lines.append(f"pool cards not in the corpus ({len(report.pool_only)}): {', '.join(report.pool_only)}")
    return "\n".join(lines).rstrip() + "\n"


def render_rich(report: CoverageReport, top: int = 20, console: Any = None) -> None:
    """Print the report with ``rich`` tables (raises ImportError when rich is not installed)."""
    from rich.console import Console
    from rich.table import Table
    console = console or Console()
    console.print(summary_line(report), highlight=False)
    for title, head, rows in _sections(report, top):
        console.print(title, style="bold", highlight=False)
        t = Table()
        for i, h in enumerate(head):
            t.add_column(h, justify="left" if i == 0 else "right")
        for r in rows:
            t.add_row(*r)
        console.print(t)
    if report.pool_only:
        console.print(f"pool cards not in the corpus ({len(report.pool_only)}): {', '.join(report.pool_only)}",
                      highlight=False)


__all__ = ["CoverageReport", "CoverageRow", "KeywordRow", "WorkRow", "work_list", "coverage", "keyword_support", "render_text",
           "render_rich", "summary_line"]
