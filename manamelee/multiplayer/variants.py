"""The multiplayer variants as named configurations (806, 808-811): seating, teams, ranges, options.

``plan_variant`` turns a variant name and the options a user gave into seats (who sits where, on
which team, with which range of influence) and the :class:`MultiplayerRules` in force. It refuses
combinations the rules forbid with a one-line reason (ConfigError).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.errors import ConfigError
from .rules import ATTACK_MODES, MultiplayerRules

VARIANTS = ("duel", "ffa", "team-vs-team", "emperor", "two-headed-giant", "alternating-teams", "grand-melee",
            "archenemy", "supervillain-rumble", "commander", "two-headed-giant-commander")
COMMANDER_VARIANTS = ("commander", "two-headed-giant-commander")      # 903: decks led by a commander

# Seat names used when the caller gives none (here, not in configs.py, so that configs imports this module
# and not the other way round).
DEFAULT_NAMES = ["Alex", "Bianca", "Carmen", "Dario", "Elena", "Fabio", "Giulia", "Hugo", "Irene", "Jacopo",
                 "Katia", "Luca", "Marta", "Nico", "Olga", "Paolo"]


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat of the planned table, in turn order (to the left)."""

    name: str
    team: int | None
    range: int | None
    role: str = ""          # "emperor" / "general" (809.2)


@dataclass(frozen=True, slots=True)
class TablePlan:
    seats: tuple[Seat, ...]
    rules: MultiplayerRules


def _check_range(r: int | None) -> None:
    if r is not None and (not isinstance(r, int) or isinstance(r, bool) or r < 1):
        raise ConfigError(f"range of influence must be 1 or more, got {r!r}")


def _check_attack(attack: str | None) -> str:
    if attack is None:
        return "multiple"
    if attack not in ATTACK_MODES:
        raise ConfigError(f"--attack must be one of {', '.join(ATTACK_MODES)}, got {attack!r}")
    return attack


def _team_sizes(players: int, teams: int, equal: bool, variant: str) -> list[int]:
    if not isinstance(teams, int) or teams < 2:
        raise ConfigError(f"{variant} needs at least 2 teams, got {teams!r}")
    if players < teams:
        raise ConfigError(f"{players} players can't make {teams} teams")
    if equal and players % teams:
        raise ConfigError(f"{variant} needs teams of equal size: {players} players don't split into {teams} teams")
    base, extra = divmod(players, teams)
    return [base + (1 if i < extra else 0) for i in range(teams)]


