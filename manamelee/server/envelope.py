"""The state envelope a client receives: one seat's view of the game (or a spectator's), translated.

A client never receives the game, only ``game.view(seat)`` (DESIGN "views and hidden information");
a spectator gets the public view, with no hand at all.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.events import TURN
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
            "pending": pending, "log": _log_of_version(t, g, lang, event_line), "declaring": declaring(g, seat)}


def declaring(g: Any, seat: int | None) -> list[dict[str, Any]]:
    """508.1: the attackers the viewer has chosen so far in their own declaration, each with what it
    attacks ([kind, id], None while being chosen); empty for everyone else (a declaration in progress is
    the declaring player's own; once made, each attacker's target is public in the view's "attacking")."""
    if seat is None:
        return []
    from ..engine.combat import declaration_in_progress
    return [{"attacker": o, "target": list(r) if r is not None else None}
            for o, r in declaration_in_progress(g, seat)]


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


def _log_of_version(t: "LiveTable", g: Any, lang: str, event_line: Any) -> list[str]:
    """``_log``, remembered on the table for the game's current version and language: every seat's envelope after
    a change has the same log, so it is rendered once per change, not once per client (issue 16). Kept on the
    table, not the game: the compiled engine's Game has no ``__dict__``."""
    key = (id(g), g.version, len(g.events))
    memo = t.log_memo
    hit = memo.get(lang)
    if hit is None or hit[0] != key:
        hit = memo[lang] = (key, _log(g, lang, event_line))
    return list(hit[1])


def _log(g: Any, lang: str, event_line: Any) -> list[str]:
    """The last LOG_LINES lines of the game log, in ``lang``. In Grand Melee a line that belongs to a Turn
    starts with that Turn's turn marker (807.4), as the command line prints it: ``(M2) [503] upkeep``."""
    lines: list[list] = []                     # [line, marker or None], newest first
    waiting: dict[int, list[int]] = {}         # Turn id -> kept lines that wait for that Turn's turn event
    for e in reversed(g.events):
        if len(lines) == LOG_LINES and not waiting:
            break
        if e.key and len(lines) < LOG_LINES:   # an event without a key has no log line
            line = event_line(e, lang, g)
            if line:
                if e.turn is not None:
                    waiting.setdefault(e.turn, []).append(len(lines))
                lines.append([line, None])
        if e.kind == TURN and e.turn in waiting:   # the turn event names its Turn's marker (None outside 807)
            if isinstance(e.data, int):
                for i in waiting[e.turn]:
                    lines[i][1] = e.data
            del waiting[e.turn]
    return [f"(M{k}) {line}" if k is not None else line for line, k in reversed(lines)]
