"""Static abilities that apply to this permanent, and static abilities that apply only while a condition holds
("as long as", 611.3a: the effect applies at each moment the condition is true, and stops when it isn't)."""
from __future__ import annotations

from .conditions import Condition
from .node import node
from .statics import Affects


@node
class ThisPermanent(Affects):
    """This permanent itself ("this creature gets +1/+1 as long as ...")."""

    def __call__(self, g, src, oid, cm) -> bool:
        return oid == src


@node
class WhileHolds(Affects):
    """The objects ``part`` picks, while ``cond`` holds for this source's controller (611.3a)."""

    cond: Condition
    part: Affects

    def __call__(self, g, src, oid, cm) -> bool:
        if not self.part(g, src, oid, cm):
            return False
        s = cm.get(src)
        me = s.controller if s is not None else g.controller(src)
        return self.cond.holds(g, src, me, None, None)


__all__ = ["ThisPermanent", "WhileHolds"]
