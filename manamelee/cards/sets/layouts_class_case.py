"""Class cards (716) and Case cards (719): five of each, their whole text in the corpus entry. A Class's level bars
are activated abilities (716.2a, ``level_bar``) and the abilities printed below a bar are the Class's only from that
level on (``at_level``, ``when_level``); a Case's "To solve —" is an end-step trigger (719.3a, ``to_solve``) and its
"Solved —" ability works only once it is solved (719.3c, ``solved``)."""
from __future__ import annotations

from dataclasses import replace

from ...engine import events as ev
from ...engine.constants import Step
from ...engine.definitions import TargetSpec
from ..dsl import (CREATURE_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL, Bounce, Counters, CreateToken, Damage, Destroy,
                   DiscardAtRandom, DiscardHand, Discard, Draw, EACH_OPPONENT, ForEachPlayer, Grant, LoseLife,
                   SearchLibrary, THAT_PLAYER, YOU, at_step, card, etb, on_cast, prowess, rule_static, spells_cost,
                   token, when_event, your_creatures, Fight, CREATURE, Pump)
from ..dsl.classes_cases import at_level, level_bar, solved, to_solve, when_level
from ..dsl.selectors import SELF
from ..model import (IS_BASIC_LAND, IS_CREATURE, IS_INSTANT_OR_SORCERY, OwnedBy, PlayerIs, PowerAtLeast, SUBTYPE,
                     ControlledBy, Compare, Count, HandSize, LifeLostThisTurn)
from ..model import YOU as YOU_REL
from ..model.statics_conditional import ThisPermanent
from ..model.classes_cases import (AddCardTypes, ColorsAmongYourPermanents, CreatureCardsToGraveyardsThisTurn,
                                   CreaturesAttackedThisTurn, CreaturesDiedThisTurn, DealtDamageThisTurn,
                                   EachOfYourCreaturesDeals, InstantSorcerySpellsYouCastThisTurn, IsAttacking,
                                   LookTopPutOneInHandRestGraveyard)
from ..model.trigger_events import YouAttack
from ..model.effects import MayDiscardToDraw
from ..model.statics import AddKeywords, SetBasePT
from ..dsl.statics import StaticAbility
from ..dsl.triggers import TriggeredAbility

OTTER = replace(token("Otter", 1, 1, subtypes=("Otter",), colors="UR"), triggered=(prowess(),),
                text="1/1 blue and red Otter creature token with prowess")
WOLF = token("Wolf", 2, 2, subtypes=("Wolf",), colors="G")
ATTACKING_CREATURE = TargetSpec("creature", "target attacking creature", IsAttacking())
YOUR_GY_INSTANT_OR_SORCERY = TargetSpec("graveyard_card", "target instant or sorcery card from your graveyard",
                                        OwnedBy(YOU_REL) & IS_INSTANT_OR_SORCERY)
DAMAGED_CREATURE = TargetSpec("creature", "target creature that was dealt damage this turn", DealtDamageThisTurn(),
                              optional=True)


def you_attack(effects, targets=(), text: str = "") -> TriggeredAbility:
    """"Whenever you attack, ..." (508.1m: once per combat in which you attack)."""
    return when_event(ev.ATTACKS, YouAttack(), effects, targets, text)


