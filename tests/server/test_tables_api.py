"""The REST API: creating tables, the state envelope per seat and for spectators, AI seats, languages."""
import random

from manamelee.configs import config_from_dict
from manamelee.engine.game import Game
from manamelee.engine.view import player_view
from manamelee.i18n import decision_text

from .helpers import FOUR_SEATS, answer_count, play_humans, snapshot, state

ENVELOPE_KEYS = {"table", "seat", "lang", "variant", "over", "result", "view", "in_range", "teams", "pending", "log",
                 "declaring"}


def test_create_table_gives_a_token_and_join_link_to_each_human_seat_only(client, table):
    tid, tokens, data = table
    assert data["spectate_url"] == f"/table/{tid}"
    by_name = {s["name"]: s for s in data["seats"]}
    assert sorted(by_name) == ["Ann", "Bob", "Cid", "Dee"]
    assert [s["seat"] for s in data["seats"]] == [0, 1, 2, 3]
    for name in ("Ann", "Bob"):
        s = by_name[name]
        assert not s["ai"] and len(s["token"]) >= 32
        assert s["join_url"] == f"/table/{tid}?token={s['token']}"
    for name in ("Cid", "Dee"):
        s = by_name[name]
        assert s["ai"] and s["agent"] == "random" and s["token"] is None and s["join_url"] is None
    assert by_name["Ann"]["token"] != by_name["Bob"]["token"]


def test_806_3_random_seating_keeps_each_request_with_its_deck_and_agent(client, table):
    tid, _tokens, data = table
    t = client.app.state.tables.get(tid)
    for s in data["seats"]:
        pc = t.game.config.players[s["seat"]]
        assert pc.name == s["name"]
        want = {"Bob": "red", "Cid": "green"}.get(s["name"])
        if want:
            assert pc.deck_name == want
    assert {s.name for s in t.seats if s.ai} == {"Cid", "Dee"}


def test_envelope_of_a_seat_is_its_own_view_with_its_pending_decisions_translated(client, table):
    tid, tokens, _ = table
    g = client.app.state.tables.get(tid).game
    for seat, tok in tokens.items():
        env = state(client, tid, tok)
        assert set(env) == ENVELOPE_KEYS
        assert env["table"] == tid and env["seat"] == seat and env["lang"] == "en" and env["variant"] == "ffa"
        assert env["view"] == g.view(seat)
        mine = [d for d in g.pending() if d.player == seat]
        assert [d["id"] for d in env["pending"]] == [d.id for d in mine]
        for d, e in zip(mine, env["pending"]):
            tx = decision_text(d, "en", g)
            assert e["kind"] == d.kind and e["rule"] == d.rule and e["prompt"] == tx["prompt"]
            assert e["options"] == [{"index": i, "kind": o.kind, "label": tx["options"][i]}
                                    for i, o in enumerate(d.options)]
        hands = [p for p in env["view"]["players"] if "hand" in p]
        assert [p["seat"] for p in hands] == [seat]          # only its own hand (no teams in Free-for-All)
        assert env["in_range"] == [0, 1, 2, 3] and env["teams"] == {}
        assert 0 < len(env["log"]) <= 200


def test_spectator_gets_public_information_only(client, table):
    tid, tokens, _ = table
    play_humans(client, tid, tokens, 6)
    env = state(client, tid)
    g = client.app.state.tables.get(tid).game
    assert env["seat"] is None and env["pending"] == []
    assert env["view"] == player_view(g, None)
    assert all("hand" not in p for p in env["view"]["players"])
    assert env["view"]["pending"] == []


def test_ai_seats_answer_and_their_answers_are_stored_like_human_ones(client, table):
    tid, tokens, _ = table
    n = play_humans(client, tid, tokens, 15)
    t = client.app.state.tables.get(tid)
    stored = answer_count(client, tid)
    assert stored == len(t.game.record) > n                  # the AI seats answered too, and all were stored
    assert all(d.player in tokens for d in t.game.pending())  # nothing is left waiting on an AI seat
    rec = client.app.state.store.load(tid)
    g = Game.new(config_from_dict(rec.config), rec.seed)      # the stored game replays to the same state
    for dec, opt in rec.answers:
        g.concede(opt) if dec == -1 else g.submit(dec, opt)
    assert g.view(0) == t.game.view(0) and g.log == t.game.log


def test_answer_returns_the_new_envelope_and_is_pushed_into_the_game(client, table):
    tid, tokens, _ = table
    seat, tok = next((s, k) for s, k in tokens.items() if state(client, tid, k)["pending"])
    d = state(client, tid, tok)["pending"][0]
    before = answer_count(client, tid)
    r = client.post(f"/api/tables/{tid}/answer", json={"token": tok, "decision": d["id"], "option": 0})
    assert r.status_code == 200, r.text
    env = r.json()
    assert env["seat"] == seat and d["id"] not in [x["id"] for x in env["pending"]]
    assert answer_count(client, tid) > before
    assert env == state(client, tid, tok)


