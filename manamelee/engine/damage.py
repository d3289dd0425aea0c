"""Damage, life and the prevention and redirection effects that apply to damage (119, 120, 614, 615)."""
from __future__ import annotations

from typing import Any, TYPE_CHECKING

from ..i18n import Msg
from . import events as ev
from .constants import BATTLEFIELD, DEATHTOUCH, LIFELINK
from .card_names import damage_prevented_by_name
from .damage_results import give_poison, has_infect, marks_counters, put_minus_counters, source_toxic
from .layers import has_keyword
from .objects import Shield

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

Ref = tuple[Any, ...]


def _life_holder(g: "Game", p: int) -> "str | Msg":
    """810.9: who owns p's life total, as a log argument: p's name, or their team when life is shared."""
    pl = g.players[p]
    sharing = [q.name for q in g.players if q.total is pl.total]
    return Msg("word.team", (("players", "+".join(sharing)),)) if len(sharing) > 1 else pl.name


def ref_name(g: "Game", ref: Ref) -> str:
    if ref[0] == "player":
        return g.players[ref[1]].name
    return g.name(ref[1])


def _valid_recipient(g: "Game", ref: Ref) -> bool:
    """614.9: redirection does nothing if the new recipient left the battlefield or the game."""
    if ref[0] == "player":
        return not g.players[ref[1]].left
    o = g.objects.get(ref[1])
    if o is None or o.zone != BATTLEFIELD:
        return False
    t = g.chars(ref[1]).types
    return "Creature" in t or "Planeswalker" in t or "Battle" in t


def source_controller(g: "Game", source: int) -> int | None:
    o = g.objects.get(source)
    if o is not None:
        return g.controller(source)
    lki = g.lki.get(source)
    return lki.controller if lki is not None else None


def in_range_of(g: "Game", p: int | None, ref: Ref) -> bool:
    """801.2: is the player or object ``ref`` within player ``p``'s range of influence? (True if unknown.)"""
    if p is None or ref[1] is None or g.players[p].range is None:
        return True
    from .scope import Scope
    return Scope(g, p).in_range(ref[1]) if ref[0] == "player" else Scope(g, p).obj_in_range(ref[1])


