""""the other creature" (509.1i): in an ability of this permanent or of the permanent it is attached to that triggers
on a block ("Whenever enchanted creature blocks or becomes blocked by a creature, the other creature gains first
strike until end of turn.", Mammoth Harness), the blocker or attacker that isn't the trigger's subject — the DSL's
:class:`OtherCreatureOfEvent`. triggers_more refuses it in a trigger whose subject is another permanent (there the
event's two creatures don't tell which one is "the other")."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def pronoun_other_creature(self, c: list[Any]) -> Node:
        return {"t": "other_creature"}


def _build(n: Node) -> Any:
    from ...dsl.selectors_events import OtherCreatureOfEvent
    return OtherCreatureOfEvent()


def _print(n: Node) -> str:
    return "the other creature"


# the trigger verbs (triggers_more.VERBS) whose event names two creatures, the subject and "the other creature"
TWO_CREATURE_VERBS = frozenset({"blocks_creature", "blocked_by_creature", "blocks_or_blocked_by_creature",
                                "combat_damage_creature"})


def uses_other_creature(v: Any) -> bool:
    """Does a built effect (or a tuple of them) pick "the other creature" anywhere in its fields?"""
    from dataclasses import fields, is_dataclass
    from ...dsl.selectors_events import OtherCreatureOfEvent
    if isinstance(v, OtherCreatureOfEvent):
        return True
    if isinstance(v, (tuple, list)):
        return any(uses_other_creature(x) for x in v)
    if is_dataclass(v) and not isinstance(v, type):
        return any(uses_other_creature(getattr(v, f.name)) for f in fields(v))
    return False


PRINT = Printers(who={"other_creature": _print})
BUILD = Builders(who={"other_creature": _build})
