"""What the ``manamelee`` subcommands share: the one-line usage-error parser, range-checked numbers, the table
flags, variant titles and the check of an output path before any work starts.

Both ``manamelee.cli`` and the subcommand modules (``manamelee.sim.cli_simulate``...) import this module; it
imports none of them, so the command's modules depend one way only.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Callable

from .engine.errors import ManameleeError

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130           # 128 + SIGINT, the shell's code for a command stopped by Ctrl-C
VARIANT_TITLES = {"duel": "duel", "ffa": "Free-for-All", "team-vs-team": "Team vs. Team", "emperor": "Emperor",
                  "two-headed-giant": "Two-Headed Giant", "alternating-teams": "Alternating Teams",
                  "grand-melee": "Grand Melee", "archenemy": "Archenemy",
                  "supervillain-rumble": "Supervillain Rumble", "commander": "Commander",
                  "two-headed-giant-commander": "Two-Headed Giant Commander"}


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        raise SystemExit(EXIT_USAGE)


def int_in(lo: int, hi: int | None, what: str) -> Callable[[str], int]:
    """An argparse type: a whole number from ``lo`` to ``hi`` (no upper bound when None), named ``what``."""
    def conv(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{what} must be a whole number, got {text!r}") from None
        if v < lo or (hi is not None and v > hi):
            rng = f"from {lo} to {hi}" if hi is not None else f"at least {lo}"
            raise argparse.ArgumentTypeError(f"{what} must be {rng}, got {v}")
        return v
    return conv


def players_help() -> str:
    """The help of ``--players``: the range and each variant's real default (from the variant rules)."""
    from .multiplayer.variants import DEFAULT_PLAYERS, OTHER_DEFAULT_PLAYERS
    per = ", ".join(f"{n} for {v}" for v, n in DEFAULT_PLAYERS.items())
    return (f"number of players (2-16; default {OTHER_DEFAULT_PLAYERS}, {per}; "
            "grand-melee needs at least 5, 807.4a)")


def add_table_flags(parser: argparse.ArgumentParser) -> None:
    """The table options of a game's configuration: ``--teams``, ``--range`` (801), ``--attack`` (802, 803),
    ``--deploy`` (804) and ``--shared-turns`` (805)."""
    parser.add_argument("--teams", type=int_in(2, 8, "--teams"), default=None, help="number of teams (team variants)")
    parser.add_argument("--range", type=int_in(1, 15, "--range"), default=None, dest="range_",
                        help="limited range of influence for every player (801)")
    parser.add_argument("--attack", choices=("multiple", "left", "right"), default=None,
                        help="attack multiple players (802) or attack left/right (803)")
    parser.add_argument("--deploy", action="store_true", help="deploy creatures option (804)")
    parser.add_argument("--shared-turns", action="store_true", help="shared team turns option (805)")


def check_output_path(path: str, flag: str) -> None:
    """Refuse an output file that can't be written, before any work is done (a game played for nothing).

    The file is probed, not only looked at: an existing file is opened for appending (nothing truncated), a
    new one is created and removed again, so a missing folder, a directory, a read-only place or a path
    through a regular file is found even when permission bits say nothing (e.g. for root)."""
    if not path or not path.strip():
        raise ManameleeError(f"{flag}: empty file name")
    try:
        if os.path.isdir(path):
            raise ManameleeError(f"{flag}: can't write {path}: it is a directory; give a file name")
        if os.path.lexists(path):
            with open(path, "a", encoding="utf-8"):
                pass
            return
        with open(path, "x", encoding="utf-8"):
            pass
        os.unlink(path)
    except ManameleeError:
        raise
    except (OSError, ValueError) as e:
        why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        parent = os.path.dirname(os.path.abspath(path))
        if isinstance(e, FileNotFoundError) and not os.path.isdir(parent):
            why = f"no such directory {parent}"
        raise ManameleeError(f"{flag}: can't write {path} ({why})") from None


__all__ = ["EXIT_USAGE", "EXIT_INTERRUPTED", "VARIANT_TITLES", "Parser", "int_in", "players_help",
           "add_table_flags", "check_output_path"]
