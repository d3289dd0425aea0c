"""The initiative (723): the one player designation, its three inherent triggered abilities (723.2) and who takes
it when the player who has it leaves the game (723.4). Venturing into Undercity is engine/dungeons.py.

723.2: "At the beginning of the upkeep of the player who has the initiative, that player ventures into Undercity,"
"Whenever one or more creatures a player controls deal combat damage to the player who has the initiative, the
controller of those creatures takes the initiative," and "Whenever a player takes the initiative, that player
ventures into Undercity." They have no source and are controlled by the player who had the initiative as they
triggered (an exception to 113.8).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TYPE_CHECKING

from . import events as ev
from .constants import Step
from .dungeons import Venture
from .monarch import NO_SOURCE, InherentAbility
from .objects import PendingTrigger

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .resolution import Ctx

INITIATIVE: Final = "initiative"
"""Event kind: a player takes the initiative (723.3); ``player`` who takes it, ``data`` who had it."""
INITIATIVE_NAME: Final = "initiative"
"""The name the initiative's triggered abilities carry on the stack and in the log."""


def take_initiative(g: "Game", p: int, rule: str = "723.1") -> bool:
    """723.3: ``p`` takes the initiative and whoever had it ceases to; 723.5: taking it again still counts (the
    venture triggers) though there is still one initiative. False if ``p`` has left the game."""
    if p < 0 or p >= len(g.players) or g.players[p].left:
        return False
    old = g.initiative
    g.initiative = p
    g.emit(ev.Event(INITIATIVE, rule, "log.takes_initiative", player=p, data=old,
                    args={"player": g.players[p].name}))
    return True


@dataclass(frozen=True, slots=True)
class TakesTheInitiative:
    """723.2: "... the controller of those creatures takes the initiative" (the player the ability remembers)."""

    player: int

    def run(self, ctx: "Ctx") -> None:
        take_initiative(ctx.g, self.player, rule="723.2")


UPKEEP_VENTURE: Final = InherentAbility((Venture("Undercity"),), "At the beginning of the upkeep of the player who has the "
                                                          "initiative, that player ventures into Undercity.")
TAKE_VENTURE: Final = InherentAbility((Venture("Undercity"),), "Whenever a player takes the initiative, that player "
                                                        "ventures into Undercity.")
_TAKE_TEXT: Final = ("Whenever one or more creatures a player controls deal combat damage to the player who has the "
              "initiative, the controller of those creatures takes the initiative.")


def initiative_triggers(g: "Game", e: ev.Event) -> None:
    """723.2: the initiative's three abilities trigger, controlled by whoever has the initiative as they trigger."""
    holder = g.initiative
    if holder is None or g.players[holder].left:
        return
    turn = g.current_turn.id if g.current_turn is not None else None
    if e.kind == INITIATIVE:
        if e.player == holder:
            g.triggered.append(PendingTrigger(holder, NO_SOURCE, TAKE_VENTURE, e, INITIATIVE_NAME, None, turn))
    elif e.kind == ev.STEP and e.data == Step.UPKEEP:
        side = next((t.side for t in g.turns if t.id == e.turn), (e.player,))
        if holder in side:
            g.triggered.append(PendingTrigger(holder, NO_SOURCE, UPKEEP_VENTURE, e, INITIATIVE_NAME, None, turn))
    elif e.kind == ev.DAMAGE and e.combat and e.target_player == holder and e.source is not None:
        src = g.objects.get(e.source)
        if src is None or "Creature" not in g.chars(e.source).types:
            return
        who = g.controller(e.source)
        if _already(g, e, holder, who):
            return               # "one or more creatures": once per player for the damage dealt at once (510.2)
        ab = InherentAbility((TakesTheInitiative(who),), _TAKE_TEXT)
        g.triggered.append(PendingTrigger(holder, NO_SOURCE, ab, e, INITIATIVE_NAME, None, turn))


def _already(g: "Game", e: ev.Event, holder: int, who: int) -> bool:
    """Did creatures ``who`` controls already deal combat damage to ``holder`` in this combat damage step?"""
    for x in reversed(g.events):
        if x is e:
            continue
        if x.kind == ev.STEP:
            return False
        if x.kind == ev.DAMAGE and x.combat and x.target_player == holder and x.source is not None \
                and x.source in g.objects and g.controller(x.source) == who:
            return True
    return False


def initiative_leaves(g: "Game", p: int) -> None:
    """723.4: if the player who has the initiative leaves, the active player takes it at the same time; if that's
    the leaving player (or there is none), the next player in turn order."""
    if g.initiative != p:
        return
    g.initiative = None
    active = next((t.active for t in g.turns if not g.players[t.active].left), None)
    heir = active if active is not None else g.next_in_turn_order(p)
    if heir is None or g.players[heir].left:
        g.note("log.no_initiative", "723.4")
        return
    take_initiative(g, heir, rule="723.4")


__all__ = ["INITIATIVE", "take_initiative", "TakesTheInitiative", "initiative_triggers", "initiative_leaves",
           "UPKEEP_VENTURE", "TAKE_VENTURE"]
