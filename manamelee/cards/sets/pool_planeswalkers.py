"""Planeswalkers written by hand (306, 606) whose loyalty abilities the oracle grammar does not read yet: each
ability is a loyalty ability (``loyalty_ability``: "[+1]", "[−2]", "[0]", "[−X]") built from DSL effects; emblems
(114) are ``emblem(...)`` definitions given by ``GetEmblem``."""
from __future__ import annotations

from dataclasses import replace

from ...engine import events as ev
from ...engine.constants import BATTLEFIELD
from ..dsl import (ANY, CREATURE, CREATURE_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL, CREATURES_YOU_CONTROL, EACH_CREATURE,
                   EACH_OPPONENT, EACH_PLAYER, ITS_CONTROLLER, LAND, OPPONENT as OPPONENT_TARGET, PERMANENT, PLAYER,
                   PLAYER_OR_PW, SELF, YOU as YOU_SEL, AddMana, Bounce, Counters, CreateToken, Damage,
                   DamageTargetAndTheirCreatures, Destroy, DestroyAll, Draw, EachCreature, EachPermanent, EventPlayer,
                   Exile, ExtraTurn, Fight, GainControl, GainLife, GetEmblem, Grant, LoseLife, Mill, Pump,
                   ReturnToBattlefield, Scry, SearchLibrary, TapIt, Target, TargetController, TargetSpec, UntapIt, X,
                   DiscardAtRandom, LookAtTopMayTake, ReturnAllFromGraveyard, card, dies, emblem, loyalty_ability, token, when_event, your_creatures)
from ..dsl.statics import creature_statics
from ..model import (ALWAYS, CONTROLLED_BY, EVENT_AMOUNT, OWNED_BY, CardsInGraveyard, Count, Enters, GreatestPower,
                     HasSubtype, HasSupertype, HasType, IS_CREATURE, IS_LAND, IS_PLANESWALKER, IS_TOKEN, LifeTotal,
                     Matching, OPPONENT, PlayerIs, Times, YOU)
from ..model.amounts import HandSize
from ..model.filters import HasCounter, HasName, PowerAtLeast

BEAST = token("Beast", 3, 3, subtypes=("Beast",), colors="G")
DRAGON = token("Dragon", 4, 4, subtypes=("Dragon",), colors="R", keywords=("Flying",))
_SECOND_LAND = replace(LAND, other_than=0)
SOLDIER = token("Soldier", 1, 1, subtypes=("Soldier",), colors="W")
PLANT = token("Plant", 0, 1, subtypes=("Plant",), colors="G")
# Emblems (114): only their abilities, working from the command zone (114.4).
ELSPETH_KE_EMBLEM = emblem(
    "Emblem (Elspeth, Knight-Errant)",
    static=creature_statics(Matching(HasType(("Artifact", "Creature", "Enchantment", "Land")) & CONTROLLED_BY(YOU)),
                            0, 0, ("Indestructible",),
                            "Artifacts, creatures, enchantments, and lands you control have indestructible."),
    text="Artifacts, creatures, enchantments, and lands you control have indestructible.")
ELSPETH_SC_EMBLEM = emblem("Emblem (Elspeth, Sun's Champion)",
                           static=your_creatures(2, 2, ("Flying",), text="Creatures you control get +2/+2 and have "
                                                                          "flying."),
                           text="Creatures you control get +2/+2 and have flying.")
OB_NIXILIS_EMBLEM = emblem("Emblem (Ob Nixilis Reignited)",
                           triggered=[when_event(ev.DRAW, ALWAYS, [LoseLife(2, YOU_SEL)],
                                                 text="Whenever a player draws a card, you lose 2 life.")],
                           text="Whenever a player draws a card, you lose 2 life.")
_LANDS_YOU_CONTROL = Count(IS_LAND & CONTROLLED_BY(YOU))
# 601.2c / 115.6: "up to one target" may be left unchosen.
UP_TO_ONE_CREATURE = replace(CREATURE, label="up to one target creature", optional=True)
UP_TO_ONE_ARTIFACT_OR_CREATURE = TargetSpec("permanent", "up to one target artifact or creature",
                                            HasType(("Artifact", "Creature")), optional=True)
