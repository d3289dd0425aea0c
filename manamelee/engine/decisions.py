"""Decisions: the engine asks, players answer (DESIGN: "the engine never calls into a player").

A procedure that needs a choice calls ``proc.ask(...)``. If the answer was already given it is
returned; otherwise the procedure stops by raising :class:`Ask`, the decision becomes pending,
and once answered the procedure re-runs from its start with one more recorded answer. A
procedure therefore asks everything it needs before it changes the game. A frame function that
asks directly may call ``proc.answer(...)`` instead and return the :class:`Question` it gets:
the same pause without an exception (the most frequent decisions pause this way).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..i18n import render


@dataclass(frozen=True, slots=True)
class Option:
    """One legal answer to a decision. ``value`` is plain data (ids, numbers, tuples).

    ``key``/``args`` are its label: a catalogue key of :mod:`manamelee.i18n` and (name, value)
    pairs, rendered only when read (``label`` is English; a key not in the catalogue is literal text).
    """

    kind: str
    key: str
    value: Any = None
    args: tuple[tuple[str, Any], ...] = ()

    def __init__(self, kind: str, key: str, value: Any = None, args: tuple[tuple[str, Any], ...] = ()) -> None:
        # explicit (dataclass keeps it) so mypyc compiles a native constructor; frozen: set through object
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "args", args)

    def __eq__(self, other: object) -> bool:
        # explicit, the dataclass's comparison (same class, equal fields) compiled natively: a re-run procedure
        # finds its recorded answer among freshly built options by equality (Proc.ask); the hash is the dataclass's
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Option)
        return (self.kind, self.key, self.value, self.args) == (other.kind, other.key, other.value, other.args)

    def __hash__(self) -> int:
        return hash((self.kind, self.key, self.value, self.args))      # the dataclass's own (frozen, eq)

    @property
    def label(self) -> str:
        """The label in English."""
        return render(self.key, self.args, "en")

    def __str__(self) -> str:
        return self.label


def opt(kind: str, key: str, value: Any = None, **args: Any) -> Option:
    """An option whose label is the catalogue message ``key`` with keyword arguments."""
    return Option(kind, key, value, tuple(args.items()))


@dataclass(slots=True)
class Decision:
    """A pending choice: who decides, what kind, the enumerable legal options, and its Turn."""

    id: int
    player: int
    kind: str
    prompt_key: str
    options: tuple[Option, ...]
    turn: int | None = None
    rule: str = ""
    prompt_args: Mapping[str, Any] | None = None

    def __init__(self, id: int, player: int, kind: str, prompt_key: str, options: tuple[Option, ...],
                 turn: int | None = None, rule: str = "", prompt_args: Mapping[str, Any] | None = None) -> None:
        self.id, self.player, self.kind, self.prompt_key, self.options = id, player, kind, prompt_key, options
        self.turn, self.rule, self.prompt_args = turn, rule, prompt_args

    @property
    def prompt(self) -> str:
        """The question in English (``prompt_key``/``prompt_args`` rendered by :mod:`manamelee.i18n`)."""
        return render(self.prompt_key, self.prompt_args, "en")

    def option(self, kind: str, value: Any = None) -> Option:
        """The first option of a kind (and value, when given); handy in tests and scripts."""
        for o in self.options:
            if o.kind == kind and (value is None or o.value == value):
                return o
        raise LookupError(f"decision {self.id} ({self.kind}) has no option {kind!r} {value!r}")

    def __str__(self) -> str:
        opts = ", ".join(f"[{i}] {o.label}" for i, o in enumerate(self.options))
        return f"#{self.id} P{self.player} {self.kind}: {self.prompt} -> {opts}"


class Question:
    """A decision a procedure pauses on: returned by :meth:`Proc.answer` (and carried by :class:`Ask`)."""

    __slots__ = ("player", "kind", "prompt_key", "options", "rule", "prompt_args")

    def __init__(self, player: int, kind: str, prompt_key: str, options: tuple[Option, ...], rule: str,
                 prompt_args: Mapping[str, Any] | None) -> None:
        self.player, self.kind, self.prompt_key, self.options = player, kind, prompt_key, options
        self.rule, self.prompt_args = rule, prompt_args


class Ask(Exception):
    """Raised inside a procedure to pause it until a decision is answered."""

    def __init__(self, player: int, kind: str, prompt_key: str, options: Sequence[Option], rule: str,
                 prompt_args: Mapping[str, Any] | None = None):
        super().__init__(kind)
        self.player, self.kind, self.options, self.rule = player, kind, tuple(options), rule
        self.prompt_key, self.prompt_args = prompt_key, prompt_args

    def question(self) -> Question:
        return Question(self.player, self.kind, self.prompt_key, self.options, self.rule, self.prompt_args)

    @property
    def prompt(self) -> str:
        """The question in English."""
        return render(self.prompt_key, self.prompt_args, "en")


@dataclass(slots=True)
class Proc:
    """The answers a running procedure has received so far, replayed on each re-run."""

    answers: list[Option] = field(default_factory=list)
    cursor: int = 0

    def __init__(self, answers: list[Option] | None = None, cursor: int = 0) -> None:   # native under mypyc
        self.answers = [] if answers is None else answers
        self.cursor = cursor

    def ask(self, player: int, kind: str, prompt: str, options: Sequence[Option], rule: str = "",
            args: Mapping[str, Any] | None = None) -> Option:
        """Return the recorded answer to this question, or pause the procedure to ask it.

        ``prompt`` is a catalogue key of :mod:`manamelee.i18n` (or literal English) with ``args``."""
        ans = self._recorded(kind, options)
        if ans is None:
            raise Ask(player, kind, prompt, options, rule, args)
        return ans

    def answer(self, player: int, kind: str, prompt: str, options: Sequence[Option], rule: str = "",
               args: Mapping[str, Any] | None = None) -> Option | Question:
        """:meth:`ask` for a procedure that returns straight to the frame loop when it must pause: the recorded
        answer, or the :class:`Question` to return (no exception raised: a pause then costs no traceback)."""
        ans = self._recorded(kind, options)
        if ans is None:
            return Question(player, kind, prompt, tuple(options), rule, args)
        return ans

    def _recorded(self, kind: str, options: Sequence[Option]) -> Option | None:
        """The recorded answer to the next question, a forced one, or None when it must be asked."""
        if not options:
            raise RuntimeError(f"decision {kind!r} offered with no options")
        if self.cursor < len(self.answers):
            ans = self.answers[self.cursor]
            if ans in options:
                self.cursor += 1
                return ans
            # The game changed under a re-run (a player left): forget this and later answers, ask again.
            del self.answers[self.cursor:]
        if len(options) == 1 and options[0].kind in ("only", "forced"):
            self.answers.append(options[0])
            self.cursor += 1
            return options[0]
        return None

    def copy(self) -> "Proc":
        return Proc(list(self.answers), 0)


ProcFn = Callable[..., Any]
