"""What dealt damage does when its source has infect, wither or toxic (120.3, 702.80, 702.90, 702.164), and
poison counters (122.1f).

``damage.deal_damage`` asks :func:`marks_counters` and :func:`player_result` here; everything else about damage
stays there. A keyword check is a set lookup on the source's characteristics (its last known information when it
has left its zone, 702.80b / 702.90d).
"""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import events as ev
from .layers import has_keyword

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

INFECT: Final = "Infect"
WITHER: Final = "Wither"
TOXIC_PREFIX: Final = "Toxic "      # "Toxic 2": the keyword with its N, as the card's keyword list holds it (702.164a)


def marks_counters(g: "Game", source: int) -> str:
    """The rule under which damage from ``source`` to a creature becomes -1/-1 counters instead of marked damage
    (702.90c infect, 702.80a wither; either works from any zone, 702.80c / 702.90e); "" when it is marked."""
    if has_keyword(g, source, INFECT):
        return "702.90c"
    if has_keyword(g, source, WITHER):
        return "702.80a"
    return ""


def has_infect(g: "Game", source: int) -> bool:
    """702.90b: damage to a player from a source with infect gives poison counters instead of life loss."""
    return has_keyword(g, source, INFECT)


def toxic_value(keywords: frozenset[str]) -> int:
    """702.164b: a creature's total toxic value, the sum of the N of its toxic abilities."""
    total = 0
    for k in keywords:
        if k.startswith(TOXIC_PREFIX):
            n = k[len(TOXIC_PREFIX):]
            if n.isdigit():
                total += int(n)
    return total


def source_toxic(g: "Game", source: int) -> int:
    """The total toxic value of ``source`` as it is (or last was) on the battlefield; 0 for a non-creature."""
    o = g.objects.get(source)
    if o is not None:
        ch = g.chars(source) if o.zone == "battlefield" else None
        kws = ch.keywords if ch is not None else o.card.keywords
        types = ch.types if ch is not None else o.card.types
    else:
        lki = g.lki.get(source)
        if lki is None:
            return 0
        kws, types = lki.chars.keywords, lki.chars.types
    return toxic_value(kws) if "Creature" in types else 0


def give_poison(g: "Game", source: int, p: int, n: int, rule: str) -> None:
    """122.1f: the source's controller gives player ``p`` ``n`` poison counters; under Two-Headed Giant the team's
    poison total is shared (810.10), which is the player's ``total``. A player who left gets none (800.4a)."""
    pl = g.players[p]
    if n <= 0 or pl.left:
        return
    pl.total.poison += n
    g.emit(ev.Event(ev.COUNTERS, rule, "dmgkw.log.poison", player=p, source=source, amount=n, data="poison",
                    args={"player": pl.name, "n": n, "total": pl.poison}))


def put_minus_counters(g: "Game", oid: int, n: int, rule: str) -> None:
    """702.90c / 702.80a: the damage is not marked; the source's controller puts that many -1/-1 counters on the
    creature (122.1)."""
    from .zones import add_counters
    add_counters(g, oid, "-1/-1", n, rule=rule)


__all__ = ["INFECT", "WITHER", "TOXIC_PREFIX", "give_poison", "has_infect", "marks_counters", "put_minus_counters",
           "source_toxic", "toxic_value"]
