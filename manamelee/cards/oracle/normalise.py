"""Oracle text -> the normalised abilities the grammar reads: one ability per entry, reminder text removed, the
card's own name written ``CARDNAME``; :func:`work_key` further writes numbers as ``N`` (the work list's key).

A modal ability ("Choose one —" and its "•" lines, 700.2) is one ability whose lines are joined by newlines.
"""
from __future__ import annotations

import re

_REMINDER = re.compile(r"\s*\([^()]*\)")
_NUMBER = re.compile(r"(?<![{\w])\d+(?![}\w])")
_NUMBER_IN_PT = re.compile(r"(?<=[+-])\d+")
_NUMBER_WORDS = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten)\b")


def strip_reminders(line: str) -> str:
    """The line without its parenthesised reminder text (207.2a: reminder text has no rules meaning)."""
    prev = None
    while prev != line:
        prev, line = line, _REMINDER.sub("", line)
    return line.strip()


def normalise(text: str | None, name: str) -> list[str]:
    """The abilities of one face's oracle text (113.2: one ability per paragraph; a modal ability's bullets stay
    with it), reminder text removed and ``name`` replaced by CARDNAME."""
    out: list[str] = []
    # 201.5: a legendary card's text may name it by the part of its name before the comma ("Chandra" for
    # "Chandra, Torch of Defiance"); that too means this object.
    short = name.split(", ")[0] if ", " in name else ""
    for raw in (text or "").split("\n"):
        line = strip_reminders(raw)
        if name:
            line = line.replace(name, "CARDNAME")
            if short:
                line = re.sub(rf"\b{re.escape(short)}\b", "CARDNAME", line)
        if not line:
            continue
        if line.startswith("•") and out and (out[-1].endswith("—") or "\n•" in out[-1]):
            out[-1] += "\n" + line
        else:
            out.append(line)
    return out


def work_key(ability: str) -> str:
    """The work-list form of an ability: numbers written N (``+2/+2`` -> ``+N/+N``, ``{3}`` -> ``{N}``)."""
    s = re.sub(r"\{\d+\}", "{N}", ability)
    s = _NUMBER_IN_PT.sub("N", s)
    return _NUMBER.sub("N", s)


__all__ = ["normalise", "strip_reminders", "work_key"]
