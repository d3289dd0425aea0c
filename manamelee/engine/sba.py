"""State-based actions (704), checked whenever a player would receive priority (117.5), then triggers (603.3)."""
from __future__ import annotations

from typing import Final, TYPE_CHECKING

from .constants import BATTLEFIELD, GONE, GRAVEYARD, INDESTRUCTIBLE
from ..i18n import Msg
from .battles import being_attacked, protector_choices, protector_ok, set_protector
from .decisions import Option, Proc, opt
from .scope import Scope, protected_from
from .attachments import illegally_attached, unattach
from .events import INFO, Event
from .leaving import lose_game
from .objects import (SBA_AURA, SBA_BATTLE, SBA_CREATURE, SBA_LEGENDARY, SBA_PLANESWALKER, SBA_WORLD,
                      PendingTrigger)
from .dungeons import dungeon_sba
from .day_night import settle
from .schemes import scheme_sba
from .triggers import place_triggers, triggers_for
from .turn import CONTINUE, Frame
from .regeneration import try_regenerate
from .sagas import sagas_done
from .zones import _remove_from_zone, move, sacrifice

_WHY_LIFE: Final = Msg("why.zero_life")                      # 704.5a
_WHY_EMPTY_LIBRARY: Final = Msg("why.empty_library")          # 704.5b

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Turn


def has_rule(g: "Game", p: int, rule: str) -> bool:
    """Does ``p`` control a permanent with a rules-modifying static ability named ``rule``?"""
    g.all_chars()                          # the layer results list these statics by controller (layers.compute)
    if (rule, p) in g._rules:
        return True
    for oid in g.command:                  # 314.4: face-up schemes (controlled by their owner, 314.5)
        o = g.objects[g._keys[oid]]
        if not o.face_down and o.owner == p and "Scheme" in o.card.types and \
                any(sa.rule == rule for sa in o.card.static):
            return True
    return False


def state_check(g: "Game", t: "Turn", proc: Proc, f: Frame) -> object:
    """704.3: perform all applicable SBAs at once, repeat until none apply; then put triggers on the stack."""
    while not g.over:
        f.state.pop("placing", None)
        settle(g)                          # 702.145c-d, f-g: immediately, before (not as) state-based actions
        done = _apply_once(g, t, proc)
        f.answers.clear()
        proc.cursor = 0
        if done:
            continue
        if g.over:
            return None
        if t is not None and g._state_triggers:     # layers.compute saw a state trigger (fresh: _apply_once)
            _state_triggers(g)
        if t is not None and g.triggered and triggers_for(g, t):
            f.state["placing"] = True
            t.frames.append(Frame(place_triggers))
            return CONTINUE
        g.recent_left.clear()
        if not g.triggered:
            g._sba_clean = g.version - g._sba_neutral     # nothing to do now (Game.sba_clean)
            g._sba_clean_players = g._sba_clean - g._sba_player
        return None
    return None


def _state_triggers(g: "Game") -> None:
    """603.8: a state trigger (TriggeredAbility with event "state"; ``when(g, None, src)`` tests the
    condition) triggers whenever its condition is true, but not again while it waits to be put on a
    stack or is on one."""
    for oid in g.battlefield:
        o = g.objects[g._keys[oid]]
        for ta in o.card.triggered:
            if ta.event != "state" or g.chars(oid).abilities_removed or not ta.when(g, None, oid):
                continue
            if any(tr.source == oid and tr.ability is ta for tr in g.triggered):
                continue
            if any(it.kind == "triggered" and it.source == oid and it.text == ta.text
                   for t in g.turns for it in t.stack):
                continue
            ctl = g.controller(oid)
            e = Event(INFO, "603.8", "", player=ctl, obj=oid)
            if g.hooks is not None and not g.hooks.trigger_allowed(g, ctl, e, oid):
                continue
            g.triggered.append(PendingTrigger(ctl, oid, ta, e, o.card.name))


