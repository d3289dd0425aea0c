"""Combat (506-511): declaring attackers and blockers, and combat damage with first strike and trample.

Each attacker chooses what it attacks among the defenders the variant allows (506.2a, 802); a
variant narrows that list through ``hooks.attack_targets`` (attack left/right, 803; adjacent
opponents only, 809.3c/811.4). Large choices are sequences of small decisions with a "done".
"""
from __future__ import annotations

from typing import Any, Final, TYPE_CHECKING

from . import events as ev
from .constants import (BATTLEFIELD, DEATHTOUCH, DEFENDER, DOUBLE_STRIKE, FIRST_STRIKE, FLYING, LANDWALK, MENACE,
                        REACH, TRAMPLE, VIGILANCE)
from .battles import attacked_player, protector
from .casting import summoning_sick
from .combat_rules import (ASSIGNS_AS_UNBLOCKED, ATTACKS_EACH_COMBAT, BLOCKS_EACH_COMBAT, CANT_ATTACK_ALONE,
                           CANT_BLOCK_ALONE, LURE, evasion_allows, player_meets, profile)
from .damage import deal_damage
from .decisions import Option, Proc, Question, opt
from .goad import GOADED, goad_targets
from .rule_effects import attack_forbidden, cant_attack_with_creatures
from .scope import Scope, protected_from
from .turn import Combat
from .zones import tap

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Frame, Turn

DONE: Final = opt("done", "opt.done")
_RESET_BLOCKS: Final = opt("reset", "opt.reset_blocks")
_RESET_ATTACKS: Final = opt("reset", "combat.opt.reset_attacks")
_YES: Final = opt("yes", "opt.yes", True)
_NO: Final = opt("no", "opt.no", False)


def _label(g: "Game", ref: tuple[Any, ...]) -> str:
    if ref[0] == "player":
        name: str = g.players[ref[1]].name
        return name
    return f"{g.name(ref[1])} ({g.players[g.controller(ref[1])].name})"


def can_attack(g: "Game", oid: int) -> bool:
    """508.1a: untapped, no summoning sickness (302.6), no defender (702.3b), no "can't attack"."""
    o = g.objects[g._keys[oid]]
    ch = g.chars(oid)
    if "Creature" not in ch.types or o.tapped or DEFENDER in ch.keywords or "CantAttack" in ch.keywords:
        return False
    if g.shields and cant_attack_with_creatures(g, ch.controller):
        return False
    return not summoning_sick(g, oid)


def attack_targets(g: "Game", t: "Turn", attacker: int,
                   known: dict[int, list[tuple[Any, ...]]] | None = None) -> list[tuple[Any, ...]]:
    """Players and planeswalkers this creature may attack: opponents in range (801.3), narrowed by the variant.
    ``known``: what its controller's creatures may attack, kept per controller for one state (read-only lists)."""
    p = g.controller(attacker)
    out = known.get(p) if known is not None else None
    if out is None:
        out = _attackable(g, p)
        if known is not None:
            known[p] = out
    if g.hooks is not None:
        out = g.hooks.attack_targets(g, t, attacker, out)
    unless = profile(g.chars(attacker).keywords).attack_unless
    if unless:
        # 508.1c / 802.2a: "can't attack unless defending player controls an Island" — the defending player is the
        # one this creature would attack (a planeswalker's controller, a battle's protector).
        out = [r for r in out if all(player_meets(g, attacked_player(g, r), c) for c in unless)]
    return out


def _attackable(g: "Game", p: int) -> list[tuple[Any, ...]]:
    """What a creature ``p`` controls may attack before the variant's and the creature's own limits: ``p``'s
    opponents in range (801.3), the planeswalkers they control and the battles they protect (506.2, 802.3)."""
    sc = Scope(g, p)
    out: list[tuple[Any, ...]] = []
    defending = sc.opponents()
    cm = g.all_chars()                         # the layer results of every permanent, read without a call each
    # Planeswalkers and battles are among the permanents state-based actions look at (Game._sba_watch, in
    # battlefield order), which spares a look at every land.
    walkers: list[int] = []
    battles: list[int] = []
    for oid in g._sba_watch if g.battlefield else ():
        types = cm[g._keys[oid]].types
        if "Planeswalker" in types:
            walkers.append(oid)
        if "Battle" in types:
            battles.append(oid)
    for q in defending:
        out.append(("player", q))
        for oid in walkers:
            if cm[g._keys[oid]].controller == q:
                out.append(("obj", oid))       # 506.2 / 802.3: a planeswalker a defending player controls
    if defending:
        # 310.8b / 802.3: a battle protected by a defending player (a Siege even by its own controller); 801.2b:
        # the battle itself must be in range too. Its protector never attacks it: they are no defending player here.
        for oid in battles:
            if protector(g, oid) in defending and sc.obj_in_range(oid):
                out.append(("obj", oid))
    if g.command and out:
        # 508.1c: "creatures the chosen player controls can't attack you or planeswalkers you control"
        out = [r for r in out if not attack_forbidden(g, p, _player_or_walker_of(g, r))]
    return out


