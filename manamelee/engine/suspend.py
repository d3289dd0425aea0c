"""Suspend (702.62): a keyword of three abilities.

* 702.62a, first ability (a static ability of a card in a hand): "If you could begin to cast this card by putting it
  onto the stack from your hand, you may pay [cost] and exile it with N time counters on it. This action doesn't use
  the stack" — a special action (116.2f) offered with priority (:func:`suspend_options`), taken by
  :func:`suspend_action`; the player receives priority again afterwards (116.3).
* 702.62a, second ability (a triggered ability working in exile): "At the beginning of your upkeep, if this card is
  suspended, remove a time counter from it."
* 702.62a, third ability (in exile too): "When the last time counter is removed from this card, if it's exiled, you
  may play it without paying its mana cost if able. If you don't, it remains exiled. If you cast a creature spell
  this way, it gains haste until you lose control of the spell or the permanent it becomes." The cast is the one
  free cast of the engine (free_cast.py, 702.62d: the alternative-cost rules of 601.2b and 601.2f-h).

Both triggered abilities belong to the keyword, so they are the engine's (like a Siege's 310.11b ability,
battles.py): :func:`suspend_triggers` notices them from :func:`~manamelee.engine.triggers.check_triggers`; their
controller is the card's owner (the controller of an ability of a card in exile, 113.8, 603.3a).

A card's suspend is its definition's ``extra[SUSPEND]`` (N) and ``extra[SUSPEND_COST]`` (the printed cost); "Suspend"
is among its keywords (702.62b: the card "has suspend").
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, TYPE_CHECKING

from . import events as ev
from .constants import EXILE, HAND, HASTE, STACK, Step
from .decisions import Option, Proc
from .mana import ManaCost, Source
from .objects import ContinuousEffect, GameObject, PendingTrigger

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import Chars
    from .resolution import Ctx
    from .turn import Frame, Turn

SUSPEND: Final = "suspend"
"""``CardDef.extra`` key: N, the number of time counters of "Suspend N—[cost]" (702.62a), or :data:`SUSPEND_X`."""
SUSPEND_X: Final = "X"
"""The N of "Suspend X—[cost]. X can't be 0.": X is chosen as the special action is taken (107.3d), at least 1."""
SUSPEND_COST: Final = "suspend_cost"
"""``CardDef.extra`` key: the suspend cost as printed ("{1}{R}")."""
KEYWORD: Final = "Suspend"
TIME: Final = "time"
"""The time counter (122.1)."""
SUSPEND_HASTE: Final = "suspend_haste"
"""``StackItem.data`` key of a creature spell cast by its suspend ability: the player who cast it (702.62a)."""

UPKEEP_TEXT: Final = "At the beginning of your upkeep, if this card is suspended, remove a time counter from it."
LAST_COUNTER_TEXT: Final = ("When the last time counter is removed from this card, if it's exiled, you may play it without "
                     "paying its mana cost if able.")


def has_suspend(o: GameObject) -> bool:
    """Does the card have suspend (702.62b)?"""
    return KEYWORD in o.card.keywords


def is_suspended(o: GameObject) -> bool:
    """702.62b: a card is "suspended" if it's in exile, has suspend, and has a time counter on it."""
    return o.zone == EXILE and has_suspend(o) and o.counters.get(TIME, 0) > 0


def suspend_cost(o: GameObject) -> ManaCost | None:
    """The card's suspend cost (702.62a), or None when it has no suspend ability of its own."""
    text = o.card.extra.get(SUSPEND_COST) if o.card.extra else None
    return ManaCost.parse(text) if isinstance(text, str) else None


def could_begin_to_cast(g: "Game", t: "Turn", p: int, oid: int) -> bool:
    """702.62a / 116.2f: could ``p`` begin to cast the card ``oid`` by putting it onto the stack from their hand now?

    Timing (307.1: a sorcery-speed card only in a main phase of their turn with the stack empty; an instant or a card
    with flash whenever they have priority) and every effect that would prohibit the cast (702.62c: "can't" effects,
    101.2; split second, 702.61a). Targets and the mana cost don't matter: they come later in casting (601.2c,
    601.2g)."""
    from .casting import one_spell_limit, opponents_forbid_small_spells, sorcery_timing, split_second_on_stack
    from .rule_effects import cant_cast
    o = g.objects.get(oid)
    if o is None or o.zone != HAND or o.owner != p or g.players[p].left:
        return False
    card = o.card
    if "Land" in card.types or not card.implemented:
        return False                 # 305.9: a land isn't cast
    if not ("Instant" in card.types or "Flash" in card.keywords or sorcery_timing(g, t, p)):
        return False
    if one_spell_limit(g, p) or split_second_on_stack(g):
        return False
    if g._rules and card.mana_cost.mana_value <= 3 and opponents_forbid_small_spells(g, p):
        return False
    from .card_names import cast_forbidden_by_name
    if g._rules and cast_forbidden_by_name(g, p, card):
        return False                 # 101.2: "Spells with the chosen name can't be cast." (card_names.py)
    return not (g.shields and cant_cast(g, p, card))


