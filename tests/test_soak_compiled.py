"""Issue 17 soak: 4-player games with seeded random 60-card decks built from compiled cards (the oracle
compiler's pool, manamelee/cards/data/compiled.json) end without an exception and replay exactly. The slow test
is part of `make soak`; a short run is part of `make test`."""
import json
import random
import re

import pytest

from manamelee.agents import RandomAgent
from manamelee.cards.oracle.load import compiled_records
from manamelee.configs import make_config
from manamelee.sim.replay import replay, replay_record
from manamelee.sim.runner import run_game

BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
_COLOURED = re.compile(r"\{([^}]+)\}")


def _colours(cost: str | None) -> set[str]:
    return {part for sym in _COLOURED.findall(cost or "") for part in sym.split("/") if part in BASICS}


def random_deck(rng: random.Random, records: dict) -> str:
    """A 60-card two-colour deck: 24 basic lands and 36 compiled nonland cards (9 names, 4 of each) whose mana
    costs are within the two colours (100.2a)."""
    pair = rng.sample(sorted(BASICS), 2)
    cands = sorted(n for n, r in records.items() if "Land" not in r["types"] and r.get("layout", "normal") == "normal"
                   and r["mana_cost"] and _colours(r["mana_cost"]) <= set(pair)
                   and not any(line.startswith("{0}:") for line in r["lines"]))
    # (a free activated ability, "{0}: ...", is legal to activate again and again; random agents then play an
    # optional loop for tens of thousands of decisions — 104.4b lets a player stop it, these agents rarely do)
    picks = rng.sample(cands, 9)
    lines = [f"4 {n}" for n in picks] + [f"12 {BASICS[pair[0]]}", f"12 {BASICS[pair[1]]}"]
    return "\n".join(lines) + "\n"


def _state(g):
    return (json.dumps([g.view(p) for p in range(len(g.players))], sort_keys=True, default=str), g.log, g.result)


def _check(seed: int, tmp_path, records: dict) -> None:
    rng = random.Random(seed)
    decks = []
    for i in range(4):
        p = tmp_path / f"deck_{seed}_{i}.txt"
        p.write_text(random_deck(rng, records), encoding="utf-8")
        decks.append(str(p))
    cfg = make_config(4, decks=decks, seed=seed)
    assert all(len(pc.deck) == 60 for pc in cfg.players)
    g = run_game(cfg, seed, [RandomAgent(seed * 4 + i) for i in range(4)])
    assert g.over and g.result is not None, seed
    r = replay(json.loads(json.dumps(replay_record(g))))
    assert _state(r) == _state(g), seed


@pytest.fixture(scope="module")
def records():
    return compiled_records()


def test_a_few_4_player_games_with_random_compiled_decks_end_and_replay_exactly(tmp_path, records):
    for seed in range(3):
        _check(seed, tmp_path, records)


@pytest.mark.slow
def test_soak_1000_4_player_games_with_random_compiled_decks_replay_exactly(tmp_path, records):
    for seed in range(1000):
        _check(seed, tmp_path, records)
