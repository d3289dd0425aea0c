"""The ``manamelee deck check`` and ``manamelee cards coverage`` commands (wired into ``manamelee.cli``).

``deck check`` exits 0 when every deck is valid (one summary line each), 1 when a deck has problems (one line
per problem, with its line number), 2 for usage errors (missing file, directory, binary or non-UTF-8 file).
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Callable

from ..engine.errors import DeckError, ManameleeError

EXIT_OK, EXIT_INVALID, EXIT_USAGE = 0, 1, 2
MAX_PRINTED = 100        # problems printed per deck; the rest are counted


def add_deck_parser(sub: Any) -> None:
    """``deck check FILE [FILE...] [--variant] [--format] [--min-size]``."""
    from ..multiplayer.variants import VARIANTS
    from .deck_check import FORMATS
    deck = sub.add_parser("deck", help="deck-list tools")
    deck_sub = deck.add_subparsers(dest="deck_command", parser_class=type(deck))
    chk = deck_sub.add_parser("check", help="check deck lists against the card pool and the deck rules (100.2)")
    chk.add_argument("files", nargs="+", metavar="FILE", help="deck files (or built-in deck names)")
    chk.add_argument("--variant", choices=VARIANTS, default=None,
                     help="the variant the deck is for (every variant uses the format's deck rules)")
    chk.add_argument("--format", choices=list(FORMATS), default=None, dest="fmt",
                     help="constructed (60 cards, at most 4 copies, 100.2a) or limited (40 cards, 100.2b); "
                          "default: the deck's own format — limited for the built-in 40-card sample decks, else "
                          "constructed")
    chk.add_argument("--min-size", type=_positive("--min-size"), default=None,
                     help="override the format's minimum deck size")
    chk.add_argument("--corpus", default=None, metavar="FILE",
                     help="Oracle card list to tell real unimplemented cards from typos "
                          "(default: ../shared/cards/oracle-cards.json when present)")


def add_cards_parser(sub: Any) -> None:
    """``cards coverage [--corpus FILE] [--top N] [--json]``."""
    cards = sub.add_parser("cards", help="card-pool tools")
    cards_sub = cards.add_subparsers(dest="cards_command", parser_class=type(cards))
    cov = cards_sub.add_parser("coverage", help="how much of a card corpus the pool implements")
    cov.add_argument("--corpus", default=None, metavar="FILE",
                     help="an MTGJSON-style card list: oracle-cards.json or AtomicCards.json "
                          "(default: ../shared/cards/oracle-cards.json when present)")
    cov.add_argument("--top", type=_positive("--top"), default=20, help="missing keywords to list (default 20)")
    cov.add_argument("--json", action="store_true", help="print the report as JSON")
    comp = cards_sub.add_parser("compile", help="compile a corpus's oracle texts into the card pool (issue 17)")
    comp.add_argument("--corpus", default=None, metavar="FILE",
                      help="oracle-cards.json or MTGJSON AtomicCards.json (default: ../shared/cards/oracle-cards.json)")
    comp.add_argument("--out", default=None, metavar="FILE",
                      help="where to write the compiled pool (default: the package's data/compiled.json; the "
                           "unsupported abilities go beside it)")


def _positive(what: str) -> Callable[[str], int]:
    def conv(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} must be a whole number, got {text!r}") from None
        if v < 1:
            raise argparse.ArgumentTypeError(f"{what} must be at least 1, got {v}")
        return v
    return conv


def _corpus_path(given: str | None) -> str:
    from .corpus import CorpusError, default_corpus_path
    if given is not None:
        return given
    found = default_corpus_path()
    if found is None:
        raise CorpusError("no card corpus found at ../shared/cards/oracle-cards.json; pass --corpus FILE "
                          "(an oracle-cards.json list or MTGJSON AtomicCards.json)")
    return str(found)


def _real_names(given: str | None) -> Callable[[], frozenset[str]] | None:
    """A loader of real card names for the deck check; None when no corpus is known (a typo then only gets
    pool suggestions). A broken corpus file passed with --corpus is a usage error, found up front."""
    from .corpus import default_corpus_path, load_corpus
    if given is not None:
        names = load_corpus(given).names()
        return lambda: names
    path = default_corpus_path()
    if path is None:
        return None
    return lambda: load_corpus(path).names()


def cmd_deck(args: argparse.Namespace) -> int:
    """Check each deck file; print a summary per valid deck, the problems of the others."""
    if args.deck_command != "check":
        raise ManameleeError("usage: manamelee deck check FILE [FILE...]")
    from .deck_check import check_deck_file, rules_for, rules_for_deck
    from .pool import default_pool
    rules_for(args.variant, args.fmt, args.min_size)          # a bad --variant/--format/--min-size first
    real = _real_names(args.corpus)
    pool = default_pool()
    code = EXIT_OK
    for spec in args.files:
        try:
            rules = rules_for_deck(spec, args.variant, args.fmt, args.min_size)
            report = check_deck_file(spec, pool, rules, variant=args.variant, real_names=real)
        except DeckError as e:
            sys.stderr.write(f"manamelee: error: {e}\n")
            code = EXIT_USAGE
            continue
        if report.ok:
            print(report.summary())
            continue
        for line in _problem_lines(report):
            print(line)
        code = max(code, EXIT_INVALID)
    return code


def _problem_lines(report: Any) -> list[str]:
    """The lines of an invalid deck's report: one per problem (at most MAX_PRINTED), then the summary."""
    lines = [p.render(report.source) for p in report.problems[:MAX_PRINTED]]
    more = len(report.problems) - MAX_PRINTED
    n = len(report.problems)
    lines.append(f"{report.source}: invalid — {n} problem{'s' if n != 1 else ''}"
                 + (f" ({more} more not shown)" if more > 0 else ""))
    return lines


