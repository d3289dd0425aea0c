"""The Turn context (DESIGN): a turn in progress owns its step, its stack, its priority state and its frames.

A normal game has one Turn at a time; Grand Melee (807.4) has one per turn marker. Nothing in
the turn machinery reads a global "current step" or "the stack": it is always given a Turn.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from .constants import Step
from .objects import StackItem


@dataclass(slots=True)
class Combat:
    """Combat state of a Turn (506): attackers with what they attack, blocks, damage steps."""

    attackers: dict[int, Any] = field(default_factory=dict)     # attacker id -> ("player", i) | ("obj", pw)
    blockers: dict[int, list[int]] = field(default_factory=dict)  # blocker id -> attackers it blocks
    blocked: dict[int, list[int]] = field(default_factory=dict)   # attacker id -> blockers (in order declared)
    was_blocked: set[int] = field(default_factory=set)
    first_strike_step: bool = False
    dealt_first_strike: set[int] = field(default_factory=set)
    defenders: set[int] = field(default_factory=set)

    def __init__(self, attackers: dict[int, Any] | None = None, blockers: dict[int, list[int]] | None = None,
                 blocked: dict[int, list[int]] | None = None, was_blocked: set[int] | None = None,
                 first_strike_step: bool = False, dealt_first_strike: set[int] | None = None,
                 defenders: set[int] | None = None) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.attackers = {} if attackers is None else attackers
        self.blockers = {} if blockers is None else blockers
        self.blocked = {} if blocked is None else blocked
        self.was_blocked = set() if was_blocked is None else was_blocked
        self.first_strike_step = first_strike_step
        self.dealt_first_strike = set() if dealt_first_strike is None else dealt_first_strike
        self.defenders = set() if defenders is None else defenders

    def copy(self) -> "Combat":
        return Combat(dict(self.attackers), {k: list(v) for k, v in self.blockers.items()},
                      {k: list(v) for k, v in self.blocked.items()}, set(self.was_blocked),
                      self.first_strike_step, set(self.dealt_first_strike), set(self.defenders))


CONTINUE: Final = object()
"""Returned by a frame function that pushed a child frame or wants to run again (Game._run)."""


@dataclass(slots=True)
class Frame:
    """One procedure in progress on a Turn: a function and the answers it has received (see decisions.Proc)."""

    fn: Any
    args: tuple[Any, ...] = ()
    answers: list[Any] = field(default_factory=list)
    state: dict[Any, Any] = field(default_factory=dict)
    pending: Any = None

    def __init__(self, fn: Any, args: tuple[Any, ...] = (), answers: list[Any] | None = None,
                 state: dict[Any, Any] | None = None, pending: Any = None) -> None:   # native under mypyc
        self.fn, self.args, self.pending = fn, args, pending
        self.answers = [] if answers is None else answers
        self.state = {} if state is None else state

    def copy(self) -> "Frame":
        return Frame(self.fn, self.args, list(self.answers), dict(self.state), self.pending)


@dataclass(slots=True)
class Turn:
    """A turn in progress: whose it is, where it is, its stack and priority, its call stack of frames."""

    id: int
    number: int
    active: int                      # the active player (the primary player for team turns, 805)
    side: tuple[int, ...]            # the players taking this turn (one, or a team under 805)
    step: Step = Step.UNTAP
    stack: list[StackItem] = field(default_factory=list)
    priority: int | None = None
    passes: int = 0
    lands_played: dict[int, int] = field(default_factory=dict)
    frames: list[Frame] = field(default_factory=list)
    combat: Combat | None = None
    skip_draw: bool = False
    extra: bool = False
    marker: int | None = None        # Grand Melee turn marker (807.4)
    started_at: int = 0
    extra_land_plays: dict[int, int] = field(default_factory=dict)   # 305.2: "an additional land this turn"

    def __init__(self, id: int, number: int, active: int, side: tuple[int, ...], step: Step = Step.UNTAP,
                 stack: list[StackItem] | None = None, priority: int | None = None, passes: int = 0,
                 lands_played: dict[int, int] | None = None, frames: list[Frame] | None = None,
                 combat: Combat | None = None, skip_draw: bool = False, extra: bool = False,
                 marker: int | None = None, started_at: int = 0,
                 extra_land_plays: dict[int, int] | None = None) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.id = id
        self.number = number
        self.active = active
        self.side = side
        self.step = step
        self.stack = [] if stack is None else stack
        self.priority = priority
        self.passes = passes
        self.lands_played = {} if lands_played is None else lands_played
        self.frames = [] if frames is None else frames
        self.combat = combat
        self.skip_draw = skip_draw
        self.extra = extra
        self.marker = marker
        self.started_at = started_at
        self.extra_land_plays = {} if extra_land_plays is None else extra_land_plays

    def copy(self) -> "Turn":
        return Turn(self.id, self.number, self.active, self.side, self.step,
                    [s.copy() for s in self.stack], self.priority, self.passes, dict(self.lands_played),
                    [f.copy() for f in self.frames], self.combat.copy() if self.combat else None,
                    self.skip_draw, self.extra, self.marker, self.started_at, dict(self.extra_land_plays))
