"""Full random games with the five built-in sample decks: every colour pairing once in a two-player
game, and one four-player Free-for-All (800). Each must run to its end (104) without an exception."""
import itertools

import pytest

from manamelee.agents import RandomAgent
from manamelee.cards import default_pool
from manamelee.cards.decks import builtin_decks, deck_cards, load_deck
from manamelee.engine import Game, GameConfig, PlayerConfig
from manamelee.engine import events as ev

COLOURS = ["white", "blue", "black", "red", "green"]
MAX_ANSWERS = 20000        # a safety net: a 40-card game between random agents takes a few hundred


def play(colours, seed):
    pool = default_pool()
    players = [PlayerConfig(f"P{i}-{c}", deck_cards(load_deck(c, pool), pool), deck_name=c)
               for i, c in enumerate(colours)]
    g = Game.new(GameConfig(players, auto_pass=True), seed=seed)
    agents = [RandomAgent(seed * 16 + i) for i in range(len(colours))]
    for _ in range(MAX_ANSWERS):
        if g.over:
            break
        d = g.pending()[0]
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d), player=d.player)
    assert g.over, f"{colours} (seed {seed}) did not finish within {MAX_ANSWERS} answers"
    return g


def _check_finished(g):
    r = g.result
    assert r is not None and r.turns > 0
    assert r.draw or len(r.winners) == 1
    assert sum(1 for pl in g.players if not pl.left) <= 1 or r.draw
    kinds = {e.kind for e in g.events}
    assert ev.CAST in kinds and ev.LAND in kinds           # the decks were actually played
    for w in r.winners:                                    # no card of the winner vanished (400.7 bookkeeping)
        owned = [o for o in g.objects.values() if o.owner == w and not o.token]
        assert len(owned) == 40


@pytest.mark.parametrize("a,b", list(itertools.combinations(COLOURS, 2)))
def test_103_104_two_player_random_game_with_sample_decks_runs_to_completion(a, b):
    assert set(COLOURS) == set(builtin_decks())
    g = play([a, b], seed=COLOURS.index(a) * 5 + COLOURS.index(b))
    _check_finished(g)


def test_800_four_player_free_for_all_with_sample_decks_runs_to_completion():
    g = play(["white", "blue", "black", "red"], seed=11)
    _check_finished(g)
    assert sum(1 for pl in g.players if pl.left) >= 3 or g.result.draw
