"""The ``manamelee`` command: play a game between agents, replay a recorded game (and the other subcommands).

Errors in the command line print one line and exit with code 2; Ctrl-C prints one line and exits with 130;
``manamelee`` with no subcommand prints the help.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Sequence

from .cli_flags import (EXIT_INTERRUPTED, EXIT_USAGE, Parser, add_table_flags, check_output_path, int_in,
                        players_help)
from .engine.errors import ManameleeError


def build_parser() -> argparse.ArgumentParser:
    p = Parser(prog="manamelee", description="A rules engine for multiplayer Magic: The Gathering.")
    sub = p.add_subparsers(dest="command", parser_class=Parser)
    play = sub.add_parser("play", help="play a game between random agents and print its log")
    from .multiplayer.variants import VARIANTS
    play.add_argument("--variant", choices=VARIANTS, default=None,
                      help="multiplayer variant (default: ffa, or duel for 2 players)")
    play.add_argument("--players", type=int_in(2, 16, "--players"), default=None, help=players_help())
    add_table_flags(play)
    play.add_argument("--seed", type=int_in(0, None, "--seed"), default=None, help="random seed (default: random)")
    play.add_argument("--decks", default=None,
                      help="comma-separated built-in deck names or deck files, assigned to seats in turn; each is "
                           "checked as `deck check` does (a built-in 40-card sample deck as a limited deck, 100.2b, "
                           "any other deck as a constructed deck, 100.2a) and an illegal deck is refused")
    play.add_argument("--allow-illegal", action="store_true",
                      help="play decks that break the deck-construction rules (too few cards, too many copies); "
                           "unknown or unimplemented cards are still refused")
    play.add_argument("--schemes", default=None,
                      help="Archenemy / Supervillain Rumble: comma-separated built-in scheme deck names or scheme deck "
                           "files, assigned to the archenemies in turn (904.3)")
    play.add_argument("--quiet", action="store_true", help="print only the result line")
    play.add_argument("--replay-out", metavar="FILE", default=None, help="write the replay (config, seed, answers)")
    from .i18n import LANGS
    play.add_argument("--lang", choices=LANGS, default="en", help="language of the log and the prompts (default: en)")
    play.add_argument("--human", type=int_in(0, 15, "--human"), action="append", default=None, metavar="SEAT",
                      help="play seat SEAT yourself in the terminal (repeatable). Seats are numbered from 0, as in the "
                           "'seat N:' lines printed at the start. Answer each decision with the number of an option; "
                           "'help' explains the decision, 'state' shows the table, 'log' the last log lines, "
                           "'concede' concedes; end of input concedes for every human seat")
    _add_agents_option(play)
    rep = sub.add_parser("replay", help="re-run a recorded game and print its result line")
    rep.add_argument("file")
    rep.add_argument("--quiet", action="store_true", help="print only the result line")
    rep.add_argument("--game", type=int_in(0, None, "--game"), default=None,
                     help="FILE is a `simulate --out` results file: replay its game N")
    from .sim.cli_simulate import add_simulate_parser
    add_simulate_parser(sub, int_in)
    from .cards.cli_cards import add_cards_parser, add_deck_parser
    add_deck_parser(sub)
    add_cards_parser(sub)
    from .server.cli_serve import add_serve_parser
    add_serve_parser(sub, int_in)
    from .sim.cli_bench import add_bench_parser
    add_bench_parser(sub, int_in)
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


def _deck_specs(text: str | None, flag: str) -> list[str] | None:
    """The comma-separated names of ``--decks``/``--schemes``; None when the flag is absent. An empty flag or an
    empty entry is a usage error (it would otherwise silently mean "the built-in decks")."""
    if text is None:
        return None
    if not text.strip():
        raise ManameleeError(f"{flag} is empty; give deck names or files, or leave {flag} out for the built-in decks")
    specs = [d.strip() for d in text.split(",")]
    if not all(specs):
        raise ManameleeError(f"{flag} has an empty entry")
    return specs


def cmd_play(args: argparse.Namespace) -> int:
    from .configs import make_config
    from .i18n import t
    from .sim.replay import save_replay
    from .sim.runner import result_line, run_game
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    decks = _deck_specs(args.decks, "--decks")
    schemes = _deck_specs(args.schemes, "--schemes")
    from .multiplayer.variants import COMMANDER_VARIANTS
    if not args.allow_illegal and args.variant not in COMMANDER_VARIANTS:   # Commander decks: make_config (903.5)
        from .cards.cli_cards import illegal_deck_lines
        problems = illegal_deck_lines(decks)
        if problems:
            sys.stderr.write("".join(f"manamelee: error: {line}\n" for line in problems))
            return EXIT_USAGE
    cfg = make_config(args.players, decks, variant=args.variant, teams=args.teams, range_=args.range_,
                      attack=args.attack, deploy=args.deploy, shared_turns=args.shared_turns, seed=seed,
                      schemes=schemes)
    n = len(cfg.players)
    lang = args.lang
    humans = sorted(set(args.human or ()))
    if humans and humans[-1] >= n:
        raise ManameleeError(f"--human {humans[-1]}: no such seat; the seats are 0 to {n - 1}")
    agents = _play_agents(args, n, seed)
    if args.replay_out is not None:
        check_output_path(args.replay_out, "--replay-out")      # before the game: nothing played for nothing
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
    print(result_line(g, lang), flush=True)
    if args.replay_out:
        try:
            save_replay(g, args.replay_out)
        except OSError as e:           # checked before the game; the place changed since (disk full, removed)
            raise ManameleeError(f"--replay-out: can't write {args.replay_out} ({e.strerror or e})") from None
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


def _interrupted(lang: str) -> int:
    """Ctrl-C: one line on stderr, no traceback, the shell's exit code for SIGINT (130)."""
    from .i18n import t
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        pass
    sys.stderr.write(t("term.interrupted", lang) + "\n")
    return EXIT_INTERRUPTED


def main(argv: Sequence[str] | None = None) -> int:
    lang = "en"
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.command is None:            # bare `manamelee`: say what it can do
            parser.print_help()
            return 0
        lang = getattr(args, "lang", "en")
        return _run(parser, args)
    except KeyboardInterrupt:
        return _interrupted(lang)


def _run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
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
