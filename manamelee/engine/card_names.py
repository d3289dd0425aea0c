"""Choosing a card name (201.4, 709.4a, 712.19) and the effects that read the chosen name: "As this artifact
enters, choose a card name." with "Activated abilities of sources with the chosen name can't be activated [unless
they're mana abilities]." (Pithing Needle, Phyrexian Revoker) and "[Your opponents can't cast] spells with the
chosen name [can't be cast]." (Meddling Mage, Gideon's Intervention).

201.4 lets a player name any card of the Oracle card reference, but a decision lists its options, and an engine
without the Oracle offers what it knows: the names of the cards of this game — every card of every deck, command
zone and scheme deck in its config, and every card object that is or was in it (a scenario's cards; not tokens,
201.4) — plus any the host adds (``GameConfig.options["card_names"]``, e.g. its whole pool). A name outside the
game could only matter for a card that enters it later, which the config already lists; naming it changes nothing.

Each card offers the names 201.4b-f and 712.19 allow, each with the characteristics that decide whether it fits
"a nonland card name" (201.4a): a split card each half's name, never "A // B" (201.4b, 709.4a); a transforming or
modal double-faced card each face's name, never both (201.4d, 712.19); a meld card its front face's name and the
combined back face's (201.4e, 712.19); a flip card or an Adventurer card its alternative name too (201.4c, 201.4f).
"""
from __future__ import annotations

from typing import Any, Callable, Final, TYPE_CHECKING

from .constants import BATTLEFIELD
from .decisions import Option
from .definitions import ActivatedAbility, CardDef
from .faces import WHOLE, SPLIT_LAYOUTS
from .scope import Scope

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

CHOSEN_NAME: Final = "chosen_name"
"""Object note: the card name chosen as the permanent entered (614.12); absent when nobody was asked."""
NAME_OPTION: Final = "card_name"
"""The kind of a "choose a card name" option; its value is the name."""
EXTRA_NAMES: Final = "card_names"
"""``GameConfig.options`` key: more names a player may choose (the host's card pool), beside the game's cards."""

CANT_CAST: Final = "chosen_name_cant_cast"
"""Rule static: "Spells with the chosen name can't be cast." (Meddling Mage, Nevermore; 101.2)."""
OPPONENTS_CANT_CAST: Final = "opponents_cant_cast_chosen_name"
"""Rule static: "Your opponents can't cast spells with the chosen name." (Gideon's Intervention)."""
CANT_ACTIVATE: Final = "chosen_name_cant_activate"
"""Rule static: "Activated abilities of sources with the chosen name can't be activated." (Phyrexian Revoker: mana
abilities too, 605.1a)."""
CANT_ACTIVATE_NONMANA: Final = "chosen_name_cant_activate_nonmana"
"""Rule static: "... can't be activated unless they're mana abilities." (Pithing Needle)."""
PREVENT_DAMAGE: Final = "prevent_damage_by_chosen_name"
"""Rule static: "Prevent all damage that would be dealt to you and permanents you control by sources with the chosen
name." (Gideon's Intervention; 615.1)."""
NAME_RULES: Final = frozenset({CANT_CAST, OPPONENTS_CANT_CAST, CANT_ACTIVATE, CANT_ACTIVATE_NONMANA, PREVENT_DAMAGE})

NameFits = Callable[[CardDef], bool]
"""Does a name, by the characteristics that go with it (201.4a-f), fit the instruction ("a nonland card name")?"""


def names_of_card(card: CardDef) -> list[tuple[str, CardDef]]:
    """The names a player may choose for this card, each with the characteristics that go with it (201.4b-f,
    709.4a, 712.19): never the whole name of a split or double-faced card."""
    if card.layout in SPLIT_LAYOUTS and card.faces:
        return [(f.name, f) for f in card.faces if f.name]                  # 201.4b, 709.4a
    front = card.name.split(" // ")[0] if card.faces else card.name       # 712.19: one face, not "A // B"
    out = [(front, card)] if front else []
    for f in card.faces:                                                   # 201.4c-f, 712.19
        if f.name and all(f.name != n for n, _ in out):
            out.append((f.name, f))
    return out


def _cards_of_game(g: "Game") -> list[CardDef]:
    """Every card of the game: its config's decks, commanders and scheme decks, and every non-token object (a card
    a melded permanent represents too, 712.4a)."""
    from .meld import MELD_PARTS
    out: list[CardDef] = []
    cfg = getattr(g, "config", None)
    if cfg is not None:
        for pc in cfg.players:
            out.extend(pc.deck)
            out.extend(pc.commanders)
            out.extend(pc.schemes)
    for o in g.objects.values():
        if o.token:
            continue                     # 201.4: not a token's name (unless a card has it too)
        w = o.note.get(WHOLE)
        out.append(w if isinstance(w, CardDef) else o.card)
        parts = o.note.get(MELD_PARTS)
        if parts:
            out.extend(parts)
    return out


def choosable_names(g: "Game", fits: NameFits | None = None) -> list[str]:
    """The card names a player may choose in this game (see the module's docstring), sorted; ``fits``: only names
    whose characteristics fit the instruction (201.4a)."""
    seen: dict[int, bool] = {}
    names: set[str] = set()
    for card in _cards_of_game(g):
        if seen.get(id(card)):
            continue
        seen[id(card)] = True
        for name, face in names_of_card(card):
            if fits is None or fits(face):
                names.add(name)
    cfg = getattr(g, "config", None)
    extra = cfg.options.get(EXTRA_NAMES) if cfg is not None and cfg.options else None
    if extra and fits is None:           # the host's names come without characteristics: only "any card name"
        names.update(n for n in extra if isinstance(n, str) and n and " // " not in n)
    return sorted(names)


