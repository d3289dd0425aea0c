"""``manamelee serve``: run the web server (FastAPI on uvicorn) on a database."""
from __future__ import annotations

import argparse
import signal
from typing import Any, Callable

from ..engine.errors import ManameleeError

WS_MAX_BYTES = 64 * 1024        # protocol-level cap; messages over 4 KiB get a clear error from the app
GRACE_S = 2                     # requests still running this long after SIGTERM/SIGINT are cut off


class _Stopped(Exception):
    """SIGTERM or SIGINT arrived (raised again by uvicorn once it has shut down gracefully)."""

    def __init__(self, sig: int):
        super().__init__(sig)
        self.sig = sig


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
    from .limits import ServerLimits
    d = ServerLimits()
    p.add_argument("--workers", type=int_in(1, 64, "--workers"), default=d.workers,
                   help=f"processes that play the computer seats (default {d.workers})")
    p.add_argument("--max-think-ms", type=int_in(1, 600_000, "--max-think-ms"), default=d.max_think_ms,
                   help=f"a searching computer player's time per decision, at most (default {d.max_think_ms})")
    p.add_argument("--max-computer-tables", type=int_in(0, 100_000, "--max-computer-tables"),
                   default=d.max_computer_tables,
                   help=f"unfinished tables without a human seat, at most (default {d.max_computer_tables})")
    p.add_argument("--max-tables-per-client", type=int_in(1, 100_000, "--max-tables-per-client"),
                   default=d.max_tables_per_client,
                   help=f"unfinished tables one client address may create (default {d.max_tables_per_client})")
    p.add_argument("--idle-pause", type=int_in(1, 86_400, "--idle-pause"), default=int(d.idle_pause_s),
                   metavar="SECONDS", help="a table nobody watched for this long pauses its computer players "
                                           f"until someone looks again (default {int(d.idle_pause_s)})")


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
    from .limits import ServerLimits
    limits = ServerLimits(workers=args.workers, max_think_ms=args.max_think_ms,
                          max_computer_tables=args.max_computer_tables,
                          max_tables_per_client=args.max_tables_per_client, idle_pause_s=float(args.idle_pause))
    try:
        app = create_app(url, limits=limits)
    except (ArgumentError, NoSuchModuleError) as e:
        raise ManameleeError(f"bad database URL {url!r}: {e}") from None
    except OperationalError as e:
        raise ManameleeError(f"can't open the database {url!r}: {e.orig}") from None
    except ImportError as e:
        raise ManameleeError(f"no driver for the database {url!r}: {e}") from None
    print(f"manamelee: serving on http://{args.host}:{args.port}/ (database {url})", flush=True)

    def stopped(sig: int, _frame: Any) -> None:
        raise _Stopped(sig)
    # uvicorn handles SIGTERM and SIGINT itself (stop taking requests, end the lifespan: workers stopped, every
    # answer already committed), then raises the signal again, reaching these handlers. SIGINT is handled even
    # when the parent ignored it (a background job), as Ctrl-C is the usual way to stop a server.
    previous = {sig: signal.signal(sig, stopped) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        uvicorn.run(app, host=args.host, port=args.port, ws_max_size=WS_MAX_BYTES, log_level="warning",
                    timeout_graceful_shutdown=GRACE_S)
    except (_Stopped, KeyboardInterrupt) as e:
        term = isinstance(e, _Stopped) and e.sig == signal.SIGTERM
        print(f"manamelee: stopped ({'SIGTERM' if term else 'interrupted'}); every table is saved", flush=True)
        return 0 if term else 130
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    return 0
