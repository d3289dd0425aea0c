"""Scoring spells and abilities for the heuristic: what a target is worth to hit or help, what a card is
worth to cast now, and which cards to keep. Harm goes to opponents, help to me and my teammates (102.3).
"""
from __future__ import annotations

from typing import Any, Iterable

from ..engine.constants import HEXPROOF, INDESTRUCTIBLE, SHROUD
from .evaluation import Fighter, colors_of_cost, creature_value, fight, perm_value
from .knowledge import Ability, CardInfo, Effect, Knowledge
from .table import Table

X_GUESS = 2          # an X or a count the definition doesn't fix: assume this much
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def face_value(t: Table, seat: int, n: int) -> float:
    """Worth of ``n`` damage or life loss to an opponent: more when they are low; a kill is worth a lot."""
    life = t.life(seat)
    if n <= 0 or life <= 0:
        return 0.0
    if n >= life:
        return 20.0 * t.focus(seat)
    return 0.12 * n * t.focus(seat) * (1.0 + 6.0 / (life + 2.0))


def own_life_value(t: Table, seat: int, n: int) -> float:
    """Worth of gaining ``n`` life for an ally (negative n: losing it)."""
    life = t.life(seat)
    if n < 0 and life + n <= 0:
        return -50.0
    return 0.07 * n * (1.0 + 12.0 / (max(life, 1) + 2.0))


def _amount(e: Effect) -> int:
    return e.amount if e.amount is not None else X_GUESS


def pump_value(t: Table, perm: dict, p: int, tg: int) -> float:
    """Worth of +p/+tg until end of turn on a creature now: what it changes in the fight it is in, extra
    damage from an unblocked attacker, or nothing outside combat."""
    a = perm.get("attacking")
    b = perm.get("blocking") or ()
    if not a and not b:
        return 0.0
    me = Fighter.of(perm)
    up = Fighter.of(perm, (p, tg))
    gain = 0.0
    if b:
        foes = [t.by_id[x] for x in b if x in t.by_id]
    else:
        foes = [q for q in t.perms if perm["id"] in (q.get("blocking") or ())]
    if not foes:
        if a and a[0] == "player" and t.step in ("declare_blockers",) and a[1] not in t.allies:
            return face_value(t, a[1], max(0, p) * (2 if "Double strike" in me.keywords else 1))
        return 0.0
    for f in foes:
        fo = Fighter.of(f)
        before = fight(me, fo) if a else fight(fo, me)[::-1]
        after = fight(up, fo) if a else fight(fo, up)[::-1]
        if before[0] and not after[0]:
            gain += perm_value(perm)
        if not before[1] and after[1]:
            gain += perm_value(f)
    return gain


def _targetable(t: Table, perm: dict, source_colors: frozenset[str], harmful: bool) -> bool:
    kws = perm.get("keywords") or ()
    if SHROUD in kws:
        return False
    if HEXPROOF in kws and perm["controller"] not in t.allies:
        return False
    f = Fighter.of(perm)
    return not f.protected_from(Fighter(0, 1, frozenset(), source_colors))


