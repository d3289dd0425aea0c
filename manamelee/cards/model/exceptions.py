"""Cards that truly need code: card name -> the one-line reason no data node covers them yet.

A card on this list holds ``Code`` nodes or an effect class written for it alone (in its set module); every
other card of the pool is pure data. ``manamelee cards coverage`` counts these apart (target: under 2% of
playable cards); ``code_parts`` finds what in a definition is code, so a test keeps this list honest."""
from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

EXCEPTIONS: dict[str, str] = {
    "Wound Reflection": "each opponent loses their own amount (life lost this turn): no per-player amount node yet",
    "Sadistic Shell Game": "each player in turn order chooses a creature seeing earlier choices: a one-off vote",
    "Tempt with Vengeance": "tempting offer (each opponent may accept; you get more for each): no offer node yet",
    "Fact or Fiction": "an opponent splits revealed cards into piles card by card: no pile-splitting node yet",
    "Know Naught but Fire": "damage to each opponent equal to that player's hand size: no per-player amount node yet",
    "Your Fate Is Thrice Sealed": "reveal three, lands to the battlefield and the rest to hand: no reveal-and-sort node",
    "Only Blood Ends Your Nightmares": "discard only for opponents who didn't sacrifice: a conditional per-player chain",
    "Realms Befitting My Majesty": "search for up to two basic lands with its own prompts and log: not yet SearchLibrary",
    "Surrender Your Thoughts": "self-or-others with discards of different sizes chosen before any discard",
    "I Call on the Ancient Magics": "each other player tutors one card, you two, all chosen before any card moves",
    "Dance, Pathetic Marionette": "reveal until a creature for each opponent, then choose among them: no node yet",
    "I Bask in Your Silent Awe": "looks back through the event log to the end of its owner's last turn",
    "My Undead Horde Awakens": "remembers the creatures it put onto the battlefield since it was set in motion",
    "Nature Shields Its Own": "a token created blocking the unblocked creature, and 'four or more attack you'",
    "Which of You Burns Brightest?": "X damage to a player or planeswalker and each creature its controller controls",
    "Embrace My Diabolical Vision": "shuffle-in with its own log line, then 7 cards for you and 4 for each other player",
    "Evil Comes to Fruition": "token kind chosen by counting your lands (an 'if ... instead' on a token)",
    "Rotted Ones, Lay Siege": "one Zombie per opponent that must attack that player (a per-token requirement)",
    "Every Hope Shall Vanish": "you choose a nonland card from each opponent's revealed hand: no node yet",
}


def code_parts(v: Any, path: str = "card") -> list[str]:
    """The paths in a definition that hold code: ``Code`` nodes and classes written in a card set module."""
    from .code import Code
    out: list[str] = []
    if isinstance(v, Code):
        return [f"{path}: Code({v.name!r})"]
    if is_dataclass(v) and not isinstance(v, type):
        if type(v).__module__.startswith("manamelee.cards.sets."):
            out.append(f"{path}: {type(v).__name__}")
        for f in fields(v):
            if f.init:
                out += code_parts(getattr(v, f.name), f"{path}.{f.name}")
    elif isinstance(v, (tuple, list, frozenset)):
        for i, x in enumerate(v):
            out += code_parts(x, f"{path}[{i}]")
    elif isinstance(v, dict):
        for k, x in v.items():
            out += code_parts(x, f"{path}.{k}")
    return out
