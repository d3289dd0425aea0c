"""The monarch (722): the one player designation, its two inherent triggered abilities (722.2) and who takes
the crown when the monarch leaves the game (722.4)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final, TYPE_CHECKING

from . import events as ev
from .constants import Step
from .objects import PendingTrigger

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .resolution import Ctx

NO_SOURCE: Final = 0
"""722.2: the monarch's abilities have no source (object ids start at 1)."""
MONARCH_NAME: Final = "monarch"
"""The name the monarch's triggered abilities carry on the stack and in the log."""


def become_monarch(g: "Game", p: int, rule: str = "722.1") -> bool:
    """722.3: ``p`` becomes the monarch and the current monarch ceases to be; False if ``p`` left or already is."""
    if p < 0 or p >= len(g.players) or g.players[p].left or g.monarch == p:
        return False
    old = g.monarch
    g.monarch = p
    g.emit(ev.Event(ev.MONARCH, rule, "log.becomes_monarch", player=p, data=old,
                    args={"player": g.players[p].name}))
    return True


@dataclass(frozen=True, slots=True)
class MonarchDraws:
    """722.2: "... that player draws a card" (the monarch's end-step ability)."""

    def run(self, ctx: "Ctx") -> None:
        from .zones import draw
        draw(ctx.g, ctx.controller, 1, rule="722.2")


@dataclass(frozen=True, slots=True)
class ControllerTakesTheCrown:
    """722.2: "... its controller becomes the monarch": the creature's controller as it resolves (its last known
    controller if it has left the battlefield, 608.2h)."""

    def run(self, ctx: "Ctx") -> None:
        g = ctx.g
        creature = ctx.event.source if ctx.event is not None else None
        who: int | None = ctx.vars.get("creature_controller")
        if creature is not None and creature in g.objects and g.objects[g._keys[creature]].zone == "battlefield":
            who = g.controller(creature)
        if who is not None:
            become_monarch(g, who, rule="722.2")


@dataclass(frozen=True, slots=True)
class InherentAbility:
    """A triggered ability of a designation, not of an object (722.2): what ``place_triggers`` reads."""

    effects: tuple[Any, ...]
    text: str
    targets: tuple[Any, ...] = ()
    data: dict[str, Any] = field(default_factory=dict)


END_STEP_DRAW: Final = InherentAbility((MonarchDraws(),), "At the beginning of the monarch's end step, that player draws "
                                                     "a card.")
TAKE_THE_CROWN: Final = InherentAbility((ControllerTakesTheCrown(),), "Whenever a creature deals combat damage to the "
                                                                "monarch, its controller becomes the monarch.")


def monarch_triggers(g: "Game", e: ev.Event) -> None:
    """722.2: the monarch's two abilities trigger, controlled by whoever is the monarch as they trigger."""
    m = g.monarch
    if m is None or g.players[m].left:
        return
    turn = g.current_turn.id if g.current_turn is not None else None
    if e.kind == ev.STEP and e.data == Step.END:
        side = next((t.side for t in g.turns if t.id == e.turn), (e.player,))
        if m in side:
            g.triggered.append(PendingTrigger(m, NO_SOURCE, END_STEP_DRAW, e, MONARCH_NAME, None, turn))
    elif e.kind == ev.DAMAGE and e.combat and e.target_player == m and e.source is not None:
        src = g.objects.get(e.source)
        if src is not None and "Creature" in g.chars(e.source).types:
            ab = InherentAbility(TAKE_THE_CROWN.effects, TAKE_THE_CROWN.text,
                                 data={"creature_controller": g.controller(e.source)})
            g.triggered.append(PendingTrigger(m, NO_SOURCE, ab, e, MONARCH_NAME, None, turn))


def monarch_leaves(g: "Game", p: int) -> None:
    """722.4: if the monarch leaves, the active player becomes the monarch; if that's the leaving player (or there
    is none), the next player in turn order; if no one can, the game goes on with no monarch."""
    if g.monarch != p:
        return
    g.monarch = None
    active = next((t.active for t in g.turns if not g.players[t.active].left), None)
    heir = active if active is not None else g.next_in_turn_order(p)
    if heir is None or g.players[heir].left:
        g.note("log.no_monarch", "722.4")
        return
    become_monarch(g, heir, rule="722.4")
