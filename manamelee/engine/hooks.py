"""The interface through which multiplayer variants (manamelee.multiplayer) plug into the core.

The engine calls these at fixed points; the default implementation is plain Free-for-All with
unlimited range. A variant subclasses :class:`Hooks` and overrides what its rules change.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .turn import Frame, Turn


class Hooks:
    """Default rules: every hook answers as the core rules do without any 800-section option."""

    shared_turns: bool = False     # 805: teams take turns and receive priority as sides
    concurrent_turns: bool = False  # 807.4: several Turns at once, started by schedule()
    steps_after_turn_based_actions: frozenset[Any] = frozenset()   # the steps after_turn_based_actions acts in
    #                                  (asked in no other: a step costs no call into a variant with nothing to do)
    eligible_by_stack: bool = False  # priority_eligible is 807.5a's range rule (sides.stack_in_range, asked directly):
    #                                  it reads only ranges of influence (fixed as a turn begins, 801.2c), who is in
    #                                  the game, the Turn's active player and its stack's controllers

    def schedule(self, g: "Game") -> None:
        """Begin the turns that may begin now (only called when ``concurrent_turns``)."""

    def priority_eligible(self, g: "Game", t: "Turn", p: int) -> bool:
        """807.5a: does p get priority for Turn t's stack?"""
        return True

    def copy(self) -> "Hooks":
        return self

    def setup_players(self, g: "Game") -> None:
        """Adjust players after creation (shared life totals 810.9, ranges 801.2a)."""

    def starting_player(self, g: "Game") -> int | None:
        """Who starts (808.4, 809.4, 904.6); None = random (103.1)."""
        return None

    def turn_begins(self, g: "Game", t: "Turn") -> None:
        """At the start of each turn: recompute ranges of influence (801.2c)."""
        from .turn_structure import _update_ranges
        _update_ranges(g)

    def turn_ends(self, g: "Game", t: "Turn") -> None:
        """After the cleanup step (807.4 passes turn markers)."""

    def after_turn_based_actions(self, g: "Game", t: "Turn", step: Any) -> "Frame | None":
        """A frame to run after a step's turn-based actions (904.9 sets a scheme in motion); asked only in the steps
        of ``steps_after_turn_based_actions``."""
        return None

    def attack_targets(self, g: "Game", t: "Turn", attacker: int, targets: list[Any]) -> list[Any]:
        """802/803/809.3c/811.4: which players and planeswalkers an attacker may attack."""
        return targets

    def may_play_land(self, g: "Game", t: "Turn", p: int) -> bool:
        return True

    def damage_allowed(self, g: "Game", source: int, target: tuple[Any, ...]) -> bool:
        """801.13 and similar: may this damage event happen at all?"""
        return True

    def trigger_allowed(self, g: "Game", controller: int, event: Any, source: int) -> bool:
        """801.7: abilities don't trigger on events outside their controller's range."""
        return True

    def attachment_allowed(self, g: "Game", aura: int, target: int) -> bool:
        """801.8/801.9: Auras and Equipment attached outside range."""
        return True

    def poison_limit(self, g: "Game", p: int) -> int:
        return 10

    def can_see_hand(self, g: "Game", viewer: int, owner: int) -> bool:
        return False

    def game_end(self, g: "Game") -> tuple[Any, ...] | None:
        """Variant-specific end (809.5, 904): (winners, draw, rule, why) or None for the default."""
        return None

    def player_left(self, g: "Game", p: int) -> None:
        """After 800.4a has been applied for p (807.4c/807.4e: turn markers)."""

    grants_abilities = False
    """True when granted_abilities may return anything (804.2 deploy creatures)."""

    def granted_abilities(self, g: "Game", oid: int) -> tuple[Any, ...]:
        """Activated abilities the variant gives to permanents (804.2 deploy creatures)."""
        return ()

    def also_lose(self, g: "Game", p: int) -> list[int]:
        """Players who lose together with ``p`` (810.8a team, 809.5b emperor)."""
        return []

    def cant_lose(self, g: "Game", p: int) -> bool:
        """810.8a: "can't lose" on one team member protects the whole team."""
        return False

    def win_handled(self, g: "Game", p: int, rule: str) -> bool:
        """104.3h: with limited range, winning makes only opponents in range lose."""
        return False

    # -- cards in other zones (903: Commander)
    casts_elsewhere = False
    """True when cast_from_other_zones may return anything (903.8: the command zone)."""

    def cast_from_other_zones(self, g: "Game", p: int) -> list[int]:
        """Objects outside the hand that ``p`` may cast now by a variant rule (903.8 commanders)."""
        return []

    def additional_cost(self, g: "Game", p: int, oid: int) -> int:
        """Generic mana added to the total cost of casting ``oid`` (903.8 commander tax; 601.2f)."""
        return 0

    def zone_change_destination(self, g: "Game", oid: int, to: str) -> str:
        """A variant's replacement of where an object with a ``note`` goes (903.9b); ``to`` unchanged by default."""
        return to

    def public_state(self, g: "Game") -> dict[str, Any] | None:
        """Public variant state for every player's view (903.8 commander tax, 903.10a damage), or None."""
        return None

    has_sba = False
    """True when sba_pending / state_actions may find something (903.9a, 704.6c)."""

    def sba_pending(self, g: "Game") -> bool:
        """Might a variant state-based action apply now? (sba_clean must not skip the check.)"""
        return False

    def state_actions(self, g: "Game", proc: Any) -> tuple[list[tuple[int, str, Any]], list[tuple[int, str, str]]]:
        """704.6: a variant's state-based actions, asked before anything changes: (losers as (player, rule,
        reason), moves as (object, zone, rule)); applied with the others, all at once (704.3)."""
        return [], []
