"""Foretell (702.143).

* 702.143a-b: any time a player has priority during their turn, they may pay {2} and exile a card with foretell from
  their hand face down — a special action that doesn't use the stack (116.2h). :func:`foretell_options` offers it,
  :func:`foretell_action` takes it; the player receives priority again (116.3).
* 702.143a: the owner may look at the card while it stays in exile (view.py shows it to them only; 406.3); they may
  cast it after the current turn has ended by paying its foretell cost rather than its mana cost (an alternative cost,
  118.9, 601.2b, 601.2f-h): :func:`foretold_methods` adds that way of casting to the card while it may be used, and
  the cast procedure of casting.py casts it (406.3a: the card is turned face up as it moves to the stack).
* 702.143c: a foretold card is one exiled by that special action; a spell that was a foretold card is "foretold"
  (:func:`was_foretold`).
* 702.143d: :func:`make_foretold` — an effect may make a card in exile foretold, with a foretell cost of its own.
* 702.143e: each foretold card is its own object in exile, in the order exiled, with its foretell cost (view.py).
* 702.143f: :func:`reveal_foretold` — a player who leaves the game, and everyone at the end of the game, reveal them.

A foretold card in exile keeps its card (``GameObject.card``, as a face-down scheme does) with ``face_down`` set and
``note[FORETOLD]``, the id of the Turn during which it was foretold (807: with concurrent turns "the current turn" is
that Turn); nothing shows it to any player but its owner (view.py, 406.3).
"""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import events as ev
from .alt_casting import CastMethod
from .constants import EXILE, HAND
from .decisions import Option, Proc
from .mana import ManaCost, Source
from .objects import GameObject

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Frame, Turn

FORETELL: Final = "foretell"
"""``CardDef.extra`` key: the card's foretell cost as printed ("{1}{U}"), 702.143a."""
KEYWORD: Final = "Foretell"
FORETOLD: Final = "foretold"
"""``GameObject.note`` key of a foretold card in exile: the id of the Turn during which it became foretold."""
FORETOLD_COST: Final = "foretold_cost"
"""``GameObject.note`` key: a foretell cost an effect gave the foretold card (702.143d), instead of its printed one."""
FORETOLD_SPELL: Final = "foretold_spell"
"""``GameObject.note`` key of a spell that was a foretold card before it was cast (702.143c)."""
FORETELL_ACTION_COST: Final = ManaCost(generic=2)
"""702.143a: foretelling costs {2}."""
EVENT: Final = "foretell"
"""Event kind: a player foretold a card (702.143c: "whenever you foretell a card")."""
CHEAPER_ANY_TURN: Final = "foretell_cheaper_any_turn"
"""The rule of a static ability "Foretelling cards from your hand costs {1} less and can be done on any player's turn."
(Cosmos Charger): it changes the special action of its controller (116.2h, 702.143a)."""


def has_foretell(o: GameObject) -> bool:
    """Does the card have a foretell ability (702.143a)?"""
    return bool(o.card.extra) and isinstance(o.card.extra.get(FORETELL), str)


def is_foretold(o: GameObject) -> bool:
    """702.143c: a card put into exile face down by foretelling (or made foretold, 702.143d), still there."""
    return o.zone == EXILE and o.face_down and FORETOLD in o.note


def foretell_allowed(g: "Game", t: "Turn", p: int) -> bool:
    """702.143a / 116.2h: during ``p``'s turn (805.4: a team's shared turn is each member's turn) — or on any player's
    turn while ``p`` controls a permanent saying so (Cosmos Charger)."""
    if g.players[p].left:
        return False
    return p in t.side or _cheapeners(g, p) > 0


def _cheapeners(g: "Game", p: int) -> int:
    """How many permanents ``p`` controls with "Foretelling cards from your hand costs {1} less and can be done on
    any player's turn." (each one makes it {1} cheaper, 601.2f-like)."""
    from .sba import has_rule
    if not has_rule(g, p, CHEAPER_ANY_TURN):
        return 0
    return sum(1 for oid in g.controlled_by(p) if not g.chars(oid).abilities_removed
               for sa in g.objects[g._keys[oid]].card.static if sa.rule == CHEAPER_ANY_TURN)


def foretell_cost(g: "Game", p: int) -> ManaCost:
    """What foretelling costs ``p`` now: {2} (702.143a), {1} less for each permanent that says so."""
    return ManaCost(generic=max(0, FORETELL_ACTION_COST.generic - _cheapeners(g, p)))


