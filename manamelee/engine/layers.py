"""The layer system (613): characteristics of permanents from their cards plus continuous effects.

Effects apply layer by layer (613.1) and, within a layer or sublayer, in timestamp order (613.7).
Static abilities of permanents (604) take their source's timestamp; effects from resolved spells
(611.2) lock in the objects they affect. Dependency ordering (613.8) is not modelled.
"""
from __future__ import annotations

from typing import Callable, Final, TYPE_CHECKING, Union

from .constants import BATTLEFIELD
from .definitions import StaticAbility, declares
from .emblems import EMBLEM_NOTE
from .objects import Chars, ContinuousEffect, GameObject
from .scope import Scope

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

_Work = tuple[int, int, int, Union[ContinuousEffect, tuple[int, StaticAbility]]]
"""(layer order, timestamp, kind, item): kind 0 = a resolved effect, 1 = a permanent's static ability,
2 = a face-up scheme's (item: (source id, ability))."""

LAYER_ORDER: Final = {"1": 0, "2": 1, "3": 2, "4": 3, "5": 4, "6": 5, "7a": 6, "7b": 7, "7c": 8, "7d": 9}


def base_chars(o: GameObject) -> Chars:
    """613.1: start from the card's printed characteristics (or the token's defined ones)."""
    c = o.card
    return Chars(c.name, c.types, c.subtypes, c.supertypes, c.colors, c.power, c.toughness,
                 c.keywords, o.controller)


class LayerBase:
    """613.1: where the layer system starts — each permanent's printed characteristics (``cm``), the battlefield
    by controller before layer 2 (``by``), the permanents with static abilities, with counters, with triggered
    abilities (triggers.check_triggers) and those a state-based action may look at by their printed
    characteristics, counters or attachment (``watch``, sba._apply_once), in battlefield order — kept from one
    computation to the next while the only changes in between that the layer system reads were permanents entering
    or leaving the battlefield (Game._bf_moves): those are patched in (_patched_base)."""

    __slots__ = ("key", "cm", "by", "statics", "countered", "triggered", "watch", "state_triggers", "sagas")

    def __init__(self, key: int, cm: dict[int, Chars], by: dict[int, list[int]], statics: list[int],
                 countered: list[int], triggered: list[int], watch: list[int], state_triggers: bool,
                 sagas: bool) -> None:
        self.key, self.cm, self.by, self.statics, self.countered = key, cm, by, statics, countered
        self.triggered, self.watch, self.state_triggers, self.sagas = triggered, watch, state_triggers, sagas


def _build_base(g: "Game") -> LayerBase:
    """The layer base read afresh from every permanent on the battlefield."""
    cm: dict[int, Chars] = {}
    objects = g.objects
    statics: list[int] = []
    countered: list[int] = []
    triggered: list[int] = []
    watch: list[int] = []
    state_triggers = False
    sagas = False
    by: dict[int, list[int]] = {}
    for oid in g.battlefield:
        k = g._keys[oid]                       # the objects table's own key object (Game.key)
        o = objects[k]
        c = o.card
        if c.static:
            statics.append(oid)
        if c.chapters:
            sagas = True
        if o.counters:
            countered.append(oid)
        if c.triggered:
            triggered.append(oid)
        if c.state_trigger:
            state_triggers = True
        b = o.base
        if b is None or b.controller != o.controller:
            b = o.base = base_chars(o)
        cm[k] = b
        if b.sba_watched() or o.counters or o.attached_to is not None:
            watch.append(oid)
        mine_list = by.get(o.controller)
        if mine_list is None:
            by[o.controller] = [oid]
        else:
            mine_list.append(oid)
    return LayerBase(g.version - g._neutral, cm, by, statics, countered, triggered, watch, state_triggers, sagas)


def _patched_base(g: "Game", base: LayerBase) -> bool:
    """Bring ``base`` up to date with the permanents that entered or left since it was made, when nothing else it
    reads changed (every change since then was such a move or an event of events.LAYER_BASE_NEUTRAL); False when it
    can't be (then it is rebuilt): a permanent entering with counters, chapters or a state trigger, one leaving
    while a state trigger or chapter was in play, an object listed as moved that is still on the battlefield, a
    battlefield of another size than the patched base's."""
    if (g.version - g._neutral) - base.key != g._base_followed:
        return False
    objects = g.objects
    cm = base.cm
    by = base.by
    for oid in g._bf_moves:
        o = objects.get(oid)
        here = o is not None and o.zone == BATTLEFIELD
        if g._keys[oid] in cm:
            if here or base.state_triggers or base.sagas:
                return False
            ctl = cm[g._keys[oid]].controller
            g.restamp(ctl)                      # what they hold changed (Game.held_stamp)
            del cm[g._keys[oid]]
            # (the lists of ids are searched with native comparisons: `in` and `remove` compare boxed ints)
            mine = by.get(ctl)
            kept = _without(mine, oid) if mine is not None else None
            if kept is not None:
                by[ctl] = kept                  # a new list: the old one may be in a reader's hands
            _drop(base.statics, oid)
            _drop(base.countered, oid)
            _drop(base.triggered, oid)
            watched = _without(base.watch, oid)
            if watched is not None:
                base.watch = watched            # a new list: Game._sba_watch may hold the old
        elif here and o is not None:
            c = o.card
            if o.counters or c.chapters or c.state_trigger:
                return False
            b = o.base
            if b is None or b.controller != o.controller:
                b = o.base = base_chars(o)
            cm[g._keys[oid]] = b
            g.restamp(o.controller)
            if b.sba_watched() or o.attached_to is not None:
                base.watch = base.watch + [oid]
            by[o.controller] = by.get(o.controller, []) + [oid]
            if c.static:
                base.statics.append(oid)
            if c.triggered:
                base.triggered.append(oid)
    if len(cm) != len(g.battlefield):
        return False                        # a permanent came or went in a way not listed: read them all
    base.key = g.version - g._neutral
    return True


