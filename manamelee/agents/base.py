"""The agent protocols: every agent answers decisions from a view; search agents may also be bound to a
sampler of hidden-information-respecting game copies (see :mod:`manamelee.agents.determinize`)."""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ..engine.decisions import Decision


@runtime_checkable
class Agent(Protocol):
    """Answers a decision given the deciding player's view; returns an option index."""

    def choose(self, view: dict[str, Any], decision: Decision) -> int: ...


@runtime_checkable
class SearchAgent(Agent, Protocol):
    """An agent that searches: the runner hands it a sampler for its seat before asking it anything."""

    def bind(self, sampler: Any) -> None: ...
