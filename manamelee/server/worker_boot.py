"""Imported once by the server's forkserver process (never by the server itself): it loads the engine, the card
data and the agents there, so that every worker process forked from it starts with them loaded (issue 16).
(The forkserver keeps its priority: the planner of new tables, forked from it too, serves requests.)"""
from __future__ import annotations

from . import workers  # noqa: F401  (the code the workers run)
from .tables import warm_up

warm_up()
