"""Labels written by card code as messages: catalogue keys become ``Msg`` so the reader sees them in their
language (card names and Oracle texts stay as printed).
"""
from __future__ import annotations

from ...i18n import Msg, has_key


def _type_msg(card_type: str) -> "Msg | str":
    """A card type ("Creature") as a message in the reader's language when the catalogue has it."""
    key = "type." + card_type.lower()
    return Msg(key) if has_key(key) else card_type.lower()


def _text_msg(label: str) -> "Msg | str":
    """A label written by card code (``what=``, a ``May`` prompt) as a message when it is a catalogue key."""
    return Msg(label) if has_key(label) else label
