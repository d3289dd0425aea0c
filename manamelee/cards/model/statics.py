"""Static abilities as data (604, 613): which objects a layer effect affects and what it does to them, and
cost changes (601.2f). Nodes are called as the engine already calls ``StaticAbility.affects`` / ``apply``:
``affects(g, src, oid, cm)`` and ``apply(g, src, oid, ch, cm)`` for layers (``cm`` the characteristics being
computed), ``affects(g, src, caster, card_def)`` and ``apply(...) -> delta`` for cost changes.
"""
from __future__ import annotations


from .filters import Filter
from .node import Node, node


class Affects(Node):
    """Which objects a layer effect applies to."""

    __slots__ = ()


class Apply(Node):
    """What a layer effect does to an object's characteristics (in place)."""

    __slots__ = ()


@node
class AttachedTo(Affects):
    """The object this Aura or Equipment is attached to (303.4, 301.5)."""

    def __call__(self, g, src, oid, cm) -> bool:
        return g.objects[src].attached_to == oid

    def attached_only(self) -> bool:
        """It affects at most the one object its source is attached to: the layer system tests only that one
        (layers.compute). Exactly this class (a subclass overriding ``__call__`` is not)."""
        return type(self) is AttachedTo


@node
class Matching(Affects):
    """Objects passing ``what`` as the layers compute them (``me`` = this source's controller then);
    ``other``: not this permanent ("other creatures you control")."""

    what: Filter
    other: bool = False

    def __call__(self, g, src, oid, cm) -> bool:
        if self.other and oid == src:
            return False
        s = cm.get(src)      # a source outside the layer system (a scheme in the command zone): its controller
        return self.what.test(g, oid, cm[oid], s.controller if s is not None else g.controller(src))


@node
class AddPT(Apply):
    """+N/+M (layer 7c, 613.4c)."""

    power: int = 0
    toughness: int = 0

    def __call__(self, g, src, oid, ch, cm) -> None:
        if ch.power is not None:
            ch.power += self.power
            ch.toughness = (ch.toughness or 0) + self.toughness


@node
class AddKeywords(Apply):
    """Gains these keywords (layer 6, 613.1f); ``CantAttack``/``CantBlock`` are the pseudo-keywords combat reads."""

    keywords: frozenset = frozenset()

    def __call__(self, g, src, oid, ch, cm) -> None:
        ch.keywords = ch.keywords | self.keywords


@node
class RemoveKeywords(Apply):
    """Loses these keywords (layer 6, 613.1f): "Enchanted creature loses flying." (Mammoth Harness)."""

    keywords: frozenset = frozenset()

    def __call__(self, g, src, oid, ch, cm) -> None:
        ch.keywords = ch.keywords - self.keywords


@node
class PlusPerSharedCreatureType(Apply):
    """+1/+1 for each other creature sharing a creature type with it, among those its source's controller can
    see (layer 7c, 613.4c; 801.11: only creatures of players in that range; layer 4 type changes count)."""

    def __call__(self, g, src, oid, ch, cm) -> None:
        from ...engine.scope import Scope
        if ch.power is None or not ch.subtypes:
            return
        mine = Scope(g, cm[src].controller)
        n = 0
        for other, oc in cm.items():
            if other == oid or "Creature" not in oc.types or not (oc.subtypes & ch.subtypes):
                continue
            if mine.in_range(oc.controller):
                n += 1
        if n:
            ch.power += n
            ch.toughness = (ch.toughness or 0) + n


@node
class ControlledBySourceController(Apply):
    """"You control enchanted creature." (layer 2): it takes this source's controller, unless they left."""

    def __call__(self, g, src, oid, ch, cm) -> None:
        new = cm[src].controller
        if not g.players[new].left and ch.controller != new:
            ch.controller = new


@node
class SpellsOf(Node):
    """Cost change target: spells cast by ``whose`` ("any", "you", "opponents") whose card passes ``what``."""

    whose: str = "any"
    what: Filter | None = None

    def __call__(self, g, src, caster, card_def) -> bool:
        ctl = g.controller(src)
        if self.whose == "you" and caster != ctl:
            return False
        if self.whose == "opponents" and not g.is_opponent(ctl, caster):
            return False
        return self.what is None or self.what(card_def)


@node
class CostDelta(Node):
    """A cost change of ``n`` generic mana (+ more, - less; 601.2f)."""

    n: int

    def __call__(self, g, src, caster, card_def) -> int:
        return self.n


__all__ = ["Affects", "Apply", "AttachedTo", "Matching", "AddPT", "AddKeywords", "ControlledBySourceController",
           "PlusPerSharedCreatureType", "SpellsOf", "CostDelta"]


@node
class LevelBand(Affects):
    """711.2a-b: this permanent, while it has from ``low`` to ``high`` level counters (``high`` 0: no upper bound,
    "LEVEL N+")."""

    low: int
    high: int = 0

    def __call__(self, g, src, oid, cm) -> bool:
        if oid != src:
            return False
        n = g.objects[src].counters.get("level", 0)
        return self.low <= n and (not self.high or n <= self.high)


@node
class SetBasePT(Apply):
    """"has base power and toughness N/M" (layer 7b, 613.4b)."""

    power: int
    toughness: int

    def __call__(self, g, src, oid, ch, cm) -> None:
        ch.power, ch.toughness = self.power, self.toughness
