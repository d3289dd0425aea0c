"""Filters: which objects or cards qualify, combined by operators (``IS_CREATURE & CONTROLLED_BY(OPPONENT) &
~HAS("Flying")``, ``|``, ``~``), in the spirit of fireplace's selectors.

A filter is called the way the engine already calls a target's ``where``: ``f(game, obj_id, me)`` (115.1; ``me``
is the player choosing or controlling), or ``f(card_def)`` for a card looked at as a card (searches 701.23,
cost changes 601.2f). ``test(g, oid, ch, me)`` is the one method each node defines: ``ch`` holds the
characteristics to read — the layered ones on the battlefield (613), else the card's own (a spell, a card in a
graveyard or library); ``g``/``oid`` are None when only a card definition is tested.
"""
from __future__ import annotations

from typing import Any

from ...engine.constants import BATTLEFIELD
from ...engine.faces import mana_value
from .node import Node, node

YOU = "you"
OPPONENT = "opponent"
NOT_YOU = "not_you"
ANYONE = "anyone"
_RELATIONS = (YOU, OPPONENT, NOT_YOU, ANYONE)


def view(g: Any, oid: int) -> Any:
    """The characteristics a filter reads for object ``oid``: layered on the battlefield (613), printed elsewhere."""
    o = g.objects[oid]
    return g.chars(oid) if o.zone == BATTLEFIELD else o.card


def related(g: Any, me: int | None, p: int | None, who: str) -> bool:
    """Is player ``p`` "you" (``me``), an opponent of ``me`` (102.3), anyone but ``me``, or anyone at all?"""
    if who == ANYONE:
        return p is not None
    if p is None or me is None:
        return False
    if who == YOU:
        return p == me
    if who == OPPONENT:
        return g.is_opponent(me, p)
    return p != me


class Filter(Node):
    """An object/card filter; combine with ``&``, ``|`` and ``~``."""

    __slots__ = ()

    def test(self, g: Any, oid: int | None, ch: Any, me: int | None) -> bool:
        raise NotImplementedError

    def reads_layers_only(self) -> bool:
        """Does ``test`` read only the object's characteristics after the layers (613), its controller or owner as
        related to ``me`` and whether it is a token? Then its answer for a permanent stands while the layer results
        do (Game.chars's key), and the engine may remember whether a target exists (scope.Scope.has_target). A
        filter reading tapped status, combat, damage, counters or notes (changed by layer-neutral events) does not."""
        return type(self) in _LAYERS_ONLY

    def ignores_viewer(self) -> bool:
        """Does ``test`` give the same answer whoever ``me`` is (and read only what ``reads_layers_only`` allows)?
        Then the permanents it fits are looked for once for every player (scope.Scope.has_target)."""
        return type(self) in _VIEWER_FREE

    def only_yours(self) -> bool:
        """Can ``test`` accept only a permanent ``me`` controls (108.4: "you control")? Then a count of the
        permanents it fits need look at no one else's (amounts.Count)."""
        return False

    def __call__(self, *a: Any) -> bool:
        if len(a) == 1:                       # a card definition (searches, cost changes)
            return self.test(None, None, a[0], None)
        g, oid, me = a
        return self.test(g, oid, view(g, oid), me)

    def __and__(self, other: "Filter") -> "Filter":
        return AllOf(_flat(self, AllOf) + _flat(other, AllOf))

    def __or__(self, other: "Filter") -> "Filter":
        return AnyOf(_flat(self, AnyOf) + _flat(other, AnyOf))

    def __invert__(self) -> "Filter":
        return self.part if isinstance(self, Not) else Not(self)


def _flat(f: Filter, kind: type) -> tuple:
    return f.parts if isinstance(f, kind) else (f,)   # type: ignore[attr-defined]


@node
class AllOf(Filter):
    """Every one of ``parts`` holds (``a & b``)."""

    parts: tuple = ()

    def test(self, g, oid, ch, me) -> bool:
        for p in self.parts:                 # a loop, not all(...): filters run at every target search
            if not p.test(g, oid, ch, me):
                return False
        return True

    def reads_layers_only(self) -> bool:
        return type(self) is AllOf and all(p.reads_layers_only() for p in self.parts)

    def ignores_viewer(self) -> bool:
        return type(self) is AllOf and all(p.ignores_viewer() for p in self.parts)

    def only_yours(self) -> bool:
        return type(self) is AllOf and any(p.only_yours() for p in self.parts)


