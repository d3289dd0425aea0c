"""Combat plans for the heuristic: which creatures attack whom (508.1), which block what (509.1).

A plan is computed from the view alone and is deterministic, so the engine's one-creature-at-a-time
declarations (DESIGN "decisions") can be answered by recomputing it at each step.
"""
from __future__ import annotations

from typing import Any, Iterable

from ..engine.constants import DEFENDER, DOUBLE_STRIKE, FLYING, MENACE, REACH, TRAMPLE, VIGILANCE
from .evaluation import Fighter, can_block, fight, perm_value
from .table import Table


def damage_of(perm: dict) -> int:
    """Combat damage a creature deals to a player if unblocked (double strike deals it twice, 702.4)."""
    p = max(0, perm.get("power") or 0)
    return 2 * p if DOUBLE_STRIKE in (perm.get("keywords") or ()) else p


def can_attack(perm: dict) -> bool:
    """508.1a as a view shows it: an untapped creature without summoning sickness or defender."""
    kws = perm.get("keywords") or ()
    return ("Creature" in perm["types"] and not perm["tapped"] and not perm.get("sick")
            and DEFENDER not in kws and "CantAttack" not in kws)


def attackable_opponents(t: Table) -> list[int]:
    """Opponents my creatures can probably attack: in range (801.3), neighbours for attack-left/right (803)
    and adjacent-only variants (809.3c, 811.4). The engine's own list wins when it asks."""
    opps = [q for q in t.opponents if t.alive(q)]
    alive = [p["seat"] for p in t.players if not p["left"]]
    if len(alive) < 2:
        return opps
    i = alive.index(t.me) if t.me in alive else 0
    left, right = alive[(i + 1) % len(alive)], alive[(i - 1) % len(alive)]
    mode = t.rules.get("attack", "multiple")
    if mode == "left":
        return [q for q in opps if q == left]
    if mode == "right":
        return [q for q in opps if q == right]
    if t.rules.get("adjacent_only"):
        return [q for q in opps if q in (left, right)]
    rng = t.players[t.me].get("range")
    if rng:
        def dist(q: int) -> int:
            d = abs(alive.index(q) - i)
            return min(d, len(alive) - d)
        return [q for q in opps if q in alive and dist(q) <= rng]
    return opps


def _blockers_for(t: Table, defender: int) -> list[dict]:
    side = t.blocking_side(defender)
    return [p for p in t.creatures(side) if not p["tapped"] and "CantBlock" not in (p.get("keywords") or ())]


def attack_risk(t: Table, attacker: dict, defender: int, blockers: list[dict] | None = None) -> tuple[str, float]:
    """How an attack at ``defender`` may go: ("free", 0) unblockable or nothing kills it, ("trade", value lost
    net of what it kills), or ("bad", value lost) when a blocker kills it and survives."""
    if blockers is None:
        blockers = _blockers_for(t, defender)
    lands = t.land_names(t.blocking_side(defender))
    able = [b for b in blockers if can_block(attacker, b, lands)]
    if MENACE in (attacker.get("keywords") or ()) and len(able) < 2:
        able = []
    if not able:
        return "free", 0.0
    a = Fighter.of(attacker)
    a_val = perm_value(attacker)
    worst = ("free", 0.0)
    for b in able:
        a_dies, b_dies = fight(a, Fighter.of(b))
        if a_dies and not b_dies:
            return "bad", a_val
        if a_dies and b_dies:
            loss = a_val - perm_value(b)
            if worst[0] != "trade" or loss > worst[1]:
                worst = ("trade", loss)
    return worst


def _lethal_alpha(t: Table, attackers: list[dict], defender: int) -> bool:
    """Would every attacker at ``defender`` deal lethal damage even if each untapped blocker stops one?"""
    blockers = _blockers_for(t, defender)
    lands = t.land_names(t.blocking_side(defender))
    dmg = []
    for a in attackers:
        stoppers = [b for b in blockers if can_block(a, b, lands)]
        dmg.append((damage_of(a), bool(stoppers), a))
    dmg.sort(key=lambda x: -x[0])
    n_block = len(blockers)
    total = 0
    for d, blockable, a in dmg:
        if blockable and n_block > 0:
            n_block -= 1
            if TRAMPLE in (a.get("keywords") or ()):
                total += max(0, d - 3)
            continue
        total += d
    return total >= t.life(defender) > 0


