"""The heuristic agent: plays lands, casts what it can afford by a value estimate, attacks and blocks by a
simple combat evaluation, and points harm at opponents — never at teammates (102.3) — focusing the
opposing emperor (809.5) or the archenemy (904) when that is what wins.

It reads only the view and the decision (DESIGN "views"), plus public card definitions by name.
"""
from __future__ import annotations

import random
import re
from typing import Any, Callable

from ..engine.decisions import Decision
from .combat_plan import best_defender, damage_of, plan_attack, plan_blocks
from .evaluation import Fighter, fight
from .knowledge import Ability, Knowledge, text_effects
from .scoring import Scorer, guess_candidates
from .table import Table

_LOOP_LIMIT = 400           # answers by one seat within one step before it only takes the way out


def _index(d: Decision, kind: str) -> int | None:
    for i, o in enumerate(d.options):
        if o.kind == kind:
            return i
    return None


class HeuristicAgent:
    """Answers every kind of decision from the view with fixed rules and value estimates.

    ``epsilon`` is the chance of a uniformly random legal answer instead (for varied search rollouts);
    ``aggression`` is how much card value it will give up in a trade when attacking.
    """

    def __init__(self, seed: int | None = None, *, knowledge: Knowledge | None = None, epsilon: float = 0.0,
                 aggression: float = 0.0):
        self.rng = random.Random(seed)
        self.know = knowledge or Knowledge()
        self.epsilon = epsilon
        self.aggression = aggression
        # seat -> (turn key, names of cards whose cast was cancelled there): never start the same cast twice.
        self._cancelled: dict[int, tuple[tuple, set[str]]] = {}
        self._activated: dict[int, tuple[tuple, dict[Any, int]]] = {}
        # seat -> (turn key, times a block declaration was started again): after one, no menace blocks.
        self._resets: dict[int, tuple[tuple, int]] = {}
        self._last_blocker: dict[int, int] = {}     # seat -> the blocker it declared last (for choose_attacker)
        self._answers: dict[int, tuple[tuple, int]] = {}   # seat -> (turn key, answers given in that step)

    def reset(self) -> None:
        """Forget what was cancelled or activated (a new game, or a new search rollout)."""
        self._cancelled.clear()
        self._activated.clear()
        self._resets.clear()
        self._last_blocker.clear()
        self._answers.clear()

    # ------------------------------------------------------------------ entry point
    def choose(self, view: dict[str, Any], decision: Decision) -> int:
        """The index of the chosen option of ``decision``."""
        n = len(decision.options)
        if n == 1:
            if decision.options[0].kind == "reset":
                self._note_reset(Table(view, decision.player, decision.turn))
            return 0
        if self.epsilon and self.rng.random() < self.epsilon:
            i = self._random(decision)
            if decision.kind == "declare_blockers" and decision.options[i].kind == "blocker":
                self._last_blocker[decision.player] = decision.options[i].value
            return i
        t = Table(view, decision.player, decision.turn)
        key = self._turn_key(t)[:3]
        seen = self._answers.get(t.me)
        count = seen[1] + 1 if seen is not None and seen[0] == key else 1
        self._answers[t.me] = (key, count)
        if count > _LOOP_LIMIT:
            # A last resort against going round in circles within one step: take the quiet way out.
            for kind in ("done", "pass", "cancel"):
                i = _index(decision, kind)
                if i is not None:
                    return i
        fn = _HANDLERS.get(decision.kind)
        i = fn(self, t, decision) if fn is not None else self._random(decision)
        if not isinstance(i, int) or not 0 <= i < n:
            i = self._random(decision)
        return i

    def _random(self, d: Decision) -> int:
        live = [i for i, o in enumerate(d.options) if o.kind not in ("cancel", "reset")]
        return self.rng.choice(live or list(range(len(d.options))))

    def _turn_key(self, t: Table) -> tuple:
        tr = t.turn or {}
        return (tr.get("id"), tr.get("number"), tr.get("step"), len(tr.get("stack") or ()))

    def _was_cancelled(self, t: Table, name: str) -> bool:
        key, names = self._cancelled.get(t.me, ((), set()))
        return key == self._turn_key(t) and name in names

    def _note_cancel(self, t: Table, name: str) -> None:
        key = self._turn_key(t)
        old = self._cancelled.get(t.me)
        if old is None or old[0] != key:
            old = (key, set())
            self._cancelled[t.me] = old
        old[1].add(name)

    # ------------------------------------------------------------------ starting the game (103.5)
    def _mulligan(self, t: Table, d: Decision) -> int:
        keep, mull = _index(d, "keep"), _index(d, "mulligan")
        if keep is None or mull is None:
            return 0
        m = re.search(r"(\d+)", d.options[keep].label)
        size = int(m.group(1)) if m else 7
        hand = t.players[t.me].get("hand") or []
        lands = sum(1 for c in hand if "Land" in c["type"])
        if size <= 5:
            return keep
        lo, hi = (2, 5) if size >= 7 else (1, 5)
        return keep if lo <= lands <= hi else mull

    def _worst_card(self, t: Table, d: Decision) -> int:
        sc = Scorer(t, self.know)
        lands_have = len([p for p in t.perms if p["controller"] == t.me and "Land" in p["types"]])
        hand = t.players[t.me].get("hand") or []
        hand_lands = sum(1 for c in hand if "Land" in c["type"])
        best_i, best_v = None, None
        for i, o in enumerate(d.options):
            if o.kind != "card":
                continue
            c = t.hands.get(o.value)
            name = c["name"] if c else o.label
            info = self.know.card(name)
            v = sc.keep_value(info, lands_have + (hand_lands if d.kind == "bottom" else 0), hand_lands)
            if best_v is None or v < best_v:
                best_i, best_v = i, v
        return best_i if best_i is not None else self._random(d)

    # ------------------------------------------------------------------ priority (117)
    def _priority(self, t: Table, d: Decision) -> int:
        pass_i = _index(d, "pass")
        step = t.step
        main = t.my_turn and step in ("main1", "main2") and not t.stack
        if main:
            for i, o in enumerate(d.options):
                if o.kind in ("land", "land_face"):     # 712.12: either face of a modal double-faced land
                    return i
        sc = Scorer(t, self.know)
        best_i, best_s = pass_i, 0.45
        for i, o in enumerate(d.options):
            if o.kind == "cast":
                s = self._cast_score(t, sc, o.value)
            elif o.kind == "cast_face":                 # another face or half (709.3, 712.11b, 715.3)
                s = self._cast_score(t, sc, o.value[0]) * 0.9
            elif o.kind == "activate":
                s = self._activate_score(t, sc, o.value, o.label)
            else:
                continue
            if s > best_s:
                best_i, best_s = i, s
        if best_i is None:
            return self._random(d)
        if d.options[best_i].kind == "activate":
            key = self._turn_key(t)[:3]
            old = self._activated.get(t.me)
            if old is None or old[0] != key:
                old = (key, {})
                self._activated[t.me] = old
            v = d.options[best_i].value
            old[1][v] = old[1].get(v, 0) + 1
        return best_i

    def _cast_score(self, t: Table, sc: Scorer, oid: Any) -> float:
        c = t.hands.get(oid)
        if c is None:                       # 903.8: a commander is cast from the command zone
            c = next((x for x in t.view.get("command") or () if x.get("id") == oid), None)
        if c is None:
            return 0.0
        info = self.know.card(c["name"])
        if info is None or self._was_cancelled(t, info.name):
            return 0.0
        step = t.step
        counters = info.spell is not None and any(e.name == "CounterTargetSpell" for e in info.spell.effects)
        if t.stack:
            # Respond only to an opponent's spell on top, and only by countering it.
            top = t.stack[-1]
            if not counters or top["controller"] in t.allies or top["kind"] != "spell":
                return 0.0
            return sc.spell_now(info) - 0.8
        if counters:
            return 0.0
        v = sc.spell_now(info)
        if self._removes_creature(info):
            # A removal spell is worth keeping for a real threat; more so with several opponents.
            v -= 0.4 if len(t.opponents) <= 1 else 1.0
        if not info.instant_speed or info.is_creature:
            return v + 0.05 * info.mana_value
        # Instants: removal and tricks when they matter, burn and card draw at an opponent's end step.
        lethal = v >= 15.0
        if lethal:
            return v
        if t.my_turn and step in ("main1", "main2"):
            return v if self._removes_creature(info) else 0.0
        if step in ("declare_attackers", "declare_blockers"):
            return v if not t.my_turn or step == "declare_blockers" else 0.0
        if step == "end" and not t.my_turn:
            return v
        return v if v >= 1.5 and self._removes_creature(info) else 0.0

    @staticmethod
    def _removes_creature(info) -> bool:
        ab = info.spell
        return ab is not None and any(e.name in ("Damage", "Destroy", "Exile", "Bounce", "GainControl")
                                      and e.target is not None for e in ab.effects)

    def _activate_score(self, t: Table, sc: Scorer, value: Any, label: str) -> float:
        try:
            oid, index = value
        except (TypeError, ValueError):
            return 0.0
        key = self._turn_key(t)[:3]
        old = self._activated.get(t.me)
        if old is not None and old[0] == key and old[1].get(value, 0) >= 3:
            return 0.0
        perm = t.by_id.get(oid)
        hand_card = t.hands.get(oid)
        name = perm["name"] if perm else (hand_card["name"] if hand_card else "")
        info = self.know.card(name)
        if info is None:
            return 0.0
        # "activate <name>: <ability text>", with "<player>: " in front when a team has priority (805.5a).
        rest = label[label.find("activate ") + len("activate "):] if "activate " in label else label
        text = rest.split(": ", 1)[1] if ": " in rest else ""
        ab = None
        for a in info.activated:
            if a.text and a.text == text:
                ab = a
                break
        if ab is None or any(e.name == "DeployTo" for e in ab.effects) or "teammate" in ab.target_kinds:
            return 0.0                          # 804: deploying gives a creature away; not worth it here
        s = sc.untargeted(ab, perm)
        for i, (kind, lab) in enumerate(zip(ab.target_kinds, ab.target_labels)):
            refs = guess_candidates(t, kind, lab, info.colors)
            best = sc.best_target(ab, i, refs)
            if best <= 0:
                return 0.0
            s += best
        return s - 0.3

    # ------------------------------------------------------------------ targets and modes (601.2b-c)
    def _target(self, t: Table, d: Decision) -> int:
        info, ab = self.know.ability_for_prompt(d.prompt)
        index = 0
        if ab is not None and len(ab.target_labels) > 1:
            for i, lab in enumerate(ab.target_labels):
                if lab and d.prompt.endswith("choose " + lab):
                    index = i
                    break
        aura = info.harmful_aura if info is not None and d.prompt.startswith("cast ") else None
        if ab is None and info is None:
            ab = Ability(text_effects(d.prompt))
        sc = Scorer(t, self.know)
        best_i, best_s = None, None
        for i, o in enumerate(d.options):
            if o.kind != "target":
                continue
            s = sc.ref(ab, index, o.value, aura)
            if best_s is None or s > best_s:
                best_i, best_s = i, s
        cancel = _index(d, "cancel")
        if cancel is not None and (best_i is None or best_s is None or best_s <= 0.0):
            if info is not None:
                self._note_cancel(t, info.name)
            return cancel
        if best_i is None:
            return self._random(d)
        return best_i

    def _choose_mode(self, t: Table, d: Decision) -> int:
        if _index(d, "self") is not None and _index(d, "others") is not None:
            # A scheme's "you discard four, or each other opponent discards two" (Archenemy 2010).
            mine = min(4, t.players[t.me]["hand_size"])
            others = sum(min(2, p["hand_size"]) for p in t.players
                         if p["seat"] in t.allies and p["seat"] != t.me and not p["left"])
            return _index(d, "self") if mine <= others else _index(d, "others")  # type: ignore[return-value]
        info, _ = self.know.ability_for_prompt(d.prompt.replace(": choose a mode", ": choose"))
        sc = Scorer(t, self.know)
        best_i, best_s = None, None
        for i, o in enumerate(d.options):
            if o.kind != "mode":
                continue
            s = 0.0
            if info is not None and isinstance(o.value, int) and o.value < len(info.modes):
                m = info.modes[o.value]
                s = sc.untargeted(m) + sum(sc.best_target(m, k, guess_candidates(t, kind, lab, info.colors))
                                           for k, (kind, lab) in enumerate(zip(m.target_kinds, m.target_labels)))
            if best_s is None or s > best_s:
                best_i, best_s = i, s
        return best_i if best_i is not None else self._random(d)

    def _choose_x(self, t: Table, d: Decision) -> int:
        xs = [(o.value, i) for i, o in enumerate(d.options) if o.kind == "x" and isinstance(o.value, int)]
        if not xs:
            return self._random(d)
        xs.sort()
        if d.rule == "606.6" and len(xs) > 2:
            return xs[-2][1]        # a "[-X]" loyalty cost: the most X that keeps the planeswalker (704.5i)
        return xs[-1][1]

    def _pay_mana(self, t: Table, d: Decision) -> int:
        auto = _index(d, "auto")
        return auto if auto is not None else self._random(d)

    def _choose_player(self, t: Table, d: Decision) -> int:
        # "Choose the opponent who picks the target" and the like: the opponent with the least at stake.
        best_i, best_s = None, None
        for i, o in enumerate(d.options):
            if o.kind != "player" or not isinstance(o.value, int):
                continue
            s = -t.focus(o.value) if o.value not in t.allies else 0.0
            if best_s is None or s > best_s:
                best_i, best_s = i, s
        return best_i if best_i is not None else self._random(d)

    def _vote(self, t: Table, d: Decision) -> int:
        """701.32: a vote for a player goes to the opponent most worth beating, a vote for a permanent to the
        biggest one an opponent controls; a vote between words is left to chance."""
        best_i, best_s = None, None
        for i, o in enumerate(d.options):
            v = o.value
            if not isinstance(v, tuple) or len(v) != 2:
                continue
            if v[0] == "player":
                s = t.focus(v[1])
            else:
                perm = t.by_id.get(v[1]) or {}
                mine = perm.get("controller") in t.allies
                s = (-10.0 if mine else 1.0) + 0.1 * float(perm.get("power") or 0)
            if best_s is None or s > best_s:
                best_i, best_s = i, s
        return best_i if best_i is not None else self._random(d)

    # ------------------------------------------------------------------ combat (508, 509, 510)
    def _declare_attackers(self, t: Table, d: Decision) -> int:
        plan = plan_attack(t, self.aggression)
        for i, o in enumerate(d.options):
            if o.kind == "attacker" and o.value in plan:
                return i
        done = _index(d, "done")
        return done if done is not None else 0

    def _choose_defender(self, t: Table, d: Decision) -> int:
        name = d.prompt.rsplit(" attacks whom?", 1)[0]
        plan = plan_attack(t, self.aggression)
        candidates = [p for p in t.creatures(t.side) if p["name"] == name]
        refs = [o.value for o in d.options]
        for p in candidates:
            want = plan.get(p["id"])
            if want is None:
                continue
            for i, r in enumerate(refs):
                if r == ("player", want) or (isinstance(r, (list, tuple)) and list(r) == ["player", want]):
                    return i
        return best_defender(t, candidates[0] if candidates else None, refs)

    def _restarted(self, t: Table) -> int:
        key = self._turn_key(t)[:3]
        old = self._resets.get(t.me)
        return old[1] if old is not None and old[0] == key else 0

    def _note_reset(self, t: Table) -> None:
        self._resets[t.me] = (self._turn_key(t)[:3], self._restarted(t) + 1)

    def _declare_blockers(self, t: Table, d: Decision) -> int:
        restarted = self._restarted(t)
        plan = plan_blocks(t, menace=not restarted)
        for i, o in enumerate(d.options):
            if o.kind == "blocker" and o.value in plan:
                self._last_blocker[t.me] = o.value
                return i
        done = _index(d, "done")
        if done is not None:
            return done
        reset = _index(d, "reset")
        if reset is not None:
            # 509.1c: the blocks so far are illegal (menace); start again, this time leaving menace alone.
            self._note_reset(t)
            return reset
        for i, o in enumerate(d.options):
            if o.kind == "blocker":
                self._last_blocker[t.me] = o.value
                return i
        return 0

    def _choose_attacker(self, t: Table, d: Decision) -> int:
        name = d.prompt.rsplit(" blocks which attacker?", 1)[0]
        restarted = self._restarted(t)
        plan = plan_blocks(t, menace=not restarted)
        last = self._last_blocker.get(t.me)
        mine = [last] if last in plan and t.by_id[last]["name"] == name else \
            [b for b in plan if b in t.by_id and t.by_id[b]["name"] == name]
        for b in mine:
            for i, o in enumerate(d.options):
                if o.value == plan[b]:
                    return i
        blockers = [p for p in t.creatures(t.blocking_side(t.me)) if p["name"] == name]
        best_i, best_s = 0, None
        for i, o in enumerate(d.options):
            a = t.by_id.get(o.value)
            if a is None:
                continue
            s = damage_of(a)
            if restarted and "Menace" in (a.get("keywords") or ()):
                s -= 100
            if blockers:
                a_dies, b_dies = fight(Fighter.of(a), Fighter.of(blockers[0]))
                s += (3 if a_dies else 0) - (2 if b_dies else 0)
            if best_s is None or s > best_s:
                best_i, best_s = i, s
        return best_i

    def _assign_damage(self, t: Table, d: Decision) -> int:
        m = re.match(r"^(?P<a>.+?): how much of its \d+ damage to (?P<b>.+)\?$", d.prompt)
        amounts = [(i, o.value) for i, o in enumerate(d.options) if isinstance(o.value, int)]
        if not amounts:
            return 0
        if m is None:
            return max(amounts, key=lambda x: x[1])[0]
        attacker = next((p for p in t.perms if p["name"] == m.group("a") and p.get("attacking")), None)
        blocker = next((p for p in t.perms if p["name"] == m.group("b") and p.get("blocking") is not None), None)
        if blocker is None:
            return max(amounts, key=lambda x: x[1])[0]
        lethal = max(0, (blocker.get("toughness") or 0) - (blocker.get("damage") or 0))
        if attacker is not None and "Deathtouch" in (attacker.get("keywords") or ()):
            lethal = min(lethal, 1)
        enough = [x for x in amounts if x[1] >= lethal]
        if enough:
            return min(enough, key=lambda x: x[1])[0]
        return min(amounts, key=lambda x: x[1])[0]

    # ------------------------------------------------------------------ resolving (608.2)
    def _scry(self, t: Table, d: Decision) -> int:
        m = re.match(r"^Scry: (?P<n>.+?) — keep it on top", d.prompt)
        info = self.know.card(m.group("n")) if m else None
        top, bottom = _index(d, "top"), _index(d, "bottom")
        if top is None or bottom is None:
            return 0
        lands = len([p for p in t.perms if p["controller"] == t.me and "Land" in p["types"]])
        hand_lands = sum(1 for c in t.players[t.me].get("hand") or [] if "Land" in c["type"])
        if info is None:
            return top
        if info.is_land:
            return top if lands + hand_lands < 5 else bottom
        return top if info.mana_value <= lands + hand_lands + 1 else bottom

    def _search(self, t: Table, d: Decision) -> int:
        sc = Scorer(t, self.know)
        lands = len([p for p in t.perms if p["controller"] == t.me and "Land" in p["types"]])
        best_i, best_v = None, None
        for i, o in enumerate(d.options):
            if o.kind != "card":
                continue
            v = sc.keep_value(self.know.card(o.label), lands, 0)
            if best_v is None or v > best_v:
                best_i, best_v = i, v
        return best_i if best_i is not None else self._random(d)

    def _sacrifice(self, t: Table, d: Decision) -> int:
        best_i, best_v = None, None
        for i, o in enumerate(d.options):
            v = t.value(o.value) if isinstance(o.value, int) else 0.0
            if best_v is None or v < best_v:
                best_i, best_v = i, v
        return best_i if best_i is not None else self._random(d)

    def _legend_rule(self, t: Table, d: Decision) -> int:
        best_i, best_v = 0, None
        for i, o in enumerate(d.options):
            v = t.value(o.value) if isinstance(o.value, int) else 0.0
            if best_v is None or v > best_v:
                best_i, best_v = i, v
        return best_i

    def _yes_no(self, t: Table, d: Decision) -> int:
        yes = _index(d, "yes")
        return yes if yes is not None else 0

    def _first(self, t: Table, d: Decision) -> int:
        return 0


