"""Card data of "As this permanent enters, choose a [nonland] card name." (614.12, 201.4): the part of its "as it
enters" replacement that asks the name (engine/entering.py) and keeps it on the permanent's note, where the rule
statics of engine/card_names.py read it ("Spells with the chosen name can't be cast.")."""
from __future__ import annotations

from typing import Any

from ...engine.card_names import CHOSEN_NAME, name_options, names_of_card
from ...engine.decisions import Option
from .lands import EntersPart
from .node import Node, node


@node
class NameWithout(Node):
    """201.4a: a name fits "a noncreature, nonland card name" when the characteristics that go with it (that face
    or half, 201.4b-f) have none of these card types."""

    types: tuple[str, ...] = ()

    def __call__(self, face: Any) -> bool:
        return not any(t in face.types for t in self.types)


@node
class ChooseCardName(EntersPart):
    """"As this permanent enters, choose a [nonland] card name." (614.12; 201.4): its controller chooses among the
    names engine/card_names.py offers, before it enters; with nobody asked (a path that doesn't ask, entering.py),
    no name is chosen and its chosen-name abilities match nothing."""

    without: tuple[str, ...] = ()
    asks = True

    def question(self, g, p, oid):
        fits = NameWithout(self.without) if self.without else None
        opts = name_options(g, fits)
        if not opts:                 # no card of the game fits: nothing to choose
            opts = [Option("only", "names.opt.none", None)]
        key = "names.prompt.choose_nonland" if self.without == ("Land",) else "names.prompt.choose"
        return key, opts, "614.12a", {"card": g.objects[oid].card.name}

    def apply(self, g, o, answer) -> None:
        if not isinstance(answer, str) or not answer:
            return
        o.note[CHOSEN_NAME] = answer
        g.note("names.log.chooses", "201.4",
               args={"player": g.players[o.controller].name, "card": o.card.name, "name": answer})


@node
class SpellsWithChosenName(Node):
    """Cost change target (601.2f, engine/costs.py): spells with the name the source chose as it entered, cast by
    ``whose`` ("any", "you", "opponents"); a split card's half has its own name (709.4a)."""

    whose: str = "any"

    def __call__(self, g, src, caster, card_def) -> bool:
        ctl = g.controller(src)
        if (self.whose == "you" and caster != ctl) or (self.whose == "opponents" and not g.is_opponent(ctl, caster)):
            return False
        name = g.objects[src].note.get(CHOSEN_NAME)
        if not isinstance(name, str) or not name:
            return False
        if card_def.layout in ("split", "aftermath") and card_def.faces:
            return any(n == name for n, _ in names_of_card(card_def))
        return bool(card_def.name == name)


__all__ = ["ChooseCardName", "NameWithout", "SpellsWithChosenName"]
