"""Grand Melee (807): turn markers, concurrent turns and one stack per marker.

Each turn marker is a Turn in progress with its own stack (807.5). The hooks here schedule turns
(807.4b-d), pass and remove markers (807.4c, 807.4e-g), place extra turns (807.4i-j) and decide
who receives priority for which stack (807.5a). The engine runs the Turns side by side.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..engine.sides import stack_in_range
from ..engine.turn_structure import start_turn
from ..i18n import Msg
from .rules import MultiplayerHooks, MultiplayerRules

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.turn import Turn


@dataclass(slots=True)
class Marker:
    """A turn marker (807.4): its number, who holds it, how often it is designated for removal."""

    number: int
    holder: int
    removal: int = 0          # 807.4e: times designated for removal
    turn: int | None = None   # id of the Turn being taken with it
    before_normal: bool = False   # the current turn is an extra turn taken just before the normal one (807.4j)
    extra_next: bool = False      # the holder keeps the marker for an extra turn (807.4i)
    waiting: bool = False


def markers_for(players: int) -> int:
    """807.4a: one turn marker for each full four players — and never fewer than one, so that a game
    whose players drop below four goes on with a single turn at a time (as Free-for-All)."""
    return max(1, players // 4)


class GrandMeleeHooks(MultiplayerHooks):
    """Free-for-All with range 1, attack left, random seating (807.2-807.3) and turn markers."""

    concurrent_turns = True
    eligible_by_stack = True           # 807.5a: priority_eligible is sides.stack_in_range (Hooks.eligible_by_stack)

    def __init__(self, rules: MultiplayerRules):
        super().__init__(rules)
        self.markers: list[Marker] = []
        self.deferred: dict[int, int] = {}     # 807.4i-j: extra turns to take just before the next turn
        self.started = False
        self.leaving: list[int] = []           # 807.4e: departed players whose designation is not yet settled
        self._starting: Marker | None = None   # the marker whose turn start_turn() is beginning
        self._quiet: tuple | None = None       # what schedule() read when it last finished (_state)

    def copy(self) -> "GrandMeleeHooks":
        h = GrandMeleeHooks(self.rules)
        h.markers = [replace(m) for m in self.markers]
        h.deferred = dict(self.deferred)
        h.started = self.started
        h.leaving = list(self.leaving)
        return h

    def turn_begins(self, g: "Game", t: "Turn") -> None:
        """801.2c / 807.4h ranges; the Turn is tagged with its marker before its first event (807.4)."""
        super().turn_begins(g, t)
        if self._starting is not None:
            t.marker = self._starting.number

    # ------------------------------------------------------------------ seats
    def _left(self, g: "Game", p: int, k: int = 1) -> int:
        """The player k seats to the left of p among players still in the game."""
        alive = g.in_game()
        if p in alive:
            return alive[(alive.index(p) + k) % len(alive)]
        n = len(g.players)
        for d in range(1, n + 1):
            q = (p + d) % n
            if not g.players[q].left:
                return alive[(alive.index(q) + k - 1) % len(alive)]
        return p

    def _within_left(self, g: "Game", p: int, seats: int) -> set[int]:
        alive = g.in_game()
        if p not in alive:
            return set()
        i = alive.index(p)
        return {alive[(i + d) % len(alive)] for d in range(1, min(seats, len(alive) - 1) + 1)}

    def _within_right(self, g: "Game", p: int, seats: int) -> set[int]:
        alive = g.in_game()
        if p not in alive:
            return set()
        i = alive.index(p)
        return {alive[(i - d) % len(alive)] for d in range(1, min(seats, len(alive) - 1) + 1)}

    def marker_of(self, t: "Turn") -> Marker | None:
        return next((m for m in self.markers if m.turn == t.id), None)

    # ------------------------------------------------------------------ scheduling
    def schedule(self, g: "Game") -> None:
        """807.4b: hand out the markers at the start; then start every turn a marker allows (807.4d)."""
        if self.started and not self.leaving and not g.extra_turns and all(m.turn is not None for m in self.markers):
            return          # every marker's turn is under way, nobody is leaving, no extra turn: nothing to do
        if self.started and not self.leaving and self._quiet == self._state(g):
            return          # nothing it reads changed since it last ran: the waiting markers still wait (807.4d)
        self._settle(g)
        if not self.started:
            self.started = True
            n = len(g.players)
            for k in range(markers_for(n)):
                holder = (g.starting_player + 4 * k) % n
                self.markers.append(Marker(k + 1, holder))
                g.log_line("log.marker_goes_to", "807.4b", args={"n": k + 1, "player": g.players[holder].name})
        # 807.4j: an extra turn "after this one" for a player who isn't taking a turn with a marker is taken
        # just before that player's next turn.
        busy = {m.holder for m in self.markers if m.turn is not None}
        for p in list(g.extra_turns):
            if p not in busy:
                g.extra_turns.remove(p)
                if not g.players[p].left:
                    self.deferred[p] = self.deferred.get(p, 0) + 1
        for m in sorted(self.markers, key=lambda m: m.number):
            if m.turn is not None or m not in self.markers:
                continue
            if g.players[m.holder].left:                      # 807.4c: the left neighbour takes it at once
                self._pass(g, m, "807.4c")
                continue
            others = {o.holder for o in self.markers if o is not m}
            if others & self._within_left(g, m.holder, 3):  # 807.4d: wait
                if not m.waiting:
                    m.waiting = True
                    g.log_line("log.marker_waits", "807.4d", args={"player": g.players[m.holder].name, "n": m.number})
                continue
            m.waiting = False
            extra = False
            if m.extra_next:                                  # 807.4i: the kept marker's extra turn
                m.extra_next = False
                extra = True
            elif self.deferred.get(m.holder):                 # 807.4i-j: the extra turn comes first
                self.deferred[m.holder] -= 1
                if not self.deferred[m.holder]:
                    del self.deferred[m.holder]
                extra = m.before_normal = True
            if g.turn_count >= g.config.max_turns:            # the engine's safety limit, as begin_next_turn
                from ..engine.leaving import draw_game
                draw_game(g, "104.4", Msg("why.turn_limit", (("n", g.config.max_turns),)))
                return
            self._starting = m
            try:
                t = start_turn(g, m.holder, extra)
            finally:
                self._starting = None
            t.marker = m.number
            m.turn = t.id
        self._quiet = self._state(g)

    def _state(self, g: "Game") -> tuple:
        """What :meth:`schedule` reads: departures, pending extra turns, the markers and the deferred turns."""
        return (g.departures, tuple(g.extra_turns), tuple(self.deferred.items()),
                tuple([(m.number, m.holder, m.turn, m.removal, m.extra_next, m.waiting) for m in self.markers]))

    def turn_ends(self, g: "Game", t: "Turn") -> None:
        """807.4c: pass the marker to the left; 807.4g: remove it if designated; 807.4i: extra turns."""
        self._settle(g)
        m = self.marker_of(t)
        if m is None:
            return
        m.turn = None
        if m.removal:
            self._remove(g, m)
            return
        p = m.holder
        if m.before_normal:                                   # 807.4j: the normal turn follows the extra one
            m.before_normal = False
            return
        if not g.players[p].left and p in g.extra_turns:
            g.extra_turns.remove(p)
            others = {o.holder for o in self.markers if o is not m}
            if others & self._within_right(g, p, 3):
                # 807.4i: a marker too close on the right: pass this one; the extra turn comes just
                # before the player's next turn.
                self.deferred[p] = self.deferred.get(p, 0) + 1
                g.log_line("log.extra_turn_waits", "807.4i", args={"player": g.players[p].name})
            else:
                # 807.4i: keep the marker; the extra turn begins when no marker is within three seats to
                # the left (the 807.4d wait in schedule()).
                m.extra_next = True
                g.log_line("log.marker_kept", "807.4i", args={"player": g.players[p].name, "n": m.number})
                return
        self._pass(g, m, "807.4c")

    def _pass(self, g: "Game", m: Marker, rule: str) -> None:
        frm = m.holder
        m.holder = self._left(g, frm)
        g.log_line("log.marker_passes", rule,
                   args={"n": m.number, "from": g.players[frm].name, "to": g.players[m.holder].name})
        # 807.4j: an extra turn for a player who no longer holds a marker waits for their next turn.
        while frm in g.extra_turns:
            g.extra_turns.remove(frm)
            if not g.players[frm].left:
                self.deferred[frm] = self.deferred.get(frm, 0) + 1

    def _remove(self, g: "Game", m: Marker) -> None:
        """807.4g: remove the marker; leftover designations move to the marker on its right."""
        self.markers.remove(m)
        g.log_line("log.marker_removed", "807.4g", args={"n": m.number})
        for p in list(g.extra_turns):
            if p == m.holder:
                g.extra_turns.remove(p)
                self.deferred[p] = self.deferred.get(p, 0) + 1       # 807.4j
        if m.removal > 1 and self.markers:
            right = self._marker_right_of(g, m.holder, include_self=False)
            if right is not None:
                right.removal += m.removal - 1
                self._remove_idle(g)

    def _marker_right_of(self, g: "Game", seat: int, include_self: bool) -> Marker | None:
        n = len(g.players)
        for d in range(0 if include_self else 1, n + 1):
            q = (seat - d) % n
            for m in self.markers:
                if m.holder == q:
                    return m
        return None

    def _remove_idle(self, g: "Game") -> None:
        for m in list(self.markers):
            if m.removal and m.turn is None:
                self._remove(g, m)

    def player_left(self, g: "Game", p: int) -> None:
        """807.4e: note the departure; players leaving simultaneously (704.3: several losing to one check of
        state-based actions) are settled together once the last of them has left."""
        self.leaving.append(p)
        if not self._still_leaving(g, p):
            self._settle(g)

    @staticmethod
    def _still_leaving(g: "Game", p: int) -> list[int]:
        """Players who lose simultaneously with p (the LOSES event names them) and haven't left yet."""
        from ..engine import events as ev
        for e in reversed(g.events):
            if e.kind == ev.LOSES and e.player == p:
                return [q for q in (e.data or ()) if q != p and not g.players[q].left and not g.players[q].lost]
        return []

    def _settle(self, g: "Game") -> None:
        """807.4e-f: if the departures reduce the number of turn markers (disregarding markers already
        designated, 807.4f), designate the marker immediately to a departed player's right — with several
        candidates, the lowest-numbered one, once for each marker the departures remove. 807.4g removes an
        idle designated marker at once; 807.4c passes an idle marker a departed player held."""
        if not self.leaving:
            return
        group, self.leaving = self.leaving, []
        effective = len(self.markers) - sum(m.removal for m in self.markers)
        reduce = effective - markers_for(len(g.in_game()))
        if reduce > 0:
            cands = [m for m in (self._marker_right_of(g, q, include_self=False) or
                                 self._marker_right_of(g, q, include_self=True) for q in group) if m is not None]
            if cands:
                m = min(cands, key=lambda c: c.number)
                m.removal += reduce
                times = "" if reduce == 1 else Msg("log.times_suffix", (("times", reduce),))
                g.log_line("log.marker_designated", "807.4e", args={"n": m.number, "times": times})
        self._remove_idle(g)
        for m in self.markers:
            if g.players[m.holder].left and m.turn is None:
                self._pass(g, m, "807.4c")

    # ------------------------------------------------------------------ priority
    def priority_eligible(self, g: "Game", t: "Turn", p: int) -> bool:
        """807.5a: priority for a marker's stack only if the marker is in range or an object on that
        stack is controlled by a player in range. The marker stays at its seat when its active player leaves
        (800.4j: the turn goes on without an active player), and that seat is in range as ranges were fixed at
        the start of the latest turn (801.2c, 807.4h)."""
        return stack_in_range(g, t, p)


__all__ = ["GrandMeleeHooks", "Marker", "markers_for"]
