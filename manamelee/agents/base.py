"""The agent protocol."""
from __future__ import annotations

from typing import Any, Protocol

from ..engine.decisions import Decision


class Agent(Protocol):
    """Answers a decision given the deciding player's view; returns an option index."""

    def choose(self, view: dict[str, Any], decision: Decision) -> int: ...