def _player_or_walker_of(g: "Game", ref: tuple[Any, ...]) -> int:
    """The player attacked, or the controller of the planeswalker attacked (-1 for a battle)."""
    if ref[0] == "player":
        seat: int = ref[1]
        return seat
    return g.controller(ref[1]) if "Planeswalker" in g.chars(ref[1]).types else -1


def declare_attackers(g: "Game", t: "Turn", proc: Proc, f: "Frame") -> Question | None:
    """508.1: the active player declares attackers; each attacker chooses what it attacks."""
    ap = g.decider(t.active)
    if g.players[t.active].left:
        return None                              # 800.4j: no active player, no attackers
    side = [p for p in t.side if not g.players[p].left]
    # this procedure re-runs after each answer (decisions.py): reuse what each creature, and each controller's
    # creatures, may attack while the state is the same
    memo: tuple[int, dict[int, list[tuple[Any, ...]]], dict[int, list[tuple[Any, ...]]]] | None = \
        f.state.get("targets")
    if memo is None or memo[0] != g.version:
        memo = f.state["targets"] = (g.version, {}, {})

    def targets_of(o: int) -> list[tuple[Any, ...]]:
        r = memo[1].get(o)
        if r is None:
            r = memo[1][o] = attack_targets(g, t, o, memo[2])
        return r

    known = f.state.get("cands")        # the candidates too, while the state is the same
    if known is not None and known[0] == g.version:
        cands = known[1]
    else:
        cands = [o for p in side for o in g.controlled_by(p) if can_attack(g, o)]
        cands = [o for o in sorted(cands, key=g.battlefield.index) if targets_of(o)] if len(side) > 1 else \
            [o for o in cands if targets_of(o)]
        f.state["cands"] = (g.version, cands)
    decl: dict[int, tuple[Any, ...]] = {}
    f.state["declaring"] = decl         # the declaration so far, for the declaring player's view (508.1)
    f.state["choosing"] = None
    for o in cands:
        # 508.1d: a requirement "attacks <player> each combat if able" (note "must_attack" = that seat; Rotted
        # Ones, Lay Siege) is obeyed whenever that player can be attacked; nothing here limits how many
        # creatures attack, so obeying every requirement is the maximum possible.
        who = g.objects[o].note.get("must_attack")
        if who is not None and ("player", who) in targets_of(o):
            decl[o] = ("player", who)
    for o in cands:
        # 701.38b-c / 508.1d: a goaded creature attacks if able, a player other than its goaders if able; the
        # attacking player picks among the targets that obey the most requirements.
        marks: tuple[int, ...] | None = g.objects[o].note.get(GOADED)
        if not marks or o in decl:
            continue
        allowed = goad_targets(marks, targets_of(o))
        if len(allowed) == 1:
            decl[o] = allowed[0]
        elif allowed:
            f.state["choosing"] = o
            got = _choose_defender(g, proc, f, ap, o, allowed, "701.38b")
            if isinstance(got, Question):
                return got                  # paused: Game._run_frames asks it
            decl[o] = got.value
            f.state["choosing"] = None
    for o in cands:
        # 508.1d: "attacks each combat if able" — it attacks (what it attacks is the attacking player's choice).
        if o in decl or ATTACKS_EACH_COMBAT not in g.chars(o).keywords:
            continue
        allowed = targets_of(o)
        if len(allowed) == 1:
            decl[o] = allowed[0]
        elif allowed:
            f.state["choosing"] = o
            got = _choose_defender(g, proc, f, ap, o, allowed, "508.1d")
            if isinstance(got, Question):
                return got                  # paused: Game._run_frames asks it
            decl[o] = got.value
            f.state["choosing"] = None
    if len(cands) == 1 and CANT_ATTACK_ALONE in g.chars(cands[0]).keywords:
        cands = []          # 508.1c: it could only attack alone
        decl.clear()        # 508.1d: a requirement that can't be obeyed without breaking that restriction
    forced = dict(decl)
    while True:
        left = [o for o in cands if o not in decl]
        legal = _attackers_legal(g, decl)
        if not left and legal:
            break
        known_opts = _options_memo(g, f)
        opts = [_option_for(g, known_opts, "attacker", "opt.attack_with", o) for o in left]
        if legal:
            opts.append(DONE)                   # 508.1c: only a legal declaration may be finished
        elif len(decl) > len(forced):
            opts.append(_RESET_ATTACKS)
        got = proc.answer(ap, "declare_attackers", "prompt.declare_attackers", opts, "508.1a")
        if isinstance(got, Question):
            return got                  # paused: Game._run_frames asks it
        a = got
        if a.kind == "done":
            break
        if a.kind == "reset":
            decl = dict(forced)
            f.state["declaring"] = decl
            continue
        targets = targets_of(a.value)
        if len(targets) == 1:
            decl[a.value] = targets[0]
        else:
            f.state["choosing"] = a.value
            got = _choose_defender(g, proc, f, ap, a.value, targets, "508.1b")
            if isinstance(got, Question):
                return got                  # paused: Game._run_frames asks it
            decl[a.value] = got.value
            f.state["choosing"] = None
    t.combat = Combat()
    for oid, target in decl.items():
        t.combat.attackers[oid] = target
        t.combat.defenders.add(attacked_player(g, target))        # 508.5 / 310.8d
        if VIGILANCE not in g.chars(oid).keywords:
            tap(g, oid, rule="508.1f")
    if decl:
        g.note("log.attacks", "508.1", like=ev.ATTACKS, args={"player": g.players[t.active].name,
                                                              "pairs": [f"{g.name(o)} -> {_label(g, r)}" for o, r in decl.items()]})
    for oid, target in decl.items():
        g.emit(ev.Event(ev.ATTACKS, "508.1m", "", obj=oid, player=g.controller(oid),
                        target_player=attacked_player(g, target), turn=t.id))
    return None


