"""Replays (DESIGN "determinism"): config + seed + answers, saved as JSON and re-run to the same state."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .. import __version__
from ..configs import config_from_dict, config_to_dict
from ..engine.errors import ConfigError, ManameleeError
from ..engine.game import Game


def replay_record(g: Game) -> dict[str, Any]:
    from .runner import result_line
    return {"manamelee": __version__, "seed": g.seed, "config": config_to_dict(g.config),
            "answers": [list(a) for a in g.record], "result": result_line(g)}


def save_replay(g: Game, path: str | Path) -> None:
    Path(path).write_text(json.dumps(replay_record(g)) + "\n", encoding="utf-8")


def replay(data: dict[str, Any]) -> Game:
    """Re-run a recorded game; raises ConfigError if the record is malformed or doesn't replay."""
    if not isinstance(data, dict) or "config" not in data or "seed" not in data or "answers" not in data:
        raise ConfigError("a replay needs 'config', 'seed' and 'answers'")
    seed = data["seed"]
    if not isinstance(seed, int):
        raise ConfigError("replay seed must be a whole number")
    g = Game.new(config_from_dict(data["config"]), seed)
    for i, a in enumerate(data["answers"]):
        if not (isinstance(a, list) and len(a) == 2 and all(isinstance(v, int) for v in a)):
            raise ConfigError(f"answer {i} must be a pair of whole numbers")
        try:
            if a[0] == -1:
                g.concede(a[1])
            else:
                g.submit(a[0], a[1])
        except ManameleeError as e:
            raise ConfigError(f"answer {i} does not replay: {e}") from None
    return g


def load_results_game(path: str | Path, game: int) -> dict[str, Any]:
    """The record of game ``game`` in a ``manamelee simulate --out`` results file (one JSON line per
    game); ConfigError if it isn't there, the file is unreadable, or the game failed and has no answers."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise ConfigError(f"can't read results {path}: {e}") from None
    seen = 0
    for k, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            raise ConfigError(f"{path} line {k} is not valid JSON: {e}") from None
        seen += 1
        if isinstance(rec, dict) and rec.get("game") == game:
            if "answers" not in rec:
                raise ConfigError(f"game {game} failed ({rec.get('error', 'no answers')}); it has no answers "
                                  f"to replay, only its seed {rec.get('seed')}")
            return rec
    raise ConfigError(f"{path} has no game {game} ({seen} games recorded)")


def load_replay(path: str | Path) -> Game:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as e:
        raise ConfigError(f"can't read replay {path}: {e}") from None
    except json.JSONDecodeError as e:
        hint = "; for a `manamelee simulate` results file, pick a game with --game N" if e.msg == "Extra data" else ""
        raise ConfigError(f"{path} is not valid JSON: {e}{hint}") from None
    return replay(data)
