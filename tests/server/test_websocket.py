"""The WebSocket protocol: state on connect and diffs after every change, answers and concessions, errors that
change nothing, reconnecting with the token."""
import json

import pytest
from starlette.websockets import WebSocketDisconnect

from .helpers import Live, answer_count, pending_of_other_human, play_humans, snapshot, state


def _ws(client, tid, token=None, lang=None):
    q = "&".join(f"{k}={v}" for k, v in (("token", token), ("lang", lang)) if v is not None)
    return client.websocket_connect(f"/ws/tables/{tid}" + (f"?{q}" if q else ""))


def _settled(live, client, tid, token, lang=None):
    """Read states and diffs until the envelope matches the REST state (AI answers may come in between)."""
    return live.until(state(client, tid, token, lang))


def test_state_on_connect_is_the_seats_envelope(client, table):
    tid, tokens, _ = table
    for seat, tok in tokens.items():
        with _ws(client, tid, tok) as ws:
            m = ws.receive_json()
            assert m == {"type": "state", "v": 1, "state": state(client, tid, tok)}
            assert m["state"]["seat"] == seat
    with _ws(client, tid) as ws:
        m = ws.receive_json()
        assert m["state"]["seat"] is None and m["state"] == state(client, tid)


def test_answer_over_websocket_is_stored_applied_and_pushed_to_every_client(client, table):
    tid, tokens, _ = table
    did, owner, other = pending_of_other_human(client, tid, tokens)
    before = answer_count(client, tid)
    with _ws(client, tid, tokens[owner]) as w1, _ws(client, tid, tokens[other]) as w2, _ws(client, tid) as w3:
        me, them, spec = Live(w1), Live(w2), Live(w3)
        for live in (me, them, spec):
            assert live.next()["type"] == "state"
        me.ws.send_json({"type": "answer", "decision": did, "option": 0})
        mine = _settled(me, client, tid, tokens[owner])
        assert did not in [d["id"] for d in mine["pending"]]
        assert me.acks[0] == {"type": "ack", "decision": did, "option": 0, "seq": before}
        _settled(them, client, tid, tokens[other])
        _settled(spec, client, tid, None)
        assert not them.acks and not spec.acks
        assert {"diff"} <= {json.loads(x)["type"] for x in me.raw[1:]}     # after the snapshot, diffs
    assert answer_count(client, tid) > before


def test_concede_over_websocket(client, table):
    tid, tokens, _ = table
    seat, tok = next(iter(tokens.items()))
    with _ws(client, tid, tok) as ws:
        live = Live(ws)
        live.next()
        ws.send_json({"type": "concede"})
        env = _settled(live, client, tid, tok)
        assert env["view"]["players"][seat]["left"]
        assert live.acks and live.acks[0]["concede"] is True
        ws.send_json({"type": "concede"})
        while not live.errors:
            live.next()
        assert "already left" in live.errors[0]


@pytest.fixture
def played(client, table):
    tid, tokens, _ = table
    play_humans(client, tid, tokens, 3)
    return tid, tokens


def _errors(client, played, token, messages):
    """Send each message; each gets an error back and nothing changes."""
    tid, tokens = played
    count, views = answer_count(client, tid), snapshot(client, tid, tokens)
    got = []
    with _ws(client, tid, token) as ws:
        ws.receive_json()
        for text in messages:
            if isinstance(text, bytes):
                ws.send_bytes(text)
            else:
                ws.send_text(text if isinstance(text, str) else json.dumps(text))
            m = ws.receive_json()
            assert m["type"] == "error", m
            got.append(m["message"])
    assert answer_count(client, tid) == count
    assert snapshot(client, tid, tokens) == views
    return got


def test_bad_messages_get_clear_errors_and_change_nothing(client, played):
    tid, tokens = played
    did, owner, other = pending_of_other_human(client, tid, tokens)
    tok = tokens[owner]
    errs = _errors(client, played, tok, [
        "{not json",
        "[1, 2]",
        {"type": "dance"},
        {"decision": did, "option": 0},
        {"type": "answer", "decision": did, "option": 0, "seat": other},
        {"type": "answer", "decision": did, "option": "0"},
        {"type": "answer", "decision": did},
        {"type": "answer", "decision": did, "option": 10 ** 6},
        {"type": "answer", "decision": 987654, "option": 0},
        {"type": "snapshot", "please": True},
        b"\x00\x01",
    ])
    expected = ["malformed JSON", "must be a JSON object", "unknown message type 'dance'", "unknown message type None",
                "Extra inputs are not permitted", "valid integer", "Field required", "is not a legal answer",
                "decision 987654 is not pending", "unknown message type 'snapshot'", "not binary"]
    for e, phrase in zip(errs, expected):
        assert phrase in e, (phrase, e)


def test_answer_for_another_seat_over_websocket_is_refused(client, played):
    tid, tokens = played
    did, owner, other = pending_of_other_human(client, tid, tokens)
    [err] = _errors(client, played, tokens[other], [{"type": "answer", "decision": did, "option": 0}])
    assert f"belongs to seat {owner}" in err and f"not to your seat {other}" in err


def test_spectators_cannot_act(client, played):
    tid, tokens = played
    did, _owner, _ = pending_of_other_human(client, tid, tokens)
    errs = _errors(client, played, None, [{"type": "answer", "decision": did, "option": 0}, {"type": "concede"}])
    assert all("spectators can't answer or concede" in e for e in errs)


@pytest.mark.parametrize("path, code, phrase", [
    ("/ws/tables/nope", 4404, "no table 'nope'"),
    ("/ws/tables/{tid}?token=forged", 4403, "holds no seat"),
    ("/ws/tables/{tid}?lang=xx", 4400, "unknown language 'xx'"),
])
def test_bad_connections_get_an_error_and_are_closed(client, table, path, code, phrase):
    tid = table[0]
    with client.websocket_connect(path.format(tid=tid)) as ws:
        m = ws.receive_json()
        assert m["type"] == "error" and phrase in m["message"]
        with pytest.raises(WebSocketDisconnect) as exc:
            ws.receive_json()
        assert exc.value.code == code


def test_reconnecting_with_the_token_resumes_the_seat(client, table):
    tid, tokens, _ = table
    _did, owner, _other = pending_of_other_human(client, tid, tokens)
    tok = tokens[owner]
    with _ws(client, tid, tok) as ws:
        ws.receive_json()
    play_humans(client, tid, tokens, 3, seed=5)               # the game goes on while the seat is away
    with _ws(client, tid, tok, "it") as ws:
        live = Live(ws)
        m = live.next()
        assert m["v"] == 1 and m["state"] == state(client, tid, tok, "it") and m["state"]["seat"] == owner
        d = m["state"]["pending"]
        if d:
            ws.send_json({"type": "answer", "decision": d[0]["id"], "option": 0})
            _settled(live, client, tid, tok, "it")