def _choose_defender(g: "Game", proc: Proc, f: "Frame", ap: int, attacker: int, allowed: list[tuple[Any, ...]],
                     rule: str) -> Option | Question:
    """508.1b: the attacking player chooses which player, planeswalker or battle ``attacker`` attacks. The options
    are made once per state version (the declaration re-runs after every answer, decisions.py)."""
    known = _options_memo(g, f)
    key = (attacker, rule)
    opts = known.get(key)
    if opts is None:
        opts = known[key] = [Option("defender", "text", r, (("text", _label(g, r)),)) for r in allowed]
    return proc.answer(ap, "choose_defender", "prompt.choose_defender", opts, rule, args={"card": g.name(attacker)})


def _options_memo(g: "Game", f: "Frame") -> dict[Any, Any]:
    """Options of a declaration (508.1, 509.1) made for the current state version, kept in its frame: nothing
    changes while it is made, and it re-runs after every answer."""
    memo: tuple[int, dict[Any, Any]] | None = f.state.get("options")
    if memo is None or memo[0] != g.version:
        memo = f.state["options"] = (g.version, {})
    return memo[1]


def _option_for(g: "Game", known: dict[Any, Any], kind: str, key: str, oid: int) -> Option:
    """The option ``kind`` naming the permanent ``oid``, made once per state version (_options_memo)."""
    o: Option | None = known.get((kind, oid))
    if o is None:
        o = known[(kind, oid)] = Option(kind, key, oid, (("card", g.name(oid)),))
    return o


def _attackers_legal(g: "Game", decl: dict[int, tuple[Any, ...]]) -> bool:
    """508.1c / 802.3a: "can't attack alone" is checked over the whole group of attackers."""
    if len(decl) != 1:
        return True
    only = next(iter(decl))
    return CANT_ATTACK_ALONE not in g.chars(only).keywords


