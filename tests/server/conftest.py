"""Fixtures for the server tests: an app on a fresh SQLite file, a table with two human and two AI seats."""
import pytest

pytest.importorskip("fastapi")
pytest.importorskip("sqlalchemy")

from fastapi.testclient import TestClient  # noqa: E402

from manamelee.server.app import create_app  # noqa: E402
from manamelee.server.db import sqlite_url  # noqa: E402
from manamelee.server.limits import ServerLimits  # noqa: E402

from .helpers import FOUR_SEATS  # noqa: E402


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "tables.sqlite3"


@pytest.fixture
def make_client(db_path):
    """Start an app (with its lifespan) on the test's database; every one started is closed at the end."""
    opened = []

    def make(**kw):
        kw.setdefault("limits", ServerLimits(workers=1))          # one worker process: the machine is small
        c = TestClient(create_app(sqlite_url(str(db_path)), **kw))
        c.__enter__()
        opened.append(c)
        return c
    yield make
    for c in opened:
        c.__exit__(None, None, None)


@pytest.fixture
def client(make_client):
    return make_client()


@pytest.fixture
def table(client):
    """A created four-seat table: (table id, {seat: token} of the human seats, the create response)."""
    r = client.post("/api/tables", json=FOUR_SEATS)
    assert r.status_code == 201, r.text
    data = r.json()
    tokens = {s["seat"]: s["token"] for s in data["seats"] if s["token"]}
    return data["table"], tokens, data


