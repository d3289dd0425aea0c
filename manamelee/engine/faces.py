"""Cards with more than one face or half (709 split, 712 double-faced, 715 Adventurer): which face may be cast
or played from which zone, the face that is up, and transforming (701.28).

A ``CardDef`` lists its other faces in ``faces``. An object showing a face other than its card's usual one has
``card`` set to that face and keeps the whole card under ``note[WHOLE]``; when it changes zones it becomes the
whole card again (712.8a, 709.4, 715.4), except a face-up spell becoming a permanent (712.14).
"""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import events as ev
from .constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, STACK
from .day_night import can_transform
from .definitions import CardDef
from .objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

WHOLE: Final = "whole"
"""note key: the whole card of an object that shows one of its other faces (a transformed permanent, a spell
cast as its back face, its Adventure or one half)."""
ADVENTURE: Final = "on_adventure"
"""note key of a card in exile: the player (its value) who may cast it, the creature, from there (715.3d)."""
EXILE_AFTER: Final = "exile_after"
"""note key of a spell cast from a graveyard with aftermath: exile it whenever it would leave the stack
(702.127a)."""
SPLIT_LAYOUTS: Final = frozenset({"split", "aftermath"})
"""Layouts whose card is cast only as one of its halves (709.3)."""
AS_CARD: Final = -1
"""A face index meaning "the card as it is" (its front face, or a card with one face)."""
FACE_DOWN_FACE: Final = -2
"""A face index meaning "face down" (708: cast with morph, 702.37c; manifested, 701.34a): see face_down.py."""
DISGUISE_FACE: Final = -3
"""A face index meaning "face down as a 2/2 with ward {2}" (cast with disguise, 702.168b; cloaked, 701.56a)."""
FACE_DOWN_FACES: Final = (FACE_DOWN_FACE, DISGUISE_FACE)
"""The face indices of a face-down object (708.2): without text, or with ward {2}."""
TRANSFORMS: Final = "transforms"
"""note key of a permanent: how many times it has transformed (701.28f); a stack item's ``data`` under the same
key: that count when the ability was put onto the stack (a delayed trigger: when it was created)."""


def whole_card(o: GameObject) -> CardDef:
    """The card as printed, whichever face the object shows."""
    w = o.note.get(WHOLE)
    return w if isinstance(w, CardDef) else o.card


def face_card(card: CardDef, face: int) -> CardDef:
    """The definition of face ``face`` of ``card`` (AS_CARD: the card itself; FACE_DOWN_FACE: a face-down
    spell, 702.37c; DISGUISE_FACE: a face-down spell with ward {2}, 702.168b)."""
    if face in FACE_DOWN_FACES:
        from .face_down import face_down_spell
        return face_down_spell(face)
    return card if face == AS_CARD else card.faces[face]


def card_after_move(o: GameObject, frm: str, to: str) -> tuple[CardDef, CardDef | None]:
    """(the card the new object shows, the whole card when that is another face) after ``o`` moves ``frm``→``to``.

    712.8a / 709.4 / 715.4: in every zone but the stack and the battlefield a card shows its front face (or both
    halves); 712.14: a double-faced spell cast as its back face enters the battlefield with that face up."""
    w = o.note.get(WHOLE)
    if not isinstance(w, CardDef):
        return o.card, None
    if frm == STACK and to == BATTLEFIELD and (o.face_down or w.layout in ("modal_dfc", "transform", "prototype")):
        return o.card, w            # 718.3b; 702.37c: a face-down spell becomes a face-down permanent
    return w, None                  # 708.9: a face-down object leaving the battlefield or the stack is revealed


def stays_off_battlefield(o: GameObject, transformed: bool = False, face: int = AS_CARD) -> str | None:
    """The rule that keeps ``o`` where it is when it would be put onto the battlefield (``transformed``: "put onto
    the battlefield transformed", 712.14a; ``face``: the face it would enter with), or None when it may enter.

    712.14a: a card that isn't a transforming double-faced card put onto the battlefield transformed stays in its
    zone (a meld card too, 712.4b: its back face is only ever part of a melded permanent). 400.4a / 712.14b: an
    instant or sorcery card — a modal double-faced card whose front face isn't a permanent, a transforming card
    whose face that would be up is an instant or sorcery (712.10) — stays in its zone. Not a card put onto the
    battlefield face down (708.3: it enters as a face-down 2/2 creature)."""
    if o.zone == BATTLEFIELD or face in FACE_DOWN_FACES or (o.zone == STACK and o.face_down):
        return None
    shown, _ = card_after_move(o, o.zone, BATTLEFIELD)
    if transformed:
        if shown.layout != "transform" or not shown.faces:
            return "712.14a"
        shown = shown.faces[0]
    elif 0 <= face < len(shown.faces) and o.zone != STACK:
        shown = shown.faces[face]
    if shown.types & {"Instant", "Sorcery"}:
        return "712.14b" if shown.layout == "modal_dfc" else "400.4a"
    return None