def declaration_in_progress(g: "Game", player: int) -> list[tuple[int, tuple[Any, ...] | None]]:
    """508.1: the attackers ``player`` has chosen so far in a declaration still being made (their own
    pending decision), each with what it attacks (None while that is being chosen, 508.1b). Empty for
    anyone else: until the declaration is finished it is known only to the declaring player."""
    for t in g.turns:
        f = t.frames[-1] if t.frames else None
        if f is None or f.fn is not declare_attackers or f.pending is None or f.pending.player != player:
            continue
        out: list[tuple[int, tuple[Any, ...] | None]] = [(o, r) for o, r in f.state.get("declaring", {}).items()]
        if f.state.get("choosing") is not None:
            out.append((f.state["choosing"], None))
        return out
    return []


def can_block(g: "Game", blocker: int, attacker: int) -> bool:
    """509.1b: flying/reach (702.9b), landwalk (702.14c), protection (702.16f), "can't block"."""
    bc = g.chars(blocker)
    ac = g.chars(attacker)
    if FLYING in ac.keywords and not (FLYING in bc.keywords or REACH in bc.keywords):
        return False
    if "CantBlock" in bc.keywords or "CantBeBlocked" in ac.keywords:   # 509.1b: "can't be blocked"
        return False
    defender = _defending_player(g, attacker, bc.controller)
    for kw, land_type in LANDWALK.items():
        if kw in ac.keywords and any(g.controller(o) == defender and land_type in g.chars(o).subtypes
                                     for o in g.battlefield):
            return False
    if protected_from(g, attacker, blocker):
        return False
    return evasion_allows(g, bc, ac)          # 702.13, 702.28, 702.31, 702.36, 702.118; 509.1b restrictions


def _defending_player(g: "Game", attacker: int, default: int) -> int:
    """805.10e: the defending player an attacking creature's ability refers to is the player it attacks
    (or the controller of the planeswalker it attacks) — with team blocks that need not be the blocker's
    controller. Outside combat (or when unknown) ``default``."""
    for t in g.turns:
        c = t.combat
        if c is not None and attacker in c.attackers:
            target = c.attackers[attacker]
            if target[0] == "player":
                seat: int = target[1]
                return seat
            return attacked_player(g, target) if target[1] in g.objects else default
    return default


def _attacking(g: "Game", t: "Turn", defenders: tuple[int, ...]) -> list[int]:
    """Attackers attacking these players or planeswalkers they control (802.4a, 805.10d)."""
    out = []
    assert t.combat is not None
    for a, target in t.combat.attackers.items():
        if a not in g.objects:
            continue
        if target[0] == "player" and target[1] in defenders:
            out.append(a)
        elif target[0] == "obj" and target[1] in g.objects and attacked_player(g, target) in defenders:
            out.append(a)
    return out


def _defended_by(g: "Game", t: "Turn", blocker: int, attacker: int) -> bool:
    """802.4a: a creature can block only creatures attacking its controller (or, with shared team
    turns, its controller's team, 805.10d) or planeswalkers they control."""
    from .sides import side_of
    assert t.combat is not None
    target = t.combat.attackers[attacker]
    who = attacked_player(g, target) if target[0] == "player" or target[1] in g.objects else -1
    return who in side_of(g, g.controller(blocker))          # 310.8c: only a battle's protector blocks for it


def _blocks_legal(g: "Game", blocks: dict[int, list[int]]) -> bool:
    """509.1b-c restrictions on the group of blocks of one defending player (802.4b): menace (702.111b) and "can't be
    blocked except by N or more creatures" (a minimum), "can't be blocked by more than N creatures" (a maximum),
    "can't block alone"."""
    count: dict[int, int] = {}
    for atks in blocks.values():
        for a in atks:
            count[a] = count.get(a, 0) + 1
    for a, n in count.items():
        ch = g.chars(a)
        least = 2 if MENACE in ch.keywords else 0
        p = profile(ch.keywords)
        if not p.empty:
            least = max(least, p.min_blockers)
            if p.max_blockers and n > p.max_blockers:
                return False
        if n < least:
            return False
    if len(blocks) == 1:
        only = next(iter(blocks))
        if CANT_BLOCK_ALONE in g.chars(only).keywords:
            return False
    return True


