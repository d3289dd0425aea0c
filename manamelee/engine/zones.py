"""Zone changes and the actions built on them (400, 701): move, draw, discard, mill, destroy, tokens.

Every zone change makes a new object with a new id (400.7) and keeps the old object's last
known information (608.2h, 603.10) for triggers and effects that look back.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, TYPE_CHECKING

from ..i18n import Msg
from . import events as ev
from .constants import BATTLEFIELD, COMMAND, EXILE, GONE, GRAVEYARD, HAND, INDESTRUCTIBLE, LIBRARY, STACK
from .definitions import CardDef
from .faces import AS_CARD, EXILE_AFTER, FACE_DOWN_FACES, WHOLE, card_after_move, mana_value, stays_off_battlefield
from .day_night import DAY, DAY_AS_ENTERS, NIGHT, becomes, enters_transformed
from .layers import base_chars
from .objects import Chars, GameObject
from .regeneration import try_regenerate
from .sagas import final_chapter
from .entering import carry_answers
from .dies_exile import EXILE_IF_DIES, exiled_from_anywhere, exiled_instead
from .exile_until import EXILED_UNTIL_LEAVES, return_exiled
from .foretell import FORETOLD, FORETOLD_SPELL

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

# Zone names as log message arguments (rendered in the reader's language).
ZONE_MSG: Final = {z: Msg("zone." + z) for z in (LIBRARY, HAND, GRAVEYARD, BATTLEFIELD, STACK, EXILE, COMMAND, GONE)}


WAS_ATTACHED_TO: Final = "was_attached_to"
"""Note on an Aura or Equipment: the object it was attached to when that object left the battlefield (603.10a)."""


@dataclass(slots=True)
class LKI:
    """Last known information of an object that left its zone (608.2h, 603.10)."""

    id: int
    card: CardDef
    owner: int
    controller: int
    zone: str
    chars: Chars
    token: bool
    counters: dict[Any, Any]
    attached_to: int | None
    new_id: int | None = None
    mana_value: int = 0
    """Its mana value as it last existed (202.3; 712.8e: a transformed permanent's is its front face's)."""
    cards: tuple[CardDef, ...] = ()
    """712.21: the two cards a melded permanent was (in the order they arrived in the new zone); else empty."""
    partner: int | None = None
    """712.21c: the new object of a melded permanent's second card (``new_id`` is its first card's)."""

    def __init__(self, id: int, card: CardDef, owner: int, controller: int, zone: str, chars: Chars, token: bool,
                 counters: dict[Any, Any], attached_to: int | None, new_id: int | None = None,
                 mana_value: int = 0, cards: tuple[CardDef, ...] = (), partner: int | None = None) -> None:
        # every field a parameter: dataclasses.replace (agents/determinize.py) passes them all
        self.id, self.card, self.owner, self.controller, self.zone = id, card, owner, controller, zone
        self.chars, self.token, self.counters, self.attached_to, self.new_id = \
            chars, token, counters, attached_to, new_id
        self.mana_value = mana_value
        self.cards = cards
        self.partner = partner


def moved_cards(lki: LKI) -> tuple[CardDef, ...]:
    """The cards an object that changed zones was: 712.21e, a melded permanent is two cards; anything else its
    card as it last existed."""
    return lki.cards if lki.cards else (lki.card,)


def new_objects(g: "Game", lki: LKI) -> list[int]:
    """712.21c: the new objects an object became as it changed zones, still in the zone it went to — both cards
    of a melded permanent (an effect that finds the one finds both), one object otherwise (400.7)."""
    out: list[int] = []
    for nid in (lki.new_id, lki.partner):
        if nid is not None and nid in g.objects:
            out.append(nid)
    return out


def _remove_from_zone(g: "Game", o: GameObject) -> None:
    z = o.zone
    k = g._keys[o.id]                  # found by identity in the zone's list (Game.key)
    if z == BATTLEFIELD:
        g.battlefield.remove(k)
    elif z == EXILE:
        g.exile.remove(k)
    elif z == COMMAND:
        if o.id in g.command:
            g.command.remove(o.id)
        deck = g.players[o.owner].scheme_deck     # a face-down scheme is in its owner's scheme deck (904.3)
        if o.id in deck:
            deck.remove(o.id)
    elif z == STACK:
        for t in g.turns:
            for i, it in enumerate(t.stack):
                if it.kind == "spell" and it.source == o.id:
                    del t.stack[i]
                    return
    elif z in (LIBRARY, HAND, GRAVEYARD):
        g.zone_list(z, o.owner).remove(k)


def snapshot(g: "Game", o: GameObject) -> LKI:
    """Last known information of ``o`` as it leaves its zone (608.2h). Off the battlefield no continuous effect
    applies (613: layers.compute reads permanents), so its printed characteristics are read without a layer pass."""
    ch = g.chars(o.id) if o.zone == BATTLEFIELD else base_chars(o)
    return LKI(o.id, o.card, o.owner, g.controller(o.id), o.zone, ch, o.token, dict(o.counters), o.attached_to,
               mana_value=mana_value(o))


def move(g: "Game", oid: int, to: str, *, controller: int | None = None, bottom: bool = False,
         rule: str = "400.7", key: str | None = None, args: dict[Any, Any] | None = None, position: int | None = None,
         tapped: bool = False, quiet: bool = False, text: str | None = None, transformed: bool = False,
         face: int = -1) -> int | None:
    """Move an object to another zone as a new object (400.7); returns the new id (None if it can't).

    ``key``/``args``: the log message (:mod:`manamelee.i18n`); ``text`` is literal English (legacy)."""
    if text is not None and key is None:
        key = text
    o = g.objects.get(g.key(oid))
    if o is None:
        return None
    if o.zone == COMMAND and to != COMMAND and ("Scheme" in o.card.types or "emblem" in o.note
                                                 or "Dungeon" in o.card.types):
        return None     # 314.2 / 904.4: a scheme card that would leave the command zone remains there (114.5, 309.2c)
    if o.note and g.hooks is not None and "commander" in o.note:
        to = g.hooks.zone_change_destination(g, oid, to)    # 903.9b: the owner may choose the command zone
    if o.zone == BATTLEFIELD and to not in (BATTLEFIELD, EXILE) and o.note.get("exile_if_leaves"):
        # 702.84a (unearth) / 614.1a: "if it would leave the battlefield, exile it instead".
        to, rule, key, args = EXILE, "702.84a", "log.exiled_instead", {"card": o.card.name}
    if o.zone == BATTLEFIELD and to == GRAVEYARD and o.note and EXILE_IF_DIES in o.note and exiled_instead(g, o):
        # 614.1a: "If that creature would die this turn, exile it instead."
        to, rule, key, args = EXILE, "614.1a", "log.exiled_instead", {"card": o.card.name}
    if to == GRAVEYARD and o.card.extra and exiled_from_anywhere(g, o):
        # 614.1a: "If this would be put into a graveyard from anywhere, exile it instead." (a disturb back face)
        to, rule, key, args = EXILE, "614.1a", "log.exiled_instead", {"card": o.card.name}
    if o.zone == STACK and to not in (STACK, EXILE) and o.note.get(EXILE_AFTER):
        # 702.127a: an aftermath half cast from a graveyard is exiled instead of going anywhere else (and a card
        # cast with flashback 702.34a or jump-start 702.133a: its rule rides along)
        to, rule, key, args = EXILE, o.note.get("exile_rule") or "702.127a", "log.exiled_instead", {"card": o.card.name}
    if to == BATTLEFIELD and g.day_night == NIGHT and not transformed and face == AS_CARD and not o.face_down \
            and not (o.note and WHOLE in o.note) and enters_transformed(g, o.card):
        if o.zone == STACK and o.card.faces[0].types & {"Instant", "Sorcery"}:
            # 712.13a: a spell that would enter transformed with an instant or sorcery back face goes to its
            # owner's graveyard instead
            to, rule, key, args = GRAVEYARD, "712.13a", "log.to_graveyard_instead", {"card": o.card.name}
        else:
            transformed = True              # 702.145b: it is night: a daybound card enters transformed
    if to == BATTLEFIELD:
        ctl = o.owner if controller is None else controller
        if g.players[ctl].left:            # 800.4b: it stays where it is
            return None
        why = stays_off_battlefield(o, transformed, face)
        if why is not None:                # 400.4a, 712.14a, 712.14b: it stays where it is
            g.note("log.stays_in_zone", why, args={"card": o.card.name})
            return None
    if o.zone == BATTLEFIELD and to in (LIBRARY, GRAVEYARD, EXILE) and o.note and "meld_parts" in o.note:
        from .meld import arrange_meld_cards
        arrange_meld_cards(g, o, to, bottom)        # 712.21a-b: may ask, before anything has changed
    lki = snapshot(g, o)
    _remove_from_zone(g, o)
    del g.objects[g._keys[oid]]
    g.lki[oid] = lki
    frm = o.zone
    if o.token and to != BATTLEFIELD and frm == BATTLEFIELD:
        pass  # a token leaving the battlefield exists until state-based actions (704.5d, 111.7)
    nid = g.new_id()
    lki.new_id = nid
    ts = g.new_timestamp()
    shown, whole = card_after_move(o, frm, to)        # 712.8a, 709.4, 715.4: the face(s) of the new object
    if to == BATTLEFIELD and transformed and shown.layout == "transform" and shown.faces:
        shown, whole = shown.faces[0], shown              # 712.14a: it enters with its back face up
    elif to == BATTLEFIELD and face >= 0 and whole is None and face < len(shown.faces):
        shown, whole = shown.faces[face], shown           # 712.12: a land played with that face up
    down = to == BATTLEFIELD and (face in FACE_DOWN_FACES or (frm == STACK and o.face_down))
    if down:
        from .face_down import face_down_permanent, permanent_of_spell
        if face in FACE_DOWN_FACES:
            # 701.34a, 701.56a / 708.3: turned face down before it enters (cloaked: with ward {2})
            shown, whole = face_down_permanent(face), shown
        else:
            shown = permanent_of_spell(shown)             # 702.37c, 702.168b: with the face-down spell's characteristics
    n = GameObject(nid, shown, o.owner, o.owner, to, ts, token=o.token, face_down=down)
    if whole is not None:
        n.note[WHOLE] = whole
    if o.token and o.note.get("copy"):
        n.note["copy"] = True              # a copy of a spell stays a copy until it ceases to exist (704.5e)
    if frm == EXILE and to == STACK and o.note and FORETOLD in o.note:
        n.note[FORETOLD_SPELL] = True      # 702.143c: a spell that was a foretold card before it was cast
    if o.note and "commander" in o.note and not o.token:
        n.note["commander"] = o.note["commander"]    # 903.3: the designation belongs to the card, in every zone
    if to == BATTLEFIELD:
        n.controller = o.owner if controller is None else controller
        n.since = ts
        n.tapped = tapped
        n.entered_turn = g.turn_count
        if frm == STACK and o.note.get("kicked"):
            n.note["kicked"] = True        # 702.33d: the permanent remembers its spell was kicked (607 linked)
        if frm == STACK and o.note.get("cast_method"):
            n.note["cast_method"] = o.note["cast_method"]    # 702.74a: "if its evoke cost was paid" (607)
        if frm == STACK and "enters_yes_no" in o.note:
            n.note["enters_yes_no"] = o.note["enters_yes_no"]      # 614.12: riot, unleash (enters_choices.py)
        if frm == STACK and "x" in o.note:
            n.note["x"] = o.note["x"]      # 107.3m: the X of the spell it was, for its "enters with X" replacement
        if shown.loyalty is not None or shown.defense is not None:
            from .loyalty import enters_with_counters
            enters_with_counters(n)        # 306.5b / 310.4b (the face that is up, 712.8a)
        enters = shown.extra.get("as_enters") if shown.extra else None
        if o.note:
            carry_answers(o, n)            # 614.12: the choices asked before it moved (entering.py)
        if enters is not None:
            enters(g, n)                   # 614.1c / 614.12: "enters with ..." / "enters tapped" replacements
        if shown.extra and DAY_AS_ENTERS in shown.extra and not g.day_night:
            becomes(g, DAY, "614.12")      # "If it's neither day nor night, it becomes day as this creature enters."
        if final_chapter(shown):
            n.counters["lore"] = n.counters.get("lore", 0) + 1     # 714.3a: as a Saga enters, a lore counter
    elif to == STACK:
        n.controller = o.owner if controller is None else controller
    g.objects[g._keys[nid]] = n
    if o.token and to != BATTLEFIELD:
        g.stray_tokens.append(nid)          # it ceases to exist at the next state-based check (704.5d)
    k = g._keys[nid]                          # zone lists hold the objects table's own key (Game.key)
    if to == BATTLEFIELD:
        g.battlefield.append(k)
    elif to == EXILE:
        g.exile.append(k)
    elif to == COMMAND:
        g.command.append(k)
    elif to in (LIBRARY, HAND, GRAVEYARD):
        lst = g.zone_list(to, o.owner)
        if to == LIBRARY:
            if position is not None:
                lst.insert(position, k)
            elif bottom:
                lst.append(k)
            else:
                lst.insert(0, k)
        else:
            lst.append(k)
    if frm == BATTLEFIELD and to != BATTLEFIELD and o.note and "meld_parts" in o.note:
        from .meld import MELD_PARTS, leave_second_card
        lki.partner = leave_second_card(g, o, to, bottom, position)   # 712.21: one permanent leaves, two cards arrive
        parts = o.note[MELD_PARTS]
        lki.cards = tuple(c for c in parts if isinstance(c, CardDef)) if isinstance(parts, tuple) else ()
    if frm == BATTLEFIELD:
        objects = g.objects
        keys = g._keys
        for other in g.battlefield:
            attached = objects[keys[other]]
            on = attached.attached_to        # narrowed before comparing: a native comparison (no boxing)
            if on is not None and on == oid:
                attached.attached_to = None  # the Aura stays, illegally attached (704.5m)
                # 603.10a: "when enchanted/equipped creature dies" looks back at what it was attached to
                attached.note[WAS_ATTACHED_TO] = oid
    if key is None:
        key, args = "log.moves", {"card": o.card.name, "from": ZONE_MSG.get(frm, frm), "to": ZONE_MSG.get(to, to)}
    e = ev.Event(ev.ZONE_CHANGE, rule, "" if quiet else key, player=lki.controller, obj=oid, new_obj=nid,
                 from_zone=frm, to_zone=to, data=lki, args=args)
    g.emit(e)
    if frm == BATTLEFIELD and to != BATTLEFIELD and o.note and EXILED_UNTIL_LEAVES in o.note:
        return_exiled(g, o)                 # 610.3c: "exile ... until this permanent leaves the battlefield"
    if to == BATTLEFIELD and n.counters.get("lore") and final_chapter(shown):
        # 714.2b: the lore counter it entered with is "put onto" it: chapter I triggers (603.2).
        g.emit(ev.Event(ev.COUNTERS, "714.3a", "log.counters", obj=nid, amount=n.counters["lore"], data="lore",
                        args={"card": shown.name, "n": n.counters["lore"], "kind": "lore"}))
    return nid


def put_onto_battlefield(g: "Game", oid: int, controller: int | None = None, rule: str = "",
                         tapped: bool = False, attach_to: int | None = None, transformed: bool = False) -> int | None:
    o = g.objects[g._keys[oid]]
    who = g.players[o.owner if controller is None else controller].name
    nid = move(g, oid, BATTLEFIELD, controller=controller, rule=rule, tapped=tapped,
               key="log.enters", args={"card": o.card.name, "player": who}, transformed=transformed)
    if nid is not None and attach_to is not None:
        g.objects[g._keys[nid]].attached_to = attach_to
        g.version += 1                  # an attachment is an input of the layer system (Game.chars)
    return nid


def create_token(g: "Game", controller: int, card: CardDef, rule: str = "111.2",
                 whole: CardDef | None = None) -> int | None:
    """Create a token (111); 800.4b/800.4d: none is created for a player who left. ``whole``: a transforming
    token's front face, when it is created with ``card``, its back face, up (707.8a)."""
    if g.players[controller].left:
        return None
    nid = g.new_id()
    ts = g.new_timestamp()
    o = GameObject(nid, card, controller, controller, BATTLEFIELD, ts, token=True, since=ts,
                   entered_turn=g.turn_count)
    if whole is not None:
        o.note[WHOLE] = whole
    if card.loyalty is not None or card.defense is not None:
        from .loyalty import enters_with_counters
        enters_with_counters(o)            # 306.5b / 310.4b
    g.objects[g._keys[nid]] = o
    g.battlefield.append(g.key(nid))
    g.emit(ev.Event(ev.ZONE_CHANGE, rule, "log.token", player=controller, obj=None, new_obj=nid, from_zone=None,
                    to_zone=BATTLEFIELD, args={"player": g.players[controller].name, "card": card.name}))
    return nid


def draw(g: "Game", p: int, n: int = 1, rule: str = "121.1") -> list[int]:
    """121: draw n cards one at a time; drawing from an empty library is noted for 704.5b."""
    pl = g.players[p]
    drawn: list[int] = []
    for _ in range(n):
        if pl.left:
            break
        if not pl.library:
            pl.drew_from_empty = True
            g.note("log.cant_draw", "121.4", args={"player": pl.name})
            g.version += 1
            continue
        oid = pl.library[0]
        nid = move(g, oid, HAND, rule=rule, key="log.draws", args={"player": pl.name}, quiet=n > 1)
        assert nid is not None          # the top card of a library always moves to its owner's hand (121.1)
        drawn.append(nid)
        g.emit(ev.Event(ev.DRAW, rule, "", player=p, obj=nid))
    if n > 1 and drawn:
        g.log_line("log.draws_n", rule, args={"player": pl.name, "n": len(drawn)})
    return drawn


def discard(g: "Game", p: int, oid: int, rule: str = "701.8") -> int | None:
    """701.8: ``p`` discards the card ``oid`` from their hand to their graveyard; the new card's id. A card with
    madness is exiled instead (702.35a, engine/madness.py)."""
    o = g.objects.get(g.key(oid))
    if o is not None and o.card.extra and o.zone == HAND:
        from .madness import discard_with_madness, has_madness
        if has_madness(g, oid):
            return discard_with_madness(g, p, oid, rule)
    nid = move(g, oid, GRAVEYARD, rule=rule, key="log.discards", args={"player": g.players[p].name, "card": g.name(oid)})
    g.emit(ev.Event(ev.DISCARD, rule, "", player=p, obj=nid))
    return nid


def mill(g: "Game", p: int, n: int, rule: str = "701.13") -> None:
    pl = g.players[p]
    for _ in range(min(n, len(pl.library))):
        move(g, pl.library[0], GRAVEYARD, rule=rule, key="log.mills", args={"player": pl.name, "card": g.name(pl.library[0])})


def shuffle(g: "Game", p: int, rule: str = "701.20") -> None:
    g.rng.shuffle(g.players[p].library)
    g.note("log.shuffles", rule, args={"player": g.players[p].name})


def destroy(g: "Game", oid: int, rule: str = "701.7", source: int | None = None, regenerate: bool = True) -> bool:
    """701.7: move a permanent to its owner's graveyard, unless it is indestructible (702.12b) or regenerates
    (614.8; ``regenerate=False``: "it can't be regenerated", 701.15c)."""
    o = g.objects.get(g.key(oid))
    if o is None or o.zone != BATTLEFIELD:
        return False
    if INDESTRUCTIBLE in g.chars(oid).keywords:
        return False
    if regenerate and try_regenerate(g, oid):
        return False
    return move(g, oid, GRAVEYARD, rule=rule, key="log.destroyed", args={"card": o.card.name}) is not None


def sacrifice(g: "Game", oid: int, rule: str = "701.17") -> bool:
    o = g.objects.get(g.key(oid))
    if o is None or o.zone != BATTLEFIELD:
        return False
    return move(g, oid, GRAVEYARD, rule=rule, key="log.sacrifices",
                args={"player": g.players[g.controller(oid)].name, "card": o.card.name}) is not None


def exile(g: "Game", oid: int, rule: str = "406", key: str | None = None, args: dict[Any, Any] | None = None) -> int | None:
    """406: exile an object (log message ``key``/``args``, by default "<card> is exiled")."""
    o = g.objects.get(g.key(oid))
    if o is None:
        return None
    if key is None:
        key, args = "log.exiled", {"card": o.card.name}
    return move(g, oid, EXILE, rule=rule, key=key, args=args)


def tap(g: "Game", oid: int, rule: str = "701.21") -> bool:
    o = g.objects[g._keys[oid]]
    if o.tapped:
        return False
    o.tapped = True
    g.emit(ev.Event(ev.TAP, rule, "", obj=oid, player=g.controller(oid)))
    return True


def untap(g: "Game", oid: int, rule: str = "701.21") -> bool:
    o = g.objects[g._keys[oid]]
    if not o.tapped:
        return False
    o.tapped = False
    g.emit(ev.Event(ev.UNTAP, rule, "", obj=oid, player=g.controller(oid)))
    return True


def add_counters(g: "Game", oid: int, kind: str, n: int, rule: str = "122.1") -> None:
    o = g.objects[g._keys[oid]]
    o.counters[kind] = o.counters.get(kind, 0) + n
    if o.counters[kind] <= 0:
        del o.counters[kind]
    g.emit(ev.Event(ev.COUNTERS, rule, "log.counters", obj=oid, amount=n, data=kind,
                    args={"card": o.card.name, "n": n, "kind": kind}))


def leave_game_objects(g: "Game", p: int) -> None:
    """800.4a: every object the player owns leaves the game (zones, battlefield, stacks)."""
    public = [g.objects[o].card.name for o in g.battlefield if g.objects[o].owner == p]
    if public:
        g.log_line("log.permanents_leave", "800.4a", args={"player": g.players[p].name, "cards": public})
    library = g.players[p].library
    if library:
        # 401.2: a library's cards are hidden, and no ability triggers on a card leaving one for no zone at all: they
        # leave as one change of state (neutral for the layer system, state-based actions and what anybody could
        # cast, as each card's own ZONE_CHANGE would be), with no event or last known information per card.
        for oid in library:
            gone = g.objects.pop(g.key(oid), None)
            if gone is not None:
                gone.zone = GONE
        library.clear()
        g.version += 1
        g._count(ev.ZONE_CHANGE, ev.Event(ev.ZONE_CHANGE, "800.4a", "", player=p, from_zone=LIBRARY, to_zone=GONE))
    # They leave together: each one's last known information is taken before any of them leaves (603.10a looks
    # back at the game as it was), from one layer computation rather than one per object.
    leaving = [(o, snapshot(g, o)) for o in list(g.objects.values()) if o.owner == p]
    for o, lki in leaving:
        oid = o.id
        if g.objects.get(g.key(oid)) is not o:
            continue
        _remove_from_zone(g, o)
        del g.objects[g._keys[oid]]
        g.lki[oid] = lki
        g.emit(ev.Event(ev.ZONE_CHANGE, "800.4a", "", player=p, obj=oid, from_zone=o.zone, to_zone=GONE, data=lki))

