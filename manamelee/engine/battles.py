"""Battles (310): the protector chosen as a battle enters (310.8a, 310.11a), who may attack it (310.8b) and who
is the defending player for its attackers (310.8d), and the state-based actions 704.5v and 704.5w (310.7, 310.10).

The protector is plain data on the permanent, ``note["protector"]`` (a seat); a new object after a zone change
has none until one is chosen (400.7). Damage removes defense counters (310.6); when the last one is removed from a
Siege, its intrinsic ability triggers (310.11b): exile it, then its controller may cast it transformed without
paying its mana cost (608.2g, 712.11a).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, TYPE_CHECKING

from . import events as ev
from .constants import BATTLEFIELD, EXILE
from .decisions import Option, Proc
from .objects import PendingTrigger, StackItem

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .resolution import Ctx

PROTECTOR: Final = "protector"
DEFENSE: Final = "defense"
DEFEATED: Final = "defeated_card"
"""item data key of a Siege's 310.11b ability: the exiled card's new id (400.7), for the "cast it" that follows."""


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
    g.objects[g._keys[oid]].note[PROTECTOR] = p
    g.note("log.protector", rule, args={"card": g.objects[g._keys[oid]].card.name, "player": g.players[p].name})


def remove_defense(g: "Game", oid: int, n: int, rule: str) -> int:
    """310.6 / 120.3h: remove up to ``n`` defense counters from battle ``oid`` (a COUNTERS event with a negative
    amount, which 310.11b watches); returns how many were removed."""
    o = g.objects[g._keys[oid]]
    have = o.counters.get(DEFENSE, 0)
    rem = min(n, have)
    if rem <= 0:
        return 0
    o.counters[DEFENSE] = have - rem
    g.emit(ev.Event(ev.COUNTERS, rule, "", obj=oid, amount=-rem, data=DEFENSE,
                    args={"card": o.card.name, "n": -rem, "kind": DEFENSE}))
    return rem


@dataclass(frozen=True, slots=True)
class ExileDefeatedSiege:
    """310.11b, first instruction: "exile it" (the Siege, if it is still the same object on the battlefield)."""

    def run(self, ctx: "Ctx") -> None:
        from .zones import exile
        g = ctx.g
        o = g.objects.get(ctx.source)
        if o is None or o.zone != BATTLEFIELD:
            return                       # 400.7: it left the battlefield; the new object is another one
        nid = exile(g, ctx.source, rule="310.11b", key="log.siege_exiled", args={"card": o.card.name})
        if nid is not None and g.objects[g._keys[nid]].zone == EXILE:
            ctx.vars[DEFEATED] = nid


@dataclass(frozen=True, slots=True)
class CastDefeatedSiegeTransformed:
    """310.11b, second instruction: "then you may cast it transformed without paying its mana cost" — its back
    face (712.11a), during the resolution (608.2g), as an alternative cost (118.9)."""

    def run(self, ctx: "Ctx") -> None:
        from .free_cast import cast_free
        g = ctx.g
        nid = ctx.vars.get(DEFEATED)
        if nid is None or nid not in g.objects or g.objects[g._keys[nid]].zone != EXILE:
            return
        card = g.objects[g._keys[nid]].card
        if card.layout != "transform" or not card.faces:
            return                       # 712.14a-like: only a transforming double-faced card can be cast transformed
        if not ctx.yes_no(ctx.controller, "prompt.cast_siege_back", "310.11b",
                          args={"card": card.name, "face": card.faces[0].name}):
            return
        cast_free(g, ctx.turn, ctx.proc, ctx.controller, nid, "310.11b", face=0)


SIEGE_DEFEATED_TEXT: Final = ("When the last defense counter is removed from this permanent, exile it, then you may cast it "
                       "transformed without paying its mana cost.")


def siege_triggers(g: "Game", e: ev.Event) -> None:
    """310.11b: the last defense counter was removed from a Siege: its intrinsic ability triggers, controlled by
    the Siege's controller (603.3a)."""
    from .monarch import InherentAbility
    oid = e.obj
    if oid is None:
        return
    o = g.objects.get(oid)
    if o is None or o.zone != BATTLEFIELD or o.counters.get(DEFENSE, 0) > 0:
        return
    if "Siege" not in g.chars(oid).subtypes:
        return
    ab = InherentAbility((ExileDefeatedSiege(), CastDefeatedSiegeTransformed()), SIEGE_DEFEATED_TEXT)
    turn = g.current_turn.id if g.current_turn is not None else None
    g.triggered.append(PendingTrigger(g.controller(oid), oid, ab, e, o.card.name, None, turn))


__all__ = ["CastDefeatedSiegeTransformed", "DEFENSE", "ExileDefeatedSiege", "remove_defense", "siege_triggers",
           "PROTECTOR", "ask_protector", "attacked_player", "being_attacked", "is_battle", "protector",
           "protector_choices", "protector_ok", "set_protector"]
