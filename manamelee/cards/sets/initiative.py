"""The initiative (723) and Undercity (309, 701.46): cards that take the initiative, and the Undercity dungeon card.

Undercity is a dungeon card: it starts outside the game (309.2) and isn't part of a deck, so it isn't in ``CARDS``;
it is registered with the engine (engine/dungeons.py), which brings it into the command zone when a player
ventures into Undercity. The corpus has no dungeon cards: its rooms are written from the printed card.
"""
from __future__ import annotations

from ...engine.constants import Step
from ...engine.definitions import CardDef, TriggeredAbility
from ...engine.dungeons import VENTURE_ROOM, RoomIs, register_dungeon
from ..dsl import (CREATURE, PLAYER, SELF, TARGET, Counters, CreateToken, Draw, LoseLife, SearchLibrary, at_step, card,
                   etb, token)
from ..model import IS_BASIC_LAND
from ..model.effects_initiative import HasTheInitiative, TakeTheInitiative, ThroneOfTheDeadThree
from ..model.effects_keyword_actions import ScryN
from ..model.effects_multiplayer import Goad
from .schemes_c import TREASURE

_TAKE = "When this creature enters, you take the initiative."
SKELETON = token("Skeleton", 4, 1, subtypes=("Skeleton",), colors="B", keywords=("Menace",))
FAERIE_DRAGON = token("Faerie Dragon", 1, 1, subtypes=("Faerie", "Dragon"), colors="U", keywords=("Flying",))


def _room(name: str, text: str, effects, targets=()) -> TriggeredAbility:
    """309.4c: "When you move your venture marker into this room, <effect>" — from the command zone."""
    return TriggeredAbility(VENTURE_ROOM, RoomIs(name), tuple(effects), tuple(targets), f"{name} — {text}", None,
                            False, False, "command")


UNDERCITY_ROOMS = (
    ("Secret Entrance", ("Forge", "Lost Well")),
    ("Forge", ("Trap!", "Arena")),
    ("Lost Well", ("Arena", "Stash")),
    ("Trap!", ("Archives",)),
    ("Arena", ("Archives", "Catacombs")),
    ("Stash", ("Catacombs",)),
    ("Archives", ("Throne of the Dead Three",)),
    ("Catacombs", ("Throne of the Dead Three",)),
    ("Throne of the Dead Three", ()),
)
UNDERCITY = CardDef(
    name="Undercity", types=frozenset({"Dungeon"}), subtypes=frozenset({"Undercity"}), type_line="Dungeon — Undercity",
    text="(You can't enter this dungeon unless you \"venture into Undercity.\")",
    triggered=(
        _room("Secret Entrance", "Search your library for a basic land card, reveal it, put it into your hand, then "
                                 "shuffle.", [SearchLibrary(IS_BASIC_LAND, what="pool.what.basic_land")]),
        _room("Forge", "Put two +1/+1 counters on target creature.", [Counters("+1/+1", 2)], [CREATURE]),
        _room("Lost Well", "Scry 2.", [ScryN(2)]),
        _room("Trap!", "Target player loses 5 life.", [LoseLife(5, TARGET)], [PLAYER]),
        _room("Arena", "Goad target creature.", [Goad()], [CREATURE]),
        _room("Stash", "Create a Treasure token.", [CreateToken(TREASURE)]),
        _room("Archives", "Draw a card.", [Draw(1)]),
        _room("Catacombs", "Create a 4/1 black Skeleton creature token with menace.", [CreateToken(SKELETON)]),
        _room("Throne of the Dead Three", "Reveal the top ten cards of your library. Put a creature card from among "
                                          "them onto the battlefield with three +1/+1 counters on it. It gains "
                                          "hexproof until your next turn. Then shuffle.", [ThroneOfTheDeadThree()]),
    ),
    extra={"rooms": UNDERCITY_ROOMS})
register_dungeon(UNDERCITY)

CARDS = [
    card("Goliath Paladin", triggered=[etb([TakeTheInitiative()], text=_TAKE)]),
    card("Aarakocra Sneak", triggered=[etb([TakeTheInitiative()], text=_TAKE)]),
    card("Avenging Hunter", triggered=[etb([TakeTheInitiative()], text=_TAKE)]),
    card("Underdark Explorer", triggered=[etb([TakeTheInitiative()], text=_TAKE)]),
    card("Passageway Seer", triggered=[
        etb([TakeTheInitiative()], text=_TAKE),
        at_step(Step.END, [Counters("+1/+1", 1, SELF)],
                intervening=HasTheInitiative(),
                text="At the beginning of your end step, if you have the initiative, put a +1/+1 counter on this "
                     "creature.")]),
    card("Feywild Caretaker", triggered=[
        etb([TakeTheInitiative()], text=_TAKE),
        at_step(Step.END, [CreateToken(FAERIE_DRAGON)], intervening=HasTheInitiative(),
                text="At the beginning of your end step, if you have the initiative, create a 1/1 blue Faerie Dragon "
                     "creature token with flying.")]),
]
