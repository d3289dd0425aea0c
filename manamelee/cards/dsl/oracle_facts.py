"""Oracle facts shipped with the package (``data/oracle.json``, refreshed by tools/extract_oracle.py) and
the keywords the engine implements itself (702).
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from ...engine.constants import LANDWALK


DATA = Path(__file__).parents[1] / "data" / "oracle.json"
ENGINE_KEYWORDS = {"Flying", "Reach", "First strike", "Double strike", "Trample", "Deathtouch", "Lifelink",
                   "Vigilance", "Haste", "Menace", "Defender", "Hexproof", "Shroud", "Indestructible", "Flash",
                   *LANDWALK}


@lru_cache(maxsize=1)
def oracle() -> dict[str, dict]:
    """The Oracle facts shipped with the package (a subset of the shared file; see tools/extract_oracle.py)."""
    return json.loads(DATA.read_text(encoding="utf-8"))


def facts(name: str) -> dict:
    """The Oracle facts of the card with this exact name; a clear KeyError when the subset lacks it."""
    try:
        return oracle()[name]
    except KeyError:
        raise KeyError(f"no Oracle facts for {name!r}; run tools/extract_oracle.py") from None


def keywords_of(f: dict) -> frozenset[str]:
    """The keywords of these facts that the engine implements itself, plus "Protection from <quality>" (702.16a)."""
    kws = {k for k in (f.get("keywords") or []) if k in ENGINE_KEYWORDS}
    text = f.get("text") or ""
    for m in re.finditer(r"[Pp]rotection from (white|blue|black|red|green|everything)", text):
        kws.add(f"Protection from {m.group(1)}")
    return frozenset(kws)
