"""Starting the game (103): decks shuffled, a random starting player, opening hands and London mulligans."""
from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from . import events as ev
from .constants import COMMAND, LIBRARY
from .decisions import Proc, Question, opt
from .objects import GameObject
from .players import LifeTotal, Player
from .turn import Frame
from .zones import draw, move

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


_MULLIGAN: Final = opt("mulligan", "opt.mulligan")


def setup_game(g: "Game") -> None:
    """103.1-103.5: seats, libraries, shuffles, starting player, opening hands, then mulligans."""
    cfg = g.config
    hooks = cfg.options.get("hooks")
    if hooks is not None:
        g.use_hooks(hooks.copy())       # a variant's per-game state (turn markers) starts fresh
    for i, pc in enumerate(cfg.players):
        life = cfg.starting_life
        g.players.append(Player(i, pc.name, LifeTotal(life), team=pc.team, range=pc.range))
    if g.hooks is not None:
        g.hooks.setup_players(g)
    for pl in g.players:
        pl.starting_life = pl.life                         # 103.4 (or the variant's: 810.4, 903.7, 904.5)
    for pl, pc in zip(g.players, cfg.players):
        for card in pc.deck:
            oid = g.new_id()
            g.objects[g._keys[oid]] = GameObject(oid, card, pl.index, pl.index, LIBRARY, g.new_timestamp())
            pl.library.append(g.key(oid))
        g.rng.shuffle(pl.library)                          # 103.3
        for card in pc.schemes:                            # 904.4: scheme cards start in the command zone
            oid = g.new_id()
            g.objects[g._keys[oid]] = GameObject(oid, card, pl.index, pl.index, COMMAND, g.new_timestamp(), face_down=True)
            pl.scheme_deck.append(oid)
        g.rng.shuffle(pl.scheme_deck)
        for k, card in enumerate(pc.commanders):           # 903.6: commanders start face up in the command zone
            oid = g.new_id()
            g.objects[g._keys[oid]] = GameObject(oid, card, pl.index, pl.index, COMMAND, g.new_timestamp(),
                                        note={"commander": (pl.index, k)})
            g.command.append(oid)
    start = cfg.options.get("starting_player")
    if start is None:
        start = g.hooks.starting_player(g) if g.hooks is not None else None
    if start is None:
        start = g.rng.randrange(len(g.players))            # 103.1: chosen at random
    g.starting_player = start
    g.next_player = start
    g.note("log.starting_player", "103.1", args={"player": g.players[start].name})
    for pl in g.players:                                   # 103.5: draw opening hands
        draw(g, pl.index, cfg.hand_size, rule="103.5")
    g.setup_frames.append(Frame(mulligans))


def _counted(g: "Game", mulligans: int) -> int:
    """103.5c / 800.6: in multiplayer the first mulligan is free."""
    return max(0, mulligans - 1) if g.config.multiplayer else mulligans


def mulligans(g: "Game", turn: Any, proc: Proc, f: Frame) -> Question | None:
    """103.5: in turn order from the starting player each player keeps or mulligans; mulligans are taken
    at the same time; then each puts cards on the bottom for the mulligans that count; repeat."""
    st = f.state
    from .sides import sides_from
    order = [p for side in sides_from(g, g.starting_player) for p in side]   # 103.5d: starting team first
    while True:
        waiting = [p for p in order if not g.players[p].kept and not g.players[p].left]
        if not waiting:
            return None
        if st.get("phase", "declare") == "declare":
            decisions = {}
            for p in waiting:
                pl = g.players[p]
                opts = [opt("keep", "opt.keep_hand", n=len(pl.hand))]
                if g.config.hand_size - _counted(g, pl.mulligans + 1) > 0:
                    opts.append(_MULLIGAN)
                got = opts[0] if len(opts) == 1 else proc.answer(
                    p, "mulligan", "prompt.mulligan", opts, "103.5", args={"player": pl.name})
                if isinstance(got, Question):
                    return got                    # paused: Game._run_frames asks it
                decisions[p] = got.kind
            takers = []
            for p, kind in decisions.items():
                pl = g.players[p]
                if kind == "keep":
                    pl.kept = True
                    g.note("log.keeps", "103.5", args={"player": pl.name, "n": len(pl.hand)})
                else:
                    takers.append(p)
            for p in takers:                              # all mulligans at the same time
                pl = g.players[p]
                pl.mulligans += 1
                for c in list(pl.hand):
                    move(g, c, LIBRARY, rule="103.5", quiet=True)
                g.rng.shuffle(pl.library)
                g.emit(ev.Event(ev.MULLIGAN, "103.5", "log.mulligan", player=p,
                                args={"player": pl.name, "count": pl.mulligans}))
                draw(g, p, g.config.hand_size, rule="103.5")
            st["phase"] = "bottom"
            st["takers"] = takers
            f.answers.clear()
            proc.cursor = 0
        if st["phase"] == "bottom":
            plan: dict[int, list[int]] = {}
            for p in st["takers"]:
                pl = g.players[p]
                if pl.left:                                # 800.4a: a player who left (conceded) has no hand
                    continue
                n = _counted(g, pl.mulligans)
                chosen: list[int] = []
                for k in range(n):
                    left = [c for c in pl.hand if c not in chosen]
                    picked = proc.answer(p, "bottom", "prompt.bottom",
                                         [opt("card", "text", c, text=g.name(c)) for c in left],
                                         "103.5", args={"player": pl.name, "more": n - k})
                    if isinstance(picked, Question):
                        return picked             # paused: Game._run_frames asks it
                    chosen.append(picked.value)
                plan[p] = chosen
            for p, chosen in plan.items():
                for c in chosen:
                    move(g, c, LIBRARY, bottom=True, rule="103.5", key="log.puts_bottom",
                         args={"player": g.players[p].name})
            st["phase"] = "declare"
            f.answers.clear()
            proc.cursor = 0