@node
class AnyOf(Filter):
    """At least one of ``parts`` holds (``a | b``)."""

    parts: tuple = ()

    def test(self, g, oid, ch, me) -> bool:
        for p in self.parts:
            if p.test(g, oid, ch, me):
                return True
        return False

    def reads_layers_only(self) -> bool:
        return type(self) is AnyOf and all(p.reads_layers_only() for p in self.parts)

    def ignores_viewer(self) -> bool:
        return type(self) is AnyOf and all(p.ignores_viewer() for p in self.parts)


@node
class Not(Filter):
    """``part`` does not hold (``~a``: "non-", "without")."""

    part: Filter

    def test(self, g, oid, ch, me) -> bool:
        return not self.part.test(g, oid, ch, me)

    def reads_layers_only(self) -> bool:
        return type(self) is Not and self.part.reads_layers_only()

    def ignores_viewer(self) -> bool:
        return type(self) is Not and self.part.ignores_viewer()


@node
class Anything(Filter):
    """Every object qualifies ("target permanent")."""

    def test(self, g, oid, ch, me) -> bool:
        return True


@node
class HasType(Filter):
    """Has at least one of these card types (205.2a; "artifact or enchantment")."""

    types: tuple[str, ...] = ()

    def test(self, g, oid, ch, me) -> bool:
        types = ch.types
        for t in self.types:
            if t in types:
                return True
        return False


@node
class HasSubtype(Filter):
    """Has at least one of these subtypes (205.3: creature types, Forest, Equipment...)."""

    subtypes: tuple[str, ...] = ()

    def test(self, g, oid, ch, me) -> bool:
        subtypes = ch.subtypes
        for t in self.subtypes:
            if t in subtypes:
                return True
        return False


@node
class HasName(Filter):
    """Has this name (201.2: "a card named Nissa's Chosen")."""

    name: str

    def test(self, g, oid, ch, me) -> bool:
        return bool(ch.name == self.name)


@node
class HasCounter(Filter):
    """A permanent with at least one ``kind`` counter on it (122.1: "with a -1/-1 counter on it")."""

    kind: str

    def test(self, g, oid, ch, me) -> bool:
        o = g.objects.get(oid) if g is not None and oid is not None else None
        return o is not None and o.counters.get(self.kind, 0) > 0


@node
class HasSupertype(Filter):
    """Has this supertype (205.4: Legendary, Basic...)."""

    supertype: str

    def test(self, g, oid, ch, me) -> bool:
        return self.supertype in ch.supertypes


@node
class HasColor(Filter):
    """Is this colour, one of W U B R G (105.2)."""

    color: str

    def test(self, g, oid, ch, me) -> bool:
        return self.color in ch.colors


@node
class HasKeyword(Filter):
    """Has this keyword ability (702; "creature with flying")."""

    keyword: str

    def test(self, g, oid, ch, me) -> bool:
        return self.keyword in ch.keywords


@node
class ControlledBy(Filter):
    """Its controller is you, an opponent, or not you (``who``; 108.4, 102.3)."""

    who: str = YOU

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", relation(self.who))

    def test(self, g, oid, ch, me) -> bool:
        c = getattr(ch, "controller", None)
        if c is None and g is not None and oid is not None:
            c = g.controller(oid)
        return g is not None and related(g, me, c, self.who)

    def only_yours(self) -> bool:
        return type(self) is ControlledBy and self.who == YOU


@node
class OwnedBy(Filter):
    """Its owner is you, an opponent, or not you (``who``; 108.3)."""

    who: str = YOU

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", relation(self.who))

    def test(self, g, oid, ch, me) -> bool:
        return g is not None and oid is not None and related(g, me, g.objects[oid].owner, self.who)


@node
class IsTapped(Filter):
    """The permanent is tapped (110.5)."""

    def test(self, g, oid, ch, me) -> bool:
        return g is not None and oid is not None and g.objects[oid].tapped


@node
class IsToken(Filter):
    """The object is a token (111)."""

    def test(self, g, oid, ch, me) -> bool:
        return g is not None and oid is not None and g.objects[oid].token


@node
class InCombat(Filter):
    """The creature is attacking or blocking (506.4) in any turn's combat."""

    def test(self, g, oid, ch, me) -> bool:
        if g is None or oid is None:
            return False
        for t in g.turns:
            c = t.combat
            if c is not None and (oid in c.attackers or oid in c.blockers):
                return True
        return False


