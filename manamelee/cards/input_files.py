"""Reading a file the user names (a deck list, a card corpus): a regular file of bounded size, or a clear error
in the words of the reader that asked for it."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class FileWords:
    """How a reader's errors describe the file's problem (each follows ``"<file>: "``)."""

    missing: str          # there is no such file
    not_regular: str      # a directory or another non-regular file
    too_large: str        # followed by " (over N bytes)"
    unreadable: str       # followed by " (<the system's reason>)"


def read_input_file(spec: str, max_bytes: int, error: type[Exception], words: FileWords) -> bytes:
    """The bytes of the regular file ``spec`` when it is at most ``max_bytes`` long; otherwise raises
    ``error`` with a message in ``words`` (also for a name the system refuses, e.g. one with a NUL)."""
    p = Path(spec)
    try:
        if not p.exists():
            raise error(f"{spec}: {words.missing}")
        if not p.is_file():
            raise error(f"{spec}: {words.not_regular}")
        if p.stat().st_size > max_bytes:
            raise error(f"{spec}: {words.too_large} (over {max_bytes} bytes)")
        return p.read_bytes()
    except OSError as e:
        raise error(f"{spec}: {words.unreadable} ({e.strerror or e})") from None
    except ValueError:                            # an embedded NUL in the path
        raise error(f"{spec!r}: not a valid file name") from None


__all__ = ["FileWords", "read_input_file"]
