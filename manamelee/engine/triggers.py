"""Triggered abilities (603): noticing triggers on events and putting them on the stack in APNAP order."""
from __future__ import annotations

from typing import Any, TYPE_CHECKING

from . import events as ev
from .constants import BATTLEFIELD, EXILE, STACK
from .decisions import Option, Proc
from .definitions import TargetSpec, TriggeredAbility
from .face_down import FACE_UP_X
from .faces import TRANSFORMS, transform_count
from .layers import current_base
from .objects import DelayedTrigger, PendingTrigger, StackItem
from .scope import Scope
from .targeting import becomes_target

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Frame, Turn


def check_triggers(g: "Game", e: ev.Event) -> None:
    """603.2: when an event happens, every ability that triggers on it triggers (once per event)."""
    k = e.kind
    looking_back = []
    objects = g.objects
    key = g.version - g._neutral            # changes whenever a permanent enters or leaves (Game.emit)
    cached = g._with_triggers
    if cached is None or cached[0] != key:
        # the permanents' triggered abilities by the event they trigger on, in battlefield then printed order (the
        # permanents with any: the layer base's list, layers.current_base)
        by_event: dict[str, list[tuple[int, TriggeredAbility]]] = {}
        for oid in current_base(g).triggered:
            for ta in objects[g._keys[oid]].card.triggered:
                by_event.setdefault(ta.event, []).append((oid, ta))
        cached = g._with_triggers = (key, by_event)
    on_event = cached[1].get(k)
    if on_event is not None:
        for oid, ta in on_event:
            if oid not in objects:
                continue
            if ta.look_back:
                looking_back.append((oid, ta))
            elif ta.zone == BATTLEFIELD:
                _maybe(g, e, oid, ta, None)
    for oid in g.command:                  # 904.8 / 314.4: face-up schemes' abilities work from the command zone
        o = g.objects[g._keys[oid]]
        if not o.face_down:
            for ta in o.card.triggered:
                if ta.event == k and ta.zone == "command":
                    _maybe(g, e, oid, ta, None)
    if k == ev.CAST and e.obj is not None and e.obj in objects:
        spell = objects[e.obj]             # "When you cast this spell" triggers from the spell on the stack (603.2)
        if spell.card.triggered:
            for ta in spell.card.triggered:
                if ta.event == k and ta.zone == STACK:
                    _maybe(g, e, e.obj, ta, None)
    if k == ev.CYCLE:                      # 702.29: "When you cycle this card" triggers from the cycled card itself
        cycled = g.lki.get(e.obj) if e.obj is not None else None
        if cycled is not None and e.obj is not None:
            for ta in cycled.card.triggered:
                if ta.event == k and ta.zone == "cycled":
                    _maybe(g, e, e.obj, ta, cycled)
    # 603.10a: leaves-the-battlefield abilities look back in time.
    if k == ev.ZONE_CHANGE:
        recent = g.recent_left             # read natively: every zone change while permanents that left are recent
        if e.from_zone == BATTLEFIELD:
            recent.append(e.data)
        for lki in recent:
            for ta in lki.card.triggered:
                if ta.event == k and ta.look_back:
                    _maybe(g, e, lki.id, ta, lki)
    for oid, ta in looking_back:
        _maybe(g, e, oid, ta, None)
    if g.exile:
        for oid in g.exile:                # 113.6b: abilities that say they work in exile ("while it's exiled")
            o = objects[g._keys[oid]]
            if o.card.triggered and not o.face_down:
                for ta in o.card.triggered:
                    if ta.event == k and ta.zone == EXILE:
                        _maybe(g, e, oid, ta, None)
        if k == ev.STEP or (k == ev.COUNTERS and e.amount < 0):
            from .suspend import suspend_triggers
            suspend_triggers(g, e)         # 702.62a: suspend's two triggered abilities work in exile
    if k == ev.COUNTERS and e.amount < 0 and e.data == "defense":
        from .battles import siege_triggers
        siege_triggers(g, e)               # 310.11b: a Siege's intrinsic "when the last defense counter is removed"
    if g.initiative is not None and (k == ev.STEP or k == ev.DAMAGE or k == "initiative"):
        from .initiative import initiative_triggers
        initiative_triggers(g, e)          # 723.2: the initiative's inherent triggered abilities
    if g.monarch is not None and (k == ev.STEP or k == ev.DAMAGE):
        from .monarch import monarch_triggers
        monarch_triggers(g, e)             # 722.2: the monarch's inherent triggered abilities
    if g.delayed:
        fired = []
        for d in g.delayed:
            if d.event == k and d.when(g, e, d):
                fired.append(d)
        for d in fired:
            if d.once:
                g.delayed.remove(d)
            g.triggered.append(PendingTrigger(d.controller, d.source, d, e, d.text, None, _turn_id(g)))


