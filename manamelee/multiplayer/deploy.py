"""Deploy creatures (804.2): each creature has "{T}: Target teammate gains control of this creature.
Activate only as a sorcery." """
from __future__ import annotations

from dataclasses import dataclass

from ..engine import events as ev
from ..engine.definitions import ActivatedAbility, Cost, TargetSpec
from ..engine.objects import ContinuousEffect

TEAMMATE = TargetSpec("teammate", "target teammate")


@dataclass(frozen=True, slots=True)
class DeployTo:
    """Target teammate gains control of the source creature (layer 2, indefinitely)."""

    def run(self, ctx) -> None:
        g = ctx.g
        who = ctx.target_player(0)
        src = ctx.source
        if who is None or src not in g.objects or g.players[who].left:
            return
        g.effects.append(ContinuousEffect("2", g.new_timestamp(), src, ctx.controller, (src,), None, "forever",
                                          control_to=who))
        g.objects[src].since = g.timestamp            # 302.6: a new controller
        g.emit(ev.Event(ev.CONTROL, "804.2", "log.deployed", player=who, obj=src,
                        args={"player": g.players[who].name, "card": g.name(src)}))


DEPLOY = ActivatedAbility(Cost(tap=True), (DeployTo(),), (TEAMMATE,),
                          text="{T}: Target teammate gains control of this creature. Activate only as a sorcery.",
                          sorcery=True, keyword="Deploy")
