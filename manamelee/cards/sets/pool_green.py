"""Green cards for the pool: land search (701.19) including "each player" searches, mana creatures, fights
(701.12), mass pump, artifact/enchantment removal whose controller is compensated (Beast Within, Nature's
Claim), X damage to each player (Hurricane), kicker (702.33) and "When you cycle this card". Every card's
whole Oracle text is implemented."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.constants import BATTLEFIELD
from ...engine.definitions import TargetSpec
from ..model import HAS, IS_ENCHANTMENT, SUBTYPE, Casts
from ..dsl import (ARTIFACT_ENCHANTMENT_OR_LAND, ARTIFACT_OR_ENCHANTMENT, Bounce, CARD_IN_YOUR_GRAVEYARD, CREATURE,
                   CREATURES_YOU_CONTROL, CREATURE_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL, CreateToken, Damage, Destroy,
                   Draw, EACH_PLAYER, EachCreature, EachPermanent, EventObject, Fight, GainLife, Grant, ITS_CONTROLLER,
                   IfKicked, LAND, PERMANENT, PreventAllCombatDamage, Pump, PutOnLibrary, SearchLibrary, TARGET,
                   TARGET2, X, activated, basic_land, card, cycling, dies, enchanted_gets, enchanted_has, enters_with,
                   etb, leaves, mana_ability, of_type, token, was_kicked, when_cycled, when_event)

BEAST = token("Beast", 3, 3, subtypes=("Beast",), colors="G")
INSECT = token("Insect", 1, 1, subtypes=("Insect",), colors="G", keywords=("Flying", "Deathtouch"))
ANOTHER_LAND = TargetSpec("permanent", "another target land", of_type("Land"), other_than=0)


def _search(what: str = "pool.what.basic_land", *, to: str = "hand", tapped: bool = False, count: int = 1,
            **kw) -> SearchLibrary:
    return SearchLibrary(basic_land, to=to, what=what, tapped=tapped, count=count, **kw)


CARDS = [
    # ------------------------------------------------------------------ mana and land search (605, 701.19)
    card("Fyndhorn Elves", activated=[mana_ability("G")]),
    card("Avacyn's Pilgrim", activated=[mana_ability("W")]),
    card("Birds of Paradise", activated=[mana_ability("WUBRG")]),            # flying
    card("Rampant Growth", effects=[_search(to=BATTLEFIELD, tapped=True)]),
    card("Explosive Vegetation", effects=[_search("pool.what.two_basic_lands", to=BATTLEFIELD, tapped=True,
                                                  count=2)]),
    card("Sakura-Tribe Elder",
         activated=[activated("", [_search(to=BATTLEFIELD, tapped=True)], sacrifice=True,
                              text="Sacrifice this creature: Search your library for a basic land card, put that "
                                   "card onto the battlefield tapped, then shuffle.")]),
    card("Wood Elves",
         triggered=[etb([SearchLibrary(SUBTYPE("Forest"), to=BATTLEFIELD,
                                       what="pool.what.forest_card")],
                        text="When this creature enters, search your library for a Forest card, put that card onto "
                             "the battlefield, then shuffle.")]),
    card("Farhaven Elf",
         triggered=[etb([_search(to=BATTLEFIELD, tapped=True)], optional=True,
                        text="When this creature enters, you may search your library for a basic land card, put it "
                             "onto the battlefield tapped, then shuffle.")]),
    card("Civic Wayfinder",
         triggered=[etb([_search()], optional=True,
                        text="When this creature enters, you may search your library for a basic land card, reveal "
                             "it, put it into your hand, then shuffle.")]),
    card("Yavimaya Elder",
         triggered=[dies([_search("pool.what.two_basic_lands", count=2)], optional=True,
                         text="When this creature dies, you may search your library for up to two basic land cards, "
                              "reveal them, put them into your hand, then shuffle.")],
         activated=[activated("{2}", [Draw(1)], sacrifice=True, text="{2}, Sacrifice this creature: Draw a card.")]),
    card("Krosan Tusker", activated=[cycling("{2}{G}")],
         triggered=[when_cycled([_search()], optional=True,
                                text="When you cycle this card, you may search your library for a basic land card, "
                                     "reveal that card, put it into your hand, then shuffle.")]),
    card("Veteran Explorer",
         triggered=[dies([_search("pool.what.two_basic_lands", to=BATTLEFIELD, count=2, whose=EACH_PLAYER,
                                  own=True)],
                         text="When this creature dies, each player may search their library for up to two basic "
                              "land cards, put them onto the battlefield, then shuffle.")]),
    # ------------------------------------------------------------------ card advantage and recursion
    card("Elvish Visionary", triggered=[etb([Draw(1)], text="When this creature enters, draw a card.")]),
    card("Harmonize", effects=[Draw(3)]),
    card("Regrowth", targets=[CARD_IN_YOUR_GRAVEYARD], effects=[Bounce()]),
    card("Eternal Witness",
         triggered=[etb([Bounce()], [CARD_IN_YOUR_GRAVEYARD], optional=True,
                        text="When this creature enters, you may return target card from your graveyard to your "
                             "hand.")]),
    card("Argothian Enchantress",                                            # shroud
         triggered=[when_event(ev.CAST, Casts(IS_ENCHANTMENT, "you"), [Draw(1)],
                               text="Whenever you cast an enchantment spell, draw a card.")]),
    # ------------------------------------------------------------------ pump, fights and combat
    card("Overrun", effects=[Pump(3, 3, CREATURES_YOU_CONTROL), Grant("Trample", CREATURES_YOU_CONTROL)]),
    card("Vines of Vastwood", kicker="{G}", targets=[CREATURE], effects=[Grant("Hexproof"), IfKicked(Pump(4, 4))]),
    card("Prey Upon", targets=[CREATURE_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL], effects=[Fight()]),
    card("Rabid Bite", targets=[CREATURE_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL], effects=[Fight(one_sided=True)]),
    card("Fog", effects=[PreventAllCombatDamage()]),
    card("Hurricane", x=True, effects=[Damage(X, EachCreature(HAS("Flying"))), Damage(X, EACH_PLAYER)]),
    card("Rancor", enchant=CREATURE,
         static=[enchanted_has("Trample", text="Enchanted creature gets +2/+0 and has trample."),
                 enchanted_gets(2, 0, text="Enchanted creature gets +2/+0 and has trample.")],
         triggered=[dies([Bounce(EventObject("new_obj"))],
                         text="When this Aura is put into a graveyard from the battlefield, return it to its owner's "
                              "hand.")]),
    # ------------------------------------------------------------------ removal
    card("Creeping Mold", targets=[ARTIFACT_ENCHANTMENT_OR_LAND], effects=[Destroy()]),
    card("Tranquility", effects=[Destroy(EachPermanent(IS_ENCHANTMENT))]),
    card("Nature's Claim", targets=[ARTIFACT_OR_ENCHANTMENT], effects=[Destroy(), GainLife(4, ITS_CONTROLLER)]),
    card("Beast Within", targets=[PERMANENT], effects=[Destroy(), CreateToken(BEAST, 1, ITS_CONTROLLER)]),
    card("Plow Under", targets=[LAND, ANOTHER_LAND], effects=[PutOnLibrary(TARGET), PutOnLibrary(TARGET2)]),
    card("Acidic Slime",                                                     # deathtouch
         triggered=[etb([Destroy()], [ARTIFACT_ENCHANTMENT_OR_LAND],
                        text="When this creature enters, destroy target artifact, enchantment, or land.")]),
    # ------------------------------------------------------------------ big bodies and tokens
    card("Hornet Queen", triggered=[etb([CreateToken(INSECT, 4)],
                                        text="When this creature enters, create four 1/1 green Insect creature "
                                             "tokens with flying and deathtouch.")]),
    card("Thragtusk", triggered=[etb([GainLife(5)], text="When this creature enters, you gain 5 life."),
                                 leaves([CreateToken(BEAST)], text="When this creature leaves the battlefield, create "
                                                                   "a 3/3 green Beast creature token.")]),
    card("Craw Wurm"),
    card("Ambush Viper"),                                                    # flash, deathtouch
    card("Shanodin Dryads"),                                                 # forestwalk
    # ------------------------------------------------------------------ kicker (702.33)
    card("Baloth Gorger", kicker="{4}", as_enters=enters_with(3)),
    card("Kavu Titan", kicker="{2}{G}", as_enters=enters_with(3, "+1/+1", "Trample")),
    card("Citanul Woodreaders", kicker="{2}{G}",
         triggered=[etb([Draw(2)], intervening=was_kicked,
                        text="When this creature enters, if it was kicked, draw two cards.")]),
]
