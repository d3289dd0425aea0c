"""Target specifications (115.1, 601.2c): what a spell or ability may target, with the label its prompt shows
(a catalogue key "target." + label).
"""
from __future__ import annotations

from typing import Any, Callable

from ...engine.definitions import TargetSpec


ANY = TargetSpec("any", "any target")
CREATURE = TargetSpec("creature", "target creature")
PLAYER = TargetSpec("player", "target player")
OPPONENT = TargetSpec("opponent", "target opponent")
PLAYER_OR_PW = TargetSpec("player_or_planeswalker", "target player or planeswalker")
CREATURE_PLAYER_OR_PW = TargetSpec("any", "target creature, planeswalker, or player")
SPELL = TargetSpec("spell", "target spell")


def permanent(label: str, where: Callable[..., bool]) -> TargetSpec:
    """A permanent target (115.2) for which ``where(game, obj_id, chooser)`` holds."""
    return TargetSpec("permanent", label, where)


def of_type(*types: str) -> Callable[..., bool]:
    """A ``where`` for ``permanent``: the permanent has one of these card types (as it is now, 613)."""
    return lambda g, oid, me: bool(g.chars(oid).types & set(types))


ARTIFACT_OR_ENCHANTMENT = permanent("target artifact or enchantment", of_type("Artifact", "Enchantment"))


def _you_control(g: Any, oid: int, me: int) -> bool:
    return g.controller(oid) == me


CREATURE_YOU_CONTROL = TargetSpec("creature", "target creature you control", _you_control)
CREATURE_YOU_DONT_CONTROL = TargetSpec("creature", "target creature you don't control",
                                       lambda g, oid, me: g.controller(oid) != me)
PERMANENT = permanent("target permanent", lambda g, oid, me: True)
LAND = permanent("target land", of_type("Land"))
ARTIFACT_ENCHANTMENT_OR_LAND = permanent("target artifact, enchantment, or land",
                                         of_type("Artifact", "Enchantment", "Land"))
EQUIPMENT_YOU_CONTROL = permanent("target Equipment you control",
                                  lambda g, oid, me: "Equipment" in g.chars(oid).subtypes and g.controller(oid) == me)
INSTANT_OR_SORCERY_SPELL = TargetSpec("spell", "target instant or sorcery spell",
                                      lambda g, oid, me: bool(g.objects[oid].card.types & {"Instant", "Sorcery"}))
CARD_IN_YOUR_GRAVEYARD = TargetSpec("graveyard_card", "target card from your graveyard",
                                    lambda g, oid, me: g.objects[oid].owner == me)


def creature_with(label: str, test: Callable[..., bool]) -> TargetSpec:
    """A creature target whose computed characteristics pass ``test(chars)`` ("target nonwhite creature")."""
    return TargetSpec("creature", label, lambda g, oid, me: test(g.chars(oid)))