def _maybe(g: "Game", e: ev.Event, oid: int, ta: TriggeredAbility, lki: Any) -> None:
    if ta.event == ev.STEP and getattr(ta, "each_player", False):
        # 805.4d: "at the beginning of each player's <step>, ... that player ..." triggers once for each
        # player taking the turn (each member of the active team under shared team turns); the event
        # copy names that player (ctx.event.player).
        from dataclasses import replace
        side = next((t.side for t in g.turns if t.id == e.turn), (e.player,))
        for q in side:
            if q is not None and not g.players[q].left:
                _maybe_one(g, replace(e, player=q), oid, ta, lki)
        return
    _maybe_one(g, e, oid, ta, lki)


def _maybe_one(g: "Game", e: ev.Event, oid: int, ta: TriggeredAbility, lki: Any) -> None:
    if not ta.when(g, e, oid):
        return
    if ta.zone == BATTLEFIELD and (lki.chars.abilities_removed if lki is not None
                                   else oid in g.objects and g.objects[g._keys[oid]].zone == BATTLEFIELD
                                   and g.chars(oid).abilities_removed):
        return   # 613.1f: a permanent that lost all abilities has no triggered abilities
    ctl = lki.controller if lki is not None else g.controller(oid)
    if ta.intervening is not None and not ta.intervening(g, e, oid, ctl):
        return   # 603.4: intervening "if" false as it triggers
    if g.hooks is not None and not g.hooks.trigger_allowed(g, ctl, e, oid):
        return   # 801.7
    name = lki.card.name if lki is not None else g.objects[g._keys[oid]].card.name
    g.triggered.append(PendingTrigger(ctl, oid, ta, e, name, lki, _turn_id(g)))


def _turn_id(g: "Game") -> int | None:
    t = g.current_turn
    return t.id if t is not None else None


def triggers_for(g: "Game", t: "Turn") -> list[PendingTrigger]:
    """807.5b: a triggered ability goes on the stack of the Turn in which its trigger event happened
    (with a single Turn in progress, every trigger goes there)."""
    live = {x.id for x in g.turns}
    return [tr for tr in g.triggered if tr.turn is None or tr.turn == t.id or tr.turn not in live]


def apnap(g: "Game", t: "Turn | None") -> list[int]:
    """101.4 / 805.6: active player (or team) first, then the others in turn order."""
    from .sides import apnap_players
    return apnap_players(g, t)


