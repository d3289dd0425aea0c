"""Schemes of Archenemy: Nicol Bolas (2017) and the Archenemy promos (314, 904), as data.

A scheme is controlled by its owner (314.5) and works from the command zone while face up (314.4); it is
the source of what it deals (314.7). "Your opponents" are the players in your range (801.10).
"""
from __future__ import annotations

import dataclasses

from ...engine import events as ev
from ...engine.constants import BATTLEFIELD, Step
from ...engine.definitions import Mode, TargetSpec, TriggeredAbility
from ...engine.schemes import SET_IN_MOTION
from ..dsl import (ANY, TARGET, dies, EVENT_SPELL, CopySpell, scheme_trigger, EACH_PLAYER, PLAYER, facts, CREATURES_YOU_CONTROL, Grant, Pump, OPPONENT as TARGET_OPPONENT, AbandonThis, CreateToken, Destroy, Draw, EACH_OPPONENT, Exile,
                   ExileGraveyard, Target, GainControl, If, LoseLife, SearchLibrary, Damage,
                   UntapIt, scheme, scheme_at_step, spells_cost, token)
from ..model import (CONTROLLED_BY, Compare, Count, HAS, IS_ARTIFACT, IS_BASIC_LAND, IS_CREATURE, IS_ENCHANTMENT, IS_LAND,
                     IS_PLANESWALKER, OPPONENT, TYPE, Casts, ThisObject, YOU)
from ..model.effects_players import CreateTokenThatAttacks
from ..model.effects_schemes import (CreatedGainUntilEndOfTurn, PlusOneDamageThisTurn, RedistributeLifeTotals, DoubleDamageUntilYourNextTurn, PreventAllDamageToYourCreaturesThisTurn, AbandonThisIfYouDo, ChooseUpToOpponentPicksRestYours,
                                     PutPermanentPerOpponentType, TokensForMissingTargets, CardsYouDrewLastTurn, CountersOnYourCreatureElseToken, DestroyDifferentManaValues,
                                     DiscardDownToThenDraw, MillEachRemember, PutOneRememberedOntoBattlefield,
                                     MayPayXBottomEach, MayPutFromHandOntoBattlefield, CreateTokenCopy, GainControlOfAllUntilEndOfTurn, OpponentPutsOnTopEachType,
                                     AddMana, FaceDownFaceUpPiles, ManaValueAtLeast, TheyMaySacrificeToAbandon,
                                     AdditionalLandThisTurn, CountersOnCreated, CountersOnThis, DestroyGainToughness,
                                     DiscardThenDrawPerType, HighestLifeOpponent, KeepOneSacrificeRest,
                                     LookTopMayPutOntoBattlefield, NoMaxHandSizeUntilYourNextTurn,
                                     OpponentSpellsThisTurn, PutCountersOnThis, SacrificeMatching)

OOZE = token("Ooze", 2, 2, subtypes=("Ooze",), colors="G")
HORROR = token("Horror", 3, 3, subtypes=("Horror",), colors="B")
SIX_LANDS = Compare(Count(IS_LAND & CONTROLLED_BY(YOU)), ">=", 6)
CREATURE_AN_OPPONENT_CONTROLS = TargetSpec("creature", "target creature an opponent controls",
                                           CONTROLLED_BY(OPPONENT))
PERMANENT_AN_OPPONENT_CONTROLS = TargetSpec("permanent", "target permanent an opponent controls",
                                            CONTROLLED_BY(OPPONENT))


def up_to_one(kind: str, label: str, where=None) -> TargetSpec:
    """"up to one target <label>" (601.2c, 115.1d)."""
    return TargetSpec(kind, label, where, optional=True)


def set_in_motion_choose_one(name: str, *modes: Mode) -> TriggeredAbility:
    """"When you set this scheme in motion, choose one — ..." (700.2, 603.3c: the mode is chosen as the ability
    is put on the stack)."""
    text = " ".join((facts(name).get("text") or "").splitlines())     # one log line (the modes after the colon)
    return TriggeredAbility(SET_IN_MOTION, ThisObject(), (), (), text, None, False, False, "command",
                            modes=tuple(modes))


SCARECROW = token("Scarecrow", 4, 4, types=("Artifact", "Creature"), subtypes=("Scarecrow",),
                  keywords=("Vigilance",))
PERMANENT_CARD = TYPE("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")    # 110.4
DEVIL = dataclasses.replace(
    token("Devil", 1, 1, subtypes=("Devil",), colors="R"),
    triggered=(dies([Damage(1, TARGET)], targets=[ANY], text="When this token dies, it deals 1 damage to any target."),),
    text="When this token dies, it deals 1 damage to any target.")
NONLAND_UP_TO = up_to_one("permanent", "target nonland permanent", ~IS_LAND)

