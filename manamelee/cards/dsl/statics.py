"""Static abilities (604): Auras and Equipment (303.4, 301.5), anthems (613.4c), cost changes (601.2f), rule
statics, and "enters tapped / with counters" replacements (614.1c, 614.12).
"""
from __future__ import annotations

from ...engine.definitions import StaticAbility
from ..model.filters import CONTROLLED_BY, IS_CREATURE, OPPONENT, YOU, Filter
from ..model.replacements import EntersTapped, EntersWithCounters, Undaunted
from ..model.statics import AddKeywords, AddPT, AttachedTo, ControlledBySourceController, CostDelta, Matching, SpellsOf


def control_enchanted() -> StaticAbility:
    """"You control enchanted creature." (layer 2)"""
    return StaticAbility("2", AttachedTo(), ControlledBySourceController(), text="You control enchanted creature.",
                         stable=True)


def enchanted_has(*keywords: str, text: str = "") -> StaticAbility:
    """"Enchanted creature has <keywords>" (layer 6); "can't attack or block" is the pseudo-keywords
    ``CantAttack`` / ``CantBlock`` that combat checks (508.1a, 509.1a)."""
    return StaticAbility("6", AttachedTo(), AddKeywords(frozenset(keywords)), text=text, stable=True)


def enchanted_gets(power: int, toughness: int, text: str = "") -> StaticAbility:
    """"Enchanted creature gets +N/+M" (layer 7c, 613.4c)."""
    return StaticAbility("7c", AttachedTo(), AddPT(power, toughness), text=text, stable=True)


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
                   where: Filter | None = None, everyone: bool = False,
                   text: str = "") -> tuple[StaticAbility, ...]:
    """"[Other] <kind> creatures you control get +N/+M and have <keywords>" (layer 7c and layer 6; 613.4c,
    613.1f). The filter ``where`` narrows the creatures (e.g. Goblins, red creatures); ``everyone`` makes it
    "All creatures" (every creature in its controller's range, 801.10). Returns the static abilities."""
    f = IS_CREATURE if everyone else IS_CREATURE & CONTROLLED_BY(YOU)
    return creature_statics(Matching(f & where if where is not None else f, other), power, toughness, keywords,
                            text)


def opponents_creatures(power: int = 0, toughness: int = 0, keywords: tuple = (), *,
                        where: Filter | None = None, text: str = "") -> tuple[StaticAbility, ...]:
    """"Creatures your opponents control get +N/+M [and have <keywords>]" — e.g. ``keywords=("CantBlock",)`` for
    "Creatures your opponents control can't block" (layers 7c and 6; 102.3 opponents; 801.10 only those in
    range). The filter ``where`` narrows the creatures. Returns the static abilities."""
    f = IS_CREATURE & CONTROLLED_BY(OPPONENT)
    return creature_statics(Matching(f & where if where is not None else f), power, toughness, keywords, text)


def creature_statics(affects: Matching | AttachedTo, power: int, toughness: int, keywords: tuple,
                     text: str) -> tuple[StaticAbility, ...]:
    """The layer 6 (keywords) and layer 7c (+N/+M) static abilities for the objects ``affects`` picks."""
    out = []
    if keywords:
        out.append(StaticAbility("6", affects, AddKeywords(frozenset(keywords)), text=text, stable=True))
    if power or toughness:
        out.append(StaticAbility("7c", affects, AddPT(power, toughness), text=text, stable=True))
    return tuple(out)


def rule_static(rule: str, text: str) -> StaticAbility:
    """A static ability the engine implements by its rule number (e.g. a rule-changing ability, 604.1)."""
    return StaticAbility(rule=rule, text=text)


def spells_cost(delta: int, where: Filter | None = None, *, whose: str = "any", text: str = "") -> StaticAbility:
    """"<Kind> spells [you cast | your opponents cast] cost {N} more/less to cast" (601.2f): ``delta`` +N more,
    -N less generic mana; the filter ``where`` the kind of spell; ``whose`` "any", "you" or "opponents". Its
    controller's range limits whose spells it changes (801.10, engine/costs.py)."""
    from ...engine.costs import COST_CHANGE
    return StaticAbility(rule=COST_CHANGE, affects=SpellsOf(whose, where), apply=CostDelta(delta), text=text)


undaunted = Undaunted()
"""702.125a: "This spell costs {1} less to cast for each opponent you have" (702.125b: players who left the
game don't count) — a cost hook: ``card(..., extra={"cost_hook": undaunted})``."""

enters_tapped = EntersTapped()
"""614.1c / 614.12: "This permanent enters tapped." (an ``as_enters`` replacement)."""


def enters_with(counters: int, kind: str = "+1/+1", *keywords: str, if_kicked: bool = True) -> EntersWithCounters:
    """"If this creature was kicked, it enters with N +1/+1 counters on it [and with <keywords>]" (614.1c,
    702.33d): an ``as_enters`` replacement; the keywords last as long as it stays on the battlefield."""
    return EntersWithCounters(counters, kind, frozenset(keywords), if_kicked)
