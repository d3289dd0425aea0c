"""Issue 16, bad input: a WebSocket client that floods messages or sends an oversized one is cut off with a
close code and a reason; the other clients of its table and other tables go on as before."""
import pytest
from starlette.websockets import WebSocketDisconnect

from manamelee.server.wslimits import WS_CLOSE_POLICY, WS_CLOSE_TOO_BIG, Bucket, WsLimits

from .helpers import FOUR_SEATS, Live, answer_count, pending_of_other_human, snapshot, state


def test_the_bucket_allows_a_burst_then_the_rate():
    now = [0.0]
    b = Bucket(WsLimits(rate=2, burst=3), clock=lambda: now[0])
    assert [b.take() for _ in range(4)] == [True, True, True, False]
    now[0] += 0.5                                          # one more message allowed after half a second at 2/s
    assert [b.take(), b.take()] == [True, False]
    now[0] += 100
    assert sum(b.take() for _ in range(10)) == 3           # never more than a burst saved up


def _cut(ws):
    """Read until the server closes the connection; its close code and reason."""
    with pytest.raises(WebSocketDisconnect) as exc:
        for _ in range(10_000):
            ws.receive_text()
    return exc.value.code, exc.value.reason


def _others_unaffected(client, tid, tokens, owner, other_tid):
    """The seat ``owner`` answers its pending decision over its own WebSocket; a client at another table
    still gets its state."""
    tok = tokens[owner]
    with client.websocket_connect(f"/ws/tables/{tid}?token={tok}") as ws:
        live = Live(ws)
        live.next()
        d = live.env["pending"][0]
        before = answer_count(client, tid)
        ws.send_json({"type": "answer", "decision": d["id"], "option": 0})
        live.until(state(client, tid, tok))
        assert live.acks and live.acks[0]["seq"] == before and not live.errors
    with client.websocket_connect(f"/ws/tables/{other_tid}") as ws:
        assert Live(ws).next()["type"] == "state"


@pytest.fixture
def two_tables(client, table):
    other = client.post("/api/tables", json=FOUR_SEATS)
    assert other.status_code == 201
    return table, other.json()["table"]


def test_a_client_that_floods_is_cut_off_and_no_one_else_notices(client, two_tables):
    (tid, tokens, _), other_tid = two_tables
    client.app.state.ws_limits = WsLimits(rate=5, burst=10)
    _did, owner, flooder = pending_of_other_human(client, tid, tokens)
    count, views = answer_count(client, tid), snapshot(client, tid, tokens)
    with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[owner]}") as bystander_ws:
        bystander = Live(bystander_ws)
        bystander.next()
        with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[flooder]}") as ws:
            for _ in range(40):
                ws.send_text('{"type": "snapshot"}')
            code, reason = _cut(ws)
        assert code == WS_CLOSE_POLICY and reason == "too many messages: the limit is 5 per second (bursts of 10)"
        assert answer_count(client, tid) == count and snapshot(client, tid, tokens) == views
        # the bystander at the same table is still connected and answers over its WebSocket
        d = bystander.env["pending"][0]
        bystander_ws.send_json({"type": "answer", "decision": d["id"], "option": 0})
        bystander.until(state(client, tid, tokens[owner]))
        assert bystander.acks and not bystander.errors
    _others_unaffected(client, tid, tokens, next(s for s in tokens if state(client, tid, tokens[s])["pending"]),
                       other_tid)
    # the flooder is cut off, not banned: it reconnects with its token
    with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[flooder]}") as ws:
        assert Live(ws).next()["state"]["seat"] == flooder


def test_an_oversized_message_cuts_the_client_off_and_changes_nothing(client, two_tables):
    (tid, tokens, _), other_tid = two_tables
    did, owner, other = pending_of_other_human(client, tid, tokens)
    count, views = answer_count(client, tid), snapshot(client, tid, tokens)
    big = '{"type": "answer", "decision": %d, "option": 0, "pad": "%s"}' % (did, "x" * 5000)
    with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[owner]}") as ws:
        ws.receive_text()
        ws.send_text(big)
        code, reason = _cut(ws)
    assert code == WS_CLOSE_TOO_BIG
    assert reason == f"message too large: {len(big)} bytes; the limit is 4096 bytes"
    assert answer_count(client, tid) == count and snapshot(client, tid, tokens) == views
    with client.websocket_connect(f"/ws/tables/{tid}?token={tokens[owner]}") as ws:
        ws.receive_text()
        ws.send_bytes(b"y" * 5000)                          # binary counts too
        assert _cut(ws)[0] == WS_CLOSE_TOO_BIG
    _others_unaffected(client, tid, tokens, owner, other_tid)
