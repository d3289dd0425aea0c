"""Trigger events named by oracle text beyond the first ones (``events.py``): what an object of a kind does (603.2,
603.6a enters, 603.10a leaves the battlefield and dies, 508.1m attacks, 509.1i blocks, 509.3c-d becomes blocked,
120 damage, 701.26 tap/untap), spells cast (601.2i), players' draws and attacks (121, 506.2), the beginning of a
step of an opponent's turn (503.1a). Each node is called as the engine calls ``TriggeredAbility.when``.
"""
from __future__ import annotations

from typing import Any

from ...engine.constants import BATTLEFIELD, GRAVEYARD, Step
from .events import EventTest, source_controller, turn_players
from .filters import Filter, related, relation, view
from .node import node

VERBS = {
    # verb -> (event kind, the event's object attribute the subject is, looks back in time 603.10a)
    "enters": ("zone_change", "new_obj", False),
    "dies": ("zone_change", "obj", True),
    "to_graveyard": ("zone_change", "obj", True),
    "leaves": ("zone_change", "obj", True),
    "attacks": ("attacks", "obj", False),
    "attacks_alone": ("attacks", "obj", False),
    "blocks": ("blocks", "obj", False),
    "blocked_by_creature": ("blocks", "source", False),
    "becomes_blocked": ("becomes_blocked", "obj", False),
    "unblocked": ("unblocked", "obj", False),
    "tapped": ("tap", "obj", False),
    "untapped": ("untap", "obj", False),
    "dealt_damage": ("damage", "obj", False),
    "deals_damage": ("damage", "source", False),
    "deals_damage_player": ("damage", "source", False),
    "deals_damage_opponent": ("damage", "source", False),
    "deals_combat_damage": ("damage", "source", False),
    "combat_damage_player": ("damage", "source", False),
    "combat_damage_opponent": ("damage", "source", False),
    "combat_damage_creature": ("damage", "source", False),
    "turned_face_up": ("turned_face_up", "obj", False),     # 702.37e, 702.168d, 701.34b, 701.56b (708.8)
}
_WHO = ("self", "a", "another", "self_or_another", "attached")


def _chars_then(g: Any, e: Any, oid: int, look_back: bool) -> Any:
    """The subject's characteristics: as it last existed for a look-back trigger (603.10a), else as it is now."""
    if look_back:
        lki = e.data if e.data is not None and getattr(e.data, "id", None) == oid else g.lki.get(oid)
        return lki.chars if lki is not None else None
    if oid not in g.objects:
        return None
    return view(g, oid)


def _verb_holds(g: Any, e: Any, verb: str, me: int | None) -> bool:
    """The part of the event the verb demands besides its subject."""
    if verb == "enters":
        return e.to_zone == BATTLEFIELD
    if verb in ("dies", "to_graveyard"):        # 700.4: "dies" means "is put into a graveyard from the battlefield"
        return e.from_zone == BATTLEFIELD and e.to_zone == GRAVEYARD
    if verb == "leaves":
        return e.from_zone == BATTLEFIELD
    if verb == "attacks_alone":     # 506.5: the only creature declared as an attacker
        return any(t.id == e.turn and t.combat is not None and len(t.combat.attackers) == 1 for t in g.turns)
    if e.kind == "damage":
        if e.amount <= 0:
            return False
        if "combat" in verb and not e.combat:
            return False
        if verb.endswith("_player"):
            return e.target_player is not None
        if verb.endswith("_opponent"):
            return e.target_player is not None and me is not None and g.is_opponent(me, e.target_player)
        if verb.endswith("_creature"):
            return e.obj is not None and e.obj in g.objects and "Creature" in g.chars(e.obj).types
        if verb in ("deals_damage", "deals_combat_damage", "dealt_damage"):
            # 603.2c: damage dealt at once (combat damage 510.2, one instruction to several recipients) is one
            # event for "whenever it deals damage / is dealt damage": trigger on the first of the batch only
            return not _earlier_in_batch(g, e, "obj" if verb == "dealt_damage" else "source")
    return True


_BATCH = frozenset({"damage", "life_loss", "life_gain", "prevent"})