def _without(ids: list[int], oid: int) -> list[int] | None:
    """A new list of ``ids`` without ``oid``; None when it isn't there (the list itself may be in a reader's hands)."""
    kept = [x for x in ids if x != oid]
    return kept if len(kept) != len(ids) else None


def _drop(ids: list[int], oid: int) -> None:
    """Remove ``oid`` from ``ids`` in place, if it is there (at most once, as ``list.remove``)."""
    for i in range(len(ids)):
        if ids[i] == oid:
            del ids[i]
            return


def current_base(g: "Game") -> LayerBase:
    """The layer base for the battlefield as it is now: patched, or read afresh when it can't be."""
    base = g._layer_base
    if base is None or base.key != g.version - g._neutral or g._bf_moves:
        if base is None or not _patched_base(g, base):
            base = g._layer_base = _build_base(g)
            for p in range(len(g.players)):
                g.restamp(p)                    # read afresh: anything may have changed (Game.held_stamp)
        g._bf_moves.clear()
        g._base_followed = 0
    return base


def compute(g: "Game") -> None:
    """Compute the characteristics of every permanent on the battlefield into the game's cache."""
    base = current_base(g)
    cm = dict(base.cm)
    objects = g.objects
    statics = [objects[g._keys[oid]] for oid in base.statics]
    countered = base.countered
    by = dict(base.by)                        # the battlefield by controller before layer 2 (redone if it applies)
    g._state_triggers = base.state_triggers
    g._sagas = base.sagas
    work: list[_Work] = []
    for e in g.effects:
        if e.duration.startswith("while:"):
            if int(e.duration[6:]) not in cm:
                continue
        work.append((LAYER_ORDER[e.layer], e.timestamp, 0, e))
    volatile = False
    rules: set[tuple[str, int]] = set()
    for o in statics:
        for sa in o.card.static:
            if sa.layer:
                work.append((LAYER_ORDER[sa.layer], o.timestamp, 1, (o.id, sa)))
                volatile = volatile or not sa.stable
            elif sa.rule:
                rules.add((sa.rule, o.id))
    for oid in g.command:                  # 314.4: a face-up scheme's static abilities affect the game
        o = g.objects[g._keys[oid]]
        # not a commander waiting there (903.6, 408.3); 114.4: an emblem's static abilities work there too
        if not o.face_down and ("Scheme" in o.card.types or EMBLEM_NOTE in o.note):
            for sa in o.card.static:
                if sa.layer:
                    work.append((LAYER_ORDER[sa.layer], o.timestamp, 2, (oid, sa)))
                    volatile = volatile or not sa.stable
    g._chars_volatile = volatile
    # Effects modify characteristics in place: a permanent gets its own copy of its base the first time one
    # applies to it (``own``); the others keep sharing their printed characteristics.
    own: set[int] = set()

    def mine(oid: int) -> Chars:
        b = cm[g._keys[oid]]
        if oid not in own:
            own.add(oid)
            b = cm[oid] = Chars(b.name, b.types, b.subtypes, b.supertypes, b.colors, b.power, b.toughness,
                                b.keywords, b.controller)
        return b

    work.sort(key=lambda w: (w[0], w[1]))
    counters_done = False
    for layer, _ts, kind, item in work:
        if layer >= LAYER_ORDER["7c"] and not counters_done:
            _apply_counters(g, cm, countered, mine)
            counters_done = True
        if isinstance(item, ContinuousEffect):      # kind 0
            e = item
            for oid in e.objects:
                if g._keys[oid] not in cm:
                    continue
                if e.layer == "2":
                    if e.control_to is not None and not g.players[e.control_to].left:
                        mine(oid).controller = e.control_to
                else:
                    e.apply(g, mine(oid), oid)
        else:
            src, sa = item
            if kind == 1 and (g._keys[src] not in cm or cm[g._keys[src]].abilities_removed):
                continue
            ctl = cm[src].controller if kind == 1 else g.objects[g._keys[src]].owner
            # 801.10: no effect outside its controller's range of influence
            reach = frozenset(Scope(g, ctl).players()) if g.players[ctl].range is not None else None
            aff = sa.affects
            if aff is not None and declares(aff, "attached_only"):
                # An Aura's or Equipment's "enchanted/equipped creature ..." (303.4, 301.5): the one object it is
                # attached to is the only one its ``affects`` can accept, so only that one is asked.
                on = objects[g._keys[src]].attached_to
                affected = [on] if on is not None and on in cm else []
            else:
                affected = list(cm)
            for oid in affected:
                if reach is not None and cm[g._keys[oid]].controller not in reach:
                    continue
                if sa.affects is not None and sa.affects(g, src, oid, cm) and sa.apply is not None:
                    sa.apply(g, src, oid, mine(oid), cm)
    if not counters_done and countered:
        _apply_counters(g, cm, countered, mine)
    layer2 = any(w[0] == LAYER_ORDER["2"] for w in work)
    control = g._ctl_noted or layer2
    if control:
        # 302.6: a control change (also one from a static ability, e.g. Control Magic) restarts the
        # "controlled continuously since their most recent turn began" clock. A permanent's note "_ctl" holds
        # its controller while that differs from its controller before layer 2 (no note: the same).
        noted = False
        for oid, ch in cm.items():
            o = objects[g._keys[oid]]
            if ch.controller != o.note.get("_ctl", o.controller):
                o.since = g.timestamp
            if ch.controller != o.controller:
                o.note["_ctl"] = ch.controller
                noted = True
            else:
                o.note.pop("_ctl", None)
        g._ctl_noted = noted
    g._rules = {(rule, cm[g._keys[oid]].controller) for rule, oid in rules if not cm[g._keys[oid]].abilities_removed}
    read = g._chars                   # what was read during the computation (an ability asking about another object)
    g._chars = cm
    # 704.3: the permanents the state-based actions look at — the base's, and any an effect made one of them
    # (e.g. a land become a creature), in battlefield order
    watch = base.watch
    if own:
        # (a permanent whose printed characteristics are watched is in the base's list already: no look at it)
        bcm = base.cm
        extra = [oid for oid in own if cm[g._keys[oid]].sba_watched() and not bcm[g._keys[oid]].sba_watched()
                 and oid not in base.watch]
        if extra:
            listed = set(watch)
            listed.update(extra)
            watch = [oid for oid in g.battlefield if oid in listed]
    g._sba_watch = watch
    if layer2:                            # 613.1b: control changed: group by the controllers after layer 2
        by = {}
        for oid, ch in cm.items():
            by.setdefault(ch.controller, []).append(oid)
    g._by_ctl = by
    # Game.held_stamp: a new one for the controllers of the permanents whose characteristics an effect changed
    # since the last computation (made, changed or stopped: compared field by field with the last results), for
    # everybody when control changed or changes back
    before = g._owned
    if control:
        for p in range(len(g.players)):
            g.restamp(p)
    else:
        for oid, was in before.items():
            if oid not in own:
                now = cm.get(oid)
                if now is not None:
                    g.restamp(now.controller)
        for oid in own:
            now = cm[g._keys[oid]]
            if not same_chars(before.get(oid), now):
                g.restamp(now.controller)
    g._owned = {g.key(oid): cm[g._keys[oid]] for oid in own} if own else {}
    for oid, ch in read.items():
        if oid not in cm:
            cm[oid] = ch                  # e.g. a card in a graveyard: its printed characteristics (Game.chars)


