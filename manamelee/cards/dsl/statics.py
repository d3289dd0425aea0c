"""Static abilities (604): Auras and Equipment (303.4, 301.5), anthems (613.4c), cost changes (601.2f), rule
statics, and "enters tapped / with counters" replacements (614.1c, 614.12).
"""
from __future__ import annotations

from typing import Any, Callable

from ...engine.definitions import CardDef, StaticAbility
from ...engine.mana import ManaCost
from ...engine.objects import ContinuousEffect
from .effects_continuous import _grant_all


def control_enchanted() -> StaticAbility:
    """"You control enchanted creature." (layer 2)"""

    def affects(g, src, oid, cm):
        return g.objects[src].attached_to == oid

    def apply(g, src, oid, ch, cm):
        new = cm[src].controller
        if not g.players[new].left:
            if ch.controller != new:
                ch.controller = new
    return StaticAbility("2", affects, apply, text="You control enchanted creature.", stable=True)


def enchanted_has(*keywords: str, text: str = "") -> StaticAbility:
    """"Enchanted creature has <keywords>" (layer 6); "can't attack or block" is the pseudo-keywords
    ``CantAttack`` / ``CantBlock`` that combat checks (508.1a, 509.1a)."""

    def affects(g, src, oid, cm):
        return g.objects[src].attached_to == oid

    def apply(g, src, oid, ch, cm):
        ch.keywords = ch.keywords | set(keywords)
    return StaticAbility("6", affects, apply, text=text, stable=True)


def enchanted_gets(power: int, toughness: int, text: str = "") -> StaticAbility:
    """"Enchanted creature gets +N/+M" (layer 7c, 613.4c)."""

    def affects(g, src, oid, cm):
        return g.objects[src].attached_to == oid

    def apply(g, src, oid, ch, cm):
        if ch.power is not None:
            ch.power += power
            ch.toughness = (ch.toughness or 0) + toughness
    return StaticAbility("7c", affects, apply, text=text, stable=True)


def equipped(power: int = 0, toughness: int = 0, *keywords: str, text: str = "") -> tuple[StaticAbility, ...]:
    """"Equipped [or enchanted] creature gets +N/+M and has <keywords>" (301.5f; layers 7c and 6): the creature
    this permanent is attached to. Returns the static abilities."""
    out: list[StaticAbility] = []
    if keywords:
        out.append(enchanted_has(*keywords, text=text))
    if power or toughness:
        out.append(enchanted_gets(power, toughness, text=text))
    return tuple(out)


def your_creatures(power: int = 0, toughness: int = 0, keywords: tuple = (), *, other: bool = False,
                   where: Callable[..., bool] | None = None, everyone: bool = False,
                   text: str = "") -> tuple[StaticAbility, ...]:
    """"[Other] <kind> creatures you control get +N/+M and have <keywords>" (layer 7c and layer 6; 613.4c,
    613.1f). ``where(chars)`` narrows the creatures (e.g. Goblins, red creatures); ``everyone`` makes it
    "All creatures" (every creature in its controller's range, 801.10). Returns the static abilities."""

    def affects(g, src, oid, cm):
        ch = cm[oid]
        return "Creature" in ch.types and (everyone or ch.controller == cm[src].controller) and \
            not (other and oid == src) and (where is None or where(ch))

    return _creature_statics(affects, power, toughness, keywords, text)


def opponents_creatures(power: int = 0, toughness: int = 0, keywords: tuple = (), *,
                        where: Callable[..., bool] | None = None, text: str = "") -> tuple[StaticAbility, ...]:
    """"Creatures your opponents control get +N/+M [and have <keywords>]" — e.g. ``keywords=("CantBlock",)`` for
    "Creatures your opponents control can't block" (layers 7c and 6; 102.3 opponents; 801.10 only those in
    range). ``where(chars)`` narrows the creatures. Returns the static abilities."""

    def affects(g, src, oid, cm):
        ch = cm[oid]
        return "Creature" in ch.types and g.is_opponent(cm[src].controller, ch.controller) and \
            (where is None or where(ch))

    return _creature_statics(affects, power, toughness, keywords, text)


def _creature_statics(affects: Callable[..., bool], power: int, toughness: int, keywords: tuple,
                      text: str) -> tuple[StaticAbility, ...]:
    """The layer 6 (keywords) and layer 7c (+N/+M) static abilities for the creatures ``affects`` picks."""

    def pump(g, src, oid, ch, cm):
        if ch.power is not None:
            ch.power += power
            ch.toughness = (ch.toughness or 0) + toughness

    def grant(g, src, oid, ch, cm):
        ch.keywords = ch.keywords | set(keywords)
    out = []
    if keywords:
        out.append(StaticAbility("6", affects, grant, text=text, stable=True))
    if power or toughness:
        out.append(StaticAbility("7c", affects, pump, text=text, stable=True))
    return tuple(out)


def rule_static(rule: str, text: str) -> StaticAbility:
    """A static ability the engine implements by its rule number (e.g. a rule-changing ability, 604.1)."""
    return StaticAbility(rule=rule, text=text)


def spells_cost(delta: int, where: Callable[[CardDef], bool] | None = None, *, whose: str = "any",
                text: str = "") -> StaticAbility:
    """"<Kind> spells [you cast | your opponents cast] cost {N} more/less to cast" (601.2f): ``delta`` +N more,
    -N less generic mana; ``where(card_def)`` the kind of spell; ``whose`` "any", "you" or "opponents". Its
    controller's range limits whose spells it changes (801.10, engine/costs.py)."""
    from ...engine.costs import COST_CHANGE

    def affects(g, src, caster, card_def):
        ctl = g.controller(src)
        if whose == "you" and caster != ctl:
            return False
        if whose == "opponents" and not g.is_opponent(ctl, caster):
            return False
        return where is None or where(card_def)

    def apply(g, src, caster, card_def):
        return delta
    return StaticAbility(rule=COST_CHANGE, affects=affects, apply=apply, text=text)


def undaunted(g: Any, p: int, cost: ManaCost) -> ManaCost:
    """702.125a: "This spell costs {1} less to cast for each opponent you have" (702.125b: players who left the
    game don't count) — a cost hook: ``card(..., extra={"cost_hook": undaunted})``."""
    return cost.plus_generic(-len(g.opponents(p)))


def enters_tapped(g: Any, o: Any) -> None:
    """614.1c / 614.12: "This permanent enters tapped." (an ``as_enters`` replacement)."""
    o.tapped = True


def enters_with(counters: int, kind: str = "+1/+1", *keywords: str, if_kicked: bool = True) -> Callable:
    """"If this creature was kicked, it enters with N +1/+1 counters on it [and with <keywords>]" (614.1c,
    702.33d): an ``as_enters`` replacement; the keywords last as long as it stays on the battlefield."""
    def apply(g: Any, o: Any) -> None:
        if if_kicked and not o.note.get("kicked"):
            return
        o.counters[kind] = o.counters.get(kind, 0) + counters
        if keywords:
            g.effects.append(ContinuousEffect("6", g.new_timestamp(), o.id, o.controller, (o.id,),
                                              _grant_all(frozenset(keywords)), f"while:{o.id}"))
    return apply
