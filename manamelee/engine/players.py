"""Players, life totals and sides (102, 119, 800; DESIGN "state model")."""
from __future__ import annotations

from dataclasses import dataclass, field

from .mana import ManaPool


@dataclass(slots=True)
class LifeTotal:
    """A life total with its poison counters; one per player, or one per team when life is shared (810.9)."""

    life: int
    poison: int = 0

    def __init__(self, life: int, poison: int = 0) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.life = life
        self.poison = poison


@dataclass(slots=True)
class Player:
    """A seat at the table and everything that belongs to it."""

    index: int
    name: str
    total: LifeTotal
    team: int | None = None
    range: int | None = None                 # range of influence (801); None = unlimited
    library: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    graveyard: list[int] = field(default_factory=list)
    pool: ManaPool = field(default_factory=ManaPool)
    left: bool = False                       # left the game (800.4)
    lost: bool = False
    won: bool = False
    drew_from_empty: bool = False            # 704.5b
    mulligans: int = 0
    kept: bool = False
    last_turn_start: int = -1                # timestamp when their most recent turn began (302.6)
    in_range: frozenset[int] = frozenset()   # players within range, fixed at the start of each turn (801.2c)
    max_hand_size: int = 7
    damage_this_turn: int = 0
    life_lost_this_turn: int = 0
    drew_game: bool = False                  # the game was a draw for this player (801.15)
    scheme_deck: list[int] = field(default_factory=list)   # face down in the command zone, top first (904.3)
    starting_life: int = 20                  # the life total the player started the game with (103.4, 904.5, 903.7)
    own_zone_changes: int = 0                # state version bumps that changed only this player's own hand, library,
    #                                          graveyard or spells (events.OWN_ZONES; priority.legal_actions, 117.1a)
    spells_this_turn: int = 0                # spells cast since their most recent turn began (502.2; day_night.py)
    taps: int = 0                            # TAP and UNTAP events of permanents they controlled (casting.mana_sources)

    def __init__(self, index: int, name: str, total: LifeTotal, team: int | None = None, range: int | None = None,
                 library: list[int] | None = None, hand: list[int] | None = None,
                 graveyard: list[int] | None = None, pool: ManaPool | None = None, left: bool = False,
                 lost: bool = False, won: bool = False, drew_from_empty: bool = False, mulligans: int = 0,
                 kept: bool = False, last_turn_start: int = -1, in_range: frozenset[int] = frozenset(),
                 max_hand_size: int = 7, damage_this_turn: int = 0, life_lost_this_turn: int = 0,
                 drew_game: bool = False, scheme_deck: list[int] | None = None, starting_life: int = 20,
                 own_zone_changes: int = 0, spells_this_turn: int = 0, taps: int = 0) -> None:
        # explicit (the dataclass keeps it): mypyc compiles a native constructor (issue 18)
        self.index = index
        self.name = name
        self.total = total
        self.team = team
        self.range = range
        self.library = [] if library is None else library
        self.hand = [] if hand is None else hand
        self.graveyard = [] if graveyard is None else graveyard
        self.pool = ManaPool() if pool is None else pool
        self.left = left
        self.lost = lost
        self.won = won
        self.drew_from_empty = drew_from_empty
        self.mulligans = mulligans
        self.kept = kept
        self.last_turn_start = last_turn_start
        self.in_range = in_range
        self.max_hand_size = max_hand_size
        self.damage_this_turn = damage_this_turn
        self.life_lost_this_turn = life_lost_this_turn
        self.drew_game = drew_game
        self.scheme_deck = [] if scheme_deck is None else scheme_deck
        self.starting_life = starting_life
        self.own_zone_changes = own_zone_changes
        self.spells_this_turn = spells_this_turn
        self.taps = taps

    @property
    def life(self) -> int:
        return self.total.life

    @property
    def poison(self) -> int:
        return self.total.poison

    @property
    def in_game(self) -> bool:
        return not self.left

    def copy(self, totals: dict[int, LifeTotal]) -> "Player":
        t = totals.setdefault(id(self.total), LifeTotal(self.total.life, self.total.poison))
        return Player(self.index, self.name, t, self.team, self.range, list(self.library), list(self.hand),
                      list(self.graveyard), self.pool.copy(), self.left, self.lost, self.won,
                      self.drew_from_empty, self.mulligans, self.kept, self.last_turn_start,
                      self.in_range, self.max_hand_size, self.damage_this_turn, self.life_lost_this_turn,
                      self.drew_game, list(self.scheme_deck), self.starting_life, self.own_zone_changes,
                      self.spells_this_turn, self.taps)
