"""Players that answer decisions. An agent only ever sees ``game.view(player)`` and the decision."""
from .base import Agent
from .random_agent import RandomAgent

__all__ = ["Agent", "RandomAgent"]
