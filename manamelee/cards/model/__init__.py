"""Card data: typed, frozen nodes that a card definition is made of, and their JSON form.

Filters combine by operators (``IS_CREATURE & CONTROLLED_BY(OPPONENT) & ~HAS("Flying")``); amounts, conditions,
trigger events, static-ability parts and replacement effects are nodes too. Each node implements the call the
engine already makes (a filter is a target's ``where``, an amount is ``n(ctx)``...), so the engine needs no
change. ``codec`` writes a definition to JSON and reads it back through the registry of node types.
See docs/dsl.md.
"""
from __future__ import annotations

from .amounts import (Amount, CardsToGraveyardThisTurn, Count, DamageTakenThisTurn, Devotion, Discarded, EVENT_AMOUNT,
                      EVENT_TOUGHNESS, EventAmount, EventToughness, HalfLife, HandSize, LifeTotal, CardsInGraveyard,
                      GreatestPower, LifeLostThisTurn,
                      OpponentSpellsSinceYourLastTurn, TargetPower, Times, X, XValue)
from .code import CODE, Code, card_code
from .conditions import Both, Compare, Condition, EventPlayerIs, KICKED, Kicked, LifeAtLeast, Negation, SourceUntapped
from .events import (ALWAYS, Always, Attacks, Casts, Dies, Enters, EventTest, FromAttached, FromThis, Leaves, PlayerIs,
                     SchemeStepBegins, SetsNonOngoingScheme, StateHolds, StepBegins, StepIs, ThisEnters, ThisLeaves,
                     ThisObject)
from .exceptions import EXCEPTIONS
from .filters import (ANYONE, ANYTHING, AllOf, AnyOf, Anything, COLOR, CONTROLLED_BY, ControlledBy, Filter, HAS,
                      HasColor, HasKeyword, HasSubtype, HasSupertype, HasType, IN_COMBAT, IS_ARTIFACT, IS_BASIC_LAND,
                      IS_CREATURE, IS_ENCHANTMENT, IS_INSTANT_OR_SORCERY, IS_LAND, IS_LEGENDARY, IS_PLANESWALKER,
                      IS_TOKEN, InCombat, IsTapped, IsToken, NOT_YOU, Not, NoteIs, OPPONENT, OWNED_BY, OwnedBy,
                      PowerAtLeast, PowerAtMost, SUBTYPE, TAPPED, TYPE, YOU)
from .node import NODE_TYPES, Node, node, register
from .replacements import EntersTapped, EntersWithCounters, Undaunted
from .statics import (AddKeywords, AddPT, Affects, Apply, AttachedTo, ControlledBySourceController, CostDelta, Matching,
                      PlusPerSharedCreatureType, SpellsOf)

__all__ = ["ALWAYS", "ANYONE", "ANYTHING", "AddKeywords", "AddPT", "Affects", "AllOf", "Always", "Amount", "AnyOf",
    "Anything", "Apply", "AttachedTo", "Attacks", "Both", "CODE", "COLOR", "CONTROLLED_BY", "CardsToGraveyardThisTurn",
    "Casts", "Code", "Compare", "Condition", "ControlledBy", "ControlledBySourceController", "CostDelta", "Count",
    "DamageTakenThisTurn", "Devotion", "Dies", "Discarded", "EVENT_AMOUNT", "EVENT_TOUGHNESS", "EXCEPTIONS", "Enters",
    "EntersTapped", "EntersWithCounters", "EventAmount", "EventPlayerIs", "EventTest", "EventToughness", "Filter",
    "FromAttached", "FromThis", "HAS", "HalfLife", "HandSize", "HasColor", "HasKeyword", "HasSubtype", "HasSupertype",
    "LifeTotal", "CardsInGraveyard", "GreatestPower",
    "HasType", "IN_COMBAT", "IS_ARTIFACT", "IS_BASIC_LAND", "IS_CREATURE", "IS_ENCHANTMENT", "IS_INSTANT_OR_SORCERY",
    "IS_LAND", "IS_LEGENDARY", "IS_PLANESWALKER", "IS_TOKEN", "InCombat", "IsTapped", "IsToken", "KICKED", "Kicked",
    "Leaves", "LifeAtLeast", "LifeLostThisTurn", "Matching", "NODE_TYPES", "NOT_YOU", "Negation", "Node", "Not",
    "NoteIs", "OPPONENT", "OWNED_BY", "OpponentSpellsSinceYourLastTurn", "OwnedBy", "PlayerIs",
    "PlusPerSharedCreatureType", "PowerAtLeast", "PowerAtMost", "SUBTYPE", "SchemeStepBegins", "SetsNonOngoingScheme",
    "SourceUntapped", "SpellsOf", "StateHolds", "StepBegins", "StepIs", "TAPPED", "TYPE", "TargetPower", "ThisEnters",
    "ThisLeaves", "ThisObject", "Times", "Undaunted", "X", "XValue", "YOU", "card_code", "node", "register"]