def guess_candidates(t: Table, kind: str, label: str, source_colors: frozenset[str] = frozenset()) -> list:
    """The targets a spec probably allows, from the view (the engine's list is authoritative when asked)."""
    lab = label.lower()
    refs: list = []
    players = kind in ("any", "player", "opponent", "creature_or_player", "player_or_planeswalker",
                       "opponent_or_planeswalker")
    if players:
        for p in t.players:
            if p["left"]:
                continue
            if kind.startswith("opponent") and p["seat"] in t.allies:
                continue
            refs.append(("player", p["seat"]))
    if kind == "teammate":
        refs.extend(("player", q) for q in t.allies if q != t.me)
    if kind in ("any", "creature", "creature_or_player", "permanent", "player_or_planeswalker",
                "opponent_or_planeswalker"):
        for perm in t.perms:
            types = perm["types"]
            if kind in ("creature", "creature_or_player") and "Creature" not in types:
                continue
            if kind == "any" and not ({"Creature", "Planeswalker", "Battle"} & set(types)):
                continue
            if kind.endswith("planeswalker") and "Planeswalker" not in types:
                continue
            if kind == "permanent":
                wanted = [w for w in ("artifact", "enchantment", "creature", "land") if w in lab]
                if wanted and not any(w.capitalize() in types for w in wanted):
                    continue
            if not _label_allows(lab, perm, t):
                continue
            if not _targetable(t, perm, source_colors, True):
                continue
            refs.append(("obj", perm["id"]))
    if kind == "spell":
        for tr in t.view["turns"]:
            for it in tr["stack"]:
                if it["kind"] == "spell":
                    refs.append(("obj", it["source"]))
    return refs


def _label_allows(lab: str, perm: dict, t: Table) -> bool:
    for word, c in _COLOR_WORDS.items():
        if "non" + word in lab and c in colors_of_cost(perm.get("mana_cost")):
            return False
    if "attacking" in lab and not perm.get("attacking"):
        return False
    if "you control" in lab and perm["controller"] != t.me:
        return False
    if "opponent controls" in lab and perm["controller"] in t.allies:
        return False
    if "tapped" in lab and "untapped" not in lab and not perm["tapped"]:
        return False
    return True


