"""The rules core: pure, no I/O, no randomness outside ``game.rng`` (DESIGN "layers of the package")."""
from .config import GameConfig, PlayerConfig
from .constants import Step
from .decisions import Decision, Option
from .definitions import (ActivatedAbility, CardDef, Cost, SpellAbility, StaticAbility, TargetSpec,
                          TriggeredAbility)
from .errors import (ConfigError, DeckError, DecisionError, GameOver, IllegalOption, ManameleeError,
                     UnknownDecision, WrongPlayer)
from .game import Game, GameResult
from .hooks import Hooks
from .mana import ManaCost

__all__ = ["Game", "GameResult", "GameConfig", "PlayerConfig", "Decision", "Option", "Step", "CardDef",
           "SpellAbility", "ActivatedAbility", "TriggeredAbility", "StaticAbility", "TargetSpec", "Cost",
           "ManaCost", "Hooks", "ManameleeError", "ConfigError", "DeckError", "DecisionError", "UnknownDecision",
           "WrongPlayer", "IllegalOption", "GameOver"]