def _threat_to_me(t: Table, staying: list[dict]) -> int:
    """Damage the opponents' creatures could deal me on their next turns past the creatures I keep back:
    the most dangerous opponent in full, and a share of the others (several opponents rarely all swing at
    the same player)."""
    per_opp = []
    for q in t.opponents:
        attackers = sorted((p for p in t.creatures(frozenset((q,)))
                            if DEFENDER not in (p.get("keywords") or ()) and (p.get("power") or 0) > 0),
                           key=lambda p: -damage_of(p))
        free = list(staying)
        total = 0
        for a in attackers:
            flying = FLYING in (a.get("keywords") or ())
            blocker = next((b for b in free if not flying or {FLYING, REACH} & set(b.get("keywords") or ())), None)
            if blocker is not None:
                free.remove(blocker)
            else:
                total += damage_of(a)
        per_opp.append(total)
    if not per_opp:
        return 0
    per_opp.sort(reverse=True)
    return per_opp[0] + int(0.3 * sum(per_opp[1:]))


class _Without:
    """A table as it would be once ``seat`` has left (for "what if I knock them out")."""

    def __init__(self, t: Table, seat: int):
        self._t = t
        self.opponents = [q for q in t.opponents if q != seat]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._t, name)


def plan_attack(t: Table, aggression: float = 0.0) -> dict[int, int]:
    """Attacker id -> defending player seat for the attack I would make now (508.1)."""
    mine = [p for p in t.creatures(t.side) if can_attack(p)]
    defenders = attackable_opponents(t)
    if not mine or not defenders:
        return {}
    # All-in at a defender we can kill this turn — the one whose loss matters most — if that wins the game
    # or leaves enough at home against the opponents still in it.
    for d in sorted(defenders, key=lambda q: -t.focus(q)):
        if _lethal_alpha(t, mine, d):
            rest = [q for q in t.opponents if q != d and t.alive(q)
                    and not (t.players[q]["team"] is not None and t.players[q]["team"] == t.players[d]["team"])]
            staying = [p for p in t.creatures(t.side) if p not in mine or VIGILANCE in (p.get("keywords") or ())]
            if not rest or _threat_to_me(_Without(t, d), staying) < t.life(t.me):
                return {p["id"]: d for p in mine}
    plan: dict[int, int] = {}
    blockers_of = {d: _blockers_for(t, d) for d in defenders}
    for a in sorted(mine, key=lambda p: -perm_value(p)):
        best, best_score = None, 0.0
        for d in defenders:
            kind, loss = attack_risk(t, a, d, blockers_of[d])
            if kind == "bad":
                continue
            if kind == "trade" and loss > aggression:
                continue
            score = t.focus(d) * (1.0 + damage_of(a)) - (0.5 * loss if kind == "trade" else 0.0)
            if best is None or score > best_score:
                best, best_score = d, score
        if best is not None and damage_of(a) > 0:
            plan[a["id"]] = best
    # Keep enough creatures home not to die on the swing back.
    my_life = t.life(t.me)
    order = sorted(plan, key=lambda oid: perm_value(t.by_id[oid]))
    while plan:
        staying = [p for p in t.creatures(t.side)
                   if "Creature" in p["types"] and (p["id"] not in plan or VIGILANCE in (p.get("keywords") or ()))
                   and "CantBlock" not in (p.get("keywords") or ())]
        if _threat_to_me(t, staying) < my_life:
            break
        # Drop the attacker that blocks best (the biggest toughness) first.
        drop = max(order, key=lambda oid: (t.by_id[oid].get("toughness") or 0, -perm_value(t.by_id[oid])))
        order.remove(drop)
        del plan[drop]
    return plan


def best_defender(t: Table, attacker: dict | None, refs: Iterable[Any]) -> int:
    """Index of the best choice among the engine's ``choose_defender`` options (player or planeswalker refs)."""
    refs = list(refs)
    best_i, best_s = 0, None
    for i, ref in enumerate(refs):
        who = t.owner_of_ref(ref)
        if who is None or who in t.allies:
            s = -100.0
        else:
            s = t.focus(who)
            if attacker is not None:
                kind, loss = attack_risk(t, attacker, who)
                s -= {"free": 0.0, "trade": 0.5 + max(0.0, loss), "bad": 3.0}[kind]
            if ref[0] == "obj":
                s -= 0.5                      # a planeswalker: players first
        if best_s is None or s > best_s:
            best_i, best_s = i, s
    return best_i


