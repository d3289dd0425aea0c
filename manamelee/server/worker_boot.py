"""Imported once by the server's forkserver process (never by the server itself): it loads the engine, the card
data and the agents there, so that every worker process forked from it starts with them loaded (issue 16)."""
from __future__ import annotations

from . import workers
from .tables import warm_up

workers.lower_priority()          # the forkserver too: it forks the workers, and its warm-up is background work
warm_up()
