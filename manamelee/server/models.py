"""The shapes of what clients send (pydantic, unknown fields refused) and the size limit on messages."""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

MAX_MESSAGE_BYTES = 4096          # request bodies and WebSocket messages
MAX_NAME = 40


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class SeatIn(_Strict):
    """One seat of a new table: a name (default: a free default name), an agent name for an AI seat
    (None = a human), a built-in deck name (None = the colours in turn)."""

    name: Annotated[str, Field(min_length=1, max_length=MAX_NAME)] | None = None
    agent: Annotated[str, Field(min_length=1, max_length=40)] | None = None
    deck: Annotated[str, Field(min_length=1, max_length=60)] | None = None


class OptionsIn(_Strict):
    """The multiplayer options of 801-805 and the scheme decks of 904.3 (built-in names only)."""

    teams: int | None = None
    range: int | None = None
    attack: Literal["multiple", "left", "right"] | None = None
    deploy: bool = False
    shared_turns: bool = False
    schemes: Annotated[list[Annotated[str, Field(min_length=1, max_length=60)]], Field(max_length=16)] | None = None


class CreateTableIn(_Strict):
    """``POST /api/tables``."""

    variant: Annotated[str, Field(max_length=40)] = "ffa"
    players: int | None = None
    seats: Annotated[list[SeatIn], Field(max_length=16)] = []
    options: OptionsIn = OptionsIn()
    seed: Annotated[int, Field(ge=0, lt=2 ** 63)] | None = None
    lang: Annotated[str, Field(max_length=8)] = "en"


class AnswerIn(_Strict):
    """``POST /api/tables/{id}/answer``."""

    token: Annotated[str, Field(min_length=1, max_length=200)]
    decision: int
    option: int


class ConcedeIn(_Strict):
    """``POST /api/tables/{id}/concede``."""

    token: Annotated[str, Field(min_length=1, max_length=200)]


class WsAnswer(_Strict):
    type: Literal["answer"]
    decision: int
    option: int


class WsConcede(_Strict):
    type: Literal["concede"]


WS_MESSAGE = TypeAdapter(Annotated[Union[WsAnswer, WsConcede], Field(discriminator="type")])
"""Validates a client's WebSocket message: an answer or a concession."""


def describe(err: ValidationError) -> str:
    """One readable line for a validation error: ``field: problem; field: problem``."""
    parts = []
    for e in err.errors():
        loc = ".".join(str(x) for x in e.get("loc", ()) if x != "body")
        parts.append(f"{loc}: {e.get('msg')}" if loc else str(e.get("msg")))
    return "; ".join(parts[:5]) + (f" (and {len(parts) - 5} more)" if len(parts) > 5 else "")
