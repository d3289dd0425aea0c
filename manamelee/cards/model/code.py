"""Hand-written code a card truly needs, by name: ``Code("Sadistic Shell Game")`` is data that names a
function registered with ``@card_code`` (no pickle, no eval). Each use is on the exceptions list
(``exceptions.EXCEPTIONS``) with its reason."""
from __future__ import annotations

from typing import Any, Callable, TypeVar

from .node import Node, node

F = TypeVar("F", bound=Callable[..., Any])

CODE: dict[str, Callable[..., Any]] = {}
"""Registered card code by name (filled when the card modules are imported)."""


def card_code(name: str) -> Callable[[F], F]:
    """Register the decorated function as card code ``name`` (usually the card's name, or ``card:part``)."""
    def deco(fn: F) -> F:
        if name in CODE and CODE[name] is not fn:
            raise RuntimeError(f"card code {name!r} is registered twice")
        CODE[name] = fn
        return fn
    return deco


@node
class Code(Node):
    """Run the registered card code ``name``: as an effect (``run(ctx)``) or called in whatever role the engine
    calls it (a trigger test, a condition, an amount...)."""

    name: str

    def _fn(self) -> Callable[..., Any]:
        fn = CODE.get(self.name)
        if fn is None:
            raise LookupError(f"no card code named {self.name!r}")
        return fn

    def run(self, ctx: Any) -> None:
        self._fn()(ctx)

    def __call__(self, *a: Any) -> Any:
        return self._fn()(*a)
