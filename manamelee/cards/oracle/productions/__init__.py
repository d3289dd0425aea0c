"""Productions of the oracle grammar, one module per rule area (issue 17 §2).

The core grammar (``oracle.lark``) and its three passes (``compiler.py`` parse tree -> node, ``printer.py`` node
-> wording, ``build.py`` node -> engine objects) hold the shared skeleton: abilities, sentences, targets, costs.
Each module here adds one area of wording beside it, in four parts that stay together:

* ``<area>.lark`` (optional): rules that ``%extend`` the core's nonterminals (``effect``, ``static``, ``trigger``,
  ``cost_part``, ``keyword``, ``start`` ...) and the new rules they use;
* ``class Rules``: parse-tree rule -> node, as methods of a ``lark.Transformer`` (mixed into the compiler's);
* ``PRINT``: a :class:`Printers` of the nodes' wording;
* ``BUILD``: a :class:`Builders` of the nodes' engine objects.

Modules are found by name (sorted), so adding an area touches no shared file. Two modules that define the same
rule method, node kind or keyword are an error at load time, never a silent choice.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Mapping

Node = dict[str, Any]
_HERE = Path(__file__).parent


@dataclass(frozen=True)
class Printers:
    """Node kind -> its wording: effects ("e"), abilities ("k"), trigger events ("on", the text after
    "When"/"Whenever"), selectors ("t"), cost parts ("c"), keyword entries given as nodes ("kw"), target phrases a
    module reads ("tk" of a ``{"t": "target"}`` node), conditions ("c", the text after "if" / "as long as") and
    amounts ("a")."""

    effect: Mapping[str, Callable[[Node], str]] = field(default_factory=dict)
    ability: Mapping[str, Callable[[Node], str]] = field(default_factory=dict)
    event: Mapping[str, Callable[[Node], str]] = field(default_factory=dict)
    who: Mapping[str, Callable[[Node], str]] = field(default_factory=dict)
    cost: Mapping[str, Callable[[Node], str]] = field(default_factory=dict)
    keyword: Mapping[str, Callable[[Node], str]] = field(default_factory=dict)
    target: Mapping[str, Callable[[Node], str]] = field(default_factory=dict)
    condition: Mapping[str, Callable[[Node], str]] = field(default_factory=dict)
    amount: Mapping[str, Callable[[Node], str]] = field(default_factory=dict)


@dataclass(frozen=True)
class Builders:
    """Node kind -> its engine objects.

    * ``effect(e)`` -> a tuple of DSL effects;
    * ``ability(a, text, parts)`` adds to the card being built (``build.CardParts``);
    * ``trigger(ev, effects, targets, text, optional)`` -> a triggered ability;
    * ``who(n)`` -> a selector; ``cost(p, fields)`` sets fields of the ``Cost`` being built (a dict of its
      constructor's arguments);
    * ``keyword(entry, parts)``: a keyword of a keyword line (a name, or a node with "kw") adds to the card;
    * ``target(n)`` -> the ``TargetSpec`` of a target phrase whose node has ``"tk"`` (a node with ``"count"``
      stands for that many targets of one word "target", numbered from its ``"i"``);
    * ``grantable``: simple keywords the engine implements, which effects may grant ("gains infect");
    * ``facts``: node kind ("k" or "e") -> the keyword names the oracle facts list for it (e.g. "Surveil");
    * ``condition(c)`` -> a condition node (``model.conditions``); ``amount(a)`` -> an amount node.
    """

    effect: Mapping[str, Callable[[Node], tuple[Any, ...]]] = field(default_factory=dict)
    ability: Mapping[str, Callable[[Node, str, Any], None]] = field(default_factory=dict)
    trigger: Mapping[str, Callable[..., Any]] = field(default_factory=dict)
    who: Mapping[str, Callable[[Node], Any]] = field(default_factory=dict)
    cost: Mapping[str, Callable[[Node, dict[str, Any]], None]] = field(default_factory=dict)
    keyword: Mapping[str, Callable[[Any, Any], None]] = field(default_factory=dict)
    target: Mapping[str, Callable[[Node], Any]] = field(default_factory=dict)
    grantable: frozenset[str] = frozenset()
    facts: Mapping[str, Callable[[Node], set[str]]] = field(default_factory=dict)
    condition: Mapping[str, Callable[[Node], Any]] = field(default_factory=dict)
    amount: Mapping[str, Callable[[Node], Any]] = field(default_factory=dict)


@dataclass(frozen=True)
class Registry:
    """Everything the production modules add, merged."""

    grammar: str
    rules: tuple[type, ...]
    printers: Printers
    builders: Builders


class ProductionConflict(RuntimeError):
    """Two production modules define the same rule, node kind or keyword."""


def module_names() -> list[str]:
    """The production modules, sorted by name."""
    return sorted(m.name for m in pkgutil.iter_modules([str(_HERE)]) if not m.name.startswith("_"))


def _merge(parts: list[tuple[str, Mapping[str, Any]]], what: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    owner: dict[str, str] = {}
    for mod, table in parts:
        for key, fn in table.items():
            if key in out:
                raise ProductionConflict(f"{what} {key!r} is defined by both {owner[key]} and {mod}")
            out[key], owner[key] = fn, mod
    return out


@lru_cache(maxsize=1)
def registry() -> Registry:
    """Load every production module once and merge what they add."""
    grammar: list[str] = []
    rules: list[type] = []
    printers: list[tuple[str, Printers]] = []
    builders: list[tuple[str, Builders]] = []
    rule_owner: dict[str, str] = {}
    for name in module_names():
        mod = importlib.import_module(f"{__name__}.{name}")
        lark_file = _HERE / f"{name}.lark"
        if lark_file.is_file():
            grammar.append(f"// ---- productions/{name}.lark\n" + lark_file.read_text(encoding="utf-8"))
        cls = getattr(mod, "Rules", None)
        if cls is not None:
            for attr in vars(cls):
                if not attr.startswith("_"):
                    if attr in rule_owner:
                        raise ProductionConflict(f"rule {attr!r} is defined by both {rule_owner[attr]} and {name}")
                    rule_owner[attr] = name
            rules.append(cls)
        printers.append((name, getattr(mod, "PRINT", Printers())))
        builders.append((name, getattr(mod, "BUILD", Builders())))
    p = Printers(**{f: _merge([(m, getattr(x, f)) for m, x in printers], f"printer of {f}")
                    for f in ("effect", "ability", "event", "who", "cost", "keyword", "target", "condition",
                              "amount")})
    b = Builders(**{f: _merge([(m, getattr(x, f)) for m, x in builders], f"builder of {f}")
                    for f in ("effect", "ability", "trigger", "who", "cost", "keyword", "target", "facts", "condition",
                              "amount")},
                 grantable=frozenset().union(*(x.grantable for _, x in builders)))
    return Registry("\n".join(grammar), tuple(rules), p, b)


__all__ = ["Builders", "Node", "Printers", "ProductionConflict", "Registry", "module_names", "registry"]
