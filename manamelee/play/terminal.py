"""Playing in the terminal (``manamelee play --human SEAT``): people answer their seats' decisions from stdin.

Each time a human seat must decide, the terminal shows that seat's view of the table (only what the seat may
know, see :mod:`manamelee.play.render`), the question and its options numbered from 1, and reads one line:

- a number picks that option; anything else (a word, a number out of range, an empty line) is refused with a
  one-line reason and the question is asked again, the game unchanged;
- ``help`` (``?``) shows the commands and what the decision means (with its rule number);
- ``state`` shows the table again, ``log`` the last lines of the game log;
- ``concede`` concedes for that seat (104.3a); the game goes on without them (800.4a);
- end of input (Ctrl-D, or a closed pipe) concedes every human seat still in the game, with a message, and
  the agents play the game to its end.

Agents answer every other seat. The engine never waits on a human: the loop asks only when a human seat's
decision is the one to answer, and agents' decisions are answered first when several are pending (807.5).
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field
from typing import Any, Sequence, TextIO

from rich.console import Console
from rich.text import Text

from ..engine.config import GameConfig
from ..engine.decisions import Decision
from ..engine.errors import ManameleeError
from ..engine.game import Game
from ..i18n import LANGS, decision_text, event_line, has_key, t
from .render import render_decision, render_view

# Commands a human may type instead of a number (English, and Italian aliases).
COMMANDS = {"help": "help", "?": "help", "aiuto": "help", "concede": "concede", "concedi": "concede",
            "state": "state", "stato": "state", "log": "log", "registro": "log"}
LOG_TAIL = 15           # lines shown by the ``log`` command
MAX_DECISIONS = 1_000_000


@dataclass(slots=True)
class TerminalTable:
    """One game with human seats in the terminal. ``agents[i]`` answers seat i when it is not human."""

    game: Game
    humans: set[int]
    agents: Sequence[Any]
    lang: str = "en"
    inp: TextIO = field(default_factory=lambda: sys.stdin)
    console: Console = field(default_factory=Console)
    show_log: bool = True
    shown_version: int = -1                         # the state version last shown in full
    marker_of: dict[int, int] = field(default_factory=dict)   # Turn id -> turn marker (807.4), for log lines

    # ------------------------------------------------------------------ output
    def say(self, text: str, style: str | None = None) -> None:
        """Print one line as plain text (card names and rules text are never read as markup)."""
        self.console.print(Text(text, style=style or ""))

    def log_event(self, e: Any) -> None:
        """A log sink: print the event's line in the table's language (Grand Melee lines show their marker)."""
        if e.kind == "turn" and isinstance(e.data, int) and e.turn is not None:
            self.marker_of[e.turn] = e.data
        if not e.key:
            return
        line = event_line(e, self.lang)
        k = self.marker_of.get(e.turn) if e.turn is not None else None
        self.say(f"(M{k}) {line}" if k is not None else line)

    # ------------------------------------------------------------------ the loop
    def run(self) -> Game:
        """Play the game to its end; returns it."""
        g = self.game
        if self.show_log:
            for e in g.events:
                self.log_event(e)
            g.log_sinks.append(self.log_event)
        n = 0
        while not g.over:
            ds = g.pending()
            if not ds:
                raise RuntimeError("the game is not over but nothing is pending")
            d = next((x for x in ds if x.player not in self.humans), ds[0])
            if d.player in self.humans:
                self._human_turn(d)
            else:
                g.submit(d.id, self.agents[d.player].choose(g.view(d.player), d))
            n += 1
            if n > MAX_DECISIONS:
                raise RuntimeError(f"more than {MAX_DECISIONS} decisions; stopping")
        return g

    def _human_turn(self, d: Decision) -> None:
        """Show the seat's view and the question, read answers until one is legal (or the seat concedes)."""
        g, seat = self.game, d.player
        if g.version != self.shown_version:
            self.show_state(seat)
        text = decision_text(d, self.lang)
        render_decision(self.console, text["prompt"], text["options"], d.rule, self.lang)
        n = len(d.options)
        while True:
            self.console.print(Text(t("term.input_prompt", self.lang, player=g.players[seat].name, n=n)), end="")
            self.console.file.flush()
            raw = self.inp.readline()
            if raw == "":                                   # end of input
                self.console.print()
                self._end_of_input()
                return
            word = raw.strip().lower()
            if not word:
                self.say(t("term.err_empty", self.lang, n=n))
                continue
            cmd = COMMANDS.get(word)
            if cmd == "help":
                self.show_help(d)
                continue
            if cmd == "state":
                self.show_state(seat)
                render_decision(self.console, text["prompt"], text["options"], d.rule, self.lang)
                continue
            if cmd == "log":
                for line in g.log[-LOG_TAIL:]:
                    self.say(line)
                continue
            if cmd == "concede":
                self._concede(seat)
                return
            try:
                k = int(word)
            except ValueError:
                self.say(t("term.err_not_number", self.lang, text=raw.strip()[:40], n=n))
                continue
            if not 1 <= k <= n:
                self.say(t("term.err_range", self.lang, k=k, n=n))
                continue
            g.submit(d.id, k - 1, player=seat)
            return

    # ------------------------------------------------------------------ commands
    def show_state(self, seat: int) -> None:
        """Print what ``seat`` may see of the table."""
        self.say("")
        render_view(self.console, self.game.view(seat), seat, self.lang)
        self.shown_version = self.game.version

    def show_help(self, d: Decision) -> None:
        """The commands, and what this decision is about (its kind and rule)."""
        key = "term.kind." + d.kind
        meaning = t(key if has_key(key) else "term.kind.other", self.lang)
        self.say(t("term.help_decision", self.lang, kind=d.kind, rule=d.rule or "-", meaning=meaning))
        self.say(t("term.help_commands", self.lang, n=len(d.options)))

    def _concede(self, seat: int) -> None:
        g = self.game
        self.humans.discard(seat)
        if g.over or g.players[seat].left:
            return
        self.say(t("term.concedes", self.lang, player=g.players[seat].name), style="bold")
        g.concede(seat)

    def _end_of_input(self) -> None:
        """No more input: every human seat still in the game concedes; the agents finish the game."""
        g = self.game
        self.say(t("term.eof", self.lang), style="bold")
        for seat in sorted(self.humans):
            if not g.over and not g.players[seat].left:
                self._concede(seat)
        self.humans.clear()


