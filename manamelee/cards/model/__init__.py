"""Card data: typed, frozen nodes that a card definition is made of, and their JSON form.

Filters combine by operators (``IS_CREATURE & CONTROLLED_BY(OPPONENT) & ~HAS("Flying")``); amounts, conditions,
trigger events, static-ability parts and replacement effects are nodes too. Each node implements the call the
engine already makes (a filter is a target's ``where``, an amount is ``n(ctx)``...), so the engine needs no
change. ``codec`` writes a definition to JSON and reads it back through the registry of node types.
See docs/dsl.md.
"""
from __future__ import annotations

from .amounts import (EVENT_AMOUNT, EVENT_TOUGHNESS, X, Amount, Count, Devotion, EventAmount, EventToughness,
                      CardsToGraveyardThisTurn, DamageTakenThisTurn, Discarded, HalfLife, LifeLostThisTurn, TargetPower, Times, XValue)
from .code import CODE, Code, card_code
from .conditions import KICKED, Both, Compare, Condition, EventPlayerIs, Kicked, LifeAtLeast, Negation, SourceUntapped
from .events import (ALWAYS, Always, Attacks, Casts, Dies, Enters, EventTest, FromAttached, FromThis, Leaves, PlayerIs,
                     SchemeStepBegins, SetsNonOngoingScheme, StateHolds, StepBegins, ThisEnters, ThisLeaves, ThisObject)
from .exceptions import EXCEPTIONS
from .filters import (ANYONE, ANYTHING, COLOR, CONTROLLED_BY, HAS, IN_COMBAT, IS_ARTIFACT, IS_BASIC_LAND, IS_CREATURE,
                      IS_ENCHANTMENT, IS_INSTANT_OR_SORCERY, IS_LAND, IS_LEGENDARY, IS_PLANESWALKER, IS_TOKEN,
                      NOT_YOU, OPPONENT, OWNED_BY, SUBTYPE, TAPPED, TYPE, YOU, AllOf, AnyOf, Anything, ControlledBy,
                      Filter, HasColor, HasKeyword, HasSubtype, HasSupertype, HasType, InCombat, IsTapped, IsToken,
                      Not, NoteIs, OwnedBy, PowerAtLeast, PowerAtMost)
from .node import NODE_TYPES, Node, node, register
from .replacements import EntersTapped, EntersWithCounters, Undaunted
from .statics import (AddKeywords, AddPT, Affects, Apply, AttachedTo, ControlledBySourceController, CostDelta,
                      Matching, PlusPerSharedCreatureType, SpellsOf)

__all__ = [
    "EVENT_AMOUNT", "EVENT_TOUGHNESS", "X", "Amount", "Count", "Devotion", "EventAmount", "EventToughness",
    "CardsToGraveyardThisTurn", "DamageTakenThisTurn", "Discarded", "HalfLife", "LifeLostThisTurn", "TargetPower", "Times", "XValue",
    "CODE", "Code", "card_code",
    "KICKED", "Both", "Compare", "Condition", "EventPlayerIs", "Kicked", "LifeAtLeast", "Negation", "SourceUntapped",
    "ALWAYS", "Always", "Attacks", "Casts", "Dies", "Enters", "EventTest", "FromAttached", "FromThis", "Leaves", "PlayerIs",
    "SchemeStepBegins", "SetsNonOngoingScheme", "StateHolds", "StepBegins", "ThisEnters", "ThisLeaves", "ThisObject",
    "EXCEPTIONS",
    "ANYONE", "ANYTHING", "COLOR", "CONTROLLED_BY", "HAS", "IN_COMBAT", "IS_ARTIFACT", "IS_BASIC_LAND", "IS_CREATURE",
    "IS_ENCHANTMENT", "IS_INSTANT_OR_SORCERY", "IS_LAND", "IS_LEGENDARY", "IS_PLANESWALKER", "IS_TOKEN", "NOT_YOU",
    "OPPONENT", "OWNED_BY", "SUBTYPE", "TAPPED", "TYPE", "YOU", "AllOf", "AnyOf", "Anything", "ControlledBy",
    "Filter", "HasColor", "HasKeyword", "HasSubtype", "HasSupertype", "HasType", "InCombat", "IsTapped", "IsToken",
    "Not", "NoteIs", "OwnedBy", "PowerAtLeast", "PowerAtMost",
    "NODE_TYPES", "Node", "node", "register",
    "EntersTapped", "EntersWithCounters", "Undaunted",
    "AddKeywords", "AddPT", "Affects", "Apply", "AttachedTo", "ControlledBySourceController", "CostDelta",
    "Matching", "PlusPerSharedCreatureType", "SpellsOf",
]
