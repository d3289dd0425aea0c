"""Green-white (Selesnya) multicolour cards for the pool: tokens, anthems, a modal charm (700.2), hybrid mana
(107.4e), an Equipment and an Aura that gain life for team games. Every card's whole Oracle text is
implemented."""
from __future__ import annotations

from ...engine import events as ev
from ..model import CONTROLLED_BY, YOU, FromAttached, PowerAtLeast
from ..dsl import (CREATURE, CREATURES_YOU_CONTROL, CREATURE_YOU_CONTROL, CreateToken, EachCreature, Exile, GainLife,
                   Grant, Pump, activated, card, creature_with, enchanted_gets, enchanted_has, equip, equipped, etb,
                   event_amount, mode, token, when_event, your_creatures)

KNIGHT = token("Knight", 2, 2, subtypes=("Knight",), colors="W", keywords=("Vigilance",))
WURM = token("Wurm", 5, 5, subtypes=("Wurm",), colors="G", keywords=("Trample",))
SAPROLING = token("Saproling", 1, 1, subtypes=("Saproling",), colors="G")


CARDS = [
    card("Watchwolf"),
    card("Centaur Healer", triggered=[etb([GainLife(3)], text="When this creature enters, you gain 3 life.")]),
    card("Armada Wurm", triggered=[etb([CreateToken(WURM)], text="When this creature enters, create a 5/5 green "
                                                                 "Wurm creature token with trample.")]),
    card("Advent of the Wurm", effects=[CreateToken(WURM)]),
    card("Collective Blessing", static=your_creatures(3, 3, text="Creatures you control get +3/+3.")),
    card("Sigil Blessing", targets=[CREATURE_YOU_CONTROL],
         effects=[Pump(3, 3), Pump(1, 1, EachCreature(CONTROLLED_BY(YOU), but_target=0))]),
    card("Selesnya Charm", modes=[
        mode("Target creature gets +2/+2 and gains trample until end of turn.", [Pump(2, 2), Grant("Trample")],
             [CREATURE]),
        mode("Exile target creature with power 5 or greater.", [Exile()],
             [creature_with("target creature with power 5 or greater", PowerAtLeast(5))]),
        mode("Create a 2/2 white Knight creature token with vigilance.", [CreateToken(KNIGHT)])]),
    card("Selesnya Guildmage", activated=[
        activated("{3}{G}", [CreateToken(SAPROLING)], text="{3}{G}: Create a 1/1 green Saproling creature token."),
        activated("{3}{W}", [Pump(1, 1, CREATURES_YOU_CONTROL)],
                  text="{3}{W}: Creatures you control get +1/+1 until end of turn.")]),
    card("Behemoth Sledge", static=equipped(2, 2, "Trample", "Lifelink",
                                            text="Equipped creature gets +2/+2 and has trample and lifelink."),
         activated=[equip("{3}")]),
    card("Armadillo Cloak", enchant=CREATURE,
         static=[enchanted_has("Trample", text="Enchanted creature gets +2/+2 and has trample."),
                 enchanted_gets(2, 2, text="Enchanted creature gets +2/+2 and has trample.")],
         triggered=[when_event(ev.DAMAGE, FromAttached(), [GainLife(event_amount)],
                               text="Whenever enchanted creature deals damage, you gain that much life.")]),
]
