"""Emblems (114): markers in the command zone that carry abilities, owned and controlled by the player who gets
them (114.2); their abilities function there (114.4) and nothing moves them out (an emblem is not a card, 114.5)."""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from .constants import COMMAND
from .definitions import CardDef
from .objects import GameObject

if TYPE_CHECKING:
    from .game import Game

EMBLEM_NOTE: Final = "emblem"


def is_emblem(o: GameObject) -> bool:
    """Is this command-zone object an emblem (114.1)?"""
    return bool(o.note) and EMBLEM_NOTE in o.note


def create_emblem(g: "Game", player: int, card: CardDef, rule: str = "114.2") -> int | None:
    """114.2: ``player`` puts an emblem with ``card``'s abilities into the command zone (800.4a: none for a player
    who left the game). Returns the emblem's object id."""
    if g.players[player].left:
        return None
    nid = g.new_id()
    ts = g.new_timestamp()
    g.objects[g._keys[nid]] = GameObject(nid, card, player, player, COMMAND, ts, since=ts, entered_turn=g.turn_count,
                                note={EMBLEM_NOTE: True})
    g.command.append(nid)
    g.note("log.emblem", rule, player=player, args={"player": g.players[player].name, "card": card.name})
    return nid


def emblems_of(g: "Game", player: int | None = None) -> list[int]:
    """The emblems in the command zone, optionally only those ``player`` owns (114.2)."""
    return [oid for oid in g.command if is_emblem(g.objects[g._keys[oid]]) and (player is None or g.objects[g._keys[oid]].owner == player)]


__all__ = ["EMBLEM_NOTE", "create_emblem", "emblems_of", "is_emblem"]
