"""White cards for the pool, chosen for multiplayer tables: anthems, tokens, life for team games, wraths,
"Creatures can't attack" statics, cost taxes (601.2f), kicker (702.33) and an Equipment helper. Every card's
whole Oracle text is implemented."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.constants import Step
from ...engine.definitions import TargetSpec
from ..model import ALWAYS, COLOR, HAS, IN_COMBAT, IS_CREATURE, IS_LAND, SUBTYPE, TYPE, Compare, Count, Times
from ..dsl import (ANY, ARTIFACT_OR_ENCHANTMENT, Attach, CREATURE, CREATURE_YOU_CONTROL, Counters, CreateToken, Damage,
                   Destroy, DestroyAll, EQUIPMENT_YOU_CONTROL, EachCreature, EachPermanent, Exile, GainLife, Grant,
                   ITS_CONTROLLER, If, PLAYER, PreventNext, SELF, SacrificeThis, TARGET, TARGET2, TapIt, UnlessPays, X,
                   YOU, activated, at_step, card, creature_with, cycling, enchanted_has, enters, enters_with, etb,
                   event_toughness, mode, noncreature, spells_cost, target_power, token, was_kicked, when_cycled,
                   when_event, when_you_gain_life, your_creatures)

SOLDIER = token("Soldier", 1, 1, subtypes=("Soldier",), colors="W")
SPIRIT = token("Spirit", 1, 1, subtypes=("Spirit",), colors="W", keywords=("Flying",))
WARRIOR = token("Warrior", 1, 1, subtypes=("Warrior",), colors="W")

ATTACKING_OR_BLOCKING = TargetSpec("creature", "target attacking or blocking creature",
                                   IN_COMBAT)


CARDS = [
    # ------------------------------------------------------------------ anthems and team statics (613.4c, 613.1f)
    card("Glorious Anthem", static=your_creatures(1, 1, text="Creatures you control get +1/+1.")),
    card("Honor of the Pure", static=your_creatures(1, 1, where=COLOR("W"),
                                                    text="White creatures you control get +1/+1.")),
    card("Crusade", static=your_creatures(1, 1, where=COLOR("W"), everyone=True, text="White creatures get +1/+1.")),
    card("Benalish Marshal", static=your_creatures(1, 1, other=True, text="Other creatures you control get +1/+1.")),
    card("Serra's Blessing", static=your_creatures(keywords=("Vigilance",),
                                                   text="Creatures you control have vigilance.")),
    card("Captain of the Watch",
         static=your_creatures(1, 1, ("Vigilance",), other=True, where=SUBTYPE("Soldier"),
                               text="Other Soldier creatures you control get +1/+1 and have vigilance."),
         triggered=[etb([CreateToken(SOLDIER, 3)],
                        text="When this creature enters, create three 1/1 white Soldier creature tokens.")]),
    # ------------------------------------------------------------------ "can't attack" statics (508.1a, 509.1a)
    card("Moat", static=your_creatures(keywords=("CantAttack",), everyone=True,
                                       where=~HAS("Flying"),
                                       text="Creatures without flying can't attack.")),
    card("Light of Day", static=your_creatures(keywords=("CantAttack", "CantBlock"), everyone=True,
                                               where=COLOR("B"),
                                               text="Black creatures can't attack or block.")),
    card("Peacekeeper", static=your_creatures(keywords=("CantAttack",), everyone=True, text="Creatures can't attack."),
         triggered=[at_step(Step.UPKEEP, [UnlessPays("{1}{W}", (SacrificeThis(),), YOU)],
                            text="At the beginning of your upkeep, sacrifice this creature unless you pay {1}{W}.")]),
    card("Pious Interdiction", enchant=CREATURE,
         static=[enchanted_has("CantAttack", "CantBlock", text="Enchanted creature can't attack or block.")],
         triggered=[etb([GainLife(2)], text="When this Aura enters, you gain 2 life.")]),
    # ------------------------------------------------------------------ cost taxes (601.2f)
    card("Thalia, Guardian of Thraben",
         static=[spells_cost(+1, noncreature, text="Noncreature spells cost {1} more to cast.")]),
    card("Aura of Silence",
         static=[spells_cost(+2, TYPE("Artifact", "Enchantment"), whose="opponents",
                             text="Artifact and enchantment spells your opponents cast cost {2} more to cast.")],
         activated=[activated("", [Destroy()], [ARTIFACT_OR_ENCHANTMENT], sacrifice=True,
                              text="Sacrifice this enchantment: Destroy target artifact or enchantment.")]),
    # ------------------------------------------------------------------ wraths and removal
    card("Day of Judgment", effects=[DestroyAll()]),
    card("Planar Cleansing", effects=[Destroy(EachPermanent(~IS_LAND))]),
    card("Swords to Plowshares", targets=[CREATURE], effects=[Exile(), GainLife(target_power(0), ITS_CONTROLLER)]),
    card("Disenchant", targets=[ARTIFACT_OR_ENCHANTMENT], effects=[Destroy()]),
    card("Sunlance", targets=[creature_with("target nonwhite creature", ~COLOR("W"))],
         effects=[Damage(3)]),
    card("Divine Verdict", targets=[ATTACKING_OR_BLOCKING], effects=[Destroy()]),
    card("Martial Coup", x=True,
         effects=[CreateToken(SOLDIER, X), If(Compare(X, ">=", 5), (Destroy(EachCreature(but_created=True)),))]),
    # ------------------------------------------------------------------ tokens
    card("Raise the Alarm", effects=[CreateToken(SOLDIER, 2)]),
    card("Spectral Procession", effects=[CreateToken(SPIRIT, 3)]),
    card("Secure the Wastes", x=True, effects=[CreateToken(WARRIOR, X)]),
    card("Attended Knight", triggered=[etb([CreateToken(SOLDIER)],
                                           text="When this creature enters, create a 1/1 white Soldier creature "
                                                "token.")]),
    # ------------------------------------------------------------------ life
    card("Congregate", targets=[PLAYER], effects=[GainLife(Times(2, Count(IS_CREATURE)), TARGET)]),
    card("Healing Salve", modes=[
        mode("Target player gains 3 life.", [GainLife(3, TARGET)], [PLAYER]),
        mode("Prevent the next 3 damage that would be dealt to any target this turn.", [PreventNext(3)], [ANY])]),
    card("Renewed Faith", effects=[GainLife(6)], activated=[cycling("{1}{W}")],
         triggered=[when_cycled([GainLife(2)], optional=True, text="When you cycle this card, you may gain 2 life.")]),
    card("Soul Warden", triggered=[enters([GainLife(1)], text="Whenever another creature enters, you gain 1 life.")]),
    card("Ajani's Pridemate", triggered=[when_you_gain_life([Counters("+1/+1", 1, SELF)],
                                                            text="Whenever you gain life, put a +1/+1 counter on "
                                                                 "this creature.")]),
    card("Angelic Chorus", triggered=[enters([GainLife(event_toughness)], whose="you", other=False,
                                             text="Whenever a creature you control enters, you gain life equal to "
                                                  "its toughness.")]),
    card("Righteous Cause", triggered=[when_event(ev.ATTACKS, ALWAYS, [GainLife(1)],
                                                  text="Whenever a creature attacks, you gain 1 life.")]),
    # ------------------------------------------------------------------ kicker (702.33)
    card("Kor Sanctifiers", kicker="{W}",
         triggered=[etb([Destroy()], [ARTIFACT_OR_ENCHANTMENT], intervening=was_kicked,
                        text="When this creature enters, if it was kicked, destroy target artifact or enchantment.")]),
    card("Kor Aeronaut", kicker="{1}{W}",
         triggered=[etb([Grant("Flying")], [CREATURE], intervening=was_kicked,
                        text="When this creature enters, if it was kicked, target creature gains flying until end "
                             "of turn.")]),
    card("Benalish Lancer", kicker="{2}{W}", as_enters=enters_with(2, "+1/+1", "First strike")),
    # ------------------------------------------------------------------ creatures with abilities
    card("Kor Outfitter",
         triggered=[etb([Attach(TARGET, TARGET2)], [EQUIPMENT_YOU_CONTROL, CREATURE_YOU_CONTROL], optional=True,
                        text="When this creature enters, you may attach target Equipment you control to target "
                             "creature you control.")]),
    card("Blinding Mage", activated=[activated("{W}", [TapIt()], [CREATURE], tap=True,
                                               text="{W}, {T}: Tap target creature.")]),
    card("Samite Healer", activated=[activated("", [PreventNext(1)], [ANY], tap=True,
                                               text="{T}: Prevent the next 1 damage that would be dealt to any "
                                                    "target this turn.")]),
    # ------------------------------------------------------------------ keyword creatures
    card("Savannah Lions"),
    card("Benalish Knight"),                       # flash, first strike
    card("Knight of Meadowgrain"),                 # first strike, lifelink
    card("Paladin en-Vec", keywords=("Protection from red",)),   # first strike, protection from black and from red
    card("Righteous Avengers"),                    # plainswalk
    card("Wall of Swords"),                        # defender, flying
]
