"""Exceptions raised for bad input. Raising one never changes the game (validation precedes mutation)."""


class ManameleeError(Exception):
    """Base class of every error the engine raises on purpose."""


class ConfigError(ManameleeError):
    """A game configuration that the rules or the engine can't play."""


class DeckError(ConfigError):
    """A malformed or illegal deck list."""


class DecisionError(ManameleeError):
    """A bad answer to a decision; the game is unchanged."""


class UnknownDecision(DecisionError):
    """The decision id is not among the pending decisions."""


class WrongPlayer(DecisionError):
    """The answer came from a player who is not the one deciding."""


class IllegalOption(DecisionError):
    """The answer is not one of the decision's legal options."""


class GameOver(ManameleeError):
    """An action was attempted after the game ended."""