def name_options(g: "Game", fits: NameFits | None = None) -> list[Option]:
    """The options of a "choose a card name" decision (201.4): one per name, its value the name."""
    return [Option(NAME_OPTION, "text", n, (("text", n),)) for n in choosable_names(g, fits)]


def why_not_a_name(g: "Game", answer: Any) -> str:
    """Why ``answer`` (a name) is not among the options of a "choose a card name" decision (for IllegalOption)."""
    if not isinstance(answer, str) or not answer:
        return ": a card name is a non-empty text"
    if " // " in answer:
        return (f": {answer!r} names two faces or halves; choose one of them, not both (201.4b, 709.4a, 712.19)")
    return f": {answer!r} is not a card name a player may choose here (201.4, 201.4a)"


# ------------------------------------------------------------------------------ having the chosen name
def object_names(g: "Game", oid: int) -> tuple[str, ...]:
    """The names the object has now (201.2a): on the battlefield its name after the layer system (the face that is
    up, 712.8d-e; a copy effect); a split card has each half's name (709.4a); a face-down object has none."""
    o = g.objects.get(oid)
    if o is None:
        return ()
    name = g.chars(oid).name if o.zone == BATTLEFIELD else o.card.name
    if not name or (o.face_down and not o.card.name):
        return ()
    card = o.card
    if card.layout in SPLIT_LAYOUTS and card.faces and name == card.name:
        return tuple(f.name for f in card.faces)
    return (name,)


def has_name(g: "Game", oid: int, name: Any) -> bool:
    """Does the object have the name ``name`` (201.2a, 709.4a)? No name chosen matches nothing."""
    return isinstance(name, str) and bool(name) and name in object_names(g, oid)


def _holders(g: "Game", rule: str) -> list[tuple[int, str]]:
    """(controller, chosen name) of each permanent on the battlefield with the rule static ``rule`` whose
    abilities it still has (613.1f)."""
    g.all_chars()
    if not any(r == rule for r, _ in g._rules):
        return []
    out: list[tuple[int, str]] = []
    for oid in g.battlefield:
        o = g.objects[g._keys[oid]]
        if not o.card.static or not any(sa.rule == rule for sa in o.card.static):
            continue
        if g.chars(oid).abilities_removed:
            continue
        name = o.note.get(CHOSEN_NAME)
        if isinstance(name, str) and name:
            out.append((g.controller(oid), name))
    return out


def _any_name_rule(g: "Game") -> bool:
    return bool(g._rules) and any(r in NAME_RULES for r, _ in g._rules)


def cast_forbidden_by_name(g: "Game", p: int, card: CardDef) -> bool:
    """101.2: may ``p`` not cast the spell ``card`` (the face or half being cast) because of a "Spells with the
    chosen name can't be cast." of a permanent whose controller has ``p`` in range (801.10)?"""
    if not _any_name_rule(g):
        return False
    names = [n for n, _ in names_of_card(card)] if card.layout in SPLIT_LAYOUTS and card.faces else [card.name]
    for ctl, name in _holders(g, CANT_CAST):
        if name in names and Scope(g, ctl).in_range(p):
            return True
    for ctl, name in _holders(g, OPPONENTS_CANT_CAST):
        if name in names and g.is_opponent(ctl, p) and Scope(g, ctl).in_range(p):
            return True
    return False


def activation_forbidden_by_name(g: "Game", p: int, oid: int, ab: ActivatedAbility) -> bool:
    """101.2: may ``p`` not activate ``ab`` of the source ``oid`` because of an "Activated abilities of sources with
    the chosen name can't be activated [unless they're mana abilities]." whose controller has ``p`` in range?"""
    if not _any_name_rule(g):
        return False
    names = object_names(g, oid)
    if not names:
        return False
    holders = _holders(g, CANT_ACTIVATE)
    if not ab.mana:
        holders = holders + _holders(g, CANT_ACTIVATE_NONMANA)
    return any(name in names and Scope(g, ctl).in_range(p) for ctl, name in holders)


def damage_prevented_by_name(g: "Game", source: int, target: tuple[str, int]) -> bool:
    """615.1: is damage from ``source`` to ``target`` (("player", seat) or ("obj", id)) prevented by a "Prevent all
    damage that would be dealt to you and permanents you control by sources with the chosen name."? A source that
    left its zone is read as it last existed (608.2h)."""
    if not _any_name_rule(g):
        return False
    holders = _holders(g, PREVENT_DAMAGE)
    if not holders:
        return False
    if source in g.objects:
        names = object_names(g, source)
    else:
        lki = g.lki.get(source)
        names = (lki.chars.name,) if lki is not None and lki.chars.name else ()
    if not names:
        return False
    if target[0] == "player":
        who = target[1]
    else:
        o = g.objects.get(target[1])
        if o is None or o.zone != BATTLEFIELD:
            return False
        who = g.controller(target[1])
    return any(ctl == who and name in names for ctl, name in holders)


__all__ = ["CANT_ACTIVATE", "CANT_ACTIVATE_NONMANA", "CANT_CAST", "CHOSEN_NAME", "EXTRA_NAMES", "NAME_OPTION",
           "NAME_RULES", "OPPONENTS_CANT_CAST", "PREVENT_DAMAGE", "activation_forbidden_by_name", "cast_forbidden_by_name",
           "choosable_names", "damage_prevented_by_name", "has_name", "name_options", "names_of_card", "object_names", "why_not_a_name"]
