"""Commander (903) as hooks into the engine: the command zone, commander tax, the zone-change choices and
21 combat damage from one commander.

A commander is marked by the note ``"commander": (owner, k)`` on its object (k: 0, or 1 for the second of two
partners, 702.124); zones.move carries it to every new object of the card (903.3), never to a token copy.
The hooks keep per-game tallies — casts from the command zone per commander (903.8) and combat damage per
commander and player (903.10a) — read from the game's events and copied with the game.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import events as ev
from ..engine.constants import COMMAND, EXILE, GRAVEYARD, HAND, LIBRARY
from ..engine.decisions import opt
from ..i18n import Msg
from .rules import MultiplayerHooks, MultiplayerRules

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game

Key = tuple[int, int]          # (owner seat, index of the commander: 0, or 1 for a second partner)

COMMANDER_LIFE = 40            # 903.7
COMMANDER_DAMAGE = 21          # 903.10a / 704.6c
COMMANDER_TAX = 2              # 903.8: {2} more for each previous cast from the command zone


def commander_key(g: "Game", oid: int | None) -> Key | None:
    """The commander designation of an object (903.3), following its later zone changes (400.7) when the
    object itself is gone; None for anything that isn't a commander (a token copy of one isn't, 903.3)."""
    seen = 0
    while oid is not None and seen < 64:
        o = g.objects.get(oid)
        if o is not None:
            k = o.note.get("commander") if o.note else None
            return tuple(k) if k is not None else None     # type: ignore[return-value]
        lki = g.lki.get(oid)
        oid = lki.new_id if lki is not None else None
        seen += 1
    return None


def commanders_of(g: "Game", p: int) -> list[int]:
    """The objects that are ``p``'s commanders, wherever they are (library and hand included, 903.3e)."""
    out = []
    for oid, o in g.objects.items():
        if o.owner == p and o.note and "commander" in o.note:
            out.append(oid)
    return out