def _capacity(g: "Game", blocker: int) -> int:
    """509.1a: one attacker per blocker, more with "can block an additional creature" / "any number" (the count
    of attackers it may block)."""
    extra = profile(g.chars(blocker).keywords).extra_blocks
    return 1 << 20 if extra < 0 else 1 + extra


def _room(most: dict[int, int], attacker: int, blocks: dict[int, list[int]]) -> bool:
    """May one more creature block ``attacker`` ("can't be blocked by more than N creatures" never exceeded)?
    ``most``: each attacker's maximum number of blockers (0: no maximum), worked out once per declaration."""
    m = most[attacker]
    return not m or sum(1 for atks in blocks.values() if attacker in atks) < m


def _forced_blocks(g: "Game", proc: Proc, who: int, mine: list[int], blockable: dict[int, list[int]],
                   most: dict[int, int]) -> dict[int, list[int]]:
    """509.1c requirements, obeyed before the free choice: a creature able to block an attacker with "all creatures
    able to block this creature do so" blocks it (one of them, its controller's choice, when several), and a
    creature that "blocks each combat if able" blocks an attacker of its controller's choice. A requirement whose
    blocks alone would break a restriction (menace, a maximum, "can't block alone") is left unobeyed — a
    simplification where another, voluntary blocker could have made it legal."""
    forced: dict[int, list[int]] = {}
    lure = {x for x in most if LURE in g.chars(x).keywords}
    for b in mine:
        choices = blockable[g._keys[b]]
        if not choices:
            continue
        lures = [x for x in choices if x in lure and _room(most, x, forced)] if lure else []
        if not lures and BLOCKS_EACH_COMBAT in g.chars(b).keywords:
            lures = [x for x in choices if _room(most, x, forced)]
        if not lures:
            continue
        pick = lures[0] if len(lures) == 1 else proc.ask(
            who, "choose_attacker", "prompt.choose_attacker",
            [Option("attacker", "text", x, (("text", g.name(x)),)) for x in lures], "509.1c",
            args={"card": g.name(b)}).value
        forced[b] = [pick]
    if not _blocks_legal(g, forced):
        # drop the requirements that make the group illegal: attackers blocked by too few, a lone blocker
        for a in {x for atks in forced.values() for x in atks}:
            trial = {k: v for k, v in forced.items() if a not in v}
            n = len(forced) - len(trial)
            ch = g.chars(a)
            if n < max(2 if MENACE in ch.keywords else 0, profile(ch.keywords).min_blockers):
                forced = trial
        if not _blocks_legal(g, forced):
            forced = {}
    return forced


