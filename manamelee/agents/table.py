"""A player's view read as a table: who is on my side, who is an opponent, what each controls.

Built once per decision from ``game.view(seat)``; agents ask it questions instead of walking dicts.
"""
from __future__ import annotations

from typing import Any, Mapping

from .evaluation import perm_value


class Table:
    """The view of ``seat`` with the helpers the agents need (teams 102.3, sides 805, focus targets 809/904)."""

    __slots__ = ("view", "me", "players", "rules", "allies", "side", "opponents", "perms", "by_id", "turn",
                 "hands", "_creatures")

    def __init__(self, view: Mapping[str, Any], seat: int, turn_id: int | None = None):
        self.view = view
        self.me = seat
        self.players = view["players"]
        self.rules: Mapping[str, Any] = view.get("table") or {}
        team = self.players[seat]["team"]
        self.allies = frozenset(p["seat"] for p in self.players
                                if p["seat"] == seat or (team is not None and p["team"] == team))
        # 805: with shared team turns the team takes turns, attacks and blocks together.
        self.side = self.allies if self.rules.get("shared_turns") else frozenset((seat,))
        self.opponents = [p["seat"] for p in self.players if p["seat"] not in self.allies and not p["left"]]
        self.perms = view["battlefield"]
        self.by_id = {p["id"]: p for p in self.perms}
        self.turn = None
        for t in view["turns"]:
            if turn_id is None or t["id"] == turn_id:
                self.turn = t
                break
        if self.turn is None and view["turns"]:
            self.turn = view["turns"][0]
        self.hands: dict[int, dict] = {}
        for p in self.players:
            for c in p.get("hand") or ():
                self.hands[c["id"]] = c
        self._creatures: dict[frozenset, list] = {}

    # ------------------------------------------------------------------ players
    def life(self, seat: int) -> int:
        return self.players[seat]["life"]

    def is_ally(self, seat: int) -> bool:
        return seat in self.allies

    def alive(self, seat: int) -> bool:
        p = self.players[seat]
        return not (p["left"] or p["lost"])

    def blocking_side(self, seat: int) -> frozenset[int]:
        """The players whose creatures may block for ``seat`` (805.10d: the team, with shared turns)."""
        if not self.rules.get("shared_turns"):
            return frozenset((seat,))
        team = self.players[seat]["team"]
        if team is None:
            return frozenset((seat,))
        return frozenset(p["seat"] for p in self.players if p["team"] == team)

    def focus(self, seat: int) -> float:
        """How much beating ``seat`` matters: an opposing emperor ends the game (809.5), an archenemy is the
        heroes' only foe (904); otherwise players closest to losing come first."""
        if seat in self.allies:
            return -10.0
        w = 1.0
        emperors = self.rules.get("emperors") or ()
        if emperors:
            w = 3.0 if seat in emperors else 0.6
        arch = self.rules.get("archenemies") or ()
        if arch and self.rules.get("variant") == "archenemy" and seat in arch:
            w = 2.0
        life = max(1, self.life(seat))
        return w * (1.0 + 8.0 / (life + 4.0))

    # ------------------------------------------------------------------ permanents
    def controlled_by(self, seats: frozenset[int] | set[int] | tuple, kind: str | None = None) -> list[dict]:
        return [p for p in self.perms if p["controller"] in seats and (kind is None or kind in p["types"])]

    def creatures(self, seats: frozenset[int]) -> list[dict]:
        c = self._creatures.get(seats)
        if c is None:
            c = [p for p in self.perms if p["controller"] in seats and "Creature" in p["types"]]
            self._creatures[seats] = c
        return c

    def land_names(self, seats: frozenset[int] | set[int]) -> list[str]:
        """Type lines of lands ``seats`` control (landwalk reads land types, 702.14)."""
        return [p["type"] for p in self.perms if p["controller"] in seats and "Land" in p["types"]]

    def value(self, oid: int) -> float:
        p = self.by_id.get(oid)
        return perm_value(p) if p is not None else 0.0

    def owner_of_ref(self, ref: Any) -> int | None:
        """The player a target reference belongs to: the player, the permanent's controller, the spell's."""
        if isinstance(ref, (tuple, list)) and len(ref) == 2:
            if ref[0] == "player":
                return ref[1]
            if ref[0] == "obj":
                p = self.by_id.get(ref[1])
                if p is not None:
                    return p["controller"]
                item = self.stack_item(ref[1])
                if item is not None:
                    return item["controller"]
                return None
        return None

    # ------------------------------------------------------------------ turn and stack
    @property
    def step(self) -> str:
        return self.turn["step"] if self.turn else ""

    @property
    def active(self) -> int | None:
        return self.turn["active"] if self.turn else None

    @property
    def my_turn(self) -> bool:
        return bool(self.turn) and self.me in self.turn["side"]

    @property
    def stack(self) -> list[dict]:
        return self.turn["stack"] if self.turn else []

    def stack_item(self, oid: int) -> dict | None:
        """A spell on any stack whose card object is ``oid`` (spell targets are the card objects)."""
        for t in self.view["turns"]:
            for it in t["stack"]:
                if it["kind"] == "spell" and it.get("source") == oid:
                    return it
        return None

    def attacking_me(self) -> list[dict]:
        """Attacking creatures whose target is a player on my blocking side or a permanent they control."""
        side = self.blocking_side(self.me)
        out = []
        for p in self.perms:
            a = p.get("attacking")
            if not a:
                continue
            if a[0] == "player" and a[1] in side:
                out.append(p)
            elif a[0] == "obj" and a[1] in self.by_id and self.by_id[a[1]]["controller"] in side:
                out.append(p)
        return out
