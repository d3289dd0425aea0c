"""Cards of the multiplayer mechanics: the monarch (722), goad (701.38), voting (701.32), melee (702.121),
myriad (702.116), join forces
and assist (702.132). Every card's whole Oracle text is implemented; the designations themselves live in the engine (engine/monarch.py, engine/goad.py)."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.constants import Step
from ...engine.definitions import TargetSpec
from ..dsl import (CREATURE, EACH_CREATURE, EACH_OPPONENT, EACH_PLAYER, SELF, X, Mill, THAT_PLAYER, YOU, Counters, CreateToken, Destroy,
                   Discard, Draw, EachCreature, EachPermanent, Exile, ExtraTurn, ForEachPlayer, GainLife, LoseLife, Pump,
                   Sacrifice, SacrificeThis, TapIt, activated, at_step, attacks, card, etb, mana_ability, token)
from ..dsl import PLAYER, SPELL, TARGET, CounterTargetSpell, creature_with, when_event
from ..model import CONTROLLED_BY, IS_LAND, NOT_YOU, OPPONENT, PlayerIs, PowerAtLeast, Times
from ..model.effects_multiplayer import BecomeMonarch, Goad, IsMonarch, Myriad, OpponentsAttackedThisCombat
from ..model.effects_join_forces import JoinForces
from ..model.effects_voting import (VOTED, CouncilsDilemma, DamagePlayerAndTheirCreatures, VoteForPermanent,
                                    VoteForPlayer, VotesFor, WillOfTheCouncil)

CREATURE_AN_OPPONENT_CONTROLS = TargetSpec("creature", "target creature an opponent controls", CONTROLLED_BY(OPPONENT))

_MONARCH_ETB = "When this creature enters, you become the monarch."

CARDS = [
    # ------------------------------------------------------------------ the monarch (722)
    card("Palace Sentinels", triggered=[etb([BecomeMonarch()], text=_MONARCH_ETB)]),
    card("Thorn of the Black Rose", triggered=[etb([BecomeMonarch()], text=_MONARCH_ETB)]),
    card("Crimson Fleet Commodore", triggered=[etb([BecomeMonarch()], text=_MONARCH_ETB)]),
    card("Staunch Throneguard", triggered=[etb([BecomeMonarch()], text=_MONARCH_ETB)]),
    card("Feast of Succession", effects=[Pump(-4, -4, EACH_CREATURE), BecomeMonarch()]),
    card("Custodi Lich",
         triggered=[etb([BecomeMonarch()], text=_MONARCH_ETB),
                    when_event(ev.MONARCH, PlayerIs("you"), [Sacrifice(1, "Creature", TARGET)], [PLAYER],
                               text="Whenever you become the monarch, target player sacrifices a creature of their "
                                    "choice.")]),
    card("Throne of the High City",
         activated=[mana_ability("C"),
                    activated("{4}", [BecomeMonarch()], tap=True, sacrifice=True,
                              text="{4}, {T}, Sacrifice this land: You become the monarch.")]),
    card("Throne Warden",
         triggered=[at_step(Step.END, [Counters("+1/+1", 1, SELF)], intervening=IsMonarch(),
                            text="At the beginning of your end step, if you're the monarch, put a +1/+1 counter on "
                                 "this creature.")]),
    card("Garrulous Sycophant",
         triggered=[at_step(Step.END, [LoseLife(1, EACH_OPPONENT), GainLife(1)], intervening=IsMonarch(),
                            text="At the beginning of your end step, if you're the monarch, each opponent loses 1 "
                                 "life and you gain 1 life.")]),
    # ------------------------------------------------------------------ goad (701.38)
    card("Disrupt Decorum", effects=[Goad(EachCreature(CONTROLLED_BY(NOT_YOU)))]),
    card("Jeering Homunculus",
         triggered=[etb([Goad()], [CREATURE], optional=True,
                        text="When this creature enters, you may goad target creature.")]),
    card("Taunting Kobold",
         triggered=[attacks([Goad()], [CREATURE_AN_OPPONENT_CONTROLS],
                            text="Whenever this creature attacks, goad target creature an opponent controls.")]),
    card("Oceanus Dragon",
         triggered=[etb([TapIt(), Goad()], [CREATURE_AN_OPPONENT_CONTROLS],
                        text="When this creature enters, tap target creature an opponent controls. Goad it.")]),
]

# ---------------------------------------------------------------------- voting (701.32)
SOLDIER = token("Soldier", 1, 1, subtypes=("Soldier",), colors="W")

CARDS += [
    card("Council's Judgment", effects=[VoteForPermanent(~IS_LAND & CONTROLLED_BY(NOT_YOU), (Exile(VOTED),))]),
    card("Plea for Power", effects=[WillOfTheCouncil(("time", "knowledge"), ((ExtraTurn(),), (Draw(3),)), tie=1)]),
    card("Tyrant's Choice",
         effects=[WillOfTheCouncil(("death", "torture"), ((Sacrifice(1, "Creature", EACH_OPPONENT),),
                                                          (LoseLife(4, EACH_OPPONENT),)), tie=1)]),
    card("Coercive Portal",
         triggered=[at_step(Step.UPKEEP, [WillOfTheCouncil(("carnage", "homage"),
                                                           ((SacrificeThis(), Destroy(EachPermanent(~IS_LAND))),
                                                            (Draw(1),)), tie=1)],
                            text="Will of the council — At the beginning of your upkeep, starting with you, each "
                                 "player votes for carnage or homage. If carnage gets more votes, sacrifice this "
                                 "artifact and destroy all nonland permanents. If homage gets more votes or the vote "
                                 "is tied, draw a card.")]),
    card("Lieutenants of the Guard",
         triggered=[etb([CouncilsDilemma(("strength", "numbers"), ((Counters("+1/+1", 1, SELF),),
                                                                   (CreateToken(SOLDIER),)))],
                        text="Council's dilemma — When this creature enters, starting with you, each player votes "
                             "for strength or numbers. Put a +1/+1 counter on this creature for each strength vote "
                             "and create a 1/1 white Soldier creature token for each numbers vote.")]),
    card("Orchard Elemental",
         triggered=[etb([CouncilsDilemma(("sprout", "harvest"), ((Counters("+1/+1", 2, SELF),), (GainLife(3),)))],
                        text="Council's dilemma — When this creature enters, starting with you, each player votes "
                             "for sprout or harvest. Put two +1/+1 counters on this creature for each sprout vote. "
                             "You gain 3 life for each harvest vote.")]),
    card("Capital Punishment",
         effects=[CouncilsDilemma(("death", "taxes"), ((Sacrifice(1, "Creature", EACH_OPPONENT),),
                                                       (Discard(1, EACH_OPPONENT),)))]),
    card("Mob Verdict",
         effects=[VoteForPlayer(other=True, secret=True),
                  ForEachPlayer(EACH_OPPONENT, (DamagePlayerAndTheirCreatures(Times(2, VotesFor(THAT_PLAYER)),
                                                                              THAT_PLAYER),)),
                  Draw(VotesFor(YOU))]),
]

# ---------------------------------------------------------------------- melee (702.121)
MELEE_TEXT = ("Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked "
              "this combat.)")


def melee():
    """702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked
    with a creature this combat" (702.121b: each instance triggers separately)."""
    return attacks([Pump(OpponentsAttackedThisCombat(), OpponentsAttackedThisCombat(), SELF)], text=MELEE_TEXT)