@node
class PowerAtLeast(Filter):
    """Its power is ``n`` or greater (208; "creature with power 5 or greater")."""

    n: int

    def test(self, g, oid, ch, me) -> bool:
        return (ch.power or 0) >= self.n


@node
class PowerAtMost(Filter):
    """Its power is ``n`` or less (208)."""

    n: int

    def test(self, g, oid, ch, me) -> bool:
        return (ch.power or 0) <= self.n


@node
class NoteIs(Filter):
    """The object carries note ``key`` equal to ``value`` in this game (e.g. created by this effect, 607)."""

    key: str
    value: Any = True

    def test(self, g, oid, ch, me) -> bool:
        return g is not None and oid is not None and g.objects[oid].note.get(self.key) == self.value


def TYPE(*types: str) -> Filter:  # noqa: N802 (reads like the card's words)
    """Has one of these card types."""
    return HasType(tuple(types))


def SUBTYPE(*subtypes: str) -> Filter:  # noqa: N802
    """Has one of these subtypes."""
    return HasSubtype(tuple(subtypes))


def relation(who: Any) -> str:
    """A player relation from ``YOU``/``OPPONENT``/``NOT_YOU``/``ANYONE`` — or from the card DSL's own ``YOU``
    (selector) and ``OPPONENT`` (target), so ``CONTROLLED_BY(OPPONENT)`` reads the same with either import."""
    if isinstance(who, str) and who in _RELATIONS:
        return who
    if getattr(who, "kind", None) == "opponent":          # the DSL's OPPONENT target spec
        return OPPONENT
    if type(who).__name__ == "_You":                      # the DSL's YOU selector
        return YOU
    raise ValueError(f"unknown player relation {who!r}")


def CONTROLLED_BY(who: Any) -> Filter:  # noqa: N802
    """Controlled by ``YOU``, an ``OPPONENT``, ``NOT_YOU`` or ``ANYONE``."""
    return ControlledBy(relation(who))


def OWNED_BY(who: Any) -> Filter:  # noqa: N802
    """Owned by ``YOU``, an ``OPPONENT``, ``NOT_YOU`` or ``ANYONE``."""
    return OwnedBy(relation(who))


def HAS(keyword: str) -> Filter:  # noqa: N802
    """Has this keyword."""
    return HasKeyword(keyword)


def COLOR(color: str) -> Filter:  # noqa: N802
    """Is this colour (W U B R G)."""
    return HasColor(color)


_LAYERS_ONLY = frozenset({Anything, HasType, HasSubtype, HasName, HasSupertype, HasColor, HasKeyword, ControlledBy,
                          OwnedBy, IsToken, PowerAtLeast, PowerAtMost})
"""The filters whose ``test`` reads only characteristics, controller, owner and token-ness (``reads_layers_only``);
exactly these classes (a subclass overriding ``test`` is not one of them)."""

_VIEWER_FREE = _LAYERS_ONLY - {ControlledBy, OwnedBy}
"""Of those, the ones that don't read who is asking (``me``): ``ignores_viewer``."""

ANYTHING = Anything()
IS_CREATURE = HasType(("Creature",))
IS_ARTIFACT = HasType(("Artifact",))
IS_ENCHANTMENT = HasType(("Enchantment",))
IS_LAND = HasType(("Land",))
IS_PLANESWALKER = HasType(("Planeswalker",))
IS_INSTANT_OR_SORCERY = HasType(("Instant", "Sorcery"))
IS_LEGENDARY = HasSupertype("Legendary")
IS_BASIC_LAND = IS_LAND & HasSupertype("Basic")
TAPPED = IsTapped()
IS_TOKEN = IsToken()
IN_COMBAT = InCombat()


@node
class ManaValueAtMost(Filter):
    """A card (or permanent) with mana value N or less (202.3: "a creature card with mana value 3 or less")."""

    n: int

    def test(self, g: Any, oid: Any, ch: Any, me: Any) -> bool:
        if g is not None and oid is not None:
            return mana_value(g.objects[oid]) <= self.n       # 712.8e: a transformed permanent: its front face's
        return bool(ch.mana_cost.mana_value <= self.n) if hasattr(ch, "mana_cost") else False