def foretell_options(g: "Game", t: "Turn", p: int, oid: int, sources: list[Source]) -> list[Option]:
    """116.2h: the special action of foretelling the card ``oid`` in ``p``'s hand, when it is ``p``'s turn (or a static
    ability allows it now) and the cost ({2}, or less) can be paid (value: (card id,))."""
    from .casting import can_afford
    o = g.objects[g._keys[oid]]
    if o.zone != HAND or o.owner != p or not has_foretell(o) or not foretell_allowed(g, t, p):
        return []
    cost = foretell_cost(g, p)
    if not can_afford(g, p, cost, sources):
        return []
    return [Option("foretell", "foretell.opt.foretell", (oid,), (("card", o.card.name), ("cost", str(cost))))]


def foretell_action(g: "Game", t: "Turn", proc: Proc, f: "Frame", p: int, oid: int) -> None:
    """702.143a: pay {2} (or less, :func:`foretell_cost`) and exile the card from the hand face down (116.2h). The payment is asked before anything
    changes; backing out changes nothing. The log names the player only: the card stays hidden (406.3)."""
    from ..i18n import Msg
    from .casting import _activate_mana, _pay
    from .mana import pay_from_pool
    from .zones import move
    o = g.objects.get(oid)
    if o is None or o.zone != HAND or o.owner != p or not has_foretell(o) or not foretell_allowed(g, t, p):
        return None
    cost = foretell_cost(g, p)
    plan = _pay(g, proc, p, cost, Msg("foretell.what"), None)
    if plan is None:
        return None
    _activate_mana(g, p, plan)
    if not pay_from_pool(cost, g.players[p].pool):
        raise RuntimeError(f"payment plan for foretelling did not cover {cost}")
    nid = move(g, oid, EXILE, rule="702.143a", key="foretell.log.foretells", args={"player": g.players[p].name})
    if nid is None or g.objects[g._keys[nid]].zone != EXILE:
        return None
    make_foretold(g, nid, t.id)
    g.emit(ev.Event(EVENT, "702.143c", "", player=p, obj=nid, turn=t.id))
    return None


def make_foretold(g: "Game", oid: int, turn_id: int, cost: str | None = None) -> None:
    """702.143a / 702.143d: the card ``oid`` in exile is face down and foretold from now on (during the Turn
    ``turn_id``); ``cost``: a foretell cost the effect gives it (None: its printed foretell cost, if any)."""
    o = g.objects[g._keys[oid]]
    o.face_down = True
    o.note[FORETOLD] = turn_id
    if cost is not None:
        o.note[FORETOLD_COST] = cost
    g.version += 1


def foretell_cost_of(o: GameObject) -> str | None:
    """The foretell cost the foretold card may be cast for: one an effect gave it (702.143d), else its own."""
    given = o.note.get(FORETOLD_COST)
    if isinstance(given, str):
        return given
    own = o.card.extra.get(FORETELL) if o.card.extra else None
    return own if isinstance(own, str) else None


def foretold_methods(g: "Game", o: GameObject) -> tuple[CastMethod, ...]:
    """702.143a / 702.143d: the way to cast the foretold card ``o`` from exile for its foretell cost, once the turn it
    was foretold has ended (that Turn is no longer in progress); no way before then, or without a foretell cost."""
    if not is_foretold(o):
        return ()
    cost = foretell_cost_of(o)
    turn_id = o.note.get(FORETOLD)
    if cost is None or any(t.id == turn_id for t in g.turns):
        return ()
    return (CastMethod("Foretell", EXILE, ManaCost.parse(cost), (), False, f"Foretell {cost}", "702.143a"),)


def was_foretold(o: GameObject) -> bool:
    """702.143c: is ``o`` a foretold card in exile, or a spell (or the permanent it became) that was a foretold card
    before it was cast, whatever cost was paid?"""
    return is_foretold(o) or bool(o.note.get(FORETOLD_SPELL))


def reveal_foretold(g: "Game", owners: list[int], rule: str) -> None:
    """702.143f: reveal every face-down foretold card the players ``owners`` own (a player leaving the game; all
    players at the end of the game)."""
    for p in owners:
        names = [g.objects[g._keys[oid]].card.name for oid in g.exile
                 if g.objects[g._keys[oid]].owner == p and is_foretold(g.objects[g._keys[oid]])]
        if names:
            g.note("foretell.log.reveals", rule, player=p, args={"player": g.players[p].name, "cards": names})


__all__ = ["CHEAPER_ANY_TURN", "EVENT", "FORETELL", "FORETELL_ACTION_COST", "FORETOLD", "FORETOLD_COST", "FORETOLD_SPELL", "KEYWORD",
           "foretell_action", "foretell_allowed", "foretell_cost", "foretell_cost_of", "foretell_options", "foretold_methods",
           "has_foretell", "is_foretold", "make_foretold", "reveal_foretold", "was_foretold"]