def _earlier_in_batch(g: Any, e: Any, attr: str) -> bool:
    """Is there an earlier damage event naming the same object as ``e`` (its ``attr``) among the events dealt at
    the same time as ``e`` (the run of damage and life events just before it)?"""
    who = getattr(e, attr)
    evs = g.events
    i = len(evs) - 2 if evs and evs[-1] is e else len(evs) - 1
    while i >= 0:
        x = evs[i]
        if x.kind not in _BATCH:
            return False
        if x.kind == "damage" and x.amount > 0 and getattr(x, attr) == who and x.combat == e.combat:
            return True
        i -= 1
    return False


@node
class SubjectDoes(EventTest):
    """``who`` does ``verb`` (a key of ``VERBS``): "self" this object, "a" an object passing ``what`` (this one
    too), "another" one that isn't this, "self_or_another" this or another passing ``what``, "attached" the
    permanent this Aura or Equipment is attached to. ``what`` reads the object as it is (or as it last existed,
    603.10a), ``me`` being this source's controller; ``other`` must hold for the other creature of a block (the
    blocked attacker, or the blocker: "blocks a creature with flying")."""

    verb: str
    who: str = "self"
    what: Filter | None = None
    other: Filter | None = None

    def __post_init__(self) -> None:
        if self.verb not in VERBS or self.who not in _WHO:
            raise ValueError(f"unknown subject event {self.who!r} {self.verb!r}")

    def __call__(self, g, e, src) -> bool:
        kind, attr, look_back = VERBS[self.verb]
        oid = getattr(e, attr, None)
        if oid is None:
            return False
        me = source_controller(g, src)
        if not _verb_holds(g, e, self.verb, me):
            return False
        if self.other is not None:
            cp = e.source if attr == "obj" else e.obj
            if cp is None or cp not in g.objects or not self.other.test(g, cp, view(g, cp), me):
                return False
        if self.who == "attached":
            o = g.objects.get(src)
            if o is None:
                return False
            # 603.10a: a creature that left was attached to this before it left (zones.WAS_ATTACHED_TO)
            return o.attached_to == oid or (look_back and o.note.get("was_attached_to") == oid)
        if oid == src or (look_back and e.obj == src):
            if self.who in ("self", "self_or_another"):
                return True
            if self.who == "another":
                return False
        elif self.who == "self":
            return False
        if self.what is None:
            return False
        ch = _chars_then(g, e, oid, look_back)
        return ch is not None and self.what.test(g, oid, ch, me)


@node
class CastsSpell(EventTest):
    """A player (``whose`` "you", "opponent", "anyone") casts a spell whose card passes ``what`` (601.2i);
    ``targets_this``: a spell that targets this permanent (Heroic); ``nth``: only the nth such spell that player
    cast this turn ("your second spell each turn")."""

    whose: str = "you"
    what: Filter | None = None
    targets_this: bool = False
    nth: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "whose", relation(self.whose))

    def __call__(self, g, e, src) -> bool:
        if not related(g, g.controller(src), e.player, self.whose):
            return False
        item = e.data
        card_def = item.source_card if item is not None else None
        if card_def is None or (self.what is not None and not self._passes(g, item, card_def)):
            return False
        if self.targets_this and not any(r is not None and r[0] == "obj" and r[1] == src for r in item.targets):
            return False
        return not self.nth or self._nth(g, e) == self.nth

    def _passes(self, g: Any, item: Any, card_def: Any) -> bool:
        """Does the spell pass ``what``? Its card's characteristics, and the spell itself while it is on the stack
        for what only the object knows (712.8c: a spell cast transformed has its front face's mana value)."""
        assert self.what is not None
        oid = item.source
        if oid is not None and oid in g.objects:
            return bool(self.what.test(g, oid, card_def, None))
        return bool(self.what(card_def))

    def _nth(self, g: Any, e: Any) -> int:
        """Which spell (of the kind) this is among those the caster cast this turn."""
        n = 0
        for x in reversed(g.events):
            if x.kind == "turn":
                break
            if x.kind == "cast" and x.player == e.player and x.data is not None and x.data.source_card is not None \
                    and (self.what is None or self.what(x.data.source_card)):
                n += 1
        return n


def _stack_item(g: Any, e: Any) -> Any:
    """The spell or ability an event put on a stack: a cast or activation names it (``data``); a triggered
    ability put on the stack names its id (``obj``)."""
    if e.kind in ("cast", "activate"):
        return e.data
    for t in g.turns:
        for item in t.stack:
            if item.id == e.obj:
                return item
    return None


