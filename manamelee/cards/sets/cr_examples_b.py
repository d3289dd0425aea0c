"""Cards used by rules examples and tests (batch B): life-total setting, can't-lose statics, state
triggers, extra turns, pile splitting, opponent-chosen targets, unearth, cycling triggers, wraths."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.definitions import TargetSpec, TriggeredAbility
from ..model import (ALWAYS, CONTROLLED_BY, Count, EVENT_AMOUNT, Enters, FromThis, IS_CREATURE, IS_TOKEN, Leaves,
                     LifeAtLeast, OPPONENT, PlayerIs, SourceUntapped, StateHolds, Times, YOU)
from ..model.effects import ExileUntilNextEndStep, LifeBecomesLowest
from ..model.effects_library import PileSplit
from ..dsl import (ANY, ARTIFACT_OR_ENCHANTMENT, CREATURE, CreateToken, Damage, Destroy, DestroyAll, DiscardAtRandom,
                   EACH_PLAYER, EventObjectController, EventPlayer, ExtraTurn, GainLife, LoseGame, Mill, PLAYER, Scry,
                   TARGET, TARGET2, activated, card, cycling, etb, rule_static, token, unearth, when_event)


# ----------------------------------------------------------------------------- Transcendence (603.8)
TRANSCENDENCE_LOSE = TriggeredAbility("state", StateHolds(LifeAtLeast(20)), (LoseGame(),),
                                      text="When you have 20 or more life, you lose the game.")


MYR = token("Myr", 1, 1, types=("Artifact", "Creature"), subtypes=("Myr",))
OPPONENTS_CHOICE = TargetSpec("any", "any target of an opponent's choice", chooser="opponent")


CARDS = [
    card("Repay in Kind", effects=[LifeBecomesLowest(EACH_PLAYER)]),
    card("Platinum Angel", static=[rule_static("cant_lose", "You can't lose the game."),
                                   rule_static("opponents_cant_win", "Your opponents can't win the game.")]),
    card("Transcendence",
         static=[rule_static("no_lose_at_zero_life", "You don't lose the game for having 0 or less life.")],
         triggered=[TRANSCENDENCE_LOSE,
                    when_event(ev.LIFE_LOSS, PlayerIs(YOU), [GainLife(Times(2, EVENT_AMOUNT))],
                               text="Whenever you lose life, you gain 2 life for each 1 life you lost.")]),
    card("Time Walk", effects=[ExtraTurn()]),
    card("Fact or Fiction", effects=[PileSplit(5)]),
    card("Cuombajj Witches",
         activated=[activated("", [Damage(1, TARGET), Damage(1, TARGET2)], [ANY, OPPONENTS_CHOICE], tap=True,
                              text="{T}: This creature deals 1 damage to any target and 1 damage to any target "
                                   "of an opponent's choice.")]),
    card("Extractor Demon",
         triggered=[when_event(ev.ZONE_CHANGE, Leaves(IS_CREATURE), [Mill(2, TARGET)], [PLAYER],
                               text="Whenever another creature leaves the battlefield, you may have target player "
                                    "mill two cards.", optional=True, look_back=True)],
         activated=[unearth("{2}{B}")]),
    card("Genesis Chamber",
         triggered=[when_event(ev.ZONE_CHANGE, Enters(IS_CREATURE & ~IS_TOKEN, other=False), [
             CreateToken(MYR, 1, EventObjectController())],
             text="Whenever a nontoken creature enters, if this artifact is untapped, that creature's controller "
                  "creates a 1/1 colorless Myr artifact creature token.", intervening=SourceUntapped())]),
    card("Astral Slide",
         triggered=[when_event(ev.CYCLE, ALWAYS, [ExileUntilNextEndStep()], [CREATURE],
                               text="Whenever a player cycles a card, you may exile target creature. If you do, "
                                    "return that card to the battlefield under its owner's control at the "
                                    "beginning of the next end step.", optional=True)]),
    card("Hypnotic Specter",
         triggered=[when_event(ev.DAMAGE, FromThis(PlayerIs(OPPONENT, "target_player")),
                               [DiscardAtRandom(EventPlayer("target_player"))],
                               text="Whenever this creature deals damage to an opponent, that player discards a "
                                    "card at random.")]),
    card("Dwarven Priest", triggered=[etb([GainLife(Count(IS_CREATURE & CONTROLLED_BY(YOU)))],
                                          text="When this creature enters, you gain 1 life for each creature you "
                                               "control.")]),
    card("Reclamation Sage", triggered=[etb([Destroy(TARGET)], [ARTIFACT_OR_ENCHANTMENT], optional=True,
                                            text="When this creature enters, you may destroy target artifact or "
                                                 "enchantment.")]),
    card("Eager Construct", triggered=[etb([Scry(EACH_PLAYER)], text="When this creature enters, each player may "
                                                                     "scry 1.")]),
    card("Wrath of God", effects=[DestroyAll()]),
    card("Barkhide Mauler", activated=[cycling("{2}")]),
]