CARDS = [
    scheme("Perhaps You've Met My Cohort",
           on_set=[SearchLibrary(IS_PLANESWALKER, to=BATTLEFIELD, what="pool.what.planeswalker_card")]),
    scheme("What's Yours Is Now Mine", targets=[CREATURE_AN_OPPONENT_CONTROLS],
           on_set=[GainControl(duration="forever"), UntapIt()]),
    scheme("Pay Tribute to Me",
           on_set=[If(SIX_LANDS, (SacrificeMatching(2, IS_CREATURE, EACH_OPPONENT, "prompt.sacrifice_creature_n"),),
                      (SacrificeMatching(1, IS_CREATURE, EACH_OPPONENT, "prompt.sacrifice_creature_n"),))]),
    scheme("You Are Unworthy of Mercy",
           on_set=[If(SIX_LANDS, (SacrificeMatching(3, ~IS_LAND, EACH_OPPONENT),),
                      (SacrificeMatching(1, ~IS_LAND, EACH_OPPONENT),))]),
    scheme("No One Will Hear Your Cries", on_set=[KeepOneSacrificeRest(IS_CREATURE, EACH_OPPONENT)]),
    scheme("For Each of You, a Gift", on_set=[CreateTokenThatAttacks(HORROR, EACH_OPPONENT)]),
    scheme("The Mighty Will Fall", on_set=[LoseLife(7, HighestLifeOpponent())]),
    scheme("Make Yourself Useful", targets=[CREATURE_AN_OPPONENT_CONTROLS], on_set=[DestroyGainToughness()]),
    scheme("Your Inescapable Doom", triggered=[
        scheme_at_step(Step.END, [PutCountersOnThis("doom"), Damage(CountersOnThis("doom"), HighestLifeOpponent())],
                       whose="you",
                       text="At the beginning of your end step, put a doom counter on this scheme, then this scheme "
                            "deals damage equal to the number of doom counters on it to the opponent with the highest "
                            "life total among your opponents. If two or more players are tied for highest life "
                            "total, you choose one."),
    ]),
    scheme("Because I Have Willed It",
           static=[spells_cost(-1, whose="you", text="Spells you cast cost {1} less to cast.")],
           triggered=[scheme_at_step(Step.END, [AbandonThis()], whose="opponent",
                                     intervening=Compare(OpponentSpellsThisTurn(), ">=", 4),
                                     text="At the beginning of your opponents' end step, if they cast four or more "
                                          "spells this turn, abandon this scheme.")]),
    scheme("Your Puny Minds Cannot Fathom", on_set=[Draw(4), NoMaxHandSizeUntilYourNextTurn()]),
    scheme("This World Belongs to Me", on_set=[Draw(2), AdditionalLandThisTurn()]),
    scheme("Every Dream a Nightmare", on_set=[DiscardThenDrawPerType(EACH_OPPONENT, "Land")]),
    scheme("A Reckoning Approaches", on_set=[LookTopMayPutOntoBattlefield(6, IS_CREATURE)]),
    scheme("Rot Like the Scum You Are",
           on_set=[CreateToken(OOZE), CountersOnCreated("+1/+1", Count(IS_LAND & CONTROLLED_BY(OPPONENT)))]),
    scheme("Behold My Grandeur", on_set=[AddMana("UBR")],
           set_text="When you set this scheme in motion, add {U}{B}{R}.",
           triggered=[TriggeredAbility(
               SET_IN_MOTION, ThisObject(),
               (SearchLibrary(ManaValueAtLeast(6), what="pool.what.mana_value_6_or_greater"),), (),
               "When you set this scheme in motion, if you control six or more lands, you may search your library "
               "for a card with mana value 6 or greater, reveal it, put it into your hand, then shuffle.",
               SIX_LANDS, True, False, "command")]),
    scheme("Choose Your Demise", on_set=[FaceDownFaceUpPiles(4)]),
    scheme("My Forces Are Innumerable", triggered=[
        scheme_at_step(Step.END, [CreateToken(HORROR)], whose="you",
                       text="At the beginning of your end step, create a 3/3 black Horror creature token."),
        scheme_at_step(Step.END, [TheyMaySacrificeToAbandon(2)], whose="opponent",
                       text="At the beginning of your opponents' end step, they may sacrifice two creatures of their "
                            "choice. If they do, abandon this scheme."),
    ]),
    scheme("Ignite the Cloneforge!", targets=[PERMANENT_AN_OPPONENT_CONTROLS], on_set=[CreateTokenCopy()]),
    scheme("Nature Demands an Offering", targets=[TARGET_OPPONENT], on_set=[OpponentPutsOnTopEachType()]),
    scheme("My Crushing Masterstroke", on_set=[GainControlOfAllUntilEndOfTurn(~IS_LAND)]),
    scheme("Tooth, Claw, and Tail", targets=[NONLAND_UP_TO] * 3,
           on_set=[Destroy(Target(0)), Destroy(Target(1)), Destroy(Target(2))]),
    scheme("All Shall Smolder in My Wake",
           targets=[up_to_one("permanent", "target artifact", IS_ARTIFACT),
                    up_to_one("permanent", "target enchantment", IS_ENCHANTMENT),
                    up_to_one("permanent", "target nonbasic land", IS_LAND & ~IS_BASIC_LAND)],
           on_set=[Destroy(Target(0)), Destroy(Target(1)), Destroy(Target(2))]),
    scheme("There Is No Refuge", targets=[up_to_one("creature", "target creature")],
           on_set=[Damage(3, Target(0)), CreateToken(HORROR)]),
    scheme("Into the Earthen Maw",
           targets=[up_to_one("creature", "target creature with flying", HAS("Flying")),
                    up_to_one("creature", "target creature without flying", ~HAS("Flying")),
                    up_to_one("opponent", "target opponent")],
           on_set=[Exile(Target(0)), Exile(Target(1)), ExileGraveyard(Target(2))]),
    scheme("Introductions Are in Order", triggered=[set_in_motion_choose_one(
        "Introductions Are in Order",
        Mode("Search your library for a creature card, reveal it, put it into your hand, then shuffle.",
             (SearchLibrary(IS_CREATURE, what="pool.what.creature_card"),)),
        Mode("You may put a creature card from your hand onto the battlefield.",
             (MayPutFromHandOntoBattlefield(IS_CREATURE),)))]),
    scheme("Kneel Before My Legions", triggered=[set_in_motion_choose_one(
        "Kneel Before My Legions",
        Mode("Create a 4/4 colorless Scarecrow artifact creature token with vigilance.", (CreateToken(SCARECROW),)),
        Mode("Creatures you control get +3/+3 and gain vigilance and trample until end of turn.",
             (Pump(3, 3, CREATURES_YOU_CONTROL), Grant("Vigilance", CREATURES_YOU_CONTROL),
              Grant("Trample", CREATURES_YOU_CONTROL))))]),
    scheme("Every Last Vestige Shall Rot", targets=[PLAYER], on_set=[MayPayXBottomEach(~IS_LAND)]),
    scheme("My Followers Ascend",
           on_set=[CountersOnYourCreatureElseToken(5, frozenset({"Flying", "Vigilance"}), SCARECROW)]),
    scheme("Your Nightmares Are Delicious", on_set=[DiscardDownToThenDraw(EACH_OPPONENT, 5, 3, 3)]),
    scheme("Running Is Useless", on_set=[DestroyDifferentManaValues()]),
    scheme("Your Mistake Is My Triumph",
           on_set=[MillEachRemember(3, EACH_PLAYER), PutOneRememberedOntoBattlefield(PERMANENT_CARD)]),
    scheme("Mine Is the Only Truth", triggered=[
        scheme_trigger(ev.CAST, Casts(whose="any"), [Draw(1)],
                       text="Whenever a player casts a spell, you draw a card."),
        scheme_at_step(Step.UPKEEP, [AbandonThis()], whose="you",
                       intervening=Compare(CardsYouDrewLastTurn(), ">=", 1),
                       text="At the beginning of your upkeep, if you drew a card last turn, abandon this scheme."),
    ]),
    scheme("Your Own Face Mocks You",
           targets=[up_to_one("creature", "target creature an opponent controls", CONTROLLED_BY(OPPONENT))] * 2,
           on_set=[CreateTokenCopy(0), CreateTokenCopy(1), TokensForMissingTargets(SCARECROW, 2)]),
    scheme("My Will Is Irresistible", targets=[TARGET_OPPONENT], on_set=[ChooseUpToOpponentPicksRestYours(~IS_LAND)]),
    scheme("Only I Know What Awaits", on_set=[PutPermanentPerOpponentType()]),
    scheme("Reality Is Mine to Control", triggered=[
        scheme_trigger(ev.CAST, Casts(whose="you"), [AbandonThisIfYouDo((CopySpell(EVENT_SPELL),))], optional=True,
                       text="Whenever you cast a spell, you may abandon this scheme. If you do, copy that spell, and "
                            "you may choose new targets for the copy."),
    ]),
    scheme("Delight in the Hunt", on_set=[CreateToken(HORROR), PreventAllDamageToYourCreaturesThisTurn()]),
    scheme("Approach My Molten Realm", on_set=[DoubleDamageUntilYourNextTurn()]),
    scheme("You Live Only Because I Will It", on_set=[RedistributeLifeTotals()]),
    scheme("I Call for Slaughter",
           on_set=[CreateToken(DEVIL, 3), CreatedGainUntilEndOfTurn(frozenset({"Haste"})), PlusOneDamageThisTurn()]),
]