def cast_faces(o: GameObject, zone: str) -> tuple[int, ...]:
    """The ways the card ``o`` may be cast from ``zone`` by its owner: AS_CARD, or an index into its faces.

    712.12 (a modal double-faced card's front or back face), 715.3 (an Adventurer card as itself or as its
    Adventure; 715.4 the creature from exile after an Adventure), 709.3 (a split card: one half),
    702.127a (aftermath: the first half from a hand, the second half only from a graveyard)."""
    c = o.card
    lay = c.layout
    if zone == HAND:
        if c.extra and ("morph" in c.extra or "disguise" in c.extra):
            # 702.37c-d, 702.168b-c: also face down, for {3} (a land with disguise only so: 305.1, 305.9)
            down: tuple[int, ...] = (FACE_DOWN_FACE,) if "morph" in c.extra else ()
            down += (DISGUISE_FACE,) if "disguise" in c.extra else ()
            return down if "Land" in c.types else (AS_CARD,) + down
        if "Land" in c.types:
            return ()
        if not c.faces:
            return (AS_CARD,)
        if lay == "modal_dfc":
            return (AS_CARD,) + (() if "Land" in c.faces[0].types else (0,))
        if lay in ("adventure", "prototype"):          # 715.3, 718.3: normally or with its other characteristics
            return (AS_CARD, 0)
        if lay == "split":
            return tuple(range(len(c.faces)))
        if lay == "aftermath":
            return (0,)
        return (AS_CARD,)
    if zone == EXILE and lay == "adventure" and ADVENTURE in o.note:
        return (AS_CARD,)
    if zone == GRAVEYARD and lay == "aftermath" and len(c.faces) > 1:
        return (1,)
    return ()


def land_faces(card: CardDef) -> tuple[int, ...]:
    """The faces of a card in a hand that may be played as a land (305.1; 712.12: a modal double-faced card's
    back face too)."""
    out: tuple[int, ...] = (AS_CARD,) if "Land" in card.types else ()
    if card.layout == "modal_dfc" and card.faces and "Land" in card.faces[0].types:
        out += (0,)
    return out


def show_face(o: GameObject, face: int) -> None:
    """Make ``o`` (about to be cast or played) show face ``face`` of its card."""
    if face == AS_CARD:
        return
    if face in FACE_DOWN_FACES:
        from .face_down import face_down_spell, turn_face_down
        turn_face_down(o, face_down_spell(face))  # 702.37c, 702.168b / 708.4: turned face down before the stack
        return
    o.note[WHOLE] = o.card
    o.card = o.card.faces[face]


def transform_count(o: GameObject) -> int:
    """How many times the permanent ``o`` has transformed (701.28f)."""
    n = o.note.get(TRANSFORMS, 0) if o.note else 0
    return n if isinstance(n, int) else 0


