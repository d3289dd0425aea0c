"""Builders for Class cards (716) and Case cards (719): the class level bar, abilities gained from a level on, "When
this Class becomes level N", "To solve — [condition]" and "Solved — [ability]"."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...engine import events as ev
from ...engine.constants import Step
from ...engine.costs import COST_CHANGE
from ...engine.definitions import ActivatedAbility, Cost, StaticAbility, TriggeredAbility
from ...engine.mana import ManaCost
from ..model.classes_cases import (AtClassLevel, BecomeLevel, BecomeSolved, BecomesLevel, ClassLevelIs, GatedAffects,
                                   GatedCost, GatedWhen, IsSolved)
from ..model.conditions import Condition


def level_bar(n: int, cost: str) -> ActivatedAbility:
    """716.2a: "[Cost]: Level N" — "[Cost]: This Class's level becomes N. Activate only if this Class is level N-1
    and only as a sorcery." (716.2c: activating it is "gaining a Class level")."""
    return ActivatedAbility(Cost(ManaCost.parse(cost)), (BecomeLevel(n),), (), f"{cost}: Level {n}", sorcery=True,
                            keyword="Class level", condition=ClassLevelIs(n - 1))


def gated(cond: Condition, ability: Any) -> Any:
    """The ``ability`` (static, triggered or activated) as one the permanent has only while ``cond`` holds."""
    if isinstance(ability, StaticAbility):
        if ability.rule == COST_CHANGE:
            return replace(ability, affects=GatedCost(cond, ability.affects))
        if ability.rule or ability.affects is None:
            raise ValueError(f"a rules static ({ability.rule!r}) can't be gated")
        return replace(ability, affects=GatedAffects(cond, ability.affects))
    if isinstance(ability, TriggeredAbility):
        if ability.event == "state":
            raise ValueError("a state trigger can't be gated")
        return replace(ability, when=GatedWhen(cond, ability.when))
    if isinstance(ability, ActivatedAbility):
        cur = ability.condition
        return replace(ability, condition=cond if cur is None else cond & cur)
    raise TypeError(f"not an ability: {ability!r}")


def at_level(n: int, *abilities: Any) -> list[Any]:
    """716.2a: "As long as this Class is level N or greater, it has [abilities]"."""
    return [gated(AtClassLevel(n), a) for a in abilities]


def when_level(n: int, effects, targets=(), text: str = "") -> TriggeredAbility:
    """"When this Class becomes level N, ..." (a level-N ability, 716.2a)."""
    return TriggeredAbility(ev.CLASS_LEVEL, GatedWhen(AtClassLevel(n), BecomesLevel(n)), tuple(effects),
                            tuple(targets), text)


def to_solve(condition: Condition, text: str) -> TriggeredAbility:
    """719.3a: "To solve — [condition]" means "At the beginning of your end step, if [condition] and this Case is not
    solved, this Case becomes solved" (an intervening "if", 603.4)."""
    from ..model.events import StepBegins
    return TriggeredAbility(ev.STEP, StepBegins(Step.END, "you"), (BecomeSolved(),), (), text,
                            condition & ~IsSolved())


def solved(*abilities: Any) -> list[Any]:
    """719.3c: "Solved — [ability]": an ability that works only while the Case is solved."""
    return [gated(IsSolved(), a) for a in abilities]


__all__ = ["at_level", "gated", "level_bar", "solved", "to_solve", "when_level"]
