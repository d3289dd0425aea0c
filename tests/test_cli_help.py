"""The help tells the truth (issue 16): `--players` states each variant's real default; and the command's modules
depend one way (the subcommands import the shared `cli_flags`, never `manamelee.cli`)."""
import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from manamelee.cli_flags import players_help
from manamelee.configs import make_config
from manamelee.multiplayer.variants import VARIANTS

ROOT = Path(__file__).resolve().parents[1] / "manamelee"


def _help(*args):
    r = subprocess.run([sys.executable, "-m", "manamelee", *args, "--help"], capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0, r.stderr
    return " ".join(r.stdout.split())              # argparse wraps lines


def _stated_default(text: str, variant: str) -> int:
    m = re.search(rf"(\d+) for {re.escape(variant)}\b", text)
    if m:
        return int(m.group(1))
    return int(re.search(r"default (\d+)", text).group(1))


@pytest.mark.parametrize("variant", VARIANTS)
def test_players_help_states_the_default_each_variant_really_has(variant):
    text = players_help()
    if variant == "ffa":
        real = len(make_config(None, variant=None).players)            # no --variant: Free-for-All
    else:
        real = len(make_config(None, variant=variant).players)
    assert _stated_default(text, variant) == real


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_the_players_help_of_play_and_simulate_is_that_text(command):
    out = _help(command)
    assert " ".join(players_help().split()) in out
    assert "16 for grand-melee" in out and "grand-melee needs at least 5" in out


def _imports(path: Path) -> set[str]:
    """The manamelee modules a file imports (absolute names), including imports inside functions."""
    pkg = path.relative_to(ROOT.parent).with_suffix("").parts[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = list(pkg[:len(pkg) - node.level + 1]) if node.level else []
            mod = ".".join(base + ([node.module] if node.module else []))
            out.add(mod)
            out.update(f"{mod}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


@pytest.mark.parametrize("sub", ["sim/cli_simulate.py", "sim/cli_bench.py", "cards/cli_cards.py", "cli_flags.py"])
def test_subcommand_modules_do_not_import_the_cli_module(sub):
    assert "manamelee.cli" not in _imports(ROOT / sub)


def test_the_shared_flags_module_imports_no_command_module():
    assert not {m for m in _imports(ROOT / "cli_flags.py") if m.startswith(("manamelee.sim", "manamelee.cards",
                                                                            "manamelee.server", "manamelee.cli."))}
    assert "manamelee.cli_flags" in _imports(ROOT / "sim/cli_simulate.py")
