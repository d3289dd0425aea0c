"""Characteristic-defining abilities (604.3) as data: "<this>'s power and toughness are each equal to the number of
<permanents> you control" (layer 7a, 613.4a)."""
from __future__ import annotations

from .filters import Filter
from .node import node
from .statics import Affects, Apply


@node
class ThisPermanent(Affects):
    """The source itself (a characteristic-defining ability defines only its own object's characteristics)."""

    def __call__(self, g, src, oid, cm) -> bool:
        return oid == src


@node
class PTEqualsCount(Apply):
    """613.4a: power (and, with ``toughness``, toughness) each equal to how many permanents its controller
    controls pass ``what``, read from the characteristics the layers have computed so far (types after layer 4)."""

    what: Filter
    toughness: bool = True

    def __call__(self, g, src, oid, ch, cm) -> None:
        me = ch.controller
        n = sum(1 for o, c in cm.items() if c.controller == me and self.what.test(g, o, c, me))
        ch.power = n
        if self.toughness:
            ch.toughness = n


__all__ = ["PTEqualsCount", "ThisPermanent"]