CARDS += [
    card("Wings of the Guard", triggered=[melee()]),
    card("Deputized Protester", triggered=[melee()]),
    card("Menagerie Liberator", triggered=[melee()]),
]

# ---------------------------------------------------------------------- myriad (702.116)
MYRIAD_TEXT = ("Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create "
               "a token copy that's tapped and attacking that player or a planeswalker they control. Exile the tokens "
               "at end of combat.)")

CARDS += [
    card("Wyrm's Crossing Patrol", triggered=[attacks([Myriad()], text=MYRIAD_TEXT)]),
    card("Warchief Giant", triggered=[attacks([Myriad()], text=MYRIAD_TEXT)]),
    card("Herald of the Host", triggered=[attacks([Myriad()], text=MYRIAD_TEXT)]),
]

# ---------------------------------------------------------------------- join forces
CARDS += [
    card("Minds Aglow", effects=[JoinForces((Draw(X, EACH_PLAYER),))]),
    card("Alliance of Arms", effects=[JoinForces((CreateToken(SOLDIER, X, EACH_PLAYER),))]),
    card("Shared Trauma", effects=[JoinForces((Mill(X, EACH_PLAYER),))]),
]

# ---------------------------------------------------------------------- assist (702.132)
ASSIST = {"assist": True}
"""702.132a: another player may pay any amount of the generic mana of the total cost (engine/assist.py)."""

CARDS += [
    card("Bring Down", targets=[creature_with("target creature with power 4 or greater", PowerAtLeast(4))],
         effects=[Destroy()], extra=ASSIST),
    card("Skystreamer", triggered=[etb([GainLife(4, TARGET)], [PLAYER],
                                       text="When this creature enters, target player gains 4 life.")], extra=ASSIST),
    card("Charging Binox", extra=ASSIST),
    card("Out of Bounds", targets=[SPELL], effects=[CounterTargetSpell()], extra=ASSIST),
]
