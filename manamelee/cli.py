"""The ``manamelee`` command: play a game between agents, replay a recorded game.

Errors in the command line print one line and exit with code 2.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

from .engine.errors import ManameleeError

EXIT_USAGE = 2
VARIANT_TITLES = {"duel": "duel", "ffa": "Free-for-All", "team-vs-team": "Team vs. Team", "emperor": "Emperor",
                  "two-headed-giant": "Two-Headed Giant", "alternating-teams": "Alternating Teams",
                  "grand-melee": "Grand Melee", "archenemy": "Archenemy",
                  "supervillain-rumble": "Supervillain Rumble", "commander": "Commander",
                  "two-headed-giant-commander": "Two-Headed Giant Commander"}


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr and exit code 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"{self.prog}: error: {message}\n")
        raise SystemExit(EXIT_USAGE)


def _int_in(lo: int, hi: int | None, what: str):
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


def add_table_flags(parser: argparse.ArgumentParser) -> None:
    """The table options of a game's configuration: ``--teams``, ``--range`` (801), ``--attack`` (802, 803),
    ``--deploy`` (804) and ``--shared-turns`` (805)."""
    parser.add_argument("--teams", type=_int_in(2, 8, "--teams"), default=None, help="number of teams (team variants)")
    parser.add_argument("--range", type=_int_in(1, 15, "--range"), default=None, dest="range_",
                        help="limited range of influence for every player (801)")
    parser.add_argument("--attack", choices=("multiple", "left", "right"), default=None,
                        help="attack multiple players (802) or attack left/right (803)")
    parser.add_argument("--deploy", action="store_true", help="deploy creatures option (804)")
    parser.add_argument("--shared-turns", action="store_true", help="shared team turns option (805)")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="manamelee", description="A rules engine for multiplayer Magic: The Gathering.")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)
    play = sub.add_parser("play", help="play a game between random agents and print its log")
    from .multiplayer.variants import VARIANTS
    play.add_argument("--variant", choices=VARIANTS, default=None,
                      help="multiplayer variant (default: ffa, or duel for 2 players)")
    play.add_argument("--players", type=_int_in(2, 16, "--players"), default=None,
                      help="number of players (2-16; default 4, 6 for emperor)")
    add_table_flags(play)
    play.add_argument("--seed", type=_int_in(0, None, "--seed"), default=None, help="random seed (default: random)")
    play.add_argument("--decks", default=None,
                      help="comma-separated built-in deck names or deck files, assigned to seats in turn")
    play.add_argument("--schemes", default=None,
                      help="Archenemy / Supervillain Rumble: comma-separated built-in scheme deck names or scheme deck "
                           "files, assigned to the archenemies in turn (904.3)")
    play.add_argument("--quiet", action="store_true", help="print only the result line")
    play.add_argument("--replay-out", metavar="FILE", default=None, help="write the replay (config, seed, answers)")
    from .i18n import LANGS
    play.add_argument("--lang", choices=LANGS, default="en", help="language of the log and the prompts (default: en)")
    play.add_argument("--human", type=_int_in(0, 15, "--human"), action="append", default=None, metavar="SEAT",
                      help="play seat SEAT yourself in the terminal (repeatable). Seats are numbered from 0, as in the "
                           "'seat N:' lines printed at the start. Answer each decision with the number of an option; "
                           "'help' explains the decision, 'state' shows the table, 'log' the last log lines, "
                           "'concede' concedes; end of input concedes for every human seat")
    _add_agents_option(play)
    rep = sub.add_parser("replay", help="re-run a recorded game and print its result line")
    rep.add_argument("file")
    rep.add_argument("--quiet", action="store_true", help="print only the result line")
    rep.add_argument("--game", type=_int_in(0, None, "--game"), default=None,
                     help="FILE is a `simulate --out` results file: replay its game N")
    from .sim.cli_simulate import add_simulate_parser
    add_simulate_parser(sub, _int_in)
    from .cards.cli_cards import add_cards_parser, add_deck_parser
    add_deck_parser(sub)
    add_cards_parser(sub)
    from .server.cli_serve import add_serve_parser
    add_serve_parser(sub, _int_in)
    from .sim.cli_bench import add_bench_parser
    add_bench_parser(sub, _int_in)
    return p


def _add_agents_option(play: argparse.ArgumentParser) -> None:
    """``--agents NAME,...`` for the non-human seats, when the agents package offers ``make_agent``."""
    try:
        from .agents import make_agent  # noqa: F401
    except ImportError:
        return
    if "--agents" not in play._option_string_actions:
        play.add_argument("--agents", default=None,
                          help="comma-separated agents for the seats, assigned in turn: random, heuristic, mcts, "
                               "with options as name:key=value (e.g. mcts:iterations=80) (default: random)")


def _play_agents(args: argparse.Namespace, n: int, seed: int) -> list:
    """One agent per seat: ``--agents`` names in turn when given, else random agents."""
    from .agents import RandomAgent
    names = getattr(args, "agents", None)
    if not names:
        return [RandomAgent(seed * 31 + i) for i in range(n)]
    from .agents import agent_from_spec
    lst = [x.strip() for x in names.split(",")]
    if not all(lst):
        raise ManameleeError("--agents has an empty entry")
    try:
        return [agent_from_spec(lst[i % len(lst)], seed * 31 + i) for i in range(n)]
    except ValueError as e:
        raise ManameleeError(f"--agents: {e}") from None


def cmd_play(args: argparse.Namespace) -> int:
    from .configs import make_config
    from .i18n import t
    from .sim.replay import save_replay
    from .sim.runner import result_line, run_game
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    decks = [d.strip() for d in args.decks.split(",")] if args.decks else None
    if decks is not None and not all(decks):
        raise ManameleeError("--decks has an empty entry")
    schemes = [d.strip() for d in args.schemes.split(",")] if args.schemes is not None else None
    if schemes is not None and not all(schemes):
        raise ManameleeError("--schemes has an empty entry")
    cfg = make_config(args.players, decks, variant=args.variant, teams=args.teams, range_=args.range_,
                      attack=args.attack, deploy=args.deploy, shared_turns=args.shared_turns, seed=seed,
                      schemes=schemes)
    n = len(cfg.players)
    lang = args.lang
    humans = sorted(set(args.human or ()))
    if humans and humans[-1] >= n:
        raise ManameleeError(f"--human {humans[-1]}: no such seat; the seats are 0 to {n - 1}")
    agents = _play_agents(args, n, seed)
    if not args.quiet:
        print(t("term.header", lang, n=n, variant=t("variant." + cfg.variant, lang), seed=seed))
        for i, pc in enumerate(cfg.players):
            extra = "".join([t("term.seat_team", lang, team=pc.team) if pc.team is not None else "",
                             t("term.seat_range", lang, range=pc.range) if pc.range is not None else "",
                             t("term.seat_archenemy", lang, n=len(pc.schemes)) if pc.schemes else "",
                             t("term.seat_commander", lang, names=" + ".join(c.name for c in pc.commanders))
                             if pc.commanders else ""])
            print(t("term.seat", lang, i=i, name=pc.name, deck=pc.deck_name, cards=len(pc.deck), extra=extra))
    if humans:
        from .play.terminal import play_in_terminal
        sys.stdout.flush()
        g = play_in_terminal(cfg, seed, humans, agents, lang=lang, show_log=not args.quiet)
    else:
        sink = None if args.quiet else _log_printer(lang)
        g = run_game(cfg, seed, agents, on_event=sink)
    if args.replay_out:
        save_replay(g, args.replay_out)
    print(result_line(g))
    return 0


def _log_printer(lang: str = "en"):
    """Print each log line in ``lang``; in Grand Melee a line that belongs to a Turn starts with its turn marker
    (807.4), e.g. ``(M2) [503] upkeep``. The marker of each Turn comes from its turn event."""
    from .i18n import event_line
    marker_of: dict[int, int] = {}

    def sink(e) -> None:
        if e.kind == "turn" and isinstance(e.data, int) and e.turn is not None:
            marker_of[e.turn] = e.data
        if e.key:
            line = event_line(e, lang)
            k = marker_of.get(e.turn) if e.turn is not None else None
            print(f"(M{k}) {line}" if k is not None else line)
    return sink


def cmd_replay(args: argparse.Namespace) -> int:
    from .sim.replay import load_replay, load_results_game, replay
    from .sim.runner import result_line
    g = load_replay(args.file) if args.game is None else replay(load_results_game(args.file, args.game))
    if not args.quiet:
        for line in g.log:
            print(line)
    print(result_line(g))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play", *(argv or [])])
    try:
        if args.command == "play":
            return cmd_play(args)
        if args.command == "replay":
            return cmd_replay(args)
        if args.command == "simulate":
            from .sim.cli_simulate import cmd_simulate
            return cmd_simulate(args)
        if args.command == "deck":
            from .cards.cli_cards import cmd_deck
            return cmd_deck(args)
        if args.command == "cards":
            from .cards.cli_cards import cmd_cards
            return cmd_cards(args)
        if args.command == "serve":
            from .server.cli_serve import cmd_serve
            return cmd_serve(args)
        if args.command == "bench":
            from .sim.cli_bench import cmd_bench
            return cmd_bench(args)
    except ManameleeError as e:
        sys.stderr.write(f"manamelee: error: {e}\n")
        return EXIT_USAGE
    except BrokenPipeError:
        return 0
    parser.error(f"unknown command {args.command!r}")
    return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
