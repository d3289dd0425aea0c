"""Tokens that are copies of permanents or cards (707.2, 111.10 "create a token that's a copy of ..."): what a copy
of a double-faced, melded or face-down object copies (707.8, 707.8a, 708.2, 712.8e, 712.8g).

The token's copiable values are the copied object's printed ones (the pool has no other copy effects to modify
them, 707.2-707.3):

* 707.8 / 712.8e / 712.8g: a copy of a double-faced permanent copies the face that is up. A copy of a modal
  double-faced card's back face is a plain card with that face's characteristics (712.9: it can't transform); a
  copy of a melded permanent has the combined back face as printed — no mana cost, so mana value 0 (712.8g).
* 707.8a: a token copy of a transforming permanent, or of a transforming double-faced card not on the battlefield,
  is a transforming token with both faces; a copy of a transforming permanent with its back face up enters with
  its back face up.
* 708.2: a face-down permanent's copiable values are its face-down characteristics: its copy is a 2/2 with no
  name, text, subtypes or mana cost (ward {2} when it is a disguised or cloaked one) — a face-up token.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .definitions import CardDef
from .faces import transformed, whole_card
from .meld import MELD_PARTS
from .objects import GameObject
from .zones import create_token

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def copy_faces(o: GameObject) -> tuple[CardDef, CardDef | None]:
    """(the face the copy of ``o`` shows, its front face when the copy is a transforming token with its back face
    up, else None) — 707.8, 707.8a, 708.2, 712.8g."""
    if o.face_down:
        return o.card, None                                   # 708.2: the face-down characteristics
    parts = o.note.get(MELD_PARTS)
    if isinstance(parts, tuple) and parts:
        first: CardDef = parts[0]
        return first.faces[0], None                           # 707.8, 712.8g: the printed combined face
    w = whole_card(o)
    if w.layout == "transform" and w.faces:
        return (w.faces[0], w) if transformed(o) else (w, None)     # 707.8a: a transforming token
    return o.card, None                                       # 707.8: the face that is up (a flipped face too)


def create_token_copy(g: "Game", controller: int, oid: int, rule: str = "707.2") -> int | None:
    """Create a token that's a copy of the object ``oid`` under ``controller``'s control (111.10, 707.2); its id,
    or None when none is created (the object is gone, or the player has left the game, 800.4b)."""
    o = g.objects.get(oid)
    if o is None:
        return None
    shown, whole = copy_faces(o)
    return create_token(g, controller, shown, rule=rule, whole=whole)


__all__ = ["copy_faces", "create_token_copy"]
