"""Security and bad input over REST: each refusal has a clear message and changes nothing — the stored
answers and every seat's and the spectator's view stay exactly as they were."""
import hashlib
import sqlite3

import pytest

from .helpers import FOUR_SEATS, answer_count, pending_of_other_human, play_humans, snapshot, state


@pytest.fixture
def played(client, table):
    tid, tokens, _ = table
    play_humans(client, tid, tokens, 4)
    return tid, tokens


def _unchanged(client, tid, tokens, before_count, before_views):
    assert answer_count(client, tid) == before_count
    assert snapshot(client, tid, tokens) == before_views


def _refused(client, played, path, status, phrase, **kw):
    tid, tokens = played
    count, views = answer_count(client, tid), snapshot(client, tid, tokens)
    r = client.post(path.format(tid=tid), **kw)
    assert r.status_code == status, r.text
    assert phrase in r.json()["error"]
    _unchanged(client, tid, tokens, count, views)
    return r.json()["error"]


def test_answer_for_another_seats_decision_is_refused(client, played):
    tid, tokens = played
    did, owner, other = pending_of_other_human(client, tid, tokens)
    msg = _refused(client, played, "/api/tables/{tid}/answer", 403, f"belongs to seat {owner}",
                   json={"token": tokens[other], "decision": did, "option": 0})
    assert f"not to your seat {other}" in msg


def test_illegal_option_is_refused(client, played):
    tid, tokens = played
    did, owner, _ = pending_of_other_human(client, tid, tokens)
    n = len(next(d for d in state(client, tid, tokens[owner])["pending"] if d["id"] == did)["options"])
    for bad in (n, -1, 10 ** 9):
        _refused(client, played, "/api/tables/{tid}/answer", 400, "is not a legal answer",
                 json={"token": tokens[owner], "decision": did, "option": bad})


def test_unknown_or_stale_decision_is_refused(client, played):
    tid, tokens = played
    tok = next(iter(tokens.values()))
    _refused(client, played, "/api/tables/{tid}/answer", 409, "decision 999999 is not pending",
             json={"token": tok, "decision": 999999, "option": 0})
    first = client.app.state.store.load(tid).answers[0][0]          # answered long ago
    _refused(client, played, "/api/tables/{tid}/answer", 409, "is not pending",
             json={"token": tok, "decision": first, "option": 0})


def test_wrong_or_missing_token_is_refused(client, played):
    tid, tokens = played
    did, owner, _ = pending_of_other_human(client, tid, tokens)
    _refused(client, played, "/api/tables/{tid}/answer", 403, "holds no seat",
             json={"token": tokens[owner] + "x", "decision": did, "option": 0})
    _refused(client, played, "/api/tables/{tid}/concede", 403, "holds no seat", json={"token": "nope"})
    _refused(client, played, "/api/tables/{tid}/answer", 422, "token: Field required",
             json={"decision": did, "option": 0})


def test_a_token_acts_only_at_its_own_table(client, played):
    tid, tokens = played
    r = client.post("/api/tables", json=FOUR_SEATS)
    other_tid = r.json()["table"]
    other_tok = next(s["token"] for s in r.json()["seats"] if s["token"])
    did, _owner, _ = pending_of_other_human(client, tid, tokens)
    _refused(client, played, "/api/tables/{tid}/answer", 403, "holds no seat",
             json={"token": other_tok, "decision": did, "option": 0})
    assert client.get(f"/api/tables/{tid}/state", params={"token": other_tok}).status_code == 403
    assert client.get(f"/api/tables/{other_tid}/state", params={"token": tokens[_owner]}).status_code == 403


def test_malformed_json_is_refused(client, played):
    for body in (b"{", b"not json", b'{"token": "a", "decision": 1, "option": }'):
        _refused(client, played, "/api/tables/{tid}/answer", 400, "malformed JSON",
                 content=body, headers={"content-type": "application/json"})


def test_unknown_fields_and_wrong_types_are_refused(client, played):
    tid, tokens = played
    did, owner, _ = pending_of_other_human(client, tid, tokens)
    tok = tokens[owner]
    _refused(client, played, "/api/tables/{tid}/answer", 422, "seat: Extra inputs are not permitted",
             json={"token": tok, "decision": did, "option": 0, "seat": 1})
    _refused(client, played, "/api/tables/{tid}/answer", 422, "option: Input should be a valid integer",
             json={"token": tok, "decision": did, "option": "0"})
    _refused(client, played, "/api/tables/{tid}/answer", 422, "option: Input should be a valid integer",
             json={"token": tok, "decision": did, "option": True})
    _refused(client, played, "/api/tables/{tid}/answer", 422, "Input should be a valid dictionary",
             json=[tok, did, 0])


