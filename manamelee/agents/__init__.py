"""Players that answer decisions. An agent only ever sees ``game.view(player)`` and the decision.

``make_agent(name, seed, **options)`` builds one by name: ``random``, ``heuristic`` or ``mcts``;
``agent_from_spec("mcts:iterations=80", seed)`` builds one from the command line's form.
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


def parse_agent_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``name`` or ``name:key=value:...`` (the form ``--agents`` takes) as (name, options). Values are whole
    numbers, decimals, ``true``/``false``, ``none`` or words. A malformed spec raises ValueError."""
    if not isinstance(spec, str) or not spec.strip():
        raise ValueError("an agent spec needs a name")
    name, *parts = [x.strip() for x in spec.strip().split(":")]
    if not name:
        raise ValueError(f"agent spec {spec!r} has no name before ':'")
    options: dict[str, Any] = {}
    for part in parts:
        key, eq, raw = part.partition("=")
        key = key.strip()
        if not eq or not key.isidentifier() or not raw.strip():
            raise ValueError(f"agent spec {spec!r}: {part!r} is not key=value (e.g. mcts:iterations=80)")
        if key in options:
            raise ValueError(f"agent spec {spec!r} gives {key!r} twice")
        options[key] = _value(raw.strip())
    return name, options


def _value(raw: str) -> Any:
    low = raw.lower()
    if low in ("true", "false"):
        return low == "true"
    if low == "none":
        return None
    for kind in (int, float):
        try:
            return kind(raw)
        except ValueError:
            pass
    return raw


def agent_from_spec(spec: str, seed: int | None = None) -> Agent:
    """An agent from ``name`` or ``name:key=value:...`` (see :func:`parse_agent_spec`); ValueError if bad."""
    name, options = parse_agent_spec(spec)
    return make_agent(name, seed, **options)


__all__ = ["AGENTS", "Agent", "HeuristicAgent", "RandomAgent", "SearchAgent", "agent_from_spec", "make_agent",
           "parse_agent_spec"]
