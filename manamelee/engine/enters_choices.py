"""Choices made as a permanent enters (614.12, 614.1c: "you may have this permanent enter with ..."), for riot
(702.136a) and unleash (702.98a).

The engine can't ask while it moves an object (zones.move), so the choice is asked as the permanent spell resolves,
just before it enters (as the battle's protector is, 310.11a), and kept on the card: zones.move carries it onto the
permanent, where its "as it enters" replacement reads it. A permanent put onto the battlefield by an effect is not
asked: its replacement takes the "you don't" branch (a legal choice, made without asking — a limitation).
"""
from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from .decisions import Proc, opt
from .objects import StackItem

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

CHOICES: Final = "enters_yes_no"
"""Card ``extra`` key: ((choice key, prompt key, rule), ...); the note of the same name on the object holds the
answers {choice key: bool}."""


def ask_enters_choices(g: "Game", proc: Proc, item: StackItem) -> None:
    """Ask the controller of a resolving permanent spell each "as it enters" choice of its card, in order, and note
    the answers on the card (still on the stack)."""
    card = item.source_card
    if card is None or not card.extra:
        return
    asks: Any = card.extra.get(CHOICES)
    o = g.objects.get(item.source)
    if not asks or o is None:
        return
    answers: dict[str, bool] = {}
    for key, prompt, rule in asks:
        a = proc.ask(g.decider(item.controller), "yes_no", prompt,
                     [opt("yes", "opt.yes", True), opt("no", "opt.no", False)], rule, args={"card": card.name})
        answers[key] = bool(a.value)
    o.note[CHOICES] = answers


__all__ = ["CHOICES", "ask_enters_choices"]
