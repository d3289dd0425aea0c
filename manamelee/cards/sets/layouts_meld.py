"""Meld cards (712.4, 701.37): three meld pairs of Eldritch Moon (712.5a-c) — Graf Rats and Midnight Scavengers
(Chittering Host), Hanweir Garrison and Hanweir Battlements (Hanweir, the Writhing Township), Bruna, the Fading Light
and Gisela, the Broken Blade (Brisela, Voice of Nightmares). Each meld card is named by its front face; its combined
back face (its own corpus entry) is its ``faces[0]``, used only by a melded permanent (712.4b); its colour is its
colour indicator (204: the corpus lists none)."""
from __future__ import annotations

from ...engine import events as ev
from ...engine.constants import STACK, Step
from ...engine.definitions import TargetSpec, TriggeredAbility
from ..dsl import (CREATURE, CONTROLLED_BY, EachPermanent, Grant, IS_CREATURE, OWNED_BY, Pump, ReturnToBattlefield,
                   Bounce, activated, at_step, attacks, card, etb, face, mana_ability, token)
from ..model import SUBTYPE, YOU
from ..model.casting import ThisSpellCast
from ..model.filters import ManaValueAtMost
from ..model.attacking_tokens import CreateTokensAttacking
from ..model.meld import MeldWith, OwnsAndControlsWith
from ..dsl.statics import rule_static

HUMAN = token("Human", 1, 1, subtypes=("Human",), colors="R")
ELDRAZI_HORROR = token("Eldrazi Horror", 3, 2, subtypes=("Eldrazi", "Horror"))
YOUR_OTHER_CREATURES = EachPermanent(IS_CREATURE & CONTROLLED_BY(YOU), other=True)

CHITTERING_HOST = face("Chittering Host", colors="B", triggered=[etb(
    [Pump(1, 0, YOUR_OTHER_CREATURES), Grant("Menace", YOUR_OTHER_CREATURES)],
    text="When this creature enters, other creatures you control get +1/+0 and gain menace until end of turn.")])
HANWEIR_TOWNSHIP = face("Hanweir, the Writhing Township", colors="R", triggered=[attacks(
    [CreateTokensAttacking(ELDRAZI_HORROR, 2)],
    text="Whenever Hanweir attacks, create two 3/2 colorless Eldrazi Horror creature tokens that are tapped and "
         "attacking.")])
BRISELA = face("Brisela, Voice of Nightmares", colors="W", static=[rule_static(
    "opponents_cant_cast_mv_3_or_less", "Your opponents can't cast spells with mana value 3 or less.")])

CARDS = [
    card("Graf Rats // Chittering Host", triggered=[at_step(
        Step.BEGIN_COMBAT, [MeldWith("Midnight Scavengers", "Chittering Host")], "you",
        intervening=OwnsAndControlsWith("Midnight Scavengers"),
        text="At the beginning of combat on your turn, if you both own and control this creature and a creature "
             "named Midnight Scavengers, exile them, then meld them into Chittering Host.")],
         faces=(CHITTERING_HOST,)),
    card("Midnight Scavengers // Chittering Host", triggered=[etb(
        [Bounce()], [TargetSpec("graveyard_card", "target creature card with mana value 3 or less from your graveyard",
                                OWNED_BY(YOU) & IS_CREATURE & ManaValueAtMost(3))], optional=True,
        text="When this creature enters, you may return target creature card with mana value 3 or less from your "
             "graveyard to your hand.")], faces=(CHITTERING_HOST,)),
    card("Hanweir Garrison // Hanweir, the Writhing Township", triggered=[attacks(
        [CreateTokensAttacking(HUMAN, 2)],
        text="Whenever this creature attacks, create two 1/1 red Human creature tokens that are tapped and "
             "attacking.")], faces=(HANWEIR_TOWNSHIP,)),
    card("Hanweir Battlements // Hanweir, the Writhing Township", activated=[
        mana_ability("C"),
        activated("{R}", [Grant("Haste")], [CREATURE], tap=True,
                  text="{R}, {T}: Target creature gains haste until end of turn."),
        activated("{3}{R}{R}", [MeldWith("Hanweir Garrison", "Hanweir, the Writhing Township")], tap=True,
                  text="{3}{R}{R}, {T}: If you both own and control this land and a creature named Hanweir "
                       "Garrison, exile them, then meld them into Hanweir, the Writhing Township.")],
         faces=(HANWEIR_TOWNSHIP,)),
    card("Bruna, the Fading Light // Brisela, Voice of Nightmares", triggered=[TriggeredAbility(
        ev.CAST, ThisSpellCast(), (ReturnToBattlefield(),),
        (TargetSpec("graveyard_card", "target Angel or Human creature card from your graveyard",
                    OWNED_BY(YOU) & IS_CREATURE & (SUBTYPE("Angel") | SUBTYPE("Human"))),),
        "When you cast this spell, you may return target Angel or Human creature card from your graveyard to the "
        "battlefield.", optional=True, zone=STACK)], faces=(BRISELA,)),
    card("Gisela, the Broken Blade // Brisela, Voice of Nightmares", triggered=[at_step(
        Step.END, [MeldWith("Bruna, the Fading Light", "Brisela, Voice of Nightmares")], "you",
        intervening=OwnsAndControlsWith("Bruna, the Fading Light"),
        text="At the beginning of your end step, if you both own and control Gisela and a creature named Bruna, "
             "the Fading Light, exile them, then meld them into Brisela, Voice of Nightmares.")],
         faces=(BRISELA,)),
]
