"""Reinforcement learning: a PettingZoo AEC environment over any variant (``pip install manamelee[rl]``).

    from manamelee.rl import env
    e = env(variant="ffa", players=4)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else int(obs["action_mask"].nonzero()[0][0])
        e.step(action)
"""
from .encoding import MAX_OPTIONS, Encoder, Paging, observation_size
from .env import env, raw_env

__all__ = ["env", "raw_env", "Encoder", "Paging", "MAX_OPTIONS", "observation_size"]
