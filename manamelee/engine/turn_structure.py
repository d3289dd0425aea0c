"""Turn structure (500-514): beginning turns, each step's turn-based actions (703), priority, cleanup."""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from ..i18n import Msg
from . import events as ev
from .combat import combat_damage, declare_attackers, declare_blockers, end_combat
from .constants import DOUBLE_STRIKE, FIRST_STRIKE, Step
from .day_night import turn_ended, untap_check
from .decisions import Proc, opt
from .turn import Frame, Turn
from .priority import priority_loop
from .rule_effects import doesnt_untap, extra_turn_begins, next_phase_step, skips_step
from .sagas import add_lore_counters
from .mana_abilities import skips_untap
from .sba import has_rule, state_check
from .turn import CONTINUE
from .untap_rules import stays_tapped
from .zones import discard, draw, untap

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

STEP_NAMES: Final = {
    Step.UNTAP: "untap step", Step.UPKEEP: "upkeep", Step.DRAW: "draw step", Step.MAIN1: "precombat main phase",
    Step.BEGIN_COMBAT: "beginning of combat", Step.DECLARE_ATTACKERS: "declare attackers step",
    Step.DECLARE_BLOCKERS: "declare blockers step", Step.FIRST_STRIKE_DAMAGE: "first-strike combat damage step",
    Step.COMBAT_DAMAGE: "combat damage step", Step.END_COMBAT: "end of combat step",
    Step.MAIN2: "postcombat main phase", Step.END: "end step", Step.CLEANUP: "cleanup step",
}
STEP_KEYS: Final = {s: "step." + s.name.lower() for s in Step}     # log message keys of the step names
_EXTRA_TURN: Final = Msg("log.extra_turn_suffix")
STEP_RULE: Final = {Step.UNTAP: "502", Step.UPKEEP: "503", Step.DRAW: "504", Step.MAIN1: "505", Step.BEGIN_COMBAT: "507",
             Step.DECLARE_ATTACKERS: "508", Step.DECLARE_BLOCKERS: "509", Step.FIRST_STRIKE_DAMAGE: "510.4",
             Step.COMBAT_DAMAGE: "510", Step.END_COMBAT: "511", Step.MAIN2: "505", Step.END: "513",
             Step.CLEANUP: "514"}


def begin_next_turn(g: "Game") -> None:
    """500.7 extra turns first (most recent first), else the next player in turn order (101.4, 800.4k)."""
    from .leaving import draw_game
    if g.turn_count >= g.config.max_turns:
        draw_game(g, "104.4", Msg("why.turn_limit", (("n", g.config.max_turns),)))
        return
    extra = False
    p = None
    while g.extra_turns:
        q = g.extra_turns.pop()
        if not g.players[q].left:
            p, extra = q, True
            break
        g.note("log.extra_turn_left", "800.4k", args={"player": g.players[q].name})
    from .sides import side_of
    if p is None:
        p = g.next_player if g.next_player is not None else g.starting_player
        if g.players[p].left:
            p = g.next_in_turn_order(p)
            if p is None:
                return
        side = side_of(g, p)
        p = side[0]
        last = max(side, key=lambda q: (q - p) % len(g.players))
        g.next_player = (last + 1) % len(g.players)
    side = side_of(g, p)
    start_turn(g, side[0], extra, side=side)             # 805.4 / 805.8: the team takes the turn


def start_turn(g: "Game", p: int, extra: bool = False, side: tuple[int, ...] | None = None) -> Turn:
    g.turn_count += 1
    t = Turn(g.next_turn_id, g.turn_count, p, side or (p,), extra=extra)
    g.next_turn_id += 1
    t.started_at = g.new_timestamp()
    for q in t.side:
        g.players[q].last_turn_start = t.started_at
        g.players[q].spells_this_turn = 0        # 502.2: counted for the next turn's day/night check
    ending = {f"next_turn:{q}" for q in t.side}      # "until your next turn" effects end as it begins (611.2a)
    if any(s.duration in ending for s in g.shields):
        g.shields = [s for s in g.shields if s.duration not in ending]
        g.version += 1
    if any(e.duration in ending for e in g.effects):
        g.effects = [e for e in g.effects if e.duration not in ending]
        g.version += 1
    if extra and g.shields:
        extra_turn_begins(g, t)                   # 500.7: the changes that come with this extra turn
    if g.turn_count == 1 and len(g.players) == 2:
        t.skip_draw = True                        # 103.8a
    if g.hooks is not None:
        g.hooks.turn_begins(g, t)                 # 801.2c range recomputation, 103.8b/c, ...
    else:
        _update_ranges(g)
    for pl in g.players:
        pl.damage_this_turn = 0
        pl.life_lost_this_turn = 0
    from .goad import end_goad
    end_goad(g, t.side)                           # 701.38a: goad lasts until the goader's next turn
    t.frames.append(Frame(run_turn))
    g.turns.append(t)
    who: "str | Msg" = g.players[p].name
    if len(t.side) > 1:                          # 805.4: the team takes the turn
        who = Msg("word.team", (("players", "+".join(g.players[q].name for q in t.side)),))
    mk = Msg("log.turn_marker_suffix", (("n", t.marker),)) if t.marker is not None else ""   # 807.4: hooks.turn_begins
    g.emit(ev.Event(ev.TURN, "500.1", "log.turn", player=p, turn=t.id, data=t.marker,
                    args={"n": t.number, "who": who, "extra": _EXTRA_TURN if extra else "", "marker": mk}))
    return t


