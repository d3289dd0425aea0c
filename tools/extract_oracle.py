"""Refresh manamelee/cards/data/oracle.json: the Oracle facts of every card the pool defines.

Reads the card names from the pool's definition modules and their facts from the shared
Oracle file (default ../shared/cards/oracle-cards.json). Run after adding cards:
    python tools/extract_oracle.py [path/to/oracle-cards.json]
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIELDS = ("name", "manaCost", "type", "types", "subtypes", "supertypes", "keywords", "power", "toughness",
          "loyalty", "text", "layout")


def defined_names() -> set[str]:
    names = set()
    for py in (ROOT / "manamelee" / "cards" / "sets").glob("*.py"):
        for m in re.finditer(r'^\s*(?:card|scheme)\(\s*"((?:[^"\\]|\\.)+)"', py.read_text(), re.M):
            names.add(m.group(1).encode().decode("unicode_escape"))
        for m in re.finditer(r"^\s*(?:card|scheme)\(\s*'((?:[^'\\]|\\.)+)'", py.read_text(), re.M):
            names.add(m.group(1))
    return names | {"Plains", "Island", "Swamp", "Mountain", "Forest"}


def face_names() -> set[str]:
    """Names given to ``face("...")`` (cards/dsl/layouts.py): the corpus lists a transforming card's back face
    and a meld pair's combined back face by its name; the other faces of multi-face cards are not in it (their
    facts are written by hand)."""
    names = set()
    for py in (ROOT / "manamelee" / "cards" / "sets").glob("*.py"):
        for m in re.finditer(r'\bface\(\s*"((?:[^"\\]|\\.)+)"', py.read_text()):
            names.add(m.group(1))
    return names


def main(argv: list[str]) -> int:
    src = Path(argv[1]) if len(argv) > 1 else ROOT.parent / "shared" / "cards" / "oracle-cards.json"
    data = {c["name"]: c for c in json.loads(src.read_text())}
    out, missing = {}, []
    for n in sorted(defined_names()):
        if n in data:
            out[n] = {k: data[n].get(k) for k in FIELDS}
        else:
            missing.append(n)
    for n in sorted(face_names()):
        if n in data and (data[n].get("face") == "back" or data[n].get("layout") == "meld"):   # 712.4: melded faces
            out[n] = {k: data[n].get(k) for k in FIELDS}
    dest = ROOT / "manamelee" / "cards" / "data" / "oracle.json"
    dest.write_text(json.dumps(out, indent=1, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(out)} cards to {dest}")
    if missing:
        print("not in the Oracle file:", ", ".join(missing))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
