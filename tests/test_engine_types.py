"""Issue 18: manamelee/engine type-checks at mypy --strict level (pyproject.toml [tool.mypy]), no ignore_errors.

mypyc compiles the engine with these types, so a type error is a build break, and a loose type a slower one.
"""
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def test_the_mypy_config_checks_the_engine_strictly_and_ignores_no_errors():
    cfg = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert cfg["files"] == ["manamelee/engine"]
    engine = [o for o in cfg["overrides"] if "manamelee.engine.*" in o["module"]]
    assert engine and engine[0].get("strict") is True
    assert not any(o.get("ignore_errors") for o in cfg["overrides"])


def test_mypy_strict_finds_no_error_in_the_engine():
    pytest.importorskip("mypy", reason="mypy is in the 'typing' extra (make installs it)")
    r = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental"], cwd=ROOT, capture_output=True,
                       text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:]
    assert "Success: no issues found" in r.stdout
