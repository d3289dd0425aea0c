"""Black cards of the pool: drains of each opponent (Gray Merchant, Kokusho, Exsanguinate), edicts and
"each player sacrifices" effects, discard (targeted, random, revealed, symmetrical), removal, death triggers
and "whenever a creature dies" engines for multiplayer tables."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.constants import HAND, Step
from ...engine.decisions import opt
from ...engine.definitions import TargetSpec
from ...engine.resolution import Ctx
from ...engine import zones
from ..model import (CONTROLLED_BY, Code, Compare, Count, Devotion, IS_ARTIFACT, IS_CREATURE, IS_LAND, IS_LEGENDARY,
                     LifeLostThisTurn, OWNED_BY, PlayerIs, SUBTYPE, TAPPED, TYPE, card_code)
from ..model import OPPONENT as OPPONENT_
from ..model import YOU as YOU_
from ..model.effects import DamageDrain
from ..model.effects_players import ForEachPlayer
from ..dsl import (Bounce, CREATURE, CreateToken, Damage, Destroy, Discard, DiscardAtRandom, Drain, Draw, EACH_CREATURE,
                   EACH_OPPONENT, EACH_OTHER_PLAYER, EACH_PLAYER, EachCreature, EventPlayer, GainLife, If, LoseLife,
                   Mill, OPPONENT, PLAYER, Pump, RevealChooseDiscard, Sacrifice, SacrificeThis, SearchLibrary, TARGET,
                   TARGET2, THAT_PLAYER, X, YOU, activated, at_step, attacks, card, dies, discarded_total,
                   enchanted_gets, etb, permanent, token, undaunted, was_kicked, when_event)


# ----------------------------------------------------------------------------- target filters
TAPPED_CREATURE = TargetSpec("creature", "target tapped creature", TAPPED)
NONARTIFACT_CREATURE = TargetSpec("creature", "target nonartifact creature", ~IS_ARTIFACT)
NONLEGENDARY_CREATURE = TargetSpec("creature", "target nonlegendary creature", ~IS_LEGENDARY)
CREATURE_OR_PLANESWALKER = permanent("target creature or planeswalker",
                                     TYPE("Creature", "Planeswalker"))
CREATURE_CARD_IN_YOUR_GRAVEYARD = TargetSpec("graveyard_card", "target creature card from your graveyard",
                                             IS_CREATURE & OWNED_BY(YOU_))
ANOTHER_CREATURE = TargetSpec("creature", "another target creature", other_than=0)
ZOMBIE = token("Zombie", 2, 2, subtypes=("Zombie",), colors="B")


# ----------------------------------------------------------------------------- effects written for one card
@card_code("Sadistic Shell Game")
def _sadistic_shell_game(ctx: Ctx) -> None:
    """Starting with the next opponent in turn order, each player (in range) chooses a creature the caster doesn't
    control; all choices are made, each seeing the earlier ones, then the chosen creatures are destroyed."""
    g, me = ctx.g, ctx.controller
    order = g.turn_order_from(me)
    first = next((i for i, q in enumerate(order) if g.is_opponent(me, q)), 0)
    choosers = [q for q in order[first:] + order[:first] if ctx.scope.in_range(q)]
    cands = [o for o in ctx.scope.creatures() if g.controller(o) != me]
    chosen: list[int] = []
    if cands:
        for q in choosers:
            opts = [opt("permanent", "text", o, text=f"{g.name(o)} ({g.players[g.controller(o)].name})") for o in cands]
            chosen.append(ctx.ask(q, "choose_permanent", "pool.prompt.shell_game", opts, "608.2d",
                                  args={"player": g.players[q].name, "caster": g.players[me].name}).value)
    for o in dict.fromkeys(chosen):
        g.note("pool.log.creature_chosen", "608.2d", args={"card": g.name(o)})
        zones.destroy(g, o, source=ctx.source)


CARDS = [
    # ------------------------------------------------------------------ drains of each opponent
    card("Gray Merchant of Asphodel", triggered=[etb([Drain(Devotion("B"))], text=(
        "When this creature enters, each opponent loses X life, where X is your devotion to black. You gain life "
        "equal to the life lost this way."))]),
    card("Kokusho, the Evening Star", triggered=[dies([Drain(5)], text=(
        "When Kokusho dies, each opponent loses 5 life. You gain life equal to the life lost this way."))]),
    card("Exsanguinate", x=True, effects=[Drain(X)]),
    card("Subversion", triggered=[at_step(Step.UPKEEP, [Drain(1)], text=(
        "At the beginning of your upkeep, each opponent loses 1 life. You gain life equal to the life lost this "
        "way."))]),
    card("Syphon Soul", effects=[DamageDrain(2, EACH_OTHER_PLAYER)]),
    card("Wound Reflection", triggered=[at_step(Step.END, [
        ForEachPlayer(EACH_OPPONENT, (LoseLife(LifeLostThisTurn(that_player=True), THAT_PLAYER),))], whose="each",
        text=(
        "At the beginning of each end step, each opponent loses life equal to the life they lost this turn."))]),
    card("Vicious Rumors", effects=[Damage(1, EACH_OPPONENT), Discard(1, EACH_OPPONENT), Mill(1, EACH_OPPONENT),
                                    GainLife(1)]),
    card("Bad Deal", effects=[Draw(2), Discard(2, EACH_OPPONENT), LoseLife(2, EACH_PLAYER)]),
    card("Arterial Flow", effects=[Discard(2, EACH_OPPONENT),
                                   If(Compare(Count(SUBTYPE("Vampire") & CONTROLLED_BY(YOU_)), ">=", 1),
                                      (LoseLife(2, EACH_OPPONENT), GainLife(2)))]),
    # ------------------------------------------------------------------ sacrifice
    card("Innocent Blood", effects=[Sacrifice(1, "Creature", EACH_PLAYER)]),
    card("Barter in Blood", effects=[Sacrifice(2, "Creature", EACH_PLAYER)]),
    card("Diabolic Edict", targets=[PLAYER], effects=[Sacrifice(1, "Creature", TARGET)]),
    card("Gatekeeper of Malakir", kicker="{B}", triggered=[etb([Sacrifice(1, "Creature", TARGET)], [PLAYER],
                                                               intervening=was_kicked, text=(
        "When this creature enters, if it was kicked, target player sacrifices a creature of their choice."))]),
    card("Fleshbag Marauder", triggered=[etb([Sacrifice(1, "Creature", EACH_PLAYER)], text=(
        "When this creature enters, each player sacrifices a creature of their choice."))]),
    card("Grave Pact", triggered=[dies([Sacrifice(1, "Creature", EACH_OTHER_PLAYER)], which="yours", text=(
        "Whenever a creature you control dies, each other player sacrifices a creature of their choice."))]),
    card("Dictate of Erebos", triggered=[dies([Sacrifice(1, "Creature", EACH_OPPONENT)], which="yours", text=(
        "Whenever a creature you control dies, each opponent sacrifices a creature of their choice."))]),
    # ------------------------------------------------------------------ discard
    card("Hymn to Tourach", targets=[PLAYER], effects=[DiscardAtRandom(TARGET, 2)]),
    card("Mind Twist", x=True, targets=[PLAYER], effects=[DiscardAtRandom(TARGET, X)]),
    card("Duress", targets=[OPPONENT],
         effects=[RevealChooseDiscard(~TYPE("Creature", "Land"), "pool.what.noncreature_nonland")]),
    card("Thoughtseize", targets=[PLAYER], effects=[RevealChooseDiscard(~IS_LAND, "pool.what.nonland"), LoseLife(2)]),
    card("Syphon Mind", effects=[Discard(1, EACH_OTHER_PLAYER), Draw(discarded_total)]),
    card("Necrogen Mists", triggered=[at_step(Step.UPKEEP, [Discard(1, EventPlayer("player"))], whose="each_player",
                                              text="At the beginning of each player's upkeep, that player discards "
                                                   "a card.")]),
    # ------------------------------------------------------------------ removal
    card("Go for the Throat", targets=[NONARTIFACT_CREATURE], effects=[Destroy()]),
    card("Hero's Downfall", targets=[CREATURE_OR_PLANESWALKER], effects=[Destroy()]),
    card("Cast Down", targets=[NONLEGENDARY_CREATURE], effects=[Destroy()]),
    card("Curtains' Call", targets=[CREATURE, ANOTHER_CREATURE], effects=[Destroy(TARGET), Destroy(TARGET2)],
         extra={"cost_hook": undaunted}),
    card("Famine", effects=[Damage(3, EACH_CREATURE), Damage(3, EACH_PLAYER)]),
    card("Sadistic Shell Game", effects=[Code("Sadistic Shell Game")]),
    card("Pestilence",
         activated=[activated("{B}", [Damage(1, EACH_CREATURE), Damage(1, EACH_PLAYER)],
                              text="{B}: This enchantment deals 1 damage to each creature and each player.")],
         triggered=[at_step(Step.END, [SacrificeThis()], whose="each", intervening=Compare(Count(IS_CREATURE), "==", 0),
                            text="At the beginning of the end step, if no creatures are on the battlefield, "
                                 "sacrifice this enchantment.")]),
    # ------------------------------------------------------------------ other spells
    card("Night's Whisper", effects=[Draw(2), LoseLife(2)]),
    card("Diabolic Tutor", effects=[SearchLibrary(None, YOU, HAND, "pool.what.a_card")]),
    card("Unholy Strength", enchant=CREATURE, static=[enchanted_gets(2, 1, "Enchanted creature gets +2/+1.")]),
    card("Underworld Dreams", triggered=[when_event(ev.DRAW, PlayerIs(OPPONENT_), [Damage(1, EventPlayer("player"))],
                                                    text="Whenever an opponent draws a card, this enchantment deals "
                                                         "1 damage to that player.")]),
    # ------------------------------------------------------------------ creatures
    card("Child of Night"),                                   # lifelink
    card("Stone-Throwing Devils"),                            # first strike
    card("Cemetery Gate"),                                    # defender, protection from black
    card("Eviscerator", triggered=[etb([LoseLife(5)], text="When this creature enters, you lose 5 life.")]),
    card("Royal Assassin", activated=[activated("", [Destroy()], [TAPPED_CREATURE], tap=True,
                                                text="{T}: Destroy target tapped creature.")]),
    card("Gravedigger", triggered=[etb([Bounce()], [CREATURE_CARD_IN_YOUR_GRAVEYARD], optional=True, text=(
        "When this creature enters, you may return target creature card from your graveyard to your hand."))]),
    card("Bloodgift Demon", triggered=[at_step(Step.UPKEEP, [Draw(1, TARGET), LoseLife(1, TARGET)], targets=[PLAYER],
                                               text="At the beginning of your upkeep, target player draws a card "
                                                    "and loses 1 life.")]),
    card("Vampire Sovereign", triggered=[etb([LoseLife(3, TARGET), GainLife(3)], [OPPONENT], text=(
        "When this creature enters, target opponent loses 3 life and you gain 3 life."))]),
    card("Blood Artist", triggered=[dies([LoseLife(1, TARGET), GainLife(1)], [PLAYER], which="any", text=(
        "Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life."))]),
    card("Zulaport Cutthroat", triggered=[dies([LoseLife(1, EACH_OPPONENT), GainLife(1)], which="yours", text=(
        "Whenever this creature or another creature you control dies, each opponent loses 1 life and you gain "
        "1 life."))]),
    card("Massacre Wurm", triggered=[
        etb([Pump(-2, -2, EachCreature(CONTROLLED_BY(OPPONENT_)))],
            text="When this creature enters, creatures your opponents control get -2/-2 until end of turn."),
        dies([LoseLife(2, EventPlayer("player"))], which="opponents",
             text="Whenever a creature an opponent controls dies, that player loses 2 life.")]),
    card("Grave Titan", triggered=[
        etb([CreateToken(ZOMBIE, 2)], text="Whenever this creature enters or attacks, create two 2/2 black Zombie "
                                           "creature tokens."),
        attacks([CreateToken(ZOMBIE, 2)], text="Whenever this creature enters or attacks, create two 2/2 black "
                                               "Zombie creature tokens.")]),
]
