"""701.3a "Attach <this Equipment> to target creature you control.": the Equipment moves onto the target creature
(an illegal or gone target leaves it where it is, 701.3b; 301.5c: an Equipment attaches only to a creature). The
engine side is the DSL's :class:`Attach` (engine/attachments.attach)."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def attach_to(self, c: list[Any]) -> Node:
        return {"e": "attach", "what": c[0], "to": c[1]}


def _print(e: Node) -> str:
    from ..printer import who
    return f"attach {who(e['what'])} to {who(e['to'])}"


def _build(e: Node) -> tuple:
    from ..build import BuildError, sel
    from ...dsl.effects_permanents import Attach
    what, to = e["what"], e["to"]
    if not (what.get("t") == "self" or what.get("t") == "it" and what.get("ref") == "self"):
        raise BuildError("attach: only this permanent is attached")       # another object's attachment: not read
    if to.get("t") != "target" or to.get("tk") or to.get("nouns") != ["creature"]:
        raise BuildError(f"attach: only to a target creature ({who_of(to)!r})")
    return (Attach(sel(what), sel(to)),)


def who_of(n: Node) -> str:
    """The wording of a selector node (for error messages)."""
    from ..printer import who
    return who(n)


PRINT = Printers(effect={"attach": _print})
BUILD = Builders(effect={"attach": _build})