def test_104_3a_a_seat_concedes_and_leaves_the_game(client, table):
    tid, tokens, _ = table
    seat, tok = next(iter(tokens.items()))
    r = client.post(f"/api/tables/{tid}/concede", json={"token": tok})
    assert r.status_code == 200, r.text
    me = r.json()["view"]["players"][seat]
    assert me["left"] and me["lost"]
    assert client.app.state.store.load(tid).answers[-1] == (-1, seat) or \
        (-1, seat) in client.app.state.store.load(tid).answers
    again = client.post(f"/api/tables/{tid}/concede", json={"token": tok})
    assert again.status_code == 409 and "already left" in again.json()["error"]


def test_807_grand_melee_two_humans_asked_at_once_in_two_turns_while_ai_seats_answer_the_rest(client):
    """807.4: several turns run at once, each with its own pending decisions. Every pending decision of an
    AI seat is answered, so at any moment only the human seats are waited on — here both at once."""
    r = client.post("/api/tables", json={"variant": "grand-melee", "players": 8, "seed": 3,
                                         "seats": [{"name": "Ann"}, {"name": "Bob"}] + [{"agent": "random"}] * 6})
    assert r.status_code == 201, r.text
    tid = r.json()["table"]
    toks = {s["seat"]: s["token"] for s in r.json()["seats"] if s["token"]}
    t = client.app.state.tables.get(tid)
    rng = random.Random(1)
    both = 0
    for _ in range(300):
        envs = {seat: state(client, tid, tok) for seat, tok in toks.items()}
        assert all(d.player in toks for d in t.game.pending())
        if next(iter(envs.values()))["over"]:
            break
        if all(e["pending"] for e in envs.values()):
            turns = {e["pending"][0]["turn"] for e in envs.values()}
            both += len(turns) == 2
            if both >= 3:
                break
        seat = rng.choice([s for s, e in envs.items() if e["pending"]])
        d = envs[seat]["pending"][0]
        r = client.post(f"/api/tables/{tid}/answer",
                        json={"token": toks[seat], "decision": d["id"], "option": rng.randrange(len(d["options"]))})
        assert r.status_code == 200, r.text
    assert both >= 3, "the two human seats were never asked at once in two turns"
    assert answer_count(client, tid) == len(t.game.record)


def test_807_grand_melee_all_ai_table_answers_several_pending_decisions(client):
    """With several AI decisions pending at once (one per turn marker), the server answers every one of
    them and stores each answer: replaying what is stored, each concurrent set is answered in full."""
    import time
    r = client.post("/api/tables", json={"variant": "grand-melee", "players": 8, "seed": 5,
                                         "seats": [{"agent": "random"}] * 8})
    tid = r.json()["table"]
    end = time.monotonic() + 60
    while True:
        rec = client.app.state.store.load(tid)
        g = Game.new(config_from_dict(rec.config), rec.seed)
        seen: list[set[int]] = []
        for i, (dec, opt) in enumerate(rec.answers):
            ids = {d.id for d in g.pending()}
            if len(ids) >= 2 and ids not in seen:
                seen.append(ids)
            g.concede(opt) if dec == -1 else g.submit(dec, opt)
        answered = {dec for dec, _ in rec.answers}
        complete = [ids for ids in seen if ids <= answered]
        if len(complete) >= 3 or rec.status == "over":
            break
        assert time.monotonic() < end, "the server never answered three concurrent sets of decisions"
        time.sleep(0.1)
    assert len(complete) >= 3


def test_all_ai_table_plays_to_the_end_and_is_stored_as_over(client):
    r = client.post("/api/tables", json={"variant": "duel", "players": 2, "seed": 1,
                                         "seats": [{"agent": "random"}] * 2})
    tid = r.json()["table"]
    env = state(client, tid)
    assert env["over"] and env["result"] is not None
    rec = client.app.state.store.load(tid)
    assert rec.status == "over" and rec.result == env["result"]


def test_team_variant_envelope_has_teams_and_teammates_hands(client):
    """808.5 (Team vs. Team): teammates may see each other's hands; the envelope lists the teams."""
    r = client.post("/api/tables", json={"variant": "team-vs-team", "players": 4, "seed": 3,
                                         "seats": [{"name": "A"}, {"name": "B"}, {"name": "C", "agent": "random"},
                                                   {"name": "D", "agent": "random"}]})
    assert r.status_code == 201, r.text
    tid = r.json()["table"]
    toks = {s["seat"]: s["token"] for s in r.json()["seats"] if s["token"]}
    env = state(client, tid, toks[0])
    assert env["teams"] == {"0": [0, 1], "1": [2, 3]}
    assert sorted(p["seat"] for p in env["view"]["players"] if "hand" in p) == [0, 1]


