"""Information-set Monte Carlo tree search (Cowling, Ward and Powley, IEEE TCIAIG 2012; the single-observer
variant, SO-ISMCTS), for any number of players and teams.

Each iteration draws a determinization of the hidden cards from the agent's sampler (see
:mod:`manamelee.agents.determinize`), walks the tree choosing among the actions legal in that sample
(UCB1 with availability counts), adds one node, plays on with a rollout policy (the heuristic agent,
with some randomness) for a few turns, then scores the position for every seat (a finished game by its
result, an unfinished one by :func:`~manamelee.agents.evaluation.win_chances`) and backs the scores up,
each node crediting the player who chose it. Actions are identified across samples by their kind and
label ("cast Shock", "attack with Grizzly Bears"), not by object ids.

The budget is a number of iterations or milliseconds per decision. Without a sampler (``bind`` not
called) the agent answers like the heuristic agent.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from ..engine.decisions import Decision
from .evaluation import win_chances
from .heuristic import HeuristicAgent
from .random_agent import RandomAgent

Key = tuple[int, str, str]          # (player, option kind, option label)


@dataclass(slots=True)
class Node:
    """Statistics of one action from its parent: visits, total reward for its player, availability."""

    player: int = -1
    visits: int = 0
    total: float = 0.0
    avail: int = 0
    children: dict[Key, "Node"] = field(default_factory=dict)

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class MCTSAgent:
    """SO-ISMCTS over determinized copies from a bound sampler.

    ``iterations`` or ``time_ms`` bound the search per decision (iterations win when both are given);
    ``rollout`` is "heuristic" or "random"; a rollout stops after ``rollout_turns`` more turns or
    ``rollout_decisions`` answers and is scored by the evaluation; ``c`` is the UCB exploration constant;
    ``prior`` the progressive bias toward the heuristic's own answer.
    """

    def __init__(self, seed: int | None = None, *, iterations: int | None = None, time_ms: float | None = 1000.0,
                 rollout: str = "heuristic", rollout_turns: int = 2, rollout_decisions: int = 200,
                 c: float = 0.7, prior: float = 0.5, epsilon: float = 0.05, clock: Callable[[], float] | None = None):
        if rollout not in ("heuristic", "random"):
            raise ValueError(f"rollout must be 'heuristic' or 'random', got {rollout!r}")
        if iterations is not None and (not isinstance(iterations, int) or iterations < 1):
            raise ValueError(f"iterations must be a whole number of at least 1, got {iterations!r}")
        if iterations is None and (time_ms is None or time_ms <= 0):
            raise ValueError("give a budget: iterations >= 1 or time_ms > 0")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.time_ms = time_ms
        self.rollout_turns = rollout_turns
        self.rollout_decisions = rollout_decisions
        self.c = c
        self.prior = prior
        self.guide = HeuristicAgent(self.rng.getrandbits(32))
        self.policy: Any = (HeuristicAgent(self.rng.getrandbits(32), epsilon=epsilon) if rollout == "heuristic"
                            else RandomAgent(self.rng.getrandbits(32)))
        self.sampler: Callable[[], Any] | None = None
        self.clock = clock or time.perf_counter
        self.last_iterations = 0             # iterations run for the latest decision (for tests and stats)

    def bind(self, sampler: Callable[[], Any]) -> None:
        """Receive the sampler of determinized game copies for this agent's seat (from the runner)."""
        self.sampler = sampler

    # ------------------------------------------------------------------ choosing
    def choose(self, view: dict[str, Any], decision: Decision) -> int:
        """Search from the current decision and return the index of the most visited action."""
        opts = decision.options
        self.last_iterations = 0
        if len(opts) == 1:
            return 0
        keys = {}
        for i, o in enumerate(opts):
            keys.setdefault((decision.player, o.kind, o.label), i)
        guide_i = self.guide.choose(view, decision)
        if len(keys) == 1 or self.sampler is None:
            return guide_i
        guide_key = (decision.player, opts[guide_i].kind, opts[guide_i].label)
        root = Node(player=decision.player)
        deadline = None if self.iterations is not None else self.clock() + (self.time_ms or 0) / 1000.0
        n = 0
        while True:
            if self.iterations is not None:
                if n >= self.iterations:
                    break
            elif n > 0 and self.clock() >= deadline:  # type: ignore[operator]
                break
            g = self.sampler()
            self._iterate(root, g, decision, guide_key)
            n += 1
        self.last_iterations = n
        best_key, best = guide_key, root.children.get(guide_key)
        for k, ch in root.children.items():
            if best is None or (ch.visits, ch.mean()) > (best.visits, best.mean()):
                best_key, best = k, ch
        return keys.get(best_key, guide_i)

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, root: Node, g: Any, decision: Decision, guide_key: Key) -> None:
        seat = decision.player
        d = next((x for x in g.pending() if x.id == decision.id), None)
        if d is None:
            return
        node = root
        path: list[Node] = []
        while d is not None:
            first: dict[Key, int] = {}
            for i, o in enumerate(d.options):
                first.setdefault((d.player, o.kind, o.label), i)
            for k in first:
                ch = node.children.get(k)
                if ch is not None:
                    ch.avail += 1
            untried = [k for k in first if k not in node.children]
            if untried:
                if node is root and guide_key in untried:
                    k = guide_key
                else:
                    k = self.rng.choice(untried)
                ch = Node(player=d.player, avail=1)
                node.children[k] = ch
                path.append(ch)
                g.submit(d.id, first[k])
                break
            k = self._select(node, first, guide_key if node is root else None)
            ch = node.children[k]
            path.append(ch)
            g.submit(d.id, first[k])
            node = ch
            d = g.pending()[0] if not g.over else None
        rewards = self._rollout(g, seat)
        for ch in path:
            ch.visits += 1
            ch.total += rewards[ch.player] if 0 <= ch.player < len(rewards) else 0.0

    def _select(self, node: Node, legal: dict[Key, int], guide_key: Key | None) -> Key:
        best_k, best_s = None, -math.inf
        for k in legal:
            ch = node.children[k]
            if ch.visits == 0:
                return k
            s = ch.mean() + self.c * math.sqrt(math.log(max(ch.avail, 1)) / ch.visits)
            if k == guide_key:
                s += self.prior / (ch.visits + 1)
            if s > best_s:
                best_k, best_s = k, s
        return best_k  # type: ignore[return-value]

    def _rollout(self, g: Any, seat: int) -> list[float]:
        """Play on with the rollout policy for a few turns and score every seat."""
        if isinstance(self.policy, HeuristicAgent):
            self.policy.reset()
        stop_turn = g.turn_count + self.rollout_turns
        n = 0
        while not g.over and n < self.rollout_decisions and g.turn_count <= stop_turn:
            ds = g.pending()
            if not ds:
                break
            d = ds[0]
            g.submit(d.id, self.policy.choose(g.view(d.player), d) if len(d.options) > 1 else 0)
            n += 1
        return win_chances(g.view(seat))
