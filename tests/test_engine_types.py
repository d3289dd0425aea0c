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


def test_the_engines_module_constants_are_final():
    """Under mypyc a module-level name that isn't ``Final`` is a dict lookup at every use; a ``Final`` one is read
    from a C static (or its literal inlined). Every UPPER_CASE module-level constant of the engine is ``Final``."""
    import ast
    import re
    upper = re.compile(r"^_?[A-Z][A-Z0-9_]*$")
    loose = []
    for path in sorted((ROOT / "manamelee" / "engine").glob("*.py")):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                    and upper.match(node.targets[0].id) and node.targets[0].id != "__all__":
                loose.append(f"{path.name}: {node.targets[0].id}")
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None \
                    and upper.match(node.target.id) and "Final" not in ast.unparse(node.annotation):
                loose.append(f"{path.name}: {node.target.id}")
    assert not loose, f"not Final: {loose}"
