"""Flip cards (710): five Kamigawa flip cards whose two halves are known exactly. The corpus lists only the
upright half (its facts load by the card's full name); the flipped half — name, type line, power and toughness,
text — is written here from the printed card with ``face()``, with the upright half's mana cost and colour
(710.1c: a flipped permanent's colour and mana cost don't change)."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.constants import Step
from ...engine.definitions import TargetSpec, TriggeredAbility
from ..dsl import (CREATURE, Discard, Draw, Exile, If, LoseLife, OPPONENT as OPPONENT_TARGET, PLAYER,
                   ReturnToBattlefield, TARGET, activated, card, face, rule_static, your_creatures)
from ..dsl.selectors import EventPlayer
from ..model import IS_CREATURE, LifeAtLeast, OPPONENT, OwnedBy, StateHolds
from ..model.amounts import HandSize
from ..model.conditions import Compare
from ..model.flip import CardsFewerThanInHand, FlipSelf, TargetOwnersGraveyardEmpty, ThisHasKeyword
from ..model.opponent_steps import OpponentStepBegins

FLIP = (FlipSelf(),)

CARDS = [
    # {2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip this creature.
    card("Jushi Apprentice // Tomoya the Revealer",
         activated=[activated("{2}{U}", [Draw(1), If(Compare(HandSize(), ">=", 9), FLIP)], tap=True,
                              text="{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip this "
                                   "creature.")],
         faces=(face("Tomoya the Revealer", cost="{1}{U}", type_line="Legendary Creature — Human Wizard", power=2,
                     toughness=3, text="{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards "
                                       "in your hand.",
                     activated=[activated("{3}{U}{U}", [Draw(HandSize(), TARGET)], [PLAYER], tap=True,
                                          text="{3}{U}{U}, {T}: Target player draws X cards, where X is the number "
                                               "of cards in your hand.")]),)),
    # {1}{B}, {T}: Target opponent discards a card. Then if that player has no cards in hand, flip this creature.
    card("Nezumi Shortfang // Stabwhisker the Odious",
         activated=[activated("{1}{B}", [Discard(1, TARGET), If(Compare(HandSize(of_target=0), "==", 0), FLIP)],
                              [OPPONENT_TARGET], tap=True,
                              text="{1}{B}, {T}: Target opponent discards a card. Then if that player has no cards in "
                                   "hand, flip this creature.")],
         faces=(face("Stabwhisker the Odious", cost="{1}{B}", type_line="Legendary Creature — Rat Shaman", power=3,
                     toughness=3, keywords=("Flying",),
                     text="Flying\nAt the beginning of each opponent's upkeep, that player loses 1 life for each card "
                          "fewer than three in their hand.",
                     triggered=[TriggeredAbility(ev.STEP, OpponentStepBegins(Step.UPKEEP),
                                                 (LoseLife(CardsFewerThanInHand(3), EventPlayer("player")),), (),
                                                 "At the beginning of each opponent's upkeep, that player loses 1 "
                                                 "life for each card fewer than three in their hand.",
                                                 each_player=True)]),)),
    # When this creature has flying, flip it. (a state trigger, 603.8)
    card("Student of Elements // Tobita, Master of Winds",
         triggered=[TriggeredAbility("state", StateHolds(ThisHasKeyword("Flying")), FLIP, (),
                                     "When this creature has flying, flip it.")],
         faces=(face("Tobita, Master of Winds", cost="{1}{U}", type_line="Legendary Creature — Human Wizard",
                     power=3, toughness=3, text="Creatures you control have flying.",
                     static=your_creatures(keywords=("Flying",), text="Creatures you control have flying.")),)),
    # {1}{B}: Exile target card from an opponent's graveyard. If no cards are in that graveyard, flip this creature.
    card("Nezumi Graverobber // Nighteyes the Desecrator",
         activated=[activated("{1}{B}", [Exile(TARGET), If(TargetOwnersGraveyardEmpty(0), FLIP)],
                              [TargetSpec("graveyard_card", "target card from an opponent's graveyard",
                                          OwnedBy(OPPONENT))],
                              text="{1}{B}: Exile target card from an opponent's graveyard. If no cards are in that "
                                   "graveyard, flip this creature.")],
         faces=(face("Nighteyes the Desecrator", cost="{1}{B}", type_line="Legendary Creature — Rat Wizard", power=4,
                     toughness=2, text="{4}{B}: Put target creature card from a graveyard onto the battlefield under "
                                       "your control.",
                     activated=[activated("{4}{B}", [ReturnToBattlefield()],
                                          [TargetSpec("graveyard_card", "target creature card from a graveyard",
                                                      IS_CREATURE)],
                                          text="{4}{B}: Put target creature card from a graveyard onto the "
                                               "battlefield under your control.")]),)),
    # When you have 30 or more life, flip Rune-Tail. (a state trigger, 603.8)
    card("Rune-Tail, Kitsune Ascendant // Rune-Tail's Essence",
         triggered=[TriggeredAbility("state", StateHolds(LifeAtLeast(30)), FLIP, (),
                                     "When you have 30 or more life, flip Rune-Tail.")],
         faces=(face("Rune-Tail's Essence", cost="{2}{W}", type_line="Legendary Enchantment",
                     text="Prevent all damage that would be dealt to creatures you control.",
                     static=[rule_static("prevent_damage_to_your_creatures",
                                         "Prevent all damage that would be dealt to creatures you control.")]),)),
]
