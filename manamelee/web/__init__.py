"""The browser client: static HTML, CSS and JavaScript modules served by ``manamelee.server``.

No build step: the files in ``static/`` are served as they are. ``STATIC_DIR`` is where they live;
``page(name)`` reads one of the HTML pages (the lobby ``index.html`` or the table ``table.html``).
"""
from __future__ import annotations

from pathlib import Path

STATIC_DIR: Path = Path(__file__).resolve().parent / "static"
PAGES: tuple[str, ...] = ("index.html", "table.html")


def page(name: str) -> str:
    """The text of one HTML page of the client; ValueError for a name that is not a page."""
    if name not in PAGES:
        raise ValueError(f"unknown page {name!r}; pages are {', '.join(PAGES)}")
    return (STATIC_DIR / name).read_text(encoding="utf-8")


__all__ = ["PAGES", "STATIC_DIR", "page"]
