"""Flood protection of the WebSocket endpoint (issue 16): a client that sends too many messages, or one too
large, is cut off with a close code and a reason; other clients and tables don't notice.

Each connection has its own token bucket (``burst`` messages at once, refilled at ``rate`` per second), so one
client's flood costs only that client its connection. The limits live in ``app.state.ws_limits``.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

from .models import MAX_MESSAGE_BYTES

WS_CLOSE_POLICY = 1008          # RFC 6455 7.4.1: a message that violates the server's policy (here: a flood)
WS_CLOSE_TOO_BIG = 1009         # RFC 6455 7.4.1: a message too big to process


@dataclass(frozen=True, slots=True)
class WsLimits:
    """Per-connection limits: messages per second (sustained), a burst allowance, and the largest message.

    A person clicks a few times a second and a bot answers one decision per state it receives, so the
    defaults are far above either and only a client that sends without waiting reaches them."""

    rate: float = 100.0
    burst: int = 200
    max_bytes: int = MAX_MESSAGE_BYTES


@dataclass(slots=True)
class Bucket:
    """A token bucket: ``take()`` is False once the client has sent more than the limits allow."""

    limits: WsLimits
    clock: Callable[[], float] = time.monotonic
    tokens: float = field(init=False)
    last: float = field(init=False)

    def __post_init__(self) -> None:
        self.tokens = float(self.limits.burst)
        self.last = self.clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(float(self.limits.burst), self.tokens + (now - self.last) * self.limits.rate)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


def flood_reason(limits: WsLimits) -> str:
    """The close reason of a flooding client (under the 123 bytes a close frame's reason may hold)."""
    return f"too many messages: the limit is {limits.rate:g} per second (bursts of {limits.burst})"


def too_big_reason(size: int, limits: WsLimits) -> str:
    """The close reason of a client that sent a message over the size limit."""
    return f"message too large: {size} bytes; the limit is {limits.max_bytes} bytes"
