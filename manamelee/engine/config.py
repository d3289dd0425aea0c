"""Game configuration: who plays, with which deck, under which options (103, 800.2)."""
from __future__ import annotations

from typing import Any

from dataclasses import dataclass, field

from .definitions import CardDef
from .errors import ConfigError, DeckError


def check_scheme_deck(cards: tuple[CardDef, ...], owner: str = "") -> None:
    """904.3: at least twenty scheme cards, no more than two with the same English name."""
    who = f" of {owner}" if owner else ""
    bad = [c.name for c in cards if "Scheme" not in c.types]
    if bad:
        raise DeckError(f"scheme deck{who} holds cards that are not schemes: {', '.join(sorted(set(bad)))}")
    if len(cards) < 20:
        raise DeckError(f"scheme deck{who} has {len(cards)} cards; it needs at least 20 (904.3)")
    counts: dict[str, int] = {}
    for c in cards:
        counts[c.name] = counts.get(c.name, 0) + 1
    over = sorted(n for n, k in counts.items() if k > 2)
    if over:
        raise DeckError(f"scheme deck{who} has more than two copies of {', '.join(over)} (904.3)")


@dataclass(slots=True)
class PlayerConfig:
    """One seat: a name, a deck (card definitions, top of list = anything; it is shuffled), a team."""

    name: str
    deck: tuple[CardDef, ...]
    team: int | None = None
    range: int | None = None
    deck_name: str = ""
    schemes: tuple[CardDef, ...] = ()        # an archenemy's scheme deck (904.3)
    commanders: tuple[CardDef, ...] = ()     # the deck's commander(s), set aside from the deck (903.3, 702.124)


@dataclass(slots=True)
class GameConfig:
    """Everything that, with the seed and the answers, determines a game (DESIGN "determinism")."""

    players: list[PlayerConfig]
    variant: str = "ffa"
    starting_life: int = 20
    hand_size: int = 7
    auto_pass: bool = True        # pass priority automatically when passing is the only option (117)
    auto_pay: bool = True         # pay mana costs with the automatic payer (601.2g-h)
    max_turns: int = 2000         # engine safety limit: the game is a draw after this many turns
    min_deck_size: int = 0
    options: dict[Any, Any] = field(default_factory=dict)

    def validate(self) -> None:
        """Raise ConfigError naming the first problem (bad player count, empty names, decks...)."""
        n = len(self.players)
        if not 2 <= n <= 16:
            raise ConfigError(f"a game needs 2 to 16 players, got {n}")
        names = [p.name for p in self.players]
        if any(not isinstance(x, str) or not x.strip() for x in names):
            raise ConfigError("every player needs a non-empty name")
        if len(set(names)) != n:
            raise ConfigError(f"player names must be different: {names}")
        if not isinstance(self.starting_life, int) or self.starting_life <= 0:
            raise ConfigError(f"starting life must be a positive whole number, got {self.starting_life!r}")
        if not isinstance(self.hand_size, int) or self.hand_size < 0:
            raise ConfigError(f"starting hand size must be 0 or more, got {self.hand_size!r}")
        for p in self.players:
            if not all(isinstance(c, CardDef) for c in p.deck):
                raise ConfigError(f"deck of {p.name} holds something that is not a card definition")
            if len(p.deck) < self.min_deck_size:
                raise ConfigError(f"deck of {p.name} has {len(p.deck)} cards; at least {self.min_deck_size} needed")
            if p.range is not None and (not isinstance(p.range, int) or p.range < 1):
                raise ConfigError(f"range of influence of {p.name} must be 1 or more, got {p.range!r}")
            if p.schemes:
                check_scheme_deck(p.schemes, p.name)
            if not all(isinstance(c, CardDef) for c in p.commanders):
                raise ConfigError(f"commanders of {p.name} hold something that is not a card definition")

    @property
    def multiplayer(self) -> bool:
        """800.1: a game that begins with more than two players."""
        return len(self.players) > 2
