"""The PettingZoo AEC environment: the API test for several variants, seeds, end-of-game rewards (104),
eliminations (800.4), paging of large decisions, and no hidden information in observations."""
import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from manamelee.engine.errors import ConfigError  # noqa: E402
from manamelee.rl import env, raw_env  # noqa: E402
from manamelee.rl.encoding import Paging, mana_value, observation_size  # noqa: E402


@pytest.mark.parametrize("kw", [
    {"variant": "duel"},
    {"variant": "ffa", "players": 4},
    {"variant": "two-headed-giant"},
    {"variant": "grand-melee", "players": 5},
    {"variant": "archenemy", "players": 3},
], ids=lambda kw: kw["variant"])
def test_pettingzoo_api_test_passes(kw):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")        # the generic "use a Box observation" advice for Dict spaces
        api_test(env(**kw), num_cycles=200)


def test_same_seed_same_trajectory():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        seed_test(lambda: env(variant="ffa", players=3), num_cycles=50)


def _play_out(e, seed, pick=lambda mask, rng: int(rng.choice(np.flatnonzero(mask)))):
    """Play a whole game with masked random actions; return (total reward per agent, order of endings)."""
    rng = np.random.default_rng(seed)
    e.reset(seed=seed)
    totals, ended = {}, []
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        totals[agent] = totals.get(agent, 0) + reward
        if term or trunc:
            ended.append(agent)
            e.step(None)
            continue
        assert obs["action_mask"].any()
        e.step(pick(obs["action_mask"], rng))
    return totals, ended


def test_whole_ffa_game_rewards_winner_plus_one_and_everyone_else_minus_one():
    e = raw_env(variant="ffa", players=3)
    totals, ended = _play_out(e, seed=4)
    assert e.agents == []
    assert sorted(ended) == ["seat_0", "seat_1", "seat_2"]
    r = e.game.result
    assert r is not None and not r.draw and len(r.winners) == 1
    winner = f"seat_{r.winners[0]}"
    assert totals[winner] == 1
    assert all(v == -1 for a, v in totals.items() if a != winner)


def test_eliminated_ffa_player_is_terminated_with_minus_one_while_the_game_goes_on():
    e = raw_env(variant="ffa", players=4)
    rng = np.random.default_rng(1)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        if term:
            assert reward == -1
            seat = int(agent.split("_")[1])
            assert e.game.players[seat].left or e.game.players[seat].lost
            assert not e.game.over            # the first elimination comes while others still play
            break
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    else:
        pytest.fail("nobody was eliminated")


def test_two_headed_giant_team_shares_its_reward():
    e = raw_env(variant="two-headed-giant")
    totals, ended = _play_out(e, seed=2)
    r = e.game.result
    assert e.game.over and e.agents == [] and len(ended) == 4
    teams = {f"seat_{p.index}": p.team for p in e.game.players}
    if r.draw:
        assert set(totals.values()) == {0}
    else:
        win_team = e.game.players[r.winners[0]].team
        for a, t in teams.items():
            assert totals[a] == (1 if t == win_team else -1)    # 810.8: the team wins or loses together


def test_max_steps_truncates_every_seat():
    e = raw_env(variant="duel", max_steps=5)
    e.reset(seed=3)
    steps = 0
    for agent in e.agent_iter():
        obs, reward, term, trunc, _ = e.last()
        if term or trunc:
            assert trunc and reward == 0
            e.step(None)
            continue
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))
        steps += 1
    assert steps == 5 and e.agents == [] and not e.game.over


def test_illegal_action_is_refused_and_changes_nothing():
    e = raw_env(variant="ffa", players=3)
    e.reset(seed=5)
    agent = e.agent_selection
    mask = e.observe(agent)["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[0])
    record = list(e.game.record)
    with pytest.raises(ValueError, match=f"action {bad} is not legal"):
        e.step(bad)
    with pytest.raises(ValueError, match="not legal"):
        e.step(999)
    assert e.game.record == record and e.agent_selection == agent


def test_bad_table_is_a_config_error():
    with pytest.raises(ConfigError, match="Grand Melee needs at least 5 players"):
        raw_env(variant="grand-melee", players=4)
    with pytest.raises(ValueError, match="max_options"):
        raw_env(variant="duel", max_options=1)


def test_paging_reaches_every_option_of_a_large_decision():
    p = Paging(count=10, slots=4)
    assert p.paged and p.per_page == 3 and p.pages == 4 and p.more_slot == 3
    seen = []
    for _ in range(p.pages):
        seen += [p.option_at(s) for s in range(3) if p.mask()[s]]
        assert p.mask()[3] == 1
        p = p.next()
    assert seen == list(range(10))
    assert p.page == 0                                   # wraps round
    small = Paging(count=3, slots=4)
    assert not small.paged and list(small.mask()) == [1, 1, 1, 0] and small.option_at(3) is None


def test_paged_choice_submits_the_option_it_shows():
    """With 4 action slots, play until a decision has more than 4 options, turn a page, pick its first."""
    e = raw_env(variant="ffa", players=3, max_options=4)
    e.reset(seed=6)
    rng = np.random.default_rng(0)
    for agent in e.agent_iter():
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            e.step(None)
            continue
        d = e.game.pending()[0]
        if len(d.options) > 4:
            e.step(3)                                # next page: nothing happens in the game
            assert e.game.pending()[0].id == d.id and e.agent_selection == agent
            mask = e.observe(agent)["action_mask"]
            assert mask[0] == 1 and mask[3] == 1
            n_record = len(e.game.record)
            e.step(0)
            assert e.game.record[n_record] == (d.id, 3)     # option 3 = page 2, first slot
            return
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    pytest.fail("no decision had more than 4 options")


def test_observation_has_fixed_size_and_hides_opponents_hands_and_libraries():
    e = raw_env(variant="ffa", players=3)
    e.reset(seed=7)
    g = e.game
    obs = e.observe("seat_0")
    assert obs["observation"].shape == (observation_size(),) and obs["observation"].dtype == np.float32
    # Swap a card between seat 1's hand and library: hidden from seat 0, so its observation is the same.
    p1 = g.players[1]
    assert p1.hand and p1.library
    swap = next(i for i, c in enumerate(p1.library) if g.objects[c].card.name != g.objects[p1.hand[0]].card.name)
    p1.hand[0], p1.library[swap] = p1.library[swap], p1.hand[0]
    after = e.observe("seat_0")
    assert np.array_equal(obs["observation"], after["observation"])
    # ...but seat 1 sees its own hand change.
    p1.hand[0], p1.library[swap] = p1.library[swap], p1.hand[0]
    before1 = e.observe("seat_1")["observation"]
    p1.hand[0], p1.library[swap] = p1.library[swap], p1.hand[0]
    assert not np.array_equal(before1, e.observe("seat_1")["observation"])


def test_mana_value_of_mana_costs():
    assert mana_value("{2}{R}{R}") == 4
    assert mana_value("{X}{G}") == 1
    assert mana_value("{2/W}{U/B}") == 3
    assert mana_value("") == 0
