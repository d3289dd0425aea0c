"""`make soak`: 1,000 random 4-player Commander games (903) with the ready Commander decks that end without an
exception and replay exactly from their config, seed and answers (marked slow; not part of `make test`).
MANAMELEE_SOAK_GAMES lowers the count for a quick local run; a few games run in `make test` too."""
import os

import pytest

from manamelee.agents import RandomAgent
from manamelee.configs import config_from_dict, config_to_dict, make_config
from manamelee.engine.game import Game
from manamelee.multiplayer.commander import COMMANDER_DAMAGE, CommanderHooks
from manamelee.sim.runner import run_game

COMMANDER_SOAK_GAMES = int(os.environ.get("MANAMELEE_SOAK_GAMES", "1000"))


def _replayed(g: Game) -> Game:
    """The same game re-run from plain data (a replay file's content): its config, seed and answers."""
    r = Game.new(config_from_dict(config_to_dict(g.config)), g.seed)
    for decision_id, index in g.record:
        if decision_id == -1:
            r.concede(index)
        else:
            r.submit(decision_id, index)
    return r


def play_and_check(seed: int, variant: str = "commander", **options) -> Game:
    """One random game: it ends, every 704.6c loss is backed by 21 or more damage from one commander, and the
    replay reaches the same state (result, life totals, zones)."""
    cfg = make_config(4, variant=variant, seed=seed, **options)
    g = run_game(cfg, seed, [RandomAgent(seed * 16 + i) for i in range(4)])
    r = g.result
    assert g.over and r is not None and r.draw == (not r.winners), (seed, r)
    h = g.hooks
    assert isinstance(h, CommanderHooks)
    for e in g.events:
        if e.rule == "704.6c" and e.player is not None and e.key:
            assert any(n >= COMMANDER_DAMAGE and p == e.player for (_, p), n in h.damage.items()), (seed, e)
    again = _replayed(g)
    assert again.over and again.result == g.result, seed
    assert [p.life for p in again.players] == [p.life for p in g.players], seed
    assert sorted(again.objects) == sorted(g.objects) and again.command == g.command, seed
    assert again.hooks.casts == h.casts and again.hooks.damage == h.damage, seed
    return g


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_few_4_player_commander_games_end_and_replay_exactly(seed):
    play_and_check(seed)


@pytest.mark.parametrize("options", [{"range_": 1}, {"attack": "left"}, {"range_": 2, "attack": "right"}],
                         ids=["range-1", "attack-left", "range-2-attack-right"])
def test_commander_games_with_range_of_influence_and_attack_options_end_and_replay_exactly(options):
    g = play_and_check(11, **options)
    assert g.hooks.rules.attack == options.get("attack", "multiple")
    assert all(p.range == options.get("range_") for p in g.players)


def test_a_two_headed_giant_commander_game_ends_and_replays_exactly():
    play_and_check(5, "two-headed-giant-commander")


@pytest.mark.slow
def test_soak_1000_random_4_player_commander_games_replay_exactly():
    for seed in range(COMMANDER_SOAK_GAMES):
        play_and_check(seed)
