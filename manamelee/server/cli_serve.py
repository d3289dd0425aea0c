"""``manamelee serve``: run the web server (FastAPI on uvicorn) on a database."""
from __future__ import annotations

import argparse
from typing import Any, Callable

from ..engine.errors import ManameleeError

WS_MAX_BYTES = 64 * 1024        # protocol-level cap; messages over 4 KiB get a clear error from the app


def add_serve_parser(sub: Any, int_in: Callable[..., Any]) -> None:
    """Add the ``serve`` subcommand to the CLI's subparsers."""
    p = sub.add_parser("serve", help="run the web server: tables in the browser, live over WebSocket")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int_in(1, 65535, "--port"), default=8000, help="port (default 8000)")
    db = p.add_mutually_exclusive_group()
    db.add_argument("--db", default="manamelee.sqlite3", metavar="FILE",
                    help="SQLite database file (default manamelee.sqlite3)")
    db.add_argument("--db-url", default=None, metavar="URL",
                    help="any SQLAlchemy database URL instead, e.g. postgresql+psycopg://user@host/manamelee")


def cmd_serve(args: argparse.Namespace) -> int:
    """Build the app on the database (rebuilding unfinished games) and serve until interrupted."""
    try:
        import uvicorn
        from sqlalchemy.exc import ArgumentError, NoSuchModuleError, OperationalError
        from .app import create_app
    except ImportError as e:
        raise ManameleeError(f"the server needs the 'server' extra (pip install 'manamelee[server]'): {e}") from None
    from .db import sqlite_url
    url = args.db_url if args.db_url is not None else sqlite_url(args.db)
    try:
        app = create_app(url)
    except (ArgumentError, NoSuchModuleError) as e:
        raise ManameleeError(f"bad database URL {url!r}: {e}") from None
    except OperationalError as e:
        raise ManameleeError(f"can't open the database {url!r}: {e.orig}") from None
    except ImportError as e:
        raise ManameleeError(f"no driver for the database {url!r}: {e}") from None
    print(f"manamelee: serving on http://{args.host}:{args.port}/ (database {url})", flush=True)
    uvicorn.run(app, host=args.host, port=args.port, ws_max_size=WS_MAX_BYTES, log_level="warning")
    return 0
