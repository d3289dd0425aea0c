"""Dungeons (309) and venturing into the dungeon (701.46).

A dungeon card starts outside the game; venturing brings one a player owns into the command zone with the venture
marker on its topmost room (309.2a, 309.4a), moves the marker along an arrow to an adjacent room (701.46b), or, from
the bottommost room, removes the dungeon from the game — completing it (309.7) — and starts another (701.46c). A
room ability is "When you move your venture marker into this room, <effect>" (309.4c): a triggered ability of the
dungeon card in the command zone (event ``VENTURE_ROOM``), controlled by its owner. 704.5t removes a dungeon whose
marker is on its bottommost room once no room ability of it waits or is on a stack.

The dungeon cards themselves are card data: the card layer registers them (``register_dungeon``); their rooms are
``CardDef.extra["rooms"]``: (room name, names of the rooms its arrows lead to) from the topmost room down.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, TYPE_CHECKING

from . import events as ev
from .constants import COMMAND
from .decisions import opt
from .definitions import CardDef
from .objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .resolution import Ctx

VENTURE_ROOM: Final = "venture_room"
"""Event kind: a player moved their venture marker into a room (309.4c); ``obj`` the dungeon, ``data`` the room."""
DUNGEON_COMPLETED: Final = "dungeon_completed"
"""Event kind: a player completed a dungeon (309.7); ``player`` its owner, ``data`` its name."""
ROOM: Final = "room"
"""The note on a dungeon object naming the room its venture marker is on (309.4)."""

_DUNGEONS: Final[dict[str, CardDef]] = {}


def register_dungeon(card: CardDef) -> None:
    """Make a dungeon card known to the engine (the card layer calls it for each dungeon it defines)."""
    _DUNGEONS[card.name] = card


def dungeon_card(name: str) -> CardDef | None:
    return _DUNGEONS.get(name)


def rooms_of(card: CardDef) -> tuple[tuple[str, tuple[str, ...]], ...]:
    rooms: tuple[tuple[str, tuple[str, ...]], ...] = card.extra.get("rooms", ())
    return rooms


def exits(card: CardDef, room: str) -> tuple[str, ...]:
    """The rooms the arrows from ``room`` lead to (none: the bottommost room)."""
    for name, out in rooms_of(card):
        if name == room:
            return out
    return ()


def dungeon_of(g: "Game", p: int) -> int | None:
    """The dungeon card ``p`` owns in the command zone, if any (309.3: at most one)."""
    for oid in g.command:
        o = g.objects[g._keys[oid]]
        if o.owner == p and "Dungeon" in o.card.types:
            return oid
    return None


def room_of(g: "Game", p: int) -> str | None:
    """The room ``p``'s venture marker is on, if they own a dungeon in the command zone."""
    oid = dungeon_of(g, p)
    if oid is None:
        return None
    room: str = g.objects[g._keys[oid]].note.get(ROOM, "")
    return room


def completed_dungeons(g: "Game", p: int) -> int:
    """How many dungeons ``p`` has completed this game (309.7)."""
    return sum(1 for e in g.events if e.kind == DUNGEON_COMPLETED and e.player == p)


def _enter(g: "Game", p: int, card: CardDef, rule: str) -> None:
    """309.2a-b / 309.4a: put the dungeon card into the command zone, the venture marker on its topmost room."""
    oid = g.new_id()
    top = rooms_of(card)[0][0]
    o = GameObject(oid, card, p, p, COMMAND, g.new_timestamp(), note={ROOM: top})
    g.objects[g._keys[oid]] = o
    g.command.append(oid)
    g.emit(ev.Event(ev.INFO, rule, "log.dungeon_enters", player=p, obj=oid,
                    args={"player": g.players[p].name, "card": card.name}))
    _moved(g, p, oid, top, rule)


def _moved(g: "Game", p: int, oid: int, room: str, rule: str) -> None:
    g.emit(ev.Event(VENTURE_ROOM, rule, "log.venture_room", player=p, obj=oid, data=room,
                    args={"player": g.players[p].name, "room": room, "card": g.objects[g._keys[oid]].card.name}))


def complete(g: "Game", oid: int, rule: str) -> None:
    """309.7: the dungeon card is removed from the game; its owner completes it."""
    o = g.objects[g._keys[oid]]
    if oid in g.command:
        g.command.remove(oid)
    del g.objects[g._keys[oid]]
    g.emit(ev.Event(DUNGEON_COMPLETED, rule, "log.dungeon_completed", player=o.owner, obj=oid, data=o.card.name,
                    args={"player": g.players[o.owner].name, "card": o.card.name}))


@dataclass(frozen=True, slots=True)
class Venture:
    """701.46: "<player> ventures into the dungeon" — here "venture into <dungeon>" (701.46d) for the dungeon
    named (Undercity, 723.2). ``who``: "you" (the controller) or "event" (the player the triggering event names).
    The only question, which arrow to follow (701.46b), is asked before anything changes."""

    dungeon: str = "Undercity"
    who: str = "you"

    def run(self, ctx: "Ctx") -> None:
        g = ctx.g
        p = ctx.controller if self.who == "you" or ctx.event is None else ctx.event.player
        if p is None or g.players[p].left:
            return
        card = dungeon_card(self.dungeon)
        if card is None:
            raise RuntimeError(f"no dungeon card {self.dungeon!r} is registered")
        venture(ctx, p, card)


def venture(ctx: "Ctx", p: int, card: CardDef) -> None:
    """701.46a-d for player ``p``: ``card`` is the dungeon they bring into the game when they own none there."""
    g = ctx.g
    oid = dungeon_of(g, p)
    if oid is None:
        _enter(g, p, card, "701.46a")
        return
    o = g.objects[g._keys[oid]]
    here: str = o.note.get(ROOM, "")
    nxt = exits(o.card, here)
    if not nxt:
        complete(g, oid, "701.46c")                      # from the bottommost room: completed, then a new one
        _enter(g, p, card, "701.46c")
        return
    room = nxt[0] if len(nxt) == 1 else ctx.ask(
        p, "choose_room", "prompt.choose_room", [opt("room", "text", r, text=r) for r in nxt], "701.46b",
        args={"player": g.players[p].name, "room": here}).value
    o.note[ROOM] = room
    _moved(g, p, oid, room, "701.46b")


def dungeon_sba(g: "Game") -> bool:
    """704.5t / 309.6: a dungeon whose venture marker is on its bottommost room, and that is the source of no room
    ability waiting to be put on a stack or on one, is removed from the game (completed)."""
    done: list[int] = []
    for oid in g.command:
        o = g.objects[g._keys[oid]]
        if "Dungeon" not in o.card.types or exits(o.card, o.note.get(ROOM, "")):
            continue
        if any(tr.source == oid for tr in g.triggered):
            continue
        if any(item.source == oid and item.kind == "triggered" for t in g.turns for item in t.stack):
            continue
        done.append(oid)
    for oid in done:
        complete(g, oid, "704.5t")
    return bool(done)


@dataclass(frozen=True, slots=True)
class RoomIs:
    """A room ability's trigger (309.4c): the venture marker of this dungeon's owner moved into ``room``."""

    room: str

    def __call__(self, g: "Game", e: Any, src: int) -> bool:
        return bool(e.obj == src and e.data == self.room)


__all__ = ["VENTURE_ROOM", "DUNGEON_COMPLETED", "ROOM", "register_dungeon", "dungeon_card", "rooms_of", "exits",
           "dungeon_of", "room_of", "completed_dungeons", "complete", "Venture", "venture", "dungeon_sba", "RoomIs"]
