"""Priority (117) on a Turn's stack: who may act, what they may do, passing, and resolving (405, 608)."""
from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from ..i18n import Msg
from . import events as ev
from .casting import (abilities_in_zone, ability_usable, activate_ability, cast_spell, castable, mana_sources,
                      play_land, play_land_asking, sorcery_timing)
from .alt_casting import CAST_METHODS, CHEAPER, casts_transformed, methods_for
from .foretell import FORETELL, FORETOLD, foretell_action, foretell_options
from .suspend import SUSPEND, suspend_action, suspend_options
from .entering import needs_choice
from .constants import BATTLEFIELD, EXILE, GRAVEYARD, HAND, Step
from .costs import cost_changes_in_play
from .faces import ADVENTURE, AS_CARD, DISGUISE_FACE, FACE_DOWN_FACES, SPLIT_LAYOUTS, cast_faces, face_card, land_faces
from .mana import IdleKnown, Source
from .definitions import ActivatedAbility
from .decisions import Option, Proc, Question, opt
from .sides import count_sides, next_priority, primary, side_of
from .resolution import resolve_top
from .rule_effects import static_land_plays
from .sba import state_check
from .turn import CONTINUE, Frame

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Turn

PASS: Final = opt("pass", "opt.pass_priority")
_STEP_MSG: Final = {s: Msg("step." + s.name.lower()) for s in Step}     # the step's name, in the reader's language