def declare_blockers(g: "Game", t: "Turn", proc: Proc, f: "Frame") -> Question | None:
    """509.1 / 802.4: each defending player, in APNAP order, declares blockers."""
    c = t.combat
    if c is None or not c.attackers:
        return None
    from .sides import apnap_sides
    plan: list[tuple[int, dict[int, list[int]]]] = []
    for side in apnap_sides(g, t):
        if not any(p in c.defenders for p in side):
            continue
        d = side[0]
        # A defending player who already declared is not worked out again on the next re-run (after a later
        # defender's answer): the same state and the same answers give the same blocks.
        done: dict[int, tuple[int, int, int, dict[int, list[int]]]] | None = f.state.get("blocks_done")
        if done is not None:
            rec = done.get(d)
            if rec is not None and rec[0] == g.version and rec[1] == proc.cursor and rec[2] <= len(proc.answers):
                proc.cursor = rec[2]
                plan.append((d, rec[3]))
                continue
        start = proc.cursor
        attackers = _attacking(g, t, side)
        if not attackers:
            continue
        # The untapped creatures that could block, and which attackers each could block: nothing changes while
        # blocks are declared (509.1), and this procedure re-runs after every answer (decisions.py), so this is
        # worked out once per state version.
        memo: tuple[int, dict[int, tuple[list[int], dict[int, list[int]], dict[int, int], dict[int, int]]]] | None \
            = f.state.get("can_block")
        if memo is None or memo[0] != g.version:
            memo = f.state["can_block"] = (g.version, {})
        if d not in memo[1]:
            cm = g.all_chars()
            mine = [o for p in side for o in g.controlled_by(p)
                    if "Creature" in cm[o].types and not g.objects[o].tapped]
            if len(side) > 1:
                mine.sort(key=g.battlefield.index)
            # keyed by the ids as the objects table holds them (Game.key): looked up on every re-run
            memo[1][d] = (mine, {g.key(b): [x for x in attackers if can_block(g, b, x) and _defended_by(g, t, b, x)]
                                 for b in mine},
                          {g.key(b): _capacity(g, b) for b in mine},
                          {g.key(x): profile(g.chars(x).keywords).max_blockers for x in attackers})
        mine, blockable, caps, most = memo[1][d]
        able = [b for b in mine if blockable[g._keys[b]]]
        if len(able) == 1 and CANT_BLOCK_ALONE in g.chars(able[0]).keywords:
            continue        # 509.1b: the one creature that could block can't block alone
        who = g.decider(d)
        forced = _forced_blocks(g, proc, who, mine, blockable, most)
        blocks: dict[int, list[int]] = {b: list(v) for b, v in forced.items()}
        while True:
            free = [b for b in mine if blockable[g._keys[b]] and len(blocks.get(b, ())) < caps[g._keys[b]]
                    and any(x not in blocks.get(b, ()) and _room(most, x, blocks) for x in blockable[g._keys[b]])]
            known_opts = _options_memo(g, f)
            opts = [_option_for(g, known_opts, "blocker", "opt.block_with", b) for b in free]
            legal = _blocks_legal(g, blocks)
            if legal:
                opts.append(DONE)
            if len(blocks) > len(forced) or any(len(v) > 1 for v in blocks.values()):
                opts.append(_RESET_BLOCKS)
            if not opts:
                break
            if not free and legal and blocks == forced:
                break
            got = proc.answer(who, "declare_blockers", "prompt.declare_blockers", opts, "509.1a",
                              args={"player": g.players[d].name})
            if isinstance(got, Question):
                return got                  # paused: Game._run_frames asks it
            a = got
            if a.kind == "done":
                break
            if a.kind == "reset":
                blocks = {b: list(v) for b, v in forced.items()}
                continue
            have = blocks.get(a.value, [])
            choices = [x for x in blockable[g._keys[a.value]] if x not in have and _room(most, x, blocks)]
            if len(choices) == 1:
                blocks[a.value] = have + [choices[0]]
            else:
                got = proc.answer(who, "choose_attacker", "prompt.choose_attacker",
                                  [Option("attacker", "text", x, (("text", g.name(x)),)) for x in choices], "509.1a",
                                  args={"card": g.name(a.value)})
                if isinstance(got, Question):
                    return got                  # paused: Game._run_frames asks it
                b = got
                blocks[a.value] = have + [b.value]
        plan.append((d, blocks))
        if done is None:
            done = f.state["blocks_done"] = {}
        done[d] = (g.version, start, proc.cursor, blocks)
    newly_blocked: list[int] = []
    for d, blocks in plan:
        pairs = [(bk, atk) for bk, atks in blocks.items() for atk in atks]
        for bk, atk in pairs:
            if atk not in c.was_blocked and atk not in newly_blocked:
                newly_blocked.append(atk)
            c.blockers.setdefault(bk, []).append(atk)
            c.blocked.setdefault(atk, []).append(bk)
            c.was_blocked.add(atk)
        if pairs:
            g.note("log.blocks", "509.1", like=ev.BLOCKS, args={"player": g.players[d].name,
                                                                 "pairs": [f"{g.name(bk)} -> {g.name(atk)}" for bk, atk in pairs]})
        for bk, atk in pairs:
            g.emit(ev.Event(ev.BLOCKS, "509.1i", "", obj=bk, source=atk, player=d, turn=t.id))
    for atk in newly_blocked:
        # 509.3c: "whenever [a creature] becomes blocked" triggers once per combat; the event involves only
        # the attacking creature (not its blockers), which matters for 801.7.
        g.emit(ev.Event(ev.BECOMES_BLOCKED, "509.3c", "", obj=atk, player=g.controller(atk), turn=t.id))
    for atk, target in list(c.attackers.items()):
        if atk not in c.was_blocked and atk in g.objects:
            # 509.3g: "whenever [a creature] attacks and isn't blocked" triggers if no creatures are declared as
            # blockers for it; target_player is its defending player (508.5).
            who = attacked_player(g, target) if target[0] == "player" or target[1] in g.objects else -1
            g.emit(ev.Event(ev.UNBLOCKED, "509.3g", "", obj=atk, player=g.controller(atk), target_player=who,
                            turn=t.id))
    return None


