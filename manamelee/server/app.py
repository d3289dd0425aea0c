"""The web server (issue 8): REST + WebSocket over FastAPI, the browser client's static files.

``create_app(db_url)`` builds the app on a database (any SQLAlchemy URL). Routes:

- ``POST /api/tables`` create a table (429 past a cap, see ``limits``); ``GET /api/tables/{id}/state?token=&lang=``
  the state envelope (no token = a spectator); ``POST /api/tables/{id}/answer`` and ``/concede`` with a seat
  token; ``GET /api/tables/{id}`` whom it waits on, paused or not; ``GET /health`` liveness and counts;
- ``GET /api/i18n/{lang}`` a language's catalogue; ``GET /api/meta`` variants, decks, agents, languages;
- ``WS /ws/tables/{id}?token=&lang=`` live state (a snapshot, then diffs: ``diffs``), answers and concessions;
  a client that floods or sends an oversized message is cut off (``wslimits``; ``app.state.ws_limits``);
- ``GET /`` lobby page, ``GET /table/{id}`` table page, ``/static/...`` files of ``manamelee/web/static``.

Each table has a lock held by whoever reads or changes its game, so each answer (check, store,
apply) is atomic and a view never sees a game half-changed. The computer seats play in worker processes
(``scheduler``, issue 16), never inside a request, and only while someone watches the table.
"""
from __future__ import annotations

import asyncio
import json
import os
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, Callable

from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocketDisconnect

from ..engine.errors import GameOver, IllegalOption, ManameleeError, UnknownDecision, WrongPlayer
from .db import Store
from .diffs import Versions
from .wslimits import (WS_CLOSE_POLICY, WS_CLOSE_TOO_BIG, Bucket, WsLimits, flood_reason,
                       too_big_reason)
from .envelope import envelope
from .models import MAX_MESSAGE_BYTES, WS_MESSAGE, AnswerIn, ConcedeIn, CreateTableIn, WsAnswer, describe
from .limits import ServerLimits, check_create_caps
from .scheduler import Scheduler
from .tables import LiveTable, TableError, Tables, agent_names, warm_up

STATIC_DIR = Path(__file__).resolve().parent.parent / "web" / "static"
WS_CLOSE_NOT_FOUND, WS_CLOSE_FORBIDDEN, WS_CLOSE_BAD_REQUEST = 4404, 4403, 4400


def _status(e: Exception) -> int:
    """The HTTP status of a refused request."""
    if isinstance(e, TableError):
        return e.status
    if isinstance(e, WrongPlayer):
        return 403
    if isinstance(e, (UnknownDecision, GameOver)):
        return 409
    if isinstance(e, IllegalOption):
        return 400
    return 400


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


class BodyLimit:
    """ASGI middleware: refuse a request body over ``limit`` bytes with 413 and a clear message."""

    def __init__(self, app: ASGIApp, limit: int):
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        too_big = _error(413, f"request body too large: the limit is {self.limit} bytes")
        for k, v in scope.get("headers", []):
            if k == b"content-length":
                try:
                    if int(v) > self.limit:
                        await too_big(scope, receive, send)
                        return
                except ValueError:
                    await _error(400, "bad Content-Length header")(scope, receive, send)
                    return
        body, more = bytearray(), True
        while more:
            m = await receive()
            if m["type"] == "http.disconnect":
                return
            body += m.get("body", b"")
            more = m.get("more_body", False)
            if len(body) > self.limit:
                await too_big(scope, receive, send)
                return
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": bytes(body), "more_body": False}
            return await receive()
        await self.app(scope, replay, send)


class _Static(StaticFiles):
    """Static files that answer 404 (not a crash) while the web client isn't installed."""

    async def check_config(self) -> None:
        if self.directory is None or not os.path.isdir(self.directory):
            raise HTTPException(404, f"the web client is not installed ({STATIC_DIR} is missing)")
        await super().check_config()


