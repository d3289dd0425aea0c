"""Face-down spells and permanents (708): morph and megamorph (702.37), manifest (701.34).

A face-down object shows :data:`FACE_DOWN` — a 2/2 creature with no text, no name, no subtypes and no mana cost
(708.2a) — as its ``card`` and keeps the real card under ``note[WHOLE]`` (the same mechanism as a double-faced
card's other face, faces.py), with ``face_down`` set. Its controller may look at it (708.5); no one else sees
what it is until it is turned face up or leaves the battlefield or the stack (708.9: then it is revealed, since
the new object shows the real card again).

Turning a face-down permanent face up is a special action (116.2b): pay its morph cost (702.37e) or, for a
manifested creature card, its mana cost (701.34b); it regains its normal characteristics (708.8) and no
enters-the-battlefield ability triggers, since it has already entered.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import events as ev
from .constants import BATTLEFIELD
from .decisions import Option, Proc
from .definitions import CardDef
from .faces import WHOLE
from .mana import ManaCost, Source
from .objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Frame, Turn

MORPH = "morph"
"""``CardDef.extra`` key: the card's morph cost, as printed ("{2}{U}"), 702.37a."""
MEGAMORPH = "megamorph"
"""``CardDef.extra`` key: True when the morph cost is a megamorph cost (702.37b)."""
MANIFESTED = "manifested"
"""``GameObject.note`` key of a manifested permanent (701.34a), for as long as it stays face down."""
FACE_DOWN_FACE = -2
"""The face index meaning "cast face down" (702.37c), beside faces.AS_CARD and the indices of ``faces``."""
MORPH_CAST_COST = ManaCost(generic=3)
"""702.37a: a card cast face down with morph costs {3} rather than its mana cost."""


def _morph_cast_cost(g: "Game", p: int, base: ManaCost) -> ManaCost:
    return MORPH_CAST_COST


FACE_DOWN = CardDef(name="", power=2, toughness=2, types=frozenset({"Creature"}), type_line="", text="",
                    mana_cost_text=None)
"""708.2a: the characteristics of a face-down permanent or spell: a 2/2 creature, nothing else."""
FACE_DOWN_SPELL = CardDef(name="", power=2, toughness=2, types=frozenset({"Creature"}), type_line="", text="",
                          mana_cost_text=None, extra={"cost_hook": _morph_cast_cost})
"""The face-down spell cast with morph (702.37c): the same characteristics, paid with {3} (an alternative cost,
118.9), so its mana value stays 0."""


def has_morph(card: CardDef) -> bool:
    """Does the card have a morph (or megamorph) ability, so that it may be cast face down (702.37d)?"""
    return MORPH in card.extra


def turn_face_down(o: GameObject, card: CardDef = FACE_DOWN) -> None:
    """Make ``o`` show the face-down characteristics ``card`` (708.2a); 708.2b: a face-down object stays as it
    is."""
    if o.face_down:
        return
    whole = o.note.get(WHOLE)
    o.note[WHOLE] = whole if isinstance(whole, CardDef) else o.card
    o.card = card
    o.face_down = True


def real_card(o: GameObject) -> CardDef:
    """What a face-down object really is (its controller may look, 708.5)."""
    w = o.note.get(WHOLE)
    return w if o.face_down and isinstance(w, CardDef) else o.card


def face_up_costs(o: GameObject) -> list[tuple[str, ManaCost]]:
    """The ways to turn the face-down permanent ``o`` face up: ("morph", its morph cost) (702.37e) and, for a
    manifested creature card with a mana cost, ("manifest", that cost) (701.34b-c)."""
    if not o.face_down or o.zone != BATTLEFIELD:
        return []
    card = real_card(o)
    out: list[tuple[str, ManaCost]] = []
    morph = card.extra.get(MORPH)
    if isinstance(morph, str):
        out.append(("morph", ManaCost.parse(morph)))
    if o.note.get(MANIFESTED) and "Creature" in card.types and card.mana_cost_text is not None:
        out.append(("manifest", card.mana_cost))
    return out


def face_up_options(g: "Game", p: int, sources: list[Source]) -> list[Option]:
    """116.2b: the special actions of turning a face-down permanent ``p`` controls face up, for the costs ``p``
    can pay now (value: (object id, "morph" or "manifest"))."""
    from .casting import can_afford
    out: list[Option] = []
    for oid in g.controlled_by(p):
        o = g.objects[oid]
        if not o.face_down:
            continue
        for how, cost in face_up_costs(o):
            if can_afford(g, p, cost, sources):
                out.append(Option("turn_face_up", "facedown.opt.turn_up", (oid, how),
                                  (("card", real_card(o).name), ("cost", str(cost)))))
    return out


def turn_face_up_action(g: "Game", t: "Turn", proc: Proc, f: "Frame", p: int, oid: int, how: str) -> None:
    """702.37e / 701.34b: show the cost, pay it, turn the permanent face up (a special action, 116.2b)."""
    from ..i18n import Msg
    from .casting import _activate_mana, _pay
    from .mana import pay_from_pool
    o = g.objects.get(oid)
    if o is None or g.controller(oid) != p:
        return None
    cost = dict(face_up_costs(o)).get(how)
    if cost is None:
        return None
    card = real_card(o)
    plan = _pay(g, proc, p, cost, Msg("facedown.what", (("card", card.name),)), None)
    if plan is None:
        return None
    _activate_mana(g, p, plan)
    if not pay_from_pool(cost, g.players[p].pool):
        raise RuntimeError(f"payment plan for turning {card.name} face up did not cover {cost}")
    turn_face_up(g, oid, "702.37e" if how == "morph" else "701.34b",
                 megamorph=how == "morph" and bool(card.extra.get(MEGAMORPH)))
    return None


def turn_face_up(g: "Game", oid: int, rule: str, megamorph: bool = False) -> bool:
    """Turn a face-down permanent face up (708.8): its copiable values revert to the card's; effects already
    applied to it still apply; it doesn't enter the battlefield again. 702.37b: a megamorph cost paid puts a
    +1/+1 counter on it as it turns face up (708.11)."""
    o = g.objects.get(oid)
    if o is None or not o.face_down:
        return False
    card = real_card(o)
    del o.note[WHOLE]
    o.note.pop(MANIFESTED, None)
    o.card = card
    o.face_down = False
    if megamorph:
        o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 1
    g._base.pop(oid, None)              # its printed characteristics changed (the layer system's base, 613.1)
    g.emit(ev.Event(ev.TURNED_FACE_UP, rule, "facedown.log.turned_up", obj=oid, player=g.controller(oid),
                    args={"player": g.players[g.controller(oid)].name, "card": card.name}))
    return True


def manifest(g: "Game", p: int, oid: int, rule: str = "701.34a") -> int | None:
    """701.34a: turn the card ``oid`` face down and put it onto the battlefield under ``p``'s control as a 2/2
    manifested creature; returns the new object's id."""
    from .zones import move
    o = g.objects.get(oid)
    if o is None:
        return None
    nid = move(g, oid, BATTLEFIELD, controller=p, rule=rule, key="facedown.log.manifests",
               args={"player": g.players[p].name}, face=FACE_DOWN_FACE)
    if nid is not None:
        g.objects[nid].note[MANIFESTED] = True
        g._base.pop(nid, None)
    return nid


__all__ = ["FACE_DOWN", "FACE_DOWN_FACE", "FACE_DOWN_SPELL", "MEGAMORPH", "MORPH", "MANIFESTED", "face_up_costs",
           "face_up_options", "has_morph", "manifest", "real_card", "turn_face_down", "turn_face_up",
           "turn_face_up_action"]