def legal_actions(g: "Game", t: "Turn", p: int) -> list[Option]:
    """Everything ``p`` may do with priority on Turn ``t`` (117.1): pass, play a land, cast, activate.

    The cheap tests come first: a card that can't be cast now (307.1) or a player with nothing to
    activate costs no look at mana sources, which most priority passes never need."""
    opts = [PASS]
    pl = g.players[p]
    objects = g.objects
    keys = g._keys                       # Game.key, read once
    sorcery_ok = sorcery_timing(g, t, p)
    # 117.1a: at instant speed a player with no instant or flash card in hand, nothing castable from a graveyard
    # or exile, no activated ability and no face-down permanent has only "pass". The part read from hands,
    # graveyards and exile is remembered (Game._idle) while only events that change none of those happen, or ones
    # that change only another player's own hand or graveyard (Game._count: events.HAND_NEUTRAL, OWN_ZONES,
    # OWN_ACTIONS); both counts only grow, so the sum changes with either. The battlefield part is read afresh from
    # the layer results. Not when a static ability may depend on any state or the variant grants abilities.
    # A hand whose instants and flash cards all cost more than the mana p can make (601.2h) counts as idle too
    # while that mana stands: the same remembered sources (casting.mana_sources: the same list object) and pool.
    idle_key = -1
    pass_key = -1
    if not sorcery_ok and not g._chars_volatile and not (g._grants or g._elsewhere):
        if _remembered_pass(g, t, p):
            return opts
        idle_key = g.version - g._zone_neutral + pl.own_zone_changes
        pass_key = g.version - g._steps
    land_ok = (sorcery_ok and t.lands_played.get(p, 0) < 1 + t.extra_land_plays.get(p, 0)          # 305.2
               + (static_land_plays(g, p) if g.command else 0)
               and (g.hooks is None or g.hooks.may_play_land(g, t, p)))
    abilities = list(abilities_in_zone(g, p))
    sources: list[Source] | None = None
    mana = 0                           # meaningful once sources is computed
    reducers = None                                             # any cost reduction in play (601.2f)? asked once
    seen_land: set[str] | None = None          # one option per card name (made when a first one is offered)
    seen_cast: set[str] | None = None
    seen_special: set[str] | None = None
    timed = False                    # a card in hand castable at instant speed (307.1, 702.8a) ...
    short = True                     # ... and each one plain and too costly for the mana p can make (601.2h)
    for oid in pl.hand:
        card = objects[keys[oid]].card
        if card.faces or (card.extra and ("morph" in card.extra or "disguise" in card.extra)):
            # 712.11b-712.12, 709.3, 715.3; 702.37c, 702.168b: face down
            if seen_cast is None:
                seen_cast = set()
            _face_actions(g, t, p, oid, land_ok, sorcery_ok, seen_cast, opts)
        if card.extra and (SUSPEND in card.extra or FORETELL in card.extra):   # 116.2f, 116.2h: special actions
            if sources is None:
                sources = mana_sources(g, p)
                mana = pl.pool.total() + sum(s.amount for s in sources)
            if seen_special is None:
                seen_special = set()
            if card.name not in seen_special:       # one option per name, as for casting
                seen_special.add(card.name)
                if SUSPEND in card.extra:
                    opts.extend(suspend_options(g, t, p, oid, sources))
                if FORETELL in card.extra:
                    opts.extend(foretell_options(g, t, p, oid, sources))
        if "Land" in card.types:
            if land_ok and (seen_land is None or card.name not in seen_land):
                if seen_land is None:
                    seen_land = set()
                seen_land.add(card.name)
                opts.append(Option("land", "opt.play_land", oid, (("card", card.name),)))
            continue
        if card.layout in SPLIT_LAYOUTS:
            continue                                   # 709.3: a split card is cast as one of its halves
        if not (sorcery_ok or "Instant" in card.types or "Flash" in card.keywords):
            continue                                   # 307.1: not now (castable checks it again)
        timed = True
        if card.extra or card.faces:
            short = False
        if sources is None:
            sources = mana_sources(g, p)
            mana = pl.pool.total() + sum(s.amount for s in sources)     # the most mana p could pay now
        if card.extra and CAST_METHODS in card.extra:   # an alternative way to cast it from a hand (dash, evoke...)
            _method_actions(g, t, p, oid, HAND, opts)
        if card.mana_cost.min_payment > mana and not card.extra.get("cost_hook") and not card.extra.get(CHEAPER) and \
                (card.mana_cost.min_payment - card.mana_cost.generic > mana or not (
                    reducers if reducers is not None else (reducers := cost_changes_in_play(g)))):
            continue                                   # 601.2h: can't be paid (castable checks it again)
        short = False
        if (seen_cast is None or card.name not in seen_cast) and castable(g, t, p, oid, sources):
            if seen_cast is None:
                seen_cast = set()
            seen_cast.add(card.name)
            opts.append(Option("cast", "opt.cast", oid, (("card", card.name),)))
    if g._elsewhere:                                               # 903.8: a commander in the command zone
        for oid in g.hooks.cast_from_other_zones(g, p):
            if sources is None:
                sources = mana_sources(g, p)
            if castable(g, t, p, oid, sources):
                opts.append(Option("cast", "opt.cast", oid, (("card", objects[keys[oid]].card.name),)))
    elsewhere = False                                  # a card p may cast from outside the hand (715.3d, 702.127a)
    for oid in g.exile:                                # 715.3d: a creature back from its Adventure
        o = objects[keys[oid]]
        if ADVENTURE in o.note and o.note[ADVENTURE] == p:
            elsewhere = True
            if (sorcery_ok or "Instant" in o.card.types or "Flash" in o.card.keywords) \
                    and castable(g, t, p, oid, mana_sources(g, p)):
                opts.append(Option("cast", "opt.cast", oid, (("card", o.card.name),)))
        elif o.face_down and o.owner == p and FORETOLD in o.note:    # 702.143a: a foretold card, for its foretell cost
            elsewhere = True
            if sorcery_ok or "Instant" in o.card.types or "Flash" in o.card.keywords:
                _method_actions(g, t, p, oid, EXILE, opts)
    for oid in pl.graveyard:                           # 702.127a: an aftermath half from a graveyard
        gcard = objects[keys[oid]].card
        if gcard.layout == "aftermath":
            elsewhere = True
            if seen_cast is None:
                seen_cast = set()
            _face_actions(g, t, p, oid, False, sorcery_ok, seen_cast, opts)
        if gcard.extra and CAST_METHODS in gcard.extra:   # flashback, jump-start, retrace (702.34a, 702.133a, 702.81a)
            elsewhere = True
            # 712.11c-d: a method casting the card transformed (disturb 702.146a) is timed by its back face
            if sorcery_ok or "Instant" in gcard.types or "Flash" in gcard.keywords or casts_transformed(gcard):
                _method_actions(g, t, p, oid, GRAVEYARD, opts)
    # 117.1a: "only pass" from hands, graveyards and exile is remembered only while no card in hand has another
    # face (an instant Adventure or half, 715.3, 709.3), no ability can be activated from a hand or graveyard and
    # nothing is castable from exile or a graveyard; with instants or flash cards in hand, only while they are plain
    # and too costly for p's mana (then with that mana).
    down = False                                       # 116.2b: a face-down permanent turns face up at any time
    for oid in g.controlled_by(p):
        if objects[keys[oid]].face_down:
            down = True
            break
    if idle_key >= 0 and (short or not timed) and not elsewhere and not g._chars_volatile and not any(
            ab.zone != BATTLEFIELD for _oid, _i, ab in abilities) and not any(
            objects[keys[oid]].card.faces or (objects[keys[oid]].card.extra and FORETELL in objects[keys[oid]].card.extra)
            for oid in pl.hand):                       # 116.2h: foretell any time in your turn
        _put(g._idle, p, IdleKnown(idle_key, sources if timed else None, pl.pool.total()))
    if down:
        from .face_down import face_up_options
        if sources is None:
            sources = mana_sources(g, p)
        opts.extend(face_up_options(g, p, sources))
    if abilities:
        if sources is None:
            sources = mana_sources(g, p)
        for oid, i, ab in abilities:
            if ability_usable(g, t, p, oid, ab, sources):
                opts.append(Option("activate", "opt.activate", (oid, i),
                                   (("card", objects[keys[oid]].card.name), ("text", ab.text))))
    if pass_key >= 0 and len(opts) == 1 and not elsewhere and not down and _step_free(g, pl.hand, abilities):
        _put(g._passes, p, (pass_key, t, t.combat is None, pl.pool.total()))
    return opts


