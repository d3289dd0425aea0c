"""Limited range of influence (801), the parts the Scope (engine/scope.py) doesn't already enforce.

The Scope filters targets (801.4), choices (801.5), attacks (801.3) and what effects see and affect
(801.10, 801.11); damage redirection and prevention are in engine/damage.py (801.13). Here: the
trigger rule (801.7), Auras (801.8), winning (801.14), draws (801.15) and the world rule (801.12).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import events as ev
from ..i18n import Msg
from ..engine.constants import BATTLEFIELD
from ..engine.scope import Scope

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game


def limited(g: "Game") -> bool:
    return any(p.range is not None for p in g.players)


def _players_in_event(g: "Game", e: Any) -> set[int]:
    """Players and controllers of objects an event involves; 801.7a: a zone change uses the object's
    controller before it left the battlefield, or after it entered."""
    out: set[int] = set()
    for p in (e.player, e.target_player):
        if p is not None:
            out.add(p)
    if e.kind == ev.ZONE_CHANGE:
        if e.from_zone == BATTLEFIELD and e.data is not None:
            out.add(e.data.controller)
        elif e.new_obj is not None and e.new_obj in g.objects:
            out.add(g.controller(e.new_obj))
        return out
    for oid in (e.obj, e.source):
        if oid is None:
            continue
        if oid in g.objects:
            out.add(g.controller(oid))
        elif oid in g.lki:
            out.add(g.lki[oid].controller)
    return out


def trigger_allowed(g: "Game", controller: int, e: Any) -> bool:
    """801.7: a triggered ability triggers only if its trigger event happens entirely within the range
    of influence of its source's controller. Beginning-of-step events belong to no one's range."""
    if g.players[controller].range is None or e.kind in (ev.STEP, ev.TURN):
        return True
    sc = Scope(g, controller)
    return all(sc.in_range(p) or g.players[p].left for p in _players_in_event(g, e))


def attachment_allowed(g: "Game", aura: int, target: int) -> bool:
    """801.8: an Aura can't enchant an object outside its controller's range of influence."""
    return Scope(g, g.controller(aura)).obj_in_range(target)


def win_in_range(g: "Game", p: int, rule: str) -> bool:
    """801.14 / 104.3h: "p wins the game" makes each opponent within p's range lose instead."""
    if g.players[p].range is None:
        return False
    from ..engine.leaving import lose_game
    sc = Scope(g, p)
    losers = [q for q in sc.opponents()]
    g.note("log.win_in_range", "801.14", args={"player": g.players[p].name})
    for q in losers:
        lose_game(g, q, "801.14", Msg("why.opponent_in_range_won"), simultaneous=losers)
    return True


def draw_effect(g: "Game", p: int) -> None:
    """801.15: "the game is a draw" — a draw for the controller and every player in range; they leave."""
    from ..engine.leaving import check_end, draw_game, leave_game
    group = Scope(g, p).players() if g.players[p].range is not None else g.in_game()
    if set(group) >= set(g.in_game()):
        draw_game(g, "801.15" if g.players[p].range is not None else "104.4", Msg("why.draw_effect"))
        return
    for q in group:
        g.players[q].drew_game = True
        g.note("log.draw_for", "801.15", args={"player": g.players[q].name})
    for q in group:
        leave_game(g, q, "801.15")
    check_end(g, "801.15")


def world_rule_victims(g: "Game") -> list[int]:
    """704.5k / 801.12: of world permanents within each other's range, all but the newest go. The state-based
    action itself (engine/sba.py) applies this; one implementation serves both."""
    from ..engine.sba import world_rule_victims as victims
    return victims(g)
