"""Per-player views (DESIGN "views and hidden information"): what one player may know, as plain data."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .constants import Step
from .faces import SPLIT_LAYOUTS, whole_card

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def can_see_hand(g: "Game", viewer: int | None | Any, owner: int) -> bool:
    """Own hand always; teammates' hands where the variant allows it (808.5, 809.7, 810.5, 811.5)."""
    if viewer is None:
        return False
    if viewer == owner:
        return True
    return g.hooks is not None and g.hooks.can_see_hand(g, viewer, owner)


def card_info(g: "Game", oid: int) -> dict[str, Any]:
    o = g.objects[g._keys[oid]]
    c = o.card
    if o.face_down and o.zone in ("battlefield", "stack"):
        # 708.2: a 2/2 with no name or cost, no text but ward {2} when cast with disguise or cloaked (702.168a,
        # 701.56a); what it is stays hidden (708.5: its controller may look)
        return {"id": oid, "name": g.name(oid), "mana_cost": "", "type": "", "text": c.text, "face_down": True}
    d: dict[str, Any] = {"id": oid, "name": c.name, "mana_cost": c.mana_cost_text or "", "type": c.type_line,
                         "text": c.text}
    w = whole_card(o)
    if w.faces:
        # 709, 710, 712, 715: every face or half of the card (the viewer may see this card), and the face that is up;
        # a melded permanent (712.4a) is both its cards and their combined back face.
        parts = o.note.get("meld_parts")
        faces = w.faces if w.layout in SPLIT_LAYOUTS else \
            tuple(parts) + (c,) if isinstance(parts, tuple) else (w,) + w.faces
        d.update(layout=w.layout, face_up=c.name,
                 faces=[{"name": f.name, "mana_cost": f.mana_cost_text or "", "type": f.type_line, "text": f.text}
                        for f in faces])
    return d


def exiled_face_down(g: "Game", oid: int, viewer: int | None | Any) -> dict[str, Any]:
    """A card exiled face down (406.3): no characteristics for anyone (406.3a); that it is there, whose it is and,
    for a foretold card, that it was foretold are public (702.143e: the foretold cards stay told apart, in the order
    exiled). Its owner may look at a foretold card (702.143a): they see what it is and its foretell cost."""
    from .foretell import foretell_cost_of, is_foretold
    o = g.objects[g._keys[oid]]
    d: dict[str, Any] = {"id": oid, "name": "face-down card", "mana_cost": "", "type": "", "text": "",
                         "face_down": True, "owner": o.owner}
    if is_foretold(o):
        d["foretold"] = True
        if viewer is not None and viewer == o.owner:
            d["face_down_card"] = o.card.name
            d["foretell_cost"] = foretell_cost_of(o)
    return d


def permanent_info(g: "Game", oid: int) -> dict[str, Any]:
    o = g.objects[g._keys[oid]]
    ch = g.chars(oid)
    d = card_info(g, oid)
    d.update({"controller": ch.controller, "owner": o.owner, "tapped": o.tapped, "damage": o.damage,
              "counters": dict(o.counters), "power": ch.power, "toughness": ch.toughness,
              "types": sorted(ch.types), "keywords": sorted(ch.keywords), "token": o.token,
              "attached_to": o.attached_to})
    if "Battle" in ch.types:
        d["protector"] = o.note.get("protector")     # 310.8: public, chosen as it entered
    if "Class" in ch.subtypes or "class_level" in o.note:
        d["class_level"] = o.note.get("class_level", 1)     # 716.2b-d: a designation, public
    if o.note.get("solved"):
        d["solved"] = True                           # 719.3b: a designation, public
    if "Creature" in ch.types:
        from .casting import summoning_sick
        d["sick"] = summoning_sick(g, oid)     # 302.6: public — everyone saw when it came under its controller's control
    goaded = o.note.get("goaded")
    if goaded:
        d["goaded_by"] = list(goaded)          # 701.38b: public, like any designation
    for t in g.turns:
        if t.combat is not None:
            if oid in t.combat.attackers:
                d["attacking"] = list(t.combat.attackers[oid])
            if oid in t.combat.blockers:
                d["blocking"] = t.combat.blockers[oid]
    return d


def battlefield_info(g: "Game") -> list[dict[str, Any]]:
    """The public facts of every permanent, built once per state version and copied for each viewer
    (every input of permanent_info changes only with an event, which bumps the version)."""
    cached = g._view_battlefield
    if cached is None or cached[0] != g.version:
        cached = (g.version, [permanent_info(g, o) for o in g.battlefield])
        g._view_battlefield = cached
    return [_copy_info(d) for d in cached[1]]


