"""Cards of the multiplayer mechanics: the monarch (722) and goad (701.38). Every card's whole Oracle text is
implemented; the designations themselves live in the engine (engine/monarch.py, engine/goad.py)."""
from __future__ import annotations

from ...engine.constants import Step
from ...engine.definitions import TargetSpec
from ..dsl import (CREATURE, EACH_CREATURE, EACH_OPPONENT, EachCreature, GainLife, LoseLife,
                   Pump, TapIt, activated, at_step, attacks, card, etb, Counters, SELF, mana_ability)
from ..model import CONTROLLED_BY, NOT_YOU, OPPONENT
from ..model.effects_multiplayer import BecomeMonarch, Goad, IsMonarch

CREATURE_AN_OPPONENT_CONTROLS = TargetSpec("creature", "target creature an opponent controls", CONTROLLED_BY(OPPONENT))

_MONARCH_ETB = "When this creature enters, you become the monarch."

CARDS = [
    # ------------------------------------------------------------------ the monarch (722)
    card("Palace Sentinels", triggered=[etb([BecomeMonarch()], text=_MONARCH_ETB)]),
    card("Thorn of the Black Rose", triggered=[etb([BecomeMonarch()], text=_MONARCH_ETB)]),
    card("Crimson Fleet Commodore", triggered=[etb([BecomeMonarch()], text=_MONARCH_ETB)]),
    card("Staunch Throneguard", triggered=[etb([BecomeMonarch()], text=_MONARCH_ETB)]),
    card("Feast of Succession", effects=[Pump(-4, -4, EACH_CREATURE), BecomeMonarch()]),
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
