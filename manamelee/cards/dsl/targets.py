"""Target specifications (115.1, 601.2c): what a spell or ability may target, with the label its prompt shows
(a catalogue key "target." + label).
"""
from __future__ import annotations


from ...engine.definitions import TargetSpec
from ..model.filters import (ANYTHING, CONTROLLED_BY, Filter, IS_INSTANT_OR_SORCERY, NOT_YOU, OWNED_BY, SUBTYPE, TYPE,
                             YOU)


ANY = TargetSpec("any", "any target")
CREATURE = TargetSpec("creature", "target creature")
PLAYER = TargetSpec("player", "target player")
OPPONENT = TargetSpec("opponent", "target opponent")
PLAYER_OR_PW = TargetSpec("player_or_planeswalker", "target player or planeswalker")
CREATURE_PLAYER_OR_PW = TargetSpec("any", "target creature, planeswalker, or player")
SPELL = TargetSpec("spell", "target spell")


def permanent(label: str, where: Filter) -> TargetSpec:
    """A permanent target (115.2) that passes the filter ``where``."""
    return TargetSpec("permanent", label, where)


def of_type(*types: str) -> Filter:
    """A filter for ``permanent``: the permanent has one of these card types (as it is now, 613)."""
    return TYPE(*types)


ARTIFACT_OR_ENCHANTMENT = permanent("target artifact or enchantment", of_type("Artifact", "Enchantment"))
CREATURE_YOU_CONTROL = TargetSpec("creature", "target creature you control", CONTROLLED_BY(YOU))
CREATURE_YOU_DONT_CONTROL = TargetSpec("creature", "target creature you don't control", CONTROLLED_BY(NOT_YOU))
PERMANENT = permanent("target permanent", ANYTHING)
LAND = permanent("target land", of_type("Land"))
ARTIFACT_ENCHANTMENT_OR_LAND = permanent("target artifact, enchantment, or land",
                                         of_type("Artifact", "Enchantment", "Land"))
EQUIPMENT_YOU_CONTROL = permanent("target Equipment you control", SUBTYPE("Equipment") & CONTROLLED_BY(YOU))
INSTANT_OR_SORCERY_SPELL = TargetSpec("spell", "target instant or sorcery spell", IS_INSTANT_OR_SORCERY)
CARD_IN_YOUR_GRAVEYARD = TargetSpec("graveyard_card", "target card from your graveyard", OWNED_BY(YOU))


def creature_with(label: str, test: Filter) -> TargetSpec:
    """A creature target that passes the filter ``test`` ("target nonwhite creature": ``~COLOR("W")``)."""
    return TargetSpec("creature", label, test)