def time_counters_of(o: GameObject) -> int | str | None:
    """N of the card's "Suspend N—[cost]" (or :data:`SUSPEND_X`); None without a suspend ability of its own."""
    n = o.card.extra.get(SUSPEND) if o.card.extra else None
    return n if isinstance(n, int) or n == SUSPEND_X else None


def suspend_options(g: "Game", t: "Turn", p: int, oid: int, sources: list[Source]) -> list[Option]:
    """116.2f: the special action of suspending the card ``oid`` in ``p``'s hand, when it could be cast now and its
    suspend cost can be paid — for suspend X, with X at least 1 (value: (card id,))."""
    from .casting import can_afford
    o = g.objects[g._keys[oid]]
    cost = suspend_cost(o)
    n = time_counters_of(o)
    if cost is None or n is None or not could_begin_to_cast(g, t, p, oid):
        return []
    if not can_afford(g, p, cost.with_x(1) if n == SUSPEND_X else cost, sources):
        return []
    return [Option("suspend", "suspend.opt.suspend", (oid,), (("card", o.card.name), ("cost", str(cost)), ("n", n)))]


def suspend_action(g: "Game", t: "Turn", proc: Proc, f: "Frame", p: int, oid: int) -> None:
    """702.62a: pay the suspend cost and exile the card with N time counters on it (a special action that doesn't use
    the stack, 116.2f). Everything is asked (the payment) before anything changes; backing out changes nothing."""
    from ..i18n import Msg
    from .casting import pay_special_action
    from .zones import move
    o = g.objects.get(oid)
    if o is None or not could_begin_to_cast(g, t, p, oid):
        return None
    cost = suspend_cost(o)
    want = time_counters_of(o)
    if cost is None or want is None:
        return None
    card = o.card
    what = Msg("suspend.what", (("card", card.name),))
    # 107.3d: for "Suspend X" X is chosen just before the cost is paid, and X can't be 0
    x = pay_special_action(g, proc, p, cost, what, "107.3d", least_x=1)
    if x is None:
        return None
    n = want if isinstance(want, int) else x
    nid = move(g, oid, EXILE, rule="702.62a", key="suspend.log.suspends",
               args={"player": g.players[p].name, "card": card.name, "n": n})
    if nid is not None and g.objects[g._keys[nid]].zone == EXILE:
        put_time_counters(g, nid, n, "702.62a")
    return None


def put_time_counters(g: "Game", oid: int, n: int, rule: str) -> None:
    """Put ``n`` time counters on the object ``oid`` (122.1)."""
    from .zones import add_counters
    if n > 0:
        add_counters(g, oid, TIME, n, rule)


def remove_time_counter(g: "Game", oid: int, rule: str) -> bool:
    """Remove one time counter from ``oid`` (a COUNTERS event with amount -1, which the last-counter ability watches);
    False when it has none."""
    from .zones import add_counters
    o = g.objects.get(oid)
    if o is None or o.counters.get(TIME, 0) <= 0:
        return False
    add_counters(g, oid, TIME, -1, rule)
    return True


# --------------------------------------------------------------------------- the two triggered abilities
@dataclass(frozen=True, slots=True)
class Suspended:
    """The intervening "if this card is suspended" (603.4, 702.62b): checked as it triggers and as it resolves."""

    def __call__(self, g: "Game", e: Any, oid: int, controller: int) -> bool:
        o = g.objects.get(oid)
        return o is not None and is_suspended(o)


@dataclass(frozen=True, slots=True)
class StillExiled:
    """The intervening "if it's exiled" (603.4): the same object (400.7) is still in exile."""

    def __call__(self, g: "Game", e: Any, oid: int, controller: int) -> bool:
        o = g.objects.get(oid)
        return o is not None and o.zone == EXILE


@dataclass(frozen=True, slots=True)
class RemoveTimeCounter:
    """702.62a: "remove a time counter from it" (the suspended card, the ability's source)."""

    def run(self, ctx: "Ctx") -> None:
        o = ctx.g.objects.get(ctx.source)
        if o is not None and o.zone == EXILE:
            remove_time_counter(ctx.g, ctx.source, "702.62a")


