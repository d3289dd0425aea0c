"""Which blocked cards the current grammar unlocks, without recompiling the whole corpus (a grammar author's tool).

    python tools/unlocks.py REGEX [--show N] [--names]

Takes the cards of ``manamelee/cards/data/unsupported.json`` whose blocking sentences match REGEX (a Python
regular expression, searched case-insensitively), compiles them again with the grammar as it is now, and prints
how many now compile and which sentences still block the rest, most frequent first. ``manamelee cards compile``
remains the one way to write the compiled pool.
"""
from __future__ import annotations

import argparse
import collections
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from manamelee.cards.corpus import default_corpus_path  # noqa: E402
from manamelee.cards.oracle.compile_pool import compile_face, read_corpus_faces  # noqa: E402
from manamelee.cards.oracle.load import blocked_abilities  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("regex", help="blocking sentences to look at (Python regex, case-insensitive)")
    ap.add_argument("--show", type=int, default=25, help="still-blocking sentences to list (default 25)")
    ap.add_argument("--names", action="store_true", help="list the names of the cards that now compile")
    args = ap.parse_args(argv)
    pattern = re.compile(args.regex, re.I)
    blocked = {n: b for n, b in blocked_abilities().items() if any(pattern.search(x) for x in b)}
    corpus = default_corpus_path()
    if corpus is None:
        print("no corpus beside the checkout (../shared/cards/oracle-cards.json)", file=sys.stderr)
        return 2
    _, _, faces = read_corpus_faces(corpus)
    cache: dict = {}
    now, still = [], collections.Counter()
    for f in faces:
        if f["name"] not in blocked:
            continue
        rec, why = compile_face(f, cache)
        if rec is not None:
            now.append(rec["name"])
        else:
            still.update(why)
    print(f"{len(blocked)} blocked cards match; {len(now)} compile now")
    if args.names:
        print("\n".join(sorted(now)))
    for text, n in still.most_common(args.show):
        print(f"{n:5d}  {text[:160]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
