"""Activated abilities (602): the generic builder, mana abilities (605, 305.6 basic lands), and the
keyword abilities cycling (702.29), unearth (702.84) and equip (702.6).
"""
from __future__ import annotations

from typing import Any

from ...engine.constants import BATTLEFIELD, GRAVEYARD, HAND
from ...engine.definitions import ActivatedAbility, Cost
from ...engine.mana import ManaCost
from .effects_cards import Draw
from .effects_permanents import Attach
from .effects_turns import UnearthReturn
from .targets import CREATURE_YOU_CONTROL


def activated(cost: str = "", effects=(), targets=(), *, tap: bool = False, text: str = "", sorcery: bool = False,
              sacrifice: bool = False, life: Any = 0, zone: str = BATTLEFIELD, discard_self: bool = False,
              keyword: str = "") -> ActivatedAbility:
    """"[Cost]: [Effect.]" (602.1): mana ``cost`` plus {T}, sacrifice, life and discard parts; ``sorcery``: activate
    only as a sorcery (602.5d); ``zone``: where it works from (113.6: by default the battlefield)."""
    return ActivatedAbility(Cost(ManaCost.parse(cost), tap, sacrifice, life, discard_self), tuple(effects),
                            tuple(targets), text, sorcery, zone, keyword=keyword)


BASIC_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def basic_land_ability(color: str) -> ActivatedAbility:
    """305.6: a basic land type gives "{T}: Add <mana>"."""
    return ActivatedAbility(Cost(tap=True), (), (), text=f"{{T}}: Add {{{color}}}.", mana=color)


def mana_ability(kinds: str, amount: int = 1) -> ActivatedAbility:
    """"{T}: Add <amount> mana of one of ``kinds``" (605.1a: a mana ability)."""
    return ActivatedAbility(Cost(tap=True), (), (), text=f"{{T}}: Add mana ({kinds}).", mana=kinds,
                            mana_amount=amount)


def cycling(cost: str) -> ActivatedAbility:
    """702.29a: "Cycling [cost]" = "[cost], Discard this card: Draw a card." from the hand."""
    return activated(cost, [Draw(1)], zone=HAND, discard_self=True, text=f"Cycling {cost}", keyword="Cycling")


def unearth(cost: str) -> ActivatedAbility:
    """702.84a: "Unearth [cost]": from your graveyard, as a sorcery (see UnearthReturn)."""
    return activated(cost, [UnearthReturn()], zone=GRAVEYARD, sorcery=True, text=f"Unearth {cost}", keyword="Unearth")


def equip(cost: str, text: str = "") -> ActivatedAbility:
    """702.6a: "Equip [cost]" = "[cost]: Attach this permanent to target creature you control. Activate only
    as a sorcery." (only its controller may activate it, 301.5d)."""
    return activated(cost, [Attach()], [CREATURE_YOU_CONTROL], sorcery=True, text=text or f"Equip {cost}",
                     keyword="Equip")


def loyalty_ability(cost: str, effects=(), targets=(), text: str = "") -> ActivatedAbility:
    """A planeswalker's loyalty ability (606.2) "[+1]: ...", "[−2]: ...", "[0]: ...", "[−X]: ...": ``cost`` is
    "+1", "-2", "0" or "-X" (606.4: counters put on or removed; one per turn, as a sorcery, 606.3)."""
    body = cost.replace("\u2212", "-")
    c = Cost(loyalty_x=True) if body == "-X" else Cost(loyalty=int(body))
    return ActivatedAbility(c, tuple(effects), tuple(targets), text or f"[{cost}]", loyalty=True)
