"""Disturb (702.146a) and the wording its back faces share.

* "Disturb {cost}" on a transforming double-faced card's front face: a cast method from its owner's graveyard for
  that cost, with the back face up (712.11a; engine/alt_casting.py ``CastMethod.face``). The back face is what is
  evaluated to see whether it can be cast (timing, targets: 712.11c), the disturb ability with it (712.11d); it
  resolves into a permanent with its back face up (702.146b), its mana value the front face's (712.8c, 712.8e).
* "If this would be put into a graveyard from anywhere, exile it instead." (614.1a): a flag of the face
  (engine/dies_exile.py ``EXILE_NOT_GRAVEYARD``) that zones.move reads whenever the object showing it would go to
  a graveyard — from the stack (countered) or the battlefield (dies, an Aura put there by 704.5m).
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_disturb(self, c: list[Any]) -> Node:
        return {"kw": "Disturb", "cost": str(c[0])}

    def graveyard_exile_self(self, c: list[Any]) -> Node:
        return {"k": "graveyard_exile_self", "self": c[0]["self"]}


def _error(msg: str) -> Exception:
    from ..build import BuildError
    return BuildError(msg)


def _build_disturb(kw: Node, parts: Any) -> None:
    from ....engine import alt_casting as ac
    from ....engine.constants import GRAVEYARD
    from ....engine.mana import ManaCost
    faces = parts.rec.get("faces") or ()
    if parts.rec.get("layout") != "transform" or len(faces) != 1:
        raise _error("disturb on a card that isn't a transforming double-faced card (702.146a)")
    if set(faces[0]["types"]) & {"Instant", "Sorcery"}:
        raise _error("disturb on a card whose back face is an instant or sorcery (712.10)")
    cost = ManaCost.parse(kw["cost"])
    if cost.x:
        raise _error("a disturb cost with X")
    parts.keywords.add("Disturb")
    m = ac.CastMethod("Disturb", GRAVEYARD, cost, (), False, f"Disturb {kw['cost']}", "702.146a", face=0)
    parts.extra[ac.CAST_METHODS] = tuple(parts.extra.get(ac.CAST_METHODS, ())) + (m,)


def _build_exile_self(a: Node, text: str, parts: Any) -> None:
    from ....engine.dies_exile import EXILE_NOT_GRAVEYARD
    who = a["self"]
    if who != "CARDNAME":
        noun = who.split(" ", 1)[1].lower()
        if noun != "permanent" and noun not in {t.lower() for t in parts.types | parts.subtypes}:
            raise _error(f"{who!r} on a card that isn't one")
    parts.extra[EXILE_NOT_GRAVEYARD] = True


PRINT = Printers(keyword={"Disturb": lambda kw: f"disturb {kw['cost']}"},
                 ability={"graveyard_exile_self": lambda a: (f"If {a['self']} would be put into a graveyard from "
                                                             "anywhere, exile it instead.")})
BUILD = Builders(keyword={"Disturb": _build_disturb}, ability={"graveyard_exile_self": _build_exile_self})
