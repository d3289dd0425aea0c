"""Ways of casting a spell beyond "from your hand, paying its mana cost" (601.2b, 601.2f-h, 118.8, 118.9).

* :class:`CastMethod` — an alternative way to cast a card (a definition's ``extra["cast_methods"]``): from a
  graveyard paying an alternative cost (flashback 702.34a), paying its mana cost and discarding a card (jump-start
  702.133a) or a land card (retrace 702.81a); the card is exiled instead of going anywhere else when it leaves the
  stack (702.34a, 702.133a). A method may cast the card transformed (712.11a: disturb 702.146a, its back face up).
* Additional costs (601.2b, 118.8): ``extra["additional_costs"]`` — :class:`~manamelee.engine.cost_parts.CostPart`
  nodes ("As an additional cost to cast this spell, sacrifice a creature"); buyback (702.27a,
  ``extra["buyback"]``): an optional additional cost that returns the spell to its owner's hand as it resolves.
* Paying with other things than mana (601.2g-h): convoke (702.51a, tap creatures), improvise (702.126a, tap
  artifacts), delve (702.66a, exile cards from your graveyard). Each is offered to the payer as a pseudo mana
  source (:func:`helper_sources`): a creature pays one mana of one of its colours or one generic mana, an
  artifact or a graveyard card one generic mana (colourless mana, which pays no coloured symbol).
* Self cost changes (601.2f): ``extra["self_cost"]`` — nodes with ``delta(game, player, card) -> int`` ("This spell
  costs {1} less to cast for each artifact you control", affinity for artifacts 702.41a).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, TYPE_CHECKING

from . import events as ev
from .constants import EXILE, GRAVEYARD, HAND
from .cost_parts import CostPart
from .mana import ManaCost, Source

if TYPE_CHECKING:  # pragma: no cover
    from .decisions import Proc
    from .definitions import CardDef
    from .game import Game
    from .turn import Turn

CONVOKE: Final = "Convoke"
IMPROVISE: Final = "Improvise"
DELVE: Final = "Delve"
HELPERS: Final = "pay_helpers"          # extra key: the keywords among convoke, improvise, delve the card has
CAST_METHODS: Final = "cast_methods"
ADDITIONAL: Final = "additional_costs"
BUYBACK: Final = "buyback"
SELF_COST: Final = "self_cost"
CHEAPER: Final = "cheaper"              # extra flag: the mana cost alone doesn't say whether it can be paid (a fast filter)


@dataclass(frozen=True, slots=True)
class CastMethod:
    """An alternative way to cast a card (601.2b): from ``zone``, paying ``cost`` rather than its mana cost (118.9;
    None: the mana cost), and ``parts`` in addition (118.8). ``exile_after``: the card is exiled instead of going
    anywhere else when it leaves the stack. ``keyword`` and ``text`` name it in options and logs ("Flashback {2}{R}").
    ``face``: the face the spell has up (-1: the card as it is; 0: a transforming card's back face, cast
    "transformed", 712.11a — disturb 702.146a); that face is what is evaluated, with this method (712.11c-d)."""

    keyword: str
    zone: str = GRAVEYARD
    cost: ManaCost | None = None
    parts: tuple[CostPart, ...] = ()
    exile_after: bool = False
    text: str = ""
    rule: str = ""
    face: int = -1


def methods_of(card: "CardDef") -> tuple[CastMethod, ...]:
    ms: tuple[CastMethod, ...] = card.extra.get(CAST_METHODS, ()) if card.extra else ()
    return ms


def methods_for(g: "Game", o: Any) -> tuple[CastMethod, ...]:
    """The alternative ways to cast the object ``o`` (a card) where it is: its card's own (:func:`methods_of`) and
    the ones the game gives it there — a foretold card in exile, for its foretell cost (702.143a)."""
    ms = methods_of(o.card)
    if o.face_down and o.zone == EXILE:
        from .foretell import foretold_methods
        ms = ms + foretold_methods(g, o)
    return ms


def casts_transformed(card: "CardDef") -> bool:
    """Has the card a way to be cast with another face up (712.11a: transformed, disturb 702.146a)? Its timing and
    targets are then those of that face (712.11c), not the card's own."""
    for m in methods_of(card):
        if m.face >= 0:
            return True
    return False


