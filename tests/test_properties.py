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


def _sba_would_act(g: Game) -> bool:
    """Run one full 704 check on a copy: does any state-based action apply (or need the legend-rule choice)?"""
    from manamelee.engine.decisions import Ask, Proc
    from manamelee.engine.sba import _apply_once
    c = g.copy()
    try:
        return _apply_once(c, c.turns[0] if c.turns else None, Proc())
    except Ask:
        return True


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(["duel", "ffa", "two-headed-giant", "archenemy",
                                                           "emperor", "grand-melee", "commander"]))
def test_704_3_a_check_is_skipped_only_when_no_state_based_action_applies(seed, variant):
    """Game.sba_clean() lets priority skip the 704 check: whenever it says so, a full check finds nothing."""
    players = {"duel": 2, "ffa": 4, "two-headed-giant": 4, "archenemy": 4, "emperor": 6, "grand-melee": 6,
               "commander": 4}[variant]
    g = Game.new(make_config(players, variant=variant, seed=seed), seed)
    agents = [RandomAgent(seed + i) for i in range(players)]
    skipped = steps = 0
    while not g.over and steps < 1500:
        if g.sba_clean():
            skipped += 1
            assert not _sba_would_act(g), f"seed {seed}: a skipped check would have acted at step {steps}"
        d = g.pending()[0]
        g.submit(d.id, agents[d.player].choose(None, d))
        steps += 1
    assert skipped > 0