DELLIAN_EMBLEM = emblem("Emblem (Professor Dellian Fel)",
                        triggered=[when_event(ev.LIFE_GAIN, PlayerIs("you"), [LoseLife(EVENT_AMOUNT, Target(0))],
                                              [OPPONENT_TARGET],
                                              text="Whenever you gain life, target opponent loses that much life.")],
                        text="Whenever you gain life, target opponent loses that much life.")
GARRUK_CH_EMBLEM = emblem("Emblem (Garruk, Cursed Huntsman)",
                          static=your_creatures(3, 3, ("Trample",), text="Creatures you control get +3/+3 and have "
                                                                         "trample."),
                          text="Creatures you control get +3/+3 and have trample.")
GREMLIN = token("Gremlin", 2, 2, subtypes=("Gremlin",), colors="R")
CAT = token("Cat", 2, 2, subtypes=("Cat",), colors="W")
_OPPONENTS_CREATURES = EachCreature(IS_CREATURE & CONTROLLED_BY(OPPONENT))
_CREATURE_OR_PLAYER = TargetSpec("creature_or_player", "target creature or player")
_DINOSAUR_YOU_CONTROL = HasSubtype(("Dinosaur",)) & CONTROLLED_BY(YOU)
UP_TO_ONE_DINOSAUR_YOU_CONTROL = TargetSpec("creature", "up to one target Dinosaur you control", _DINOSAUR_YOU_CONTROL,
                                            optional=True)
DINOSAUR_YOU_CONTROL = TargetSpec("creature", "target Dinosaur you control", _DINOSAUR_YOU_CONTROL)
WURM = token("Wurm", 6, 6, subtypes=("Wurm",), colors="G")
UP_TO_ONE_CREATURE_CARD_IN_YOUR_GRAVEYARD = TargetSpec(
    "graveyard_card", "up to one target creature card from your graveyard", IS_CREATURE & OWNED_BY(YOU), optional=True)
EMPLOYEE = token("Employee", 1, 1, subtypes=("Employee",), colors="R")
_DRAGON_CREATURE_CARD = IS_CREATURE & HasSubtype(("Dragon",))
_CREATURES_YOU_CONTROL_COUNT = Count(IS_CREATURE & CONTROLLED_BY(YOU))
_MOUNTAIN = HasSubtype(("Mountain",))
HUATLI_RC_EMBLEM = emblem("Emblem (Huatli, Radiant Champion)",
                          triggered=[when_event(ev.ZONE_CHANGE, Enters(IS_CREATURE & CONTROLLED_BY(YOU), other=False),
                                                [Draw(1)], optional=True,
                                                text="Whenever a creature you control enters, you may draw a card.")],
                          text="Whenever a creature you control enters, you may draw a card.")
KOTH_FOR_EMBLEM = emblem("Emblem (Koth, Fire of Resistance)",
                         triggered=[when_event(ev.ZONE_CHANGE, Enters(_MOUNTAIN & CONTROLLED_BY(YOU), other=False),
                                               [Damage(4)], [ANY],
                                               text="Whenever a Mountain you control enters, this emblem deals 4 "
                                                    "damage to any target.")],
                         text="Whenever a Mountain you control enters, this emblem deals 4 damage to any target.")
CREATURE_CARD_IN_A_GRAVEYARD = TargetSpec("graveyard_card", "target creature card from a graveyard", IS_CREATURE)
CREATURE_OR_PLANESWALKER = TargetSpec("permanent", "target creature or planeswalker",
                                      HasType(("Creature", "Planeswalker")))
DOMRI_RADE_EMBLEM = emblem(
    "Emblem (Domri Rade)",
    static=your_creatures(0, 0, ("Double strike", "Trample", "Hexproof", "Haste"),
                          text="Creatures you control have double strike, trample, hexproof, and haste."),
    text="Creatures you control have double strike, trample, hexproof, and haste.")
CREATURE_WITH_MINUS_COUNTER = TargetSpec("creature", "target creature with a -1/-1 counter on it", HasCounter("-1/-1"))
ANOTHER_CREATURE = TargetSpec("creature", "another target creature", other_than=0)
CURSED_WOLF = replace(
    token("Wolf", 2, 2, subtypes=("Wolf",), colors="BG"),
    triggered=(dies([Counters("loyalty", 1, EachPermanent(HasSubtype(("Garruk",)) & CONTROLLED_BY(YOU)))],
                    text="When this token dies, put a loyalty counter on each Garruk you control."),))

