"""Helpers of the server tests: a table request, reading envelopes, playing the human seats over REST."""
import random
import time

# Ann and Bob are human, Cid and Dee are played by the server; Free-for-All seats them at random (806.3).
FOUR_SEATS = {"variant": "ffa", "players": 4, "seed": 11, "lang": "en",
              "seats": [{"name": "Ann"}, {"name": "Bob", "deck": "red"},
                        {"name": "Cid", "agent": "random", "deck": "green"}, {"name": "Dee", "agent": "random"}]}


def settle(client, tid, timeout=60.0):
    """Wait until the table waits on no computer seat (they play in worker processes, issue 16); its status."""
    end = time.monotonic() + timeout
    while True:
        r = client.get(f"/api/tables/{tid}")
        assert r.status_code == 200, r.text
        st = r.json()
        if st["over"] or not st["computer_thinking"]:
            return st
        assert time.monotonic() < end, f"the computer seats of table {tid} did not answer in {timeout} s: {st}"
        time.sleep(0.02)


def state(client, tid, token=None, lang=None, wait=True):
    """A seat's (or the spectator's) envelope, once the computer seats have answered (unless ``wait=False``)."""
    if wait:
        settle(client, tid)
    params = {k: v for k, v in (("token", token), ("lang", lang)) if v is not None}
    r = client.get(f"/api/tables/{tid}/state", params=params)
    assert r.status_code == 200, r.text
    return r.json()


def snapshot(client, tid, tokens):
    """Every seat's envelope and the spectator's."""
    out = {seat: state(client, tid, tok) for seat, tok in tokens.items()}
    out[None] = state(client, tid)
    return out


def answer_count(client, tid):
    return client.app.state.store.answer_count(tid)


def play_humans(client, tid, tokens, steps, seed=0):
    """Answer ``steps`` pending decisions of the human seats over REST (seeded choices)."""
    rng = random.Random(seed)
    done = 0
    while done < steps:
        moved = False
        for seat, tok in tokens.items():
            st = state(client, tid, tok)
            if st["over"]:
                return done
            for d in st["pending"]:
                r = client.post(f"/api/tables/{tid}/answer",
                                json={"token": tok, "decision": d["id"], "option": rng.randrange(len(d["options"]))})
                assert r.status_code == 200, r.text
                done += 1
                moved = True
                break
            if done >= steps:
                break
        assert moved, "no human decision pending and the game is not over"
    return done


def pending_of_other_human(client, tid, tokens):
    """(decision id, owner seat, another human seat) for a decision pending for one human seat."""
    for seat, tok in tokens.items():
        st = state(client, tid, tok)
        if st["pending"]:
            other = next(s for s in tokens if s != seat)
            return st["pending"][0]["id"], seat, other
    raise AssertionError("no human decision pending")


class Live:
    """A WebSocket client of the tests: keeps the envelope as the server's snapshots and diffs build it, checks
    that each diff follows the version it has, and keeps every raw message received."""

    def __init__(self, ws):
        self.ws, self.env, self.v = ws, None, None
        self.raw: list[str] = []
        self.acks: list[dict] = []
        self.errors: list[str] = []

    def next(self) -> dict:
        import json

        from manamelee.server.diffs import apply
        text = self.ws.receive_text()
        self.raw.append(text)
        m = json.loads(text)
        if m["type"] == "state":
            self.env, self.v = m["state"], m["v"]
        elif m["type"] == "diff":
            assert self.env is not None and m["base"] == self.v and m["v"] == self.v + 1, (m["base"], self.v)
            self.env, self.v = apply(self.env, m["ops"]), m["v"]
        elif m["type"] == "ack":
            self.acks.append(m)
        elif m["type"] == "error":
            self.errors.append(m["message"])
        return m

    def until(self, want: dict, limit: int = 500) -> dict:
        """Read messages until the envelope is ``want`` (AI answers may come in between)."""
        for _ in range(limit):
            if self.env == want:
                return self.env
            self.next()
        raise AssertionError("the WebSocket never brought the envelope to the current state")