def same_chars(a: Chars | None, b: Chars) -> bool:
    """``a == b`` for layer results, compared field by field in compiled code (the dataclass's own ``__eq__`` is
    generated Python: the layer computation compares every permanent an effect applies to with its last results)."""
    return a is not None and (a is b or (
        a.power == b.power and a.toughness == b.toughness and a.controller == b.controller and a.name == b.name
        and _same_set(a.types, b.types) and _same_set(a.subtypes, b.subtypes)
        and _same_set(a.supertypes, b.supertypes) and _same_set(a.colors, b.colors)
        and _same_set(a.keywords, b.keywords) and a.abilities_removed == b.abilities_removed
        and a.extra_triggered == b.extra_triggered and a.extra_activated == b.extra_activated))


def _same_set(a: frozenset[str], b: frozenset[str]) -> bool:
    """``a == b``, the same object first (a permanent's own copy of its characteristics shares its printed sets
    until an effect replaces one; frozenset equality itself walks the elements)."""
    return a is b or a == b


def _apply_counters(g: "Game", cm: dict[int, Chars], countered: list[int], mine: Callable[[int], Chars]) -> None:
    """613.4c: +1/+1 and -1/-1 counters modify power and toughness."""
    for oid in countered:
        cnt = g.objects[g._keys[oid]].counters
        power = cm[g._keys[oid]].power
        if power is not None:
            d = cnt.get("+1/+1", 0) - cnt.get("-1/-1", 0)
            if d:
                ch = mine(oid)
                ch.power = power + d
                ch.toughness = (ch.toughness or 0) + d


def has_keyword(g: "Game", oid: int, kw: str) -> bool:
    o = g.objects.get(oid)
    if o is None:
        lki = g.lki.get(oid)
        return lki is not None and kw in lki.chars.keywords
    if o.zone != BATTLEFIELD:
        return kw in o.card.keywords
    return kw in g.chars(oid).keywords
