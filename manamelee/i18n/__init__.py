"""Message catalogues: the engine's words in every supported language (one catalogue per language).

Each language is a folder ``manamelee/i18n/<lang>/`` of flat JSON files (key -> template with
``{name}`` placeholders); the loader merges them into one catalogue. The engine records a message
as a key plus arguments (:class:`Msg`, ``Event.key``/``Event.args``, ``Option.key``/``Option.args``)
and renders it only when a line is read, in the reader's language.

Plurals: when the argument ``n`` is 1 or -1 and the catalogue has ``<key>#one``, that template is used
("1 danno" / "2 danni"). Both languages define the same keys, so each ``#one`` exists in both.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, Iterable, Mapping

__all__ = ["LANGS", "Msg", "msg", "catalogue", "has_key", "t", "render", "event_line", "decision_text",
           "option_label", "placeholders"]

LANGS: tuple[str, ...] = ("en", "it")
_HERE = Path(__file__).resolve().parent


@dataclass(frozen=True, slots=True)
class Msg:
    """A message to render later: a catalogue key and its arguments as (name, value) pairs (hashable)."""

    key: str
    args: tuple[tuple[str, Any], ...] = ()


def msg(key: str, **args: Any) -> Msg:
    """Build a :class:`Msg` from keyword arguments."""
    return Msg(key, tuple(args.items()))


@lru_cache(maxsize=None)
def _load(lang: str) -> Mapping[str, str]:
    """The merged, read-only catalogue of one language (files read once)."""
    merged: dict[str, str] = {}
    for path in sorted((_HERE / lang).glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"{path}: a catalogue file must be a JSON object")
        for k, v in data.items():
            if k in merged:
                raise ValueError(f"{path}: key {k!r} is defined twice in language {lang!r}")
            if not isinstance(v, str):
                raise ValueError(f"{path}: the value of {k!r} must be a string")
            merged[k] = v
    return MappingProxyType(merged)


def _check_lang(lang: str) -> Mapping[str, str]:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGS)}")
    return _load(lang)


def catalogue(lang: str) -> dict[str, str]:
    """The merged catalogue of ``lang`` (a fresh dict); ValueError for an unknown language."""
    return dict(_check_lang(lang))


def placeholders(template: str) -> set[str]:
    """The ``{name}`` placeholders of a template (format fields; ``{{``/``}}`` are literal braces)."""
    import string
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


class _Args(dict):
    """Arguments for ``format_map``: a missing one shows as ``{name}`` instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _value(v: Any, lang: str) -> Any:
    if isinstance(v, Msg):
        return render(v.key, v.args, lang)
    if isinstance(v, (list, tuple)):
        return ", ".join(str(_value(x, lang)) for x in v)
    return v


def render(key: str, args: Mapping[str, Any] | Iterable[tuple[str, Any]] | None = None, lang: str = "en") -> str:
    """Render a message. An unknown key falls back to English, then to the key itself (literal text)."""
    cat = _check_lang(lang)
    tpl = cat.get(key)
    if tpl is None:
        if lang != "en":
            cat = _load("en")
            tpl = cat.get(key)
        if tpl is None:
            return key                  # literal text (e.g. a label written in a test or a card script)
    if not args:
        return tpl if "{" not in tpl else tpl.format_map(_Args())
    values = _Args({k: _value(v, lang) for k, v in (args.items() if isinstance(args, Mapping) else args)})
    n = values.get("n")
    if (n == 1 or n == -1) and type(n) is int:
        tpl = cat.get(key + "#one", tpl)
    return tpl.format_map(values)


def has_key(key: str, lang: str = "en") -> bool:
    """Does the catalogue of ``lang`` define ``key``?"""
    return key in _check_lang(lang)


def t(key: str, lang: str = "en", **args: Any) -> str:
    """Render ``key`` in ``lang`` with keyword arguments."""
    return render(key, args, lang)


def event_line(event: Any, lang: str = "en", game: Any = None) -> str:
    """One log line for an event in ``lang``, with the rule number in brackets like ``Event.line()``."""
    key = getattr(event, "key", "")
    text = render(key, getattr(event, "args", None), lang) if key else ""
    return f"[{event.rule}] {text}" if event.rule else text


def option_label(option: Any, lang: str = "en") -> str:
    """The label of one decision option in ``lang``."""
    return render(option.key, option.args, lang)


def decision_text(decision: Any, lang: str = "en", game: Any = None) -> dict:
    """``{"prompt": str, "options": [str, ...]}`` for a pending decision, in ``lang`` (options in order)."""
    return {"prompt": render(decision.prompt_key, decision.prompt_args, lang),
            "options": [render(o.key, o.args, lang) for o in decision.options]}
