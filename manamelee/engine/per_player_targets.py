"""Targets whose number depends on the players (601.2c, 115.1): "for each opponent, ... target permanent that
player controls" (one target per opponent in range, each among that player's objects) and "any number of target
players". A triggered ability's specs are expanded as it is put on the stack (603.3d); the expanded specs stay on
the stack item, so 608.2b re-checks each target against its own player."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Final, TYPE_CHECKING

from .constants import BATTLEFIELD
from .definitions import TargetSpec
from .scope import Scope

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

ANY_NUMBER: Final = "any_number"
EACH_OPPONENT: Final = "opponent"


@dataclass(frozen=True, slots=True)
class OfSeat:
    """An object of player ``seat`` (controlled by them on the battlefield, owned by them elsewhere) that also
    passes ``base``."""

    seat: int
    base: Any = None

    def __call__(self, g: "Game", oid: int, me: int) -> bool:
        o = g.objects.get(oid)
        if o is None:
            return False
        whose = g.controller(oid) if o.zone == BATTLEFIELD else o.owner
        return whose == self.seat and (self.base is None or bool(self.base(g, oid, me)))


def expand(g: "Game", controller: int, specs: tuple[TargetSpec, ...], source: int | None) -> tuple[TargetSpec, ...]:
    """The specs with every per-player spec replaced by one spec per opponent in range (in turn order from the
    controller) who has something it could target — for an opponent with nothing, no target is chosen — or by as
    many optional "target player" specs as there are players in range."""
    if not any(s.per_player for s in specs):
        return specs
    sc = Scope(g, controller)
    out: list[TargetSpec] = []
    for s in specs:
        if s.per_player == EACH_OPPONENT:
            opps = [q for q in g.turn_order_from(controller) if q in sc.opponents()]
            for q in opps:
                mine = replace(s, where=OfSeat(q, s.where), per_player="")
                if sc.has_target(mine, source):
                    out.append(mine)
        elif s.per_player == ANY_NUMBER:
            out += [replace(s, optional=True) for _ in sc.players()]
        else:
            out.append(s)
    return tuple(out)


def stops_here(specs: tuple[TargetSpec, ...], targets: list[Any], i: int) -> bool:
    """"Any number of targets": once the player chose no more targets, the remaining ones of that group are
    unchosen too (asked no more)."""
    s = specs[i]
    return s.per_player == ANY_NUMBER and i > 0 and specs[i - 1] == s and targets[i - 1] is None


__all__ = ["OfSeat", "expand", "stops_here", "ANY_NUMBER", "EACH_OPPONENT"]
