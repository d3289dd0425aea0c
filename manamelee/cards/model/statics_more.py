"""Static abilities whose size is counted (611.3a: at each moment): "This creature gets +1/+1 for each ..." (layer 7c,
613.4c) and characteristic-defining abilities "power and toughness are each equal to ..." (604.3, layer 7a,
613.4a)."""
from __future__ import annotations

from .amounts import Amount
from .amounts_more import amount_for
from .node import node
from .statics import Apply


def _me(g, src, cm) -> int:
    s = cm.get(src)
    return s.controller if s is not None else g.controller(src)


@node
class AddPTPer(Apply):
    """+``power``/+``toughness`` for each of ``per`` (layer 7c)."""

    power: int
    toughness: int
    per: Amount

    def __call__(self, g, src, oid, ch, cm) -> None:
        if ch.power is None:
            return
        n = amount_for(self.per, g, _me(g, src, cm), src)
        ch.power += self.power * n
        ch.toughness = (ch.toughness or 0) + self.toughness * n


@node
class SetPTTo(Apply):
    """Power and/or toughness equal to an amount (a characteristic-defining ability, layer 7a)."""

    power: Amount | None = None
    toughness: Amount | None = None

    def __call__(self, g, src, oid, ch, cm) -> None:
        me = _me(g, src, cm)
        if self.power is not None:
            ch.power = amount_for(self.power, g, me, src)
        if self.toughness is not None:
            ch.toughness = amount_for(self.toughness, g, me, src)


__all__ = ["AddPTPer", "SetPTTo"]
