"""Schemes of the 2010 Archenemy product (314, 904). Each is its Oracle facts plus a few lines."""
from ...engine.constants import Step
from ..dsl import (EACH_OPPONENT, AbandonThis, CreateToken, Damage, rule_static, scheme, scheme_at_step, token)

DRAGON = token("Dragon", 5, 5, subtypes=("Dragon",), colors="R", keywords=("Flying",))


def _dealt_five(g, e, src, controller) -> bool:
    return g.players[controller].damage_this_turn >= 5


CARDS = [
    scheme("Look Skyward and Despair", on_set=[CreateToken(DRAGON)]),
    scheme("Nothing Can Stop Me Now",
           static=[rule_static("prevent_1_from_opponents",
                               "If a source an opponent controls would deal damage to you, prevent 1 of that damage.")],
           triggered=[scheme_at_step(Step.END, [AbandonThis()], whose="each", intervening=_dealt_five,
                                     text="At the beginning of each end step, if you've been dealt 5 or more damage "
                                          "this turn, abandon this scheme.")]),
]