PASSES_NOW: Final = 1
"""_remembered_pass: only "pass", known for the state as it is (the player's mana counted)."""
PASSES_ACROSS_STEPS: Final = 2
"""_remembered_pass: only "pass", and it stays so while nothing but a new step begins on the same Turn."""
PASSES_IDLE: Final = 3
"""_remembered_pass: PASSES_ACROSS_STEPS because nothing in the player's hand, graveyard or exile can be cast at
instant speed whatever the mana and nothing they control has an ability to activate: it stands while those stand
(IdleMark)."""


def _remembered_pass(g: "Game", t: "Turn", p: int) -> int:
    """117.1a: did legal_actions find that ``p`` could only pass in a state that still holds? 0 when not known, else
    PASSES_NOW, PASSES_ACROSS_STEPS or PASSES_IDLE. Asked only at instant speed for ``p``, with no static ability
    reading any state and no granted or other-zone casting (legal_actions)."""
    pl = g.players[p]
    idles = g._idle                     # by seat: a list read natively (asked for every seat at every pass)
    idle = idles[p] if p < len(idles) else None
    if idle is not None and idle.key == g.version - g._zone_neutral + pl.own_zone_changes and (
            idle.sources is None or (idle.pool == pl.pool.total() and mana_sources(g, p) is idle.sources)) \
            and not _battlefield_actions(g, p):
        # nothing to cast at instant speed whatever the mana: a step beginning changes none of what this read
        return PASSES_IDLE if idle.sources is None else PASSES_NOW
    # 117.1a across steps: a player who could only pass still can after nothing but a new step began (500.1) on the
    # same Turn, combat still going or still not, with as much mana in their pool (500.4), when what they held has
    # no timing of its own (_step_free). Any other event changes the key.
    passes = g._passes
    known = passes[p] if p < len(passes) else None
    if known is not None and known[0] == g.version - g._steps and known[1] is t \
            and known[2] == (t.combat is None) and known[3] == pl.pool.total():
        return PASSES_ACROSS_STEPS
    return 0


