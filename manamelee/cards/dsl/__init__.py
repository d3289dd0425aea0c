"""The card DSL: a card is its Oracle facts (loaded by name) plus a few declarative lines of behaviour, all data.

    card("Shock", targets=[ANY], effects=[Damage(2)])
    card("Giant Growth", targets=[CREATURE], effects=[Pump(3, 3)])
    card("Control Magic", enchant=CREATURE, static=[control_enchanted()])

Effects are small frozen objects with ``run(ctx)``; every look at the game goes through
``ctx.scope`` (range of influence, players who left), so cards need nothing per-variant.

This package gathers its modules' public names (``from manamelee.cards.dsl import *``), with the engine
names card code uses alongside them; each module holds one kind of construct (see docs/dsl.md).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from ...engine import events as ev, zones
from ...engine.constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LANDWALK, LIBRARY, Step
from ...engine.damage import add_shield, deal_damage, gain_life, lose_life, set_life
from ...engine.decisions import opt
from ...engine.definitions import (ActivatedAbility, CardDef, Cost, Mode, SpellAbility, StaticAbility, TargetSpec,
                                   TriggeredAbility)
from ...engine.mana import ManaCost
from ...engine.objects import ContinuousEffect, DelayedTrigger, Shield
from ...engine.resolution import Ctx
from ...i18n import Msg, has_key

from ..model import (ALWAYS, ANYONE, ANYTHING, AddKeywords, AddPT, Affects, AllOf, Always, Amount, AnyOf, Anything,
                     Apply, AttachedTo, Attacks, Both, COLOR, CONTROLLED_BY, CardsToGraveyardThisTurn, Casts, Code,
                     Compare, Condition, ControlledBy, ControlledBySourceController, CostDelta, Count,
                     DamageTakenThisTurn, Devotion, Dies, Discarded, EVENT_AMOUNT, EVENT_TOUGHNESS, Enters,
                     EntersTapped, EntersWithCounters, EventAmount, EventPlayerIs, EventTest, EventToughness, Filter,
                     FromAttached, FromThis, HAS, HalfLife, HandSize, HasColor, HasKeyword, HasSubtype, HasSupertype,
                     HasType, IN_COMBAT, IS_ARTIFACT, IS_BASIC_LAND, IS_CREATURE, IS_ENCHANTMENT, IS_INSTANT_OR_SORCERY,
                     IS_LAND, IS_LEGENDARY, IS_PLANESWALKER, IS_TOKEN, InCombat, IsTapped, IsToken, KICKED, Kicked,
                     Leaves, LifeAtLeast, LifeLostThisTurn, Matching, NOT_YOU, Negation, Node, Not, NoteIs, OWNED_BY,
                     OpponentSpellsSinceYourLastTurn, OwnedBy, PlayerIs, PlusPerSharedCreatureType, PowerAtLeast,
                     PowerAtMost, SUBTYPE, SchemeStepBegins, SetsNonOngoingScheme, SourceUntapped, SpellsOf, StateHolds,
                     StepBegins, StepIs, TAPPED, TYPE, TargetPower, ThisEnters, ThisLeaves, ThisObject, Times,
                     Undaunted, XValue)
from ..model.effects import (AbandonToSetAgain, ChooseFromGraveyard, DamageDrain, DamageWhatItAttacks, DestroySameName,
                             ExileUntilNextEndStep, LifeBecomesLowest, MayDiscardToDraw, MillHalfLibrary,
                             RevealTopPutInHand, SacrificeAtNextEndStep, SacrificeRemembered, ShuffleHandAndGraveyardIn,
                             TapOrUntap)
from ..model.effects_library import PileSplit, RevealTopSort, RevealUntilYouChoose, SearchUpTo
from ..model.effects_players import CreateTokenThatAttacks, DamageTargetAndTheirCreatures, ForEachPlayer

from .activated_abilities import (BASIC_TYPES, activated, basic_land_ability, cycling, equip, loyalty_ability,
                                  mana_ability, unearth)
from .amounts import X, amount_of, event_amount, event_toughness, target_power
from .builders import card, mode, test_battle, test_creature, test_planeswalker, test_spell, token
from .layouts import chapter, combined, face, level, level_up
from .conditions import basic_land, in_combat, kicked, noncreature, of_color, was_kicked
from .effects_cards import (Discard, DiscardAtRandom, DiscardHand, Draw, ExileGraveyard, Mill, RevealChooseDiscard,
                            Scry, SearchLibrary, ShuffleSelfIntoLibrary, discarded_most, discarded_total)
from .effects_continuous import Becomes, GainControl, Grant, Pump
from .effects_damage_life import (Damage, DoubleLife, Drain, Fight, GainLife, LoseGame, LoseLife,
                                  PreventAllCombatDamage, PreventNext, RedirectNext, SetLife, WinGame,
                                  life_setting_players)
from .effects_flow import Custom, If, IfKicked, May, MayPay, MayPayX, UnlessPays
from .effects_mana import AddMana
from .effects_permanents import (Attach, Bounce, Counters, CreateToken, Destroy, DestroyAll, Exile, PutOnLibrary,
                                 LookAtTopMayTake, ReturnAllFromGraveyard, ReturnToBattlefield, Sacrifice, SacrificeThis, TapIt, Transform,
                                 UntapIt)
from .effects_stack import CopySpell, CounterTargetSpell
from .emblems import GetEmblem, emblem
from .effects_turns import ExileRemembered, ExtraTurn, ReturnRemembered, UnearthReturn, at_next_end_step
from .oracle_facts import DATA, ENGINE_KEYWORDS, facts, keywords_of, oracle
from .schemes import (AbandonThis, SelfOrOthers, SetSchemesInMotion, scheme, scheme_at_step, scheme_trigger,
                      when_set_in_motion)
from .selectors import (CREATURES_YOU_CONTROL, EACH_CREATURE, EACH_OPPONENT, EACH_OTHER_PLAYER, EACH_PLAYER,
                        EVENT_SPELL, EachCreature, EachPermanent, EachPlayer, EventObject, EventObjectController,
                        EventPlayer, EventSpell, ITS_CONTROLLER, ITS_OWNER, OTHER_OPPONENTS, SELF, Sel, TARGET, TARGET2,
                        THAT_PLAYER, Target, TargetController, ThatPlayer, YOU)
from .statics import (control_enchanted, enchanted_gets, enchanted_has, enters_tapped, enters_with, equipped,
                      opponents_creatures, rule_static, spells_cost, undaunted, your_creatures)
from .targets import (ANY, ARTIFACT_ENCHANTMENT_OR_LAND, ARTIFACT_OR_ENCHANTMENT, CARD_IN_YOUR_GRAVEYARD, CREATURE,
                      CREATURE_PLAYER_OR_PW, CREATURE_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL, EQUIPMENT_YOU_CONTROL,
                      INSTANT_OR_SORCERY_SPELL, LAND, OPPONENT, PERMANENT, PLAYER, PLAYER_OR_PW, SPELL, creature_with,
                      of_type, permanent)
from .triggers import (at_step, attacks, dies, enters, etb, leaves, on_cast, prowess, when_cycled, when_event,
                       when_you_gain_life)

__all__ = [
    # emblems, mana and reanimation effects (planeswalkers)
    "GetEmblem", "emblem", "AddMana", "ReturnToBattlefield", "ReturnAllFromGraveyard", "LookAtTopMayTake",
    # oracle_facts
    "DATA", "ENGINE_KEYWORDS", "facts", "keywords_of", "oracle",
    # targets
    "ANY", "ARTIFACT_ENCHANTMENT_OR_LAND", "ARTIFACT_OR_ENCHANTMENT", "CARD_IN_YOUR_GRAVEYARD", "CREATURE",
    "CREATURE_PLAYER_OR_PW", "CREATURE_YOU_CONTROL", "CREATURE_YOU_DONT_CONTROL", "EQUIPMENT_YOU_CONTROL",
    "INSTANT_OR_SORCERY_SPELL", "LAND", "OPPONENT", "PERMANENT", "PLAYER", "PLAYER_OR_PW", "SPELL", "creature_with",
    "of_type", "permanent",
    # selectors
    "CREATURES_YOU_CONTROL", "EACH_CREATURE", "EACH_OPPONENT", "EACH_OTHER_PLAYER", "EACH_PLAYER", "EVENT_SPELL",
    "ITS_CONTROLLER", "ITS_OWNER", "OTHER_OPPONENTS", "SELF", "TARGET", "TARGET2", "THAT_PLAYER", "YOU", "EachCreature",
    "EachPermanent", "EachPlayer", "EventObject", "EventObjectController", "EventPlayer", "EventSpell", "Sel", "Target",
    "TargetController", "ThatPlayer",
    # amounts
    "X", "amount_of", "event_amount", "event_toughness", "target_power",
    # conditions
    "basic_land", "in_combat", "kicked", "noncreature", "of_color", "was_kicked",
    # effects_damage_life
    "Damage", "DoubleLife", "Drain", "Fight", "GainLife", "LoseGame", "LoseLife", "PreventAllCombatDamage",
    "PreventNext", "RedirectNext", "SetLife", "WinGame", "life_setting_players",
    # effects_cards
    "Discard", "DiscardAtRandom", "DiscardHand", "Draw", "ExileGraveyard", "Mill", "RevealChooseDiscard", "Scry",
    "SearchLibrary", "ShuffleSelfIntoLibrary", "discarded_most", "discarded_total",
    # effects_permanents
    "Attach", "Bounce", "Counters", "CreateToken", "Destroy", "DestroyAll", "Exile", "PutOnLibrary", "Sacrifice",
    "SacrificeThis", "TapIt", "UntapIt",
    # effects_continuous
    "Becomes", "GainControl", "Grant", "Pump",
    # effects_turns
    "ExileRemembered", "ExtraTurn", "ReturnRemembered", "UnearthReturn", "at_next_end_step",
    # effects_stack
    "CopySpell", "CounterTargetSpell",
    # effects_flow
    "Custom", "If", "IfKicked", "May", "MayPay", "MayPayX", "UnlessPays",
    # statics
    "control_enchanted", "enchanted_gets", "enchanted_has", "enters_tapped", "enters_with", "equipped",
    "opponents_creatures", "rule_static", "spells_cost", "undaunted", "your_creatures",
    # triggers
    "at_step", "attacks", "dies", "enters", "etb", "leaves", "on_cast", "prowess", "when_cycled", "when_event",
    "when_you_gain_life",
    # activated_abilities
    "BASIC_TYPES", "activated", "basic_land_ability", "cycling", "equip", "loyalty_ability", "mana_ability", "unearth",
    # builders
    "card", "mode", "test_battle", "test_creature", "test_planeswalker", "test_spell", "token", "chapter", "combined",
    "face", "level", "level_up", "Transform",
    # schemes
    "AbandonThis", "SelfOrOthers", "SetSchemesInMotion", "scheme", "scheme_at_step", "scheme_trigger",
    "when_set_in_motion",
    # card data nodes (manamelee.cards.model): filters, amounts, conditions, trigger events, statics, effects
    "ALWAYS", "ANYONE", "ANYTHING", "AbandonToSetAgain", "AddKeywords", "AddPT", "Affects", "AllOf", "Always", "Amount",
    "AnyOf", "Anything", "Apply", "AttachedTo", "Attacks", "Both", "COLOR", "CONTROLLED_BY", "CardsToGraveyardThisTurn",
    "Casts", "ChooseFromGraveyard", "Code", "Compare", "Condition", "ControlledBy", "ControlledBySourceController",
    "CostDelta", "Count", "CreateTokenThatAttacks", "DamageDrain", "DamageTakenThisTurn",
    "DamageTargetAndTheirCreatures", "DamageWhatItAttacks", "DestroySameName", "Devotion", "Dies", "Discarded",
    "EVENT_AMOUNT", "EVENT_TOUGHNESS", "Enters", "EntersTapped", "EntersWithCounters", "EventAmount", "EventPlayerIs",
    "EventTest", "EventToughness", "ExileUntilNextEndStep", "Filter", "ForEachPlayer", "FromAttached", "FromThis",
    "HAS", "HalfLife", "HandSize", "HasColor", "HasKeyword", "HasSubtype", "HasSupertype", "HasType", "IN_COMBAT",
    "IS_ARTIFACT", "IS_BASIC_LAND", "IS_CREATURE", "IS_ENCHANTMENT", "IS_INSTANT_OR_SORCERY", "IS_LAND", "IS_LEGENDARY",
    "IS_PLANESWALKER", "IS_TOKEN", "InCombat", "IsTapped", "IsToken", "KICKED", "Kicked", "Leaves", "LifeAtLeast",
    "LifeBecomesLowest", "LifeLostThisTurn", "Matching", "MayDiscardToDraw", "MillHalfLibrary", "NOT_YOU", "Negation",
    "Node", "Not", "NoteIs", "OWNED_BY", "OpponentSpellsSinceYourLastTurn", "OwnedBy", "PileSplit", "PlayerIs",
    "PlusPerSharedCreatureType", "PowerAtLeast", "PowerAtMost", "RevealTopPutInHand", "RevealTopSort",
    "RevealUntilYouChoose", "SUBTYPE", "SacrificeAtNextEndStep", "SacrificeRemembered", "SchemeStepBegins",
    "SearchUpTo", "SetsNonOngoingScheme", "ShuffleHandAndGraveyardIn", "SourceUntapped", "SpellsOf", "StateHolds",
    "StepBegins", "StepIs", "TAPPED", "TYPE", "TapOrUntap", "TargetPower", "ThisEnters", "ThisLeaves", "ThisObject",
    "Times", "Undaunted", "XValue",
    # engine names card code uses alongside the DSL
    "BATTLEFIELD", "EXILE", "GRAVEYARD", "HAND", "LANDWALK", "LIBRARY", "ActivatedAbility", "Any", "Callable",
    "CardDef", "ContinuousEffect", "Cost", "Ctx", "DelayedTrigger", "ManaCost", "Mode", "Msg", "Shield", "SpellAbility",
    "StaticAbility", "Step", "TargetSpec", "TriggeredAbility", "add_shield", "dataclass", "deal_damage", "ev", "field",
    "gain_life", "has_key", "lose_life", "opt", "set_life", "zones",
]
