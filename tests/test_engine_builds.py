"""Issue 18: the mypyc-compiled engine and the pure-Python engine play identical games.

Seeded random games of every variant (and Free-for-All with range of influence and attack options)
are played in this process and again in a subprocess running the other build; every event line, the
answers, the result and the final views must be the same. ``MANAMELEE_PURE=1`` selects the pure build
even when the compiled modules are present; a compiled module whose source changed is never used.
"""
from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import manamelee
from manamelee import _engine_select as sel

ROOT = Path(__file__).resolve().parent.parent

CASES: dict[str, tuple[str, int, dict[str, object]]] = {
    "duel": ("duel", 2, {}),
    "ffa": ("ffa", 4, {}),
    "ffa-range1-attack-left": ("ffa", 5, {"range_": 1, "attack": "left"}),
    "ffa-attack-right": ("ffa", 3, {"attack": "right"}),
    "two-headed-giant": ("two-headed-giant", 4, {}),
    "team-vs-team": ("team-vs-team", 4, {}),
    "emperor": ("emperor", 6, {}),
    "alternating-teams": ("alternating-teams", 4, {}),
    "grand-melee": ("grand-melee", 16, {}),
    "archenemy": ("archenemy", 4, {}),
    "supervillain-rumble": ("supervillain-rumble", 4, {}),
}
SEEDS = (3, 8)


def play_cases() -> dict[str, object]:
    """Play every case with random agents; the build that ran and, per game, everything observable."""
    from manamelee.agents import RandomAgent
    from manamelee.configs import make_config
    from manamelee.sim.runner import run_game
    out: dict[str, object] = {"build": sel.BUILD, "compiled": sel.is_compiled()}
    for name, (variant, players, opts) in CASES.items():
        for seed in SEEDS:
            cfg = make_config(players, variant=variant, seed=seed, **opts)
            g = run_game(cfg, seed, [RandomAgent(seed * 7 + i) for i in range(players)])
            out[f"{name}/{seed}"] = {
                "log": g.log, "record": [list(r) for r in g.record],
                "result": [list(g.result.winners), g.result.draw, g.result.reason, g.result.turns],
                "views": json.dumps([g.view(p) for p in range(players)], sort_keys=True, default=str),
            }
    return out


_SCRIPT = "import json, sys; from tests.test_engine_builds import play_cases; json.dump(play_cases(), sys.stdout)"


def _run_build(pure: bool) -> dict[str, object]:
    env = dict(os.environ, MANAMELEE_PURE="1" if pure else "0")
    r = subprocess.run([sys.executable, "-c", _SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    return json.loads(r.stdout)


needs_compiled = pytest.mark.skipif(not sel.compiled_modules(), reason="no compiled engine in this install "
                                    "(built without a C compiler or mypyc): only the pure build exists")


@needs_compiled
def test_compiled_and_pure_engines_play_identical_games_in_every_variant():
    here = play_cases()
    other = _run_build(pure=here["compiled"] is True)
    assert {here["compiled"], other["compiled"]} == {True, False}, (here["build"], other["build"])
    assert set(here) == set(other)
    for key in here:
        if key in ("build", "compiled"):
            continue
        a, b = here[key], other[key]
        assert len(a["log"]) > 20, key                      # a real game was played
        for i, (la, lb) in enumerate(zip(a["log"], b["log"])):
            assert la == lb, f"{key}: event line {i} differs between the builds"
        assert len(a["log"]) == len(b["log"]), key
        assert a["record"] == b["record"], key
        assert a["result"] == b["result"], key
        assert a["views"] == b["views"], key


@needs_compiled
def test_manamelee_pure_selects_the_pure_engine_beside_compiled_modules():
    code = "import manamelee, manamelee._engine_select as s; print(manamelee.ENGINE_BUILD, s.is_compiled())"
    pure = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          env=dict(os.environ, MANAMELEE_PURE="1"))
    assert pure.stdout.split() == ["pure", "(MANAMELEE_PURE)", "False"], pure.stderr
    if sel.sources_match():
        compiled = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                                  env=dict(os.environ, MANAMELEE_PURE="0"))
        assert compiled.stdout.split() == ["compiled", "True"], compiled.stderr


def _fake_engine(tmp_path, sources):
    d = tmp_path / "engine"
    d.mkdir()
    for name, text in sources.items():
        (d / name).write_text(text)
        (d / name.replace(".py", importlib.machinery.EXTENSION_SUFFIXES[0])).write_bytes(b"\x7fELF")
    return d


def _build_info(tmp_path, engine_dir):
    info = {"compiled": True, "sources": {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
                                          for p in engine_dir.glob("*.py")}}
    f = tmp_path / "build.json"
    f.write_text(json.dumps(info))
    return f


def test_compiled_modules_run_only_while_their_sources_are_unchanged(tmp_path, capsys):
    d = _fake_engine(tmp_path, {"game.py": "x = 1\n", "layers.py": "y = 2\n"})
    info = _build_info(tmp_path, d)
    assert sel.choose(d, info, {}) == "compiled"
    assert sel.choose(d, info, {"MANAMELEE_PURE": "0"}) == "compiled"
    assert sel.choose(d, info, {"MANAMELEE_PURE": "1"}) == "pure (MANAMELEE_PURE)"
    assert capsys.readouterr().err == ""
    (d / "layers.py").write_text("y = 3\n")             # an edit in an editable install, not rebuilt
    assert sel.choose(d, info, {}) == "pure (stale compiled engine)"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "sources changed" in err
    (d / "layers.py").write_text("y = 2\n")
    (d / "new.py").write_text("")                        # a new module the build never saw
    assert sel.choose(d, info, {}) == "pure (stale compiled engine)"


def test_no_compiled_modules_or_no_build_record_means_pure(tmp_path, capsys):
    d = tmp_path / "engine"
    d.mkdir()
    (d / "game.py").write_text("x = 1\n")
    assert sel.choose(d, tmp_path / "missing.json", {}) == "pure"       # installed without a C compiler
    assert capsys.readouterr().err == ""
    d2 = _fake_engine(tmp_path / "b", {"game.py": "x = 1\n"}) if (tmp_path / "b").mkdir() is None else None
    assert sel.choose(d2, tmp_path / "missing.json", {}) == "pure (stale compiled engine)"
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert sel.choose(d2, bad, {}) == "pure (stale compiled engine)"
