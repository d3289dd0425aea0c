"""Typed game events (DESIGN "rules pipeline"): each carries the rule that caused it and drives triggers and the log."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# Event kinds.
ZONE_CHANGE = "zone_change"
DAMAGE = "damage"
LIFE_GAIN = "life_gain"
LIFE_LOSS = "life_loss"
CAST = "cast"
ACTIVATE = "activate"
RESOLVE = "resolve"
COUNTERED = "countered"
FIZZLE = "fizzle"
TAP = "tap"
UNTAP = "untap"
DRAW = "draw"
DISCARD = "discard"
CYCLE = "cycle"
STEP = "step"
TURN = "turn"
ATTACKS = "attacks"
BLOCKS = "blocks"
BECOMES_BLOCKED = "becomes_blocked"   # 509.3c: once per attacking creature that becomes blocked
UNBLOCKED = "unblocked"               # 509.3g: an attacking creature for which no blockers were declared
PLAYER_LEFT = "player_left"
LOSES = "loses"
WINS = "wins"
DRAW_GAME = "draw_game"
TRIGGER = "trigger"
CONTROL = "control"
MULLIGAN = "mulligan"
PREVENT = "prevent"
COUNTERS = "counters"
SHUFFLE = "shuffle"
MILL = "mill"
INFO = "info"
PRIORITY = "priority"
PASS = "pass"
LAND = "land"
TOKEN = "token"


@dataclass(slots=True)
class Event:
    """Something that happened. ``obj``/``source`` are object ids; ``player``/``target_player`` seat indices."""

    kind: str
    rule: str = ""
    text: str = ""
    player: int | None = None
    obj: int | None = None
    source: int | None = None
    target_player: int | None = None
    amount: int = 0
    from_zone: str | None = None
    to_zone: str | None = None
    combat: bool = False
    turn: int | None = None
    new_obj: int | None = None
    data: Any = None

    def line(self) -> str:
        """One log line: the text, with the rule number in brackets when one applies."""
        return f"[{self.rule}] {self.text}" if self.rule else self.text
