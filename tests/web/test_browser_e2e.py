"""End to end: the browser table (manamelee/web) against the real server, in headless Chromium.

A Two-Headed Giant table (810) is created from the lobby with two human teammates, each in their
own browser context, and two AI seats. The humans play by clicking the prompt buttons; the test then
checks what each browser shows against the game itself: the own hand, the teammate's hand (810.5:
teammates may review each other's hands), and no card of an opponent's hand anywhere in the page or
in what the page received over the WebSocket.

Needs Debian's ``chromium`` (/usr/bin/chromium; ``make test`` installs it) and Playwright for Python
(the ``test`` extra). Never ``playwright install``: the test fails with a clear message instead.
Screenshots go to tests/web/screenshots/ (gitignored). With MANAMELEE_DOCS_SCREENSHOT=1 the test
plays longer and also writes docs/table.png, the README's picture.
"""
from __future__ import annotations

import json
import os
import re
import socket
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

pytest.importorskip("fastapi")
pytest.importorskip("uvicorn")

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(__file__).resolve().parent / "screenshots"
DOCS_SHOT = ROOT / "docs" / "table.png"
UPDATE_DOCS = os.environ.get("MANAMELEE_DOCS_SCREENSHOT") == "1"
VIEWPORT = {"width": 1440, "height": 900}
DEADLINE_S = 60          # a safety net against a hang, not a timing assertion

# Preferred answers, best first: keep the hand, play a land, cast, attack, then finish the step.
PREFERENCE = ("keep", "land", "cast", "attacker", "defender", "target", "card", "blocker", "done", "pass")
NEVER = ("cancel", "reset", "mulligan")


# ---------------------------------------------------------------------------------------- fixtures
def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LiveServer:
    """The real app (create_app) on uvicorn in a background thread, on a free port and a temp SQLite file."""

    def __init__(self, db_path: Path, port: int | None = None):
        import uvicorn

        from manamelee.server.app import create_app
        from manamelee.server.db import sqlite_url
        self.port = port or _free_port()
        self.app = create_app(sqlite_url(str(db_path)))
        self.server = uvicorn.Server(uvicorn.Config(self.app, host="127.0.0.1", port=self.port,
                                                    log_level="warning", ws_max_size=64 * 1024))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> "LiveServer":
        self.thread.start()
        end = time.monotonic() + DEADLINE_S
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > end:
                raise RuntimeError(f"the server did not start on port {self.port}")
            time.sleep(0.05)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(DEADLINE_S)

    def game(self, table_id: str):
        """The server's Game of a table: the truth the pages are checked against."""
        return self.app.state.tables.get(table_id).game


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    s = LiveServer(tmp_path_factory.mktemp("web") / "tables.sqlite3").start()
    yield s
    s.stop()


@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).is_file():
        pytest.fail(f"{CHROMIUM} is missing: the browser tests need Debian's chromium package "
                    "(apt-get install chromium; make test does it)", pytrace=False)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("Playwright for Python is missing: pip install -e '.[test]'", pytrace=False)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