def put_blocking(g: "Game", t: "Turn", blocker: int, attacker: int) -> bool:
    """509.4: a creature put onto the battlefield blocking a given attacking creature. 509.4a / 506.3d: it is
    a blocking creature only if that creature is still attacking and the blocker's controller is a defending
    player for it. It never "blocked" (no blocks triggers, 509.3a), but the attacker becomes blocked
    (509.1h; 509.3c triggers only if it was unblocked)."""
    c = t.combat
    if c is None or attacker not in c.attackers or attacker not in g.objects or blocker not in g.objects \
            or "Creature" not in g.chars(blocker).types or not _defended_by(g, t, blocker, attacker):
        return False
    newly = attacker not in c.was_blocked
    c.blockers[blocker] = [attacker]
    c.blocked.setdefault(attacker, []).append(blocker)
    c.was_blocked.add(attacker)
    g.note("log.is_blocking", "509.4", args={"card": g.name(blocker), "attacker": g.name(attacker)})
    if newly:
        g.emit(ev.Event(ev.BECOMES_BLOCKED, "509.3c", "", obj=attacker, player=g.controller(attacker), turn=t.id))
    return True


def _lethal(g: "Game", attacker: int, blocker: int, already: int) -> int:
    """702.19b: lethal damage accounts for damage marked and already assigned; 702.2c: with deathtouch
    any nonzero amount is lethal (so 1, unless the blocker already has lethal damage)."""
    ch = g.chars(blocker)
    lethal = max(0, (ch.toughness or 0) - g.objects[g._keys[blocker]].damage - already)
    if DEATHTOUCH in g.chars(attacker).keywords:
        return min(lethal, max(0, 1 - already))
    return lethal


def deals_in_step(g: "Game", oid: int, first_strike_step: bool, c: Combat) -> bool:
    kw = g.chars(oid).keywords
    fs = FIRST_STRIKE in kw or DOUBLE_STRIKE in kw
    if first_strike_step:
        return fs
    if c.first_strike_step:
        return DOUBLE_STRIKE in kw or oid not in c.dealt_first_strike   # 510.4
    return True


def combat_damage(g: "Game", t: "Turn", proc: Proc, f: "Frame", first_strike_step: bool) -> None:
    """510.1-510.2: assign combat damage (attackers first, then blockers), then deal it all at once."""
    c = t.combat
    if c is None:
        return None
    if first_strike_step:
        # 510.4: remember who had first strike or double strike as the first step began; only those
        # without it (or with double strike now) assign damage in the second step.
        c.dealt_first_strike = {o for o in list(c.attackers) + list(c.blockers) if o in g.objects
                                and (FIRST_STRIKE in g.chars(o).keywords or DOUBLE_STRIKE in g.chars(o).keywords)}
    assignments: list[tuple[int, tuple[Any, ...], int]] = []
    for a, target in c.attackers.items():
        if a not in g.objects or g.objects[g._keys[a]].zone != BATTLEFIELD or not deals_in_step(g, a, first_strike_step, c):
            continue
        power = g.chars(a).power or 0
        if power <= 0:
            continue                                   # 510.1a
        if a in c.was_blocked and ASSIGNS_AS_UNBLOCKED in g.chars(a).keywords and _target_ok(g, target) and \
                proc.ask(g.decider(g.controller(a)), "yes_no", "combat.prompt.as_unblocked", [_YES, _NO], "510.1c",
                         args={"card": g.name(a)}).value:
            assignments.append((a, target, power))   # "as though it weren't blocked" (510.1b instead of 510.1c)
            continue
        if a in c.was_blocked:
            blockers = [b for b in c.blocked.get(a, []) if b in g.objects and g.objects[g._keys[b]].zone == BATTLEFIELD]
            trample = TRAMPLE in g.chars(a).keywords
            if not blockers:
                if trample and _target_ok(g, target):
                    assignments.append((a, target, power))   # 702.19d
                continue
            for ref, n in _divide(g, proc, a, blockers, power, trample, target):
                assignments.append((a, ref, n))
        elif _target_ok(g, target):
            assignments.append((a, target, power))           # 510.1b (800.4e: not to a player who left)
    for b, attacked in c.blockers.items():
        if b not in g.objects or g.objects[g._keys[b]].zone != BATTLEFIELD or not deals_in_step(g, b, first_strike_step, c):
            continue
        power = g.chars(b).power or 0
        live = [a for a in attacked if a in g.objects and g.objects[g._keys[a]].zone == BATTLEFIELD]
        if power > 0 and len(live) == 1:
            assignments.append((b, ("obj", live[0]), power))  # 510.1d
        elif power > 0 and live:
            # 510.1d: blocking two or more creatures, it divides its damage among them as its controller chooses
            remaining = power
            who = g.decider(g.controller(b))
            for i, a in enumerate(live):
                if i == len(live) - 1:
                    n = remaining
                else:
                    n = proc.ask(who, "assign_damage", "prompt.assign_damage",
                                 [Option("amount", "text", v, (("text", v),)) for v in range(remaining + 1)], "510.1d",
                                 args={"card": g.name(b), "n": power, "blocker": g.name(a)}).value
                if n:
                    assignments.append((b, ("obj", a), n))
                remaining -= n
    for src, target, n in assignments:
        deal_damage(g, src, target, n, combat=True, rule="510.2")
    return None


