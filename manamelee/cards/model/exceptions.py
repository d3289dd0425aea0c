"""Cards that truly need code: card name -> the one-line reason no data node covers them yet.

A card on this list holds ``Code`` nodes or an effect class written for it alone (in its set module); every
other card of the pool is pure data. ``manamelee cards coverage`` counts these apart (target: under 2% of
playable cards); ``code_parts`` finds what in a definition is code, so a test keeps this list honest."""
from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

EXCEPTIONS: dict[str, str] = {
    "Sadistic Shell Game": "each player in turn order chooses a creature, seeing earlier choices: a one-off vote",
    "Tempt with Vengeance": "tempting offer (each opponent may accept; you get more for each): no offer node yet",
    "Only Blood Ends Your Nightmares": "discards only for opponents who didn't sacrifice: a per-player if-chain",
    "Surrender Your Thoughts": "self-or-others with its own prompt and discards of different sizes chosen first",
    "I Call on the Ancient Magics": "each other player tutors one card and you two, all chosen before any moves",
    "My Undead Horde Awakens": "remembers the creatures it put onto the battlefield since it was set in motion",
    "Nature Shields Its Own": "a token created blocking the unblocked creature; 'four or more attack you'",
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