def test_801_range_of_influence_in_the_envelope(client):
    r = client.post("/api/tables", json={"variant": "ffa", "players": 6, "seed": 8, "options": {"range": 1},
                                         "seats": [{"name": "Ann"}] + [{"agent": "random"}] * 5})
    assert r.status_code == 201, r.text
    tid = r.json()["table"]
    s = next(x for x in r.json()["seats"] if x["token"])
    env = state(client, tid, s["token"])
    me = s["seat"]
    assert env["in_range"] == sorted({me, (me + 1) % 6, (me - 1) % 6})
    assert state(client, tid)["in_range"] == list(range(6))


def test_lang_parameter_translates_prompts_and_log(client, table):
    tid, tokens, _ = table
    tok = next(k for k in tokens.values() if state(client, tid, k)["pending"])
    en, it = state(client, tid, tok, "en"), state(client, tid, tok, "it")
    assert it["lang"] == "it" and it["view"] == en["view"]
    g = client.app.state.tables.get(tid).game
    d = next(x for x in g.pending() if x.id == it["pending"][0]["id"])
    assert it["pending"][0]["prompt"] == decision_text(d, "it", g)["prompt"]
    assert it["log"] != en["log"]
    bad = client.get(f"/api/tables/{tid}/state", params={"token": tok, "lang": "xx"})
    assert bad.status_code == 400 and "unknown language 'xx'" in bad.json()["error"]


def test_table_created_in_italian_answers_in_italian_by_default(client):
    r = client.post("/api/tables", json=dict(FOUR_SEATS, lang="it"))
    tid = r.json()["table"]
    assert state(client, tid)["lang"] == "it"


def test_i18n_route_serves_each_catalogue(client):
    from manamelee.i18n import catalogue
    for lang in ("en", "it"):
        r = client.get(f"/api/i18n/{lang}")
        assert r.status_code == 200 and r.json() == catalogue(lang)
    r = client.get("/api/i18n/xx")
    assert r.status_code == 404 and "unknown language" in r.json()["error"]


def test_meta_lists_what_a_table_can_be_made_of(client):
    m = client.get("/api/meta").json()
    assert "grand-melee" in m["variants"] and "red" in m["decks"] and "random" in m["agents"]
    assert m["langs"] == ["en", "it"] and m["max_message_bytes"] == 4096


def test_pages_and_static_files(client, table, tmp_path, make_client):
    tid = table[0]
    assert client.get("/table/nope").status_code == 404
    web = tmp_path / "web"
    web.mkdir()
    (web / "index.html").write_text("<h1>lobby</h1>")
    (web / "table.html").write_text("<h1>table</h1>")
    (web / "app.js").write_text("console.log(1)")
    c = make_client(static_dir=web)
    assert c.get("/").text == "<h1>lobby</h1>"
    assert c.get(f"/table/{tid}").text == "<h1>table</h1>"
    assert c.get("/static/app.js").text == "console.log(1)"
    assert c.get("/static/../conftest.py").status_code == 404
    missing = make_client(static_dir=tmp_path / "nothing")
    for path in ("/", f"/table/{tid}", "/static/app.js"):
        r = missing.get(path)
        assert r.status_code == 404 and "not installed" in r.json()["error"]


def test_every_view_in_a_snapshot_is_independent_of_who_else_asked(client, table):
    tid, tokens, _ = table
    play_humans(client, tid, tokens, 5)
    a = snapshot(client, tid, tokens)
    state(client, tid)                                      # a spectator looking changes nothing
    assert snapshot(client, tid, tokens) == a


def test_ai_seats_can_be_any_registered_agent(client):
    from manamelee.server.tables import agent_names
    assert {"random", "heuristic"} <= set(agent_names())
    r = client.post("/api/tables", json={"variant": "ffa", "players": 3, "seed": 6,
                                         "seats": [{"name": "Ann"}, {"agent": "heuristic"}, {"agent": "random"}]})
    assert r.status_code == 201, r.text
    tid = r.json()["table"]
    ann = next(s for s in r.json()["seats"] if s["token"])
    t = client.app.state.tables.get(tid)
    assert sorted(t.ai_seats.values()) == ["heuristic", "random"]
    play_humans(client, tid, {ann["seat"]: ann["token"]}, 5)
    assert answer_count(client, tid) == len(t.game.record) > 5


def test_an_unknown_agent_is_refused_before_anything_is_stored(client):
    r = client.post("/api/tables", json={"variant": "duel", "players": 2, "seed": 6,
                                         "seats": [{"name": "Ann"}, {"agent": "nosuch"}]})
    assert r.status_code == 422 and "unknown agent 'nosuch'" in r.json()["error"]
    assert client.app.state.store.table_ids() == []
