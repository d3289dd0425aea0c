"""Choices made as a permanent enters (614.12, 614.1c-d): "As this land enters, you may pay 2 life. If you don't,
it enters tapped.", "... you may reveal a Plains or Island card from your hand ...", "As this land enters, choose a
color."

A procedure asks everything before it changes the game (decisions.py), and a permanent enters inside
``zones.move``, which can't ask. So whoever puts a permanent onto the battlefield and can ask — playing a land
(305.1), a permanent spell resolving (608.3), a search putting a card onto the battlefield (701.19) — calls
:func:`ask_entering` first; the answers ride on the object's note into the new object, where the card's
``as_enters`` replacement reads them. A permanent put onto the battlefield by a path that doesn't ask takes each
choice's default (the one that changes nothing: no life paid, nothing revealed; the first color allowed).
"""
from __future__ import annotations

from typing import Any, Final, Protocol, TYPE_CHECKING

from .decisions import Option, Proc

if TYPE_CHECKING:  # pragma: no cover
    from .definitions import CardDef
    from .game import Game

ENTERS_CHOICES: Final = "enters_choices"
"""``CardDef.extra`` key: the parts of its ``as_enters`` replacement that ask a question, in order."""
ENTER_ANSWERS: Final = "as_enters_answers"
"""Object note: the answers to those questions (a tuple, one per part), from the old object to the new one."""


class EnteringChoice(Protocol):
    """A part of an "as enters" replacement that asks its controller something (614.12)."""

    def question(self, g: "Game", p: int, oid: int) -> tuple[str, list[Option], str, dict[str, Any]]:
        """(prompt key, options, rule, prompt arguments) for player ``p`` about the card ``oid``."""
        ...


def needs_choice(card: "CardDef") -> bool:
    """Does the card ask something as it enters?"""
    return bool(card.extra) and bool(card.extra.get(ENTERS_CHOICES))


def ask_entering(g: "Game", proc: Proc, p: int, oid: int, card: "CardDef | None" = None) -> None:
    """614.12: ask ``p`` (who will control it) the choices the card ``oid`` needs as it enters, before it moves;
    the answers wait on its note (``card``: the face that will enter, when not the object's own)."""
    o = g.objects.get(oid)
    c = card if card is not None else (o.card if o is not None else None)
    if o is None or c is None or not needs_choice(c):
        return
    answers = []
    for part in c.extra[ENTERS_CHOICES]:
        key, opts, rule, args = part.question(g, p, oid)
        answers.append(proc.ask(g.decider(p), "choose", key, opts, rule, args).value)
    o.note[ENTER_ANSWERS] = tuple(answers)


def carry_answers(old: Any, new: Any) -> None:
    """``zones.move``: the answers given for the old object are the new permanent's (400.7 makes a new object)."""
    if old.note and ENTER_ANSWERS in old.note:
        new.note[ENTER_ANSWERS] = old.note.pop(ENTER_ANSWERS)


def answers_of(o: Any) -> tuple[Any, ...] | None:
    """The answers given for this entering permanent, used up (None: nobody asked)."""
    if not o.note:
        return None
    got: tuple[Any, ...] | None = o.note.pop(ENTER_ANSWERS, None)
    return got


__all__ = ["ENTERS_CHOICES", "ENTER_ANSWERS", "EnteringChoice", "answers_of", "ask_entering", "carry_answers",
           "needs_choice"]
