"""Costs that name objects or counters (118.3, 602.2b, 601.2b, 601.2h): "Sacrifice a creature", "Tap an untapped
creature you control", "{Q}" (107.6), "Discard a card", "Exile this card from your graveyard", "Remove a +1/+1
counter from this creature", "Return a land you control to its owner's hand", "Mill a card".

A :class:`CostPart` is data: what kind of payment, how many, which objects qualify (a filter node called as
``where(game, obj_id, player)``). The same parts are an activated ability's costs (``Cost.parts``) and a spell's
additional costs (``CardDef.extra["additional_costs"]``, 601.2b/601.2f). Paying happens in two steps so that an
abandoned activation changes nothing (730): :func:`choose_parts` asks which objects pay (only when there is a
real choice), :func:`pay_parts` then makes the changes. A cost can be paid only when the whole of it can (118.3):
:func:`parts_payable` is the cheap test legal-action enumeration asks.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Final, Sequence, TYPE_CHECKING

from .constants import BATTLEFIELD, GRAVEYARD, HAND
from .decisions import Option, Proc, opt

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

SACRIFICE: Final = "sacrifice"          # 701.17: permanents you control
TAP: Final = "tap"                      # "Tap an untapped creature you control" (summoning sickness doesn't matter, 302.6)
UNTAP_SELF: Final = "untap_self"        # {Q} (107.6): untap this permanent
DISCARD: Final = "discard"              # 701.8: cards from your hand
EXILE_GRAVEYARD: Final = "exile_graveyard"   # cards from your graveyard
EXILE_SELF: Final = "exile_self"        # "Exile this artifact": the permanent (or card) itself
EXILE_THIS_CARD: Final = "exile_this_card"   # "Exile this card from your graveyard": the ability works from there (602.2)
REMOVE_COUNTERS: Final = "remove_counters"   # 122.8: from this permanent, or from a permanent you control (``where``)
PUT_COUNTERS: Final = "put_counters"    # "Put a -1/-1 counter on this creature"
RETURN: Final = "return"                # "Return a land you control to its owner's hand"
MILL: Final = "mill"                    # 701.13: the top N cards of your library
PAY_LIFE: Final = "pay_life"            # 119.4: an additional cost of a spell ("pay 3 life")
_CHOSEN: Final = (SACRIFICE, TAP, DISCARD, EXILE_GRAVEYARD, RETURN)

CANCEL: Final = opt("cancel", "opt.cancel")


@dataclass(frozen=True, slots=True)
class CostPart:
    """One cost that isn't mana, {T} or life (118.3).

    ``kind``: one of the module's constants. ``n``: how many objects, cards or counters. ``where``: which objects
    or cards qualify (a filter node, ``where(game, obj_id, player)``; None: any). ``other``: "another" — not the
    source. ``random``: "at random" (a discard, 701.8b). ``counter``: the counter kind removed or put.
    ``text``: the cost as printed, for prompts and logs.
    """

    kind: str
    n: int = 1
    where: Callable[..., bool] | None = None
    other: bool = False
    random: bool = False
    counter: str = ""
    text: str = ""


def _ok(g: "Game", oid: int, p: int, part: CostPart) -> bool:
    where = part.where
    return where is None or bool(where(g, oid, p))


def candidates(g: "Game", p: int, source: int, part: CostPart, tap_source: bool = False) -> list[int]:
    """The objects ``p`` could pay ``part`` with (for a part paid by choosing objects). ``tap_source``: the
    source itself is tapped by the same cost ({T}), so it can't also be one of the creatures tapped."""
    k = part.kind
    if k in (SACRIFICE, RETURN, TAP):
        out = []
        for oid in g.controlled_by(p):
            if part.other and oid == source:
                continue
            if k == TAP and (g.objects[g._keys[oid]].tapped or (tap_source and oid == source)):
                continue
            if _ok(g, oid, p, part):
                out.append(oid)
        return out
    if k == DISCARD:
        return [c for c in g.players[p].hand if c != source and _ok(g, c, p, part)]
    if k == EXILE_GRAVEYARD:
        return [c for c in g.players[p].graveyard if c != source and _ok(g, c, p, part)]
    if k == REMOVE_COUNTERS and part.where is not None:
        return [oid for oid in g.controlled_by(p) if g.objects[g._keys[oid]].counters.get(part.counter, 0) >= part.n
                and _ok(g, oid, p, part)]
    return []


def part_payable(g: "Game", p: int, source: int, part: CostPart, tap_source: bool = False) -> bool:
    """Can ``p`` pay this part now (118.3: a cost is paid only in full)?"""
    k = part.kind
    o = g.objects.get(source)
    if k in _CHOSEN:
        if k == DISCARD and part.random:
            return len([c for c in g.players[p].hand if c != source]) >= part.n
        return len(candidates(g, p, source, part, tap_source)) >= part.n
    if o is None:
        return False
    if k == REMOVE_COUNTERS:
        if part.where is not None:
            return bool(candidates(g, p, source, part))
        return o.counters.get(part.counter, 0) >= part.n          # 122.8: only counters that are there
    if k == UNTAP_SELF:
        from .casting import summoning_sick
        # 107.6: {Q} untaps the permanent; 302.6: a creature's {Q} ability needs it controlled since the turn began
        return o.tapped and not ("Creature" in g.chars(source).types and summoning_sick(g, source))
    if k == EXILE_SELF or k == EXILE_THIS_CARD or k == PUT_COUNTERS:
        return True
    if k == MILL:
        return len(g.players[p].library) >= part.n
    if k == PAY_LIFE:
        from .damage import team_has_rule
        # 119.4: only with that much life; 119.8: not while you can't lose life
        return g.players[p].life >= part.n and not team_has_rule(g, p, "cant_lose_life")
    return False