@dataclass(frozen=True, slots=True)
class PlaySuspended:
    """702.62a: "you may play it without paying its mana cost if able. If you don't, it remains exiled. If you cast a
    creature spell this way, it gains haste until you lose control of the spell or the permanent it becomes."

    The cast is free_cast.cast_free (608.2g, 702.62d); timing permissions don't apply."""

    def run(self, ctx: "Ctx") -> None:
        from .free_cast import can_cast_free, cast_free
        g = ctx.g
        oid = ctx.source
        o = g.objects.get(oid)
        p = ctx.controller
        if o is None or o.zone != EXILE or not can_cast_free(g, p, oid):
            return                    # "if able": it remains exiled
        card = o.card
        if not ctx.yes_no(p, "suspend.prompt.cast", "702.62a", args={"card": card.name}):
            return
        nid = cast_free(g, ctx.turn, ctx.proc, p, oid, "702.62a")
        if nid is None or "Creature" not in card.types:
            return
        for item in ctx.turn.stack:
            if item.kind == "spell" and item.source == nid:
                item.data[SUSPEND_HASTE] = p


@dataclass(frozen=True, slots=True)
class SuspendAbility:
    """One of suspend's triggered abilities as ``place_triggers`` reads it (its effects, text, intervening "if")."""

    effects: tuple[Any, ...]
    text: str
    intervening: Any = None
    targets: tuple[Any, ...] = ()
    data: dict[str, Any] = field(default_factory=dict)


UPKEEP_ABILITY: Final = SuspendAbility((RemoveTimeCounter(),), UPKEEP_TEXT, Suspended())
LAST_COUNTER_ABILITY: Final = SuspendAbility((PlaySuspended(),), LAST_COUNTER_TEXT, StillExiled())


def suspend_triggers(g: "Game", e: ev.Event) -> None:
    """702.62a: the second and third abilities of suspend trigger (they function in exile)."""
    if not g.exile:
        return
    turn = g.current_turn.id if g.current_turn is not None else None
    if e.kind == ev.STEP and e.data == Step.UPKEEP:
        side = next((x.side for x in g.turns if x.id == e.turn), (e.player,))
        for oid in g.exile:                    # "At the beginning of your upkeep, if this card is suspended, ..."
            o = g.objects[g._keys[oid]]
            if o.owner in side and is_suspended(o):
                g.triggered.append(PendingTrigger(o.owner, oid, UPKEEP_ABILITY, e, o.card.name, None, turn))
    elif e.kind == ev.COUNTERS and e.data == TIME and e.amount < 0 and e.obj is not None:
        card = g.objects.get(e.obj)           # "When the last time counter is removed from this card, ..."
        if card is not None and card.zone == EXILE and has_suspend(card) and card.counters.get(TIME, 0) == 0:
            g.triggered.append(PendingTrigger(card.owner, e.obj, LAST_COUNTER_ABILITY, e, card.card.name, None, turn))


# --------------------------------------------------------------------------- haste (702.62a)
@dataclass(frozen=True, slots=True)
class SuspendHaste:
    """Layer 6 (613.1f): the permanent has haste while ``player`` has controlled it continuously since it entered —
    "until you lose control of ... the permanent it becomes" (702.62a). A change of control restarts the permanent's
    control clock (``since``, 302.6), so the effect stops then and doesn't come back."""

    player: int
    since: int

    def __call__(self, g: "Game", ch: "Chars", oid: int) -> None:
        o = g.objects.get(oid)
        if o is not None and ch.controller == self.player and o.since == self.since:
            ch.keywords = ch.keywords | {HASTE}


def grant_suspend_haste(g: "Game", oid: int, player: int) -> None:
    """702.62a: the creature spell cast by its suspend ability became the permanent ``oid`` under the control of the
    player who cast it: it has haste for as long as that player keeps controlling it."""
    o = g.objects.get(oid)
    if o is None or g.controller(oid) != player:
        return
    g.effects.append(ContinuousEffect("6", g.new_timestamp(), oid, player, (oid,), SuspendHaste(player, o.since),
                                      f"while:{oid}"))
    g.version += 1


def spell_keeps_haste(g: "Game", item: Any) -> bool:
    """Was the resolving spell cast by its suspend ability as a creature spell, and does the player who cast it still
    control it (702.62a: "until you lose control of the spell")?"""
    who = item.data.get(SUSPEND_HASTE) if item.data else None
    return who is not None and who == item.controller


__all__ = ["KEYWORD", "LAST_COUNTER_ABILITY", "SUSPEND", "SUSPEND_COST", "SUSPEND_HASTE", "SUSPEND_X", "STACK", "TIME",
           "UPKEEP_ABILITY", "PlaySuspended", "RemoveTimeCounter", "StillExiled", "SuspendAbility", "SuspendHaste",
           "Suspended", "could_begin_to_cast", "grant_suspend_haste", "has_suspend", "is_suspended",
           "put_time_counters", "remove_time_counter", "spell_keeps_haste", "suspend_action", "suspend_cost",
           "suspend_options", "suspend_triggers", "time_counters_of"]
