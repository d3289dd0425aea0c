"""The Scope: every look at the game by a spell, ability, effect or choice goes through here.

It filters by range of influence (801.2, fixed at the start of each turn, 801.2c) and by players
who have left (800.4). With unlimited range it only filters players who left.
"""
from __future__ import annotations

from typing import Any, Callable, Final, Iterable, Iterator, TYPE_CHECKING

from .constants import BATTLEFIELD, HEXPROOF, PROTECTION_PREFIX, SHROUD
from .definitions import TargetSpec, declares
from .rule_effects import player_hexproof

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import Chars

Ref = tuple[Any, ...]  # ("player", seat) | ("obj", id)


class Scope:
    """What a player (as controller of a spell, ability or choice) can see and affect."""

    __slots__ = ("g", "player")

    def __init__(self, g: "Game", player: int):
        self.g, self.player = g, player

    # -- players
    def in_range(self, q: int) -> bool:
        """801.2: is player q within this player's range of influence (and still in the game)?"""
        pl = self.g.players
        if pl[q].left:
            return False
        me = pl[self.player]
        return me.range is None or q in me.in_range

    def players(self) -> list[int]:
        return [q for q in self.g.in_game() if self.in_range(q)]

    def opponents(self) -> list[int]:
        return [q for q in self.players() if self.g.is_opponent(self.player, q)]

    # -- objects
    def obj_in_range(self, oid: int) -> bool:
        """801.2b: an object is in range if its controller is (a spell/permanent's controller)."""
        return self.in_range(self.g.controller(oid))

    def permanents(self, where: Callable[..., bool] | None = None) -> list[int]:
        g = self.g
        return [o for o in g.battlefield if self.obj_in_range(o) and (where is None or where(g, o))]

    def creatures(self) -> list[int]:
        g = self.g
        return [o for o in g.battlefield if self.obj_in_range(o) and "Creature" in g.chars(o).types]

    # -- targets (115, 702.11, 702.18, 702.16)
    def target_candidates(self, spec: TargetSpec, source: int | None) -> list[Ref]:
        """Every legal target for ``spec`` (115, 601.2c): players first, then objects."""
        return list(self._candidates(spec, source))

    def has_target(self, spec: TargetSpec, source: int | None) -> bool:
        """Is there at least one legal target for ``spec``? (stops at the first one)

        For a permanent or creature target whose filter reads only the layer results (``reads_layers_only``) the
        answer is remembered while they stand (Game.chars's key), in the same turn (ranges are fixed at a turn's
        start, 801.2c) and with the same players in the game (800.4): a priority pass asks it for every card in
        hand, and tapping, damage, steps or combat change none of it (117.1a, 601.2c)."""
        g = self.g
        if spec.kind not in _OBJECT_KINDS or not _layers_only(spec.where):
            return next(self._candidates(spec, source), None) is not None
        g.all_chars()                              # refreshes _chars_volatile
        if g._chars_volatile:
            return next(self._candidates(spec, source), None) is not None
        key = (g.version - g._neutral, g.turn_count, g.departures)
        known = g._has_target
        if g._has_target_key != key:
            known.clear()
            g._has_target_key = key
        ck = (self.player, id(spec), -1 if source is None else source)
        hit = known.get(ck)
        if hit is not None and hit[0] is spec:      # the spec itself is kept, so its id can't be reused meanwhile
            return hit[1]
        fits = self._fits_now(spec)
        if fits is not None:
            found = False
            for oid in fits:
                if not (spec.not_source and oid == source) and self.can_target_obj(oid, source):
                    found = True
                    break
        else:
            found = next(self._candidates(spec, source), None) is not None
        known[ck] = (spec, found)
        return found

    def _fits_now(self, spec: TargetSpec) -> list[int] | None:
        """The permanents a requirement of a permanent or creature whose filter reads only the layer results and not
        who asks fits, in battlefield order: the same for every player and source, so looked for once per layer
        results (each asker then checks only range, hexproof, shroud and protection: 115.1, 702.11). None when the
        requirement is not of that kind or a static ability in play may read any state (then it is asked afresh)."""
        if spec.kind not in _OBJECT_KINDS or not _layers_only(spec.where) or not (
                spec.where is None or declares(spec.where, "ignores_viewer")):
            return None
        g = self.g
        g.all_chars()                              # refreshes _chars_volatile
        if g._chars_volatile:
            return None
        layer_key = g.version - g._neutral
        if g._target_fits_key != layer_key:        # what fits reads the layer results alone: kept across turns
            g._target_fits.clear()
            g._target_fits_key = layer_key
        fits = g._target_fits.get(id(spec))
        if fits is None or fits[0] is not spec:
            fits = (spec, self._fitting(spec))
            g._target_fits[id(spec)] = fits
        return fits[1]

    def _fitting(self, spec: TargetSpec) -> list[int]:
        """The permanents a viewer-free requirement fits (``_object_fits``), in battlefield order. Its filter reads only
        a permanent's layer results and token-ness, so a permanent whose layer results are the very object they were
        at the last look (printed characteristics shared while no effect applies, layers.compute; a new object when
        they change) keeps its answer (Game._fit_memo, updated in place)."""
        g = self.g
        last = g._fit_memo.get(id(spec))
        memo = last[1] if last is not None and last[0] is spec else None
        if memo is None:
            memo = {}
            g._fit_memo[id(spec)] = (spec, memo)
        out: list[int] = []
        pool = self._pool(spec.kind)
        cm = g.all_chars()
        keys = g._keys
        for oid in pool:
            k = keys[oid]                     # the id as the objects table holds it (Game.key)
            ch = cm.get(k) or g.chars(oid)
            m = memo.get(k)
            if m is not None and m[0] is ch:
                ok = m[1]
            else:                             # updated in place: most entries stand from one look to the next
                ok = self._object_fits(spec, oid)
                memo[k] = (ch, ok)
            if ok:
                out.append(oid)
        if len(memo) > 2 * len(pool) + 32:    # permanents gone since (their ids are never used again): dropped
            g._fit_memo[id(spec)] = (spec, {keys[oid]: memo[keys[oid]] for oid in pool})
        return out

    def _candidates(self, spec: TargetSpec, source: int | None) -> Iterator[Ref]:
        g = self.g
        k = spec.kind
        if k == "spell":
            # 807.5b: with several stacks (Grand Melee) a spell or ability can target only objects on the stack
            # it is put on — the stack of the Turn in which it is cast or activated.
            cur = g.current_turn
            turns = [cur] if cur is not None and len(g.turns) > 1 and any(x is cur for x in g.turns) else g.turns
            for t in turns:
                for item in t.stack:
                    if item.kind == "spell" and self.in_range(item.controller):
                        if spec.where is None or spec.where(g, item.source, self.player):
                            yield ("obj", item.source)
            return
        if k in ("any", "player", "opponent", "teammate", "player_or_planeswalker", "creature_or_player",
                 "opponent_or_planeswalker"):
            for q in self.players():
                if k in ("opponent", "opponent_or_planeswalker") and not g.is_opponent(self.player, q):
                    continue
                if g.command and player_hexproof(g, q, self.player):
                    continue                    # 702.11c: a player with hexproof (I Am Untouchable)
                if k == "teammate" and (q == self.player or g.is_opponent(self.player, q)):
                    continue
                yield ("player", q)
        if k == "graveyard_card":
            # A card in a graveyard of a player in range (801.2; e.g. "target creature card from an opponent's
            # graveyard"); hexproof, shroud and protection are abilities of permanents and don't apply here.
            for q in self.players():
                for oid in g.players[q].graveyard:
                    if spec.where is None or spec.where(g, oid, self.player):
                        yield ("obj", oid)
            return
        if k not in ("player", "opponent", "teammate"):
            fits = self._fits_now(spec)
            if fits is not None:                    # the same permanents, in the same order, as the loop below
                for oid in fits:
                    if not (spec.not_source and oid == source) and self.can_target_obj(oid, source):
                        yield ("obj", oid)
                return
            for oid in self._pool(k):
                if spec.not_source and oid == source:
                    continue                    # "another target ...": not the ability's own permanent
                if self._object_fits(spec, oid) and self.can_target_obj(oid, source):
                    yield ("obj", oid)

    def _pool(self, kind: str) -> list[int]:
        """The permanents a target of ``kind`` may be among, in battlefield order: every one for "target permanent";
        for the others (a creature, planeswalker or battle: _object_fits) those the state-based actions look at
        (Game._sba_watch), which leaves out every plain land."""
        g = self.g
        if kind == "permanent" or not g.battlefield:
            return g.battlefield
        g.all_chars()
        return g._sba_watch

    def _object_fits(self, spec: TargetSpec, oid: int) -> bool:
        g = self.g
        ch = g.chars(oid)
        k = spec.kind
        if k == "opponent_or_planeswalker":
            ok = "Planeswalker" in ch.types
        elif k in ("any", "player_or_planeswalker", "creature_or_player"):
            ok = ("Creature" in ch.types and k != "player_or_planeswalker") or "Planeswalker" in ch.types \
                 or (k == "any" and "Battle" in ch.types)
            if k == "creature_or_player":
                ok = "Creature" in ch.types
        elif k == "creature":
            ok = "Creature" in ch.types
        elif k == "permanent":
            ok = True
        else:
            ok = False
        if ok and spec.where is not None:
            ok = spec.where(g, oid, self.player)
        return ok

    def can_target_obj(self, oid: int, source: int | None) -> bool:
        """In range, and not shroud / opponent's hexproof / protection from the source's colour."""
        g = self.g
        if not self.obj_in_range(oid):
            return False
        ch = g.chars(oid)
        kw = ch.keywords
        if kw:
            if SHROUD in kw:
                return False
            if HEXPROOF in kw and g.is_opponent(self.player, ch.controller):
                return False
            if source is not None and protected_from(g, oid, source):
                return False
        return True

    def is_legal_target(self, ref: Ref, spec: TargetSpec, source: int | None) -> bool:
        """608.2b: re-check a chosen target on resolution."""
        g = self.g
        if ref is None:
            return False
        if ref[0] == "player":
            return ref in self.target_candidates(spec, source)
        oid = ref[1]
        if spec.kind == "spell":
            return any(it.source == oid for t in g.turns for it in t.stack) and self.in_range(g.controller(oid))
        o = g.objects.get(oid)
        if spec.kind == "graveyard_card":
            return ref in self.target_candidates(spec, source)
        if o is None or o.zone != BATTLEFIELD or (spec.not_source and oid == source):
            return False
        return self._object_fits(spec, oid) and self.can_target_obj(oid, source)

    def choosing_opponents(self) -> list[int]:
        """801.5a/801.5c: opponents who may make a choice for this player — those in range, or if
        none is, the closest opponent to the player's left."""
        opps = self.opponents()
        if opps:
            return opps
        g = self.g
        for q in g.turn_order_from(self.player)[1:]:
            if g.is_opponent(self.player, q):
                return [q]
        return []

    def each(self, refs: Iterable[Ref]) -> list[Ref]:
        return [r for r in refs if (self.in_range(r[1]) if r[0] == "player" else self.obj_in_range(r[1]))]


