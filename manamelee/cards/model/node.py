"""The base of card data: every node is a frozen dataclass registered by its class name, so a card
definition can be written to JSON and read back without pickle or eval (see ``codec``)."""
from __future__ import annotations

from dataclasses import dataclass, is_dataclass
from typing import Any, TypeVar

T = TypeVar("T")

NODE_TYPES: dict[str, type] = {}
"""Every type a card definition may hold, by the name its JSON uses (filled once, at import time)."""


def register(cls: type, name: str | None = None) -> type:
    """Make ``cls`` (a dataclass or Enum) readable from JSON under ``name`` (default: its class name)."""
    key = name or cls.__name__
    old = NODE_TYPES.get(key)
    if old is not None and old is not cls:
        raise RuntimeError(f"two card data types are named {key!r}: {old.__module__} and {cls.__module__}")
    NODE_TYPES[key] = cls
    return cls


class Node:
    """A piece of card data: a frozen dataclass whose fields are numbers, strings, tuples or other nodes."""

    __slots__ = ()


def node(cls: type[T]) -> type[T]:
    """Class decorator: a frozen, slotted dataclass registered under its class name (``codec`` reads it back)."""
    out = dataclass(frozen=True, slots=True)(cls)
    register(out)
    return out


def is_node(v: Any) -> bool:
    """True for a registered data node (or engine definition) instance."""
    return is_dataclass(v) and not isinstance(v, type) and NODE_TYPES.get(type(v).__name__) is type(v)
