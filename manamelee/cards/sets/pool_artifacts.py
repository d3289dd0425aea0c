"""Colourless artifacts for the pool: mana rocks, Equipment (301.5, 702.6), cost changers (601.2f), a spell
copier (707.10), and multiplayer table-changers that hit each player (Howling Mine, Temple Bell, Ankh of Mishra,
Nevinyrral's Disk). Every card's whole Oracle text is implemented."""
from __future__ import annotations

from ...engine.constants import BATTLEFIELD, Step
from ..model import CONTROLLED_BY, IS_ARTIFACT, TYPE, YOU, SourceUntapped
from ..dsl import (CopySpell, Counters, CreateToken, Damage, Destroy, Draw, EACH_PLAYER, EVENT_SPELL, EachCreature,
                   EachPermanent, EventObjectController, EventPlayer, ExileGraveyard, GainLife, MayPay, Mill, PLAYER,
                   SearchLibrary, TARGET, TapIt, activated, at_step, basic_land, card, dies, enters, enters_tapped,
                   equip, equipped, etb, mana_ability, of_color, on_cast, permanent, spells_cost, token, your_creatures)


ARTIFACT_CREATURE_OR_LAND = permanent("target artifact, creature, or land",
                                      TYPE("Artifact", "Creature", "Land"))
WURM_DEATHTOUCH = token("Phyrexian Wurm", 3, 3, types=("Artifact", "Creature"), subtypes=("Phyrexian", "Wurm"),
                        keywords=("Deathtouch",))
WURM_LIFELINK = token("Phyrexian Wurm", 3, 3, types=("Artifact", "Creature"), subtypes=("Phyrexian", "Wurm"),
                      keywords=("Lifelink",))
BASIC_TAPPED = SearchLibrary(basic_land, to=BATTLEFIELD, what="pool.what.basic_land", tapped=True)