def _needs_company(a: dict) -> bool:
    """Can this attacker be blocked only by two or more creatures (menace 702.111b, "except by three or more")?"""
    kws = a.get("keywords") or ()
    return MENACE in kws or any(k.startswith("MinBlockers(") for k in kws)


def plan_blocks(t: Table, menace: bool = True) -> dict[int, int]:
    """Blocker id -> attacker id for the attackers coming at my side (509.1), chump-blocking only to survive.
    With ``menace`` False no attacker with menace is blocked, so every partial declaration is legal (509.1c)."""
    attackers = t.attacking_me()
    if not attackers:
        return {}
    side = t.blocking_side(t.me)
    lands = t.land_names(side)
    free = [p for p in t.creatures(side) if not p["tapped"] and "CantBlock" not in (p.get("keywords") or ())
            and (menace or "CantBlockAlone" not in (p.get("keywords") or ()))]
    blocks: dict[int, int] = {}
    blocked: set[int] = set()
    order = sorted(attackers, key=lambda a: -(perm_value(a) + damage_of(a)))

    def options(a: dict) -> list[tuple[str, float, dict]]:
        out = []
        fa = Fighter.of(a)
        for b in free:
            if b["id"] in blocks or not can_block(a, b, lands):
                continue
            a_dies, b_dies = fight(fa, Fighter.of(b))
            if a_dies and not b_dies:
                out.append(("kill", perm_value(b), b))
            elif not a_dies and not b_dies:
                out.append(("wall", perm_value(b), b))
            elif a_dies and b_dies:
                out.append(("trade", perm_value(b) - perm_value(a), b))
            else:
                out.append(("chump", perm_value(b), b))
        return out

    for wanted in ("kill", "wall", "trade"):
        for a in order:
            if a["id"] in blocked or _needs_company(a):
                continue
            opts = [o for o in options(a) if o[0] == wanted]
            if wanted == "trade":
                opts = [o for o in opts if o[1] <= 0.25]
            if wanted == "wall" and TRAMPLE in (a.get("keywords") or ()):
                opts = [o for o in opts if (o[2].get("toughness") or 0) >= damage_of(a)] or opts
            if opts:
                b = min(opts, key=lambda o: o[1])[2]
                blocks[b["id"]] = a["id"]
                blocked.add(a["id"])

    def unblocked_damage() -> int:
        total = 0
        for a in attackers:
            if a["id"] not in blocked:
                total += damage_of(a)
            elif TRAMPLE in (a.get("keywords") or ()):
                absorbed = sum(max(0, (t.by_id[b].get("toughness") or 0) - (t.by_id[b].get("damage") or 0))
                               for b, x in blocks.items() if x == a["id"])
                total += max(0, damage_of(a) - absorbed)
        return total

    life = t.life(t.me)
    staying = [p for p in t.creatures(side) if "CantBlock" not in (p.get("keywords") or ())]
    margin = max(4, _threat_to_me(t, staying))
    if life - unblocked_damage() <= margin:
        # In danger: trade more readily to keep life for the swings still to come.
        for a in order:
            if a["id"] in blocked or _needs_company(a):
                continue
            opts = [o for o in options(a) if o[0] == "trade" and o[1] <= 1.0]
            if opts:
                b = min(opts, key=lambda o: o[1])[2]
                blocks[b["id"]] = a["id"]
                blocked.add(a["id"])
    while unblocked_damage() >= life or life - unblocked_damage() <= margin:
        # Chump the biggest unblocked attacker with the cheapest creature that can block it; to survive this
        # turn with anything, otherwise only with creatures worth little.
        lethal = unblocked_damage() >= life
        target = None
        for a in sorted(attackers, key=lambda a: -damage_of(a)):
            if a["id"] in blocked or damage_of(a) <= 0:
                continue
            if _needs_company(a) and not menace:
                continue
            need = 2 if MENACE in (a.get("keywords") or ()) else 1
            cands = sorted((b for b in free if b["id"] not in blocks and can_block(a, b, lands)
                            and (lethal or perm_value(b) <= 1.0)), key=perm_value)
            if len(cands) >= need:
                target = (a, cands[:need])
                break
        if target is None:
            break
        a, bs = target
        for b in bs:
            blocks[b["id"]] = a["id"]
        blocked.add(a["id"])
    return blocks
