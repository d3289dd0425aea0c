"""Trigger events: which events trigger an ability (603.2). A node is called as the engine already calls
``TriggeredAbility.when``: ``w(game, event, source_id) -> bool``; ``me`` below is the source's controller.
"""
from __future__ import annotations

from typing import Any

from ...engine.constants import BATTLEFIELD, GRAVEYARD, Step
from .conditions import Condition
from .filters import Filter, related, relation
from .node import Node, node


class EventTest(Node):
    """Does this event trigger the ability of ``src``?"""

    __slots__ = ()

    def __call__(self, g: Any, e: Any, src: int) -> bool:
        raise NotImplementedError


def source_controller(g: Any, src: int) -> int | None:
    """The controller of a trigger's source: on the battlefield, or as it last existed (603.10a)."""
    if src in g.objects:
        return g.controller(src)
    lki = g.lki.get(src)
    return lki.controller if lki is not None else None


@node
class Always(EventTest):
    """Every event of the ability's kind ("whenever a player cycles a card")."""

    def __call__(self, g, e, src) -> bool:
        return True


@node
class ThisEnters(EventTest):
    """This permanent enters (603.6a); ``also``, if given, must hold too."""

    also: EventTest | None = None

    def __call__(self, g, e, src) -> bool:
        return e.new_obj == src and e.to_zone == BATTLEFIELD and (self.also is None or self.also(g, e, src))


@node
class Enters(EventTest):
    """A permanent passing ``what`` (read as it entered; ``me`` = this source's controller) enters;
    ``other``: not this one (603.6a)."""

    what: Filter
    other: bool = True

    def __call__(self, g, e, src) -> bool:
        n = e.new_obj
        if e.to_zone != BATTLEFIELD or n is None or n not in g.objects or (self.other and n == src):
            return False
        return self.what.test(g, n, g.chars(n), g.controller(src))


@node
class TransformsInto(EventTest):
    """A permanent passing ``what`` (read right after it transformed; ``me`` = this source's controller)
    "transforms into" it (701.28e: the characteristics it has immediately after it transforms; convert, 701.50,
    isn't in the engine)."""

    what: Filter

    def __call__(self, g, e, src) -> bool:
        n = e.obj
        if n is None or n not in g.objects or g.objects[n].zone != BATTLEFIELD:
            return False
        return self.what.test(g, n, g.chars(n), source_controller(g, src))


@node
class ThisLeaves(EventTest):
    """This permanent leaves the battlefield (603.6c; looks back in time, 603.10a)."""

    def __call__(self, g, e, src) -> bool:
        return e.obj == src and e.from_zone == BATTLEFIELD


@node
class Leaves(EventTest):
    """A permanent passing ``what`` as it last existed leaves the battlefield; ``other``: not this one (603.10a)."""

    what: Filter
    other: bool = True

    def __call__(self, g, e, src) -> bool:
        if e.from_zone != BATTLEFIELD or (self.other and e.obj == src) or e.data is None:
            return False
        return self.what.test(g, None, e.data.chars, source_controller(g, src))


_DIES = ("self", "any", "yours", "opponents")


@node
class Dies(EventTest):
    """``which`` dies (700.4; looks back, 603.10a): "self" this creature, "any" a creature, "yours" a creature
    you control, "opponents" a creature an opponent controls."""

    which: str = "self"

    def __post_init__(self) -> None:
        if self.which not in _DIES:
            raise ValueError(f"unknown dies() subject {self.which!r}")

    def __call__(self, g, e, src) -> bool:
        if e.from_zone != BATTLEFIELD or e.to_zone != GRAVEYARD or e.data is None:
            return False
        lki = e.data
        if self.which == "self":
            return e.obj == src
        if "Creature" not in lki.chars.types:
            return False
        me = source_controller(g, src)
        if self.which == "any":
            return True
        if self.which == "yours":
            return lki.controller == me
        return me is not None and g.is_opponent(me, lki.controller)


def turn_players(g: Any, e: Any) -> tuple:
    """The players taking the turn of a step event: one player, or the whole active team (805.4)."""
    for t in g.turns:
        if t.id == e.turn:
            return t.side
    return (e.player,)


@node
class StepBegins(EventTest):
    """The beginning of ``step`` (503.1a): ``whose`` "you" (your team's turn, 805.4), "each" or "each_player"."""

    step: Step
    whose: str = "you"

    def __call__(self, g, e, src) -> bool:
        if e.data != self.step:
            return False
        return self.whose in ("each", "each_player") or g.controller(src) in turn_players(g, e)


