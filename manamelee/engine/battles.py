"""Battles (310): the protector chosen as a battle enters (310.8a, 310.11a), who may attack it (310.8b) and who
is the defending player for its attackers (310.8d), and the state-based actions 704.5v and 704.5w (310.7, 310.10).

The protector is plain data on the permanent, ``note["protector"]`` (a seat); a new object after a zone change
has none until one is chosen (400.7).
"""
from __future__ import annotations

from typing import Any, TYPE_CHECKING

from .constants import BATTLEFIELD
from .decisions import Option, Proc
from .objects import StackItem

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

PROTECTOR = "protector"


def is_battle(g: "Game", oid: int) -> bool:
    o = g.objects.get(oid)
    return o is not None and o.zone == BATTLEFIELD and "Battle" in g.chars(oid).types


def protector(g: "Game", oid: int) -> int | None:
    """310.8: the battle's protector (None when none is designated)."""
    o = g.objects.get(oid)
    if o is None:
        return None
    p: int | None = o.note.get(PROTECTOR)
    return p


def protector_choices(g: "Game", controller: int, subtypes: frozenset[str]) -> list[int]:
    """310.8a / 310.11a: who may protect a battle its ``controller`` controls: for a Siege only an opponent (in the
    game, 800.4a); a battle with no battle type is protected by its controller."""
    if "Siege" in subtypes:
        return [q for q in g.in_game() if g.is_opponent(controller, q)]
    return [controller] if not g.players[controller].left else []


def protector_ok(g: "Game", oid: int) -> bool:
    """310.10: the battle has a protector who is in the game and may protect it (a Siege's controller may not)."""
    p = protector(g, oid)
    if p is None or g.players[p].left:
        return False
    return p in protector_choices(g, g.controller(oid), g.chars(oid).subtypes)


def attacked_player(g: "Game", ref: tuple[Any, ...]) -> int:
    """508.5 / 310.8d: the defending player for an attacker attacking ``ref``: the player, a planeswalker's
    controller, or a battle's protector."""
    if ref[0] == "player":
        seat: int = ref[1]
        return seat
    oid: int = ref[1]
    if oid in g.objects and "Battle" in g.chars(oid).types:
        p = protector(g, oid)
        if p is not None:
            return p
    return g.controller(oid)


def being_attacked(g: "Game", oid: int) -> bool:
    """704.5w: is any creature attacking this battle now?"""
    return any(t.combat is not None and ("obj", oid) in t.combat.attackers.values() for t in g.turns)


def ask_protector(g: "Game", proc: Proc, item: StackItem) -> int | None:
    """310.11a: as a battle spell resolves into a permanent, its controller chooses its protector (in multiplayer
    among their opponents; with one choice nothing is asked). None for other spells or when none can be chosen."""
    card = item.source_card
    if card is None or "Battle" not in card.types:
        return None
    choices = protector_choices(g, item.controller, card.subtypes)
    if len(choices) <= 1:
        return choices[0] if choices else None
    a = proc.ask(g.decider(item.controller), "choose_protector", "prompt.choose_protector",
                 [Option("player", "text", q, (("text", g.players[q].name),)) for q in choices], "310.11a",
                 args={"card": card.name})
    chosen: int = a.value
    return chosen


def set_protector(g: "Game", oid: int, p: int, rule: str) -> None:
    """Designate ``p`` as the protector of battle ``oid`` (310.8f: it replaces any earlier protector)."""
    g.objects[oid].note[PROTECTOR] = p
    g.note("log.protector", rule, args={"card": g.objects[oid].card.name, "player": g.players[p].name})


__all__ = ["PROTECTOR", "ask_protector", "attacked_player", "being_attacked", "is_battle", "protector",
           "protector_choices", "protector_ok", "set_protector"]