class CommanderHooks(MultiplayerHooks):
    """903: plugs the Commander rules into the engine on top of the table's multiplayer options (FFA, 2HG)."""

    casts_elsewhere = True
    has_sba = True

    def __init__(self, rules: MultiplayerRules):
        super().__init__(rules)
        self.casts: dict[Key, int] = {}                 # 903.8: casts from the command zone so far
        self.damage: dict[tuple[Key, int], int] = {}    # 903.10a: combat damage by commander, to player
        self.arrived: list[Key] = []                    # 903.9a: put into a graveyard or exile since the last check
        self.cursor = 0                                 # the events read so far

    def copy(self) -> "CommanderHooks":
        n = CommanderHooks(self.rules)
        n.casts, n.damage, n.arrived, n.cursor = dict(self.casts), dict(self.damage), list(self.arrived), self.cursor
        return n

    # -- set-up
    def setup_players(self, g: "Game") -> None:
        super().setup_players(g)
        if not self.rules.shared_life:       # 903.7 (Two-Headed Giant keeps its team total, 810.4)
            for pl in g.players:
                pl.total.life = COMMANDER_LIFE

    # -- 903.8: casting from the command zone, with the commander tax
    def cast_from_other_zones(self, g: "Game", p: int) -> list[int]:
        return [oid for oid in g.command
                if g.objects[oid].owner == p and g.objects[oid].note and "commander" in g.objects[oid].note]

    def additional_cost(self, g: "Game", p: int, oid: int) -> int:
        o = g.objects.get(oid)
        if o is None or o.zone != COMMAND or not o.note or "commander" not in o.note:
            return 0
        return COMMANDER_TAX * self.casts.get(tuple(o.note["commander"]), 0)    # type: ignore[arg-type]

    def tax(self, g: "Game", oid: int) -> int:
        """The commander tax the next cast of this commander from the command zone would add (903.8)."""
        key = commander_key(g, oid)
        return COMMANDER_TAX * self.casts.get(key, 0) if key is not None else 0

    # -- 903.9b: the replacement, and the bookkeeping of commander moves
    def zone_change_destination(self, g: "Game", oid: int, to: str) -> str:
        o = g.objects[oid]
        key: Key = tuple(o.note["commander"])     # type: ignore[assignment]
        if to in (HAND, LIBRARY):
            to = self._replace(g, oid, to)
        if o.zone == COMMAND and to != COMMAND:
            self.casts[key] = self.casts.get(key, 0) + 1      # 903.8: cast from the command zone
        if to in (GRAVEYARD, EXILE):
            self.arrived.append(key)                           # 903.9a: looked at by the next state check
        return to

    def _replace(self, g: "Game", oid: int, to: str) -> str:
        """903.9b: its owner may put it into the command zone instead — asked when the procedure moving it has
        changed nothing yet (so asking is safe); otherwise the owner's usual choice, the command zone, applies."""
        o = g.objects[oid]
        name = o.card.name
        cur = g.current_proc
        if cur is not None and cur[1] == g.version:
            proc = cur[0]
            a = proc.ask(g.decider(o.owner), "commander_zone", "cmd.prompt.replace",
                         [opt("command", "cmd.opt.to_command_zone", True, card=name),
                          opt("stay", "cmd.opt.let_it_go", False, card=name, zone=Msg("zone." + to))],
                         "903.9b", args={"card": name, "zone": Msg("zone." + to)})
            choice = bool(a.value)
        else:
            choice = True
            g.log_line("cmd.log.replacement_default", "903.9b", args={"card": name, "zone": Msg("zone." + to)})
        return COMMAND if choice else to

    def public_state(self, g: "Game") -> dict:
        """What every player may know: each commander's tax (903.8) and the combat damage commanders have dealt
        to each player (903.10a), as plain data."""
        self._scan(g)
        commanders = []
        for oid in sorted(g.objects):
            o = g.objects[oid]
            if o.note and "commander" in o.note:
                key = tuple(o.note["commander"])
                hidden = o.zone in (HAND, LIBRARY) or o.face_down       # no hidden card in a view (DESIGN)
                commanders.append({"owner": key[0], "index": key[1], "name": None if hidden else o.card.name,
                                   "zone": "hidden" if hidden else o.zone,
                                   "tax": COMMANDER_TAX * self.casts.get(key, 0)})       # type: ignore[arg-type]
        damage = [{"owner": key[0], "index": key[1], "player": p, "damage": n}
                  for (key, p), n in sorted(self.damage.items())]
        return {"commanders": commanders, "commander_damage": damage}

    # -- 704.6c-d: the variant's state-based actions
    def _scan(self, g: "Game") -> None:
        """Read the events since the last look: combat damage dealt to players by commanders (903.10a)."""
        events = g.events
        n = len(events)
        if self.cursor >= n:
            return
        for i in range(self.cursor, n):
            e = events[i]
            if e.kind == ev.DAMAGE and e.combat and e.target_player is not None and e.amount > 0:
                key = commander_key(g, e.source)
                if key is not None:
                    k = (key, e.target_player)
                    self.damage[k] = self.damage.get(k, 0) + e.amount
        self.cursor = n

    def commander_damage(self, g: "Game", key: Key, p: int) -> int:
        """Combat damage commander ``key`` has dealt to player ``p`` this game (903.10a)."""
        self._scan(g)
        return self.damage.get((key, p), 0)

    def _doomed(self, g: "Game") -> list[tuple[int, Key, int]]:
        return [(p, key, n) for (key, p), n in self.damage.items()
                if n >= COMMANDER_DAMAGE and not g.players[p].left]

    def sba_pending(self, g: "Game") -> bool:
        self._scan(g)
        return bool(self.arrived) or bool(self._doomed(g))

    def state_actions(self, g: "Game", proc: Any) -> tuple[list[tuple[int, str, Any]], list[tuple[int, str, str]]]:
        self._scan(g)
        losers: list[tuple[int, str, Any]] = []
        for p, key, n in self._doomed(g):                        # 704.6c / 903.10a
            losers.append((p, "704.6c", Msg("cmd.why.commander_damage",
                                            (("n", n), ("player", g.players[key[0]].name)))))
        moves: list[tuple[int, str, str]] = []
        for key in self.arrived:                                 # 704.6d / 903.9a: the owner may
            oid = self._find(g, key)
            if oid is None:
                continue
            o = g.objects[oid]
            a = proc.ask(g.decider(o.owner), "commander_zone", "cmd.prompt.sba",
                         [opt("command", "cmd.opt.to_command_zone", True, card=o.card.name),
                          opt("stay", "cmd.opt.leave_it", False, card=o.card.name, zone=Msg("zone." + o.zone))],
                         "903.9a", args={"card": o.card.name, "zone": Msg("zone." + o.zone)})
            if a.value:
                moves.append((oid, COMMAND, "903.9a"))
        self.arrived = []          # every question is answered: the check has looked at them
        return losers, moves

    def _find(self, g: "Game", key: Key) -> int | None:
        """The commander ``key`` if it is in a graveyard or in exile now."""
        for oid in list(g.players[key[0]].graveyard) + list(g.exile):
            o = g.objects[oid]
            if o.note and o.note.get("commander") == key:
                return oid
        return None


__all__ = ["CommanderHooks", "commander_key", "commanders_of", "COMMANDER_LIFE", "COMMANDER_DAMAGE", "COMMANDER_TAX"]
