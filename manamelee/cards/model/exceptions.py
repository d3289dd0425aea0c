"""Cards that truly need code: card name -> the one-line reason no data node covers them yet.

A card on this list holds ``Code`` nodes or an effect class written for it alone; every other card of the
pool is pure data. ``manamelee cards coverage`` counts these apart (target: under 2% of playable cards)."""
from __future__ import annotations

EXCEPTIONS: dict[str, str] = {
}
