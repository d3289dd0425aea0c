"""Players that answer decisions. An agent only ever sees ``game.view(player)`` and the decision.

``make_agent(name, seed, **options)`` builds one by name: ``random``, ``heuristic`` or ``mcts``.
Search agents (``mcts``) also take a :class:`~manamelee.agents.determinize.Sampler` through
``bind(sampler)``: the only sanctioned way for an agent to get game copies, with every card hidden
from its seat re-dealt at random.
"""
from __future__ import annotations

from typing import Any, Callable

from .base import Agent, SearchAgent
from .heuristic import HeuristicAgent
from .random_agent import RandomAgent


def _mcts(seed: int | None = None, **options: Any) -> Any:
    from .mcts import MCTSAgent
    return MCTSAgent(seed, **options)


_FACTORIES: dict[str, Callable[..., Any]] = {
    "random": RandomAgent,
    "heuristic": HeuristicAgent,
    "mcts": _mcts,
}
AGENTS: tuple[str, ...] = tuple(_FACTORIES)


def make_agent(name: str, seed: int | None = None, **options: Any) -> Agent:
    """A new agent by registry name; options go to its constructor. Unknown names raise ValueError."""
    factory = _FACTORIES.get(name) if isinstance(name, str) else None
    if factory is None:
        raise ValueError(f"unknown agent {name!r}; known agents: {', '.join(AGENTS)}")
    try:
        return factory(seed, **options)
    except TypeError as e:
        raise ValueError(f"bad options for agent {name!r}: {e}") from None


__all__ = ["AGENTS", "Agent", "HeuristicAgent", "RandomAgent", "SearchAgent", "make_agent"]
