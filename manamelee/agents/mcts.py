"""Information-set Monte Carlo tree search (Cowling, Ward and Powley, IEEE TCIAIG 2012; the single-observer
variant, SO-ISMCTS), for any number of players and teams.

Each round draws a determinization of the hidden cards from the agent's sampler (see
:mod:`manamelee.agents.determinize`) and plays it once from every action of the decision at hand, with
common random numbers (the same sample and the same rollout luck for each action), so actions are
compared on paired samples. Below the root the search is SO-ISMCTS: UCB1 with availability counts over
the actions legal in the sample, one node added per descent, then a rollout by the heuristic agent
(with a little randomness) for a few turns; the position is scored for every seat — a finished game by
its result, an unfinished one by :func:`~manamelee.agents.evaluation.win_chances` — and each node is
credited with the score of the player who chose it. Actions are identified across samples by their kind
and label ("cast Shock", "attack with Grizzly Bears"), not by object ids.

The budget is a number of iterations (descents) and/or milliseconds per decision. Without a sampler
(``bind`` not called) the agent answers like the heuristic agent.
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

    ``iterations`` and/or ``time_ms`` bound the search per decision (whichever runs out first; pass
    ``time_ms=None`` for a budget in iterations only, which makes the agent deterministic for a seed);
    ``rollout`` is "heuristic" or "random"; a rollout stops after ``rollout_turns`` more turns or
    ``rollout_decisions`` answers and is scored by the evaluation; ``c`` is the UCB exploration constant
    below the root; ``widen`` how fast a node below the root admits answers beyond the guide's (progressive
    widening: 1 + widen * sqrt(visits)); ``margin`` is how much better (in win chance) another action must
    look than the heuristic's own answer to be preferred.
    """

    def __init__(self, seed: int | None = None, *, iterations: int | None = None, time_ms: float | None = 1000.0,
                 rollout: str = "heuristic", rollout_turns: int = 1, rollout_decisions: int = 200,
                 c: float = 0.35, margin: float = 0.04, widen: float = 0.5, epsilon: float = 0.05,
                 clock: Callable[[], float] | None = None):
        if rollout not in ("heuristic", "random"):
            raise ValueError(f"rollout must be 'heuristic' or 'random', got {rollout!r}")
        if iterations is not None and (not isinstance(iterations, int) or iterations < 1):
            raise ValueError(f"iterations must be a whole number of at least 1, got {iterations!r}")
        if time_ms is not None and (not isinstance(time_ms, (int, float)) or time_ms <= 0):
            raise ValueError(f"time_ms must be a positive number of milliseconds, got {time_ms!r}")
        if iterations is None and time_ms is None:
            raise ValueError("give a budget: iterations >= 1 or time_ms > 0")
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.time_ms = time_ms
        self.rollout_turns = rollout_turns
        self.rollout_decisions = rollout_decisions
        self.c = c
        self.margin = margin
        self.widen = widen
        self.guide = HeuristicAgent(self.rng.getrandbits(32))
        self.tree_guide = HeuristicAgent(self.rng.getrandbits(32))     # in samples: its memory is thrown away
        self.policy: Any = (HeuristicAgent(self.rng.getrandbits(32), epsilon=epsilon) if rollout == "heuristic"
                            else RandomAgent(self.rng.getrandbits(32)))
        self.sampler: Callable[[], Any] | None = None
        self.clock = clock or time.perf_counter
        self.last_iterations = 0             # iterations run for the latest decision (for tests and stats)
        self._restarted: tuple[Any, bool] = ((), False)

    def bind(self, sampler: Callable[[], Any]) -> None:
        """Receive the sampler of determinized game copies for this agent's seat (from the runner)."""
        self.sampler = sampler

    # ------------------------------------------------------------------ choosing
    def choose(self, view: dict[str, Any], decision: Decision) -> int:
        """Search from the current decision and return the index of the action with the best paired mean."""
        opts = decision.options
        self.last_iterations = 0
        guide_i = self.guide.choose(view, decision)
        if self._guide_blocks(view, decision, guide_i) or len(opts) == 1 or self.sampler is None:
            return guide_i
        keys = _actions(decision, allow_cancel=opts[guide_i].kind == "cancel")
        if len(keys) == 1:
            return next(iter(keys.values()))
        guide_key = (decision.player, opts[guide_i].kind, opts[guide_i].label)
        root = Node(player=decision.player)
        totals = dict.fromkeys(keys, 0.0)
        rounds = 0
        deadline = self.clock() + self.time_ms / 1000.0 if self.time_ms else None
        n = 0

        def spent() -> bool:
            if self.iterations is not None and n >= self.iterations:
                return True
            return deadline is not None and n > 0 and self.clock() >= deadline

        while not spent():
            base = self.sampler()
            seed = self.rng.getrandbits(32)
            got: dict[Key, float] = {}
            for j, k in enumerate(keys):
                if spent():
                    break
                g = base if j == len(keys) - 1 else base.copy()
                rng = getattr(self.policy, "rng", None)
                if rng is not None:
                    rng.seed(seed)                 # common random numbers: the same rollout luck for every action
                got[k] = self._iterate(root, g, decision.id, k)
                n += 1
            if len(got) == len(keys):
                rounds += 1
                for k, r in got.items():
                    totals[k] += r
        self.last_iterations = n
        if rounds:
            means = {k: totals[k] / rounds for k in keys}
        else:
            means = {k: ch.mean() for k, ch in root.children.items() if k in keys and ch.visits}
        if not means:
            return guide_i
        best = max(means, key=lambda k: means[k] + (self.margin if k == guide_key else 0.0))
        return keys[best]

    def _guide_blocks(self, view: dict[str, Any], decision: Decision, guide_i: int) -> bool:
        """509.1c: blocks that break a menace requirement leave only "start again" — then, and for the rest
        of that declaration, the guide declares (it stops blocking menace), so it always ends."""
        if decision.kind not in ("declare_blockers", "choose_attacker"):
            return False
        step = next((t["step"] for t in view["turns"] if t["id"] == decision.turn), "")
        key = (decision.turn, step, view["turns"][0]["number"] if view["turns"] else 0)
        if self._restarted[0] != key:
            self._restarted = (key, False)
        kinds = {o.kind for o in decision.options}
        if decision.options[guide_i].kind == "reset" or ("reset" in kinds and "done" not in kinds):
            self._restarted = (key, True)
        return self._restarted[1]

    # ------------------------------------------------------------------ one iteration
    def _iterate(self, root: Node, g: Any, decision_id: int, first_key: Key) -> float:
        """One descent: play ``first_key`` at the root, then select (UCB1 over the actions available in this
        sample) or expand below it, roll out and back up. Returns the root player's reward."""
        seat = root.player
        d = next((x for x in g.pending() if x.id == decision_id), None)
        if d is None:
            return 0.0
        first = _actions(d, allow_cancel=first_key[1] == "cancel")
        if first_key not in first:
            return 0.0
        node = root.children.get(first_key)
        if node is None:
            node = root.children[first_key] = Node(player=d.player)
        node.avail += 1
        self.tree_guide.reset()
        path: list[Node] = [node]
        g.submit(d.id, first[first_key])
        d = g.pending()[0] if not g.over else None
        while d is not None:
            acts = _actions(d)
            tried = 0
            for k in acts:
                ch = node.children.get(k)
                if ch is not None:
                    ch.avail += 1
                    tried += 1
            untried = [k for k in acts if k not in node.children]
            # Progressive widening: a node first follows the guide's answer and admits more answers as its
            # visits grow, so a spell is not judged by its worst targets.
            if untried and (tried == 0 or tried < 1 + int(self.widen * math.sqrt(node.visits))):
                k = self._guide_key(g, d, acts) if tried == 0 else None
                if k is None or k not in untried:
                    k = self.rng.choice(untried)
                ch = Node(player=d.player, avail=1)
                node.children[k] = ch
                path.append(ch)
                g.submit(d.id, acts[k])
                break
            k = self._select(node, [k for k in acts if k in node.children])
            ch = node.children[k]
            path.append(ch)
            g.submit(d.id, acts[k])
            node = ch
            d = g.pending()[0] if not g.over else None
        rewards = self._rollout(g, seat)
        for ch in path:
            ch.visits += 1
            ch.total += rewards[ch.player] if 0 <= ch.player < len(rewards) else 0.0
        return rewards[seat]

    def _guide_key(self, g: Any, d: Decision, acts: dict[Key, int]) -> Key | None:
        """The guide's answer to ``d`` in this sample, as an action key."""
        if len(acts) == 1:
            return next(iter(acts))
        o = d.options[self.tree_guide.choose(g.view(d.player), d)]
        return (d.player, o.kind, o.label)

    def _select(self, node: Node, legal: list[Key]) -> Key:
        best_k, best_s = None, -math.inf
        for k in legal:
            ch = node.children[k]
            if ch.visits == 0:
                return k
            s = ch.mean() + self.c * math.sqrt(math.log(max(ch.avail, 1)) / ch.visits)
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


def _actions(d: Decision, allow_cancel: bool = False) -> dict[Key, int]:
    """The distinct actions of a decision by (player, kind, label) -> first option index. "Start the block
    declaration again" and "cancel" lead back where they started and would only make the search go round
    in circles, so they are left out (cancel is kept when the guide itself would cancel)."""
    out: dict[Key, int] = {}
    for i, o in enumerate(d.options):
        if o.kind == "reset" or (o.kind == "cancel" and not allow_cancel):
            continue
        out.setdefault((d.player, o.kind, o.label), i)
    if not out:
        for i, o in enumerate(d.options):
            out.setdefault((d.player, o.kind, o.label), i)
    return out