def surely_passes(g: "Game", t: "Turn", p: int) -> int:
    """Would legal_actions offer ``p`` only "pass" on Turn ``t``, by what it remembered (117.1a)? 0 means "not
    known": legal_actions works it out; else how long it is known for (_remembered_pass)."""
    if g._chars_volatile or g._grants or g._elsewhere or sorcery_timing(g, t, p):
        return 0
    return _remembered_pass(g, t, p)


class QuietRound:
    """A round of priority in which, after ``first`` passed first, every other player surely could only pass, ``last``
    passing last, on Turn ``turn``. Two ways it may hold again (priority_loop): by answers that stand across a new
    step (PASSES_ACROSS_STEPS) with every mana pool empty, while nothing but a new step begins: ``key`` (the state
    version less the step changes; -1 when not so) and ``combat`` (none); and, when ``first`` is the active player,
    by every other player's PASSES_IDLE or PASSES_NOW, while what those read stands: ``mark`` (IdleMark; None when
    not so)."""

    __slots__ = ("turn", "first", "last", "key", "combat", "mark")

    def __init__(self, turn: "Turn", first: int, last: int, key: int, combat: bool,
                 mark: "IdleMark | None") -> None:
        self.turn, self.first, self.last, self.key, self.combat, self.mark = turn, first, last, key, combat, mark


class IdleMark:
    """What every player but ``first`` read when each had nothing to do at instant speed (PASSES_IDLE), or nothing but
    instants too costly for their mana with an empty pool (PASSES_NOW; ``sources``): the state version less the
    changes neutral for hands, graveyards and exile; sums over the others of their own such changes, their held
    stamps (Game.held_stamp) and their permanents' taps (all only grow, so an equal sum means each is unchanged);
    departures (800.4). On the same Turn no other player's turn begins (302.6 reads that). Equal marks mean each
    other player's remembered pass still holds (117.1a): their hands, graveyards and exile, the permanents they
    control and the mana those make are as they were (casting.mana_sources: the same remembered list). Not with
    several Turns at once (807.5a: who gets priority reads the stack), nor when ``first`` isn't the active player
    (sorcery timing, 307.1, reads the step and the stack)."""

    __slots__ = ("zone_key", "own", "held", "taps", "departures", "sources")

    def __init__(self, zone_key: int, own: int, held: int, taps: int, departures: int, sources: bool) -> None:
        self.zone_key, self.own, self.held, self.taps = zone_key, own, held, taps
        self.departures, self.sources = departures, sources

    def same_as_now(self, g: "Game", t: "Turn", first: int) -> bool:
        """Does this mark still hold (the IdleMark ``first`` passing first on ``t`` would get now is equal)?"""
        now = _idle_mark(g, t, first, self.sources)
        return now is not None and self.zone_key == now.zone_key and self.own == now.own and \
            self.held == now.held and self.taps == now.taps and self.departures == now.departures


def _idle_mark(g: "Game", t: "Turn", first: int, sources: bool, recording: bool = False) -> IdleMark | None:
    """The IdleMark for a round ``first`` passed first on ``t`` (None where it can't stand for the others' passes).
    With ``sources`` (some passed by PASSES_NOW) every other pool must be empty and, when ``recording``, every other
    player's mana sources remembered under the fine key (no rules-modifying static, shield or exactly-keyed sources:
    mana_sources; such a list, once remembered, is kept while the fine key stands, which the sums follow). The sums
    are the game's running totals less ``first``'s (Game._own_sum, _held_sum, _taps_sum)."""
    side = t.side
    if g._turns_concurrent or len(side) != 1 or side[0] != first or not g.battlefield \
            or g._chars_volatile or g._grants or g._elsewhere:
        return None
    if sources:
        if g._rules or g.shields:
            return None
        for pl in g.players:
            if pl.index != first:
                if pl.pool.total():
                    return None
                if recording:
                    known = g._sources.get(pl.index)
                    if known is not None and known.exact:
                        return None
    g.all_chars()                                   # the held stamps, fresh
    stamps = g._held
    me = g.players[first]
    return IdleMark(g.version - g._zone_neutral, g._own_sum - me.own_zone_changes,
                    g._held_sum - (stamps[first] if first < len(stamps) else 0), g._taps_sum - me.taps, g.departures,
                    sources)