def play_in_terminal(config: GameConfig, seed: int, humans: Sequence[int], agents: Sequence[Any],
                     lang: str = "en", inp: TextIO | None = None, out: TextIO | None = None,
                     show_log: bool = True) -> Game:
    """Play a game with human seats ``humans`` answering from ``inp`` (default stdin), the rest by ``agents``.

    Raises ManameleeError for a seat that doesn't exist or an unknown language, before anything is played."""
    if lang not in LANGS:
        raise ManameleeError(f"unknown language {lang!r}; known: {', '.join(LANGS)}")
    n = len(config.players)
    bad = [s for s in humans if not 0 <= s < n]
    if bad:
        raise ManameleeError(f"--human {bad[0]}: no such seat; the seats are 0 to {n - 1}")
    missing = [s for s in range(n) if s not in humans and (s >= len(agents) or agents[s] is None)]
    if missing:
        raise ManameleeError(f"seat {missing[0]} has neither a human nor an agent")
    out = out if out is not None else sys.stdout
    console = Console(file=out, highlight=False, emoji=False, markup=False, soft_wrap=True)
    table = TerminalTable(Game.new(config, seed), set(humans), agents, lang, inp if inp is not None else sys.stdin,
                          console, show_log)
    return table.run()


__all__ = ["TerminalTable", "play_in_terminal", "COMMANDS"]
