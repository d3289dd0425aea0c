"""Which build of the rules engine runs: the mypyc-compiled modules or the pure-Python sources (issue 18).

The compiled extension beside each ``manamelee/engine/*.py`` wins an import by default. This module
steers ``manamelee.engine.*`` to the sources instead when ``MANAMELEE_PURE=1`` is set, or when the
sources no longer match those the extensions were built from (an edited file in an editable install
would otherwise run stale compiled code): then it says so in one line on stderr. Both builds play identical games.
"""
from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import json
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Mapping, Sequence

ENGINE = "manamelee.engine"
_HERE = Path(__file__).resolve().parent
_ENGINE_DIR = _HERE / "engine"
BUILD_INFO = _HERE / "_engine_build.json"   # written by setup.py when it compiles the engine


class _SourceOnlyFinder(importlib.abc.MetaPathFinder):
    """Finds ``manamelee.engine`` and its modules as .py sources only, never as extension modules."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname != ENGINE and not fullname.startswith(ENGINE + "."):
            return None
        where = str(_HERE) if fullname == ENGINE else str(_ENGINE_DIR)
        finder = importlib.machinery.FileFinder(where, (importlib.machinery.SourceFileLoader,
                                                        importlib.machinery.SOURCE_SUFFIXES))
        return finder.find_spec(fullname, target)


def compiled_modules(engine_dir: Path = _ENGINE_DIR) -> list[Path]:
    """The compiled extension modules present beside the engine's sources."""
    return sorted(p for suffix in importlib.machinery.EXTENSION_SUFFIXES for p in engine_dir.glob("*" + suffix))


def sources_match(engine_dir: Path = _ENGINE_DIR, build_info: Path = BUILD_INFO) -> bool:
    """True when the engine sources are exactly those the compiled modules were built from."""
    try:
        info = json.loads(build_info.read_text())
    except (OSError, ValueError):
        return False
    if not isinstance(info, dict) or not info.get("compiled"):
        return False
    current = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(engine_dir.glob("*.py"))}
    return info.get("sources") == current


def choose(engine_dir: Path = _ENGINE_DIR, build_info: Path = BUILD_INFO,
           environ: Mapping[str, str] = os.environ) -> str:
    """Which build to run: "compiled", "pure", or "pure (<why>)" with a one-line warning when stale."""
    if not compiled_modules(engine_dir):
        return "pure"
    if environ.get("MANAMELEE_PURE", "") not in ("", "0"):
        return "pure (MANAMELEE_PURE)"
    if not sources_match(engine_dir, build_info):
        print("manamelee: the engine sources changed since the compiled engine was built; running the pure-Python "
              "engine (rebuild with `make` or `pip install -e .`)", file=sys.stderr)
        return "pure (stale compiled engine)"
    return "compiled"


def _install() -> str:
    choice = choose()
    if choice != "compiled" and compiled_modules():
        sys.meta_path.insert(0, _SourceOnlyFinder())
    return choice


BUILD = _install()
"""The engine build running in this process: "compiled", "pure", or "pure (<why>)"."""


def is_compiled() -> bool:
    """True when the engine modules imported in this process are the mypyc-compiled ones."""
    from .engine import game
    return (game.__file__ or "").endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def describe() -> str:
    """One line saying which engine runs and why (make prints it after installing; bench reports it)."""
    if BUILD == "compiled":
        return "engine: compiled with mypyc"
    if BUILD == "pure":
        return "engine: pure Python (no compiled engine: installed without a C compiler or mypyc)"
    return f"engine: pure Python ({BUILD[6:-1]})"