def test_oversize_body_is_refused(client, played):
    tid, tokens = played
    did, owner, _ = pending_of_other_human(client, tid, tokens)
    big = {"token": tokens[owner], "decision": did, "option": 0, "pad": "x" * 5000}
    _refused(client, played, "/api/tables/{tid}/answer", 413, "request body too large: the limit is 4096 bytes",
             json=big)

    def chunks():                       # no Content-Length: the limit holds while reading
        yield b'{"token": "' + b"y" * 3000
        yield b"y" * 3000 + b'"}'
    _refused(client, played, "/api/tables/{tid}/answer", 413, "request body too large", content=chunks(),
             headers={"content-type": "application/json"})


def test_bad_table_ids_are_404_with_a_message(client, played):
    tid, tokens = played
    tok = next(iter(tokens.values()))
    for bad in ("nope", "0" * 12, "x" * 300):
        r = client.get(f"/api/tables/{bad}/state")
        assert r.status_code == 404 and r.json()["error"] == f"no table {bad!r}"
        r = client.post(f"/api/tables/{bad}/answer", json={"token": tok, "decision": 1, "option": 0})
        assert r.status_code == 404 and "no table" in r.json()["error"]
        r = client.post(f"/api/tables/{bad}/concede", json={"token": tok})
        assert r.status_code == 404 and "no table" in r.json()["error"]
        assert client.get(f"/table/{bad}").status_code == 404


def test_answers_after_the_game_is_over_are_refused(client, played):
    tid, tokens = played
    for tok in tokens.values():
        assert client.post(f"/api/tables/{tid}/concede", json={"token": tok}).status_code == 200
    env = state(client, tid)
    assert env["over"]
    count, views = answer_count(client, tid), snapshot(client, tid, tokens)
    r = client.post(f"/api/tables/{tid}/answer", json={"token": tokens[min(tokens)], "decision": 1, "option": 0})
    assert r.status_code == 409 and "the game is over" in r.json()["error"]
    _unchanged(client, tid, tokens, count, views)


@pytest.mark.parametrize("body, phrase", [
    ({"variant": "chess"}, "unknown variant 'chess'"),
    ({"variant": "grand-melee", "players": 4}, "Grand Melee needs at least 5 players"),
    ({"variant": "ffa", "players": 3, "seats": [{}, {}]}, "players is 3 but 2 seats are described"),
    ({"variant": "ffa", "players": 17}, "players must be from 2 to 16"),
    ({"variant": "ffa", "players": 3, "seats": [{"deck": "/etc/passwd"}, {}, {}]}, "unknown deck '/etc/passwd'"),
    ({"variant": "ffa", "players": 3, "seats": [{"deck": "../decklists/red"}, {}, {}]}, "unknown deck"),
    ({"variant": "archenemy", "players": 3, "options": {"schemes": ["/etc/hosts"]}}, "unknown scheme deck"),
    ({"variant": "ffa", "players": 3, "seats": [{"agent": "skynet"}, {}, {}]}, "unknown agent 'skynet'"),
    ({"variant": "ffa", "players": 3, "seats": [{"name": "Al"}, {"name": "Al"}, {}]}, "repeated: Al"),
    ({"variant": "ffa", "players": 3, "seats": [{"name": "A\nB"}, {}, {}]}, "printable"),
    ({"variant": "ffa", "players": 3, "seats": [{"name": "x" * 41}, {}, {}]}, "at most 40 characters"),
    ({"variant": "ffa", "players": 3, "colour": "red"}, "colour: Extra inputs are not permitted"),
    ({"variant": "ffa", "players": 3, "options": {"rnage": 1}}, "options.rnage: Extra inputs are not permitted"),
    ({"variant": "ffa", "players": 3, "lang": "fr"}, "unknown language 'fr'"),
    ({"variant": "ffa", "players": 3, "seed": -1}, "seed: Input should be greater than or equal to 0"),
    ({"variant": "duel", "players": 2, "options": {"deploy": True}}, "deploy"),
])
def test_bad_table_requests_are_refused_and_store_nothing(client, body, phrase):
    r = client.post("/api/tables", json=body)
    assert r.status_code == 422, r.text
    assert phrase in r.json()["error"]
    assert client.app.state.store.table_ids() == []


def test_tokens_are_stored_only_as_hashes(client, table, db_path):
    tid, tokens, _ = table
    raw = db_path.read_bytes() + (db_path.with_name(db_path.name + "-wal").read_bytes()
                                  if db_path.with_name(db_path.name + "-wal").exists() else b"")
    with sqlite3.connect(db_path) as con:
        rows = dict(con.execute("SELECT seat, token_hash FROM seats WHERE table_id = ?", (tid,)).fetchall())
    for seat, tok in tokens.items():
        assert tok.encode() not in raw
        assert rows[seat] == hashlib.sha256(tok.encode()).hexdigest()
    assert sum(1 for h in rows.values() if h is None) == 2      # the AI seats have no token at all