def illegal_deck_lines(specs: list[str] | None, corpus: str | None = None) -> list[str]:
    """For ``play``: check each deck as ``deck check`` does (its own format: a sample deck as a limited deck,
    100.2b, any other as a constructed deck, 100.2a) and return the lines of ``deck check`` for the illegal
    ones, ending with how to play them anyway; no lines when every deck is legal. ``specs`` None: the built-in
    sample decks ``play`` uses by default. A file that can't be read raises DeckError (one line)."""
    from .deck_check import check_deck_file, rules_for_deck
    from .decks import builtin_decks
    from .pool import default_pool
    pool = default_pool()
    real = _real_names(corpus)
    out: list[str] = []
    bad = 0
    for spec in dict.fromkeys(specs if specs is not None else builtin_decks()):
        report = check_deck_file(spec, pool, rules_for_deck(spec), real_names=real)
        if not report.ok:
            out += _problem_lines(report)
            bad += 1
    if bad:
        out.append(f"{bad} illegal deck{'s' if bad != 1 else ''}; fix {'them' if bad != 1 else 'it'} "
                   "(see `manamelee deck check`) or add --allow-illegal to play anyway")
    return out


def cmd_cards(args: argparse.Namespace) -> int:
    """The coverage report of the pool over a corpus (rich tables when rich is installed)."""
    if args.cards_command == "compile":
        return _cmd_compile(args)
    if args.cards_command != "coverage":
        raise ManameleeError("usage: manamelee cards coverage|compile [--corpus FILE] ...")
    from .corpus import load_corpus
    from .coverage import coverage, render_rich, render_text
    from .pool import default_pool
    report = coverage(load_corpus(_corpus_path(args.corpus)), default_pool())
    if args.json:
        print(json.dumps(report.to_dict(args.top), indent=1, ensure_ascii=False))
        return EXIT_OK
    try:
        render_rich(report, args.top)
    except ImportError:
        sys.stdout.write(render_text(report, args.top))
    return EXIT_OK


def _cmd_compile(args: argparse.Namespace) -> int:
    """Compile the corpus and write the compiled pool; a bad corpus file is a one-line error and writes nothing."""
    import os
    from .oracle.compile_pool import compile_corpus, write_compiled
    if args.out is not None:
        parent = os.path.dirname(os.path.abspath(args.out))
        if not os.path.isdir(parent):
            raise ManameleeError(f"--out {args.out}: no such directory {parent}")
        if os.path.isdir(args.out):
            raise ManameleeError(f"--out {args.out}: is a directory")
    result = compile_corpus(_corpus_path(args.corpus))
    written, side = write_compiled(result, args.out)
    lands = sum(1 for r in result.cards.values() if "Land" in r["types"])
    print(f"compiled {len(result.cards)} playable cards ({lands} lands) of {len(result.cards) + len(result.blocked)} "
          f"from {result.source} ({result.format}); wrote {written} and {side}")
    return EXIT_OK


__all__ = ["add_deck_parser", "add_cards_parser", "cmd_deck", "cmd_cards", "illegal_deck_lines"]