@node
class Casts(EventTest):
    """A player (``whose``: "you", "opponent", "any") casts a spell whose card passes ``what`` (601.2i)."""

    what: Filter | None = None
    whose: str = "you"

    def __post_init__(self) -> None:
        if self.whose not in ("you", "opponent", "any"):
            raise ValueError(f"unknown caster {self.whose!r}")

    def __call__(self, g, e, src) -> bool:
        me = g.controller(src)
        if self.whose == "you" and e.player != me:
            return False
        if self.whose == "opponent" and (e.player is None or not g.is_opponent(me, e.player)):
            return False
        card_def = e.data.source_card if e.data is not None else None
        return card_def is not None and (self.what is None or self.what(card_def))


@node
class Attacks(EventTest):
    """This creature (``whose`` "self") or a creature you control ("yours") attacks (508.1m)."""

    whose: str = "self"

    def __post_init__(self) -> None:
        if self.whose not in ("self", "yours"):
            raise ValueError(f"unknown attacks() subject {self.whose!r}")

    def __call__(self, g, e, src) -> bool:
        if self.whose == "self":
            return e.obj == src
        return e.obj in g.objects and g.controller(e.obj) == g.controller(src)


@node
class ThisObject(EventTest):
    """The event is about this object (``e.obj``): this card was cycled (702.29), this scheme set in motion."""

    def __call__(self, g, e, src) -> bool:
        return e.obj == src


@node
class PlayerIs(EventTest):
    """The event's player (``attr``: "player" or "target_player") is ``who`` relative to you (you, opponent...)."""

    who: str = "you"
    attr: str = "player"

    def __post_init__(self) -> None:
        object.__setattr__(self, "who", relation(self.who))

    def __call__(self, g, e, src) -> bool:
        return related(g, g.controller(src), getattr(e, self.attr, None), self.who)


@node
class FromThis(EventTest):
    """This object is the event's source (it deals the damage) and ``also`` holds."""

    also: EventTest | None = None

    def __call__(self, g, e, src) -> bool:
        return e.source == src and (self.also is None or self.also(g, e, src))


@node
class StateHolds(EventTest):
    """A state trigger (603.8): ``cond`` holds for this source's controller."""

    cond: Condition

    def __call__(self, g, e, src) -> bool:
        return self.cond.holds(g, src, g.controller(src), e, None)


ALWAYS = Always()


@node
class SchemeStepBegins(EventTest):
    """The beginning of ``step`` of a scheme's owner's turn (``whose`` "you"), an opponent's ("opponent") or each
    turn ("each"); a scheme's abilities work from the command zone (314.4)."""

    step: Step
    whose: str = "you"

    def __call__(self, g, e, src) -> bool:
        if e.data != self.step:
            return False
        owner = g.objects[src].owner
        if self.whose == "you":
            return e.player == owner
        if self.whose == "opponent":
            return e.player is not None and g.is_opponent(owner, e.player)
        return True


@node
class FromAttached(EventTest):
    """The permanent this Aura or Equipment is attached to is the event's source and the amount is positive
    ("whenever enchanted creature deals damage", 120)."""

    def __call__(self, g, e, src) -> bool:
        o = g.objects.get(src)
        return o is not None and o.attached_to is not None and e.source == o.attached_to and e.amount > 0


@node
class SetsNonOngoingScheme(EventTest):
    """You set another, non-ongoing scheme in motion (701.25; My Laughter Echoes)."""

    def __call__(self, g, e, src) -> bool:
        from ...engine.schemes import is_ongoing, is_scheme
        return (e.obj != src and e.player == g.objects[src].owner and e.obj in g.objects and is_scheme(g, e.obj)
                and not is_ongoing(g, e.obj))


@node
class StepIs(EventTest):
    """The beginning of ``step`` of any turn: a delayed trigger's "at the beginning of the next end step" (603.7;
    called with the delayed trigger in place of a source)."""

    step: Step

    def __call__(self, g, e, src) -> bool:
        return e.data == self.step


@node
class ChapterReached(EventTest):
    """714.2b: "{rN} — ": lore counters were put onto this Saga and their number went from less than ``n`` to at
    least ``n``."""

    n: int

    def __call__(self, g, e, src) -> bool:
        if e.obj != src or e.data != "lore" or not e.amount or e.amount < 0 or src not in g.objects:
            return False
        now = g.objects[src].counters.get("lore", 0)
        return now - e.amount < self.n <= now
