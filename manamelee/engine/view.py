"""Per-player views (DESIGN "views and hidden information"): what one player may know, as plain data."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .constants import Step

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def can_see_hand(g: "Game", viewer: int | None, owner: int) -> bool:
    """Own hand always; teammates' hands where the variant allows it (808.5, 809.7, 810.5, 811.5)."""
    if viewer is None:
        return False
    if viewer == owner:
        return True
    return g.hooks is not None and g.hooks.can_see_hand(g, viewer, owner)


def card_info(g: "Game", oid: int) -> dict[str, Any]:
    o = g.objects[oid]
    c = o.card
    return {"id": oid, "name": c.name, "mana_cost": c.mana_cost_text or "", "type": c.type_line, "text": c.text}


def permanent_info(g: "Game", oid: int) -> dict[str, Any]:
    o = g.objects[oid]
    ch = g.chars(oid)
    d = card_info(g, oid)
    d.update({"controller": ch.controller, "owner": o.owner, "tapped": o.tapped, "damage": o.damage,
              "counters": dict(o.counters), "power": ch.power, "toughness": ch.toughness,
              "types": sorted(ch.types), "keywords": sorted(ch.keywords), "token": o.token,
              "attached_to": o.attached_to})
    for t in g.turns:
        if t.combat is not None:
            if oid in t.combat.attackers:
                d["attacking"] = list(t.combat.attackers[oid])
            if oid in t.combat.blockers:
                d["blocking"] = t.combat.blockers[oid]
    return d


def player_view(g: "Game", viewer: int | None) -> dict[str, Any]:
    """Everything ``viewer`` may see (None = a spectator: public information only)."""
    players = []
    for pl in g.players:
        d = {"seat": pl.index, "name": pl.name, "team": pl.team, "life": pl.life, "poison": pl.poison,
             "hand_size": len(pl.hand), "library_size": len(pl.library),
             "graveyard": [card_info(g, c) for c in pl.graveyard], "left": pl.left, "lost": pl.lost,
             "won": pl.won, "range": pl.range, "mana_pool": dict(pl.pool.amounts),
             "scheme_deck_size": len(pl.scheme_deck)}
        if can_see_hand(g, viewer, pl.index):
            d["hand"] = [card_info(g, c) for c in pl.hand]
        players.append(d)
    turns = []
    for t in g.turns:
        turns.append({"id": t.id, "number": t.number, "active": t.active, "side": list(t.side),
                      "step": Step(t.step).name.lower(), "priority": t.priority, "marker": t.marker,
                      "stack": [{"id": it.id, "kind": it.kind, "name": it.name, "controller": it.controller,
                                 "text": it.text, "targets": [list(r) for r in it.targets if r is not None]}
                                for it in t.stack]})
    pending = [{"id": d.id, "kind": d.kind, "prompt": d.prompt, "turn": d.turn,
                "options": [o.label for o in d.options]} for d in g.pending() if d.player == viewer]
    return {"viewer": viewer, "players": players, "battlefield": [permanent_info(g, o) for o in g.battlefield],
            "exile": [card_info(g, o) for o in g.exile if not g.objects[o].face_down],
            "command": [dict(card_info(g, o), owner=g.objects[o].owner) for o in g.command
                        if not g.objects[o].face_down],
            "turns": turns, "pending": pending, "over": g.over,
            "result": None if g.result is None else {"winners": list(g.result.winners), "draw": g.result.draw,
                                                     "reason": g.result.reason}}
