"""502.3 exceptions of the untap step: a permanent with "doesn't untap during your untap step" (its own static
ability, or one an Aura or Equipment grants) stays tapped; the pseudo-keyword ``DoesntUntap`` carries the rule so
the untap step's check is one set lookup."""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game

DOESNT_UNTAP: Final = "DoesntUntap"


def stays_tapped(g: "Game", oid: int) -> bool:
    """502.3: does this permanent's static ability keep it from untapping during its controller's untap step?"""
    return DOESNT_UNTAP in g.chars(oid).keywords


__all__ = ["DOESNT_UNTAP", "stays_tapped"]
