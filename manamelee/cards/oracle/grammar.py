"""The grammar of supported oracle wording (``oracle.lark``) and its parser.

Why Lark's Earley parser: oracle sentences are a small natural language whose phrases overlap ("target creature"
vs "target creature spell"; "gets +1/+1 until end of turn" vs "gets +1/+1 and gains flying ..."), which an
Earley parser reads without the grammar contortions LALR(1) would need; and with ``ambiguity="explicit"`` it
returns *every* parse, so two different readings of one text are detected and reported as an error (issue 17:
"two different parses of one text are an error, not a choice") instead of one being picked silently.
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

GRAMMAR = Path(__file__).with_name("oracle.lark")


class ParseFailure(Exception):
    """An ability the grammar does not read (or reads two ways); the message says why, in one line."""


@lru_cache(maxsize=1)
def grammar_text() -> str:
    """``oracle.lark`` followed by the production modules' grammars (``productions/*.lark``, which ``%extend``
    the core's rules)."""
    from .productions import registry
    return GRAMMAR.read_text(encoding="utf-8") + "\n" + registry().grammar


@lru_cache(maxsize=1)
def parser():
    """The Earley parser of the whole grammar (built once; Lark is imported only when compiling)."""
    from lark import Lark
    return Lark(grammar_text(), parser="earley", ambiguity="explicit", lexer="dynamic",
                propagate_positions=False, maybe_placeholders=False)


_WORD = re.compile(r"[A-Za-z']+")


@lru_cache(maxsize=1)
def vocabulary() -> frozenset[str]:
    """Every word the grammar file mentions: a superset of the lowercase words any parse can contain
    (capitalised words may be names of subtypes, which the grammar reads with a pattern)."""
    return frozenset(w.lower() for w in _WORD.findall(grammar_text()))


def _ambiguous(tree) -> bool:
    from lark import Tree
    return any(isinstance(t, Tree) and t.data == "_ambig" for t in tree.iter_subtrees())


def parse(ability: str):
    """The one parse tree of a normalised ability; ParseFailure when there is none, or more than one."""
    from lark.exceptions import UnexpectedInput
    vocab = vocabulary()
    words = _WORD.findall(re.sub(r"\{[^}]*\}", " ", ability))
    unknown = next((w for w in words if w.lower() not in vocab and not w[:1].isupper()), None)
    if unknown is not None:        # a quick "no": the grammar has no such word
        raise ParseFailure(f"not in the grammar (no word {unknown!r})")
    p = parser()                   # a broken grammar file raises here (GrammarError): never "unsupported"
    try:
        tree = p.parse(ability)
    except UnexpectedInput as e:
        raise ParseFailure(f"not in the grammar ({type(e).__name__})") from None
    if _ambiguous(tree):
        raise ParseFailure("ambiguous: the grammar reads this text in more than one way")
    return tree


__all__ = ["GRAMMAR", "ParseFailure", "parse", "parser"]