CARDS = [
    # ------------------------------------------------------------------ mana rocks (605)
    card("Sol Ring", activated=[mana_ability("C", 2)]),
    card("Thran Dynamo", activated=[mana_ability("C", 3)]),
    card("Manalith", activated=[mana_ability("WUBRG")]),
    card("Darksteel Ingot", activated=[mana_ability("WUBRG")]),                 # indestructible
    card("Gilded Lotus", activated=[mana_ability("WUBRG", 3)]),                 # three mana of any one colour
    card("Worn Powerstone", as_enters=enters_tapped, activated=[mana_ability("C", 2)]),
    card("Mind Stone", activated=[mana_ability("C"),
                                  activated("{1}", [Draw(1)], tap=True, sacrifice=True,
                                            text="{1}, {T}, Sacrifice this artifact: Draw a card.")]),
    card("Hedron Archive", activated=[mana_ability("C", 2),
                                      activated("{2}", [Draw(2)], tap=True, sacrifice=True,
                                                text="{2}, {T}, Sacrifice this artifact: Draw two cards.")]),
    # ------------------------------------------------------------------ Equipment (301.5, 702.6)
    card("Bonesplitter", static=equipped(2, 0, text="Equipped creature gets +2/+0."), activated=[equip("{1}")]),
    card("Vulshok Morningstar", static=equipped(2, 2, text="Equipped creature gets +2/+2."),
         activated=[equip("{2}")]),
    card("Loxodon Warhammer", static=equipped(3, 0, "Trample", "Lifelink",
                                              text="Equipped creature gets +3/+0 and has trample and lifelink."),
         activated=[equip("{3}")]),
    card("Lightning Greaves", static=equipped(0, 0, "Haste", "Shroud", text="Equipped creature has haste and shroud."),
         activated=[equip("{0}")]),
    card("Swiftfoot Boots", static=equipped(0, 0, "Hexproof", "Haste", text="Equipped creature has hexproof and haste."),
         activated=[equip("{1}")]),
    card("Fireshrieker", static=equipped(0, 0, "Double strike", text="Equipped creature has double strike."),
         activated=[equip("{2}")]),
    card("Accorder's Shield", static=equipped(0, 3, "Vigilance",
                                              text="Equipped creature gets +0/+3 and has vigilance."),
         activated=[equip("{3}")]),
    card("Cobbled Wings", static=equipped(0, 0, "Flying", text="Equipped creature has flying."),
         activated=[equip("{1}")]),
    # ------------------------------------------------------------------ artifact creatures
    card("Ornithopter"),                                                        # flying
    card("Steel Wall"),                                                         # defender
    card("Bottle Gnomes", activated=[activated("", [GainLife(3)], sacrifice=True,
                                               text="Sacrifice this creature: You gain 3 life.")]),
    card("Solemn Simulacrum",
         triggered=[etb([BASIC_TAPPED], optional=True,
                        text="When this creature enters, you may search your library for a basic land card, put "
                             "that card onto the battlefield tapped, then shuffle."),
                    dies([Draw(1)], optional=True, text="When this creature dies, you may draw a card.")]),
    card("Steel Overseer",
         activated=[activated("", [Counters("+1/+1", 1, EachCreature(CONTROLLED_BY(YOU) & IS_ARTIFACT))], tap=True,
                              text="{T}: Put a +1/+1 counter on each artifact creature you control.")]),
    card("Chief of the Foundry", static=your_creatures(1, 1, other=True, where=IS_ARTIFACT,
                                                       text="Other artifact creatures you control get +1/+1.")),
    card("Foundry Inspector", static=[spells_cost(-1, IS_ARTIFACT, whose="you",
                                                  text="Artifact spells you cast cost {1} less to cast.")]),
    card("Burnished Hart",
         activated=[activated("{3}", [SearchLibrary(basic_land, to=BATTLEFIELD, what="pool.what.two_basic_lands",
                                                    count=2, tapped=True)], sacrifice=True,
                              text="{3}, Sacrifice this creature: Search your library for up to two basic land "
                                   "cards, put them onto the battlefield tapped, then shuffle.")]),
    card("Wurmcoil Engine",
         triggered=[dies([CreateToken(WURM_DEATHTOUCH), CreateToken(WURM_LIFELINK)],
                         text="When this creature dies, create a 3/3 colorless Phyrexian Wurm artifact creature "
                              "token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token "
                              "with lifelink.")]),
    # ------------------------------------------------------------------ cost changes (601.2f)
    card("Sphere of Resistance", static=[spells_cost(+1, text="Spells cost {1} more to cast.")]),
    card("Helm of Awakening", static=[spells_cost(-1, text="Spells cost {1} less to cast.")]),
    card("Pearl Medallion", static=[spells_cost(-1, of_color("W"), whose="you",
                                                text="White spells you cast cost {1} less to cast.")]),
    # ------------------------------------------------------------------ the table: each player, copies, removal
    card("Mirari",
         triggered=[on_cast([MayPay("{3}", (CopySpell(EVENT_SPELL),))], "instant_or_sorcery",
                            text="Whenever you cast an instant or sorcery spell, you may pay {3}. If you do, copy "
                                 "that spell. You may choose new targets for the copy.")]),
    card("Howling Mine",
         triggered=[at_step(Step.DRAW, [Draw(1, EventPlayer("player"))], whose="each_player",
                            intervening=SourceUntapped(),
                            text="At the beginning of each player's draw step, if this artifact is untapped, that "
                                 "player draws an additional card.")]),
    card("Temple Bell", activated=[activated("", [Draw(1, EACH_PLAYER)], tap=True, text="{T}: Each player draws a card.")]),
    card("Ankh of Mishra",
         triggered=[enters([Damage(2, EventObjectController())], what="Land", other=False,
                           text="Whenever a land enters, this artifact deals 2 damage to that land's controller.")]),
    card("Nevinyrral's Disk", as_enters=enters_tapped,
         activated=[activated("{1}", [Destroy(EachPermanent(TYPE("Artifact", "Creature", "Enchantment")))], tap=True,
                              text="{1}, {T}: Destroy all artifacts, creatures, and enchantments.")]),
    card("Icy Manipulator", activated=[activated("{1}", [TapIt()], [ARTIFACT_CREATURE_OR_LAND], tap=True,
                                                 text="{1}, {T}: Tap target artifact, creature, or land.")]),
    card("Millstone", activated=[activated("{2}", [Mill(2, TARGET)], [PLAYER], tap=True,
                                           text="{2}, {T}: Target player mills two cards.")]),
    card("Tormod's Crypt", activated=[activated("", [ExileGraveyard()], [PLAYER], tap=True, sacrifice=True,
                                                text="{T}, Sacrifice this artifact: Exile target player's graveyard.")]),
]
