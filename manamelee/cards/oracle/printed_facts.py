"""Printed facts some corpora lack: the defense of a battle (310.4a), which the shared ``oracle-cards.json`` doesn't
list. Each value is the number printed in the card's lower right corner (checked against the printed cards);
a battle whose defense isn't known here (or in its corpus entry) is not compiled."""
from __future__ import annotations

BATTLE_DEFENSE: dict[str, int] = {
    "Invasion of Belenon": 5,
    "Invasion of Dominaria": 5,
    "Invasion of Eldraine": 4,
    "Invasion of Innistrad": 5,
    "Invasion of Xerex": 4,
}


def battle_defense(name: str, facts: dict) -> str | None:
    """The printed defense of the battle ``name`` as the corpus would give it (a string), or None if unknown."""
    v = facts.get("defense")
    if isinstance(v, str):
        return v
    n = BATTLE_DEFENSE.get(name)
    return str(n) if n is not None else None


__all__ = ["BATTLE_DEFENSE", "battle_defense"]
