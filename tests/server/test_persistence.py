"""Persistence: a game is config + seed + answers; a new server on the same database rebuilds every table
to the same state; an answer is stored before it is applied and never stored when it can't be applied."""
import pytest

from manamelee.server.db import Store, sqlite_url
from manamelee.server.tables import Tables

from .helpers import answer_count, play_humans, snapshot, state


def test_a_new_server_on_the_same_database_restores_every_view(make_client, client, table):
    tid, tokens, _ = table
    play_humans(client, tid, tokens, 10)
    before = snapshot(client, tid, tokens)
    count = answer_count(client, tid)
    client.__exit__(None, None, None)
    again = make_client()
    assert tid in again.app.state.tables.live                  # rebuilt at start-up, not on first request
    assert answer_count(again, tid) == count
    assert snapshot(again, tid, tokens) == before
    play_humans(again, tid, tokens, 2, seed=9)                 # and the game goes on
    assert answer_count(again, tid) > count


def test_finished_tables_are_not_rebuilt_at_start_up_but_still_shown(make_client, client):
    r = client.post("/api/tables", json={"variant": "duel", "players": 2, "seed": 1,
                                         "seats": [{"agent": "random"}, {"agent": "random"}]})
    tid = r.json()["table"]
    over = state(client, tid)
    assert over["over"]
    client.__exit__(None, None, None)
    again = make_client()
    assert tid not in again.app.state.tables.live
    assert state(again, tid) == over


class _SubmitSpy:
    """The table's game with another ``submit``: a compiled (mypyc) Game's methods can't be patched per object."""

    def __init__(self, game, submit):
        self._game, self.submit = game, submit

    def __getattr__(self, name):
        return getattr(self._game, name)


def test_answer_is_stored_before_it_is_applied(client, table, monkeypatch):
    tid, tokens, _ = table
    t = client.app.state.tables.get(tid)
    seat = next(s for s in tokens if any(d.player == s for d in t.game.pending()))
    d = next(x for x in t.game.pending() if x.player == seat)
    seen = []
    real = t.game.submit

    def submit(*a, **kw):
        seen.append(answer_count(client, tid))                # what the database holds when it is applied
        return real(*a, **kw)
    monkeypatch.setattr(t, "game", _SubmitSpy(t.game, submit))
    before = answer_count(client, tid)
    t.answer(seat, d.id, 0)
    assert seen == [before + 1]


def test_an_answer_that_fails_to_apply_is_removed_and_the_game_rebuilt(client, table, monkeypatch):
    tid, tokens, _ = table
    t = client.app.state.tables.get(tid)
    seat = next(s for s in tokens if any(d.player == s for d in t.game.pending()))
    d = next(x for x in t.game.pending() if x.player == seat)
    count, views = answer_count(client, tid), snapshot(client, tid, tokens)

    def broken(*_a, **_kw):
        t.game.record.append((d.id, 0))                       # half-applied, then the engine fails
        raise RuntimeError("engine fault")
    monkeypatch.setattr(t, "game", _SubmitSpy(t.game, broken))
    with pytest.raises(RuntimeError):
        t.answer(seat, d.id, 0)
    assert answer_count(client, tid) == count
    assert snapshot(client, tid, tokens) == views
    t.answer(seat, d.id, 0)                                   # the rebuilt game takes the answer
    assert answer_count(client, tid) > count


def test_a_stored_game_that_no_longer_replays_is_reported_not_fatal(client, table, db_path):
    tid, tokens, _ = table
    play_humans(client, tid, tokens, 2)
    with client.app.state.store.engine.begin() as c:
        c.exec_driver_sql("UPDATE answers SET option = 999 WHERE table_id = ? AND seq = 0", (tid,))
    store = Store(sqlite_url(str(db_path)))
    try:
        tables = Tables(store)
        assert tables.restore_unfinished() == []              # the server still starts
        from manamelee.server.tables import TableError
        with pytest.raises(TableError, match="can't be restored: answer 0 does not replay"):
            tables.get(tid)
    finally:
        store.close()


def test_after_a_crash_the_ai_seats_answer_what_was_left_pending_once_someone_looks(make_client, client, table):
    """A crash right after an answer was stored, before the AI seats answered: at start-up the server
    rebuilds the game; its AI seats wait, paused, until someone looks at the table (issue 16), then answer."""
    from manamelee.server.tables import rebuild
    tid, tokens, _ = table
    play_humans(client, tid, tokens, 6)
    client.__exit__(None, None, None)
    rec = client.app.state.store.load(tid)
    ai = {s.seat for s in rec.seats if s.agent}
    keep = len(rec.answers) - 1
    while not any(d.player in ai for d in rebuild(_prefix(rec, keep)).pending()):
        keep -= 1
    with client.app.state.store.engine.begin() as c:
        c.exec_driver_sql("DELETE FROM answers WHERE table_id = ? AND seq >= ?", (tid, keep))
    again = make_client()
    t = again.app.state.tables.get(tid)
    import time
    time.sleep(0.5)
    status = again.get(f"/api/tables/{tid}").json()           # asking for the status doesn't wake it
    assert status["paused"] and not status["computer_thinking"] and t.ai_pending()
    assert answer_count(again, tid) == keep                   # nobody watches: nothing was played
    state(again, tid, wait=False)                             # someone looks: the AI seats play on
    state(again, tid)                                         # answers once the AI seats have answered
    assert t.ai_pending() == []
    assert answer_count(again, tid) > keep
    assert answer_count(again, tid) == len(t.game.record)


def _prefix(rec, n):
    from dataclasses import replace
    return replace(rec, answers=rec.answers[:n])