def transform(g: "Game", oid: int, rule: str = "701.28a", since: int | None = None, day_night: bool = False) -> bool:
    """701.28a: turn a transforming double-faced permanent (or a transforming token, 707.8a) over (front→back or
    back→front). 712.18: it stays the same object; effects that applied to it still apply. Nothing happens
    (False) to anything else: 701.28c / 712.9 a permanent that isn't a transforming double-faced card or token (a
    modal double-faced card, a copy of one face); 712.15a a face-down permanent; 701.28d / 712.10 a permanent
    whose other face is an instant or sorcery face. 701.28f: ``since``, for an ability of the permanent itself,
    is how many times it had transformed when that ability was put onto the stack (a delayed trigger: created);
    if it has transformed since, the instruction is ignored. 712.20: the new face's "As this transforms ..."
    (``extra["as_transforms"]``, called as (game, object)) applies while it transforms, before the event.
    702.145b, e: a permanent with daybound or nightbound transforms only by that ability (``day_night``)."""
    o = g.objects.get(oid)
    if o is None or o.zone != BATTLEFIELD or o.face_down:
        return False
    if not can_transform(g, oid, day_night):
        return False                    # 702.145b, e
    if since is not None and transform_count(o) != since:
        g.note("log.transform_ignored", "701.28f", obj=oid, args={"card": o.card.name})
        return False
    w = whole_card(o)
    if w.layout != "transform" or not w.faces:
        return False
    after = w.faces[0] if o.card is w else w
    if after.types & {"Instant", "Sorcery"}:
        return False                    # 701.28d, 712.10
    before = o.card.name
    if o.card is w:
        o.note[WHOLE] = w
        o.card = w.faces[0]
    else:
        del o.note[WHOLE]
        o.card = w
    o.note[TRANSFORMS] = transform_count(o) + 1
    o.base = None                   # its printed characteristics changed (the layer system's base, 613.1)
    as_transforms = o.card.extra.get("as_transforms") if o.card.extra else None
    if as_transforms is not None:
        as_transforms(g, o)             # 712.20: applied while it transforms, not afterward
    g.emit(ev.Event(ev.TRANSFORM, rule, "log.transforms", obj=oid, player=g.controller(oid),
                    args={"card": before, "face": o.card.name}))
    return True


def flip(g: "Game", oid: int, rule: str = "710.2") -> bool:
    """710.2: flip a flip card's permanent: from now on it has its alternative name, text, type line, power and
    toughness (its color and mana cost stay, 710.1c: the flipped face carries the same). 710.4: one way only — a
    flipped permanent doesn't flip back; it stays the same object. False when nothing happens."""
    o = g.objects.get(oid)
    if o is None or o.zone != BATTLEFIELD or o.face_down:
        return False
    w = whole_card(o)
    if w.layout != "flip" or not w.faces or o.card is not w:
        return False
    o.note[WHOLE] = w
    o.card = w.faces[0]
    o.base = None                   # its printed characteristics changed (the layer system's base, 613.1)
    g.emit(ev.Event(ev.FLIP, rule, "log.flips", obj=oid, player=g.controller(oid),
                    args={"card": w.name, "face": o.card.name}))
    return True


def flipped(o: GameObject) -> bool:
    """Is this permanent a flipped flip card (710.2)?"""
    w = o.note.get(WHOLE)
    return isinstance(w, CardDef) and w.layout == "flip"


def transformed(o: GameObject) -> bool:
    """701.28g: is this a "transformed permanent" — on the battlefield with its back face up, and a transforming
    double-faced card or a transforming token (not a modal double-faced card's back face, not a face-down or
    melded permanent)?"""
    w = o.note.get(WHOLE)
    return (o.zone == BATTLEFIELD and not o.face_down and isinstance(w, CardDef) and w.layout == "transform"
            and o.card is not w)


def mana_value(o: GameObject) -> int:
    """The mana value of the object ``o`` (202.3). 202.3b / 712.8c / 712.8e: a transforming double-faced spell or
    permanent (or transforming token) with its back face up has the mana value of its front face's mana cost;
    anything else has the mana value of the face that is up — so a copy of a back face alone has mana value 0
    (712.8e: it has no mana cost of its own), a face-down object 0 (708.2a), and a melded permanent the sum of its
    front faces' (712.8g, set as it melds: meld.py)."""
    w = o.note.get(WHOLE)
    if not o.face_down and isinstance(w, CardDef) and w.layout == "transform" and o.card is not w:
        return w.mana_cost.mana_value
    return o.card.mana_cost.mana_value


def cast_mana_value(card: CardDef, face: int) -> int:
    """The mana value the spell would have if ``card`` were cast as face ``face`` (601.2a-b: evaluated before it
    is cast, 712.11c): 712.8c a transforming double-faced card cast transformed has its front face's mana value;
    a face-down spell 0 (708.4)."""
    if face >= 0 and card.layout == "transform":
        return card.mana_cost.mana_value
    return face_card(card, face).mana_cost.mana_value


__all__ = ["ADVENTURE", "AS_CARD", "DISGUISE_FACE", "EXILE_AFTER", "FACE_DOWN_FACE", "FACE_DOWN_FACES", "SPLIT_LAYOUTS",
           "WHOLE", "card_after_move", "cast_faces",
           "cast_mana_value", "face_card", "flip", "flipped", "land_faces", "mana_value",
           "show_face", "stays_off_battlefield", "TRANSFORMS", "transform", "transform_count", "transformed",
           "whole_card"]
