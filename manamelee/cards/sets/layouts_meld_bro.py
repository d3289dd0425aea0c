"""Meld cards (712.4, 701.37) of The Brothers' War: Phyrexian Dragon Engine and Mishra, Claimed by Gix (Mishra, Lost
to Phyrexia, 712.5d), The Mightstone and Weakstone and Urza, Lord Protector (Urza, Planeswalker, 712.5e), Argoth,
Sanctum of Nature and Titania, Voice of Gaea (Titania, Gaea Incarnate, 712.5f). As in ``layouts_meld.py``, each meld
card is named by its front face and holds the combined back face (its own corpus entry) as ``faces[0]``; the back
face's colors are its color indicator (204: the corpus lists none)."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.constants import Step
from ...engine.definitions import ActivatedAbility, Cost, Mode, StaticAbility, TriggeredAbility
from ...engine.loyalty import LOYALTY_TWICE
from ...engine.mana_abilities import ManaRider
from ..dsl import (ANY, CREATURE, CREATURES_YOU_CONTROL, EACH_OPPONENT, OPPONENT, YOU, Becomes, Counters,
                   CreateToken, Damage, Destroy, DestroyAll, Discard, DiscardHand, Draw, EachCreature, EachPermanent,
                   Exile, GainLife, Grant, LoseLife, Mill, Pump, ReturnAllFromGraveyard, Target, activated, at_step,
                   basic_land_ability, card, etb, face, loyalty_ability, permanent, rule_static, spells_cost, token,
                   unearth, when_event)
from ..model import (COLOR, CONTROLLED_BY, IS_ARTIFACT, IS_CREATURE, IS_LAND, IS_LEGENDARY, NOT_YOU, TYPE,
                     YOU as YOU_REL, Attacks, Both, ThisEnters)
from ..model.amounts_more import PermanentCount
from ..model.conditions_state import GraveyardHas
from ..model.effects_schemes_c import SpellsYouCastCostLessThisTurn
from ..model.filters_kinds import InCombatAs
from ..model.lands import LandEnters, TappedUnless, YouControl
from ..model.meld import MeldWith, OwnsAndControlsWith
from ..model.statics_conditional import ThisPermanent
from ..model.statics_more import SetPTTo
from ..model.tokens_predefined import CreatePredefined
from ..model.trigger_events import CardsToYourGraveyard, FromYourGraveyard, YouAttack

ARTIFACT_INSTANT_SORCERY = ("Artifact", "Instant", "Sorcery")
ATTACKING_CREATURES = PermanentCount(IS_CREATURE & InCombatAs("attacking"))
LANDS_YOU_CONTROL = PermanentCount(IS_LAND & CONTROLLED_BY(YOU_REL))
SOLDIER = token("Soldier", 1, 1, types=("Artifact", "Creature"), subtypes=("Soldier",))
BEAR = token("Bear", 2, 2, subtypes=("Bear",), colors="G")
LAND_YOU_CONTROL = permanent("target land you control", IS_LAND & CONTROLLED_BY(YOU_REL))

# ----------------------------------------------------------------------------------------------- 712.5d: Mishra
_MISHRA_TEXT = ("Whenever Mishra enters or attacks, choose three \u2014\n\u2022 Target opponent discards two cards.\n"
                "\u2022 Mishra deals 3 damage to any target.\n\u2022 Destroy target artifact or planeswalker.\n"
                "\u2022 Creatures you control gain menace and trample until end of turn.\n"
                "\u2022 Creatures you don't control get -1/-1 until end of turn.\n"
                "\u2022 Create two tapped Powerstone tokens.")
_MISHRA_MODES = (
    Mode("Target opponent discards two cards.", (Discard(2, Target(0)),), (OPPONENT,)),
    Mode("Mishra deals 3 damage to any target.", (Damage(3, Target(0)),), (ANY,)),
    Mode("Destroy target artifact or planeswalker.", (Destroy(Target(0)),),
         (permanent("target artifact or planeswalker", TYPE("Artifact", "Planeswalker")),)),
    Mode("Creatures you control gain menace and trample until end of turn.",
         (Grant("Menace", CREATURES_YOU_CONTROL), Grant("Trample", CREATURES_YOU_CONTROL))),
    Mode("Creatures you don't control get -1/-1 until end of turn.",
         (Pump(-1, -1, EachCreature(CONTROLLED_BY(NOT_YOU))),)),
    Mode("Create two tapped Powerstone tokens.", (CreatePredefined("Powerstone", 2, tapped=True),)),
)
# "Whenever Mishra enters or attacks" (603.2): one ability with two trigger events, as two triggered abilities
MISHRA_LOST = face("Mishra, Lost to Phyrexia", colors="BR", triggered=[
    TriggeredAbility(ev.ZONE_CHANGE, ThisEnters(), (), (), _MISHRA_TEXT, modes=_MISHRA_MODES, choose=3),
    TriggeredAbility(ev.ATTACKS, Attacks("self"), (), (), _MISHRA_TEXT, modes=_MISHRA_MODES, choose=3),
])

# ----------------------------------------------------------------------------------------------- 712.5e: Urza
URZA_PLANESWALKER = face("Urza, Planeswalker", colors="WU", static=[
    rule_static(LOYALTY_TWICE, "You may activate the loyalty abilities of Urza twice each turn rather than only once."),
], activated=[
    loyalty_ability("+2", [SpellsYouCastCostLessThisTurn("Artifact, instant, and sorcery", 2, ARTIFACT_INSTANT_SORCERY),
                           GainLife(2, YOU)],
                    text="[+2]: Artifact, instant, and sorcery spells you cast this turn cost {2} less to cast. You "
                         "gain 2 life."),
    loyalty_ability("+1", [Draw(2), Discard(1, YOU)], text="[+1]: Draw two cards, then discard a card."),
    loyalty_ability("0", [CreateToken(SOLDIER, 2)],
                    text="[0]: Create two 1/1 colorless Soldier artifact creature tokens."),
    loyalty_ability("-3", [Exile(Target(0))], [permanent("target nonland permanent", ~IS_LAND)],
                    text="[\u22123]: Exile target nonland permanent."),
    loyalty_ability("-10", [Grant("Indestructible", EachPermanent(TYPE("Artifact", "Planeswalker")
                                                                  & CONTROLLED_BY(YOU_REL))),
                            DestroyAll(EachPermanent(~IS_LAND))],
                    text="[\u221210]: Artifacts and planeswalkers you control gain indestructible until end of turn. "
                         "Destroy all nonland permanents."),
])

# ----------------------------------------------------------------------------------------------- 712.5f: Titania
TITANIA_INCARNATE = face("Titania, Gaea Incarnate", colors="G", static=[
    StaticAbility("7a", ThisPermanent(), SetPTTo(LANDS_YOU_CONTROL, LANDS_YOU_CONTROL),
                  text="Titania's power and toughness are each equal to the number of lands you control.",
                  stable=True),
], triggered=[
    etb([ReturnAllFromGraveyard(IS_LAND, tapped=True)],
        text="When Titania enters, return all land cards from your graveyard to the battlefield tapped."),
], activated=[
    activated("{3}{G}", [Counters("+1/+1", 4, Target(0)),
                         Becomes(0, 0, ("Creature",), ("Elemental",), ("Haste",), who=Target(0))],
              [LAND_YOU_CONTROL],
              text="{3}{G}: Put four +1/+1 counters on target land you control. It becomes a 0/0 Elemental creature "
                   "with haste. It's still a land."),
])

CARDS = [
    # 712.5d
    card("Mishra, Claimed by Gix // Mishra, Lost to Phyrexia", triggered=[TriggeredAbility(
        ev.ATTACKS, YouAttack(), (LoseLife(ATTACKING_CREATURES, EACH_OPPONENT), GainLife(ATTACKING_CREATURES, YOU),
                                  MeldWith("Phyrexian Dragon Engine", "Mishra, Lost to Phyrexia", attacking=True)),
        (), "Whenever you attack, each opponent loses X life and you gain X life, where X is the number of attacking "
            "creatures. If Mishra, Claimed by Gix and a creature named Phyrexian Dragon Engine are attacking, and you "
            "both own and control them, exile them, then meld them into Mishra, Lost to Phyrexia. It enters tapped "
            "and attacking.")], faces=(MISHRA_LOST,)),
    card("Phyrexian Dragon Engine // Mishra, Lost to Phyrexia", triggered=[
        etb([DiscardHand(YOU), Draw(3)], optional=True, when=FromYourGraveyard(),
            text="When this creature enters from your graveyard, you may discard your hand. If you do, draw three "
                 "cards."),
    ], activated=[unearth("{3}{R}{R}")], faces=(MISHRA_LOST,)),
    # 712.5e
    card("The Mightstone and Weakstone // Urza, Planeswalker", triggered=[TriggeredAbility(
        ev.ZONE_CHANGE, ThisEnters(), (), (),
        "When The Mightstone and Weakstone enters, choose one \u2014\n\u2022 Draw two cards.\n"
        "\u2022 Target creature gets -5/-5 until end of turn.",
        modes=(Mode("Draw two cards.", (Draw(2),)),
               Mode("Target creature gets -5/-5 until end of turn.", (Pump(-5, -5, Target(0)),), (CREATURE,))))],
         activated=[ActivatedAbility(
             Cost(tap=True), (), (), "{T}: Add {C}{C}. This mana can't be spent to cast nonartifact spells.",
             mana="C", mana_amount=2, mana_rider=ManaRider(spend_only=IS_ARTIFACT, spend_abilities=True))],
         faces=(URZA_PLANESWALKER,)),
    card("Urza, Lord Protector // Urza, Planeswalker", static=[
        spells_cost(-1, TYPE(*ARTIFACT_INSTANT_SORCERY), whose="you",
                    text="Artifact, instant, and sorcery spells you cast cost {1} less to cast."),
    ], activated=[
        activated("{7}", [MeldWith("The Mightstone and Weakstone", "Urza, Planeswalker", kind="Artifact")],
                  sorcery=True,
                  text="{7}: If you both own and control Urza, Lord Protector and an artifact named The Mightstone "
                       "and Weakstone, exile them, then meld them into Urza, Planeswalker. Activate only as a "
                       "sorcery."),
    ], faces=(URZA_PLANESWALKER,)),
    # 712.5f
    card("Argoth, Sanctum of Nature // Titania, Gaea Incarnate",
         as_enters=LandEnters((TappedUnless(YouControl(IS_LEGENDARY & IS_CREATURE & COLOR("G"))),)),
         activated=[
             basic_land_ability("G"),                                  # "{T}: Add {G}."
             activated("{2}{G}{G}", [CreateToken(BEAR), Mill(3, YOU)], tap=True, sorcery=True,
                       text="{2}{G}{G}, {T}: Create a 2/2 green Bear creature token, then mill three cards. Activate "
                            "only as a sorcery."),
         ], faces=(TITANIA_INCARNATE,)),
    card("Titania, Voice of Gaea // Titania, Gaea Incarnate", triggered=[
        when_event(ev.ZONE_CHANGE, CardsToYourGraveyard(IS_LAND), [GainLife(2, YOU)],
                   text="Whenever one or more land cards are put into your graveyard from anywhere, you gain 2 life."),
        at_step(Step.UPKEEP, [MeldWith("Argoth, Sanctum of Nature", "Titania, Gaea Incarnate", kind="Land")], "you",
                intervening=Both(GraveyardHas(4, IS_LAND), OwnsAndControlsWith("Argoth, Sanctum of Nature", "Land")),
                text="At the beginning of your upkeep, if there are four or more land cards in your graveyard and you "
                     "both own and control Titania, Voice of Gaea and a land named Argoth, Sanctum of Nature, exile "
                     "them, then meld them into Titania, Gaea Incarnate."),
    ], faces=(TITANIA_INCARNATE,)),
]