def parts_payable(g: "Game", p: int, source: int, parts: Sequence[CostPart], tap_source: bool = False) -> bool:
    """Every part payable (each looked at alone: parts of one cost rarely compete for the same objects)."""
    for part in parts:
        if not part_payable(g, p, source, part, tap_source):
            return False
    return True


def choose_parts(g: "Game", proc: Proc, p: int, source: int, parts: Sequence[CostPart], what: Any,
                 tap_source: bool = False) -> list[tuple[int, ...]] | None:
    """601.2h / 602.2b: for each part, the objects that pay it, asked one at a time (kind ``pay_cost``; with
    "cancel", which abandons the whole activation). No question when the choice is forced or random. None when
    cancelled or no longer payable."""
    out: list[tuple[int, ...]] = []
    for part in parts:
        if part.kind == REMOVE_COUNTERS and part.where is not None:
            count = 1                           # the counters come off one permanent
        elif part.kind not in _CHOSEN or (part.kind == DISCARD and part.random):
            out.append(())
            continue
        else:
            count = part.n
        cands = candidates(g, p, source, part, tap_source)
        if len(cands) < count:
            return None
        if len(cands) == count:
            out.append(tuple(cands))            # no choice to make
            continue
        picked: list[int] = []
        while len(picked) < count:
            left = [c for c in cands if c not in picked]
            opts = [Option("cost_object", "text", c, (("text", g.name(c)),)) for c in left] + [CANCEL]
            a = proc.ask(p, "pay_cost", "casting.prompt.cost_object", opts, "601.2h",
                         args={"what": what, "cost": part.text, "n": count - len(picked)})
            if a.kind == "cancel":
                return None
            picked.append(a.value)
        out.append(tuple(picked))
    return out


def pay_parts(g: "Game", p: int, source: int, parts: Sequence[CostPart], chosen: Sequence[tuple[int, ...]],
              rule: str = "602.2b") -> None:
    """601.2h: pay each part with the objects chosen for it (in the order printed)."""
    from .zones import add_counters, discard, exile, mill, move, sacrifice, tap, untap
    for part, objs in zip(parts, chosen):
        k = part.kind
        if k == SACRIFICE:
            for oid in objs:
                sacrifice(g, oid, rule=rule)
        elif k == TAP:
            for oid in objs:
                tap(g, oid, rule=rule)
        elif k == RETURN:
            for oid in objs:
                if oid in g.objects and g.objects[g._keys[oid]].zone == BATTLEFIELD:
                    move(g, oid, HAND, rule=rule, key="casting.log.returned_cost",
                         args={"player": g.players[p].name, "card": g.name(oid)})
        elif k == DISCARD:
            if part.random:               # 701.8b: the discarded cards are chosen at random
                hand = [c for c in g.players[p].hand if c != source]
                objs = tuple(g.rng.sample(hand, part.n))
            for oid in objs:
                discard(g, p, oid, rule=rule)
        elif k == EXILE_GRAVEYARD:
            for oid in objs:
                if oid in g.objects and g.objects[g._keys[oid]].zone == GRAVEYARD:
                    exile(g, oid, rule=rule)
        elif k == EXILE_SELF or k == EXILE_THIS_CARD:
            exile(g, source, rule=rule)
        elif k == REMOVE_COUNTERS:
            target = objs[0] if objs else source
            add_counters(g, target, part.counter, -part.n, rule="122.8")
        elif k == PUT_COUNTERS:
            add_counters(g, source, part.counter, part.n, rule=rule)
        elif k == UNTAP_SELF:
            untap(g, source, rule="107.6")
        elif k == MILL:
            mill(g, p, part.n, rule=rule)
        elif k == PAY_LIFE:
            from .damage import lose_life
            lose_life(g, p, part.n, rule="119.4")


def part_zone(parts: Sequence[CostPart]) -> str:
    """The zone an ability with these costs works from (602.2): the graveyard for "Exile this card from your
    graveyard", else the battlefield."""
    for pt in parts:
        if pt.kind == EXILE_THIS_CARD:
            return GRAVEYARD
    return BATTLEFIELD


__all__ = ["CANCEL", "CostPart", "DISCARD", "EXILE_GRAVEYARD", "EXILE_SELF", "EXILE_THIS_CARD", "MILL", "PAY_LIFE", "PUT_COUNTERS", "REMOVE_COUNTERS",
           "RETURN", "SACRIFICE", "TAP", "UNTAP_SELF", "candidates", "choose_parts", "part_payable", "part_zone",
           "parts_payable", "pay_parts"]
