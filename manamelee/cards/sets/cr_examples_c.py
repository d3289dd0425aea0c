"""Cards used by rules examples (batch C): the real card of 810.9c's example ("Target player's life total becomes
10") and of 801.5b's ("An opponent chooses one —", 700.2e: Misfortune)."""
from __future__ import annotations

from ...engine.definitions import Mode
from ...engine.spell_modes import OPPONENT_CHOOSES
from ..dsl import CREATURES_YOU_CONTROL, PLAYER, Counters, Damage, GainLife, SetLife, TARGET, card, etb
from ..dsl.selectors import MODE_CHOOSER, EachCreatureOf

CARDS = [
    card("Magister Sphinx", triggered=[etb([SetLife(10, TARGET)], [PLAYER],
                                           text="When this creature enters, target player's life total becomes 10.")]),
    # 700.2e: an opponent chooses the mode as Misfortune is cast; "that player" is the one who chose.
    card("Misfortune", mode_chooser=OPPONENT_CHOOSES, modes=[
        Mode("You put a +1/+1 counter on each creature you control and gain 4 life.",
             (Counters("+1/+1", 1, CREATURES_YOU_CONTROL), GainLife(4))),
        Mode("You put a -1/-1 counter on each creature that player controls and Misfortune deals 4 damage to that "
             "player.", (Counters("-1/-1", 1, EachCreatureOf(MODE_CHOOSER)), Damage(4, MODE_CHOOSER))),
    ]),
]