def deal_damage(g: "Game", source: int, target: Ref, amount: int, *, combat: bool = False,
                rule: str = "120.3", applied: frozenset[Any] = frozenset()) -> int:
    """Deal damage from ``source`` to a player or permanent, after prevention and redirection.

    Returns the damage actually dealt. 614.7a: a source dealing 0 or less deals no damage.
    614.5: each shield applies at most once to an event (``applied``).
    """
    if amount <= 0 or not _valid_recipient(g, target):
        return 0
    if g.hooks is not None and not g.hooks.damage_allowed(g, source, target):
        return 0
    # 614.9 redirection ("is dealt to ... instead"), applied in timestamp order (616.1, simplified).
    for s in g.shields:
        if s.kind == "redirect_next" and s.amount > 0 and s.protects == target and id(s) not in applied:
            if not _valid_recipient(g, s.to):
                continue
            moved = min(amount, s.amount)
            s.amount -= moved
            if not in_range_of(g, source_controller(g, source), s.to):
                # 801.13a: the redirected part would affect a player or object outside the range of influence
                # of the source's controller; that portion of the event does nothing.
                g.note("log.redirect_out_of_range", "801.13a",
                       args={"n": moved, "target": ref_name(g, target), "to": ref_name(g, s.to)})
                dealt = 0
            else:
                g.note("log.redirected", "614.9", args={"n": moved, "target": ref_name(g, target), "to": ref_name(g, s.to)})
                dealt = deal_damage(g, source, s.to, moved, combat=combat, rule=rule, applied=applied | {id(s)})
            rest = amount - moved
            if rest > 0:
                dealt += deal_damage(g, source, target, rest, combat=combat, rule=rule, applied=applied | {id(s)})
            _drop_used(g)
            return dealt
    # 702.16e: damage from a source with a quality the recipient has protection from is prevented.
    if target[0] == "obj":
        from .scope import protected_from
        if protected_from(g, target[1], source):
            g.emit(ev.Event(ev.PREVENT, "702.16e", "log.prevented_protection", source=source, amount=amount,
                            args={"n": amount, "target": ref_name(g, target)}))
            return 0
    # 614.1a: "it deals double that damage instead" (Approach My Molten Realm) and "a source you control ...
    # deals that much damage plus 1 instead" (I Call for Slaughter), each such effect once, in timestamp order.
    for s in g.shields:
        if s.kind == "double_damage" and in_range_of(g, s.controller, target) and \
                in_range_of(g, s.controller, ("player", source_controller(g, source))):   # 801.13b
            amount *= 2
            g.note("log.damage_doubled", "614.1a", args={"n": amount, "target": ref_name(g, target)})
        elif s.kind == "plus_one_from_yours" and source_controller(g, source) == s.controller and \
                in_range_of(g, s.controller, target):
            amount += 1
            g.note("log.damage_plus_one", "614.1a", args={"n": amount, "target": ref_name(g, target)})
    # 615 prevention.
    if _static_prevention(g, source) or (g._rules and damage_prevented_by_name(g, source, target)):
        g.emit(ev.Event(ev.PREVENT, "615.1", "log.prevented", source=source, amount=amount,
                        args={"n": amount, "target": ref_name(g, target)}))
        return 0                         # (Gideon's Intervention: sources with the chosen name, card_names.py)
    for s in g.shields:
        if amount <= 0:
            break
        if s.kind == "prevent_combat" and combat and in_range_of(g, s.controller, target) and \
                in_range_of(g, s.controller, ("player", source_controller(g, source))):
            # 801.13b: neither source nor recipient is specified, so both must be in the controller's range.
            g.emit(ev.Event(ev.PREVENT, "615.1", "log.prevented_combat", source=source, amount=amount,
                            args={"n": amount, "target": ref_name(g, target)}))
            return 0
        if s.kind == "prevent_by" and (combat or not s.amount) and _source_passes(g, source, s.protects, s.controller) \
                and in_range_of(g, s.controller, ("player", source_controller(g, source))):
            # 615.1: "Prevent all [combat] damage that would be dealt by <creatures> this turn" (Ethereal Haze).
            # 801.13b: it names the source, so it prevents only damage from sources within its controller's range.
            g.emit(ev.Event(ev.PREVENT, "615.1", "log.prevented", source=source, amount=amount,
                            args={"n": amount, "target": ref_name(g, target)}))
            return 0
        if s.kind == "prevent_to_your_creatures" and target[0] == "obj" and \
                g.controller(target[1]) == s.controller and "Creature" in g.chars(target[1]).types:
            # "prevent all damage that would be dealt to creatures you control this turn" (615.1)
            g.emit(ev.Event(ev.PREVENT, "615.1", "log.prevented", source=source, amount=amount,
                            args={"n": amount, "target": ref_name(g, target)}))
            return 0
        if s.kind == "prevent_next" and s.amount > 0 and s.protects == target:
            p = min(s.amount, amount)
            s.amount -= p
            amount -= p
            g.emit(ev.Event(ev.PREVENT, "615.7", "log.prevented", source=source, amount=p,
                            args={"n": p, "target": ref_name(g, target)}))
        if s.kind == "prevent_from_opponents" and target == ("player", s.controller):
            sc = source_controller(g, source)
            if sc is not None and g.is_opponent(s.controller, sc):
                p = min(s.amount, amount)
                amount -= p
                g.emit(ev.Event(ev.PREVENT, "615.10", "log.prevented", source=source, amount=p,
                                args={"n": p, "target": ref_name(g, target)}))
    if target[0] == "obj" and amount > 0 and "Creature" in g.chars(target[1]).types:
        # A static "Prevent all damage that would be dealt to creatures you control" (Rune-Tail's Essence, 615.1)
        from .sba import has_rule
        if has_rule(g, g.controller(target[1]), "prevent_damage_to_your_creatures"):
            g.emit(ev.Event(ev.PREVENT, "615.1", "log.prevented", source=source, amount=amount,
                            args={"n": amount, "target": ref_name(g, target)}))
            return 0
    if target[0] == "player" and amount > 0:
        # A static "If a source an opponent controls would deal damage to you, prevent 1 of that damage"
        # (e.g. the scheme Nothing Can Stop Me Now, 615.10).
        from .sba import has_rule
        sc = source_controller(g, source)
        if sc is not None and g.is_opponent(target[1], sc) and has_rule(g, target[1], "prevent_1_from_opponents"):
            amount -= 1
            g.emit(ev.Event(ev.PREVENT, "615.10", "log.prevented", source=source, amount=1,
                            args={"n": 1, "target": ref_name(g, target)}))
    _drop_used(g)
    if amount <= 0:
        return 0
    src_name = g.name(source)
    sc = source_controller(g, source)
    if target[0] == "player":
        p = target[1]
        pl = g.players[p]
        pl.damage_this_turn += amount
        g.emit(ev.Event(ev.DAMAGE, rule, "log.deals_damage", source=source, target_player=p, amount=amount,
                        combat=combat, player=sc, args={"source": src_name, "n": amount, "target": pl.name}))
        if has_infect(g, source):
            give_poison(g, source, p, amount, "702.90b")                # 120.3b: poison instead of life loss
        else:
            lose_life(g, p, amount, rule="120.3a", quiet=True)
        if combat:
            give_poison(g, source, p, source_toxic(g, source), "702.164c")   # 120.3g: and toxic's poison
    else:
        oid = target[1]
        o = g.objects[g._keys[oid]]
        ch = g.chars(oid)
        if "Planeswalker" in ch.types:
            rem = min(amount, o.counters.get("loyalty", 0))
            o.counters["loyalty"] = o.counters.get("loyalty", 0) - rem   # 120.3c
        if "Battle" in ch.types:
            from .battles import remove_defense
            remove_defense(g, oid, amount, "120.3h")                    # 120.3h / 310.6
        as_counters = ""
        if "Creature" in ch.types:
            as_counters = marks_counters(g, source)                     # 120.3d: infect or wither
            if not as_counters:
                o.damage += amount                                      # 120.3e
            if has_keyword(g, source, DEATHTOUCH):
                o.deathtouched = True                                   # 702.2b
        g.emit(ev.Event(ev.DAMAGE, rule, "log.deals_damage", source=source, obj=oid, amount=amount,
                        combat=combat, player=sc, args={"source": src_name, "n": amount, "target": o.card.name}))
        if as_counters and oid in g.objects:
            put_minus_counters(g, oid, amount, as_counters)
    if sc is not None and has_keyword(g, source, LIFELINK):
        gain_life(g, sc, amount, rule="702.15b")
    return amount


