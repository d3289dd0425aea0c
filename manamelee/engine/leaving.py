"""Winning, losing and leaving the game (104, 800.4)."""
from __future__ import annotations

from typing import Any, TYPE_CHECKING

from ..i18n import Msg, render
from . import events as ev
from .constants import BATTLEFIELD, STACK
from .zones import exile, leave_game_objects

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def lose_game(g: "Game", p: int, rule: str, why: "str | Msg", simultaneous: list[int] | None = None) -> bool:
    """104.3: ``p`` loses (and, in multiplayer, leaves the game, 800.4a). Returns False if they can't lose.

    ``why``: the reason, an i18n message such as ``Msg("why.concedes")`` (a plain string is literal English)."""
    from .sba import has_rule
    pl = g.players[p]
    if pl.left or g.over:
        return False
    if rule != "104.3a" and (has_rule(g, p, "cant_lose") or (g.hooks is not None and g.hooks.cant_lose(g, p))):
        g.note("log.cant_lose", rule, args={"player": pl.name, "why": why})
        return False
    pl.lost = True
    # data: the players losing at the same time (704.3), so a variant can treat them as one departure (807.4e)
    g.emit(ev.Event(ev.LOSES, rule, "log.loses", player=p, data=tuple(simultaneous or ()),
                    args={"player": pl.name, "why": why}))
    together = g.hooks.also_lose(g, p) if g.hooks is not None else []
    for q in together:                     # 810.8a / 809.5b: the team loses together
        if not g.players[q].left and not g.players[q].lost:
            g.players[q].lost = True
            g.emit(ev.Event(ev.LOSES, rule, "log.loses_with_team", player=q, args={"player": g.players[q].name}))
    others_losing = [q for q in (simultaneous or []) if q != p and not g.players[q].left and q not in together]
    if g.config.multiplayer:
        leave_game(g, p, rule)          # 800.4a: the game goes on without them
        for q in together:
            if not g.players[q].left:
                leave_game(g, q, rule)
    else:
        pl.left = True                  # 104.2a: in a two-player game the game ends now
        g.departures += 1
    if not others_losing:
        check_end(g)                    # 104.2a: a player wins when all their opponents have left
    return True


def leave_game(g: "Game", p: int, rule: str = "800.4a") -> None:
    """800.4a: owned objects leave, control effects for p end, p's abilities on stacks cease, the rest is exiled."""
    pl = g.players[p]
    pl.left = True
    g.departures += 1
    g.emit(ev.Event(ev.PLAYER_LEFT, "800.4a", "log.leaves", player=p, args={"player": pl.name}))
    if g.exile:
        from .foretell import reveal_foretold
        reveal_foretold(g, [p], "702.143f")      # 702.143f: their face-down foretold cards are revealed
    leave_game_objects(g, p)
    before = len(g.effects)
    g.effects = [e for e in g.effects if not (e.layer == "2" and e.control_to == p)]
    if len(g.effects) != before:
        g.effects_changed()
    for t in g.turns:
        for item in list(t.stack):
            if item.controller == p and item.kind != "spell":
                t.stack.remove(item)
                g.note("log.ability_ceases", "800.4a", args={"card": item.name})
    for oid in list(g.battlefield):
        if g.controller(oid) == p:
            exile(g, oid, rule="800.4a", key="log.exiled_controller_left", args={"card": g.objects[g._keys[oid]].card.name})
    for t in g.turns:
        for item in list(t.stack):
            if item.kind == "spell" and item.controller == p and item.source in g.objects:
                exile(g, item.source, rule="800.4a")
    g.triggered = [tr for tr in g.triggered if tr.controller != p]
    # Every waiting question is asked again on the new state; choices of p pass to another
    # player (800.4g-h) through g.decider.
    for frames in g._frame_stacks():
        if frames and frames[-1].pending is not None:
            frames[-1].pending = None
    for t in g.turns:
        if t.priority == p:
            from .sides import next_priority
            t.priority = next_priority(g, p, t)
            t.passes = 0
    from .goad import end_goad
    from .monarch import monarch_leaves
    end_goad(g, (p,))                    # 701.38a: the goader's next turn never comes
    monarch_leaves(g, p)                 # 722.4
    from .initiative import initiative_leaves
    initiative_leaves(g, p)              # 723.4
    if g.hooks is not None:
        g.hooks.player_left(g, p)