class Conn:
    """One WebSocket client: its seat (None = spectator), language, and what is waiting to be sent.

    States are computed when sent, so a slow client gets the latest state, not a backlog; each goes out as a
    diff against the last one this client got (``diffs``), or as a snapshot on connect and on request."""

    def __init__(self, ws: WebSocket, table: LiveTable, seat: int | None, lang: str):
        self.ws, self.table, self.seat, self.lang = ws, table, seat, lang
        self.outbox: deque[dict[str, Any]] = deque()
        self.dirty = False
        self.wake = asyncio.Event()
        self.versions = Versions()

    def notify(self) -> None:
        self.dirty = True
        self.wake.set()

    def error(self, message: str) -> None:
        self.send({"type": "error", "message": message})

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message (an error or an acknowledgement) to go out before the next state."""
        self.outbox.append(message)
        self.wake.set()

    def snapshot(self) -> None:
        """The client asked for a full snapshot (it lost track of the versions): the next state is one."""
        self.versions.want_snapshot = True
        self.notify()

    async def writer(self) -> None:
        """Send what is waiting, in order, until the connection goes away."""
        try:
            while True:
                await self.wake.wait()
                self.wake.clear()
                while self.outbox:
                    await self.ws.send_json(self.outbox.popleft())
                if self.dirty:
                    self.dirty = False
                    async with self.table.lock:
                        env = envelope(self.table, self.seat, self.lang)
                    text = self.versions.message(env)
                    if text is not None:
                        await self.ws.send_text(text)
        except (WebSocketDisconnect, RuntimeError, OSError):
            return                                      # the client is gone; the reader notices and cleans up


class Hub:
    """Live connections per table; the computer seats' play is the scheduler's (issue 16)."""

    def __init__(self, tables: Tables, limits: ServerLimits):
        self.tables = tables
        self.conns: dict[str, set[Conn]] = {}
        self.scheduler = Scheduler(limits, self.changed, lambda tid: len(self.conns.get(tid, ())))

    def changed(self, t: LiveTable) -> None:
        """Tell every client of a table that its state changed."""
        for c in self.conns.get(t.id, ()):
            c.notify()

    async def settle(self, t: LiveTable) -> None:
        """Someone looked at or played on the table: its computer seats play on, in worker processes, while
        it is watched; their answers reach the clients as they are committed. Returns at once."""
        self.scheduler.touch(t)


def create_app(db_url: str, static_dir: str | os.PathLike | None = None,
               limits: ServerLimits | None = None) -> FastAPI:
    """The server app on the database at ``db_url``; every unfinished game is rebuilt from it now (and waits,
    paused, until someone watches it: no CPU is spent for nobody after a restart)."""
    limits = limits if limits is not None else ServerLimits()
    store = Store(db_url)
    tables = Tables(store)
    tables.restore_unfinished()
    warm_up()
    hub = Hub(tables, limits)
    static = Path(static_dir) if static_dir is not None else STATIC_DIR
    creating = ThreadPoolExecutor(1, thread_name_prefix="manamelee-create")

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await hub.scheduler.start()
        yield
        await hub.scheduler.close()
        creating.shutdown(wait=True)
        store.close()

    app = FastAPI(title="manamelee", lifespan=lifespan)
    app.state.store, app.state.tables, app.state.hub, app.state.limits = store, tables, hub, limits
    app.add_middleware(BodyLimit, limit=MAX_MESSAGE_BYTES)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_req: Request, exc: RequestValidationError) -> JSONResponse:
        errs = exc.errors()
        bad_json = next((e for e in errs if e.get("type") == "json_invalid"), None)
        if bad_json is not None:
            return _error(400, f"malformed JSON: {bad_json.get('ctx', {}).get('error', bad_json.get('msg'))}")
        parts = []
        for e in errs[:5]:
            loc = ".".join(str(x) for x in e.get("loc", ()) if x != "body")
            parts.append(f"{loc}: {e.get('msg')}" if loc else str(e.get("msg")))
        return _error(422, "; ".join(parts))

    @app.exception_handler(HTTPException)
    async def _http(_req: Request, exc: HTTPException) -> JSONResponse:
        return _error(exc.status_code, str(exc.detail))

    @app.exception_handler(ManameleeError)
    async def _refused(_req: Request, exc: ManameleeError) -> JSONResponse:
        return _error(_status(exc), str(exc))

    @app.exception_handler(Exception)
    async def _fault(_req: Request, exc: Exception) -> JSONResponse:
        return _error(500, f"internal error ({type(exc).__name__})")

    def table_or_404(table_id: str) -> LiveTable:
        t = tables.get(table_id)
        if t is None:
            raise HTTPException(404, f"no table {table_id!r}")
        return t

    def check_lang(lang: str | None, t: LiveTable | None = None) -> str:
        from ..i18n import LANGS
        if lang is None or lang == "":
            return t.lang if t is not None else "en"
        if lang not in LANGS:
            raise TableError(f"unknown language {lang!r}; choose one of {', '.join(LANGS)}", 400)
        return lang

    async def act(table_id: str, token: str | None, lang: str | None,
                  move: Callable[[LiveTable, int | None], None]) -> dict[str, Any]:
        """Make the move of the seat ``token`` names on a table (under its lock), let the AI seats play on, and
        answer with what that seat now sees. A refused move raises, changing nothing."""
        t = table_or_404(table_id)
        seat = t.seat_of(token)
        lang = check_lang(lang, t)
        async with t.lock:
            await hub.scheduler.fresh(t)
            move(t, seat)
        hub.changed(t)
        await hub.settle(t)
        async with t.lock:
            return envelope(t, seat, lang)

    # ------------------------------------------------------------------ REST
    @app.post("/api/tables", status_code=201)
    async def create_table(body: CreateTableIn, request: Request) -> dict[str, Any]:
        client = request.client.host if request.client is not None else None

        def check(computer_only: bool) -> None:
            check_create_caps(limits, list(tables.live.values()), client, computer_only)
        # Planned in the planner process, stored in a thread of its own (one at a time, so the caps hold): the
        # event loop stays free.
        plan = await hub.scheduler.pool.plan(body)
        t, tokens = await asyncio.get_running_loop().run_in_executor(creating, tables.store_new, plan, client, check)
        hub.scheduler.touch(t)
        return {"table": t.id,
                "seats": [{"seat": s.seat, "name": s.name, "ai": s.ai, "agent": s.agent, "token": tokens.get(s.seat),
                           "join_url": f"/table/{t.id}?token={tokens[s.seat]}" if s.seat in tokens else None}
                          for s in t.seats],
                "spectate_url": f"/table/{t.id}"}

    @app.get("/api/tables/{table_id}/state")
    async def state(table_id: str, token: str | None = None, lang: str | None = None) -> dict[str, Any]:
        t = table_or_404(table_id)
        seat = t.seat_of(token)
        lang = check_lang(lang, t)
        await hub.settle(t)
        async with t.lock:
            await hub.scheduler.fresh(t)
            return envelope(t, seat, lang)

    @app.post("/api/tables/{table_id}/answer")
    async def answer(table_id: str, body: AnswerIn, lang: str | None = None) -> dict[str, Any]:
        return await act(table_id, body.token, lang,
                         lambda t, seat: t.answer(seat, body.decision, body.option))  # type: ignore[arg-type]

    @app.post("/api/tables/{table_id}/concede")
    async def concede(table_id: str, body: ConcedeIn, lang: str | None = None) -> dict[str, Any]:
        return await act(table_id, body.token, lang, lambda t, seat: t.concede(seat))  # type: ignore[arg-type]

    @app.get("/api/tables/{table_id}")
    async def table_status(table_id: str) -> dict[str, Any]:
        """Who the table waits on and whether its computer seats play (asking doesn't wake a paused table)."""
        t = table_or_404(table_id)
        async with t.lock:
            await hub.scheduler.fresh(t)
            g = t.game
            waiting = sorted({d.player for d in g.pending()})
            return {"table": t.id, "variant": t.variant, "over": g.over, "answers": len(g.record),
                    "waiting_on": waiting, "computer_seats": sorted(t.ai_seats),
                    "computer_thinking": any(s in t.ai_seats for s in waiting) and not hub.scheduler.paused(t)
                    and t.stalled is None,
                    "paused": hub.scheduler.paused(t), "stalled": t.stalled}

    @app.get("/health")
    async def health() -> dict[str, Any]:
        """Liveness: answers at once whatever the tables are doing (their play is in worker processes)."""
        return {"ok": True, "tables": len(tables.live), "playing": hub.scheduler.running(),
                "workers": limits.workers}

    @app.get("/api/i18n/{lang}")
    async def i18n(lang: str) -> dict[str, str]:
        from ..i18n import LANGS, catalogue
        if lang not in LANGS:
            raise HTTPException(404, f"unknown language {lang!r}; choose one of {', '.join(LANGS)}")
        return catalogue(lang)

    @app.get("/api/meta")
    async def meta() -> dict[str, Any]:
        from ..cards.decks import builtin_decks
        from ..i18n import LANGS
        from ..multiplayer.variants import VARIANTS
        return {"variants": list(VARIANTS), "decks": builtin_decks() + builtin_decks("constructed") + builtin_decks("commander"),
                "schemes": builtin_decks("schemedecks"), "agents": agent_names(), "langs": list(LANGS),
                "max_message_bytes": MAX_MESSAGE_BYTES}

    # ------------------------------------------------------------------ pages
    def page(name: str) -> FileResponse:
        f = static / name
        if not f.is_file():
            raise HTTPException(404, f"the web client is not installed ({f} is missing)")
        return FileResponse(f)

    @app.get("/", include_in_schema=False)
    async def lobby() -> FileResponse:
        return page("index.html")

    @app.get("/table/{table_id}", include_in_schema=False)
    async def table_page(table_id: str) -> FileResponse:
        hub.scheduler.touch(table_or_404(table_id))
        return page("table.html")

    app.mount("/static", _Static(directory=static, check_dir=False), name="static")

    # ------------------------------------------------------------------ WebSocket
    @app.websocket("/ws/tables/{table_id}")
    async def ws_table(ws: WebSocket, table_id: str, token: str | None = None, lang: str | None = None) -> None:
        await ws.accept()
        try:
            t = tables.get(table_id)
            if t is None:
                raise TableError(f"no table {table_id!r}", 404)
            seat = t.seat_of(token)
            lang = check_lang(lang, t)
        except TableError as e:
            code = {404: WS_CLOSE_NOT_FOUND, 403: WS_CLOSE_FORBIDDEN}.get(e.status, WS_CLOSE_BAD_REQUEST)
            await ws.send_json({"type": "error", "message": str(e)})
            await ws.close(code)
            return
        conn = Conn(ws, t, seat, lang)
        limits: WsLimits = getattr(ws.app.state, "ws_limits", None) or WsLimits()
        bucket = Bucket(limits)
        hub.conns.setdefault(t.id, set()).add(conn)
        writer = asyncio.create_task(conn.writer())
        conn.notify()
        try:
            await hub.settle(t)
            while True:
                m = await ws.receive()
                if m["type"] == "websocket.disconnect":
                    break
                if writer.done():
                    break
                cut = _cut_off(m, bucket, limits)
                if cut is not None:
                    writer.cancel()
                    await ws.close(*cut)
                    break
                await _ws_message(hub, conn, m)
        except WebSocketDisconnect:
            pass
        finally:
            hub.conns.get(t.id, set()).discard(conn)
            writer.cancel()
    return app


def _cut_off(m: Message, bucket: Bucket, limits: WsLimits) -> tuple[int, str] | None:
    """The close code and reason for a client that floods or sends a message over the size limit, else None."""
    if not bucket.take():
        return WS_CLOSE_POLICY, flood_reason(limits)
    data = m.get("text")
    size = len(data.encode("utf-8")) if data is not None else len(m.get("bytes") or b"")
    if size > limits.max_bytes:
        return WS_CLOSE_TOO_BIG, too_big_reason(size, limits)
    return None


async def _ws_message(hub: Hub, conn: Conn, m: Message) -> None:
    """Act on one client message: an answer or a concession (acknowledged with the sequence number it was
    stored under), or a request for a snapshot; a refused one gets an error and changes nothing."""
    t, seat = conn.table, conn.seat
    text = m.get("text")
    if text is None:
        return conn.error("send JSON text messages, not binary ones")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        return conn.error(f"malformed JSON: {e}")
    if not isinstance(data, dict):
        return conn.error("a message must be a JSON object")
    if data.get("type") == "snapshot" and len(data) == 1:
        return conn.snapshot()
    if data.get("type") not in ("answer", "concede"):
        return conn.error(f"unknown message type {data.get('type')!r}; send "
                          '{"type": "answer", "decision": <id>, "option": <index>}, {"type": "concede"} '
                          'or {"type": "snapshot"}')
    try:
        msg = WS_MESSAGE.validate_python(data)
    except ValidationError as e:
        return conn.error(describe(e))
    if seat is None:
        return conn.error("spectators can't answer or concede; join with a seat's link to play")
    try:
        async with t.lock:
            seq = len(t.game.record)
            if isinstance(msg, WsAnswer):
                t.answer(seat, msg.decision, msg.option)
                conn.send({"type": "ack", "decision": msg.decision, "option": msg.option, "seq": seq})
            else:
                t.concede(seat)
                conn.send({"type": "ack", "concede": True, "seq": seq})
    except ManameleeError as e:
        return conn.error(str(e))
    hub.changed(t)
    await hub.settle(t)
    return None
