"""What a worker process does (issue 16), run here in-process: batches of computer answers that replay legally,
stop at a human decision or a budget, follow the cache or rebuild, and survive a broken agent."""
import pytest

from manamelee.configs import config_to_dict
from manamelee.engine.game import Game
from manamelee.server import workers
from manamelee.server.models import CreateTableIn
from manamelee.server.tables import plan_config
from manamelee.server.workers import BatchTask, make_agents, run_batch


def _table(n=4, agents=None, seed=11, variant="ffa"):
    """(config dict, seed, ((seat, agent), ...)) of a table whose seats are the given agents (None = human)."""
    agents = agents if agents is not None else ["random"] * n
    req = CreateTableIn.model_validate({"variant": variant, "players": len(agents), "seed": seed,
                                        "seats": [{"agent": a} if a else {} for a in agents]})
    cfg, people, order = plan_config(req, seed)
    seats = tuple((k, people[p].agent) for k, p in enumerate(order) if people[p].agent is not None)
    return config_to_dict(cfg), seed, seats


def _task(tid, cfg, seed, seats, answers=(), think_ms=1000, max_answers=32, max_ms=10_000):
    return BatchTask(tid, cfg, seed, tuple(answers), seats, think_ms, max_answers, max_ms)


def _apply(g, res):
    """Apply a batch's answers to the server's copy, with the server's checks (seat and legality)."""
    for seat, dec, opt in res.answers:
        d = next(x for x in g.pending() if x.id == dec)
        assert d.player == seat and 0 <= opt < len(d.options)
        g.submit(dec, opt, seat)


@pytest.fixture(autouse=True)
def _fresh_cache():
    workers._CACHE.clear()
    yield
    workers._CACHE.clear()


def test_batches_replay_legally_and_stop_at_the_budget_then_catch_up_from_the_cache():
    from manamelee.configs import config_from_dict
    cfg, seed, seats = _table()
    g = Game.new(config_from_dict(cfg), seed)
    res = run_batch(_task("t1", cfg, seed, seats, max_answers=5))
    assert res.start == 0 and len(res.answers) == 5 and res.error is None
    _apply(g, res)
    cached = workers._CACHE["t1"].game
    res2 = run_batch(_task("t1", cfg, seed, seats, g.record, max_answers=7))
    assert workers._CACHE["t1"].game is cached                # caught up, not rebuilt
    assert res2.start == 5 and len(res2.answers) == 7
    _apply(g, res2)
    assert cached.record == g.record and cached.view(0) == g.view(0)


def test_a_batch_the_server_threw_away_makes_the_worker_rebuild_the_game_at_the_servers_point():
    from manamelee.configs import config_from_dict
    cfg, seed, seats = _table()
    g = Game.new(config_from_dict(cfg), seed)
    res = run_batch(_task("t2", cfg, seed, seats, max_answers=6))
    seat, dec, opt = res.answers[0]
    g.submit(dec, opt, seat)                                    # the server kept only the first answer
    stale = workers._CACHE["t2"].game
    res2 = run_batch(_task("t2", cfg, seed, seats, g.record, max_answers=4))
    assert workers._CACHE["t2"].game is not stale and res2.start == 1
    _apply(g, res2)                                             # legal on the server's game
    assert workers._CACHE["t2"].game.record == g.record


def test_a_batch_stops_when_a_human_seat_is_waited_on():
    from manamelee.configs import config_from_dict
    cfg, seed, seats = _table(agents=[None, "random", "random", "random"])
    humans = {0, 1, 2, 3} - {s for s, _ in seats}
    g = Game.new(config_from_dict(cfg), seed)
    for _ in range(20):
        if not any(d.player in dict(seats) for d in g.pending()):
            d = next(x for x in g.pending() if x.player in humans)
            g.submit(d.id, 0, d.player)
            continue
        res = run_batch(_task("t3", cfg, seed, seats, g.record))
        assert res.answers
        _apply(g, res)
        assert not any(d.player in dict(seats) for d in g.pending())     # it stopped at the human's decision


def test_a_failing_or_illegal_agent_does_not_stall_the_table(monkeypatch):
    cfg, seed, seats = _table()
    real = workers.make_agents

    def broken_agents(task, game):
        agents = real(task, game)
        (a, _), (b, _) = seats[:2]

        def broken(view, decision):
            raise RuntimeError("agent bug")
        agents[a].choose = broken
        agents[b].choose = lambda view, decision: len(decision.options)     # out of range
        return agents
    monkeypatch.setattr(workers, "make_agents", broken_agents)
    res = run_batch(_task("t4", cfg, seed, seats, max_answers=30))
    assert len(res.answers) == 30 and res.error is None                     # it kept answering
    text = "\n".join(res.warnings)
    assert "failed: RuntimeError: agent bug" in text and "picked " in text and "answering at random" in text
    from manamelee.configs import config_from_dict
    _apply(Game.new(config_from_dict(cfg), seed), res)                      # the random answers are legal


def test_agents_are_the_named_ones_and_a_searching_one_gets_a_sampler_of_its_seat_and_the_think_cap():
    from manamelee.configs import config_from_dict
    cfg, seed, seats = _table(n=3, agents=["heuristic", "random", "mcts"])
    g = Game.new(config_from_dict(cfg), seed)
    agents = make_agents(_task("t5", cfg, seed, seats, think_ms=40), g)
    names = {seat: type(a).__name__ for seat, a in agents.items()}
    assert sorted(names.values()) == ["HeuristicAgent", "MCTSAgent", "RandomAgent"]
    seat, mcts = next((s, a) for s, a in agents.items() if names[s] == "MCTSAgent")
    assert mcts.time_ms == 40                                               # capped by the server
    assert mcts.sampler.seat == seat
    sample = mcts.sampler()
    assert sample is not g and sample.record == []
    roomy = make_agents(_task("t5", cfg, seed, seats, think_ms=5000), g)
    assert next(a for a in roomy.values() if type(a).__name__ == "MCTSAgent").time_ms == 1000   # its own default


def test_a_config_that_does_not_rebuild_is_reported_not_raised():
    cfg, seed, seats = _table()
    res = run_batch(_task("t6", cfg, seed, seats, answers=[(999_999, 0)]))
    assert res.answers == [] and res.error is not None and "can't be rebuilt" in res.error
