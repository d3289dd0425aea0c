"""Face-down spells and permanents (708): morph and megamorph (702.37), disguise (702.168), manifest (701.34),
cloak (701.56).

A face-down object shows :data:`FACE_DOWN` — a 2/2 creature with no text, no name, no subtypes and no mana cost
(708.2a) — or, cast with disguise or cloaked, :data:`FACE_DOWN_WARD` — the same with ward {2} (702.168a-b,
701.56a) — as its ``card`` and keeps the real card under ``note[WHOLE]`` (the same mechanism as a double-faced
card's other face, faces.py), with ``face_down`` set. Its controller may look at it (708.5); no one else sees
what it is until it is turned face up or leaves the battlefield or the stack (708.9: then it is revealed, since
the new object shows the real card again).

Turning a face-down permanent face up is a special action (116.2b): pay its morph cost (702.37e), its disguise
cost (702.168d) or, for a manifested or cloaked creature card, its mana cost (701.34b, 701.56b); it regains its
normal characteristics (708.8) and no enters-the-battlefield ability triggers, since it has already entered.
"""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import events as ev
from .constants import BATTLEFIELD
from .decisions import Option, Proc
from .definitions import CardDef
from .faces import DISGUISE_FACE, FACE_DOWN_FACE, WHOLE, whole_card
from .mana import ManaCost, Source
from .objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Frame, Turn

MORPH: Final = "morph"
"""``CardDef.extra`` key: the card's morph cost, as printed ("{2}{U}"), 702.37a."""
MEGAMORPH: Final = "megamorph"
"""``CardDef.extra`` key: True when the morph cost is a megamorph cost (702.37b)."""
DISGUISE: Final = "disguise"
"""``CardDef.extra`` key: the card's disguise cost, as printed ("{1}{W}"), 702.168a."""
AS_TURNED_UP: Final = "as_turned_up"
"""``CardDef.extra`` key: (counter kind, number) of "As this creature is turned face up, put N counters on it"
(708.11)."""
FACE_UP_X: Final = "face_up_x"
"""``GameObject.note`` key: the X chosen as the permanent was turned face up for a cost with X, which its other
abilities use (702.37f, 702.168e)."""
MANIFESTED: Final = "manifested"
"""``GameObject.note`` key of a manifested permanent (701.34a), for as long as it stays face down."""
CLOAKED: Final = "cloaked"
"""``GameObject.note`` key of a cloaked permanent (701.56a), for as long as it stays face down."""
MORPH_CAST_COST: Final = ManaCost(generic=3)
"""702.37a, 702.168a: a card cast face down with morph or disguise costs {3} rather than its mana cost."""
WARD_2: Final = "Ward {2}"
"""702.168a, 701.56a: the one ability a face-down permanent cast with disguise or cloaked has (702.21, ward.py)."""
TURN_UP_RULES: Final = {"morph": "702.37e", "disguise": "702.168d", "manifest": "701.34b", "cloak": "701.56b"}
"""The ways to turn a face-down permanent face up (the special action's value), with the rule of each."""


def _morph_cast_cost(g: "Game", p: int, base: ManaCost) -> ManaCost:
    return MORPH_CAST_COST


FACE_DOWN: Final = CardDef(name="", power=2, toughness=2, types=frozenset({"Creature"}), type_line="", text="",
                    mana_cost_text=None)
"""708.2a: the characteristics of a face-down permanent or spell: a 2/2 creature, nothing else."""
FACE_DOWN_SPELL: Final = CardDef(name="", power=2, toughness=2, types=frozenset({"Creature"}), type_line="", text="",
                          mana_cost_text=None, extra={"cost_hook": _morph_cast_cost})
"""The face-down spell cast with morph (702.37c): the same characteristics, paid with {3} (an alternative cost,
118.9), so its mana value stays 0."""
FACE_DOWN_WARD: Final = CardDef(name="", power=2, toughness=2, types=frozenset({"Creature"}), type_line="", text=WARD_2,
                         mana_cost_text=None, keywords=frozenset({WARD_2}))
"""702.168a / 701.56a (708.2): a 2/2 face-down creature with ward {2}, no name, no subtypes and no mana cost — a
permanent cast face down with disguise, or cloaked."""
FACE_DOWN_WARD_SPELL: Final = CardDef(name="", power=2, toughness=2, types=frozenset({"Creature"}), type_line="",
                               text=WARD_2, mana_cost_text=None, keywords=frozenset({WARD_2}),
                               extra={"cost_hook": _morph_cast_cost})
"""The face-down spell cast with disguise (702.168b): those characteristics, paid with {3} (an alternative cost,
118.9)."""


def face_down_spell(face: int) -> CardDef:
    """The face-down spell of face index ``face``: FACE_DOWN_FACE (morph, 702.37c) or DISGUISE_FACE (702.168b)."""
    return FACE_DOWN_WARD_SPELL if face == DISGUISE_FACE else FACE_DOWN_SPELL


