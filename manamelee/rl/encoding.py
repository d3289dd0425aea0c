"""A fixed-size numeric encoding of one seat's view and its pending decision, for learning agents.

Built only from ``game.view(seat)`` (what that seat may know) and the seat's own decision, plus
public card facts (a card's printed power/toughness, looked up by name for cards in the seat's hand).
Seats are encoded relative to the observer: slot 0 is the observer, then the seats to its left in
turn order (the direction of play, 101.4 / 103.1), so the same network weights fit every seat.

Layout (all ``float32``, clipped to ``[-LIMIT, LIMIT]``):
``global | seats x MAX_SEATS | hand x MAX_HAND | battlefield x MAX_PERMANENTS | options x max_options``.
When there are more permanents than slots, the observer's own come first, then the other seats' in
turn order, non-lands before lands; the rest are left out (the per-seat counts still include them).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Sequence

import numpy as np

from ..engine.constants import Step
from ..engine.decisions import Decision

LIMIT = 10.0
MAX_SEATS = 16
MAX_HAND = 12
MAX_PERMANENTS = 64
MAX_OPTIONS = 64

DECISION_KINDS = ("priority", "mulligan", "bottom", "declare_attackers", "choose_attacker", "choose_defender",
                  "declare_blockers", "assign_damage", "target", "choose_mode", "choose_x", "choose_player",
                  "pay_mana", "pay_or_not", "kicker", "order_triggers", "discard", "sacrifice", "search", "scry",
                  "choose_pile", "pile", "legend_rule", "yes_no", "choose", "commander_zone")
OPTION_KINDS = ("pass", "cast", "land", "activate", "attacker", "blocker", "defender", "done", "reset", "cancel",
                "target", "card", "player", "amount", "x", "mode", "keep", "mulligan", "top", "bottom", "trigger",
                "yes", "no", "none", "self", "others", "pile", "mana", "tap", "untap", "creature", "forced",
                "only", "command", "stay")
KEYWORDS = ("Flying", "Reach", "First strike", "Double strike", "Trample", "Deathtouch", "Lifelink", "Vigilance",
            "Haste", "Menace", "Defender", "Hexproof", "Shroud", "Indestructible")
CARD_TYPES = ("Land", "Creature", "Artifact", "Enchantment", "Planeswalker", "Instant", "Sorcery", "Battle")
COLORS = "WUBRG"
STEPS = tuple(Step)

# One card or permanent: present, mana value, types, colours, P/T, state, relation to the observer, keywords.
CARD_F = 1 + 1 + len(CARD_TYPES) + 1 + len(COLORS) + 2 + 6 + 3 + len(KEYWORDS)
# One seat: present, left/lost/won, self/teammate/opponent, life, poison, zone sizes, board summary, turn roles.
SEAT_F = 1 + 3 + 3 + 2 + 4 + 1 + 5 + 3
# The game and the decision: seats, turns, the decision's turn (step, number, roles, stack), kinds, paging.
GLOBAL_F = 2 + len(STEPS) + 1 + 3 + 1 + 3 + (len(DECISION_KINDS) + 1) + 3
# One option: present, kind, what it refers to (hand card, permanent, other object, player), amount, the card.
OPTION_F = 1 + (len(OPTION_KINDS) + 1) + 4 + 3 + 1 + CARD_F

_MANA = re.compile(r"\{([^}]*)\}")
_DECISION_INDEX = {k: i for i, k in enumerate(DECISION_KINDS)}
_OPTION_INDEX = {k: i for i, k in enumerate(OPTION_KINDS)}


def observation_size(max_options: int = MAX_OPTIONS) -> int:
    """Length of the observation vector for a given number of option slots."""
    return GLOBAL_F + SEAT_F * MAX_SEATS + CARD_F * (MAX_HAND + MAX_PERMANENTS) + OPTION_F * max_options


def mana_value(cost: str) -> int:
    """202.3: the mana value of a mana cost string like ``{2}{R}{R}`` (X counts 0, hybrid ``{2/W}`` counts 2)."""
    total = 0
    for sym in _MANA.findall(cost or ""):
        parts = sym.split("/")
        best = 0
        for p in parts:
            if p.isdigit():
                best = max(best, int(p))
            elif p not in ("X", "Y", "Z", "P", ""):
                best = max(best, 1)
        total += best
    return total


@dataclass(frozen=True, slots=True)
class Paging:
    """How a decision's options map onto ``slots`` actions: all of them when they fit; otherwise pages of
    ``slots - 1`` options, the last slot turning to the next page (wrapping round to the first)."""

    count: int
    slots: int
    page: int = 0

    @property
    def paged(self) -> bool:
        return self.count > self.slots

    @property
    def per_page(self) -> int:
        return self.slots - 1 if self.paged else self.slots

    @property
    def pages(self) -> int:
        return -(-self.count // self.per_page) if self.paged else 1

    @property
    def more_slot(self) -> int | None:
        """The action that shows the next page, when the options are paged."""
        return self.slots - 1 if self.paged else None

    def option_at(self, slot: int) -> int | None:
        """The option index behind action ``slot`` on this page (None for the page turn or an empty slot)."""
        if not 0 <= slot < self.slots or slot == self.more_slot:
            return None
        k = self.page * self.per_page + slot
        return k if k < self.count else None

    def mask(self) -> np.ndarray:
        m = np.zeros(self.slots, dtype=np.int8)
        first = self.page * self.per_page
        m[: max(0, min(self.per_page, self.count - first))] = 1
        if self.paged:
            m[self.slots - 1] = 1
        return m

    def next(self) -> "Paging":
        return Paging(self.count, self.slots, (self.page + 1) % self.pages)


class Encoder:
    """Encodes (view, decision) pairs of one game table into fixed-size vectors."""

    def __init__(self, max_options: int = MAX_OPTIONS, pool: Any = None):
        if max_options < 2:
            raise ValueError(f"max_options must be at least 2, got {max_options}")
        self.max_options = max_options
        self.size = observation_size(max_options)
        self._pool = pool

    # ---------------------------------------------------------------- pieces
    def _card_facts(self, name: str) -> tuple[float, float]:
        """Printed power/toughness of a card by name (public card facts), 0 when none."""
        if self._pool is None:
            from ..cards.pool import default_pool
            self._pool = default_pool()
        c = self._pool.get(name)
        if c is None:
            return 0.0, 0.0
        p, t = getattr(c, "power", None), getattr(c, "toughness", None)
        return (float(p) if isinstance(p, int) else 0.0, float(t) if isinstance(t, int) else 0.0)

    def _card(self, out: np.ndarray, at: int, card: dict[str, Any], rel: int) -> None:
        """Write one card/permanent at ``out[at:at+CARD_F]``; ``rel`` is 0 self, 1 teammate, 2 opponent."""
        out[at] = 1.0
        out[at + 1] = mana_value(card.get("mana_cost", "")) / 10
        types = card.get("types")
        type_line = card.get("type", "") or ""
        k = at + 2
        for j, t in enumerate(CARD_TYPES):
            out[k + j] = 1.0 if (t in types if types is not None else t in type_line) else 0.0
        k += len(CARD_TYPES)
        out[k] = 1.0 if "Legendary" in type_line else 0.0
        k += 1
        cost = card.get("mana_cost", "") or ""
        for j, c in enumerate(COLORS):
            out[k + j] = 1.0 if c in cost else 0.0
        k += len(COLORS)
        if "power" in card:
            p, t = card.get("power") or 0, card.get("toughness") or 0
        elif "Creature" in type_line:
            p, t = self._card_facts(card.get("name", ""))
        else:
            p, t = 0, 0
        out[k], out[k + 1] = p / 10, t / 10
        k += 2
        out[k] = 1.0 if card.get("tapped") else 0.0
        out[k + 1] = (card.get("damage") or 0) / 10
        out[k + 2] = 1.0 if "attacking" in card else 0.0
        out[k + 3] = 1.0 if "blocking" in card else 0.0
        out[k + 4] = 1.0 if card.get("token") else 0.0
        out[k + 5] = sum((card.get("counters") or {}).values()) / 10
        k += 6
        out[k + rel] = 1.0
        k += 3
        kws = card.get("keywords") or ()
        for j, kw in enumerate(KEYWORDS):
            out[k + j] = 1.0 if kw in kws else 0.0

    # ---------------------------------------------------------------- the whole vector
    def encode(self, view: dict[str, Any], seat: int, decision: Decision | None, paging: Paging | None) -> np.ndarray:
        """The observation vector of ``seat`` (``decision``/``paging``: its pending decision, if any)."""
        out = np.zeros(self.size, dtype=np.float32)
        players = view["players"]
        n = len(players)
        order = [(seat + k) % n for k in range(n)]              # observer first, then to its left
        rel_index = {s: k for k, s in enumerate(order)}
        my_team = players[seat]["team"]

        def relation(s: int | None) -> int:
            if s == seat:
                return 0
            if s is not None and my_team is not None and players[s]["team"] == my_team:
                return 1
            return 2

        turns = view.get("turns") or []
        active = {t["active"] for t in turns}
        priority = {t["priority"] for t in turns if t.get("priority") is not None}
        on_stack: dict[int, int] = {}
        for t in turns:
            for it in t.get("stack") or ():
                c = it.get("controller")
                if c is not None:
                    on_stack[c] = on_stack.get(c, 0) + 1
        by_controller: dict[int, list[dict[str, Any]]] = {}
        for perm in view.get("battlefield") or ():
            by_controller.setdefault(perm["controller"], []).append(perm)

        # global
        at = 0
        out[at], out[at + 1] = n / MAX_SEATS, len(turns) / 4
        at += 2
        turn = None
        if decision is not None and decision.turn is not None:
            turn = next((t for t in turns if t["id"] == decision.turn), None)
        if turn is None and turns:
            turn = turns[0]
        if turn is not None:
            step = turn["step"].upper()
            for j, s in enumerate(STEPS):
                if s.name == step:
                    out[at + j] = 1.0
            at += len(STEPS)
            out[at] = turn["number"] / 50
            at += 1
            out[at + relation(turn["active"])] = 1.0
            at += 3
            stack = turn.get("stack") or []
            out[at] = len(stack) / 10
            at += 1
            if stack:
                out[at + relation(stack[-1].get("controller"))] = 1.0
            at += 3
        else:
            at += len(STEPS) + 1 + 3 + 1 + 3
        if decision is not None:
            out[at + _DECISION_INDEX.get(decision.kind, len(DECISION_KINDS))] = 1.0
        at += len(DECISION_KINDS) + 1
        if decision is not None and paging is not None:
            out[at] = len(decision.options) / self.max_options
            out[at + 1] = paging.page / max(1, paging.pages)
            out[at + 2] = 1.0 if paging.paged else 0.0
        at += 3
        assert at == GLOBAL_F

        # seats
        for k, s in enumerate(order[:MAX_SEATS]):
            p = players[s]
            b = at + k * SEAT_F
            out[b] = 1.0
            out[b + 1], out[b + 2], out[b + 3] = float(bool(p["left"])), float(bool(p["lost"])), float(bool(p["won"]))
            out[b + 4 + relation(s)] = 1.0
            out[b + 7], out[b + 8] = p["life"] / 20, p["poison"] / 10
            out[b + 9] = p["hand_size"] / 10
            out[b + 10] = p["library_size"] / 60
            out[b + 11] = len(p["graveyard"]) / 20
            out[b + 12] = p.get("scheme_deck_size", 0) / 20
            out[b + 13] = sum((p.get("mana_pool") or {}).values()) / 10
            perms = by_controller.get(s, [])
            creatures = [x for x in perms if "Creature" in x["types"]]
            lands = [x for x in perms if "Land" in x["types"]]
            out[b + 14] = len(creatures) / 10
            out[b + 15] = sum((x.get("power") or 0) for x in creatures) / 20
            out[b + 16] = len(lands) / 10
            out[b + 17] = sum(1 for x in lands if not x["tapped"]) / 10
            out[b + 18] = (len(perms) - len(creatures) - len(lands)) / 10
            out[b + 19] = 1.0 if s in active else 0.0
            out[b + 20] = 1.0 if s in priority else 0.0
            out[b + 21] = on_stack.get(s, 0) / 5
        at += SEAT_F * MAX_SEATS

        # own hand
        hand = players[seat].get("hand") or []
        hand_slot = {}
        for k, card in enumerate(hand[:MAX_HAND]):
            self._card(out, at + k * CARD_F, card, 0)
            hand_slot[card["id"]] = card
        at += CARD_F * MAX_HAND

        # battlefield: own first, then the others in turn order; non-lands before lands
        perms_sorted: list[dict[str, Any]] = []
        for s in order:
            mine = by_controller.get(s, [])
            perms_sorted += [x for x in mine if "Land" not in x["types"]] + [x for x in mine if "Land" in x["types"]]
        perm_by_id = {}
        for k, perm in enumerate(perms_sorted[:MAX_PERMANENTS]):
            self._card(out, at + k * CARD_F, perm, relation(perm["controller"]))
        for perm in perms_sorted:
            perm_by_id[perm["id"]] = perm
        at += CARD_F * MAX_PERMANENTS

        # options of this page
        if decision is not None and paging is not None:
            for slot in range(self.max_options):
                b = at + slot * OPTION_F
                if slot == paging.more_slot:
                    out[b] = 1.0                 # the page turn: present, no kind
                    continue
                i = paging.option_at(slot)
                if i is None:
                    continue
                o = decision.options[i]
                out[b] = 1.0
                out[b + 1 + _OPTION_INDEX.get(o.kind, len(OPTION_KINDS))] = 1.0
                r = b + 1 + len(OPTION_KINDS) + 1
                obj, who, amount = _refers_to(o.kind, o.value)
                if obj is not None:
                    card, rel = None, 0
                    if obj in hand_slot:
                        out[r] = 1.0
                        card = hand_slot[obj]
                    elif obj in perm_by_id:
                        out[r + 1] = 1.0
                        card = perm_by_id[obj]
                        rel = relation(card["controller"])
                    else:
                        out[r + 2] = 1.0
                    if card is not None:
                        self._card(out, r + 4 + 3 + 1, card, rel)
                if who is not None and 0 <= who < n:
                    out[r + 3] = 1.0
                    out[r + 4 + relation(who)] = 1.0
                    out[r + 4 + 3] = rel_index[who] / MAX_SEATS
                if amount is not None:
                    out[r + 4 + 3] = amount / 10
        np.clip(out, -LIMIT, LIMIT, out=out)
        return out


AMOUNT_KINDS = frozenset({"amount", "x", "mode", "trigger", "pile"})


def _refers_to(kind: str, value: Any) -> tuple[int | None, int | None, int | None]:
    """(object id, player seat, amount) an option's value names: ``('obj', id)``, ``('player', seat)``,
    ``(object id, ability index)`` for activations, a bare id for cards and attackers, a number for
    amounts, modes and orderings."""
    if isinstance(value, tuple) and len(value) == 2:
        tag, x = value
        if tag == "obj" and isinstance(x, int):
            return x, None, None
        if tag == "player" and isinstance(x, int):
            return None, x, None
        if isinstance(tag, int) and not isinstance(tag, bool):
            return tag, None, None
        return None, None, None
    if isinstance(value, bool) or not isinstance(value, int):
        return None, None, None
    if kind in AMOUNT_KINDS:
        return None, None, value
    if kind == "player":
        return None, value, None
    return value, None, None


def decision_for(pending: Sequence[Decision], seat: int) -> Decision | None:
    """The first pending decision of ``seat`` (several can wait at once in Grand Melee, 807)."""
    return next((d for d in pending if d.player == seat), None)
