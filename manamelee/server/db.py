"""All database access of the server (SQLAlchemy Core, any SQLAlchemy URL; SQLite by default).

A table is stored as its config, its seed and the answers given (DESIGN "determinism, replay,
persistence"): replaying them rebuilds the game exactly. Seat tokens are stored only as SHA-256
hashes. Each answer is its own transaction, written before the server applies it.
"""
from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (BigInteger, Column, Float, ForeignKey, Integer, MetaData, String, Table, Text, create_engine,
                        delete, event, func, insert, select, update)
from sqlalchemy.engine import Engine

metadata = MetaData()

tables_t = Table(
    "tables", metadata,
    Column("id", String(32), primary_key=True),
    Column("created", Float, nullable=False),
    Column("variant", String(40), nullable=False),
    Column("config", Text, nullable=False),           # config_to_dict(...) as JSON
    Column("seed", BigInteger, nullable=False),
    Column("lang", String(8), nullable=False),
    Column("status", String(16), nullable=False),      # "playing" | "over"
    Column("result", Text, nullable=True),             # JSON of the result once over
)

seats_t = Table(
    "seats", metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("name", String(80), nullable=False),
    Column("agent", String(40), nullable=True),        # None = a human seat
    Column("token_hash", String(64), nullable=True),   # sha256 hex of the seat token; None for AI seats
)

answers_t = Table(
    "answers", metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("seq", Integer, primary_key=True),          # 0, 1, 2, ... in the order applied
    Column("decision", Integer, nullable=False),       # decision id, or -1 for a concession (104.3a)
    Column("option", Integer, nullable=False),         # option index, or the conceding seat
)

# Who created each table (the client's address), for the per-client cap (issue 16). A table of its own, so
# databases made before it get it from create_all without a migration; tables without a row have no creator.
creators_t = Table(
    "creators", metadata,
    Column("table_id", String(32), ForeignKey("tables.id"), primary_key=True),
    Column("client", String(64), nullable=False),
)


@dataclass(slots=True)
class SeatRecord:
    """One stored seat: its name, its agent (None for a human) and the hash of its token."""

    seat: int
    name: str
    agent: str | None
    token_hash: str | None


@dataclass(slots=True)
class TableRecord:
    """Everything stored about one table."""

    id: str
    variant: str
    config: dict[str, Any]
    seed: int
    lang: str
    seats: list[SeatRecord]
    answers: list[tuple[int, int]] = field(default_factory=list)
    status: str = "playing"
    result: dict[str, Any] | None = None
    creator: str | None = None                        # the creating client's address, if known


def sqlite_url(path: str) -> str:
    """The SQLAlchemy URL of a SQLite file (made absolute, so a later chdir can't move it)."""
    from pathlib import Path
    return "sqlite:///" + str(Path(path).expanduser().resolve())


class Store:
    """The server's database: tables, seats, answers."""

    def __init__(self, url: str):
        kw: dict[str, Any] = {}
        if url.startswith("sqlite") and (":memory:" in url or url.rstrip("/") in ("sqlite:", "sqlite")):
            # One in-memory database shared by every thread (the default pool would give each its own).
            from sqlalchemy.pool import StaticPool
            kw = {"poolclass": StaticPool, "connect_args": {"check_same_thread": False}}
        self.engine: Engine = create_engine(url, **kw)
        # Writers in this process take turns here (the event loop, the create and commit threads): SQLite's own
        # busy wait lets a thread that writes again and again starve the others for seconds.
        self._writing = threading.Lock()
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        metadata.create_all(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    # -- writing
    def create_table(self, rec: TableRecord) -> None:
        """Store a new table and its seats in one transaction."""
        with self._writing, self.engine.begin() as c:
            c.execute(insert(tables_t).values(id=rec.id, created=time.time(), variant=rec.variant,
                                              config=json.dumps(rec.config), seed=rec.seed, lang=rec.lang,
                                              status=rec.status, result=None))
            c.execute(insert(seats_t), [{"table_id": rec.id, "seat": s.seat, "name": s.name, "agent": s.agent,
                                         "token_hash": s.token_hash} for s in rec.seats])
            if rec.creator is not None:
                c.execute(insert(creators_t).values(table_id=rec.id, client=rec.creator[:64]))

    def append_answer(self, table_id: str, seq: int, decision: int, option: int) -> None:
        """Store answer number ``seq`` (committed when this returns). A second answer with the same
        number violates the primary key and raises, so two writers can't both append."""
        with self._writing, self.engine.begin() as c:
            c.execute(insert(answers_t).values(table_id=table_id, seq=seq, decision=decision, option=option))

    def remove_answer(self, table_id: str, seq: int) -> None:
        """Undo :meth:`append_answer` (used only when applying a stored answer failed)."""
        with self._writing, self.engine.begin() as c:
            c.execute(delete(answers_t).where(answers_t.c.table_id == table_id, answers_t.c.seq == seq))

    def finish(self, table_id: str, result: dict[str, Any]) -> None:
        """Mark a table's game as over, with its result."""
        with self._writing, self.engine.begin() as c:
            c.execute(update(tables_t).where(tables_t.c.id == table_id)
                      .values(status="over", result=json.dumps(result)))

    # -- reading
    def table_ids(self, status: str | None = None) -> list[str]:
        """Ids of stored tables (of one status when given), oldest first."""
        q = select(tables_t.c.id).order_by(tables_t.c.created, tables_t.c.id)
        if status is not None:
            q = q.where(tables_t.c.status == status)
        with self.engine.connect() as c:
            return [r[0] for r in c.execute(q)]

    def load(self, table_id: str) -> TableRecord | None:
        """One table with its seats and answers in order, or None if there is no such table."""
        with self.engine.connect() as c:
            row = c.execute(select(tables_t).where(tables_t.c.id == table_id)).mappings().first()
            if row is None:
                return None
            seats = [SeatRecord(r.seat, r.name, r.agent, r.token_hash) for r in
                     c.execute(select(seats_t).where(seats_t.c.table_id == table_id).order_by(seats_t.c.seat))]
            answers = [(r.decision, r.option) for r in
                       c.execute(select(answers_t.c.decision, answers_t.c.option)
                                 .where(answers_t.c.table_id == table_id).order_by(answers_t.c.seq))]
            creator = c.execute(select(creators_t.c.client).where(creators_t.c.table_id == table_id)).scalar()
        return TableRecord(row["id"], row["variant"], json.loads(row["config"]), row["seed"], row["lang"], seats,
                           answers, row["status"], json.loads(row["result"]) if row["result"] else None, creator)

    def answer_count(self, table_id: str) -> int:
        """How many answers are stored for a table."""
        with self.engine.connect() as c:
            return c.execute(select(func.count()).select_from(answers_t)
                             .where(answers_t.c.table_id == table_id)).scalar_one()


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    """Write-ahead logging (readers don't block the writer), a busy timeout, and enforced foreign keys.
    synchronous stays FULL: a committed answer survives a crash of the process or the machine."""
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=FULL")
    cur.execute("PRAGMA busy_timeout=5000")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()
