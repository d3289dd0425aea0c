"""Effects that put cards onto the battlefield face down (708): manifest (701.34) and cloak (701.56)."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine.resolution import Ctx
from .selectors import YOU, Sel


@dataclass(frozen=True, slots=True)
class ManifestTop:
    """701.34a: "manifest the top card of your library": it becomes a 2/2 face-down creature on the battlefield
    under that player's control (701.34e: several cards, one at a time)."""

    amount: int = 1
    who: Sel = YOU

    def run(self, ctx: Ctx) -> None:
        from ...engine.face_down import manifest
        g = ctx.g
        for p in self.who.players(ctx):
            for _ in range(self.amount):
                lib = g.players[p].library
                if not lib:
                    break
                manifest(g, p, lib[0])


@dataclass(frozen=True, slots=True)
class CloakTop:
    """701.56a: "cloak the top card of <whose> library": the ability's controller puts that card onto the
    battlefield face down as a 2/2 creature with ward {2} (the top card of each library ``whose`` names, one at a
    time, 701.56e). ``attach``: "..., then attach this Equipment to it" (701.3a: the source, if it is still on the
    battlefield and can equip the cloaked creature)."""

    whose: Sel = YOU
    attach: bool = False

    def run(self, ctx: Ctx) -> None:
        from ...engine.attachments import attach
        from ...engine.constants import BATTLEFIELD
        from ...engine.face_down import cloak
        g = ctx.g
        for p in self.whose.players(ctx):
            lib = g.players[p].library
            if not lib:
                continue
            nid = cloak(g, ctx.controller, lib[0])
            src = g.objects.get(ctx.source)
            if self.attach and nid is not None and src is not None and src.zone == BATTLEFIELD:
                attach(g, ctx.source, nid, rule="701.3a")


@dataclass(frozen=True, slots=True)
class CloakFromHand:
    """701.56a: "cloak a card from your hand": the controller chooses a card in their hand (608.2d) and cloaks it;
    nothing happens with an empty hand."""

    def run(self, ctx: Ctx) -> None:
        from ...engine.face_down import cloak
        from ..model.effects_keyword_actions import _card_options
        g, me = ctx.g, ctx.controller
        hand = list(g.players[me].hand)
        if not hand:
            return
        pick: int = ctx.ask(me, "choose_card", "facedown.prompt.cloak_from_hand", _card_options(g, hand),
                            "701.56a").value
        cloak(g, me, pick)


@dataclass(frozen=True, slots=True)
class LookCloak:
    """"Look at the top N cards of your library, cloak K of them, and put the rest on the bottom of your library in
    a random order" (401.2, 701.56a): K choices (all of them when there are K or fewer, 608.2d), the chosen cards
    cloaked one at a time (701.56e), then the rest shuffled under the library (401.4)."""

    look: int
    cloak: int

    def run(self, ctx: Ctx) -> None:
        from ...engine.face_down import cloak
        from ...engine.constants import LIBRARY
        from ..model.effects_keyword_actions import _card_options, _restack
        g, me = ctx.g, ctx.controller
        looked = list(g.players[me].library[:self.look])
        chosen: list[int] = looked if len(looked) <= self.cloak else []
        while len(chosen) < min(self.cloak, len(looked)):
            left = [c for c in looked if c not in chosen]
            chosen.append(ctx.ask(me, "choose_card", "facedown.prompt.cloak_which", _card_options(g, left),
                                  "701.56a", args={"n": self.cloak - len(chosen)}).value)
        g.note("facedown.log.looks", "401.2", args={"player": g.players[me].name, "n": len(looked)})
        for c in chosen:
            if c in g.objects and g.objects[c].zone == LIBRARY:
                cloak(g, me, c)
        rest = [c for c in looked if c not in chosen]
        g.rng.shuffle(rest)
        _restack(g, me, rest, [], rest)


@dataclass(frozen=True, slots=True)
class TurnFaceDown:
    """"Turn <permanents> face down" (708.2a): each becomes a 2/2 face-down creature with no text, name, subtypes or
    mana cost; nothing happens to one already face down (708.2b) or to a double-faced permanent (712.16)."""

    who: Sel

    def run(self, ctx: Ctx) -> None:
        from ...engine.face_down import turn_permanent_face_down
        for oid in self.who.objects(ctx):
            turn_permanent_face_down(ctx.g, oid)


__all__ = ["CloakFromHand", "CloakTop", "LookCloak", "ManifestTop", "TurnFaceDown"]
