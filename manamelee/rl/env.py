"""A PettingZoo AEC environment over any manamelee variant: agents are seats, one decision per step.

- Agents ``seat_0`` ... ``seat_{n-1}``. The acting agent is the seat of the first pending decision
  (in Grand Melee several decisions can wait at once, one per Turn (807.4); the engine's order of
  ``pending()`` is deterministic, and the first is taken).
- Observation ``{"observation": Box(float32, fixed size), "action_mask": Box(int8, max_options)}``:
  the encoding of ``game.view(seat)`` and of the seat's pending decision (:mod:`manamelee.rl.encoding`).
  The mask is all zeros for a seat with nothing to decide.
- Action ``Discrete(max_options)``: the index of an option of the pending decision. A decision with
  more options than ``max_options`` is shown in pages of ``max_options - 1`` options; the last action
  then turns to the next page (wrapping round), which changes nothing in the game and gives no reward.
  An action the mask forbids raises ValueError and changes nothing.
- Rewards come at the end: +1 to each winner, -1 to each other seat, 0 to all in a draw (104). A seat
  with no team that leaves the game (800.4) can no longer win, so it gets -1 and is terminated at
  once; a seat on a team waits for its team's result (a team wins together, 808.6 / 810.8).
  ``max_steps`` (optional) truncates every seat after that many steps.
"""
from __future__ import annotations

import os
import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..configs import make_config
from ..engine.game import Game
from .encoding import LIMIT, MAX_OPTIONS, Encoder, Paging, decision_for

ENV_NAME = "manamelee_v0"


def env(variant: str | None = None, players: int | None = None, decks: list[str] | None = None,
        **options: Any) -> AECEnv:
    """The environment wrapped with PettingZoo's order enforcing and bounds checks (see :class:`raw_env`)."""
    e: AECEnv = raw_env(variant=variant, players=players, decks=decks, **options)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    e = wrappers.OrderEnforcingWrapper(e)
    return e