def face_down_permanent(face: int) -> CardDef:
    """What a card put onto the battlefield face down shows: FACE_DOWN_FACE (manifest 701.34a, 708.2a) or
    DISGUISE_FACE (cloak, 701.56a)."""
    return FACE_DOWN_WARD if face == DISGUISE_FACE else FACE_DOWN


def permanent_of_spell(spell: CardDef) -> CardDef:
    """702.37c, 702.168b: a face-down spell "enters the battlefield with the same characteristics the spell had"."""
    return FACE_DOWN_WARD if WARD_2 in spell.keywords else FACE_DOWN


def has_morph(card: CardDef) -> bool:
    """Does the card have a morph (or megamorph) ability, so that it may be cast face down (702.37d)?"""
    return MORPH in card.extra


def has_disguise(card: CardDef) -> bool:
    """Does the card have a disguise ability, so that it may be cast face down (702.168c)?"""
    return DISGUISE in card.extra


def turn_face_down(o: GameObject, card: CardDef = FACE_DOWN) -> None:
    """Make ``o`` show the face-down characteristics ``card`` (708.2a); 708.2b: a face-down object stays as it
    is."""
    if o.face_down:
        return
    whole = o.note.get(WHOLE)
    o.note[WHOLE] = whole if isinstance(whole, CardDef) else o.card
    o.card = card
    o.face_down = True


DOUBLE_FACED_LAYOUTS: Final = frozenset({"transform", "modal_dfc", "meld"})
"""712.1: the layouts of double-faced cards (transforming, modal, meld)."""


def double_faced(o: GameObject) -> bool:
    """712.16: is ``o`` a double-faced permanent — represented by a double-faced card (whichever face is up), a
    melded permanent, or a transforming token (707.8a)?"""
    from .meld import melded
    return whole_card(o).layout in DOUBLE_FACED_LAYOUTS or melded(o)


def turn_permanent_face_down(g: "Game", oid: int, rule: str = "708.2a") -> bool:
    """A spell or ability turns the face-up permanent ``oid`` face down (listing no characteristics): 708.2a it
    becomes a 2/2 face-down creature with no text, name, subtypes or mana cost (those are its copiable values); it
    stays the same object. Nothing happens (False) to a permanent that is already face down (708.2b) or to a
    double-faced permanent, melded ones too (712.16)."""
    o = g.objects.get(oid)
    if o is None or o.zone != BATTLEFIELD or o.face_down:
        return False                                        # 708.2b
    if double_faced(o):
        g.note("facedown.log.stays_up", "712.16", obj=oid, args={"card": o.card.name})
        return False
    name = o.card.name
    turn_face_down(o, FACE_DOWN)
    o.base = None                   # its printed characteristics changed (the layer system's base, 613.1)
    g.emit(ev.Event(ev.TURNED_FACE_DOWN, rule, "facedown.log.turned_down", obj=oid, player=g.controller(oid),
                    args={"player": g.players[g.controller(oid)].name, "card": name}))
    return True


def real_card(o: GameObject) -> CardDef:
    """What a face-down object really is (its controller may look, 708.5)."""
    w = o.note.get(WHOLE)
    return w if o.face_down and isinstance(w, CardDef) else o.card


def face_up_costs(o: GameObject) -> list[tuple[str, ManaCost]]:
    """The ways to turn the face-down permanent ``o`` face up: ("morph", its morph cost) (702.37e), ("disguise",
    its disguise cost) (702.168d) — what the permanent would have if it were face up, whatever put it face down
    (701.34c-d, 701.56c-d) — and, for a manifested or cloaked creature card with a mana cost, ("manifest" or
    "cloak", that cost) (701.34b, 701.56b: not a noncreature card, nor a card without a mana cost)."""
    if not o.face_down or o.zone != BATTLEFIELD:
        return []
    card = real_card(o)
    out: list[tuple[str, ManaCost]] = []
    for key in (MORPH, DISGUISE):
        printed = card.extra.get(key)
        if isinstance(printed, str):
            out.append((key, ManaCost.parse(printed)))
    if "Creature" in card.types and card.mana_cost_text is not None:
        if o.note.get(MANIFESTED):
            out.append(("manifest", card.mana_cost))
        elif o.note.get(CLOAKED):
            out.append(("cloak", card.mana_cost))
    return out


def face_up_options(g: "Game", p: int, sources: list[Source]) -> list[Option]:
    """116.2b: the special actions of turning a face-down permanent ``p`` controls face up, for the costs ``p``
    can pay now (value: (object id, a key of TURN_UP_RULES); a cost with X is offered when it can be paid with
    X = 0, 702.37f, 702.168e)."""
    from .casting import can_afford
    out: list[Option] = []
    for oid in g.controlled_by(p):
        o = g.objects[g._keys[oid]]
        if not o.face_down:
            continue
        for how, cost in face_up_costs(o):
            if can_afford(g, p, cost.with_x(0), sources):
                out.append(Option("turn_face_up", "facedown.opt.turn_up", (oid, how),
                                  (("card", real_card(o).name), ("cost", str(cost)))))
    return out


