"""702.21 Ward: "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter that
spell or ability unless that player pays [cost]" — mana ("Ward {2}"), life ("Ward—Pay 3 life.") or a card
("Ward—Discard a card.").

The keyword is implemented once in the engine (engine/ward.py): the card carries it in its keywords with its cost,
and the engine puts the triggered ability on the stack when the permanent becomes the target of an opponent's spell
or ability (engine/targeting.py), so a granted ward works like a printed one.
"""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def kw_ward(self, c: list[Any]) -> Node:
        return {"kw": "Ward", "cost": str(c[0])}

    def kw_ward_low(self, c: list[Any]) -> str:
        return f"Ward {c[0]}"          # granted: the keyword itself, which the engine reads (engine/ward.py)

    def ward_life(self, c: list[Any]) -> Node:
        return {"k": "ward_alt", "life": int(str(c[0]))}

    def ward_discard(self, c: list[Any]) -> Node:
        return {"k": "ward_alt", "discard": True}


def _alt_text(a: Node) -> str:
    return f"Ward—Pay {a['life']} life." if "life" in a else "Ward—Discard a card."


def _add(parts: Any, keyword: str) -> None:
    from ....engine.constants import PERMANENT_TYPES
    from ....engine.ward import parse_ward
    from ..build import BuildError
    if not parts.types & PERMANENT_TYPES:
        raise BuildError("ward on a card that isn't a permanent card")
    if parse_ward(keyword) is None:
        raise BuildError(f"a ward cost the engine doesn't read: {keyword!r}")
    parts.keywords.add(keyword)                 # 702.21a: the engine's ward ability (engine/ward.py)


def _build_kw(kw: Node, parts: Any) -> None:
    _add(parts, f"Ward {kw['cost']}")


def _build_alt(a: Node, text: str, parts: Any) -> None:
    _add(parts, text.rstrip("."))


PRINT = Printers(keyword={"Ward": lambda k: f"ward {k['cost']}"}, ability={"ward_alt": _alt_text})
# Granted ward is a keyword string ("Ward {2}"); these mana costs may be granted.
_GRANTABLE = frozenset(f"Ward {{{n}}}" for n in range(1, 11))
BUILD = Builders(keyword={"Ward": _build_kw}, ability={"ward_alt": _build_alt}, facts={"ward_alt": lambda a: {"Ward"}},
                 grantable=_GRANTABLE)