def exile_orphans(g: "Game") -> None:
    """800.4c: when a control effect ends and the object's default controller has left, it is exiled."""
    for oid in list(g.battlefield):
        o = g.objects.get(oid)
        if o is not None and g.players[o.controller].left and g.players[g.controller(oid)].left:
            exile(g, oid, rule="800.4c", key="log.exiled_no_controller", args={"card": o.card.name})


def check_end(g: "Game", rule: str = "104.2a") -> None:
    """104.2a/104.3g/104.4a: the game ends when one player or one team is left, or nobody is (a draw)."""
    if g.over:
        return
    alive = g.in_game()
    if not alive:
        _finish(g, (), True, "104.4a", Msg("why.all_lost"))
        return
    if g.hooks is not None:
        verdict = g.hooks.game_end(g)
        if verdict is not None:
            winners, draw, rule2, why = verdict
            _finish(g, winners, draw, rule2, why)
            return
    teams = {g.players[p].team if g.players[p].team is not None else ("solo", p) for p in alive}
    if len(teams) == 1:
        team = g.players[alive[0]].team
        winners = tuple(alive) if team is None else tuple(q.index for q in g.players if q.team == team)
        _finish(g, winners, False, rule, Msg("why.opponents_left"))


def _finish(g: "Game", winners: tuple[Any, ...], draw: bool, rule: str, why: "str | Msg") -> None:
    from .game import GameResult
    for w in winners:
        g.players[w].won = True
    reason = render(why.key, why.args) if isinstance(why, Msg) else why
    g.result = GameResult(tuple(winners), draw, reason, g.turn_count, why if isinstance(why, Msg) else None)
    if g.exile:
        from .foretell import reveal_foretold
        reveal_foretold(g, g.in_game(), "702.143f")     # 702.143f: at the end of the game, every foretold card
    if draw:
        g.emit(ev.Event(ev.DRAW_GAME, rule, "log.draw_game", args={"why": why}))
    else:
        names = [g.players[w].name for w in winners]
        g.emit(ev.Event(ev.WINS, rule, "log.wins" if len(winners) == 1 else "log.win_plural",
                        args={"players": names, "why": why}))


def win_game(g: "Game", p: int, rule: str = "104.2b") -> bool:
    """104.2b: an effect says ``p`` wins; every opponent loses (104.3h: only those in range, with 801)."""
    from .sba import has_rule
    if g.players[p].left or g.over:
        return False
    from .scope import Scope
    for q in g.opponents(p):
        # 801.10: "your opponents can't win" reaches only players in its controller's range.
        if has_rule(g, q, "opponents_cant_win") and Scope(g, q).in_range(p):
            g.note("log.cant_win", rule, args={"player": g.players[p].name})
            return False
    if g.hooks is not None and g.hooks.win_handled(g, p, rule):
        return True
    for pl in g.players:
        pl.won = False
    opps = g.opponents(p)
    for q in opps:
        g.players[q].lost = True
    team = g.players[p].team
    winners = tuple(q.index for q in g.players if (q.index == p or (team is not None and q.team == team)))
    _finish(g, winners, False, rule, Msg("why.wins_by_effect", (("player", g.players[p].name),)))
    return True


def draw_game(g: "Game", rule: str = "104.4", why: "str | Msg" = "") -> None:
    """104.4: the game is a draw (``why``: an i18n message or literal English)."""
    _finish(g, (), True, rule, why or Msg("why.draw"))


__all__ = ["lose_game", "leave_game", "check_end", "win_game", "draw_game", "BATTLEFIELD", "STACK"]
