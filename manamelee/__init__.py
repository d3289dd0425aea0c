"""manamelee: a rules engine for multiplayer Magic: The Gathering.

    from manamelee import Game, make_config, RandomAgent
    game = Game.new(make_config(players=4), seed=7)
    agents = [RandomAgent(i) for i in range(4)]
    while not game.over:
        d = game.pending()[0]
        game.submit(d.id, agents[d.player].choose(game.view(d.player), d))
"""
__version__ = "0.1.0"

from ._engine_select import BUILD as ENGINE_BUILD  # noqa: E402 - before the engine: compiled or pure (issue 18)
from .engine import (ConfigError, Decision, DecisionError, DeckError, Game, GameConfig, GameOver, GameResult,
                     IllegalOption, Option, PlayerConfig, Step, UnknownDecision, WrongPlayer)

__all__ = ["Game", "GameConfig", "PlayerConfig", "GameResult", "Decision", "Option", "Step", "ConfigError",
           "DeckError", "DecisionError", "UnknownDecision", "IllegalOption", "WrongPlayer", "GameOver",
           "make_config", "RandomAgent", "__version__"]


def __getattr__(name: str):
    # Lazy: the engine never needs the card pool or agents to import.
    if name == "make_config":
        from .configs import make_config
        return make_config
    if name == "RandomAgent":
        from .agents import RandomAgent
        return RandomAgent
    raise AttributeError(name)