class Scorer:
    """Scores spells, abilities and targets for one decision's table."""

    __slots__ = ("t", "know")

    def __init__(self, t: Table, know: Knowledge):
        self.t, self.know = t, know

    # ------------------------------------------------------------------ targets
    def ref(self, ability: Ability | None, index: int, ref: Any, aura: bool | None = None) -> float:
        """Worth of choosing ``ref`` as target ``index`` of ``ability`` (negative: better not)."""
        t = self.t
        owner = t.owner_of_ref(ref)
        ally = owner is not None and owner in t.allies
        if not isinstance(ref, (tuple, list)) or len(ref) != 2:
            return 0.0
        if aura is not None and ref[0] == "obj":
            perm = t.by_id.get(ref[1])
            if perm is None:
                return 0.0
            v = perm_value(perm)
            if aura:                                           # Pacifism-like: shut an opposing creature down
                return -v if ally else 0.9 * v
            return 0.8 + 0.2 * v if ally else -1.0
        effects = [e for e in (ability.effects if ability else ()) if e.target == index]
        if not effects:
            # Unknown ability: hurt opponents' things rather than our own.
            return -1.0 if ally else 0.5
        if ref[0] == "player":
            return self._player(ref[1], effects, ally)
        perm = t.by_id.get(ref[1])
        if perm is not None:
            return self._permanent(perm, effects, ally)
        item = t.stack_item(ref[1])
        if item is not None:
            return self._spell(item, effects, ally)
        return 0.1 if not ally else -0.1

    def _player(self, seat: int, effects: list[Effect], ally: bool) -> float:
        t = self.t
        s = 0.0
        hand = t.players[seat]["hand_size"]
        loss = sum(_amount(e) for e in effects if e.name in ("Damage", "LoseLife"))
        for e in effects:
            n = _amount(e)
            if e.name in ("Discard", "DiscardAtRandom"):
                s += (-0.7 if ally else 0.7) * min(n, hand)
            elif e.name == "Mill":
                s += -0.05 * n if ally else 0.05 * n
            elif e.name == "Draw":
                s += 1.0 * n if ally else -1.0 * n
            elif e.name == "GainLife":
                s += own_life_value(t, seat, n) if ally else -0.05 * n
            elif e.name == "Sacrifice":
                s += -0.8 if ally else 0.8
            elif e.name in ("Damage", "LoseLife"):
                continue
            elif e.name in ("Destroy", "Exile", "Bounce", "TapIt", "GainControl", "CounterTargetSpell"):
                continue
            else:
                s += -0.2 if ally else 0.2
        if loss:
            s += own_life_value(t, seat, -loss) if ally else face_value(t, seat, loss)
        if ally and seat != t.me and s > 0:
            s *= 0.8
        return s

    def _permanent(self, perm: dict, effects: list[Effect], ally: bool) -> float:
        t = self.t
        v = perm_value(perm)
        creature = "Creature" in perm["types"]
        indestructible = INDESTRUCTIBLE in (perm.get("keywords") or ())
        left = (perm.get("toughness") or 0) - (perm.get("damage") or 0)
        s = 0.0
        dmg = sum(_amount(e) for e in effects if e.name == "Damage")
        if dmg:
            if creature and dmg >= left and not indestructible:
                s += -v if ally else v
            else:
                s += -0.1 if ally else 0.05
        for e in effects:
            if e.name in ("Destroy", "DestroyAll"):
                if not indestructible:
                    s += -v if ally else v
                    host = t.by_id.get(perm.get("attached_to"))
                    if not ally and host is not None and host["controller"] in t.allies and not creature:
                        s += perm_value(host)       # an opponent's Aura on my creature (Pacifism): free it
            elif e.name == "Exile":
                s += -v if ally else v
            elif e.name == "Bounce":
                s += -0.5 * v if ally else (v if perm.get("token") else 0.55 * v)
            elif e.name == "TapIt":
                if ally or perm["tapped"]:
                    s += -0.2
                else:
                    s += 0.2 * v + (0.3 if creature and perm.get("attacking") is None else 0.0)
            elif e.name == "GainControl":
                s += -v if ally else 1.6 * v
            elif e.name == "Pump":
                if e.power + e.toughness >= 0:
                    gain = pump_value(t, perm, e.power, e.toughness)
                    s += gain if ally else -0.2 - gain
                else:
                    kills = creature and left + e.toughness <= 0 and not indestructible
                    s += (-v if ally else v) if kills else (-0.2 if ally else 0.1)
            elif e.name == "Counters":
                n = _amount(e)
                if e.counter_kind.startswith("-"):
                    kills = creature and left - n <= 0 and not indestructible
                    s += (-v if ally else v) if kills else (-0.3 * n if ally else 0.3 * n)
                else:
                    s += (0.5 * n + 0.1 * v) if ally else -0.5 * n
            elif e.name in ("Grant", "UntapIt", "PreventNext"):
                s += 0.3 if ally else -0.3
            elif e.name in ("Damage", "Draw", "GainLife", "LoseLife", "Discard", "Mill"):
                continue
            else:
                s += -0.3 if ally else 0.3
        return s

    def _spell(self, item: dict, effects: list[Effect], ally: bool) -> float:
        if not any(e.name == "CounterTargetSpell" for e in effects):
            return 0.0
        info = self.know.card(item["name"])
        v = self.card_value(info) if info is not None else 1.5
        return -v - 2.0 if ally else v

    # ------------------------------------------------------------------ whole abilities
    def best_target(self, ability: Ability, index: int, refs: Iterable[Any], aura: bool | None = None) -> float:
        best = None
        for r in refs:
            s = self.ref(ability, index, r, aura)
            if best is None or s > best:
                best = s
        return -5.0 if best is None else best

    def untargeted(self, ability: Ability | None, source: dict | None = None) -> float:
        """Worth of the effects that pick their own objects and players (you, each opponent, each creature)."""
        if ability is None:
            return 0.0
        t = self.t
        s = 0.0
        opps = [q for q in t.opponents if t.alive(q)]
        for e in ability.effects:
            if e.target is not None:
                continue
            n = _amount(e)
            if e.scope == "you":
                s += {"Draw": 1.0 * n, "GainLife": own_life_value(t, t.me, n), "LoseLife": own_life_value(t, t.me, -n),
                      "CreateToken": 1.0 * n, "Scry": 0.2, "SearchLibrary": 0.8, "ExtraTurn": 3.0,
                      "Discard": -0.7 * n, "Sacrifice": -1.0}.get(e.name, 0.3 if e.name == "Custom" else 0.0)
                if e.name == "WinGame":
                    s += 100.0
            elif e.scope in ("each_opponent", "each_player"):
                targets = opps if e.scope == "each_opponent" else opps + [t.me]
                for q in targets:
                    s += self._player(q, [Effect(e.name, e.amount, 0)], q in t.allies)
            elif e.scope == "each_creature":
                for perm in t.perms:
                    if "Creature" in perm["types"]:
                        s += self._permanent(perm, [Effect(e.name, e.amount, 0, power=e.power,
                                                           toughness=e.toughness, counter_kind=e.counter_kind)],
                                             perm["controller"] in t.allies)
            elif e.scope == "self" and source is not None:
                if e.name == "Pump":
                    s += pump_value(t, source, e.power, e.toughness)
                elif e.name == "Counters":
                    s += 0.5 * n
            elif e.name == "Custom":
                s += 0.3
        return s

    def card_value(self, info: CardInfo) -> float:
        """A card's rough worth when it resolves (for counterspells and for what to keep)."""
        if info.is_creature:
            v = creature_value(info.power, info.toughness, info.keywords)
            return v + 0.4 * len(info.triggered)
        if info.is_land:
            return 0.8
        return 1.2 + 0.25 * info.mana_value

    def spell_now(self, info: CardInfo) -> float:
        """Worth of casting ``info`` now (targets guessed from the board), or <= 0 when it would do no good."""
        t = self.t
        if info.is_creature:
            v = creature_value(info.power, info.toughness, info.keywords)
            for trig in info.triggered:
                for i, (kind, label) in enumerate(zip(trig.target_kinds, trig.target_labels)):
                    refs = guess_candidates(t, kind, label, info.colors)
                    v += 0.8 * max(-1.0, self.best_target(trig, i, refs)) if refs else 0.0
                v += 0.5 * self.untargeted(trig)
            return v
        if info.harmful_aura is not None:
            ab = info.spell
            kind = ab.target_kinds[0] if ab and ab.target_kinds else "creature"
            label = ab.target_labels[0] if ab and ab.target_labels else "creature"
            refs = guess_candidates(t, kind, label, info.colors)
            return self.best_target(ab or Ability(), 0, refs, aura=info.harmful_aura)
        if info.spell is None:
            return 1.0 if info.types & {"Artifact", "Enchantment", "Planeswalker"} else 0.0
        ab = info.spell
        total = self.untargeted(ab)
        for i, (kind, label) in enumerate(zip(ab.target_kinds, ab.target_labels)):
            refs = guess_candidates(t, kind, label, info.colors)
            best = self.best_target(ab, i, refs)
            if best <= 0:
                return min(best, 0.0)
            total += best
        if info.modes and not ab.effects:
            total = max((self.untargeted(m) + sum(self.best_target(m, i, guess_candidates(t, k, lb, info.colors))
                                                  for i, (k, lb) in enumerate(zip(m.target_kinds,
                                                                                   m.target_labels)))
                         for m in info.modes), default=0.0)
        return total

    def keep_value(self, info: CardInfo | None, lands_have: int, hand_lands: int) -> float:
        """How much I want this card in hand (for mulligans, bottoms, discards)."""
        if info is None:
            return 0.5
        if info.is_land:
            if lands_have < 4:
                return 3.0 - 0.3 * max(0, hand_lands - 2)
            if lands_have < 6:
                return 2.0 - 0.3 * max(0, hand_lands - 1)
            return 0.3
        v = self.card_value(info)
        if info.mana_value > lands_have + 2:
            v -= 0.3 * (info.mana_value - lands_have - 2)
        return v
