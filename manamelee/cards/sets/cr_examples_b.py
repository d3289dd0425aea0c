"""Cards used by rules examples and tests (batch B): life-total setting, can't-lose statics, state
triggers, extra turns, pile splitting, opponent-chosen targets, unearth, cycling triggers, wraths."""
from __future__ import annotations

from dataclasses import dataclass

from ...engine import events as ev
from ...engine.constants import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY
from ...engine.damage import set_life
from ...engine.decisions import Option, opt
from ...i18n import Msg
from ...engine.definitions import TargetSpec, TriggeredAbility
from ...engine.resolution import Ctx
from ...engine import zones
from ..model import (ALWAYS, CONTROLLED_BY, EVENT_AMOUNT, IS_CREATURE, IS_TOKEN, OPPONENT, YOU, Code, Count, Enters,
                     FromThis, Leaves, LifeAtLeast, PlayerIs, SourceUntapped, StateHolds, Times, card_code)
from ..model.effects import ExileUntilNextEndStep, LifeBecomesLowest
from ..dsl import (ANY, ARTIFACT_OR_ENCHANTMENT, CREATURE, EACH_PLAYER, PLAYER, TARGET, TARGET2, CreateToken, Custom,
                   Damage, Destroy, DestroyAll, DiscardAtRandom, EventObjectController, EventPlayer, ExtraTurn,
                   GainLife, LoseGame, Mill, ReturnRemembered, Scry, activated, at_next_end_step, card, cycling, etb,
                   life_setting_players, rule_static, token, unearth, when_event)


# ----------------------------------------------------------------------------- Repay in Kind
# ----------------------------------------------------------------------------- Transcendence
TRANSCENDENCE_LOSE = TriggeredAbility("state", StateHolds(LifeAtLeast(20)), (LoseGame(),),
                                      text="When you have 20 or more life, you lose the game.")


# ----------------------------------------------------------------------------- Fact or Fiction
@dataclass(frozen=True, slots=True)
class FactOrFiction:
    """Reveal the top five; an opponent separates them into two piles (one decision per card); you put
    one pile into your hand and the other into your graveyard. All questions come before any card moves."""

    count: int = 5

    def run(self, ctx: Ctx) -> None:
        g = ctx.g
        me = ctx.controller
        cards = list(g.players[me].library[:self.count])
        if not cards:
            return
        opps = ctx.scope.choosing_opponents()     # 801.5a; 801.5c: none in range -> closest to the left
        if not opps:
            splitter = me
        elif len(opps) == 1:
            splitter = opps[0]
        else:   # the controller chooses which opponent (800.4g-style choice of a player)
            splitter = ctx.ask(me, "choose_player", "prompt.fof_splitter",
                               [opt("player", "text", q, text=g.players[q].name) for q in opps], "701.1").value
        piles: dict[int, list[int]] = {1: [], 2: []}
        for c in cards:
            a = ctx.ask(splitter, "pile", "prompt.fof_pile",
                        [opt("pile", "opt.to_pile", 1, card=g.name(c), n=1), opt("pile", "opt.to_pile", 2, card=g.name(c), n=2)],
                        args={"card": g.name(c)})
            piles[a.value].append(c)

        def label(n: int) -> Option:
            return opt("pile", "opt.pile", n, n=n, cards=tuple(g.name(c) for c in piles[n]) or Msg("word.empty"))
        keep = ctx.ask(me, "choose_pile", "prompt.fof_choose_pile", [label(1), label(2)]).value
        g.note("log.reveals", "701.20", args={"player": g.players[me].name, "cards": [g.name(c) for c in cards]})
        for c in piles[keep]:
            if c in g.objects and g.objects[c].zone == LIBRARY:
                zones.move(g, c, HAND, rule="400.7", key="log.put_into_hand_of", args={"card": g.name(c), "player": g.players[me].name})
        for c in piles[3 - keep]:
            if c in g.objects and g.objects[c].zone == LIBRARY:
                zones.move(g, c, GRAVEYARD, rule="400.7", key="log.put_into_the_graveyard", args={"card": g.name(c)})


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
    card("Fact or Fiction", effects=[FactOrFiction()]),
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
         triggered=[when_event(ev.DAMAGE, FromThis(PlayerIs(OPPONENT, "target_player")), [DiscardAtRandom(EventPlayer("target_player"))],
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
