"""Data nodes of the initiative (723) and of Undercity's rooms (309, 701.46): taking the initiative, "if you have
the initiative" and the Throne of the Dead Three. The designation and the dungeon live in the
engine (engine/initiative.py, engine/dungeons.py)."""
from __future__ import annotations

from typing import Any

from ...engine import zones
from ...engine.decisions import opt
from ...engine.initiative import take_initiative
from .conditions import Condition
from .node import Node, node


@node
class TakeTheInitiative(Node):
    """"you take the initiative" (723.1, 723.3; 723.5: again if you have it, and you venture again)."""

    def run(self, ctx: Any) -> None:
        take_initiative(ctx.g, ctx.controller, rule="723.3")


@node
class HasTheInitiative(Condition):
    """"if you have the initiative" (723.1): an intervening "if" (603.4) or a condition as it resolves (608.2c)."""

    def holds(self, g: Any, src: int, me: int, e: Any, ctx: Any) -> bool:
        return bool(g.initiative == me)


@node
class ThroneOfTheDeadThree(Node):
    """Undercity's last room: "Reveal the top ten cards of your library. Put a creature card from among them onto
    the battlefield with three +1/+1 counters on it. It gains hexproof until your next turn. Then shuffle."
    (701.16a; the counters are on it as it enters, 614.1c; 611.2a: hexproof ends as your next turn begins)."""

    count: int = 10
    counters: int = 3

    def run(self, ctx: Any) -> None:
        from ...engine.objects import ContinuousEffect
        from .effects_schemes import KeywordsApply
        g, me = ctx.g, ctx.controller
        top = list(g.players[me].library[:self.count])
        creatures = [c for c in top if "Creature" in g.objects[c].card.types]
        pick = None
        if creatures:
            pick = creatures[0] if len(creatures) == 1 else ctx.ask(
                me, "choose_card", "prompt.throne_creature", [opt("card", "text", c, text=g.name(c)) for c in creatures],
                "608.2c", args={"player": g.players[me].name}).value
        g.note("log.reveals", "701.16a", args={"player": g.players[me].name, "cards": [g.name(c) for c in top]})
        if pick is not None:
            nid = zones.put_onto_battlefield(g, pick, controller=me, rule="608.2c")
            if nid is not None:
                o = g.objects[nid]
                o.counters["+1/+1"] = o.counters.get("+1/+1", 0) + self.counters
                g.version += 1
                g.effects.append(ContinuousEffect("6", g.new_timestamp(), ctx.source, me, (nid,),
                                                  KeywordsApply(frozenset({"Hexproof"})), f"next_turn:{me}"))
        zones.shuffle(g, me, rule="701.20a")


__all__ = ["TakeTheInitiative", "HasTheInitiative", "ThroneOfTheDeadThree"]