def _apply_once(g: "Game", t: "Turn", proc: Proc) -> bool:
    """One pass over 704.5: returns True if anything happened."""
    losers: list[tuple[int, str, Msg]] = []
    why: tuple[str, Msg]
    for pl in g.players:
        if pl.left:
            continue
        if pl.life <= 0 and not any(has_rule(g, q.index, "no_lose_at_zero_life") for q in g.players
                                    if q.total is pl.total):   # 810.8a: Transcendence covers the shared total
            why = ("704.5a", _WHY_LIFE)
        elif pl.drew_from_empty:
            why = ("704.5b", _WHY_EMPTY_LIBRARY)
        elif g.poisoned_out(pl.index):
            why = ("704.5c", Msg("why.poison", (("n", pl.poison),)))
        else:
            continue
        if has_rule(g, pl.index, "cant_lose") or (g.hooks is not None and g.hooks.cant_lose(g, pl.index)):
            continue        # Platinum Angel (810.8a: on any teammate): the SBA would do nothing, so it must not
            #                 count as performed (704.3)
        losers.append((pl.index, *why))
    to_grave: list[tuple[int, str, Msg]] = []
    to_destroy: list[tuple[int, str]] = []
    tokens_gone: list[int] = []
    legend_groups: dict[tuple[int, str], list[int]] = {}
    counter_fix: list[int] = []
    unattached: list[int] = []
    worlds: list[int] = []
    battles_unprotected: list[int] = []
    cm = g.all_chars()
    objects = g.objects
    keys = g._keys                       # Game.key, read once
    for oid in g._sba_watch if g.battlefield else ():     # the permanents any of these may apply to (layers.py)
        o = objects[keys[oid]]
        ch = cm.get(keys[oid]) or g.chars(oid)
        kinds = ch.sba_kinds()
        if not kinds and o.attached_to is None and not o.counters:
            continue                        # a creature no longer, an Equipment attached to nothing...
        if kinds & SBA_WORLD:
            worlds.append(oid)
        if kinds & SBA_CREATURE and ch.toughness is not None:
            if ch.toughness <= 0:
                to_grave.append((oid, "704.5f", Msg("why.zero_toughness", (("card", o.card.name),))))
                continue
            if o.damage >= ch.toughness and INDESTRUCTIBLE not in ch.keywords:
                to_destroy.append((oid, "704.5g"))
                continue
            if o.deathtouched and INDESTRUCTIBLE not in ch.keywords:
                to_destroy.append((oid, "704.5h"))
                continue
        if kinds & SBA_PLANESWALKER and o.counters.get("loyalty", 0) <= 0:
            to_grave.append((oid, "704.5i", Msg("why.no_loyalty", (("card", o.card.name),))))
            continue
        if kinds & SBA_BATTLE:
            if o.counters.get("defense", 0) <= 0 and not _waiting_trigger_source(g, oid):
                to_grave.append((oid, "704.5v", Msg("why.no_defense", (("card", o.card.name),))))
                continue
            if not protector_ok(g, oid) and not being_attacked(g, oid):
                battles_unprotected.append(oid)            # 704.5w / 310.10
        if kinds & SBA_LEGENDARY:
            legend_groups.setdefault((ch.controller, ch.name), []).append(oid)
        if kinds & SBA_AURA and not _aura_legal(g, oid):
            to_grave.append((oid, "704.5m", Msg("why.aura_illegal", (("card", o.card.name),))))
            continue
        if o.attached_to is not None and not kinds & SBA_AURA and illegally_attached(g, oid):
            unattached.append(oid)          # 704.5n / 801.9: Equipment attached to something it can't equip
        if o.counters and o.counters.get("+1/+1") and o.counters.get("-1/-1"):
            counter_fix.append(oid)
    if len(worlds) > 1:
        for oid in world_rule_victims(g, worlds):
            to_grave.append((oid, "704.5k", Msg("why.world_rule", (("card", g.objects[keys[oid]].card.name),))))
    if g.stray_tokens:                       # 704.5d: tokens moved off the battlefield (zones.move)
        tokens_gone = [oid for oid in g.stray_tokens if oid in g.objects and g.objects[keys[oid]].zone != BATTLEFIELD]
        if not tokens_gone:
            g.stray_tokens.clear()
    legend_keep_out: list[int] = []
    for (ctl, name), ids in legend_groups.items():
        if len(ids) > 1:
            opts = [opt("keep", "opt.keep_legend", i, card=name, id=i) for i in ids]
            keep = proc.ask(g.decider(ctl), "legend_rule", "prompt.legend_rule", opts, "704.5j",
                            args={"card": name}).value
            legend_keep_out += [i for i in ids if i != keep]
    new_protectors: list[tuple[int, int]] = []
    for oid in battles_unprotected:
        # 704.5w / 310.10: its controller chooses an appropriate protector; with none, it goes to the graveyard.
        choices = protector_choices(g, g.controller(oid), g.chars(oid).subtypes)
        name = g.objects[keys[oid]].card.name
        if not choices:
            to_grave.append((oid, "704.5w", Msg("why.no_protector", (("card", name),))))
        elif len(choices) == 1:
            new_protectors.append((oid, choices[0]))
        else:
            opts = [Option("player", "text", q, (("text", g.players[q].name),)) for q in choices]
            new_protectors.append((oid, proc.ask(g.decider(g.controller(oid)), "choose_protector",
                                                 "prompt.choose_protector", opts, "704.5w",
                                                 args={"card": name}).value))
    schemes_moved = bool(g.command) and scheme_sba(g)       # 314.6 / 904.10
    if g.command and dungeon_sba(g):                         # 704.5t / 309.6
        schemes_moved = True
    variant_moves: list[tuple[int, str, str]] = []
    if g.hooks is not None and g.hooks.has_sba:             # 704.6c-d (Commander): asked before anything changes
        more_losers, variant_moves = g.hooks.state_actions(g, proc)
        for p, more_rule, more_why in more_losers:
            if not any(q == p for q, _, _ in losers) and not has_rule(g, p, "cant_lose") and \
                    not g.hooks.cant_lose(g, p):
                losers.append((p, more_rule, more_why))
    sagas = sagas_done(g)                                    # 714.4
    if not (losers or to_grave or to_destroy or tokens_gone or legend_keep_out or counter_fix or schemes_moved
            or unattached or variant_moves or new_protectors or sagas):
        return False
    # 704.3: all at once.
    for oid in counter_fix:
        o = g.objects[keys[oid]]
        n = min(o.counters["+1/+1"], o.counters["-1/-1"])
        o.counters["+1/+1"] -= n
        o.counters["-1/-1"] -= n
        g.note("log.counters_annihilate", "704.5q", args={"card": o.card.name, "n": n})
    for oid in unattached:
        unattach(g, oid, "704.5n")
    for oid, q in new_protectors:
        set_protector(g, oid, q, "704.5w")
    for oid, rule, reason in to_grave:
        if oid in g.objects and g.objects[keys[oid]].zone == BATTLEFIELD:
            move(g, oid, GRAVEYARD, rule=rule, key="log.sba_graveyard", args={"why": reason})
    for oid, rule in to_destroy:
        if oid in g.objects and g.objects[keys[oid]].zone == BATTLEFIELD and not try_regenerate(g, oid):   # 614.8
            move(g, oid, GRAVEYARD, rule=rule, key="log.destroyed_lethal" if rule == "704.5g" else "log.destroyed_deathtouch",
                 args={"card": g.objects[keys[oid]].card.name})
    for oid in sagas:
        if oid in g.objects and g.objects[keys[oid]].zone == BATTLEFIELD:
            sacrifice(g, oid, rule="714.4")
    for oid in legend_keep_out:
        if oid in g.objects:
            move(g, oid, GRAVEYARD, rule="704.5j", key="log.legend_rule", args={"card": g.objects[keys[oid]].card.name})
    for oid in tokens_gone:
        gone = g.objects.get(oid)
        if gone is not None:
            _remove_from_zone(g, gone)
            del g.objects[keys[oid]]
            gone.zone = GONE
            if gone.note.get("copy"):          # 704.5e / 707.10a: a copy of a spell outside the stack
                g.note("dsl.log.spell_copy_ceases", "704.5e", args={"card": gone.card.name})
            else:
                g.note("log.token_ceases", "704.5d", args={"card": gone.card.name})
    if tokens_gone:
        g.stray_tokens.clear()
    for oid, zone, move_rule in variant_moves:
        if oid in g.objects:
            move(g, oid, zone, rule=move_rule, key="cmd.log.to_command_zone", args={"card": g.objects[keys[oid]].card.name})
    for p, rule, lost_why in losers:
        lose_game(g, p, rule, lost_why, simultaneous=[q for q, _, _ in losers])
    return True


