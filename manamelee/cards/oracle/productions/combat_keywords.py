"""Keywords that trigger in combat or on death, each one triggered ability (or two) built from the nodes of
``cards/model/combat_keywords.py``:

* exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.";
* bushido N (702.45a): "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn.";
* afflict N (702.130a): "Whenever this creature becomes blocked, defending player loses N life.";
* dethrone (702.105a): "Whenever this creature attacks the player with the most life or tied for most life, put a
  +1/+1 counter on this creature.";
* training (702.149a): "Whenever this creature and at least one other creature with power greater than this
  creature's power attack, put a +1/+1 counter on this creature.";
* soulshift N (702.46a): "When this permanent is put into a graveyard from the battlefield, you may return target
  Spirit card with mana value N or less from your graveyard to your hand."

Each instance triggers separately (702.45b, 702.83c ...): each keyword of a card is its own ability.
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers

_PARAM = ("Bushido", "Afflict", "Soulshift")


class Rules:
    def kw_exalted(self, c: list[Any]) -> str:
        return "Exalted"

    def kw_dethrone(self, c: list[Any]) -> str:
        return "Dethrone"

    def kw_training(self, c: list[Any]) -> str:
        return "Training"


def _param_rule(name: str):
    def rule(self: Any, c: list[Any]) -> Node:
        return {"kw": name, "n": int(str(c[0]))}
    return rule


for _name in _PARAM:
    setattr(Rules, f"kw_{_name.lower()}", _param_rule(_name))


def _name(kw: Any) -> str:
    return kw if isinstance(kw, str) else f"{kw['kw']} {kw['n']}"


def _need_creature(parts: Any, kw: Any) -> None:
    from ..build import BuildError
    if "Creature" not in parts.types:
        raise BuildError(f"{_name(kw)} on a card that isn't a creature card")


def _exalted(kw: Any, parts: Any) -> None:
    from ....engine import events as ev
    from ....engine.constants import PERMANENT_TYPES
    from ....engine.definitions import TriggeredAbility
    from ...dsl.effects_continuous import Pump
    from ...model.combat_keywords import AttacksAlone, EventAttacker
    from ..build import BuildError
    if not parts.types & PERMANENT_TYPES:
        raise BuildError("exalted on a card that isn't a permanent card")
    parts.triggered.append(TriggeredAbility(ev.ATTACKS, AttacksAlone(), (Pump(1, 1, EventAttacker()),), (),
                                            "Exalted"))                                         # 702.83a
    parts.keywords.add("Exalted")


def _bushido(kw: Node, parts: Any) -> None:
    from ....engine import events as ev
    from ....engine.definitions import TriggeredAbility
    from ...dsl.effects_continuous import Pump
    from ...dsl.selectors import SELF
    from ...model.combat_keywords import BlocksOrBecomesBlocked
    _need_creature(parts, kw)
    n, text = kw["n"], _name(kw)
    for kind in (ev.BLOCKS, ev.BECOMES_BLOCKED):                                                # 702.45a
        parts.triggered.append(TriggeredAbility(kind, BlocksOrBecomesBlocked(), (Pump(n, n, SELF),), (), text))
    parts.keywords.add(text)


def _afflict(kw: Node, parts: Any) -> None:
    from ....engine import events as ev
    from ....engine.definitions import TriggeredAbility
    from ...dsl.effects_damage_life import LoseLife
    from ...model.combat_keywords import BlocksOrBecomesBlocked, DefendingPlayer
    _need_creature(parts, kw)
    parts.triggered.append(TriggeredAbility(ev.BECOMES_BLOCKED, BlocksOrBecomesBlocked(),
                                            (LoseLife(kw["n"], DefendingPlayer()),), (), _name(kw)))  # 702.130a
    parts.keywords.add(_name(kw))


def _attack_counter(condition: str):
    def build(kw: str, parts: Any) -> None:
        from ....engine import events as ev
        from ....engine.definitions import TriggeredAbility
        from ...dsl.effects_permanents import Counters
        from ...dsl.selectors import SELF
        from ...model.combat_keywords import ThisAttacks
        _need_creature(parts, kw)
        parts.triggered.append(TriggeredAbility(ev.ATTACKS, ThisAttacks(condition), (Counters("+1/+1", 1, SELF),),
                                                (), kw))                                        # 702.105a, 702.149a
        parts.keywords.add(kw)
    return build


def _soulshift(kw: Node, parts: Any) -> None:
    from ....engine import events as ev
    from ....engine.constants import PERMANENT_TYPES
    from ....engine.definitions import TargetSpec, TriggeredAbility
    from ...dsl.effects_permanents import Bounce
    from ...dsl.selectors import TARGET
    from ...model.filters import ManaValueAtMost
    from ...model.events import Dies
    from ...model.filters import YOU, AllOf, HasSubtype, OwnedBy
    from ..build import BuildError
    if not parts.types & PERMANENT_TYPES:
        raise BuildError("soulshift on a card that isn't a permanent card")
    n = kw["n"]
    spec = TargetSpec("graveyard_card", f"target Spirit card with mana value {n} or less from your graveyard",
                      AllOf((OwnedBy(YOU), HasSubtype(("Spirit",)), ManaValueAtMost(n))))
    parts.triggered.append(TriggeredAbility(ev.ZONE_CHANGE, Dies("self"), (Bounce(TARGET),), (spec,), _name(kw),
                                            optional=True, look_back=True))                    # 702.46a
    parts.keywords.add(_name(kw))


PRINT = Printers(keyword={k: (lambda kw: f"{kw['kw'].lower()} {kw['n']}") for k in _PARAM})
BUILD = Builders(keyword={"Exalted": _exalted, "Bushido": _bushido, "Afflict": _afflict,
                          "Dethrone": _attack_counter("dethrone"), "Training": _attack_counter("training"),
                          "Soulshift": _soulshift})
