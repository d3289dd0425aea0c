"""Multicoloured cards of the pool among blue, black and red (UB, UR, BR, UBR), and a few pairing them with
white or green (WU, WB, BG, RG, RW): counterspells that punish the caster, charms and commands (modal spells),
reanimation from any graveyard, steal-and-sacrifice, symmetrical draw punishment, X spells and drains."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.constants import BATTLEFIELD, HAND, Step
from ...engine.definitions import TargetSpec
from ..model import ANYONE, COLOR, CONTROLLED_BY, IS_CREATURE, IS_LAND, OWNED_BY, SUBTYPE, TYPE, PlayerIs
from ..model import OPPONENT as OPPONENT_
from ..model import YOU as YOU_
from ..model.effects import ChooseFromGraveyard, DestroySameName, SacrificeAtNextEndStep
from ..dsl import (ANY, Bounce, CREATURE, CREATURES_YOU_CONTROL, CounterTargetSpell, Damage, Destroy, Discard, Draw,
                   EACH_CREATURE, EACH_PLAYER, EachCreature, EventPlayer, GainControl, GainLife, Grant, ITS_CONTROLLER,
                   ITS_OWNER, LoseLife, Mill, OPPONENT, PERMANENT, PLAYER, PLAYER_OR_PW, Pump, SPELL, Sacrifice, TARGET,
                   TARGET2, UnlessPays, UntapIt, X, YOU, activated, at_step, card, etb, mode, permanent, prowess,
                   when_event, your_creatures)


NONCREATURE_SPELL = TargetSpec("spell", "target noncreature spell", ~IS_CREATURE)
NONLAND_PERMANENT = permanent("target nonland permanent", ~IS_LAND)
ARTIFACT = permanent("target artifact", TYPE("Artifact"))
CREATURE_OR_PLANESWALKER = permanent("target creature or planeswalker", TYPE("Creature", "Planeswalker"))
CREATURE_OR_LAND = permanent("target creature or land", TYPE("Creature", "Land"))
NONBLACK_CREATURE = TargetSpec("creature", "target nonblack creature", ~COLOR("B"))
OPPONENT_OR_PW = TargetSpec("opponent_or_planeswalker", "target opponent or planeswalker")
CREATURE_CARD_IN_YOUR_GRAVEYARD = TargetSpec("graveyard_card", "target creature card from your graveyard",
                                             IS_CREATURE & OWNED_BY(YOU_))


CARDS = [
    # ------------------------------------------------------------------ blue-black
    card("Glimpse the Unthinkable", targets=[PLAYER], effects=[Mill(10, TARGET)]),
    card("Recoil", targets=[PERMANENT], effects=[Bounce(), Discard(1, ITS_OWNER)]),
    card("Agony Warp", targets=[CREATURE, CREATURE], effects=[Pump(-3, 0, TARGET), Pump(0, -3, TARGET2)]),
    card("Baleful Strix", triggered=[etb([Draw(1)], text="When this creature enters, draw a card.")]),
    card("Dimir Guildmage", activated=[
        activated("{3}{U}", [Draw(1, TARGET)], [PLAYER], sorcery=True,
                  text="{3}{U}: Target player draws a card. Activate only as a sorcery."),
        activated("{3}{B}", [Discard(1, TARGET)], [PLAYER], sorcery=True,
                  text="{3}{B}: Target player discards a card. Activate only as a sorcery.")]),
    card("Dinrova Horror", triggered=[etb([Bounce(), Discard(1, ITS_OWNER)], [PERMANENT], text=(
        "When this creature enters, return target permanent to its owner's hand, then that player discards a "
        "card."))]),
    card("Extract from Darkness", effects=[Mill(2, EACH_PLAYER), ChooseFromGraveyard(
        IS_CREATURE, BATTLEFIELD, anyones=True, prompt="pool.prompt.creature_from_a_graveyard")]),
    card("Countersquall", targets=[NONCREATURE_SPELL], effects=[CounterTargetSpell(), LoseLife(2, ITS_CONTROLLER)]),
    card("Undermine", targets=[SPELL], effects=[CounterTargetSpell(), LoseLife(3, ITS_CONTROLLER)]),
    card("Psychic Strike", targets=[SPELL], effects=[CounterTargetSpell(), Mill(2, ITS_CONTROLLER)]),
    # ------------------------------------------------------------------ blue-red
    card("Izzet Charm", modes=[
        mode("Counter target noncreature spell unless its controller pays {2}.",
             [UnlessPays("{2}", (CounterTargetSpell(),), ITS_CONTROLLER)], [NONCREATURE_SPELL]),
        mode("Izzet Charm deals 2 damage to target creature.", [Damage(2)], [CREATURE]),
        mode("Draw two cards, then discard two cards.", [Draw(2), Discard(2, YOU)]),
    ]),
    card("Niv-Mizzet, the Firemind",
         triggered=[when_event(ev.DRAW, PlayerIs(YOU_), [Damage(1)], [ANY],
                               text="Whenever you draw a card, Niv-Mizzet deals 1 damage to any target.")],
         activated=[activated("", [Draw(1)], tap=True, text="{T}: Draw a card.")]),
    card("Stormchaser Mage", triggered=[prowess()]),          # flying, haste, prowess
    # ------------------------------------------------------------------ black-red
    # "It can't be regenerated": the engine has no regeneration, so no shield can save it (701.15).
    card("Terminate", targets=[CREATURE], effects=[Destroy()]),
    card("Dreadbore", targets=[CREATURE_OR_PLANESWALKER], effects=[Destroy()]),
    card("Wrecking Ball", targets=[CREATURE_OR_LAND], effects=[Destroy()]),
    card("Blightning", targets=[PLAYER_OR_PW], effects=[Damage(3), Discard(2, ITS_CONTROLLER)]),
    card("Rakdos's Return", x=True, targets=[OPPONENT_OR_PW], effects=[Damage(X), Discard(X, ITS_CONTROLLER)]),
    card("Kolaghan's Command", choose=2, modes=[
        mode("Return target creature card from your graveyard to your hand.", [Bounce()],
             [CREATURE_CARD_IN_YOUR_GRAVEYARD]),
        mode("Target player discards a card.", [Discard(1, TARGET)], [PLAYER]),
        mode("Destroy target artifact.", [Destroy()], [ARTIFACT]),
        mode("Kolaghan's Command deals 2 damage to any target.", [Damage(2)], [ANY]),
    ]),
    card("Stromkirk Captain", static=your_creatures(1, 1, ("First strike",), other=True,
                                                    where=SUBTYPE("Vampire"), text=(
        "Other Vampire creatures you control get +1/+1 and have first strike."))),   # and first strike itself
    card("Shivan Zombie"),                                    # protection from white
    card("Spiteful Visions", triggered=[
        at_step(Step.DRAW, [Draw(1, EventPlayer("player"))], whose="each_player",
                text="At the beginning of each player's draw step, that player draws an additional card."),
        when_event(ev.DRAW, PlayerIs(ANYONE), [Damage(1, EventPlayer("player"))],
                   text="Whenever a player draws a card, this enchantment deals 1 damage to that player.")]),
    # ------------------------------------------------------------------ three colours
    # "It can't be regenerated" (second mode): no regeneration exists in the engine (701.15).
    card("Crosis's Charm", modes=[
        mode("Return target permanent to its owner's hand.", [Bounce()], [PERMANENT]),
        mode("Destroy target nonblack creature. It can't be regenerated.", [Destroy()], [NONBLACK_CREATURE]),
        mode("Destroy target artifact.", [Destroy()], [ARTIFACT]),
    ]),
    card("Grixis Charm", modes=[
        mode("Return target permanent to its owner's hand.", [Bounce()], [PERMANENT]),
        mode("Target creature gets -4/-4 until end of turn.", [Pump(-4, -4)], [CREATURE]),
        mode("Creatures you control get +2/+0 until end of turn.", [Pump(2, 0, CREATURES_YOU_CONTROL)]),
    ]),
    card("Slave of Bolas", targets=[CREATURE],
         effects=[GainControl(TARGET, "forever"), UntapIt(), Grant("Haste"), SacrificeAtNextEndStep()]),
    card("Cruel Ultimatum", targets=[OPPONENT], effects=[
        Sacrifice(1, "Creature", TARGET), Discard(3, TARGET), LoseLife(5, TARGET),
        ChooseFromGraveyard(IS_CREATURE, HAND), Draw(3), GainLife(5)]),
    # ------------------------------------------------------------------ with white or green
    card("Absorb", targets=[SPELL], effects=[CounterTargetSpell(), GainLife(3)]),
    card("Sphinx's Revelation", x=True, effects=[GainLife(X), Draw(X)]),
    card("Lightning Helix", targets=[ANY], effects=[Damage(3), GainLife(3)]),
    card("Vindicate", targets=[PERMANENT], effects=[Destroy()]),
    card("Zealous Persecution", effects=[Pump(1, 1, CREATURES_YOU_CONTROL),
                                         Pump(-1, -1, EachCreature(CONTROLLED_BY(OPPONENT_)))]),
    card("Maelstrom Pulse", targets=[NONLAND_PERMANENT], effects=[DestroySameName()]),
    card("Savage Twister", x=True, effects=[Damage(X, EACH_CREATURE)]),
]