def _pools_empty(g: "Game") -> bool:
    """Is every mana pool empty (500.4: a new step empties them; the remembered passes compare pools)?"""
    for pl in g.players:
        if pl.pool.total():
            return False
    return True


def _step_free(g: "Game", hand: list[int], abilities: list[tuple[int, int, ActivatedAbility]]) -> bool:
    """True when nothing in ``hand`` or ``abilities`` can become usable by a new step beginning alone: plain cards
    (no other faces, ways to cast or cost functions: card.extra) and abilities without timing, turn limits,
    conditions or loyalty (602.5b, 606.3) read only the state, which only events change."""
    objects = g.objects
    for oid in hand:
        card = objects[g._keys[oid]].card
        if card.extra or card.faces:
            return False
    for _oid, _i, ab in abilities:
        if ab.timing or ab.per_turn or ab.once or ab.condition is not None or ab.loyalty:
            return False
    return True


def _battlefield_actions(g: "Game", p: int) -> bool:
    """Does ``p`` control a permanent with an ability to activate with priority (602.2, 613.1f: not one that lost
    all abilities) or a face-down permanent (116.2b)? The battlefield part of 117.1a's "only pass", read from the
    layer results (the variant grants no abilities here); remembered while the layer results of the permanents p
    controls stand (Game.held_stamp)."""
    key = g.held_stamp(p)
    seen = g._bf_actions
    known = seen[p] if p < len(seen) else None
    if known is not None and known[0] == key:
        return known[1]
    found = False
    objects = g.objects
    for oid in g.controlled_by(p):
        o = objects[g._keys[oid]]
        if o.face_down:
            found = True
            break
        prio = o.card.priority_abilities
        if prio and not g.chars(oid).abilities_removed:
            if any(ab.zone == BATTLEFIELD for _i, ab in prio):
                found = True
                break
    _put(seen, p, (key, found))
    return found


def _put(by_seat: list[Any], p: int, value: object) -> None:
    """Remember ``value`` for seat ``p`` in a list by seat (Game._idle, _passes, _bf_actions), grown as needed."""
    while len(by_seat) <= p:
        by_seat.append(None)
    by_seat[p] = value


def _face_actions(g: "Game", t: "Turn", p: int, oid: int, land_ok: bool, sorcery_ok: bool, seen: set[str],
                  opts: list[Option]) -> None:
    """The options to play or cast another face or half of the card ``oid`` (kinds ``land_face``, ``cast_face``
    with value (card id, face index)): only faces that can be played or cast now are offered (712.11c, 709.3a,
    715.3a)."""
    o = g.objects[g._keys[oid]]
    if land_ok:
        for face in land_faces(o.card):
            if face != AS_CARD:
                opts.append(Option("land_face", "opt.play_land", (oid, face), (("card", o.card.faces[face].name),)))
    for face in cast_faces(o, o.zone):
        if face == AS_CARD:
            continue
        fc = face_card(o.card, face)
        key = o.card.name + "//" + (fc.name if face not in FACE_DOWN_FACES else f"face down {face}")
        if key in seen or not (sorcery_ok or "Instant" in fc.types or "Flash" in fc.keywords):
            continue
        if castable(g, t, p, oid, mana_sources(g, p), face):
            seen.add(key)
            if face in FACE_DOWN_FACES:             # 702.37c, 702.168b: announce which ability casts it face down
                msg = "facedown.opt.cast_disguise" if face == DISGUISE_FACE else "facedown.opt.cast"
                opts.append(Option("cast_face", msg, (oid, face), (("card", o.card.name),)))
            else:
                opts.append(Option("cast_face", "opt.cast", (oid, face), (("card", fc.name),)))