def _update_ranges(g: "Game") -> None:
    """801.2c: each player's range of influence is fixed at the start of each turn."""
    from .range_math import players_within
    g.ranges_fixed += 1
    for pl in g.players:
        if pl.range is not None:
            pl.in_range = frozenset(players_within(g, pl.index, pl.range))


def next_step(g: "Game", t: Turn) -> Step | None:
    s = t.step
    if s == Step.CLEANUP:
        return None
    if s == Step.DECLARE_ATTACKERS and (t.combat is None or not t.combat.attackers):
        return Step.END_COMBAT                     # 508.8
    if s == Step.DECLARE_BLOCKERS:
        c = t.combat
        assert c is not None               # 508.8: with no attackers the declare blockers step is skipped
        fs = any(k in g.chars(o).keywords for o in list(c.attackers) + list(c.blockers) if o in g.objects
                 for k in (FIRST_STRIKE, DOUBLE_STRIKE))
        c.first_strike_step = fs
        return Step.FIRST_STRIKE_DAMAGE if fs else Step.COMBAT_DAMAGE   # 510.4
    if s == Step.FIRST_STRIKE_DAMAGE:
        return Step.COMBAT_DAMAGE
    return _AFTER[s]


_AFTER: Final[dict[Step, Step]] = {s: Step(s + 1) for s in Step if s != Step.CLEANUP}
"""The step after each one in order (500.1), looked up: calling the enum class runs interpreted code."""


def run_turn(g: "Game", t: Turn, proc: Proc, f: Frame) -> object:
    """Walk the steps of Turn ``t``: turn-based actions, then priority, then the step ends (500.2-500.4)."""
    st = f.state
    while not g.over:
        stage = st.get("stage", "begin")
        step = t.step
        if stage == "begin":
            if g.shields and skips_step(g, t, step):
                st["stage"] = "end"                # 500.11: a skipped step doesn't happen
                continue
            g.emit(ev.Event(ev.STEP, STEP_RULE[step], STEP_KEYS[step], player=t.active, turn=t.id, data=step))
            st["stage"] = "tba"
            child = _turn_based_actions(g, t, step)
            if child is not None:
                t.frames.append(child)
                return CONTINUE
            continue
        if stage == "tba":
            if g.hooks is not None and step in g.hooks.steps_after_turn_based_actions:
                child = g.hooks.after_turn_based_actions(g, t, step)
                if child is not None:
                    st["stage"] = "hooked"
                    t.frames.append(child)
                    return CONTINUE
            stage = st["stage"] = "hooked"
        if stage == "hooked":
            if step == Step.UNTAP:
                st["stage"] = "end"                # 502.4: no priority in the untap step
                continue
            if step == Step.CLEANUP:
                st["stage"] = "cleanup_check"
                st["v"] = g.version
                if g.sba_clean():                  # 514.3a: no SBA would be performed and nothing has triggered
                    continue                       # (what a state check would find; it would change nothing)
                t.frames.append(Frame(state_check))
                return CONTINUE
            st["stage"] = "end"
            t.priority, t.passes = None, 0
            t.frames.append(Frame(priority_loop))
            return CONTINUE
        if stage == "cleanup_check":
            # 514.3a: if SBAs were performed or abilities triggered, players get priority and
            # another cleanup step follows.
            if t.stack or st.get("v") != g.version:
                st["stage"] = "cleanup_again"
                t.priority, t.passes = None, 0
                t.frames.append(Frame(priority_loop))
                return CONTINUE
            st["stage"] = "end"
            continue
        if stage == "cleanup_again":
            st["stage"] = "begin"                  # 514.3a: another cleanup step
            continue
        if stage == "end":
            for pl in g.players:                   # 500.4: mana empties between steps
                pl.pool.empty()
            if step == Step.END_COMBAT:
                end_combat(g, t)
            nxt = next_step(g, t)
            if nxt is not None and g.shields:
                nxt = next_phase_step(g, t, step, nxt)     # 500.8: additional combat and main phases
            if nxt is None:
                g.log_turn = None                  # the Turn is over: what follows (807.4c) is no Turn's
                turn_ended(g, t)                   # 502.2: what the next untap step's day/night check reads
                if g.hooks is not None:
                    g.hooks.turn_ends(g, t)
                return None
            t.step = nxt
            st["stage"] = "begin"
            t.priority, t.passes = None, 0
            continue
    return None