@node
class BecomesTarget(EventTest):
    """This permanent (``who`` "self") or the one it is attached to ("attached") becomes the target of a spell
    (``spells_only``) or of a spell or ability (115.1, 601.2c; the event is the spell being cast, 601.2i, or the
    ability put on the stack, 602.2, 603.3) controlled by ``whose`` ("anyone", "opponent", "you")."""

    who: str = "self"
    spells_only: bool = False
    whose: str = "anyone"

    def __post_init__(self) -> None:
        object.__setattr__(self, "whose", relation(self.whose))
        if self.who not in ("self", "attached"):
            raise ValueError(f"unknown target subject {self.who!r}")

    def __call__(self, g, e, src) -> bool:
        if self.spells_only and e.kind != "cast":
            return False
        item = _stack_item(g, e)
        if item is None or not related(g, g.controller(src), item.controller, self.whose):
            return False
        if self.who == "self":
            oid: int | None = src
        else:
            o = g.objects.get(src)
            oid = o.attached_to if o is not None else None
        return oid is not None and any(r is not None and r[0] == "obj" and r[1] == oid for r in item.targets)


def events_this_turn(g: Any, kind: str, player: int) -> int:
    """How many events of ``kind`` naming ``player`` happened since the current turn began (the last is the
    one being looked at)."""
    n = 0
    for x in reversed(g.events):
        if x.kind == "turn":
            break
        if x.kind == kind and x.player == player:
            n += 1
    return n


@node
class PlayerDoes(EventTest):
    """The event's player is ``whose`` to this source's controller ("you draw a card", "an opponent discards a
    card"); ``nth``: only the nth such event of that player this turn ("your second card each turn")."""

    whose: str = "you"
    nth: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "whose", relation(self.whose))

    def __call__(self, g, e, src) -> bool:
        if not related(g, g.controller(src), e.player, self.whose):
            return False
        return not self.nth or events_this_turn(g, e.kind, e.player) == self.nth


@node
class YouAttack(EventTest):
    """"Whenever you attack [with N or more creatures]" (506.2, 508.1): once per declaration of attackers by this
    source's controller — on the first attacker's attack event — with at least ``n`` attackers."""

    n: int = 1

    def __call__(self, g, e, src) -> bool:
        me = g.controller(src)
        for t in g.turns:
            if t.id == e.turn and t.combat is not None:
                mine = [a for a in t.combat.attackers if a in g.objects and g.controller(a) == me]
                return bool(mine) and mine[0] == e.obj and len(mine) >= self.n
        return False


@node
class StepOfPlayers(EventTest):
    """The beginning of ``step`` (503.1a) of a turn taken by ``whose``: "you" (your team's turn, 805.4),
    "opponent" (an opponent's turn), "anyone"."""

    step: Step
    whose: str = "anyone"

    def __post_init__(self) -> None:
        object.__setattr__(self, "whose", relation(self.whose))

    def __call__(self, g, e, src) -> bool:
        if e.data != self.step:
            return False
        me = g.controller(src)
        return any(related(g, me, p, self.whose) for p in turn_players(g, e))


@node
class FromYourGraveyard(EventTest):
    """The entering object came from the graveyard of this source's controller ("When this creature enters from your
    graveyard", Phyrexian Dragon Engine: unearthed, say): a test for ``ThisEnters(also=...)``."""

    def __call__(self, g, e, src) -> bool:
        if e.from_zone != GRAVEYARD:
            return False
        o = g.objects.get(e.new_obj) if e.new_obj is not None else None
        return o is not None and o.owner == g.controller(src)


@node
class CardsToYourGraveyard(EventTest):
    """"Whenever one or more <what> cards are put into your graveyard from anywhere" (603.2c: once for the cards
    put there together): a card passing ``what`` (not a token, 111.1) goes to the graveyard of this source's
    controller; cards put there while this ability's earlier trigger still waits to be put on the stack (603.3)
    belong to the same event and don't trigger it again."""

    what: Filter

    def __call__(self, g, e, src) -> bool:
        if e.to_zone != GRAVEYARD or e.new_obj is None:
            return False
        o = g.objects.get(e.new_obj)
        if o is None or o.token or o.owner != g.controller(src) or not self.what(o.card):
            return False
        return not any(tr.source == src and tr.ability.when == self for tr in g.triggered)


__all__ = ["BecomesTarget", "CardsToYourGraveyard", "CastsSpell", "FromYourGraveyard", "PlayerDoes", "StepOfPlayers",
           "SubjectDoes", "VERBS", "YouAttack", "events_this_turn"]
