"""Card definitions to JSON and back: every dataclass is written as ``{"$": TypeName, field: value...}`` (fields
left at their default are omitted), tuples as lists, frozensets as ``{"$set": [...]}``, enums as
``{"$enum": TypeName, "name": ...}``. Reading looks each type name up in the registry of data types
(``node.NODE_TYPES``): no pickle, no eval. Anything that is code (a lambda, a function) is refused."""
from __future__ import annotations

import enum
import functools
import importlib
import json
import pkgutil
from dataclasses import MISSING, fields, is_dataclass
from typing import Any

from .node import NODE_TYPES, register


class NotData(ValueError):
    """A definition holds code (a lambda or a function) where card data must be a node."""


class BadCardData(ValueError):
    """JSON that does not describe card data (unknown type, unknown field, wrong shape)."""


_loaded = False


def load_types() -> None:
    """Register the engine's definition types, the DSL's effects and selectors and the card modules' own
    classes, so that any definition of the pool can be read back."""
    global _loaded
    if _loaded:
        return
    from ...engine import definitions
    from ...engine.constants import Step
    from ...engine.alt_casting import CastMethod
    from ...engine.cost_parts import CostPart
    from ...engine.mana import ManaCost
    from ...engine.mana_abilities import ManaRider
    from .. import dsl, model, sets
    for cls in (definitions.CardDef, definitions.TargetSpec, definitions.Cost, definitions.Mode,
                definitions.SpellAbility, definitions.ActivatedAbility, definitions.TriggeredAbility,
                definitions.StaticAbility, ManaCost, Step, CostPart, ManaRider, CastMethod):
        register(cls)
    mods = [importlib.import_module(f"{model.__name__}.{m.name}") for m in pkgutil.iter_modules(model.__path__)]
    mods += [importlib.import_module(f"{dsl.__name__}.{m.name}") for m in pkgutil.iter_modules(dsl.__path__)]
    mods += [importlib.import_module(f"{sets.__name__}.{m.name}") for m in pkgutil.iter_modules(sets.__path__)]
    for mod in mods:
        for v in list(vars(mod).values()):
            if isinstance(v, type) and v.__module__ == mod.__name__ and is_dataclass(v):
                register(v)
    _loaded = True


def to_data(v: Any, path: str = "card") -> Any:
    """The JSON-ready form of a definition value; raises NotData on code."""
    if v is None or isinstance(v, (bool, int, float, str)) and not isinstance(v, enum.Enum):
        return v
    if isinstance(v, enum.Enum):
        _check_registered(type(v), path)
        return {"$enum": type(v).__name__, "name": v.name}
    if isinstance(v, tuple):
        return [to_data(x, f"{path}[{i}]") for i, x in enumerate(v)]
    if isinstance(v, frozenset):
        items = [to_data(x, f"{path}{{}}") for x in v]
        return {"$set": sorted(items, key=lambda x: json.dumps(x, sort_keys=True))}
    if isinstance(v, dict):
        if not all(isinstance(k, str) for k in v):
            raise NotData(f"{path}: dict keys must be strings")
        return {"$dict": {k: to_data(x, f"{path}.{k}") for k, x in v.items()}}
    if is_dataclass(v) and not isinstance(v, type):
        _check_registered(type(v), path)
        out: dict[str, Any] = {"$": type(v).__name__}
        for f in fields(v):
            if not f.init:
                continue
            x = getattr(v, f.name)
            if f.default is not MISSING and _same(x, f.default):
                continue
            if f.default_factory is not MISSING and _same(x, f.default_factory()):
                continue
            out[f.name] = to_data(x, f"{path}.{f.name}")
        return out
    if callable(v):
        raise NotData(f"{path}: {getattr(v, '__qualname__', type(v).__name__)} is code, not card data")
    raise NotData(f"{path}: {type(v).__name__} is not card data")


def _same(a: Any, b: Any) -> bool:
    try:
        return type(a) is type(b) and bool(a == b)
    except Exception:   # noqa: BLE001 (an odd __eq__ just means "write it out")
        return False


def _check_registered(cls: type, path: str) -> None:
    if NODE_TYPES.get(cls.__name__) is not cls:
        raise NotData(f"{path}: {cls.__module__}.{cls.__qualname__} is not a registered card data type")