def _turn_based_actions(g: "Game", t: Turn, step: Step) -> Frame | None:
    """703.4: the turn-based actions of each step."""
    active = t.active
    if step == Step.UNTAP:
        untap_check(g, t)                      # 502.2: second, day may become night or night day
        # 502.3; "Untap all permanents you control during each opponent's untap step" (I Know All, I See
        # All: the static rule ``untap_during_opponents_untap``) adds that player's permanents.
        also = {q for q in g.in_game() if q not in t.side and any(g.is_opponent(q, a) for a in t.side)
                and has_rule(g, q, "untap_during_opponents_untap")}
        # the permanents of the players who untap, in battlefield order: one player's are theirs (Game.controlled_by)
        mine = list(g.controlled_by(active)) if t.side == (active,) and not also else list(g.battlefield)
        for oid in mine:
            ctl = g.controller(oid)
            if (ctl in t.side or ctl in also) and g.objects[g._keys[oid]].tapped:
                if g.objects[g._keys[oid]].note and skips_untap(g, oid, t.side):
                    continue                       # "doesn't untap during your next untap step" (502.3)
                if ctl in t.side and g.command and doesnt_untap(g, ctl):
                    continue                       # 502.3: "... don't untap during their untap step"
                if stays_tapped(g, oid):
                    continue                       # 502.3: "This creature doesn't untap during your untap step."
                untap(g, oid, rule="502.3")
        return None
    if step == Step.DRAW:
        if t.skip_draw:
            if len(t.side) > 1:
                g.note("log.skips_first_draw", "103.8b",
                       args={"player": Msg("word.team", (("players", "+".join(g.players[q].name for q in t.side)),))})
            else:
                g.note("log.skips_first_draw", "103.8a", args={"player": g.players[active].name})
            return None
        for p in t.side:
            if not g.players[p].left:
                draw(g, p, 1, rule="504.1")
        return None
    if step == Step.MAIN1:
        add_lore_counters(g, t)                # 714.3b
        return None
    if step == Step.DECLARE_ATTACKERS:
        return Frame(declare_attackers)
    if step == Step.DECLARE_BLOCKERS:
        return Frame(declare_blockers)
    if step == Step.FIRST_STRIKE_DAMAGE:
        return Frame(combat_damage, (True,))
    if step == Step.COMBAT_DAMAGE:
        return Frame(combat_damage, (False,))
    if step == Step.CLEANUP:
        return Frame(cleanup)
    return None


NO_MAXIMUM_HAND_SIZE: Final = "no_maximum_hand_size"
"""The rule name of the static ability "You have no maximum hand size." (402.2)."""


def cleanup(g: "Game", t: Turn, proc: Proc, f: Frame) -> None:
    """514.1 discard to maximum hand size; 514.2 remove damage and end "until end of turn" effects."""
    for p in t.side:
        pl = g.players[p]
        if pl.left:
            continue
        excess = len(pl.hand) - pl.max_hand_size
        if excess > 0 and has_rule(g, p, NO_MAXIMUM_HAND_SIZE):
            excess = 0                              # 402.2: no maximum hand size
        chosen: list[int] = []
        while excess > 0:
            left = [c for c in pl.hand if c not in chosen]
            a = proc.ask(p, "discard", "prompt.discard_to_max", [opt("card", "text", c, text=g.name(c)) for c in left],
                         "514.1", args={"player": pl.name, "n": pl.max_hand_size, "more": excess})
            chosen.append(a.value)
            excess -= 1
        for c in chosen:
            discard(g, p, c, rule="514.1")
    for oid in g.battlefield:
        o = g.objects[g._keys[oid]]
        o.damage = 0
        o.deathtouched = False
    before = len(g.effects)
    g.effects = [e for e in g.effects if e.duration != "eot"]
    g.shields = [s for s in g.shields if s.duration != "eot"]
    if len(g.effects) != before:
        g.effects_changed()
        from .leaving import exile_orphans
        exile_orphans(g)
    # 514.2: damage removed is a change like damage (no permanent, card or control changes; no SBA can follow from
    # it); effects that ended bumped the version above, for everything.
    g.note("log.cleanup", "514.2", like=ev.DAMAGE)
    return None
