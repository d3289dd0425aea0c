"""The computer seats off the request path (issue 16): creating returns at once, caps answer 429 and create
nothing, an unwatched table pauses and resumes when looked at, a stale batch is never committed."""
import time

from manamelee.server.limits import ServerLimits

from .helpers import FOUR_SEATS, answer_count, settle, state

SIXTEEN_COMPUTERS = {"variant": "ffa", "players": 16, "seats": [{"agent": "random"}] * 16}
HUMANS_ONLY = {"variant": "ffa", "players": 3, "seed": 2}


def test_creating_a_16_seat_computer_table_returns_at_once_and_the_game_goes_on_in_the_background(make_client):
    client = make_client()
    times, tids = [], []
    for seed in range(5):
        t0 = time.perf_counter()
        r = client.post("/api/tables", json=dict(SIXTEEN_COMPUTERS, seed=seed))
        times.append(time.perf_counter() - t0)
        assert r.status_code == 201, r.text
        tids.append(r.json()["table"])
    # The whole game used to be played inside the request (seconds to minutes). The machine is shared and busy:
    # the median is held to 200 ms, every one to a second (a loaded disk's fsync can take that long).
    assert sorted(times)[2] < 0.2 and max(times) < 1.0, times
    end = time.monotonic() + 60
    while min(answer_count(client, t) for t in tids) < 20:       # played afterwards, by the workers
        assert time.monotonic() < end, "the computer seats never played"
        time.sleep(0.1)
    for tid in tids:                                     # each applied answer was stored first (the game plays on)
        applied = list(client.app.state.tables.get(tid).game.record)
        assert client.app.state.store.load(tid).answers[:len(applied)] == applied


def test_cap_on_tables_without_a_human_seat_answers_429_and_creates_nothing(make_client):
    # Every computer table pauses at once (nobody watches for more than a millisecond): nothing finishes.
    client = make_client(limits=ServerLimits(max_computer_tables=2, max_tables_per_client=10, idle_pause_s=0.001))
    for seed in (1, 2):
        assert client.post("/api/tables", json=dict(SIXTEEN_COMPUTERS, seed=seed)).status_code == 201
    before = client.app.state.store.table_ids()
    r = client.post("/api/tables", json=dict(SIXTEEN_COMPUTERS, seed=3))
    assert r.status_code == 429
    assert r.json()["error"] == ("too many tables without a human seat: 2 are in play and this server allows 2; "
                                 "add a human seat or wait for one to finish")
    assert client.app.state.store.table_ids() == before and len(client.app.state.tables.live) == 2
    r = client.post("/api/tables", json=FOUR_SEATS)                     # a table with people is still welcome
    assert r.status_code == 201, r.text


def test_cap_per_client_address_answers_429_finished_games_do_not_count_and_other_addresses_may_create(
        make_client):
    client = make_client(limits=ServerLimits(max_tables_per_client=2))
    first = client.post("/api/tables", json={"variant": "duel", "players": 2, "seed": 4}).json()
    assert client.post("/api/tables", json=HUMANS_ONLY).status_code == 201
    before = client.app.state.store.table_ids()
    r = client.post("/api/tables", json=HUMANS_ONLY)
    assert r.status_code == 429
    assert r.json()["error"] == ("too many tables from your address (testclient): 2 unfinished, the limit is 2; "
                                 "finish or concede one first")
    assert client.app.state.store.table_ids() == before
    transport = client._transport                                        # the same server, another address
    transport.client = ("10.1.2.3", 4000)
    try:
        assert client.post("/api/tables", json=HUMANS_ONLY).status_code == 201
    finally:
        transport.client = ("testclient", 50000)
    tok = first["seats"][0]["token"]                                     # 104.3a: a duel ends when one concedes
    assert client.post(f"/api/tables/{first['table']}/concede", json={"token": tok}).status_code == 200
    assert client.post("/api/tables", json=HUMANS_ONLY).status_code == 201


def test_serve_limits_refuse_nonsense():
    import pytest
    with pytest.raises(ValueError, match="workers must be a whole number from 1 to 64, got 0"):
        ServerLimits(workers=0)
    with pytest.raises(ValueError, match="idle_pause_s must be more than 0"):
        ServerLimits(idle_pause_s=0)


def _grows(client, tid, seconds):
    """Whether the computer seats store an answer within ``seconds``."""
    a = answer_count(client, tid)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        time.sleep(0.05)
        if answer_count(client, tid) > a:
            return True
    return False