CARDS = [
    # ------------------------------------------------------------------------------ Classes (716)
    card("Wizard Class",
         static=[rule_static("no_maximum_hand_size", "You have no maximum hand size.")],
         activated=[level_bar(2, "{2}{U}"), level_bar(3, "{4}{U}")],
         triggered=[when_level(2, [Draw(2)], text="When this Class becomes level 2, draw two cards."),
                    *at_level(3, when_event(ev.DRAW, PlayerIs("you"), [Counters("+1/+1", 1)], [CREATURE_YOU_CONTROL],
                                            "Whenever you draw a card, put a +1/+1 counter on target creature you "
                                            "control."))]),
    card("Stormchaser's Talent",
         activated=[level_bar(2, "{3}{U}"), level_bar(3, "{5}{U}")],
         triggered=[etb([CreateToken(OTTER)], text="When this Class enters, create a 1/1 blue and red Otter creature "
                                                   "token with prowess."),
                    when_level(2, [Bounce()], [YOUR_GY_INSTANT_OR_SORCERY],
                               text="When this Class becomes level 2, return target instant or sorcery card from "
                                    "your graveyard to your hand."),
                    *at_level(3, on_cast([CreateToken(OTTER)], "instant_or_sorcery",
                                         text="Whenever you cast an instant or sorcery spell, create a 1/1 blue and "
                                              "red Otter creature token with prowess."))]),
    card("Warlock Class",
         activated=[level_bar(2, "{1}{B}"), level_bar(3, "{6}{B}")],
         triggered=[at_step(Step.END, [LoseLife(1, EACH_OPPONENT)], "you",
                            intervening=Compare(CreaturesDiedThisTurn(), ">=", 1),
                            text="At the beginning of your end step, if a creature died this turn, each opponent "
                                 "loses 1 life."),
                    when_level(2, [LookTopPutOneInHandRestGraveyard(3)],
                               text="When this Class becomes level 2, look at the top three cards of your library. "
                                    "Put one of them into your hand and the rest into your graveyard."),
                    *at_level(3, at_step(Step.END, [ForEachPlayer(EACH_OPPONENT, (
                        LoseLife(LifeLostThisTurn(that_player=True), THAT_PLAYER),))], "you",
                        text="At the beginning of your end step, each opponent loses life equal to the life they "
                             "lost this turn."))]),
    card("Hunter's Talent",
         activated=[level_bar(2, "{1}{G}"), level_bar(3, "{3}{G}")],
         triggered=[etb([Fight(one_sided=True)], [CREATURE_YOU_CONTROL, CREATURE_YOU_DONT_CONTROL],
                        text="When this Class enters, target creature you control deals damage equal to its power "
                             "to target creature you don't control."),
                    *at_level(2, you_attack([Pump(1, 0), Grant("Trample")], [ATTACKING_CREATURE],
                                            "Whenever you attack, target attacking creature gets +1/+0 and gains "
                                            "trample until end of turn.")),
                    *at_level(3, at_step(Step.END, [Draw(1)], "you",
                                         intervening=Compare(Count(IS_CREATURE & ControlledBy(YOU_REL)
                                                                   & PowerAtLeast(4)), ">=", 1),
                                         text="At the beginning of your end step, if you control a creature with "
                                              "power 4 or greater, draw a card."))]),
    card("Cool but Rude",
         activated=[level_bar(2, "{1}{R}"), level_bar(3, "{1}{R}")],
         triggered=[you_attack([MayDiscardToDraw()], text="Whenever you attack, you may discard a card. If you do, "
                                                          "draw a card."),
                    *at_level(2, when_event(ev.DISCARD, PlayerIs("you"), [Damage(2, EACH_OPPONENT)], (),
                                            "Whenever you discard a card, this Class deals 2 damage to each "
                                            "opponent.")),
                    when_level(3, [SearchLibrary(), DiscardAtRandom(YOU)],
                               text="When this Class becomes level 3, search your library for a card, put it into "
                                    "your hand, shuffle, then discard a card at random.")]),
    # ------------------------------------------------------------------------------ Cases (719)
    card("Case of the Crimson Pulse",
         triggered=[etb([Discard(1, YOU), Draw(2)], text="When this Case enters, discard a card, then draw two "
                                                         "cards."),
                    to_solve(Compare(HandSize(), "==", 0), "To solve — You have no cards in hand."),
                    *solved(at_step(Step.UPKEEP, [DiscardHand(YOU), Draw(2)], "you",
                                    text="Solved — At the beginning of your upkeep, discard your hand, then draw two "
                                         "cards."))]),
    card("Case of the Ransacked Lab",
         static=[spells_cost(-1, IS_INSTANT_OR_SORCERY, whose="you",
                             text="Instant and sorcery spells you cast cost {1} less to cast.")],
         triggered=[to_solve(Compare(InstantSorcerySpellsYouCastThisTurn(), ">=", 4),
                             "To solve — You've cast four or more instant and sorcery spells this turn."),
                    *solved(on_cast([Draw(1)], "instant_or_sorcery",
                                    text="Solved — Whenever you cast an instant or sorcery spell, draw a card."))]),
    card("Case of the Shattered Pact",
         triggered=[etb([SearchLibrary(IS_BASIC_LAND, what="pool.what.basic_land")],
                        text="When this Case enters, search your library for a basic land card, reveal it, put it "
                             "into your hand, then shuffle."),
                    to_solve(Compare(ColorsAmongYourPermanents(), ">=", 5),
                             "To solve — There are five colors among permanents you control."),
                    *solved(at_step(Step.BEGIN_COMBAT, [Grant("Flying"), Grant("Double strike"), Grant("Vigilance")],
                                    "you", targets=[CREATURE_YOU_CONTROL],
                                    text="Solved — At the beginning of combat on your turn, target creature you "
                                         "control gains flying, double strike, and vigilance until end of turn."))]),
    card("Case of the Gateway Express",
         triggered=[etb([EachOfYourCreaturesDeals(1)], [CREATURE_YOU_DONT_CONTROL],
                        text="When this Case enters, choose target creature you don't control. Each creature you "
                             "control deals 1 damage to that creature."),
                    to_solve(Compare(CreaturesAttackedThisTurn(), ">=", 3),
                             "To solve — Three or more creatures attacked this turn.")],
         static=solved(*your_creatures(1, 0, text="Solved — Creatures you control get +1/+0."))),
    card("Case of the Gorgon's Kiss",
         triggered=[etb([Destroy()], [DAMAGED_CREATURE],
                        text="When this Case enters, destroy up to one target creature that was dealt damage this "
                             "turn."),
                    to_solve(Compare(CreatureCardsToGraveyardsThisTurn(), ">=", 3),
                             "To solve — Three or more creature cards were put into graveyards from anywhere this "
                             "turn.")],
         static=solved(
             StaticAbility("4", ThisPermanent(), AddCardTypes(frozenset({"Creature"}), frozenset({"Gorgon"})),
                           text="Solved — This Case is a 4/4 Gorgon creature with deathtouch and lifelink in "
                                "addition to its other types.", stable=True),
             StaticAbility("6", ThisPermanent(), AddKeywords(frozenset({"Deathtouch", "Lifelink"})),
                           text="Solved — This Case is a 4/4 Gorgon creature with deathtouch and lifelink in "
                                "addition to its other types.", stable=True),
             StaticAbility("7b", ThisPermanent(), SetBasePT(4, 4),
                           text="Solved — This Case is a 4/4 Gorgon creature with deathtouch and lifelink in "
                                "addition to its other types.", stable=True))),
]
