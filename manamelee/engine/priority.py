"""Priority (117) on a Turn's stack: who may act, what they may do, passing, and resolving (405, 608)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import events as ev
from .casting import (abilities_in_zone, ability_usable, activate_ability, cast_spell, castable, mana_sources,
                      play_land, sorcery_timing)
from .decisions import Option, Proc
from .sides import count_sides, next_priority, primary, side_of
from .turn import Frame

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Turn

PASS = Option("pass", "pass priority")


def legal_actions(g: "Game", t: "Turn", p: int) -> list[Option]:
    """Everything ``p`` may do with priority on Turn ``t`` (117.1): pass, play a land, cast, activate."""
    opts = [PASS]
    pl = g.players[p]
    sources = mana_sources(g, p)
    land_ok = sorcery_timing(g, t, p) and t.lands_played.get(p, 0) < 1 and \
        (g.hooks is None or g.hooks.may_play_land(g, t, p))
    seen_land = set()
    seen_cast = set()
    for oid in pl.hand:
        card = g.objects[oid].card
        if "Land" in card.types:
            if land_ok and card.name not in seen_land:
                seen_land.add(card.name)
                opts.append(Option("land", f"play {card.name}", oid))
        elif card.name not in seen_cast and castable(g, t, p, oid, sources):
            seen_cast.add(card.name)
            opts.append(Option("cast", f"cast {card.name}", oid))
    for oid, i, ab in abilities_in_zone(g, p):
        if ability_usable(g, t, p, oid, ab, sources):
            opts.append(Option("activate", f"activate {g.objects[oid].card.name}: {ab.text}", (oid, i)))
    return opts


def side_actions(g: "Game", t: "Turn", side: tuple[int, ...]) -> list[Option]:
    """805.5a: when a team has priority, any of its players may act; options name the player."""
    opts = [PASS]
    for q in side:
        name = g.players[q].name
        for o in legal_actions(g, t, q)[1:]:
            opts.append(Option(o.kind, f"{name}: {o.label}", o.value))
    return opts


def _actor(g: "Game", ans: Option) -> int:
    """Who takes the chosen action: the owner of the card played or cast, the controller of the source."""
    if ans.kind in ("land", "cast"):
        return g.objects[ans.value].owner
    return g.controller(ans.value[0]) if g.objects[ans.value[0]].zone == "battlefield" else \
        g.objects[ans.value[0]].owner


def priority_loop(g: "Game", t: "Turn", proc: Proc, f: Frame) -> object:
    """117.3-117.4: players get priority in turn order; when all pass in succession the top object
    resolves, or with an empty stack the step ends (500.2)."""
    from .game import CONTINUE
    from .resolution import resolve_top
    from .sba import state_check
    st = f.state
    while not g.over:
        if st.pop("checking", False):
            st["checked"] = g.version
        if st.get("checked") != g.version:       # 117.5: SBAs and triggers first
            st["checking"] = True
            t.frames.append(Frame(state_check))
            return CONTINUE
        if t.priority is None or g.players[t.priority].left:
            first = t.active if t.priority is None else t.priority
            t.priority = primary(g, first) if not g.players[first].left else next_priority(g, first, t)  # 800.4a/j
            if t.priority is None:
                return None
        p = t.priority
        side = side_of(g, p)
        opts = legal_actions(g, t, p) if len(side) == 1 else side_actions(g, t, side)
        if len(opts) == 1 and g.config.auto_pass:
            ans = opts[0]
        else:
            ans = proc.ask(p, "priority", f"{g.players[p].name}, you have priority ({t.step.name.lower()})",
                           opts, "117.3")
            f.answers.clear()
            proc.cursor = 0
        if len(side) > 1:                                # 805.5: the team has priority and acts or passes
            who = "+".join(g.players[q].name for q in side)
            g.log_line(f"team {who} has priority and " + ("passes" if ans.kind == "pass" else "acts"),
                       "805.5b" if ans.kind == "pass" else "805.5a")
        if ans.kind == "pass":
            t.passes += 1
            if t.passes >= count_sides(g, t):               # 117.4 / 805.5b: all sides passed in succession
                t.passes = 0
                if t.stack:
                    t.priority = None        # 117.3b: after resolution the active player receives priority
                    t.frames.append(Frame(resolve_top))
                    return CONTINUE
                return None                  # 500.2: the step ends
            t.priority = next_priority(g, p, t)
            continue
        t.passes = 0                          # 117.3c: after acting the same player receives priority
        actor = _actor(g, ans)                          # 805.5a: the team member who acts
        if ans.kind == "land":
            play_land(g, t, actor, ans.value)
            continue
        if ans.kind == "cast":
            t.frames.append(Frame(cast_spell, (actor, ans.value)))
            return CONTINUE
        if ans.kind == "activate":
            t.frames.append(Frame(activate_ability, (actor, ans.value[0], ans.value[1])))
            return CONTINUE
    return None


__all__ = ["legal_actions", "priority_loop", "ev"]