def from_data(d: Any, path: str = "card") -> Any:
    """Read back what ``to_data`` wrote; raises BadCardData on anything else."""
    if d is None or isinstance(d, (bool, int, float, str)):
        return d
    if isinstance(d, list):
        return tuple(from_data(x, f"{path}[{i}]") for i, x in enumerate(d))
    if not isinstance(d, dict):
        raise BadCardData(f"{path}: unexpected {type(d).__name__}")
    if "$set" in d:
        if not isinstance(d["$set"], list):
            raise BadCardData(f"{path}: $set must be a list")
        try:
            return frozenset(from_data(x, path) for x in d["$set"])
        except TypeError:
            raise BadCardData(f"{path}: a $set holds only hashable values") from None
    if "$dict" in d:
        if not isinstance(d["$dict"], dict):
            raise BadCardData(f"{path}: $dict must be an object")
        return {k: from_data(x, f"{path}.{k}") for k, x in d["$dict"].items()}
    if "$enum" in d:
        cls = NODE_TYPES.get(d["$enum"])
        if cls is None or not issubclass(cls, enum.Enum):
            raise BadCardData(f"{path}: unknown enum {d['$enum']!r}")
        try:
            return cls[d["name"]]
        except KeyError:
            raise BadCardData(f"{path}: {d['$enum']} has no member {d.get('name')!r}") from None
    name = d.get("$")
    cls = NODE_TYPES.get(name) if isinstance(name, str) else None
    if cls is None or not is_dataclass(cls):
        raise BadCardData(f"{path}: unknown card data type {name!r}")
    init = {f.name: f for f in fields(cls) if f.init}
    kw = {}
    for k, x in d.items():
        if k == "$":
            continue
        if k not in init:
            raise BadCardData(f"{path}: {name} has no field {k!r}")
        kw[k] = v = from_data(x, f"{path}.{k}")
        want = _kind(cls, init[k])
        if want is not None and (not isinstance(v, want) or (isinstance(v, bool) and bool not in _as_tuple(want))):
            names = " or ".join(t.__name__ for t in _as_tuple(want))
            raise BadCardData(f"{path}: {name}.{k} must be {names}, not {type(v).__name__}")
    try:
        return cls(**kw)
    except (TypeError, ValueError) as exc:
        raise BadCardData(f"{path}: {name}: {exc}") from None


def _kind(cls: type, f: Any) -> Any:
    """The plain type(s) a field must hold, read from its annotation when that is simple (``int``, ``str | None``,
    ``bool``, ``tuple[...]``, ``frozenset[...]``, ``dict``); None when it says nothing checkable (Any, a node, a
    union with code)."""
    ann = f.type if isinstance(f.type, str) else _source_annotations(cls).get(f.name) or \
        getattr(f.type, "__name__", "")
    ann = ann.replace(" ", "")
    simple = {"int": int, "str": str, "bool": bool, "int|None": (int, type(None)), "str|None": (str, type(None))}
    if ann in simple:
        return simple[ann]
    for prefix, t in (("tuple", tuple), ("frozenset", frozenset), ("dict", dict)):
        if ann == prefix or ann.startswith(prefix + "["):
            return t
    return None


@functools.lru_cache(maxsize=None)
def _source_annotations(cls: type) -> dict[str, str]:
    """A class's field annotations as written in its source. The mypyc-compiled engine keeps only erased types
    (``int | None`` becomes ``type``), so a compiled class is read from the .py beside its module: the codec's
    checks and messages are the same in both builds (issue 18)."""
    import ast
    import sys
    from pathlib import Path
    mod = sys.modules.get(cls.__module__)
    file = getattr(mod, "__file__", None)
    if not file or file.endswith(".py"):
        return {}
    src = Path(file).with_name(cls.__module__.rsplit(".", 1)[-1] + ".py")
    try:
        tree = ast.parse(src.read_text(encoding="utf-8"))
    except (OSError, SyntaxError):
        return {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
            return {n.target.id: ast.unparse(n.annotation) for n in node.body
                    if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
    return {}


def _as_tuple(want: Any) -> tuple:
    return want if isinstance(want, tuple) else (want,)


def dumps(card: Any) -> str:
    """A definition as a JSON string (keys sorted, so equal definitions give equal text)."""
    load_types()
    return json.dumps(to_data(card), sort_keys=True, ensure_ascii=False)


def loads(text: str) -> Any:
    """A definition read back from ``dumps`` text."""
    load_types()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadCardData(f"not JSON: {exc}") from None
    return from_data(data)


def pool_dumps(cards: Any) -> str:
    """A whole pool (name -> definition, e.g. ``CardPool.cards``) as one JSON object, names sorted: the form a
    compiled pool is cached in."""
    load_types()
    return json.dumps({"format": "manamelee-cards/1", "cards": {n: to_data(cards[n], n) for n in sorted(cards)}},
                      sort_keys=True, ensure_ascii=False)


def pool_loads(text: str) -> dict[str, Any]:
    """Name -> definition read back from ``pool_dumps`` text; BadCardData on anything else (a wrong format, a
    name that differs from its definition's)."""
    load_types()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BadCardData(f"not JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != "manamelee-cards/1" or \
            not isinstance(data.get("cards"), dict):
        raise BadCardData("not a manamelee card pool (expected format 'manamelee-cards/1' with a 'cards' object)")
    out: dict[str, Any] = {}
    for name, d in data["cards"].items():
        card = from_data(d, name)
        if getattr(card, "name", None) != name:
            raise BadCardData(f"{name}: the definition is named {getattr(card, 'name', None)!r}")
        out[name] = card
    return out