CARDS = [
    card("Jace Beleren", activated=[
        loyalty_ability("+2", [Draw(1, EACH_PLAYER)], text="[+2]: Each player draws a card."),
        loyalty_ability("-1", [Draw(1, Target(0))], [PLAYER], text="[−1]: Target player draws a card."),
        loyalty_ability("-10", [Mill(20, Target(0))], [PLAYER], text="[−10]: Target player mills twenty cards."),
    ]),
    card("Chandra Nalaar", activated=[
        loyalty_ability("+1", [Damage(1)], [PLAYER_OR_PW],
                        text="[+1]: Chandra Nalaar deals 1 damage to target player or planeswalker."),
        loyalty_ability("-X", [Damage(X)], [CREATURE], text="[−X]: Chandra Nalaar deals X damage to target creature."),
        loyalty_ability("-8", [DamageTargetAndTheirCreatures(10)], [PLAYER_OR_PW],
                        text="[−8]: Chandra Nalaar deals 10 damage to target player or planeswalker and each creature "
                             "that player or that planeswalker's controller controls."),
    ]),
    card("Garruk Wildspeaker", activated=[
        loyalty_ability("+1", [UntapIt(Target(0)), UntapIt(Target(1))], [LAND, _SECOND_LAND],
                        text="[+1]: Untap two target lands."),
        loyalty_ability("-1", [CreateToken(BEAST)], text="[−1]: Create a 3/3 green Beast creature token."),
        loyalty_ability("-4", [Pump(3, 3, CREATURES_YOU_CONTROL), Grant("Trample", CREATURES_YOU_CONTROL)],
                        text="[−4]: Creatures you control get +3/+3 and gain trample until end of turn."),
    ]),
    card("Sarkhan Vol", activated=[
        loyalty_ability("+1", [Pump(1, 1, CREATURES_YOU_CONTROL), Grant("Haste", CREATURES_YOU_CONTROL)],
                        text="[+1]: Creatures you control get +1/+1 and gain haste until end of turn."),
        loyalty_ability("-2", [GainControl(), UntapIt(), Grant("Haste")], [CREATURE],
                        text="[−2]: Gain control of target creature until end of turn. Untap that creature. "
                             "It gains haste until end of turn."),
        loyalty_ability("-6", [CreateToken(DRAGON, 5)], text="[−6]: Create five 4/4 red Dragon creature tokens with flying."),
    ]),
    card("Samut, Tyrant Smasher", static=[*your_creatures(0, 0, ("Haste",), text="Creatures you control have haste.")],
         activated=[
        loyalty_ability("-1", [Pump(2, 1), Grant("Haste"), Scry(optional=False)], [CREATURE],
                        text="[−1]: Target creature gets +2/+1 and gains haste until end of turn. Scry 1."),
    ]),
    card("Domri, City Smasher", activated=[
        loyalty_ability("+2", [Pump(1, 1, CREATURES_YOU_CONTROL), Grant("Haste", CREATURES_YOU_CONTROL)],
                        text="[+2]: Creatures you control get +1/+1 and gain haste until end of turn."),
        loyalty_ability("-3", [Damage(3)], [ANY], text="[−3]: Domri deals 3 damage to any target."),
        loyalty_ability("-8", [Counters("+1/+1", 3, CREATURES_YOU_CONTROL), Grant("Trample", CREATURES_YOU_CONTROL)],
                        text="[−8]: Put three +1/+1 counters on each creature you control. Those creatures gain "
                             "trample until end of turn."),
    ]),
    card("Chandra, Pyrogenius", activated=[
        loyalty_ability("+2", [Damage(2, EACH_OPPONENT)], text="[+2]: Chandra deals 2 damage to each opponent."),
        loyalty_ability("-3", [Damage(4)], [CREATURE], text="[−3]: Chandra deals 4 damage to target creature."),
        loyalty_ability("-10", [DamageTargetAndTheirCreatures(6)], [PLAYER_OR_PW],
                        text="[−10]: Chandra deals 6 damage to target player or planeswalker and each creature that "
                             "player or that planeswalker's controller controls."),
    ]),
    card("Chandra, Flame's Fury", activated=[
        loyalty_ability("+1", [Damage(2)], [ANY], text="[+1]: Chandra deals 2 damage to any target."),
        loyalty_ability("-2", [Damage(4), Damage(2, ITS_CONTROLLER)], [CREATURE],
                        text="[−2]: Chandra deals 4 damage to target creature and 2 damage to that creature's "
                             "controller."),
        loyalty_ability("-8", [DamageTargetAndTheirCreatures(10)], [PLAYER],
                        text="[−8]: Chandra deals 10 damage to target player and each creature that player controls."),
    ]),
    card("Kiora, Behemoth Beckoner",
         triggered=[when_event(ev.ZONE_CHANGE, Enters(IS_CREATURE & CONTROLLED_BY(YOU) & PowerAtLeast(4), other=False),
                               [Draw(1)], text="Whenever a creature you control with power 4 or greater enters, draw a "
                                               "card.")],
         activated=[loyalty_ability("-1", [UntapIt()], [PERMANENT], text="[−1]: Untap target permanent.")]),
    card("Elspeth, Knight-Errant", activated=[
        loyalty_ability("+1", [CreateToken(SOLDIER)], text="[+1]: Create a 1/1 white Soldier creature token."),
        loyalty_ability("+1", [Pump(3, 3), Grant("Flying")], [CREATURE],
                        text="[+1]: Target creature gets +3/+3 and gains flying until end of turn."),
        loyalty_ability("-8", [GetEmblem(ELSPETH_KE_EMBLEM)],
                        text="[−8]: You get an emblem with \"Artifacts, creatures, enchantments, and lands you control "
                             "have indestructible.\""),
    ]),
    card("Elspeth, Sun's Champion", activated=[
        loyalty_ability("+1", [CreateToken(SOLDIER, 3)], text="[+1]: Create three 1/1 white Soldier creature tokens."),
        loyalty_ability("-3", [DestroyAll(EachCreature(PowerAtLeast(4)))],
                        text="[−3]: Destroy all creatures with power 4 or greater."),
        loyalty_ability("-7", [GetEmblem(ELSPETH_SC_EMBLEM)],
                        text="[−7]: You get an emblem with \"Creatures you control get +2/+2 and have flying.\""),
    ]),
    card("Ob Nixilis Reignited", activated=[
        loyalty_ability("+1", [Draw(1), LoseLife(1, YOU_SEL)], text="[+1]: You draw a card and you lose 1 life."),
        loyalty_ability("-3", [Destroy(Target(0))], [CREATURE], text="[−3]: Destroy target creature."),
        loyalty_ability("-8", [GetEmblem(OB_NIXILIS_EMBLEM, Target(0))], [OPPONENT_TARGET],
                        text="[−8]: Target opponent gets an emblem with \"Whenever a player draws a card, you lose 2 "
                             "life.\""),
    ]),
    card("Nissa, Voice of Zendikar", activated=[
        loyalty_ability("+1", [CreateToken(PLANT)], text="[+1]: Create a 0/1 green Plant creature token."),
        loyalty_ability("-2", [Counters("+1/+1", 1, CREATURES_YOU_CONTROL)],
                        text="[−2]: Put a +1/+1 counter on each creature you control."),
        loyalty_ability("-7", [GainLife(_LANDS_YOU_CONTROL), Draw(_LANDS_YOU_CONTROL)],
                        text="[−7]: You gain X life and draw X cards, where X is the number of lands you control."),
    ]),
    card("Teferi, Timebender", activated=[
        loyalty_ability("+2", [UntapIt()], [UP_TO_ONE_ARTIFACT_OR_CREATURE],
                        text="[+2]: Untap up to one target artifact or creature."),
        loyalty_ability("-3", [GainLife(2), Draw(2)], text="[−3]: You gain 2 life and draw two cards."),
        loyalty_ability("-9", [ExtraTurn()], text="[−9]: Take an extra turn after this one."),
    ]),
    card("Ajani, Inspiring Leader", activated=[
        loyalty_ability("+2", [GainLife(2), Counters("+1/+1", 2, Target(0))], [UP_TO_ONE_CREATURE],
                        text="[+2]: You gain 2 life. Put two +1/+1 counters on up to one target creature."),
        # "Its controller gains 2 life": the exiled creature's last known controller (608.2h).
        loyalty_ability("-3", [Exile(Target(0)), GainLife(2, TargetController(0))], [CREATURE],
                        text="[−3]: Exile target creature. Its controller gains 2 life."),
        loyalty_ability("-10", [Grant("Flying", CREATURES_YOU_CONTROL), Grant("Double strike", CREATURES_YOU_CONTROL)],
                        text="[−10]: Creatures you control gain flying and double strike until end of turn."),
    ]),
    card("Professor Dellian Fel", activated=[
        loyalty_ability("+2", [GainLife(3)], text="[+2]: You gain 3 life."),
        loyalty_ability("0", [Draw(1), LoseLife(1, YOU_SEL)], text="[0]: You draw a card and lose 1 life."),
        loyalty_ability("-3", [Destroy(Target(0))], [CREATURE], text="[−3]: Destroy target creature."),
        loyalty_ability("-6", [GetEmblem(DELLIAN_EMBLEM)],
                        text="[−6]: You get an emblem with \"Whenever you gain life, target opponent loses that much "
                             "life.\""),
    ]),
    card("Garruk, Cursed Huntsman", activated=[
        loyalty_ability("0", [CreateToken(CURSED_WOLF, 2)],
                        text="[0]: Create two 2/2 black and green Wolf creature tokens with \"When this token dies, put "
                             "a loyalty counter on each Garruk you control.\""),
        loyalty_ability("-3", [Destroy(Target(0)), Draw(1)], [CREATURE],
                        text="[−3]: Destroy target creature. Draw a card."),
        loyalty_ability("-6", [GetEmblem(GARRUK_CH_EMBLEM)],
                        text="[−6]: You get an emblem with \"Creatures you control get +3/+3 and have trample.\""),
    ]),
    card("Mu Yanling", activated=[
        loyalty_ability("+2", [Grant("CantBeBlocked")], [CREATURE],
                        text="[+2]: Target creature can't be blocked this turn."),
        loyalty_ability("-3", [Draw(2)], text="[−3]: Draw two cards."),
        loyalty_ability("-10", [TapIt(_OPPONENTS_CREATURES), ExtraTurn()],
                        text="[−10]: Tap all creatures your opponents control. You take an extra turn after this one."),
    ]),
    card("Chandra, Gremlin Wrangler", activated=[
        loyalty_ability("+1", [CreateToken(GREMLIN)], text="[+1]: Create a 2/2 red Gremlin creature token."),
        loyalty_ability("-2", [Damage(Count(HasSubtype(("Gremlin",)) & CONTROLLED_BY(YOU)))], [_CREATURE_OR_PLAYER],
                        text="[−2]: Chandra, Gremlin Wrangler deals X damage to target creature or player, where X is "
                             "the number of Gremlins you control."),
    ]),
    card("Ob Nixilis, the Hate-Twisted",
         triggered=[when_event(ev.DRAW, PlayerIs("opponent"), [Damage(1, EventPlayer("player"))],
                               text="Whenever an opponent draws a card, Ob Nixilis deals 1 damage to that player.")],
         activated=[
        loyalty_ability("-2", [Destroy(Target(0)), Draw(2, TargetController(0))], [CREATURE],
                        text="[−2]: Destroy target creature. Its controller draws two cards."),
    ]),
    card("Ajani, Wise Counselor", activated=[
        loyalty_ability("+2", [GainLife(Count(IS_CREATURE & CONTROLLED_BY(YOU)))],
                        text="[+2]: You gain 1 life for each creature you control."),
        loyalty_ability("-3", [Pump(2, 2, CREATURES_YOU_CONTROL)],
                        text="[−3]: Creatures you control get +2/+2 until end of turn."),
        loyalty_ability("-9", [Counters("+1/+1", LifeTotal())], [CREATURE],
                        text="[−9]: Put X +1/+1 counters on target creature, where X is your life total."),
    ]),
    card("Ajani, Caller of the Pride", activated=[
        loyalty_ability("+1", [Counters("+1/+1", 1, Target(0))], [UP_TO_ONE_CREATURE],
                        text="[+1]: Put a +1/+1 counter on up to one target creature."),
        loyalty_ability("-3", [Grant("Flying"), Grant("Double strike")], [CREATURE],
                        text="[−3]: Target creature gains flying and double strike until end of turn."),
        loyalty_ability("-8", [CreateToken(CAT, LifeTotal())],
                        text="[−8]: Create X 2/2 white Cat creature tokens, where X is your life total."),
    ]),
    card("Vivien of the Arkbow", activated=[
        loyalty_ability("+2", [Counters("+1/+1", 2, Target(0))], [UP_TO_ONE_CREATURE],
                        text="[+2]: Put two +1/+1 counters on up to one target creature."),
        loyalty_ability("-3", [Fight(one_sided=True)], [CREATURE_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL],
                        text="[−3]: Target creature you control deals damage equal to its power to target creature you "
                             "don't control."),
        loyalty_ability("-9", [Pump(4, 4, CREATURES_YOU_CONTROL), Grant("Trample", CREATURES_YOU_CONTROL)],
                        text="[−9]: Creatures you control get +4/+4 and gain trample until end of turn."),
    ]),
    card("Huatli, Dinosaur Knight", activated=[
        loyalty_ability("+2", [Counters("+1/+1", 2, Target(0))], [UP_TO_ONE_DINOSAUR_YOU_CONTROL],
                        text="[+2]: Put two +1/+1 counters on up to one target Dinosaur you control."),
        loyalty_ability("-3", [Fight(one_sided=True)], [DINOSAUR_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL],
                        text="[−3]: Target Dinosaur you control deals damage equal to its power to target creature you "
                             "don't control."),
        loyalty_ability("-7", [Pump(4, 4, EachCreature(_DINOSAUR_YOU_CONTROL))],
                        text="[−7]: Dinosaurs you control get +4/+4 until end of turn."),
    ]),
    card("Liliana, Death Mage", activated=[
        loyalty_ability("+1", [Bounce()], [UP_TO_ONE_CREATURE_CARD_IN_YOUR_GRAVEYARD],
                        text="[+1]: Return up to one target creature card from your graveyard to your hand."),
        loyalty_ability("-3", [Destroy(Target(0)), LoseLife(2, TargetController(0))], [CREATURE],
                        text="[−3]: Destroy target creature. Its controller loses 2 life."),
        loyalty_ability("-7", [LoseLife(Times(2, CardsInGraveyard(IS_CREATURE, of_target=0)), Target(0))],
                        [OPPONENT_TARGET],
                        text="[−7]: Target opponent loses 2 life for each creature card in their graveyard."),
    ]),
    card("Vraska, Regal Gorgon", activated=[
        loyalty_ability("+2", [Counters("+1/+1", 1, Target(0)), Grant("Menace")], [UP_TO_ONE_CREATURE],
                        text="[+2]: Put a +1/+1 counter on up to one target creature. That creature gains menace until "
                             "end of turn."),
        loyalty_ability("-3", [Destroy(Target(0))], [CREATURE], text="[−3]: Destroy target creature."),
        loyalty_ability("-10", [Counters("+1/+1", CardsInGraveyard(IS_CREATURE), CREATURES_YOU_CONTROL)],
                        text="[−10]: For each creature card in your graveyard, put a +1/+1 counter on each creature you "
                             "control."),
    ]),
    card("Garruk, Primal Hunter", activated=[
        loyalty_ability("+1", [CreateToken(BEAST)], text="[+1]: Create a 3/3 green Beast creature token."),
        loyalty_ability("-3", [Draw(GreatestPower())],
                        text="[−3]: Draw cards equal to the greatest power among creatures you control."),
        loyalty_ability("-6", [CreateToken(WURM, Count(IS_LAND & CONTROLLED_BY(YOU)))],
                        text="[−6]: Create a 6/6 green Wurm creature token for each land you control."),
    ]),
    card("Sarkhan, Dragonsoul", activated=[
        loyalty_ability("+2", [Damage(1, EACH_OPPONENT), Damage(1, _OPPONENTS_CREATURES)],
                        text="[+2]: Sarkhan deals 1 damage to each opponent and each creature your opponents control."),
        loyalty_ability("-3", [Damage(4)], [PLAYER_OR_PW],
                        text="[−3]: Sarkhan deals 4 damage to target player or planeswalker."),
        # "any number of": the search stops when the searcher says so or no Dragon is left (701.19b).
        loyalty_ability("-9", [SearchLibrary(_DRAGON_CREATURE_CARD, to=BATTLEFIELD, what="pool.what.dragon_creature_cards",
                                             count=250)],
                        text="[−9]: Search your library for any number of Dragon creature cards, put them onto the "
                             "battlefield, then shuffle."),
    ]),
    card("Deb Thomas",
         triggered=[when_event(ev.ZONE_CHANGE, Enters(HasSubtype(("Employee",)) & CONTROLLED_BY(YOU), other=False),
                               [Counters("loyalty", 1, SELF)],
                               text="Whenever an Employee enters under your control, put a loyalty counter on Deb "
                                    "Thomas.")],
         activated=[
        loyalty_ability("+1", [CreateToken(EMPLOYEE)], text="[+1]: Create a 1/1 red Employee creature token."),
        loyalty_ability("-X", [Pump(X, 0, EachCreature(HasSubtype(("Employee", "Dog")) & CONTROLLED_BY(YOU)))],
                        text="[−X]: Employees and Dogs you control get +X/+0 until end of turn."),
    ]),
    card("Huatli, Radiant Champion", activated=[
        loyalty_ability("+1", [Counters("loyalty", _CREATURES_YOU_CONTROL_COUNT, SELF)],
                        text="[+1]: Put a loyalty counter on Huatli for each creature you control."),
        loyalty_ability("-1", [Pump(_CREATURES_YOU_CONTROL_COUNT, _CREATURES_YOU_CONTROL_COUNT)], [CREATURE],
                        text="[−1]: Target creature gets +X/+X until end of turn, where X is the number of creatures "
                             "you control."),
        loyalty_ability("-8", [GetEmblem(HUATLI_RC_EMBLEM)],
                        text="[−8]: You get an emblem with \"Whenever a creature you control enters, you may draw a "
                             "card.\""),
    ]),
    card("Koth, Fire of Resistance", activated=[
        loyalty_ability("+2", [SearchLibrary(_MOUNTAIN & HasSupertype("Basic"), what="pool.what.basic_mountain_card")],
                        text="[+2]: Search your library for a basic Mountain card, reveal it, put it into your hand, "
                             "then shuffle."),
        loyalty_ability("-3", [Damage(Count(_MOUNTAIN & CONTROLLED_BY(YOU)))], [CREATURE],
                        text="[−3]: Koth deals damage to target creature equal to the number of Mountains you "
                             "control."),
        loyalty_ability("-7", [GetEmblem(KOTH_FOR_EMBLEM)],
                        text="[−7]: You get an emblem with \"Whenever a Mountain you control enters, this emblem deals "
                             "4 damage to any target.\""),
    ]),
    card("Elspeth Tirel", activated=[
        loyalty_ability("+2", [GainLife(_CREATURES_YOU_CONTROL_COUNT)],
                        text="[+2]: You gain 1 life for each creature you control."),
        loyalty_ability("-2", [CreateToken(SOLDIER, 3)], text="[−2]: Create three 1/1 white Soldier creature tokens."),
        loyalty_ability("-5", [DestroyAll(EachPermanent(~IS_LAND & ~IS_TOKEN, other=True))],
                        text="[−5]: Destroy all other permanents except for lands and tokens."),
    ]),
    card("Ajani, the Greathearted",
         static=your_creatures(0, 0, ("Vigilance",), text="Creatures you control have vigilance."),
         activated=[
        loyalty_ability("+1", [GainLife(3)], text="[+1]: You gain 3 life."),
        loyalty_ability("-2", [Counters("+1/+1", 1, CREATURES_YOU_CONTROL),
                               Counters("loyalty", 1, EachPermanent(IS_PLANESWALKER & CONTROLLED_BY(YOU), other=True))],
                        text="[−2]: Put a +1/+1 counter on each creature you control and a loyalty counter on each "
                             "other planeswalker you control."),
    ]),
    card("Ashiok, Sculptor of Fears", activated=[
        loyalty_ability("+2", [Draw(1), Mill(2, EACH_PLAYER)], text="[+2]: Draw a card. Each player mills two cards."),
        loyalty_ability("-5", [ReturnToBattlefield()], [CREATURE_CARD_IN_A_GRAVEYARD],
                        text="[−5]: Put target creature card from a graveyard onto the battlefield under your control."),
        loyalty_ability("-11", [GainControl(EachPermanent(IS_CREATURE, of_target=0), duration="forever")],
                        [OPPONENT_TARGET], text="[−11]: Gain control of all creatures target opponent controls."),
    ]),
    card("Chandra, Novice Pyromancer", activated=[
        loyalty_ability("+1", [Pump(2, 0, EachCreature(HasSubtype(("Elemental",)) & CONTROLLED_BY(YOU)))],
                        text="[+1]: Elementals you control get +2/+0 until end of turn."),
        loyalty_ability("-1", [AddMana("RR")], text="[−1]: Add {R}{R}."),
        loyalty_ability("-2", [Damage(2)], [ANY], text="[−2]: Chandra deals 2 damage to any target."),
    ]),
    card("Chandra, Bold Pyromancer", activated=[
        loyalty_ability("+1", [AddMana("RR"), Damage(2)], [PLAYER],
                        text="[+1]: Add {R}{R}. Chandra deals 2 damage to target player."),
        loyalty_ability("-3", [Damage(3)], [CREATURE_OR_PLANESWALKER],
                        text="[−3]: Chandra deals 3 damage to target creature or planeswalker."),
        loyalty_ability("-7", [Damage(10), Damage(10, EachPermanent(HasType(("Creature", "Planeswalker")), of_target=0))],
                        [PLAYER], text="[−7]: Chandra deals 10 damage to target player and each creature and "
                                       "planeswalker they control."),
    ]),
    card("Tibalt, the Fiend-Blooded", activated=[
        loyalty_ability("+1", [Draw(1), DiscardAtRandom(YOU_SEL)],
                        text="[+1]: Draw a card, then discard a card at random."),
        loyalty_ability("-4", [Damage(HandSize(of_target=0))], [PLAYER],
                        text="[−4]: Tibalt deals damage equal to the number of cards in target player's hand to that "
                             "player."),
        loyalty_ability("-6", [GainControl(EACH_CREATURE), UntapIt(EACH_CREATURE), Grant("Haste", EACH_CREATURE)],
                        text="[−6]: Gain control of all creatures until end of turn. Untap them. They gain haste until "
                             "end of turn."),
    ]),
    card("Nissa Revane", activated=[
        loyalty_ability("+1", [SearchLibrary(HasName("Nissa's Chosen"), to=BATTLEFIELD,
                                             what="pool.what.nissas_chosen")],
                        text="[+1]: Search your library for a card named Nissa's Chosen, put it onto the battlefield, "
                             "then shuffle."),
        loyalty_ability("+1", [GainLife(Times(2, Count(HasSubtype(("Elf",)) & CONTROLLED_BY(YOU))))],
                        text="[+1]: You gain 2 life for each Elf you control."),
        loyalty_ability("-7", [SearchLibrary(IS_CREATURE & HasSubtype(("Elf",)), to=BATTLEFIELD,
                                             what="pool.what.elf_creature_cards", count=250)],
                        text="[−7]: Search your library for any number of Elf creature cards, put them onto the "
                             "battlefield, then shuffle."),
    ]),
    card("Liliana, Death Wielder", activated=[
        loyalty_ability("+2", [Counters("-1/-1", 1, Target(0))], [UP_TO_ONE_CREATURE],
                        text="[+2]: Put a -1/-1 counter on up to one target creature."),
        loyalty_ability("-3", [Destroy(Target(0))], [CREATURE_WITH_MINUS_COUNTER],
                        text="[−3]: Destroy target creature with a -1/-1 counter on it."),
        loyalty_ability("-10", [ReturnAllFromGraveyard(IS_CREATURE)],
                        text="[−10]: Return all creature cards from your graveyard to the battlefield."),
    ]),
    card("Domri Rade", activated=[
        loyalty_ability("+1", [LookAtTopMayTake(IS_CREATURE)],
                        text="[+1]: Look at the top card of your library. If it's a creature card, you may reveal it "
                             "and put it into your hand."),
        loyalty_ability("-2", [Fight()], [CREATURE_YOU_CONTROL, ANOTHER_CREATURE],
                        text="[−2]: Target creature you control fights another target creature."),
        loyalty_ability("-7", [GetEmblem(DOMRI_RADE_EMBLEM)],
                        text="[−7]: You get an emblem with \"Creatures you control have double strike, trample, "
                             "hexproof, and haste.\""),
    ]),
]

__all__ = ["CARDS", "EACH_CREATURE", "EACH_PLAYER", "EachCreature", "OPPONENT"]
