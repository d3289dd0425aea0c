"""702.122 Crew: "Crew N" means "Tap any number of other untapped creatures you control with total power N or
greater: This Vehicle becomes an artifact creature until end of turn."

The cost is paid like any other (602.2b): the controller picks the creatures one at a time (a "done" option once
their total power reaches N, 702.122a), then they are tapped. Tapping an untapped creature for a cost isn't a {T}
cost, so a creature that came under its controller's control this turn may crew (302.6 applies only to {T}).
"""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from .decisions import Option, Proc, opt

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

DONE: Final = opt("done", "crew.opt.done")
CANCEL: Final = opt("cancel", "opt.cancel")


def crew_candidates(g: "Game", p: int, vehicle: int) -> list[int]:
    """The other untapped creatures ``p`` controls (702.122a), in battlefield order."""
    out: list[int] = []
    for oid in g.battlefield_of(p):
        if oid != vehicle and not g.objects[g._keys[oid]].tapped and "Creature" in g.chars(oid).types:
            out.append(oid)
    return out


def _power(g: "Game", oid: int) -> int:
    pw = g.chars(oid).power
    return pw if pw is not None else 0


def can_crew(g: "Game", p: int, vehicle: int, n: int) -> bool:
    """Could ``p`` pay "Crew N" now: do the other untapped creatures they control have total power N or greater?"""
    return sum(max(0, _power(g, c)) for c in crew_candidates(g, p, vehicle)) >= n


def choose_crew(g: "Game", proc: Proc, p: int, vehicle: int, n: int) -> list[int] | None:
    """The creatures ``p`` taps to pay "Crew N" (702.122a), chosen one at a time; None when cancelled."""
    chosen: list[int] = []
    total = 0
    while True:
        opts = [Option("crew", "crew.opt.tap", c, (("card", g.name(c)), ("power", _power(g, c))))
                for c in crew_candidates(g, p, vehicle) if c not in chosen]
        if total >= n:
            opts.insert(0, DONE)
        opts.append(CANCEL)
        a = proc.ask(p, "crew", "crew.prompt", opts, "702.122a",
                     args={"card": g.name(vehicle), "n": n, "total": total})
        if a.kind == "cancel":
            return None
        if a.kind == "done":
            return chosen
        chosen.append(a.value)
        total += _power(g, a.value)


__all__ = ["can_crew", "choose_crew", "crew_candidates"]