def _shot(page, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / name
    page.screenshot(path=str(path))
    return path


class Seat:
    """One human at the table: a browser context on their join link, and every WebSocket frame it got."""

    def __init__(self, browser, base: str, seat: int, join_url: str, lang: str = "en"):
        self.seat = seat
        self.token = re.search(r"token=([^&]+)", join_url).group(1)
        self.context = browser.new_context(viewport=VIEWPORT, locale="en-US")
        self.page = self.context.new_page()
        self.frames: list[str] = []
        self.errors: list[str] = []
        self.page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(f"{base}{join_url}&lang={lang}")
        self.page.wait_for_selector("body[data-ready='1']")
        self.clicks: Counter[str] = Counter()

    def _frame(self, payload) -> None:
        self.frames.append(payload if isinstance(payload, str) else payload.decode("utf-8", "replace"))

    def open_decision(self) -> dict | None:
        """The first decision of the prompt panel whose buttons can be clicked, as plain data."""
        return self.page.evaluate("""() => {
            for (const d of document.querySelectorAll('.decision')) {
                const buttons = [...d.querySelectorAll('button.opt')];
                if (!buttons.length || buttons.some((b) => b.disabled)) continue;
                return {id: d.dataset.decision, kind: d.dataset.kind,
                        options: buttons.map((b) => ({index: b.dataset.index, kind: b.dataset.kind, label: b.textContent}))};
            }
            return null;
        }""")

    def answer(self, decision: dict) -> str:
        """Click the preferred option of ``decision``; returns the option kind clicked."""
        kinds = [o["kind"] for o in decision["options"]]
        choice = next((k for k in PREFERENCE if k in kinds), None)
        if choice is None:
            choice = next(k for k in kinds if k not in NEVER)
        option = next(o for o in decision["options"] if o["kind"] == choice)
        self.page.click(f".decision[data-decision='{decision['id']}'] button[data-index='{option['index']}']")
        self.clicks[choice] += 1
        return choice

    def dom_names(self, selector: str) -> list[str]:
        return sorted(self.page.eval_on_selector_all(selector, "els => els.map((e) => e.dataset.name)"))

    def close(self) -> None:
        self.context.close()


def _create_from_lobby(browser, base: str) -> tuple[str, dict[int, str], list[int]]:
    """Fill the lobby form: Two-Headed Giant, seats 1-2 human (white, blue), 3-4 random AI (black, red)."""
    ctx = browser.new_context(viewport=VIEWPORT, locale="en-US")
    page = ctx.new_page()
    page.goto(f"{base}/?lang=en")
    page.wait_for_selector("body[data-ready='1']")
    page.select_option("#variant", "two-headed-giant")
    page.fill("#players", "4")
    page.dispatch_event("#players", "change")
    page.fill("#seed", "11")
    rows = page.locator("#seat-rows tr")
    assert rows.count() == 4
    for i, (name, agent, deck) in enumerate([("Alex", "", "white"), ("Bianca", "", "blue"),
                                             ("Carmen", "random", "black"), ("Dario", "random", "red")]):
        rows.nth(i).locator(".seat-name-input").fill(name)
        rows.nth(i).locator(".seat-agent").select_option(agent)
        rows.nth(i).locator(".seat-deck").select_option(deck)
    page.click("#create-btn")
    page.wait_for_selector("#created:not([hidden])")
    _shot(page, "lobby-created.png")
    links = page.eval_on_selector_all(".links li.human-seat", "els => els.map((e) => [Number(e.dataset.seat), "
                                      "e.querySelector('.join-link').getAttribute('href')])")
    ai = page.eval_on_selector_all(".links li.ai-seat", "els => els.map((e) => Number(e.dataset.seat))")
    ctx.close()
    joins = {seat: url for seat, url in links}
    table_id = re.match(r"/table/([^?]+)\?", next(iter(joins.values()))).group(1)
    return table_id, joins, ai


def _play(seats: list[Seat], server: LiveServer, table_id: str, clicks: int) -> None:
    """Click through pending decisions of the human seats until ``clicks`` answers or the game ends."""
    done = 0
    end = time.monotonic() + DEADLINE_S * (3 if UPDATE_DOCS else 1)
    while done < clicks and not server.game(table_id).over:
        acted = False
        for s in seats:
            d = s.open_decision()
            if d is not None:
                s.answer(d)
                done += 1
                acted = True
                s.page.wait_for_function("id => !document.querySelector(`.decision[data-decision='${id}'] "
                                         "button:not([disabled])`)", arg=d["id"])
        if not acted:
            assert time.monotonic() < end, "no human decision came up: the table stopped moving"
            seats[0].page.wait_for_timeout(50)


def _settle(seats: list[Seat], server: LiveServer, table_id: str) -> None:
    """Wait until the game waits for a human (or is over) and every page shows the latest state."""
    end = time.monotonic() + DEADLINE_S
    while True:
        g = server.game(table_id)
        human = {s.seat for s in seats}
        if g.over or any(d.player in human for d in g.pending()):
            break
        assert time.monotonic() < end, "the game never came back to a human seat"
        time.sleep(0.05)
    for s in seats:
        want = [d.id for d in g.pending() if d.player == s.seat]
        s.page.wait_for_function("ids => ids.every((id) => document.querySelector(`.decision[data-decision='${id}']`))"
                                 " && document.querySelectorAll('.decision').length === ids.length", arg=want)
        s.page.wait_for_timeout(100)       # let a last re-render of the same state finish


def _eventually(read, expected, what: str):
    """Poll ``read()`` until it equals ``expected`` (the page catches up with the last state), then assert.
    ``expected`` may be a function, read again each time (a game whose AI seats are still moving)."""
    end = time.monotonic() + 10
    while True:
        got = read()
        want = expected() if callable(expected) else expected
        if got == want or time.monotonic() > end:
            break
        time.sleep(0.05)
    assert got == want, f"{what}: the page shows {got!r}, the game has {want!r}"


def _public_names(g, viewer: int | None) -> set[str]:
    """Names the viewer may legitimately see: everything public, plus the hands the view contains."""
    from manamelee.engine.view import player_view
    v = player_view(g, viewer)
    names = {c["name"] for c in v["battlefield"]} | {c["name"] for c in v["exile"]} | {c["name"] for c in v["command"]}
    for p in v["players"]:
        names |= {c["name"] for c in p["graveyard"]} | {c["name"] for c in p.get("hand", [])}
    for t in v["turns"]:
        names |= {it["name"] for it in t["stack"]}
    return names


# ---------------------------------------------------------------------------------------- tests
def test_two_headed_giant_teammates_see_both_hands_810_5_opponents_hidden(server, browser):
    table_id, joins, ai = _create_from_lobby(browser, server.url)
    g = server.game(table_id)
    assert g.config.variant == "two-headed-giant"
    assert sorted(ai) == [2, 3] and sorted(joins) == [0, 1]
    assert g.players[0].team == g.players[1].team != g.players[2].team == g.players[3].team  # 810.3
    seats = [Seat(browser, server.url, seat, url) for seat, url in sorted(joins.items())]
    try:
        _play(seats, server, table_id, clicks=60 if UPDATE_DOCS else 14)
        _settle(seats, server, table_id)
        g = server.game(table_id)
        assert seats[0].clicks["keep"] >= 1 and seats[1].clicks["keep"] >= 1, "both humans answered the mulligan"
        assert sum(s.clicks.total() for s in seats) >= 10
        assert seats[0].clicks["land"] >= 1, "a land was played by clicking"
        log_text = "\n".join(g.log)
        for s in seats:
            mate = 1 - s.seat
            page = s.page
            # own hand and the teammate's hand, exactly as the game has them (810.5)
            _eventually(lambda: s.dom_names(".my-hand .card"),
                        sorted(g.objects[c].card.name for c in g.players[s.seat].hand), f"seat {s.seat}'s own hand")
            _eventually(lambda: s.dom_names(f".teammate-hand[data-seat='{mate}'] .card"),
                        sorted(g.objects[c].card.name for c in g.players[mate].hand), f"seat {s.seat}: teammate's hand")
            assert page.locator(".hand[data-seat='2'], .hand[data-seat='3']").count() == 0
            # hovering a card shows its Oracle text (the tile's title)
            first = g.objects[g.players[s.seat].hand[0]].card if g.players[s.seat].hand else None
            if first is not None and first.text:
                title = page.get_attribute(f".my-hand .card[data-name=\"{first.name}\"]", "title")
                assert first.text.splitlines()[0] in title
            # the log shows the server's lines, each with its rule number as a chip
            env = page.evaluate("(u) => fetch(u).then((r) => r.json())", f"/api/tables/{table_id}/state?token={s.token}")
            rules = [m.group(1) for m in (re.match(r"(?:\(M\d+\)\s*)?\[([^\]]+)\]", x) for x in env["log"]) if m]
            assert rules
            _eventually(lambda: page.eval_on_selector_all(".log-lines .rule", "els => els.map((e) => e.textContent)"),
                        rules, f"seat {s.seat}'s log")
            # public facts of every seat: shared team life (810.4), hand and library sizes, permanents
            for p in g.players:
                panel = f".seat[data-seat='{p.index}']"
                _eventually(lambda: [page.inner_text(f"{panel} .stat-{k} b") for k in ("life", "hand", "library")],
                            [str(p.life), str(len(p.hand)), str(len(p.library))], f"seat {p.index}'s numbers")
                _eventually(lambda: sorted(page.eval_on_selector_all(
                    f"{panel} .battlefield .card-slot",
                    "els => els.flatMap((e) => Array(Number((e.querySelector('.card-count') || {textContent: 'x1'})"
                    ".textContent.slice(1))).fill(e.querySelector('.card').dataset.name))")),
                    sorted(g.objects[o].card.name for o in g.battlefield if g.chars(o).controller == p.index),
                    f"seat {p.index}'s permanents")
            # opponents' hands: none of their cards that the viewer can't know is in the page or on the wire
            secret = {g.objects[c].card.name for p in (2, 3) for c in g.players[p].hand} - _public_names(g, s.seat)
            secret = {n for n in secret if n not in log_text}
            assert secret, "the opponents hold cards the viewer must not know (black and red decks)"
            html = page.content()
            wire = "\n".join(s.frames)
            assert '"type": "state"' in wire or '"type":"state"' in wire
            for name in secret:
                assert name not in html, f"seat {s.seat} shows {name!r} from an opponent's hand"
                assert json.dumps(name)[1:-1] not in wire, f"seat {s.seat} received {name!r} from an opponent's hand"
            assert not s.errors, s.errors
        # a spectator sees every public thing and no hand at all
        watcher = browser.new_context(viewport=VIEWPORT)
        try:
            spy = watcher.new_page()
            spy.goto(f"{server.url}/table/{table_id}?lang=en")
            spy.wait_for_selector("body[data-ready='1'] .seat")
            assert spy.locator(".hand").count() == 0 and spy.locator(".decision").count() == 0
            hidden = {g.objects[c].card.name for p in g.players for c in p.hand} - _public_names(g, None) - set(log_text.split())
            hidden = {n for n in hidden if n not in log_text}
            assert hidden
            html = spy.content()
            assert not [n for n in hidden if n in html], "a spectator sees cards in hand"
            _shot(spy, "two-headed-giant-spectator.png")
        finally:
            watcher.close()
        pending_seat = next((s for s in seats if s.open_decision()), seats[0])
        path = _shot(pending_seat.page, "two-headed-giant.png")
        for s in seats:
            _shot(s.page, f"two-headed-giant-seat{s.seat}.png")
        if UPDATE_DOCS:
            DOCS_SHOT.parent.mkdir(exist_ok=True)
            DOCS_SHOT.write_bytes(path.read_bytes())
    finally:
        for s in seats:
            s.close()


def _create_rest(browser, base: str, body: dict) -> dict:
    ctx = browser.new_context()
    r = ctx.request.post(f"{base}/api/tables", data=body)
    assert r.status == 201, r.text()
    data = r.json()
    ctx.close()
    return data


def test_language_switch_shows_italian(server, browser):
    data = _create_rest(browser, server.url, {
        "variant": "ffa", "players": 3, "seed": 5, "lang": "en",
        "seats": [{"name": "Alex"}, {"name": "Bianca", "agent": "random"}, {"name": "Carmen", "agent": "random"}]})
    human = next(s for s in data["seats"] if not s["ai"])
    s = Seat(browser, server.url, human["seat"], human["join_url"], lang="en")
    try:
        page = s.page
        it = page.evaluate("() => fetch('/api/i18n/it').then((r) => r.json())")
        en = page.evaluate("() => fetch('/api/i18n/en').then((r) => r.json())")
        page.wait_for_selector(".decision")
        assert page.text_content("#prompts h2") == en["ui.prompt.title"]
        en_prompt = page.inner_text(".decision-prompt")
        page.select_option("#lang", "it")
        page.wait_for_function("t => document.querySelector('#prompts h2').textContent === t", arg=it["ui.prompt.title"])
        assert page.text_content("#log h2") == it["ui.log.title"]
        assert page.text_content("#concede") == it["ui.concede"]
        # the server translates the prompt and the log once the page asks for Italian
        page.wait_for_function("p => document.querySelector('.decision-prompt') && "
                               "document.querySelector('.decision-prompt').textContent !== p", arg=en_prompt)
        assert page.evaluate("() => document.documentElement.lang") == "it"
        body = page.text_content("body")
        assert not re.search(r"\bui\.[a-z_]+\.", body), "an untranslated catalogue key is on the page"
        assert "Registro della partita" in body and "Le tue decisioni" in body
        _shot(page, "italian.png")
        # the choice sticks: the lobby opens in Italian in the same browser
        page.goto(server.url + "/")
        page.wait_for_selector("body[data-ready='1']")
        assert page.text_content(".create h2") == it["ui.lobby.title"]
        assert page.text_content("#variant option[value='two-headed-giant']") == it["ui.variant.two-headed-giant"]
        page.select_option("#lang", "en")
        page.wait_for_function("t => document.querySelector('.create h2').textContent === t", arg=en["ui.lobby.title"])
        assert not s.errors, s.errors
    finally:
        s.close()


def test_page_reconnects_with_its_token_and_resumes_the_seat_after_a_restart(tmp_path, browser):
    db = tmp_path / "restart.sqlite3"
    first = LiveServer(db).start()
    s = None
    try:
        data = _create_rest(browser, first.url, {
            "variant": "ffa", "players": 3, "seed": 3,
            "seats": [{"name": "Alex"}, {"name": "Bianca", "agent": "random"}, {"name": "Carmen", "agent": "random"}]})
        human = next(x for x in data["seats"] if not x["ai"])
        s = Seat(browser, first.url, human["seat"], human["join_url"])
        s.page.wait_for_selector("#conn[data-state='live']")
        before = s.page.wait_for_selector(".decision").get_attribute("data-decision")
        stored = first.app.state.store.answer_count(data["table"])
        first.stop()
        s.page.wait_for_selector("#conn:not([data-state='live'])")
        second = LiveServer(db, port=first.port).start()      # rebuilds the game from the stored answers
        try:
            s.page.wait_for_selector("#conn[data-state='live']", timeout=30_000)
            assert s.page.get_attribute(".decision", "data-decision") == before
            d = s.open_decision()
            assert d is not None and d["id"] == before
            s.answer(d)                  # the resumed seat can answer: the server stores it
            s.page.wait_for_function("id => !document.querySelector(`.decision[data-decision='${id}']`)", arg=before)
            assert second.app.state.store.answer_count(data["table"]) > stored
        finally:
            second.stop()
    finally:
        if s is not None:
            s.close()
        if first.thread.is_alive():
            first.stop()


def test_grand_melee_shows_each_turn_marker_with_its_stack_807_and_dims_seats_out_of_range_801(server, browser):
    data = _create_rest(browser, server.url, {
        "variant": "grand-melee", "players": 8, "seed": 4,
        "seats": [{"name": "Alex"}] + [{"agent": "random"} for _ in range(7)]})
    human = next(x for x in data["seats"] if not x["ai"])
    me = human["seat"]
    s = Seat(browser, server.url, me, human["join_url"])
    try:
        _play([s], server, data["table"], clicks=4)
        page = s.page

        def turns():
            return [[t.marker, t.number, len(t.stack)] for t in server.game(data["table"]).turns]

        def out_of_range():
            state = page.evaluate("(u) => fetch(u).then((r) => r.json())",
                                  f"/api/tables/{data['table']}/state?token={s.token}")
            return sorted(set(range(8)) - set(state["in_range"]))
        # 807.4a: one turn marker for each full four players; each Turn shows its marker and its own stack (807.5)
        _eventually(lambda: page.eval_on_selector_all(
            ".centre .turn", "els => els.map((e) => [Number(e.dataset.marker), Number(e.dataset.number), "
            "e.querySelectorAll('.stack-item').length])"), turns, "turns in progress")
        assert turns() and {m for m, _, _ in turns()} <= {1, 2}
        # 807.2a: a range of influence of 1; the seats outside it are dimmed
        _eventually(lambda: sorted(int(x) for x in page.eval_on_selector_all(
            ".seat.out-of-range", "els => els.map((e) => e.dataset.seat)")), out_of_range, "seats out of range")
        assert me not in out_of_range() and len(out_of_range()) >= 3
        assert page.locator(f".seat[data-seat='{me}']").get_attribute("class").split().count("me") == 1
        _shot(page, "grand-melee-8.png")
        assert not s.errors, s.errors
    finally:
        s.close()


def test_concede_takes_a_second_click_then_the_seat_leaves_the_game_104_3a(server, browser):
    data = _create_rest(browser, server.url, {
        "variant": "ffa", "players": 3, "seed": 9,
        "seats": [{"name": "Alex"}, {"name": "Bianca", "agent": "random"}, {"name": "Carmen", "agent": "random"}]})
    human = next(x for x in data["seats"] if not x["ai"])
    s = Seat(browser, server.url, human["seat"], human["join_url"])
    try:
        page = s.page
        page.wait_for_selector("#concede:not([hidden])")
        page.click("#concede")           # a single click only arms the button
        en = page.evaluate("() => fetch('/api/i18n/en').then((r) => r.json())")
        assert page.text_content("#concede") == en["ui.concede_confirm"]
        assert not server.game(data["table"]).players[s.seat].lost
        page.click("#concede")
        page.wait_for_selector("#concede[hidden]", state="attached")
        g = server.game(data["table"])
        assert g.players[s.seat].lost or g.players[s.seat].left
        page.wait_for_selector(f".seat.gone[data-seat='{s.seat}']")
        assert page.locator(".decision").count() == 0
        assert not s.errors, s.errors
    finally:
        s.close()


def test_without_a_websocket_the_page_polls_and_answers_over_rest(server, browser):
    data = _create_rest(browser, server.url, {
        "variant": "ffa", "players": 3, "seed": 21,
        "seats": [{"name": "Alex"}, {"name": "Bianca", "agent": "random"}, {"name": "Carmen", "agent": "random"}]})
    human = next(x for x in data["seats"] if not x["ai"])
    ctx = browser.new_context(viewport=VIEWPORT)
    try:
        page = ctx.new_page()
        page.route_web_socket(re.compile(r"/ws/tables/"), lambda ws: ws.close())   # every WebSocket refused
        page.goto(f"{server.url}{human['join_url']}&lang=en")
        page.wait_for_selector("#conn[data-state='polling']")
        decision = page.wait_for_selector(".decision").get_attribute("data-decision")
        stored = server.app.state.store.answer_count(data["table"])
        page.click(f".decision[data-decision='{decision}'] button.opt-keep")
        page.wait_for_function("id => !document.querySelector(`.decision[data-decision='${id}']`)", arg=decision)
        assert server.app.state.store.answer_count(data["table"]) > stored
        assert page.get_attribute("#conn", "data-state") == "polling"
    finally:
        ctx.close()


def test_the_table_shows_day_or_night_728_1(server, browser):
    data = _create_rest(browser, server.url, {
        "variant": "duel", "players": 2, "seed": 6,
        "seats": [{"name": "Alex"}, {"name": "Bianca", "agent": "random"}]})
    human = next(x for x in data["seats"] if not x["ai"])
    s = Seat(browser, server.url, human["seat"], human["join_url"])
    try:
        _play([s], server, data["table"], clicks=1)
        page = s.page
        assert page.locator(".day-night").count() == 0           # 728.1: the game starts with neither
        server.game(data["table"]).day_night = "night"           # (set here: no deck of this table makes it night)
        _play([s], server, data["table"], clicks=1)
        _eventually(lambda: page.locator(".day-night.night").count(), 1, "the night tag")
        assert "Night" in page.locator(".day-night").inner_text()
        assert not s.errors, s.errors
    finally:
        s.close()