def _method_actions(g: "Game", t: "Turn", p: int, oid: int, zone: str, opts: list[Option]) -> None:
    """Options (kind ``cast_alt``, value (card id, method index)) to cast the card ``oid`` by each of its alternative
    ways that works from ``zone`` and can be used now (601.2b: flashback, jump-start, retrace...)."""
    card = g.objects[g._keys[oid]].card
    sources: list[Source] | None = None
    for i, m in enumerate(methods_for(g, g.objects[g._keys[oid]])):
        if m.zone != zone:
            continue
        if sources is None:
            sources = mana_sources(g, p)
        if castable(g, t, p, oid, sources, AS_CARD, i):
            opts.append(Option("cast_alt", "casting.opt.cast_with", (oid, i), (("card", card.name), ("how", m.text))))


def side_actions(g: "Game", t: "Turn", side: tuple[int, ...]) -> list[Option]:
    """805.5a: when a team has priority, any of its players may act; options name the player."""
    opts = [PASS]
    for q in side:
        name = g.players[q].name
        for o in legal_actions(g, t, q)[1:]:
            opts.append(Option(o.kind, "opt.player_action", o.value, (("player", name), ("action", Msg(o.key, o.args)))))
    return opts


def _actor(g: "Game", ans: Option) -> int:
    """Who takes the chosen action: the owner of the card played or cast, the controller of the source."""
    if ans.kind in ("land", "cast"):
        return g.objects[ans.value].owner
    return g.controller(ans.value[0]) if g.objects[ans.value[0]].zone == "battlefield" else \
        g.objects[ans.value[0]].owner