def _settle(client, tid, quiet=0.5, limit=10.0):
    """Wait until the stored answers stop growing for ``quiet`` seconds (a batch computed before the pause may
    still be stored: on a loaded machine that takes longer than a fixed wait)."""
    end = time.monotonic() + limit
    while _grows(client, tid, quiet):
        assert time.monotonic() < end, "the table kept playing while paused"


def test_an_unwatched_table_pauses_and_resumes_when_someone_looks(make_client):
    # Searching agents capped at 50 ms a decision: the game lasts far longer than the idle pause, even on the
    # compiled engine (random agents finish a whole 4-player game there before a second has passed).
    client = make_client(limits=ServerLimits(idle_pause_s=1.0, batch_answers=8, max_think_ms=50))
    r = client.post("/api/tables", json={"variant": "ffa", "players": 4, "seed": 9, "seats": [{"agent": "mcts"}] * 4})
    tid = r.json()["table"]
    assert _grows(client, tid, 2.0)                                      # just created: it plays
    end = time.monotonic() + 30
    while not (status := client.get(f"/api/tables/{tid}").json())["paused"]:
        assert time.monotonic() < end and not status["over"] and not status["stalled"], status
        time.sleep(0.1)
    status = client.get(f"/api/tables/{tid}").json()
    assert not status["over"] and not status["computer_thinking"]
    _settle(client, tid)                                                 # a batch in flight may still land
    assert not _grows(client, tid, 1.2)                                  # paused: nothing is played
    state(client, tid, wait=False)                                       # someone looks at it
    assert not client.get(f"/api/tables/{tid}").json()["paused"]
    assert _grows(client, tid, 0.9)


def test_a_websocket_client_keeps_a_table_playing_past_the_idle_time(make_client):
    client = make_client(limits=ServerLimits(idle_pause_s=0.5, batch_answers=4, max_think_ms=50))
    r = client.post("/api/tables", json={"variant": "ffa", "players": 4, "seed": 9, "seats": [{"agent": "mcts"}] * 4})
    tid = r.json()["table"]
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.receive_json()
        time.sleep(1.0)
        assert not client.get(f"/api/tables/{tid}").json()["paused"]
        assert _grows(client, tid, 0.8)


def test_a_stale_batch_is_not_committed(client, table):
    """A worker's answers follow the game at the point it was given; a human answer in between makes them
    stale, and the server stores none of them."""
    tid, tokens, _ = table
    settle(client, tid)
    t = client.app.state.tables.get(tid)
    start = len(t.game.record)
    d = next(x for x in t.game.pending() if x.player in tokens)
    t.answer(d.player, d.id, 0)                                          # the human answered first
    ai = next(iter(t.ai_seats))
    assert t.commit_batch(start, [(ai, 10_000, 0)], lambda: False) == 0
    assert answer_count(client, tid) == start + 1 == len(t.game.record)


def test_health_answers_with_the_table_counts(client, table):
    r = client.get("/health")
    assert r.status_code == 200
    assert r.json()["ok"] is True and r.json()["tables"] == 1 and r.json()["workers"] == 1    # conftest: one worker


def test_computer_answers_are_stored_at_once_and_applied_when_someone_needs_the_game(make_client):
    """Nobody looks: the server process stores the workers' answers without replaying them (no engine time);
    the game, when needed, applies them all and is exactly the replay of what is stored."""
    from dataclasses import replace

    from manamelee.server.tables import rebuild
    # searching agents (20 ms a decision): the game outlasts the idle pause even on the compiled engine
    client = make_client(limits=ServerLimits(workers=1, idle_pause_s=1.0, max_think_ms=20))
    r = client.post("/api/tables", json={"variant": "ffa", "players": 4, "seed": 9, "seats": [{"agent": "mcts"}] * 4})
    tid = r.json()["table"]
    t = client.app.state.tables.get(tid)
    scheduler = client.app.state.hub.scheduler
    end = time.monotonic() + 60
    while answer_count(client, tid) < 10 or not scheduler.paused(t):
        assert time.monotonic() < end, "the computer seats never played, or never paused"
        time.sleep(0.05)
    time.sleep(0.5)                                            # a batch in flight lands
    assert t.behind > 0                                        # stored, not yet applied
    rec = client.app.state.store.load(tid)
    g = t.game                                                 # needed now: applied
    assert t.behind == 0 and g.record == rec.answers
    assert rebuild(replace(rec)).view(0) == g.view(0)
