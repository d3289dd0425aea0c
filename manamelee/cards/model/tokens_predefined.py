"""Predefined tokens (111.10): the definitions an effect uses when it says "create a Treasure token" and the like.

Each is a colorless artifact token whose one ability is the rule's quoted text; the Treasure's is a mana ability
(605.1a) whose cost also sacrifices it (the engine sacrifices the source as the mana is added, 605.3b).
"""
from __future__ import annotations

from typing import Any

from ...engine import zones
from ...engine.cost_parts import DISCARD
from ...engine.definitions import ActivatedAbility, CardDef, Cost, CostPart
from ...engine.mana import ManaCost
from ...engine.mana_abilities import ManaRider
from ..dsl.effects_cards import Draw
from ..dsl.effects_damage_life import GainLife
from ...engine.resolution import Ctx
from ..dsl.amounts import amount_of
from ..dsl.selectors import TARGET, YOU, Sel
from ..dsl.targets import CREATURE_YOU_CONTROL
from .effects_keyword_actions import Explore
from .filters import IS_ARTIFACT
from .node import Node, node


def _artifact(name: str, ability: ActivatedAbility) -> CardDef:
    return CardDef(name=name, types=frozenset({"Artifact"}), subtypes=frozenset({name}), type_line=f"Artifact — {name}",
                   text=ability.text, activated=(ability,))


TREASURE = _artifact("Treasure", ActivatedAbility(
    Cost(tap=True, sacrifice_self=True), (), (), "{T}, Sacrifice this artifact: Add one mana of any color.",
    mana="WUBRG"))
"""111.10a: a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add one mana of any color."."""

FOOD = _artifact("Food", ActivatedAbility(
    Cost(ManaCost.parse("{2}"), tap=True, sacrifice_self=True), (GainLife(3, YOU),), (),
    "{2}, {T}, Sacrifice this artifact: You gain 3 life."))
"""111.10b: a colorless Food artifact token with "{2}, {T}, Sacrifice this artifact: You gain 3 life."."""

CLUE = _artifact("Clue", ActivatedAbility(
    Cost(ManaCost.parse("{2}"), sacrifice_self=True), (Draw(1, YOU),), (),
    "{2}, Sacrifice this artifact: Draw a card."))
"""111.10f: a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card." (Investigate, 701.36a)."""

BLOOD = _artifact("Blood", ActivatedAbility(
    Cost(ManaCost.parse("{1}"), tap=True, sacrifice_self=True, parts=(CostPart(DISCARD, 1, text="Discard a card"),)),
    (Draw(1, YOU),), (),
    "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."))
"""111.10g: a colorless Blood artifact token with "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."."""

MAP = _artifact("Map", ActivatedAbility(
    Cost(ManaCost.parse("{1}"), tap=True, sacrifice_self=True), (Explore(TARGET),), (CREATURE_YOU_CONTROL,),
    "{1}, {T}, Sacrifice this artifact: Target creature you control explores. Activate only as a sorcery.",
    sorcery=True))
"""111.10s: a colorless Map artifact token with "{1}, {T}, Sacrifice this artifact: Target creature you control
explores. Activate only as a sorcery." (701.40)."""

POWERSTONE = _artifact("Powerstone", ActivatedAbility(
    Cost(tap=True), (), (), "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.", mana="C",
    mana_rider=ManaRider(spend_only=IS_ARTIFACT, spend_abilities=True)))
"""111.10h: a colorless Powerstone artifact token with "{T}: Add {C}. This mana can't be spent to cast a nonartifact
spell." (106.6: only nonartifact spells are ruled out; the mana pays for abilities too)."""

PREDEFINED: dict[str, CardDef] = {"Treasure": TREASURE, "Food": FOOD, "Clue": CLUE, "Blood": BLOOD, "Map": MAP,
                                  "Powerstone": POWERSTONE}
"""The predefined tokens by name (111.10)."""


@node
class CreatePredefined(Node):
    """"<player> creates N <Treasure/Food/Clue/Map> tokens" (701.6a, 111.10): each selected player creates them
    under their control; ``tapped``: "create a tapped Treasure token" (they enter tapped)."""

    name: str
    amount: Any = 1
    who: Sel = YOU
    tapped: bool = False

    def run(self, ctx: Ctx) -> None:
        card = PREDEFINED[self.name]
        for p in self.who.players(ctx):
            for _ in range(amount_of(self.amount, ctx)):
                nid = zones.create_token(ctx.g, p, card, rule="111.10")
                if nid is not None:
                    if self.tapped:
                        ctx.g.objects[nid].tapped = True
                    ctx.vars["created"] = ctx.vars.get("created", ()) + (nid,)


@node
class OpponentsCount(Node):
    """The number of opponents you have (in your range of influence, 801.10): "for each opponent you have"."""

    def of(self, g: Any, me: int, ctx: Any) -> int:
        if ctx is not None:
            return len(ctx.scope.opponents())
        from ...engine.scope import Scope
        return len(Scope(g, me).opponents())

    def __call__(self, *a: Any) -> int:
        if len(a) == 2:
            return self.of(a[0], a[1], None)
        return self.of(a[0].g, a[0].controller, a[0])
