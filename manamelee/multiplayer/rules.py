"""The multiplayer options of a game (800.2) as plain data, and the hooks that enforce them."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine.constants import Step
from ..engine.hooks import Hooks
from ..engine.players import LifeTotal
from ..i18n import Msg
from . import attack_options, range_of_influence
from .deploy import DEPLOY

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.turn import Turn

ATTACK_MODES = ("multiple", "left", "right")


@dataclass(frozen=True, slots=True)
class MultiplayerRules:
    """Which options and variant rules are in force. JSON-able: it is saved in replays.

    variant: duel, ffa, team-vs-team, emperor, two-headed-giant, alternating-teams, grand-melee
    attack: 802 "multiple", 803 "left" / "right"; adjacent_only: 809.3c / 811.4
    deploy: 804; shared_turns: 805; shared_life: 810.4 (team life, shared poison)
    team_hands: who sees teammates' hands — "team" (808.5, 809.7, 810.5), "adjacent" (811.5), "none"
    emperors: seats of the emperors (809.2); starting: how the starting player is chosen
    commander: the Commander rules (903) apply on top of these options
    """

    variant: str = "ffa"
    attack: str = "multiple"
    adjacent_only: bool = False
    deploy: bool = False
    shared_turns: bool = False
    shared_life: bool = False
    team_hands: str = "none"
    emperors: tuple[int, ...] = ()
    archenemies: tuple[int, ...] = ()
    starting: str = "random"
    extra: dict = field(default_factory=dict)
    commander: bool = False

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["emperors"] = list(self.emperors)
        d["archenemies"] = list(self.archenemies)
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> "MultiplayerRules":
        d = dict(d)
        d["emperors"] = tuple(d.get("emperors") or ())
        d["archenemies"] = tuple(d.get("archenemies") or ())
        return MultiplayerRules(**d)


class MultiplayerHooks(Hooks):
    """Plugs the options of :class:`MultiplayerRules` into the engine's hook points."""

    def __init__(self, rules: MultiplayerRules):
        self.rules = rules
        self.shared_turns = rules.shared_turns
        self.grants_abilities = rules.deploy     # 804.2: creatures gain the deploy ability (read at every priority)

    # -- set-up
    def setup_players(self, g: "Game") -> None:
        if self.rules.shared_life:
            # 810.4 / 810.11: one life total (and poison count) per team: 30, +15 per member beyond two.
            for team in _teams(g).values():
                total = LifeTotal(30 + 15 * (len(team) - 2))
                for p in team:
                    g.players[p].total = total

    def starting_player(self, g: "Game") -> int | None:
        how = self.rules.starting
        teams = _teams(g)
        if how == "team-center":                      # 808.4
            team = teams[g.rng.choice(sorted(teams))]
            seats = _team_in_seat_order(g, team)
            return seats[len(seats) // 2]
        if how == "emperor":                          # 809.4
            return g.rng.choice(list(self.rules.emperors))
        if how == "team":                             # 805.3 / 103.1: a random team; its primary player
            team = teams[g.rng.choice(sorted(teams))]
            return _team_in_seat_order(g, team)[0]
        return None

    def turn_begins(self, g: "Game", t: "Turn") -> None:
        super().turn_begins(g, t)                    # 801.2c ranges
        if self.rules.variant == "two-headed-giant" and g.turn_count == 1:
            t.skip_draw = True                       # 103.8b / 810.6

    # -- combat and abilities
    def attack_targets(self, g: "Game", t: "Turn", attacker: int, targets: list) -> list:
        return attack_options.filter_targets(g, attacker, targets, self.rules.attack, self.rules.adjacent_only)

    def granted_abilities(self, g: "Game", oid: int) -> tuple:
        if self.rules.deploy and "Creature" in g.chars(oid).types:
            return (DEPLOY,)
        return ()

    # -- range of influence (801)
    def trigger_allowed(self, g: "Game", controller: int, event: Any, source: int) -> bool:
        return range_of_influence.trigger_allowed(g, controller, event)

    def attachment_allowed(self, g: "Game", aura: int, target: int) -> bool:
        return range_of_influence.attachment_allowed(g, aura, target)

    def win_handled(self, g: "Game", p: int, rule: str) -> bool:
        return range_of_influence.win_in_range(g, p, rule)

    # -- teams
    def poison_limit(self, g: "Game", p: int) -> int:
        if self.rules.shared_life and g.players[p].team is not None:
            size = len(_teams(g)[g.players[p].team])
            return 15 + 5 * (size - 2)               # 810.8d / 810.11
        return 10

    def can_see_hand(self, g: "Game", viewer: int, owner: int) -> bool:
        mode = self.rules.team_hands
        a, b = g.players[viewer], g.players[owner]
        if mode == "none" or a.team is None or a.team != b.team:
            return False
        if mode == "adjacent":                       # 811.5: only teammates seated next to each other
            if a.left or b.left:                     # a player who left has no seat at the table (800.4a)
                return False
            return owner in (attack_options.neighbour(g, viewer, 1), attack_options.neighbour(g, viewer, -1))
        return True

    def also_lose(self, g: "Game", p: int) -> list[int]:
        pl = g.players[p]
        if pl.team is None:
            return []
        mates = [q for q in _teams(g)[pl.team] if q != p]
        if self.rules.shared_life or self.rules.variant == "two-headed-giant":
            return mates                             # 810.8a: players lose only as a team
        if self.rules.emperors and p in self.rules.emperors:
            return mates                             # 809.5b: a team loses if its emperor loses
        return []

    def cant_lose(self, g: "Game", p: int) -> bool:
        if not (self.rules.shared_life or self.rules.variant == "two-headed-giant"):
            return False
        from ..engine.sba import has_rule
        pl = g.players[p]
        return pl.team is not None and any(has_rule(g, q, "cant_lose") for q in _teams(g)[pl.team])  # 810.8a

    def game_end(self, g: "Game") -> tuple | None:
        if self.rules.emperors:
            # 809.5c: the game is a draw for a team if it is a draw for its emperor (801.15); they leave.
            from ..engine.leaving import leave_game
            for e in self.rules.emperors:
                if g.players[e].drew_game:
                    for q in _teams(g)[g.players[e].team]:
                        if not g.players[q].left:
                            g.players[q].drew_game = True
                            g.note("log.draw_for_emperor", "809.5c", args={"player": g.players[q].name})
                            leave_game(g, q, "809.5c")
            # 809.5a-b: a team is out when its emperor is; the last team with an emperor wins.
            alive = [e for e in self.rules.emperors if not g.players[e].left]
            if len(alive) == 1:
                team = g.players[alive[0]].team
                winners = tuple(q for q in _teams(g)[team] if not g.players[q].drew_game)
                return winners, False, "809.5a", Msg("why.last_emperor")
            if not alive:
                return (), True, "809.5c", Msg("why.no_emperor")
        return None


def _teams(g: "Game") -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for p in g.players:
        if p.team is not None:
            out.setdefault(p.team, []).append(p.index)
    return out


def _team_in_seat_order(g: "Game", team: list[int]) -> list[int]:
    """The team's seats from its rightmost (805.2) to its leftmost, following turn order."""
    n = len(g.players)
    tid = g.players[team[0]].team
    start = next(p for p in team if g.players[(p - 1) % n].team != tid) if len(team) < n else team[0]
    return [(start + k) % n for k in range(len(team))]


__all__ = ["MultiplayerRules", "MultiplayerHooks", "ATTACK_MODES", "Step"]