def turn_face_up_action(g: "Game", t: "Turn", proc: Proc, f: "Frame", p: int, oid: int, how: str) -> None:
    """702.37e / 702.168d / 701.34b / 701.56b: show the cost, choose X if it has one (702.37f, 702.168e), pay
    it, turn the permanent face up (a special action, 116.2b)."""
    from ..i18n import Msg
    from .casting import pay_special_action
    o = g.objects.get(oid)
    if o is None or g.controller(oid) != p:
        return None
    cost = dict(face_up_costs(o)).get(how)
    if cost is None:
        return None
    card = real_card(o)
    what = Msg("facedown.what", (("card", card.name),))
    # 702.37f, 702.168e: X is chosen as the special action is taken
    x = pay_special_action(g, proc, p, cost, what, TURN_UP_RULES[how])
    if x is None:
        return None
    if cost.x:
        o.note[FACE_UP_X] = x       # other abilities of the permanent may refer to that X (702.37f, 702.168e)
    turn_face_up(g, oid, TURN_UP_RULES[how], megamorph=how == "morph" and bool(card.extra.get(MEGAMORPH)))
    return None


def turn_face_up(g: "Game", oid: int, rule: str, megamorph: bool = False) -> bool:
    """Turn a face-down permanent face up (708.8): its copiable values revert to the card's; effects already
    applied to it still apply; it doesn't enter the battlefield again. 702.37b: a megamorph cost paid puts a
    +1/+1 counter on it as it turns face up (708.11). False when it doesn't turn face up (701.34g, 701.56g)."""
    o = g.objects.get(oid)
    if o is None or not o.face_down:
        return False
    card = real_card(o)
    if card.types & {"Instant", "Sorcery"}:
        # 701.34g, 701.56g: an instant or sorcery card is revealed and stays face down (nothing triggers)
        g.note("facedown.log.stays_down", rule, player=g.controller(oid), obj=oid,
               args={"player": g.players[g.controller(oid)].name, "card": card.name})
        return False
    del o.note[WHOLE]
    o.note.pop(MANIFESTED, None)
    o.note.pop(CLOAKED, None)
    o.card = card
    o.face_down = False
    if megamorph:
        o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + 1
    extra = card.extra.get(AS_TURNED_UP) if card.extra else None
    if isinstance(extra, tuple):        # 708.11: "As this creature is turned face up, put N counters on it"
        kind, n = extra
        o.counters[kind] = o.counters.get(kind, 0) + n
    o.base = None                   # its printed characteristics changed (the layer system's base, 613.1)
    g.emit(ev.Event(ev.TURNED_FACE_UP, rule, "facedown.log.turned_up", obj=oid, player=g.controller(oid),
                    args={"player": g.players[g.controller(oid)].name, "card": card.name}))
    return True


def manifest(g: "Game", p: int, oid: int, rule: str = "701.34a") -> int | None:
    """701.34a: turn the card ``oid`` face down and put it onto the battlefield under ``p``'s control as a 2/2
    manifested creature; returns the new object's id."""
    return _put_face_down(g, p, oid, FACE_DOWN_FACE, MANIFESTED, rule, "facedown.log.manifests")


def cloak(g: "Game", p: int, oid: int, rule: str = "701.56a", tapped: bool = False) -> int | None:
    """701.56a: turn the card ``oid`` face down and put it onto the battlefield under ``p``'s control as a 2/2
    cloaked creature with ward {2}; returns the new object's id (None when it stays where it is, 701.56f)."""
    return _put_face_down(g, p, oid, DISGUISE_FACE, CLOAKED, rule, "facedown.log.cloaks", tapped)


def _put_face_down(g: "Game", p: int, oid: int, face: int, mark: str, rule: str, key: str,
                   tapped: bool = False) -> int | None:
    """708.3: turned face down before it enters, so its enters abilities don't trigger."""
    from .zones import move
    o = g.objects.get(oid)
    if o is None:
        return None
    nid = move(g, oid, BATTLEFIELD, controller=p, rule=rule, key=key, args={"player": g.players[p].name},
               face=face, tapped=tapped)
    if nid is not None:
        g.objects[g._keys[nid]].note[mark] = True
        g.objects[g._keys[nid]].base = None
    return nid


__all__ = ["AS_TURNED_UP", "CLOAKED", "FACE_UP_X", "DISGUISE", "FACE_DOWN", "FACE_DOWN_FACE", "FACE_DOWN_SPELL", "FACE_DOWN_WARD",
           "FACE_DOWN_WARD_SPELL", "MEGAMORPH", "MORPH", "MANIFESTED", "TURN_UP_RULES", "cloak", "face_down_permanent",
           "face_down_spell", "face_up_costs", "face_up_options", "has_disguise", "has_morph", "manifest",
           "permanent_of_spell", "real_card", "turn_face_down", "turn_face_up", "turn_face_up_action",
           "DOUBLE_FACED_LAYOUTS", "double_faced", "turn_permanent_face_down"]