def place_triggers(g: "Game", t: "Turn", proc: Proc, f: "Frame") -> None:
    """603.3b: each player, in APNAP order, puts their triggered abilities on the stack in any order."""
    st = f.state
    if "batch" not in st:
        mine = triggers_for(g, t)
        st["batch"] = mine
        taken = {id(tr) for tr in mine}
        g.triggered = [tr for tr in g.triggered if id(tr) not in taken]
    batch: list[PendingTrigger] = st["batch"]
    plan: list[tuple[PendingTrigger, list[Any] | None, tuple[Any, ...], tuple[TargetSpec, ...]]] = []
    from .sides import apnap_sides
    for side in apnap_sides(g, t):
        # 603.3b / 805.7: a side puts all the triggered abilities its members control on the stack,
        # in the order it chooses (the primary player decides for a team, 805.2).
        p = side[0]
        mine = [tr for tr in batch if tr.controller in side]
        order: list[PendingTrigger] = []
        rest = list(mine)
        while len(rest) > 1:
            opts = [Option("trigger", "opt.trigger", i, (("card", tr.name), ("text", tr.ability.text)))
                    for i, tr in enumerate(rest)]
            a = proc.ask(g.decider(p), "order_triggers", "prompt.order_triggers", opts, "603.3b")
            order.append(rest.pop(a.value))
        order += rest
        for tr in order:
            specs = getattr(tr.ability, "targets", ())
            effects: tuple[Any, ...] = tuple(getattr(tr.ability, "effects", ()))
            modes = getattr(tr.ability, "modes", ())
            if modes:       # 603.3c / 700.2a: choose the mode now; a mode without legal targets can't be chosen
                sc = Scope(g, tr.controller)
                ok_modes = [i for i, m in enumerate(modes)
                            if all(sp.optional or sc.target_candidates(sp, tr.source) for sp in m.targets)]
                if not ok_modes:
                    plan.append((tr, None, effects, specs))
                    continue
                if getattr(tr.ability, "choose", 1) > 1 or getattr(tr.ability, "choose_all_if", None) is not None:
                    from .modal_triggers import choose_modes
                    specs, effects = choose_modes(g, proc, tr, ok_modes)
                else:
                    mi = ok_modes[0] if len(ok_modes) == 1 else proc.ask(
                        g.decider(tr.controller), "mode", "prompt.trigger_mode",
                        [Option("mode", "text", i, (("text", modes[i].label),)) for i in ok_modes], "603.3c",
                        args={"card": tr.name, "text": tr.ability.text}).value
                    specs, effects = modes[mi].targets, tuple(modes[mi].effects)
            targets: list[Any] = []
            ok = True
            if any(sp.per_player for sp in specs):
                from .per_player_targets import expand, stops_here
                specs = expand(g, tr.controller, tuple(specs), tr.source)     # 601.2c: a target per opponent, any number
            for i, spec in enumerate(specs):
                if spec.per_player and stops_here(tuple(specs), targets, i):
                    targets.append(None)
                    continue
                cands = Scope(g, tr.controller).target_candidates(spec, tr.source)
                if spec.other_than is not None and spec.other_than < len(targets):
                    cands = [c for c in cands if c != targets[spec.other_than]]
                if spec.optional:   # 115.3: one word "target" with several targets — each a different one
                    cands = [c for c in cands if not any(c == targets[j] for j in range(i)
                                                         if specs[j].optional and specs[j].label == spec.label)]
                if not cands and spec.optional:
                    targets.append(None)     # 601.2c, 115.6: "up to one" — zero targets chosen
                    continue
                if not cands:
                    ok = False   # 603.3d: no legal target, removed from the stack
                    break
                opts = [Option("target", "text", c, (("text", _ref_label(g, c)),)) for c in cands]
                if spec.optional:
                    opts.append(Option("no_target", "opt.no_target", None, ()))   # 115.6: zero targets
                a = proc.ask(g.decider(tr.controller), "target", "prompt.trigger_target", opts, "603.3d",
                             args={"card": tr.name, "text": tr.ability.text})
                targets.append(None if a.kind == "no_target" else a.value)
            plan.append((tr, targets if ok else None, effects, specs))
    for tr, chosen, effects, specs in plan:
        if g.players[tr.controller].left:
            continue     # 800.4d
        if chosen is None:
            g.note("log.trigger_no_target", "603.3d", args={"card": tr.name})
            continue
        ab = tr.ability
        src = g.objects.get(tr.source)
        face_up_x = src.note.get(FACE_UP_X) if src is not None and src.note else None
        item = StackItem(g.new_id(), "triggered", tr.controller, tr.source, tr.name, effects, chosen,
                         tuple(specs), event=tr.event, x=face_up_x if isinstance(face_up_x, int) else 0,  # 702.168e
                         intervening=getattr(ab, "intervening", None), optional=getattr(ab, "optional", False),
                         source_card=(tr.source_lki.card if tr.source_lki is not None else
                                      (g.objects[tr.source].card if tr.source in g.objects else None)),
                         source_lki=tr.source_lki, text=ab.text,
                         data=dict(getattr(ab, "data", {}) or {}))
        if src is not None and not (isinstance(ab, DelayedTrigger) and TRANSFORMS in item.data):
            item.data[TRANSFORMS] = transform_count(src)      # 701.28f: as it is put onto the stack
        t.stack.append(item)
        g.emit(ev.Event(ev.TRIGGER, "603.3", "log.triggers", player=tr.controller, obj=item.id, turn=t.id,
                        args={"card": tr.name, "text": ab.text}))
        if chosen:
            becomes_target(g, item, t.id)        # 603.3d / 601.2c
    return None


def _ref_label(g: "Game", ref: tuple[Any, ...]) -> str:
    if ref[0] == "player":
        name: str = g.players[ref[1]].name
        return name
    o = g.objects.get(ref[1])
    if o is None:
        return f"#{ref[1]}"
    ctl = g.players[g.controller(ref[1])].name
    return f"{o.card.name} ({ctl})"
