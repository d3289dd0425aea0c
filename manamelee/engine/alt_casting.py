"""Ways of casting a spell beyond "from your hand, paying its mana cost" (601.2b, 601.2f-h, 118.8, 118.9).

* :class:`CastMethod` — an alternative way to cast a card (a definition's ``extra["cast_methods"]``): from a
  graveyard paying an alternative cost (flashback 702.34a), paying its mana cost and discarding a card (jump-start
  702.133a) or a land card (retrace 702.81a); the card is exiled instead of going anywhere else when it leaves the
  stack (702.34a, 702.133a).
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
from typing import TYPE_CHECKING, Any

from . import events as ev
from .constants import GRAVEYARD, HAND
from .cost_parts import CostPart
from .mana import ManaCost, Source

if TYPE_CHECKING:  # pragma: no cover
    from .decisions import Proc
    from .definitions import CardDef
    from .game import Game
    from .turn import Turn

CONVOKE = "Convoke"
IMPROVISE = "Improvise"
DELVE = "Delve"
HELPERS = "pay_helpers"          # extra key: the keywords among convoke, improvise, delve the card has
CAST_METHODS = "cast_methods"
ADDITIONAL = "additional_costs"
BUYBACK = "buyback"
SELF_COST = "self_cost"
CHEAPER = "cheaper"              # extra flag: the mana cost alone doesn't say whether it can be paid (a fast filter)


@dataclass(frozen=True, slots=True)
class CastMethod:
    """An alternative way to cast a card (601.2b): from ``zone``, paying ``cost`` rather than its mana cost (118.9;
    None: the mana cost), and ``parts`` in addition (118.8). ``exile_after``: the card is exiled instead of going
    anywhere else when it leaves the stack. ``keyword`` and ``text`` name it in options and logs ("Flashback {2}{R}")."""

    keyword: str
    zone: str = GRAVEYARD
    cost: ManaCost | None = None
    parts: tuple[CostPart, ...] = ()
    exile_after: bool = False
    text: str = ""
    rule: str = ""


def methods_of(card: "CardDef") -> tuple[CastMethod, ...]:
    ms: tuple[CastMethod, ...] = card.extra.get(CAST_METHODS, ()) if card.extra else ()
    return ms


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
            o = g.objects[oid]
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




def cast_free(g: "Game", t: "Turn", proc: "Proc", p: int, oid: int, rule: str) -> bool:
    """Cast the card ``oid`` without paying its mana cost, while an ability resolves (cascade 702.85a, rebound
    702.88a): timing permissions are ignored, X is 0 (107.3b), modes, targets and additional costs are chosen as
    601.2 says. The caster may back out (cancel): nothing happens then. True when it was cast."""
    from .casting import CANCEL, _choose_targets, spell_targets
    from .constants import STACK
    from .cost_parts import choose_parts, pay_parts
    from .decisions import Option
    from .objects import StackItem
    from .zones import move
    from ..i18n import Msg
    o = g.objects.get(oid)
    if o is None or "Land" in o.card.types:
        return False
    card = o.card
    what = Msg("opt.cast", (("card", card.name),))
    specs = spell_targets(card)
    effects = card.spell.effects if card.spell is not None else ()
    if card.spell is not None and card.spell.modes:
        from .casting import _shift_targets, targets_available
        chosen: list[int] = []
        while len(chosen) < card.spell.choose:
            opts = [Option("mode", "text", i, (("text", md.label),)) for i, md in enumerate(card.spell.modes)
                    if i not in chosen and targets_available(g, p, md.targets, oid)] + [CANCEL]
            if len(opts) == 1:
                return False
            a = proc.ask(p, "choose_mode", "prompt.choose_mode", opts, "601.2b", args={"what": what})
            if a.kind == "cancel":
                return False
            chosen.append(a.value)
        chosen.sort()
        modes = [card.spell.modes[i] for i in chosen]
        specs = tuple(s for md in modes for s in md.targets)
        effects = tuple(e for md in modes for e in _shift_targets(md.effects, modes, md))
    targets = _choose_targets(g, proc, p, specs, oid, what)
    if targets is None:
        return False
    parts = additional_parts(card, None)
    paid_with: list[tuple[int, ...]] = []
    if parts:
        picked = choose_parts(g, proc, p, oid, parts, what)
        if picked is None:
            return False
        paid_with = picked
    nid = move(g, oid, STACK, controller=p, rule=rule, quiet=True)
    if nid is None:
        return False
    if parts:
        pay_parts(g, p, nid, parts, paid_with, "601.2h")
    item = StackItem(g.new_id(), "spell", p, nid, card.name, effects, targets, specs, source_card=card, text=card.text)
    if "Split second" in card.keywords:
        item.data["split_second"] = True
    t.stack.append(item)
    g.emit(ev.Event(ev.CAST, "601.2i", "log.casts", player=p, obj=nid, turn=t.id, data=item,
                    args={"player": g.players[p].name, "card": card.name, "targeting": "", "with_x": ""}))
    return True


REBOUND = "Rebound"


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
           "cast_free", "helper_sources", "methods_of", "rebound_exile", "self_cost_delta"]