class raw_env(AECEnv):  # noqa: N801 -- PettingZoo's naming convention
    """manamelee as an AEC environment; ``options`` are those of ``make_config`` (teams, range_, attack,
    deploy, shared_turns, schemes) plus ``max_options``, ``max_steps`` and ``render_mode``."""

    metadata = {"render_modes": ["human", "ansi"], "name": ENV_NAME, "is_parallelizable": False}

    def __init__(self, variant: str | None = None, players: int | None = None, decks: list[str] | None = None,
                 *, max_options: int = MAX_OPTIONS, max_steps: int | None = None, render_mode: str | None = None,
                 **table: Any):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, got {render_mode!r}")
        if max_steps is not None and max_steps < 1:
            raise ValueError(f"max_steps must be at least 1, got {max_steps}")
        self._table = {"variant": variant, "players": players, "decks": list(decks) if decks else None, **table}
        probe = self._config(0)            # validates the table now: ConfigError naming the problem
        n = len(probe.players)
        self.possible_agents = [f"seat_{i}" for i in range(n)]
        self._encoder = Encoder(max_options)
        self.max_options = max_options
        self.max_steps = max_steps
        self.render_mode = render_mode
        obs_space = spaces.Dict({
            "observation": spaces.Box(-LIMIT, LIMIT, shape=(self._encoder.size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, shape=(max_options,), dtype=np.int8),
        })
        act_space = spaces.Discrete(max_options)
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: act_space for a in self.possible_agents}
        self._seeds = random.Random(int.from_bytes(os.urandom(8), "big"))
        self.game: Game | None = None
        self._paging: Paging | None = None
        self._decision_id: int | None = None
        self._steps = 0
        self._rendered = 0

    # ---------------------------------------------------------------- spaces
    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    # ---------------------------------------------------------------- helpers
    def _config(self, seed: int) -> Any:
        t = dict(self._table)
        return make_config(t.pop("players"), t.pop("decks"), variant=t.pop("variant"), seed=seed, **t)

    @staticmethod
    def _seat(agent: str) -> int:
        return int(agent.rsplit("_", 1)[1])

    def _select(self) -> None:
        """Point ``agent_selection`` at the seat of the first pending decision (its first page)."""
        g = self.game
        assert g is not None
        ds = g.pending()
        if not ds:
            return
        d = ds[0]
        if d.id != self._decision_id:
            self._decision_id = d.id
            self._paging = Paging(len(d.options), self.max_options)
        self.agent_selection = f"seat_{d.player}"

    def _current(self) -> tuple[Any, Paging]:
        g = self.game
        assert g is not None and self._paging is not None
        d = next(d for d in g.pending() if d.id == self._decision_id)
        return d, self._paging

    # ---------------------------------------------------------------- AEC API
    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Start a new game; the same ``seed`` gives the same seating, shuffles and game."""
        if seed is None:
            seed = self._seeds.getrandbits(31)
        else:
            self._seeds = random.Random(seed)
        self.game = Game.new(self._config(seed), seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self._decision_id, self._paging, self._steps, self._rendered = None, None, 0, 0
        self._skip_agent_selection = None
        self.agent_selection = self.agents[0]
        self._select()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The encoding of ``agent``'s view; its action mask if it is the one to decide."""
        g = self.game
        assert g is not None, "reset() first"
        seat = self._seat(agent)
        d, paging = None, None
        if agent == self.agent_selection and not g.over and self._paging is not None and \
                not (self.terminations.get(agent) or self.truncations.get(agent)):
            d, paging = self._current()
        elif not g.over:
            d = decision_for(g.pending(), seat)
            paging = Paging(len(d.options), self.max_options) if d is not None else None
        obs = self._encoder.encode(g.view(seat), seat, d, paging)
        mask = paging.mask() if (paging is not None and agent == self.agent_selection) else \
            np.zeros(self.max_options, dtype=np.int8)
        return {"observation": obs, "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        g = self.game
        assert g is not None
        d, paging = self._current()
        try:
            slot = int(action)
        except (TypeError, ValueError):
            raise ValueError(f"action must be a whole number, got {action!r}") from None
        if not (0 <= slot < self.max_options) or not paging.mask()[slot]:
            raise ValueError(f"action {slot} is not legal for {agent}'s {d.kind} decision "
                             f"({len(d.options)} options, page {paging.page + 1}/{paging.pages})")
        self._cumulative_rewards[agent] = 0
        self._clear_rewards()
        if slot == paging.more_slot:
            self._paging = paging.next()
        else:
            opt = paging.option_at(slot)
            assert opt is not None
            g.submit(d.id, opt, player=d.player)
            self._after_submit()
        self._steps += 1
        if self.max_steps is not None and self._steps >= self.max_steps and not g.over:
            for a in self.agents:
                self.truncations[a] = True
        self._accumulate_rewards()
        if any(self.terminations[a] or self.truncations[a] for a in self.agents):
            self._deads_step_first()

    def _after_submit(self) -> None:
        """Eliminations (800.4) and the end of the game (104): terminations and rewards; the next seat to act."""
        g = self.game
        assert g is not None
        if g.over:
            r = g.result
            assert r is not None
            winners = set(r.winners)
            for a in self.agents:
                if not self.terminations[a]:
                    self.rewards[a] = 0 if (r.draw or not winners) else (1 if self._seat(a) in winners else -1)
                    self.terminations[a] = True
            return
        for a in self.agents:
            p = g.players[self._seat(a)]
            if not self.terminations[a] and (p.left or p.lost) and p.team is None:
                self.rewards[a] = -1
                self.terminations[a] = True
        self._select()

    def render(self) -> str | None:
        """The log lines since the last render (``ansi`` returns them, ``human`` prints them)."""
        if self.render_mode is None or self.game is None:
            return None
        lines = self.game.log[self._rendered:]
        self._rendered += len(lines)
        text = "\n".join(lines)
        if self.render_mode == "human":
            if text:
                print(text)
            return None
        return text

    def close(self) -> None:
        self.game = None


__all__ = ["env", "raw_env"]