def _source_types(g: "Game", source: int) -> frozenset[Any]:
    o = g.objects.get(source)
    if o is not None:
        return g.chars(source).types if o.zone == BATTLEFIELD else o.card.types
    lki = g.lki.get(source)
    return lki.chars.types if lki is not None else frozenset()


def _source_passes(g: "Game", source: int, what: Any, me: int) -> bool:
    """Does the damage's source pass the filter ``what`` (a card filter node called as ``what(g, oid, me)``)? A source
    that left the game's objects is read as it last existed (its last known information, 608.2h)."""
    if source in g.objects:
        return bool(what(g, source, me))
    lki = g.lki.get(source)
    return lki is not None and bool(what.test(g, None, lki.chars, me))


def _static_prevention(g: "Game", source: int) -> bool:
    """615.1: a permanent's static "Prevent all damage that would be dealt by creatures" (the static rule
    ``prevent_damage_by_creatures``). 801.13b: it names the source, so it affects only sources within its
    controller's range of influence."""
    g.all_chars()                 # the layer results list these statics (Game._rules): most games have none
    if not any(r == "prevent_damage_by_creatures" for r, _ in g._rules):
        return False
    for oid in g.battlefield:
        st = g.objects[g._keys[oid]].card.static
        if st and any(sa.rule == "prevent_damage_by_creatures" for sa in st) and \
                not g.chars(oid).abilities_removed and "Creature" in _source_types(g, source) and \
                in_range_of(g, g.controller(oid), ("player", source_controller(g, source))):
            return True
    return False


def _drop_used(g: "Game") -> None:
    if any(s.kind in ("prevent_next", "redirect_next") and s.amount <= 0 for s in g.shields):
        g.shields = [s for s in g.shields if not (s.kind in ("prevent_next", "redirect_next") and s.amount <= 0)]


def add_shield(g: "Game", shield: Shield) -> None:
    g.shields.append(shield)
    g.version += 1


def team_has_rule(g: "Game", p: int, rule: str) -> bool:
    """Does p, or a player sharing p's life total, control a "you can't gain/lose life" static? 119.7/119.8;
    810.9g-h: such an effect on one player of a Two-Headed Giant team applies to the whole team."""
    from .sba import has_rule
    tot = g.players[p].total
    return any(has_rule(g, q.index, rule) for q in g.players if q.total is tot)


def gain_life(g: "Game", p: int, amount: int, rule: str = "119.3") -> int:
    pl = g.players[p]
    if amount <= 0 or pl.left:
        return 0
    if team_has_rule(g, p, "cant_gain_life"):
        g.note("log.cant_gain_life", "810.9g" if g.life_holder(p) != pl.name else "119.7", args={"player": pl.name})
        return 0
    pl.total.life += amount
    holder = _life_holder(g, p)
    now = Msg("log.holder_life_now", (("holder", holder), ("life", pl.life))) if holder != pl.name else \
        Msg("log.life_now", (("life", pl.life),))
    g.emit(ev.Event(ev.LIFE_GAIN, rule, "log.gains_life", player=p, amount=amount,
                    args={"player": pl.name, "n": amount, "now": now}))
    return amount


def lose_life(g: "Game", p: int, amount: int, rule: str = "119.3", quiet: bool = False) -> int:
    pl = g.players[p]
    if amount <= 0 or pl.left:
        return 0
    if team_has_rule(g, p, "cant_lose_life"):
        g.note("log.cant_lose_life", "810.9h" if g.life_holder(p) != pl.name else "119.8", args={"player": pl.name})
        return 0
    pl.total.life -= amount
    pl.life_lost_this_turn += amount
    holder = _life_holder(g, p)
    if quiet:
        g.emit(ev.Event(ev.LIFE_LOSS, rule, "log.life_is", player=p, amount=amount, args={"holder": holder, "n": pl.life}))
        return amount
    now = Msg("log.holder_life_now", (("holder", holder), ("life", pl.life))) if holder != pl.name else \
        Msg("log.life_now", (("life", pl.life),))
    g.emit(ev.Event(ev.LIFE_LOSS, rule, "log.loses_life", player=p, amount=amount,
                    args={"player": pl.name, "n": amount, "now": now}))
    return amount


def set_life(g: "Game", p: int, value: int, rule: str = "119.5") -> None:
    """119.5: setting a life total means gaining or losing the difference."""
    cur = g.players[p].life
    if value > cur:
        gain_life(g, p, value - cur, rule)
    elif value < cur:
        lose_life(g, p, cur - value, rule)

