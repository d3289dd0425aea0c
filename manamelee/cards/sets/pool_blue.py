"""Blue cards of the pool: counterspells, card draw for one or every player, control-changing Auras and
creatures, bounce, mill and wheels. Chosen for multiplayer play ("each player", "each other player",
"each opponent", taxing opponents' spells) and to cover the DSL's counter/copy/kicker/X/modal constructs."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.constants import Step
from ...engine.definitions import TargetSpec
from ..model import CONTROLLED_BY, IS_CREATURE, IS_LAND, OPPONENT, PlayerIs
from ..model import YOU as YOU_
from ..model.effects import MillHalfLibrary, ShuffleHandAndGraveyardIn, TapOrUntap
from ..dsl import (Bounce, CREATURE, CopySpell, CounterTargetSpell, CreateToken, Damage, Destroy, Discard, DiscardHand,
                   Draw, EACH_CREATURE, EACH_OPPONENT, EACH_OTHER_PLAYER, EACH_PLAYER, EachCreature, EachPermanent,
                   EventPlayer, GainControl, INSTANT_OR_SORCERY_SPELL, ITS_CONTROLLER, IfKicked, May, Mill, PERMANENT,
                   PLAYER, SPELL, Scry, TARGET, TapIt, UnlessPays, X, YOU, activated, at_step, card, control_enchanted,
                   discarded_most, etb, mode, on_cast, permanent, token, undaunted, when_event)


CREATURE_SPELL = TargetSpec("spell", "target creature spell", IS_CREATURE)
NONCREATURE_SPELL = TargetSpec("spell", "target noncreature spell", ~IS_CREATURE)
NONLAND_PERMANENT = permanent("target nonland permanent", ~IS_LAND)
APE = token("Ape", 3, 3, subtypes=("Ape",), colors="G")


CARDS = [
    # ------------------------------------------------------------------ counterspells
    card("Counterspell", targets=[SPELL], effects=[CounterTargetSpell()]),
    card("Negate", targets=[NONCREATURE_SPELL], effects=[CounterTargetSpell()]),
    card("Mana Leak", targets=[SPELL], effects=[UnlessPays("{3}", (CounterTargetSpell(),), ITS_CONTROLLER)]),
    card("Dissolve", targets=[SPELL], effects=[CounterTargetSpell(), Scry(YOU, optional=False)]),
    card("Exclude", targets=[CREATURE_SPELL], effects=[CounterTargetSpell(), Draw(1)]),
    # ------------------------------------------------------------------ copy a spell
    card("Twincast", targets=[INSTANT_OR_SORCERY_SPELL], effects=[CopySpell()]),
    card("Cryptic Command", choose=2, modes=[
        mode("Counter target spell.", [CounterTargetSpell()], [SPELL]),
        mode("Return target permanent to its owner's hand.", [Bounce()], [PERMANENT]),
        mode("Tap all creatures your opponents control.", [TapIt(EachCreature(CONTROLLED_BY(OPPONENT)))]),
        mode("Draw a card.", [Draw(1)]),
    ]),
    # ------------------------------------------------------------------ control changing
    card("Mind Control", enchant=CREATURE, static=[control_enchanted()]),
    card("Confiscate", enchant=PERMANENT, static=[control_enchanted()]),
    card("Sower of Temptation", triggered=[etb([GainControl(TARGET, "while_source")], [CREATURE],
                                               text="When this creature enters, gain control of target creature for "
                                                    "as long as this creature remains on the battlefield.")]),
    # ------------------------------------------------------------------ each player / each other player
    card("Prosperity", x=True, effects=[Draw(X, EACH_PLAYER)]),
    card("Words of Wisdom", effects=[Draw(2), Draw(1, EACH_OTHER_PLAYER)]),
    card("Vision Skeins", effects=[Draw(2, EACH_PLAYER)]),
    card("Windfall", effects=[DiscardHand(EACH_PLAYER), Draw(discarded_most, EACH_PLAYER)]),
    card("Timetwister", effects=[ShuffleHandAndGraveyardIn(EACH_PLAYER), Draw(7, EACH_PLAYER)]),
    card("Rhystic Study", triggered=[on_cast(
        [UnlessPays("{1}", (May((Draw(1),), "pool.may.draw_a_card"),), EventPlayer("player"))], whose="opponent",
        text="Whenever an opponent casts a spell, you may draw a card unless that player pays {1}.")]),
    card("Psychic Corrosion", triggered=[when_event(ev.DRAW, PlayerIs(YOU_), [Mill(2, EACH_OPPONENT)],
                                                    text="Whenever you draw a card, each opponent mills two cards.")]),
    card("Coastal Breach", effects=[Bounce(EachPermanent(~IS_LAND))], extra={"cost_hook": undaunted}),
    # ------------------------------------------------------------------ draw, mill, bounce
    card("Stroke of Genius", x=True, targets=[PLAYER], effects=[Draw(X, TARGET)]),
    card("Thought Scour", targets=[PLAYER], effects=[Mill(2, TARGET), Draw(1)]),
    card("Boomerang", targets=[PERMANENT], effects=[Bounce()]),
    card("Into the Roil", kicker="{1}{U}", targets=[NONLAND_PERMANENT], effects=[Bounce(), IfKicked(Draw(1))]),
    card("Maddening Cacophony", kicker="{3}{U}",
         effects=[IfKicked(MillHalfLibrary(EACH_OPPONENT), otherwise=(Mill(8, EACH_OPPONENT),))]),
    card("Evacuation", effects=[Bounce(EACH_CREATURE)]),
    # "It can't be regenerated": the engine has no regeneration, so no shield can save it (701.15).
    card("Pongify", targets=[CREATURE], effects=[Destroy(), CreateToken(APE, 1, ITS_CONTROLLER)]),
    # ------------------------------------------------------------------ creatures
    card("Cloudkin Seer", triggered=[etb([Draw(1)], text="When this creature enters, draw a card.")]),
    card("Merfolk Looter", activated=[activated("", [Draw(1), Discard(1, YOU)], tap=True,
                                                text="{T}: Draw a card, then discard a card.")]),
    card("Serendib Efreet", triggered=[at_step(Step.UPKEEP, [Damage(1, YOU)],
                                               text="At the beginning of your upkeep, this creature deals 1 damage "
                                                    "to you.")]),
    card("Pestermite", triggered=[etb([TapOrUntap()], [PERMANENT], optional=True,
                                      text="When this creature enters, you may tap or untap target permanent.")]),
    card("Spectral Sailor", activated=[activated("{3}{U}", [Draw(1)], text="{3}{U}: Draw a card.")]),
    card("Wall of Air"),                                       # defender, flying
    card("Serra Sphinx"),                                      # flying, vigilance
    card("Zephid"),                                            # flying, shroud
    card("Sea Sprite"),                                        # flying, protection from red
    card("Narwhal"),                                           # first strike, protection from red
    card("Invisible Stalker", keywords=("CantBeBlocked",)),    # hexproof; "can't be blocked" (509.1b)
]