_HANDLERS: dict[str, Callable[[HeuristicAgent, Table, Decision], int]] = {
    "mulligan": HeuristicAgent._mulligan,
    "bottom": HeuristicAgent._worst_card,
    "discard": HeuristicAgent._worst_card,
    "priority": HeuristicAgent._priority,
    "target": HeuristicAgent._target,
    "choose_mode": HeuristicAgent._choose_mode,
    "choose": HeuristicAgent._choose_mode,
    "choose_x": HeuristicAgent._choose_x,
    "pay_mana": HeuristicAgent._pay_mana,
    "choose_player": HeuristicAgent._choose_player,
    "choose_protector": HeuristicAgent._choose_player,      # 310.11a: the opponent with the least at stake
    "declare_attackers": HeuristicAgent._declare_attackers,
    "choose_defender": HeuristicAgent._choose_defender,
    "vote": HeuristicAgent._vote,
    "declare_blockers": HeuristicAgent._declare_blockers,
    "choose_attacker": HeuristicAgent._choose_attacker,
    "assign_damage": HeuristicAgent._assign_damage,
    "scry": HeuristicAgent._scry,
    "search": HeuristicAgent._search,
    "sacrifice": HeuristicAgent._sacrifice,
    "legend_rule": HeuristicAgent._legend_rule,
    "yes_no": HeuristicAgent._yes_no,
    "order_triggers": HeuristicAgent._first,
    "commander_zone": HeuristicAgent._first,       # 903.9a-b: the command zone is the first option
}

__all__ = ["HeuristicAgent"]
