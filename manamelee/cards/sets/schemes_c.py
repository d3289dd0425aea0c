"""The last 31 schemes (314, 904): the 2010 Archenemy promos and product, Archenemy: Nicol Bolas and Duskmourn
Commander, as data. With these every scheme of the corpus is in the pool.

A scheme is controlled by its owner (314.5), works from the command zone while face up (314.4) and is the source of
what it deals (314.7). The rules effects these schemes start (who can't cast or attack, hexproof players, extra turns
and phases, lands that make more mana) live in engine/rule_effects.py; casting without paying the mana cost while
an ability resolves in engine/free_cast.py; ward in engine/ward.py.
"""
from __future__ import annotations


from ...engine import events as ev
from ...engine.constants import Step
from ...engine.definitions import Mode, StaticAbility, TargetSpec, TriggeredAbility
from ...engine.rule_effects import (ADDITIONAL_LAND_EACH_TURN, CHOSEN_CANT_ATTACK_YOU, CHOSEN_DOESNT_UNTAP,
                                    YOU_HAVE_HEXPROOF)
from ...engine.schemes import SET_IN_MOTION
from ..dsl import (ANY, CREATURES_YOU_CONTROL, EVENT_SPELL, AbandonThis, CopySpell, CreateToken, Destroy, Draw,
                   GainLife, Grant, If, Pump, Target, facts, rule_static, scheme, scheme_at_step, scheme_trigger,
                   token, your_creatures)
from ..model import CONTROLLED_BY, Compare, Count, IS_ARTIFACT, IS_CREATURE, IS_ENCHANTMENT, IS_LAND, OPPONENT, YOU
from ..model.events import ThisObject
from ..model.statics import AddKeywords, Matching
from ..model.effects_schemes import NoMaxHandSizeUntilYourNextTurn
from ..model.effects_schemes_c import (AbandonUnlessDiscardOrPayLife, AdditionalCombatAndMainAfterThisMain,
                                       CantUntilYourNextTurn, CastUpToFreeFromHand, ChooseOpponentForThis,
                                       ChosenPlayerAttacked, ChosenPlayerTargeted, CombatDamageToYou,
                                       CopyYourInstantsSorceriesThisTurn, CountersOnEventObject, CreateTokensAtLeast,
                                       DamageEqualToCommanderManaValue,
                                       EachOpponentExilesTopYouMayCast, EachPlayerRevealsUntilPermanent,
                                       ExileTargets, ExileUntilNonlandMayCastFree, ExtraTurnWith, IsYourCommander,
                                       LandsMakeMoreManaUntilYourNextTurn, MayCastFreeFromHandThenAbandon,
                                       OnlyYouAndChosenActUntilYourNextTurn, OpponentsCreaturesBaseOneOneLoseAbilities,
                                       OpponentsRevealHandsYouMayCastOne, RevealTopToHandReflexiveDamage,
                                       SetMoreSchemesNextTime, SpellsYouCastCostLessThisTurn,
                                       TargetsDiscardHandsOpponentsRedraw, TargetsOntoBattlefieldAttackOwner,
                                       TheyMayTapPowerToAbandon, TokenCopyOfYourCommander,
                                       TurnPlayerBelowHalfStartingLife, YourCommanderAttacks,
                                       YourCommanderLeaves, YourCreaturesDiedThisTurn)
from ..model.attacking_tokens import CreateTokensAttacking
from ..model.tokens_predefined import TREASURE
from ..model.trigger_events import YouAttack
from .schemes_nicol_bolas import DEVIL, SCARECROW, up_to_one

SIX_LANDS = Compare(Count(IS_LAND & CONTROLLED_BY(YOU)), ">=", 6)
DEMON = token("Demon", 5, 5, subtypes=("Demon",), colors="B", keywords=("Flying",))


def _lines(name: str) -> list[str]:
    return [x for x in (facts(name).get("text") or "").splitlines() if not x.startswith("(")]


def _line(name: str, starts: str) -> str:
    return next(x for x in _lines(name) if x.startswith(starts))


def when_set(name: str, *modes: Mode, choose: int = 1, repeat: bool = False, all_if=None) -> TriggeredAbility:
    """"When you set this scheme in motion, choose <n> — ..." (700.2, 603.3c): modes chosen as it's put on the
    stack; ``repeat``: "You may choose the same mode more than once" (700.2d); ``all_if``: "If <condition>, choose
    both instead"."""
    text = " ".join(facts(name)["text"].splitlines())              # one log line
    return TriggeredAbility(SET_IN_MOTION, ThisObject(), (), (), text, None, False, False, "command",
                            modes=tuple(modes), choose=choose, repeat_modes=repeat, choose_all_if=all_if)


