"""Issue 16: ``make loadtest`` scaled down (4 tables, 8 clients, 5 s) keeps its invariants, and its database
check finds an answer lost or accepted twice when there is one."""
from manamelee.server.db import SeatRecord, Store, TableRecord, sqlite_url
from manamelee.server.loadtest import Client, Report, _check_database, main, run, seats_per_table


def test_a_scaled_down_load_test_loses_nothing_and_accepts_nothing_twice():
    rep = run(tables=4, clients=8, seconds=5, seed=3, dup_rate=0.05)
    assert rep.ok(), rep.lines()
    assert rep.accepted > 20 and len(rep.latencies) >= rep.accepted
    assert rep.stored == rep.accepted_total                 # every stored answer was acknowledged, once
    assert rep.duplicates_sent > 0 and rep.duplicates_refused == rep.duplicates_sent
    assert rep.diff_errors == 0 and 8 <= rep.snapshots      # a snapshot per client on connect, then diffs mostly
    assert len(rep.sizes) - rep.snapshots > 5 * rep.snapshots
    assert min(rep.rss_kb) > 10_000 and rep.server_cpu_s > 0
    text = "\n".join(rep.lines())
    for phrase in ("answers accepted", "p50", "p99", "server memory (RSS)", "lost 0, accepted twice 0", "result: OK"):
        assert phrase in text


def _table(store, tid, answers):
    store.create_table(TableRecord(tid, "ffa", {}, 1, "en", [SeatRecord(0, "A", None, None)]))
    for seq, (d, o) in enumerate(answers):
        store.append_answer(tid, seq, d, o)


def test_the_database_check_finds_lost_twice_and_unacknowledged_answers(tmp_path):
    db = str(tmp_path / "x.sqlite3")
    store = Store(sqlite_url(db))
    _table(store, "good", [(1, 0), (2, 1)])
    _table(store, "lost", [(1, 0)])
    _table(store, "twice", [(1, 0), (1, 0)])
    _table(store, "unacked", [(1, 0), (2, 0)])
    store.close()
    rep = Report(4, 4, 1)

    def client(tid, acks):
        c = Client("ws://x", tid, 0, rep, 0)
        c.acks = [(tid, seq, d, o) for seq, d, o in acks]
        return [c]
    _check_database(db, {"good": client("good", [(0, 1, 0), (1, 2, 1)]),
                         "lost": client("lost", [(0, 1, 0), (1, 2, 0)]),
                         "twice": client("twice", [(0, 1, 0), (1, 1, 0)]),
                         "unacked": client("unacked", [(0, 1, 0)])}, rep)
    assert rep.lost == ["table lost: acknowledged answer #1 (2, 0) is not stored"]
    assert rep.twice == ["table twice: decision 1 answered twice in the database"]
    assert rep.unacknowledged == ["table unacked: answers [1] stored but never acknowledged"]
    assert rep.stored == 7 and not rep.ok()


def test_bad_arguments_exit_2_with_one_line(capsys):
    assert main(["--tables", "4", "--clients", "100"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "100 clients can't sit at 4 tables" in err
    assert main(["--seconds", "0"]) == 2
    assert seats_per_table(100, 400) == [4] * 100 and seats_per_table(3, 8) == [3, 3, 2]
