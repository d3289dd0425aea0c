"""The Game: all state, the decision API (pending/submit/view), and the loop that advances Turns.

A game is its config, its seed and the answers submitted (DESIGN "determinism"). The engine
advances every Turn in progress until each waits on a decision, then returns to the caller.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Final, Iterable, TYPE_CHECKING

from ..i18n import Msg
from . import events as ev
from .config import GameConfig
from .constants import BATTLEFIELD, COMMAND, EXILE, GONE, GRAVEYARD, HAND, LIBRARY
from .decisions import Ask, Decision, Option, Proc, Question
from .errors import ConfigError, GameOver, IllegalOption, UnknownDecision, WrongPlayer
from .mana import IdleKnown, Source, SourcesKnown
from .objects import Chars, ContinuousEffect, DelayedTrigger, GameObject, PendingTrigger, Shield
from .players import Player
from .turn import CONTINUE, Frame, Turn

if TYPE_CHECKING:  # pragma: no cover
    from .priority import QuietRound
    from .zones import LKI

_EMPTY: Final[list[int]] = []   # Game.controlled_by for a player who controls nothing


@dataclass(slots=True)
class GameResult:
    """How the game ended (104): the winners (seat indices; empty for a draw) and why."""

    winners: tuple[int, ...]
    draw: bool
    reason: str
    turns: int
    reason_msg: Any = None      # the reason as an i18n message (manamelee.i18n.Msg), for other languages


class Game:
    """A game of Magic for 2-16 players. Create with :meth:`Game.new`; drive with pending/submit."""

    def __init__(self) -> None:  # use Game.new
        self.config: GameConfig
        self.seed: int = 0
        self.rng = random.Random()
        self.players: list[Player] = []
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.exile: list[int] = []
        self.command: list[int] = []
        self.turns: list[Turn] = []
        self.setup_frames: list[Frame] = []
        self.effects: list[ContinuousEffect] = []
        self.shields: list[Shield] = []
        self.delayed: list[DelayedTrigger] = []
        self.triggered: list[PendingTrigger] = []
        self.events: list[ev.Event] = []
        self.lki: dict[int, Any] = {}
        self.recent_left: list[LKI] = []
        self.current_turn: Turn | None = None     # the Turn whose frames are running (807.5b)
        self.log_turn: int | None = None          # id of the Turn whose frames run now; None between (807.4)
        # That frame's procedure and the state version when it (re)started: a replacement effect may ask through
        # it while nothing has changed yet in this run (903.9b; decisions.py: ask before changing the game).
        self.current_proc: tuple[Proc, int] | None = None
        self.version = 0
        self.next_id = 1
        # Object ids as the int objects the tables keyed by id hold (key): above 256 an int is a new Python object
        # each time compiled code passes one to a dict, which then compares it by value; the one held here is the
        # very key, found by identity. Index i holds i, whatever the game, so copies share the list.
        self._keys: list[Any] = [0]
        self.timestamp = 0
        self.next_decision = 1
        self.next_turn_id = 1
        self.turn_count = 0
        self.starting_player = 0
        self.next_player: int | None = None
        self.extra_turns: list[int] = []
        self.record: list[tuple[int, int]] = []
        self.result: GameResult | None = None
        self.hooks: Any = None
        # The variant's fixed flags (Hooks; set with the hooks by use_hooks), read natively at every priority pass:
        self._turns_shared = False       # 805: teams take turns and get priority as sides
        self._turns_concurrent = False   # 807.4: several Turns at once
        self._grants = False             # 804.2: the variant grants abilities
        self._elsewhere = False          # 903.8: cards may be cast from another zone (the command zone)
        self._chars: dict[int, Chars] = {}
        self._chars_version = -1
        self._neutral = 0            # version bumps by events that can't change characteristics (see chars)
        self._zone_neutral = 0       # version bumps that change no hand, graveyard or exile (events.HAND_NEUTRAL), or
        #                              only one player's own (Player.own_zone_changes; see _count)
        self._idle: list[IdleKnown | None] = []   # by seat: version - _zone_neutral + their own_zone_changes when
        #                                   they had nothing to try at instant speed from a hand, graveyard or exile,
        #                                   with the mana that made that so (priority.legal_actions)
        self._sources: dict[int, SourcesKnown] = {}   # player -> (the state key, their
        #                                   mana sources then) (casting.mana_sources)
        self._abilities: dict[int, tuple[tuple[int, int], list[tuple[int, int, Any]]]] = {}   # player -> (keys,
        #                                   their activated abilities to try with priority) (casting.abilities_in_zone)
        self._plain_supply: tuple[list[Source], int, dict[str, int]] | None = None   # a sources list and
        #                                   what mana.surely_payable reads of it (casting.can_afford)
        self._held: list[int] = []          # each player's held_stamp
        self._owned: dict[int, Chars] = {}   # the permanents effects applied to at the last layer computation
        self._held_stamps = 0                # stamps given so far (restamp)
        self._held_sum = 0                   # the sum of _held (priority.IdleMark reads it for all but one player)
        self._own_sum = 0                    # the sum of the players' own_zone_changes (the same)
        self._taps_sum = 0                   # the sum of the players' taps (the same)
        self._bf_actions: list[tuple[int, bool] | None] = []   # by seat: (held_stamp, what
        #                                   priority._battlefield_actions answered then)
        self._quiet: QuietRound | None = None   # the last round in which all others surely passed (priority.py)
        self._steps = 0              # STEP events so far (priority.legal_actions's pass across a step change)
        self._passes: list[tuple[int, Any, bool, int] | None] = []   # by seat: (version - _steps, the Turn, whether it
        #                                   had no combat, their mana pool's total) when they had only "pass"
        self._sba_neutral = 0        # version bumps by events that can't make an SBA apply (events.SBA_NEUTRAL)
        self._sba_clean = -1         # version - _sba_neutral when the last state check found nothing to do
        self._sba_player = 0         # version bumps by events that can make only a player's SBA apply (SBA_PLAYER)
        self._sba_clean_players = -1  # version - _sba_neutral - _sba_player at that check
        self._state_triggers = False  # a permanent with a state trigger (603.8) is in play (layers.compute)
        self._sagas = False          # a card with chapters (714.2) is on the battlefield (layers.compute)
        self._with_triggers: tuple[int, dict[str, list[tuple[int, Any]]]] | None = None   # the permanents' triggered
        #                                   abilities by event kind, for a layer key (triggers.check_triggers)
        self._ctl_noted = False      # some permanent is controlled by another player than before layer 2 (302.6)
        self._rules: set[tuple[str, int]] = set()   # (rule, controller) of rules-modifying statics in play (sba.has_rule)
        self._chars_volatile = False       # a static ability in play may depend on any state (StaticAbility.stable)
        self._layer_base: LayerBase | None = None   # what the layer system starts from (layers.LayerBase)
        self._bf_moves: list[int] = []   # ids of the objects of the battlefield zone changes since the layer
        #                                  system last ran (layers._patched_base)
        self._base_followed = 0          # how many of its changes since then the layer base can follow: those zone
        #                                  changes and events.LAYER_BASE_NEUTRAL
        self._sba_watch: list[int] = []  # the permanents state-based actions look at, valid with _chars (layers)
        self._by_ctl: dict[int, list[int]] = {}     # battlefield by controller, valid with _chars (layers.compute)
        self._sides: tuple[int, int] | None = None  # (departures, number of sides) for sides.count_sides
        self._eligible: dict[int, tuple[tuple[int, ...], frozenset[int]]] = {}   # turn id -> (what the answer read:
        #                                   sides._eligible), the players who get priority for its stack
        self._eligible_version = -1      # the state version of those (sides._eligible)
        self.ranges_fixed = 0            # times ranges of influence were fixed (801.2c; turn_structure._update_ranges)
        self._has_target: dict[tuple[int, int, int], tuple[Any, bool]] = {}   # (player, id of a TargetSpec, source)
        #                                   -> (that spec, whether it has a target): scope.Scope.has_target
        self._has_target_key: tuple[int, int, int] = (-1, -1, -1)   # (chars key, turn count, departures) of those
        self._target_opts: tuple[int, dict[tuple[Any, ...], tuple[Any, list[Option] | None]]] = (-1, {})
        # casting._target_options: the options for a target by (player, chooser, spec id, source, other, Turn id)
        # at one state version
        self._target_fits: dict[int, tuple[Any, list[int]]] = {}   # id of a TargetSpec whose filter doesn't read
        #                                   who asks -> (that spec, the permanents it fits), under _target_fits_key
        self._target_fits_key = -1        # the chars key (version - _neutral) of those: no turn or range read
        self._fit_memo: dict[int, tuple[Any, dict[int, tuple[Chars, bool]]]] = {}   # id of such a TargetSpec ->
        #                                   (that spec, per permanent: the layer results its answer was read from)
        self.monarch: int | None = None    # the seat of the monarch (722.1); None = no monarch
        self.initiative: int | None = None  # the seat of the player who has the initiative (723.1); None = none
        self.goaded = False                # a creature was goaded in this game (701.38a; goad.end_goad)
        self.day_night = ""                # "day", "night" or "" for neither (728.1; day_night.py)
        self.prev_turn_spells: dict[int, int] = {}   # turn marker (-1 without) -> the most spells one player of
        #                                    the side of the turn that last ended there cast during it (502.2)
        self.departures = 0          # players who have left the game so far (800.4)
        self.stray_tokens: list[int] = []   # tokens moved off the battlefield, for 704.5d
        self.log_sinks: list[Any] = []
        self._view_battlefield: tuple[int, list[dict[str, Any]]] | None = None   # view.battlefield_info
        self._view_table: dict[str, Any] | None = None      # view.table_rules: fixed for the whole game

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(cls, config: GameConfig | Any, seed: int | Any = 0) -> "Game":
        """Start a game: validate the config, shuffle, pick the starting player (103.1), then mulligans (103.5).

        The public entry points take ``Any`` where they check the input themselves: compiled (mypyc), a
        narrower annotation would turn bad input into a bare TypeError before the check."""
        if not isinstance(config, GameConfig):
            raise ConfigError("Game.new needs a GameConfig")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ConfigError(f"seed must be a whole number, got {seed!r}")
        config.validate()
        g = cls()
        g.config, g.seed = config, seed
        g.rng = random.Random(seed)
        from .starting import setup_game
        setup_game(g)
        g._advance()
        return g

    # ------------------------------------------------------------------ public API
    @property
    def over(self) -> bool:
        """True once the game has ended (104)."""
        return self.result is not None

    def pending(self) -> list[Decision]:
        """The decisions waiting for an answer: one normally, several when Turns run concurrently (807)."""
        if self.over:
            return []                   # 104: nothing more is asked once the game has ended
        out = []
        for frames in self._frame_stacks():
            if frames and frames[-1].pending is not None:
                out.append(frames[-1].pending)
        return out

    def submit(self, decision_id: int | Any, answer: Option | int | Any, player: int | Any = None) -> None:
        """Answer a pending decision with one of its options (or the option's index).

        Raises UnknownDecision, WrongPlayer or IllegalOption and changes nothing when the answer is bad.
        """
        if self.over:
            raise GameOver("the game is over; no more answers are taken")
        frame, d = self._find(decision_id)
        if player is not None and player != d.player:
            raise WrongPlayer(f"decision {decision_id} belongs to {self.players[d.player].name}, "
                              f"not {self._pname(player)}")
        opt = self._option(d, answer)
        frame.answers.append(opt)
        frame.pending = None
        self.record.append((decision_id, d.options.index(opt)))
        self._advance()

    def concede(self, player: int | Any) -> None:
        """104.3a: a player concedes at any time; they leave the game immediately and lose."""
        if self.over:
            raise GameOver("the game is over")
        if not isinstance(player, int) or not 0 <= player < len(self.players):
            raise WrongPlayer(f"no player {player!r}")
        if self.players[player].left:
            raise WrongPlayer(f"{self.players[player].name} has already left the game")
        self.record.append((-1, player))
        from .leaving import lose_game
        lose_game(self, player, "104.3a", Msg("why.concedes"))
        self._advance()

    def view(self, player: int | None | Any) -> dict[Any, Any]:
        """What ``player`` may know (DESIGN "views"): no hidden card of anyone else."""
        from .view import player_view
        return player_view(self, player)

    @property
    def log(self) -> list[str]:
        return [e.line() for e in self.events if e.key]

    def copy(self) -> "Game":
        """A structural copy for search (no deepcopy of the world)."""
        from .copying import copy_game
        return copy_game(self)

    # ------------------------------------------------------------------ the loop
    def _frame_stacks(self) -> Iterable[list[Frame]]:
        if self.setup_frames:
            yield self.setup_frames
        for t in self.turns:
            yield t.frames

    def _find(self, decision_id: Any) -> tuple[Frame, Decision]:
        for frames in self._frame_stacks():
            if frames and frames[-1].pending is not None and frames[-1].pending.id == decision_id:
                return frames[-1], frames[-1].pending
        open_ids = [d.id for d in self.pending()]
        raise UnknownDecision(f"no pending decision with id {decision_id!r}; pending: {open_ids}")

    def _option(self, d: Decision, answer: Any) -> Option:
        if isinstance(answer, Option):
            if answer in d.options:
                return answer
        elif isinstance(answer, int) and not isinstance(answer, bool):
            if 0 <= answer < len(d.options):
                return d.options[answer]
        raise IllegalOption(f"{answer!r} is not a legal answer to decision {d.id} ({d.kind}){self._why_not(d, answer)}; "
                            f"choose an index 0-{len(d.options) - 1} or one of its options")

    def _why_not(self, d: Decision, answer: Any) -> str:
        """Why an answer naming a player is refused: no such player, they left the game (800.4a), or they are
        not among the choices (out of range, 801.5a, or excluded by the decision's rule)."""
        v = answer.value if isinstance(answer, Option) else None
        if isinstance(answer, Option) and answer.kind == "card_name":
            from .card_names import why_not_a_name
            return why_not_a_name(self, v)          # 201.4, 709.4a, 712.19
        if not (isinstance(v, tuple) and len(v) == 2 and v[0] == "player" and isinstance(v[1], int)):
            return ""
        q = v[1]
        if not 0 <= q < len(self.players):
            return f": there is no player {q}"
        name = self.players[q].name
        if self.players[q].left:
            return f": {name} has left the game (800.4a)"
        return f": {name} is not among its choices (out of range, 801.5a, or excluded by rule {d.rule})"

    def _pname(self, p: Any) -> str:
        if isinstance(p, int) and 0 <= p < len(self.players):
            return self.players[p].name
        return repr(p)

    def _advance(self) -> None:
        """Run every Turn's frames until each waits on a decision, or the game is over."""
        from .turn_structure import begin_next_turn
        refreshes = 0
        while not self.over:
            if self.setup_frames:
                if not self._run(self.setup_frames, None):
                    return
                continue
            if self._turns_concurrent:
                self.hooks.schedule(self)          # 807.4: begin every turn a turn marker allows
                if not self.turns and not self.over:
                    from .leaving import draw_game
                    draw_game(self, "807.4", Msg("why.no_turn_can_begin"))
                    return
            elif not self.turns:
                begin_next_turn(self)
                continue
            moved = False
            for t in list(self.turns):
                if self._run(t.frames, t):
                    self.turns.remove(t)
                    moved = True
                if self.over:
                    return
            if not moved:
                if len(self.turns) > 1 and refreshes < 3 and self._refresh_stale():
                    refreshes += 1
                    continue
                return

    def _refresh_stale(self) -> bool:
        """807.4: with several Turns at once, what one Turn does can change what is legal in another (a card
        cast, mana spent, a new object on a stack). A decision asked before the latest change is asked again:
        its procedure re-runs with its answers so far (those still legal are kept). A question asked again
        with the same options keeps its decision id, so a player answering it is not turned away."""
        stale = False
        for t in self.turns:
            f = t.frames[-1] if t.frames else None
            if f is not None and f.pending is not None and f.state.get("asked_at") != self.version:
                f.state["asked_before"] = f.pending
                f.pending = None
                stale = True
        return stale

    def _run(self, frames: list[Frame], turn: Turn | None) -> bool:
        """Run the top frames of one stack; True when the stack emptied (the turn or set-up ended)."""
        try:
            return self._run_frames(frames, turn)
        finally:
            self.log_turn = None      # what happens between Turns (807.4 markers, a concession) is no Turn's
            self.current_proc = None  # outside a frame no procedure may ask (a direct call, a concession)

    def _run_frames(self, frames: list[Frame], turn: Turn | None) -> bool:
        while frames and not self.over:
            f = frames[-1]
            if f.pending is not None:
                return False
            proc = Proc(f.answers)
            self.current_turn = turn
            self.log_turn = turn.id if turn is not None else None
            self.current_proc = (proc, self.version)
            try:
                r = f.fn(self, turn, proc, f, *f.args)
            except Ask as a:
                self._pause(f, turn, a.question())
                return False
            if isinstance(r, Question):          # Proc.answer: the procedure returned its question
                self._pause(f, turn, r)
                return False
            if r is CONTINUE:
                continue
            if frames and frames[-1] is f:
                frames.pop()
            else:
                frames.remove(f)
        return not frames

    def _pause(self, f: Frame, turn: Turn | None, a: Question) -> None:
        """Frame ``f`` waits for an answer to ``a``: its pending decision (the same one if it was asked again
        unchanged, see _refresh_stale)."""
        prev = f.state.pop("asked_before", None)
        f.state["asked_at"] = self.version
        if prev is not None and (prev.player, prev.kind, prev.prompt_key, prev.prompt_args, prev.options,
                                 prev.rule) == (a.player, a.kind, a.prompt_key, a.prompt_args, a.options, a.rule):
            f.pending = prev
            return
        f.pending = Decision(self.next_decision, a.player, a.kind, a.prompt_key, a.options,
                             turn.id if turn else None, a.rule, a.prompt_args)
        self.next_decision += 1

    # ------------------------------------------------------------------ bookkeeping
    def new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        keys = self._keys
        while len(keys) <= i:
            keys.append(len(keys))
        return i

    def key(self, oid: int) -> Any:
        """The id ``oid`` as the int object that tables keyed by object id hold (``objects``, the layer results):
        looked up with it, a dict finds its entry by identity (a speed matter only: any equal int finds it too)."""
        keys = self._keys
        return keys[oid] if 0 <= oid < len(keys) else oid

    def new_timestamp(self) -> int:
        self.timestamp += 1
        return self.timestamp

    def emit(self, e: ev.Event) -> ev.Event:
        """Record an event: bump the state version (invalidates caches) and look for triggers (603.2)."""
        self.version += 1
        self._count(e.kind, e)
        if e.turn is None:
            e.turn = self.log_turn       # 807.4: an event of a running Turn belongs to it (its log line to its marker)
        self.events.append(e)
        for sink in self.log_sinks:
            sink(e)
        _check_triggers(self, e)
        return e

    def _count(self, k: str, e: ev.Event) -> None:
        """Count a version bump by an event of kind ``k`` in the neutral counters the caches read: layer-neutral
        (``chars``), SBA-neutral or player-only (``sba_clean``), and neutral for the hands, graveyards and exile or
        for its owner's only (``priority.legal_actions``). A kind in none of them counts as a change of anything."""
        if k in ev.LAYER_NEUTRAL:
            self._neutral += 1
            if k == ev.STEP:
                self._steps += 1
            if (k == ev.TAP or k == ev.UNTAP) and e.player is not None:
                self.players[e.player].taps += 1      # its controller's (casting.mana_sources's finer key)
                self._taps_sum += 1
            if k in ev.SBA_NEUTRAL:
                self._sba_neutral += 1
            elif k in ev.SBA_PLAYER and (k != ev.DAMAGE or e.obj is None):
                self._sba_player += 1
        elif k == ev.ZONE_CHANGE and e.from_zone not in ev.LAYER_ZONES and e.to_zone not in ev.LAYER_ZONES:
            self._neutral += 1               # e.g. a draw or a spell going to the graveyard: no permanent changed
            self._sba_neutral += 1
        elif k == ev.ZONE_CHANGE and e.from_zone != COMMAND and e.to_zone != COMMAND:
            self._base_followed += 1             # a permanent entered or left: the layer system patches that in
            if e.obj is not None:
                self._bf_moves.append(e.obj)
            if e.new_obj is not None:
                self._bf_moves.append(e.new_obj)
        elif k in ev.LAYER_BASE_NEUTRAL:
            self._base_followed += 1
        elif k == ev.TURN and not any(pl.range is not None for pl in self.players):
            # A turn beginning changes no characteristic and performs no state-based action by itself (613, 704.5;
            # what ends with it, "until your next turn" effects, bumps the version apart, and a static ability that
            # reads whose turn it is isn't ``stable``, so the layer results are then keyed by the version). It is
            # layer-neutral, and for sba_clean like a player-only change: a look at the players (704.5a-c) and at the
            # layer results' volatility. Not with ranges of influence, fixed anew as a turn begins (801.2c), which
            # limit what static abilities affect (801.10) and the world rule (801.12).
            self._neutral += 1
            self._sba_player += 1
        # 117.1a: what a player could try from a hand, a graveyard or exile (priority.legal_actions)
        if k == ev.ZONE_CHANGE:
            frm, to = e.from_zone, e.to_zone
            if frm != EXILE and to != EXILE:
                if frm not in ev.OWN_ZONES and to not in ev.OWN_ZONES:
                    self._zone_neutral += 1      # e.g. a spell resolving onto the battlefield
                elif e.new_obj is not None:
                    moved = self.objects.get(e.new_obj)
                    if moved is not None:        # 400.3: in or out of its owner's hand or graveyard
                        self._zone_neutral += 1
                        self.players[moved.owner].own_zone_changes += 1
                        self._own_sum += 1
                elif to == GONE and e.player is not None:     # 800.4a: the owner left the game with it
                    self._zone_neutral += 1
                    self.players[e.player].own_zone_changes += 1
                    self._own_sum += 1
        elif k in ev.HAND_NEUTRAL:
            self._zone_neutral += 1
        elif k in ev.OWN_ACTIONS and e.player is not None:
            self._zone_neutral += 1
            self.players[e.player].own_zone_changes += 1
            self._own_sum += 1
            if k == ev.CAST:
                self.players[e.player].spells_this_turn += 1      # 502.2: read as the turn ends (day_night.py)

    def note(self, key: str, rule: str = "", like: str = "", **kw: Any) -> ev.Event:
        """Emit an informational event that triggers nothing (``key``: a log message key; ``args=`` its arguments).

        A note stands for a change of state made without a typed event, so it invalidates every cache, unless
        ``like`` names the event kind whose nature the change has (e.g. ``events.ATTACKS`` for the attack
        declaration that the ATTACKS events also record): then it counts as that kind would (``_count``)."""
        e = ev.Event(ev.INFO, rule, key, **kw)
        self.version += 1
        if like:
            self._count(like, e)
        if e.turn is None:
            e.turn = self.log_turn
        self.events.append(e)
        for sink in self.log_sinks:
            sink(e)
        return e

    def effects_changed(self) -> None:
        """611.2: continuous effects of resolved spells or abilities began or ended (``effects`` changed) with no
        event saying so: a change of characteristics that leaves the layer base as it was (events.EFFECT)."""
        self.version += 1
        self._count(ev.EFFECT, ev.Event(ev.EFFECT, "611.2", ""))

    def log_line(self, key: str, rule: str = "", **kw: Any) -> ev.Event:
        """Add a line to the log that records no change of state (no trigger, no state version bump)."""
        e = ev.Event(ev.INFO, rule, key, **kw)
        if e.turn is None:
            e.turn = self.log_turn
        self.events.append(e)
        for sink in self.log_sinks:
            sink(e)
        return e

    def life_holder(self, p: int) -> str:
        """Who owns p's life total: p's name, or "team A+B" when life is shared (810.9)."""
        pl = self.players[p]
        sharing = [q.name for q in self.players if q.total is pl.total]
        return f"team {'+'.join(sharing)}" if len(sharing) > 1 else pl.name

    # ------------------------------------------------------------------ lookups
    def obj(self, oid: int) -> GameObject:
        return self.objects[self._keys[oid]]

    def chars(self, oid: int) -> Chars:
        """Characteristics of an object after the layer system (613), cached until its inputs may change.

        Every state change bumps ``version``; events that can't change characteristics (LAYER_NEUTRAL:
        tapping, drawing, damage, life, steps...) are counted apart, so the cache survives them unless
        a static ability in play may depend on any state (``StaticAbility.stable`` False)."""
        key = self.version if self._chars_volatile else self.version - self._neutral
        if self._chars_version != key:
            self._chars = {}            # a new dict (layers.compute fills it): a reader may still hold the last one
            self._chars_version = key
            _compute(self)              # may change _chars_volatile: keep the key in the domain it now uses
            self._chars_version = self.version if self._chars_volatile else self.version - self._neutral
        keys = self._keys                # Game.key, inline: asked at every look at a permanent
        k = keys[oid] if 0 <= oid < len(keys) else oid
        c = self._chars.get(k)
        if c is None:
            c = _base_chars(self.objects[k])
            self._chars[k] = c
        return c

    def sba_clean(self) -> bool:
        """True when state-based actions and state triggers surely have nothing to do (704.3, 603.8): the last
        check found nothing and only SBA-neutral events happened since, with no state trigger in play and no
        trigger, look-back information or token off the battlefield (704.5d-e) waiting. Draws, life changes and
        damage to players since then need only a look at the players (704.5a-c), unless a static ability in
        play may depend on any state."""
        if self.triggered or self.recent_left or self.stray_tokens:
            return False
        if self.hooks is not None and self.hooks.has_sba and self.hooks.sba_pending(self):
            return False                            # a variant's state-based action (704.6c-d) may apply
        key = self.version - self._sba_neutral
        if self._sba_clean != key:
            if self._sba_clean_players != key - self._sba_player:
                return False
            self.all_chars()                        # refreshes _chars_volatile and _state_triggers
            if self._chars_volatile or self._state_triggers:
                return False
            for pl in self.players:
                if not pl.left and (pl.life <= 0 or pl.drew_from_empty or self.poisoned_out(pl.index)):
                    return False
            self._sba_clean = key
            return True
        self.all_chars()                            # refreshes _state_triggers with the layer results
        return not self._state_triggers

    def all_chars(self) -> dict[int, Chars]:
        """Characteristics of every permanent, fresh for the current state (a read-only cache)."""
        key = self.version if self._chars_volatile else self.version - self._neutral
        if self._chars_version != key and self.battlefield:
            self.chars(self.battlefield[0])
        return self._chars

    def held_stamp(self, p: int) -> int:
        """A number that changes whenever the permanents ``p`` controls or their characteristics may have changed:
        the layer system gives the controller a new one when a permanent enters or leaves under their control, when
        an effect applies to one of theirs and when it reads every permanent afresh (layers.compute). What is read
        from their permanents alone (mana sources, abilities to activate: casting.py, priority.py) is remembered
        under it, across permanents entering, leaving or changing under other players' control."""
        if not self.battlefield:
            return -1                                # nobody controls anything
        self.all_chars()                             # refreshes the layer results (and the stamps)
        stamps = self._held
        return stamps[p] if p < len(stamps) else 0

    def restamp(self, p: int) -> None:
        """Give ``p`` a new held_stamp (layers.py)."""
        self._held_stamps += 1
        stamps = self._held
        while len(stamps) <= p:
            stamps.append(0)
        self._held_sum += self._held_stamps - stamps[p]
        stamps[p] = self._held_stamps

    def controlled_by(self, p: int) -> list[int]:
        """The permanents ``p`` controls (after layer 2), in battlefield order; read-only."""
        key = self.version if self._chars_volatile else self.version - self._neutral
        if self._chars_version != key:
            self.chars(self.battlefield[0]) if self.battlefield else self._by_ctl.clear()
        return self._by_ctl.get(p, _EMPTY)

    def controller(self, oid: int) -> int:
        """The object's controller (layer 2 on the battlefield); -1 for an object that no longer exists."""
        keys = self._keys                # Game.key, inline
        k = keys[oid] if 0 <= oid < len(keys) else oid
        o = self.objects.get(k)
        if o is None:
            return -1
        if o.zone != BATTLEFIELD:
            return o.controller
        key = self.version if self._chars_volatile else self.version - self._neutral
        if self._chars_version == key:
            c = self._chars.get(k)
            if c is not None:
                return c.controller
        return self.chars(oid).controller

    def name(self, oid: int) -> str:
        o = self.objects.get(self.key(oid))
        if o is not None:
            if o.face_down and o.zone == EXILE:
                return "face-down card"          # 406.3a: a card exiled face down has no name (foretold, 702.143a)
            if o.face_down and not o.card.name:
                return "face-down creature" if o.zone != "stack" else "face-down spell"   # 708.2: no name
            return o.card.name
        l = self.lki.get(oid)
        return l.card.name if l is not None else f"#{oid}"

    def in_game(self) -> list[int]:
        """Seat indices of players still in the game, in seat order."""
        return [p.index for p in self.players if not p.left]

    def turn_order_from(self, start: int) -> list[int]:
        """Players still in the game in turn order (to the left) starting with ``start`` (101.4)."""
        n = len(self.players)
        return [(start + k) % n for k in range(n) if not self.players[(start + k) % n].left]

    def next_in_turn_order(self, p: int) -> int | None:
        n = len(self.players)
        for k in range(1, n + 1):
            q = (p + k) % n
            if not self.players[q].left:
                return q
        return None

    def teammates(self, p: int) -> list[int]:
        t = self.players[p].team
        if t is None:
            return []
        return [q.index for q in self.players if q.team == t and q.index != p]

    def is_opponent(self, p: int, q: int) -> bool:
        """102.2/102.3: opponents are players not on your team."""
        if p == q:
            return False
        tp, tq = self.players[p].team, self.players[q].team
        return tp is None or tp != tq

    def opponents(self, p: int) -> list[int]:
        return [q for q in self.in_game() if self.is_opponent(p, q)]

    def battlefield_of(self, p: int) -> list[int]:
        return [o for o in self.battlefield if self.controller(o) == p]

    def zone_list(self, zone: str, owner: int | None = None) -> list[int]:
        if zone == BATTLEFIELD:
            return self.battlefield
        if zone == EXILE:
            return self.exile
        if zone == COMMAND:
            return self.command
        pl = self.players[owner]  # type: ignore[index]
        return {LIBRARY: pl.library, HAND: pl.hand, GRAVEYARD: pl.graveyard}[zone]

    def turn_of(self, p: int) -> Turn | None:
        """The Turn in which ``p`` is acting: their own, or the one whose stack they'd use (807.5)."""
        for t in self.turns:
            if p in t.side:
                return t
        return self.turns[0] if self.turns else None

    def use_hooks(self, hooks: Any) -> None:
        """Plug in a variant's hooks (engine.hooks.Hooks), keeping their fixed flags as native fields."""
        self.hooks = hooks
        self._turns_shared = hooks is not None and bool(hooks.shared_turns)
        self._turns_concurrent = hooks is not None and bool(hooks.concurrent_turns)
        self._grants = hooks is not None and bool(hooks.grants_abilities)
        self._elsewhere = hooks is not None and bool(hooks.casts_elsewhere)

    def poisoned_out(self, p: int) -> bool:
        """704.5c: has ``p`` as many poison counters as the limit? (The limit is at least one: none asked without.)"""
        n = self.players[p].poison
        return n > 0 and n >= self.poison_limit(p)

    def poison_limit(self, p: int) -> int:
        """704.5c: ten poison counters, unless the variant says otherwise (810.10); always at least one, so a
        player without poison counters needn't ask."""
        return self.hooks.poison_limit(self, p) if self.hooks is not None else 10

    def decider(self, p: int, rule_player: int | None = None) -> int:
        """800.4h: a choice for a player who left is made by the next player in turn order."""
        if not self.players[p].left:
            return p
        q = self.next_in_turn_order(p)
        return q if q is not None else p


# Bound after the class: these modules import this one only for type checking.
from .layers import LayerBase, base_chars as _base_chars, compute as _compute  # noqa: E402
from .triggers import check_triggers as _check_triggers  # noqa: E402
