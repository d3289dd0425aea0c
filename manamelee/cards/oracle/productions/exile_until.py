"""610.3c "Exile <target> until this <permanent> leaves the battlefield." (Oblivion Ring's later wording, Banisher
Priest): the card returns under its owner's control when the permanent leaves; nothing is exiled when it already
has. The engine side is engine/exile_until.py."""
from __future__ import annotations

from typing import Any

from . import Builders, Node, Printers


class Rules:
    def exile_until_leaves(self, c: list[Any]) -> Node:
        return {"e": "exile_until_leaves", "what": c[0], "until": c[1]}


def _print(e: Node) -> str:
    from ..printer import who
    return f"exile {who(e['what'])} until {who(e['until'])} leaves the battlefield"


def _build(e: Node) -> tuple:
    from ..build import sel
    from ...dsl.effects_exile_until import ExileUntilLeaves
    return (ExileUntilLeaves(sel(e["what"])),)


PRINT = Printers(effect={"exile_until_leaves": _print})
BUILD = Builders(effect={"exile_until_leaves": _build})