def _waiting_trigger_source(g: "Game", oid: int) -> bool:
    """704.5v / 310.7: is the battle the source of an ability that has triggered but not yet left the stack?"""
    return any(tr.source == oid for tr in g.triggered) or \
        any(it.kind == "triggered" and it.source == oid for t in g.turns for it in t.stack)


def _aura_legal(g: "Game", oid: int) -> bool:
    """303.4d/704.5m: an Aura must be attached to an object its enchant ability allows."""
    o = g.objects[g._keys[oid]]
    tgt = o.attached_to
    if tgt is None or tgt not in g.objects or g.objects[g._keys[tgt]].zone != BATTLEFIELD:
        return False
    spec = o.card.enchant
    if spec is None:
        return True
    if spec.kind == "creature" and "Creature" not in g.chars(tgt).types:
        return False
    if protected_from(g, tgt, oid):
        return False
    if g.hooks is not None and not g.hooks.attachment_allowed(g, oid, tgt):
        return False        # 801.8
    return True


def world_rule_victims(g: "Game", worlds: list[int] | None = None) -> list[int]:
    """704.5k: of two or more world permanents, all but the one that has had the world supertype for the
    shortest time (the newest timestamp) go to the graveyard; on a tie, all of them. 801.12: the rule applies
    to a permanent only if other world permanents are within its controller's range of influence (with
    unlimited range the Scope sees them all)."""
    if worlds is None:
        worlds = [o for o in g.battlefield if "World" in g.chars(o).supertypes]
    out = []
    for o in worlds:
        sc = Scope(g, g.controller(o))
        ts = g.objects[o].timestamp
        if any(w != o and sc.obj_in_range(w) and g.objects[g._keys[w]].timestamp >= ts for w in worlds):
            out.append(o)
    return out


__all__ = ["state_check", "has_rule", "Scope", "world_rule_victims"]
