"""Filters for kinds of permanents named in oracle text (109.2, 205) that also read an object as it last existed
(603.10a: "whenever a nontoken creature you control dies" looks back at the creature on the battlefield).

Each node tests the characteristics ``ch`` it is given and, where the characteristics don't hold the answer (token,
counters, mana value, combat), the object ``oid`` on the battlefield or its last known information (``g.lki``).
"""
from __future__ import annotations

from typing import Any

from ...engine.faces import mana_value
from ...engine.objects import GameObject
from .filters import Filter
from .node import node


def _obj_or_lki(g: Any, oid: int | None) -> Any:
    """The object ``oid``, or its last known information when it has left its zone (None when unknown)."""
    if g is None or oid is None:
        return None
    o = g.objects.get(oid)
    return o if o is not None else g.lki.get(oid)


@node
class TokenIs(Filter):
    """Is (``token`` True) or isn't (False) a token (111.1), also as it last existed."""

    token: bool = True

    def test(self, g, oid, ch, me) -> bool:
        o = _obj_or_lki(g, oid)
        return o is not None and bool(o.token) == self.token


@node
class ColorCount(Filter):
    """"colorless" (no colour, 105.2c), "monocolored" (one) or "multicolored" (two or more, 105.2b)."""

    kind: str

    def __post_init__(self) -> None:
        if self.kind not in ("colorless", "monocolored", "multicolored"):
            raise ValueError(f"unknown colour count {self.kind!r}")

    def test(self, g, oid, ch, me) -> bool:
        n = len(ch.colors)
        return n == 0 if self.kind == "colorless" else n == 1 if self.kind == "monocolored" else n >= 2


@node
class StatCompare(Filter):
    """Its power, toughness or mana value (``stat``) is ``n`` or greater (``at_least``) or ``n`` or less (208,
    202.3)."""

    stat: str
    n: int
    at_least: bool = True

    def __post_init__(self) -> None:
        if self.stat not in ("power", "toughness", "mana value"):
            raise ValueError(f"unknown characteristic {self.stat!r}")

    def test(self, g, oid, ch, me) -> bool:
        if self.stat == "mana value":
            o = _obj_or_lki(g, oid)
            if isinstance(o, GameObject):
                v = mana_value(o)                             # 712.8e: a transformed permanent: its front face's
            elif o is not None:
                v = o.mana_value                              # as it last existed (608.2h)
            else:
                cost = getattr(ch, "mana_cost", None)         # a card definition tested as a card
                if cost is None:
                    return False
                v = cost.mana_value
        else:
            got = ch.power if self.stat == "power" else ch.toughness
            if got is None:
                return False
            v = got
        return v >= self.n if self.at_least else v <= self.n


@node
class InCombatAs(Filter):
    """An attacking (``role`` "attacking", 506.4) or blocking ("blocking") creature, in any turn's combat."""

    role: str = "attacking"

    def test(self, g, oid, ch, me) -> bool:
        if g is None or oid is None:
            return False
        for t in g.turns:
            c = t.combat
            if c is not None and oid in (c.attackers if self.role == "attacking" else c.blockers):
                return True
        return False


@node
class CountersOn(Filter):
    """Has at least one ``kind`` counter on it (122.1), also as it last existed; ``kind`` "" is any counter."""

    kind: str = ""

    def test(self, g, oid, ch, me) -> bool:
        o = _obj_or_lki(g, oid)
        if o is None:
            return False
        if not self.kind:
            return any(v > 0 for v in o.counters.values())
        return o.counters.get(self.kind, 0) > 0


@node
class HasMorphAbility(Filter):
    """"with a morph ability" (702.37a): the object has a morph or megamorph ability — a face-down permanent has
    none (708.2a: no text), so it never qualifies."""

    def test(self, g, oid, ch, me) -> bool:
        from ...engine.face_down import MORPH
        o = _obj_or_lki(g, oid)
        card = o.card if o is not None else ch
        if getattr(ch, "abilities_removed", False):
            return False                                      # 613.1f: it lost its abilities
        extra = getattr(card, "extra", None)
        return bool(extra) and MORPH in extra


__all__ = ["ColorCount", "CountersOn", "HasMorphAbility", "InCombatAs", "StatCompare", "TokenIs"]
