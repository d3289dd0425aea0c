"""702.122 Crew N: "Tap any number of other untapped creatures you control with total power N or greater: This
Vehicle becomes an artifact creature until end of turn." The cost is ``Cost(crew=N)`` (engine/crew.py); the
effect is a type-changing effect in layer 4 until end of turn (613.1d, 301.7b: a crewed Vehicle uses its
printed power and toughness)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_crew(self, c: list[Any]) -> Node:
        return {"kw": "Crew", "n": str(c[0])}


def _build(kw: Node, parts: Any) -> None:
    from ....engine.constants import BATTLEFIELD
    from ....engine.definitions import ActivatedAbility, Cost
    from ...dsl.effects_continuous import Becomes
    from ...dsl.selectors import SELF
    from ..build import BuildError
    n = int(kw["n"])
    if "Artifact" not in parts.types or n < 1:
        raise BuildError("Crew on a card that isn't an artifact")
    parts.activated.append(ActivatedAbility(Cost(crew=n), (Becomes(None, None, ("Artifact", "Creature"), who=SELF,
                                                                        duration="eot"),),
                                            (), f"Crew {n}", False, BATTLEFIELD, keyword="Crew"))


PRINT = Printers(keyword={"Crew": lambda kw: f"Crew {kw['n']}"})
BUILD = Builders(keyword={"Crew": _build})