def _target_ok(g: "Game", target: tuple[Any, ...]) -> bool:
    if target[0] == "player":
        return not g.players[target[1]].left
    return target[1] in g.objects and g.objects[target[1]].zone == BATTLEFIELD


def _divide(g: "Game", proc: Proc, a: int, blockers: list[int], power: int, trample: bool,
            target: tuple[Any, ...]) -> list[tuple[tuple[Any, ...], int]]:
    """510.1c: divide among blockers as the controller chooses; 702.19b: with trample, excess beyond
    lethal to every blocker may go to the player or planeswalker it attacks."""
    if len(blockers) == 1 and not trample:
        return [(("obj", blockers[0]), power)]
    from .sides import primary
    who = g.decider(primary(g, g.controller(a)))   # 805.10f / 805.2: the attacking team announces (its primary)
    out: list[tuple[tuple[Any, ...], int]] = []
    remaining = power
    all_lethal = True
    for i, b in enumerate(blockers):
        last = i == len(blockers) - 1
        lethal = _lethal(g, a, b, 0)
        if last and not trample:
            out.append((("obj", b), remaining))
            remaining = 0
            break
        if last and trample:
            if not all_lethal or not _target_ok(g, target):
                amounts = [remaining]
            else:
                amounts = sorted({remaining} | set(range(min(lethal, remaining), remaining + 1)))
        else:
            amounts = list(range(0, remaining + 1))
        n: int
        if len(amounts) == 1:
            n = amounts[0]
        else:
            n = proc.ask(who, "assign_damage", "prompt.assign_damage",
                         [Option("amount", "text", v, (("text", v),)) for v in amounts], "510.1c",
                         args={"card": g.name(a), "n": power, "blocker": g.name(b)}).value
        if n < lethal:
            all_lethal = False
        if n:
            out.append((("obj", b), n))
        remaining -= n
    if remaining > 0 and trample:
        out.append((target, remaining))
    return out


def remove_from_combat(g: "Game", oid: int, rule: str = "506.4") -> bool:
    """506.4: ``oid`` stops being an attacking, blocking, blocked or unblocked creature (a creature it blocked stays
    blocked, 509.1h). False when it wasn't in combat."""
    found = False
    for t in g.turns:
        c = t.combat
        if c is None:
            continue
        if oid in c.attackers:
            del c.attackers[oid]
            c.blocked.pop(oid, None)
            c.was_blocked.discard(oid)
            for atks in c.blockers.values():
                if oid in atks:
                    atks.remove(oid)
            found = True
        if oid in c.blockers:
            for a in c.blockers.pop(oid):
                bl = c.blocked.get(a)
                if bl is not None and oid in bl:
                    bl.remove(oid)
            found = True
    if found:
        g.note("combat.log.removed_from_combat", rule, args={"card": g.name(oid)})
    return found


def end_combat(g: "Game", t: "Turn") -> None:
    """511.3: at the end of combat, creatures stop attacking and blocking."""
    t.combat = None
