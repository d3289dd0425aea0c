"""Cards used by rules examples (batch C): the real card of 810.9c's example ("Target player's life total becomes
10")."""
from __future__ import annotations

from ..dsl import PLAYER, SetLife, TARGET, card, etb

CARDS = [
    card("Magister Sphinx", triggered=[etb([SetLife(10, TARGET)], [PLAYER],
                                           text="When this creature enters, target player's life total becomes 10.")]),
]
