"""Simple commons for the five sample decks (manamelee/cards/decklists/*.txt).

Every card here is fully implemented: vanilla and keyword creatures (keywords come from the
Oracle facts and work in the engine), and spells whose whole text is one or two simple effects.
"""
from ..dsl import (ANY, ARTIFACT_OR_ENCHANTMENT, Bounce, CREATURE, CounterTargetSpell, Counters, Damage, Destroy,
                   Discard, Draw, EACH_OPPONENT, GainLife, LoseLife, PLAYER, PLAYER_OR_PW, Pump, SELF, SPELL, Scry,
                   TARGET, TapIt, activated, card, enchanted_has, etb)
from ...engine.definitions import ActivatedAbility, Cost, TargetSpec
from ..model import COLOR, CONTROLLED_BY, IS_CREATURE, YOU, Count


CREATURE_SPELL = TargetSpec("spell", "target creature spell", IS_CREATURE)
NONBLACK_CREATURE = TargetSpec("creature", "target nonblack creature", ~COLOR("B"))

_BOUNCE_ETB = "When this creature enters, return target creature to its owner's hand."
_FIREBREATHING = "{R}: This creature gets +1/+0 until end of turn."

CARDS = [
    # ------------------------------------------------------------------ white
    card("Elite Vanguard"),
    card("Tundra Wolves"),                     # first strike
    card("Suntail Hawk"),                      # flying
    card("Youthful Knight"),                   # first strike
    card("Fencing Ace"),                       # double strike
    card("Sungrace Pegasus"),                  # flying, lifelink
    card("Standing Troops"),                   # vigilance
    card("White Knight"),                      # first strike, protection from black
    card("Pacifism", enchant=CREATURE,
         static=[enchanted_has("CantAttack", "CantBlock", text="Enchanted creature can't attack or block.")]),
    card("Pressure Point", targets=[CREATURE], effects=[TapIt(), Draw(1)]),
    card("Angel's Mercy", effects=[GainLife(7)]),
    # ------------------------------------------------------------------ blue
    card("Storm Crow"),                        # flying
    card("Wind Drake"),                        # flying
    card("Horned Turtle"),
    card("Hover Barrier"),                     # defender, flying
    card("Air Elemental"),                     # flying
    card("Segovian Leviathan"),                # islandwalk
    card("Man-o'-War", triggered=[etb([Bounce()], targets=[CREATURE], text=_BOUNCE_ETB)]),
    card("Cancel", targets=[SPELL], effects=[CounterTargetSpell()]),
    card("Essence Scatter", targets=[CREATURE_SPELL], effects=[CounterTargetSpell()]),
    card("Divination", effects=[Draw(2)]),
    card("Unsummon", targets=[CREATURE], effects=[Bounce()]),
    card("Opt", effects=[Scry(optional=False), Draw(1)]),
    # ------------------------------------------------------------------ black
    card("Typhoid Rats"),                      # deathtouch
    card("Walking Corpse"),
    card("Dusk Imp"),                          # flying
    card("Bog Wraith"),                        # swampwalk
    card("Black Knight"),                      # first strike, protection from white
    card("Vampire Nighthawk"),                 # flying, deathtouch, lifelink
    card("Doom Blade", targets=[NONBLACK_CREATURE], effects=[Destroy()]),
    card("Murder", targets=[CREATURE], effects=[Destroy()]),
    card("Mind Rot", targets=[PLAYER], effects=[Discard(2, TARGET)]),
    card("Sign in Blood", targets=[PLAYER], effects=[Draw(2, TARGET), LoseLife(2, TARGET)]),
    card("Gruesome Fate", effects=[LoseLife(Count(IS_CREATURE & CONTROLLED_BY(YOU)), EACH_OPPONENT)]),
    # ------------------------------------------------------------------ red
    card("Raging Goblin"),                     # haste
    card("Mountain Goat"),                     # mountainwalk
    card("Gray Ogre"),
    card("Hill Giant"),
    card("Boggart Brute"),                     # menace
    card("Ridgetop Raptor"),                   # double strike
    card("Furnace Whelp", activated=[activated("{R}", [Pump(1, 0, SELF)], text=_FIREBREATHING)]),
    card("Charging Monstrosaur"),              # trample, haste
    card("Lightning Bolt", targets=[ANY], effects=[Damage(3)]),
    card("Volcanic Hammer", targets=[ANY], effects=[Damage(3)]),
    card("Lava Spike", targets=[PLAYER_OR_PW], effects=[Damage(3)]),
    # ------------------------------------------------------------------ green
    card("Llanowar Elves", activated=[ActivatedAbility(Cost(tap=True), text="{T}: Add {G}.", mana="G")]),
    card("Grizzly Bears"),
    card("Gladecover Scout"),                  # hexproof
    card("Canopy Spider"),                     # reach
    card("Centaur Courser"),
    card("War Mammoth"),                       # trample
    card("Sentinel Spider"),                   # vigilance, reach
    card("Colossal Dreadmaw"),                 # trample
    card("Naturalize", targets=[ARTIFACT_OR_ENCHANTMENT], effects=[Destroy()]),
    card("Aggressive Urge", targets=[CREATURE], effects=[Pump(1, 1), Draw(1)]),
    card("Battlegrowth", targets=[CREATURE], effects=[Counters("+1/+1", 1)]),
    # ------------------------------------------------------------------ colourless
    card("Darksteel Myr"),                     # indestructible
]