def priority_loop(g: "Game", t: "Turn", proc: Proc, f: Frame) -> object:
    """117.3-117.4: players get priority in turn order; when all pass in succession the top object
    resolves, or with an empty stack the step ends (500.2)."""
    st = f.state
    auto = g.config.auto_pass
    settled = -1                  # the state version this run saw checked (117.5): no look at ``st`` while it stands
    looked = False                # whether this run has looked for a question remembered from an earlier run
    while not g.over:
        if g.version != settled:
            if st.pop("checking", False):
                st["checked"] = g.version
            if st.get("checked") != g.version:       # 117.5: SBAs and triggers first
                if g.sba_clean():
                    st["checked"] = g.version
                    continue
                st["checking"] = True
                t.frames.append(Frame(state_check))
                return CONTINUE
            settled = g.version
        if t.priority is None or g.players[t.priority].left:
            first = t.active if t.priority is None else t.priority
            t.priority = primary(g, first) if not g.players[first].left else next_priority(g, first, t)  # 800.4a/j
            if t.priority is None:
                return None
        p = t.priority
        side: tuple[int, ...] = ()                 # p alone, unless teams share turns (805.4)
        team = False
        if g._turns_shared:
            side = side_of(g, p)
            team = len(side) != 1
        cached: tuple[int, int, list[Option]] | None = None
        if not looked:                           # the same question re-asked on a re-run (decisions.py)
            cached = st.get("opts")
            looked = True
        opts: list[Option]
        ans: Option
        fresh = False
        if cached is not None and cached[0] == g.version and cached[1] == p:
            opts = cached[2]
        else:
            opts = side_actions(g, t, side) if team else legal_actions(g, t, p)
            fresh = True
        if len(opts) == 1 and auto:
            ans = opts[0]                      # passed at once: nothing to remember for a re-run
        else:
            if fresh:
                st["opts"] = (g.version, p, opts)
            got = proc.answer(p, "priority", "prompt.priority", opts, "117.3",
                              args={"player": g.players[p].name, "step": _STEP_MSG[t.step]})
            if isinstance(got, Question):
                return got                     # paused on the priority decision (Game._run_frames)
            ans = got
            f.answers.clear()
            proc.cursor = 0
        if len(side) > 1:                                # 805.5: the team has priority and acts or passes
            who = Msg("word.team", (("players", "+".join(g.players[q].name for q in side)),))
            g.log_line("log.team_passes" if ans.kind == "pass" else "log.team_acts",
                       "805.5b" if ans.kind == "pass" else "805.5a", args={"team": who})
        if ans.kind == "pass":
            t.passes += 1
            n = count_sides(g, t)
            if t.passes < n:
                nxt = next_priority(g, p, t)
                if auto and not g._turns_shared:
                    # The players after p who surely can only pass (surely_passes) pass at once, in turn order,
                    # without a round of this loop each: passing changes nothing they could do (117.3d).
                    quiet = g._quiet
                    if t.passes == 1 and quiet is not None and quiet.turn is t and quiet.first == p \
                            and not g._chars_volatile:
                        mark = quiet.mark
                        if (quiet.key == g.version - g._steps and quiet.combat == (t.combat is None)) or (
                                mark is not None and mark.same_as_now(g, t, p)):
                            # all of them did when p passed first in the last round, and since then nothing but a
                            # new step began, or nothing any of them read changed (QuietRound)
                            t.passes = n
                            nxt = quiet.last
                    steady = t.passes == 1
                    idle = steady                # every one by PASSES_IDLE or PASSES_NOW (IdleMark) ...
                    costly = False               # ... some by PASSES_NOW
                    while t.passes < n and nxt is not None:
                        known = surely_passes(g, t, nxt)
                        if not known:
                            break
                        idle = idle and (known == PASSES_IDLE or known == PASSES_NOW)
                        costly = costly or known == PASSES_NOW
                        steady = steady and (known == PASSES_ACROSS_STEPS or known == PASSES_IDLE)
                        t.passes += 1
                        if t.passes >= n:
                            across = steady and _pools_empty(g)
                            now = _idle_mark(g, t, p, costly, True) if idle else None
                            if across or now is not None:
                                g._quiet = QuietRound(t, p, nxt, g.version - g._steps if across else -1,
                                                      t.combat is None, now)
                            break
                        nxt = next_priority(g, nxt, t)
                t.priority = nxt
                if t.passes < n:
                    continue
            t.passes = 0                                    # 117.4 / 805.5b: all sides passed in succession
            if t.stack:
                t.priority = None            # 117.3b: after resolution the active player receives priority
                t.frames.append(Frame(resolve_top))
                return CONTINUE
            return None                      # 500.2: the step ends
        t.passes = 0                          # 117.3c: after acting the same player receives priority
        actor = _actor(g, ans)                          # 805.5a: the team member who acts
        if ans.kind == "land":
            if needs_choice(g.objects[ans.value].card):          # 614.12: asked before it enters
                t.frames.append(Frame(play_land_asking, (actor, ans.value)))
                return CONTINUE
            play_land(g, t, actor, ans.value)
            continue
        if ans.kind == "land_face":
            if needs_choice(g.objects[ans.value[0]].card.faces[ans.value[1]]):
                t.frames.append(Frame(play_land_asking, (actor, ans.value[0], ans.value[1])))
                return CONTINUE
            play_land(g, t, actor, ans.value[0], ans.value[1])
            continue
        if ans.kind == "cast":
            t.frames.append(Frame(cast_spell, (actor, ans.value)))
            return CONTINUE
        if ans.kind == "cast_alt":
            t.frames.append(Frame(cast_spell, (actor, ans.value[0], AS_CARD, ans.value[1])))
            return CONTINUE
        if ans.kind == "cast_face":
            t.frames.append(Frame(cast_spell, (actor, ans.value[0], ans.value[1])))
            return CONTINUE
        if ans.kind == "activate":
            t.frames.append(Frame(activate_ability, (actor, ans.value[0], ans.value[1])))
            return CONTINUE
        if ans.kind == "suspend":                       # 116.2f: a special action, then priority again (116.3)
            t.frames.append(Frame(suspend_action, (actor, ans.value[0])))
            return CONTINUE
        if ans.kind == "foretell":                      # 116.2h: a special action, then priority again (116.3)
            t.frames.append(Frame(foretell_action, (actor, ans.value[0])))
            return CONTINUE
        if ans.kind == "turn_face_up":                  # 116.2b: a special action, then priority again (116.3)
            from .face_down import turn_face_up_action
            t.frames.append(Frame(turn_face_up_action, (actor, ans.value[0], ans.value[1])))
            return CONTINUE
    return None


__all__ = ["legal_actions", "priority_loop", "ev"]
