"""Property tests (hypothesis): random legal play never raises and views never leak hidden cards."""
from hypothesis import given, settings
from hypothesis import strategies as st

from manamelee.agents import RandomAgent
from manamelee.configs import make_config
from manamelee.engine.game import Game


def _hidden_ids(g: Game, viewer: int) -> set[int]:
    ids = set()
    for pl in g.players:
        ids.update(pl.library)
        if pl.index != viewer:
            ids.update(pl.hand)
    return ids


def _ids_in(view) -> set[int]:
    out = set()
    if isinstance(view, dict):
        if "id" in view and "name" in view:
            out.add(view["id"])
        for v in view.values():
            out |= _ids_in(v)
    elif isinstance(view, list):
        for v in view:
            out |= _ids_in(v)
    return out


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6))
def test_random_legal_play_never_raises_and_views_hide_cards(seed, players):
    g = Game.new(make_config(players), seed)
    agents = [RandomAgent(seed + i) for i in range(players)]
    steps = 0
    while not g.over and steps < 3000:
        d = g.pending()[0]
        if steps % 25 == 0:
            for p in range(players):
                v = g.view(p)
                assert not (_ids_in(v) & _hidden_ids(g, p)), "a view shows a hidden card"
                for other in v["players"]:
                    assert ("hand" in other) == (other["seat"] == p)
        g.submit(d.id, agents[d.player].choose(g.view(d.player), d))
        steps += 1
