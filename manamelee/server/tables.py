"""Tables in play: creating one from a request, answering for a seat, AI seats, restoring after a restart.

A table's game is rebuilt from its stored config, seed and answers (DESIGN "determinism"). Every
answer is validated against the pending decisions first, then written to the database, then
applied; an illegal answer is never stored and a stored answer is always applied.
"""
from __future__ import annotations

import asyncio
import functools
import hashlib
import logging
import secrets
from dataclasses import dataclass
from importlib import resources
from typing import Any, Callable

from ..configs import DEFAULT_NAMES, config_from_dict, config_to_dict, make_config
from ..engine.decisions import Decision
from ..engine.errors import ConfigError, GameOver, IllegalOption, ManameleeError, UnknownDecision, WrongPlayer
from ..engine.game import Game
from ..sim.replay import replay
from .db import SeatRecord, Store, TableRecord
from .models import CreateTableIn, SeatIn

log = logging.getLogger("manamelee.server")


class TableError(ManameleeError):
    """A request about a table that can't be done; ``status`` is the HTTP status to answer with."""

    def __init__(self, message: str, status: int = 400):
        super().__init__(message)
        self.status = status


def token_hash(token: str) -> str:
    """What the database keeps of a seat token: its SHA-256, hex."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def agent_names() -> list[str]:
    """Names of the agents that can play a seat."""
    from .. import agents
    names = getattr(agents, "AGENTS", None) or getattr(agents, "AGENT_NAMES", None)
    return list(names) if names else ["random"]


def make_seat_agent(name: str, seed: int) -> Any:
    """An agent for an AI seat; TableError (422) for an unknown name."""
    from .. import agents
    factory = getattr(agents, "make_agent", None)
    if factory is not None:
        try:
            return factory(name, seed)
        except (ValueError, KeyError, LookupError) as e:
            raise TableError(str(e), 422) from None
        except ImportError as e:
            raise TableError(f"agent {name!r} is not available on this server: {e}", 422) from None
    if name == "random":
        return agents.RandomAgent(seed)
    raise TableError(f"unknown agent {name!r}; choose one of: {', '.join(agent_names())}", 422)


@functools.lru_cache(maxsize=None)
def shipped_decks(kind: str) -> tuple[str, ...]:
    """The built-in decks of a kind, listed once per process (they ship with the package): creating a table
    no longer lists the deck folders for every seat (issue 16)."""
    from ..cards.decks import builtin_decks
    return tuple(builtin_decks(kind))


def builtin_deck_path(name: str, kind: str) -> str:
    """The file of a built-in deck (a client may only name built-in decks, never a file on the server)."""
    from ..cards.decks import DECK_KINDS
    kinds = ("decklists", "constructed") if kind == "decklists" else (kind,)
    for k in kinds:
        if name in shipped_decks(k):
            return str(resources.files("manamelee.cards").joinpath(*DECK_KINDS[k], f"{name}.txt"))
    known = [n for k in kinds for n in shipped_decks(k)]
    what = "scheme deck" if kind == "schemedecks" else "deck"
    raise TableError(f"unknown {what} {name!r}; built-in {what}s: {', '.join(known)}", 422)


@dataclass(slots=True)
class SeatInfo:
    """A seat at a live table."""

    seat: int
    name: str
    agent: str | None
    token_hash: str | None

    @property
    def ai(self) -> bool:
        return self.agent is not None


class LiveTable:
    """One table in memory: its game (rebuilt from the database), its seats, and the scheduling state of its
    computer seats (issue 16: they play in worker processes, see :mod:`manamelee.server.scheduler`).

    A worker's answers are stored at once and applied to this game only when someone needs it (``game``,
    ``catch_up``): the worker made them on the same replay, so a table nobody looks at costs the server
    process no engine time at all."""

    __slots__ = ("id", "variant", "lang", "seed", "config", "seats", "_game", "_backlog", "_over", "ai_seats",
                 "store", "lock", "_by_hash", "creator", "last_seen", "stalled", "log_memo")

    def __init__(self, store: Store, rec: TableRecord, game: Game | None):
        """``game``: the game at the stored answers, or None for a new table (built when first needed)."""
        self.log_memo: dict[str, tuple[tuple[int, int, int], list[str]]] = {}   # envelope.py: log per language
        self.id, self.variant, self.lang, self.seed = rec.id, rec.variant, rec.lang, rec.seed
        self.config = rec.config
        self.store, self._game = store, game
        self._backlog: list[tuple[int, int]] = []      # stored computer answers not applied to _game yet
        self._over = game is not None and game.over
        self.lock = asyncio.Lock()          # held by whoever reads or changes the game (the server's loop)
        self.seats = [SeatInfo(s.seat, s.name, s.agent, s.token_hash) for s in rec.seats]
        self._by_hash = {s.token_hash: s.seat for s in self.seats if s.token_hash}
        self.ai_seats = {s.seat: s.agent for s in self.seats if s.agent is not None}
        self.creator = rec.creator
        self.last_seen: float | None = None     # time.monotonic() of the last request about it; None = never
        self.stalled: str | None = None         # why its computer seats can't play on, if they can't

    @property
    def game(self) -> Game:
        """The game with every stored answer applied (applying the computer's latest ones now if needed)."""
        if self._backlog or self._game is None:
            self.catch_up()
        assert self._game is not None
        return self._game

    @game.setter
    def game(self, g: Game) -> None:
        self._game, self._backlog, self._over = g, [], g.over

    @property
    def stored(self) -> int:
        """How many answers are stored (applied or not)."""
        return (len(self._game.record) if self._game is not None else 0) + len(self._backlog)

    @property
    def behind(self) -> int:
        """Stored answers not applied to the game in memory yet."""
        return len(self._backlog)

    @property
    def stale(self) -> bool:
        """The game in memory is not built yet or lacks stored answers: ``catch_up`` has work to do."""
        return self._game is None or bool(self._backlog)

    @property
    def over(self) -> bool:
        """Whether the game has ended (known without applying the backlog: the worker reports it)."""
        return self._over or (self._game is not None and self._game.over)

    def answers(self) -> tuple[tuple[int, int], ...]:
        """Every stored answer, in order (what replays the game)."""
        return (tuple(self._game.record) if self._game is not None else ()) + tuple(self._backlog)

    def catch_up(self) -> None:
        """Apply the stored answers the game in memory lacks. One that doesn't apply (an engine fault: the
        worker applied it to the same replay) is removed from the database with every later one, the game is
        rebuilt as stored, and the table's computer seats stop (``stalled``)."""
        if self._game is None:
            self._game = Game.new(config_from_dict(self.config), self.seed)
        backlog, self._backlog = self._backlog, []
        g = self._game
        start = len(g.record)
        for i, (dec, opt) in enumerate(backlog):
            try:
                g.concede(opt) if dec == -1 else g.submit(dec, opt)
            except Exception as e:
                log.error("table %s: stored answer %d (%d, %d) does not apply: %s", self.id, start + i, dec, opt, e)
                for seq in range(start + i, start + len(backlog)):
                    self.store.remove_answer(self.id, seq)
                rec = self.store.load(self.id)
                if rec is not None:
                    self._game = rebuild(rec)
                self.stalled = f"a computer answer did not apply ({type(e).__name__}: {e})"
                break
        self._over = self._game.over
        if self._game.over:
            self.store.finish(self.id, result_dict(self._game))

    @property
    def computer_only(self) -> bool:
        """No human seat: nobody but the server plays here."""
        return len(self.ai_seats) == len(self.seats)

    # -- who is who
    def seat_of(self, token: str | None) -> int | None:
        """The seat a token holds, or None (a spectator); TableError (403) for a token of no seat here."""
        if token is None or token == "":
            return None
        seat = self._by_hash.get(token_hash(token))
        if seat is None:
            raise TableError(f"this token holds no seat at table {self.id}", 403)
        return seat

    def seat_name(self, seat: int) -> str:
        return f"seat {seat} ({self.seats[seat].name})"

    # -- answering
    def check_answer(self, seat: int, decision_id: int, option: int) -> Decision:
        """The pending decision an answer is for; raises (changing nothing) when the answer is not legal
        for this seat: the same checks as ``Game.submit``, made before anything is stored."""
        g = self.game
        if g.over:
            raise GameOver("the game is over; no more answers are taken")
        pending = g.pending()
        d = next((x for x in pending if x.id == decision_id), None)
        if d is None:
            raise UnknownDecision(f"decision {decision_id} is not pending (pending now: "
                                  f"{', '.join(str(x.id) for x in pending if x.player == seat) or 'none for you'})")
        if d.player != seat:
            raise WrongPlayer(f"decision {decision_id} belongs to {self.seat_name(d.player)}, "
                              f"not to your {self.seat_name(seat)}")
        if not 0 <= option < len(d.options):
            raise IllegalOption(f"option {option} is not a legal answer to decision {decision_id} ({d.kind}); "
                                f"choose an index from 0 to {len(d.options) - 1}")
        return d

    def answer(self, seat: int, decision_id: int, option: int) -> None:
        """Check, store, then apply one answer of ``seat``."""
        self.check_answer(seat, decision_id, option)
        self._store_and_apply(decision_id, option, lambda: self.game.submit(decision_id, option, seat))

    def concede(self, seat: int) -> None:
        """104.3a: ``seat`` concedes; stored as the pair (-1, seat) like in ``Game.record``."""
        g = self.game
        if g.over:
            raise GameOver("the game is over")
        if g.players[seat].left:
            raise TableError(f"{g.players[seat].name} has already left the game", 409)
        self._store_and_apply(-1, seat, lambda: g.concede(seat))

    def _store_and_apply(self, decision: int, option: int, apply: Any) -> None:
        seq = len(self.game.record)
        self.store.append_answer(self.id, seq, decision, option)        # committed before it is applied
        try:
            apply()
        except BaseException:
            # Validated, so this is an engine fault: forget the answer and rebuild the game as stored.
            self.store.remove_answer(self.id, seq)
            rec = self.store.load(self.id)
            if rec is not None:
                self.game = rebuild(rec)
            raise
        if self.game.over:
            self.store.finish(self.id, result_dict(self.game))

    # -- AI seats
    def ai_pending(self) -> list[Decision]:
        """Pending decisions of AI seats (several at once in Grand Melee, 807.4)."""
        return [d for d in self.game.pending() if d.player in self.ai_seats]

    def commit_batch(self, start: int, answers: list[tuple[int, int, int]], stop: Callable[[], bool],
                     result: dict[str, Any] | None = None) -> int:
        """Store a worker's answers (each (seat, decision, option)), each in its own transaction, to be applied
        when the game is next needed (``catch_up``). They were made on the replay of the first ``start`` stored
        answers, so none is taken once the game has moved on (a human answered meanwhile), nor one for a human
        seat. ``result``: the game ended with the last of them. Returns how many were stored."""
        done = 0
        for seat, decision, option in answers:
            if stop() or self.over or self.stored != start + done or seat not in self.ai_seats:
                break
            self.store.append_answer(self.id, self.stored, decision, option)
            self._backlog.append((decision, option))
            done += 1
        if result is not None and done == len(answers) and done:
            self.store.finish(self.id, result)
            self._over = True
        return done


def result_dict(g: Game) -> dict[str, Any] | None:
    """The result as plain data (104): winners, draw, reason, turns."""
    r = g.result
    if r is None:
        return None
    return {"winners": list(r.winners), "draw": r.draw, "reason": r.reason, "turns": r.turns}


def rebuild(rec: TableRecord) -> Game:
    """Replay a stored table: config + seed + answers."""
    return replay({"config": rec.config, "seed": rec.seed, "answers": [list(a) for a in rec.answers]})


class Tables:
    """Every table the server knows: live ones in memory, others loaded from the database on demand."""

    def __init__(self, store: Store):
        self.store = store
        self.live: dict[str, LiveTable] = {}
        self.broken: dict[str, str] = {}

    def restore_unfinished(self) -> list[str]:
        """Rebuild every unfinished game from the database (at start-up); returns their ids. A game that no
        longer replays doesn't stop the others: it is reported to whoever asks for it."""
        out = []
        for tid in self.store.table_ids("playing"):
            try:
                if self.get(tid) is not None:
                    out.append(tid)
            except TableError:
                pass                       # kept in self.broken; requests for it get the reason (500)
        return out

    def get(self, table_id: str) -> LiveTable | None:
        """A table by id (loaded and replayed on first use), None if there is none; TableError (500)
        if its stored game no longer replays."""
        t = self.live.get(table_id)
        if t is not None:
            return t
        if table_id in self.broken:
            raise TableError(f"table {table_id} can't be restored: {self.broken[table_id]}", 500)
        if not isinstance(table_id, str) or not 1 <= len(table_id) <= 32:
            return None
        rec = self.store.load(table_id)
        if rec is None:
            return None
        try:
            g = rebuild(rec)
        except ConfigError as e:
            self.broken[table_id] = str(e)
            raise TableError(f"table {table_id} can't be restored: {e}", 500) from None
        t = LiveTable(self.store, rec, g)
        if g.over and rec.status != "over":
            self.store.finish(table_id, result_dict(g))
        self.live[table_id] = t
        return t

    def create(self, req: CreateTableIn, creator: str | None = None,
               check: Callable[[bool], None] | None = None) -> tuple[LiveTable, dict[int, str]]:
        """Create a table: plan the seats, build the game, store it (see :meth:`store_new`)."""
        return self.store_new(plan_table(req), creator, check)

    def store_new(self, plan: TablePlan, creator: str | None = None,
                  check: Callable[[bool], None] | None = None) -> tuple[LiveTable, dict[int, str]]:
        """Store a planned table. Returns it and the token of each human seat (only ever returned here; the
        database keeps hashes). ``check(computer_only)`` may refuse it (raising) before anything is stored;
        ``creator`` is the client's address."""
        tokens = {k: secrets.token_urlsafe(24) for k, (_name, agent) in enumerate(plan.seats) if agent is None}
        seats = [SeatRecord(k, name, agent, token_hash(tokens[k]) if k in tokens else None)
                 for k, (name, agent) in enumerate(plan.seats)]
        if check is not None:
            check(all(s.agent is not None for s in seats))
        tid = secrets.token_hex(6)
        while self.store.load(tid) is not None:
            tid = secrets.token_hex(6)
        rec = TableRecord(tid, plan.variant, plan.config, plan.seed, plan.lang, seats, creator=creator)
        self.store.create_table(rec)
        t = LiveTable(self.store, rec, None)
        self.live[tid] = t
        return t, tokens


@dataclass(frozen=True, slots=True)
class TablePlan:
    """A checked table request as plain data: the stored config, seed, language, and each game seat's
    (name, agent or None for a human)."""

    variant: str
    config: dict[str, Any]
    seed: int
    lang: str
    seats: tuple[tuple[str, str | None], ...]


def plan_table(req: CreateTableIn) -> TablePlan:
    """Check a table request and plan it (the CPU-heavy part of creating a table: the server runs it in its
    planner process). Raises TableError (422) with the reason for a request the rules or the server refuse."""
    from ..i18n import LANGS
    if req.lang not in LANGS:
        raise TableError(f"unknown language {req.lang!r}; choose one of {', '.join(LANGS)}", 422)
    seed = req.seed if req.seed is not None else secrets.randbelow(2 ** 32)
    cfg, people, order = plan_config(req, seed)
    # The game is built (when first needed) exactly as a restart does: from the stored (plain data) config.
    cfg_data = config_to_dict(cfg)
    config_from_dict(cfg_data)                     # a config that doesn't read back is refused now
    seats = tuple((cfg.players[k].name, people[p].agent) for k, p in enumerate(order))
    for _name, agent in seats:
        if agent is not None:
            make_seat_agent(agent, 0)              # refuse an unknown agent before storing anything
    return TablePlan(cfg.variant, cfg_data, seed, req.lang, seats)


def plan_config(req: CreateTableIn, seed: int) -> tuple[Any, list[SeatIn], list[int]]:
    """The game config of a request, the seat requests, and for each game seat which request sits there
    (random seating, 806.3/807.3, and team seating, 808.2/810.3/811.3, move people around).
    Raises TableError (422) with the reason for a request the rules or the server refuse."""
    from ..multiplayer.variants import COMMANDER_VARIANTS, VARIANTS, plan_variant
    if req.variant not in VARIANTS:
        raise TableError(f"unknown variant {req.variant!r}; choose one of {', '.join(VARIANTS)}", 422)
    o = req.options
    try:
        n = req.players if req.players is not None else len(req.seats) or None
        if n is None:                                   # the variant's usual number of players
            n = len(plan_variant(req.variant, None, o.teams, o.range, o.attack, o.deploy, o.shared_turns,
                                 None, seed).seats)
        if not 2 <= n <= 16:
            raise TableError(f"players must be from 2 to 16, got {n}", 422)
        if req.seats and len(req.seats) != n:
            raise TableError(f"players is {n} but {len(req.seats)} seats are described; describe every seat "
                             f"or none", 422)
        people = list(req.seats) or [SeatIn() for _ in range(n)]
        given = [p.name.strip() if p.name is not None else None for p in people]
        for nm in given:
            if nm is not None and (not nm or not nm.isprintable()):
                raise TableError(f"a seat name must be printable text, not {nm!r}", 422)
        free = iter([d for d in DEFAULT_NAMES if d not in given] + [f"Player {i + 1}" for i in range(16)])
        names = [nm if nm is not None else next(free) for nm in given]
        if len(set(names)) != n:
            dup = sorted({nm for nm in names if names.count(nm) > 1})
            raise TableError(f"seat names must be different; repeated: {', '.join(dup)}", 422)
        plan = plan_variant(req.variant, n, o.teams, o.range, o.attack, o.deploy, o.shared_turns, names, seed)
        order = [names.index(s.name) for s in plan.seats]
        kind = "commander" if req.variant in COMMANDER_VARIANTS else "decklists"     # 903.5: Commander decks
        colours = list(shipped_decks(kind))
        decks = [builtin_deck_path(people[p].deck or colours[p % len(colours)], kind) for p in order]
        schemes = [builtin_deck_path(x, "schemedecks") for x in o.schemes] if o.schemes else None
        cfg = make_config(n, decks, names=names, variant=req.variant, teams=o.teams, range_=o.range,
                          attack=o.attack, deploy=o.deploy, shared_turns=o.shared_turns, seed=seed, schemes=schemes)
    except ConfigError as e:
        raise TableError(str(e), 422) from None
    if [p.name for p in cfg.players] != [names[p] for p in order]:      # make_config seats as plan_variant does
        raise TableError("internal error: the seating of the config differs from the plan", 500)
    return cfg, people, order


def warm_up() -> None:
    """Load what the first table would (card data, decks, agents) now, at start-up, so that creating a table
    never pays for it (issue 16: creating returns at once)."""
    cfg, _people, _order = plan_config(CreateTableIn(variant="ffa", players=3), 0)
    Game.new(config_from_dict(config_to_dict(cfg)), 0)
    for name in agent_names():
        try:
            make_seat_agent(name, 0)
        except TableError:
            pass
