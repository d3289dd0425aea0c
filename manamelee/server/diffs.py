"""Versioned diffs of a client's state envelope (issue 16): each WebSocket update carries only what changed.

The server keeps, per connection, the last envelope it sent and a version number ``v`` (1 for the first
message on a connection, then +1 per state message). Server messages:

- ``{"type": "state", "v": N, "state": envelope}``: a full snapshot, sent on connect, when the client asks for
  one, and whenever the diff would not be smaller;
- ``{"type": "diff", "v": N, "base": N-1, "ops": [op, ...]}``: applied in order to the envelope of version
  ``base`` it gives version ``N``. A client whose version is not ``base`` sends ``{"type": "snapshot"}`` and
  ignores diffs until the next ``state``.

An op is a JSON list; a path is a list of dict keys (strings) and list indexes (integers) from the envelope's
root (``[]`` is the root itself):

- ``["set", path, value]``: put ``value`` at ``path`` (a new or existing key, or an existing list index);
- ``["del", path]``: remove the key at ``path`` from its dict;
- ``["splice", path, start, count, items]``: in the list at ``path``, remove ``count`` items from ``start`` and
  insert ``items`` there (the log is a sliding window: a few lines leave the front, a few join the end).

A diff is computed from two envelopes of the same seat only (``diff(sent, now)``), so it can hold nothing the
seat's own envelope doesn't: no hidden information (DESIGN "views and hidden information").
"""
from __future__ import annotations

import copy
import json
from typing import Any

Path = list[Any]
Op = list[Any]


def same(a: Any, b: Any) -> bool:
    """JSON equality: like ``==`` but ``1``, ``1.0`` and ``True`` differ (they encode differently)."""
    if a is b:
        return True
    t = type(a)
    if t is not type(b):
        return False
    if t is dict:
        return a.keys() == b.keys() and all(same(v, b[k]) for k, v in a.items())
    if t is list:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return bool(a == b)


def diff(old: Any, new: Any, path: Path | None = None) -> list[Op]:
    """The ops that turn ``old`` into ``new`` (both plain JSON data); ``[]`` when they are the same."""
    p: Path = [] if path is None else path
    if type(old) is type(new):
        if isinstance(old, dict):
            ops: list[Op] = [["del", p + [k]] for k in old if k not in new]
            for k, v in new.items():
                if k not in old:
                    ops.append(["set", p + [k], v])
                else:
                    ops.extend(diff(old[k], v, p + [k]))
            if p and len(ops) > 1 and len(ops) >= len(new) and all(len(op[1]) == len(p) + 1 for op in ops):
                return [["set", p, new]]            # every field changed: the whole object is shorter
            return ops
        if isinstance(old, list):
            return _list_diff(old, new, p)
        if old == new:
            return []
    return [["set", p, new]]


def _list_diff(old: list[Any], new: list[Any], p: Path) -> list[Op]:
    """Ops for a list: keep the common head and tail; a window that slid (items left the front, others joined
    the end) is two splices; a middle of the same length is diffed item by item; else one splice."""
    n, m = len(old), len(new)
    i = 0
    while i < n and i < m and same(old[i], new[i]):
        i += 1
    if i == n == m:
        return []
    j = 0
    while j < n - i and j < m - i and same(old[n - 1 - j], new[m - 1 - j]):
        j += 1
    if i == 0 and j == 0 and new:
        k = _slid(old, new)
        if k is not None:
            kept = n - k
            ops: list[Op] = [["splice", p, 0, k, []]]
            if m > kept:
                ops.append(["splice", p, kept, 0, new[kept:]])
            return ops
    o_mid, n_mid = old[i:n - j], new[i:m - j]
    if len(o_mid) == len(n_mid):
        out: list[Op] = []
        for x, (a, b) in enumerate(zip(o_mid, n_mid)):
            out.extend(diff(a, b, p + [i + x]))
        return out
    return [["splice", p, i, len(o_mid), n_mid]]


def _slid(old: list[Any], new: list[Any]) -> int | None:
    """The number of items that left the front if ``new`` is ``old[k:]`` followed by new items, else None."""
    n = len(old)
    for k in range(1, n):
        kept = n - k
        if kept <= len(new) and same(old[k], new[0]) and all(same(old[k + x], new[x]) for x in range(kept)):
            return k
    return None


class DiffError(ValueError):
    """A diff that doesn't fit the document it is applied to (the client then asks for a snapshot)."""


def apply(doc: Any, ops: list[Op], in_place: bool = False) -> Any:
    """``doc`` changed by ``ops``: a new document, ``doc`` left as it was (``in_place``: ``doc`` itself, changed,
    cheaper for a client that keeps one copy; ops are then not checked all-or-nothing)."""
    if not in_place:
        doc = copy.deepcopy(doc)
    for op in ops:
        try:
            kind, path = op[0], op[1]
            if kind == "set" and not path:
                doc = op[2] if in_place else copy.deepcopy(op[2])
                continue
            parent = doc
            for key in path[:-1]:
                parent = parent[key]
            last = path[-1] if path else None
            if kind == "set":
                if isinstance(parent, list) and not 0 <= last < len(parent):
                    raise DiffError(f"index {last} out of range at {path}")
                parent[last] = op[2] if in_place else copy.deepcopy(op[2])
            elif kind == "del":
                del parent[last]
            elif kind == "splice":
                target = parent[last] if path else doc
                start, count, items = op[2], op[3], op[4]
                if not isinstance(target, list) or not 0 <= start <= start + count <= len(target):
                    raise DiffError(f"splice {start}+{count} doesn't fit at {path}")
                target[start:start + count] = items if in_place else copy.deepcopy(items)
            else:
                raise DiffError(f"unknown op {kind!r}")
        except (KeyError, IndexError, TypeError) as e:
            raise DiffError(f"op {op[:2]!r} doesn't fit: {e}") from None
    return doc


class Versions:
    """One connection's side of the protocol: the last envelope sent and its version, and the next message."""

    __slots__ = ("sent", "v", "want_snapshot")

    def __init__(self) -> None:
        self.sent: dict[str, Any] | None = None
        self.v = 0
        self.want_snapshot = True

    def message(self, env: dict[str, Any]) -> str | None:
        """The JSON text to send for the envelope ``env`` (None when nothing changed since the last one):
        a diff against the last envelope sent, or a snapshot when one is due or the diff isn't smaller."""
        if self.sent is not None and not self.want_snapshot:
            ops = diff(self.sent, env)
            if not ops:
                return None
            text = json.dumps({"type": "diff", "v": self.v + 1, "base": self.v, "ops": ops}, separators=(",", ":"))
            if len(text) < 2048 or len(text) < len(json.dumps(env, separators=(",", ":"))):
                self.v += 1
                self.sent = env
                return text
        self.v += 1
        self.sent, self.want_snapshot = env, False
        return json.dumps({"type": "state", "v": self.v, "state": env}, separators=(",", ":"))