def _copy_info(d: dict[str, Any]) -> dict[str, Any]:
    c = dict(d, counters=dict(d["counters"]), types=list(d["types"]), keywords=list(d["keywords"]))
    if "attacking" in c:
        c["attacking"] = list(c["attacking"])
    if "goaded_by" in c:
        c["goaded_by"] = list(c["goaded_by"])
    return c


def room_of(g: "Game", p: int) -> str | None:
    """The room of the dungeon ``p``'s venture marker is on (309.4), if any."""
    from .dungeons import room_of as dungeon_room
    return dungeon_room(g, p) if g.command else None


def player_view(g: "Game", viewer: int | None | Any) -> dict[str, Any]:
    """Everything ``viewer`` may see (None = a spectator: public information only)."""
    players = []
    for pl in g.players:
        d = {"seat": pl.index, "name": pl.name, "team": pl.team, "life": pl.life, "poison": pl.poison,
             "hand_size": len(pl.hand), "library_size": len(pl.library),
             "graveyard": [card_info(g, c) for c in pl.graveyard], "left": pl.left, "lost": pl.lost,
             "won": pl.won, "range": pl.range, "mana_pool": dict(pl.pool.amounts),
             "scheme_deck_size": len(pl.scheme_deck), "monarch": g.monarch == pl.index,    # 722: public
             "initiative": g.initiative == pl.index, "dungeon_room": room_of(g, pl.index)}   # 723, 309.4: public
        if can_see_hand(g, viewer, pl.index):
            d["hand"] = [card_info(g, c) for c in pl.hand]
        players.append(d)
    turns = []
    for t in g.turns:
        turns.append({"id": t.id, "number": t.number, "active": t.active, "side": list(t.side),
                      "step": Step(t.step).name.lower(), "priority": t.priority, "marker": t.marker,
                      "stack": [{"id": it.id, "kind": it.kind, "name": it.name, "controller": it.controller,
                                 "source": it.source, "text": it.text,
                                 "targets": [list(r) for r in it.targets if r is not None]}
                                for it in t.stack]})
    pending = [{"id": d.id, "kind": d.kind, "prompt": d.prompt, "turn": d.turn,
                "options": [o.label for o in d.options]} for d in g.pending() if d.player == viewer]
    field = battlefield_info(g)
    for info in field:
        if info.get("face_down") and viewer is not None and info["controller"] == viewer:
            from .face_down import real_card
            info["face_down_card"] = real_card(g.objects[info["id"]]).name      # 708.5: its controller may look
    out = {"viewer": viewer, "players": players, "battlefield": field,
           "exile": [card_info(g, o) if not g.objects[o].face_down else exiled_face_down(g, o, viewer)
                     for o in g.exile],
           "command": [dict(card_info(g, o), owner=g.objects[o].owner) for o in g.command
                       if not g.objects[o].face_down],
           "turns": turns, "pending": pending, "over": g.over, "table": table_rules(g),
           "day_night": g.day_night or None,                    # 728.1: public
           "result": None if g.result is None else {"winners": list(g.result.winners), "draw": g.result.draw,
                                                    "reason": g.result.reason}}
    extra = g.hooks.public_state(g) if g.hooks is not None else None
    if extra is not None:
        out["variant_state"] = extra          # public: commander tax and commander damage (903.8, 903.10a)
    return out


def table_rules(g: "Game") -> dict[str, Any]:
    """The public rules of the table (800.2): variant, emperors (809.2), archenemies (904), attack options."""
    cached = g._view_table
    if cached is None:                  # fixed for the whole game: built once
        cached = g._view_table = _table_rules(g)
    return dict(cached, emperors=list(cached["emperors"]), archenemies=list(cached["archenemies"]))


def _table_rules(g: "Game") -> dict[str, Any]:
    rules: Any = getattr(g.hooks, "rules", None)
    mp = rules.to_dict() if hasattr(rules, "to_dict") else (g.config.options.get("multiplayer") or {})
    return {"variant": mp.get("variant") or g.config.variant, "emperors": list(mp.get("emperors") or ()),
            "archenemies": list(mp.get("archenemies") or ()), "attack": mp.get("attack", "multiple"),
            "adjacent_only": bool(mp.get("adjacent_only")), "shared_turns": bool(mp.get("shared_turns")),
            "deploy": bool(mp.get("deploy"))}