_OBJECT_KINDS: Final = frozenset({"creature", "permanent"})
"""Target kinds met only by permanents (no player, spell or card in a graveyard): Scope.has_target remembers them."""


def _layers_only(where: Callable[..., bool] | None) -> bool:
    """Does a target's filter read only the layer results (cards.model.filters.Filter.reads_layers_only)?"""
    if where is None:
        return True
    f = getattr(where, "reads_layers_only", None)
    return f is not None and f() is True


def source_colors(g: "Game", source: int) -> frozenset[str]:
    o = g.objects.get(source)
    if o is not None:
        return g.chars(source).colors if o.zone == BATTLEFIELD else o.card.colors
    lki = g.lki.get(source)
    return lki.chars.colors if lki is not None else frozenset()


def protected_from(g: "Game", oid: int, source: int) -> bool:
    """702.16: protection from a colour stops damage, enchanting, blocking and targeting by that colour."""
    kws = g.chars(oid).keywords
    prot = [k[len(PROTECTION_PREFIX):] for k in kws if k.startswith(PROTECTION_PREFIX)]
    if not prot:
        return False
    cols = source_colors(g, source)
    from .constants import COLOR_NAMES
    names = {COLOR_NAMES[c] for c in cols}
    for p in prot:
        if p in names or p == "everything":
            return True
        if p in _PROTECTION_TYPES and _PROTECTION_TYPES[p] in source_types(g, source):
            return True                  # 702.16a: protection from a card type ("from artifacts", "from creatures")
        if (p == "multicolored" and len(cols) > 1) or (p == "monocolored" and len(cols) == 1):
            return True                  # 105.2a-b
    return False


_PROTECTION_TYPES: Final = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
                     "planeswalkers": "Planeswalker", "instants": "Instant", "sorceries": "Sorcery",
                     "lands": "Land"}


def source_types(g: "Game", source: int) -> frozenset[str]:
    """The card types of a source (a permanent's layered types; a spell's or other card's printed ones; last known
    information of one that left)."""
    o = g.objects.get(source)
    if o is not None:
        return g.chars(source).types if o.zone == BATTLEFIELD else o.card.types
    lki = g.lki.get(source)
    return lki.chars.types if lki is not None else frozenset()