def _static(text: str, affects, apply, layer: str = "6") -> StaticAbility:
    return StaticAbility(layer, affects, apply, text=text, stable=True)


TARGET_OPPONENT_UP_TO = up_to_one("opponent", "target opponent")

CARDS = [
    # ------------------------------------------------------------------ the 2010 promos
    scheme("Plots That Span Centuries", on_set=[SetMoreSchemesNextTime(3)]),
    scheme("Drench the Soil in Their Blood",
           on_set=[AdditionalCombatAndMainAfterThisMain(), Grant("Vigilance", CREATURES_YOU_CONTROL)]),
    scheme("Imprison This Insolent Wretch", on_set=[ChooseOpponentForThis()],
           set_text="When you set this scheme in motion, choose an opponent.",
           static=[rule_static(CHOSEN_DOESNT_UNTAP, _line("Imprison This Insolent Wretch", "Permanents"))],
           triggered=[
               scheme_trigger(ev.ATTACKS, ChosenPlayerAttacked(), [AbandonThis()],
                              text=_line("Imprison This Insolent Wretch", "When the chosen")),
               scheme_trigger(ev.BECOMES_TARGET, ChosenPlayerTargeted(), [AbandonThis()],
                              text=_line("Imprison This Insolent Wretch", "When the chosen")),
           ]),
    # ------------------------------------------------------------------ Archenemy (2010)
    scheme("All in Good Time", on_set=[ExtraTurnWith(("no_schemes",))]),
    scheme("Choose Your Champion", targets=[TargetSpec("opponent", "target opponent")],
           on_set=[OnlyYouAndChosenActUntilYourNextTurn()]),
    scheme("The Dead Shall Serve",
           targets=[TargetSpec("graveyard_card", "target creature card from that player's graveyard", IS_CREATURE,
                               optional=True, per_player="opponent")],
           on_set=[TargetsOntoBattlefieldAttackOwner()]),
    scheme("A Display of My Dark Power", on_set=[LandsMakeMoreManaUntilYourNextTurn()]),
    scheme("My Wish Is Your Command", on_set=[OpponentsRevealHandsYouMayCastOne(~IS_CREATURE & ~IS_LAND)]),
    scheme("The Pieces Are Coming Together", on_set=[Draw(2), SpellsYouCastCostLessThisTurn("Artifact", 2)]),
    # ------------------------------------------------------------------ Archenemy: Nicol Bolas (2017)
    scheme("Bow to My Command", on_set=[ChooseOpponentForThis()],
           set_text="As you set this scheme in motion, choose an opponent.",
           static=[rule_static(CHOSEN_CANT_ATTACK_YOU, _line("Bow to My Command", "Creatures the chosen"))],
           triggered=[scheme_at_step(Step.END, [TheyMayTapPowerToAbandon(8)], whose="opponent",
                                     text=_line("Bow to My Command", "At the beginning"))]),
    scheme("Know Evil", targets=[TARGET_OPPONENT_UP_TO] * 3,
           on_set=[CantUntilYourNextTurn("attack", 0), CantUntilYourNextTurn("creature", 1),
                   CantUntilYourNextTurn("noncreature", 2)]),
    scheme("Power Without Equal",
           on_set=[Draw(3), NoMaxHandSizeUntilYourNextTurn(), If(SIX_LANDS, (CastUpToFreeFromHand(3),))]),
    scheme("When Will You Learn?", on_set=[EachOpponentExilesTopYouMayCast()]),
    # ------------------------------------------------------------------ Duskmourn Commander (2024)
    scheme("Chaos Is My Plaything",
           targets=[TargetSpec("permanent", "target permanent that player controls", per_player="opponent")],
           on_set=[ExileTargets(), EachPlayerRevealsUntilPermanent()]),
    scheme("Dark Wings Bring Your Downfall", triggered=[
        scheme_trigger(ev.ATTACKS, YouAttack(), [CreateTokensAttacking(DEMON)],
                       text=_line("Dark Wings Bring Your Downfall", "Whenever you attack")),
        scheme_at_step(Step.END, [AbandonThis()], whose="each",
                       intervening=Compare(YourCreaturesDiedThisTurn(), ">=", 2),
                       text=_line("Dark Wings Bring Your Downfall", "At the beginning")),
    ]),
    scheme("Fear My Authority",
           static=your_creatures(2, 2, ("Fear",), text=_line("Fear My Authority", "Creatures you control")),
           triggered=[scheme_at_step(Step.UPKEEP, [AbandonUnlessDiscardOrPayLife(3)], whose="you",
                                     text=_line("Fear My Authority", "At the beginning"))]),
    scheme("I Am Duskmourn", triggered=[
        scheme_at_step(Step.END, [MayCastFreeFromHandThenAbandon()], whose="you",
                       text=_line("I Am Duskmourn", "At the beginning"))]),
    scheme("I Am Never Alone", on_set=[TokenCopyOfYourCommander()]),
    scheme("I Am Untouchable",
           static=[rule_static(YOU_HAVE_HEXPROOF, _line("I Am Untouchable", "You and")),
                   _static(_line("I Am Untouchable", "You and"), Matching(CONTROLLED_BY(YOU)),
                           AddKeywords(frozenset({"Hexproof"})))],
           triggered=[scheme_trigger(ev.DAMAGE, CombatDamageToYou(), [CreateToken(SCARECROW), AbandonThis()],
                                     text=_line("I Am Untouchable", "When combat damage"))]),
    scheme("I Will Savor Your Agony", triggered=[when_set(
        "I Will Savor Your Agony",
        Mode("Destroy target creature.", (Destroy(),), (TargetSpec("creature", "target creature"),)),
        Mode("Target player draws a card.", (Draw(1, Target(0)),), (TargetSpec("player", "target player"),)),
        Mode("Target player gains 5 life.", (GainLife(5, Target(0)),), (TargetSpec("player", "target player"),)),
        choose=3, repeat=True)]),
    scheme("My Champion Stands Supreme",
           static=[_static(_line("My Champion Stands Supreme", "Your commander has ward"),
                           Matching(IsYourCommander()), AddKeywords(frozenset({"Ward {2}"})))],
           triggered=[
               scheme_trigger(ev.ATTACKS, YourCommanderAttacks(), [CountersOnEventObject("+1/+1", 2)],
                              text=_line("My Champion Stands Supreme", "Whenever your commander")),
               scheme_trigger(ev.ZONE_CHANGE, YourCommanderLeaves(), [AbandonThis()],
                              text=_line("My Champion Stands Supreme", "When your commander leaves")),
           ]),
    scheme("My Tendrils Run Deep",
           static=[rule_static(ADDITIONAL_LAND_EACH_TURN, _line("My Tendrils Run Deep", "You may play"))],
           triggered=[scheme_at_step(Step.END, [Draw(2), AbandonThis()], whose="you", intervening=SIX_LANDS,
                                     text=_line("My Tendrils Run Deep", "At the beginning"))]),
    scheme("My Wealth Will Bury You",
           on_set=[CreateTokensAtLeast(TREASURE, Count((IS_ARTIFACT | IS_ENCHANTMENT) & CONTROLLED_BY(OPPONENT)),
                                       4)]),
    scheme("My Wings Enfold All", triggered=[when_set(
        "My Wings Enfold All",
        Mode("Draw two cards.", (Draw(2),)),
        Mode("Until end of turn, whenever you cast an instant or sorcery spell, copy it. You may choose new targets "
             "for the copy.", (CopyYourInstantsSorceriesThisTurn((CopySpell(EVENT_SPELL),)),)))]),
    scheme("No Secret Is Hidden from Me", on_set=[ExileUntilNonlandMayCastFree(SIX_LANDS)]),
    scheme("A Premonition of Your Demise", on_set=[RevealTopToHandReflexiveDamage(2, ANY)]),
    scheme("Time Bends to My Will", on_set=[ExtraTurnWith(("skip_untap",))]),
    scheme("You Cannot Hide from Me", triggered=[
        scheme_at_step(Step.BEGIN_COMBAT, [Pump(2, 2, Target(0)), Grant("Vigilance", Target(0)),
                                           Grant("CantBeBlocked", Target(0))], whose="you",
                       targets=[up_to_one("creature", "target creature")],
                       text=_line("You Cannot Hide from Me", "At the beginning of combat")),
        scheme_at_step(Step.END, [AbandonThis()], whose="opponent", intervening=TurnPlayerBelowHalfStartingLife(),
                       text=_line("You Cannot Hide from Me", "At the beginning of each")),
    ]),
    scheme("You Exist Only to Amuse", triggered=[when_set(
        "You Exist Only to Amuse",
        Mode("Create three 1/1 red Devil creature tokens with \"When this token dies, it deals 1 damage to any "
             "target.\"", (CreateToken(DEVIL, 3),)),
        Mode("Until your next turn, creatures your opponents control have base power and toughness 1/1 and lose all "
             "abilities.", (OpponentsCreaturesBaseOneOneLoseAbilities(),)),
        all_if=SIX_LANDS)]),
    scheme("You Will Know True Suffering", on_set=[DamageEqualToCommanderManaValue()]),
    scheme("Your Plans Mean Nothing", targets=[TargetSpec("player", "target player", per_player="any_number")],
           on_set=[TargetsDiscardHandsOpponentsRedraw()]),
]