def emperor_ranges(team_of: list[int], roles: list[str]) -> list[int]:
    """809.6a: a general's range is the least that reaches one opposing general; an emperor's the least
    that reaches two opposing generals (809.3a gives 1 and 2 for teams of three)."""
    n = len(team_of)

    def dist(a: int, b: int) -> int:
        d = abs(a - b)
        return min(d, n - d)
    out = []
    for p in range(n):
        ds = sorted(dist(p, q) for q in range(n) if team_of[q] != team_of[p] and roles[q] == "general")
        need = 2 if roles[p] == "emperor" else 1
        out.append(ds[need - 1] if len(ds) >= need else max(1, n // 2))
    return out


DEFAULT_PLAYERS = {"duel": 2, "emperor": 6, "grand-melee": 16}
"""The number of players of a variant when none is given (a duel is two; an Emperor table two teams of three,
809.1; Grand Melee the sixteen of 807.4a's example)."""
OTHER_DEFAULT_PLAYERS = 4
"""The number of players of every other variant when none is given."""


def plan_variant(variant: str = "ffa", players: int | None = None, teams: int | None = None,
                 range_: int | None = None, attack: str | None = None, deploy: bool = False,
                 shared_turns: bool = False, names: list[str] | None = None, seed: int = 0) -> TablePlan:
    """Seat the players for a variant and fix its options (806-811)."""
    if variant not in VARIANTS:
        raise ConfigError(f"unknown variant {variant!r}; choose one of {', '.join(VARIANTS)}")
    _check_range(range_)
    default_players = DEFAULT_PLAYERS.get(variant, OTHER_DEFAULT_PLAYERS)
    n = default_players if players is None else players
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 16:
        raise ConfigError(f"--players must be a whole number from 2 to 16, got {players!r}")
    names = list(names or DEFAULT_NAMES[:n])
    if len(names) != n:
        raise ConfigError(f"{n} players need {n} names, got {len(names)}")
    rng = random.Random(seed)
    attack_mode = _check_attack(attack)

    if variant == "commander":
        # 903.2: two players, or by default Free-for-All (806) with attack multiple players and unlimited range;
        # range of influence and attack left/right combine with it as with Free-for-All (800.2).
        if teams:
            raise ConfigError("Commander is played by individuals (903.2, 806.1); for teams use "
                              "--variant two-headed-giant-commander")
        if deploy:
            raise ConfigError("the deploy creatures option isn't used in Free-for-All (806.2c), Commander's "
                              "multiplayer setup (903.2)")
        if shared_turns:
            raise ConfigError("shared team turns needs teams (805.1); Commander has none")
        if n > 2:
            rng.shuffle(names)                                   # 806.3: random seating
        seats = tuple(Seat(nm, None, range_) for nm in names)
        return TablePlan(seats, MultiplayerRules("commander", attack_mode, commander=True))

    if variant in ("duel", "ffa"):
        if variant == "duel" and n != 2:
            raise ConfigError(f"a duel is for exactly 2 players, got {n}")
        if variant == "ffa" and n < 3:
            raise ConfigError("Free-for-All is a multiplayer variant (806): use 3 or more players, or --variant duel")
        if teams:
            raise ConfigError(f"{variant} has no teams (806.1: players compete as individuals)")
        if deploy:
            raise ConfigError("the deploy creatures option isn't used in Free-for-All (806.2c)")
        if shared_turns:
            raise ConfigError("shared team turns needs teams (805.1); Free-for-All has none")
        if variant == "ffa":
            rng.shuffle(names)                                   # 806.3: random seating
        seats = tuple(Seat(nm, None, range_) for nm in names)
        return TablePlan(seats, MultiplayerRules(variant, attack_mode))

    if variant in ("archenemy", "supervillain-rumble"):
        if deploy or range_ is not None or (attack is not None and attack != "multiple"):
            raise ConfigError(f"{variant} uses attack multiple players and no other multiplayer options "
                              f"({'904.2' if variant == 'archenemy' else '904.12a'})")
        if variant == "supervillain-rumble":
            if teams:
                raise ConfigError("Supervillain Rumble is Free-for-All: no teams (904.12a)")
            if shared_turns:
                raise ConfigError("Supervillain Rumble uses no option other than attack multiple players (904.12a)")
            if n < 3:
                raise ConfigError("Supervillain Rumble is a Free-for-All game: use 3 or more players (904.12a)")
            rng.shuffle(names)
            seats = tuple(Seat(nm, None, None, "archenemy") for nm in names)
            return TablePlan(seats, MultiplayerRules(variant, "multiple", archenemies=tuple(range(n))))
        if teams is not None and teams != 2:
            raise ConfigError(f"Archenemy is played by exactly two teams (904.2), not {teams}")
        if n < 2:
            raise ConfigError("Archenemy needs an archenemy and at least one opponent (904.2)")
        # 904.2a-b: the archenemy alone on one team; everyone else on the other, sitting together.
        seats = (Seat(names[0], 0, None, "archenemy"),) + tuple(Seat(nm, 1, None) for nm in names[1:])
        rules = MultiplayerRules(variant, "multiple", shared_turns=True, team_hands="team", archenemies=(0,),
                                 starting="archenemy")
        return TablePlan(seats, rules)

    if variant == "grand-melee":
        if n < 5:
            raise ConfigError(f"Grand Melee needs at least 5 players (807.4a gives one turn marker per four players, "
                              f"so {n} players would never have a second one); use --variant ffa instead")
        if teams:
            raise ConfigError("Grand Melee has no teams (807.1: players compete as individuals)")
        if deploy or (attack is not None and attack != "left"):
            raise ConfigError("Grand Melee uses attack left and neither attack multiple players nor deploy "
                              "creatures (807.2b-c)")
        if range_ is not None and range_ != 1:
            raise ConfigError("in Grand Melee every player has range of influence 1 (807.2a)")
        if shared_turns:
            raise ConfigError("shared team turns needs teams (805.1); Grand Melee has none")
        rng.shuffle(names)                                       # 807.3: seated at random
        seats = tuple(Seat(nm, None, 1) for nm in names)
        return TablePlan(seats, MultiplayerRules(variant, "left"))

    t = 2 if teams is None else teams
    if variant == "team-vs-team":
        sizes = _team_sizes(n, t, False, "Team vs. Team")
        if attack is not None and attack != "multiple":
            raise ConfigError("Team vs. Team uses the attack multiple players option (808.3a)")
        seats, i = [], 0
        for team, size in enumerate(sizes):                      # 808.2: teams sit together
            for _ in range(size):
                seats.append(Seat(names[i], team, range_))
                i += 1
        rules = MultiplayerRules(variant, "multiple", deploy=deploy, shared_turns=shared_turns,
                                 team_hands="team", starting="team-center")
        return TablePlan(tuple(seats), rules)

    if variant == "emperor":
        sizes = _team_sizes(n, t, True, "Emperor")
        if sizes[0] < 3:
            raise ConfigError(f"Emperor needs teams of three or more players (809.1, 809.6); "
                              f"{n} players in {t} teams gives teams of {sizes[0]}")
        if range_ is not None:
            raise ConfigError("Emperor sets each player's range of influence itself (809.3a, 809.6a); drop --range")
        if attack is not None:
            raise ConfigError("Emperor players can attack only opponents seated next to them (809.3c); drop --attack")
        k = sizes[0]
        team_of, roles, seat_names = [], [], []
        i = 0
        for team in range(t):                                    # 809.2: the emperor sits in the middle
            for j in range(k):
                team_of.append(team)
                roles.append("emperor" if j == (k - 1) // 2 else "general")
                seat_names.append(names[i])
                i += 1
        ranges = emperor_ranges(team_of, roles)
        seats = tuple(Seat(seat_names[s], team_of[s], ranges[s], roles[s]) for s in range(n))
        rules = MultiplayerRules(variant, "multiple", adjacent_only=True, deploy=True, shared_turns=shared_turns,
                                 team_hands="team", emperors=tuple(s for s in range(n) if roles[s] == "emperor"),
                                 starting="emperor")
        return TablePlan(seats, rules)

    if variant in ("two-headed-giant", "two-headed-giant-commander"):
        if t != 2:
            raise ConfigError(f"Two-Headed Giant is played by two teams (810.1), not {t}")
        if n % 2:
            raise ConfigError(f"Two-Headed Giant needs two teams of equal size (810.1, 810.11); {n} players can't "
                              "split evenly")
        if n < 4:
            raise ConfigError("Two-Headed Giant needs two teams of at least two players (810.1)")
        if attack is not None and attack != "multiple":
            raise ConfigError("Two-Headed Giant uses team combat (805.10, 810.7); drop --attack")
        k = n // 2
        seats = tuple(Seat(names[i], i // k, range_) for i in range(n))
        # 903 gives no starting life of its own for Two-Headed Giant: the team's total of 810.4 applies.
        rules = MultiplayerRules("two-headed-giant", "multiple", deploy=deploy, shared_turns=True, shared_life=True,
                                 team_hands="team", starting="team", commander=variant != "two-headed-giant")
        return TablePlan(seats, rules)

    # alternating-teams (811)
    sizes = _team_sizes(n, t, True, "Alternating Teams")
    if sizes[0] < 2:
        raise ConfigError("Alternating Teams needs teams of at least two players (811.1)")
    if shared_turns:
        raise ConfigError("shared team turns needs teammates in adjacent seats (805.1), "
                          "but Alternating Teams seats no one next to a teammate (811.3)")
    k = sizes[0]
    seats = []
    for j in range(k):                                           # 811.3: A1, B1, C1, A2, B2, C2, ...
        for team in range(t):
            seats.append(Seat(names[team * k + j], team, 2 if range_ is None else range_))   # 811.2a
    rules = MultiplayerRules(variant, attack_mode, adjacent_only=True, deploy=deploy, team_hands="adjacent")
    return TablePlan(tuple(seats), rules)
