"""Casting a spell while another spell or ability resolves, without paying its mana cost (608.2g, 118.9).

One way for every instruction that says so: cascade (702.85a), rebound (702.88a), a defeated Siege cast
transformed (310.11b), schemes' "you may cast it without paying its mana cost". The player follows 601.2a-i —
mode, targets, additional costs, then the spell is cast — with X 0 (107.3b) and no mana paid; no player receives
priority after it is cast: it becomes the topmost object on the stack and the resolving spell or ability goes on
resolving. Timing permissions don't apply (the instruction allows the cast now), but "can't" effects do (101.2).
The questions come first; the spell moves only once every one is answered (decisions.py), and backing out
(cancel) leaves the game as it was.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import Msg
from . import events as ev
from .alt_casting import additional_parts
from .casting import CANCEL, _choose_targets, _shift_targets, _targeting, one_spell_limit, \
    opponents_forbid_small_spells, spell_targets, targets_available
from .constants import STACK
from .cost_parts import choose_parts, pay_parts
from .decisions import Option, Proc
from .faces import AS_CARD, cast_mana_value, face_card, show_face
from .objects import StackItem
from .card_names import cast_forbidden_by_name
from .rule_effects import cant_cast
from .targeting import becomes_target
from .zones import move

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Turn


def can_cast_free(g: "Game", p: int, oid: int, face: int = AS_CARD) -> bool:
    """Could ``p`` cast the card ``oid`` (as ``face``) now this way: a nonland card the pool implements (305.9),
    which no "can't" forbids (101.2: also Brisela's "can't cast spells with mana value 3 or less"), with legal targets for its modes or its spell (601.2c)?"""
    o = g.objects.get(oid)
    if o is None or g.players[p].left:
        return False
    card = face_card(o.card, face)
    if "Land" in card.types or not card.implemented or (card.spell is None and not card.is_permanent_card):
        return False
    if one_spell_limit(g, p) or (g.shields and cant_cast(g, p, card)):
        return False
    if g._rules and cast_forbidden_by_name(g, p, card):
        return False                 # 101.2: "Spells with the chosen name can't be cast." (card_names.py)
    if g._rules and cast_mana_value(o.card, face) <= 3 and opponents_forbid_small_spells(g, p):
        return False                 # 101.2; 712.8c: a card cast transformed has its front face's mana value
    if card.spell is not None and card.spell.modes:
        return sum(targets_available(g, p, m.targets, oid) for m in card.spell.modes) >= card.spell.choose
    return targets_available(g, p, spell_targets(card), oid)


def cast_free(g: "Game", t: "Turn", proc: Proc, p: int, oid: int, rule: str = "608.2g",
              face: int = AS_CARD) -> int | None:
    """``p`` casts the card ``oid`` (as ``face``: 712.11a "transformed" is the back face) without paying its mana
    cost onto Turn ``t``'s stack; the new spell's id, or None if it can't be cast or the player backed out."""
    if not can_cast_free(g, p, oid, face):
        return None
    card = face_card(g.objects[g._keys[oid]].card, face)
    what = Msg("opt.cast", (("card", card.name),))
    specs = spell_targets(card)
    effects: tuple[Any, ...] = card.spell.effects if card.spell else ()
    if card.spell is not None and card.spell.modes:          # 601.2b / 700.2: the modes first
        chosen: list[int] = []
        while len(chosen) < card.spell.choose:
            opts = [Option("mode", "text", i, (("text", m.label),)) for i, m in enumerate(card.spell.modes)
                    if i not in chosen and targets_available(g, p, m.targets, oid)] + [CANCEL]
            a = proc.ask(p, "choose_mode", "prompt.choose_mode", opts, "601.2b", args={"what": what})
            if a.kind == "cancel":
                return None
            chosen.append(a.value)
        chosen.sort()                                         # 700.2c
        modes = [card.spell.modes[i] for i in chosen]
        specs = tuple(s for m in modes for s in m.targets)
        effects = tuple(e for m in modes for e in _shift_targets(m.effects, modes, m))
    targets = _choose_targets(g, proc, p, specs, oid, what)
    if targets is None:
        return None
    parts = additional_parts(card, None)                      # 601.2b / 118.8: mandatory additional costs
    paid_with: list[tuple[int, ...]] = []
    if parts:
        picked = choose_parts(g, proc, p, oid, parts, what)
        if picked is None:
            return None
        paid_with = picked
    nid = move(g, oid, STACK, controller=p, rule="601.2a", quiet=True)
    if nid is None:
        return None
    if face != AS_CARD:
        show_face(g.objects[g._keys[nid]], face)                       # 712.11a: only that face's characteristics (712.8c)
    if parts:
        pay_parts(g, p, nid, parts, paid_with, "601.2h")
    item = StackItem(g.new_id(), "spell", p, nid, card.name, effects, targets, specs, x=0, source_card=card,
                     text=card.text)
    if "Split second" in card.keywords:
        item.data["split_second"] = True                      # 702.61a
    t.stack.append(item)
    g.emit(ev.Event(ev.CAST, rule, "log.casts_free", player=p, obj=nid, turn=t.id, data=item,
                    args={"player": g.players[p].name, "card": card.name, "targeting": _targeting(g, targets)}))
    if targets:
        becomes_target(g, item, t.id)                         # 601.2c
    return nid


__all__ = ["can_cast_free", "cast_free"]
