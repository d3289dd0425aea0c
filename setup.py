"""Build manamelee, compiling the rules engine (manamelee/engine) with mypyc when it can (issue 18).

Without a C compiler or mypyc, or when the compile fails, the package installs as pure Python and
says so in one line. Every build records the engine sources' hashes (manamelee/_engine_build.json) so
that a compiled module beside an edited source is never used (manamelee/_engine_select.py).
Set MANAMELEE_NO_COMPILE=1 to skip the compile on purpose.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import sysconfig
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
ENGINE = ROOT / "manamelee" / "engine"
BUILD_INFO = "_engine_build.json"
INTERPRETED = {"config.py", "errors.py", "hooks.py"}
"""Engine modules left as Python: the configuration classes check bad input themselves (a compiled class
would reject it with a TypeError first), and other packages subclass the errors and the hooks."""


def _say(msg: str) -> None:
    print(f"manamelee: {msg}", file=sys.stderr, flush=True)


def engine_hashes() -> dict[str, str]:
    """sha256 of every engine source, by file name: the compiled modules are valid for exactly these."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(ENGINE.glob("*.py"))}


def _has_compiler() -> bool:
    cc = (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc").split()
    return bool(cc) and shutil.which(cc[0]) is not None


_COMPILED_FROM: dict[str, str] = {}
"""The hashes of the sources mypyc compiled (taken as it read them)."""


def _ext_modules() -> list:
    if os.environ.get("MANAMELEE_NO_COMPILE"):
        _say("MANAMELEE_NO_COMPILE is set: installing the pure-Python engine")
        return []
    if not _has_compiler():
        _say("no C compiler found: installing the pure-Python engine (slower; same games)")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _say("mypyc is not available: installing the pure-Python engine (slower; same games)")
        return []
    sources = [str(p.relative_to(ROOT)) for p in sorted(ENGINE.glob("*.py")) if p.name not in INTERPRETED]
    _COMPILED_FROM.update(engine_hashes())     # before mypyc reads them: an edit during the build is caught
    old = os.getcwd()
    os.chdir(ROOT)              # mypycify reads the mypy config (pyproject.toml) of the current directory
    try:
        return mypycify(sources, opt_level=os.environ.get("MANAMELEE_OPT_LEVEL", "3"),
                        group_name="manamelee_engine", multi_file=True)
    except BaseException as e:  # a type error the compiler refuses: still install, as pure Python
        _say(f"mypyc could not compile the engine ({type(e).__name__}): installing the pure-Python engine")
        return []
    finally:
        os.chdir(old)


def _compile_in_parallel(compiler: Any, jobs: int) -> None:
    """Let ``compiler`` compile the C files of one extension ``jobs`` at a time. mypyc writes one C file per
    engine module (``multi_file``); distutils would compile them one after the other, which was most of the
    install's five minutes. gcc runs in its own process, so threads are enough."""
    serial = compiler.compile

    def compile(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
        if jobs < 2 or len(sources) < 2:
            return serial(sources, *args, **kwargs)
        big_first = sorted(sources, key=lambda src: -os.path.getsize(src) if os.path.exists(src) else 0)
        with ThreadPoolExecutor(jobs) as pool:
            done = dict(zip(big_first, pool.map(lambda src: serial([src], *args, **kwargs), big_first)))
        return [obj for src in sources for obj in done[src]]

    compiler.compile = compile


class BuildExt(build_ext):
    """build_ext that falls back to pure Python when the C compile fails, and records what it built."""

    def build_extensions(self) -> None:
        _compile_in_parallel(self.compiler, int(os.environ.get("MANAMELEE_BUILD_JOBS", os.cpu_count() or 1)))
        super().build_extensions()

    def run(self) -> None:
        compiled = bool(self.extensions)
        # No compiled module of an earlier build may linger, in the tree (an editable install) or in build/
        # (a wheel would pick up, say, a module that is now left interpreted).
        for base in {ROOT, Path(self.build_lib)}:
            for old in [*(base / "manamelee" / "engine").glob("*.so"), *(base / "manamelee" / "engine").glob("*.pyd"),
                        *base.glob("manamelee_engine__mypyc*")]:
                if self.inplace or base != ROOT:
                    old.unlink()
        if compiled:
            try:
                super().run()
            except Exception as e:  # noqa: BLE001 - any compiler failure means "install pure Python"
                _say(f"compiling the engine failed ({type(e).__name__}: {e}); installing the pure-Python engine")
                compiled = False
                self.extensions = []
        info = {"compiled": compiled, "sources": dict(_COMPILED_FROM) if compiled else {}}
        base = Path(self.build_lib) if not self.inplace else ROOT
        out = base / "manamelee" / BUILD_INFO
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(info, indent=1, sort_keys=True) + "\n")
        if compiled:
            _say("compiled the engine with mypyc")

    def get_outputs(self) -> list[str]:
        return [*super().get_outputs(), str(Path(self.build_lib) / "manamelee" / BUILD_INFO)]


setup(ext_modules=_ext_modules(), cmdclass={"build_ext": BuildExt})
