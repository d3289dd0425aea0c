"""The state envelope a client receives: one seat's view of the game (or a spectator's), translated.

A client never receives the game, only ``game.view(seat)`` (DESIGN "views and hidden information");
a spectator gets the public view, with no hand at all.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.view import player_view
from .tables import result_dict

if TYPE_CHECKING:  # pragma: no cover
    from .tables import LiveTable

LOG_LINES = 200


def envelope(t: "LiveTable", seat: int | None, lang: str) -> dict[str, Any]:
    """The state envelope of issue 8 for ``seat`` (None = a spectator) in ``lang``."""
    from ..i18n import decision_text, event_line
    g = t.game
    view = g.view(seat) if seat is not None else player_view(g, None)
    pending = []
    if seat is not None:
        for d in g.pending():
            if d.player != seat:
                continue
            tx = decision_text(d, lang, g)
            pending.append({"id": d.id, "kind": d.kind, "rule": d.rule, "turn": d.turn, "prompt": tx["prompt"],
                            "options": [{"index": i, "kind": o.kind, "label": tx["options"][i]}
                                        for i, o in enumerate(d.options)]})
    teams: dict[str, list[int]] = {}
    for p in g.players:
        if p.team is not None:
            teams.setdefault(str(p.team), []).append(p.index)
    return {"table": t.id, "seat": seat, "lang": lang, "variant": t.variant, "over": g.over,
            "result": result_dict(g), "view": view, "in_range": in_range(t, seat), "teams": teams,
            "pending": pending, "log": _log(g, lang, event_line)}


def in_range(t: "LiveTable", seat: int | None) -> list[int]:
    """801.2: the seats within the viewer's range of influence; every seat when the range is
    unlimited or for a spectator."""
    g = t.game
    if seat is None or g.players[seat].range is None:
        return list(range(len(g.players)))
    me = g.players[seat]
    seats = me.in_range
    if not seats:                          # before the first turn began (801.2c fixes it then)
        from ..engine.range_math import players_within
        seats = players_within(g, seat, me.range)
    return sorted(set(seats) | {seat})


def _log(g: Any, lang: str, event_line: Any) -> list[str]:
    """The last LOG_LINES lines of the game log, in ``lang``."""
    out: list[str] = []
    for e in reversed(g.events):
        if not e.key:                      # no log line for this event
            continue
        line = event_line(e, lang, g)
        if line:
            out.append(line)
            if len(out) == LOG_LINES:
                break
    out.reverse()
    return out