def additional_parts(card: "CardDef", method: CastMethod | None) -> tuple[CostPart, ...]:
    """601.2b / 118.8: the spell's mandatory additional costs, plus those of the way it is cast."""
    extra: tuple[CostPart, ...] = card.extra.get(ADDITIONAL, ()) if card.extra else ()
    return extra + method.parts if method is not None else extra


def self_cost_delta(g: "Game", p: int, card: "CardDef") -> tuple[int, int]:
    """(increase, reduction) of generic mana from the spell's own cost-changing abilities (601.2f)."""
    inc = red = 0
    changes = card.extra.get(SELF_COST) if card.extra else None
    if changes:
        for sc in changes:
            d: int = sc.delta(g, p, card)
            if d > 0:
                inc += d
            else:
                red -= d
    return inc, red


def helper_sources(g: "Game", p: int, card: "CardDef", spell: int, taken: set[int]) -> list[Source]:
    """Pseudo mana sources for convoke (702.51a), improvise (702.126a) and delve (702.66a): untapped creatures or
    artifacts ``p`` controls, cards in ``p``'s graveyard (but the spell itself). ``taken``: permanents that are
    mana sources already or that a cost taps, left out."""
    helpers = card.extra.get(HELPERS, ()) if card.extra else ()
    if not helpers:
        return []
    out: list[Source] = []
    if CONVOKE in helpers or IMPROVISE in helpers:
        for oid in g.controlled_by(p):
            o = g.objects[g._keys[oid]]
            if o.tapped or oid in taken:
                continue
            ch = g.chars(oid)
            if CONVOKE in helpers and "Creature" in ch.types:
                colors = "".join(c for c in "WUBRG" if c in ch.colors)
                out.append(Source(oid, colors + "C" if colors else "C"))
            elif IMPROVISE in helpers and "Artifact" in ch.types:
                out.append(Source(oid, "C"))
    if DELVE in helpers:
        for oid in g.players[p].graveyard:
            if oid != spell:
                out.append(Source(oid, "C"))
    return out




REBOUND: Final = "Rebound"


@dataclass(frozen=True, slots=True)
class YourNextUpkeep:
    """A delayed trigger's "at the beginning of your next upkeep" (603.7) for ``player``."""

    player: int

    def __call__(self, g: "Game", e: Any, d: Any) -> bool:
        from .constants import Step
        return e.data == Step.UPKEEP and any(self.player in t.side for t in g.turns if t.id == e.turn)


@dataclass(frozen=True, slots=True)
class MayCastFromExileFree:
    """702.88a: "you may cast this card from exile without paying its mana cost" (the card ``card`` exiled by
    rebound; nothing happens if it left exile)."""

    card: int

    def run(self, ctx: Any) -> None:
        from .constants import EXILE
        g = ctx.g
        o = g.objects.get(self.card)
        if o is None or o.zone != EXILE:
            return
        if not ctx.yes_no(ctx.controller, "casting.prompt.rebound", "702.88a", args={"card": o.card.name}):
            return
        from .free_cast import cast_free
        cast_free(g, ctx.turn, ctx.proc, ctx.controller, self.card, "702.88a")


def rebound_exile(g: "Game", item: Any) -> bool:
    """702.88a: a rebound spell cast from a hand is exiled as it resolves, and a delayed trigger is set up for its
    controller's next upkeep. True when it handled the spell."""
    from .constants import EXILE, STACK
    from .objects import DelayedTrigger
    from .zones import move
    o = g.objects.get(item.source)
    if o is None or o.zone != STACK:
        return False
    nid = move(g, item.source, EXILE, rule="702.88a", key="log.exiled_instead", args={"card": o.card.name})
    if nid is None:
        return True
    p = item.controller
    g.delayed.append(DelayedTrigger(p, nid, ev.STEP, YourNextUpkeep(p), (MayCastFromExileFree(nid),),
                                    f"Rebound ({o.card.name})"))
    return True


__all__ = ["ADDITIONAL", "BUYBACK", "CAST_METHODS", "CHEAPER", "CONVOKE", "CastMethod", "DELVE", "HAND", "HELPERS",
           "IMPROVISE", "MayCastFromExileFree", "REBOUND", "SELF_COST", "YourNextUpkeep", "additional_parts",
           "casts_transformed", "helper_sources", "methods_for", "methods_of", "rebound_exile", "self_cost_delta"]
